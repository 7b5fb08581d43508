// What other features of the teacher area may use from the live-classes feature.
export { SessionForm } from './components/SessionForm';
export { useSessions } from './hooks/useSessions';
