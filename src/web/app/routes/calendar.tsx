import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { CalendarPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { AvailabilityCalendar } from '#web/features/calendar/components/availability-calendar.tsx';
import { EVENTS_ICS_PATH } from '#web/features/calendar/api/calendar-api.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { feedPathInLocale } from '#domain/i18n/locale.ts';
import {
  useContentLang,
  useLocalizedHref,
  usePageLocale,
  usePageText,
} from '#web/lib/page-text.tsx';

/** /permits/calendar: the Fire Marshal's availability for permit inspections (spec §2). */
export default function CalendarRoute({ content }: { content: CalendarPage }) {
  const tr = usePageText();
  const localizedHref = useLocalizedHref();
  const locale = usePageLocale();
  // Staff content without current Spanish is marked English on /es/ (decisions 327, 330).
  const contentLang = useContentLang();
  const [beforeLink = '', afterLink = ''] = tr(
    '{link} to follow this calendar in your own calendar app: copy the link and add it in Google Calendar, Outlook or Apple Calendar as a calendar from a URL (a subscription). The app then picks up changes on its own.',
  ).split('{link}');
  return (
    <>
      <PageHeader
        title={content.title}
        lead={content.lead}
        lang={contentLang('title')}
        leadLang={contentLang('lead')}
      >
        <p className="calendar-page__subscribe">
          {beforeLink}
          <a href={feedPathInLocale(EVENTS_ICS_PATH, locale)}>{tr('Subscribe')}</a>
          {afterLink}
        </p>
      </PageHeader>
      <div className="container page-body">
        {/* Server-rendered above the calendar: a visitor learns what it shows before using it. */}
        <section
          className="calendar-legend"
          aria-labelledby="calendar-legend-title"
          lang={contentLang('legend')}
        >
          <h2 id="calendar-legend-title" className="calendar-legend__title">
            {content.legend.title}
          </h2>
          <p className="calendar-legend__busy">
            <span className="calendar-legend__swatch" aria-hidden="true" />
            {content.legend.busy}
          </p>
          <p>
            {content.legend.booking}{' '}
            <a href={localizedHref(content.legend.bookingLink.path)}>
              {content.legend.bookingLink.label}
            </a>
          </p>
        </section>
        {/* "Today" and the administrator's login differ between the build and the visit. */}
        <ClientOnly
          fallback={
            // Holds the calendar's height so nothing below it jumps when it appears (CLS).
            <div className="calendar-placeholder">
              <p role="status">{tr('Loading the calendar…')}</p>
            </div>
          }
        >
          <AvailabilityCalendar />
        </ClientOnly>
      </div>
    </>
  );
}
