/**
 * The home page's fixed statistics (spec §1: 50K+ active users, 1,200+ study resources, 4.9/5
 * rating), written as each language writes numbers: English keeps the spec's exact text; Spanish
 * "50 mil+", "1200+", "4,9/5"; French "50 k+", "1 200+", "4,9/5" (CLDR, as Intl.NumberFormat
 * writes them).
 *
 * The four UI languages' figures are written out here, not formatted in the first render: a page's
 * first Intl.NumberFormat loads the browser's number data, 25–35 ms of a fast core (100 ms or more
 * on Lighthouse's phone) before the home page could paint (issue 26). Any other language is
 * formatted; home-stats.test.ts checks the table against Intl.
 */
export interface HomeStat {
  value: string;
  label: 'home.statUsers' | 'home.statResources' | 'home.statRating';
}

type Figures = [users: string, resources: string, rating: string];

/** what formatted() gives in each UI language (no-break spaces in Spanish and French) */
export const WRITTEN: Readonly<Record<string, Figures>> = {
  en: ['50K+', '1,200+', '4.9/5'],
  es: ['50\u00a0mil+', '1200+', '4,9/5'],
  fr: ['50\u00a0k+', '1\u202f200+', '4,9/5'],
  te: ['50వే+', '1,200+', '4.9/5'],
};

export function formatted(language: string): Figures {
  const number = new Intl.NumberFormat(language);
  const compact = new Intl.NumberFormat(language, { notation: 'compact' });
  return [
    `${compact.format(50_000)}+`,
    `${number.format(1_200)}+`,
    `${number.format(4.9)}/${number.format(5)}`,
  ];
}

export function homeStats(language: string): HomeStat[] {
  const [users, resources, rating] = WRITTEN[language] ?? formatted(language);
  return [
    { value: users, label: 'home.statUsers' },
    { value: resources, label: 'home.statResources' },
    { value: rating, label: 'home.statRating' },
  ];
}
