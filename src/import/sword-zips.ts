/**
 * SWORD modules distributed as CrossWire's zips (`../shared/data/sword-modules`, issue 28): read in
 * place, unpacked for the import into a temporary SWORD data folder (`mods.d/` and `modules/`) that
 * `mod2imp` reads through SWORD_PATH, and removed when the import is done. Nothing is copied into
 * the project.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface UnpackedModules {
  /** a SWORD data folder holding every zip's module */
  path: string;
  cleanup: () => void;
}

export function unpackSwordZips(zips: string[]): UnpackedModules {
  const path = mkdtempSync(join(tmpdir(), 'sword-zips-'));
  try {
    for (const zip of zips)
      execFileSync('unzip', ['-qo', zip, '-d', path], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (err) {
    rmSync(path, { recursive: true, force: true });
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('unzip not found: install the Debian package unzip (scripts/setup.sh does)');
    throw err;
  }
  return { path, cleanup: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * GBF markup (Young's Literal Translation; its only tags) read as the OSIS the verse parser knows:
 * `<FI>…<Fi>` (words the translator added, printed as they are) and `<CM>` (the end of a paragraph:
 * the next verse starts one). Returns the markup and whether a paragraph ends here.
 */
export function gbfToOsis(markup: string): { markup: string; paragraphEnds: boolean } {
  const paragraphEnds = /<CM>\s*$/.test(markup);
  return {
    markup: markup.replace(/<F[Ii]>/g, '').replace(/<CM>/g, ' '),
    paragraphEnds,
  };
}
