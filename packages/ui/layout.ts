// Entry point of the '@inpro/ui/layout' subpath (see src/layout/index.ts).
export * from './src/layout/index';
