import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lookup, Translation } from '../../../shared/api';
import { OutOfRangeNote } from '../../components/ui/OutOfRangeNote';
import { lookupTarget } from '../../lib/lookup';

/**
 * The query is a reference or a Strong's number: a link to the reader or to the word study; a
 * reference past the end of its book or chapter: what exists.
 */
export function LookupHint({ query, found }: { query: string; found: Exclude<Lookup, { kind: 'words' }> }) {
  const { t, i18n } = useTranslation();
  const to = lookupTarget(found, i18n.language) ?? '';
  return (
    <p className="card notice search-pointer">
      {found.kind === 'outOfRange' ? (
        <OutOfRangeNote found={found} />
      ) : found.kind === 'reference' ? (
        <>
          {t('searchNav.isReference', { query })}{' '}
          <Link to={to}>{t('searchNav.openReference', { reference: found.reference.reference })}</Link>
        </>
      ) : (
        <>
          {t('searchNav.isStrongs', { strongs: found.strongs })}{' '}
          <Link to={to}>{t('searchNav.openStrongs', { strongs: found.strongs })}</Link>
        </>
      )}
    </p>
  );
}

interface OtherBiblesProps {
  /** the Bible searched, which found nothing */
  searched: string;
  counts: { translation: string; count: number }[];
  translations: Translation[];
  onChoose: (id: string) => void;
}

/** Nothing found in one Bible: the installed Bibles that have matches, with their counts, one click away. */
export function OtherBibles({ searched, counts, translations, onChoose }: OtherBiblesProps) {
  const { t } = useTranslation();
  const nameOf = (id: string) => translations.find((tr) => tr.id === id)?.name ?? id;
  if (!counts.length) return null;
  return (
    <div className="card notice other-bibles">
      <p>{t('searchNav.otherBibles', { name: nameOf(searched) })}</p>
      <ul>
        {counts.map((c) => (
          <li key={c.translation}>
            <button type="button" className="button" onClick={() => onChoose(c.translation)}>
              {t('searchNav.otherBible', { name: nameOf(c.translation), count: c.count })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
