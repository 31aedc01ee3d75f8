import type { ReactNode } from 'react';
import { usePageTitle } from '../../hooks/use-page-title';

/** A page's heading and lead paragraph; also sets the document title. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <header className="page-header">
      {children}
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
    </header>
  );
}
