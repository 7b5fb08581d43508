/**
 * Writes each test file's seconds in durations.json's shape to API_TEST_DURATIONS (set it on a whole
 * run on a quiet machine, then copy the file over src/test/durations.json for the sequencer).
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { durationKey } from './sequencer';

export class DurationsReporter implements Reporter {
  constructor(private readonly file: string) {}

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const seconds = modules
      .map((m): [string, number] => [durationKey(m.moduleId), Math.round(m.diagnostic().duration / 1000)])
      .sort((a, b) => b[1] - a[1]);
    writeFileSync(this.file, `${JSON.stringify(Object.fromEntries(seconds), null, 2)}\n`);
  }
}
