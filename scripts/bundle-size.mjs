// The JavaScript and CSS a first visit to a page downloads (gzip), from the web app's client build: the
// client entry, the root route, the page's route module, the English message parts the page loads to hydrate,
// every module those import, and the stylesheet. `pnpm bench` prints it against their budgets. The budget for
// first-load JavaScript counts our code: what the page loads beyond the `framework` chunk (React, React DOM
// and React Router, split apart by apps/web/vite.config.ts; docs/decisions/191-our-javascript-budget.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const budgets = { ourFirstLoadKb: 30, routeChunkKb: 30, cssKb: 15 };

function manifestOf(client) {
  const assets = path.join(client, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}: run pnpm build`);
  const text = readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
}

/** `/assets/x.js` and every module it imports statically, as site paths. */
function closure(client, starts) {
  const seen = new Set();
  const visit = (asset) => {
    if (seen.has(asset)) return;
    seen.add(asset);
    const code = readFileSync(path.join(client, asset), 'utf8');
    for (const [, spec] of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) {
      visit(path.posix.join(path.posix.dirname(asset), spec));
    }
  };
  starts.forEach(visit);
  return seen;
}

const gzipKb = (client, assets) =>
  [...assets].reduce((sum, asset) => sum + gzipSync(readFileSync(path.join(client, asset))).length, 0) / KB;

/** One row per route id: first-load JS, the route's own chunk, and CSS, in KB gzip. */
export function bundleRows(client, routeIds) {
  const manifest = manifestOf(client);
  const files = readdirSync(path.join(client, 'assets'));
  const english = files.find((name) => /^en-site-.*\.js$/.test(name));
  const englishPages = files.find((name) => /^en-pages-.*\.js$/.test(name));
  const framework = files.find((name) => /^framework-.*\.js$/.test(name));
  if (!framework)
    throw new Error('no framework chunk in the client build: see apps/web/scripts/client-chunks.ts');
  if (!english || !englishPages)
    throw new Error(
      'no en-site or en-pages chunk in the client build: see apps/web/scripts/client-chunks.ts',
    );
  const { entry, routes } = manifest;
  // the site has one stylesheet, linked by the root route on every page
  const css = readdirSync(path.join(client, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => `/assets/${name}`);
  return routeIds.map((id) => {
    const route = routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    const starts = [entry.module, routes.root.module, route.module];
    starts.push(`/assets/${english}`);
    // Every page but /home also loads the pages' texts (apps/web/app/i18n/messages.ts, partsForPath).
    if (id !== 'routes/home') starts.push(`/assets/${englishPages}`);
    const loaded = closure(client, starts);
    const js = gzipKb(client, loaded);
    const ours = js - (loaded.has(`/assets/${framework}`) ? gzipKb(client, [`/assets/${framework}`]) : 0);
    const own = gzipKb(client, [route.module]);
    const styles = gzipKb(client, css);
    const met =
      own <= budgets.routeChunkKb &&
      styles <= budgets.cssKb &&
      (id !== 'routes/home' || ours <= budgets.ourFirstLoadKb);
    return {
      page: id.replace(/^routes\//, '/'),
      'first-load JS KB': +js.toFixed(1),
      'ours KB': +ours.toFixed(1),
      'route chunk KB': +own.toFixed(1),
      'CSS KB': +styles.toFixed(1),
      goal: `${id === 'routes/home' ? `ours <= ${budgets.ourFirstLoadKb}, ` : ''}route <= ${budgets.routeChunkKb}, CSS <= ${budgets.cssKb}`,
      met: met ? 'yes' : 'NO',
    };
  });
}
