import { expect, test, type Browser, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { logInOnPage } from '../support/log-in-page.ts';
import { readOutbox } from '../support/outbox.ts';
import { ownServerForDescribe } from '../support/own-server-hooks.ts';
import {
  openScriptlessChecks,
  openWithoutScript,
  pageWithoutJavaScript,
} from '../support/own-server-test.ts';
import { checkAtWidths as checkReflowAndAxe } from '../support/page-checks.ts';
import { extractPdfText } from '../support/poppler.ts';
import { callApi, createStaffAccount, logInStaff } from '../support/staff-api.ts';

// Issue 30 end to end, JavaScript off on the resident's side: register with a gate code and
// "someone uses oxygen", confirm from the e-mail, a responder finds the address from a misspelt
// street and reads the gate code, and the owner sees the read in their log.
/** Holds `+`, `/` and `=`, which the bearer check once refused (issue 36). */
const DISPATCH_TOKEN = 'cad+token/for=the-county-dispatch-centre==';

/** The page the checker loads before each page it checks. */
const PROFILE_PAGE = '/property-profile';
const server = ownServerForDescribe('property', { PROPERTY_DISPATCH_TOKEN: DISPATCH_TOKEN });

function readMails(): string[] {
  return readOutbox(server.dataDir, { joinSoftBreaks: true });
}

/** The first link matching `pattern` in a mail that mentions `about` (an address). */
async function waitForLink(pattern: RegExp, about = ''): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () =>
        (found = readMails()
          .filter((mail) => mail.replace(/\r?\n[ \t]+/g, ' ').includes(about))
          .map((mail) => pattern.exec(mail)?.[0])
          .find(Boolean)),
      {
        timeout: 20_000,
      },
    )
    .toBeTruthy();
  return found!;
}

/** At each width: no horizontal scroll and no axe violation, on the live page (script on). */
function checkLiveAtWidths(page: Page) {
  return checkReflowAndAxe(page, page.url());
}

/**
 * Writes and confirms a profile with JavaScript off, as a resident does; answers the page (on
 * the private manage page) and the manage link.
 */
