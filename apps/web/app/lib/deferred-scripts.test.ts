import { describe, expect, it } from 'vitest';
import { deferModuleScript } from '#app/lib/deferred-scripts';

// The shape React Router 7 writes into its module script (routeDiscovery 'initial', so the manifest is
// imported too).
const reactRouterScript = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");`;

const preloads = [
  '/assets/manifest-1.js',
  '/assets/entry.client-1.js',
  '/assets/root-1.js',
  '/assets/chunk-1.js',
];

/** Runs a rewritten script against a stand-in browser; `import(` is renamed so the test can answer it. */
function run(script: string, visibilityState: 'visible' | 'hidden') {
  const events: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const window: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  const document = {
    visibilityState,
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
  };
  const load = (specifier: string) => {
    events.push(`import ${specifier}`);
    return Promise.resolve({ specifier });
  };
  const body = script.replaceAll('import(', 'load(');
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', 'load', body)(
    window,
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    load,
  );
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { events, frames, timers, window, settle };
}

describe('deferModuleScript', () => {
  it('starts nothing until the frame after the first paint, then preloads every module at once', async () => {
    const script = deferModuleScript(reactRouterScript, preloads);
    expect(script).not.toBeNull();
    expect(script).not.toMatch(/^import /m);
    const page = run(script!, 'visible');
    await page.settle();
    expect(page.events).toEqual([]);

    page.frames.shift()!();
    await page.settle();
    expect(page.events).toEqual([]);

    page.timers.shift()!();
    await page.settle();
    // Every module is asked for at once; the client entry through a link, as it must run last.
    expect(page.events).toEqual([
      'modulepreload /assets/entry.client-1.js',
      'import /assets/manifest-1.js',
      'import /assets/root-1.js',
      'import /assets/chunk-1.js',
      'import /assets/manifest-1.js',
      'import /assets/root-1.js',
      'import /assets/home-1.js',
      'import /assets/entry.client-1.js',
    ]);
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { specifier: '/assets/root-1.js' },
      'routes/home': { specifier: '/assets/home-1.js' },
    });
  });

  it('starts at once in a tab that is not shown', async () => {
    const page = run(deferModuleScript(reactRouterScript, preloads)!, 'hidden');
    await page.settle();
    expect(page.frames).toEqual([]);
    expect(page.events.at(-1)).toBe('import /assets/entry.client-1.js');
  });

  it('keeps the merged route objects React Router writes for split route modules', async () => {
    const split = `import "/assets/manifest-1.js";
import * as route0_clientLoader from "/assets/root-loader.js";
import * as route0_main from "/assets/root-1.js";
const route0 = {...route0_clientLoader,...route0_main};
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-1.js");`;
    const page = run(deferModuleScript(split, [])!, 'hidden');
    await page.settle();
    expect(page.window.__reactRouterRouteModules).toEqual({ root: { specifier: '/assets/root-1.js' } });
  });

  it('gives up on a shape it does not know, so the caller keeps the original script', () => {
    expect(deferModuleScript('import { a } from "/assets/a.js";\nwindow.a = a;', [])).toBeNull();
    expect(deferModuleScript('window.__reactRouterRouteModules = {};', [])).toBeNull();
    expect(deferModuleScript(`${reactRouterScript}\nexport const x = 1;`, [])).toBeNull();
  });
});
