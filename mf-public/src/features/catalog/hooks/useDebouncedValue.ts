// The debounce hook lives in the shared UI package (search boxes of every area use it).
export { useDebouncedValue } from '@inpro/ui';
