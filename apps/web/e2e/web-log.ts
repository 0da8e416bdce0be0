import path from 'node:path';
import { dataDir } from './ports';

/**
 * Where this worker's web server writes its request log (e2e/servers.ts sends its output there), so
 * e2e/request-log.spec.ts can read the line a page view left.
 */
export function webLogFile(): string {
  return path.join(dataDir(), 'web.log');
}

/** Where this worker's API writes its request log (one JSON line per request, at LOG_LEVEL info). */
export function apiLogFile(): string {
  return path.join(dataDir(), 'api.log');
}
