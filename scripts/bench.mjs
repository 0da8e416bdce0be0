// `pnpm bench`: every target under load, each next to a plain Node http server answering the same bytes (the
// ceiling on this machine), the API's reads next to a bare Nest app on Express answering them too, and the
// pages with goals next to a bare React Router app rendering the same markup, with its goal; catalog reads
// once from the API's cache and once from a second API with the cache off; then the API's memory after the
// load, and the embedded database's own bench. First, the page weight of /home, /products and a product page
// against its budgets (scripts/bundle-size.mjs, docs/decisions/191-our-javascript-budget.md). Options (after
// `pnpm bench --`):
//   --seconds N       load per target and per ceiling (default BENCH_SECONDS or 5)
//   --warmup N        seconds of the same load first, on the same connections: its answers are not counted,
//                     its failures are (default BENCH_WARMUP or 2; 0 for none)
//   --connections N   concurrent connections (default BENCH_CONNECTIONS or 50, as the goals are set)
//   --products N      grow the catalog to N products first (`pnpm seed -- --products N`), e.g. 100000
//   --customers N     grow the customer accounts to N first (`pnpm seed -- --customers N`)
//   --orders N        grow the orders to N first (`pnpm seed -- --orders N`; needs customers)
//   --only TEXT       only the targets whose name contains TEXT (e.g. --only /api/)
//   --profile         write a CPU profile of the API (and of the web server for pages) per target, and
//                     print where the time went; files in bench-profiles/ (see README, "Benchmarks")
//   --lighthouse      also audit /home, /products and a product page with Lighthouse (mobile, Debian's
//                     Chromium; scripts/lighthouse.mjs) against their goals (docs/decisions/222-lighthouse-median-of-five.md)
//   --lighthouse-all  audit every public page instead, in English and in Arabic (the median of three runs
//                     each; about twenty minutes)
//   --no-db           skip the embedded database's own bench
// Ports: BENCH_API_PORT (4300; the API without its catalog cache on the next one) and BENCH_WEB_PORT (3300;
// the web server without its page cache on the next one).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL, URLSearchParams } from 'node:url';
import { buildBareReactRouter } from './bare-react-router.mjs';
import { bundleRows } from './bundle-size.mjs';
import { lighthouseRows } from './lighthouse.mjs';
import { printSummary, summarise } from './profile-summary.mjs';
import {
  apiEntry,
  apiProcessEnv,
  assertBuilt,
  root,
  startProcess,
  stopProcess,
  waitForUrl,
  webEntry,
} from './processes.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}
const flag = (name) => process.argv.includes(`--${name}`);

const SECONDS = Number(option('seconds', process.env.BENCH_SECONDS ?? 5));
const WARMUP = Number(option('warmup', process.env.BENCH_WARMUP ?? 2));
const CONNECTIONS = Number(option('connections', process.env.BENCH_CONNECTIONS ?? 50));
const PRODUCTS = option('products', undefined);
/** How long the processes rest after the load before their memory is read again. */
const REST_MS = 40_000;
const CUSTOMERS = option('customers', undefined);
const ORDERS = option('orders', undefined);
const ONLY = option('only', undefined);
const PROFILE = flag('profile');
const LIGHTHOUSE_ALL = flag('lighthouse-all');
const LIGHTHOUSE = flag('lighthouse') || LIGHTHOUSE_ALL;
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4300);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3300);
const API = `http://127.0.0.1:${API_PORT}/api`;
const UNCACHED_API = `http://127.0.0.1:${API_PORT + 1}/api`;
const WEB = `http://127.0.0.1:${WEB_PORT}`;
const UNCACHED_WEB = `http://127.0.0.1:${WEB_PORT + 1}`;
const ADMIN = { email: 'bench.admin@farm.test', password: `bench-${randomBytes(4).toString('hex')}` };
const probe = pathToFileURL(path.join(root, 'scripts/bench-probe.mjs')).href;
const profileDir = path.join(root, 'bench-profiles');

/**
 * Every page a visitor reaches without signing in, once in English and once in Arabic (`?lang=`): the
 * content pages, the shop's pages with a real category, product, service and post, the planner and the
 * forms. The account forms are marked `noindex`, as they ask search engines to stay away.
 */
