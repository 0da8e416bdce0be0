import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountEmailRule,
  cardNumberRule,
  careerEmailRule,
  careerFullNameRule,
  checkoutPhoneRule,
  contactEmailRule,
  contactMobileRule,
  contactNameRule,
  cvvRule,
  firstNameRule,
  heightRule,
  lastNameRule,
  optionalIdRule,
  passwordRule,
  paymentMethodRule,
  quantitySchema,
  uaeMobileRule,
  verificationCodeRule,
  widthRule,
  zipRule,
} from './rules';
import { clampQuantity, isQuantity } from './quantity';
import { messagesOf } from './testing/issues';

/** Each rule accepts `accepts` and rejects each `rejects` input with exactly the given message. */
function checkRule(name: string, rule: z.ZodTypeAny, accepts: unknown[], rejects: [unknown, string][]): void {
  describe(name, () => {
    it.each(accepts.map((input) => [input]))('accepts %j', (input) => {
      expect(messagesOf(rule, input)).toEqual({});
    });
    it.each(rejects)('rejects %j with its message', (input, message) => {
      expect(messagesOf(rule, input)).toEqual({ '': [message] });
    });
  });
}

describe('career rules (docs/product-rules.md §5: Required / Valid email required / Valid UAE phone number required)', () => {
  checkRule(
    'fullName',
    careerFullNameRule,
    ['Amina Khan', '  Omar  '],
    [
      ['', 'Required'],
      ['   ', 'Required'],
      [undefined, 'Required'],
      [null, 'Required'],
    ],
  );
  checkRule(
    'email',
    careerEmailRule,
    ['amina@example.com', 'a.b+c@farm.ae'],
    [
      ['', 'Required'],
      ['amina', 'Valid email required'],
      ['amina@', 'Valid email required'],
    ],
  );
  checkRule(
    'phone (UAE mobile)',
    uaeMobileRule,
    ['+971501234567', '0501234567', '0559876543'],
    [
      ['', 'Required'],
      ['+971401234567', 'Valid UAE phone number required'],
      ['+97150123456', 'Valid UAE phone number required'],
      ['050123456', 'Valid UAE phone number required'],
      ['05012345678', 'Valid UAE phone number required'],
      ['0401234567', 'Valid UAE phone number required'],
      ['971501234567', 'Valid UAE phone number required'],
    ],
  );
});

describe('contact rules', () => {
  checkRule(
    'name',
    contactNameRule,
    ['Al', 'Fatima Noor'],
    [
      ['', 'Name is required (min 2 chars).'],
      ['A', 'Name is required (min 2 chars).'],
      [' A ', 'Name is required (min 2 chars).'],
    ],
  );
  checkRule(
    'email',
    contactEmailRule,
    ['info@farm.ae'],
    [
      ['', 'Please enter a valid email.'],
      ['info@', 'Please enter a valid email.'],
    ],
  );
  checkRule(
    'mobile (10-15 digits)',
    contactMobileRule,
    ['0501234567', '971501234567', '123456789012345'],
    [
      ['', 'Please enter a valid UAE phone number.'],
      ['123456789', 'Please enter a valid UAE phone number.'],
      ['1234567890123456', 'Please enter a valid UAE phone number.'],
      ['+971501234567', 'Please enter a valid UAE phone number.'],
      ['050 123 4567', 'Please enter a valid UAE phone number.'],
    ],
  );
});

