import { checkRevision, revisionFilter, withNextRevision } from '../database/revision';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, SortOrder } from 'mongoose';
import type {
  AdminGalleryItem,
  AdminPost,
  ContentLanguage,
  GalleryItem as GalleryItemView,
  GalleryItemInput,
  Post as PostView,
  PostInput,
  PostSummary,
  SizedImage,
} from '@farm/contract';
import { AuditService, changedFields } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ClockService } from '../clock/clock.service';
import { isObjectIdString } from '../common/object-id';
import { type Page, type PageRequest, pageOf, skipFor } from '../catalog/pagination';
import { escapeRegex } from '../catalog/search';
import {
  toAdminGalleryItem,
  toAdminPost,
  toGalleryItemView,
  toPostSummary,
  toPostView,
} from './content.mapper';
import { ContentCacheService } from './content-cache';
import { GalleryItem } from './gallery-item.schema';
import { PictureService } from './picture.service';
import { Post } from './post.schema';
import { MediaUsage } from '../files/media-usage';

export interface SearchRequest extends PageRequest {
  search?: string;
}

/** A write refused for a reason the admin can fix. */
export type WriteOutcome<T> =
  { ok: true; value: T } | { ok: false; reason: 'notFound' | 'slugTaken' | 'changedMeanwhile' };

/** Kept by the system, never an admin's change to list in the history. */
const NOT_EDITED = new Set(['createdAt', 'updatedAt', 'revision']);

const NEWEST: Record<string, SortOrder> = { createdAt: -1, _id: -1 };
const LATEST_PUBLISHED: Record<string, SortOrder> = { publishedAt: -1, _id: -1 };

function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/** Matches the English or the Arabic text of `fields` (blank search matches everything). */
function textSearch(search: string | undefined, fields: string[]): Record<string, unknown> {
  const term = search?.trim();
  if (!term) return {};
  const pattern = new RegExp(escapeRegex(term), 'i');
  return { $or: fields.flatMap((field) => [{ [field]: pattern }, { [`${field}Ar`]: pattern }]) };
}

/** How many file addresses one text pattern of `picturesInUse` holds. */
const TEXT_PATTERN_URLS = 100;

/**
 * The gallery and the blog: public reads in the visitor's language, admin reads and writes of both.
 *
 * EVERY WRITE MUST CALL `this.cache.clear()` as soon as its write is done: the public reads are served from
 * memory (ContentCacheService, docs/decisions/226-content-cache.md), and this call is what empties it.
 */
@Injectable()
export class ContentService {
  constructor(
    @InjectModel(GalleryItem.name) private readonly gallery: Model<GalleryItem>,
    @InjectModel(Post.name) private readonly posts: Model<Post>,
    private readonly pictures: PictureService,
    private readonly clock: ClockService,
    private readonly audit: AuditService,
    private readonly cache: ContentCacheService,
    media: MediaUsage,
  ) {
    media.register((urls) => this.picturesInUse(urls));
  }

  /**
   * Which of these stored files' URLs a post's cover or a gallery item's picture shows (or one of its
   * sizes), or a post's text shows: its Markdown may show pictures stored on this site.
   */
  private async picturesInUse(urls: readonly string[]): Promise<Set<string>> {
    const list = [...urls];
    if (list.length === 0) return new Set();
    // A hundred addresses to a pattern: MongoDB refuses a pattern of more than about 16 KB, and a full
    // re-seed asks about every picture of the catalog at once.
    const patterns: RegExp[] = [];
    for (let start = 0; start < list.length; start += TEXT_PATTERN_URLS)
      patterns.push(
        new RegExp(
          list
            .slice(start, start + TEXT_PATTERN_URLS)
            .map(escapeRegex)
            .join('|'),
        ),
      );
    const [posts, items, texts] = await Promise.all([
      this.posts
        .find(
          { $or: [{ 'cover.url': { $in: list } }, { 'cover.variants.url': { $in: list } }] },
          { cover: 1 },
        )
        .lean()
        .exec(),
      this.gallery
        .find(
          { $or: [{ 'image.url': { $in: list } }, { 'image.variants.url': { $in: list } }] },
          { image: 1 },
        )
        .lean()
        .exec(),
      this.posts
        .find(
          { $or: patterns.flatMap((inText) => [{ body: inText }, { bodyAr: inText }]) },
          { body: 1, bodyAr: 1 },
        )
        .lean()
        .exec(),
    ]);
    const shown = [...posts.map((post) => post.cover), ...items.map((item) => item.image)].flatMap(
      (picture) => [picture.url, ...(picture.variants ?? []).map((variant) => variant.url)],
    );
    const written = texts.map((post) => `${post.body}\n${post.bodyAr}`);
    return new Set(list.filter((url) => shown.includes(url) || written.some((text) => text.includes(url))));
  }

