import { Icon } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';
import type { MenuService } from '#app/components/layout/nav-items';
import { ServiceList } from '#app/components/layout/nav-links';
import { useDisclosure } from '#app/utils/use-disclosure';

/** Desktop Services dropdown, filled from the API: Residential leads to the shop, others to their form. */
export function ServicesMenu({ services }: { services: MenuService[] }) {
  const { t } = useI18n();
  const ref = useDisclosure();
  return (
    <details ref={ref} className="group relative">
      <summary className="inline-flex items-center gap-1 rounded px-2.5 py-2 font-medium whitespace-nowrap text-gray-800 hover:bg-leaf-50 hover:text-leaf-800">
        {t('nav.services')}
        <Icon
          name="chevron-down"
          width={16}
          height={16}
          className="transition-transform group-open:rotate-180"
        />
      </summary>
      <ServiceList services={services} variant="dropdown" />
    </details>
  );
}
