import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lsgDir, missingSource } from './bible-specs';
import { missingSourceLine, sourcesDir } from './sources';

describe('the sources folder', () => {
  it('is ../shared/data beside the project unless SOURCES_DIR says otherwise', () => {
    const project = resolve(import.meta.dirname, '../..');
    expect(sourcesDir({})).toBe(resolve(project, '../shared/data'));
    expect(sourcesDir({ SOURCES_DIR: '  ' })).toBe(resolve(project, '../shared/data'));
    expect(sourcesDir({ SOURCES_DIR: 'elsewhere/data' })).toBe(resolve('elsewhere/data'));
    expect(lsgDir('/srv/bible-data')).toBe('/srv/bible-data/fra-lsg1910/usfm');
  });

  it('reports a USFM folder that is not there, naming what the user goes without', () => {
    const spec = { kind: 'usfm', dir: '/nowhere/te', id: 'TEOV', name: 'Telugu OV', language: 'te' } as const;
    const m = missingSource(spec)!;
    expect(m).toEqual({
      what: 'Telugu OV (TEOV)',
      where: '/nowhere/te',
      loses: 'the TEOV translation is not available',
    });
    expect(missingSourceLine(m)).toMatch(
      /^source missing: Telugu OV \(TEOV\), looked for in \/nowhere\/te; the TEOV/,
    );
    expect(missingSourceLine(m)).not.toContain('\n');
    expect(missingSource({ ...spec, dir: import.meta.dirname })).toBeNull();
    expect(missingSource({ kind: 'sword', module: 'NoSuchModule' })).toBeNull();
  });
});
