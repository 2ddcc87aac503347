import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_PAGES } from '#domain/content/seed-content.ts';
import type { LibraryDocument } from '#domain/documents/document-library.schema.ts';
import { catalogueEnglishPhrases } from '#domain/i18n/catalogue-check.ts';
import { CATALOGUES } from '#domain/i18n/catalogues.ts';
import { BLANK_MEETING, type Meeting } from '#domain/meetings/board-meetings.ts';
import { findCatalogueEnglish } from '#tests/support/catalogue-english.ts';
import { useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { spanishContentApi } from '#tests/support/spanish-content-api.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { expectSpanishPage, expectToContainEach } from '#tests/support/expect-text.ts';

interface SpanishItem {
  itemId: string;
  name: string;
  blocks: { block: string; english: unknown; spanish: unknown; state: string }[];
}

const ENGLISH_PHRASES = catalogueEnglishPhrases(CATALOGUES.en, CATALOGUES.es);
const RECORDS_PAGES = [
  '/public-records/minutes',
  '/public-records/budget',
  '/public-records/archive',
  '/public-records/elections',
];

/** Tomorrow's regular meeting (the clock stands at noon in Kamas, Tuesday 2026-11-17). */
const NEXT: Meeting = {
  ...BLANK_MEETING,
  date: '2026-11-18',
  time: '18:30',
  place: 'Station 41, Kamas',
  agendaTitle: 'November regular meeting agenda',
  agendaHref: '/documents/agenda-2026-11.pdf',
  publicNoticeHref: 'https://www.utah.gov/pmn/sitemap/notice/1.html',
};
const PAST: Meeting = {
  ...BLANK_MEETING,
  date: '2026-10-21',
  time: '18:30',
  place: 'Station 41, Kamas',
  agendaTitle: 'October regular meeting agenda',
  agendaHref: '/documents/agenda-2026-10.pdf',
  minutesTitle: 'October regular meeting minutes',
  minutesHref: '/documents/minutes-2026-10.pdf',
  minutesStatus: 'Approved',
  recordingHref: 'https://example.org/recording-2026-10',
};
const CANCELLED: Meeting = {
  ...BLANK_MEETING,
  date: '2026-09-16',
  time: '11:00',
  meetingType: 'Special',
  place: 'Station 42, Oakley',
  isCancelled: true,
  cancellationReason: 'No quorum',
};
const NEXT_ID = 'meeting-2026-11-18-1830';
const AGENDA_ES = 'Agenda de la reunión ordinaria de noviembre';
const TITLE_ES = 'Formulario de solicitud según GRAMA';

for (const store of storesUnderTest()) {
  describe(`the records pages in Spanish, with meetings' and documents' Spanish on ${store.kind} (issue 29)`, () => {
    let t: TestApp, authorization: string;
    useTestApp(store, (opened) => ({ t, admin: authorization } = opened), {
      once: true,
      hasPages: true,
      clockStart: '2026-11-17T19:00:00.000Z',
    });
    beforeAll(async () => {
      const published = await t.app.inject({
        method: 'PUT',
        url: '/api/content/items/minutes/published',
        headers: { authorization },
        payload: { data: { ...SEED_PAGES.minutes, meetings: [NEXT, PAST, CANCELLED] } },
      });
      expect(published.statusCode, published.body).toBe(200);
      // A financial report for the budget page and an archived document for the archive.
      const documents = await library();
      const billing = documents.find((document) => document.key === 'grama-billing-information')!;
      const report = await t.app.inject({
        method: 'PUT',
        url: `/api/documents/${billing.id}`,
        headers: { authorization },
        payload: {
          title: 'Adopted Budget 2026-27',
          date: '2026-06-20',
          description: 'The budget the board adopted in June.',
          category: 'financial-reports',
          financialKind: 'adopted-budget',
        },
      });
      expect(report.statusCode, report.body).toBe(200);
      const letter = documents.find((document) => document.key === 'insurance-information-letter')!;
      const archived = await t.app.inject({
        method: 'PUT',
        url: `/api/documents/${letter.id}/state`,
        headers: { authorization },
        payload: { state: 'archived' },
      });
      expect(archived.statusCode, archived.body).toBe(200);
    });

    async function library(): Promise<LibraryDocument[]> {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: { authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ documents: LibraryDocument[] }>().documents;
    }
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const page = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      return response.body;
    };
    // t and the login are made in beforeAll.
    const api = () => spanishContentApi(t, authorization);

    it.each(RECORDS_PAGES)(
      'serves %s in Spanish at /es/, with no catalogue English',
      async (path) => {
        const response = await get(`/es${path}`);
        expectSpanishPage(response);
        expect(findCatalogueEnglish(response.body, ENGLISH_PHRASES)).toEqual([]);
        // The seeded heading has its Spanish from the start (decision 346).
        expect(response.body).toMatch(/<h1>[^<]+<\/h1>/);
      },
    );

    it('writes the minutes page’s fixed words in Spanish, its dates in es-US', async () => {
      const body = await page('/es/public-records/minutes');
      expectToContainEach(body, [
        'Reunión ordinaria<!-- --> — miércoles, 18 de noviembre de 2026, 6:30 p.m.',
        'Lugar: <span lang="en">Station 41, Kamas</span>',
        'La junta directiva se reúne el',
        'tercer miércoles de cada mes a las 6:30 p.m. en',
        'Acta aprobada<!-- -->: <span lang="en">October regular meeting minutes</span>',
        'Reunión extraordinaria<!-- --> — miércoles, 16 de septiembre de 2026',
        ' (cancelada)',
        'Cancelada: <span lang="en">No quorum</span>',
        'Grabación',
        'se abre en una pestaña nueva',
      ]);
    });

    it('keeps the English pages’ words', async () => {
      const minutes = await page('/public-records/minutes');
      expect(minutes).toMatch(
        /Next Meeting<\/h2><h3[^>]*>Regular<!-- --> meeting — Wednesday, November 18, 2026, 6:30 PM/,
      );
      expectToContainEach(minutes, [
        'Place: <!-- -->Station 41, Kamas',
        'Agenda: <!-- -->November regular meeting agenda',
        'The board of trustees meets the',
        'third Wednesday of each month at 6:30 PM at',
      ]);
      expect(minutes).not.toMatch(/<(?!html)[a-z]+ [^>]*\blang="en"/);
      const budget = await page('/public-records/budget');
      expectToContainEach(budget, ['Adopted budget', 'Adopted Budget 2026-27', 'June 20, 2026']);
      const elections = await page('/public-records/elections');
      expect(elections).toMatch(/22(<!-- -->)? page images, view only/);
      expect(elections).not.toContain('data-text=');
      expect(elections).toContain('Phone:');
    });

    it('gives the elections island its words in Spanish from the server, and no FormatJS', async () => {
      const body = await page('/es/public-records/elections');
      expectToContainEach(body, [
        '22 imágenes de página, solo para ver',
        '>Ver</a>',
        'data-locale="es-US"',
      ]);
      const words = /data-text="([^"]+)"/.exec(body)?.[1]?.replaceAll('&quot;', '"');
      expect(JSON.parse(words!)).toMatchObject({
        'Press ESC to close': 'Pulse ESC para cerrar',
        'Page {page} of {count}': 'Página {page} de {count}',
      });
    });

    it('lists meetings’ and documents’ titles missing Spanish, linking to their forms', async () => {
      const entries = await api().toDo();
      expect(api().entryFor(entries, NEXT_ID, 'agendaTitle')).toEqual({
        itemId: NEXT_ID,
        name: 'Regular board meeting, Wednesday, November 18, 2026, 6:30 PM',
        block: 'agendaTitle',
        state: 'missing',
        editPath: `/admin/meetings#spanish-${NEXT_ID}-agendaTitle`,
      });
      // Nothing to translate in a field left empty.
      expect(api().entryFor(entries, NEXT_ID, 'minutesTitle')).toBeUndefined();
      // The seed's Spanish of a title is current while the title is the seed's.
      expect(api().entryFor(entries, 'document-grama-request-form', 'title')).toBeUndefined();
      // Retitled in beforeAll: the seed's Spanish is out of date.
      expect(api().entryFor(entries, 'document-grama-billing-information', 'title')).toMatchObject({
        name: 'Document: Adopted Budget 2026-27',
        state: 'out-of-date',
        editPath: '/admin/documents#spanish-document-grama-billing-information-title',
      });
      // A page of the candidate forms shows no title.
      expect(entries.some((entry) => entry.itemId.startsWith('document-candidate-forms/'))).toBe(
        false,
      );
      // The meetings are items of their own, not one block of the minutes page.
      expect(api().entryFor(entries, 'minutes', 'meetings')).toBeUndefined();
      expect(api().entryFor(entries, 'minutes', 'title')).toBeUndefined();
      const meetings = await t.app.inject({
        method: 'GET',
        url: '/api/content/spanish/meetings',
        headers: { authorization },
      });
      expect(meetings.statusCode).toBe(200);
      const next = meetings
        .json<{ items: SpanishItem[] }>()
        .items.find((item) => item.itemId === NEXT_ID);
      expect(next?.blocks.map((block) => block.block)).toEqual(['place', 'agendaTitle']);
      const documents = await t.app.inject({
        method: 'GET',
        url: '/api/content/spanish/documents',
        headers: { authorization },
      });
      expect(documents.statusCode).toBe(200);
      expect(documents.json<{ items: SpanishItem[] }>().items.map((item) => item.itemId)).toContain(
        'document-grama-request-form',
      );
    });

    it('shows a meeting’s Spanish on the Spanish page while current, the English lang="en" once it changes', async () => {
      const saved = await api().saveSpanish(NEXT_ID, 'agendaTitle', {
        text: AGENDA_ES,
        source: NEXT.agendaTitle,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<SpanishItem>().blocks).toContainEqual(
        expect.objectContaining({ block: 'agendaTitle', state: 'current' }),
      );
      const spanish = await page('/es/public-records/minutes');
      expect(spanish).toContain(`Agenda: <!-- -->${AGENDA_ES}</a>`);
      const english = await page('/public-records/minutes');
      expect(english).not.toContain(AGENDA_ES);
      expect(english).toContain(`Agenda: <!-- -->${NEXT.agendaTitle}`);
      expect(api().entryFor(await api().toDo(), NEXT_ID, 'agendaTitle')).toBeUndefined();

      const agendaTitle = 'November regular meeting agenda (amended)';
      const changed = await t.app.inject({
        method: 'PUT',
        url: '/api/content/items/minutes/published',
        headers: { authorization },
        payload: {
          data: { ...SEED_PAGES.minutes, meetings: [{ ...NEXT, agendaTitle }, PAST, CANCELLED] },
        },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const after = await page('/es/public-records/minutes');
      expect(after).not.toContain(AGENDA_ES);
      expect(after).toContain(`Agenda: <span lang="en">${agendaTitle}</span>`);
      expect(api().entryFor(await api().toDo(), NEXT_ID, 'agendaTitle')?.state).toBe('out-of-date');
    });

    it('shows a document’s Spanish title on the Spanish pages, the English lang="en" once it changes', async () => {
      const grama = (await library()).find((document) => document.key === 'grama-request-form')!;
      const saved = await api().saveSpanish('document-grama-request-form', 'title', {
        text: TITLE_ES,
        source: grama.title,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const request = await page('/es/public-records/request');
      expect(request).toContain(`>${TITLE_ES}<!-- --> <span class="link-hint">`);
      expect(await page('/public-records/request')).not.toContain(TITLE_ES);

      const budget = (await library()).find(
        (document) => document.key === 'grama-billing-information',
      )!;
      const budgetSaved = await api().saveSpanish('document-grama-billing-information', 'title', {
        text: 'Presupuesto aprobado 2026-27',
        source: budget.title,
      });
      expect(budgetSaved.statusCode, budgetSaved.body).toBe(200);
      const budgetPage = await page('/es/public-records/budget');
      expect(budgetPage).toContain('Presupuesto aprobado 2026-27');
      expect(budgetPage).toContain('20 de junio de 2026');
      expect(budgetPage).toMatch(
        /<h3 id="fiscal-year-\d+-adopted-budget">Presupuesto aprobado<\/h3>/,
      );
      const archive = await page('/es/public-records/archive');
      expect(archive).toContain('>Carta de información para aseguradoras<!-- -->');

      const retitled = await t.app.inject({
        method: 'PUT',
        url: `/api/documents/${grama.id}`,
        headers: { authorization },
        payload: {
          title: 'GRAMA Records Request Form',
          date: grama.date,
          description: grama.description,
          category: grama.category,
        },
      });
      expect(retitled.statusCode, retitled.body).toBe(200);
      const after = await page('/es/public-records/request');
      expect(after).not.toContain(TITLE_ES);
      expect(after).toContain('<span lang="en">GRAMA Records Request Form</span>');
      expect(
        api().entryFor(await api().toDo(), 'document-grama-request-form', 'title')?.state,
      ).toBe('out-of-date');
    });

    it('shows a document’s Spanish title on the permit forms page (an app shell) unmarked', async () => {
      const before = await page('/es/permits/applications');
      expect(before).toContain('>Formulario de inspección de autorización residencial<!-- -->');
      const saved = await api().saveSpanish('document-clearance-form', 'title', {
        text: 'Formulario de inspección de despeje residencial',
        source: 'Residential Clearance Inspection Form',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = await page('/es/permits/applications');
      expect(after).toContain(
        'rel="noopener noreferrer">Formulario de inspección de despeje residencial<!-- --> <span class="link-hint">',
      );
      // The page data the browser hydrates from names the block as Spanish.
      expect(after).toMatch(/"translatedBlocks":\[[^\]]*"document-clearance-form.title"/);
      expect(await page('/permits/applications')).not.toContain('Formulario de inspección');
    });

    it('refuses bad Spanish for a meeting or a document with 4xx', async () => {
      const copy = await api().saveSpanish(NEXT_ID, 'place', {
        text: NEXT.place,
        source: NEXT.place,
      });
      expect(copy.statusCode).toBe(400);
      expect(copy.json<{ error: { fields: object } }>().error.fields).toEqual({
        place: 'Write the Spanish: this is still the English.',
      });
      const empty = await api().saveSpanish(NEXT_ID, 'place', { text: '  ', source: NEXT.place });
      expect(empty.statusCode).toBe(400);
      const long = await api().saveSpanish('document-grama-request-form', 'title', {
        text: 'x'.repeat(201),
        source: 'GRAMA Records Request Form',
      });
      expect(long.statusCode).toBe(400);
      expect(
        (await api().saveSpanish(NEXT_ID, 'date', { text: 'x', source: 'y' })).statusCode,
      ).toBe(404);
      expect(
        (await api().saveSpanish('meeting-2030-01-01-1830', 'place', { text: 'x', source: 'y' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await api().saveSpanish('document-no-such-document', 'title', { text: 'x', source: 'y' }))
          .statusCode,
      ).toBe(404);
      expect(
        // A document's date has no words (its title and description have Spanish).
        (
          await api().saveSpanish('document-grama-request-form', 'date', {
            text: 'x',
            source: 'y',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await api().saveSpanish(NEXT_ID, 'place', { text: 12, source: NEXT.place })).statusCode,
      ).toBe(400);
      expect(
        (await api().saveSpanish(NEXT_ID, 'place', { text: 'Estación 41' }, '')).statusCode,
      ).toBe(401);
      const list = await t.app.inject({ method: 'GET', url: '/api/content/spanish/meetings' });
      expect(list.statusCode).toBe(401);
      expect(await page('/es/public-records/minutes')).not.toContain('Estación 41');
    });
  });
}
