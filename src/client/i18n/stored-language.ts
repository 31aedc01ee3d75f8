/** The UI language the reader chose, kept in this browser (English until one is chosen). */
import { isUiLanguage, type UiLanguage } from '../../shared/books';

export const LANGUAGE_KEY = 'language';

export function storedLanguage(): UiLanguage {
  try {
    const v = localStorage.getItem(LANGUAGE_KEY);
    return isUiLanguage(v) ? v : 'en';
  } catch {
    return 'en';
  }
}
