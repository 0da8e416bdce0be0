import {
  apiMessages,
  type ErrorBody,
  errorBodySchema,
  fillMessage,
  type MessageCode,
  type MessageParams,
  messageBodySchema,
  messageRef,
  parseMessageRef,
} from '@farm/contract';
import { arContentMessages } from '#app/i18n/api-messages-content';
import { arAdminCatalogMessages } from '#app/i18n/api-messages-admin-catalog';
import { arPlannerMessages } from '#app/i18n/api-messages-planner';
import { arAccountSettingsMessages } from '#app/i18n/api-messages-account';
import { arShopMessages } from '#app/i18n/api-messages-shop';
import { arEnquiryApiMessages } from '#app/i18n/api-messages-enquiries';
import { arAdminOrderMessages } from '#app/i18n/api-messages-admin-orders';
import { arPipelineMessages } from '#app/i18n/api-messages-pipelines';
import { arAdminProductMessages } from '#app/i18n/api-messages-admin-products';
import type { Language } from '#app/i18n/messages';

/**
 * Arabic for every sentence the API or a form rule can say, keyed by the contract's message codes (their
 * English is the contract's own catalogue). The type demands every code, so a new API message cannot ship
 * without its Arabic.
 */
export const arApiMessages: Record<MessageCode, string> = {
  invalidRequest: 'الطلب غير صالح',
  malformedJson: 'محتوى الطلب ليس بصيغة JSON صالحة',
  notFound: 'غير موجود',
  methodNotAllowed: 'هذه الطريقة غير مسموح بها هنا',
  payloadTooLarge: 'الطلب كبير جداً',
  badRequest: 'طلب غير صالح',
  internalError: 'حدث خطأ في الخادم',
  serviceUnavailable: 'الخدمة غير متاحة مؤقتاً. يرجى المحاولة مرة أخرى بعد قليل.',
  databaseUnavailable: 'قاعدة البيانات غير متاحة',
  fileNotFound: 'الملف غير موجود',
  fileTooLarge: 'حجم الملف أكبر من {maxMb} ميغابايت',
  imageWidthNotAllowed: 'تُعرض الصور بهذه العروض فقط: {widths}',
  fileTypeNotAllowed: 'نوع الملف غير مسموح به (المقبول: {accepted})',
  rangeNotSatisfiable: 'الجزء المطلوب يقع خارج الملف.',
  required: 'مطلوب',
  careerEmail: 'يلزم بريد إلكتروني صالح',
  careerPhone: 'يلزم رقم هاتف إماراتي صالح',
  contactName: 'الاسم مطلوب (حرفان على الأقل).',
  contactEmail: 'يرجى إدخال بريد إلكتروني صالح.',
  contactMobile: 'يرجى إدخال رقم هاتف إماراتي صالح.',
  firstNameRequired: 'الاسم الأول مطلوب.',
  firstNameMin: 'يجب أن يتكون الاسم الأول من 3 أحرف على الأقل.',
  firstNameMax: 'لا يمكن أن يتجاوز الاسم الأول 30 حرفاً.',
  lastNameRequired: 'اسم العائلة مطلوب.',
  lastNameMax: 'لا يمكن أن يتجاوز اسم العائلة 30 حرفاً.',
  emailRequired: 'البريد الإلكتروني مطلوب.',
  emailInvalid: 'أدخل بريداً إلكترونياً صالحاً.',
  passwordRequired: 'كلمة المرور مطلوبة.',
  passwordMin: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.',
  passwordMax: 'لا يمكن أن تتجاوز كلمة المرور 15 حرفاً.',
  passwordMismatch: 'كلمتا المرور غير متطابقتين: يرجى المحاولة مرة أخرى.',
  registerFormInvalid: 'نموذج غير صالح: يرجى ملء جميع الحقول المطلوبة بشكل صحيح.',
  codeRequired: 'رمز التحقق مطلوب.',
  codeInvalid: 'أدخل الرمز المكوّن من 6 أرقام من البريد الإلكتروني.',
  widthRequired: 'العرض مطلوب.',
  widthInvalid: 'يجب أن يكون العرض رقماً بالسنتيمتر، 1 على الأقل.',
  heightRequired: 'الارتفاع مطلوب.',
  heightInvalid: 'يجب أن يكون الارتفاع رقماً بالسنتيمتر، 1 على الأقل.',
  customSiteAreaRequired: 'يرجى إدخال مساحة موقعك.',
  countryRequired: 'الدولة مطلوبة.',
  countryUnknown: 'اختر دولة من القائمة.',
  firstNameRequiredCheckout: 'الاسم الأول مطلوب.',
  lastNameRequiredCheckout: 'اسم العائلة مطلوب.',
  fullNameRequired: 'الاسم الكامل مطلوب.',
  addressRequired: 'العنوان مطلوب.',
  cityRequired: 'المدينة مطلوبة.',
  stateRequired: 'الإمارة أو المنطقة مطلوبة.',
  stateEmirate: 'اختر إحدى الإمارات السبع.',
  zipRequired: 'الرمز البريدي مطلوب.',
  zipDigits: 'يجب أن يحتوي الرمز البريدي على أرقام فقط.',
  phoneRequired: 'رقم الهاتف مطلوب.',
  checkoutPhone: 'يجب أن يتكون رقم الهاتف من 10 أرقام بالضبط.',
  nameOnCardRequired: 'الاسم على البطاقة مطلوب.',
  cardNumberRequired: 'رقم البطاقة مطلوب.',
  cardNumberMin: 'يجب أن يتكون رقم البطاقة من 16 خانة على الأقل.',
  cardNumberMax: 'لا يمكن أن يتجاوز رقم البطاقة 19 خانة.',
  expiryDateRequired: 'تاريخ الانتهاء مطلوب.',
  cvvRequired: 'رمز التحقق من البطاقة (CVV) مطلوب.',
  cvvMin: 'رمز CVV قصير جداً.',
  cvvMax: 'لا يمكن أن يتجاوز رمز CVV أربع خانات.',
  checkoutFormInvalid: 'النموذج غير صالح: يرجى ملء جميع الحقول المطلوبة بشكل صحيح.',
  paymentMethod: 'نقبل الدفع نقداً عند الاستلام فقط.',
  siteTypeOtherRequired: 'يرجى وصف نوع الموقع الآخر.',
  purposeOtherRequired: 'يرجى وصف الغرض الآخر.',
  serviceOtherRequired: 'يرجى وصف الخدمة الأخرى.',
  photoLimit: 'يمكنك رفع 5 صور كحد أقصى.',
  photoType: 'يجب أن تكون الصور بصيغة JPG أو PNG أو WebP.',
  photoSize: 'يجب ألا يتجاوز حجم كل صورة 10 ميغابايت.',
  invalidChoice: 'يرجى اختيار أحد الخيارات المدرجة.',
  invalidId: 'معرّف غير صالح',
  quantity: 'يجب أن تكون الكمية عدداً صحيحاً من 1 إلى 99.',
  tooLong: 'يجب ألا يتجاوز {max} حرفاً.',
  controlCharacters: 'يجب ألا يحتوي على أحرف تحكم.',
  passwordCommon: 'كلمة المرور هذه شائعة جداً. يرجى اختيار كلمة مرور يصعب تخمينها.',
  registered: 'أرسلنا رمز تحقق إلى بريدك الإلكتروني.',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  unverified: 'يرجى التحقق من بريدك الإلكتروني أولاً. أرسلنا إليك رمزاً جديداً.',
  verified: 'تم التحقق من بريدك الإلكتروني. يمكنك الآن تسجيل الدخول.',
  invalidCode: 'انتهت صلاحية الرمز أو لم يعد صالحاً للاستخدام. يرجى طلب رمز جديد.',
  wrongCode: 'الرمز غير صحيح. المحاولات المتبقية: {triesLeft}.',
  verificationSent: 'إذا كان هناك حساب غير موثّق بهذا البريد الإلكتروني، فقد أرسلنا إليه رمزاً جديداً.',
  resetSent: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رمزاً لإعادة تعيين كلمة المرور.',
  passwordReset: 'تمت إعادة تعيين كلمة المرور. يمكنك الآن تسجيل الدخول.',
  loginRequired: 'يرجى تسجيل الدخول للمتابعة.',
  forbidden: 'ليس لديك صلاحية للقيام بذلك.',
  tooManyRequests: 'محاولات كثيرة. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
  signedOut: 'تم تسجيل خروجك بنجاح.',
  sessionEnded: 'تم تسجيل الخروج من تلك الجلسة.',
  otherSessionsEnded: 'تم تسجيل الخروج من جميع الجلسات الأخرى.',
  sessionNotFound: 'تلك الجلسة غير موجودة أو انتهت بالفعل.',
  serviceNotFound: 'الخدمة غير موجودة',
  categoryNotFound: 'الفئة غير موجودة',
  productNotFound: 'المنتج غير موجود',
  productSortInvalid: 'رتّب حسب أحد الخيارات: featured أو price-asc أو price-desc أو newest أو name.',
  categoryFilterInvalid: 'اختر فئة من القائمة.',
  inStockFilterInvalid: 'قيمة «المتوفر فقط» يجب أن تكون true أو false.',
  featuredFilterInvalid: 'قيمة «المميّزة» يجب أن تكون true أو false.',
  priceFilterInvalid:
    'السعر المستخدم للتصفية يجب أن يكون مبلغاً من 0 إلى 10,000,000 بخانتين عشريتين على الأكثر.',
  priceRangeInverted: 'يجب ألا يكون أدنى سعر أعلى من أعلى سعر.',
  ...arContentMessages,
  ...arPlannerMessages,
  ...arAccountSettingsMessages,
  ...arShopMessages,
  ...arEnquiryApiMessages,
  ...arAdminOrderMessages,
  ...arPipelineMessages,
  ...arAdminProductMessages,
  ...arAdminCatalogMessages,
};

