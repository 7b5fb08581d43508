// Stateless helpers for files, behind their own subpath (@inpro/ui/files) so that they stay off the
// start-up code: not a shared singleton (they hold no state), each remote bundles only what its
// screens import, in those screens' chunks. The shared pieces they use come from '@inpro/ui'.
// Files from the API (with the session's token) handed to the browser as downloads.
export { downloadError, downloadFile, saveBlob } from './download';
// The buyer's receipt, offered by the checkout's thank-you page and by the classroom's payments.
export { useDownloadMyReceipt } from './downloadMyReceipt';
// Materials calls shared by the teacher's and the administrator's screens (units and resources of a course).
export { createResource, type NewResource } from './materials/createResource';
export { createUnit } from './materials/createUnit';
export { deleteResource } from './materials/deleteResource';
export { deleteUnit } from './materials/deleteUnit';
export { getResources } from './materials/getResources';
export { getUnits } from './materials/getUnits';
