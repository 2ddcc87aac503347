import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { CalendarPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { AvailabilityCalendar } from '#web/features/calendar/components/availability-calendar.tsx';
import { EVENTS_ICS_PATH } from '#web/features/calendar/api/calendar-api.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

/** /permits/calendar: the Fire Marshal's availability for permit inspections (spec §2). */
export default function CalendarRoute({ content }: { content: CalendarPage }) {
  return (
    <>
      <PageHeader title={content.title} lead={content.lead}>
        <p className="calendar-page__subscribe">
          <a href={EVENTS_ICS_PATH}>Subscribe</a> to follow this calendar in your own calendar app:
          copy the link and add it in Google Calendar, Outlook or Apple Calendar as a calendar from
          a URL (a subscription). The app then picks up changes on its own.
        </p>
      </PageHeader>
      <div className="container page-body">
        {/* Server-rendered above the calendar: a visitor learns what it shows before using it. */}
        <section className="calendar-legend" aria-labelledby="calendar-legend-title">
          <h2 id="calendar-legend-title" className="calendar-legend__title">
            {content.legend.title}
          </h2>
          <p className="calendar-legend__busy">
            <span className="calendar-legend__swatch" aria-hidden="true" />
            {content.legend.busy}
          </p>
          <p>
            {content.legend.booking}{' '}
            <a href={content.legend.bookingLink.path}>{content.legend.bookingLink.label}</a>
          </p>
        </section>
        {/* "Today" and the administrator's login differ between the build and the visit. */}
        <ClientOnly
          fallback={
            // Holds the calendar's height so nothing below it jumps when it appears (CLS).
            <div className="calendar-placeholder">
              <p role="status">Loading the calendar…</p>
            </div>
          }
        >
          <AvailabilityCalendar />
        </ClientOnly>
      </div>
    </>
  );
}
