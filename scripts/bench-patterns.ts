/**
 * The slowest parse of each domain schema field with a pattern (and of any other field over
 * 2 ms) under the adversarial strings a ReDoS checker sends (64,500+ characters each). Prints a
 * Markdown table for docs/performance.md. A field stops at its first string over 1 s.
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
const rows: Array<{ name: string; worst: number; hasPattern: boolean }> = [];
for (const field of fields) {
  field.schema.safeParse('');
  const { worst } = worstParseMs(field, strings, BUDGET_MS);
  if (field.hasPattern || worst > 2)
    rows.push({ name: field.name, worst, hasPattern: field.hasPattern });
}
rows.sort((a, b) => b.worst - a.worst);
console.log(
  `${fields.length} fields, ${strings.length} strings of ${strings[0]!.length}+ characters`,
);
console.log('| field | pattern | worst ms |');
console.log('| --- | --- | --- |');
for (const row of rows) {
  const figure = row.worst > BUDGET_MS ? `> ${BUDGET_MS} (stopped)` : row.worst.toFixed(2);
  console.log(`| ${row.name} | ${row.hasPattern ? 'yes' : 'no'} | ${figure} |`);
}
