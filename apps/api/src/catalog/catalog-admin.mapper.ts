import type { Types } from 'mongoose';
import type { AdminCategory, AdminService } from '@farm/contract';
import type { Category } from './category.schema';
import type { Media } from './media.schema';
import { playableVideos } from './catalog.mapper';
import type { FarmService } from './farm-service.schema';

/** Stored documents as `lean()` returns them; older documents may lack the Arabic texts. */
type Lean<T> = Partial<T> & { _id: Types.ObjectId };

const media = (items: Media[] | undefined): Media[] => (items ?? []).map(({ url }) => ({ url }));

/** A service as the admin screens edit it (both languages, menu position, categories using it). */
export function toAdminService(doc: Lean<FarmService>, categoryCount: number): AdminService {
  return {
    _id: doc._id.toString(),
    slug: doc.slug ?? '',
    name: doc.name ?? '',
    nameAr: doc.nameAr ?? '',
    description: doc.description ?? '',
    descriptionAr: doc.descriptionAr ?? '',
    subdescription: doc.subdescription ?? '',
    subdescriptionAr: doc.subdescriptionAr ?? '',
    subHeading: doc.subHeading ?? '',
    subHeadingAr: doc.subHeadingAr ?? '',
    image: media(doc.image),
    // A stored address that is no video any more (an old search link) is left out: saving drops it.
    video: playableVideos(doc.video).map(({ url, title, titleAr }) => ({
      url,
      title: title ?? '',
      titleAr: titleAr ?? '',
    })),
    position: doc.position ?? 0,
    categoryCount,
  };
}

/** A category as the admin screens edit it (both languages, products using it). */
export function toAdminCategory(doc: Lean<Category>, productCount: number): AdminCategory {
  const view: AdminCategory = {
    _id: doc._id.toString(),
    serviceId: String(doc.serviceId),
    slug: doc.slug ?? '',
    name: doc.name ?? '',
    nameAr: doc.nameAr ?? '',
    description: doc.description ?? '',
    descriptionAr: doc.descriptionAr ?? '',
    productCount,
  };
  if (doc.image?.url) view.image = { url: doc.image.url };
  return view;
}