async function publicPages() {
  const first = async (apiPath) => (await (await fetch(`${API}${apiPath}`)).json()).data[0];
  const service = await first('/services');
  const category = await first(`/services/${service._id}/categories`);
  const product = await first('/products?page=1&limit=1');
  const post = await first('/blog?page=1&limit=1');
  const paths = [
    '/home',
    '/about',
    '/gallery',
    '/commercial',
    '/industrial',
    '/institutional',
    '/residential',
    '/policy-guidelines',
    '/terms-conditions',
    '/privacy-policy',
    '/blog-list',
    ...(post ? [[`/blog-details/${post.slug}`, '/blog-details/{slug}']] : []),
    '/products',
    [`/products/${category._id}`, '/products/{category}'],
    [`/product-detail/${product.slug}`, '/product-detail/{slug}'],
    [`/service/${service._id}`, '/service/{id}'],
    '/planner',
    '/career',
    '/contact',
    '/customize-form',
  ].map((entry) => (Array.isArray(entry) ? entry : [entry, entry]));
  const accountForms = ['/login', '/register', '/forget', '/email-verification', '/reset-password'].map(
    (entry) => [entry, entry, true],
  );
  return ['en', 'ar'].flatMap((lang) =>
    [...paths, ...accountForms].map(([pagePath, name, noindex = false]) => ({
      name: `${lang} ${name}`,
      url: `${WEB}${pagePath}?lang=${lang}`,
      noindex,
    })),
  );
}

/**
 * `SECONDS` of load, after `WARMUP` seconds of the same load that are not counted: a server that has just
 * started, or meets a route for the first time, compiles its code and fills its connection pools during the
 * first second, and a p99 over 5 s would count that instead of the steady state (the references get the same).
 *
 * One run on the same connections: the rate counts the answers after the warm-up, the latencies those of
 * requests sent after it; a failed answer counts in the warm-up too. When 50 connections open at once, the
 * server reads the last of them only after serving the first ones again and again: their first requests
 * wait seconds, and a page's p99 was that one round (4 s over a median of 350 ms). autocannon's own `warmup`
 * opens new connections for the measured run, so the round fell inside it
 * (docs/decisions/228-bench-steady-state.md).
 */
function load(url, headers) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let answered = 0;
    let non2xx = 0;
    let errors = 0;
    let from;
    // autocannon answers bad options through the callback before it returns: the timer must exist by then
    let warmedUp;
    const instance = autocannon(
      { url, headers, duration: WARMUP + SECONDS, connections: CONNECTIONS },
      (error) => {
        clearTimeout(warmedUp);
        if (error) return reject(error);
        const seconds = (performance.now() - (from ?? performance.now())) / 1000;
        latencies.sort((a, b) => a - b);
        // no request sent after the warm-up was answered: no latency to show, and no p99 goal met (NaN)
        const at = (share) =>
          latencies.length === 0
            ? Number.NaN
            : Math.round(latencies[Math.ceil(share * latencies.length) - 1]);
        resolve({
          requests: { average: seconds > 0 ? answered / seconds : 0 },
          latency: { p50: at(0.5), p99: at(0.99) },
          non2xx,
          errors,
        });
      },
    );
    const count = () => (from = performance.now());
    if (WARMUP > 0) warmedUp = setTimeout(count, WARMUP * 1000);
    else count();
    // a failed answer fails the target, in the warm-up too
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status < 200 || status >= 300) non2xx += 1;
      if (from === undefined) return;
      answered += 1;
      // a latency counts when its request was sent after the warm-up: one of the warm-up's first round,
      // answered late, is not the steady state
      if (performance.now() - responseTime >= from) latencies.push(responseTime);
    });
    instance.on('reqError', () => {
      errors += 1;
    });
  });
}

/** The bytes and content type `url` answers once: what the references answer on every request. */
async function answerOf(url, headers) {
  const res = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { body, type: res.headers.get('content-type') ?? 'application/octet-stream' };
}

/**
 * Refuses a reference whose answer is not about the target's size: a bare React Router app that rendered
 * an error page instead of the markup would be a ceiling of nothing. Its loader data is decoded and
 * encoded again, which may move the size by a little.
 */
