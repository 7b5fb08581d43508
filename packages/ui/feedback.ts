// Entry point of the '@inpro/ui/feedback' subpath (see src/feedback/index.ts).
export * from './src/feedback/index';
