#!/usr/bin/env node
// Writes src/test/durations.json (the API test files' seconds, read by src/test/sequencer.js) from the
// output of a whole run: `npm test -w api -- --json --outputFile=/tmp/api-times.json`, then
// `node api/scripts/test-durations.mjs /tmp/api-times.json`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const input = process.argv[2];
if (!input) {
  console.error('Uso: node api/scripts/test-durations.mjs <salida de jest --json>');
  process.exit(1);
}
const { testResults } = JSON.parse(readFileSync(input, 'utf8'));
const seconds = testResults
  .map((r) => [path.relative(apiDir, r.name).split(path.sep).join('/'), Math.round((r.endTime - r.startTime) / 1000)])
  .sort((a, b) => b[1] - a[1]);
writeFileSync(path.join(apiDir, 'src/test/durations.json'), `${JSON.stringify(Object.fromEntries(seconds), null, 2)}\n`);
console.log(`${seconds.length} archivos en src/test/durations.json`);
