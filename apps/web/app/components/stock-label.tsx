import { Icon } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';

export function StockLabel({ inStock }: { inStock: boolean }) {
  const { t } = useI18n();
  return inStock ? (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-leaf-700">
      <Icon name="check" width={16} height={16} />
      {t('stock.in')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-berry-700">
      <Icon name="close" width={16} height={16} />
      {t('stock.out')}
    </span>
  );
}
