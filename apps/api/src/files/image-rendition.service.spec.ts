import { Readable } from 'node:stream';
import { mongo } from 'mongoose';
import { ApiException } from '../errors/error-body';
import { type FileInfo, FilesService } from './files.service';
import { ImageRenditionService } from './image-rendition.service';
import { ImageWorkService } from './image-work.service';

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
