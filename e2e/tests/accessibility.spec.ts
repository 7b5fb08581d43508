import { accessibilitySuite } from '../src/a11y';

/*
 * Every screen of every area passes axe's WCAG 2 A/AA rules (colour
 * contrast and label-content-name-mismatch included) with no serious or critical violation, in the
 * light scheme, at desktop and 390 px. The dark scheme is a site-wide setting: accessibility-dark.serial.
 */
accessibilitySuite('light');
