// Test helper: serves an express app (or any request listener) on a free loopback port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Served = { url: string; port: number; close: () => Promise<void> };

/** `prepare` sees the server before it listens (to set its limits). */
export async function serve(
  listener: http.RequestListener,
  prepare?: (server: http.Server) => void,
): Promise<Served> {
  const server = http.createServer(listener);
  prepare?.(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
