/**
 * The language's Bible, the one rule every scripture default follows, on the server
 * (`ScriptureRepo.bestTranslationFor`: studies, the verse of the day, checked texts) and on the
 * client (`src/client/lib/language-bible.ts`: the reader, the word search, the word studies): the
 * first installed translation in the language (en KJV, es RV1909, fr LSG), else the first installed
 * (the KJV, the reference translation the importer sorts first) with `fallback`, which the page
 * says ("no Telugu translation is installed").
 */
export function languageBible<T extends { language: string }>(
  list: readonly T[],
  lang: string,
): { bible?: T; fallback: boolean } {
  const own = list.find((tr) => tr.language === lang);
  return { bible: own ?? list[0], fallback: list.length > 0 && !own };
}
