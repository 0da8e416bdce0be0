import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { adminOnly } from './access';
import { dataOf, errorBodySchema, mediaSchema, messageBodySchema, objectIdSchema } from './common';
import { ADMIN_IMAGES_PER_UPLOAD, ENQUIRY_PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from './constants';
import { SLUG_MAX_LENGTH, storedImageInputSchema } from './content';
import {
  checkbox,
  fileList,
  isFile,
  optional,
  optionalText,
  plainNumber,
  requiredText,
  text,
} from './fields';
import { tooLong, validationCodes as m } from './messages';
import { adminCatalogMessages } from './admin-catalog-messages';
import {
  VIDEO_EXTENSIONS,
  VIDEO_TITLE_MAX_LENGTH,
  VIDEO_TYPES,
  VIDEO_URL_MAX_LENGTH,
  videoSourceOf,
} from './video-source';
import { uploadedVideoSchema, adminServiceVideoSchema } from './videos';

const c = initContract();

const am = Object.fromEntries(Object.keys(adminCatalogMessages).map((code) => [code, code])) as {
  readonly [K in keyof typeof adminCatalogMessages]: K;
};
const tooMany = (max: number) => `${am.tooManyEntries}?max=${max}`;

export const CATALOG_NAME_MAX_LENGTH = 120;
export const CATALOG_HEADING_MAX_LENGTH = 200;
export const CATALOG_TEXT_MAX_LENGTH = 2000;
export const SERVICE_IMAGES_MAX = 12;
export const SERVICE_VIDEOS_MAX = 10;
export const SERVICE_POSITION_MAX = 999;

/** A service as the admin edits it: both languages, media, menu position, and how many categories use it. */
export const adminServiceSchema = z.object({
  _id: objectIdSchema,
  slug: z.string(),
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  subdescription: z.string(),
  subdescriptionAr: z.string(),
  subHeading: z.string(),
  subHeadingAr: z.string(),
  image: z.array(mediaSchema),
  video: z.array(adminServiceVideoSchema),
  position: z.number().int(),
  categoryCount: z.number().int().min(0),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

/** A category as the admin edits it, with how many products use it. */
export const adminCategorySchema = z.object({
  _id: objectIdSchema,
  serviceId: objectIdSchema,
  slug: z.string(),
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  image: mediaSchema.optional(),
  productCount: z.number().int().min(0),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** Blank means "make one from the English name" (kept unique by the API); given, it must be free. */
const catalogSlugRule = optional(
  text()
    .max(SLUG_MAX_LENGTH, tooLong(SLUG_MAX_LENGTH))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, am.catalogSlugInvalid),
);
const requiredUpTo = (max: number) => requiredText(m.required, (s) => s.max(max, tooLong(max)));
const optionalUpTo = (max: number) => optional(text().max(max, tooLong(max)));

/**
 * A service video's address: a video file stored on this site, or one YouTube or Vimeo video
 * (docs/decisions/181-service-videos.md). Searches, channels and other sites are refused.
 */
export const videoUrlRule = requiredText(am.videoUrlInvalid, (s) =>
  s.max(VIDEO_URL_MAX_LENGTH, tooLong(VIDEO_URL_MAX_LENGTH)),
).refine((value) => videoSourceOf(value) !== undefined, am.videoUrlInvalid);

/** One video of a service as the admin writes it: where it plays from and its title in both languages. */
export const serviceVideoInputSchema = z.object({
  url: videoUrlRule,
  title: requiredUpTo(VIDEO_TITLE_MAX_LENGTH),
  titleAr: optionalText(VIDEO_TITLE_MAX_LENGTH),
});
export type ServiceVideoInput = z.infer<typeof serviceVideoInputSchema>;

const serviceTexts = {
  slug: catalogSlugRule,
  name: requiredUpTo(CATALOG_NAME_MAX_LENGTH),
  nameAr: optionalText(CATALOG_NAME_MAX_LENGTH),
  description: requiredUpTo(CATALOG_TEXT_MAX_LENGTH),
  descriptionAr: optionalUpTo(CATALOG_TEXT_MAX_LENGTH),
  subdescription: optionalUpTo(CATALOG_TEXT_MAX_LENGTH),
  subdescriptionAr: optionalUpTo(CATALOG_TEXT_MAX_LENGTH),
  subHeading: optionalUpTo(CATALOG_HEADING_MAX_LENGTH),
  subHeadingAr: optionalUpTo(CATALOG_HEADING_MAX_LENGTH),
  /** The Services menu's order; blank puts a new service last and keeps an edited one where it is. */
  position: optional(
    plainNumber(am.servicePositionInvalid, (n) =>
      n
        .int(am.servicePositionInvalid)
        .min(0, am.servicePositionInvalid)
        .max(SERVICE_POSITION_MAX, am.servicePositionInvalid),
    ),
  ),
};

/** What the admin sends to write a service. Images are files stored through POST /admin/images. */
export const serviceInputSchema = z.object({
  ...serviceTexts,
  image: z.array(storedImageInputSchema).max(SERVICE_IMAGES_MAX, tooMany(SERVICE_IMAGES_MAX)),
  video: z.array(serviceVideoInputSchema).max(SERVICE_VIDEOS_MAX, tooMany(SERVICE_VIDEOS_MAX)),
});
export type ServiceInput = z.infer<typeof serviceInputSchema>;

const categoryTexts = {
  serviceId: requiredText(m.required, (s) => s.regex(/^[a-f\d]{24}$/i, m.invalidId)),
  slug: catalogSlugRule,
  name: requiredUpTo(CATALOG_NAME_MAX_LENGTH),
  nameAr: optionalText(CATALOG_NAME_MAX_LENGTH),
  description: optionalUpTo(CATALOG_TEXT_MAX_LENGTH),
  descriptionAr: optionalUpTo(CATALOG_TEXT_MAX_LENGTH),
};

/** What the admin sends to write a category; no image means the public fallback image (docs/product-rules.md §2). */
export const categoryInputSchema = z.object({
  ...categoryTexts,
  image: storedImageInputSchema.optional(),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** One picture the admin picked in a form: JPG, PNG or WebP up to 10 MB (the API checks the content). */
export const adminImageFileRule = z
  .custom<File>((value) => isFile(value) && ['image/jpeg', 'image/png', 'image/webp'].includes(value.type), {
    message: am.adminImageType,
    fatal: false,
  })
  .refine((file) => file.size <= ENQUIRY_PHOTO_MAX_BYTES, am.adminImageSize);

/** Repeated form values (kept image URLs): one string or several; blanks dropped. */
const urlList = (max: number) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).filter(
        (item) => typeof item === 'string' && item.trim() !== '',
      ),
    z.array(storedImageInputSchema.shape.url).max(max, tooMany(max)),
  );

/**
 * A video file the admin picked: MP4 or WebM by its declared type or, failing that, its name, up to
 * VIDEO_MAX_BYTES (the API checks the bytes).
 */
export const adminVideoFileRule = z
  .custom<File>(
    (value) =>
      isFile(value) &&
      ((VIDEO_TYPES as readonly string[]).includes(value.type) ||
        VIDEO_EXTENSIONS.some((extension) => value.name.toLowerCase().endsWith(extension))),
    { message: am.videoType, fatal: false },
  )
  .refine((file) => file.size <= VIDEO_MAX_BYTES, am.videoSize);

/**
 * The service form: the kept images, new image files, the videos in their page order (moved and removed
 * with the form's list buttons), and one new video, a link or a file, added at the end on save.
 */
export const serviceFormSchema = z
  .object({
    ...serviceTexts,
    keepImage: urlList(SERVICE_IMAGES_MAX),
    // One upload request carries at most ADMIN_IMAGES_PER_UPLOAD pictures.
    newImages: fileList(adminImageFileRule, ADMIN_IMAGES_PER_UPLOAD, tooMany(ADMIN_IMAGES_PER_UPLOAD)),
    videos: z.array(serviceVideoInputSchema).max(SERVICE_VIDEOS_MAX, tooMany(SERVICE_VIDEOS_MAX)).default([]),
    newVideoUrl: optional(videoUrlRule),
    // An empty file input still posts an empty, nameless file: that means "no new video".
    newVideoFile: z.preprocess(
      (value) => (value === '' || (isFile(value) && value.size === 0) ? undefined : value),
      adminVideoFileRule.optional(),
    ),
    newVideoTitle: optionalText(VIDEO_TITLE_MAX_LENGTH),
    newVideoTitleAr: optionalText(VIDEO_TITLE_MAX_LENGTH),
  })
  .superRefine((form, ctx) => {
    if (form.keepImage.length + form.newImages.length > SERVICE_IMAGES_MAX)
      ctx.addIssue({ code: 'custom', path: ['newImages'], message: tooMany(SERVICE_IMAGES_MAX) });
    const adding = form.newVideoUrl !== undefined || form.newVideoFile !== undefined;
    if (form.newVideoUrl !== undefined && form.newVideoFile !== undefined)
      ctx.addIssue({ code: 'custom', path: ['newVideoFile'], message: am.videoOneSource });
    if (adding && form.newVideoTitle === undefined)
      ctx.addIssue({ code: 'custom', path: ['newVideoTitle'], message: m.required });
    if (!adding && (form.newVideoTitle !== undefined || form.newVideoTitleAr !== undefined))
      ctx.addIssue({ code: 'custom', path: ['newVideoUrl'], message: am.videoUrlInvalid });
    if (adding && form.videos.length >= SERVICE_VIDEOS_MAX)
      ctx.addIssue({ code: 'custom', path: ['newVideoUrl'], message: tooMany(SERVICE_VIDEOS_MAX) });
  });
export type ServiceForm = z.infer<typeof serviceFormSchema>;

/** The category form: its image kept, replaced by a new file, or removed. */
export const categoryFormSchema = z.object({
  ...categoryTexts,
  keepImage: optional(storedImageInputSchema.shape.url),
  removeImage: checkbox(),
  // An empty file input still posts an empty, nameless file: that means "no new image".
  newImage: z.preprocess(
    (value) => (value === '' || (isFile(value) && value.size === 0) ? undefined : value),
    adminImageFileRule.optional(),
  ),
});
export type CategoryForm = z.infer<typeof categoryFormSchema>;

const idParams = z.object({ id: objectIdSchema });
const guarded = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const adminCatalog = c.router({
  adminListServices: {
    method: 'GET',
    path: '/admin/services',
    responses: { 200: dataOf(z.array(adminServiceSchema)), ...guarded },
    metadata: adminOnly,
    summary: 'Every service with both languages and its number of categories, in menu order',
  },
  adminGetService: {
    method: 'GET',
    path: '/admin/services/:id',
    pathParams: idParams,
    responses: { 200: dataOf(adminServiceSchema), ...guarded, 404: errorBodySchema },
    metadata: adminOnly,
    summary: 'One service with both languages',
  },
  createService: {
    method: 'POST',
    path: '/admin/services',
    body: serviceInputSchema,
    responses: { 201: dataOf(adminServiceSchema), ...guarded, 409: errorBodySchema },
    metadata: adminOnly,
    summary: 'Adds a service (a blank slug is made from the name)',
  },
  updateService: {
    method: 'PUT',
    path: '/admin/services/:id',
    pathParams: idParams,
    body: serviceInputSchema,
    responses: { 200: dataOf(adminServiceSchema), ...guarded, 404: errorBodySchema, 409: errorBodySchema },
    metadata: adminOnly,
    summary: 'Replaces a service',
  },
  deleteService: {
    method: 'DELETE',
    path: '/admin/services/:id',
    pathParams: idParams,
    body: c.noBody(),
    responses: { 200: messageBodySchema, ...guarded, 404: errorBodySchema, 409: errorBodySchema },
    metadata: adminOnly,
    summary: 'Deletes a service that has no categories (409 says how many it has)',
  },
  adminListCategories: {
    method: 'GET',
    path: '/admin/categories',
    query: z.object({ serviceId: optional(objectIdSchema) }),
    responses: { 200: dataOf(z.array(adminCategorySchema)), ...guarded },
    metadata: adminOnly,
    summary: 'Every category (or one service’s) with both languages and its number of products',
  },
  adminGetCategory: {
    method: 'GET',
    path: '/admin/categories/:id',
    pathParams: idParams,
    responses: { 200: dataOf(adminCategorySchema), ...guarded, 404: errorBodySchema },
    metadata: adminOnly,
    summary: 'One category with both languages',
  },
  createCategory: {
    method: 'POST',
    path: '/admin/categories',
    body: categoryInputSchema,
    responses: { 201: dataOf(adminCategorySchema), ...guarded, 404: errorBodySchema, 409: errorBodySchema },
    metadata: adminOnly,
    summary: 'Adds a category to a service (a blank slug is made from the name)',
  },
  updateCategory: {
    method: 'PUT',
    path: '/admin/categories/:id',
    pathParams: idParams,
    body: categoryInputSchema,
    responses: { 200: dataOf(adminCategorySchema), ...guarded, 404: errorBodySchema, 409: errorBodySchema },
    metadata: adminOnly,
    summary: 'Replaces a category (it may move to another service)',
  },
  deleteCategory: {
    method: 'DELETE',
    path: '/admin/categories/:id',
    pathParams: idParams,
    body: c.noBody(),
    responses: { 200: messageBodySchema, ...guarded, 404: errorBodySchema, 409: errorBodySchema },
    metadata: adminOnly,
    summary: 'Deletes a category that has no products (409 says how many it has)',
  },
});

/** The admin's video upload, apart from the service routes: the files module answers it. */
export const adminVideos = c.router({
  uploadVideo: {
    method: 'POST',
    path: '/admin/videos',
    contentType: 'multipart/form-data',
    body: z.object({}),
    responses: { 201: dataOf(uploadedVideoSchema), ...guarded, 413: errorBodySchema },
    metadata: adminOnly,
    summary: `Store one video (MP4 or WebM, up to ${VIDEO_MAX_BYTES / (1024 * 1024)} MB) under \`video\`, for a service's videos`,
  },
});
