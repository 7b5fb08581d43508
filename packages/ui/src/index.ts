export { createRemoteLifecycles, setRemoteStyles, takePrerenderState } from './remote/createRemoteLifecycles';
export { RemoteProviders } from './remote/RemoteProviders';
export { AdoptVisitorInput } from './remote/AdoptVisitorInput';
export type { RemoteProvidersProps } from './remote/RemoteProviders';
export type { RemoteLifecycleOptions } from './remote/createRemoteLifecycles';
export { RemotePropsProvider, useRemoteProps, useApiUrl, useHttp, useKnownSession, useSession } from './remote/RemoteContext';
export { ChunkFailure } from './feedback/ChunkFailure';
export { AppErrorScreen } from './feedback/AppErrorScreen';
export { ErrorBoundary } from './feedback/ErrorBoundary';
export { isChunkLoadError } from './feedback/chunkError';
export { UnderConstruction } from './UnderConstruction';
export { lazyPage, named } from './remote/lazyPage';
export { createQueryClient, errorStatus, shouldRetry } from './query/createQueryClient';
export { LIVE_INVALIDATIONS, followLiveEvents, invalidateForLiveEvent } from './live/liveInvalidation';
export { useLiveStatus } from './live/useLiveStatus';
export type { LazyPageComponent } from './remote/lazyPage';

// Accessible building blocks (CSS Modules on the shell's design tokens).
export { Button, buttonClass } from './components/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button';
export { TextField } from './components/TextField';
export { CourseImage } from './components/CourseImage';
export type { CourseImageProps } from './components/CourseImage';
export { NAMES_UNKNOWN_HINT, PersonNameFields } from './components/PersonNameFields';
export type { PersonNameFieldsProps } from './components/PersonNameFields';
export type { TextFieldProps } from './components/TextField';
export { TextArea } from './components/TextArea';
export type { TextAreaProps } from './components/TextArea';
export { SelectField } from './components/SelectField';
export type { SelectFieldProps, SelectOption } from './components/SelectField';
export { CheckboxField } from './components/CheckboxField';
export { DateField } from './components/DateField';
export type { DateFieldProps } from './components/DateField';
export type { CheckboxFieldProps } from './components/CheckboxField';
export { Tabs } from './components/Tabs';
export type { TabsProps, TabItem } from './components/Tabs';
export { Toast } from './components/Toast';
export type { ToastData, ToastTone } from './components/Toast';
export { ToastProvider, TOAST_DEFAULT_MS } from './components/ToastProvider';
export type { ToastApi, ToastOptions } from './components/ToastProvider';
export { useToast } from './components/useToast';
export { Skeleton } from './components/Skeleton';
export type { SkeletonProps } from './components/Skeleton';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export { ErrorState } from './components/ErrorState';
export type { ErrorStateProps } from './components/ErrorState';
export { Badge } from './components/Badge';
export type { BadgeProps, BadgeTone } from './components/Badge';
export { LevelTag, levelTone } from './components/LevelTag';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export { LoadingText } from './components/LoadingText';
export { ProgressBar } from './components/ProgressBar';
export type { ProgressBarProps } from './components/ProgressBar';
export { VisuallyHidden, visuallyHiddenClass } from './components/VisuallyHidden';
export { usePageTitle, SITE_TITLE } from './components/usePageTitle';
export { useUniqueId } from './components/useUniqueId';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './components/useDebouncedValue';
export { PageHeading } from './components/PageHeading';
export type { PageHeadingProps } from './components/PageHeading';
export { isForbidden, loadError } from './forms/loadError';

// Dialogs, confirmations, tables and pagers live in '@inpro/ui/admin' and the frame of the
// logged-in areas in '@inpro/ui/layout' (each its own shared singleton, kept
// off the public pages), types included: importing them from here would be an import cycle.
export type { AreaNavItem } from './layout/AreaSidebar';
export type { AreaRoute } from './layout/areaRoute';
export type { UserDisplay } from './layout/userDisplay';

export { ShellLink } from './components/ShellLink';
export type { ShellLinkProps } from './components/ShellLink';
export { useNow } from './components/useNow';

// The month calendar lives in '@inpro/ui/calendar' and the card payment field in
// '@inpro/ui/payments' (shared singletons of their own), the download and materials helpers in
// '@inpro/ui/files' (not shared): none of them is start-up code. The card types stay here too.
export type { CardDetails, CardFieldsHandle } from './payments/cardDetails';
