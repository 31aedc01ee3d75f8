import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { LexiconEntry } from '../../features/lexicon/LexiconEntry';
import { LexiconSearch } from '../../features/lexicon/LexiconSearch';

type Tool = 'hebrew' | 'greek' | 'spanish';
const PATH: Record<'hebrew' | 'greek', string> = {
  hebrew: '/research-tools/hebrew',
  greek: '/research-tools/greek',
};

/** Strong's word study: search by number or word, then an entry with its occurrences. */
export function WordStudyPage({ language }: { language: Tool }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const strongs = params.get('strongs');
  // the Spanish study reads the Reina-Valera 1909; Hebrew and Greek read the KJV
  const translation = language === 'spanish' ? 'RV1909' : 'KJV';
  const here = (s: string) => {
    const base =
      language === 'spanish' ? '/research-tools/spanish' : PATH[s.startsWith('H') ? 'hebrew' : 'greek'];
    return `${base}?${new URLSearchParams({ ...(q ? { q } : {}), strongs: s })}`;
  };
  return (
    <div className="page word-study">
      <PageHeader title={t(`researchTools.${language}Title`)} lead={t(`researchTools.${language}Subtitle`)} />
      {strongs ? (
        <>
          <p>
            <Link to={`?${new URLSearchParams(q ? { q } : {})}`}>← {t('wordStudy.back')}</Link>
          </p>
          <LexiconEntry strongs={strongs} translation={translation} linkFor={here} />
        </>
      ) : (
        <LexiconSearch
          id="word-study-q"
          label={t('wordStudy.searchLabel')}
          placeholder={t(`wordStudy.${language}Placeholder`)}
          query={q}
          onQuery={(next) => setParams(next ? { q: next } : {})}
          language={language === 'spanish' ? undefined : language}
          translation={translation}
          linkFor={(m) => here(m.strongs)}
        />
      )}
    </div>
  );
}
