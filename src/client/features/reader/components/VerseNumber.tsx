import { useLocation } from 'react-router';

/**
 * A verse number: a link to the verse (#v16) that also selects it (shift: extends the selection)
 * for copy and share. The address gets the verse without a new history entry. `label` is its
 * name for screen readers ("Verse 16"), given by the reader (see VerseText on why not asked here).
 */
export function VerseNumber({
  verse,
  label,
  onSelect,
}: {
  verse: number;
  label: string;
  onSelect: (extend: boolean) => void;
}) {
  const location = useLocation();
  return (
    <a
      href={`#v${verse}`}
      className="verse-num"
      aria-label={label}
      onClick={(e) => {
        e.preventDefault();
        window.history.replaceState(
          window.history.state,
          '',
          `${location.pathname}${location.search}#v${verse}`,
        );
        onSelect(e.shiftKey);
      }}
    >
      {verse}
    </a>
  );
}
