import { useRouteLoaderData } from 'react-router';
import { defaultLanguage, isLanguage, type Language } from '#app/i18n/messages';
import { type CompanyContact, defaultCompany } from '#app/lib/company';

/**
 * What the root loader hands every screen: language, public origin, currency, the service menu and the
 * company's contact details (from settings).
 */
export type SiteData = {
  lang: Language;
  origin: string;
  currency: string;
  year: number;
  services: { _id: string; name: string; slug: string }[];
  company: CompanyContact;
};

/** The company's contact details as the settings give them (the root loader's), for any component. */
export function useCompany(): CompanyContact {
  const site = useRouteLoaderData('root') as Partial<SiteData> | undefined;
  return site?.company ?? defaultCompany;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The root loader's data from a meta function's `matches` (defaults when the root loader failed). */
export function siteFromMatches(matches: MatchLike[]): Pick<SiteData, 'lang' | 'origin'> {
  const data = matches.find((match) => match?.id === 'root')?.loaderData as Partial<SiteData> | undefined;
  return {
    lang: isLanguage(data?.lang) ? data.lang : defaultLanguage,
    origin: typeof data?.origin === 'string' ? data.origin : '',
  };
}

/**
 * Where a service in the Services menu (and the footer's service links) leads (docs/product-rules.md §2): Residential
 * to the shop, any other service to its customisation form. Decided by the slug, which is the same in both
 * languages (the name is not: docs/decisions/050-bilingual-content.md).
 */
export function serviceMenuHref(service: { _id: string; slug: string }): string {
  return service.slug === 'residential' ? '/products' : `/customize-form/${service._id}`;
}
