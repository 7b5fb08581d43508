#!/usr/bin/env node
// `npm run typecheck`: every TypeScript program of the repository, checked by TypeScript 7 (the
// native compiler, about ten times faster than 5.x). TypeScript 5.9 stays installed as `typescript`
// for the tools that use its JavaScript API (typescript-eslint's parser, knip), which 7 does not have.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// The package exports no path to its command line: it is found next to its package.json.
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript7/package.json')), 'bin/tsc');
// The browser packages form one program (tsconfig.browser.json): shared-contracts and packages/ui are checked once.
const PROJECTS = ['tsconfig.browser.json', 'shared-contracts/tsconfig.json', 'api/tsconfig.json', 'e2e/tsconfig.json'];

let failed = 0;
for (const project of PROJECTS) {
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], { stdio: 'inherit' });
  console.log(`${status === 0 ? 'ok    ' : 'FAILED'} ${project} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
