import { useTranslation } from 'react-i18next';
import type { Translation } from '../../shared/api';
import { languageBible } from '../lib/language-bible';
import { useApi } from '../lib/use-api';

/** The installed translations and the UI language's Bible among them (lib/language-bible.ts). */
export function useLanguageBible() {
  const { i18n } = useTranslation();
  const request = useApi<Translation[]>('/api/translations');
  const list = request.data ?? [];
  return { request, list, lang: i18n.language, ...languageBible(list, i18n.language) };
}
