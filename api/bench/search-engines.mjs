#!/usr/bin/env node
// Compares the three search libraries the catalogue could be built on — MiniSearch (the one in use,
// with the catalogue's own configuration: api/src/modules/courses/catalogueIndex), Orama (its own
// Spanish tokenizer and stemmer) and FlexSearch (forward tokenizer, LatinAdvanced encoder) — on our
// data: the demo catalogue for quality (the committed query list, searchQueries.ts: is the first
// published result one of the expected ones?) and 10,000 generated courses plus the demo ones for
// index build time, memory and query time. No database: the documents are made here from the same
// sources (seed/catalog.ts; the bench's generator, common.mjs).
//
//   npm run build -w api && node --expose-gc api/bench/search-engines.mjs [--json out.json]
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LEVELS, PREFIXES, TYPES, requireFromDist } from './common.mjs';

const require = requireFromDist();
const dev = createRequire(import.meta.url);
const { DEMO_COURSES, TEACHER_BIOS } = require('./seed/catalog.js');
const { SEARCH_CASES } = require('./modules/courses/catalogueIndex/searchQueries.js');
const { newSearchIndex, searchQuery } = require('./modules/courses/catalogueIndex/snapshot.js');
const { searchWords } = require('./modules/courses/catalogueIndex/terms.js');
const { SPECIALTY_AREAS } = require('@inpro/shared-contracts');
const orama = dev('@orama/orama');
const { stemmer: spanishStemmer } = dev('@orama/stemmers/spanish');
const { Document, Charset } = dev('flexsearch');

const POPULARITY = { Alta: 3, Media: 2, Baja: 1 };
const teacherName = (key) => TEACHER_BIOS[key].name;

/** A course as the engines see it: the catalogue's searchable fields, and what the ranking ties on. */
function demoDocuments() {
  return DEMO_COURSES.map((c, i) => ({
    id: i + 1,
    title: c.title,
    code: c.code,
    area: c.area,
    teachers: [c.teacher, c.coTeacher].filter(Boolean).map(teacherName).join(' '),
    kind: `${c.type} ${c.level}`,
    published: c.published,
    popularity: POPULARITY[c.popularity],
  }));
}

/** The catalogue bench's 10,000 courses (api/bench/common.mjs, insertGeneratedCourses), without a database. */
function generatedDocuments(from, count) {
  return Array.from({ length: count }, (_, k) => {
    const g = k + 1;
    const area = SPECIALTY_AREAS[g % 19];
    return {
      id: from + g,
      title: `${PREFIXES[g % 8]} ${area} ${g}`,
      code: `BENCH-${g}`,
      area,
      teachers: 'Docente de Prueba',
      kind: `${TYPES[g % 4]} ${LEVELS[Math.floor(g / 7) % 3]}`,
      published: g % 10 !== 0,
      popularity: 3 - (Math.floor(g / 3) % 3),
    };
  });
}

const FIELDS = ['title', 'code', 'area', 'teachers', 'kind'];
const BOOST = { title: 3, area: 1.5, teachers: 1.5, code: 1, kind: 0.5 };

/** Each engine: build(docs) → an index; search(index, q) → matching ids, best first. */
const ENGINES = {
  MiniSearch: {
    build(docs) {
      const index = newSearchIndex();
      index.addAll(docs);
      return index;
    },
    search(index, q) {
      const words = searchWords(q);
      if (!words.length) return [];
      let hits = index.search(searchQuery(words));
      if (!hits.length && words.length > 1) hits = index.search(searchQuery(words, 'OR'));
      return hits.map((h) => h.id);
    },
  },
  Orama: {
    build(docs) {
      const db = orama.create({
        schema: { title: 'string', code: 'string', area: 'string', teachers: 'string', kind: 'string', published: 'boolean' },
        components: { tokenizer: { language: 'spanish', stemming: true, stemmer: spanishStemmer } },
      });
      orama.insertMultiple(
        db,
        docs.map((d) => ({ ...d, id: String(d.id) })),
      );
      return db;
    },
    search(db, q) {
      const ask = (threshold) => orama.search(db, { term: q, properties: FIELDS, tolerance: 1, threshold, boost: BOOST, limit: 20000 });
      let result = ask(0);
      if (!result.hits.length) result = ask(1);
      return result.hits.map((h) => Number(h.id));
    },
  },
  FlexSearch: {
    build(docs) {
      const index = new Document({ document: { id: 'id', index: FIELDS }, tokenize: 'forward', encoder: Charset.LatinAdvanced });
      for (const d of docs) index.add(d);
      return index;
    },
    search(index, q) {
      let hits = index.search(q, { merge: true, limit: 20000 });
      if (!hits.length) hits = index.search(q, { merge: true, limit: 20000, suggest: true });
      return hits.map((h) => h.id);
    },
  },
};

