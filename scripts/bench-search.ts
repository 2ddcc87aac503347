/**
 * Site search benchmark (issue 10, item 6): fills a fresh store with 1,000 news posts and 2,000
 * document-like entries, then prints the time per search. Not a test: it prints figures for
 * docs/performance.md (target: under 50 ms per search).
 *
 *   node scripts/bench-search.ts                    # SQLite (in memory)
 *   DATABASE_URL=postgres://… node scripts/bench-search.ts   # PostgreSQL (uses a throwaway schema)
 */
import { performance } from 'node:perf_hooks';
import { migrateToLatest } from '#server/db/migrate.ts';
import { searchEntries, upsertSearchEntry } from '#server/search/search-index.ts';
import { openBenchStore } from './bench-store.ts';

const NEWS_POSTS = 1_000;
const DOCUMENTS = 2_000;
const RUNS_PER_QUERY = 20;
const QUERIES = [
  'fire',
  'burn permit',
  'board meeting agenda',
  'hydrant',
  'budget 2026',
  'evacuation route wildland',
  'zzqqxx',
];

const WORDS = (
  'fire burn permit board meeting agenda minutes budget audit hydrant station engine crew ' +
  'wildland smoke ember evacuation route district trustee resolution notice election grama ' +
  'record request policy fee schedule volunteer training inspection propane sprinkler clearance ' +
  'county summit kamas oakley francis woodland marion peoa weather red flag restriction season'
).split(' ');

function sentence(seed: number, length: number): string {
  const words: string[] = [];
  for (let index = 0; index < length; index += 1) {
    words.push(WORDS[(seed * 31 + index * 17 + ((seed >> 3) ^ index)) % WORDS.length]!);
  }
  return words.join(' ');
}

const store = await openBenchStore();
await migrateToLatest(store.db);
const at = new Date();
const fillStart = performance.now();
await store.db.transaction().execute(async (trx) => {
  for (let index = 0; index < NEWS_POSTS; index += 1) {
    await upsertSearchEntry(
      trx,
      {
        key: `news:${index}`,
        kind: 'news',
        title: `${sentence(index, 4)} ${index}`,
        body: `${sentence(index + 7, 30)}. ${sentence(index + 11, 120)}.`,
        url: `/news/post-${index}`,
      },
      at,
    );
  }
  for (let index = 0; index < DOCUMENTS; index += 1) {
    await upsertSearchEntry(
      trx,
      {
        key: `document:${index}`,
        kind: 'document',
        title: `${sentence(index + 3, 5)} ${index}`,
        body: sentence(index + 5, 40),
        url: `/documents/doc-${index}.pdf`,
      },
      at,
    );
  }
});
console.log(
  `${store.kind}: indexed ${NEWS_POSTS} news posts and ${DOCUMENTS} documents in ${Math.round(performance.now() - fillStart)} ms`,
);

for (const query of QUERIES) {
  const times: number[] = [];
  let count = 0;
  for (let run = 0; run < RUNS_PER_QUERY + 2; run += 1) {
    const start = performance.now();
    const results = await searchEntries(store.db, store.kind, query, at);
    const elapsed = performance.now() - start;
    count = results.length;
    if (run >= 2) times.push(elapsed); // the first two warm caches and plans
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  const p95 = times[Math.floor(times.length * 0.95) - 1] ?? mean;
  console.log(
    `${store.kind}  ${JSON.stringify(query).padEnd(30)} ${String(count).padStart(2)} results  mean ${mean.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms`,
  );
}
await store.db.destroy();
await store.drop();
