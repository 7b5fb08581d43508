import { networkOf } from './network';

describe('networkOf', () => {
  it('counts IPv4 addresses by /24, IPv6 by /64, IPv4-mapped IPv6 as IPv4', () => {
    expect(networkOf('190.42.17.203')).toBe('190.42.17.0/24');
    expect(networkOf('::ffff:190.42.17.9')).toBe('190.42.17.0/24');
    expect(networkOf('2800:200:e840:1a2b:4c5d:6e7f:8091:a2b3')).toBe('2800:200:e840:1a2b::/64');
    expect(networkOf('2800:200::1')).toBe(networkOf('2800:200:0:0:ffff::2'));
    expect(networkOf('2800:200:0:1::1')).not.toBe(networkOf('2800:200::1'));
  });

  it('keeps anything unparsable as its own key', () => {
    expect(networkOf('desconocido')).toBe('desconocido');
  });
});
