import { checkRevision } from '../database/revision';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectConnection } from '@nestjs/mongoose';
import {
  type AdminProduct,
  type AdminProductQuery,
  type Page,
  type ProductInput,
  type ProductRemoval,
  englishMessage,
  messageRef,
} from '@farm/contract';
import type { Connection } from 'mongoose';
import { AuditService, changedFields } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { CatalogRepository, type ProductRecord } from './catalog.repository';
import { ApiException, issueOf } from '../errors/error-body';
import { FilesService } from '../files/files.service';
import { MediaUsage } from '../files/media-usage';
import { failureOf } from '../logging/failure-of';
import { OrderedProductsService } from '../orders/ordered-products.service';
import { editableFields, namesOf, toAdminProduct, toProductChanges } from './products-admin.mapper';
import { checkStoredImages } from './stored-images';

/**
 * The admin's products: every write goes through CatalogRepository (which keeps the shop's reads
 * fresh) and is recorded on the product's audit trail. A product some order names is archived instead of
 * deleted (docs/decisions/071-archive-ordered-products.md).
 */
@Injectable()
export class ProductsAdminService implements OnModuleInit {
  private readonly logger = new Logger('AdminProducts');
  private ordered: OrderedProductsService;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly moduleRef: ModuleRef,
    private readonly catalog: CatalogRepository,
    private readonly files: FilesService,
    private readonly media: MediaUsage,
    private readonly audit: AuditService,
  ) {}

  /**
   * The orders module imports this one (orders take stock from the catalog), so the catalog cannot import
   * it back: what orders say about products is looked up once every module is built
   * (docs/decisions/150-api-modules-by-domain.md).
   */
  onModuleInit(): void {
    this.ordered = this.moduleRef.get(OrderedProductsService, { strict: false });
  }

  async list(query: AdminProductQuery): Promise<Page<AdminProduct>> {
    const page = await this.catalog.adminProducts(query);
    return { ...page, data: page.data.map(toAdminProduct) };
  }

  async get(id: string): Promise<AdminProduct> {
    return toAdminProduct(await this.record(id));
  }

  async create(input: ProductInput, admin: AuthUser): Promise<AdminProduct> {
    await this.checkCategory(input.categoryId);
    await checkStoredImages(this.files, input.images, (index) => `images.${index}`);
    const created = toAdminProduct(await this.catalog.createProduct(toProductChanges(input)));
    await this.audit.record(admin, {
      kind: 'product',
      recordId: created._id,
      action: 'created',
      fields: Object.keys(editableFields(created)),
      detail: created.slug,
    });
    return created;
  }

  async update(id: string, input: ProductInput, admin: AuthUser): Promise<AdminProduct> {
    const before = toAdminProduct(await this.record(id));
    checkRevision(before.revision, input.revisionWas, 'productChangedMeanwhile');
    await this.checkCategory(input.categoryId);
    await checkStoredImages(this.files, input.images, (index) => `images.${index}`);
    // The form says which stock it was opened with: the save moves the stock by the admin's change.
    const stockChange = input.stockWas === undefined ? undefined : input.stock - input.stockWas;
    const saved = await this.catalog.updateProduct(
      id,
      toProductChanges(input),
      stockChange,
      input.revisionWas,
    );
    // Saved by someone else between the look-up and the write, or deleted meanwhile.
    if (!saved) checkRevision((await this.record(id)).revision, input.revisionWas, 'productChangedMeanwhile');
    if (!saved) throw new ApiException(404, 'productNotFound');
    const after = toAdminProduct(saved);
    const fields = changedFields(editableFields(before), editableFields(after));
    // Saving an unchanged form changes nothing worth a line in the history.
    if (fields.length > 0)
      await this.audit.record(admin, { kind: 'product', recordId: id, action: 'updated', fields });
    await this.removeUnusedImages(urlsOf(before).filter((url) => !urlsOf(after).includes(url)));
    return after;
  }

  /**
   * Deletes the product, or archives it when any order names it. The check and the write share one
   * transaction with the reads of the orders, so an order placed at the same moment either sees the product
   * gone (and is refused) or makes this transaction run again and archive instead.
   */
  async remove(id: string, admin: AuthUser): Promise<ProductRemoval> {
    const before = toAdminProduct(await this.record(id));
    // Set inside the transaction's callback (which may run more than once).
    let outcome = 'deleted' as ProductRemoval['outcome'];
    const session = await this.connection.startSession();
    try {
      await session.withTransaction(async () => {
        outcome = (await this.ordered.isOrdered(id, session)) ? 'archived' : 'deleted';
        const done =
          outcome === 'archived'
            ? await this.catalog.archiveProduct(id, session)
            : await this.catalog.deleteProduct(id, session);
        if (!done) throw new ApiException(404, 'productNotFound');
        await this.audit.record(admin, { kind: 'product', recordId: id, action: outcome }, session);
      });
    } finally {
      await session.endSession();
    }
    // An archived product keeps its images: old orders and a restore still show them.
    if (outcome === 'deleted') await this.removeUnusedImages(urlsOf(before));
    const code = outcome === 'archived' ? 'productArchived' : 'productDeleted';
    return {
      code,
      message: englishMessage(code, { name: before.name }),
      params: namesOf(before),
      outcome,
    };
  }

  async restore(id: string, admin: AuthUser): Promise<AdminProduct> {
    await this.record(id);
    const restored = await this.catalog.restoreProduct(id);
    if (!restored) throw new ApiException(409, 'productNotArchived');
    await this.audit.record(admin, { kind: 'product', recordId: id, action: 'restored' });
    return toAdminProduct(restored);
  }

  private async record(id: string): Promise<ProductRecord> {
    const product = await this.catalog.adminProduct(id);
    if (!product) throw new ApiException(404, 'productNotFound');
    return product;
  }

  /** The category must exist: a 400 on the field, in the contract's words. */
  private async checkCategory(categoryId: string): Promise<void> {
    if (await this.catalog.categoryExists(categoryId)) return;
    throw new ApiException(400, 'categoryNotFound', undefined, [
      issueOf('categoryId', messageRef('categoryNotFound')),
    ]);
  }

  /**
   * Removes stored images nothing shows any more: no product (archived ones too), service, category, order
   * line, post or gallery item (docs/decisions/239-files-in-use.md). Best effort after the change is saved:
   * a file left behind costs space, never correctness.
   */
  private async removeUnusedImages(urls: readonly string[]): Promise<void> {
    try {
      await this.media.removeUnused(urls);
    } catch (error) {
      this.logger.warn(`Unused product images were left in place: ${failureOf(error)}`);
    }
  }
}

function urlsOf(product: AdminProduct): string[] {
  return product.images.map(({ url }) => url);
}
