import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { GridFSBucket } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../helpers/target';

let target: Target;

beforeAll(async () => {
  target = await openTarget('gridfs');
});

afterAll(async () => {
  await target.close();
});

describe('GridFSBucket', () => {
  it('uploads and downloads a multi-chunk file byte for byte', async () => {
    const bucket = new GridFSBucket(target.db, { bucketName: 'photos', chunkSizeBytes: 64 * 1024 });
    const content = randomBytes(300 * 1024 + 17);
    const upload = bucket.openUploadStream('tray-7.jpg', { metadata: { tray: 7 } });
    await new Promise<void>((resolve, reject) => {
      Readable.from([content])
        .pipe(upload)
        .on('finish', () => resolve())
        .on('error', reject);
    });
    const files = await bucket.find({ filename: 'tray-7.jpg' }).toArray();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ length: content.length, chunkSize: 64 * 1024, metadata: { tray: 7 } });
    expect(await target.db.collection('photos.chunks').countDocuments({ files_id: upload.id })).toBe(5);

    const downloaded = await buffer(bucket.openDownloadStream(upload.id));
    expect(downloaded.equals(content)).toBe(true);
    const byName = await buffer(bucket.openDownloadStreamByName('tray-7.jpg'));
    expect(byName.equals(content)).toBe(true);

    const indexes = await target.db.collection('photos.chunks').listIndexes().toArray();
    expect(indexes.find((index) => index.name === 'files_id_1_n_1')).toMatchObject({ unique: true });

    await bucket.delete(upload.id);
    expect(await bucket.find({}).toArray()).toEqual([]);
    expect(await target.db.collection('photos.chunks').countDocuments()).toBe(0);
  });

  it('streams a file larger than one 16 MiB reply batch', async () => {
    const bucket = new GridFSBucket(target.db, { bucketName: 'videos' });
    const content = randomBytes(20 * 1024 * 1024 + 3);
    const upload = bucket.openUploadStream('walkthrough.mp4');
    await new Promise<void>((resolve, reject) => {
      Readable.from([content])
        .pipe(upload)
        .on('finish', () => resolve())
        .on('error', reject);
    });
    const downloaded = await buffer(bucket.openDownloadStream(upload.id));
    expect(downloaded.length).toBe(content.length);
    expect(downloaded.equals(content)).toBe(true);
    await bucket.drop();
  });
});
