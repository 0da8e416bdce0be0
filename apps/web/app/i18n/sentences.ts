import { accountMessages, validationMessages } from '@farm/contract';
import type { Language } from './messages';

// Sentences that come from the contract (form rules) or the API (its answers) arrive as English text,
// not as keys, so they are translated by looking the sentence up: the contract's key names the Arabic.

/** Arabic for the contract's validation sentences and the API's account answers, keyed like them. */
const arSentences: Partial<Record<keyof typeof validationMessages | keyof typeof accountMessages, string>> = {
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
  codeRequired: 'رمز التحقق مطلوب.',
  codeInvalid: 'أدخل الرمز المكوّن من 6 أرقام من البريد الإلكتروني.',
  registered: 'تم التسجيل بنجاح. أرسلنا رمز تحقق إلى بريدك الإلكتروني.',
  emailTaken: 'يوجد حساب مسجّل بهذا البريد الإلكتروني.',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  unverified: 'يرجى التحقق من بريدك الإلكتروني أولاً. أرسلنا إليك رمزاً جديداً.',
  verified: 'تم التحقق من بريدك الإلكتروني. يمكنك الآن تسجيل الدخول.',
  invalidCode: 'الرمز غير صالح أو منتهي الصلاحية. يرجى طلب رمز جديد.',
  verificationSent: 'إذا كان هناك حساب غير موثّق بهذا البريد الإلكتروني، فقد أرسلنا إليه رمزاً جديداً.',
  resetSent: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رمزاً لإعادة تعيين كلمة المرور.',
  passwordReset: 'تمت إعادة تعيين كلمة المرور. يمكنك الآن تسجيل الدخول.',
  loginRequired: 'يرجى تسجيل الدخول للمتابعة.',
  forbidden: 'ليس لديك صلاحية للقيام بذلك.',
  tooManyRequests: 'محاولات كثيرة. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
};

const sentenceKeys = new Map<string, string>(
  [...Object.entries(validationMessages), ...Object.entries(accountMessages)].map(([key, text]) => [
    text,
    key,
  ]),
);

/** A sentence from the contract or the API in the page's language (English as written, when no Arabic). */
export function translateSentence(lang: Language, sentence: string): string {
  if (lang === 'en') return sentence;
  const key = sentenceKeys.get(sentence);
  return (key && arSentences[key as keyof typeof arSentences]) || sentence;
}
