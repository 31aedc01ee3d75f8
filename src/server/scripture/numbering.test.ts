/** The KJV's verse numbers and the Louis Segond's, both ways, on the real scripture.db. */
import { afterAll, describe, expect, it } from 'vitest';
import { osisOfRange, osisRange } from '../../shared/reference/osis';
import { scriptureDbPath } from '../../test/scripture-db';
import { kjvRange, ownRange } from './numbering';
import { ScriptureRepo } from './scripture.repo';

const repo = new ScriptureRepo(scriptureDbPath());
afterAll(() => repo.close());
const own = (osis: string, t = 'LSG') => osisOfRange(ownRange(repo, t, osisRange(osis)!));
const kjv = (osis: string, t = 'LSG') => {
  const r = kjvRange(repo, t, osisRange(osis)!);
  return r && osisOfRange(r);
};

describe('verse numbering', () => {
  it.each([
    ['Ps.51.10', 'Ps.51.12'],
    ['Ps.51.1-Ps.51.17', 'Ps.51.3-Ps.51.19'], // the title (51:1-2) is left out
    ['Ps.65.3', 'Ps.65.4'],
    ['John.3.16', 'John.3.16'],
    ['Ps.23', 'Ps.23'], // a whole chapter as it is
  ])('KJV %s is the Segond’s %s, and back', (k, s) => {
    expect(own(k)).toBe(s);
    expect(kjv(s)).toBe(k);
  });

  it('a psalm’s title verse reads as the KJV’s verse 1; a verse the Segond lacks is null', () => {
    expect(kjv('Ps.51.1')).toBe('Ps.51.1');
    expect(kjv('Ps.51.30')).toBeNull();
  });

  it('a Bible numbered like the KJV keeps every number', () => {
    expect(own('Ps.51.10', 'KJV')).toBe('Ps.51.10');
    expect(kjv('Ps.51.12', 'RV1909')).toBe('Ps.51.12');
  });
});
