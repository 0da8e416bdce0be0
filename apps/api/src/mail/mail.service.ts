import { createHmac, randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../auth/accounts-config';
import type { MailContent } from './mail-templates';

/**
 * How the API talks to SMTP_URL (docs/decisions/263-shutdown-within-its-grace.md). A few connections kept
 * open and reused, so a burst of mails (an order sends two) neither opens a connection each nor floods the
 * server. Timeouts of tens of seconds, well above what a working server needs, instead of nodemailer's
 * 2 minutes to connect and 10 of silence: a server that hangs fails its mails (logged) and frees the pool,
 * rather than holding mails that a shutdown would then drop. Settings in SMTP_URL's query win.
 */
const SMTP_OPTIONS = {
  pool: true,
  maxConnections: 3,
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
} as const;

/**
 * SMTP_URL without `logger` and `debug` in its query, which nodemailer would read as options and answer by
 * printing every recipient, and with `debug` the whole SMTP conversation (the login, the codes and links in
 * the mails), straight to the console, past the log's own rules for naming nobody.
 */
function withoutTransportLogs(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('logger') && !url.searchParams.has('debug')) return smtpUrl;
  url.searchParams.delete('logger');
  url.searchParams.delete('debug');
  return url.toString();
}

/**
 * Sends mail through SMTP_URL when set; otherwise renders each message with nodemailer and writes it to
 * `${DATA_DIR}/mail/` as one .eml file, so local runs and tests need no mail server. The messages carry live
 * sign-in and reset codes, so the outbox is private: the directory 0700, each file 0600.
 *
 * Log lines (and outbox file names, which end up in listings and backups) name the template and a keyed
 * hash of the recipient, never the address or the subject: the same recipient always gets the same
 * reference, so a support person holding the address can still find its lines by computing it
 * (`recipientRef`), while a log alone names nobody.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(@Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig) {
    this.transport = config.smtpUrl
      ? createTransport({ url: withoutTransportLogs(config.smtpUrl), ...SMTP_OPTIONS })
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /**
   * Closes the pool's connections, idle ones at once and busy ones once their message is sent. The services
   * have waited for their mails before this (`beforeApplicationShutdown`); a mail sent after it fails.
   */
  onApplicationShutdown(): void {
    if (this.config.smtpUrl) this.transport.close();
  }

  /**
   * Sends `content` to `to`. A reply goes to `replyTo`: the customer or sender a shop notice is about, so
   * staff answer them by replying; by default the shop (SHOP_EMAIL), since MAIL_FROM is usually a no-reply
   * address and the customers' mails ask them to write to us.
   */
  async send(to: string, content: MailContent, { replyTo }: { replyTo?: string } = {}): Promise<void> {
    const { template, ...message } = content;
    const info = await this.transport.sendMail({
      from: this.config.mailFrom,
      to,
      replyTo: replyTo ?? this.config.shopEmail,
      ...message,
    });
    const recipient = recipientRef(this.config.jwtSecret, to);
    if (this.config.smtpUrl) {
      this.logger.log(`Sent "${template}" to recipient ${recipient}`);
      return;
    }
    const file = await this.writeToOutbox(template, info.message as Buffer);
    this.logger.log(`Wrote "${template}" to recipient ${recipient}: ${file}`);
  }

  private async writeToOutbox(template: string, message: Buffer): Promise<string> {
    await mkdir(this.config.outboxDir, { recursive: true, mode: 0o700 });
    // an outbox an older version created readable to everyone is tightened too
    await chmod(this.config.outboxDir, 0o700);
    // Time first so a directory listing sorts oldest to newest; the recipient is in the To: header.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}-${template}.eml`;
    const file = join(this.config.outboxDir, name);
    await writeFile(file, message, { mode: 0o600 });
    return file;
  }
}

/**
 * A short reference to a mail address for the log: keyed with the server's secret so it cannot be
 * reversed by hashing guessed addresses, and case-insensitive like the addresses themselves.
 */
export function recipientRef(secret: string, address: string): string {
  return createHmac('sha256', secret)
    .update(`mail-recipient|${address.trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, 12);
}
