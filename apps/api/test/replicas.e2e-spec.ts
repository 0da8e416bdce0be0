import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import mongoose, { Types } from 'mongoose';
import { CatalogRepository } from '../src/catalog/catalog.repository';
import { loadConfig } from '../src/config/app-config';
import { DatabaseServer, replaceDatabaseName } from '../src/database/database-server';
import { ACCOUNT_THROTTLE } from '../src/throttle/throttle.guard';
import { startTestApp, type TestApp } from './support/test-app';

/** The catalog cache's lifetime for these replicas: short, so the test waits little for it. */
const CACHE_MS = 400;

/**
 * Two API instances on ONE database, as `docker compose --scale api=N` runs them.
 * They share nothing but MongoDB: the rate limit must hold across them, and a catalog write made through one
 * must reach the other's answers within the catalog cache's lifetime.
 */
describe('two API replicas on one database', () => {
  let database: DatabaseServer | undefined;
  let uri: string;
  let one: TestApp;
  let other: TestApp;

  beforeAll(async () => {
    const environment = loadConfig({ ...process.env });
    if (environment.mongodbUri) {
      // A real MongoDB (CI): a database of this test's own, dropped at the end.
      uri = replaceDatabaseName(environment.mongodbUri, `farm_replicas_${randomBytes(4).toString('hex')}`);
    } else {
      jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
      database = await DatabaseServer.start({
        ...environment,
        mongodbUri: undefined,
        embeddedDbPath: undefined,
      });
      uri = database.uri;
    }
    // No demo catalog: the tests write what they read, and two apps start quickly.
    const shared = { mongodbUri: uri, catalogCacheMs: CACHE_MS, seedDemo: false };
    // Replicas share their settings, JWT_SECRET among them (required in production): it signs their tokens
    // and keys the rate limits' stored ids.
    const secret = process.env.JWT_SECRET;
    process.env.JWT_SECRET = randomBytes(32).toString('base64url');
    try {
      one = await startTestApp(shared);
      other = await startTestApp(shared);
    } finally {
      if (secret === undefined) delete process.env.JWT_SECRET;
      else process.env.JWT_SECRET = secret;
    }
    // Two apps to start: twice the usual allowance.
  }, 60_000);

  afterAll(async () => {
    await other?.close();
    await one?.close();
    if (database) await database.stop();
    else if (uri) {
      const connection = await mongoose.createConnection(uri).asPromise();
      await connection.dropDatabase();
      await connection.close();
    }
    jest.restoreAllMocks();
  });

  const forgot = (api: TestApp, email: string, address: string) =>
    fetch(`${api.baseUrl}/password/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email }),
    });

  it('enforces one rate limit across both: requests alternating between them are counted together', async () => {
    const email = `replicas.${Date.now().toString(36)}@farm-test.ae`;
    const address = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_THROTTLE.perIpAndEmail; i += 1) {
      statuses.push((await forgot(i % 2 === 0 ? one : other, email, address)).status);
    }
    expect(statuses).toEqual(statuses.map(() => 200));
    // Each replica has seen only half of the requests, yet both refuse the next one.
    const overOne = await forgot(one, email, address);
    const overOther = await forgot(other, email, address);
    expect([overOne.status, overOther.status]).toEqual([429, 429]);
    expect(Number(overOther.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back on either.
    expect((await forgot(other, email, '203.0.113.78')).status).toBe(200);
  });

  it("serves a catalog write made through one replica from the other within the cache's lifetime", async () => {
    const search = async (api: TestApp, name: string) => {
      const res = await fetch(`${api.baseUrl}/products?search=${encodeURIComponent(name)}`);
      return ((await res.json()) as { total: number }).total;
    };
    const name = `Replica Probe ${Date.now()}`;
    // The other replica has the answer "none" in memory.
    expect(await search(other, name)).toBe(0);

    const category = new Types.ObjectId();
    await one.app.get(CatalogRepository).createProducts([
      {
        categoryId: category,
        name,
        nameAr: '',
        slug: name.toLowerCase().replace(/\s+/g, '-'),
        description: 'Written through the first replica',
        descriptionAr: '',
        images: [],
        offer: '',
        offerAr: '',
        price: 50,
        discountedPrice: 50,
        stock: 3,
        usp: [],
        uspAr: [],
      },
    ]);
    const written = Date.now();
    // At once through the replica that wrote it.
    expect(await search(one, name)).toBe(1);
    // Through the other once its copy, stored before the write, has outlived the lifetime: whatever the
    // machine's load, the first read after that goes to the database.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, written + CACHE_MS + 20 - Date.now())));
    expect(await search(other, name)).toBe(1);
  });
});
