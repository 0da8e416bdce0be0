import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailService } from '../src/mail/mail.service';
import { newRegistration, startAccountsApp } from './auth-app';
import { Outbox } from './auth-outbox';

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
});
