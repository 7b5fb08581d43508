// What other features of the teacher area may use from the courses feature.
export { manageCourseLink, studentViewLink } from './components/TeacherCourseCard';
export { useTeacherCourses } from './hooks/useTeacherCourses';
