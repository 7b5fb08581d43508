// What other features of the classroom may use from the live classes feature.
export { classHours, classRows, type ClassRow } from './classRows';
export { ClassStatusBadge } from './components/ClassStatusBadge';
export { JoinButton } from './components/JoinButton';
export { useClasses } from './hooks/useClasses';
