/**
 * `pnpm --filter @farm/mongo-lite bench`: what mongo-lite costs for 10k documents, through the real driver
 * over TCP with a journalled dbPath (every insert is fsync'ed before it is acknowledged); then the shop's list
 * pages at 50 and 100k documents (BENCH_PAGE_DOCS); then a catalog of 100k products (BENCH_CATALOG_DOCS):
 * the memory it takes, and counts, ranges and word searches at that size.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MongoClient, ObjectId } from 'mongodb';
import { startMongoLite } from '../src/index';

const total = Number(process.env.BENCH_DOCS ?? 10_000);
const concurrency = 32;
const samples = 2_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeEach(count: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = process.hrtime.bigint();
    await fn(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const dbPath = await mkdtemp(join(tmpdir(), 'mongo-lite-bench-'));
  const server = await startMongoLite({ dbPath });
  const client = await MongoClient.connect(server.uri, { maxPoolSize: concurrency });
  const rows: Array<[string, string, string]> = [];
  try {
    const coll = client.db('bench').collection('plants');
    await coll.createIndex({ sku: 1 }, { unique: true });
    await coll.createIndex({ bay: 1 });

    let next = 0;
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let i = next++; i < total; i = next++) {
          await coll.insertOne({
            _id: i,
            sku: `sku-${i}`,
            bay: i % 100,
            height: (i * 7919) % 1000,
            name: `plant ${i}`,
          } as never);
        }
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    rows.push([
      `insertOne x${total} (${concurrency} concurrent, journalled)`,
      `${Math.round(total / seconds)} /s`,
      `${seconds.toFixed(2)} s total`,
    ]);

    const random = (i: number): number => (i * 104729) % total;
    const byId = await timeEach(samples, (i) => coll.findOne({ _id: random(i) as never }));
    rows.push([
      'find by _id',
      `p50 ${percentile(byId, 50).toFixed(3)} ms`,
      `p99 ${percentile(byId, 99).toFixed(3)} ms`,
    ]);

    const bySku = await timeEach(samples, (i) => coll.findOne({ sku: `sku-${random(i)}` }));
    rows.push([
      'find by indexed field (sku)',
      `p50 ${percentile(bySku, 50).toFixed(3)} ms`,
      `p99 ${percentile(bySku, 99).toFixed(3)} ms`,
    ]);

    const pages = await timeEach(200, (i) =>
      coll
        .find({ bay: i % 100 })
        .sort({ height: -1 })
        .skip((i % 5) * 20)
        .limit(20)
        .toArray(),
    );
    rows.push([
      'sorted page (bay = x, sort height, 20/page)',
      `p50 ${percentile(pages, 50).toFixed(3)} ms`,
      `p99 ${percentile(pages, 99).toFixed(3)} ms`,
    ]);

    const wide = await timeEach(50, (i) =>
      coll
        .find({})
        .sort({ height: 1, _id: 1 })
        .skip(i * 20)
        .limit(20)
        .toArray(),
    );
    rows.push([
      'sorted page over all 10k (sort height)',
      `p50 ${percentile(wide, 50).toFixed(3)} ms`,
      `p99 ${percentile(wide, 99).toFixed(3)} ms`,
    ]);
  } finally {
    await client.close();
    await server.stop();
    await rm(dbPath, { recursive: true, force: true });
  }
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c].length), 10));
  console.log(`mongo-lite bench: ${total} documents, node ${process.version}`);
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c])).join('  '));
  await pages();
  await catalogAtSize();
}

const pageDocs = Number(process.env.BENCH_PAGE_DOCS ?? 100_000);

/**
 * The shop's list pages at 50 documents and at BENCH_PAGE_DOCS (100k): the products page and a
 * category page (aggregate $match, $sort, $facet with the total and one page), and the admin's newest-first
 * customers (find + sort + skip + limit, then countDocuments), with the indexes the API declares. In memory:
 * this measures the reads, not the journal.
 */
