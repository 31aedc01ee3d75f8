// Writes .br (brotli, max quality) and .gz beside each compressible file of the built client, so
// the server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'dist/client';
const walk = (dir) =>
  readdirSync(dir).flatMap((f) =>
    statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)],
  );
let files = 0;
for (const file of walk(root)) {
  if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(file)) continue; // woff2 and images are compressed already
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  files++;
}
console.log(`compressed ${files} client files (.br, .gz)`);
