import { afterEach, describe, expect, it } from 'vitest';
import { TINY_PNG } from '#tests/fixtures/permit-applications.ts';
import { readPdfSource } from '#tests/support/pdf-text.ts';
import { extractPdfText } from '#tests/support/poppler.ts';
import { createInThreadPdfDrawer } from './pdf-drawer-in-thread.ts';
import { createPdfWorkerPool, PdfDrawingError, type PdfDrawer } from './pdf-drawer.ts';
import type { PermitPdfInput } from './permit-pdf.ts';
import { loadPermitLogo } from './permit-pdf-settings.ts';

const logo = await loadPermitLogo();
const MISBEHAVING_WORKER = new URL(
  '../../../tests/fixtures/misbehaving-pdf.worker.ts',
  import.meta.url,
);
const SLOW_START_WORKER = new URL(
  '../../../tests/fixtures/slow-start-pdf.worker.ts',
  import.meta.url,
);

function buildInput(overrides: Partial<PermitPdfInput> = {}): PermitPdfInput {
  return {
    districtName: 'Example Fire Protection District',
    districtAddress: '100 Main Street, Kamas, UT 84036',
    districtContact: '(435) 555-0100',
    title: 'Propane Tank Permit',
    permitNumber: 'PP-2026-000007',
    issuedStatement: 'Issued to Zoë Łukasz Nguyễn on 05/04/2026 at 9:30 AM by the district.',
    keyFacts: [{ label: 'Permit number', value: 'PP-2026-000007' }],
    allows: 'The holder may install the propane tank described below.',
    conditions: ['Keep weeds 10 feet from the tank.'],
    details: [{ label: 'Applicant name', value: 'Zoë Łukasz Nguyễn' }],
    enteredByApplicant: [],
    payment: [{ label: 'Total paid', value: '$110.87' }],
    verificationUrl: 'https://fire.example.org/permits/verify/PP-2026-000007',
    logo,
    createdAt: new Date('2026-05-04T15:30:00Z'),
    ...overrides,
  };
}

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'drawn',
    (error: unknown) => (error instanceof PdfDrawingError ? error.reason : String(error)),
  );

describe('PDF worker pool', () => {
  let pool: PdfDrawer | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('draws the same bytes in a worker as on the request thread', async () => {
    pool = createPdfWorkerPool({ size: 2 });
    const inThread = await createInThreadPdfDrawer().drawPermit(buildInput());
    const drawn = await Promise.all([1, 2, 3].map(() => pool!.drawPermit(buildInput())));
    for (const bytes of drawn) expect(Buffer.compare(bytes, inThread)).toBe(0);
    expect(extractPdfText(drawn[0]!)).toContain('Zoë Łukasz Nguyễn');
  });

  it('draws a PNG logo sent to the worker', async () => {
    pool = createPdfWorkerPool({ size: 1 });
    const input = buildInput({ logo: { kind: 'png', data: TINY_PNG } });
    const bytes = await pool.drawPermit(input);
    expect(readPdfSource(bytes)).toContain('/Subtype /Image');
    expect(Buffer.compare(bytes, await createInThreadPdfDrawer().drawPermit(input))).toBe(0);
  });

  it('fails a job whose worker crashes and draws the next in a fresh worker', async () => {
    pool = createPdfWorkerPool({ size: 1, workerUrl: MISBEHAVING_WORKER });
    const crashed = reasonOf(pool.drawPermit(buildInput({ title: 'crash' })));
    const next = pool.drawPermit(buildInput());
    expect(await crashed).toBe('crashed');
    expect(extractPdfText(await next)).toContain('PP-2026-000007');
  });

  it('stops a job past the time limit, then goes on drawing', async () => {
    pool = createPdfWorkerPool({ size: 1, timeLimitMs: 3_000, workerUrl: MISBEHAVING_WORKER });
    expect(await reasonOf(pool.drawPermit(buildInput({ title: 'hang' })))).toBe('timed-out');
    expect(extractPdfText(await pool.drawPermit(buildInput()))).toContain('PP-2026-000007');
  });

  it('counts the time limit from when a cold worker is ready, not from the post', async () => {
    // The worker takes 6 s to start (a loaded machine); the drawing itself has 5 s.
    pool = createPdfWorkerPool({ size: 1, timeLimitMs: 5_000, workerUrl: SLOW_START_WORKER });
    expect(extractPdfText(await pool.drawPermit(buildInput()))).toContain('PP-2026-000007');
  });

  it('fails a document PDFKit cannot draw without losing the worker', async () => {
    pool = createPdfWorkerPool({ size: 1 });
    const broken = buildInput({ logo: { kind: 'png', data: Buffer.from('not a png') } });
    expect(await reasonOf(pool.drawPermit(broken))).toBe('failed');
    expect(extractPdfText(await pool.drawPermit(buildInput()))).toContain('PP-2026-000007');
  });

  it('refuses a job at once when the queue is full', async () => {
    pool = createPdfWorkerPool({ size: 1, queueLimit: 2 });
    const jobs = [1, 2, 3].map(() => reasonOf(pool!.drawPermit(buildInput())));
    const refused = reasonOf(pool.drawPermit(buildInput()));
    expect(await refused).toBe('busy');
    expect(await Promise.all(jobs)).toEqual(['drawn', 'drawn', 'drawn']);
  });

  it('on close finishes the document being drawn and fails the queued ones', async () => {
    pool = createPdfWorkerPool({ size: 1 });
    const drawing = reasonOf(pool.drawPermit(buildInput()));
    const queued = reasonOf(pool.drawPermit(buildInput()));
    await pool.close();
    expect(await drawing).toBe('drawn');
    expect(await queued).toBe('closed');
    expect(await reasonOf(pool.drawPermit(buildInput()))).toBe('closed');
  });
});
