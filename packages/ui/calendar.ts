// Entry point of the '@inpro/ui/calendar' subpath (see src/calendar/index.ts).
export * from './src/calendar/index';
