import { Injectable } from '@nestjs/common';
import {
  type AdminCategory,
  type AdminService,
  type CategoryInput,
  messageRef,
  type ServiceInput,
} from '@farm/contract';
import { AuditService, changedFields } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { CatalogRepository, type CategoryFields, type ServiceFields } from './catalog.repository';
import { ApiException, issueOf } from '../errors/error-body';
import { fileIdOf, FilesService, storedFileUrl } from '../files/files.service';
import { checkStoredImages } from './stored-images';
import { slugify } from '../seed/slug';

function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/** Tries at a slug made from a name, each after another admin took the one before. */
const MADE_SLUG_ATTEMPTS = 5;

/**
 * The admin's services and categories: slugs kept unique, images checked to be pictures this site
 * stored, every change recorded in the audit trail, and a record in use never deleted. All database writes
 * go through CatalogRepository, the catalog's one write side.
 */
@Injectable()
export class CatalogAdminService {
  constructor(
    private readonly repository: CatalogRepository,
    private readonly files: FilesService,
    private readonly audit: AuditService,
  ) {}

  listServices(): Promise<AdminService[]> {
    return this.repository.adminServices();
  }

  getService(id: string): Promise<AdminService | undefined> {
    return this.repository.adminService(id);
  }

  listCategories(serviceId?: string): Promise<AdminCategory[]> {
    return this.repository.adminCategories(serviceId);
  }

  getCategory(id: string): Promise<AdminCategory | undefined> {
    return this.repository.adminCategory(id);
  }

  async createService(admin: AuthUser, input: ServiceInput): Promise<AdminService> {
    const position = await this.repository.nextServicePosition();
    const created = await this.slugGuarded('serviceSlugTaken', input.slug, async () =>
      this.repository.createService(await this.serviceFields(input, position)),
    );
    await this.audit.record(admin, { kind: 'service', recordId: created._id, action: 'created' });
    return created;
  }

  async updateService(admin: AuthUser, id: string, input: ServiceInput): Promise<AdminService> {
    const before = await this.repository.adminService(id);
    if (!before) throw new ApiException(404, 'serviceNotFound');
    const fields = await this.serviceFields(input, before.position, id, before.slug);
    const after = await this.slugGuarded('serviceSlugTaken', input.slug, () =>
      this.repository.replaceService(id, fields),
    );
    if (!after) throw new ApiException(404, 'serviceNotFound');
    const changed = changedFields(before, after);
    if (changed.length > 0)
      await this.audit.record(admin, { kind: 'service', recordId: id, action: 'updated', fields: changed });
    return after;
  }

  /** 409 with how many categories use the service; the screen shows that sentence. */
  async deleteService(admin: AuthUser, id: string): Promise<AdminService> {
    const outcome = await this.repository.deleteUnusedService(id);
    if (!outcome) throw new ApiException(404, 'serviceNotFound');
    if ('inUse' in outcome)
      throw outcome.inUse === 1
        ? new ApiException(409, 'serviceInUseOne', { count: 1 })
        : new ApiException(409, 'serviceInUse', { count: outcome.inUse });
    await this.audit.record(admin, {
      kind: 'service',
      recordId: id,
      action: 'deleted',
      detail: outcome.deleted.name,
    });
    return outcome.deleted;
  }

  async createCategory(admin: AuthUser, input: CategoryInput): Promise<AdminCategory> {
    const created = await this.slugGuarded('categorySlugTaken', input.slug, async () =>
      this.repository.createCategory(await this.categoryFields(input)),
    );
    await this.audit.record(admin, { kind: 'category', recordId: created._id, action: 'created' });
    return created;
  }

  async updateCategory(admin: AuthUser, id: string, input: CategoryInput): Promise<AdminCategory> {
    const before = await this.repository.adminCategory(id);
    if (!before) throw new ApiException(404, 'categoryNotFound');
    const fields = await this.categoryFields(input, id, before.slug);
    const after = await this.slugGuarded('categorySlugTaken', input.slug, () =>
      this.repository.replaceCategory(id, fields),
    );
    if (!after) throw new ApiException(404, 'categoryNotFound');
    // `image` may vanish (back to the fallback picture): compare it explicitly, absent included.
    const changed = changedFields(before, after);
    if (!before.image !== !after.image && !changed.includes('image')) changed.push('image');
    if (changed.length > 0)
      await this.audit.record(admin, { kind: 'category', recordId: id, action: 'updated', fields: changed });
    return after;
  }

