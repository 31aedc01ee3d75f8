/** The books and translations of scripture.db, as the API gives them. */
import type Database from 'better-sqlite3';
import type { Book, Translation } from '../../shared/api';
import type { Testament } from '../../shared/books';

interface Row {
  id: number;
  osis: string;
  testament: Testament;
  chapters: number;
  name_en: string;
  name_es: string;
  name_fr: string;
  name_te: string;
}

export const readBooks = (db: Database.Database): Book[] =>
  (
    db
      .prepare(
        'SELECT id, osis, testament, chapters, name_en, name_es, name_fr, name_te FROM books ORDER BY id',
      )
      .all() as Row[]
  ).map((b) => ({
    osis: b.osis,
    order: b.id,
    testament: b.testament,
    chapters: b.chapters,
    names: { en: b.name_en, es: b.name_es, fr: b.name_fr, te: b.name_te },
  }));

export const readTranslations = (db: Database.Database): Translation[] =>
  (
    db
      .prepare('SELECT id, name, language, licence, verse_count, has_strongs FROM translations ORDER BY sort')
      .all() as {
      id: string;
      name: string;
      language: string;
      licence: string;
      verse_count: number;
      has_strongs: number;
    }[]
  ).map((t) => ({
    id: t.id,
    name: t.name,
    language: t.language,
    licence: t.licence,
    verseCount: t.verse_count,
    hasStrongs: t.has_strongs === 1,
  }));
