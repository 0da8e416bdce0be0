import { LRUCache } from 'lru-cache';
import proxyaddr from 'proxy-addr';
import { keptIn } from '../app/utils/kept-in';

/**
 * Express's `trust proxy` for a TRUST_PROXY list (docs/decisions/144-trusted-proxies-on-the-web-server.md),
 * compiled as Express compiles a string, answering from memory for an address it has judged before. Express
 * asks on every request, twice or more (React Router's adapter reads `req.protocol`, the load context
 * `req.ip`), and judging an IPv6 address (`::ffff:127.0.0.1` on a dual-stack socket) parses it afresh each
 * time: about 2% of a page's CPU. A list's answer for an address never changes; the hop's index does not
 * matter to a list, only to a count, which TRUST_PROXY does not take.
 */
export function trustProxy(list: string): (address: string) => boolean {
  const trust = proxyaddr.compile(list.split(',').map((entry) => entry.trim()));
  const judged = new LRUCache<string, boolean>({ max: 1_000 });
  return (address) => keptIn(judged, address, () => trust(address, 0));
}
