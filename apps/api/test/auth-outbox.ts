import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface SentMail {
  file: string;
  to: string;
  /** Where a reply goes. */
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

function decode(body: string, encoding: string): string {
  const normalized = encoding.trim().toLowerCase();
  if (normalized === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (normalized === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i += 1) {
      const hex = joined.slice(i + 1, i + 3);
      if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

function header(block: string, name: string): string {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= / Q) in a header such as an Arabic subject. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_all, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decode(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

/** The part of a multipart message with this content type, decoded. */
function part(raw: string, type: string): string {
  for (const section of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = section.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const head = section.slice(0, split);
    if (!header(head, 'Content-Type').toLowerCase().startsWith(type)) continue;
    const body = section
      .slice(split)
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r?\n--[^\r\n]+--\s*$/, '');
    return decode(body, header(head, 'Content-Transfer-Encoding') || '7bit');
  }
  return '';
}

/** Reads the .eml files the API writes to DATA_DIR/mail when SMTP_URL is unset. */
export class Outbox {
  /**
   * The mails read so far, by file, with the length they were read at: a test that waits for a mail reads
   * the outbox again and again, and decoding every mail each time held the event loop (which the API in
   * the same process shares) for seconds once a spec had sent a few hundred. A file read while the API was
   * still writing it is read again once it has grown.
   */
  private readonly read = new Map<string, { length: number; mail: SentMail }>();

  constructor(private readonly dir: string) {}

  async all(): Promise<SentMail[]> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((name) => name.endsWith('.eml')).sort();
    } catch {
      return [];
    }
    return Promise.all(
      names.map(async (name) => {
        const raw = await readFile(join(this.dir, name), 'utf8');
        const known = this.read.get(name);
        if (known?.length === raw.length) return known.mail;
        const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
        const mail = {
          file: name,
          to: header(head, 'To'),
          replyTo: header(head, 'Reply-To'),
          subject: decodeWords(header(head, 'Subject')),
          text: part(raw, 'text/plain'),
          html: part(raw, 'text/html'),
        };
        this.read.set(name, { length: raw.length, mail });
        return mail;
      }),
    );
  }

  async to(email: string): Promise<SentMail[]> {
    return (await this.all()).filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()));
  }

  /** Waits (mail may be sent in the background) until `email` has more than `seen` messages; returns the newest. */
  async next(email: string, seen: number, timeoutMs = 5000): Promise<SentMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = await this.to(email);
      if (mails.length > seen) return mails[mails.length - 1] as SentMail;
      if (Date.now() > deadline) throw new Error(`No new mail to ${email} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The 6-digit code of the newest message to `email` beyond the first `seen`. */
  async nextCode(email: string, seen: number): Promise<string> {
    const mail = await this.next(email, seen);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`No code in the mail to ${email}: ${mail.text}`);
    return code;
  }
}
