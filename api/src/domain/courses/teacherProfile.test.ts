import { mergeOwnTeacher } from './teacherProfile';

const own = { fullName: 'Dra. Lucía Fernández Paredes', role: 'DOCENTE', specialty: 'Derecho Constitucional', bio: 'Doctora en Derecho.' };

describe('mergeOwnTeacher', () => {
  it('takes specialty and bio of the listed entry with the same name (accents and case aside)', () => {
    const list = [
      { name: 'Dr. Miguel Soto', bio: 'Árbitro.' },
      { name: 'dra. lucia  fernandez paredes', bio: 'Bio del curso.' },
    ];
    expect(mergeOwnTeacher(list, own)).toEqual([
      { name: 'Dr. Miguel Soto', bio: 'Árbitro.' },
      { name: 'dra. lucia  fernandez paredes', bio: 'Doctora en Derecho.', specialty: 'Derecho Constitucional' },
    ]);
  });

  it("keeps the course's bio when the profile has none", () => {
    const list = [{ name: own.fullName, bio: 'Bio del curso.' }];
    expect(mergeOwnTeacher(list, { ...own, bio: ' ', specialty: '' })).toEqual([{ name: own.fullName, bio: 'Bio del curso.' }]);
  });

  it('puts a DOCENTE who is not listed first, but not an administrator', () => {
    const list = [{ name: 'Dr. Miguel Soto', bio: '' }];
    expect(mergeOwnTeacher(list, own)).toEqual([
      { name: own.fullName, bio: 'Doctora en Derecho.', specialty: 'Derecho Constitucional' },
      { name: 'Dr. Miguel Soto', bio: '' },
    ]);
    expect(mergeOwnTeacher(list, { ...own, role: 'ADMIN' })).toEqual(list);
    expect(mergeOwnTeacher(list, undefined)).toEqual(list);
  });
});
