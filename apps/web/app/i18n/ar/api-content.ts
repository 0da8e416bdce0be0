import type { contentMessages } from '@farm/contract';

/** Arabic for the content domain's codes (gallery and blog). */
export const arContentMessages: Record<keyof typeof contentMessages, string> = {
  postNotFound: 'المقال غير موجود',
  galleryItemNotFound: 'الصورة غير موجودة في المعرض',
  postDeleted: 'تم حذف المقال.',
  galleryItemDeleted: 'تم حذف الصورة من المعرض.',
  slugInvalid: 'استخدم أحرفًا لاتينية صغيرة وأرقامًا وشرطات مفردة فقط.',
  slugTaken: 'هناك مقال آخر يستخدم هذا المعرّف.',
  contentChangedMeanwhile: 'حفظ شخص آخر هذا بعد أن فتحته. افتحه من جديد لترى تغييراته، ثم أجرِ تغييراتك.',
  imageInvalid: 'اختر صورة مخزنة على هذا الموقع.',
  imageNotFound: 'الصورة المختارة لم تعد موجودة.',
  publishedAtInvalid: 'أدخل تاريخًا ووقتًا صالحين.',
};
