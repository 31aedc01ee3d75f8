import type { ReactNode } from 'react';

/** A section of the library page: a heading the page's contents link to, and its body. */
export function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <section id={id} className="card library-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {title}
        {count !== undefined && <span className="count-badge">{count}</span>}
      </h2>
      {children}
    </section>
  );
}
