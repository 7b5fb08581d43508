// Charts, shared as their own singleton (@inpro/ui/charts) so that only the screens that draw one
// download it; the chart library itself (Chart.js) loads lazily when a chart first renders.
export { Chart } from './Chart';
