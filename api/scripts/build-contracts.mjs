// Compiles shared-contracts (TypeScript sources) into dist/node_modules/@inpro/shared-contracts so the
// built server resolves `require('@inpro/shared-contracts')` to JavaScript without touching the workspace.
// An argument names another build folder than api/dist (the restart test builds into a temporary one).
import { transformFile } from '@swc/core';
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.resolve(apiDir, '../shared-contracts/src');
const outDir = path.join(path.resolve(apiDir, process.argv[2] ?? 'dist'), 'node_modules/@inpro/shared-contracts');

async function walk(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full)));
    else if (/\.(tsx?|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

await rm(outDir, { recursive: true, force: true });
const files = await walk(srcDir);
for (const file of files) {
  if (file.endsWith('.json')) {
    // Data files (the area registry) are required as they are.
    const target = path.join(outDir, path.relative(srcDir, file));
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(file, target);
    continue;
  }
  const { code } = await transformFile(file, {
    swcrc: false,
    jsc: { parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const target = path.join(outDir, path.relative(srcDir, file)).replace(/\.tsx?$/, '.js');
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, code);
}
await writeFile(path.join(outDir, 'package.json'), JSON.stringify({ name: '@inpro/shared-contracts', main: 'index.js' }, null, 2));
console.log(`shared-contracts: ${files.length} files → ${path.relative(apiDir, outDir)}`);
