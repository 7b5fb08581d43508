// What other features of the classroom may use from the courses feature.
export { useMyCourses } from './hooks/useMyCourses';
