// The "Mis cursos" grid and course cards of the student's and the teacher's areas, behind their own
// subpath (@inpro/ui/courses): not a shared singleton (styles only), bundled by the remotes that use them.
export { default as myCoursesStyles } from './courses/MyCourses.module.css';
