import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { formData, messagesOf, inEnglish } from '../testing/issues';
import { isRequiredWhenShown } from '../cross-field';
import { careerApplicationFormSchema } from './career';
import { customizationRequestSchema } from './customization';
import { enquiryFormSchema, enquirySchema } from './enquiry';

const contact = { fullName: 'Khalid Al Mansoori', email: 'khalid@example.com', phone: '0501234567' };
const noLists = { siteTypes: [], purpose: [], additionalServices: [], crops: [] };

function photo(name: string, type: string, bytes = 10): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('enquirySchema', () => {
  it('needs only the contact fields', () => {
    expect(enquirySchema.parse(contact)).toEqual({ ...contact, ...noLists });
  });

  it('stores a phone typed in Arabic-Indic digits with ASCII ones, as the other phones', () => {
    expect(enquirySchema.parse({ ...contact, phone: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧' }).phone).toBe('+971 50 123 4567');
  });

  it('keeps a phone typed across lines on one line, as it is shown in staff mails', () => {
    expect(enquirySchema.parse({ ...contact, phone: '050 123\r\n4567' }).phone).toBe('050 123 4567');
  });

  it('requires full name, e-mail and phone', () => {
    expect(messagesOf(enquirySchema, { email: 'khalid@' })).toEqual({
      fullName: ['Full name is required.'],
      email: ['Enter a valid email.'],
      phone: ['Phone number is required.'],
    });
  });

  it('accepts every enquiry field with listed values', () => {
    const full = {
      ...contact,
      company: 'Oasis Foods',
      location: 'ras-al-khaimah',
      siteTypes: ['rooftop', 'other'],
      siteTypeOther: 'Warehouse mezzanine',
      spaceType: 'indoor',
      siteArea: 'custom',
      siteAreaCustom: '12000 sqft',
      purpose: ['commercial', 'other'],
      purposeOther: 'Staff canteen',
      technology: 'aquaponics',
      waterAvailable: 'yes',
      waterType: 'Municipal',
      electricityAvailable: 'yes',
      powerBackup: 'not-sure',
      greenhouseRequired: 'no',
      budget: '>100000',
      timeline: '1-3months',
      additionalServices: ['amc', 'iot', 'other'],
      serviceOther: 'Packaging line',
      message: 'Please call in the morning.',
      crops: ['tilapia', 'basil'],
      customCrop: 'Saffron',
      serviceId: '65a1b2c3d4e5f60718293a4b',
    };
    expect(enquirySchema.parse(full)).toEqual(full);
  });

  it('rejects values outside the lists', () => {
    expect(
      messagesOf(enquirySchema, { ...contact, location: 'Doha', budget: 'lots', siteTypes: ['castle'] }),
    ).toEqual({
      location: ['Please choose one of the listed options.'],
      budget: ['Please choose one of the listed options.'],
      'siteTypes.0': ['Please choose one of the listed options.'],
    });
  });

  it('requires each "other" text while its option is chosen, alongside other errors', () => {
    expect(
      messagesOf(enquirySchema, {
        email: 'khalid@example.com',
        phone: '0501234567',
        siteTypes: ['other'],
        siteArea: 'custom',
        purpose: ['other'],
        additionalServices: ['other'],
      }),
    ).toEqual({
      fullName: ['Full name is required.'],
      siteTypeOther: ['Please describe the other site type.'],
      siteAreaCustom: ['Please enter your site area.'],
      purposeOther: ['Please describe the other purpose.'],
      serviceOther: ['Please describe the other service.'],
    });
  });

  it('drops "other" texts and powerBackup when their option is not chosen', () => {
    expect(
      enquirySchema.parse({
        ...contact,
        siteTypeOther: 'stale',
        siteArea: '100',
        siteAreaCustom: 'stale',
        purposeOther: 'stale',
        serviceOther: 'stale',
        electricityAvailable: 'no',
        powerBackup: 'yes',
      }),
    ).toEqual({ ...contact, ...noLists, siteArea: '100', electricityAvailable: 'no' });
  });

  it('reads lists sent as JSON text in a multipart body (docs/product-rules.md §7)', () => {
    expect(
      enquirySchema.parse({ ...contact, purpose: '["home","school"]', crops: '["mint"]', serviceId: '' }),
    ).toEqual({ ...contact, ...noLists, purpose: ['home', 'school'], crops: ['mint'] });
  });

  it('rejects a malformed service id', () => {
    expect(messagesOf(enquirySchema, { ...contact, serviceId: '42' })).toEqual({
      serviceId: ['Invalid id'],
    });
  });
});

describe('enquiryFormSchema photos (docs/decisions/011-enquiry-photos.md)', () => {
  it('accepts no photos (an empty file input)', () => {
    const submission = parseWithZod(formData({ ...contact, image: new File([], '') }), {
      schema: enquiryFormSchema,
    });
    expect(submission.status === 'success' && submission.value).toEqual({
      ...contact,
      ...noLists,
      image: [],
    });
  });

  it('accepts up to 5 JPG or PNG photos', () => {
    const image = [1, 2, 3, 4, 5].map((n) => photo(`p${n}.jpg`, n % 2 ? 'image/jpeg' : 'image/png'));
    const submission = parseWithZod(formData({ ...contact, image }), { schema: enquiryFormSchema });
    expect(submission.status).toBe('success');
  });

  it('rejects a sixth photo', () => {
    const image = [1, 2, 3, 4, 5, 6].map((n) => photo(`p${n}.png`, 'image/png'));
    expect(
      inEnglish(parseWithZod(formData({ ...contact, image }), { schema: enquiryFormSchema }).reply().error),
    ).toEqual({
      image: ['You can upload at most 5 photos.'],
    });
  });

  it('rejects other file types and photos over 10 MB', () => {
    const image = [
      photo('notes.pdf', 'application/pdf'),
      photo('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1),
    ];
    expect(messagesOf(enquiryFormSchema, { ...contact, image })).toEqual({
      'image.0': ['Photos must be JPG, PNG or WebP images.'],
      'image.1': ['Each photo must be 10 MB or smaller.'],
    });
  });

  it('accepts WebP photos beside JPG and PNG', () => {
    const image = [photo('a.jpg', 'image/jpeg'), photo('b.png', 'image/png'), photo('c.webp', 'image/webp')];
    expect(messagesOf(enquiryFormSchema, { ...contact, image })).toEqual({});
  });

  it('accepts a photo of exactly 10 MB', () => {
    expect(
      messagesOf(enquiryFormSchema, { ...contact, image: [photo('max.png', 'image/png', 10 * 1024 * 1024)] }),
    ).toEqual({});
  });
});

describe('fields required once shown', () => {
  it('are named by the schema that requires them, for the form to mark', () => {
    for (const field of ['siteTypeOther', 'siteAreaCustom', 'purposeOther', 'serviceOther'])
      expect(isRequiredWhenShown(enquiryFormSchema, field)).toBe(true);
    // Shown for an answer, but optional then too; and a field that is not a dependent one.
    expect(isRequiredWhenShown(enquiryFormSchema, 'powerBackup')).toBe(false);
    expect(isRequiredWhenShown(enquiryFormSchema, 'fullName')).toBe(false);
    expect(isRequiredWhenShown(careerApplicationFormSchema, 'expDetails')).toBe(true);
    expect(isRequiredWhenShown(customizationRequestSchema, 'customSiteArea')).toBe(true);
  });
});
