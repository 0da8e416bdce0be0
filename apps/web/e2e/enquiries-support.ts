import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { API_URL, dataDir } from './ports';
import { expect, MAP_TILE } from './support';

/** A 1 x 1 PNG: a real image for the photo inputs. */
export const PNG = MAP_TILE;
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
export const cv = (name = 'Omar CV.pdf', buffer = PDF, mimeType = 'application/pdf') => ({
  name,
  mimeType,
  buffer,
});

/** The Institutional service's id (its enquiry form shows the school banner). */
export async function serviceId(name: string): Promise<string> {
  const services = (await (await fetch(`${API_URL}/services`)).json()) as {
    data: { _id: string; name: string }[];
  };
  const service = services.data.find((item) => item.name === name);
  if (!service) throw new Error(`no service ${name}`);
  return service._id;
}

/** The subjects of the mails the API wrote to `email` (DATA_DIR/mail), once at least `count` are there. */
export async function subjectsTo(email: string, count = 1): Promise<string[]> {
  const dir = path.join(dataDir(), 'mail');
  let subjects: string[] = [];
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml'),
        );
        subjects = [];
        for (const name of names.sort()) {
          const raw = await readFile(path.join(dir, name), 'utf8');
          const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
          if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(head)) continue;
          const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
          // Arabic subjects come as RFC 2047 encoded words.
          subjects.push(
            subject.replace(/=\?utf-8\?b\?([^?]*)\?=\s*/gi, (_all, text: string) =>
              Buffer.from(text, 'base64').toString('utf8'),
            ),
          );
        }
        return subjects.length >= count;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return subjects;
}

/** Ticks a crop inside its (collapsed) catalogue group. */
export async function tickCrop(page: Page, group: string, crop: string) {
  const details = page.locator('details').filter({ has: page.locator('summary', { hasText: group }) });
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await details.locator('summary').click();
  }
  await details.getByLabel(crop, { exact: true }).check();
}
