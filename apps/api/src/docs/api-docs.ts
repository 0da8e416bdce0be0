import type { INestApplication } from '@nestjs/common';
import helmet from 'helmet';
import swaggerUi from 'swagger-ui-express';
import { API_PREFIX } from '../api-prefix';

/**
 * Swagger UI at /api/docs, for people trying the API by hand. The page loads the document from
 * /api/openapi.json, so nothing of it is built until someone asks. Its page loads its own scripts and
 * styles from this address, so it gets a policy of its own that allows them; every other answer keeps the
 * API's `default-src 'none'`.
 */
export function serveApiDocs(app: INestApplication): void {
  app.use(
    `/${API_PREFIX}/docs`,
    helmet.contentSecurityPolicy({
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The page's own <style> blocks.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
      },
    }),
    swaggerUi.serve,
    swaggerUi.setup(undefined, {
      customSiteTitle: 'Indoor farming shop API',
      swaggerOptions: { url: `/${API_PREFIX}/openapi.json` },
    }),
  );
}
