import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { formData, messagesOf, inEnglish } from '../testing/issues';
import {
  forgotPasswordSchema,
  sessionActionSchema,
  loginSchema,
  registerSchema,
  resetPasswordByLinkSchema,
  verifyEmailByLinkSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from './account';

const mismatch = 'Password Mismatch: The passwords do not match. Please try again.';
const registration = {
  username: 'Amina',
  lastname: 'K',
  email: 'Amina@Farm.ae',
  password: 'greens2025',
  confirmPassword: 'greens2025',
};

describe('registerSchema', () => {
  it('accepts a valid registration and lower-cases the e-mail', () => {
    expect(registerSchema.parse(registration)).toEqual({ ...registration, email: 'amina@farm.ae' });
  });

  it('reports a mismatch on confirmPassword', () => {
    expect(messagesOf(registerSchema, { ...registration, confirmPassword: 'greens2026' })).toEqual({
      confirmPassword: [mismatch],
    });
  });

  it('reports the mismatch together with the errors of other fields', () => {
    expect(
      messagesOf(registerSchema, { ...registration, username: '', confirmPassword: 'greens2026' }),
    ).toEqual({ username: ['First Name is required.'], confirmPassword: [mismatch] });
  });

  it('does not report a mismatch when a password already has its own error', () => {
    expect(messagesOf(registerSchema, { ...registration, confirmPassword: 'short' })).toEqual({
      confirmPassword: ['Password must be at least 8 characters.'],
    });
  });

  it('gives every field its required message on an empty form (Conform, FormData)', () => {
    const submission = parseWithZod(
      formData({ username: '', lastname: '', email: '', password: '', confirmPassword: '' }),
      { schema: registerSchema },
    );
    expect(submission.status).toBe('error');
    expect(inEnglish(submission.reply().error)).toEqual({
      username: ['First Name is required.'],
      lastname: ['Last Name is required.'],
      email: ['Email is required.'],
      password: ['Password is required.'],
      confirmPassword: ['Password is required.'],
    });
  });
});

describe('loginSchema', () => {
  it('accepts e-mail and password', () => {
    expect(loginSchema.parse({ email: 'a@farm.ae', password: '12345678' })).toEqual({
      email: 'a@farm.ae',
      password: '12345678',
    });
  });

  it('rejects with the words of the product rules', () => {
    expect(messagesOf(loginSchema, { email: 'a@farm', password: '1234567' })).toEqual({
      email: ['Enter a valid email.'],
      password: ['Password must be at least 8 characters.'],
    });
    expect(messagesOf(loginSchema, { email: 'a@farm.ae', password: '1234567890123456' })).toEqual({
      password: ['Password cannot exceed 15 characters.'],
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('requires a valid e-mail (Email is required. / Enter a valid email.)', () => {
    expect(messagesOf(forgotPasswordSchema, {})).toEqual({ email: ['Email is required.'] });
    expect(messagesOf(forgotPasswordSchema, { email: 'nope' })).toEqual({
      email: ['Enter a valid email.'],
    });
    expect(forgotPasswordSchema.parse({ email: 'a@farm.ae' })).toEqual({ email: 'a@farm.ae' });
  });
});

describe('verifyEmailSchema and resetPasswordSchema', () => {
  it('accepts an e-mail with a 6-digit code', () => {
    expect(verifyEmailSchema.parse({ email: 'a@farm.ae', code: '042137' })).toEqual({
      email: 'a@farm.ae',
      code: '042137',
    });
  });

  it('rejects a malformed code', () => {
    expect(messagesOf(verifyEmailSchema, { email: 'a@farm.ae', code: '4213' })).toEqual({
      code: ['Enter the 6-digit code from the e-mail.'],
    });
    expect(messagesOf(verifyEmailSchema, { email: 'a@farm.ae' })).toEqual({
      code: ['Verification code is required.'],
    });
  });

  it('resets with matching passwords only', () => {
    const reset = { email: 'a@farm.ae', code: '123456', password: 'newpass99', confirmPassword: 'newpass99' };
    expect(resetPasswordSchema.parse(reset)).toEqual(reset);
    expect(messagesOf(resetPasswordSchema, { ...reset, confirmPassword: 'newpass98' })).toEqual({
      confirmPassword: [mismatch],
    });
  });
});

describe('resetPasswordByLinkSchema', () => {
  const token = 'aZ09_-'.repeat(8).slice(0, 43);
  const reset = { email: 'a@farm.ae', token, password: 'newpass99', confirmPassword: 'newpass99' };

  it('takes the e-mail, the link token and matching passwords', () => {
    expect(resetPasswordByLinkSchema.parse(reset)).toEqual(reset);
    expect(messagesOf(resetPasswordByLinkSchema, { ...reset, confirmPassword: 'newpass98' })).toEqual({
      confirmPassword: [mismatch],
    });
  });

  it('refuses a token cut short, lengthened, missing or with other characters', () => {
    const incomplete = ['This link is incomplete. Open it again from the e-mail, or request a new code.'];
    for (const bad of [token.slice(1), `${token}a`, `${token.slice(1)}=`, `${token.slice(1)}.`, '']) {
      expect(messagesOf(resetPasswordByLinkSchema, { ...reset, token: bad })).toEqual({ token: incomplete });
    }
    const { token: _dropped, ...withoutToken } = reset;
    expect(messagesOf(resetPasswordByLinkSchema, withoutToken)).toEqual({ token: incomplete });
  });
});

describe('verifyEmailByLinkSchema', () => {
  const token = 'aZ09_-'.repeat(8).slice(0, 43);

  it('takes the e-mail and the link token, and refuses a token cut short', () => {
    expect(verifyEmailByLinkSchema.parse({ email: 'A@farm.ae', token })).toEqual({
      email: 'a@farm.ae',
      token,
    });
    expect(messagesOf(verifyEmailByLinkSchema, { email: 'a@farm.ae', token: token.slice(1) })).toEqual({
      token: ['This link is incomplete. Open it again from the e-mail, or request a new code.'],
    });
  });
});

describe('sessionActionSchema', () => {
  it('takes one session id to end, or the intent to end every other one', () => {
    expect(sessionActionSchema.parse({ intent: 'end', id: '65a1b2c3d4e5f60718293a4b' })).toEqual({
      intent: 'end',
      id: '65a1b2c3d4e5f60718293a4b',
    });
    expect(sessionActionSchema.parse({ intent: 'endOthers' })).toEqual({ intent: 'endOthers' });
    expect(sessionActionSchema.safeParse({ intent: 'end', id: '../me' }).success).toBe(false);
    expect(sessionActionSchema.safeParse({ intent: 'endAll' }).success).toBe(false);
  });
});
