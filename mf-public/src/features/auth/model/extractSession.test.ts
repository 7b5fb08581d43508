import { extractToken, extractUser } from './extractSession';

describe('extractToken', () => {
  it.each([
    [{ token: 't1' }, 't1'],
    [{ access_token: 't2' }, 't2'],
    [{ accessToken: 't3' }, 't3'],
    [{ jwt: 't4' }, 't4'],
    [{ id_token: 't5' }, 't5'],
    [{ idToken: 't6' }, 't6'],
    [{ data: { tokens: { access: 't7' } } }, 't7'],
    [{ tokens: { access: 't8' } }, 't8'],
    [{ data: { token: 't9' } }, 't9'],
  ])('reads %j', (body, expected) => {
    expect(extractToken(body)).toBe(expected);
  });

  it('follows the documented order', () => {
    expect(extractToken({ idToken: 'last', jwt: 'middle', access_token: 'second', token: 'first' })).toBe('first');
    expect(extractToken({ tokens: { access: 'outer' }, data: { tokens: { access: 'inner' } } })).toBe('inner');
    expect(extractToken({ jwt: 'body' }, { authorization: 'Bearer header' })).toBe('body');
  });

  it('skips empty values and reads the Authorization header (any case) last', () => {
    expect(extractToken({ token: '  ', accessToken: '' }, { Authorization: 'Bearer abc.def.ghi' })).toBe('abc.def.ghi');
    expect(extractToken({}, { authorization: 'bearer xyz' })).toBe('xyz');
    expect(extractToken({}, { authorization: 'Basic xyz' })).toBeNull();
    expect(extractToken(null, undefined)).toBeNull();
    expect(extractToken('not an object')).toBeNull();
  });

  it('strips a Bearer prefix from a body token', () => {
    expect(extractToken({ token: 'Bearer a.b.c' })).toBe('a.b.c');
  });
});

describe('extractUser', () => {
  it('reads data.user, else user', () => {
    expect(extractUser({ data: { user: { id: 1 } }, user: { id: 2 } })).toEqual({ id: 1 });
    expect(extractUser({ user: { id: 2 } })).toEqual({ id: 2 });
    expect(extractUser({ token: 'x' })).toBeNull();
    expect(extractUser({ user: 'ana' })).toBeNull();
  });
});
