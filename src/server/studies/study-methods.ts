/**
 * The study methods offered (content/methods), in each UI language: the list a generator shows and
 * the method a request names, refused when unknown or not offered for its kind of subject.
 */
import type { StudyMethod } from '../../shared/api';
import type { UiLanguage } from '../../shared/books';
import { AppError } from '../errors';
import type { StudyMethodSeed, StudyScope } from '../content/methods';

export class StudyMethods {
  private readonly byId: Map<number, StudyMethodSeed>;

  constructor(private readonly seeds: readonly StudyMethodSeed[]) {
    this.byId = new Map(seeds.map((m) => [m.id, m]));
  }

  /** The methods offered for characters or topics, by studyname in the language (spec §7). */
  offered(lang: UiLanguage, scope: StudyScope): StudyMethod[] {
    const collator = new Intl.Collator(lang);
    return this.seeds
      .filter((m) => m.scopes.includes(scope))
      .map((m) => this.named(m, lang))
      .sort((a, b) => collator.compare(a.studyname, b.studyname));
  }

  /** A method as the API shows it, in the language. */
  named(m: StudyMethodSeed, lang: UiLanguage): StudyMethod {
    return { id: m.id, studyname: m.studyname[lang], studydescription: m.studydescription[lang] };
  }

  /** The method a request names (a 400 when unknown, or not offered for the subject's kind). */
  method(id: number, scope: StudyScope): StudyMethodSeed {
    const m = this.byId.get(id);
    if (!m || !m.scopes.includes(scope)) throw new AppError('method_not_found', 400);
    return m;
  }
}
