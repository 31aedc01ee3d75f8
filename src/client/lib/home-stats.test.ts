import { describe, expect, it } from 'vitest';
import { WRITTEN, formatted, homeStats } from './home-stats';

const values = (lang: string) => homeStats(lang).map((s) => s.value);

describe('the home page statistics', () => {
  it('keep the spec’s exact text in English', () => {
    expect(values('en')).toEqual(['50K+', '1,200+', '4.9/5']);
  });

  it('are written as Spanish, French and Telugu write numbers', () => {
    expect(values('es')).toEqual(['50\u00a0mil+', '1200+', '4,9/5']);
    // no-break spaces: compact units in Spanish and French, a narrow one in French thousands
    expect(values('fr')).toEqual(['50\u00a0k+', '1\u202f200+', '4,9/5']);
    expect(values('te')).toEqual(['50వే+', '1,200+', '4.9/5']);
  });

  it('are written out for the UI languages as Intl formats them', () => {
    for (const [language, figures] of Object.entries(WRITTEN)) expect(formatted(language)).toEqual(figures);
    expect(values('de')).toEqual(formatted('de'));
  });
});
