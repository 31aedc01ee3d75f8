import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LexiconEntry as Entry } from '../../../shared/api';
import type { UiLanguage } from '../../../shared/books';
import { BookBars } from '../../components/ui/BookBars';
import { useLanguageBible } from '../../hooks/use-language-bible';
import { errorKey } from '../../lib/api';
import { lexiconEntryUrl } from '../../lib/paths';
import { useApi } from '../../lib/use-api';
import { LexiconArticles } from '../../components/ui/lexicon/LexiconArticles';
import { LexiconOccurrences } from './LexiconOccurrences';
import { Renderings } from './Renderings';

/** One Strong's entry: the word, its meaning, how a translation renders it, and where. */
export function LexiconEntry({
  strongs,
  translation,
  linkFor,
}: {
  strongs: string;
  translation: string;
  linkFor: (s: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const entry = useApi<Entry>(lexiconEntryUrl(strongs, translation));
  const bibles = useLanguageBible();
  // the language of the Bible read (the RV1909's Spanish, the Darby's French), for lang attributes
  const textLang = bibles.list.find((tr) => tr.id === translation)?.language ?? 'en';

  if (entry.error)
    return (
      <p className="error" role="alert">
        {t(errorKey(entry.error))}
      </p>
    );
  if (!entry.data)
    return (
      <p className="status" role="status">
        {t('app.loading')}
      </p>
    );
  const e = entry.data;
  const original =
    e.language === 'hebrew' ? { lang: 'he', dir: 'rtl' as const } : { lang: 'grc', dir: 'ltr' as const };
  return (
    <article className="entry" aria-labelledby="entry-title">
      <h2 id="entry-title">
        <span className="lemma" lang={original.lang} dir={original.dir}>
          {e.lemma}
        </span>{' '}
        <span className="badge">{e.strongs}</span>
      </h2>
      <div className="entry-grid">
        <dl className="card">
          {e.xlit && (
            <>
              <dt>{t('wordStudy.transliteration')}</dt>
              <dd>{e.xlit}</dd>
            </>
          )}
          {e.pron && (
            <>
              <dt>{t('wordStudy.pronunciation')}</dt>
              <dd>{e.pron}</dd>
            </>
          )}
          {e.definition && (
            <>
              <dt>{t('wordStudy.definition')}</dt>
              <dd lang="en">{e.definition}</dd>
            </>
          )}
          {e.derivation && (
            <>
              <dt>{t('wordStudy.derivation')}</dt>
              <dd lang="en">{e.derivation}</dd>
            </>
          )}
          {e.kjvUsage && (
            <>
              <dt>{t('wordStudy.kjvUsage')}</dt>
              <dd lang="en">{e.kjvUsage}</dd>
            </>
          )}
          {e.related.length > 0 && (
            <>
              <dt>{t('wordStudy.related')}</dt>
              <dd>
                {e.related.map((r) => (
                  <Link key={r} to={linkFor(r)} className="badge">
                    {r}
                  </Link>
                ))}
              </dd>
            </>
          )}
        </dl>
        <Renderings key={`${strongs} ${translation}`} entry={e} textLang={textLang} />
      </div>
      <LexiconArticles key={strongs} articles={e} linkFor={linkFor} />
      <BookBars counts={e.occurrences.byBook} lang={lang} label={t('wordStudy.distribution')} />
      <h3>{t('wordStudy.occurrences', { count: e.occurrences.verses, translation: e.translation })}</h3>
      <LexiconOccurrences
        key={`${strongs} ${translation}`}
        strongs={strongs}
        translation={translation}
        shownIn={e.translation}
        total={e.occurrences.verses}
        textLang={textLang}
      />
    </article>
  );
}
