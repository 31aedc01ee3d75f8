/**
 * `npm run contact:list` — prints the contact messages in the app store (the store the server
 * uses: DATABASE_URL or STORE_PATH), newest first. `-- --limit 20 --offset 0`, `-- --json`.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from './env';
import { openStore } from './store';

const { values } = parseArgs({
  options: {
    limit: { type: 'string', default: '50' },
    offset: { type: 'string', default: '0' },
    json: { type: 'boolean', default: false },
  },
});
const store = openStore(loadConfig());
try {
  await store.migrate();
  const messages = await store.listContactMessages({
    limit: Number(values.limit),
    offset: Number(values.offset),
  });
  if (values.json) console.log(JSON.stringify(messages, null, 2));
  else if (!messages.length) console.log('No contact messages.');
  else
    for (const m of messages) {
      console.log(
        `#${m.id}  ${m.createdAt.toISOString()}  ${m.name} <${m.email}>  [${m.language}]  from ${m.client}`,
      );
      console.log(`    ${m.subject}`);
      console.log(
        m.message
          .split('\n')
          .map((l) => `    | ${l}`)
          .join('\n'),
      );
      console.log('');
    }
} finally {
  await store.close();
}
