import type { enquiryMessages, uploadMessages } from '@farm/contract';

/** Arabic for the enquiry forms' answers and the upload refusals (the contract's enquiries.ts, uploads.ts). */
export const arEnquiryApiMessages: Record<
  keyof typeof enquiryMessages | keyof typeof uploadMessages,
  string
> = {
  applicationSubmitted: 'تم تقديم طلبك بنجاح!',
  contactReceived: 'شكراً لتواصلك معنا. سنرد عليك قريباً.',
  customizationReceived: 'شكراً لمشاركة التفاصيل، سيتواصل معك فريقنا قريباً',
  enquiryReceived: 'شكراً لاستفسارك. سيتواصل معك فريقنا قريباً.',
  cvType: 'يجب أن تكون السيرة الذاتية ملف PDF أو DOC أو DOCX.',
  cvSize: 'يجب ألا يتجاوز حجم السيرة الذاتية 5 ميغابايت.',
  fileEmpty: 'الملف فارغ.',
  fileUnreadable: 'تعذّرت قراءة الملف. ربما يكون تالفاً أو ليس ما يدل عليه اسمه.',
  imageTooManyPixels: 'الصورة كبيرة جداً: 24 ميغابكسل كحد أقصى.',
  fileNameNotAllowed: 'اسم الملف غير مسموح به. يرجى إعادة تسمية الملف والمحاولة مرة أخرى.',
  fileActiveContent: 'يحتوي الملف على نصوص برمجية أو وحدات ماكرو أو ملفات مضمّنة، ولا يمكن قبوله.',
  documentTooLarge:
    'المستند كبير جداً بعد فك ضغطه (20 ميغابايت كحد أقصى) أو مضغوط بشكل غير معتاد. يرجى حفظه من جديد أو إرسال ملف PDF.',
  unexpectedFile: 'هذا النموذج لا يقبل ملفاً في هذا الموضع.',
  tooManyFiles: 'عدد الملفات كبير جداً.',
  fieldTooLong: 'هذا النص طويل جداً.',
};
