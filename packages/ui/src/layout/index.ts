// The frame of the logged-in areas, shared as its own singleton (@inpro/ui/layout) so that the
// public site, which never shows it, does not download it. Everything else it uses comes from
// '@inpro/ui' (the shared singleton), never through relative imports: one RemoteContext.
export { AreaApp } from './AreaApp';
export type { AreaAppProps, AreaRoute } from './AreaApp';
export { AreaLayout } from './AreaLayout';
export type { AreaLayoutProps } from './AreaLayout';
export type { AreaNavItem } from './AreaSidebar';
export { AreaNotFound } from './AreaNotFound';
export { initialsOf, userDisplay } from './userDisplay';
export type { UserDisplay } from './userDisplay';
export { isNavActive } from './navActive';
