import { VIDEO_MAX_BYTES, serviceVideoSchema, uploadedVideoSchema } from '@farm/contract';
import { Types } from 'mongoose';
import { z } from 'zod';
import { OPEN_RANGE_MAX_BYTES } from '../src/files/files.controller';
import { FilesService } from '../src/files/files.service';
import { type ShopApp, startShopApp } from './shop-app';
import { expectErrorBody } from './support/expect-error';
import { multipart, photo } from './support/uploads';

/** Enough of an MP4 for its type to be read from the bytes: an `ftyp` box, then filler as a clip would have. */
function mp4(size = 4096): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'),
  ]);
  // The filler repeats every 251 bytes: filled natively, as a loop over a 50 MB clip held the tests' event
  // loop (and the API's, which shares it) for seconds on a loaded machine.
  const filler = Buffer.from(Array.from({ length: 251 }, (_, i) => (i * 7 + 3) % 251));
  return Buffer.concat([ftyp, Buffer.alloc(size - ftyp.length, filler)]);
}

/** A WebM's opening EBML header (DocType `webm`), then filler. */
function webm(size = 2048): Buffer {
  const header = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04,
    0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x02, 0x42, 0x85,
    0x81, 0x02,
  ]);
  return Buffer.concat([header, Buffer.alloc(size - header.length, 0x11)]);
}