async function pages(): Promise<void> {
  const results: Array<[string, number, number]> = [];
  const timings = new Map<string, number[]>();
  for (const size of [50, pageDocs]) {
    const server = await startMongoLite();
    const client = await MongoClient.connect(server.uri);
    try {
      const db = client.db('shop');
      const products = db.collection('products');
      const users = db.collection('users');
      await products.createIndex({ name: 1, _id: 1 });
      await products.createIndex({ categoryId: 1, name: 1, _id: 1 });
      await users.createIndex({ role: 1, createdAt: -1, _id: -1 });
      const start = Date.UTC(2026, 0, 1);
      for (let from = 0; from < size; from += 5000) {
        const count = Math.min(5000, size - from);
        await products.insertMany(
          Array.from({ length: count }, (_, k) => {
            const i = from + k;
            return {
              name: `Product ${(i * 7919) % size}`,
              categoryId: i % 20,
              price: i % 97,
              slug: `p-${i}`,
            };
          }),
        );
        await users.insertMany(
          Array.from({ length: count }, (_, k) => {
            const i = from + k;
            return {
              email: `u${i}@farm.ae`,
              role: i % 10 ? 'Customer' : 'Admin',
              createdAt: new Date(start + i),
            };
          }),
        );
      }
      const page = (filter: object, skip: number) =>
        products
          .aggregate([
            { $match: filter },
            { $sort: { name: 1, _id: 1 } },
            { $facet: { total: [{ $count: 'n' }], docs: [{ $skip: skip }, { $limit: 8 }] } },
          ])
          .toArray();
      const pagesOf = (n: number) => Math.max(1, Math.floor(n / 8));
      const cases: Array<[string, (i: number) => Promise<unknown>]> = [
        ['products page (all, sort name, 8/page)', (i) => page({}, ((i * 37) % pagesOf(size)) * 8)],
        [
          'category page (categoryId = x)',
          (i) => page({ categoryId: i % 20 }, ((i * 13) % pagesOf(size / 20)) * 8),
        ],
        [
          'customers newest first + count (20/page)',
          (i) =>
            Promise.all([
              users
                .find({ role: 'Customer' })
                .sort({ createdAt: -1, _id: -1 })
                .skip(((i * 29) % pagesOf(size / 20)) * 20)
                .limit(20)
                .toArray(),
              users.countDocuments({ role: 'Customer' }),
            ]),
        ],
      ];
      for (const [name, fn] of cases) {
        await timeEach(20, fn); // warm up
        const times = await timeEach(300, fn);
        const key = name;
        timings.set(key, [...(timings.get(key) ?? []), percentile(times, 50)]);
      }
    } finally {
      await client.close();
      await server.stop();
    }
  }
  for (const [name, [small, large]] of timings) results.push([name, small, large]);
  console.log(`\nlist pages, p50 at 50 and at ${pageDocs} documents (in memory):`);
  const width = Math.max(...results.map(([name]) => name.length));
  for (const [name, small, large] of results) {
    console.log(
      `${name.padEnd(width)}  50: ${small.toFixed(3)} ms  ${pageDocs}: ${large.toFixed(3)} ms  (x${(large / small).toFixed(2)})`,
    );
  }
}

const catalogDocs = Number(process.env.BENCH_CATALOG_DOCS ?? 100_000);

