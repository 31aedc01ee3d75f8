import { useTranslation } from 'react-i18next';
import type { Translation } from '../../../shared/api';

/**
 * A translation menu's options grouped by the Bibles' language (named in the reader's language by
 * the browser: "anglais", "ఆంగ్లం"), the reader's own language first; one language, no groups.
 */
export function TranslationOptions({ list, exclude }: { list: Translation[]; exclude?: string | null }) {
  const { i18n } = useTranslation();
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
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const label = (code: string) => {
    const name = names.of(code) ?? code;
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
