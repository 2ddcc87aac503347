import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSprinklerApplication } from '#tests/fixtures/permit-applications.ts';
import { readPdfSource } from '#tests/support/pdf-text.ts';
import { extractPdfText } from '#tests/support/poppler.ts';
import { openPermitsTestApp, type PermitsTestApp } from '#tests/support/permits-test-app.ts';
import { applyAndPay } from '#tests/support/factories/permits.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** The first application/pdf part of a raw MIME message, decoded from base64. */
function readPdfAttachment(
  raw: string,
): { filename: string | undefined; bytes: Buffer } | undefined {
  const start = raw.search(/Content-Type: application\/pdf/i);
  if (start < 0) return undefined;
  const part = raw.slice(start);
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  const body =
    part
      .slice(headerEnd)
      .trimStart()
      .split(/\r?\n--/)[0] ?? '';
  return {
    filename: /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1],
    bytes: Buffer.from(body.replace(/\s+/g, ''), 'base64'),
  };
}

async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('latin1');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

for (const store of storesUnderTest()) {
  describe(`permit e-mail over real SMTP (${store.kind})`, () => {
    let t: PermitsTestApp | undefined;
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;

    afterEach(async () => {
      await t?.close();
      await smtp?.close();
    });

    async function payForSprinkler(app: PermitsTestApp) {
      const paid = await applyAndPay(
        app.app,
        '/api/sprinkler',
        25_875,
        buildSprinklerApplication(),
      );
      return paid.completed;
    }

    it('delivers the permit PDF to the applicant with a copy to the district', async () => {
      smtp = await startSmtp();
      t = await openPermitsTestApp(store, {
        env: {
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          PERMITS_EMAIL: 'permits@district.example.org',
        },
      });
      const completed = await payForSprinkler(t);
      expect(completed.json()).toMatchObject({ status: 'success', permitNumber: 'SP-2026-000001' });

      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to.sort()).toEqual(['permits@district.example.org', 'sam@example.org']);
      expect(mail.raw).toMatch(/^Subject: Your Sprinkler Permit SP-2026-000001$/m);
      expect(mail.raw).toContain('Permit number: SP-2026-000001');
      const pdf = readPdfAttachment(mail.raw);
      expect(pdf?.filename).toBe('SP-2026-000001.pdf');
      expect(pdf?.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf?.bytes.length).toBeGreaterThan(1000);
      const permitText = extractPdfText(pdf!.bytes).replace(/\s+/g, ' ');
      expect(permitText).toContain('Permit number SP-2026-000001');
      expect(permitText).toContain('sam@example.org');
      expect(readPdfSource(pdf!.bytes)).toContain('/StructTreeRoot');
    });

    it('answers partial_success while SMTP is down and delivers once it is back', async () => {
      const probe = await startSmtp();
      const port = probe.port;
      await probe.close();
      t = await openPermitsTestApp(store, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
      const completed = await payForSprinkler(t);
      expect(completed.json()).toMatchObject({
        status: 'partial_success',
        permitNumber: 'SP-2026-000001',
      });
      const pdf = await t.app.inject({ method: 'GET', url: completed.json().pdfUrl });
      expect(pdf.statusCode).toBe(200);

      smtp = await startSmtp(port);
      t.advanceClock(60_000);
      expect(await t.service.sendDueEmails()).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      const row = await t.db
        .selectFrom('permitApplications')
        .select('status')
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('emailed');
    });
  });
}

describe('permit e-mail without SMTP_URL', () => {
  it('writes an .eml file to DATA_DIR/outbox', async () => {
    const [sqlite] = storesUnderTest();
    const t = await openPermitsTestApp(sqlite!);
    try {
      await applyAndPay(t.app, '/api/sprinkler', 25_875, buildSprinklerApplication());
      const fs = await import('node:fs');
      const files = fs.readdirSync(`${t.dataDir}/outbox`);
      expect(files).toHaveLength(1);
      const eml = fs.readFileSync(`${t.dataDir}/outbox/${files[0]}`, 'utf8');
      expect(eml).toMatch(/Subject: Your Sprinkler Permit SP-2026-000001/);
      expect(eml).toContain('application/pdf');
    } finally {
      await t.close();
    }
  });
});
