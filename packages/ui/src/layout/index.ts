// The frame of the logged-in areas, shared as its own singleton (@inpro/ui/layout) so that the
// public site, which never shows it, does not download it. Everything else it uses comes from
// '@inpro/ui' (the shared singleton), never through relative imports: one RemoteContext.
export { AreaApp } from './AreaApp';
// Layout pieces of the areas' screens (toolbar, cards, form grid, actions): here, with the frame every
// area loads first, so a dashboard that only lays out cards does not download the dialogs, tables and
// settings editors of '@inpro/ui/admin' (which re-exports them).
export { default as areaStyles } from '../components/AreaPage.module.css';
