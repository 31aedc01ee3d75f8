/**
 * Bible topics from Nave's Topical Bible (GET /api/topics): subjects, people and places with
 * their references, ordered by name (spec §7).
 */
import type { UiLanguage } from '../../shared/books';
import type { NavesRepo } from './naves.repo';
import { fold } from '../scripture/fold';
import { titleCase, topicName } from './topic-names';

export class TopicService {
  private readonly topics: Topic[];
  private readonly byLanguage = new Map<UiLanguage, Topic[]>();

  constructor(naves: NavesRepo) {
    const topic = (id: number, name: string) => ({
      id,
      bibletopic: titleCase(name),
      navesName: name,
      folded: fold(name),
    });
    // with the entries that only point elsewhere (TRUST → FAITH), which a study follows (catalog.ts)
    this.topics = [
      ...naves.names().map((r) => topic(r.id, r.name)),
      ...naves.pointers().map((p) => ({ ...topic(p.id, p.name), see: p.target.name })),
    ];
  }

  /**
   * Topics whose name contains `q` (case and accents aside), a page of them and how many there are:
   * in a language content/ names topics in (topic-names.yaml: « Amour »), by that name or Nave's,
   * ordered by the name shown. An entry that only points elsewhere says where (`see`: TRUST, Faith).
   */
  list(q: string, limit: number, offset: number, lang: UiLanguage = 'en') {
    const needle = fold(q);
    const all = this.inLanguage(lang);
    const matching = needle
      ? all.filter((t) => t.folded.includes(needle) || t.foldedName?.includes(needle))
      : all;
    return {
      count: matching.length,
      topics: matching.slice(offset, offset + limit).map(({ id, bibletopic, name, seeName }) => ({
        id,
        bibletopic,
        ...(name ? { name } : {}),
        ...(seeName ? { see: seeName } : {}),
      })),
    };
  }

  private inLanguage(lang: UiLanguage): Topic[] {
    let found = this.byLanguage.get(lang);
    if (!found) {
      found = this.topics
        .map((t) => {
          const name = lang === 'en' ? undefined : topicName(t.navesName, lang);
          const seeName = t.see && (topicName(t.see, lang) ?? titleCase(t.see));
          return { ...t, ...(name ? { name, foldedName: fold(name) } : {}), ...(seeName ? { seeName } : {}) };
        })
        .sort((a, b) => (a.name ?? a.bibletopic).localeCompare(b.name ?? b.bibletopic, lang));
      this.byLanguage.set(lang, found);
    }
    return found;
  }
}

interface Topic {
  id: number;
  bibletopic: string;
  navesName: string;
  folded: string;
  name?: string;
  foldedName?: string;
  /** an entry that only points elsewhere: the Nave's name it leads to, and that name as shown */
  see?: string;
  seeName?: string;
}
