export { siteRoutes } from './routes';
export type { SiteOptions } from './routes';
