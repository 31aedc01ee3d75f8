/**
 * A study, rendered readably with the same line rules as the Word export (`#`/`1.` headings,
 * `-`/`•` bullets, paragraphs), `**bold**` shown as bold, and every checked reference marked up:
 * valid ones link to the reader and show the verse text on hover or focus; invalid ones are
 * flagged. The text is only ever rendered as text — never as HTML from the model.
 */
import { AlertTriangle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Passage, StudyReference } from '../../../shared/api';
import type { UiLanguage } from '../../../shared/books';
import { getJson } from '../../lib/api';
import { readerPath } from '../../lib/paths';

interface Props {
  text: string;
  /** absent while the text is still streaming in */
  references?: StudyReference[];
  translation: string;
}

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
      const kind = marker.startsWith('#') || /^\d+\.$/.test(marker) ? 'heading' : marker ? 'bullet' : 'paragraph';
      const last = out.at(-1);
      // consecutive paragraph lines are one paragraph
      if (kind === 'paragraph' && last?.kind === 'paragraph' && last.start + last.text.length + 1 === offset + lead.length) last.text += `\n${body}`;
      else out.push({ kind, start: offset + lead.length, text: body });
    }
    offset += line.length + 1;
  }
  return out;
}

function bold(text: string, key: string): ReactNode[] {
  return text.split(/\*\*(.+?)\*\*/g).map((part, i) => (i % 2 ? <strong key={`${key}b${i}`}>{part}</strong> : part.replace(/\*\*/g, '')));
}

const verseText = new Map<string, Promise<string>>();

function RefLink({ r, translation }: { r: StudyReference; translation: string }) {
  const { t, i18n } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  if (!r.valid) {
    return (
      <span className="ref-invalid" title={t('study.invalidReference')}>
        {r.text}
        <AlertTriangle size={14} aria-hidden />
        <span className="visually-hidden"> ({t('study.invalidReference')})</span>
      </span>
    );
  }
  const [book, chapter, verse] = r.osis.split('-')[0].split('.');
  const show = () => {
    const key = `${translation}|${r.osis}`;
    if (!verseText.has(key)) {
      // study references are in the KJV's numbering: the translation's own verses for them
      const url = `/api/passages?${new URLSearchParams({ ref: r.osis, translation, lang: i18n.language, scheme: 'kjv' })}`;
      verseText.set(key, getJson<Passage>(url).then((p) => {
        const text = p.verses.slice(0, 6).map((v) => `${v.verse} ${v.text}`).join(' ');
        return `${p.verses.length > 6 ? `${text} …` : text} (${p.translation})`;
      }).catch(() => t('study.previewFailed')));
    }
    void verseText.get(key)!.then(setPreview);
  };
  return (
    <span className="ref" onMouseEnter={show} onFocus={show}>
      <Link to={readerPath(book, Number(chapter), { kjvVerse: verse ? Number(verse) : undefined, translation })}>{r.text}</Link>
      {preview && <span className="ref-preview" role="tooltip">{preview}</span>}
    </span>
  );
}

/** A block's text with its references (by offset) turned into links or flags. */
function inline(block: Block, refs: StudyReference[], translation: string): ReactNode[] {
  const end = block.start + block.text.length;
  const inside = refs.filter((r) => r.start >= block.start && r.end <= end);
  const out: ReactNode[] = [];
  let at = block.start;
  for (const r of inside) {
    if (r.start < at) continue;
    out.push(...bold(block.text.slice(at - block.start, r.start - block.start), `${r.start}t`));
    out.push(<RefLink key={r.start} r={r} translation={translation} />);
    at = r.end;
  }
  out.push(...bold(block.text.slice(at - block.start), 'end'));
  return out;
}

export function StudyView({ text, references = [], translation }: Props) {
  const { i18n } = useTranslation();
  const out: ReactNode[] = [];
  let list: ReactNode[] = [];
  const flush = () => {
    if (list.length) out.push(<ul key={`ul${out.length}`}>{list}</ul>);
    list = [];
  };
  for (const b of blocks(text)) {
    const content = inline(b, references, translation);
    if (b.kind === 'bullet') {
      list.push(<li key={b.start}>{content}</li>);
      continue;
    }
    flush();
    out.push(b.kind === 'heading' ? <h4 key={b.start}>{content}</h4> : <p key={b.start}>{content}</p>);
  }
  flush();
  return <div className="study-text" lang={i18n.language as UiLanguage}>{out}</div>;
}
