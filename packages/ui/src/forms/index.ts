// The one way to write a form (README "Forms"): react-hook-form with the shared zod schemas.
// Not a shared module: each remote bundles it in the chunks of its form pages (react-hook-form and
// the zod resolver under it are shared singletons), so no page without a form downloads it.
export { useZodForm } from './useZodForm';
export type { BoundField } from './useZodForm';
export { lazySchemas } from './lazySchemas';
