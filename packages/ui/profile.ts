// Entry point of the '@inpro/ui/profile' subpath (see src/profile.ts).
export * from './src/profile';
