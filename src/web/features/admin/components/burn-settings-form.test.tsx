import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DEFAULT_BURN_SETTINGS, type BurnSettings } from '#domain/burn/burn-day.ts';
import { BurnSettingsSection } from './burn-settings-form.tsx';
import { answer, validationFailed } from '#tests/support/json-answer.ts';
import { retype } from '#tests/support/retype.ts';

const STORED: BurnSettings = {
  ...DEFAULT_BURN_SETTINGS,
  restrictions: [{ title: 'Stage 1', from: '2026-07-01', to: null, forbidsOpenBurning: true }],
};

describe('BurnSettingsSection', () => {
  const sent: Array<{ url: string; body: BurnSettings }> = [];
  let putAnswer: (body: BurnSettings) => Response;

  beforeEach(() => {
    sent.length = 0;
    putAnswer = (body) => answer(200, { settings: body, status: {} });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (init.method !== 'PUT') return answer(200, STORED);
        const body = JSON.parse(String(init.body)) as BurnSettings;
        sent.push({ url, body });
        return putAnswer(body);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the stored settings into the form', async () => {
    render(<BurnSettingsSection onUnauthorized={() => {}} />);
    expect(await screen.findByLabelText('Permit fee in dollars')).toHaveValue('0.00');
    expect(screen.getByLabelText('Review of new permits')).toHaveDisplayValue(
      'Issue each permit at once',
    );
    expect(screen.getByLabelText('Status hour (Mountain time)')).toHaveDisplayValue('8 AM');
    expect(screen.getByLabelText('Keep permits and check-ins for (days)')).toHaveValue('400');
    expect(screen.getByLabelText('Window 2 from (MM-DD)')).toHaveValue('09-15');
    expect(screen.getByLabelText('Window 2 to (MM-DD)')).toHaveValue('10-30');
    expect(screen.getByLabelText('Lowest clearing index for a burn day')).toHaveValue('500');
    expect(
      screen.getByRole('checkbox', {
        name: 'Ask applicants for their state burn registration number',
      }),
    ).not.toBeChecked();
    expect(screen.getByLabelText('Restriction 1 title')).toHaveValue('Stage 1');
    expect(screen.getByLabelText('Restriction 1 from')).toHaveValue('07/01/2026');
    expect(screen.getByLabelText('Restriction 1 to (optional)')).toHaveValue('');
    expect(
      screen.getByRole('checkbox', { name: 'Restriction 1 forbids open burning' }),
    ).toBeChecked();
    expect(screen.getByLabelText('Towns in the district')).toHaveValue(
      DEFAULT_BURN_SETTINGS.towns.join('\n'),
    );
  });

  it('saves a fee in cents, an added window, a new restriction and towns one per line', async () => {
    const user = userEvent.setup();
    render(<BurnSettingsSection onUnauthorized={() => {}} />);
    const fee = await screen.findByLabelText('Permit fee in dollars');
    await retype(user, fee, '25.50');
    await user.selectOptions(
      screen.getByLabelText('Review of new permits'),
      'Staff approve each permit',
    );
    await user.selectOptions(screen.getByLabelText('Status hour (Mountain time)'), '7 AM');

    await user.click(screen.getByRole('button', { name: 'Add window' }));
    expect(screen.getByLabelText('Window 3 from (MM-DD)')).toHaveFocus();
    await user.type(screen.getByLabelText('Window 3 from (MM-DD)'), '12-01');
    await user.type(screen.getByLabelText('Window 3 to (MM-DD)'), '12-15');
    await user.click(screen.getByRole('button', { name: 'Remove window 1' }));
    expect(screen.getByRole('button', { name: 'Add window' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add restriction' }));
    await user.type(screen.getByLabelText('Restriction 2 title'), 'County burn ban');
    await user.type(screen.getByLabelText('Restriction 2 from'), '08/01/2026');
    await user.type(screen.getByLabelText('Restriction 2 to (optional)'), '08/31/2026');
    await user.click(screen.getByRole('checkbox', { name: 'Restriction 2 forbids open burning' }));

    const towns = screen.getByLabelText('Towns in the district');
    await retype(user, towns, '  Kamas {enter}{enter}Oakley{enter}');
    await user.click(screen.getByRole('button', { name: 'Save burn settings' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Burn settings saved.');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/admin/burn/settings');
    expect(sent[0]?.body).toEqual({
      ...STORED,
      feeCents: 2550,
      reviewMode: 'staff',
      statusHour: 7,
      windows: [
        { from: '09-15', to: '10-30' },
        { from: '12-01', to: '12-15' },
      ],
      restrictions: [
        ...STORED.restrictions,
        {
          title: 'County burn ban',
          from: '2026-08-01',
          to: '2026-08-31',
          forbidsOpenBurning: false,
        },
      ],
      towns: ['Kamas', 'Oakley'],
    });
  });

  it('edits the Spanish beside the English: new Spanish is current, an English change alone leaves it out of date', async () => {
    const user = userEvent.setup();
    render(<BurnSettingsSection onUnauthorized={() => {}} />);
    const spanishTitle = await screen.findByLabelText('Restriction 1 title in Spanish');
    expect(spanishTitle).toHaveAccessibleDescription(
      'No Spanish yet: Spanish pages show the English, marked as English.',
    );
    await user.type(spanishTitle, 'Nivel 1');
    expect(spanishTitle).toHaveAccessibleDescription(
      'The Spanish is current: Spanish pages show it.',
    );
    await user.type(screen.getByLabelText('Conditions in Spanish'), 'Un adulto vigila el fuego.');
    await user.click(screen.getByRole('button', { name: 'Save burn settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Burn settings saved.');
    expect(sent[0]?.body.restrictions[0]?.titleSpanish).toEqual({
      text: 'Nivel 1',
      source: 'Stage 1',
    });
    expect(sent[0]?.body.conditionsSpanish).toEqual({
      text: ['Un adulto vigila el fuego.'],
      source: DEFAULT_BURN_SETTINGS.conditions,
    });

    // The English title changes and the Spanish does not: it keeps its source, out of date.
    const title = screen.getByLabelText('Restriction 1 title');
    await retype(user, title, 'Stage 2');
    expect(screen.getByLabelText('Restriction 1 title in Spanish')).toHaveAccessibleDescription(
      expect.stringMatching(/^Out of date: the English changed/),
    );
    await user.click(screen.getByRole('button', { name: 'Save burn settings' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body.restrictions[0]?.titleSpanish).toEqual({
      text: 'Nivel 1',
      source: 'Stage 1',
    });
  });

  it('shows the server’s field error under the field it names', async () => {
    putAnswer = () => validationFailed({ 'windows.0.from': 'Enter a month and day as MM-DD.' });
    const user = userEvent.setup();
    render(<BurnSettingsSection onUnauthorized={() => {}} />);
    const from = await screen.findByLabelText('Window 1 from (MM-DD)');
    await user.click(screen.getByRole('button', { name: 'Save burn settings' }));

    await vi.waitFor(() =>
      expect(from).toHaveAccessibleDescription(
        expect.stringContaining('Enter a month and day as MM-DD.'),
      ),
    );
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveFocus();
    expect(screen.queryByText('Burn settings saved.')).not.toBeInTheDocument();
  });

  it('puts the server’s fee error under the fee in dollars', async () => {
    putAnswer = () => validationFailed({ feeCents: 'Enter a fee of at most $1,000.00.' });
    const user = userEvent.setup();
    render(<BurnSettingsSection onUnauthorized={() => {}} />);
    const fee = await screen.findByLabelText('Permit fee in dollars');
    await user.click(screen.getByRole('button', { name: 'Save burn settings' }));
    await vi.waitFor(() =>
      expect(fee).toHaveAccessibleDescription(
        expect.stringContaining('Enter a fee of at most $1,000.00.'),
      ),
    );
  });

  it('checks the form with the settings schema before sending anything', async () => {
    const user = userEvent.setup();
    render(<BurnSettingsSection onUnauthorized={() => {}} />);
    const fee = await screen.findByLabelText('Permit fee in dollars');
    await retype(user, fee, 'twenty');
    const retention = screen.getByLabelText('Keep permits and check-ins for (days)');
    await retype(user, retention, '30');
    const to = screen.getByLabelText('Window 1 to (MM-DD)');
    await retype(user, to, '03-01');
    await user.clear(screen.getByLabelText('Towns in the district'));
    await user.click(screen.getByRole('button', { name: 'Save burn settings' }));

    await vi.waitFor(() =>
      expect(fee).toHaveAccessibleDescription(expect.stringContaining('Enter the fee in dollars')),
    );
    expect(retention).toHaveAccessibleDescription(
      expect.stringContaining('Keep records at least 366 days'),
    );
    expect(to).toHaveAccessibleDescription(
      expect.stringContaining('Choose a window end on or after its start.'),
    );
    expect(screen.getByLabelText('Towns in the district')).toHaveAccessibleDescription(
      expect.stringContaining('Enter at least one town.'),
    );
    expect(sent).toHaveLength(0);
  });

  it('saves an unreadable end date as open-ended and then shows the field empty', async () => {
    const user = userEvent.setup();
    render(<BurnSettingsSection onUnauthorized={() => {}} />);
    const to = await screen.findByLabelText('Restriction 1 to (optional)');
    await user.type(to, 'soon');
    await user.click(screen.getByRole('button', { name: 'Save burn settings' }));

    expect(await screen.findByText('Burn settings saved.')).toBeInTheDocument();
    expect(sent[0]?.body.restrictions[0]?.to).toBeNull();
    expect(screen.getByLabelText('Restriction 1 to (optional)')).toHaveValue('');
  });
});

describe('BurnSettingsSection: the clearing index and the state registration (decision 307)', () => {
  const sent: BurnSettings[] = [];
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        if (init.method !== 'PUT') return answer(200, DEFAULT_BURN_SETTINGS);
        const body = JSON.parse(String(init.body)) as BurnSettings;
        sent.push(body);
        return answer(200, { settings: body, status: {} });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves a raised clearing index and the registration question with its link', async () => {
    const user = userEvent.setup();
    render(<BurnSettingsSection onUnauthorized={() => {}} />);
    const index = await screen.findByLabelText('Lowest clearing index for a burn day');
    await retype(user, index, '600');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Ask applicants for their state burn registration number',
      }),
    );
    const link = screen.getByLabelText('Link to the state’s registration page');
    await retype(user, link, 'https://example.utah.gov/burn');
    await user.click(screen.getByRole('button', { name: 'Save burn settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Burn settings saved.');
    expect(sent[0]).toMatchObject({
      minClearingIndex: 600,
      asksStateRegistration: true,
      stateRegistrationUrl: 'https://example.utah.gov/burn',
    });
  });

  it('says under each field what is wrong, without sending', async () => {
    const user = userEvent.setup();
    render(<BurnSettingsSection onUnauthorized={() => {}} />);
    const index = await screen.findByLabelText('Lowest clearing index for a burn day');
    await retype(user, index, '450');
    const link = screen.getByLabelText('Link to the state’s registration page');
    await retype(user, link, 'ftp://state');
    await user.click(screen.getByRole('button', { name: 'Save burn settings' }));
    await vi.waitFor(() =>
      expect(index).toHaveAccessibleDescription(expect.stringContaining('Enter 500 or more')),
    );
    expect(link).toHaveAccessibleDescription(
      expect.stringContaining('Enter a web address that starts with https://'),
    );
    expect(sent).toHaveLength(0);
  });
});
