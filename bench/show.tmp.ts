import { ScriptureRepo } from '/work/main/src/server/scripture/scripture.repo';
import { StudyCatalog } from '/work/main/src/server/studies/catalog';
import { composeStudy } from '/work/main/src/server/studies/compose/compose';
const repo = new ScriptureRepo('/work/main/data/scripture.db');
const catalog = new StudyCatalog(repo);
const [kind, id, method, lang] = process.argv.slice(2);
const subject = kind === 'c' ? catalog.character(id, lang as any) : catalog.topic(Number(id), lang as any);
const m = catalog.method(Number(method), kind === 'c' ? 'character' : 'topic');
console.log(composeStudy(repo, subject, m, lang as any));
