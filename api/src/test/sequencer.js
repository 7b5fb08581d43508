'use strict';
/**
 * Order of the API test files: the slowest first, so that the two workers finish together instead of
 * one running a long file alone at the end. Jest's own sequencer does this only from its cache of the
 * last run, which a fresh clone lacks (the cache is keyed by the checkout's path): durations.json keeps
 * the measured seconds of the files in the repository, and a file missing there (new, or renamed) is
 * weighed by its size, as jest does, at the seconds per kilobyte those measurements show.
 * Refresh durations.json from a whole run: `API_TEST_DURATIONS=<file> npm test -w api`, then copy the file.
 */
const path = require('node:path');
const fs = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

const API_DIR = path.join(__dirname, '..', '..');
const RECORDED = JSON.parse(fs.readFileSync(path.join(__dirname, 'durations.json'), 'utf8'));
const SECONDS_PER_BYTE = 3 / 1000;

class SlowestFirst extends Sequencer {
  sort(tests) {
    const weight = (test) => {
      const recorded = RECORDED[path.relative(API_DIR, test.path).split(path.sep).join('/')];
      if (recorded != null) return recorded;
      return (test.context.hasteFS.getSize(test.path) ?? 0) * SECONDS_PER_BYTE;
    };
    const weights = new Map(tests.map((test) => [test, weight(test)]));
    // Files that failed last time still come first (jest's rule): their news matters most.
    return [...tests].sort((a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || weights.get(b) - weights.get(a));
  }
}

module.exports = SlowestFirst;
