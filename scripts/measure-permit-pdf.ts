/**
 * CPU time of drawing one permit PDF on this thread (issue 26), and the PDFs' SHA-256, so a change
 * to the drawing code can be checked to leave every byte alone. Draws `count` permits for different
 * applicants (names and numbers vary, as in the bench) after a warm-up, then prints the median and
 * the 90th percentile. A script that prints figures, not a test.
 *   node scripts/measure-permit-pdf.ts [count]
 */
import { createHash } from 'node:crypto';
import { renderPermitPdf, type PermitPdfInput } from '#server/adapters/permit-pdf.ts';
import { loadPermitLogo } from '#server/adapters/permit-pdf-settings.ts';

const count = Number(process.argv[2] ?? 200);
const logo = await loadPermitLogo();

function inputFor(index: number): PermitPdfInput {
  const permitNumber = `FS-2026-${String(index + 1).padStart(6, '0')}`;
  const name = `Applicant ${index} Nguyễn`;
  return {
    districtName: 'Example Fire Protection District',
    districtAddress: '100 Main Street, Kamas, UT 84036',
    districtContact: '(435) 555-0100 · Monday-Friday 8:00 AM-5:00 PM MST',
    title: 'Fire Sprinkler System Permit',
    permitNumber,
    issuedStatement: `Issued to ${name} on 05/04/2026 at 9:30 AM by the district.`,
    keyFacts: [
      { label: 'Permit number', value: permitNumber },
      { label: 'Date of issue', value: '05/04/2026' },
      { label: 'Valid through', value: '10/31/2026 (180 days from issue)' },
    ],
    allows: 'The holder may install the fire sprinkler system described below.',
    conditions: ['Keep this permit at the property.', 'Call for an inspection before covering.'],
    details: [
      { label: 'Applicant name', value: name },
      { label: 'Service address', value: `${index} Aspen Lane, Oakley, UT 84055` },
      { label: 'Number of sprinkler heads', value: String(20 + (index % 50)) },
    ],
    enteredByApplicant: [],
    payment: [
      { label: 'Permit cost', value: '$107.12' },
      { label: 'Processing fee', value: '$3.75 (3.5% processing fee)' },
      { label: 'Total paid', value: '$110.87' },
      { label: 'Payment reference', value: `pi_sandbox_${index}` },
    ],
    verificationUrl: `https://fire.example.org/permits/verify/${permitNumber}`,
    logo,
    createdAt: new Date('2026-05-04T15:30:00Z'),
  };
}

for (let index = 0; index < 20; index += 1) await renderPermitPdf(inputFor(index));
const cpuMs: number[] = [];
const digest = createHash('sha256');
for (let index = 0; index < count; index += 1) {
  const started = process.threadCpuUsage();
  const bytes = await renderPermitPdf(inputFor(index));
  const used = process.threadCpuUsage(started);
  cpuMs.push((used.user + used.system) / 1000);
  digest.update(bytes);
}
cpuMs.sort((a, b) => a - b);
const at = (share: number) => cpuMs[Math.min(cpuMs.length - 1, Math.floor(share * cpuMs.length))];
console.log(
  `${count} permit PDFs: CPU per PDF median ${at(0.5)?.toFixed(1)} ms, p90 ${at(0.9)?.toFixed(1)} ms; sha256 of all ${digest.digest('hex').slice(0, 16)}`,
);
