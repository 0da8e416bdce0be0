import { chmod, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import type { AccountsConfig } from '../auth/accounts-config';
import { codeMail } from './mail-templates';
import { MailService } from './mail.service';

function configWith(overrides: Partial<AccountsConfig>): AccountsConfig {
  return {
    jwtSecret: 'x'.repeat(32),
    jwtTtlSeconds: 60,
    jwtIssuer: 'farm-api',
    jwtAudience: 'farm-web',
    mailFrom: 'Farm <no-reply@farm.test>',
    shopEmail: 'shop@farm.test',
    outboxDir: '/nonexistent',
    publicOrigin: 'http://localhost:3000',
    ...overrides,
  };
}

describe('MailService', () => {
  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });

  afterAll(() => {
    jest.restoreAllMocks();
  });

  it('writes one .eml file per message to the outbox when SMTP_URL is unset', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'farm-outbox-'));
    try {
      const mail = new MailService(configWith({ outboxDir }));
      await mail.send('amina@farm.ae', codeMail('verification', 'en', 'Amina', '123456'));
      const files = await readdir(outboxDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/-verification\.eml$/);
      expect(files[0]).not.toContain('amina');
      const raw = await readFile(join(outboxDir, files[0] as string), 'utf8');
      expect(raw).toMatch(/^To: amina@farm\.ae$/m);
      expect(raw).toMatch(/^Subject: Your verification code$/m);
      // A reply reaches the shop, not the no-reply sender.
      expect(raw).toMatch(/^Reply-To: shop@farm\.test$/m);
      expect(raw).toContain('multipart/alternative');
      expect(raw).toContain('123456');
    } finally {
      await rm(outboxDir, { recursive: true, force: true });
    }
  });

  it('keeps the outbox private: directory 0700, messages 0600, an open directory tightened', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'farm-data-'));
    const mode = async (path: string) => (await stat(path)).mode & 0o777;
    try {
      const outboxDir = join(dataDir, 'mail');
      const mail = new MailService(configWith({ outboxDir }));
      await mail.send('amina@farm.ae', codeMail('verification', 'en', 'Amina', '123456'));
      expect(await mode(outboxDir)).toBe(0o700);
      const [file] = await readdir(outboxDir);
      expect(await mode(join(outboxDir, file as string))).toBe(0o600);

      await chmod(outboxDir, 0o755);
      await mail.send('layla@farm.ae', codeMail('passwordReset', 'en', 'Layla', '654321'));
      expect(await mode(outboxDir)).toBe(0o700);
      for (const name of await readdir(outboxDir)) expect(await mode(join(outboxDir, name))).toBe(0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('sends through SMTP_URL when set', async () => {
    const received: { to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // A pooled connection still open when the server closes would keep the test waiting 30 s.
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    const port = await listening(server);
    try {
      const mail = new MailService(configWith({ smtpUrl: `smtp://127.0.0.1:${port}` }));
      await mail.send('layla@farm.ae', codeMail('passwordReset', 'en', 'Layla', '654321'));
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual(['layla@farm.ae']);
      expect(received[0]?.raw).toContain('Subject: Your password reset code');
      expect(received[0]?.raw).toContain('654321');
      mail.onApplicationShutdown();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('keeps a small pool of connections to SMTP_URL, with timeouts of tens of seconds', () => {
    const mail = new MailService(configWith({ smtpUrl: 'smtp://127.0.0.1:2525' }));
    const { transporter } = transportOf(mail);
    expect(transporter.name).toBe('SMTP (pool)');
    expect(transporter.options).toMatchObject({
      host: '127.0.0.1',
      port: 2525,
      pool: true,
      maxConnections: 3,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    mail.onApplicationShutdown();
  });

  it("lets SMTP_URL's query change a setting", () => {
    const mail = new MailService(configWith({ smtpUrl: 'smtp://127.0.0.1:2525?socketTimeout=60000' }));
    expect(transportOf(mail).transporter.options).toMatchObject({ pool: true, socketTimeout: 60_000 });
    // Except nodemailer's own console output, which would print recipients and, with debug, the mails.
    const chatty = new MailService(
      configWith({
        smtpUrl: 'smtp://us%40er:p%2Fss@127.0.0.1:2525?logger=true&debug=true&socketTimeout=60000',
      }),
    );
    const options = transportOf(chatty).transporter.options;
    expect(options.logger).toBeFalsy();
    expect(options.debug).toBeFalsy();
    expect(options).toMatchObject({ socketTimeout: 60_000, auth: { user: 'us@er', pass: 'p/ss' } });
    mail.onApplicationShutdown();
  });

  it('reuses one connection for mails in turn, and closes it when the application shuts down', async () => {
    let opened = 0;
    let closed = 0;
    let onClosed: () => void = () => undefined;
    const connectionClosed = new Promise<void>((resolve) => (onClosed = resolve));
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      onConnect(_session, callback) {
        opened += 1;
        callback();
      },
      onClose() {
        closed += 1;
        onClosed();
      },
      onData(stream, _session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => callback());
      },
    });
    const port = await listening(server);
    try {
      const mail = new MailService(configWith({ smtpUrl: `smtp://127.0.0.1:${port}` }));
      await mail.send('layla@farm.ae', codeMail('passwordReset', 'en', 'Layla', '654321'));
      await mail.send('amina@farm.ae', codeMail('verification', 'en', 'Amina', '123456'));
      expect(opened).toBe(1);
      // The pool keeps it open for the next mail...
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(closed).toBe(0);
      // ...until the application shuts down.
      mail.onApplicationShutdown();
      await connectionClosed;
      expect(closed).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('has nothing to close when it writes to the outbox', () => {
    const mail = new MailService(configWith({ outboxDir: '/nonexistent' }));
    const close = jest.spyOn(transportOf(mail), 'close');
    mail.onApplicationShutdown();
    expect(close).not.toHaveBeenCalled();
  });
});

/** The nodemailer transport a MailService made, and the transport it wraps (with its merged options). */
function transportOf(mail: MailService): Transporter & {
  transporter: { name: string; options: Record<string, unknown> };
} {
  return (mail as unknown as { transport: ReturnType<typeof transportOf> }).transport;
}

/** Starts `server` on a free loopback port; its port. */
async function listening(server: SMTPServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}
