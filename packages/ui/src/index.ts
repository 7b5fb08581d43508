export { createRemoteLifecycles, setRemoteStyles } from './remote/createRemoteLifecycles';
export type { RemoteLifecycleOptions } from './remote/createRemoteLifecycles';
export { RemotePropsProvider, useRemoteProps, useHttp, useSession } from './remote/RemoteContext';
export { ChunkFailure } from './feedback/ChunkFailure';
export { AppErrorScreen } from './feedback/AppErrorScreen';
export { ErrorBoundary } from './feedback/ErrorBoundary';
export { isChunkLoadError } from './feedback/chunkError';
export { UnderConstruction } from './UnderConstruction';
export { lazyPage, named } from './remote/lazyPage';
