import {
  additionalServiceOptions,
  budgetOptions,
  careerPositionOptions,
  cropOptions,
  emirateOptions,
  labelOf,
  type Option,
  purposeOptions,
  siteAreaOptions,
  siteTypeOptions,
  spaceTypeOptions,
  type SubmissionKind,
  submissionKindOptions,
  technologyOptions,
  timelineOptions,
  yesNoNotSureOptions,
  yesNoOptions,
  SHOP_TIME_ZONE,
} from '@farm/contract';
import { blockMail, type MailBlock, type MailContent } from '../mail/mail-templates';
import type { MailLanguage } from '../users/user.schema';
import { shopDateTime } from '../common/csv';

/** What a mail about one request needs to know of it. */
export interface SubmissionForMail {
  id: string;
  kind: SubmissionKind;
  receivedAt: Date;
  sender: { name: string; email: string; phone?: string };
  language: MailLanguage;
  signedIn: boolean;
  fields: Record<string, unknown>;
  serviceName?: string;
  productName?: string;
  files: { field: string; name: string; contentType: string; size: number }[];
  /** The farm plan the visitor sent from the planner, as a link the team can open. */
  planUrl?: string;
}

/** English labels of every field the forms send, and the options that turn a value into words. */
export const fieldLabels: Record<string, { label: string; options?: readonly Option[] }> = {
  fullName: { label: 'Full name' },
  name: { label: 'Name' },
  company: { label: 'Company' },
  email: { label: 'E-mail' },
  phone: { label: 'Phone' },
  mobile: { label: 'Mobile' },
  address: { label: 'Address' },
  position: { label: 'Position', options: careerPositionOptions },
  experience: { label: 'Experience', options: yesNoOptions },
  expDetails: { label: 'Experience details' },
  skills: { label: 'Skills' },
  location: { label: 'Location', options: emirateOptions },
  siteTypes: { label: 'Site types', options: siteTypeOptions },
  siteTypeOther: { label: 'Other site type' },
  spaceType: { label: 'Space type', options: spaceTypeOptions },
  typeOfSpace: { label: 'Type of space', options: spaceTypeOptions },
  siteArea: { label: 'Site area', options: siteAreaOptions },
  siteAreaCustom: { label: 'Custom site area' },
  customSiteArea: { label: 'Custom site area' },
  purpose: { label: 'Purpose', options: purposeOptions },
  purposeOther: { label: 'Other purpose' },
  technology: { label: 'Technology', options: technologyOptions },
  waterAvailable: { label: 'Water available', options: yesNoOptions },
  waterType: { label: 'Water type' },
  electricityAvailable: { label: 'Electricity available', options: yesNoOptions },
  powerBackup: { label: 'Power backup', options: yesNoNotSureOptions },
  greenhouseRequired: { label: 'Greenhouse required', options: yesNoNotSureOptions },
  budget: { label: 'Budget', options: budgetOptions },
  timeline: { label: 'Timeline', options: timelineOptions },
  additionalServices: { label: 'Additional services', options: additionalServiceOptions },
  serviceOther: { label: 'Other service' },
  crops: { label: 'Crops', options: cropOptions },
  customCrop: { label: 'Other crop' },
  width: { label: 'Width (cm)' },
  height: { label: 'Height (cm)' },
  message: { label: 'Message' },
};

/** Fields that only point at something the mail names in words already (the service, the product). */
const SKIPPED = new Set(['serviceId', 'productId', 'planId']);

