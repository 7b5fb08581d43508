// Entry point of the '@inpro/ui/files' subpath (see src/files.ts).
export * from './src/files';
