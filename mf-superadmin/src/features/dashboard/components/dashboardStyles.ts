import styles from './Dashboard.module.css';

/**
 * The dashboard's KPI grid styles, for the screens that show KPI cards (payments). A module of
 * their own: the door re-exports them, and only a screen that uses them brings the stylesheet (a
 * stylesheet re-exported from the door itself would go wherever the door is imported, e.g. the routes).
 */
export const dashboardStyles = styles;
