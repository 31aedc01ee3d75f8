/**
 * A study (or any checked text), rendered readably from the blocks of shared/study-text.ts — the
 * same parse the Word export writes — with the reference check laid over it by study-marks.ts:
 * headings, bullets (`- `, `• ` and `* ` alike, consecutive ones in one list), paragraphs,
 * `**bold**` and `*italic*`, and every checked reference and quotation marked (StudyMarks.tsx).
 * The text is only ever rendered as text — never as HTML from the model.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudyReference } from '../../../shared/api';
import type { UiLanguage } from '../../../shared/books';
import { parseStudyText, type Run } from '../../../shared/study-text';
import { markBlock, type Hint, type Piece, type Quote } from './study-marks';
import { QuoteMark, QuoteTruth, RefLink } from './StudyMarks';

interface Props {
  text: string;
  /** absent while the text is still streaming in */
  references?: StudyReference[];
  translation: string;
  /** absent while streaming, and for studies cached before verification */
  quotations?: Quote[];
  hints?: Hint[];
  /** the level of the study's own headings: one below the heading the study is shown under */
  headingLevel?: 3 | 4;
}

function StyledRun({ run }: { run: Run }) {
  const text = run.italic ? <em>{run.text}</em> : run.text;
  return run.bold ? <strong>{text}</strong> : <>{text}</>;
}

function render(pieces: Piece[], translation: string): ReactNode[] {
  return pieces.map((p, i) => {
    switch (p.kind) {
      case 'text':
        return <StyledRun key={`r${p.run.start}`} run={p.run} />;
      case 'break':
        return '\n';
      case 'ref':
        return (
          <RefLink key={`l${p.ref.start}`} r={p.ref} translation={translation} hint={p.hint}>
            {render(p.children, translation)}
          </RefLink>
        );
      case 'quote':
        return (
          <span key={`q${p.quote.start}`} className={`quote quote-${p.quote.status}`}>
            {render(p.children, translation)}
          </span>
        );
      case 'quoteMark':
        return <QuoteMark key={`m${p.quote.start}-${i}`} q={p.quote} />;
      case 'truth':
        return <QuoteTruth key={`t${p.quote.start}`} q={p.quote} />;
    }
  });
}

export function StudyView({
  text,
  references = [],
  translation,
  quotations = [],
  hints = [],
  headingLevel = 4,
}: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { i18n } = useTranslation();
  const blocks = useMemo(() => parseStudyText(text), [text]);
  const checks = { references, quotations, hints };
  const out: ReactNode[] = [];
  let list: ReactNode[] = [];
  const flush = () => {
    if (list.length) out.push(<ul key={`ul${out.length}`}>{list}</ul>);
    list = [];
  };
  for (const b of blocks) {
    const content = render(markBlock(b, checks), translation);
    if (b.kind === 'bullet') {
      list.push(<li key={b.start}>{content}</li>);
      continue;
    }
    flush();
    out.push(
      b.kind === 'heading' ? <Heading key={b.start}>{content}</Heading> : <p key={b.start}>{content}</p>,
    );
  }
  flush();
  return (
    <div className="study-text" lang={i18n.language as UiLanguage}>
      {out}
    </div>
  );
}
