import { isAppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { accessOf, adminOnly, signedIn } from './access';
import { accountUserSchema, signinResponseSchema } from './auth';
import { customerSchema } from './admin';
import { contract } from './index';

describe('auth routes', () => {
  it.each([
    ['signup', 'POST', '/auth/signup'],
    ['signin', 'POST', '/auth/signin'],
    ['verifyEmail', 'POST', '/auth/verify-email'],
    ['verifyEmailByLink', 'POST', '/auth/verify-email-link'],
    ['resendVerification', 'POST', '/auth/resend-verification'],
    ['me', 'GET', '/auth/me'],
    ['signout', 'POST', '/auth/signout'],
    ['listSessions', 'GET', '/auth/sessions'],
    ['endSession', 'DELETE', '/auth/sessions/:id'],
    ['endOtherSessions', 'DELETE', '/auth/sessions'],
    ['forgotPassword', 'POST', '/password/forgot-password'],
    ['resetPassword', 'POST', '/password/reset-password'],
    ['resetPasswordByLink', 'POST', '/password/reset-password-link'],
  ] as const)('%s is %s %s with a summary', (name, method, path) => {
    const route = contract.auth[name];
    expect(isAppRoute(route)).toBe(true);
    expect(route.method).toBe(method);
    expect(route.path).toBe(path);
    expect(route.summary).toBeTruthy();
  });

  it('throttles every public account form and asks a token for the signed-in routes', () => {
    const access = Object.fromEntries(
      Object.entries(contract.auth).map(([name, route]) => [name, accessOf(route.metadata)]),
    );
    expect(access).toEqual({
      signup: { throttled: true },
      signin: { throttled: true },
      verifyEmail: { throttled: true },
      verifyEmailByLink: { throttled: true },
      resendVerification: { throttled: true },
      me: { roles: ['Admin', 'Customer'] },
      signout: { roles: ['Admin', 'Customer'] },
      listSessions: { roles: ['Admin', 'Customer'] },
      endSession: { roles: ['Admin', 'Customer'] },
      endOtherSessions: { roles: ['Admin', 'Customer'] },
      forgotPassword: { throttled: true },
      resetPassword: { throttled: true },
      resetPasswordByLink: { throttled: true },
    });
  });

  it('declares 429 on every throttled route', () => {
    for (const route of Object.values(contract.auth)) {
      if (accessOf(route.metadata).throttled) expect(route.responses).toHaveProperty('429');
    }
  });

  it('refuses operator objects where a string belongs', () => {
    const { signin, signup, forgotPassword, verifyEmail, resetPassword } = contract.auth;
    const injection = { $ne: null };
    expect(signin.body.safeParse({ email: injection, password: 'greens2025' }).success).toBe(false);
    expect(signin.body.safeParse({ email: 'a@farm.ae', password: injection }).success).toBe(false);
    expect(forgotPassword.body.safeParse({ email: { $gt: '' } }).success).toBe(false);
    expect(verifyEmail.body.safeParse({ email: 'a@farm.ae', code: { $regex: '.*' } }).success).toBe(false);
    expect(
      signup.body.safeParse({
        username: { $ne: 1 },
        lastname: 'K',
        email: 'a@farm.ae',
        password: 'greens2025',
        confirmPassword: 'greens2025',
      }).success,
    ).toBe(false);
    expect(
      resetPassword.body.safeParse({
        email: 'a@farm.ae',
        code: '123456',
        password: ['greens2025'],
        confirmPassword: 'greens2025',
      }).success,
    ).toBe(false);
  });

  it('lower-cases the e-mail of a login', () => {
    expect(contract.auth.signin.body.parse({ email: 'Amina@Farm.AE', password: 'greens2025' })).toEqual({
      email: 'amina@farm.ae',
      password: 'greens2025',
    });
  });

  it('describes the login response with a role of the two', () => {
    const user = { role: 'Admin', username: 'Amina', lastname: 'K', email: 'amina@farm.ae' };
    const answer = { token: 't', data: user, deviceToken: 'd' };
    expect(signinResponseSchema.parse(answer)).toEqual(answer);
    expect(accountUserSchema.safeParse({ ...user, role: 'Root' }).success).toBe(false);
  });
});

describe('admin routes', () => {
  it('lists customers for admins only, with pagination and search', () => {
    const route = contract.admin.listCustomers;
    expect(route.method).toBe('GET');
    expect(route.path).toBe('/admin/customers');
    expect(accessOf(route.metadata)).toEqual({ roles: ['Admin'] });
    expect(Object.keys(route.responses).sort()).toEqual(['200', '400', '401', '403']);
    expect(route.query.parse({ page: '2', search: ' amina ' })).toEqual({
      page: 2,
      limit: 8,
      search: 'amina',
    });
    expect(route.query.safeParse({ search: { $ne: '' } }).success).toBe(false);
  });

  it('has no password or code field in a customer', () => {
    const keys = Object.keys(customerSchema.shape);
    expect(keys).not.toEqual(expect.arrayContaining(['password']));
    expect(keys.filter((key) => /password|code|token|hash/i.test(key))).toEqual([]);
  });
});

describe('accessOf', () => {
  it('reads roles and throttling, ignoring anything else', () => {
    expect(accessOf(undefined)).toEqual({});
    expect(accessOf({ roles: ['Admin', 'Root'], throttled: 'yes' })).toEqual({ roles: ['Admin'] });
    expect(accessOf(adminOnly)).toEqual({ roles: ['Admin'] });
    expect(accessOf(signedIn)).toEqual({ roles: ['Admin', 'Customer'] });
  });
});