async function sameSize(url, answer) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const size = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200 || Math.abs(size - answer.body.length) > answer.body.length * 0.1) {
    throw new Error(`${url} answered ${res.status} with ${size} bytes, the target ${answer.body.length}`);
  }
}

/**
 * Starts a reference in a process of its own (scripts/reference-server.mjs): `plain`, a plain Node http
 * server answering `answer`'s bytes, the ceiling; `nest`, a bare Nest app answering them; or `react-router`,
 * a bare React Router app rendering a page's markup. In the bench's own process it would share one thread
 * with autocannon and be held back by it, which the API and the web server are not. It runs in production
 * mode, as they do.
 */
async function startReference(kind, answer) {
  const bodyFile = path.join(dataDir, 'reference-body');
  writeFileSync(bodyFile, answer.body);
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/reference-server.mjs'), kind, bodyFile, answer.type],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const ready = /READY (\S+)/.exec(out);
      if (ready) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`the ${kind} reference server exited (${code})`)));
  });
  return { url, stop: () => stopProcess(child) };
}

/** The probe (scripts/bench-probe.mjs) inside one of the two processes. */
function probeOf(dir, label) {
  const call = async (command, method = 'GET') => {
    const port = readFileSync(path.join(dir, `${label}.port`), 'utf8');
    const res = await fetch(`http://127.0.0.1:${port}${command}`, { method });
    if (!res.ok) throw new Error(`probe ${label} ${command}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  return {
    memory: () => call('/memory'),
    start: () => call('/profile/start', 'POST'),
    stop: (file) => call(`/profile/stop?file=${encodeURIComponent(file)}`, 'POST'),
  };
}

const mb = (bytes) => Math.round(bytes / 1024 / 1024);
const fileSafe = (text) => text.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '');

/**
 * Sends enquiries of five flat 23-megapixel PNGs (a few KB each, costly to decode) one after another until
 * stopped: the picture work one client can ask of the API while others read the catalog. Returns the stop,
 * which says how many were stored and how many refused (the per-address budget and limits answer 429).
 */
async function sendBigPictures() {
  const sharp = createRequire(path.join(root, 'apps/api/package.json'))('sharp');
  const png = await sharp({
    create: { width: 4800, height: 4800, channels: 3, background: { r: 40, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  let running = true;
  const counts = { stored: 0, refused: 0 };
  const loop = (async () => {
    while (running) {
      const form = new FormData();
      form.set('fullName', 'Bench Sender');
      form.set('email', 'bench.sender@farm.test');
      form.set('phone', '0501234567');
      for (let i = 0; i < 5; i += 1)
        form.append('image', new Blob([png], { type: 'image/png' }), `big-${i}.png`);
      const res = await fetch(`${API}/enquiry/add`, { method: 'POST', body: form }).catch(() => undefined);
      await res?.arrayBuffer();
      if (res?.status === 201) counts.stored += 1;
      else counts.refused += 1;
    }
  })();
  return async () => {
    running = false;
    await loop;
    return counts;
  };
}

async function measure(target, probes) {
  const answer = await answerOf(target.url, target.headers);
  const profiled = PROFILE ? target.profile.map((label) => [label, probes[label]]) : [];
  for (const [, p] of profiled) await p.start();
  const stopPictures = target.whileSendingPictures ? await sendBigPictures() : undefined;
  const real = await load(target.url, target.headers);
  if (stopPictures) {
    const { stored, refused } = await stopPictures();
    console.log(`    meanwhile ${stored} enquiries of big pictures were stored and ${refused} refused`);
  }
  const files = [];
  for (const [label, p] of profiled) {
    const file = path.join(profileDir, `${fileSafe(target.name)}.${label}.cpuprofile`);
    await p.stop(file);
    files.push(file);
  }
  const ceiling = await startReference('plain', answer);
  const plain = await load(ceiling.url).finally(ceiling.stop);
  // The same bytes from the bare framework the target runs on: a bare Nest app on Express for the API's reads
  // (what helmet, the log line, compression, guards, interceptors and the handler cost on top of it), a bare
  // React Router app for the pages (what the loaders, the API calls and the components cost on top of
  // rendering that markup at all; docs/decisions/232-bench-bare-react-router.md).
  let bare;
  if (target.bare) {
    const reference = await startReference(target.bare, answer);
    bare = await sameSize(reference.url, answer)
      .then(() => load(reference.url))
      .finally(reference.stop);
  }
  if (real.non2xx > 0 || real.errors > 0) {
    throw new Error(`${target.name}: ${real.non2xx} non-2xx answers, ${real.errors} errors under load`);
  }
  const ratio = real.requests.average / plain.requests.average;
  const bareRatio = bare ? real.requests.average / bare.requests.average : undefined;
  const goal = target.goal;
  const met = goal
    ? (goal.ratio === undefined || ratio >= goal.ratio) &&
      (goal.nest === undefined || (bareRatio ?? 0) >= goal.nest) &&
      (goal.p99 === undefined || real.latency.p99 < goal.p99)
    : undefined;
  const goalText = goal
    ? [
        goal.ratio !== undefined && `>= ${goal.ratio} of plain`,
        goal.nest !== undefined && `>= ${goal.nest} of bare Nest`,
        goal.p99 !== undefined && `p99 < ${goal.p99}`,
      ]
        .filter(Boolean)
        .join(', ')
    : (target.note ?? '');
  return {
    row: {
      target: target.name,
      KB: +(answer.body.length / 1024).toFixed(1),
      'req/s': Math.round(real.requests.average),
      'p50 ms': real.latency.p50,
      'p99 ms': real.latency.p99,
      'plain req/s': Math.round(plain.requests.average),
      'of plain': +ratio.toFixed(3),
      'bare req/s': bare ? Math.round(bare.requests.average) : '',
      'of bare': bareRatio === undefined ? '' : +bareRatio.toFixed(2),
      'bare p99 ms': bare ? bare.latency.p99 : '',
      goal: goalText,
      met: met === undefined ? '' : met ? 'yes' : 'NO',
    },
    files,
    // A goal asking more of the target than its bare framework gives with the same bytes on this machine.
    beyondBare:
      bare && goal?.ratio !== undefined && goal.ratio * plain.requests.average > bare.requests.average
        ? `${target.name}: the goal asks ${Math.round(goal.ratio * plain.requests.average)} req/s; the bare ${
            target.bare === 'nest' ? 'Nest' : 'React Router'
          } app gives ${Math.round(bare.requests.average)} (p99 ${bare.latency.p99} ms) with the same bytes`
        : undefined,
  };
}

/** The bench admin's API token, and a signed-in browser's cookie for the web server. */
async function signIn() {
  const res = await fetch(`${API}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}`);
  const { token } = await res.json();
  const login = await fetch(`${WEB}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(ADMIN),
  });
  const cookieOf = (response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  let cookie = cookieOf(login);
  if (!cookie) throw new Error(`web sign-in answered ${login.status} without a cookie`);
  // The first page reads the welcome toast and rewrites the cookie; load the pages with that one.
  const first = await fetch(`${WEB}/home`, { headers: { cookie } });
  const next = cookieOf(first);
  if (next) cookie = next;
  return { token, cookie };
}

