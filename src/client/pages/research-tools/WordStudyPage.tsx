import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { parseStrongs } from '../../../shared/strongs';
import { PageHeader } from '../../components/ui/PageHeader';
import { LexiconEntry } from '../../features/lexicon/LexiconEntry';
import { LexiconSearch } from '../../features/lexicon/LexiconSearch';
import { useLanguageBible } from '../../hooks/use-language-bible';
import { wordStudyBible } from '../../lib/language-bible';

type Tool = 'hebrew' | 'greek' | 'spanish';
const PATH: Record<'hebrew' | 'greek', string> = {
  hebrew: '/research-tools/hebrew',
  greek: '/research-tools/greek',
};

/** Strong's word study: search by number or word, then an entry with its occurrences. */
export function WordStudyPage({ language }: { language: Tool }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const bibles = useLanguageBible();
  const q = params.get('q') ?? '';
  const strongs = params.get('strongs');
  // the Spanish study reads the Reina-Valera 1909; Hebrew and Greek the language's Bible when it
  // is Strong's-tagged (Spanish: the RV1909), else the KJV
  const translation =
    language === 'spanish'
      ? 'RV1909'
      : bibles.known
        ? wordStudyBible(language, bibles.list, bibles.lang)
        : bibles.request.error
          ? 'KJV'
          : null;
  const base = (s: string) =>
    language === 'spanish' ? '/research-tools/spanish' : PATH[s.startsWith('H') ? 'hebrew' : 'greek'];
  const here = (s: string) => `${base(s)}?${new URLSearchParams({ ...(q ? { q } : {}), strongs: s })}`;
  // a Strong's number searched for is the entry itself, not a list of one
  const exact = !strongs && q ? parseStrongs(q, language === 'spanish' ? undefined : language) : null;
  if (exact) return <Navigate replace to={`${base(exact)}?${new URLSearchParams({ strongs: exact })}`} />;
  return (
    <div className="page word-study">
      <PageHeader title={t(`researchTools.${language}Title`)} lead={t(`researchTools.${language}Subtitle`)} />
      {!translation ? (
        <p className="status" role="status">
          {t('app.loading')}
        </p>
      ) : strongs ? (
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
