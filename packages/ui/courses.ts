// Entry point of the '@inpro/ui/courses' subpath (see src/courses.ts).
export * from './src/courses';
