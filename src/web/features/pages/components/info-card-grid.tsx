import type { InfoCard } from '#domain/content/info-card.ts';

/** Static information cards in a responsive grid; each card's title is a heading of `level`. */
export function InfoCardGrid({
  cards,
  level = 2,
  lang,
}: {
  cards: readonly InfoCard[];
  level?: 2 | 3;
  /** The cards' language when it is not the page's (staff content on `/es/`). */
  lang?: 'en' | undefined;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-grid" lang={lang}>
      {cards.map((card) => (
        <li key={card.title} className="card">
          <Heading className="card__title">{card.title}</Heading>
          <p>{card.body}</p>
          {card.points ? (
            <ul className="card__points">
              {card.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
