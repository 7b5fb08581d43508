export { createRemoteLifecycles, setRemoteStyles } from './remote/createRemoteLifecycles';
export type { RemoteLifecycleOptions } from './remote/createRemoteLifecycles';
export { RemotePropsProvider, useRemoteProps, useHttp, useSession } from './remote/RemoteContext';
export { ChunkFailure } from './feedback/ChunkFailure';
export { AppErrorScreen } from './feedback/AppErrorScreen';
export { ErrorBoundary } from './feedback/ErrorBoundary';
export { isChunkLoadError } from './feedback/chunkError';
export { UnderConstruction } from './UnderConstruction';
export { lazyPage, named } from './remote/lazyPage';
export { createQueryClient, errorStatus, shouldRetry } from './query/createQueryClient';
export type { LazyPageComponent } from './remote/lazyPage';

// Accessible building blocks (CSS Modules on the shell's design tokens).
export { Button, buttonClass } from './components/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button';
export { TextField } from './components/TextField';
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
export { useDebouncedValue } from './components/useDebouncedValue';
export { PageHeading } from './components/PageHeading';
export type { PageHeadingProps } from './components/PageHeading';
export { issuesToErrors, serverErrors, useForm } from './forms/useForm';
export type { FieldErrors } from './forms/useForm';
export { isForbidden, loadError } from './forms/loadError';

// Dialogs, confirmations, tables and pagers live in '@inpro/ui/admin' and the frame of the
// logged-in areas in '@inpro/ui/layout' (each its own shared singleton, kept
// off the public pages), types included: importing them from here would be an import cycle.
export type { AreaNavItem } from './layout/AreaSidebar';
export type { AreaRoute } from './layout/areaRoute';
export type { UserDisplay } from './layout/userDisplay';

// Month view of dated events (class calendars of the teacher and student areas).
export { MonthCalendar, MONTH_NAMES, WEEKDAYS, isMonth, monthLabel, monthWeeks, shiftMonth } from './calendar';
export type { CalendarEvent, MonthCalendarProps } from './calendar';
export { ShellLink } from './components/ShellLink';
export type { ShellLinkProps } from './components/ShellLink';
export { useNow } from './components/useNow';

// Payments: the sandbox card field's token and one Idempotency-Key per payment attempt.
export { CARD_NOT_A_TEST_CARD, CARD_NUMBER_REQUIRED, TEST_CARDS_HINT, cardTokenOf, newIdempotencyKey } from './payments/cardToken';
export { CardFields } from './payments/CardFields';
export type { CardDetails, CardFieldsHandle } from './payments/cardDetails';
// Files from the API (with the session's token) handed to the browser as downloads.
export { downloadError, downloadFile, fileNameOf, saveBlob } from './download';
// Materials calls shared by the teacher's and the administrator's screens (units and resources of a course).
export { createResource, type NewResource } from './materials/createResource';
export { createUnit } from './materials/createUnit';
export { deleteResource } from './materials/deleteResource';
export { deleteUnit } from './materials/deleteUnit';
export { getResources } from './materials/getResources';
export { getUnits } from './materials/getUnits';
