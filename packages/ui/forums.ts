// Entry point of the '@inpro/ui/forums' subpath (see src/forums.ts).
export * from './src/forums';
