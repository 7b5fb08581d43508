export { createRemoteLifecycles } from './remote/createRemoteLifecycles';
export { RemoteProviders } from './remote/RemoteProviders';
export { AdoptVisitorInput } from './remote/AdoptVisitorInput';
export { RemotePropsProvider, useRemoteProps, useApiUrl, useHttp, useKnownSession, useSession } from './remote/RemoteContext';
export { ErrorBoundary } from './feedback/ErrorBoundary';
export { lazyPage, named } from './remote/lazyPage';
export { errorStatus } from './query/createQueryClient';
export { useLiveStatus } from './live/useLiveStatus';
// The shell's watch of the connection: useOnlineAction for a control that needs the server,
// useOffline for the drafts' rules.
export { useOffline } from './connection/useConnection';
export { useOnlineAction } from './connection/useOnlineAction';
export type { OnlineAction } from './connection/useOnlineAction';
export { FirstLoad, waitsForConnection } from './connection/FirstLoad';
export { OFFLINE_ACTION_REASON, OFFLINE_NOT_SAVED } from './connection/offlineTexts';
export type { LazyPageComponent } from './remote/lazyPage';

// Accessible building blocks (CSS Modules on the shell's design tokens).
export { Button, buttonClass } from './components/Button';
export { TextField } from './components/TextField';
export { CourseImage } from './components/CourseImage';
export { PersonNameFields } from './components/PersonNameFields';
export { TextArea } from './components/TextArea';
export { SelectField } from './components/SelectField';
export type { SelectOption } from './components/SelectField';
export { CheckboxField } from './components/CheckboxField';
export { DateField } from './components/DateField';
export { Tabs } from './components/Tabs';
export { useToast } from './components/useToast';
export { Skeleton } from './components/Skeleton';
export { EmptyState } from './components/EmptyState';
export { ErrorState } from './components/ErrorState';
export { Badge } from './components/Badge';
export type { BadgeTone } from './components/Badge';
export { LevelTag } from './components/LevelTag';
export { LoadingText } from './components/LoadingText';
export { ProgressBar } from './components/ProgressBar';
export { VisuallyHidden, visuallyHiddenClass } from './components/VisuallyHidden';
export { usePageTitle } from './components/usePageTitle';
export { useUniqueId } from './components/useUniqueId';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './components/useDebouncedValue';
export { PageHeading } from './components/PageHeading';
export { isForbidden, loadError } from './forms/loadError';

// Dialogs, confirmations, tables and pagers live in '@inpro/ui/admin' and the frame of the
// logged-in areas in '@inpro/ui/layout' (each its own shared singleton, kept
// off the public pages), types included: importing them from here would be an import cycle.
export type { AreaNavItem } from './layout/AreaSidebar';
export type { AreaRoute } from './layout/areaRoute';

export { ShellLink } from './components/ShellLink';
export { useNow } from './components/useNow';

// The month calendar lives in '@inpro/ui/calendar' and the card payment field in
// '@inpro/ui/payments' (shared singletons of their own), the download and materials helpers in
// '@inpro/ui/files' (not shared): none of them is start-up code. The card types stay here too.
export type { CardDetails, CardFieldsHandle } from './payments/cardDetails';
