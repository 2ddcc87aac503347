import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_DISTRICT } from '#domain/content/seed-district.ts';
import type { SitePageData } from '#domain/content/site-page-data.ts';
import { SitePageDataProvider } from '#web/lib/site-page-data.tsx';
import { createAlert, getAlertReaders, listAlerts } from '../api/content-api.ts';
import { AlertAdmin } from './alert-admin.tsx';

vi.mock('../api/content-api.ts', () => ({
  listAlerts: vi.fn(),
  createAlert: vi.fn(),
  getAlertReaders: vi.fn(),
}));

const SENT_IN_ENGLISH =
  'It has no current Spanish: subscribers who read Spanish get its e-mail in English, under a Spanish line saying the text follows in English.';

/** Fills an emergency alert; `spanish` also fills its Spanish. */
async function publishEmergency(spanish: boolean) {
  const user = userEvent.setup();
  render(
    <SitePageDataProvider data={{ district: SEED_DISTRICT } as unknown as SitePageData}>
      <AlertAdmin onUnauthorized={() => undefined} />
    </SitePageDataProvider>,
  );
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Level/ }), 'emergency');
  await user.type(
    screen.getByRole('textbox', { name: /^Heading(?! in Spanish)/ }),
    'Evacuate Weber Canyon',
  );
  await user.type(
    screen.getByRole('textbox', { name: /^Text(?! in Spanish)/ }),
    'Leave the area now.',
  );
  if (spanish) {
    await user.type(
      screen.getByRole('textbox', { name: /^Heading in Spanish/ }),
      'Evacúe el cañón Weber',
    );
    await user.type(
      screen.getByRole('textbox', { name: /^Text in Spanish/ }),
      'Salga de la zona ahora.',
    );
  }
  await user.click(screen.getByRole('button', { name: 'Publish alert' }));
  return screen.findByText(/^Alert published\./);
}

describe('publishing an alert', () => {
  beforeEach(() => {
    vi.mocked(listAlerts).mockResolvedValue({ alerts: [] });
    vi.mocked(getAlertReaders).mockResolvedValue({ subscribers: 3, spanishReaders: 1 });
    vi.mocked(createAlert).mockResolvedValue({} as Awaited<ReturnType<typeof createAlert>>);
  });

  it('tells the clerk when an emergency goes out without current Spanish', async () => {
    const status = await publishEmergency(false);
    expect(status).toHaveTextContent(SENT_IN_ENGLISH);
    expect(createAlert).toHaveBeenCalledWith(
      expect.objectContaining({ level: 'emergency', heading: 'Evacuate Weber Canyon' }),
      true,
    );
  });

  it('says nothing of the kind when its Spanish is written', async () => {
    const status = await publishEmergency(true);
    expect(status).toHaveTextContent(
      'Alert published. It shows on every page from its start until its end.',
    );
    expect(status).not.toHaveTextContent('no current Spanish');
  });
});
