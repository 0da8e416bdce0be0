import { ENQUIRY_PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from './constants';

/**
 * The admin side of services and categories. What the admin writes is in
 * both languages; a missing Arabic text shows the English one (docs/decisions/050-bilingual-content.md).
 */
export const adminCatalogMessages = {
  serviceDeleted: 'The service has been deleted.',
  categoryDeleted: 'The category has been deleted.',
  serviceSlugTaken: 'Another service already uses this slug.',
  categorySlugTaken: 'Another category already uses this slug.',
  catalogSlugInvalid: 'Use lower-case letters, digits and single hyphens only.',
  servicePositionInvalid: 'Enter a whole number from 0 to 999.',
  // A record in use is never deleted silently: the refusal says what uses it.
  serviceInUseOne: 'This service has 1 category. Move or delete it first.',
  serviceInUse: 'This service has {count} categories. Move or delete them first.',
  categoryInUseOne: 'This category has 1 product. Move or delete it first.',
  categoryInUse: 'This category has {count} products. Move or delete them first.',
  // Archived products stay for the orders that name them: deleting one archives it again, so only a move helps.
  categoryInUseArchived:
    'Products archived because orders name them are still in this category ({archived} of its {count}). Move them to another category first.',
  videoUrlInvalid:
    'Give one YouTube or Vimeo video (youtube.com/watch?v=…, youtu.be/…, youtube.com/embed/… or vimeo.com/…), or upload an MP4 or WebM file.',
  videoType: 'Videos must be MP4 or WebM files.',
  videoSize: `A video must be ${VIDEO_MAX_BYTES / (1024 * 1024)} MB or smaller.`,
  videoOneSource: 'Give a link or a file for the new video, not both.',
  videoNotStored: 'This video file is not stored on this site. Upload it again.',
  tooManyEntries: 'At most {max} entries.',
  adminImageType: 'Images must be JPG, PNG or WebP files.',
  adminImageSize: `Each image must be ${ENQUIRY_PHOTO_MAX_BYTES / (1024 * 1024)} MB or smaller.`,
} as const;
