import { Injectable } from '@nestjs/common';
import { fileIdOf, FilesService } from './files.service';

/** Which of these stored files' URLs the records of one module still show. */
export type MediaReader = (urls: readonly string[]) => Promise<Set<string>>;

/**
 * One answer to "is this stored file still shown anywhere?" before any file is deleted
 * (docs/decisions/239-files-in-use.md). An admin may pick the same uploaded picture for a product, a post
 * and a gallery item; each module that shows stored files registers how to find its own uses (the catalog,
 * the orders' lines, the posts and the gallery), so a record dropping a picture removes it only when no
 * other record shows it.
 */
@Injectable()
export class MediaUsage {
  private readonly readers: MediaReader[] = [];

  constructor(private readonly files: FilesService) {}

  /** Called by each module that shows stored files, once, when it starts. */
  register(reader: MediaReader): void {
    this.readers.push(reader);
  }

  /** The URLs among `urls` that any record still shows. */
  async inUse(urls: readonly string[]): Promise<Set<string>> {
    if (urls.length === 0) return new Set();
    const found = await Promise.all(this.readers.map((reader) => reader(urls)));
    return new Set(found.flatMap((used) => [...used]));
  }

  /**
   * Deletes the stored files among `urls` that no record shows any more. Called once the record that
   * dropped them is saved (or deleted), so a failed save never leaves a record pointing at a missing file.
   */
  async removeUnused(urls: readonly string[]): Promise<void> {
    const stored = [...new Set(urls.filter((url) => fileIdOf(url) !== undefined))];
    if (stored.length === 0) return;
    const used = await this.inUse(stored);
    const ids = stored.filter((url) => !used.has(url)).map((url) => fileIdOf(url) as string);
    await this.files.deleteMany(ids);
  }
}
