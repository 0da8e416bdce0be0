import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';
import type { MessageKey } from '#app/i18n/messages';
import { serviceMenuHref, useCompany } from '#app/lib/site';
import type { MenuService } from '#app/components/layout/nav-items';

const quickLinks: { to: string; key: MessageKey }[] = [
  { to: '/home', key: 'nav.home' },
  { to: '/about', key: 'nav.about' },
  { to: '/products', key: 'nav.products' },
  { to: '/career', key: 'nav.career' },
  { to: '/gallery', key: 'nav.gallery' },
  { to: '/contact', key: 'nav.contact' },
  { to: '/blog-list', key: 'footer.blog' },
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/policy-guidelines', key: 'footer.policy' },
];

const linkClass = 'rounded text-leaf-100 hover:text-white hover:underline';

/** A titled list of links in the footer, a navigation landmark of its own. */
function FooterLinks({
  id,
  title,
  listClass,
  links,
}: {
  id: string;
  title: string;
  listClass: string;
  links: { to: string; label: ReactNode }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-white">
        {title}
      </h2>
      <ul className={`mt-3 ${listClass} text-sm`}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer({ services, year }: { services: MenuService[]; year: number }) {
  const { t, lang } = useI18n();
  const company = useCompany();
  const contacts = [
    ...company.phones.map((phone) => ({
      ...phone,
      icon: 'phone' as const,
      kind: t('footer.phone'),
      dir: 'ltr',
      className: linkClass,
    })),
    ...company.emails.map((email) => ({
      href: `mailto:${email}`,
      text: email,
      icon: 'mail' as const,
      kind: t('footer.email'),
      dir: undefined,
      className: `${linkClass} break-all`,
    })),
  ];
  return (
    <footer className="mt-16 bg-leaf-900 text-leaf-50 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <p className="text-lg font-bold text-white">{t('brand.name')}</p>
          <p className="mt-2 text-sm text-leaf-100">{t('footer.about')}</p>
          <h2 id="footer-contact" className="mt-6 font-semibold text-white">
            {t('footer.contact')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {contacts.map((contact) => (
              <li key={contact.href} className="flex items-center gap-2">
                <Icon name={contact.icon} width={16} height={16} />
                <span className="sr-only">{contact.kind}</span>
                <a href={contact.href} dir={contact.dir} className={contact.className}>
                  {contact.text}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {/* The same services and the same targets as the header's Services menu. */}
        <FooterLinks
          id="footer-services"
          title={t('footer.services')}
          listClass="space-y-2"
          links={[
            ...services.map((service) => ({
              to: serviceMenuHref(service),
              label: <bdi>{service.name}</bdi>,
            })),
            { to: '/terms-conditions', label: t('footer.terms') },
          ]}
        />
        <FooterLinks
          id="footer-quick-links"
          title={t('footer.quickLinks')}
          listClass="grid grid-cols-2 gap-2"
          links={quickLinks.map((link) => ({ to: link.to, label: t(link.key) }))}
        />
        <section aria-labelledby="footer-address">
          <h2 id="footer-address" className="font-semibold text-white">
            {t('footer.address')}
          </h2>
          <address className="mt-3 flex gap-2 text-sm not-italic text-leaf-100">
            <Icon name="pin" width={16} height={16} className="mt-0.5 shrink-0" />
            {company.address[lang]}
          </address>
        </section>
      </div>
      <div className="border-t border-leaf-800">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4 text-sm text-leaf-100">
          <p>{t('footer.rights', { year })}</p>
          <a
            href="#top"
            className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-leaf-700 px-3 py-2 font-medium whitespace-nowrap text-white hover:bg-leaf-600"
          >
            <Icon name="arrow-up" width={16} height={16} />
            {t('footer.scrollTop')}
          </a>
        </div>
      </div>
    </footer>
  );
}
