/**
 * The slowest parse of each domain schema field with a pattern check (and of the ten slowest
 * other fields: a refinement hides its pattern) under the adversarial strings a ReDoS checker
 * sends, 64,500+ characters each. Prints a Markdown table for docs/performance.md. A field stops
 * at its first string over 1 s.
 *
 *   node scripts/bench-patterns.ts
 */
import {
  adversarialStrings,
  listDomainSchemaFields,
  worstParseMs,
} from '#tests/support/schema-fields.ts';

const BUDGET_MS = 1_000;
const strings = adversarialStrings();
const fields = await listDomainSchemaFields();
const rows: Array<{ name: string; worst: number; hasPattern: boolean; error?: string }> = [];
for (const field of fields) {
  try {
    field.schema.safeParse('');
    const { worst } = worstParseMs(field, strings, BUDGET_MS);
    rows.push({ name: field.name, worst, hasPattern: field.hasPattern });
  } catch (error) {
    rows.push({
      name: field.name,
      worst: Infinity,
      hasPattern: field.hasPattern,
      error: String(error),
    });
  }
}
rows.sort((a, b) => b.worst - a.worst);
// The permit phone numbers check their pattern in a refinement, so they are named here.
const isShownAnyway = (name: string) => /phone|fax/i.test(name);
const shown = [
  ...rows.filter((row) => !row.hasPattern && !isShownAnyway(row.name)).slice(0, 10),
  ...rows.filter((row) => row.hasPattern || isShownAnyway(row.name)),
].sort((a, b) => b.worst - a.worst);
console.log(
  `${fields.length} fields, ${strings.length} strings of ${strings[0]!.length}+ characters`,
);
console.log('| field | pattern check | worst ms |');
console.log('| --- | --- | --- |');
for (const row of shown) {
  const figure = row.error
    ? `throws (${row.error.slice(0, 60)})`
    : row.worst > BUDGET_MS
      ? `> ${BUDGET_MS} (stopped)`
      : row.worst.toFixed(2);
  console.log(`| ${row.name} | ${row.hasPattern ? 'yes' : 'no'} | ${figure} |`);
}
