import {
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  data,
} from 'react-router';
import { shopDateOf } from '@farm/contract';
import { useEffect } from 'react';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { ErrorPage } from '#app/components/error-page';
import { FontPreloads } from '#app/components/layout/font-preloads';
import { Footer } from '#app/components/layout/footer';
import { Header } from '#app/components/layout/header';
import { PrintHeading } from '#app/components/layout/print-heading';
import { LoadingIndicator } from '#app/components/layout/loading-indicator';
import { NotFoundPage } from '#app/components/not-found-page';
import { I18nProvider } from '#app/i18n/context';
import { defaultLanguage, directionOf, partsForPath, translate } from '#app/i18n/messages';
import { apiFor } from '#app/lib/api.server';
import { logUnlessUnavailable } from '#app/lib/api-unavailable';
import { company, env } from '#app/lib/env.server';
import { languageCookie, languageInCookie, languageInUrl, languageOf } from '#app/lib/language.server';
import { logUser } from '#app/lib/load-context';
import { useNonce } from '#app/lib/nonce';
import { pageCachePolicy, pageHeaders } from '#app/lib/page-cache';
import { sharedServices } from '#app/lib/shared-lists.server';
import { secureCookie } from '#app/lib/secure-cookie';
import { getSession, sessionForPage, signedInOf } from '#app/lib/session.server';
import { Toaster } from '#app/components/feedback/toaster';
import { NO_COUNTS, shopCounts } from '#app/lib/shop-counts.server';
import { writeMarkOf } from '#app/lib/write-mark.server';
import type { SiteData } from '#app/lib/site';

/**
 * This year on the shop's clock (Dubai), the year its order numbers carry, whatever this machine's zone.
 * Read by the loader alone: the browser's bundle of this module then carries none of the contract's calendar.
 */
function shopYear(): number {
  return Number(shopDateOf(Date.now()).slice(0, 4));
}

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
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Raster icons for home screens and bookmarks, which take no SVG (docs/decisions/266-link-previews-and-icons.md).
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageOf(request);
  // The header's menu, shared by every page for a few seconds (docs/decisions/234-shared-public-lists.md),
  // asked for while the session is checked rather than before.
  const menu: Promise<SiteData['services'] | null> = sharedServices(lang, apiFor(request, context)).then(
    (all) => all.map(({ _id, name, slug }) => ({ _id, name, slug })),
    (error: unknown) => {
      // The header's Services menu is not worth failing every page for: show it empty and log why.
      logUnlessUnavailable('Could not load the service menu:', error);
      return null;
    },
  );
  // The session check and the header's badges read a 401 themselves: it means "signed out", no error.
  const apiWith = (token: string) => apiFor(request, context, { token, readsRefusals: true });
  // What this process keeps of a visitor is kept under their write mark (docs/decisions/230-header-badges-kept-per-visitor.md).
  const mark = writeMarkOf(request, context);
  // The header's two badges (docs/decisions/030-cart-and-wishlist.md) are asked for with the cookie's token
  // while that token is checked, at most once in a few seconds while nothing changes (230); they are shown
  // only if the check finds the session still open.
  const cookieToken = signedInOf(await getSession(request))?.token;
  const shop = cookieToken ? shopCounts(apiWith(cookieToken), cookieToken, mark) : null;
  const session = await sessionForPage(request, context, apiWith, mark);
  const { user, userId, token, toasts } = session;
  // Every page view runs this loader, so the web server's log line for it names who was signed in.
  logUser(context, userId);
  const headers = new Headers(session.headers);
  // Arriving at a page's Arabic address (`?lang=ar`) keeps the visitor in Arabic on the next pages too.
  if (languageInUrl(request) && languageInCookie(request) !== lang)
    headers.append('Set-Cookie', languageCookie(lang, secureCookie(env)));
  const [shopAnswer, services] = await Promise.all([shop, menu]);
  const counts = token && shopAnswer ? shopAnswer : NO_COUNTS;
  // A page whose menu is missing is not kept for the next visitors (docs/decisions/258-api-answers-in-time.md).
  headers.set(
    'Cache-Control',
    pageCachePolicy({
      signedIn: Boolean(user),
      setsCookie: headers.has('Set-Cookie'),
      complete: services !== null,
    }),
  );
  const site: SiteData = {
    lang,
    origin: env.PUBLIC_ORIGIN,
    currency: env.CURRENCY,
    year: shopYear(),
    services: services ?? [],
    company,
  };
  return data({ ...site, user, counts, toasts }, { headers });
}

// What browsers may keep of a page: docs/decisions/091-http-caching.md.
export const headers = pageHeaders;

// Root data (language, signed-in user, toasts) changes through form actions (language switch, login, logout),
// after which the default revalidates; plain page changes keep it.
export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useRouteLoaderData<typeof loader>('root');
  const lang = site?.lang ?? defaultLanguage;
  // This request's script nonce on the server; '' in the browser, which hides nonces from the DOM anyway.
  const nonce = useNonce();
  const { pathname } = useLocation();
  // Marks the document once React has hydrated it, after every effect below has run: the e2e suite waits
  // for it before using a page's enhanced controls (e2e/support.ts, hydrated()).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang={lang} dir={directionOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6324" />
        {/* With a precedence, React sends the stylesheet first in the head: the page's first paint waits for
            it alone (docs/decisions/100-first-paint.md). The scripts are React Router's own, at the end of the
            body (docs/decisions/223-scripts-as-react-router-ships-them.md). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <FontPreloads lang={lang} />
        <Meta />
        {/* Stylesheets need no nonce (style-src 'self'). An empty one stops React Router from copying the
            script nonce onto <link> elements, where browsers leave it readable in the DOM. */}
        <Links nonce="" />
      </head>
      <body className="flex min-h-screen flex-col">
        <I18nProvider lang={lang} parts={partsForPath(pathname)}>
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
            page={pathname}
            label={translate(lang, 'toasts.label')}
            closeLabel={translate(lang, 'dialog.close')}
          >
            <Header services={site?.services ?? []} user={site?.user ?? null} counts={site?.counts} />
            <PrintHeading />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <Footer services={site?.services ?? []} year={site?.year ?? new Date().getFullYear()} />
          </Toaster>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
