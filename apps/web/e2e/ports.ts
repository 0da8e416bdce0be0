// Where the Playwright run starts the API and the web server. Overridable (E2E_API_PORT, E2E_WEB_PORT) so a
// second run on the same machine, from another checkout, does not collide with this one.
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const WEB_ORIGIN = `http://127.0.0.1:${WEB_PORT}`;
export const API_URL = `http://127.0.0.1:${API_PORT}/api`;
