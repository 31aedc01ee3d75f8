import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { LexiconSearch } from '../../features/lexicon/LexiconSearch';

/** Hebrew and Greek search boxes; matches lead to the word studies and their occurrence lists. */
export function OriginalLanguagePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const set = (key: 'he' | 'gr') => (q: string) => {
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
        <LexiconSearch
          id="original-hebrew"
          label={t('original.hebrewLabel')}
          placeholder="אֱלֹהִים · elohim"
          query={params.get('he') ?? ''}
          onQuery={set('he')}
          language="hebrew"
          translation="KJV"
          linkFor={study}
        />
        <LexiconSearch
          id="original-greek"
          label={t('original.greekLabel')}
          placeholder="ἀγάπη · agape"
          query={params.get('gr') ?? ''}
          onQuery={set('gr')}
          language="greek"
          translation="KJV"
          linkFor={study}
        />
      </div>
    </div>
  );
}
