// The screen heading lives in the shared UI package (every area's screens use it).
export { PageHeading } from '@inpro/ui';
