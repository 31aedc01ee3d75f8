import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { parseStrongs, strongsLanguage } from '../../../shared/strongs';
import { PageHeader } from '../../components/ui/PageHeader';
import { LexiconSearch } from '../../features/lexicon/LexiconSearch';
import { MorphologySearch } from '../../features/morphology/MorphologySearch';
import { useLanguageBible } from '../../hooks/use-language-bible';
import { strongsBible } from '../../lib/language-bible';

/** The two boxes: the query parameter each keeps its text in, and the entries it searches. */
const SEARCHES = [
  { param: 'he', language: 'hebrew', label: 'original.hebrewLabel', placeholder: 'אֱלֹהִים · elohim' },
  { param: 'gr', language: 'greek', label: 'original.greekLabel', placeholder: 'ἀγάπη · agape' },
] as const;

/**
 * Hebrew and Greek search boxes, whose matches lead to the word studies and their occurrence
 * lists; under them, the search by grammatical form (every occurrence of a word in a parsing).
 */
export function OriginalLanguagePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const bibles = useLanguageBible();
  const translation = strongsBible(bibles.list, bibles.lang);
  const set = (key: 'he' | 'gr') => (q: string) => {
    // a Strong's number is its entry, not a list of one
    const exact = parseStrongs(q, key === 'he' ? 'hebrew' : 'greek');
    if (exact) return void navigate(study({ strongs: exact, language: strongsLanguage(exact) }));
    const next = new URLSearchParams(params);
    if (q) next.set(key, q);
    else next.delete(key);
    setParams(next);
  };
  const study = (m: { strongs: string; language: string }) =>
    `/research-tools/${m.language}?strongs=${m.strongs}`;
  return (
    <div className="page">
      <PageHeader title={t('concordance.originalTitle')} lead={t('concordance.originalSubtitle')} />
      <p className="muted">{t('original.hint')}</p>
      <div className="entry-grid">
        {SEARCHES.map((s) => (
          <LexiconSearch
            key={s.language}
            id={`original-${s.language}`}
            label={t(s.label)}
            placeholder={s.placeholder}
            query={params.get(s.param) ?? ''}
            onQuery={set(s.param)}
            language={s.language}
            translation={translation}
            linkFor={study}
          />
        ))}
      </div>
      <MorphologySearch />
    </div>
  );
}
