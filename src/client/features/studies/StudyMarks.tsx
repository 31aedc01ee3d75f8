/**
 * The marks of the reference check on the study page (study-marks.ts lays them out): a valid
 * reference links to the reader and shows its verses on hover or focus; an invalid one or an
 * unknown book is flagged; a quotation's status is said in words with an icon (never by colour
 * alone); a close or misquoted quotation's true text follows its block; a reference whose
 * verses never name the person studied carries a "check" hint. The words come from flagWords,
 * which the Word export uses too.
 */
import {
  AlertTriangle,
  ArrowLeftRight,
  CheckCircle2,
  CircleHelp,
  CircleEllipsis,
  CircleSlash,
  Search,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Passage, StudyReference, Translation } from '../../../shared/api';
import { splitOsisId, splitOsisRange } from '../../../shared/reference/osis';
import { getJson } from '../../lib/api';
import { readerPath } from '../../lib/paths';
import { diffShown, flagWords, type Hint, type Quote } from './study-marks';
import { isUiLanguage } from '../../../shared/books';

const verseText = new Map<string, Promise<string>>();

function HintMark({ hint }: { hint?: Hint }) {
  const words = flagWords(useTranslation().t);
  if (!hint) return null;
  return (
    <span className="ref-hint" title={words.hintTitle(hint)}>
      <Search size={12} aria-hidden /> {words.hint(hint)}
    </span>
  );
}

const QUOTE_ICONS = {
  exact: CheckCircle2,
  close: CircleHelp,
  misquoted: AlertTriangle,
  misattributed: ArrowLeftRight,
  unattributed: CircleSlash,
  overlong: CircleEllipsis,
} as const;

/** A quotation's status, in words and with an icon. */
export function QuoteMark({ q }: { q: Quote }) {
  const { t, i18n } = useTranslation();
  const words = flagWords(t);
  const Icon = QUOTE_ICONS[q.status];
  return (
    <span className={`quote-mark quote-${q.status}`}>
      <Icon size={13} aria-hidden /> {words.quote(q, isUiLanguage(i18n.language) ? i18n.language : 'en')}
    </span>
  );
}

/** Each translation's language, fetched once: scripture carries its own `lang` (house style). */
let translationLanguages: Promise<Record<string, string>> | null = null;
function useTranslationLanguage(id: string | null): string | undefined {
  const [languages, setLanguages] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    translationLanguages ??= getJson<Translation[]>('/api/translations')
      .then((list) => Object.fromEntries(list.map((tr) => [tr.id, tr.language])))
      .catch(() => ((translationLanguages = null), {}));
    let live = true;
    void translationLanguages.then((l) => live && setLanguages(l));
    return () => {
      live = false;
    };
  }, []);
  return id ? languages?.[id] : undefined;
}

/** One word of the comparison: the quotation's struck out, the Bible's underlined. */
function DiffWord({ d }: { d: ReturnType<typeof diffShown>[number] }) {
  switch (d.op) {
    case 'gap':
      return <span className="diff-gap">… </span>;
    case 'same':
      return <>{d.verse} </>;
    case 'spelling':
      return (
        <>
          <span className="diff-spelling" title={d.quote}>
            {d.verse}
          </span>{' '}
        </>
      );
    case 'changed':
      return (
        <>
          <del>{d.quote}</del> <ins>{d.verse}</ins>{' '}
        </>
      );
    case 'added':
      return (
        <>
          <del>{d.quote}</del>{' '}
        </>
      );
    case 'dropped':
      return (
        <>
          <ins>{d.verse}</ins>{' '}
        </>
      );
  }
}

/**
 * After a close, misquoted or modern-spelling quotation, at the end of its paragraph or bullet:
 * the true text, the words that differ word by word, and where the words really are when they
 * are not in the passage cited (a link to it in the reader).
 */
export function QuoteTruth({ q }: { q: Quote }) {
  const { t, i18n } = useTranslation();
  const words = flagWords(t);
  const lang = useTranslationLanguage(q.translation);
  const ui = isUiLanguage(i18n.language) ? i18n.language : 'en';
  if (!q.expected && !q.found) return null;
  const found = q.found ? splitOsisId(splitOsisRange(q.found.osis)[0]) : null;
  return (
    <span className="quote-truth">
      {q.expected && (
        <span className="quote-expected">
          <strong>{words.scriptureSays(q, ui)}</strong> <span lang={lang}>“{q.expected}”</span>
        </span>
      )}
      {q.diff && words.differs(q) && q.status !== 'unattributed' && (
        <span className="quote-diff" title={words.diffLegend()}>
          <strong>{words.diffLabel()}</strong>{' '}
          <span lang={lang}>
            {diffShown(q.diff).map((d, i) => (
              <DiffWord key={i} d={d} />
            ))}
          </span>
          <span className="muted small">({words.diffLegend()})</span>
        </span>
      )}
      {q.found && found && (
        <Link
          className="quote-found"
          to={readerPath(found.book, found.chapter ?? 1, {
            kjvVerse: found.verse ?? undefined,
            translation: q.found.translation,
          })}
        >
          {words.found(q, ui)}
        </Link>
      )}
    </span>
  );
}

interface RefProps {
  r: StudyReference;
  translation: string;
  hint?: Hint;
  /** the reference as written, styled */
  children: ReactNode;
}

/** A reference: a link with a preview and its hint, or flagged when it is not in the Bible. */
export function RefLink({ r, translation, hint, children }: RefProps) {
  const { t, i18n } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  if (!r.valid || !r.osis) {
    const why = flagWords(t).invalid(r);
    return (
      <span className="ref-invalid" title={why}>
        {children}
        <AlertTriangle size={14} aria-hidden />
        <span className="visually-hidden"> ({why})</span>
      </span>
    );
  }
  const osis = r.osis;
  const [start, end] = splitOsisRange(osis);
  const { book, chapter, verse } = splitOsisId(start);
  const last = splitOsisId(end); // a range within the chapter is highlighted whole
  const show = () => {
    const key = `${translation}|${osis}`;
    if (!verseText.has(key)) {
      // study references are in the KJV's numbering: the translation's own verses for them
      const url = `/api/passages?${new URLSearchParams({ ref: osis, translation, lang: i18n.language, scheme: 'kjv' })}`;
      verseText.set(
        key,
        getJson<Passage>(url)
          .then((p) => {
            const text = p.verses
              .slice(0, 6)
              .map((v) => `${v.verse} ${v.text}`)
              .join(' ');
            return `${p.verses.length > 6 ? `${text} …` : text} (${p.translation})`;
          })
          .catch(() => t('study.previewFailed')),
      );
    }
    void verseText.get(key)!.then(setPreview);
  };
  return (
    <span className="ref" onMouseEnter={show} onFocus={show}>
      <Link
        to={readerPath(book, chapter ?? 1, {
          kjvVerse: verse ?? undefined,
          kjvVerseEnd: last.book === book && last.chapter === chapter ? (last.verse ?? undefined) : undefined,
          translation,
        })}
      >
        {children}
      </Link>
      {preview && (
        <span className="ref-preview" role="tooltip">
          {preview}
        </span>
      )}
      <HintMark hint={hint} />
    </span>
  );
}
