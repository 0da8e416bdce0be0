import type { adminCatalogMessages } from '@farm/contract';

/**
 * Arabic for the service-category admin codes. The in-use sentences name the count as a figure ("العدد: 3")
 * so one sentence reads right for every number, where Arabic has six plural forms.
 */
export const arAdminCatalogMessages: Record<keyof typeof adminCatalogMessages, string> = {
  serviceDeleted: 'تم حذف الخدمة.',
  categoryDeleted: 'تم حذف الفئة.',
  serviceSlugTaken: 'هناك خدمة أخرى تستخدم هذا المعرّف.',
  servicePositionInvalid: 'أدخل عدداً صحيحاً من 0 إلى 999.',
  categorySlugTaken: 'هناك فئة أخرى تستخدم هذا المعرّف.',
  catalogSlugInvalid: 'استخدم أحرفًا لاتينية صغيرة وأرقامًا وشرطات مفردة فقط.',
  serviceInUseOne: 'هذه الخدمة تضم فئة واحدة. انقلها أو احذفها أولًا.',
  serviceInUse: 'هذه الخدمة تضم فئات (العدد: {count}). انقلها أو احذفها أولًا.',
  categoryInUseOne: 'هذه الفئة تضم منتجًا واحدًا. انقله أو احذفه أولًا.',
  categoryInUse: 'هذه الفئة تضم منتجات (العدد: {count}). انقلها أو احذفها أولًا.',
  categoryInUseArchived:
    'ما زالت في هذه الفئة منتجات مؤرشفة لأن طلبات تذكرها ({archived} من {count}). انقلها إلى فئة أخرى أولًا.',
  videoUrlInvalid:
    'أدخل فيديو واحدًا من يوتيوب أو فيميو (youtube.com/watch?v=… أو youtu.be/… أو youtube.com/embed/… أو vimeo.com/…)، أو ارفع ملف MP4 أو WebM.',
  videoType: 'يجب أن تكون مقاطع الفيديو بصيغة MP4 أو WebM.',
  videoSize: 'يجب ألا يتجاوز حجم الفيديو 50 ميغابايت.',
  videoOneSource: 'أدخل رابطًا أو ملفًا للفيديو الجديد، لا الاثنين معًا.',
  videoNotStored: 'ملف الفيديو هذا غير مخزن على هذا الموقع. ارفعه مرة أخرى.',
  tooManyEntries: 'الحد الأقصى {max} عناصر.',
  adminImageType: 'يجب أن تكون الصور بصيغة JPG أو PNG أو WebP.',
  adminImageSize: 'يجب ألا يتجاوز حجم كل صورة 10 ميغابايت.',
};
