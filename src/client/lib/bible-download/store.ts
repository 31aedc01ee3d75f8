/**
 * Downloaded Bibles, kept in IndexedDB (ADR 017): one record per translation (what it is, its
 * ETag, the space it takes) and one per chapter, keyed `ID|Book.chapter`, so the reader reads one
 * chapter without loading the whole Bible. localStorage (lib/library) holds 5 MB in all: a Bible
 * is 7–8 MB of JSON.
 */
import type { BibleText, PassageVerse } from '../../../shared/api';

export interface StoredBible {
  id: string;
  name: string;
  language: string;
  /** the answer's ETag: an update check asks whether it still holds */
  etag: string;
  /** the JSON's size: about what the browser keeps for it */
  bytes: number;
  chapters: number;
  storedAt: string;
}

const DB_NAME = 'bible-study-offline';
const BIBLES = 'bibles';
const CHAPTERS = 'chapters';

let opened: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(BIBLES, { keyPath: 'id' });
      req.result.createObjectStore(CHAPTERS);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opened = null;
      reject(req.error ?? new Error('indexedDB'));
    };
  });
  return opened;
}

const done = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('transaction'));
  });

function result<T>(req: IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result as T);
    req.onerror = () => reject(req.error ?? new Error('request'));
  });
}

const chapterKey = (id: string, book: string, chapter: number) => `${id}|${book}.${chapter}`;

/** The Bibles downloaded in this browser. */
export async function storedBibles(): Promise<StoredBible[]> {
  const db = await open();
  return result<StoredBible[]>(db.transaction(BIBLES).objectStore(BIBLES).getAll());
}

/**
 * Keeps a downloaded Bible, replacing an older copy in the same transaction: a failure (a full
 * disk) leaves the old copy whole, never half of each.
 */
export async function storeBible(text: BibleText, etag: string, bytes: number): Promise<StoredBible> {
  const db = await open();
  const tx = db.transaction([BIBLES, CHAPTERS], 'readwrite');
  const chapters = tx.objectStore(CHAPTERS);
  chapters.delete(IDBKeyRange.bound(`${text.id}|`, `${text.id}|\uffff`));
  let count = 0;
  for (const book of text.books)
    for (const c of book.chapters) {
      chapters.put(c.verses, chapterKey(text.id, book.osis, c.chapter));
      count++;
    }
  const record: StoredBible = {
    id: text.id,
    name: text.name,
    language: text.language,
    etag,
    bytes,
    chapters: count,
    storedAt: new Date().toISOString(),
  };
  tx.objectStore(BIBLES).put(record);
  await done(tx);
  return record;
}

/** A downloaded chapter's verses, or null when that Bible or chapter is not here. */
export async function storedChapter(
  id: string,
  book: string,
  chapter: number,
): Promise<PassageVerse[] | null> {
  const db = await open();
  const verses = await result<PassageVerse[] | undefined>(
    db
      .transaction(CHAPTERS)
      .objectStore(CHAPTERS)
      .get(chapterKey(id, book, chapter)),
  );
  return verses ?? null;
}

/** Removes a downloaded Bible and its chapters. */
export async function removeBible(id: string): Promise<void> {
  const db = await open();
  const tx = db.transaction([BIBLES, CHAPTERS], 'readwrite');
  tx.objectStore(CHAPTERS).delete(IDBKeyRange.bound(`${id}|`, `${id}|\uffff`));
  tx.objectStore(BIBLES).delete(id);
  await done(tx);
}