/** The engine's order, published courses only, ties (same place) in the popular order as the catalogue. */
function firstPublished(ids, byId) {
  return ids.map((id) => byId.get(id)).filter((d) => d && d.published)[0];
}

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const gc = () => globalThis.gc?.();
const heap = () => (gc(), gc(), process.memoryUsage().heapUsed);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function quality(engine) {
  const docs = demoDocuments();
  const byId = new Map(docs.map((d) => [d.id, d]));
  const index = engine.build(docs);
  const misses = [];
  for (const c of SEARCH_CASES) {
    const first = firstPublished(engine.search(index, c.q), byId);
    const ok = c.first === null ? first === undefined : first !== undefined && c.first.includes(first.title);
    if (!ok) misses.push(`${c.q} → ${first?.title ?? '(nothing)'}`);
  }
  return { passed: SEARCH_CASES.length - misses.length, of: SEARCH_CASES.length, misses };
}

function performance(engine) {
  const docs = [...demoDocuments(), ...generatedDocuments(1000, 10000)];
  const builds = [];
  let index;
  let memory = 0;
  for (let i = 0; i < 3; i += 1) {
    index = undefined;
    const before = heap();
    const t0 = process.hrtime.bigint();
    index = engine.build(docs);
    builds.push(Number(process.hrtime.bigint() - t0) / 1e6);
    memory = heap() - before;
  }
  const words = ['penal', 'civil', 'familia', 'arbitraje', 'conciliacion', 'constitucional', 'laboral', 'tributario', 'notarial'];
  // The list's searches and the catalogue bench's distinct ones ('penal 4711').
  const queries = [
    ...SEARCH_CASES.map((c) => c.q),
    ...Array.from({ length: 300 }, (_, n) => `${words[n % 9]} ${1 + ((n * 7919) % 10000)}`),
  ];
  for (const q of queries) engine.search(index, q); // warm-up
  const times = [];
  for (let round = 0; round < 3; round += 1)
    for (const q of queries) {
      const t0 = process.hrtime.bigint();
      engine.search(index, q);
      times.push(Number(process.hrtime.bigint() - t0) / 1e3);
    }
  times.sort((a, b) => a - b);
  return {
    courses: docs.length,
    buildMs: Math.round(median(builds)),
    memoryMB: Number((memory / 1024 / 1024).toFixed(1)),
    queryMeanUs: Math.round(times.reduce((a, b) => a + b, 0) / times.length),
    queryP99Us: Math.round(times[Math.floor(times.length * 0.99)]),
  };
}

if (!globalThis.gc) console.warn('Run with node --expose-gc for the memory figures.');
const results = {};
for (const [name, engine] of Object.entries(ENGINES)) {
  results[name] = { ...performance(engine), quality: quality(engine) };
}
console.log(
  '\n| library | build, 10,031 courses | memory | query mean / p99 | first result right (query list) |\n| --- | ---: | ---: | ---: | ---: |',
);
for (const [name, r] of Object.entries(results)) {
  console.log(
    `| ${name} | ${r.buildMs} ms | ${r.memoryMB} MB | ${r.queryMeanUs} / ${r.queryP99Us} µs | ${r.quality.passed} / ${r.quality.of} |`,
  );
}
for (const [name, r] of Object.entries(results))
  if (r.quality.misses.length) console.log(`\n${name} misses:\n  ${r.quality.misses.join('\n  ')}`);
const out = arg('json');
if (out) writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);
