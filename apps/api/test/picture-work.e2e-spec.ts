import { accountMessages } from '@farm/contract';
import sharp from 'sharp';
import { ImageWorkService, IMAGE_WORK_SLOTS } from '../src/files/image-work.service';
import { IMAGE_WORK_BUDGET } from '../src/throttle/throttle.service';
import { nextVisitorAddress } from './auth-app';
import { type EnquiriesApp, startEnquiriesApp } from './enquiries-app';
import { expectErrorBody } from './support/expect-error';
import { fields, type Part } from './support/uploads';

// Bounded picture work (docs/decisions/161-bounded-picture-work.md): a pixel cap, a queue of two, and a
// budget of megapixels per address.

let api: EnquiriesApp;
let sender = 0;

beforeAll(async () => {
  api = await startEnquiriesApp();
});

afterAll(async () => {
  await api?.close();
});

function enquiry(...photos: Buffer[]): Part[] {
  sender += 1;
  return [
    ...fields({
      fullName: 'Khalid',
      email: `pictures.${Date.now().toString(36)}${sender}@farm-test.ae`,
      phone: '0501234567',
    }),
    ...photos.map((data, i) => ({ name: 'image', filename: `site-${i}.png`, type: 'image/png', data })),
  ];
}

/** A flat PNG: cheap to make and send, but decoded at its full size like any photo. */
function flatPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a7c3a' } })
    .png()
    .toBuffer();
}

describe('picture work', () => {
  it('refuses a picture over 24 megapixels with the form message, before decoding it', async () => {
    // 6000 x 4100 = 24.6 megapixels: a photo the earlier 50-megapixel cap let through.
    const res = await api.post('/enquiry/add', enquiry(await flatPng(6000, 4100)));
    expect(res.status).toBe(400);
    expectErrorBody(await res.json(), 400, 'The image is too large: at most 24 megapixels.');
    const ok = await api.post('/enquiry/add', enquiry(await flatPng(6000, 4000)));
    expect(ok.status).toBe(201);
  });

  it(`works on ${IMAGE_WORK_SLOTS} pictures at once; a third sent meanwhile waits for a slot`, async () => {
    const work = api.app.get(ImageWorkService);
    const png = await flatPng(400, 300);
    // Every encoding the API starts is held until the test lets it go, so the queue can be seen as it is.
    const proto = Object.getPrototypeOf(sharp()) as { toBuffer: (...args: unknown[]) => Promise<Buffer> };
    const original = proto.toBuffer;
    let started = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const spy = jest.spyOn(proto, 'toBuffer').mockImplementation(async function (this: unknown, ...args) {
      started += 1;
      await gate;
      return original.apply(this, args);
    });
    try {
      const answers = [1, 2, 3].map(() => api.post('/enquiry/add', enquiry(png)));
      const deadline = Date.now() + 10_000;
      while (work.load.waiting < 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(work.load).toEqual({ active: IMAGE_WORK_SLOTS, waiting: 1 });
      expect(started).toBe(IMAGE_WORK_SLOTS);
      release();
      const statuses = await Promise.all(answers.map(async (answer) => (await answer).status));
      expect(statuses).toEqual([201, 201, 201]);
      expect(started).toBe(3);
      expect(work.load).toEqual({ active: 0, waiting: 0 });
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it(`lets one address decode ${IMAGE_WORK_BUDGET.megapixels} megapixels a minute, then answers 429`, async () => {
    const address = nextVisitorAddress();
    // 20 megapixels each: the budget holds six.
    const big = await flatPng(5000, 4000);
    const fits = IMAGE_WORK_BUDGET.megapixels / 20;
    for (let i = 0; i < fits; i += 1) {
      const res = await api.post('/enquiry/add', enquiry(big), { 'x-forwarded-for': address });
      expect(res.status).toBe(201);
    }
    const before = await api.stored();
    const refused = await api.post('/enquiry/add', enquiry(big), { 'x-forwarded-for': address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expectErrorBody(await refused.json(), 429, accountMessages.tooManyRequests);
    expect(await api.stored()).toEqual(before);
    // Another address has its own budget.
    expect((await api.post('/enquiry/add', enquiry(big))).status).toBe(201);
  });
});
