/**
 * The home page's fixed statistics (spec §1: 50K+ active users, 1,200+ study resources, 4.9/5
 * rating), written as each language writes numbers: English keeps the spec's exact text; Spanish
 * "50 mil+", "1200+", "4,9/5"; French "50 k+", "1 200+", "4,9/5" (Intl.NumberFormat, CLDR).
 */
export interface HomeStat {
  value: string;
  label: 'home.statUsers' | 'home.statResources' | 'home.statRating';
}

export function homeStats(language: string): HomeStat[] {
  const number = new Intl.NumberFormat(language);
  const compact = new Intl.NumberFormat(language, { notation: 'compact' });
  return [
    { value: `${compact.format(50_000)}+`, label: 'home.statUsers' },
    { value: `${number.format(1_200)}+`, label: 'home.statResources' },
    { value: `${number.format(4.9)}/${number.format(5)}`, label: 'home.statRating' },
  ];
}
