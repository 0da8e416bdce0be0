/**
 * `pnpm --filter @farm/mongo-lite bench`: what mongo-lite costs for 10k documents, through the real driver
 * over TCP with a journalled dbPath (every insert is fsync'ed before it is acknowledged).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
