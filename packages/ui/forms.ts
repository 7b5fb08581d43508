// Entry point of the '@inpro/ui/forms' subpath (see src/forms/index.ts).
export * from './src/forms';
