import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseSettings } from './env.server';

describe('the web settings', () => {
  it('have a working default for everything', () => {
    expect(parseSettings({})).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      API_PORT: 4000,
      API_URL: 'http://127.0.0.1:4000/api',
      PUBLIC_ORIGIN: 'http://localhost:3000',
      PUBLIC_ORIGIN_SET: false,
      LOG_LEVEL: 'info',
      DATA_DIR: '.data',
      CURRENCY: 'AED',
      TRUST_PROXY: 'loopback',
    });
  });

  it('trust the proxies TRUST_PROXY lists by the API’s rule, and refuse "every hop"', () => {
    expect(parseSettings({ TRUST_PROXY: 'loopback, uniquelocal' }).TRUST_PROXY).toBe('loopback, uniquelocal');
    expect(parseSettings({ TRUST_PROXY: '10.0.0.0/8,::1' }).TRUST_PROXY).toBe('10.0.0.0/8,::1');
    for (const bad of ['true', '*', 'everyone'])
      expect(() => parseSettings({ TRUST_PROXY: bad })).toThrow('TRUST_PROXY: must list');
  });

  it('find the API at API_PORT on this machine unless API_URL says otherwise (as `pnpm dev` runs it)', () => {
    expect(parseSettings({ API_PORT: '' }).API_URL).toBe('http://127.0.0.1:4000/api');
    expect(parseSettings({ API_PORT: '4210' }).API_URL).toBe('http://127.0.0.1:4210/api');
    expect(parseSettings({ API_PORT: '4210', API_URL: 'http://api:4000/api/' }).API_URL).toBe(
      'http://api:4000/api',
    );
  });

  it('take the public origin from PORT when PUBLIC_ORIGIN is unset', () => {
    expect(parseSettings({ PORT: '3100' })).toMatchObject({
      PORT: 3100,
      PUBLIC_ORIGIN: 'http://localhost:3100',
      PUBLIC_ORIGIN_SET: false,
    });
    expect(parseSettings({ PORT: '3100', PUBLIC_ORIGIN: 'https://farm.example/' })).toMatchObject({
      PUBLIC_ORIGIN: 'https://farm.example',
      PUBLIC_ORIGIN_SET: true,
    });
  });

  it('treat an empty value as unset, as the API does', () => {
    expect(parseSettings({ PUBLIC_ORIGIN: '', PORT: '', LOG_LEVEL: '' })).toMatchObject({
      PORT: 3000,
      PUBLIC_ORIGIN: 'http://localhost:3000',
      PUBLIC_ORIGIN_SET: false,
      LOG_LEVEL: 'info',
    });
  });

  it('take the log levels the API takes, its verbose as trace', () => {
    expect(parseSettings({ LOG_LEVEL: 'verbose' }).LOG_LEVEL).toBe('trace');
    expect(parseSettings({ LOG_LEVEL: 'silent' }).LOG_LEVEL).toBe('silent');
  });

  it('keep anonymous pages 5 s unless PAGE_CACHE_SECONDS says otherwise, and never in development', () => {
    expect(parseSettings({ NODE_ENV: 'production' }).PAGE_CACHE_SECONDS).toBe(5);
    expect(parseSettings({ NODE_ENV: 'production', PAGE_CACHE_SECONDS: '0' }).PAGE_CACHE_SECONDS).toBe(0);
    expect(parseSettings({ NODE_ENV: 'test', PAGE_CACHE_SECONDS: '30' }).PAGE_CACHE_SECONDS).toBe(30);
    expect(parseSettings({}).PAGE_CACHE_SECONDS).toBe(0);
  });

  it('run one page process per core unless WEB_WORKERS says otherwise, from 1 to 64', () => {
    expect(parseSettings({}).WEB_WORKERS).toBe(Math.min(availableParallelism(), 64));
    expect(parseSettings({ WEB_WORKERS: '1' }).WEB_WORKERS).toBe(1);
    expect(parseSettings({ WEB_WORKERS: '3' }).WEB_WORKERS).toBe(3);
    for (const wrong of ['0', '65', '1.5', 'many'])
      expect(() => parseSettings({ WEB_WORKERS: wrong })).toThrow(
        'WEB_WORKERS: must be a whole number from 1 to 64',
      );
  });

  it('stop on values that cannot work, naming each of them', () => {
    const problems = (environment: Record<string, string>) => {
      try {
        parseSettings(environment);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    const message = problems({
      NODE_ENV: 'staging',
      PORT: '99999',
      API_PORT: 'four',
      PUBLIC_ORIGIN: 'not a url',
      PAGE_CACHE_SECONDS: '-1',
      LOG_LEVEL: 'loud',
      CURRENCY: 'dirham',
    });
    expect(message).toMatch(/^Invalid environment for the web app:/);
    for (const name of [
      'NODE_ENV',
      'PORT',
      'API_PORT',
      'PUBLIC_ORIGIN',
      'PAGE_CACHE_SECONDS',
      'LOG_LEVEL',
      'CURRENCY',
    ]) {
      expect(message).toContain(`  ${name}: `);
    }
    expect(problems({ PAGE_CACHE_SECONDS: 'soon' })).toContain('PAGE_CACHE_SECONDS: must be a number');
  });
});