/**
 * Gives the bench admin what a customer's signed-in pages show: a cart line (so /checkout opens), a product
 * on the wishlist and an order placed.
 */
async function fillAccount(token, productId) {
  const call = async (route, body) => {
    const res = await fetch(`${API}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${route} answered ${res.status}: ${await res.text()}`);
  };
  await call('/order/direct', {
    productId,
    quantity: 1,
    shippingAddress: {
      fullName: 'Bench Admin',
      country: 'AE',
      email: ADMIN.email,
      addressLine1: 'Villa 12, Street 4',
      city: 'Dubai',
      state: 'Dubai',
      pincode: '00000',
      phone: '0501234567',
    },
    paymentMethod: 'CashOnDelivery',
  });
  await call('/cart/add', { productId, quantity: 1 });
  await call('/wishlist', { productId });
}

async function targetsFor(token, cookie) {
  const json = async (url, headers = {}) => (await fetch(url, { headers })).json();
  const [product] = (await json(`${API}/products?page=1&limit=1`)).data;
  const [service] = (await json(`${API}/services`)).data;
  const [category] = (await json(`${API}/services/${service._id}/categories`)).data;
  // Cached catalog reads against a bare Nest app on Express answering the same bytes; the same reads with the
  // catalog cache off (every one a database read) against their latency alone.
  const catalogGoal = { nest: 0.9, p99: 20 };
  const uncachedGoal = { p99: 100 };
  // Pages nobody's cache can answer: anonymous pages with the page cache off, and signed-in pages (never
  // cached), against a plain Node server sending the same bytes.
  const uncachedPageGoal = { ratio: 0.06, p99: 300 };
  const signedInGoal = { ratio: 0.03, p99: 300 };
  const bearer = { authorization: `Bearer ${token}` };
  const api = ['api'];
  const both = ['api', 'web'];
  const catalogReads = [
    ['GET /api/products?page=1&limit=8', '/products?page=1&limit=8'],
    ['GET /api/products/{slug}', `/products/${product.slug}`],
    ['GET /api/services', '/services'],
  ];
  return [
    ...catalogReads.map(([name, path]) => ({
      name,
      url: `${API}${path}`,
      bare: 'nest',
      goal: catalogGoal,
      profile: api,
    })),
    ...catalogReads.map(([name, path]) => ({
      name: `${name} (catalog cache off)`,
      url: `${UNCACHED_API}${path}`,
      goal: uncachedGoal,
      profile: ['uncached'],
    })),
    {
      // docs/decisions/161-bounded-picture-work.md: the queue and the budget keep catalog reads fast.
      name: 'GET /api/products?page=1&limit=8 (while a client sends big pictures)',
      url: `${API}/products?page=1&limit=8`,
      whileSendingPictures: true,
      note: 'close to the same read without the pictures',
      profile: api,
    },
    {
      name: 'GET /api/health',
      url: `${API}/health`,
      bare: 'nest',
      note: 'close to the bare Nest app',
      profile: api,
    },
    ...[
      ['GET /api/categories/{id}/products', `/categories/${category._id}/products?page=1&limit=8`],
      ['GET /api/products?search=tower', '/products?search=tower&page=1&limit=8'],
    ].flatMap(([name, path]) => [
      { name, url: `${API}${path}`, note: 'large catalog: within 2x of 50 products', profile: api },
      {
        name: `${name} (catalog cache off)`,
        url: `${UNCACHED_API}${path}`,
        goal: uncachedGoal,
        note: 'large catalog: within 2x of 50 products',
        profile: ['uncached'],
      },
    ]),
    {
      name: 'GET /api/admin/products (admin, newest first)',
      url: `${API}/admin/products?page=1&limit=20`,
      headers: bearer,
      note: 'large catalog: within 2x of 50 products',
      profile: api,
    },
    {
      name: 'GET /api/admin/customers (admin, newest first)',
      url: `${API}/admin/customers`,
      headers: bearer,
      note: 'with --customers 100000: within 2x of the demo size',
      profile: api,
    },
    {
      name: 'GET /api/admin/orders (admin, newest first)',
      url: `${API}/admin/orders`,
      headers: bearer,
      note: 'with --orders 100000: within 2x of the demo size',
      profile: api,
    },
    ...[
      ['/home', '/home'],
      ['/products', '/products'],
      ['/product-detail/{slug}', `/product-detail/${product.slug}`],
    ].flatMap(([name, path]) => [
      {
        name: `SSR ${name} (page cache off)`,
        url: `${UNCACHED_WEB}${path}`,
        goal: uncachedPageGoal,
        bare: 'react-router',
        profile: ['api', 'uncachedWeb'],
      },
      { name: `SSR ${name}`, url: `${WEB}${path}`, note: 'from the anonymous page cache', profile: both },
    ]),
    ...['/cart', '/wishlist', '/account/orders', '/checkout'].map((path) => ({
      name: `SSR ${path} (signed in)`,
      url: `${WEB}${path}`,
      headers: { cookie },
      goal: signedInGoal,
      bare: 'react-router',
      profile: both,
    })),
    {
      name: 'SSR /account (signed in)',
      url: `${WEB}/account`,
      headers: { cookie },
      note: 'signed in',
      profile: both,
    },
  ].filter((target) => !ONLY || target.name.includes(ONLY));
}

