import { resourceHref, resourceTypeLabel } from './resourceLinks';

const apiUrl = (p: string) => `http://site.pe/api${p}`;

describe('resource links', () => {
  it('keeps absolute URLs and puts the API base before paths', () => {
    expect(resourceHref('https://youtu.be/x', apiUrl)).toBe('https://youtu.be/x');
    expect(resourceHref('/files/units/1/a.pdf?sig=1', apiUrl)).toBe('http://site.pe/api/files/units/1/a.pdf?sig=1');
    expect(resourceHref('files/a.pdf', apiUrl)).toBe('http://site.pe/api/files/a.pdf');
    expect(resourceHref(null, apiUrl)).toBeNull();
    expect(resourceHref('  ', apiUrl)).toBeNull();
  });

  it('labels the types in Spanish', () => {
    expect(resourceTypeLabel('exam')).toBe('Examen');
    expect(resourceTypeLabel('LINK')).toBe('Enlace');
    expect(resourceTypeLabel('docx')).toBe('DOCX');
    expect(resourceTypeLabel('otro')).toBe('OTRO');
  });
});
