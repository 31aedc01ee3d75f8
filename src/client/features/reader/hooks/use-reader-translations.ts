import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { UiLanguage } from '../../../../shared/books';
import { languageBible, readerBible } from '../../../lib/language-bible';
import { setDefaultTranslation } from '../../../lib/library/library';
import { useLibrary } from '../../../lib/library/use-library';
import { ENDPOINTS } from '../../../../shared/api/endpoints';
import { useEndpoint } from '../../../lib/api-client';

/**
 * The reader's translations, held in the URL (?translation=, ?compare=, ?strongs=1): the one read
 * (the URL's, else the default of this language in the settings (last chosen), else the language's Bible, else the
 * first), the one beside it, and whether Strong's links can and do show.
 */
export function useReaderTranslations() {
  const { i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const [params, setParams] = useSearchParams();
  const translations = useEndpoint(ENDPOINTS.translations, {});
  const list = translations.data ?? [];
  const { fallback } = languageBible(list, lang);
  const best = readerBible(list, lang, useLibrary('settings').translations[lang]);
  const translation = params.get('translation') ?? best?.id ?? null;
  const compare = params.get('compare');
  const mainTagged = list.find((tr) => tr.id === translation)?.hasStrongs ?? false;
  // a text without Strong's numbers (the LSG) beside a tagged one: the Strong's links are on the
  // tagged text's verses, paired through the KJV numbering
  const compareTagged = !!compare && (list.find((tr) => tr.id === compare)?.hasStrongs ?? false);
  const tagged = mainTagged || compareTagged;
  const strongsOn = tagged && params.get('strongs') === '1';

  /** Sets (or, with null, removes) a parameter; a verse to highlight no longer applies. */
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('highlight');
    next.delete('kv');
    setParams(next, { replace: true });
  };

  return {
    /** the list's request, for its error and retry */
    request: translations,
    list,
    translation,
    compare,
    /** either text has Strong's numbers: the toggle shows */
    tagged,
    strongsOn,
    /** Strong's links on the text read; else, when on, on the text beside it */
    showStrongs: mainTagged && strongsOn,
    compareStrongs: !mainTagged && compareTagged && strongsOn,
    /** the language has no Bible of its own installed: the reader says which one it shows */
    fallback,
    /** the URL's translation, kept in links to other chapters */
    chosen: params.get('translation'),
    setParam,
    chooseTranslation: (id: string) => {
      setDefaultTranslation(lang, id);
      setParam('translation', id);
    },
    langOf: (id: string | null) => list.find((tr) => tr.id === id)?.language,
    nameOf: (id: string | null) => list.find((tr) => tr.id === id)?.name ?? id ?? '',
  };
}

export type ReaderTranslations = ReturnType<typeof useReaderTranslations>;
