/**
 * `virtual:error-messages/<lang>`: the error catalogue (src/shared/error-messages.json) in one
 * language, `{ id: message }`. The client's i18n reads the language it shows from it, the others
 * only when chosen: the whole catalogue, four languages, was 26 KB (7.7 KB gzip) of the main chunk
 * every first paint waited for (issue 26). The server still reads the JSON itself (shared/errors.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:error-messages/';
const CATALOGUE = fileURLToPath(new URL('../src/shared/error-messages.json', import.meta.url));

export function errorMessagesByLanguage(): Plugin {
  return {
    name: 'error-messages-by-language',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const language = id.slice(PREFIX.length + 1);
      this.addWatchFile(CATALOGUE);
      const all = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as Record<string, Record<string, string>>;
      const messages = Object.fromEntries(Object.entries(all).map(([key, m]) => [key, m[language]]));
      if (Object.values(messages).some((m) => typeof m !== 'string'))
        this.error(`error-messages.json has no "${language}" for every id`);
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}