describe('service videos', () => {
  let api: ShopApp;

  beforeAll(async () => {
    api = await startShopApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const send = (data: Buffer, headers: Record<string, string>, filename = 'tour.mp4', type = 'video/mp4') => {
    const { body, contentType } = multipart([{ name: 'video', filename, type, data }]);
    return fetch(`${api.baseUrl}/admin/videos`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...headers },
      body: new Uint8Array(body),
    });
  };

  async function uploadVideo(data: Buffer, filename = 'tour.mp4'): Promise<string> {
    const res = await send(data, api.adminHeaders, filename);
    expect(res.status).toBe(201);
    return z.object({ data: uploadedVideoSchema }).parse(await res.json()).data.url;
  }

  const fileAt = (url: string) => `${api.baseUrl}/files/${url.split('/').pop()}`;

  describe('POST /admin/videos', () => {
    it('stores MP4 and WebM files, typed by their bytes whatever their name says', async () => {
      const mp4Res = await send(mp4(), api.adminHeaders, 'clip.bin', 'application/octet-stream');
      expect(mp4Res.status).toBe(201);
      const stored = z.object({ data: uploadedVideoSchema }).parse(await mp4Res.json()).data;
      expect(stored).toMatchObject({ contentType: 'video/mp4', size: 4096, name: 'clip.bin' });

      const webmRes = await send(webm(), api.adminHeaders, 'harvest.webm', 'video/webm');
      expect(webmRes.status).toBe(201);
      const data = z.object({ data: uploadedVideoSchema }).parse(await webmRes.json()).data;
      expect(data.contentType).toBe('video/webm');
      const served = await fetch(fileAt(data.url));
      expect(served.headers.get('content-type')).toBe('video/webm');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer()).equals(webm())).toBe(true);
    });

    it('refuses other kinds with 400, named as a video upload', async () => {
      const refusals = [
        [await photo('png'), 'still.mp4'],
        [Buffer.from('<html><script>alert(1)</script></html>'), 'page.webm'],
        // QuickTime shares the box but is not MP4, and a Matroska file is not WebM.
        [
          Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  \0\0\0\0qt  ', 'latin1')]),
          'a.mp4',
        ],
        [Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88, ...Buffer.from('matroska')]), 'a.webm'],
      ] as const;
      for (const [data, filename] of refusals) {
        const res = await send(Buffer.from(data), api.adminHeaders, filename);
        expect(res.status).toBe(400);
        const body = expectErrorBody(await res.json(), 400);
        expect(body.code).toBe('videoType');
        expect(body.issues?.[0]).toMatchObject({ path: 'video', code: 'videoType' });
      }
    });

    it('refuses a file over the size limit with 413 before storing it', async () => {
      const files = api.collection('files.files');
      const before = await files.countDocuments();
      const res = await send(mp4(VIDEO_MAX_BYTES + 1), api.adminHeaders);
      expect(res.status).toBe(413);
      expect(expectErrorBody(await res.json(), 413).code).toBe('videoSize');
      expect(await files.countDocuments()).toBe(before);
    });

    it('is the admin’s alone', async () => {
      expect((await send(mp4(), {})).status).toBe(401);
      const customer = await api.shopper('video');
      expect((await send(mp4(), customer.headers)).status).toBe(403);
    });

    it('asks for the file when none is sent', async () => {
      const { body, contentType } = multipart([{ name: 'title', value: 'x' }]);
      const res = await fetch(`${api.baseUrl}/admin/videos`, {
        method: 'POST',
        headers: { 'content-type': contentType, ...api.adminHeaders },
        body: new Uint8Array(body),
      });
      expect(res.status).toBe(400);
    });
  });

  describe('GET /files/:id with ranges', () => {
    let url: string;
    const clip = mp4(10_000);

    beforeAll(async () => {
      url = await uploadVideo(clip);
    });

    it('answers the whole file with 200 and says ranges are taken', async () => {
      const res = await fetch(fileAt(url));
      expect(res.status).toBe(200);
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('content-length')).toBe('10000');
      expect(Buffer.from(await res.arrayBuffer()).equals(clip)).toBe(true);
    });

    it('answers one range with 206 and exactly its bytes', async () => {
      const cases = [
        ['bytes=0-1', 0, 1],
        ['bytes=100-4999', 100, 4999],
        ['bytes=9990-', 9990, 9999],
        ['bytes=-10', 9990, 9999],
        ['bytes=9000-20000', 9000, 9999],
        // A suffix longer than the file is all of it.
        ['bytes=-20000', 0, 9999],
        ['bytes=-10000', 0, 9999],
      ] as const;
      for (const [range, start, end] of cases) {
        const res = await fetch(fileAt(url), { headers: { range } });
        expect(res.status).toBe(206);
        expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/10000`);
        expect(res.headers.get('content-length')).toBe(String(end - start + 1));
        expect(res.headers.get('content-type')).toBe('video/mp4');
        expect(Buffer.from(await res.arrayBuffer()).equals(clip.subarray(start, end + 1))).toBe(true);
      }
    });

    it('answers a range open at its end with at most OPEN_RANGE_MAX_BYTES, the rest to the next ask', async () => {
      const size = OPEN_RANGE_MAX_BYTES + 1000;
      const long = await uploadVideo(mp4(size));
      const first = await fetch(fileAt(long), { headers: { range: 'bytes=0-' } });
      expect(first.status).toBe(206);
      expect(first.headers.get('content-range')).toBe(`bytes 0-${OPEN_RANGE_MAX_BYTES - 1}/${size}`);
      expect((await first.arrayBuffer()).byteLength).toBe(OPEN_RANGE_MAX_BYTES);
      const rest = await fetch(fileAt(long), { headers: { range: `bytes=${OPEN_RANGE_MAX_BYTES}-` } });
      expect(rest.headers.get('content-range')).toBe(`bytes ${OPEN_RANGE_MAX_BYTES}-${size - 1}/${size}`);
      // A range closed at both ends gets what it names.
      const named = await fetch(fileAt(long), { headers: { range: `bytes=0-${size - 1}` } });
      expect(named.headers.get('content-length')).toBe(String(size));
    });

    it('answers 416 with the file size for a range outside the file', async () => {
      const res = await fetch(fileAt(url), { headers: { range: 'bytes=10000-10010' } });
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe('bytes */10000');
      // Not kept by any cache: the file itself is.
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
      expect(expectErrorBody(await res.json(), 416).code).toBe('rangeNotSatisfiable');
    });

    it('answers the whole file to a malformed range, several ranges or an old If-Range', async () => {
      const tries: Record<string, string>[] = [
        { range: 'bytes=abc' },
        { range: 'bytes=0-1,5-6' },
        { range: 'bytes=0-1', 'if-range': '"another-version"' },
        // A unit other than bytes is ignored, even one naming nothing in the file.
        { range: 'items=99999-' },
      ];
      for (const headers of tries) {
        const res = await fetch(fileAt(url), { headers });
        expect(res.status).toBe(200);
        expect((await res.arrayBuffer()).byteLength).toBe(10_000);
      }
      const etag = (await fetch(fileAt(url), { method: 'HEAD' })).headers.get('etag') ?? '';
      const current = await fetch(fileAt(url), { headers: { range: 'bytes=0-1', 'if-range': etag } });
      expect(current.status).toBe(206);
    });
  });

  it('answers 404 for a file removed between its look-up and its first byte', async () => {
    const url = await uploadVideo(mp4(2_000));
    const files = api.app.get(FilesService);
    const open = files.openDownload.bind(files);
    // Removed meanwhile: the download finds no such file.
    const gone = jest
      .spyOn(files, 'openDownload')
      .mockImplementationOnce((_id, range) => open(new Types.ObjectId().toString(), range));
    try {
      const res = await fetch(fileAt(url));
      expect(res.status).toBe(404);
      expect(expectErrorBody(await res.json(), 404).code).toBe('fileNotFound');
    } finally {
      gone.mockRestore();
    }
  });

  describe('a service’s videos', () => {
    const serviceBody = (video: unknown[]) => ({
      name: `Video farms ${new Types.ObjectId().toString()}`,
      description: 'Farms on film.',
      image: [],
      video,
    });
    const post = (body: object) =>
      fetch(`${api.baseUrl}/admin/services`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...api.adminHeaders },
        body: JSON.stringify(body),
      });

    it('keep stored files and YouTube or Vimeo videos with their titles, in order, in the visitor’s language', async () => {
      const file = await uploadVideo(webm(), 'tour.webm');
      const video = [
        { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'A tour', titleAr: 'جولة' },
        { url: file, title: 'Harvest day', titleAr: '' },
        { url: 'https://vimeo.com/76979871', title: 'Setup' },
      ];
      const res = await post(serviceBody(video));
      expect(res.status).toBe(201);
      const { data } = (await res.json()) as { data: { _id: string; video: unknown[] } };
      expect(data.video).toEqual([video[0], video[1], { ...video[2], titleAr: '' }]);
      const ar = await api.client.catalog.getService({
        params: { id: data._id },
        extraHeaders: { 'accept-language': 'ar' },
      });
      expect(ar.status === 200 && z.array(serviceVideoSchema).parse(ar.body.data.video)).toEqual([
        { url: video[0]!.url, title: 'جولة' },
        { url: file, title: 'Harvest day' },
        { url: video[2]!.url, title: 'Setup' },
      ]);
    });

    it('refuse searches, channels and other sites with the contract’s message', async () => {
      for (const url of [
        'https://www.youtube.com/results?search_query=hydroponics',
        'https://www.youtube.com/@greengrowfarms',
        'https://example.com/tour.mp4',
      ]) {
        const res = await post(serviceBody([{ url, title: 'x' }]));
        expect(res.status).toBe(400);
        const body = expectErrorBody(await res.json(), 400);
        expect(body.issues).toEqual(
          expect.arrayContaining([expect.objectContaining({ path: 'video.0.url', code: 'videoUrlInvalid' })]),
        );
      }
      const untitled = await post(serviceBody([{ url: 'https://youtu.be/dQw4w9WgXcQ', title: '' }]));
      expect(untitled.status).toBe(400);
    });

    it('refuse a stored file that is not a video, or no file at all', async () => {
      const { body, contentType } = multipart([
        { name: 'images', filename: 'a.png', type: 'image/png', data: await photo('png') },
      ]);
      const image = (await (
        await fetch(`${api.baseUrl}/admin/images`, {
          method: 'POST',
          headers: { 'content-type': contentType, ...api.adminHeaders },
          body: new Uint8Array(body),
        })
      ).json()) as { data: { url: string }[] };
      for (const url of [image.data[0]!.url, `/api/files/${new Types.ObjectId().toString()}`]) {
        const res = await post(serviceBody([{ url, title: 'x' }]));
        expect(res.status).toBe(400);
        expect(expectErrorBody(await res.json(), 400).issues?.[0]).toMatchObject({
          path: 'video.0.url',
          code: 'videoNotStored',
        });
      }
    });

    it('never show a link stored before the rule, such as a search page', async () => {
      const created = await post(serviceBody([]));
      const { data } = (await created.json()) as { data: { _id: string } };
      await api
        .collection('services')
        .updateOne(
          { _id: new Types.ObjectId(data._id) },
          { $set: { video: [{ url: 'https://www.youtube.com/results?search_query=farm' }] } },
        );
      const pub = await api.client.catalog.getService({ params: { id: data._id } });
      expect(pub.status === 200 && pub.body.data.video).toEqual([]);
    });
  });
});
