import path from 'node:path';

/**
 * Where the e2e web server writes its request log (playwright.config.ts redirects its output there), so
 * e2e/request-log.spec.ts can read the line a page view left. It lives in the run's fresh data folder.
 */
export function webLogFile(): string {
  const dataDir = process.env.FARM_E2E_DATA_DIR;
  if (!dataDir) throw new Error('FARM_E2E_DATA_DIR is set by playwright.config.ts');
  return path.join(dataDir, 'web.log');
}

/** Where the e2e API writes its request log (one JSON line per request, at LOG_LEVEL info). */
export function apiLogFile(): string {
  const dataDir = process.env.FARM_E2E_DATA_DIR;
  if (!dataDir) throw new Error('FARM_E2E_DATA_DIR is set by playwright.config.ts');
  return path.join(dataDir, 'api.log');
}