assertBuilt();
console.log('Page weight (gzip; first load = entry, root, route, English messages and their imports):');
console.table(
  bundleRows(path.join(root, 'apps/web/build/client'), [
    'routes/home',
    'routes/products',
    'routes/product-detail',
  ]),
);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farm-bench-'));
const probeDir = path.join(dataDir, 'probe');
mkdirSync(probeDir);
if (PROFILE) mkdirSync(profileDir, { recursive: true });
const env = {
  NODE_ENV: 'production',
  // Always the embedded database in this run's own folder: never a MongoDB the shell happens to name.
  MONGODB_URI: '',
  API_PORT: String(API_PORT),
  PORT: String(WEB_PORT),
  DATA_DIR: dataDir,
  API_URL: `${API}`,
  LOG_LEVEL: 'warn',
  // the site's own address, so its canonical links name the pages Lighthouse audits
  PUBLIC_ORIGIN: WEB,
  // production mode requires real secrets; throwaway ones serve a benchmark run
  JWT_SECRET: randomBytes(32).toString('hex'),
  SESSION_SECRET: randomBytes(32).toString('hex'),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  BENCH_PROBE_DIR: probeDir,
};

const sizes = Object.entries({ products: PRODUCTS, customers: CUSTOMERS, orders: ORDERS }).flatMap(
  ([list, size]) => (size === undefined ? [] : [`--${list}`, size]),
);
if (sizes.length > 0) {
  console.log(`Growing the lists (pnpm seed -- ${sizes.join(' ')}) ...`);
  const seed = spawnSync(process.execPath, [path.join(root, 'apps/api/dist/seed.js'), ...sizes], {
    cwd: path.join(root, 'apps/api'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
}

const nodeArgs = ['--import', probe];
const api = startProcess(
  'api',
  apiEntry,
  { ...env, ...apiProcessEnv, BENCH_PROBE_LABEL: 'api' },
  { quiet: true, nodeArgs },
);
let web;
let uncachedWeb;
let uncached;
let failed = false;
try {
  await waitForUrl(`${API}/health`, api, 300_000);
  // A second API with the catalog cache off, on the first one's embedded database (its Unix socket), so
  // every catalog read it answers is a database read.
  const socket = path.join(dataDir, 'db', 'mongo-lite.sock');
  uncached = startProcess(
    'api (catalog cache off)',
    apiEntry,
    {
      ...env,
      ...apiProcessEnv,
      API_PORT: String(API_PORT + 1),
      MONGODB_URI: `mongodb://${encodeURIComponent(socket)}/farm`,
      CATALOG_CACHE_SECONDS: '0',
      BENCH_PROBE_LABEL: 'uncached',
    },
    { quiet: true, nodeArgs },
  );
  await waitForUrl(`${UNCACHED_API}/health`, uncached, 120_000);
  // One web process: the probe reads the memory and the profile of one process (docs/decisions/199-web-workers.md).
  web = startProcess(
    'web',
    webEntry,
    { ...env, WEB_WORKERS: '1', BENCH_PROBE_LABEL: 'web' },
    { quiet: true, nodeArgs },
  );
  // A second web process with the page cache off: every anonymous page it answers is rendered.
  uncachedWeb = startProcess(
    'web (page cache off)',
    webEntry,
    {
      ...env,
      PORT: String(WEB_PORT + 1),
      PAGE_CACHE_SECONDS: '0',
      WEB_WORKERS: '1',
      BENCH_PROBE_LABEL: 'uncachedWeb',
    },
    { quiet: true, nodeArgs },
  );
  await waitForUrl(`${WEB}/products`, web, 60_000);
  await waitForUrl(`${UNCACHED_WEB}/products`, uncachedWeb, 60_000);
  const probes = {
    api: probeOf(probeDir, 'api'),
    web: probeOf(probeDir, 'web'),
    uncached: probeOf(probeDir, 'uncached'),
    uncachedWeb: probeOf(probeDir, 'uncachedWeb'),
  };
  const { token, cookie } = await signIn();
  const [first] = (await (await fetch(`${API}/products?page=1&limit=1`)).json()).data;
  await fillAccount(token, first._id);
  const targets = await targetsFor(token, cookie);
  const products = (await (await fetch(`${API}/products?limit=1`)).json()).total;
  console.log(
    `HTTP load: ${CONNECTIONS} connections, ${SECONDS} s per target and per ceiling after ${WARMUP} s of warm-up; catalog of ${products} products` +
      ` (options: --seconds, --warmup, --connections, --products, --only, --profile, --lighthouse, --no-db)`,
  );
  if (targets.some((target) => target.bare === 'react-router')) buildBareReactRouter(root);
  const rows = [];
  const profiles = [];
  const beyondBare = [];
  for (const target of targets) {
    process.stdout.write(`  ${target.name} ...\n`);
    const { row, files, beyondBare: beyond } = await measure(target, probes);
    rows.push(row);
    profiles.push(...files);
    if (beyond) beyondBare.push(beyond);
  }
  console.log(
    'bare: a bare Nest app on Express (API rows) or a bare React Router app (page rows) answering the same bytes, one process',
  );
  console.table(rows);
  const judged = rows.filter((row) => row.met).length;
  console.log(`${rows.filter((row) => row.met === 'yes').length} of ${judged} goals met.`);
  if (beyondBare.length > 0) {
    console.log('Goals above what the bare framework itself reaches on this machine:');
    for (const line of beyondBare) console.log(`  ${line}`);
  }

  if (LIGHTHOUSE_ALL) {
    // After the load, so the audit's page loads are not in any target's numbers.
    console.log('\nLighthouse, mobile, every public page in both languages (scores 0-100):');
    console.table(await lighthouseRows(await publicPages(), { runs: 3 }));
  } else if (LIGHTHOUSE) {
    const [product] = (await (await fetch(`${API}/products?page=1&limit=1`)).json()).data;
    const pages = [
      { name: '/home', url: `${WEB}/home` },
      { name: '/products', url: `${WEB}/products` },
      { name: '/product-detail/{slug}', url: `${WEB}/product-detail/${product.slug}` },
    ];
    console.log('\nLighthouse, mobile (scores 0-100):');
    console.table(await lighthouseRows(pages));
  }

  // Right after the load, much of the heap is garbage V8 has not collected yet; at rest, once its memory
  // reducer has run (it waits for the allocation rate to drop), is what the process keeps. The goal is on
  // the API at rest.
  const loaded = { api: await probes.api.memory(), web: await probes.web.memory() };
  await new Promise((resolve) => setTimeout(resolve, REST_MS));
  const rested = { api: await probes.api.memory(), web: await probes.web.memory() };
  console.log(
    `\nMemory after the load, then ${REST_MS / 1000} s later at rest (catalog of ${products} products; the API holds the embedded database):`,
  );
  const memoryGoal = products >= 100_000 ? 600 : products <= 100 ? 250 : undefined;
  console.table(
    Object.keys(loaded).map((process) => ({
      process,
      'RSS MB after load': mb(loaded[process].rss),
      'heap used MB after load': mb(loaded[process].heapUsed),
      'RSS MB at rest': mb(rested[process].rss),
      'heap used MB at rest': mb(rested[process].heapUsed),
      'heap total MB at rest': mb(rested[process].heapTotal),
      'external MB': mb(rested[process].external),
      goal: process === 'api' && memoryGoal ? `RSS at rest < ${memoryGoal}` : '',
      met: process === 'api' && memoryGoal ? (mb(rested[process].rss) < memoryGoal ? 'yes' : 'NO') : '',
    })),
  );

  if (PROFILE) {
    console.log(
      `\nCPU profiles in ${path.relative(root, profileDir)}/ (open in Chrome DevTools or speedscope):`,
    );
    for (const file of profiles) {
      const [top] = summarise(JSON.parse(readFileSync(file, 'utf8'))).packages;
      console.log(
        `  ${path.basename(file)}  (most self time: ${top?.name ?? '-'} ${top ? `${(top.share * 100).toFixed(0)}%` : ''})`,
      );
    }
    if (profiles[0]) printSummary(profiles[0], 8);
    console.log('Summarise any of them: node scripts/profile-summary.mjs FILE [--top N]');
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await Promise.all([
    web && stopProcess(web),
    uncachedWeb && stopProcess(uncachedWeb),
    uncached && stopProcess(uncached),
    stopProcess(api),
  ]);
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);

if (!flag('no-db') && existsSync(path.join(root, 'packages/mongo-lite/bench'))) {
  console.log('\nEmbedded database (@farm/mongo-lite):');
  const db = spawnSync('pnpm', ['--filter', '@farm/mongo-lite', 'run', 'bench'], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(db.status ?? 1);
}
