import type { Resource } from '@inpro/shared-contracts';
import { isKeepable, isKeepableAnswer, keptCacheOf, keptFileKey } from './keptFiles';

const apiUrl = (path: string) => `https://inpro.edu.pe/api${path}`;
const SIGNED = '/files/units/12/silabo-3f9a.pdf?u=7&exp=1764460800&sig=abc';

function resource(over: Partial<Resource> = {}): Resource {
  return {
    id: 5,
    unitId: 12,
    title: 'Sílabo',
    name: 'Sílabo',
    type: 'pdf',
    mime: 'application/pdf',
    url: SIGNED,
    fileName: 'silabo-3f9a.pdf',
    size: 2048,
    sizeLabel: '2 KB',
    evaluationId: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...over,
  };
}

function token(claims: Record<string, unknown>): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256' })}.${enc(claims)}.sig`;
}

describe('«Disponible sin conexión»', () => {
  it('is offered for stored PDFs only: not links, videos, other files or exam papers', () => {
    expect(isKeepable(resource())).toBe(true);
    expect(isKeepable(resource({ type: 'file', mime: 'application/pdf' }))).toBe(true);
    expect(isKeepable(resource({ type: 'PDF', mime: null }))).toBe(true);
    expect(isKeepable(resource({ type: 'link', url: 'https://www.gob.pe/', fileName: null, mime: null }))).toBe(false);
    expect(isKeepable(resource({ type: 'iframe', url: 'https://www.youtube.com/embed/x', fileName: null, mime: null }))).toBe(false);
    expect(isKeepable(resource({ type: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }))).toBe(
      false,
    );
    expect(isKeepable(resource({ type: 'exam' }))).toBe(false);
    expect(isKeepable(resource({ url: null }))).toBe(false);
  });

  it('keeps the copy under the file address without its signature, the same for every signed link of the file', () => {
    const key = keptFileKey(resource(), apiUrl);
    expect(key).toBe('https://inpro.edu.pe/api/files/units/12/silabo-3f9a.pdf');
    expect(keptFileKey(resource({ url: '/files/units/12/silabo-3f9a.pdf?u=7&exp=1764464400&sig=def' }), apiUrl)).toBe(key);
    expect(keptFileKey(resource({ url: '/files/units/12/otro.pdf?u=7&exp=1&sig=x' }), apiUrl)).not.toBe(key);
    expect(keptFileKey(resource({ url: null }), apiUrl)).toBeNull();
  });

  it("keeps it in the signed-in account's own cache, which sign-out deletes", () => {
    expect(keptCacheOf(token({ sub: '7' }))).toBe('inpro-kept-7');
    expect(keptCacheOf(token({ sub: '8' }))).toBe('inpro-kept-8');
    expect(keptCacheOf(null)).toBeNull();
  });

  it('keeps only a complete PDF answer', () => {
    expect(isKeepableAnswer(200, 'application/pdf')).toBe(true);
    expect(isKeepableAnswer(200, 'application/pdf; charset=binary')).toBe(true);
    expect(isKeepableAnswer(206, 'application/pdf')).toBe(false);
    expect(isKeepableAnswer(403, 'application/json')).toBe(false);
    expect(isKeepableAnswer(200, 'text/html')).toBe(false);
    expect(isKeepableAnswer(200, null)).toBe(false);
  });
});
