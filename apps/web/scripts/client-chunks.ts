// How the client build is cut into files (apps/web/vite.config.ts, `manualChunks` and `chunkFileNames`).
import type { Rollup } from 'vite';

// A chunk is named after its file, so `i18n/en/site.ts` and `i18n/ar/site.ts` would both be `site-<hash>.js`:
// the catalogue's parts keep their language in the name (en-site, en-pages, ar-admin), by which the bundle
// report and the admin e2e test tell them apart (docs/decisions/106-admin-texts-apart.md).
const cataloguePart = /\/app\/i18n\/(en|ar)\/(site|pages|admin)\.ts$/;
export const clientChunkName = ({ facadeModuleId }: Rollup.PreRenderedChunk): string => {
  const part = facadeModuleId ? cataloguePart.exec(facadeModuleId) : null;
  return part ? `assets/${part[1]}-${part[2]}-[hash].js` : 'assets/[name]-[hash].js';
};

/**
 * React, React DOM and React Router (with the packages they bring) go in one chunk of their own, named
 * `framework`: it changes only when they are upgraded, so browsers keep it across our releases, and the
 * page-weight budget counts our code apart from theirs (docs/decisions/191-our-javascript-budget.md).
 */
const frameworkModule =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
const rootRoute = /[\\/]app[\\/]root\.tsx$/;
// Any file of ours, whatever its kind; ids with a query (`app.css?url`) are Vite's variants of a file.
const ourModule = /[\\/]apps[\\/]web[\\/]app[\\/][^?]+$/;
const packageModule = /[\\/](node_modules|packages)[\\/]/;
// The contract's modules, one file per source module (docs/decisions/104-contract-per-module.md).
const contractModule = /[\\/]packages[\\/]contract[\\/][^?]+$/;

/**
 * Our own modules that the root route imports, directly or through others of ours, go in one chunk named
 * `shell`: every page loads them anyway, and in one file they cost a phone on a slow connection one request
 * instead of a dozen before its first paint (docs/decisions/225-one-shell-chunk.md).
 *
 * Rollup puts every static dependency of a manual chunk's module into that chunk, whether a page uses it or
 * not. So a module that imports a package other than the framework (the contract's index would bring all of
 * zod) stays out, and so does every module that imports one of those; Rollup chunks them as before. A module
 * of the contract may come in as ours do, when all it imports may come too and the root reaches it through
 * modules that stay: the constants the toaster reads through `@farm/contract/constants`, not what the index
 * re-exports (docs/decisions/227-contract-constants-in-the-shell.md). Modules only
 * some pages import stay apart, and so do the catalogue parts, loaded with `import()`.
 */
export function shellModules(getModuleInfo: Rollup.GetModuleInfo, ids: Iterable<string>): Set<string> {
  const root = [...ids].find((id) => rootRoute.test(id));
  const importsOf = (id: string) => getModuleInfo(id)?.importedIds ?? [];
  const shell = new Set<string>();
  const visit = (id: string) => {
    if (shell.has(id) || !(ourModule.test(id) || contractModule.test(id))) return;
    shell.add(id);
    importsOf(id).forEach(visit);
  };
  if (root) importsOf(root).forEach(visit);
  // Vite's helpers, styles and files imported as URLs are neither ours nor a package's: they may come along.
  const mayComeAlong = (id: string) =>
    shell.has(id) || frameworkModule.test(id) || !(ourModule.test(id) || packageModule.test(id));
  for (let changed = true; changed;) {
    changed = false;
    for (const id of shell) {
      if (importsOf(id).every(mayComeAlong)) continue;
      shell.delete(id);
      changed = true;
    }
  }
  // What the root still reaches through the modules that stay: a module that came in only through one that
  // left (the messages the contract's index re-exports, say) is not the layout's and leaves too. Nothing
  // that stays imports it, so the rule above still holds for what is left.
  const reached = new Set<string>();
  const walk = (id: string) => {
    if (reached.has(id) || !shell.has(id)) return;
    reached.add(id);
    importsOf(id).forEach(walk);
  };
  if (root) importsOf(root).forEach(walk);
  return reached;
}

/** The client build's `manualChunks`: `framework`, `shell`, and Rollup's own choice for the rest. */
export function clientChunks(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (frameworkModule.test(id)) return 'framework';
    shell ??= shellModules(getModuleInfo, getModuleIds());
    return shell.has(id) ? 'shell' : undefined;
  };
}
