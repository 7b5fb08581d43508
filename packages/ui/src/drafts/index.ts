// Drafts kept on the device (README "Drafts"): what a person types in a form survives a lost
// connection, a closed tab and a reload, per account. Not a shared module: the drafts live in
// IndexedDB, so each remote bundles these hooks in the chunks of its form pages.
export { useFormDraft } from './useFormDraft';
export type { FormDraft } from './useFormDraft';
export { usePendingDrafts } from './usePendingDrafts';
export { DraftNotice } from './DraftNotice';
