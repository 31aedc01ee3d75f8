import type { UiLanguage } from '../../../shared/books';
import { useLanguageBible } from '../../hooks/use-language-bible';
import { useLibrary } from '../../lib/library/use-library';

/**
 * The Bible the reader opens for this user, as the reader chooses it: the default kept for this
 * language in the settings, else the language's Bible. Null until the translations are known
 * (a link without one still opens the reader in the same Bible).
 */
export function useUserBible(): string | null {
  const { list, bible, lang } = useLanguageBible();
  const stored = useLibrary('settings').translations[lang as UiLanguage];
  return (stored && list.some((tr) => tr.id === stored) ? stored : bible?.id) ?? null;
}
