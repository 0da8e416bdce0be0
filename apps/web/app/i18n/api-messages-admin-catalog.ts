import type { adminCatalogMessages } from '@farm/contract';

/**
 * Arabic for the service-category admin codes. The in-use sentences name the count as a figure ("العدد: 3")
 * so one sentence reads right for every number, where Arabic has six plural forms.
 */
export const arAdminCatalogMessages: Record<keyof typeof adminCatalogMessages, string> = {
  serviceDeleted: 'تم حذف الخدمة.',
  categoryDeleted: 'تم حذف الفئة.',
  serviceSlugTaken: 'هناك خدمة أخرى تستخدم هذا المعرّف.',
  categorySlugTaken: 'هناك فئة أخرى تستخدم هذا المعرّف.',
  catalogSlugInvalid: 'استخدم أحرفًا لاتينية صغيرة وأرقامًا وشرطات مفردة فقط.',
  serviceInUseOne: 'هذه الخدمة تضم فئة واحدة. انقلها أو احذفها أولًا.',
  serviceInUse: 'هذه الخدمة تضم فئات (العدد: {count}). انقلها أو احذفها أولًا.',
  categoryInUseOne: 'هذه الفئة تضم منتجًا واحدًا. انقله أو احذفه أولًا.',
  categoryInUse: 'هذه الفئة تضم منتجات (العدد: {count}). انقلها أو احذفها أولًا.',
  videoUrlInvalid: 'أدخل فيديو مخزنًا على هذا الموقع (/api/files/…) أو رابطًا يبدأ بـ https://.',
  tooManyEntries: 'الحد الأقصى {max} عناصر.',
  adminImageType: 'يجب أن تكون الصور بصيغة JPG أو PNG أو WebP.',
  adminImageSize: 'يجب ألا يتجاوز حجم كل صورة 10 ميغابايت.',
};
