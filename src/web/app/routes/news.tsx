import { getPdf } from '#domain/content/documents.ts';
import { NEWS_INTRO, NEWS_ITEMS } from '#domain/content/news.ts';
import { CalendarDay } from '#web/components/ui/calendar-day.tsx';
import { PdfLink } from '#web/components/ui/pdf-link.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function NewsRoute() {
  return (
    <>
      <PageHeader title="News" lead={NEWS_INTRO} />
      <div className="container page-body">
        <ul className="card-grid card-grid--single">
          {NEWS_ITEMS.map((item) => (
            <li key={item.title} className="card">
              <h2 className="card__title">{item.title}</h2>
              <p className="card__meta">
                <CalendarDay day={item.date} />
              </p>
              <p>{item.summary}</p>
              <p>
                <PdfLink
                  document={getPdf(item.documentId)}
                  label={`Read the ${item.title}`}
                  className="button"
                />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
