import { describe, expect, it } from 'vitest';
import { serverConfig } from './config.mjs';

describe('serverConfig', () => {
  it('has a working default for everything', () => {
    const config = serverConfig({});
    expect(config).toMatchObject({ mode: 'development', port: 3000, publicOrigin: null, https: false });
    expect(config.apiUrl.href).toBe('http://127.0.0.1:4000/api');
  });

  it('finds the API at API_PORT on this machine unless API_URL says otherwise', () => {
    expect(serverConfig({ API_PORT: '4210' }).apiUrl.href).toBe('http://127.0.0.1:4210/api');
    expect(serverConfig({ API_PORT: '4210', API_URL: 'http://api:4000/api' }).apiUrl.href).toBe(
      'http://api:4000/api',
    );
  });

  it('treats an empty value as unset, as the app and the API do', () => {
    expect(serverConfig({ PUBLIC_ORIGIN: '', PORT: '' })).toMatchObject({ publicOrigin: null, port: 3000 });
  });

  it('reads the public origin, and whether it is https', () => {
    const config = serverConfig({ PUBLIC_ORIGIN: 'https://farm.example/', API_URL: 'http://api:4000/api/' });
    expect(config).toMatchObject({ publicOrigin: 'https://farm.example', https: true });
    expect(config.apiUrl.href).toBe('http://api:4000/api');
  });

  it('stops on values that cannot work', () => {
    expect(() => serverConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => serverConfig({ PORT: '99999' })).toThrow(/PORT/);
    expect(() => serverConfig({ PUBLIC_ORIGIN: 'not a url' })).toThrow();
  });

  it('keeps anonymous pages 5 s unless PAGE_CACHE_SECONDS says otherwise, and never in development', () => {
    expect(serverConfig({ NODE_ENV: 'production' }).pageCacheSeconds).toBe(5);
    expect(serverConfig({ NODE_ENV: 'production', PAGE_CACHE_SECONDS: '0' }).pageCacheSeconds).toBe(0);
    expect(serverConfig({ NODE_ENV: 'test', PAGE_CACHE_SECONDS: '30' }).pageCacheSeconds).toBe(30);
    expect(serverConfig({}).pageCacheSeconds).toBe(0);
    expect(() => serverConfig({ PAGE_CACHE_SECONDS: '-1' })).toThrow(/PAGE_CACHE_SECONDS/);
    expect(() => serverConfig({ PAGE_CACHE_SECONDS: 'soon' })).toThrow(/PAGE_CACHE_SECONDS/);
  });
});
