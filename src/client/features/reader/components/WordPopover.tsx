/**
 * One original word's details, opened from the interlinear or the column beside the text: its
 * dictionary form, Strong's number, parsing explained in the reader's language, gloss; what
 * Brown-Driver-Briggs (Hebrew) or Abbott-Smith (Greek) says of it, folded; links to its word study
 * and to every occurrence of the same form. A chunk of its own (the parsing tables
 * of four languages weigh about as much as the rest of the reader), fetched when the original is
 * first shown.
 */
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import type { OriginalWord } from '../../../../shared/api';
import type { UiLanguage } from '../../../../shared/books';
import { explainMorph } from '../../../../shared/original/morph';
import { PAGES } from '../../../../shared/routes';
import { COMPACT_FOLD, LexiconArticles } from '../../../components/ui/lexicon/LexiconArticles';
import { errorKey } from '../../../lib/api';
import { fetchPageCode } from '../../../app/page-code';
import { useLanguageBible } from '../../../hooks/use-language-bible';
import { prefetchJson } from '../../../lib/api';
import { strongsBible } from '../../../lib/language-bible';
import { lexiconEntryUrl, morphologyPath } from '../../../lib/paths';
import { useAnchoredPopover } from '../hooks/use-anchored-popover';
import { textDir, textLang, type OriginalLanguage } from './OriginalWordButton';
import { ENDPOINTS } from '../../../../shared/api/endpoints';
import { useEndpoint } from '../../../lib/api-client';

export interface WordPopoverProps {
  word: OriginalWord;
  language: OriginalLanguage;
  glossLanguage: string;
  anchor: HTMLElement;
  onClose: () => void;
}

export default function WordPopover({ word, language, glossLanguage, anchor, onClose }: WordPopoverProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const id = useId();
  const { box, pos, style, dismiss } = useAnchoredPopover(anchor, onClose);
  // once placed, brought into view (a word near the bottom of the screen)
  useEffect(() => {
    if (pos) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [box, pos]);
  const original = { lang: textLang(language, word.morph), dir: textDir(language) };
  // English where the Reina-Valera has no word for it
  const gloss = word.glossLanguage ?? glossLanguage;
  const parsing = (code: string) => (
    <>
      <code translate="no">{code}</code> {explainMorph(code, lang)}
    </>
  );
  const study = word.strongs && `${PAGES[language]}?${new URLSearchParams({ strongs: word.strongs })}`;
  const articles = useEndpoint(
    ENDPOINTS.lexiconArticles,
    word.strongs ? { params: { strongs: word.strongs } } : null,
  );
  // the word study is one click away: its code and its entry are asked for now, so that it shows at
  // once (issue 43: it came seconds after the click, its requests one after another)
  const bibles = useLanguageBible();
  const entryTranslation = bibles.known ? strongsBible(bibles.list, bibles.lang) : null;
  useEffect(() => {
    if (!word.strongs || !entryTranslation) return;
    fetchPageCode(PAGES[language]);
    void prefetchJson([lexiconEntryUrl(word.strongs, entryTranslation)]);
  }, [word.strongs, entryTranslation, language]);
  const linkFor = (s: string) =>
    `${PAGES[s.startsWith('H') ? 'hebrew' : 'greek']}?${new URLSearchParams({ strongs: s })}`;
  return (
    <div
      ref={box}
      className="xref-popover word-popover"
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      style={style}
    >
      <div className="xref-head">
        <h2 id={`${id}-title`}>
          <span className="wp-word" {...original}>
            {word.text}
          </span>{' '}
          <span className="muted wp-translit">{word.translit}</span>
        </h2>
        <button type="button" className="icon-button" aria-label={t('reader.close')} onClick={dismiss}>
          <X size={18} aria-hidden />
        </button>
      </div>
      <dl className="wp-facts">
        <dt>{t('interlinear.lemma')}</dt>
        <dd>{word.lemma ? <bdi {...original}>{word.lemma}</bdi> : '—'}</dd>
        <dt>{t('interlinear.strongs')}</dt>
        <dd>{word.strongsAug ?? word.strongs ?? t('interlinear.noStrongs')}</dd>
        <dt>{t('interlinear.parsing')}</dt>
        <dd>{parsing(word.morph)}</dd>
        {word.morphAlt && (
          <>
            <dt>{t('interlinear.parsingAlt')}</dt>
            <dd>{parsing(word.morphAlt)}</dd>
          </>
        )}
        <dt>{t(gloss === lang ? 'interlinear.gloss' : 'interlinear.glossEnglish')}</dt>
        <dd lang={gloss}>{word.gloss ?? '—'}</dd>
        {word.variant && (
          <>
            <dt>{t('interlinear.reading')}</dt>
            <dd>{t(word.variant === 'K' ? 'interlinear.ketiv' : 'interlinear.qere')}</dd>
          </>
        )}
      </dl>
      {/* while another word's answer loads, the last one's stays in `data`: not shown for this one */}
      {articles.data?.strongs === word.strongs ? (
        <LexiconArticles articles={articles.data} linkFor={linkFor} fold={COMPACT_FOLD} />
      ) : articles.error ? (
        <p className="error">{t(errorKey(articles.error))}</p>
      ) : (
        word.strongs && (
          <p className="status muted" role="status">
            {t('app.loading')}
          </p>
        )
      )}
      {word.strongs && study && (
        <p className="wp-links">
          <Link to={study}>{t('interlinear.wordStudy')}</Link>
          <Link to={morphologyPath({ strongs: word.strongs, morph: word.own })}>
            {t('interlinear.everyForm')}
          </Link>
        </p>
      )}
    </div>
  );
}
