import type { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import type { FilesService } from '../files/files.service';
import { CatalogAdminService } from './catalog-admin.service';
import type { CatalogRepository } from './catalog.repository';

const admin = { id: '65a1b2c3d4e5f60718293a4b', role: 'admin' } as unknown as AuthUser;
const duplicateKey = Object.assign(new Error('E11000 duplicate key error'), { code: 11000 });

/** A catalog where "herb-towers" is free at the look-up, and taken by another admin at the write. */
function racedCatalog() {
  const taken = new Set<string>();
  const repository = {
    serviceExists: jest.fn().mockResolvedValue(true),
    categorySlugTaken: jest.fn((slug: string) => Promise.resolve(taken.has(slug))),
    createCategory: jest.fn((fields: { slug: string }) => {
      if (fields.slug === 'herb-towers' && !taken.has('herb-towers')) {
        taken.add('herb-towers');
        return Promise.reject(duplicateKey);
      }
      return Promise.resolve({ _id: '65a1b2c3d4e5f60718293a4c', ...fields });
    }),
  };
  const audit = { record: jest.fn() };
  const service = new CatalogAdminService(
    repository as unknown as CatalogRepository,
    {} as FilesService,
    audit as unknown as AuditService,
  );
  return { service, repository };
}

describe('CatalogAdminService: a slug taken between its look-up and the write', () => {
  const input = { name: 'Herb Towers', serviceId: '65a1b2c3d4e5f60718293a4d' };

  it('moves a slug made from the name on to the next free one', async () => {
    const { service, repository } = racedCatalog();
    const created = await service.createCategory(admin, input);
    expect(created.slug).toBe('herb-towers-2');
    expect(repository.createCategory).toHaveBeenCalledTimes(2);
  });

  it('refuses the slug the admin typed, with its own sentence', async () => {
    const { service } = racedCatalog();
    await expect(service.createCategory(admin, { ...input, slug: 'herb-towers' })).rejects.toMatchObject({
      status: 409,
    });
  });
});
