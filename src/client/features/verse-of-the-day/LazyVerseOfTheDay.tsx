import { lazy, Suspense } from 'react';

/*
 * Its code is fetched when it is first shown, not in the entry chunk: imported statically by the
 * shell and by the home page's chunk too, it made the bundler (rolldown, whose chunk merging bails
 * out on such graphs: rolldown#9963, #10731) split the entry into ten files, +2.6 KB gzip at first
 * load (issue 43). Nothing sits below it in the sidebar, nor in view below it on the home page, so
 * its late arrival moves nothing.
 */
const VerseOfTheDay = lazy(() => import('./VerseOfTheDay').then((m) => ({ default: m.VerseOfTheDay })));

/** The verse of the day (VerseOfTheDay.tsx), loaded on first use. */
export function LazyVerseOfTheDay({ onPage }: { onPage?: boolean }) {
  return (
    <Suspense>
      <VerseOfTheDay onPage={onPage} />
    </Suspense>
  );
}
