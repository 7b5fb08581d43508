// What the shell shows when something fails (an area that cannot load, an unexpected error): a key of
// its own, so the shell's start-up does not download the whole UI (and TanStack Query with it).
export { ChunkFailure } from './ChunkFailure';
export { AppErrorScreen } from './AppErrorScreen';
export { ErrorBoundary } from './ErrorBoundary';
export { isChunkLoadError } from './chunkError';
