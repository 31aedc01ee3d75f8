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
    // It scrolls when there are many books: focusable, so keyboard users can scroll it too (axe's
    // scrollable-region-focusable). jsx-a11y cannot know it scrolls; the two rules conflict for
    // scroll boxes (dequelabs/axe-core#4566), and keyboard access wins.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
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
