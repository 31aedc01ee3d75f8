import { bookByOsis, type UiLanguage } from '../../../shared/books';

/** Counts per book as horizontal bars; a list, so it reads well without the picture too. */
export function BookBars({
  counts,
  lang,
  label,
}: {
  counts: { book: string; count: number }[];
  lang: UiLanguage;
  label: string;
}) {
  const max = Math.max(1, ...counts.map((c) => c.count));
  return (
    // it scrolls when there are many books: focusable, so keyboard users can scroll it too
    <figure className="book-bars" tabIndex={0}>
      <figcaption>{label}</figcaption>
      <ul>
        {counts.map((c) => (
          <li key={c.book}>
            <span className="bar-label">{bookByOsis(c.book)?.names[lang] ?? c.book}</span>
            <span className="bar" aria-hidden style={{ width: `${(c.count / max) * 100}%` }} />
            <span className="bar-count">{c.count}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
