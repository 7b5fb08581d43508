import { addressKey } from './addressKey';

describe('addressKey', () => {
  it('counts an IPv4 address as it is, also IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    const network = addressKey('2001:db8:abcd:12::1');
    expect(network).toBe('2001:db8:abcd:12::/64');
    for (const ip of ['2001:0db8:abcd:0012:ffff:1:2:3', '2001:db8:abcd:12:a::b', '2001:DB8:ABCD:12::99']) {
      expect([ip, addressKey(ip)]).toEqual([ip, network]);
    }
    expect(addressKey('2001:db8:abcd:13::1')).not.toBe(network);
  });

  it('counts anything unreadable as itself', () => {
    expect(addressKey('not-an-address')).toBe('not-an-address');
  });
});
