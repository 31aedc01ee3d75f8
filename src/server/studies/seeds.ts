/**
 * Shapes of the curated study data: the characters (characters/*.ts) and the study methods
 * (methods.data.ts). Texts are written for each UI language; scripture itself always comes from
 * scripture.db, and each character's life events come from its Nave's entry.
 */
import type { UiLanguage } from '../../shared/books';

export type Texts = Record<UiLanguage, string>;

export interface CharacterSeed {
  /** kebab-case and stable: `moses`, `james-son-of-zebedee`, `mary-mother-of-jesus` */
  id: string;
  /** the name as readers of each language know it; namesakes carry a distinguishing phrase */
  name: Texts;
  /** one to three sentences: who the person was and why they matter */
  description: Texts;
  /**
   * The Nave's Topical Bible entry (its name exactly as in naves_entries, e.g. `MOSES`,
   * `JESUS, THE CHRIST`) and, for entries that describe several people under numbered parts
   * (`1. An apostle…`, `2. …`), the part about this person.
   */
  naves: { entry: string; part?: number };
  /** two to four key passages, as English references (`Exodus 3:1-6`), each at most 40 verses */
  passages: string[];
}

export type StudyScope = 'character' | 'topic';

export interface StudyMethodSeed {
  /** stable numeric id (spec §3) */
  id: number;
  /** which generators offer the method */
  scopes: StudyScope[];
  studyname: Texts;
  /** one sentence */
  studydescription: Texts;
  /** a short paragraph: what the method is and how it helps */
  summary: Texts;
  /** four to six steps, in order */
  steps: Record<UiLanguage, string[]>;
  /** four to six application questions; `{name}` stands for the character's name or the topic */
  questions: Record<UiLanguage, string[]>;
}
