import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SitePageData } from '#domain/content/site-page-data.ts';
import { SEED_DISTRICT } from '#domain/content/seed-district.ts';
import { buildMeetingNotices, buildNewsNotice } from '#domain/subscriptions/notice-sources.ts';
import type { NotifyInput } from '#domain/subscriptions/subscriptions-api.ts';
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

  it('previews one e-mail per meeting change on the minutes page, or says nothing would be sent', async () => {
    const meeting = {
      date: '2027-01-20',
      time: '18:30',
      place: 'Station 41',
      meetingType: 'Regular' as const,
      agendaTitle: '',
      agendaHref: '',
      isCancelled: false,
    };
    const moved = {
      ...meeting,
      time: '19:00',
      agendaTitle: 'January agenda',
      agendaHref: '/documents/january-agenda.pdf',
    };
    function Minutes({ notices }: { notices: NotifyInput[] }) {
      const [isChecked, setIsChecked] = useState(false);
      return (
        <NotifySubscribersChoice
          notice={notices}
          listLabel="Board meeting notices and agendas"
          isChecked={isChecked}
          onChange={setIsChecked}
          hint="E-mail the meetings list."
          nothingToSend="Nothing to send."
        />
      );
    }
    const data = { district: SEED_DISTRICT } as unknown as SitePageData;
    const { unmount } = render(
      <SitePageDataProvider data={data}>
        <Minutes notices={buildMeetingNotices([meeting], [moved], '2026-11-24')} />
      </SitePageDataProvider>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Notify subscribers' }));
    await userEvent.click(screen.getByText(/^Preview e-mail 1 of 2: Changed:/));
    expect(screen.getByText(/is now on Wednesday, January 20, 2027 at 19:00/)).toBeVisible();
    await userEvent.click(screen.getByText(/^Preview e-mail 2 of 2: Agenda posted:/));
    expect(
      screen.getByText(/The agenda for the Regular board meeting .* January agenda/),
    ).toBeVisible();
    unmount();

    render(
      <SitePageDataProvider data={data}>
        <Minutes notices={buildMeetingNotices([meeting], [meeting], '2026-11-24')} />
      </SitePageDataProvider>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Notify subscribers' }));
    expect(screen.getByRole('status')).toHaveTextContent('Nothing to send.');
    expect(screen.queryByText(/Preview/)).toBeNull();
  });
});
