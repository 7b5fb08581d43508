// Entry point of the '@inpro/ui/draftStore' subpath: the drafts' store alone (IndexedDB, no React,
// nothing shared), which the shell's start-up imports to delete an account's drafts on sign-out.
export { deleteAccountDrafts, deleteOtherAccountsDrafts, draftAccount } from './src/drafts/draftStore';
