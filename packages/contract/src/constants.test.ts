import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('business constants (docs/product-rules.md §9)', () => {
  it('matches the values of the product rules', () => {
    expect(constants).toMatchObject({
      PRODUCTS_PER_PAGE: 8,
      QUANTITY_MIN: 1,
      QUANTITY_MAX: 99,
      DEFAULT_QUANTITY: 1,
      TOAST_AUTO_HIDE_MS: 7000,
      QUANTITY_TOAST_MS: 2000,
      TOAST_STACKING: 4,
      TOAST_POSITION: 'bottom-left',
      DIALOG_WIDTH_PX: 600,
      ENQUIRY_PHOTO_LIMIT: 5,
      ENQUIRY_PHOTO_MAX_BYTES: 10 * 1024 * 1024,
      GALLERY_QUERY: { page: 1, limit: 10 },
      PAYMENT_METHOD: 'CashOnDelivery',
      NAME_MIN_LENGTH: 3,
      NAME_MAX_LENGTH: 30,
      PASSWORD_MIN_LENGTH: 8,
      PASSWORD_MAX_LENGTH: 15,
      CONTACT_MOBILE_MIN_DIGITS: 10,
      CONTACT_MOBILE_MAX_DIGITS: 15,
      CHECKOUT_PHONE_DIGITS: 10,
      CARD_NUMBER_MIN_LENGTH: 16,
      CARD_NUMBER_MAX_LENGTH: 19,
      CVV_MIN_LENGTH: 3,
      CVV_MAX_LENGTH: 4,
      DEFAULT_CURRENCY: 'AED',
      MAGAZINE_FILE_NAME: 'Magazine.pdf',
    });
  });

  it('states the terms', () => {
    const { TERMS } = constants;
    expect(TERMS.proposalValidityDays).toBe(30);
    expect(TERMS.paymentSchedule.map((s) => s.percent)).toEqual([10, 30, 40, 20]);
    expect(TERMS.paymentSchedule.reduce((sum, s) => sum + s.percent, 0)).toBe(100);
    expect(TERMS.refundableOnceWorkBegins).toBe(false);
    expect(TERMS.warrantyMonths).toBe(36);
    expect(TERMS.amcIncluded).toBe(false);
  });

  it('states the marketing figures', () => {
    expect(constants.MARKETING).toEqual({
      waterSavingPercent: 95,
      maintenanceProgrammeMonths: 60,
      harvestCycleDays: 45,
      returnOnInvestmentMonths: { min: 12, max: 14 },
      probationMonths: 3,
      launchYear: 2025,
      planYear: 2030,
      professionals: 400,
      openings: { packingStaff: 40, labelingTeam: 20 },
    });
  });
});
