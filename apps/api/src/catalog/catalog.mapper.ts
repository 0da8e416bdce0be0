import type { Types } from 'mongoose';
import {
  type Category,
  type ContentLanguage,
  inLanguage,
  type Product,
  type Service,
  type ServiceVideo as ServiceVideoView,
  videoSourceOf,
} from '@farm/contract';
import type { Media, ServiceVideo } from './media.schema';

/** Plain documents as `lean()` returns them. */
type Lean<T> = T & { _id: Types.ObjectId };

// The public shapes are the contract's; the API never declares its own copy.
export type ServiceView = Service;
export type CategoryView = Category;
export type ProductView = Product;

const media = (items: Media[] | undefined): Media[] => (items ?? []).map(({ url }) => ({ url }));

/**
 * The videos a page may show: only addresses that are still a stored file or one YouTube or Vimeo video,
 * so a link stored before the rule (a search page) never reaches a visitor (docs/decisions/181-service-videos.md).
 */
export function playableVideos<T extends Partial<ServiceVideo>>(
  items: T[] | undefined,
): (T & { url: string })[] {
  return (items ?? []).filter((item): item is T & { url: string } => !!item.url && !!videoSourceOf(item.url));
}

const videos = (lang: ContentLanguage, items: Partial<ServiceVideo>[] | undefined): ServiceVideoView[] =>
  playableVideos(items).map(({ url, title, titleAr }) => ({
    url,
    title: inLanguage(lang, title ?? '', titleAr),
  }));

/**
 * Stored documents. The Arabic texts are optional here on purpose: documents written before the catalog
 * was bilingual have none, and read as English (docs/decisions/050-bilingual-content.md).
 */
type Arabic<K extends string> = { [F in K as `${F}Ar`]?: string | null };
type ServiceFields = Omit<ServiceView, '_id' | 'video'> & { video?: Partial<ServiceVideo>[] } & Arabic<
    'name' | 'description' | 'subdescription' | 'subHeading'
  >;
type CategoryFields = Omit<CategoryView, '_id' | 'serviceId'> & {
  serviceId: Types.ObjectId;
} & Arabic<'name' | 'description'>;
type ProductFields = Omit<ProductView, '_id' | 'categoryId'> & {
  categoryId: Types.ObjectId;
  uspAr?: (string | null)[] | null;
} & Arabic<'name' | 'description' | 'offer'>;

/** Features in the language: each Arabic item where it is given, its English one where it is not. */
function features(lang: ContentLanguage, usp: string[] | undefined, uspAr: ProductFields['uspAr']): string[] {
  return (usp ?? []).map((item, index) => inLanguage(lang, item, uspAr?.[index]));
}

// Explicit field lists keep internal fields (timestamps, menu position, the other language) out of the
// public shape. `lang` defaults to English so callers that embed catalog data keep their English answers.
export function toServiceView(doc: Lean<ServiceFields>, lang: ContentLanguage = 'en'): ServiceView {
  return {
    _id: doc._id.toString(),
    name: inLanguage(lang, doc.name, doc.nameAr),
    slug: doc.slug,
    description: inLanguage(lang, doc.description, doc.descriptionAr),
    subdescription: inLanguage(lang, doc.subdescription ?? '', doc.subdescriptionAr),
    subHeading: inLanguage(lang, doc.subHeading ?? '', doc.subHeadingAr),
    image: media(doc.image),
    video: videos(lang, doc.video),
  };
}

export function toCategoryView(doc: Lean<CategoryFields>, lang: ContentLanguage = 'en'): CategoryView {
  const view: CategoryView = {
    _id: doc._id.toString(),
    serviceId: doc.serviceId.toString(),
    name: inLanguage(lang, doc.name, doc.nameAr),
    slug: doc.slug,
    description: inLanguage(lang, doc.description ?? '', doc.descriptionAr),
  };
  if (doc.image?.url) view.image = { url: doc.image.url };
  return view;
}

export function toProductView(doc: Lean<ProductFields>, lang: ContentLanguage = 'en'): ProductView {
  return {
    _id: doc._id.toString(),
    categoryId: doc.categoryId.toString(),
    name: inLanguage(lang, doc.name, doc.nameAr),
    slug: doc.slug,
    description: inLanguage(lang, doc.description, doc.descriptionAr),
    images: media(doc.images),
    // No English offer means no offer: an Arabic label alone would show a sale only to Arabic readers.
    offer: doc.offer ? inLanguage(lang, doc.offer, doc.offerAr) : '',
    price: doc.price,
    discountedPrice: doc.discountedPrice,
    stock: doc.stock,
    usp: features(lang, doc.usp, doc.uspAr),
  };
}
