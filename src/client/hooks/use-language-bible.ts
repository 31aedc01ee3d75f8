import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translation } from '../../shared/api';
import { languageBible } from '../lib/language-bible';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { useEndpoint } from '../lib/api-client';

/**
 * The list as last answered this visit: a page that needs it to know what to ask for next (the
 * word study's Bible) asks at once, instead of after its own request for the list (issue 43:
 * from the reader's word details to the word study, that wait came before the entry's).
 */
const last: { list: Translation[] | null } = { list: null };

/** The installed translations and the UI language's Bible among them (lib/language-bible.ts). */
export function useLanguageBible() {
  const { i18n } = useTranslation();
  const request = useEndpoint(ENDPOINTS.translations, {});
  useEffect(() => {
    if (request.data) last.list = request.data;
  }, [request.data]);
  const list = request.data ?? last.list ?? [];
  /** the list is known: this request's answer, or the visit's last one */
  const known = request.data !== null || last.list !== null;
  return { request, list, known, lang: i18n.language, ...languageBible(list, i18n.language) };
}
