import { blockMail, type MailContent } from '../mail/mail-templates';
import type { MailLanguage } from '../users/user.schema';

const wording: Record<
  MailLanguage,
  { subject: string; greeting: (name: string) => string; lines: string[] }
> = {
  en: {
    subject: 'Your password was changed',
    greeting: (name) => `Hello ${name},`,
    lines: [
      'The password of your account was changed just now, and every other device was signed out.',
      'If you did not change it, reset your password at once with "Forgot password" on the login page and write to us.',
    ],
  },
  ar: {
    subject: 'تم تغيير كلمة المرور',
    greeting: (name) => `مرحباً ${name}،`,
    lines: [
      'تم تغيير كلمة مرور حسابك للتو، وتم تسجيل الخروج من جميع الأجهزة الأخرى.',
      'إذا لم تقم بتغييرها، فأعد تعيين كلمة المرور فوراً عبر "نسيت كلمة المرور" في صفحة تسجيل الدخول وراسلنا.',
    ],
  },
};

/** The notice a password change sends to the account's address, in the account's language. */
export function passwordChangedMail(language: MailLanguage, name: string): MailContent {
  const w = wording[language];
  return blockMail('passwordChanged', language, w.subject, [
    { kind: 'paragraph', text: w.greeting(name) },
    ...w.lines.map((text) => ({ kind: 'paragraph' as const, text })),
  ]);
}

const emailChangedWording: Record<
  MailLanguage,
  { subject: string; greeting: (name: string) => string; changed: (to: string) => string; ifNot: string }
> = {
  en: {
    subject: 'Your e-mail address was changed',
    greeting: (name) => `Hello ${name},`,
    changed: (to) =>
      `The e-mail address of your account was changed just now to ${to}, and every other device was signed out. Mail about your account and orders now goes there.`,
    ifNot: 'If you did not change it, write to us at once: someone may have signed in to your account.',
  },
  ar: {
    subject: 'تم تغيير بريدك الإلكتروني',
    greeting: (name) => `مرحباً ${name}،`,
    changed: (to) =>
      `تم للتو تغيير البريد الإلكتروني لحسابك إلى ${to}، وتم تسجيل الخروج من جميع الأجهزة الأخرى. تصل الرسائل الخاصة بحسابك وطلباتك الآن إلى هذا العنوان.`,
    ifNot: 'إذا لم تقم بتغييره، فراسلنا فوراً: ربما سجّل أحدهم الدخول إلى حسابك.',
  },
};

/**
 * The notice an e-mail change sends to the address the account leaves, in the account's language: the
 * owner of a taken-over account hears of it where they still read their mail.
 */
export function emailChangedMail(language: MailLanguage, name: string, to: string): MailContent {
  const w = emailChangedWording[language];
  return blockMail('emailChanged', language, w.subject, [
    { kind: 'paragraph', text: w.greeting(name) },
    { kind: 'paragraph', text: w.changed(to) },
    { kind: 'paragraph', text: w.ifNot },
  ]);
}
