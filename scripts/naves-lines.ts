/**
 * How many of the Nave's lines the studies print are still without the team's translation
 * (content/naves-lines/<lang>/), per language: the 157 characters' studies, then the studies of
 * the topics content/topic-names.yaml names. `npx tsx scripts/naves-lines.ts` prints the counts;
 * `-- --list es` (or fr, te) lists the lines still in English, by entry, for translators, and
 * `-- --list es --topics` those of the named topics, `-- --list es --all` those of every topic.
 */
import { characterSeeds } from '../src/server/content/characters';
import { navesLine, TRANSLATED } from '../src/server/naves/naves-translations';
import { translatedTopics } from '../src/server/naves/topic-names';
import { ScriptureRepo } from '../src/server/scripture/scripture.repo';
import { StudyCatalog } from '../src/server/studies/catalog';
import { printedNavesLines, printedTopicLines } from '../src/server/studies/compose/naves-text';

const repo = new ScriptureRepo(process.env.SCRIPTURE_DB ?? 'data/scripture.db');
const catalog = new StudyCatalog(repo);
const topicIds = new Map(
  (repo.prepare('SELECT name, id FROM naves_entries').raw().all() as [string, number][]).map(([n, id]) => [
    n,
    id,
  ]),
);

/** Every line the subjects print, once per entry. */
function lines(printed: { entry: string; line: string }[][]) {
  const all = new Map<string, { entry: string; line: string }>();
  for (const ls of printed) for (const l of ls) all.set(`${l.entry}\u0000${l.line}`, l);
  return [...all.values()];
}

const characters = lines(characterSeeds().map((c) => printedNavesLines(catalog.character(c.id, 'en'))));
const topics = lines(
  translatedTopics()
    .filter((name) => topicIds.has(name))
    .map((name) => printedTopicLines(catalog, topicIds.get(name)!)),
);
/** every topic a study can be made of: each entry of Nave's but a pointer to nowhere (a minute's work) */
const everyTopic = () => lines([...topicIds.values()].map((id) => printedTopicLines(catalog, id)));

const list = process.argv.indexOf('--list');
if (list >= 0) {
  const lang = process.argv[list + 1] as (typeof TRANSLATED)[number];
  if (!TRANSLATED.includes(lang)) throw new Error(`--list ${TRANSLATED.join('|')}`);
  const which = process.argv.includes('--all')
    ? everyTopic()
    : process.argv.includes('--topics')
      ? topics
      : characters;
  let entry = '';
  for (const l of which.filter((x) => navesLine(x.entry, x.line, lang) === undefined)) {
    if (l.entry !== entry) console.log(`## ${(entry = l.entry)}`);
    console.log(l.line);
  }
} else {
  console.log('Nave’s lines still in English (content/naves-lines/), of the lines the studies print:');
  for (const [name, set] of [
    [`the ${characterSeeds().length} characters`, characters],
    [`the ${translatedTopics().length} topics of topic-names.yaml`, topics],
    [`every topic (${topicIds.size} entries)`, everyTopic()],
  ] as const)
    for (const lang of TRANSLATED) {
      const left = set.filter((l) => navesLine(l.entry, l.line, lang) === undefined).length;
      console.log(`  ${name.padEnd(40)} ${lang}: ${String(left).padStart(5)} of ${set.length}`);
    }
}
repo.close();
