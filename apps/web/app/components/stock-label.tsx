import { Icon } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';

export function StockLabel({ inStock }: { inStock: boolean }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-flex items-center gap-1 text-sm font-medium ${inStock ? 'text-leaf-700' : 'text-berry-700'}`}
    >
      <Icon name={inStock ? 'check' : 'close'} width={16} height={16} />
      {t(inStock ? 'stock.in' : 'stock.out')}
    </span>
  );
}
