import proxyaddr from 'proxy-addr';
import { describe, expect, it } from 'vitest';
import { trustProxy } from './trust-proxy';

const addresses = [
  '127.0.0.1',
  '::1',
  '::ffff:127.0.0.1',
  '10.1.2.3',
  '::ffff:10.1.2.3',
  '192.168.0.9',
  'fd00::5',
  '169.254.1.1',
  '203.0.113.7',
  '2001:db8::1',
];

describe('trustProxy', () => {
  it.each(['loopback', 'loopback, uniquelocal', 'linklocal', '203.0.113.0/24, 2001:db8::/32', '10.1.2.3'])(
    'judges every address as Express does for %s, the second time too',
    (list) => {
      const express = proxyaddr.compile(list.split(',').map((entry) => entry.trim()));
      const trust = trustProxy(list);
      const expected = addresses.map((address) => express(address, 0));
      expect(addresses.map((address) => trust(address))).toEqual(expected);
      expect(addresses.map((address) => trust(address))).toEqual(expected);
      expect(expected).toContain(true);
    },
  );
});
