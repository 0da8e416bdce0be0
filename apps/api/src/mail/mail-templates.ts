import type { MailLanguage } from '../users/user.schema';

export type CodeMailKind = 'verification' | 'passwordReset' | 'emailChange';

/**
 * Which kind of mail a message is. The log names a mail by this, never by its subject, which may carry a
 * visitor's name: logs are kept and shipped more widely than the mailbox, so they hold no personal data.
 */
export type MailTemplate =
  | CodeMailKind
  | 'signupAttempt'
  | 'passwordChanged'
  | 'emailChanged'
  | 'orderConfirmation'
  | 'newOrder'
  | 'orderCancelled'
  | 'orderStatus'
  | 'submissionNotification'
  | 'submissionAcknowledgement';

/**
 * How the shop signs the mails its customers and visitors get, in their language. The staff's own notices
 * (a new order, a cancellation, a new request) go unsigned: they come from the shop to the shop.
 */
export const SHOP_SIGNATURE: Readonly<Record<MailLanguage, string>> = {
  en: 'GreenGrow Farms',
  ar: 'مزارع جرين جرو',
};
const STAFF_TEMPLATES: ReadonlySet<MailTemplate> = new Set([
  'newOrder',
  'orderCancelled',
  'submissionNotification',
]);

export interface MailContent {
  template: MailTemplate;
  subject: string;
  text: string;
  html: string;
}

interface Wording {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  validity: string;
  ignore: string;
  /** Before the link of a reset or verification mail (docs/decisions/238-reset-links.md, 244-verification-links.md). */
  link?: string;
}

const wording: Record<MailLanguage, Record<CodeMailKind, Wording>> = {
  en: {
    verification: {
      subject: 'Your verification code',
      greeting: (name) => `Hello ${name},`,
      intro: 'Use this code to verify your e-mail address:',
      validity: 'The code works once and expires in 10 minutes.',
      link: 'Or open this link to verify your e-mail address. It works once, for an hour, even after the code has expired:',
      ignore: 'If you did not create an account, you can ignore this message.',
    },
    passwordReset: {
      subject: 'Your password reset code',
      greeting: (name) => `Hello ${name},`,
      intro: 'Use this code to choose a new password:',
      validity: 'The code works once and expires in 10 minutes.',
      link: 'Or open this link to choose a new password. It works once, for an hour, even after the code has expired:',
      ignore:
        'If you did not ask to reset your password, you can ignore this message; your password stays the same.',
    },
    emailChange: {
      subject: 'Confirm your new e-mail address',
      greeting: (name) => `Hello ${name},`,
      intro: 'Use this code to make this address the e-mail address of your account:',
      validity: 'The code works once and expires in 10 minutes.',
      ignore: 'If you did not ask for this, you can ignore this message; nothing changes.',
    },
  },
  ar: {
    verification: {
      subject: 'رمز التحقق الخاص بك',
      greeting: (name) => `مرحباً ${name}،`,
      intro: 'استخدم هذا الرمز للتحقق من بريدك الإلكتروني:',
      validity: 'يمكن استخدام الرمز مرة واحدة، وتنتهي صلاحيته خلال 10 دقائق.',
      link: 'أو افتح هذا الرابط للتحقق من بريدك الإلكتروني. يعمل مرة واحدة خلال ساعة، حتى بعد انتهاء صلاحية الرمز:',
      ignore: 'إذا لم تنشئ حساباً، يمكنك تجاهل هذه الرسالة.',
    },
    passwordReset: {
      subject: 'رمز إعادة تعيين كلمة المرور',
      greeting: (name) => `مرحباً ${name}،`,
      intro: 'استخدم هذا الرمز لاختيار كلمة مرور جديدة:',
      validity: 'يمكن استخدام الرمز مرة واحدة، وتنتهي صلاحيته خلال 10 دقائق.',
      link: 'أو افتح هذا الرابط لاختيار كلمة مرور جديدة. يعمل مرة واحدة خلال ساعة، حتى بعد انتهاء صلاحية الرمز:',
      ignore: 'إذا لم تطلب إعادة تعيين كلمة المرور، يمكنك تجاهل هذه الرسالة وستبقى كلمة المرور كما هي.',
    },
    emailChange: {
      subject: 'تأكيد بريدك الإلكتروني الجديد',
      greeting: (name) => `مرحباً ${name}،`,
      intro: 'استخدم هذا الرمز لجعل هذا البريد الإلكتروني عنوان حسابك:',
      validity: 'يمكن استخدام الرمز مرة واحدة، وتنتهي صلاحيته خلال 10 دقائق.',
      ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة؛ لن يتغيّر شيء.',
    },
  },
};

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A code e-mail in the user's language, as plain text and as right-to-left-aware HTML; a reset or
 * verification mail also carries its `link`, after the code.
 */
