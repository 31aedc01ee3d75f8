import { useTranslation } from 'react-i18next';
import type { Translation } from '../../../shared/api';

/**
 * A translation menu's options grouped by the Bibles' language, the reader's own language first;
 * one language, no groups. The four UI languages are named by our own strings ("anglais"); another
 * by the browser. Intl.DisplayNames is asked only then: its first construction loads the browser's
 * language names, ~18 ms of a fast core (70 ms on Lighthouse's phone) in the chapter's first render
 * (issue 26).
 */
export function TranslationOptions({ list, exclude }: { list: Translation[]; exclude?: string | null }) {
  const { t, i18n } = useTranslation();
  const groups = new Map<string, Translation[]>();
  for (const tr of [...list].sort(
    (a, b) => Number(b.language === i18n.language) - Number(a.language === i18n.language),
  ))
    if (tr.id !== exclude) groups.set(tr.language, [...(groups.get(tr.language) ?? []), tr]);
  const options = (items: Translation[]) =>
    items.map((tr) => (
      <option key={tr.id} value={tr.id}>
        {tr.name}
      </option>
    ));
  if (groups.size < 2) return <>{options([...groups.values()].flat())}</>;
  let names: Intl.DisplayNames | undefined;
  const label = (code: string) => {
    const key = `listen.languages.${code}`;
    const name = i18n.exists(key)
      ? t(key)
      : ((names ??= new Intl.DisplayNames([i18n.language], { type: 'language' })).of(code) ?? code);
    return name.charAt(0).toLocaleUpperCase(i18n.language) + name.slice(1);
  };
  return (
    <>
      {[...groups].map(([language, items]) => (
        <optgroup key={language} label={label(language)}>
          {options(items)}
        </optgroup>
      ))}
    </>
  );
}
