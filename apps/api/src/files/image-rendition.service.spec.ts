import { Readable } from 'node:stream';
import { mongo } from 'mongoose';
import { ApiException, TryLaterException } from '../errors/error-body';
import { type FileInfo, FilesService } from './files.service';
import { ImageRenditionService } from './image-rendition.service';
import { IMAGE_WORK_SLOTS, IMAGE_WORK_WAITING_MAX, ImageWorkService } from './image-work.service';

const original = { id: '64b7f0c2a1b2c3d4e5f60720', contentType: 'image/png' } as FileInfo;

/** The files bucket as the service sees it: no rendition yet, and the original read as `read` says. */
function serviceReading(read: () => Promise<Buffer | undefined>): ImageRenditionService {
  const files = { findRendition: async () => null, read, storeRendition: jest.fn() };
  return new ImageRenditionService(files as unknown as FilesService, new ImageWorkService());
}

async function refusal(service: ImageRenditionService): Promise<unknown> {
  return service.rendition(original, 160, 'image/webp').catch((error: unknown) => error);
}

/** FilesService.read over a download stream made by `download` (the bucket itself is not needed). */
function readThrough(download: () => Readable): Promise<Buffer | undefined> {
  const files = new FilesService({} as never, new ImageWorkService(), {} as never);
  jest.spyOn(files, 'openDownload').mockImplementation(download);
  return files.read(original.id);
}

describe('FilesService.read', () => {
  it('answers undefined for a file removed between finding it and reading it', async () => {
    const missing = () =>
      new Readable({
        read() {
          this.destroy(new mongo.MongoRuntimeError(`FileNotFound: file ${original.id} was not found`));
        },
      });
    expect(await readThrough(missing)).toBeUndefined();
    expect(await readThrough(() => Readable.from([]))).toBeUndefined();
    expect(await readThrough(() => Readable.from([Buffer.from('ab'), Buffer.from('c')]))).toEqual(
      Buffer.from('abc'),
    );
  });

  it('lets any other failure of the read through', async () => {
    const broken = new Error('connection lost');
    const failing = () =>
      new Readable({
        read() {
          this.destroy(broken);
        },
      });
    await expect(readThrough(failing)).rejects.toBe(broken);
  });
});

describe('ImageRenditionService', () => {
  it('answers 404 for a picture that is gone when it is read', async () => {
    const error = await refusal(serviceReading(async () => undefined));
    expect(error).toBeInstanceOf(ApiException);
    expect((error as ApiException).getStatus()).toBe(404);
    expect((error as ApiException).code).toBe('fileNotFound');
  });

  it('lets any other failure of the read through', async () => {
    const broken = new Error('connection lost');
    expect(await refusal(serviceReading(async () => Promise.reject(broken)))).toBe(broken);
  });
});

describe('ImageWorkService', () => {
  it(`refuses a resized copy with 503 and Retry-After once ${IMAGE_WORK_WAITING_MAX} wait for a slot`, async () => {
    const work = new ImageWorkService();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = (count: number) => Array.from({ length: count }, () => work.run(() => held));
    // p-limit starts its tasks on later ticks.
    const queued = holding(IMAGE_WORK_SLOTS);
    await new Promise(setImmediate);
    queued.push(...holding(IMAGE_WORK_WAITING_MAX));
    await new Promise(setImmediate);
    expect(work.load).toEqual({ active: IMAGE_WORK_SLOTS, waiting: IMAGE_WORK_WAITING_MAX });
    const refused = await work.runIfRoom(async () => 'made').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TryLaterException);
    expect((refused as TryLaterException).getStatus()).toBe(503);
    expect((refused as TryLaterException).retryAfterSeconds).toBe(30);
    // An upload still queues.
    const upload = work.run(async () => 'stored');
    release();
    await Promise.all(queued);
    expect(await upload).toBe('stored');
    expect(await work.runIfRoom(async () => 'made')).toBe('made');
  });
});

describe('ImageRenditionService while pictures wait', () => {
  it('reads a picture only once its turn comes, so a waiting job holds none of its bytes', async () => {
    const read = jest.fn(async () => undefined);
    let turn: (() => Promise<unknown>) | undefined;
    const work = { runIfRoom: (task: () => Promise<unknown>) => ((turn = task), new Promise(() => {})) };
    const files = { findRendition: async () => null, read, storeRendition: jest.fn() };
    const service = new ImageRenditionService(files as unknown as FilesService, work as ImageWorkService);
    void service.rendition(original, 160, 'image/webp');
    await new Promise(setImmediate);
    expect(turn).toBeDefined();
    expect(read).not.toHaveBeenCalled();
    await turn?.().catch(() => undefined);
    expect(read).toHaveBeenCalledWith(original.id);
  });
});