async function registerWithoutScript(
  browser: Browser,
  answers: {
    street: string;
    town: string;
    email: string;
    gateCode: string;
    isBusiness?: boolean;
    isTenant?: boolean;
    /** Other fields, by the start of their label. */
    notes?: Array<[label: RegExp, text: string]>;
  },
): Promise<{ page: Page; manageUrl: string }> {
  const { page } = await pageWithoutJavaScript(browser, server.url);
  await page.goto('/property-profile');
  if (answers.isBusiness) await page.getByLabel('A business').check();
  if (answers.isTenant) await page.getByLabel('Tenant').check();
  for (const [label, text] of answers.notes ?? []) {
    await page.getByRole('textbox', { name: label }).fill(text);
  }
  await page.getByLabel('Street address').fill(answers.street);
  await page.getByLabel('Town').fill(answers.town);
  await page.getByLabel('Your e-mail address').fill(answers.email);
  await page.getByLabel('Gate code (optional, private)').fill(answers.gateCode);
  await page.getByRole('button', { name: 'Send and confirm by e-mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  // By the e-mail address: two residents may write profiles for one street.
  await page.goto(await waitForLink(/\/property-profile\/confirm\/[\w-]+/, answers.email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your profile is active')).toBeVisible();
  return { page, manageUrl: page.url().split('?')[0]! };
}

test.describe('property profiles', () => {
  test('a resident registers without JavaScript, a responder reads the gate code, the owner sees the read', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { page, checkAtWidths } = await openWithoutScript(browser, server.url, PROFILE_PAGE);

    await page.goto('/property-profile');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Property profile for responders' }),
    ).toBeVisible();
    await checkAtWidths(page);
    await page.getByLabel('Street address').fill('2400 Weir Canyon Road');
    await page.getByLabel('Town').fill('Park City');
    await page.getByLabel('Your e-mail address').fill('ana@example.org');
    await page.getByLabel('Gate code (optional, private)').fill('4821#');
    await page
      .getByRole('textbox', { name: /People who may need help/ })
      .fill('Someone uses oxygen');
    await page.getByRole('button', { name: 'Send and confirm by e-mail' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(page.getByText(/^Error: Enter a town of the district/)).toBeVisible();
    await checkAtWidths(page);

    await page.getByLabel('Town').fill('Kamas');
    await page.getByRole('button', { name: 'Send and confirm by e-mail' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    const confirm = await waitForLink(/\/property-profile\/confirm\/[\w-]+/);
    await page.goto(confirm);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your profile is active')).toBeVisible();
    await expect(page.getByText('Nobody has read your profile yet.')).toBeVisible();
    await expect(page.getByLabel('Gate code (optional, private)')).toHaveValue('4821#');
    await checkAtWidths(page);
    const manageUrl = page.url().split('?')[0]!;

    // The responder (an administrator holds property:respond) searches with a misspelt street.
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    });
    const authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
    const search = await fetch(`${server.url}/api/property/search?address=Wier%20Canyn%20Rd`, {
      headers: { authorization },
    });
    const { hits } = (await search.json()) as { hits: Array<{ id: string; street: string }> };
    expect(hits[0]?.street).toBe('2400 Weir Canyon Road');
    const read = await fetch(`${server.url}/api/property/profiles/${hits[0]!.id}/read`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ incident: '26-004512' }),
    });
    expect(((await read.json()) as { details: { gateCode: string } }).details.gateCode).toBe(
      '4821#',
    );

    await page.goto(manageUrl);
    await expect(page.getByRole('cell', { name: '26-004512' })).toBeVisible();
    await expect(
      page.getByRole('cell', { name: `${E2E_ADMIN.username} (Responder)` }),
    ).toBeVisible();
    await checkAtWidths(page);
  });

  test('a resident registers in Spanish without JavaScript, gets Spanish e-mails, and deletes after a confirmation step', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { page, checkAtWidths } = await openWithoutScript(browser, server.url, PROFILE_PAGE);
    // Found from the Spanish home page's "Quiero…" list (issue 37 item 6).
    await page.goto('/es');
    await page
      .getByRole('link', { name: 'Registrar mi propiedad para los equipos de emergencia' })
      .click();
    await expect(page).toHaveURL(/\/es\/property-profile$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Perfil de propiedad para los equipos de emergencia',
      }),
    ).toBeVisible();
    await checkAtWidths(page);
    await page.getByLabel('Dirección', { exact: true }).fill('9 Samak Loop');
    await page.getByLabel('Población').fill('París');
    await page.getByLabel('Su correo electrónico').fill('luz@example.org');
    await page.getByLabel('Código del portón (opcional, privado)').fill('2468#');
    await page.getByRole('button', { name: 'Enviar y confirmar por correo electrónico' }).click();
    await expect(page.getByRole('heading', { name: 'Hay un problema' })).toBeVisible();
    await expect(page.getByText(/^Error: Escriba un pueblo del distrito/)).toBeVisible();
    await checkAtWidths(page);

    await page.getByLabel('Población').fill('Samak');
    await page.getByRole('button', { name: 'Enviar y confirmar por correo electrónico' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Revise su correo electrónico' }),
    ).toBeVisible();
    await page.goto(
      await waitForLink(/\/es\/property-profile\/confirm\/[\w-]+/, 'luz@example.org'),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirme su perfil de propiedad' }),
    ).toBeVisible();
    await checkAtWidths(page);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Su perfil está activo')).toBeVisible();
    await expect(page).toHaveURL(/\/es\/property-profile\/manage\//);
    await expect(page.getByLabel('Código del portón (opcional, privado)')).toHaveValue('2468#');
    await checkAtWidths(page);
    expect(await waitForLink(/\/es\/property-profile\/manage\/[\w-]+/, 'luz@example.org')).toBe(
      new URL(page.url()).pathname,
    );

    // Deleting asks first; "No" goes back with nothing deleted, "Yes" deletes.
    await page.getByRole('button', { name: 'Borrar mi perfil de propiedad' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Borrar este perfil?' }),
    ).toBeVisible();
    await expect(page.getByText('Esto no se puede deshacer.')).toBeVisible();
    await checkAtWidths(page);
    await page.getByRole('link', { name: 'No, conservar mi perfil' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Su perfil de propiedad' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Borrar mi perfil de propiedad' }).click();
    await page.getByRole('button', { name: 'Sí, borrar este perfil' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Su perfil de propiedad está borrado' }),
    ).toBeVisible();
  });

  test('a business adds a site plan without JavaScript; a file that is not a PDF gets a message under the field', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { page } = await registerWithoutScript(browser, {
      street: '310 Main Street',
      town: 'Kamas',
      email: 'store@example.org',
      gateCode: 'Dock 7700',
      isBusiness: true,
    });
    const { checkAtWidths } = await openScriptlessChecks(browser, server.url, PROFILE_PAGE);
    const field = page.getByLabel('Site plan (PDF, at most 20 MB)');
    // A 10 MB file named .pdf that is not a PDF: refused by its bytes, message under the field.
    await field.setInputFiles({
      name: 'site-plan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024, 'not a pdf '),
    });
    await page.getByRole('button', { name: 'Add the site plan' }).click();
    const message = 'Choose a PDF file of at most 20 MB: site plans are PDFs only.';
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(page.getByRole('link', { name: message })).toBeVisible();
    await expect(page.locator('#file-error')).toHaveText(`Error: ${message}`);
    await expect(field).toHaveAttribute('aria-describedby', /file-error/);
    await checkAtWidths(page);

    const pdf = await PDFDocument.create();
    pdf.setTitle('Site plan');
    pdf.setLanguage('en-US');
    pdf.addPage().drawText('Hydrant by the loading dock');
    await page.getByLabel('Site plan (PDF, at most 20 MB)').setInputFiles({
      name: 'site-plan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await pdf.save()),
    });
    await page.getByRole('button', { name: 'Add the site plan' }).click();
    await expect(page.getByText('The site plan is added.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Site plan 1 \(PDF/ })).toBeVisible();
    await checkAtWidths(page);
  });

  test('a responder finds a misspelt street and reads the gate code on /admin/property; other staff and anonymous clients are refused and nothing is logged', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { page: owner, manageUrl } = await registerWithoutScript(browser, {
      street: '88 Bench Creek Road',
      town: 'Oakley',
      email: 'bench@example.org',
      gateCode: '7391*',
    });
    const admin = await logInStaff(server.url);
    const responder = await createStaffAccount(server.url, admin, 'crew-oakley', ['responder']);
    const officer = await createStaffAccount(server.url, admin, 'clerk-oakley', [
      'records-officer',
    ]);
    const burnStaff = await createStaffAccount(server.url, admin, 'burn-oakley', ['fire-marshal']);

    const responderToken = await logInStaff(server.url, responder);
    const search = await callApi(server.url, '/api/property/search?address=Bench%20Creek', {
      token: responderToken,
    });
    const id = ((await search.json()) as { hits: Array<{ id: string }> }).hits[0]!.id;
    const routes = [
      { path: '/api/property/search?address=Bench%20Creek' },
      { path: `/api/property/profiles/${id}/read`, json: { incident: '26-0100' } },
      { path: `/api/property/profiles/${id}/card`, json: { incident: '26-0100' } },
      { path: '/api/property/counts' },
    ];
    for (const account of [undefined, officer, burnStaff]) {
      const token = account ? await logInStaff(server.url, account) : undefined;
      for (const route of routes) {
        const answer = await callApi(server.url, route.path, {
          ...(route.json ? { json: route.json } : {}),
          ...(token ? { token } : {}),
        });
        const who = account?.username ?? 'anonymous';
        expect([401, 403, 404], `${who} ${route.path}`).toContain(answer.status);
        expect(await answer.text(), `${who} ${route.path}`).not.toContain('7391*');
      }
    }
    await owner.goto(manageUrl);
    await expect(owner.getByText('Nobody has read your profile yet.')).toBeVisible();

    // The responder, in the browser (the back office signs in with script on).
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await logInOnPage(page, '/admin/property', responder);
    await page.getByLabel('Address of the call').fill('88 Bnech Crek Rd');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByLabel('88 Bench Creek Road, Oakley').check();
    await page.getByLabel('Incident number').fill('26-0101');
    await page.getByRole('button', { name: 'Read the profile' }).click();
    await expect(page.getByRole('heading', { name: '88 Bench Creek Road, Oakley' })).toBeVisible();
    await expect(page.getByText('7391*')).toBeVisible();
    await checkLiveAtWidths(page);

    await owner.goto(manageUrl);
    await expect(owner.getByRole('cell', { name: '26-0101' })).toBeVisible();
    await expect(owner.getByRole('cell', { name: 'crew-oakley (Responder)' })).toBeVisible();
    await expect(owner.getByRole('cell', { name: /clerk-oakley|burn-oakley/ })).toHaveCount(0);

    // Issue 37 item 6: "Print the card" prints the dispatch card alone, no page chrome.
    await page.getByRole('button', { name: 'Dispatch card (no medical details)' }).click();
    await expect(page.getByRole('button', { name: 'Print the card' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const card = page.getByRole('article', { name: '88 Bench Creek Road, Oakley' });
    await expect(card).toBeVisible();
    await expect(card.getByText('7391*')).toBeVisible();
    for (const chrome of [
      page.getByRole('banner'),
      page.getByRole('navigation'),
      page.getByRole('search', { name: 'Find a property' }),
      page.getByRole('button', { name: 'Print the card' }),
      page.getByLabel('Incident number'),
    ]) {
      await expect(chrome.first()).toBeHidden();
    }
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Print the card' })).toBeVisible();
  });

  test('a resident and a stranger write one address; only the resident verifies by the letter’s code; the CAD answers the resident’s profile without medical fields, a misspelt address a list; the responder sees the stranger’s marked unverified', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const street = '17 Peoa Hollow Lane';
    const { page: resident, manageUrl } = await registerWithoutScript(browser, {
      street,
      town: 'Peoa',
      email: 'hollow-owner@example.org',
      gateCode: '5150#',
      notes: [[/^People who may need help/, 'Someone uses oxygen at night']],
    });
    const { page: stranger } = await registerWithoutScript(browser, {
      street,
      town: 'Peoa',
      email: 'prankster@example.net',
      gateCode: '',
      isTenant: true,
      notes: [[/^Chemicals stored/, 'Explosives stored, do not enter']],
    });
    await expect(stranger.getByText('Responders see this profile marked unverified')).toBeVisible();

    // Staff print a letter for each profile at the address; only the resident gets the mail.
    const admin = await logInStaff(server.url);
    const waiting = (await (
      await callApi(server.url, '/api/property/verification', { token: admin })
    ).json()) as { profiles: Array<{ id: string; street: string; occupant: string }> };
    const atStreet = waiting.profiles.filter((entry) => entry.street === street);
    const ownerId = atStreet.find((entry) => entry.occupant === 'owner')!.id;
    const strangerId = atStreet.find((entry) => entry.occupant === 'tenant')!.id;
    const letterCodeOf = async (id: string) => {
      const letter = await callApi(server.url, `/api/property/profiles/${id}/letter`, {
        token: admin,
        json: {},
      });
      expect(letter.status).toBe(200);
      const text = extractPdfText(new Uint8Array(await letter.arrayBuffer()));
      expect(text).toContain(`${street}, Peoa`);
      return /Your code: ([A-Z0-9]{5}-[A-Z0-9]{5})/.exec(text)![1]!;
    };
    const ownerCode = await letterCodeOf(ownerId);
    await letterCodeOf(strangerId);

    await resident.goto(manageUrl);
    await resident.getByLabel('Code from the letter').fill(ownerCode);
    await resident.getByRole('button', { name: 'Verify the address' }).click();
    await expect(resident.getByText('Thank you: your address is verified')).toBeVisible();
    await expect(resident.getByRole('heading', { name: 'Your address is verified' })).toBeVisible();

    const cad = async (address: string, incident: string) => {
      const query = new URLSearchParams({ address, incident });
      const answer = await fetch(`${server.url}/api/dispatch/property?${query.toString()}`, {
        headers: { authorization: `Bearer ${DISPATCH_TOKEN}` },
      });
      expect(answer.status).toBe(200);
      return {
        text: await answer.clone().text(),
        json: (await answer.json()) as Record<string, any>,
      };
    };
    const exact = await cad('17 Peoa Hollow Ln, Peoa', '26-000777');
    expect(exact.json.match).toMatchObject({ id: ownerId, isVerified: true });
    expect(exact.json.match.details.gateCode).toBe('5150#');
    for (const field of ['peopleNeeds', 'sleepingArea', 'firearms']) {
      expect(exact.json.match.details).not.toHaveProperty(field);
    }
    expect(exact.text).not.toContain('oxygen');
    expect(exact.text).not.toContain('Explosives');
    const misspelt = await cad('17 Peao Holow Lane, Peoa', '26-000778');
    expect(misspelt.json.match).toBeNull();
    expect(misspelt.json.candidates.map((hit: { id: string }) => hit.id)).toEqual([ownerId]);
    expect(misspelt.text).not.toContain('5150#');

    await resident.goto(manageUrl);
    await expect(resident.getByRole('cell', { name: '26-000777' })).toBeVisible();
    await expect(resident.getByRole('cell', { name: '26-000778' })).toHaveCount(0);
    const { checkAtWidths } = await openScriptlessChecks(browser, server.url, PROFILE_PAGE);
    await checkAtWidths(resident);

    // The responder (back office, script on) finds both, the stranger's marked unverified.
    const responder = await createStaffAccount(server.url, admin, 'crew-peoa', ['responder']);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await logInOnPage(page, '/admin/property', responder);
    await page.getByLabel('Address of the call').fill(street);
    await page.getByRole('button', { name: 'Find' }).click();
    const choices = page.getByRole('group', { name: 'Choose the address' });
    await expect(choices.getByRole('radio')).toHaveCount(2);
    const strangerChoice = choices.locator('div').filter({ hasText: 'Written by the tenant' });
    await expect(strangerChoice.locator('strong')).toHaveText(/^Unverified/);
    await expect(
      choices.locator('div').filter({ hasText: 'Written by the owner' }).locator('strong'),
    ).toHaveCount(0);
    await strangerChoice.getByRole('radio').check();
    await page.getByLabel('Or the reason').fill('-');
    await page.getByRole('button', { name: 'Read the profile' }).click();
    await expect(page.getByText(/^Error: Write the reason in a few words/)).toBeVisible();
    await page.getByLabel('Or the reason').fill('caller reports smoke');
    await page.getByRole('button', { name: 'Read the profile' }).click();
    const profile = page.getByRole('article');
    await expect(profile.getByText('Explosives stored, do not enter')).toBeVisible();
    await expect(profile.locator('strong')).toHaveText(/^Unverified/);
    await checkLiveAtWidths(page);
  });
});
