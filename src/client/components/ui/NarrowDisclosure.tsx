import { useState, type ReactNode } from 'react';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';

interface Props {
  /** the id of the part that opens and closes */
  id: string;
  /** the toggle's text ("Filters") */
  label: string;
  /** shown beside the label when there is something to say ("2 active") */
  badge?: string;
  children: ReactNode;
}

/**
 * Content that is always shown on wide screens and, on narrow ones (styles/wayfinding.css), folds
 * behind a toggle button so that what follows it (search results) is not pushed below the fold.
 */
export function NarrowDisclosure({ id, label, badge, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div className={`narrow-disclosure${open ? ' open' : ''}`}>
      <button
        type="button"
        className="button narrow-disclosure-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <SlidersHorizontal size={16} aria-hidden />
        {label}
        {badge && <span className="badge">{badge}</span>}
        <ChevronDown size={16} aria-hidden className={open ? 'rotated' : undefined} />
      </button>
      <div id={id} className="narrow-disclosure-body">
        {children}
      </div>
    </div>
  );
}
