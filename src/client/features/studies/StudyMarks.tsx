/**
 * A study (or any checked text), rendered readably with the same line rules as the Word export
 * (`#`/`1.` headings, `-`/`•` bullets, paragraphs), `**bold**` shown as bold, and every checked
 * reference marked up: valid ones link to the reader and show the verse text on hover or focus;
 * invalid ones and unknown books are flagged. Each quotation is marked with its status in words
 * and an icon (never by colour alone), followed by the true text when it is close or misquoted;
 * references whose verses never name the person studied carry a "check" hint. The text is only
 * ever rendered as text — never as HTML from the model.
 */
import { AlertTriangle, CheckCircle2, CircleHelp, CircleSlash, Search } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  CheckedQuotation,
  Passage,
  StudyReference,
  Translation,
  Verification,
} from '../../../shared/api';
import type { UiLanguage } from '../../../shared/books';
import { getJson } from '../../lib/api';
import { readerPath } from '../../lib/paths';

interface Props {
  text: string;
  /** absent while the text is still streaming in */
  references?: StudyReference[];
  translation: string;
  /** absent while streaming, and for studies cached before verification */
  quotations?: Pick<CheckedQuotation, 'start' | 'end' | 'status' | 'translation' | 'expected'>[];
  hints?: Verification['hints'];
}

type Hint = Verification['hints'][number];
type Quote = Pick<CheckedQuotation, 'start' | 'end' | 'status' | 'translation' | 'expected'>;

type Block = { kind: 'heading' | 'bullet' | 'paragraph'; start: number; text: string };

