// What other features of the administrator area may use from the courses feature.
export { useCourses } from './hooks/useCourses';
