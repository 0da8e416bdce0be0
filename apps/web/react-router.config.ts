import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { compressClientFiles } from './scripts/compress-client';

export default {
  // Server-side rendering on: every screen works (and is indexable) before JavaScript loads.
  ssr: true,
  appDirectory: 'app',
  // The whole route manifest comes with the first page (docs/decisions/098-route-manifest-up-front.md).
  routeDiscovery: { mode: 'initial' },
  // After both builds, when every client file is written (React Router writes its manifest during the
  // server build): each text file is compressed once (docs/decisions/224-assets-compressed-at-build.md).
  async buildEnd({ reactRouterConfig }) {
    await compressClientFiles(path.join(reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
