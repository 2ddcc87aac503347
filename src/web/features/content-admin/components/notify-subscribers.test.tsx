import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SitePageData } from '#domain/content/site-page-data.ts';
import { SEED_DISTRICT } from '#domain/content/seed-district.ts';
import { buildNewsNotice } from '#domain/subscriptions/notice-sources.ts';
import { SitePageDataProvider } from '#web/lib/site-page-data.tsx';
import { NotifySubscribersChoice } from './notify-subscribers.tsx';

function Choice({ isInitiallyChecked }: { isInitiallyChecked: boolean }) {
  const [isChecked, setIsChecked] = useState(isInitiallyChecked);
  return (
    <NotifySubscribersChoice
      notice={buildNewsNotice(
        {
          id: 'preview',
          title: 'Chipper Day',
          summary: 'The chipper comes to Oakley on Saturday.',
          path: '/news/chipper-day',
          publishAt: null,
        },
        true,
      )}
      listLabel="News"
      isChecked={isChecked}
      onChange={setIsChecked}
      hint="E-mail the News list once."
    />
  );
}

function renderChoice(isInitiallyChecked: boolean) {
  const data = { district: SEED_DISTRICT } as unknown as SitePageData;
  return render(
    <SitePageDataProvider data={data}>
      <Choice isInitiallyChecked={isInitiallyChecked} />
    </SitePageDataProvider>,
  );
}

describe('Notify subscribers on a publish form', () => {
  it('offers the e-mail preview only once the box is ticked, with the district, text and link', async () => {
    renderChoice(false);
    const box = screen.getByRole('checkbox', { name: 'Notify subscribers' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('E-mail the News list once.');
    expect(screen.queryByText('Preview the e-mail')).toBeNull();

    await userEvent.click(box);
    await userEvent.click(screen.getByText('Preview the e-mail'));
    const preview = screen.getByText(/The chipper comes to Oakley on Saturday\./);
    expect(preview.textContent).toContain(SEED_DISTRICT.name);
    expect(preview.textContent).toContain('/news/chipper-day');
    expect(preview.textContent).toContain('Unsubscribe from everything');
  });
});
