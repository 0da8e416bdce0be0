import { DEVICE_TOKEN_TTL_MS, issueDeviceToken, readDeviceToken } from './device-token';

const secret = 'd'.repeat(32);
const userId = '6b097c30467881e1554b3056';
const now = Date.UTC(2026, 10, 27);

describe('device tokens', () => {
  it('names the account and device it was issued for, for the e-mail it was issued with', () => {
    const token = issueDeviceToken(secret, userId, 'amina@farm.ae', now);
    expect(readDeviceToken(secret, token, ' Amina@Farm.ae ', now + 1000)).toEqual({
      userId,
      deviceId: token.split('.')[1],
    });
    expect(readDeviceToken(secret, token, 'layla@farm.ae', now)).toBeUndefined();
    expect(readDeviceToken('e'.repeat(32), token, 'amina@farm.ae', now)).toBeUndefined();
  });

  it('keeps a device id when renewed and stops working after a year', () => {
    const first = issueDeviceToken(secret, userId, 'amina@farm.ae', now);
    const deviceId = first.split('.')[1];
    const renewed = issueDeviceToken(secret, userId, 'amina@farm.ae', now + 5000, deviceId);
    expect(readDeviceToken(secret, renewed, 'amina@farm.ae', now + 5000)?.deviceId).toBe(deviceId);
    expect(readDeviceToken(secret, first, 'amina@farm.ae', now + DEVICE_TOKEN_TTL_MS)).toBeDefined();
    expect(readDeviceToken(secret, first, 'amina@farm.ae', now + DEVICE_TOKEN_TTL_MS + 1)).toBeUndefined();
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
      expect(readDeviceToken(secret, token, 'amina@farm.ae', now)).toBeUndefined();
    }
  });
});
