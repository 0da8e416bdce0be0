import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, get, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HealthController } from '../src/health/health.controller';
import { MailService } from '../src/mail/mail.service';
import { newRegistration, startAccountsApp } from './auth-app';
import { Outbox } from './auth-outbox';

/** A GET through `agent`, its status and headers once the body is read. */
function fetchThrough(agent: Agent, url: string): Promise<{ status?: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers }));
    }).on('error', reject);
  });
}

/**
 * docs/decisions/249-shutdown-in-order.md: a stopping API first takes no more requests, then sends the mails
 * its last requests started, then closes the database, so no request can start a mail that is then lost.
 */
describe('shutting down', () => {
  it('stops taking requests first, then sends the mails already started', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'farm-shutdown-'));
    try {
      const api = await startAccountsApp({}, { persistentDataDir: dataDir });
      // The sign-up's mail is held back until the server has stopped.
      const mail = api.app.get(MailService);
      const send = mail.send.bind(mail);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      jest.spyOn(mail, 'send').mockImplementation(async (to, content) => {
        await held;
        await send(to, content);
      });
      const registration = newRegistration('shutdown');
      expect((await api.client.auth.signup({ body: registration })).status).toBe(201);

      const server = api.app.getHttpServer() as Server;
      const stopped = once(server, 'close');
      const closing = api.close();
      // The server closes while the mail is still held: it does not wait for the background work.
      await stopped;
      await expect(fetch(`${api.baseUrl}/health`)).rejects.toThrow();
      release();
      await closing;
      const [sent] = await new Outbox(join(dataDir, 'mail')).to(registration.email);
      expect(sent?.text).toMatch(/\b\d{6}\b/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('closes a kept-alive connection that was busy when it began, instead of serving it on', async () => {
    const api = await startAccountsApp();
    const server = api.app.getHttpServer() as Server;
    // A health check held in the API until the server has been told to close.
    let arrived: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => (arrived = resolve));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const health = api.app.get(HealthController) as unknown as { pingDatabase(): Promise<boolean> };
    jest.spyOn(health, 'pingDatabase').mockImplementation(async () => {
      arrived();
      await held;
      return true;
    });
    let told: () => void = () => undefined;
    const toldToClose = new Promise<void>((resolve) => (told = resolve));
    const close = server.close.bind(server);
    jest.spyOn(server, 'close').mockImplementation((callback) => {
      told();
      return close(callback);
    });

    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const busy = fetchThrough(agent, `${api.baseUrl}/health`);
      await inside;
      const closing = api.close();
      await toldToClose;
      release();
      expect((await busy).status).toBe(200);
      // The same client at once: its connection is gone, or this answer is its last.
      const next = await fetchThrough(agent, `${api.baseUrl}/health`).catch(() => undefined);
      if (next) expect(next.headers.connection).toBe('close');
      await closing;
    } finally {
      agent.destroy();
    }
  });
});
