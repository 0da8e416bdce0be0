import type { Config } from '@react-router/dev/config';

// A bare React Router app in framework mode, built as React Router builds any app: the reference `pnpm bench`
// measures the web server's pages against (docs/decisions/232-bench-bare-react-router.md).
export default { ssr: true, appDirectory: 'app' } satisfies Config;
