'use strict';
/**
 * Writes each test file's seconds in durations.json's shape to API_TEST_DURATIONS (set it on a whole
 * run on a quiet machine, then copy the file over src/test/durations.json for the sequencer).
 */
const fs = require('node:fs');
const path = require('node:path');

const API_DIR = path.join(__dirname, '..', '..');

class DurationsReporter {
  constructor(_globalConfig, options) {
    this.file = options.file;
  }

  onRunComplete(_contexts, results) {
    const seconds = results.testResults
      .map((r) => [
        path.relative(API_DIR, r.testFilePath).split(path.sep).join('/'),
        Math.round((r.perfStats.end - r.perfStats.start) / 1000),
      ])
      .sort((a, b) => b[1] - a[1]);
    fs.writeFileSync(this.file, `${JSON.stringify(Object.fromEntries(seconds), null, 2)}\n`);
  }
}

module.exports = DurationsReporter;
