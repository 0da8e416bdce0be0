import { describe, expect, it } from 'vitest';
import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  profileSchema,
  savedAddressInputSchema,
} from './forms';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: (string | number)[]; message: string }[] };
}) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the account settings forms', () => {
  it('changes the name with the register form’s rules', () => {
    expect(profileSchema.safeParse({ username: ' Mariam ', lastname: 'A' })).toMatchObject({
      success: true,
      data: { username: 'Mariam', lastname: 'A' },
    });
    expect(issues(profileSchema.safeParse({ username: 'Al', lastname: '' }))).toEqual([
      ['username', 'firstNameMin'],
      ['lastname', 'lastNameRequired'],
    ]);
  });

  it('changes the e-mail with the new address and the password, then the mailed code', () => {
    expect(
      changeEmailSchema.safeParse({ email: ' New@Farm.AE ', currentPassword: 'greens2025' }),
    ).toMatchObject({
      success: true,
      data: { email: 'new@farm.ae', currentPassword: 'greens2025' },
    });
    expect(issues(changeEmailSchema.safeParse({ email: 'not-an-address', currentPassword: '' }))).toEqual([
      ['email', 'emailInvalid'],
      ['currentPassword', 'currentPasswordRequired'],
    ]);
    expect(confirmEmailSchema.safeParse({ code: '042137' }).success).toBe(true);
    // A current password longer than any that can be stored is refused with a sentence of ours.
    expect(
      issues(changeEmailSchema.safeParse({ email: 'new@farm.ae', currentPassword: 'x'.repeat(201) })),
    ).toEqual([['currentPassword', 'currentPasswordWrong']]);
    expect(issues(confirmEmailSchema.safeParse({ code: '4213' }))).toEqual([['code', 'codeInvalid']]);
  });

  it('asks the current password, a valid new one and the same one twice', () => {
    expect(
      issues(
        changePasswordSchema.safeParse({
          currentPassword: '',
          password: 'short',
          confirmPassword: 'other-one1',
        }),
      ),
    ).toEqual([
      ['currentPassword', 'currentPasswordRequired'],
      ['password', 'passwordMin'],
    ]);
    expect(
      issues(
        changePasswordSchema.safeParse({
          currentPassword: 'an old long password from before',
          password: 'fresh-leaf-9',
          confirmPassword: 'fresh-leaf-8',
        }),
      ),
    ).toEqual([['confirmPassword', 'passwordMismatch']]);
    // The current password is whatever the account has: the new-password length rule is not applied to it.
    expect(
      changePasswordSchema.safeParse({
        currentPassword: 'an old long password from before',
        password: 'fresh-leaf-9',
        confirmPassword: 'fresh-leaf-9',
      }).success,
    ).toBe(true);
  });

  it('confirms deletion with a password', () => {
    expect(issues(deleteAccountSchema.safeParse({ password: '' }))).toEqual([
      ['password', 'currentPasswordRequired'],
    ]);
  });

  it('checks a saved address as checkout does, with an unticked default as false', () => {
    const parsed = savedAddressInputSchema.safeParse({
      firstName: 'Layla',
      lastName: 'Hassan',
      country: 'AE',
      address: 'Villa 12',
      city: 'Dubai',
      state: 'Dubai',
      zip: '12a',
      phone: '0501234567',
    });
    expect(issues(parsed)).toEqual([['zip', 'zipDigits']]);
    const ok = savedAddressInputSchema.parse({
      firstName: 'Layla',
      lastName: 'Hassan',
      country: 'AE',
      address: 'Villa 12',
      city: 'Dubai',
      state: 'Dubai',
      zip: '12',
      phone: '0501234567',
    });
    expect(ok.isDefault).toBe(false);
    expect(savedAddressInputSchema.parse({ ...ok, isDefault: 'on' }).isDefault).toBe(true);
  });
});
