import type { Config } from '@react-router/dev/config';

// Server-side rendering on: every screen works (and is indexable) before JavaScript loads.
export default {
  ssr: true,
  appDirectory: 'app',
} satisfies Config;
