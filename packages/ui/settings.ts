// Entry point of the '@inpro/ui/settings' subpath (see src/settings/index.ts).
export * from './src/settings';
