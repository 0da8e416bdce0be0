import { messageRef } from '@farm/contract';
import { ApiException, issueOf } from '../errors/error-body';
import { fileIdOf, type FilesService } from '../files/files.service';

/**
 * Every URL names a public picture stored here, else 400 `imageNotFound` at the field `pathOf(index)`: a
 * catalog record never points at a missing file, a video or a private one (a CV, an enquiry photo).
 */
export async function checkStoredImages(
  files: FilesService,
  urls: readonly string[],
  pathOf: (index: number) => string,
): Promise<void> {
  for (const [index, url] of urls.entries()) {
    const id = fileIdOf(url);
    const info = id ? await files.find(id) : undefined;
    if (!info || !info.contentType.startsWith('image/') || info.private)
      throw new ApiException(400, 'imageNotFound', undefined, [
        issueOf(pathOf(index), messageRef('imageNotFound')),
      ]);
  }
}
