/**
 * `npm run import` — builds scripture.db (skipped when current). Adding a translation:
 *   npm run import -- --sword FreSegond            (any installed SWORD Bible module)
 *   npm run import -- --sword FreSegond --id SEG   (with an id of your choice; the default Bibles' ids are taken)
 *   npm run import -- --usfm ./te-usfm --id TEOV --name "Telugu OV" --language te --licence "…"
 *   npm run import -- --remove TEOV
 * Added translations are remembered in extra-translations.json beside the database, so later
 * imports (and `npm start`) keep them. The Louis Segond is read from SOURCES_DIR (default
 * ../shared/data beside the project); a source folder that is missing is reported and skipped.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultBibles, runImport, type BibleSpec } from './import';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    force: { type: 'boolean', default: false },
    sword: { type: 'string' },
    usfm: { type: 'string' },
    id: { type: 'string' },
    name: { type: 'string' },
    language: { type: 'string' },
    licence: { type: 'string' },
    remove: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    readFileSync(new URL(import.meta.url), 'utf8')
      .split('*/')[0]
      .replace(/^\/\*\*|^ \* ?/gm, ''),
  );
  process.exit(0);
}

const db = resolve(values.db ?? process.env.SCRIPTURE_DB ?? 'data/scripture.db');
const extrasFile = join(dirname(db), 'extra-translations.json');
let extras: BibleSpec[] = existsSync(extrasFile)
  ? (JSON.parse(readFileSync(extrasFile, 'utf8')) as BibleSpec[])
  : [];
const specId = (s: BibleSpec) => (s.kind === 'usfm' ? s.id : (s.id ?? s.module));

function fail(msg: string): never {
  console.error(`import: ${msg}`);
  process.exit(2);
}

if (values.sword) {
  extras = extras.filter((e) => !(e.kind === 'sword' && e.module === values.sword));
  extras.push({ kind: 'sword', module: values.sword, ...(values.id ? { id: values.id } : {}) });
} else if (values.usfm) {
  if (!values.id || !values.name || !values.language) fail('--usfm needs --id, --name and --language');
  if (!existsSync(values.usfm)) fail(`no such folder: ${values.usfm}`);
  extras = extras.filter((e) => specId(e) !== values.id);
  extras.push({
    kind: 'usfm',
    dir: resolve(values.usfm),
    id: values.id,
    name: values.name,
    language: values.language,
    licence: values.licence,
  });
} else if (values.remove) {
  const before = extras.length;
  extras = extras.filter(
    (e) => specId(e) !== values.remove && !(e.kind === 'sword' && e.module === values.remove),
  );
  if (extras.length === before) fail(`${values.remove} is not an added translation`);
}

try {
  const result = await runImport({
    db,
    bibles: [...defaultBibles(), ...extras],
    force: values.force,
    log: (m) => console.log(m),
  });
  if (values.sword || values.usfm || values.remove)
    writeFileSync(extrasFile, JSON.stringify(extras, null, 2) + '\n');
  if (!result.skipped) console.log(`import finished in ${result.seconds.toFixed(1)} s`);
} catch (err) {
  fail((err as Error).message);
}