  async listGallery(request: SearchRequest, lang: ContentLanguage): Promise<Page<GalleryItemView>> {
    const page = await this.galleryPage(request);
    return { ...page, data: page.data.map((doc) => toGalleryItemView(doc, lang)) };
  }

  async adminListGallery(request: SearchRequest): Promise<Page<AdminGalleryItem>> {
    const page = await this.galleryPage(request);
    return { ...page, data: page.data.map(toAdminGalleryItem) };
  }

  async adminGetGalleryItem(id: string): Promise<AdminGalleryItem | undefined> {
    if (!isObjectIdString(id)) return undefined;
    const doc = await this.gallery.findById(id).lean().exec();
    return doc ? toAdminGalleryItem(doc) : undefined;
  }

  async createGalleryItem(admin: AuthUser, input: GalleryItemInput): Promise<AdminGalleryItem> {
    const image = await this.pictures.fromStoredUrl(input.image.url);
    const doc = await this.showing(image, undefined, () =>
      this.gallery.create({ ...this.galleryTexts(input), image }),
    );
    this.cache.clear();
    const item = toAdminGalleryItem(doc.toObject());
    await this.audit.record(admin, { kind: 'galleryItem', recordId: item._id, action: 'created' });
    return item;
  }

  async updateGalleryItem(
    admin: AuthUser,
    id: string,
    input: GalleryItemInput,
  ): Promise<AdminGalleryItem | undefined> {
    if (!isObjectIdString(id)) return undefined;
    const current = await this.gallery.findById(id).lean().exec();
    if (!current) return undefined;
    checkRevision(current.revision, input.revisionWas, 'contentChangedMeanwhile');
    const image = await this.pictureFor(current.image, input.image.url);
    const doc = await this.showing(image, current.image, () =>
      this.gallery
        .findOneAndUpdate(
          { _id: id, ...revisionFilter(input.revisionWas) },
          withNextRevision({ $set: { ...this.galleryTexts(input), image } }, input.revisionWas),
          { returnDocument: 'after', runValidators: true },
        )
        .lean()
        .exec(),
    );
    this.cache.clear();
    if (!doc) {
      await this.dropUnsaved(current.image, image);
      // Saved by someone else between the look-up and the write, or deleted meanwhile.
      const now = await this.gallery.findById(id).lean().exec();
      if (now) checkRevision(now.revision, input.revisionWas, 'contentChangedMeanwhile');
      return undefined;
    }
    await this.dropReplaced(current.image, image);
    const item = toAdminGalleryItem(doc);
    const fields = changedFields(toAdminGalleryItem(current), item).filter((field) => !NOT_EDITED.has(field));
    if (fields.length > 0)
      await this.audit.record(admin, { kind: 'galleryItem', recordId: id, action: 'updated', fields });
    return item;
  }

  async deleteGalleryItem(admin: AuthUser, id: string): Promise<boolean> {
    if (!isObjectIdString(id)) return false;
    const doc = await this.gallery.findByIdAndDelete(id).lean().exec();
    if (!doc) return false;
    this.cache.clear();
    await this.pictures.remove(doc.image, { withOriginal: true });
    await this.audit.record(admin, {
      kind: 'galleryItem',
      recordId: id,
      action: 'deleted',
      detail: doc.title,
    });
    return true;
  }

  async listPosts(request: PageRequest, lang: ContentLanguage): Promise<Page<PostSummary>> {
    const filter = { published: true };
    const [docs, total] = await Promise.all([
      this.posts
        .find(filter)
        .sort(LATEST_PUBLISHED)
        .skip(skipFor(request))
        .limit(request.limit)
        .lean()
        .exec(),
      this.posts.countDocuments(filter).exec(),
    ]);
    return pageOf(
      docs.map((doc) => toPostSummary(doc, lang)),
      total,
      request,
    );
  }