describe('account rules', () => {
  checkRule(
    'username (first name, 3-30)',
    firstNameRule,
    ['Ali', 'a'.repeat(30)],
    [
      ['', 'First Name is required.'],
      ['Al', 'First Name must be at least 3 characters.'],
      ['a'.repeat(31), 'First Name cannot exceed 30 characters.'],
    ],
  );
  checkRule(
    'lastname (1-30, docs/decisions/010-form-rules-where-spec-disagrees.md)',
    lastNameRule,
    ['K', 'b'.repeat(30)],
    [
      ['', 'Last Name is required.'],
      ['b'.repeat(31), 'Last Name cannot exceed 30 characters.'],
    ],
  );
  checkRule(
    'email (2-4 letter top-level domain)',
    accountEmailRule,
    ['user@farm.ae', 'u.s-er@mail.info', `${'a'.repeat(246)}@farm.ae`],
    [
      ['', 'Email is required.'],
      [`${'a'.repeat(247)}@farm.ae`, 'Enter a valid email.'],
      ['user@farm', 'Enter a valid email.'],
      ['user@farm.a', 'Enter a valid email.'],
      ['user@farm.online', 'Enter a valid email.'],
      ['user farm.ae', 'Enter a valid email.'],
    ],
  );
  checkRule(
    'password (8-15)',
    passwordRule,
    ['12345678', 'p'.repeat(15), ' spaced pass '],
    [
      ['', 'Password is required.'],
      [undefined, 'Password is required.'],
      ['1234567', 'Password must be at least 8 characters.'],
      ['p'.repeat(16), 'Password cannot exceed 15 characters.'],
    ],
  );
  checkRule(
    'verification code',
    verificationCodeRule,
    ['123456', ' 000001 '],
    [
      ['', 'Verification code is required.'],
      ['12345', 'Enter the 6-digit code from the e-mail.'],
      ['1234567', 'Enter the 6-digit code from the e-mail.'],
      ['12a456', 'Enter the 6-digit code from the e-mail.'],
    ],
  );

  it('reads a code typed in Arabic-Indic digits as the digits the mail wrote', () => {
    expect(verificationCodeRule.parse('٤٥٦١٢٣')).toBe('456123');
    expect(verificationCodeRule.parse(' ۰۰۰۰۰۱ ')).toBe('000001');
    // Fullwidth, as an East Asian keyboard types them.
    expect(verificationCodeRule.parse('４５６１２３')).toBe('456123');
  });

  it('reads phone numbers and the ZIP typed in Arabic-Indic digits as ASCII digits', () => {
    expect(checkoutPhoneRule.parse('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(zipRule.parse('١٢٣٤٥')).toBe('12345');
    expect(contactMobileRule.parse('۰۵۰۱۲۳۴۵۶۷')).toBe('0501234567');
    expect(uaeMobileRule.parse('+٩٧١٥٠١٢٣٤٥٦٧')).toBe('+971501234567');
    expect(contactMobileRule.parse('０５０１２３４５６７')).toBe('0501234567');
  });

  it('normalises account e-mails to lower case and keeps passwords untrimmed', () => {
    expect(accountEmailRule.parse(' User@Farm.AE ')).toBe('user@farm.ae');
    expect(passwordRule.parse(' spaced pass ')).toBe(' spaced pass ');
  });
});

describe('customization rules (width and height required, at least 1)', () => {
  checkRule(
    'width',
    widthRule,
    [1, '1', ' 250 ', 12.5, '100000'],
    [
      ['', 'Width is required.'],
      [undefined, 'Width is required.'],
      ['abc', 'Width must be a number of centimetres from 1 to 100000.'],
      ['0', 'Width must be a number of centimetres from 1 to 100000.'],
      [-3, 'Width must be a number of centimetres from 1 to 100000.'],
      ['Infinity', 'Width must be a number of centimetres from 1 to 100000.'],
      ['100001', 'Width must be a number of centimetres from 1 to 100000.'],
      [1e300, 'Width must be a number of centimetres from 1 to 100000.'],
    ],
  );
  checkRule(
    'height',
    heightRule,
    [1, '300'],
    [
      ['', 'Height is required.'],
      ['0.5', 'Height must be a number of centimetres from 1 to 100000.'],
      ['250000', 'Height must be a number of centimetres from 1 to 100000.'],
    ],
  );

  it('turns form strings into numbers', () => {
    expect(widthRule.parse(' 120 ')).toBe(120);
  });
});

describe('checkout rules', () => {
  checkRule(
    'zip (digits only)',
    zipRule,
    ['12345', '0'],
    [
      ['', 'ZIP code is required.'],
      ['12a45', 'ZIP code must contain digits only.'],
      ['12-45', 'ZIP code must contain digits only.'],
    ],
  );
  checkRule(
    'phone (exactly 10 digits)',
    checkoutPhoneRule,
    ['0501234567'],
    [
      ['', 'Phone number is required.'],
      ['050123456', 'Phone number must be exactly 10 digits.'],
      ['05012345678', 'Phone number must be exactly 10 digits.'],
      ['050123456a', 'Phone number must be exactly 10 digits.'],
    ],
  );
  checkRule(
    'card number (16-19 characters)',
    cardNumberRule,
    ['4111111111111111', '4111 1111 1111 1111'],
    [
      ['', 'Card number is required.'],
      ['411111111111111', 'Card number must be at least 16 characters.'],
      ['41111111111111111111', 'Card number cannot exceed 19 characters.'],
    ],
  );
  checkRule(
    'cvv (3-4 characters)',
    cvvRule,
    ['123', '1234'],
    [
      ['', 'CVV is required.'],
      ['12', 'CVV too short.'],
      ['12345', 'CVV cannot exceed 4 characters.'],
    ],
  );
  checkRule(
    'payment method',
    paymentMethodRule,
    ['CashOnDelivery'],
    [
      ['Card', 'Only cash on delivery is accepted.'],
      [undefined, 'Only cash on delivery is accepted.'],
    ],
  );
});

describe('quantity (whole number 1-99)', () => {
  const message = 'Quantity must be a whole number from 1 to 99.';
  checkRule(
    'quantitySchema',
    quantitySchema,
    [1, 99, '5', ' 42 '],
    [
      [0, message],
      [100, message],
      [2.5, message],
      ['2.5', message],
      ['abc', message],
      ['', message],
      [undefined, message],
    ],
  );

  it.each([
    [5, 5],
    ['7', 7],
    [1, 1],
    [99, 99],
    [0, 1],
    [100, 1],
    [-4, 1],
    [3.5, 1],
    ['12abc', 1],
    ['', 1],
    [null, 1],
    [undefined, 1],
    [Number.NaN, 1],
  ])('clampQuantity(%j) is %i', (input, expected) => {
    expect(clampQuantity(input)).toBe(expected);
  });

  // The quantity controls use the zod-free rule; forms and the API use the schema. They must not drift.
  it('gives the answers quantitySchema gives, for every input a control or a form can send', () => {
    const inputs: unknown[] = [
      ...Array.from({ length: 205 }, (_, i) => i - 3),
      ...Array.from({ length: 205 }, (_, i) => String(i - 3)),
      ...Array.from({ length: 40 }, (_, i) => (i - 10) / 4),
      ...['', '   ', ' 7 ', '07', '1e1', '0x10', '+5', '5.', '.5', '12abc', 'abc', '99.0', '100', '-0'],
      null,
      undefined,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      {},
      [3],
    ];
    for (const input of inputs) {
      const parsed = quantitySchema.safeParse(input);
      expect([input, clampQuantity(input)]).toEqual([input, parsed.success ? parsed.data : 1]);
      if (typeof input === 'number') expect([input, isQuantity(input)]).toEqual([input, parsed.success]);
    }
  });
});

describe('optional id', () => {
  it('treats blank as absent and checks the ObjectId form', () => {
    expect(optionalIdRule.parse('')).toBeUndefined();
    expect(optionalIdRule.parse(undefined)).toBeUndefined();
    expect(optionalIdRule.parse('65a1b2c3d4e5f60718293a4b')).toBe('65a1b2c3d4e5f60718293a4b');
    expect(messagesOf(optionalIdRule, 'nope')).toEqual({ '': ['Invalid id'] });
  });
});
