import type { IncomingMessage } from 'node:http';
import { loadConfig } from '../config/app-config';
import { logCaller, loggerOptions, pathOf } from './logging.module';

describe('the request log', () => {
  const { customProps } = loggerOptions(loadConfig({})).pinoHttp;

  it("names the signed-in caller the guard put on node's request, and nobody on an anonymous one", () => {
    const signedIn = { id: 'req-7' } as unknown as IncomingMessage;
    logCaller(signedIn, '65f0c0ffee0000000000abcd');
    expect(customProps(signedIn)).toEqual({ requestId: 'req-7', userId: '65f0c0ffee0000000000abcd' });
    expect(customProps({ id: 'req-8' } as unknown as IncomingMessage)).toEqual({ requestId: 'req-8' });
  });

  it('logs the path without its query', () => {
    expect(pathOf('/api/products?search=a%40b.ae')).toBe('/api/products');
    expect(pathOf(undefined)).toBe('/');
  });
});
