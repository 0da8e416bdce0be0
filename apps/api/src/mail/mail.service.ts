import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../auth/accounts-config';
import type { MailContent } from './mail-templates';

/**
 * Sends mail through SMTP_URL when set; otherwise renders each message with nodemailer and writes it to
 * `${DATA_DIR}/mail/` as one .eml file, so local runs and tests need no mail server. The messages carry live
 * sign-in and reset codes, so the outbox is private: the directory 0700, each file 0600 (issue 7).
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(@Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig) {
    this.transport = config.smtpUrl
      ? createTransport(config.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(to: string, content: MailContent): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, to, ...content });
    if (this.config.smtpUrl) {
      this.logger.log(`Sent "${content.subject}" to ${to}`);
      return;
    }
    const file = await this.writeToOutbox(to, info.message as Buffer);
    this.logger.log(`Wrote "${content.subject}" to ${to}: ${file}`);
  }

  private async writeToOutbox(to: string, message: Buffer): Promise<string> {
    await mkdir(this.config.outboxDir, { recursive: true, mode: 0o700 });
    // an outbox an older version created readable to everyone is tightened too
    await chmod(this.config.outboxDir, 0o700);
    // Time first so a directory listing sorts oldest to newest; the recipient helps a human find theirs.
    const safeTo = to.replace(/[^a-z0-9@._-]/gi, '_');
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}-${safeTo}.eml`;
    const file = join(this.config.outboxDir, name);
    await writeFile(file, message, { mode: 0o600 });
    return file;
  }
}
