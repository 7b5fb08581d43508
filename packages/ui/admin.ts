// Entry point of the '@inpro/ui/admin' subpath (see src/admin.ts).
export * from './src/admin';
