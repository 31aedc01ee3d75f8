/** Every UI string exists in all four languages, with the same placeholders (spec §5, house style). */
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import te from './locales/te.json';

type Tree = { [key: string]: string | string[] | Tree };
function flatten(tree: Tree, prefix = ''): Map<string, string | string[]> {
  const out = new Map<string, string | string[]>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string' || Array.isArray(v)) out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}
const placeholders = (s: string | string[]) =>
  [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = flatten(en as Tree);
describe.each([
  ['es', es],
  ['fr', fr],
  ['te', te],
] as const)('%s', (lang, bundle) => {
  const other = flatten(bundle as Tree);
  it('has every key English has, and no others', () => {
    expect([...english.keys()].filter((k) => !other.has(k))).toEqual([]);
    expect([...other.keys()].filter((k) => !english.has(k))).toEqual([]);
  });
  it('has no empty strings and the same placeholders', () => {
    for (const [key, value] of other) {
      expect(String(value).trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(english.get(key)!));
      if (Array.isArray(value)) expect(value.length, key).toBe((english.get(key) as string[]).length);
    }
  });
  if (lang === 'te') {
    it('is written in Telugu script', () => {
      for (const [key, value] of other) {
        const letters = String(value).replace(/\{\{\w+\}\}|KJV|Strong|H1–H8674|G1–G5624|\d/g, '');
        if (/\p{L}/u.test(letters)) expect(letters, key).toMatch(/[\u0C00-\u0C7F]/);
      }
    });
  }
});
