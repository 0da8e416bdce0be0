import { Injectable, Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import {
  CatalogRepository,
  type NewCategory,
  type NewProduct,
  type NewService,
} from '../catalog/catalog.repository';
import { ContentService } from '../content/content.service';
import { PictureService } from '../content/picture.service';
import { FilesService } from '../files/files.service';
import { MediaUsage } from '../files/media-usage';
import { renderFarmScene } from './art/farm-scenes';
import { type Grown, writeInBatches } from './grow';
import { type Artwork, renderWebp } from './art/render';
import { arabicCategories, arabicOffers, arabicProducts, arabicServices } from './demo-catalog-ar';
import { demoCategories, demoFeatured } from './demo-catalog';
import { demoGallery, demoPosts } from './demo-content';
import { demoServices } from './demo-services';
import { slugify } from './slug';

export interface ContentSeedResult {
  seeded: boolean;
  galleryItems: number;
  posts: number;
}

export interface SeedResult {
  seeded: boolean;
  services: number;
  categories: number;
  products: number;
}

/** Fills an empty store with the demo catalog, its pictures drawn here and kept in GridFS. */
@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly catalog: CatalogRepository,
    private readonly files: FilesService,
    private readonly content: ContentService,
    private readonly pictureStore: PictureService,
    private readonly media: MediaUsage,
  ) {}

  /** Skips when a catalog exists, unless forced, in which case the old catalog and its files are replaced. */
  async seedDemoCatalog({ force = false } = {}): Promise<SeedResult> {
    if (!force && !(await this.catalog.isEmpty())) {
      return { seeded: false, services: 0, categories: 0, products: 0 };
    }
    const started = Date.now();
    // Also clears what an interrupted earlier seed left: services are written last, so such a store
    // still counted as empty.
    await this.removeCatalog();
    await this.catalog.ensureIndexes();

    const serviceIds = new Map(demoServices.map((service) => [service.slug, new Types.ObjectId()]));
    const categories: NewCategory[] = [];
    const products: NewProduct[] = [];
    await Promise.all(
      demoCategories.map(async (demo) => {
        const categoryId = new Types.ObjectId();
        const slug = slugify(demo.name);
        const serviceId = serviceIds.get(demo.service);
        if (!serviceId) throw new Error(`Demo category ${demo.name} names unknown service ${demo.service}`);
        const [image] = await this.pictures({ kind: demo.kind }, `category-${slug}`, 1);
        const arabic = arabicCategories[demo.name];
        categories.push({
          _id: categoryId,
          serviceId,
          name: demo.name,
          nameAr: arabic?.name ?? '',
          slug,
          description: demo.description,
          descriptionAr: arabic?.description ?? '',
          image,
        });
        const made = await Promise.all(
          demo.products.map(async ({ kind, ...product }) => {
            const productSlug = slugify(product.name);
            const images = await this.pictures({ kind }, productSlug, 2);
            const arabic = arabicProducts[product.name];
            const featuredAt = demoFeatured.indexOf(product.name) + 1;
            return {
              ...product,
              featured: featuredAt > 0,
              featuredOrder: featuredAt,
              nameAr: arabic?.name ?? '',
              descriptionAr: arabic?.description ?? '',
              offerAr: product.offer ? (arabicOffers[product.offer] ?? '') : '',
              uspAr: arabic?.usp ?? [],
              categoryId,
              slug: productSlug,
              images,
            };
          }),
        );
        products.push(...made);
      }),
    );
    const services: NewService[] = await Promise.all(
      demoServices.map(async ({ art, ...service }, position) => {
        const image = (
          await Promise.all(
            art.map((artwork, index) => this.pictures(artwork, `${service.slug}-${index}`, 1)),
          )
        ).flat();
        const arabic = arabicServices[service.name];
        return {
          ...service,
          nameAr: arabic?.name ?? '',
          descriptionAr: arabic?.description ?? '',
          subdescriptionAr: arabic?.subdescription ?? '',
          subHeadingAr: arabic?.subHeading ?? '',
          _id: serviceIds.get(service.slug),
          position,
          image,
          // No demo videos: the seed has no real clips to give and invents no links (docs/decisions/181-service-videos.md).
          video: [],
        };
      }),
    );

    await this.catalog.createCategories(categories);
    await this.catalog.createProducts(products);
    await this.catalog.createServices(services);
    const result = {
      seeded: true,
      services: services.length,
      categories: categories.length,
      products: products.length,
    };
    this.logger.log(
      `Demo catalog seeded: ${result.services} services, ${result.categories} categories, ${result.products} products in ${Date.now() - started} ms`,
    );
    return result;
  }

  /**
   * Adds generated products until the catalog holds `target` (`pnpm seed -- --products 100000`), to measure
   * how the shop behaves with a large catalog. Each is a copy of a stored product (its category
   * and pictures, so no new files) with a numbered name and slug, a varied price and stock, and its own
   * creation time, so name order, search and newest-first lists all have something to sort. Nothing is
   * added when the catalog is already that large.
   */
  async growCatalog(target: number): Promise<Grown> {
    const started = Date.now();
    const existing = await this.catalog.productCount();
    const templates = await this.catalog.productTemplates(500);
    if (existing >= target || templates.length === 0) return { added: 0, total: existing, ms: 0 };
    const count = target - existing;
    const now = Date.now();
    const made = (index: number) => {
      const serial = existing + index + 1;
      const template = templates[index % templates.length];
      const { _id: _templateId, ...fields } = template as NewProduct & { createdAt?: Date; updatedAt?: Date };
      // Between 80% and 120% of the template's price, with a discount on every third one.
      const price = Math.round(template.price * (0.8 + (serial % 5) * 0.1) * 100) / 100;
      const discountedPrice = serial % 3 === 0 ? Math.round(price * 90) / 100 : price;
      const createdAt = new Date(now - (count - index) * 1000);
      return {
        ...fields,
        _id: new Types.ObjectId(),
        name: `${template.name} ${serial}`,
        nameAr: template.nameAr ? `${template.nameAr} ${serial}` : '',
        slug: `${template.slug}-${serial}`,
        price,
        discountedPrice,
        stock: serial % 40,
        // The admin's choice of featured products stays theirs: copies are never featured.
        featured: false,
        featuredOrder: 0,
        createdAt,
        updatedAt: createdAt,
      };
    };
    await writeInBatches(count, made, (batch) => this.catalog.createProductsInBulk(batch));
    const ms = Date.now() - started;
    this.logger.log(`Catalog grown by ${count} generated products to ${target} in ${ms} ms`);
    return { added: count, total: target, ms };
  }

  /**
   * Fills an empty gallery and blog with the demo pictures and posts (both languages); skips when either
   * holds anything, unless forced, in which case both are replaced with their files.
   */
  async seedDemoContent({ force = false } = {}): Promise<ContentSeedResult> {
    if (!force && !(await this.content.isEmpty())) return { seeded: false, galleryItems: 0, posts: 0 };
    const started = Date.now();
    const old = await this.content.clear();
    await Promise.all(old.map((image) => this.pictureStore.remove(image, { withOriginal: true })));
    await this.content.ensureIndexes();

    // One timestamp a second apart per item keeps the seeded order (newest first) on any database.
    const now = Date.now();
    const gallery = await Promise.all(
      demoGallery.map(async ({ picture, ...texts }, index) => {
        const key = `gallery-${index}`;
        const image = await this.pictureStore.store(await renderFarmScene(picture, key), `${key}.webp`);
        return { ...texts, image, createdAt: new Date(now - index * 1000) };
      }),
    );
    const posts = await Promise.all(
      demoPosts.map(async ({ picture, publishedAt, ...post }) => {
        const cover = await this.pictureStore.store(
          await renderFarmScene(picture, post.slug),
          `${post.slug}.webp`,
        );
        return { ...post, cover, published: true, publishedAt: new Date(publishedAt) };
      }),
    );
    await this.content.insertGallery(gallery);
    await this.content.insertPosts(posts);
    this.logger.log(
      `Demo content seeded: ${gallery.length} gallery pictures, ${posts.length} posts in ${Date.now() - started} ms`,
    );
    return { seeded: true, galleryItems: gallery.length, posts: posts.length };
  }

  private async pictures(artwork: Artwork, key: string, count: number): Promise<{ url: string }[]> {
    return Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const webp = await renderWebp(artwork, `${key}-${index}`);
        const stored = await this.files.store(webp, {
          filename: `${key}-${index + 1}.webp`,
          accept: ['image/webp'],
        });
        return { url: stored.url };
      }),
    );
  }

  /**
   * Clears the catalog, and then the files no record shows any more: orders kept across the re-seed, and
   * posts or gallery items that share a picture, keep theirs (docs/decisions/239-files-in-use.md).
   */
  private async removeCatalog(): Promise<void> {
    const urls = await this.catalog.mediaUrls();
    await this.catalog.clear();
    await this.media.removeUnused(urls);
  }
}
