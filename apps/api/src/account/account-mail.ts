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
