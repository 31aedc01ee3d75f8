import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * A verse number: a link to the verse (#v16) that also selects it (shift: extends the selection)
 * for copy and share. The address gets the verse without a new history entry.
 */
export function VerseNumber({ verse, onSelect }: { verse: number; onSelect: (extend: boolean) => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <a
      href={`#v${verse}`}
      className="verse-num"
      aria-label={t('reader.verse', { n: verse })}
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
