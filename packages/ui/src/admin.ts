// Dialogs, confirmations, tables and pagers, shared as their own singleton (@inpro/ui/admin) so
// that the public site, which uses none of them, does not download them. They take the shared
// building blocks (Button, states, ids) from '@inpro/ui', never through relative imports.
export { Dialog } from './components/Dialog';
export { ConfirmDialog } from './components/ConfirmDialog';
export { useConfirm } from './components/useConfirm';
export { DataTable } from './components/DataTable';
export type { DataColumn } from './components/DataTable';
export { Pager } from './components/Pager';
export { PagedTable } from './components/PagedTable';
// Layout pieces of the administration screens (toolbar, cards, form grid, actions), one copy for every
// area: they live with the areas' frame (@inpro/ui/layout), loaded before any screen.
export { areaStyles } from '@inpro/ui/layout';
export { ExportButtons } from './components/ExportButtons';
