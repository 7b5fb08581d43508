// Entry point of the '@inpro/ui/payments' subpath (see src/payments/index.ts).
export * from './src/payments/index';
