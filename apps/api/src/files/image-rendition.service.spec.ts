import { MongoRuntimeError } from 'mongodb';
import { ApiException } from '../errors/error-body';
import type { FileInfo, FilesService } from './files.service';
import { ImageRenditionService } from './image-rendition.service';
import { ImageWorkService } from './image-work.service';

const original = { id: '64b7f0c2a1b2c3d4e5f60720', contentType: 'image/png' } as FileInfo;

/** The files bucket as the service sees it: no rendition yet, and the original read as `read` says. */
function serviceReading(read: () => Promise<Buffer>): ImageRenditionService {
  const files = { findRendition: async () => null, read, storeRendition: jest.fn() };
  return new ImageRenditionService(files as unknown as FilesService, new ImageWorkService());
}

async function refusal(service: ImageRenditionService): Promise<unknown> {
  return service.rendition(original, 160, 'image/webp').catch((error: unknown) => error);
}

describe('ImageRenditionService', () => {
  it('answers 404 for a picture removed between finding it and reading it', async () => {
    const missing = serviceReading(async () => {
      throw new MongoRuntimeError(`FileNotFound: file ${original.id} was not found`);
    });
    const emptied = serviceReading(async () => Buffer.alloc(0));
    for (const service of [missing, emptied]) {
      const error = await refusal(service);
      expect(error).toBeInstanceOf(ApiException);
      expect((error as ApiException).getStatus()).toBe(404);
      expect((error as ApiException).code).toBe('fileNotFound');
    }
  });

  it('lets any other failure of the read through', async () => {
    const broken = new Error('connection lost');
    expect(await refusal(serviceReading(async () => Promise.reject(broken)))).toBe(broken);
  });
});
