import type { Types } from 'mongoose';
import {
  type AdminGalleryItem,
  type AdminPost,
  type ContentLanguage,
  type GalleryItem as GalleryItemView,
  inLanguage,
  type Post as PostView,
  type PostSummary,
  type SizedImage as SizedImageView,
} from '@farm/contract';
import type { GalleryItem } from './gallery-item.schema';
import { renderMarkdown } from './markdown';
import type { Post } from './post.schema';
import type { SizedImage } from './sized-image.schema';

type Lean<T> = T & { _id: Types.ObjectId };

const image = (stored: SizedImage): SizedImageView => ({
  url: stored.url,
  width: stored.width,
  height: stored.height,
  variants: (stored.variants ?? []).map(({ url, width }) => ({ url, width })),
});

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

export function toGalleryItemView(doc: Lean<GalleryItem>, lang: ContentLanguage): GalleryItemView {
  return {
    _id: doc._id.toString(),
    title: inLanguage(lang, doc.title, doc.titleAr),
    description: inLanguage(lang, doc.description, doc.descriptionAr),
    image: image(doc.image),
  };
}

export function toAdminGalleryItem(doc: Lean<GalleryItem>): AdminGalleryItem {
  return {
    _id: doc._id.toString(),
    title: doc.title,
    titleAr: doc.titleAr ?? '',
    description: doc.description,
    descriptionAr: doc.descriptionAr ?? '',
    image: image(doc.image),
    revision: doc.revision ?? 0,
    createdAt: iso(doc.createdAt) ?? new Date(0).toISOString(),
  };
}

export function toPostSummary(doc: Lean<Post>, lang: ContentLanguage): PostSummary {
  return {
    _id: doc._id.toString(),
    slug: doc.slug,
    title: inLanguage(lang, doc.title, doc.titleAr),
    excerpt: inLanguage(lang, doc.excerpt, doc.excerptAr),
    cover: image(doc.cover),
    author: inLanguage(lang, doc.author, doc.authorAr),
    publishedAt: iso(doc.publishedAt) ?? iso(doc.createdAt) ?? new Date(0).toISOString(),
  };
}

/** A whole post: its Markdown (Arabic where written, else English) rendered and sanitised. */
export function toPostView(doc: Lean<Post>, lang: ContentLanguage): PostView {
  return { ...toPostSummary(doc, lang), html: renderMarkdown(inLanguage(lang, doc.body, doc.bodyAr)) };
}

export function toAdminPost(doc: Lean<Post>): AdminPost {
  return {
    _id: doc._id.toString(),
    slug: doc.slug,
    title: doc.title,
    titleAr: doc.titleAr ?? '',
    excerpt: doc.excerpt,
    excerptAr: doc.excerptAr ?? '',
    body: doc.body,
    bodyAr: doc.bodyAr ?? '',
    cover: image(doc.cover),
    author: doc.author,
    authorAr: doc.authorAr ?? '',
    published: doc.published,
    publishedAt: iso(doc.publishedAt),
    revision: doc.revision ?? 0,
    createdAt: iso(doc.createdAt) ?? new Date(0).toISOString(),
    updatedAt: iso(doc.updatedAt) ?? new Date(0).toISOString(),
  };
}
