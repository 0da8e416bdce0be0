import {
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  data,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { ErrorPage } from './components/error-page';
import { Footer } from './components/layout/footer';
import { Header } from './components/layout/header';
import { LoadingIndicator } from './components/layout/loading-indicator';
import { NotFoundPage } from './components/not-found-page';
import { I18nProvider } from './i18n/context';
import { defaultLanguage, directionOf, translate } from './i18n/messages';
import { api, onBehalfOf } from './lib/api.server';
import { company, env } from './lib/env.server';
import { languageOf } from './lib/language.server';
import { cachedServiceMenu } from './lib/service-menu.server';
import { sessionForPage } from './lib/session.server';
import { Toaster } from './components/feedback/toaster';
import type { SiteData } from './lib/site';

// Used when no deeper route supplies its own meta: error screens rendered by the root boundary.
export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  const lang = loaderData?.lang ?? defaultLanguage;
  const key =
    isRouteErrorResponse(error) && error.status === 404
      ? 'notFound.meta.title'
      : error
        ? 'error.meta.title'
        : 'brand.tagline';
  return [
    { title: `${translate(lang, key)} | ${translate(lang, 'brand.name')}` },
    ...(error ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
};

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// The header menu, shared by every page for a few seconds (see SERVICE_MENU_TTL_MS for the staleness).
const serviceMenu = cachedServiceMenu(async () => {
  const result = await api.catalog.listServices();
  if (result.status !== 200) throw new Error(`the API answered ${result.status}`);
  return result.body.data.map(({ _id, name }) => ({ _id, name }));
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageOf(request);
  let services: SiteData['services'] = [];
  try {
    services = await serviceMenu();
  } catch (error) {
    // The header's Services menu is not worth failing every page for: show it empty and log why.
    console.error('Could not load the service menu:', error instanceof Error ? error.message : error);
  }
  const { user, toasts, headers } = await sessionForPage(request, onBehalfOf(context, lang));
  const site: SiteData = {
    lang,
    origin: env.PUBLIC_ORIGIN,
    currency: env.CURRENCY,
    year: new Date().getFullYear(),
    services,
    company,
  };
  return data({ ...site, user, toasts }, { headers });
}

// Root data (language, signed-in user, toasts) changes through form actions (language switch, login, logout),
// after which the default revalidates; plain page changes keep it.
export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useRouteLoaderData<typeof loader>('root');
  const lang = site?.lang ?? defaultLanguage;
  return (
    <html lang={lang} dir={directionOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6324" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <I18nProvider lang={lang}>
          <a
            id="top"
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-leaf-800"
          >
            {translate(lang, 'a11y.skipToContent')}
          </a>
          <LoadingIndicator />
          <Toaster
            initial={site?.toasts ?? []}
            label={translate(lang, 'toasts.label')}
            closeLabel={translate(lang, 'dialog.close')}
          >
            <Header services={site?.services ?? []} user={site?.user ?? null} />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <Footer services={site?.services ?? []} year={site?.year ?? new Date().getFullYear()} />
          </Toaster>
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage />;
}