export function valueText(value: unknown, options?: readonly Option[]): string {
  if (Array.isArray(value)) return value.map((item) => valueText(item, options)).join(', ');
  if (typeof value === 'string') return options ? labelOf(options, value) : value;
  return String(value);
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** The shop's copy (SHOP_EMAIL): every answer in English, the files by name, and who sent it. */
export function shopNotification(submission: SubmissionForMail): MailContent {
  const kind = labelOf(submissionKindOptions, submission.kind);
  const rows: [string, string][] = [
    ['Reference', submission.id],
    // On the shop's clock, as the admin panel shows it (docs/decisions/080-date-ranges-in-dubai-time.md).
    ['Received (UAE time)', shopDateTime(submission.receivedAt)],
    ['Status', 'New'],
    ['Sender', submission.sender.name],
    ['Sender e-mail', submission.sender.email],
    ['Account', submission.signedIn ? 'Signed-in customer' : 'Not signed in'],
    ['Language', submission.language === 'ar' ? 'Arabic' : 'English'],
  ];
  if (submission.serviceName) rows.push(['Service', submission.serviceName]);
  if (submission.productName) rows.push(['Product', submission.productName]);
  if (submission.planUrl) rows.push(['Farm plan', submission.planUrl]);
  const answers: [string, string][] = Object.entries(submission.fields)
    .filter(([field, value]) => !SKIPPED.has(field) && !(Array.isArray(value) && value.length === 0))
    .map(([field, value]) => {
      const known = fieldLabels[field];
      return [known?.label ?? field, valueText(value, known?.options)];
    });
  const blocks: MailBlock[] = [
    { kind: 'strong', text: `A new ${kind.toLowerCase()} has arrived.` },
    { kind: 'table', rows },
    { kind: 'strong', text: 'Details' },
    { kind: 'table', rows: answers },
  ];
  if (submission.files.length > 0) {
    blocks.push(
      { kind: 'strong', text: 'Files (stored with the request; CVs only through the admin panel)' },
      {
        kind: 'table',
        rows: submission.files.map((file, index) => [
          `${index + 1}. ${file.field === 'resume' ? 'CV' : 'Photo'}`,
          `${file.name} (${file.contentType}, ${sizeText(file.size)})`,
        ]),
      },
    );
  }
  return blockMail(
    'submissionNotification',
    'en',
    `New ${kind.toLowerCase()} from ${submission.sender.name}`,
    blocks,
  );
}

type Wording = {
  subject: Record<SubmissionKind, string>;
  greeting: (name: string) => string;
  body: Record<SubmissionKind, string>;
  reference: string;
  received: string;
  closing: string;
};

const wording: Record<MailLanguage, Wording> = {
  en: {
    subject: {
      application: 'We have received your application',
      contact: 'We have received your message',
      customization: 'We have received your customization request',
      productCustomization: 'We have received your customization request',
      enquiry: 'We have received your enquiry',
    },
    greeting: (name) => `Hello ${name},`,
    body: {
      application:
        'Your application has been submitted successfully! Our team reviews every application and will contact you if your profile matches an opening.',
      contact: 'Thank you for getting in touch. We will reply within one working day.',
      customization: 'Thanks for sharing the details. Our team will get in touch with you soon.',
      productCustomization: 'Thanks for sharing the details. Our team will get in touch with you soon.',
      enquiry: 'Thank you for your enquiry. Our team will study it and contact you soon.',
    },
    reference: 'Reference',
    received: 'Received (UAE time)',
    closing: 'Please quote the reference if you contact us about this request.',
  },
  ar: {
    subject: {
      application: 'استلمنا طلب التوظيف الخاص بك',
      contact: 'استلمنا رسالتك',
      customization: 'استلمنا طلب التخصيص الخاص بك',
      productCustomization: 'استلمنا طلب التخصيص الخاص بك',
      enquiry: 'استلمنا استفسارك',
    },
    greeting: (name) => `مرحباً ${name}،`,
    body: {
      application:
        'تم تقديم طلبك بنجاح! يراجع فريقنا كل طلب، وسنتواصل معك إذا كان ملفك مناسباً لإحدى الوظائف المتاحة.',
      contact: 'شكراً لتواصلك معنا. سنرد عليك خلال يوم عمل واحد.',
      customization: 'شكراً لمشاركة التفاصيل. سيتواصل معك فريقنا قريباً.',
      productCustomization: 'شكراً لمشاركة التفاصيل. سيتواصل معك فريقنا قريباً.',
      enquiry: 'شكراً لاستفسارك. سيدرسه فريقنا ويتواصل معك قريباً.',
    },
    reference: 'الرقم المرجعي',
    received: 'تاريخ الاستلام (بتوقيت الإمارات)',
    closing: 'يرجى ذكر الرقم المرجعي إذا تواصلت معنا بشأن هذا الطلب.',
  },
};

/** The sender's acknowledgement, in the language they used the site in. */
export function acknowledgement(submission: SubmissionForMail): MailContent {
  const w = wording[submission.language];
  const received = new Intl.DateTimeFormat(submission.language === 'ar' ? 'ar-AE' : 'en-AE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(submission.receivedAt);
  return blockMail('submissionAcknowledgement', submission.language, w.subject[submission.kind], [
    { kind: 'paragraph', text: w.greeting(submission.sender.name) },
    { kind: 'paragraph', text: w.body[submission.kind] },
    {
      kind: 'table',
      rows: [
        [w.reference, submission.id],
        [w.received, received],
      ],
    },
    { kind: 'paragraph', text: w.closing },
  ]);
}
