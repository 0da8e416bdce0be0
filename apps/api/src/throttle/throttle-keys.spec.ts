import { addressKeyOf, emailKeyOf, inboxKeyOf } from './throttle-keys';

describe('emailKeyOf', () => {
  it('keys an address the way the contract normalises it', () => {
    expect(emailKeyOf({ email: ' User@Farm.AE ' })).toBe(emailKeyOf({ email: 'user@farm.ae' }));
    expect(emailKeyOf({ email: 'user@farm.ae' })).not.toBe(emailKeyOf({ email: 'other@farm.ae' }));
  });

  it('names no e-mail for a body without one as text', () => {
    for (const body of [
      undefined,
      null,
      {},
      { email: '' },
      { email: '   ' },
      { email: { $ne: null } },
      'x',
    ]) {
      expect(emailKeyOf(body)).toBeUndefined();
    }
  });
});

describe('inboxKeyOf', () => {
  it('keys the addresses that reach one inbox alike', () => {
    expect(inboxKeyOf('amina+shop@farm.ae')).toBe(inboxKeyOf('amina@farm.ae'));
    expect(inboxKeyOf('a.mina+1@googlemail.com')).toBe(inboxKeyOf('amina@gmail.com'));
    expect(inboxKeyOf('a.mina@farm.ae')).not.toBe(inboxKeyOf('amina@farm.ae'));
  });
});

describe('addressKeyOf', () => {
  it('keys an IPv4 address as itself, written either way', () => {
    expect(addressKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKeyOf('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKeyOf('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressKeyOf('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keys every IPv6 address of one /64 alike, however it is written', () => {
    const key = addressKeyOf('2001:db8:85a3:12::1');
    expect(key).toBe('2001:db8:85a3:12::/64');
    expect(addressKeyOf('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe')).toBe(key);
    expect(addressKeyOf('2001:DB8:85A3:12:a:b:c:d%eth0')).toBe(key);
    expect(addressKeyOf('2001:db8:85a3:13::1')).not.toBe(key);
    expect(addressKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(addressKeyOf('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
    // A dotted ending is two groups, wherever the compressed zeros stand.
    expect(addressKeyOf('1::2:3:4:5:1.2.3.4')).toBe(addressKeyOf('1:0:2:3:4:5:102:304'));
    expect(addressKeyOf('1::2:3:4:5:1.2.3.4')).toBe('1:0:2:3::/64');
  });

  it('leaves a value that is no address as it is', () => {
    expect(addressKeyOf('unknown')).toBe('unknown');
  });
});
