/**
 * Order of the API test files: the slowest first, so that the workers finish together instead of one
 * running a long file alone at the end. Vitest's own sequencer does this only from its cache of the last
 * run, which a fresh clone lacks: durations.json keeps the measured seconds of the files in the
 * repository, and a file missing there (new, or renamed) is weighed by its size, at the seconds per
 * kilobyte those measurements show. Refresh durations.json from a whole run:
 * `API_TEST_DURATIONS=<file> npm test -w api`, then copy the file (durationsReporter.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const API_DIR = path.join(__dirname, '..', '..');
const SECONDS_PER_BYTE = 3 / 1000;

/** A test file's path as durations.json writes it (relative to the API package, with slashes). */
export const durationKey = (file: string): string => path.relative(API_DIR, file).split(path.sep).join('/');

/** Vitest's sequencer with its sharding; only the order is ours. */
export class SlowestFirst extends BaseSequencer {
  private readonly recorded: Record<string, number> = JSON.parse(readFileSync(path.join(__dirname, 'durations.json'), 'utf8'));

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = (file: string) => this.recorded[durationKey(file)] ?? statSync(file).size * SECONDS_PER_BYTE;
    const weights = new Map(files.map((f) => [f, weight(f.moduleId)]));
    return [...files].sort((a, b) => (weights.get(b) ?? 0) - (weights.get(a) ?? 0));
  }
}
