import type { INestApplication } from '@nestjs/common';
import { listenEverywhere } from './app';

/** An app whose listen() fails with `code` on the addresses in `failing`, and records every call. */
function appRefusing(failing: Record<string, string>) {
  const calls: string[] = [];
  const app = {
    listen: (port: number, host: string) => {
      calls.push(`${host}:${port}`);
      const code = failing[host];
      if (!code) return Promise.resolve();
      return Promise.reject(Object.assign(new Error(`listen ${code} ${host}`), { code }));
    },
  } as unknown as INestApplication;
  return { app, calls };
}

describe('listenEverywhere', () => {
  it('listens on every address, IPv6 and IPv4, where the machine has IPv6', async () => {
    const { app, calls } = appRefusing({});
    await listenEverywhere(app, 3000);
    expect(calls).toEqual([':::3000']);
  });

  it.each(['EAFNOSUPPORT', 'EADDRNOTAVAIL'])(
    'falls back to every IPv4 address without IPv6 (%s)',
    async (code) => {
      const { app, calls } = appRefusing({ '::': code });
      await listenEverywhere(app, 3000);
      expect(calls).toEqual([':::3000', '0.0.0.0:3000']);
    },
  );

  it('does not hide any other failure, such as a port in use', async () => {
    const { app, calls } = appRefusing({ '::': 'EADDRINUSE' });
    await expect(listenEverywhere(app, 3000)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(calls).toEqual([':::3000']);
  });
});
