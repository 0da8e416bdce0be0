import { describe, expect, it } from 'vitest';
import { defaultApiUrl } from '#app/lib/env.server';

describe('defaultApiUrl', () => {
  it('is the API on this machine, at API_PORT when set (as `pnpm dev` runs it)', () => {
    expect(defaultApiUrl({})).toBe('http://127.0.0.1:4000/api');
    expect(defaultApiUrl({ API_PORT: '' })).toBe('http://127.0.0.1:4000/api');
    expect(defaultApiUrl({ API_PORT: '4210' })).toBe('http://127.0.0.1:4210/api');
  });
});
