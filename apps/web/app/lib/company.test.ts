import { describe, expect, it } from 'vitest';
import { companyContact, defaultCompany, mailtoHref, whatsappHref } from '#app/lib/company';
import { companyEnvSchema } from '#app/lib/company-env';

describe('company contact settings', () => {
  it('have working defaults: two phones, two e-mails, the Dubai address in both languages', () => {
    expect(defaultCompany.phones).toEqual([
      { text: '+971 4 555 0123', href: 'tel:+97145550123' },
      { text: '+971 50 555 0199', href: 'tel:+971505550199' },
    ]);
    expect(defaultCompany.emails).toEqual(['hello@greengrowfarms.ae', 'sales@greengrowfarms.ae']);
    expect(defaultCompany.address.en).toContain('Dubai');
    expect(defaultCompany.address.ar).toContain('دبي');
    expect(defaultCompany.whatsapp.href).toBe('https://wa.me/971505550199');
    // read without zod, they are what the settings' rules make of no settings at all
    expect(defaultCompany).toEqual(companyContact(companyEnvSchema.parse({})));
  });

  it('take every value from the environment', () => {
    const company = companyContact(
      companyEnvSchema.parse({
        CONTACT_PHONES: '04 123 4567 , +971-55-000-1111',
        CONTACT_EMAILS: 'info@farm.ae',
        CONTACT_ADDRESS: 'Unit 3, Al Quoz, Dubai',
        CONTACT_ADDRESS_AR: 'الوحدة 3، القوز، دبي',
        CONTACT_LOCATION: '25.14,55.22',
        WHATSAPP_NUMBER: '00971 55 000 1111',
        CAREERS_EMAIL: 'jobs@farm.ae',
        SOCIAL_LINKS: 'https://instagram.com/our.farm , https://m.youtube.com/@ourfarm',
      }),
    );
    expect(company.phones.map((phone) => phone.href)).toEqual(['tel:041234567', 'tel:+971550001111']);
    expect(company.emails).toEqual(['info@farm.ae']);
    expect(company.location).toEqual({ lat: 25.14, lon: 55.22 });
    expect(company.whatsapp.href).toBe('https://wa.me/971550001111');
    expect(company.careersEmail).toBe('jobs@farm.ae');
    expect(company.social).toEqual([
      { key: 'social.instagram', icon: 'instagram', href: 'https://instagram.com/our.farm' },
      { key: 'social.youtube', icon: 'youtube', href: 'https://m.youtube.com/@ourfarm' },
    ]);
    // `none`: the top bar shows no social links.
    expect(companyContact(companyEnvSchema.parse({ SOCIAL_LINKS: 'none' })).social).toEqual([]);
  });

  it('refuse values that would show broken links', () => {
    const problems = companyEnvSchema.safeParse({
      CONTACT_PHONES: 'call us',
      CONTACT_EMAILS: 'not-an-address',
      CONTACT_LOCATION: 'Dubai',
      CAREERS_EMAIL: 'jobs',
      SOCIAL_LINKS: 'http://www.facebook.com/farm, https://evil.example/facebook.com',
    });
    expect(problems.success).toBe(false);
    expect(problems.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'CAREERS_EMAIL',
      'CONTACT_EMAILS',
      'CONTACT_LOCATION',
      'CONTACT_PHONES',
      'SOCIAL_LINKS',
      'SOCIAL_LINKS',
    ]);
  });

  it('build mailto: and WhatsApp links with their text encoded', () => {
    expect(mailtoHref('jobs@farm.ae', 'Job application')).toBe(
      'mailto:jobs@farm.ae?subject=Job%20application',
    );
    expect(whatsappHref(defaultCompany, 'مرحباً & hi')).toBe(
      `https://wa.me/971505550199?text=${encodeURIComponent('مرحباً & hi')}`,
    );
  });
});
