/**
 * Run before each test file (the files of a worker share its modules): the worker's PGlite goes back
 * to the pool when the file ends, even if the file failed before stopping its app (it is reset on next use).
 */
import { afterAll } from 'vitest';
import { releaseWorkerPglite } from './workerPglite';

afterAll(() => releaseWorkerPglite());
