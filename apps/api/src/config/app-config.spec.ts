import { resolve } from 'node:path';
import { InvalidEnvironmentError, loadConfig, nestLogLevels } from './app-config';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      dataDir: resolve('.data'),
      embeddedDbPath: resolve('.data', 'db'),
      publicOrigin: 'http://localhost:3000',
      currency: 'AED',
      logLevel: 'info',
    });
    expect(config.mongodbUri).toBeUndefined();
    expect(config.seedDemo).toBeUndefined();
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      API_PORT: '4100',
      DATA_DIR: '/tmp/farm-data',
      MONGODB_URI: 'mongodb://mongo:27017/farm',
      SEED_DEMO: 'true',
      PUBLIC_ORIGIN: 'https://farm.example.ae',
      CURRENCY: 'USD',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 4100,
      embeddedDbPath: '/tmp/farm-data/db',
      mongodbUri: 'mongodb://mongo:27017/farm',
      seedDemo: true,
      publicOrigin: 'https://farm.example.ae',
      currency: 'USD',
      logLevel: 'warn',
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ MONGODB_URI: '', SEED_DEMO: '' })).toMatchObject({
      mongodbUri: undefined,
      seedDemo: undefined,
    });
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ API_PORT: 'eighty', SEED_DEMO: 'maybe', MONGODB_URI: 'postgres://x', LOG_LEVEL: 'loud' });
      throw new Error('expected loadConfig to fail');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvironmentError);
      const problems = (error as InvalidEnvironmentError).problems;
      expect(problems).toHaveLength(4);
      expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
        'API_PORT',
        'LOG_LEVEL',
        'MONGODB_URI',
        'SEED_DEMO',
      ]);
      expect((error as Error).message).toContain("SEED_DEMO: must be 'true' or 'false'");
      expect((error as Error).message).toContain('API_PORT: must be a port number (0-65535)');
    }
  });
});

describe('nestLogLevels', () => {
  it('maps info to Nest log and includes every more severe level', () => {
    expect(nestLogLevels('info')).toEqual(['fatal', 'error', 'warn', 'log']);
    expect(nestLogLevels('error')).toEqual(['fatal', 'error']);
    expect(nestLogLevels('verbose')).toHaveLength(6);
    // The web's words too: trace is verbose, silent logs nothing.
    expect(nestLogLevels('trace')).toEqual(nestLogLevels('verbose'));
    expect(nestLogLevels('silent')).toEqual([]);
  });
});

describe('CATALOG_CACHE_SECONDS', () => {
  it('keeps catalog answers 5 seconds by default, any 0-300 when set, 0 turning the cache off', () => {
    expect(loadConfig({}).catalogCacheMs).toBe(5_000);
    expect(loadConfig({ CATALOG_CACHE_SECONDS: '2.5' }).catalogCacheMs).toBe(2_500);
    expect(loadConfig({ CATALOG_CACHE_SECONDS: '0' }).catalogCacheMs).toBe(0);
    for (const bad of ['-1', '301', 'soon']) {
      expect(() => loadConfig({ CATALOG_CACHE_SECONDS: bad })).toThrow(
        'CATALOG_CACHE_SECONDS: must be a number of seconds (0-300)',
      );
    }
  });
});

describe('TRUST_PROXY', () => {
  it('trusts the local web server by default, and the listed proxies when set', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'loopback, uniquelocal' }).trustProxy).toBe('loopback, uniquelocal');
    expect(loadConfig({ TRUST_PROXY: '172.16.0.0/12,10.0.0.5' }).trustProxy).toBe('172.16.0.0/12,10.0.0.5');
  });

  it('refuses anything else, such as trusting every hop', () => {
    for (const bad of ['true', '*', 'loopback; rm', '1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow('TRUST_PROXY: must list');
    }
  });
});