  /** A published post; unpublished ones do not exist for the public. */
  async getPublishedPost(slug: string, lang: ContentLanguage): Promise<PostView | undefined> {
    const doc = await this.posts.findOne({ slug: slug.toLowerCase(), published: true }).lean().exec();
    return doc ? toPostView(doc, lang) : undefined;
  }

  async adminListPosts(request: SearchRequest): Promise<Page<AdminPost>> {
    const filter = textSearch(request.search, ['title']);
    const [docs, total] = await Promise.all([
      this.posts.find(filter).sort(NEWEST).skip(skipFor(request)).limit(request.limit).lean().exec(),
      this.posts.countDocuments(filter).exec(),
    ]);
    return pageOf(docs.map(toAdminPost), total, request);
  }

  async adminGetPost(id: string): Promise<AdminPost | undefined> {
    if (!isObjectIdString(id)) return undefined;
    const doc = await this.posts.findById(id).lean().exec();
    return doc ? toAdminPost(doc) : undefined;
  }

  async createPost(admin: AuthUser, input: PostInput): Promise<WriteOutcome<AdminPost>> {
    if (await this.posts.exists({ slug: input.slug }).exec()) return { ok: false, reason: 'slugTaken' };
    const cover = await this.pictures.fromStoredUrl(input.cover.url);
    try {
      const doc = await this.posts.create({ ...this.postFields(input, null), cover });
      this.cache.clear();
      const post = toAdminPost(doc.toObject());
      await this.audit.record(admin, { kind: 'post', recordId: post._id, action: 'created' });
      if (post.published) await this.recordPublished(admin, post);
      return { ok: true, value: post };
    } catch (error) {
      await this.dropUnsaved(undefined, cover);
      // Another admin took the slug between the check and the write.
      if (isDuplicateKey(error)) return { ok: false, reason: 'slugTaken' };
      throw error;
    }
  }

  async updatePost(admin: AuthUser, id: string, input: PostInput): Promise<WriteOutcome<AdminPost>> {
    if (!isObjectIdString(id)) return { ok: false, reason: 'notFound' };
    const current = await this.posts.findById(id).lean().exec();
    if (!current) return { ok: false, reason: 'notFound' };
    checkRevision(current.revision, input.revisionWas, 'contentChangedMeanwhile');
    if (await this.posts.exists({ slug: input.slug, _id: { $ne: current._id } }).exec())
      return { ok: false, reason: 'slugTaken' };
    const cover = await this.pictureFor(current.cover, input.cover.url);
    try {
      const doc = await this.posts
        .findOneAndUpdate(
          { _id: id, ...revisionFilter(input.revisionWas) },
          withNextRevision(
            { $set: { ...this.postFields(input, current.publishedAt), cover } },
            input.revisionWas,
          ),
          { returnDocument: 'after' },
        )
        .lean()
        .exec();
      this.cache.clear();
      if (!doc) {
        await this.dropUnsaved(current.cover, cover);
        // Saved by someone else between the look-up and the write (a 409), or deleted meanwhile.
        const now = await this.posts.findById(id).lean().exec();
        return now ? { ok: false, reason: 'changedMeanwhile' } : { ok: false, reason: 'notFound' };
      }
      await this.dropReplaced(current.cover, cover);
      const post = toAdminPost(doc);
      const fields = changedFields(toAdminPost(current), post).filter((field) => !NOT_EDITED.has(field));
      if (fields.length > 0)
        await this.audit.record(admin, { kind: 'post', recordId: id, action: 'updated', fields });
      if (post.published && !current.published) await this.recordPublished(admin, post);
      return { ok: true, value: post };
    } catch (error) {
      await this.dropUnsaved(current.cover, cover);
      if (isDuplicateKey(error)) return { ok: false, reason: 'slugTaken' };
      throw error;
    }
  }

  async deletePost(admin: AuthUser, id: string): Promise<boolean> {
    if (!isObjectIdString(id)) return false;
    const doc = await this.posts.findByIdAndDelete(id).lean().exec();
    if (!doc) return false;
    this.cache.clear();
    await this.pictures.remove(doc.cover, { withOriginal: true });
    await this.audit.record(admin, { kind: 'post', recordId: id, action: 'deleted', detail: doc.title });
    return true;
  }