  async deleteCategory(admin: AuthUser, id: string): Promise<AdminCategory> {
    const outcome = await this.repository.deleteUnusedCategory(id);
    if (!outcome) throw new ApiException(404, 'categoryNotFound');
    if ('inUse' in outcome) {
      const { inUse: count, archived = 0 } = outcome;
      if (archived > 0) throw new ApiException(409, 'categoryInUseArchived', { count, archived });
      throw count === 1
        ? new ApiException(409, 'categoryInUseOne', { count: 1 })
        : new ApiException(409, 'categoryInUse', { count });
    }
    await this.audit.record(admin, {
      kind: 'category',
      recordId: id,
      action: 'deleted',
      detail: outcome.deleted.name,
    });
    return outcome.deleted;
  }

  private async serviceFields(
    input: ServiceInput,
    position: number,
    id?: string,
    currentSlug?: string,
  ): Promise<ServiceFields> {
    await this.checkImages(
      input.image.map((image) => image.url),
      (index) => `image.${index}.url`,
    );
    await this.checkVideoFiles(input.video.map((video) => video.url));
    const slug = await this.slugFor(input.slug, input.name, currentSlug, 'serviceSlugTaken', (candidate) =>
      this.repository.serviceSlugTaken(candidate, id),
    );
    return {
      name: input.name,
      nameAr: input.nameAr ?? '',
      slug,
      description: input.description,
      descriptionAr: input.descriptionAr ?? '',
      subdescription: input.subdescription ?? '',
      subdescriptionAr: input.subdescriptionAr ?? '',
      subHeading: input.subHeading ?? '',
      subHeadingAr: input.subHeadingAr ?? '',
      image: input.image.map(({ url }) => ({ url: storedFileUrl(url) })),
      video: input.video.map(({ url, title, titleAr }) => ({ url, title, titleAr: titleAr ?? '' })),
      position: input.position ?? position,
    };
  }

  private async categoryFields(
    input: CategoryInput,
    id?: string,
    currentSlug?: string,
  ): Promise<CategoryFields> {
    if (!(await this.repository.serviceExists(input.serviceId)))
      throw new ApiException(404, 'serviceNotFound');
    if (input.image) await this.checkImages([input.image.url], () => 'image.url');
    const slug = await this.slugFor(input.slug, input.name, currentSlug, 'categorySlugTaken', (candidate) =>
      this.repository.categorySlugTaken(candidate, id),
    );
    const fields: CategoryFields = {
      serviceId: input.serviceId,
      name: input.name,
      nameAr: input.nameAr ?? '',
      slug,
      description: input.description ?? '',
      descriptionAr: input.descriptionAr ?? '',
    };
    if (input.image) fields.image = { url: storedFileUrl(input.image.url) };
    return fields;
  }

  /**
   * The slug to store: the admin's (409 when another record has it); else the record's current one; else
   * one made from the English name, numbered (-2, -3...) until free.
   */
  private async slugFor(
    given: string | undefined,
    name: string,
    current: string | undefined,
    takenCode: 'serviceSlugTaken' | 'categorySlugTaken',
    taken: (slug: string) => Promise<boolean>,
  ): Promise<string> {
    if (given) {
      if (await taken(given)) throw new ApiException(409, takenCode);
      return given;
    }
    if (current) return current;
    const base = slugify(name).slice(0, 100).replace(/-+$/, '') || 'item';
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await taken(candidate))) return candidate;
    }
  }

  /**
   * Another admin took the slug between the check and the write: the unique index says so. The slug the
   * admin typed is then refused; one made from the name is made again (`write` looks up the next free one),
   * as a product's is (docs/decisions/070-product-slugs.md).
   */
  private async slugGuarded<T>(
    code: 'serviceSlugTaken' | 'categorySlugTaken',
    given: string | undefined,
    write: () => Promise<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await write();
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        if (given || attempt >= MADE_SLUG_ATTEMPTS) throw new ApiException(409, code);
      }
    }
  }

  /** Every URL names a picture stored here (a 400 on the field otherwise, like any other field error). */
  private checkImages(urls: string[], pathOf: (index: number) => string): Promise<void> {
    return checkStoredImages(this.files, urls, pathOf);
  }

  /** Every video given as a stored file names a public video stored here (links were checked by the contract). */
  private async checkVideoFiles(urls: string[]): Promise<void> {
    for (const [index, url] of urls.entries()) {
      const id = fileIdOf(url);
      if (!id) continue;
      const info = await this.files.find(id);
      if (!info || !info.contentType.startsWith('video/') || info.private)
        throw new ApiException(400, 'videoNotStored', undefined, [
          issueOf(`video.${index}.url`, messageRef('videoNotStored')),
        ]);
    }
  }
}
