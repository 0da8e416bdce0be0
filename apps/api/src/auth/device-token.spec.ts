import {
  DEVICE_TOKEN_TTL_MS,
  deviceTokenAccount,
  issueDeviceToken,
  passwordStampOf,
  readDeviceToken,
} from './device-token';

const secret = 'd'.repeat(32);
const userId = '6b097c30467881e1554b3056';
const now = Date.UTC(2026, 10, 27);
const amina = { email: 'amina@farm.ae', passwordStamp: 0 };

describe('device tokens', () => {
  it('names the account and device it was issued for, for the e-mail it was issued with', () => {
    const token = issueDeviceToken(secret, userId, amina, now);
    expect(readDeviceToken(secret, token, { ...amina, email: ' Amina@Farm.ae ' }, now + 1000)).toEqual({
      userId,
      deviceId: token.split('.')[1],
    });
    expect(deviceTokenAccount(token)).toBe(userId);
    expect(readDeviceToken(secret, token, { ...amina, email: 'layla@farm.ae' }, now)).toBeUndefined();
    expect(readDeviceToken('e'.repeat(32), token, amina, now)).toBeUndefined();
  });

  it('stops working once the password changes', () => {
    const changedAt = new Date(now + 60_000);
    const token = issueDeviceToken(secret, userId, amina, now);
    const changed = { ...amina, passwordStamp: passwordStampOf({ passwordChangedAt: changedAt }) };
    expect(changed.passwordStamp).toBe(now + 60_000);
    expect(passwordStampOf({})).toBe(0);
    expect(readDeviceToken(secret, token, changed, now + 120_000)).toBeUndefined();
    // One issued since works until the next change.
    const renewed = issueDeviceToken(secret, userId, changed, now + 120_000);
    expect(readDeviceToken(secret, renewed, changed, now + 180_000)).toBeDefined();
  });

  it('keeps a device id when renewed and stops working after a year', () => {
    const first = issueDeviceToken(secret, userId, amina, now);
    const deviceId = first.split('.')[1];
    const renewed = issueDeviceToken(secret, userId, amina, now + 5000, deviceId);
    expect(readDeviceToken(secret, renewed, amina, now + 5000)?.deviceId).toBe(deviceId);
    expect(readDeviceToken(secret, first, amina, now + DEVICE_TOKEN_TTL_MS)).toBeDefined();
    expect(readDeviceToken(secret, first, amina, now + DEVICE_TOKEN_TTL_MS + 1)).toBeUndefined();
  });

  it('reads anything malformed as no token', () => {
    for (const token of [
      undefined,
      42,
      '',
      'a.b.c',
      `${userId}.x.1.y`,
      `${userId}.${'z'.repeat(20)}.1e9.sig`,
    ]) {
      expect(readDeviceToken(secret, token, amina, now)).toBeUndefined();
      expect(deviceTokenAccount(token)).toBeUndefined();
    }
  });
});
