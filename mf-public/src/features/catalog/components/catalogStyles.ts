import styles from './Catalog.module.css';

/**
 * The catalogue's page styles, for the screens that look like it (search). A module of their own:
 * the door re-exports them, and only a screen that uses them brings the stylesheet (a stylesheet
 * re-exported from the door itself would go wherever the door is imported, e.g. the routes).
 */
export const catalogStyles = styles;