/**
 * A sentence of the API or of a form rule in the page's language, found by its code: a code, a rule's
 * issue text (`tooLong?max=200`), with optional parameters. Text that carries no code of ours (zod's own
 * words, an older API) is shown as it came.
 */
export function apiMessage(lang: Language, text: string, params?: MessageParams): string {
  const ref = parseMessageRef(text);
  if (!ref) return text;
  const template = lang === 'ar' ? arApiMessages[ref.code] : apiMessages[ref.code];
  return fillMessage(template, { ...ref.params, ...params });
}

/**
 * The sentence of an API answer (an error body or a `{ code, message }` success) in the page's language;
 * `fallback` when the body is of no known shape (the API unreachable, a proxy's HTML page).
 */
export function answerMessage(lang: Language, body: unknown, fallback: string): string {
  const parsed = errorBodySchema.safeParse(body);
  const answer = parsed.success ? parsed.data : messageBodySchema.safeParse(body).data;
  if (!answer) return fallback;
  return parseMessageRef(answer.code) ? apiMessage(lang, answer.code, answer.params) : answer.message;
}

/** Field errors of an API refusal, as Conform's `fieldErrors` (the codes; the fields translate them). */
export function fieldErrorsOf(body: unknown): Record<string, string[]> | undefined {
  const parsed = errorBodySchema.safeParse(body);
  const issues: ErrorBody['issues'] = parsed.success ? parsed.data.issues : undefined;
  if (!issues || issues.length === 0) return undefined;
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const ref = parseMessageRef(issue.code);
    (errors[issue.path] ??= []).push(ref ? messageRef(ref.code, issue.params) : issue.message);
  }
  return errors;
}
