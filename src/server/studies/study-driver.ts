/**
 * Who writes a study: one interface, two drivers, one chosen at start-up (drivers.ts), as the
 * app store has its drivers (store/). The study service neither knows nor asks which it has.
 * - `builtin` (builtin.driver.ts): the template composer; no network, instant.
 * - `openai` (openai.driver.ts): any OpenAI-compatible provider, with one repair call when its
 *   first answer misquotes Scripture (ADR 010).
 */
import type { Study, StudyDriverId, StudyReference, Verification } from '../../shared/api';
import type { UiLanguage } from '../../shared/books';
import type { Subject } from './catalog';
import type { StudyMethodSeed } from '../content/methods';

/** What to write: the subject, the method and the language. */
export interface StudyOrder {
  subject: Subject;
  method: StudyMethodSeed;
  language: UiLanguage;
}

export interface DriverCall {
  /** aborted when nobody waits for the study any more: the driver rejects with CancelledError */
  signal: AbortSignal;
  /** the text as it is written */
  onDelta?: (text: string) => void;
  log?: { warn(obj: object, msg: string): void };
  /** the study's own check of a text (its references and quotations), for drivers that revise */
  verify: (text: string) => { references: StudyReference[]; verification: Verification };
}

/** A driver's text, trimmed ('' when it wrote nothing), and what the study should say about it. */
export interface StudyDraft {
  text: string;
  /** the provider stopped at max_tokens: shown, never cached */
  incomplete?: boolean;
  repair?: Study['repair'];
}

export interface StudyDriver {
  readonly id: StudyDriverId;
  /** part of the study cache key: a new model (or template version) is a new study */
  readonly model: string;
  write(order: StudyOrder, call: DriverCall): Promise<StudyDraft>;
  /**
   * A driver that writes offline writes the study at once, at start-up, to prepare what its
   * first reader's study would otherwise pay for (statements, files, the language's Bible).
   */
  warm?(order: StudyOrder): string;
}
