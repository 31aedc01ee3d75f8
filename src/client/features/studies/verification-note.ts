/**
 * What the Word export adds to a study (issue 15): the page's flags written into the text, right
 * after what they flag (misquoted, nearly exact, without a reference, not in the Bible, "check:
 * does not name"), and a closing verification note — the counts, each misquote with the true
 * text and each reference that does not exist. Pure: the export and its test share it.
 */
import type { Study } from '../../../shared/api';

type T = (key: string, values?: Record<string, unknown>) => string;

export interface VerificationNote {
  title: string;
  lines: string[];
  /** text inserted at an offset of the study text */
  marks: { at: number; text: string }[];
}

export function verificationNoteFor(study: Study, t: T): VerificationNote | undefined {
  const v = study.verification;
  if (!v) return undefined;
  const refText = (osis: string | null) => {
    const first = osis?.split(',')[0];
    return study.references.find((r) => r.osis === first)?.text ?? osis ?? '';
  };
  const marks: VerificationNote['marks'] = [];
  for (const q of v.quotations) {
    if (q.status === 'misquoted') marks.push({ at: q.end, text: ` ${t('verify.markMisquoted')}` });
    else if (q.status === 'close') marks.push({ at: q.end, text: ` ${t('verify.markClose')}` });
    else if (q.status === 'unattributed') marks.push({ at: q.end, text: ` ${t('verify.markUnattributed')}` });
  }
  for (const r of study.references)
    if (!r.valid) marks.push({ at: r.end, text: ` ${t('verify.markInvalid')}` });
  for (const h of v.hints)
    marks.push({ at: h.end, text: ` [${t('verify.doesNotName', { person: h.person })}]` });

  const count = (s: string) => v.quotations.filter((q) => q.status === s).length;
  const lines = [
    t('verify.summaryReferences', {
      total: study.references.length,
      invalid: study.references.filter((r) => !r.valid).length,
    }),
    t('verify.summaryQuotations', {
      total: v.quotations.length,
      translations: v.translations.join(', '),
      exact: count('exact'),
      close: count('close'),
      misquoted: count('misquoted'),
      unattributed: count('unattributed'),
    }),
    ...(v.unchecked ? [t('verify.summaryUnchecked', { count: v.unchecked })] : []),
    ...(v.hints.length
      ? [t('verify.summaryHints', { count: v.hints.length, person: v.hints[0].person })]
      : []),
    ...v.quotations
      .filter((q) => q.status === 'misquoted')
      .map((q) =>
        t('verify.noteMisquote', {
          reference: refText(q.osis),
          quote: q.quote,
          translation: q.translation ?? '',
          expected: q.expected ?? t('verify.noSuchPassage'),
        }),
      ),
    ...study.references.filter((r) => !r.valid).map((r) => t('verify.noteInvalid', { reference: r.text })),
    t('verify.summaryRule'),
  ];
  return { title: t('verify.noteTitle'), lines, marks };
}

/** The text with the marks inserted (later offsets first, so earlier ones stay right). */
export function withMarks(text: string, marks: VerificationNote['marks']): string {
  let out = text;
  for (const m of [...marks].sort((a, b) => b.at - a.at)) out = out.slice(0, m.at) + m.text + out.slice(m.at);
  return out;
}
