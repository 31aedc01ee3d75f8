/**
 * Verifying a text against scripture.db: every reference (does it exist?), every quotation
 * (src/shared/quotations.ts: exact, close, misquoted, misattributed, unattributed) and, for a study of a
 * person, a hint on references that never name them (ADR 010).
 */
import { finish, type Steps } from '../steps';
import { QUOTATION_STATUSES, type CitedVerses, type QuotationStatus } from '../../shared/quotations';
import { VERIFY_MAX_CITED_VERSES } from '../../shared/limits';
import { checkQuotationsIn, quoteLanguage, words, type FoundQuotation } from '../../shared/quotations';
import type { StudyReference, Verification } from '../../shared/api';
import { isUiLanguage, type UiLanguage } from '../../shared/books';
import {
  osisOfRange,
  osisRange,
  rangeWithin,
  splitOsisList,
  type RefPoint,
} from '../../shared/reference/osis';
import { findReferences } from '../../shared/reference/scan';
import { kjvRange } from '../scripture/numbering';
import { everyBible, locateQuote } from './locate-quote';
import { deadline, resumeAt, type VerifyLimits } from './verify-limits';
import { personHintSteps, type HintedPerson } from './person-hints';
import type { ScriptureRepo } from '../scripture/scripture.repo';

/**
 * Every reference in the text, read in the numbering of `numbering` (a translation: French
 * studies print the Segond's numbers, Psaumes 51:12) and given in the KJV's (`osis`: Ps.51.10),
 * valid when its chapter and verses exist. A reference inside a quotation (“…”) is the quoted
 * text's, not a citation of the writer's: the Crampon's Esther 10:3 carries its editor's
 * "(Est 10, 4-13)", the Greek additions' own numbering, and quoting it cites nothing.
 */
export function checkReferences(repo: ScriptureRepo, text: string, numbering?: string): StudyReference[] {
  const reference = repo.referenceTranslation().id;
  const exists = (p: RefPoint) => repo.exists(reference, p.book, p.chapter, p.verse);
  // abbreviations as the text's language reads them (`Jc 1.5` is James in a French text)
  const lang = repo.translations().find((t) => t.id === numbering)?.language;
  const quoted = [...text.matchAll(/“[^“”]*”/g)].map((m) => [m.index, m.index + m[0].length]);
  const inQuotation = (f: { start: number; end: number }) =>
    quoted.some(([a, b]) => f.start > a && f.end < b);
  return findReferences(text, isUiLanguage(lang) ? lang : undefined)
    .filter((f) => !inQuotation(f))
    .map((f) => {
      const written = f.osis === null ? null : osisRange(f.osis);
      const range = written && numbering ? kjvRange(repo, numbering, written) : written;
      return {
        text: text.slice(f.start, f.end),
        osis: range && range !== written ? osisOfRange(range) : f.osis,
        valid: Boolean(range && exists(range.start) && exists(range.end)),
        start: f.start,
        end: f.end,
      };
    });
}

/** The translation first, then the other installed translations of its language. */
export function translationsToCheck(repo: ScriptureRepo, translation: string): string[] {
  const all = repo.translations();
  const language = all.find((t) => t.id === translation)?.language;
  return [
    translation,
    ...all.filter((t) => t.id !== translation && t.language === language).map((t) => t.id),
  ];
}

export function verseLookup(repo: ScriptureRepo) {
  return (translation: string, osis: string): CitedVerses | null => {
    const range = osisRange(osis);
    if (!range) return null;
    // references are read in the KJV's numbering: each translation gives its own verses for them (LSG Ps 51:3 for Ps 51:1)
    const rows = repo.versesByKjv(translation, range, VERIFY_MAX_CITED_VERSES + 1);
    const verses: CitedVerses = rows
      .slice(0, VERIFY_MAX_CITED_VERSES)
      .filter((v) => !v.title)
      .map((v) => ({ osis: v.osis, text: v.text }));
    // the citation goes on past the verses read: said (`overlong`), not compared
    if (rows.length > VERIFY_MAX_CITED_VERSES) verses.cut = true;
    return verses.length ? verses : null;
  };
}

/**
 * The Bible a pasted text is checked against: the one asked for; else that of the language the
 * text is written in (a French sermon checked from the English page is read in the Segond, its
 * references in the Segond's numbers); else that of the interface's language.
 */
export function textTranslation(repo: ScriptureRepo, text: string, lang: UiLanguage, asked?: string): string {
  if (asked) return repo.translationId(asked);
  const written = quoteLanguage(text);
  const installed = written && repo.translations().some((t) => t.language === written);
  return repo.bestTranslationFor(installed ? written : lang).id;
}

export interface VerifyOptions {
  /** bounds on the checking (verify-limits.ts; none: every quotation, as for a study the server wrote) */
  limits?: VerifyLimits;
  translation: string;
  /** a study of a person: hint at references that never name them */
  person?: HintedPerson;
  references?: StudyReference[];
}

type Verified = { references: StudyReference[]; verification: Verification };

