/**
 * The Hebrew font the client names in its @font-face (src/client/styles/hebrew.css): pointed and
 * accented Hebrew (the interlinear, the morphology search, Brown-Driver-Briggs) needs a font with
 * marks for the vowels and the cantillation, which common system fonts lack (boxes or marks
 * stacked wrongly). Debian's fonts-sil-ezra (Ezra SIL, SIL Open Font License 1.1) ships one; it is
 * served as it is, unmodified, from where the package puts it (HEBREW_FONT), and the browser asks
 * for it only for Hebrew characters (the @font-face's unicode-range) when no installed font of
 * that name answers first. No file there: a 404, and the page falls back to the system's fonts.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/error-handler';

/** The font's address; its bytes never change while the address stands (change both together). */
export const HEBREW_FONT_URL = '/fonts/hebrew.ttf';

/** The file's bytes, or null when there is none to read (the package is not installed). */
function readFont(file: string | undefined): Buffer | null {
  if (!file) return null;
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

export function fontRoutes(app: FastifyInstance, { file }: { file: string | undefined }) {
  // 155 KB, read once: a request costs no disk access
  const font = readFont(file);
  app.get(HEBREW_FONT_URL, async (req, reply) => {
    if (!font) return sendError(req, reply, 'not_found', 404);
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('font/ttf').send(font);
  });
}
