// A bare React Router app in framework mode (apps/web/bench/bare-react-router: one route, no loader work, no
// API) answering a page's markup through @react-router/express on Express, as the web server does: the
// reference the web server's pages are measured against, as bare-nest.mjs is the API's
// (docs/decisions/232-bench-bare-react-router.md).
//
// The page's HTML is read once into elements (jsdom), and every request renders them again with React,
// the site's own links as `<Link>`, and the page's loader data through React Router's encoding.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';

const appDir = (root) => path.join(root, 'apps/web/bench/bare-react-router');

/** Builds the bare app with React Router's own build (a few seconds). Throws when the build fails. */
export function buildBareReactRouter(root) {
  const bin = path.join(root, 'apps/web/node_modules/@react-router/dev/bin.js');
  const build = spawnSync(process.execPath, [bin, 'build'], {
    cwd: appDir(root),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`the bare React Router app did not build (${build.status})`);
}

// HTML attribute names React spells otherwise; the rest of the renames are mechanical (below).
const propNames = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  srcset: 'srcSet',
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  referrerpolicy: 'referrerPolicy',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  enctype: 'encType',
  novalidate: 'noValidate',
  inputmode: 'inputMode',
  datetime: 'dateTime',
  hreflang: 'hrefLang',
  charset: 'charSet',
  spellcheck: 'spellCheck',
  enterkeyhint: 'enterKeyHint',
  formaction: 'formAction',
  formmethod: 'formMethod',
  accesskey: 'accessKey',
  contenteditable: 'contentEditable',
  itemprop: 'itemProp',
  itemscope: 'itemScope',
  itemtype: 'itemType',
};
const booleans = new Set([
  'hidden',
  'disabled',
  'open',
  'checked',
  'selected',
  'required',
  'multiple',
  'readOnly',
  'noValidate',
  'autoFocus',
  'async',
  'defer',
  'itemScope',
  'inert',
]);
const camel = (name) => name.replace(/[-:]([a-z])/g, (_, letter) => letter.toUpperCase());

function propsOf(element) {
  const props = {};
  for (const { name, value } of element.attributes) {
    if (name === 'style') {
      props.style = Object.fromEntries(
        value
          .split(';')
          .map((rule) => rule.split(/:(.*)/s).map((part) => part.trim()))
          .filter(([property, v]) => property && v)
          .map(([property, v]) => [property.startsWith('--') ? property : camel(property), v]),
      );
      continue;
    }
    const prop =
      propNames[name] ?? (name.startsWith('aria-') || name.startsWith('data-') ? name : camel(name));
    props[prop] = booleans.has(prop) && value === '' ? true : value;
  }
  return props;
}

/**
 * The router's data as the page carries it, decoded with React Router's own decoder: every route's loader
 * data, which the bare app's one loader answers, so it goes through the same encoding again.
 */
async function routerData(html, require) {
  const { UNSAFE_decodeViaTurboStream: decode } = require('react-router');
  const pieces = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((match) =>
    JSON.parse(match[1]),
  );
  if (pieces.length === 0) return null;
  const bytes = new TextEncoder().encode(pieces.join(''));
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const decoded = await decode(stream, globalThis);
  await decoded.done;
  return decoded.value.loaderData ?? decoded.value;
}

/** The page's elements as the bare app renders them; scripts are React Router's own there. */
async function pageTree(html, require) {
  const { JSDOM } = require('jsdom');
  const { document } = new JSDOM(html).window;
  const nodeOf = (node) => {
    if (node.nodeType === 3) return node.data;
    if (node.nodeType !== 1) return null;
    const tag = node.localName;
    if (tag === 'script' || (tag === 'link' && node.getAttribute('rel') === 'modulepreload')) return null;
    const kids = tag === 'template' ? node.content.childNodes : node.childNodes;
    return [tag, propsOf(node), [...kids].map(nodeOf).filter((kid) => kid !== null)];
  };
  const listOf = (parent) => [...parent.childNodes].map(nodeOf).filter((kid) => kid !== null);
  return { head: listOf(document.head), body: listOf(document.body), data: await routerData(html, require) };
}

/** Serves `body` (a page's HTML) from the built bare app on an ephemeral port; resolves to its URL. */
export async function startBareReactRouter(root, body) {
  const require = createRequire(path.join(root, 'apps/web/package.json'));
  globalThis.barePage = await pageTree(body.toString('utf8'), require);
  const express = require('express');
  const { createRequestHandler } = require('@react-router/express');
  const build = await import(pathToFileURL(path.join(appDir(root), 'build/server/index.js')).href);
  const app = express();
  app.disable('x-powered-by');
  app.all('*splat', createRequestHandler({ build, mode: 'production' }));
  const server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return `http://127.0.0.1:${server.address().port}/page`;
}