export function verifyText(repo: ScriptureRepo, text: string, opts: VerifyOptions): Verified {
  return finish(verifySteps(repo, text, opts));
}

/**
 * The same in steps (src/server/steps.ts): the references, the quotations, each quotation
 * located, each reference's hint. A built-in study's check is 30–250 ms of work, most of it the
 * hints' cold reads; run in turns (inTurns), it no longer holds the event loop that long.
 */
export function* verifySteps(repo: ScriptureRepo, text: string, opts: VerifyOptions): Steps<Verified> {
  const references = opts.references ?? checkReferences(repo, text, opts.translation);
  yield;
  const translations = translationsToCheck(repo, opts.translation);
  const own = repo.translations().find((t) => t.id === opts.translation)?.language;
  const capped = new Set<FoundQuotation>();
  const clock = deadline(opts.limits);
  // the first quotation the time left unchecked (`checkedTo` starts from its paragraph), and the
  // first compared (never left)
  let stoppedAt: number | undefined;
  let first: number | undefined;
  // a quotation that reads as another language is checked in that language's Bibles first, then
  // in the text's own: the guess can be wrong ("te ceignais … tu allais" reads as Spanish)
  const perQuote = (q: FoundQuotation) => {
    if (opts.limits) {
      if (stoppedAt !== undefined || (first !== undefined && clock.passed())) {
        stoppedAt ??= q.start;
        return [];
      }
      first ??= q.start;
      if (words(q.quote).length > opts.limits.maxQuoteWords) {
        capped.add(q);
        return [];
      }
    }
    const lang = quoteLanguage(q.quote);
    if (!lang || lang === own) return translations;
    const guessed = repo
      .translations()
      .filter((t) => t.language === lang)
      .map((t) => t.id);
    // none installed (Telugu): left unchecked, not called a misquotation of another language's Bible
    if (!guessed.length) return [];
    return [...guessed, ...translations.filter((id) => !guessed.includes(id))];
  };
  const checked = checkQuotationsIn(text, references, perQuote, verseLookup(repo));
  yield;
  // words that are not where they are cited, or cited nowhere: say where they really are. Words
  // found word for word (or nearly) elsewhere are the right words under a wrong reference: their
  // own finding, `misattributed` (issue 43), not a misquotation
  // the text's first quotation is always checked whole: each request moves on
  const firstStart = Math.min(first ?? Infinity, checked.quotations[0]?.start ?? Infinity);
  for (const q of checked.quotations) {
    if (stoppedAt !== undefined && q.start >= stoppedAt) break;
    // (a negation, a head or a condition left out: the right verse, misquoted)
    const lost =
      q.status === 'unattributed' ||
      q.status === 'overlong' ||
      q.reason === 'passage' ||
      q.reason === 'words' ||
      q.reason === 'word';
    // (every one: a study checks in steps, and each quotation located is one)
    if (!lost) continue;
    // locating costs index queries and comparisons: within the route's time too
    if (opts.limits && q.start > firstStart && clock.passed()) {
      stoppedAt = q.start;
      break;
    }
    const found = locateQuote(repo, q.quote, everyBible(repo, q.quote, translations));
    yield;
    if (!found || found.osis === q.osis) continue;
    q.found = found;
    // a citation too long to read whole: words found within it are its words (Isaiah 53:5 in
    // Isaiah 40–66); found elsewhere, it stays unchecked, saying where they are
    if (q.status === 'overlong') {
      const at = osisRange(found.osis);
      const cited = splitOsisList(q.osis ?? '').map(osisRange);
      if (at && cited.some((r) => r && rangeWithin(at, r))) q.status = found.close ? 'close' : 'exact';
      continue;
    }
    if (q.status === 'misquoted') {
      q.status = 'misattributed';
      delete q.reason;
      delete q.omitted;
      delete q.diff;
    }
  }
  // stopped short: what comes before where the next request goes on, nothing after it
  const checkedTo = stoppedAt === undefined ? undefined : resumeAt(text, stoppedAt, firstStart);
  const before = <T extends { start: number }>(list: T[]) =>
    checkedTo === undefined ? list : list.filter((x) => x.start < checkedTo);
  const quotations = before(checked.quotations);
  const unchecked = before(checked.unchecked).filter((q) => !capped.has(q));
  const refs = before(references);
  const hints = opts.person ? yield* personHintSteps(repo, refs, opts.person, verseLookup(repo)) : [];
  const counts = Object.fromEntries(QUOTATION_STATUSES.map((s) => [s, 0])) as Record<QuotationStatus, number>;
  for (const q of quotations) counts[q.status]++;
  const valid = refs.filter((r) => r.valid).length;
  return {
    references: refs,
    verification: {
      translations,
      references: { total: refs.length, valid, invalid: refs.length - valid },
      quotations,
      counts,
      unchecked: unchecked.length,
      ...(opts.limits ? { capped: before([...capped]).length } : {}),
      ...(checkedTo === undefined ? {} : { checkedTo }),
      hints,
    },
  };
}
