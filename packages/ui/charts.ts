// Entry point of the '@inpro/ui/charts' subpath (see src/charts/index.ts).
export * from './src/charts/index';
