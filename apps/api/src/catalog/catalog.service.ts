import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { isObjectIdString } from '../common/object-id';
import {
  type CategoryView,
  type ProductView,
  type ServiceView,
  toCategoryView,
  toProductView,
  toServiceView,
} from './catalog.mapper';
import { Category } from './category.schema';
import { type Page, type PageRequest, pageOf, skipFor } from './pagination';
import { Product } from './product.schema';
import { nameContains } from './search';
import { Service } from './service.schema';

export interface ProductQuery extends PageRequest {
  search?: string;
}

/** Read side of the catalog: every query the shop's pages make. */
@Injectable()
export class CatalogService {
  constructor(
    @InjectModel(Service.name) private readonly services: Model<Service>,
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(Product.name) private readonly products: Model<Product>,
  ) {}

  async listServices(): Promise<ServiceView[]> {
    const docs = await this.services.find().sort({ position: 1, name: 1 }).lean().exec();
    return docs.map(toServiceView);
  }

  async getService(id: string): Promise<ServiceView | undefined> {
    if (!isObjectIdString(id)) return undefined;
    const doc = await this.services.findById(id).lean().exec();
    return doc ? toServiceView(doc) : undefined;
  }

  /** undefined when the service does not exist (an existing service may have no categories). */
  async listServiceCategories(serviceId: string): Promise<CategoryView[] | undefined> {
    if (!(await this.exists(this.services, serviceId))) return undefined;
    const docs = await this.categories.find({ serviceId }).sort({ name: 1 }).lean().exec();
    return docs.map(toCategoryView);
  }

  async listProducts(query: ProductQuery): Promise<Page<ProductView>> {
    const filter = nameContains(query.search);
    return this.productPage(filter, query);
  }

  /** undefined when the category does not exist. */
  async listCategoryProducts(categoryId: string, query: PageRequest): Promise<Page<ProductView> | undefined> {
    if (!(await this.exists(this.categories, categoryId))) return undefined;
    // aggregate pipelines are not cast by the schema: the id is an ObjectId in the documents
    return this.productPage({ categoryId: new Types.ObjectId(categoryId) }, query);
  }

  async getProductById(id: string): Promise<ProductView | undefined> {
    if (!isObjectIdString(id)) return undefined;
    const doc = await this.products.findById(id).lean().exec();
    return doc ? toProductView(doc) : undefined;
  }

  async getProductBySlug(slug: string): Promise<ProductView | undefined> {
    const doc = await this.products.findOne({ slug: slug.toLowerCase() }).lean().exec();
    return doc ? toProductView(doc) : undefined;
  }

  /**
   * One page and the total in one database round trip: the page is cut from the same sorted match the total
   * counts (a leading $match and $sort can still use the { name, _id } indexes on MongoDB).
   */
  private async productPage(
    filter: Record<string, unknown>,
    request: PageRequest,
  ): Promise<Page<ProductView>> {
    const [result] = await this.products
      .aggregate<{ total: { n: number }[]; docs: Parameters<typeof toProductView>[0][] }>([
        { $match: filter },
        { $sort: { name: 1, _id: 1 } },
        {
          $facet: {
            total: [{ $count: 'n' }],
            docs: [{ $skip: skipFor(request) }, { $limit: request.limit }],
          },
        },
      ])
      .exec();
    return pageOf(result.docs.map(toProductView), result.total[0]?.n ?? 0, request);
  }

  private async exists(model: Model<Service> | Model<Category>, id: string): Promise<boolean> {
    if (!isObjectIdString(id)) return false;
    return (await (model as Model<Service>).exists({ _id: id }).exec()) !== null;
  }
}
