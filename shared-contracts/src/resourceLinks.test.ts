import { downloadHref, isExam, isVideo, resourceHref, resourceTypeLabel } from './resourceLinks';

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

  it('downloads stored files through the files path as an attachment; links have no download', () => {
    expect(downloadHref({ url: '/files/units/3/a.pdf?u=1&sig=x', fileName: 'a.pdf' }, apiUrl)).toBe(
      'http://site.pe/api/files/units/3/a.pdf?u=1&sig=x&download=1',
    );
    expect(downloadHref({ url: '/files/units/3/a.pdf', fileName: 'a.pdf' }, apiUrl)).toBe(
      'http://site.pe/api/files/units/3/a.pdf?download=1',
    );
    expect(downloadHref({ url: 'https://x.pe', fileName: null }, apiUrl)).toBeNull();
  });

  it('tells videos and exams apart, whatever the case', () => {
    expect(isVideo({ type: 'IFRAME' })).toBe(true);
    expect(isVideo({ type: 'pdf' })).toBe(false);
    expect(isExam({ type: 'Exam' })).toBe(true);
    expect(isExam({ type: 'link' })).toBe(false);
  });
});
