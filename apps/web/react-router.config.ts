import type { Config } from '@react-router/dev/config';

export default {
  // Server-side rendering on: every screen works (and is indexable) before JavaScript loads.
  ssr: true,
  appDirectory: 'app',
  // The whole route manifest comes with the first page (docs/decisions/098-route-manifest-up-front.md).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