  /** Going public is its own entry on the trail (the entry's own time says when). */
  private async recordPublished(admin: AuthUser, post: AdminPost): Promise<void> {
    await this.audit.record(admin, { kind: 'post', recordId: post._id, action: 'published' });
  }

  private async galleryPage(request: SearchRequest) {
    const filter = textSearch(request.search, ['title', 'description']);
    const [docs, total] = await Promise.all([
      this.gallery.find(filter).sort(NEWEST).skip(skipFor(request)).limit(request.limit).lean().exec(),
      this.gallery.countDocuments(filter).exec(),
    ]);
    return pageOf(docs, total, request);
  }

  private galleryTexts(input: GalleryItemInput) {
    return {
      title: input.title,
      titleAr: input.titleAr ?? '',
      description: input.description,
      descriptionAr: input.descriptionAr ?? '',
    };
  }

  /**
   * The post's stored fields. The publication date is the admin's when given; otherwise it is kept from an
   * earlier publication, or stamped now on the first one, so re-saving a post does not move it in the list.
   */
  private postFields(input: PostInput, publishedAt: Date | null) {
    const published = input.published;
    let date: Date | null = input.publishedAt ? new Date(input.publishedAt) : publishedAt;
    if (published && !date) date = new Date(this.clock.now());
    return {
      slug: input.slug,
      title: input.title,
      titleAr: input.titleAr ?? '',
      excerpt: input.excerpt,
      excerptAr: input.excerptAr ?? '',
      body: input.body,
      bodyAr: input.bodyAr ?? '',
      author: input.author,
      authorAr: input.authorAr ?? '',
      published,
      publishedAt: date,
    };
  }

  /** The picture to store: the same when its URL did not change, else the new one (its sizes made). */
  private async pictureFor(current: SizedImage, url: string): Promise<SizedImage> {
    return current.url === url ? current : this.pictures.fromStoredUrl(url);
  }

  /**
   * The replaced picture's files go once the record holds the new one, never before: a save that fails
   * leaves the record and its picture as they were.
   */
  private async dropReplaced(before: SizedImage, after: SizedImage): Promise<void> {
    if (before.url !== after.url) await this.pictures.remove(before, { withOriginal: true });
  }

  /**
   * The sizes made of a new picture for a save that did not happen (the record deleted meanwhile, its slug
   * taken, the write refused): no record shows them, and nothing else would remove them.
   */
  private async dropUnsaved(before: SizedImage | undefined, made: SizedImage): Promise<void> {
    if (before?.url !== made.url) await this.pictures.remove(made, { withOriginal: false });
  }

  /** Runs a write that would show `made` in place of `before`; if it throws, the sizes made for it go. */
  private async showing<T>(
    made: SizedImage,
    before: SizedImage | undefined,
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await this.dropUnsaved(before, made);
      throw error;
    }
  }

  /** Seed side: whether the content collections hold anything yet. */
  async isEmpty(): Promise<boolean> {
    const [item, post] = await Promise.all([this.gallery.exists({}).exec(), this.posts.exists({}).exec()]);
    return item === null && post === null;
  }

  async ensureIndexes(): Promise<void> {
    await Promise.all([this.gallery.init(), this.posts.init()]);
  }

  async insertGallery(items: (Omit<GalleryItem, 'createdAt' | 'updatedAt'> & { createdAt?: Date })[]) {
    try {
      await this.gallery.insertMany(items);
    } finally {
      this.cache.clear(); // some may be in even when the insert fails
    }
  }

  async insertPosts(posts: (Omit<Post, 'createdAt' | 'updatedAt'> & { createdAt?: Date })[]) {
    try {
      await this.posts.insertMany(posts);
    } finally {
      this.cache.clear();
    }
  }

  /** Every picture of the content, so a forced re-seed can remove the files it replaces. */
  async clear(): Promise<SizedImage[]> {
    const [items, posts] = await Promise.all([
      this.gallery.find({}, { image: 1 }).lean().exec(),
      this.posts.find({}, { cover: 1 }).lean().exec(),
    ]);
    try {
      await Promise.all([this.gallery.deleteMany({}).exec(), this.posts.deleteMany({}).exec()]);
    } finally {
      this.cache.clear(); // one of the two may have happened when the other fails
    }
    return [...items.map((item) => item.image), ...posts.map((post) => post.cover)];
  }
}
