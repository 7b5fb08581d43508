// What other features of the public site may use from the catalogue feature.
export { filterCourses } from './api/filterCourses';
export { CourseCard } from './components/CourseCard';
export { default as catalogStyles } from './components/Catalog.module.css';
export type { Page } from './model/page';