export function codeMail(
  kind: CodeMailKind,
  language: MailLanguage,
  name: string,
  code: string,
  link?: string,
): MailContent {
  const w = wording[language][kind];
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const linked = link !== undefined && w.link !== undefined ? { before: w.link, url: link } : undefined;
  const text = [
    w.greeting(name),
    '',
    w.intro,
    '',
    code,
    '',
    w.validity,
    ...(linked ? ['', linked.before, linked.url, ''] : []),
    w.ignore,
    '',
    SHOP_SIGNATURE[language],
    '',
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif">`,
    `<p>${escapeHtml(w.greeting(name))}</p>`,
    `<p>${escapeHtml(w.intro)}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px" dir="ltr">${code}</p>`,
    `<p>${escapeHtml(w.validity)}</p>`,
    ...(linked
      ? [
          `<p>${escapeHtml(linked.before)}</p>`,
          `<p dir="ltr"><a href="${escapeHtml(linked.url)}">${escapeHtml(linked.url)}</a></p>`,
        ]
      : []),
    `<p>${escapeHtml(w.ignore)}</p>`,
    `<p>${escapeHtml(SHOP_SIGNATURE[language])}</p>`,
    '</body></html>',
  ].join('');
  return { template: kind, subject: w.subject, text, html };
}

/** One block of a plain mail: a paragraph, a two-column table (an order's lines), or a strong line. */
export type MailBlock =
  /** `link`: an address the paragraph leads to, a link of its own in the HTML (left to right). */
  | { kind: 'paragraph'; text: string; link?: string }
  | { kind: 'strong'; text: string }
  | { kind: 'table'; rows: readonly (readonly [string, string])[] };

/**
 * A mail of blocks in one language, as plain text and as HTML laid out for the language's direction. Every
 * text is escaped, so what a visitor typed (a name, a message) can never become markup in someone's inbox.
 */
export function blockMail(
  template: MailTemplate,
  language: MailLanguage,
  subject: string,
  unsigned: readonly MailBlock[],
): MailContent {
  const blocks: readonly MailBlock[] = STAFF_TEMPLATES.has(template)
    ? unsigned
    : [...unsigned, { kind: 'paragraph', text: SHOP_SIGNATURE[language] }];
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  // The gap between a label and its value is on the label's inner side: its right in English, left in Arabic
  // (mail programs do not all know padding-inline-end).
  const labelPadding = dir === 'rtl' ? '4px 0 4px 12px' : '4px 12px 4px 0';
  const text = blocks
    .map((block) =>
      block.kind === 'table'
        ? block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')
        : block.kind === 'paragraph' && block.link
          ? `${block.text} ${block.link}`
          : block.text,
    )
    .join('\n\n');
  const html = [
    `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif">`,
    ...blocks.map((block) => {
      if (block.kind === 'paragraph')
        return block.link
          ? `<p>${escapeHtml(block.text)}</p><p dir="ltr"><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`
          : `<p>${escapeHtml(block.text)}</p>`;
      if (block.kind === 'strong') return `<p><strong>${escapeHtml(block.text)}</strong></p>`;
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:${align};padding:${labelPadding}">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `<table style="border-collapse:collapse">${rows}</table>`;
    }),
    '</body></html>',
  ].join('');
  return { template, subject, text: `${text}\n`, html };
}

const signupAttemptWording: Record<
  MailLanguage,
  { subject: string; greeting: (name: string) => string; what: string; ifYou: string; ifNot: string }
> = {
  en: {
    subject: 'Someone tried to register with your e-mail address',
    greeting: (name) => `Hello ${name},`,
    what: 'Someone just tried to create a new account with this e-mail address. You already have an account, so nothing was created or changed.',
    ifYou: 'If it was you and you have forgotten your password, you can choose a new one here:',
    ifNot: 'If it was not you, you can ignore this message; your account and password stay as they are.',
  },
  ar: {
    subject: 'محاولة تسجيل باستخدام بريدك الإلكتروني',
    greeting: (name) => `مرحباً ${name}،`,
    what: 'حاول أحدهم للتو إنشاء حساب جديد بهذا البريد الإلكتروني. لديك حساب بالفعل، لذلك لم يُنشأ أو يتغيّر شيء.',
    ifYou: 'إذا كنت أنت ونسيت كلمة المرور، يمكنك اختيار كلمة مرور جديدة من هنا:',
    ifNot: 'إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة؛ يبقى حسابك وكلمة المرور كما هما.',
  },
};

/**
 * The notice to an account's owner that someone tried to sign up with their address: sign-up answers the
 * same whether an address is new or taken, so this mail is the only place the difference shows.
 */
export function signupAttemptMail(language: MailLanguage, name: string, resetUrl: string): MailContent {
  const w = signupAttemptWording[language];
  return blockMail('signupAttempt', language, w.subject, [
    { kind: 'paragraph', text: w.greeting(name) },
    { kind: 'paragraph', text: w.what },
    { kind: 'paragraph', text: w.ifYou, link: resetUrl },
    { kind: 'paragraph', text: w.ifNot },
  ]);
}
