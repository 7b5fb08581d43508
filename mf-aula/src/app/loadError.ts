// The error-text helpers live in the shared UI package (every area's screens use them).
export { isForbidden, loadError } from '@inpro/ui';
