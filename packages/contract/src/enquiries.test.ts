import { isAppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { accessOf } from './access';
import { englishMessage } from './message-codes';
import { contract } from './index';
import { productDetailCustomizationSchema, submissionListQuerySchema } from './enquiries';

describe('enquiry routes (docs/product-rules.md §7)', () => {
  it.each([
    ['applyForJob', 'POST', '/carrier/add', 'multipart/form-data'],
    ['getInTouch', 'POST', '/getintouch/add', undefined],
    ['requestCustomization', 'POST', '/product-customization/add', undefined],
    ['requestProductCustomization', 'POST', '/customization/add', undefined],
    ['submitEnquiry', 'POST', '/enquiry/add', 'multipart/form-data'],
    ['listMySubmissions', 'GET', '/account/submissions', undefined],
  ] as const)('%s is %s %s', (name, method, path, contentType) => {
    const route = contract.enquiries[name];
    expect(isAppRoute(route)).toBe(true);
    expect(route.method).toBe(method);
    expect(route.path).toBe(path);
    expect('contentType' in route ? route.contentType : undefined).toBe(contentType);
    expect(route.summary).toBeTruthy();
  });

  it('throttles every form, links signed-in senders, and asks a token where the request has no contact', () => {
    const access = Object.fromEntries(
      Object.entries(contract.enquiries).map(([name, route]) => [name, accessOf(route.metadata)]),
    );
    expect(access).toEqual({
      applyForJob: { throttled: true, identified: true },
      getInTouch: { throttled: true, identified: true },
      requestCustomization: { roles: ['Admin', 'Customer'], throttled: true },
      requestProductCustomization: { roles: ['Admin', 'Customer'], throttled: true },
      submitEnquiry: { throttled: true, identified: true },
      listMySubmissions: { roles: ['Admin', 'Customer'] },
    });
    for (const route of Object.values(contract.enquiries)) {
      if (accessOf(route.metadata).throttled) expect(route.responses).toHaveProperty('429');
    }
  });

  it('refuses operator objects where text belongs', () => {
    const { getInTouch, applyForJob, submitEnquiry } = contract.enquiries;
    const injection = { $ne: null };
    const contact = { name: 'Sara', email: 'sara@farm.ae', mobile: '0501234567' };
    expect(getInTouch.body.safeParse(contact).success).toBe(true);
    expect(getInTouch.body.safeParse({ ...contact, email: injection }).success).toBe(false);
    expect(getInTouch.body.safeParse({ ...contact, address: injection }).success).toBe(false);
    const application = {
      fullName: 'Omar',
      email: 'omar@farm.ae',
      phone: '0501234567',
      position: 'maintenance',
      experience: 'no',
    };
    expect(applyForJob.body.safeParse({ ...application, position: injection }).success).toBe(false);
    expect(
      submitEnquiry.body.safeParse({ fullName: 'A', email: 'a@farm.ae', phone: '1', crops: injection })
        .success,
    ).toBe(false);
  });

  it('takes the enquiry lists as JSON text, as multipart carries them', () => {
    const parsed = contract.enquiries.submitEnquiry.body.parse({
      fullName: 'Khalid',
      email: 'k@farm.ae',
      phone: '0501234567',
      crops: '["basil","tilapia"]',
      purpose: '["school"]',
    });
    expect(parsed).toMatchObject({ crops: ['basil', 'tilapia'], purpose: ['school'] });
  });

  it('lets the product detail request name its product, and only by a valid id', () => {
    const size = { width: 120, height: 200 };
    expect(
      productDetailCustomizationSchema.parse({ ...size, productId: '65a1b2c3d4e5f60718293a4b' }),
    ).toEqual({
      ...size,
      crops: [],
      productId: '65a1b2c3d4e5f60718293a4b',
    });
    expect(productDetailCustomizationSchema.parse({ ...size, productId: '' })).toEqual({
      ...size,
      crops: [],
    });
    expect(productDetailCustomizationSchema.safeParse({ ...size, productId: '../x' }).success).toBe(false);
  });

  it('pages the customer list at most 50 at a time', () => {
    expect(submissionListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(submissionListQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });

  it('answers the success texts of the product rules verbatim', () => {
    expect(englishMessage('applicationSubmitted')).toBe('Your application has been submitted successfully!');
    expect(englishMessage('customizationReceived')).toBe(
      'Thanks for sharing the details,our team will get in touch with you soon',
    );
  });
});