/** Lines as blocks, remembering where each block's text starts in the whole study. */
function blocks(text: string): Block[] {
  const out: Block[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const lead = /^\s*(#+\s*|\d+\.\s*|[-•*]\s+)?/.exec(line)![0];
    const body = line.slice(lead.length).trimEnd();
    if (body) {
      const marker = lead.trim();
      const kind =
        marker.startsWith('#') || /^\d+\.$/.test(marker) ? 'heading' : marker ? 'bullet' : 'paragraph';
      const last = out.at(-1);
      // consecutive paragraph lines are one paragraph
      if (
        kind === 'paragraph' &&
        last?.kind === 'paragraph' &&
        last.start + last.text.length + 1 === offset + lead.length
      )
        last.text += `\n${body}`;
      else out.push({ kind, start: offset + lead.length, text: body });
    }
    offset += line.length + 1;
  }
  return out;
}

function bold(text: string, key: string): ReactNode[] {
  return text
    .split(/\*\*(.+?)\*\*/g)
    .map((part, i) => (i % 2 ? <strong key={`${key}b${i}`}>{part}</strong> : part.replace(/\*\*/g, '')));
}

const verseText = new Map<string, Promise<string>>();

function HintMark({ hint }: { hint?: Hint }) {
  const { t } = useTranslation();
  if (!hint) return null;
  return (
    <span className="ref-hint" title={t('verify.doesNotNameTitle', { person: hint.person })}>
      <Search size={12} aria-hidden /> {t('verify.doesNotName', { person: hint.person })}
    </span>
  );
}

const QUOTE_ICONS = {
  exact: CheckCircle2,
  close: CircleHelp,
  misquoted: AlertTriangle,
  unattributed: CircleSlash,
} as const;

/** A quotation's status, in words and with an icon. */
export function QuoteMark({ q }: { q: Quote }) {
  const { t } = useTranslation();
  const Icon = QUOTE_ICONS[q.status];
  const label = t(`verify.${q.status}`, { translation: q.translation ?? '' });
  return (
    <span className={`quote-mark quote-${q.status}`}>
      <Icon size={13} aria-hidden /> {label}
      {q.status === 'misquoted' && q.expected === null && <>: {t('verify.noSuchPassage')}</>}
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

/** The true text of a close or misquoted quotation, shown at the end of its paragraph or bullet. */
function QuoteTruth({ q }: { q: Quote }) {
  const { t } = useTranslation();
  const lang = useTranslationLanguage(q.translation);
  if (!q.expected) return null;
  return (
    <span className="quote-truth">
      <strong>{t('verify.scriptureSays', { translation: q.translation ?? '' })}</strong>{' '}
      <span lang={lang}>“{q.expected}”</span>
    </span>
  );
}

function RefLink({ r, translation, hint }: { r: StudyReference; translation: string; hint?: Hint }) {
  const { t, i18n } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  if (!r.valid || !r.osis) {
    const why = r.osis ? t('study.invalidReference') : t('verify.unknownBook');
    return (
      <span className="ref-invalid" title={why}>
        {r.text}
        <AlertTriangle size={14} aria-hidden />
        <span className="visually-hidden"> ({why})</span>
      </span>
    );
  }
  const osis = r.osis;
  const [book, chapter, verse] = osis.split('-')[0].split('.');
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
        to={readerPath(book, Number(chapter), { kjvVerse: verse ? Number(verse) : undefined, translation })}
      >
        {r.text}
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

interface Marks {
  refs: StudyReference[];
  quotes: Quote[];
  hints: Hint[];
  translation: string;
}

/** text[from, to) with its references turned into links or flags. */
function withRefs(text: string, from: number, to: number, m: Marks, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  let at = from;
  for (const r of m.refs) {
    if (r.start < at || r.end > to) continue;
    out.push(...bold(text.slice(at, r.start), `${key}${r.start}t`));
    out.push(
      <RefLink
        key={`${key}${r.start}`}
        r={r}
        translation={m.translation}
        hint={m.hints.find((h) => h.start === r.start)}
      />,
    );
    at = r.end;
  }
  out.push(...bold(text.slice(at, to), `${key}end`));
  return out;
}

/** A block's text with its quotations marked and its references turned into links or flags. */
function inline(whole: string, block: Block, m: Marks): ReactNode[] {
  const end = block.start + block.text.length;
  const out: ReactNode[] = [];
  const truths: ReactNode[] = [];
  let at = block.start;
  for (const q of m.quotes) {
    if (q.end <= block.start || q.start >= end) continue;
    if (q.end <= end) truths.push(<QuoteTruth key={`t${q.start}`} q={q} />);
    const inside = q.start >= at && q.end <= end;
    if (inside) {
      out.push(...withRefs(whole, at, q.start, m, `b${at}`));
      out.push(
        <span key={`q${q.start}`} className={`quote quote-${q.status}`}>
          {withRefs(whole, q.start, q.end, m, `q${q.start}`)}
        </span>,
      );
      out.push(<QuoteMark key={`m${q.start}`} q={q} />);
      at = q.end;
    } else if (q.end <= end) {
      // a block quote over several blocks: its mark goes where it ends
      out.push(...withRefs(whole, at, q.end, m, `b${at}`));
      out.push(<QuoteMark key={`m${q.start}`} q={q} />);
      at = q.end;
    }
  }
  out.push(...withRefs(whole, at, end, m, `b${at}`));
  return [...out, ...truths];
}

export function StudyView({ text, references = [], translation, quotations = [], hints = [] }: Props) {
  const marks: Marks = { refs: references, quotes: quotations, hints, translation };
  const { i18n } = useTranslation();
  const out: ReactNode[] = [];
  let list: ReactNode[] = [];
  const flush = () => {
    if (list.length) out.push(<ul key={`ul${out.length}`}>{list}</ul>);
    list = [];
  };
  for (const b of blocks(text)) {
    const content = inline(text, b, marks);
    if (b.kind === 'bullet') {
      list.push(<li key={b.start}>{content}</li>);
      continue;
    }
    flush();
    out.push(b.kind === 'heading' ? <h4 key={b.start}>{content}</h4> : <p key={b.start}>{content}</p>);
  }
  flush();
  return (
    <div className="study-text" lang={i18n.language as UiLanguage}>
      {out}
    </div>
  );
}
