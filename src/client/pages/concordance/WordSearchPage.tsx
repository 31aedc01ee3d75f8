import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { WordSearch } from '../../features/word-search/WordSearch';

/** Concordance → word search. */
export function WordSearchPage() {
  const { t } = useTranslation();
  return (
    <div className="page word-search">
      <PageHeader title={t('search.wordSearchTitle')} lead={t('search.wordSearchSubtitle')} />
      <WordSearch />
    </div>
  );
}
