/**
 * i18next with the four UI languages, each loaded when used. No fallback language: a missing string shows its
 * key (spec §5), and i18n.test.ts fails the build when any key is missing in any language.
 * The language is stored under `language` in localStorage and set on <html lang>.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { UiLanguage } from '../../shared/books';
import en from './locales/en.json';
import enErrors from 'virtual:error-messages/en';
import { LANGUAGE_KEY, storedLanguage } from './stored-language';

export const LANGUAGES: { code: UiLanguage; name: string; flag: 'gb' | 'es' | 'fr' | 'in' }[] = [
  { code: 'en', name: 'English', flag: 'gb' },
  { code: 'es', name: 'Español', flag: 'es' },
  { code: 'fr', name: 'Français', flag: 'fr' },
  { code: 'te', name: 'తెలుగు', flag: 'in' },
];

/**
 * English, the default, is in the entry chunk (no second round trip before the first paint);
 * the other languages are chunks of their own, downloaded when used.
 */
const bundles: Record<UiLanguage, () => Promise<{ default: object }>> = {
  en: async () => ({ default: en }),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  te: () => import('./locales/te.json'),
};
/**
 * The server's error messages in one language, by error id, so the client can translate
 * `{ error: { id } }` (shared/error-messages.json, split by language at build time: only
 * English's in the entry chunk).
 */
const apiErrors: Record<UiLanguage, () => Promise<{ default: Record<string, string> }>> = {
  en: async () => ({ default: enErrors }),
  es: () => import('virtual:error-messages/es'),
  fr: () => import('virtual:error-messages/fr'),
  te: () => import('virtual:error-messages/te'),
};

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: false,
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false }, // React escapes
  returnEmptyString: false,
});
document.documentElement.lang = i18n.language;

/** Loads a language's strings once (a failed load leaves the keys showing, per spec §5). */
async function loadStrings(code: UiLanguage): Promise<void> {
  if (i18n.hasResourceBundle(code, 'translation')) return;
  const [{ default: strings }, { default: errors }] = await Promise.all([bundles[code](), apiErrors[code]()]);
  i18n.addResourceBundle(code, 'translation', { ...strings, apiErrors: errors });
}

/** Everything the current language needs before the first render: its strings and fonts. */
export const prepareLanguage = (code = i18n.language as UiLanguage) =>
  Promise.all([loadStrings(code), ensureFonts(code)]).catch(() => {});

/**
 * Loads the self-hosted Telugu faces (regular and bold) before Telugu text is laid out: text laid
 * out while a face is still loading can keep the fallback font's empty boxes in Chromium.
 */
export async function ensureFonts(code: string): Promise<void> {
  if (code !== 'te' || !document.fonts) return;
  await Promise.all(['400', '700'].map((w) => document.fonts.load(`${w} 1em "Noto Sans Telugu"`, 'అ'))).catch(
    () => {},
  );
}

let menuFont: Promise<void> | null = null;

/**
 * The regular Telugu face, for the language menu's తెలుగు: fetched once, when the menu's button is
 * pointed at, focused or pressed (LanguageMenu), never before: a page without Telugu on it does not
 * download it (issue 43). Resolves when it is there or could not be had.
 */
export function loadMenuFont(): Promise<void> {
  menuFont ??= (document.fonts?.load('400 1em "Noto Sans Telugu"', 'తెలుగు') ?? Promise.resolve()).then(
    () => {},
    () => {},
  );
  return menuFont;
}

/** The menu's Telugu face loaded, or failed, or 3 s gone by (a slow network: the menu opens anyway). */
export const menuFontReady = () =>
  Promise.race([loadMenuFont(), new Promise<void>((resolve) => setTimeout(resolve, 3000))]);

/** Sets the UI language (once its strings and fonts are ready), stores it and sets the document's language. */
export async function setLanguage(code: UiLanguage) {
  await prepareLanguage(code);
  await i18n.changeLanguage(code);
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    /* private mode: the choice lasts for this visit */
  }
  document.documentElement.lang = code;
}

export default i18n;
