// What other features of the master administrator area may use from the dashboard feature.
export { KpiCard } from './components/KpiCard';
export { default as dashboardStyles } from './components/Dashboard.module.css';
export { dayLabel, monthLabel } from './periodLabel';
