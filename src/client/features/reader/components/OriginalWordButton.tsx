import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OriginalWord } from '../../../../shared/api';
import { isAramaic, type OriginalVerse } from '../lib/original-layout';

export type OriginalLanguage = OriginalVerse['language'];

/** The word's language as HTML names it: Greek, Hebrew, or Aramaic (OSHB codes starting A). */
export const textLang = (language: OriginalLanguage, morph: string) =>
  language === 'greek' ? 'grc' : isAramaic(morph) ? 'arc' : 'he';
export const textDir = (language: OriginalLanguage) => (language === 'hebrew' ? 'rtl' : 'ltr');

interface Props {
  word: OriginalWord;
  language: OriginalLanguage;
  /** the language of the glosses (en for French and Telugu readers); a word may say its own (`en`) */
  glossLanguage: string;
  /** a block of four lines (interlinear) or the word alone in a line of text (beside the translation) */
  layout: 'block' | 'inline';
  expanded: boolean;
  onOpen: (anchor: HTMLButtonElement) => void;
}

/**
 * One word of the original, a button that opens its details (WordPopover): as an interlinear
 * block, the word, its transliteration, its gloss and its parsing code under one another; beside
 * the translation, the word alone. A ketiv (the form written) or qere (the form read) says so.
 */
export function OriginalWordButton({ word, language, glossLanguage, layout, expanded, onOpen }: Props) {
  const lang = textLang(language, word.morph);
  const variant = word.variant && <Variant variant={word.variant} />;
  const common = {
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': expanded,
    onClick: (e: MouseEvent<HTMLButtonElement>) => onOpen(e.currentTarget),
  };
  const ketiv = word.variant === 'K' ? ' ketiv' : '';
  if (layout === 'inline')
    return (
      <button {...common} className={`ow${ketiv}`} lang={lang} dir={textDir(language)}>
        {word.text}
        {variant}
      </button>
    );
  return (
    <button {...common} className={`iw${ketiv}`}>
      <span className="iw-text" lang={lang} dir={textDir(language)}>
        {word.text}
        {variant}
      </span>
      <span className="iw-translit" lang={`${lang}-Latn`} dir="ltr">
        {word.translit}
      </span>
      <span
        className={`iw-gloss${word.glossLanguage ? ' other-language' : ''}`}
        lang={word.glossLanguage ?? glossLanguage}
        dir="ltr"
      >
        {word.gloss ?? '—'}
        {word.glossLanguage && <InEnglish />}
      </span>
      <span className="iw-code" dir="ltr" translate="no">
        {word.morph}
      </span>
    </button>
  );
}

/**
 * Beside a gloss in English among glosses in the reader's language (the Reina-Valera has no word
 * for it there): a short mark, said in full on hover and to screen readers.
 */
function InEnglish() {
  const { t } = useTranslation();
  return (
    <abbr className="iw-gloss-lang" title={t('interlinear.glossInEnglish')}>
      {t('interlinear.englishMark')}
    </abbr>
  );
}

/**
 * A ketiv's K or a qere's Q, named on hover. The only string a word needs, asked for here: a
 * chapter has hundreds of words, and each useTranslation copies the i18n instance when it mounts.
 */
function Variant({ variant }: { variant: NonNullable<OriginalWord['variant']> }) {
  const { t } = useTranslation();
  return (
    <sup className="ow-variant" title={t(variant === 'K' ? 'interlinear.ketiv' : 'interlinear.qere')}>
      {variant}
    </sup>
  );
}
