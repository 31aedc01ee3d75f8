/**
 * Lists the Nave's topics that a Spanish or French study names by a word of the language's
 * Strong's-tagged Bible (src/server/naves/bible-names.ts), to read them and set aside the wrong
 * ones in content/topic-words.yaml: `npx tsx scripts/topic-words.ts fr`.
 */
import { BibleNames } from '../src/server/naves/bible-names';
import { ScriptureRepo } from '../src/server/scripture/scripture.repo';

const lang = process.argv[2];
if (lang !== 'es' && lang !== 'fr') throw new Error('usage: npx tsx scripts/topic-words.ts es|fr');
const repo = new ScriptureRepo(process.env.SCRIPTURE_DB ?? 'data/scripture.db');
const names = new BibleNames(repo);
const proper = new Set(
  repo
    .prepare('SELECT lower(name) FROM people UNION SELECT lower(name) FROM places')
    .pluck()
    .all() as string[],
);
const entries = repo
  .prepare("SELECT name FROM naves_entries WHERE kind != 'see' ORDER BY name")
  .pluck()
  .all() as string[];
for (const entry of entries) {
  const found = names.of(entry, lang, proper.has(entry.toLowerCase()));
  if (found?.kind === 'word') console.log(`${entry}\t${found.name}`);
}
repo.close();