// a full collection before each memory reading, so garbage is not counted as what the store keeps
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function memory(): { heap: number; external: number; rss: number } {
  collectGarbage();
  collectGarbage();
  const { heapUsed, external, rss } = process.memoryUsage();
  return { heap: heapUsed, external, rss };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const words = ['tower', 'towel', 'tomato', 'green', 'grow', 'kit', 'nft', 'basil', 'mint', 'drip', 'solar'];
const wordsAr = ['برج', 'بذور', 'طماطم', 'ريحان', 'نعناع'];

/** A product as the shop stores it: both languages, pictures, prices, and the words a search finds it by. */
function product(i: number, categories: ObjectId[], start: number): Record<string, unknown> {
  const name = `${words[i % words.length]} ${words[(i * 7) % words.length]} system ${i}`;
  return {
    categoryId: categories[i % categories.length],
    name,
    nameAr: `نظام ${wordsAr[i % wordsAr.length]} ${i}`,
    slug: `product-${i}`,
    description:
      'Three sloped food-grade channels on a powder-coated frame, ready to plant in under an hour.',
    descriptionAr: 'ثلاث قنوات مائلة صالحة للأغذية على إطار مطلي بالبودرة، جاهزة للزراعة في أقل من ساعة.',
    images: [{ url: `/api/files/${new ObjectId().toHexString()}` }],
    offer: i % 3 ? '' : '10% OFF',
    offerAr: i % 3 ? '' : 'خصم 10%',
    price: 100 + (i % 2000),
    discountedPrice: 90 + (i % 2000),
    stock: i % 11,
    usp: ['36 planting sites', 'UV-stabilised channels', 'Tool-free assembly'],
    uspAr: ['36 موقع زراعة', 'قنوات مقاومة للأشعة', 'تركيب بلا أدوات'],
    archived: i % 50 === 0,
    searchWords: [...new Set([...name.split(' '), wordsAr[i % wordsAr.length], 'نظام'])],
    createdAt: new Date(start + i * 1000),
    updatedAt: new Date(start + i * 1000),
  };
}

/**
 * A catalog of BENCH_CATALOG_DOCS products with the API's indexes and a word index, journalled: the memory the
 * store takes once written and once reopened from disk (what an API restart reads), then counts, ranges and
 * word searches at that size. Each count is answered from the indexes (`examined 0` in explain terms).
 */
async function catalogAtSize(): Promise<void> {
  const dbPath = await mkdtemp(join(tmpdir(), 'mongo-lite-catalog-'));
  const before = memory();
  let server = await startMongoLite({ dbPath });
  let client = await MongoClient.connect(server.uri);
  const rows: Array<[string, string, string]> = [];
  try {
    let products = client.db('shop').collection('products');
    await products.createIndex({ slug: 1 }, { unique: true });
    await products.createIndex({ categoryId: 1, name: 1, _id: 1 });
    await products.createIndex({ name: 1, _id: 1 });
    await products.createIndex({ archived: 1 });
    await products.createIndex({ categoryId: 1, archived: 1 });
    await products.createIndex({ createdAt: -1, _id: -1 });
    await products.createIndex({ categoryId: 1, createdAt: -1, _id: -1 });
    await products.createIndex({ searchWords: 1, archived: 1 });
    const categories = Array.from({ length: 20 }, () => new ObjectId());
    const start = Date.UTC(2026, 0, 1);
    let started = process.hrtime.bigint();
    for (let from = 0; from < catalogDocs; from += 2000) {
      const count = Math.min(2000, catalogDocs - from);
      await products.insertMany(
        Array.from({ length: count }, (_, k) => product(from + k, categories, start)),
      );
    }
    const written = Number(process.hrtime.bigint() - started) / 1e9;
    await client.close();
    const held = memory();
    rows.push([
      `${catalogDocs} products written (insertMany, journalled)`,
      `${written.toFixed(1)} s`,
      `heap +${mb(held.heap - before.heap)}, buffers +${mb(held.external - before.external)}`,
    ]);
    await server.stop();

    const closed = memory();
    started = process.hrtime.bigint();
    server = await startMongoLite({ dbPath });
    const opened = Number(process.hrtime.bigint() - started) / 1e9;
    const reopened = memory();
    rows.push([
      'the same store reopened from disk',
      `${opened.toFixed(1)} s`,
      `heap +${mb(reopened.heap - closed.heap)}, buffers +${mb(reopened.external - closed.external)}, RSS ${mb(reopened.rss)}`,
    ]);

    client = await MongoClient.connect(server.uri);
    products = client.db('shop').collection('products');
    const onSale = { archived: { $ne: true } };
    const search = (i: number) => ({
      ...onSale,
      searchWords: { $all: [new RegExp(`^${words[i % words.length].slice(0, 3)}`), /^sys/] },
    });
    const day = 24 * 3600 * 1000;
    const cases: Array<[string, (i: number) => Promise<unknown>]> = [
      ['count on sale ($ne)', () => products.countDocuments(onSale)],
      [
        'count a category on sale',
        (i) => products.countDocuments({ categoryId: categories[i % 20], ...onSale }),
      ],
      [
        'count three categories ($in)',
        (i) => products.countDocuments({ categoryId: { $in: categories.slice(i % 18, (i % 18) + 3) } }),
      ],
      [
        'count a day of products (date range)',
        (i) =>
          products.countDocuments({
            createdAt: {
              $gte: new Date(start + (i % 20) * day),
              $lt: new Date(start + ((i % 20) + 1) * day),
            },
          }),
      ],
      ['count a word search (two prefixes)', (i) => products.countDocuments(search(i))],
      [
        'word search page (sort name, 8)',
        (i) => products.find(search(i)).sort({ name: 1, _id: 1 }).limit(8).toArray(),
      ],
      [
        'range page (before a date, newest first, 20)',
        (i) =>
          products
            .find({ createdAt: { $lt: new Date(start + (i % 20) * day) } })
            .sort({ createdAt: -1, _id: -1 })
            .limit(20)
            .toArray(),
      ],
    ];
    for (const [name, fn] of cases) {
      await timeEach(10, fn); // warm up
      const times = await timeEach(100, fn);
      rows.push([
        name,
        `p50 ${percentile(times, 50).toFixed(3)} ms`,
        `p99 ${percentile(times, 99).toFixed(3)} ms`,
      ]);
    }
  } finally {
    await client.close();
    await server.stop();
    await rm(dbPath, { recursive: true, force: true });
  }
  console.log(`\na catalog of ${catalogDocs} products (journalled, the API's indexes and a word index):`);
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c].length), 10));
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c])).join('  '));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
