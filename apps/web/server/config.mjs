// @ts-check
// The web server's own settings, read once at start. The app's settings (app/lib/env.server.ts) are parsed
// by the app itself; the two agree on names and defaults.

export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:3000';

/**
 * @typedef {object} ServerConfig
 * @property {'development' | 'production' | 'test'} mode
 * @property {number} port
 * @property {URL} apiUrl where the API answers, without a trailing slash (e.g. http://127.0.0.1:4000/api)
 * @property {string | null} publicOrigin PUBLIC_ORIGIN when it is set; null means the default, so the site's
 *   own origin is whatever the browser asked for (see same-site.mjs)
 * @property {boolean} https whether the public origin is https (HSTS, upgrade-insecure-requests)
 * @property {string} logLevel
 * @property {number} pageCacheSeconds how long a page for a visitor who is not signed in is kept
 *   (PAGE_CACHE_SECONDS; 5 by default, 0 in development or when set to 0: every request renders)
 */

/**
 * @param {Record<string, string | undefined>} env
 * @returns {ServerConfig}
 */
export function serverConfig(env) {
  const value = (/** @type {string} */ name) => (env[name] === '' ? undefined : env[name]);
  const mode = value('NODE_ENV') ?? 'development';
  if (mode !== 'development' && mode !== 'production' && mode !== 'test') {
    throw new Error(`NODE_ENV must be development, production or test (got ${mode})`);
  }
  const port = Number(value('PORT') ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  // The same default as the app's (app/lib/env.server.ts): the API on this machine at API_PORT.
  const apiUrl = new URL(
    (value('API_URL') ?? `http://127.0.0.1:${value('API_PORT') ?? 4000}/api`).replace(/\/+$/, ''),
  );
  const configuredOrigin = value('PUBLIC_ORIGIN');
  const publicOrigin = configuredOrigin ? new URL(configuredOrigin).origin : null;
  const pageCacheSeconds = Number(value('PAGE_CACHE_SECONDS') ?? (mode === 'development' ? 0 : 5));
  if (!Number.isFinite(pageCacheSeconds) || pageCacheSeconds < 0) {
    throw new Error(
      `PAGE_CACHE_SECONDS must be a number of seconds, 0 or more (got ${env.PAGE_CACHE_SECONDS})`,
    );
  }
  return {
    mode,
    port,
    apiUrl,
    publicOrigin,
    https: new URL(publicOrigin ?? DEFAULT_PUBLIC_ORIGIN).protocol === 'https:',
    logLevel: value('LOG_LEVEL') ?? 'info',
    pageCacheSeconds,
  };
}
