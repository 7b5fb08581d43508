import { LAST_COURSE_KEY, forgetLastCourseId, materialsLink, readLastCourseId, rememberLastCourseId } from './lastCourse';

describe('last visited course', () => {
  beforeEach(() => localStorage.clear());

  it('links Materiales to the course list until a course is remembered', () => {
    expect(materialsLink()).toBe('/aula/miscursos');
    rememberLastCourseId('17');
    expect(localStorage.getItem(LAST_COURSE_KEY)).toBe('17');
    expect(materialsLink()).toBe('/aula/materiales/17');
    forgetLastCourseId();
    expect(readLastCourseId()).toBeNull();
  });

  it.each(['0', '-3', 'abc', '1.5', '', '9007199254740993'])('ignores the invalid id %p', (id) => {
    rememberLastCourseId(id);
    expect(readLastCourseId()).toBeNull();
  });

  it('ignores a tampered stored value', () => {
    localStorage.setItem(LAST_COURSE_KEY, '<script>');
    expect(materialsLink()).toBe('/aula/miscursos');
  });
});
