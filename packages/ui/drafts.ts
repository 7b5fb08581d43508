// Entry point of the '@inpro/ui/drafts' subpath (see src/drafts/index.ts).
export * from './src/drafts';
