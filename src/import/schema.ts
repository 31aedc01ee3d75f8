/**
 * Schema of the read-only scripture.db. Bump SCHEMA_VERSION whenever the schema or the way
 * text is derived changes: the importer then rebuilds instead of skipping.
 */
export const SCHEMA_VERSION = 13;

export const SCHEMA_SQL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE translations (
  id TEXT PRIMARY KEY,            -- KJV, WEB, RV1909, ...
  name TEXT NOT NULL,
  language TEXT NOT NULL,         -- ISO 639-1
  licence TEXT NOT NULL,
  has_strongs INTEGER NOT NULL,
  source TEXT NOT NULL,           -- sword:engKJV2006eb, usfm:/path
  verse_count INTEGER NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE books (
  id INTEGER PRIMARY KEY,         -- canonical order 1..66
  osis TEXT NOT NULL UNIQUE,
  testament TEXT NOT NULL CHECK (testament IN ('OT', 'NT')),
  chapters INTEGER NOT NULL,
  name_en TEXT NOT NULL, name_es TEXT NOT NULL, name_fr TEXT NOT NULL, name_te TEXT NOT NULL
);

CREATE TABLE verses (
  id INTEGER PRIMARY KEY,
  translation TEXT NOT NULL REFERENCES translations(id),
  book INTEGER NOT NULL REFERENCES books(id),
  chapter INTEGER NOT NULL,
  verse INTEGER NOT NULL,
  text TEXT NOT NULL,
  heading TEXT,                   -- section heading (USFM \\s), psalm superscription, speaker label
  paragraph INTEGER NOT NULL DEFAULT 0,
  heading_at INTEGER,             -- where the heading stands when inside the verse (Gen 29:14b); null: before it
  title INTEGER NOT NULL DEFAULT 0,   -- the verse is a psalm title (Segond numbers titles as verses)
  -- the verse in the KJV's numbering, the common reference scheme (docs/data.md, "Versification"):
  -- same book; kjv_verse 0 = the psalm's title; a verse covering two KJV verses has kjv_verse_end > kjv_verse
  kjv_chapter INTEGER NOT NULL,
  kjv_verse INTEGER NOT NULL,
  kjv_verse_end INTEGER NOT NULL
);
CREATE UNIQUE INDEX verses_ref ON verses (translation, book, chapter, verse);

-- Strong's-tagged word spans: one row per (span, number); start/end are offsets into verses.text,
-- or into verses.heading when in_heading = 1 (psalm titles are tagged, and SWORD counts them)
CREATE TABLE verse_words (
  verse_id INTEGER NOT NULL REFERENCES verses(id),
  pos INTEGER NOT NULL,
  start INTEGER NOT NULL,
  end INTEGER NOT NULL,
  strongs TEXT NOT NULL,
  in_heading INTEGER NOT NULL DEFAULT 0
);

-- How each translation renders each Strong's number: the tagged words, lower-cased, counted
-- What the reader needs beyond plain text, as offsets into verses.text: kind 'wj' words of Jesus
-- (start..end), 'q' a poetry line (start..end, level 1, 2…), 'p' a paragraph starting inside the
-- verse and 'b' a stanza break (at start), 't' a psalm title held as the first line of verse 1
-- (the Segond's "Cantique de David." in Ps 23:1, where the KJV has a title)
CREATE TABLE verse_marks (
  verse_id INTEGER NOT NULL REFERENCES verses(id),
  kind TEXT NOT NULL CHECK (kind IN ('wj', 'q', 'p', 'b', 't')),
  start INTEGER NOT NULL,
  end INTEGER NOT NULL,
  level INTEGER
);

-- Notes of the source, not verse text and not searched: kind 'x' cross-reference (Segond's
-- parallel passages, in French abbreviations: "Job 38:4. Ps 33:6; 89:12."), 'f' footnote,
-- 'r' parallel-passage line standing before the verse; offset = where the caller stood in the text
CREATE TABLE verse_notes (
  verse_id INTEGER NOT NULL REFERENCES verses(id),
  seq INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('x', 'f', 'r')),
  offset INTEGER NOT NULL,
  label TEXT,                     -- the note's origin label (1:1), as in the source
  text TEXT NOT NULL
);

-- Text a module carries that is not scripture (the WEB's glossary, appended to Revelation 22:21)
-- Cross-references, both ends in the KJV's numbering (the common reference scheme): read from the
-- Segond's parallel-passage notes (src/import/cross-references.ts). target: OSIS, Job.38.4 or
-- Gen.1.1-Gen.1.3; to_*: its start and end, for lookups
CREATE TABLE cross_references (
  book INTEGER NOT NULL, chapter INTEGER NOT NULL, verse INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  target TEXT NOT NULL,
  to_book INTEGER NOT NULL, to_chapter INTEGER NOT NULL, to_verse INTEGER NOT NULL,
  to_chapter_end INTEGER NOT NULL, to_verse_end INTEGER NOT NULL
);

-- the deuterocanonical books (Crampon: Tobit, Judith, Wisdom, Sirach, Baruch, 1–2 Maccabees) and the
-- Greek parts of Esther and Daniel, numbered as their source numbers them: apart from verses, so
-- no KJV-numbered view ever meets them (src/import/bible.ts)
CREATE TABLE deuterocanon (
  translation TEXT NOT NULL REFERENCES translations(id),
  book TEXT NOT NULL,             -- OSIS: Tob, Jdt, Wis, Sir, Bar, 1Macc, 2Macc; Esth, Dan for the Greek parts
  chapter INTEGER NOT NULL,
  verse INTEGER NOT NULL,
  text TEXT NOT NULL,
  heading TEXT,
  paragraph INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (translation, book, chapter, verse)
) WITHOUT ROWID;

CREATE TABLE appendices (
  translation TEXT NOT NULL REFERENCES translations(id),
  after_osis TEXT NOT NULL,       -- the verse whose entry held it
  text TEXT NOT NULL
);

CREATE TABLE renderings (
  translation TEXT NOT NULL,
  strongs TEXT NOT NULL,
  word TEXT NOT NULL,
  count INTEGER NOT NULL
);

CREATE TABLE lexicon (
  strongs TEXT PRIMARY KEY,       -- H430, G26
  language TEXT NOT NULL CHECK (language IN ('hebrew', 'greek')),
  lemma TEXT, xlit TEXT, pron TEXT,
  definition TEXT, kjv_usage TEXT, derivation TEXT,
  sword_text TEXT                 -- the entry of the SWORD Strong's dictionary, plain text
);

CREATE TABLE naves_entries (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,      -- as in the module: AARON, FAITH
  kind TEXT NOT NULL CHECK (kind IN ('topic', 'person', 'place', 'see')),
  text TEXT NOT NULL              -- plain text, one line per subtopic
);
CREATE TABLE naves_refs (
  entry_id INTEGER NOT NULL REFERENCES naves_entries(id),
  seq INTEGER NOT NULL,
  section TEXT NOT NULL,          -- the subtopic line the reference stands in
  osis TEXT NOT NULL,             -- Exod.2.1-Exod.2.4
  book INTEGER NOT NULL, chapter INTEGER NOT NULL, verse INTEGER   -- start, for lookups
);

-- Per word (as FTS5 folds it) and translation: the verses containing it and its occurrences, in
-- all and per book (books: JSON [book, verses, occurrences, …], books without it left out); also
-- per prefix of one to three letters, as 'ab*'. A one-word or short-prefix search reads its
-- totals and per-book counts in this one row instead of visiting every match.
CREATE TABLE term_counts (
  term TEXT NOT NULL,
  translation TEXT NOT NULL,
  verses INTEGER NOT NULL,
  occurrences INTEGER NOT NULL,
  books TEXT NOT NULL,
  PRIMARY KEY (term, translation)
) WITHOUT ROWID;

-- Commentaries (src/import/commentaries.ts): the works, and their sections, each covering verses
-- verse..verse_end of one chapter in the KJV's numbering; text is clean text, refs its scripture
-- references as JSON [[start, end, "OSIS"], …] (offsets into text)
CREATE TABLE commentary_works (
  id TEXT PRIMARY KEY,            -- mhcc, scofield, tdavid
  module TEXT NOT NULL,
  name TEXT NOT NULL, author TEXT NOT NULL, year INTEGER NOT NULL, licence TEXT NOT NULL,
  books TEXT NOT NULL,            -- JSON: OSIS ids of the books it covers
  sort INTEGER NOT NULL
);
CREATE TABLE commentary (
  id INTEGER PRIMARY KEY,
  work TEXT NOT NULL REFERENCES commentary_works(id),
  book INTEGER NOT NULL, chapter INTEGER NOT NULL, verse INTEGER NOT NULL, verse_end INTEGER NOT NULL,
  heading TEXT,                   -- the part of the work it stands in (Spurgeon's "Exposition")
  text TEXT NOT NULL,
  refs TEXT NOT NULL
);

-- People, places and events: Theographic Bible Metadata (CC BY-SA 4.0), checked at import
-- (write-people.ts); ids are the source's lookup ids (joseph_1716, egypt_362)
CREATE TABLE people (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  title TEXT NOT NULL,            -- the source's display title; namesakes may share it
  gender TEXT,                    -- male, female or null
  also_called TEXT NOT NULL,      -- JSON array of other names
  birth_year INTEGER,             -- negative before Christ; estimates
  death_year INTEGER,
  birth_place TEXT,               -- places(id)
  death_place TEXT,
  easton TEXT,                    -- Easton's Bible Dictionary article, plain text
  verse_count INTEGER NOT NULL,
  verses TEXT NOT NULL,           -- JSON: the verses that name the person, joined OSIS ranges (person_verses)
  places TEXT NOT NULL            -- JSON: place ids, birth, the events taken part in, death
);
CREATE TABLE person_links (
  person TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('father', 'mother', 'partner', 'child', 'sibling', 'half-sibling')),
  other TEXT NOT NULL,
  PRIMARY KEY (person, kind, other)
) WITHOUT ROWID;
-- the verses (KJV numbering) that name a person or a place
CREATE TABLE person_verses (
  person TEXT NOT NULL, book INTEGER NOT NULL, chapter INTEGER NOT NULL, verse INTEGER NOT NULL,
  PRIMARY KEY (person, book, chapter, verse)
) WITHOUT ROWID;
CREATE TABLE places (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  lat REAL,
  lon REAL,
  easton TEXT
);
CREATE TABLE place_verses (
  place TEXT NOT NULL, book INTEGER NOT NULL, chapter INTEGER NOT NULL, verse INTEGER NOT NULL,
  PRIMARY KEY (place, book, chapter, verse)
) WITHOUT ROWID;
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  start INTEGER NOT NULL,         -- year, negative before Christ
  seq INTEGER NOT NULL,           -- time order (write-people.ts eventOrder)
  verses TEXT NOT NULL            -- JSON array of OSIS verse ids, KJV numbering
);
CREATE TABLE event_people (
  event INTEGER NOT NULL,
  person TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('participant', 'named')),  -- takes part, or only named in its verses
  PRIMARY KEY (person, event)
) WITHOUT ROWID;
CREATE TABLE event_places (event INTEGER NOT NULL, place TEXT NOT NULL, PRIMARY KEY (place, event)) WITHOUT ROWID;
`;

/** Indexes and full-text tables built after the bulk insert (faster than maintaining them). */
export const POST_SQL = `
CREATE INDEX verse_words_strongs ON verse_words (strongs, verse_id);
CREATE INDEX verse_words_verse ON verse_words (verse_id);
CREATE INDEX verses_kjv ON verses (translation, book, kjv_chapter, kjv_verse);
CREATE INDEX verse_marks_verse ON verse_marks (verse_id);
CREATE INDEX verse_notes_verse ON verse_notes (verse_id, seq);
CREATE INDEX renderings_strongs ON renderings (translation, strongs);
CREATE INDEX renderings_word ON renderings (translation, word);
CREATE INDEX naves_refs_entry ON naves_refs (entry_id, seq);
CREATE INDEX naves_refs_ref ON naves_refs (book, chapter, verse);
CREATE INDEX cross_references_from ON cross_references (book, chapter, verse, seq);
CREATE INDEX commentary_ref ON commentary (work, book, chapter, verse);
CREATE INDEX person_verses_ref ON person_verses (book, chapter, verse);
CREATE INDEX place_verses_ref ON place_verses (book, chapter, verse);
CREATE INDEX person_links_other ON person_links (other);
CREATE INDEX event_people_event ON event_people (event);
CREATE INDEX event_places_event ON event_places (event);
CREATE VIRTUAL TABLE naves_fts USING fts5(name, content='naves_entries', content_rowid='id', tokenize="unicode61 remove_diacritics 2");
INSERT INTO naves_fts (naves_fts) VALUES ('rebuild');
`;
