import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../shared/books';
import { explainMorph } from '../../../shared/original/morph';

/** A word's full parsing code, explained in the reader's language on hover or focus. */
export function MorphCode({ code }: { code: string }) {
  const { i18n } = useTranslation();
  const id = useId();
  const text = explainMorph(code, i18n.language as UiLanguage);
  if (!text)
    return (
      <code className="morph-code" translate="no">
        {code}
      </code>
    );
  return (
    // focusable so that keyboard users can read what a pointer's hover shows
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <span className="morph-code has-tip" tabIndex={0} aria-describedby={id}>
      <code translate="no">{code}</code>
      <span className="morph-tip" role="tooltip" id={id}>
        {text}
      </span>
    </span>
  );
}
