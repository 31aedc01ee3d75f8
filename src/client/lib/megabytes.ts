/**
 * Bytes as the language writes megabytes ("8.8 MB", "8,8 Mo", "1 235 Mo"): one decimal under
 * 10 MB, none above, as `Intl.NumberFormat(lang, { style: 'unit', unit: 'megabyte' })` writes them.
 *
 * The four UI languages are written out here, not formatted: a page's first Intl.NumberFormat
 * loads the browser's number data, and the reader's Bible download shows a size (its placeholder)
 * in the chapter page's first render: 0.1–1 s of the main thread at Lighthouse's CPU ÷ 4 on this
 * machine (issue 41 §9; the same cost issue 26 took out of the home page, lib/home-stats.ts). Any
 * other language is formatted; megabytes.test.ts checks the table against Intl.
 */
interface Written {
  decimal: string;
  group: string;
  /** Spanish groups only numbers of five digits or more (CLDR's minimum grouping digits: 2) */
  groupFrom: number;
  /** Telugu groups by two above the thousands (1,23,457: CLDR's Indian grouping) */
  lakh?: boolean;
  unit: string;
}

export const WRITTEN: Readonly<Record<string, Written>> = {
  en: { decimal: '.', group: ',', groupFrom: 1_000, unit: ' MB' },
  es: { decimal: ',', group: '.', groupFrom: 10_000, unit: ' MB' },
  fr: { decimal: ',', group: '\u202f', groupFrom: 1_000, unit: '\u202fMo' },
  te: {
    decimal: '.',
    group: ',',
    groupFrom: 1_000,
    lakh: true,
    unit: ' \u0c0e\u0c2e\u0c4d\u200c\u0c2c\u0c3f',
  }, // ఎమ్‌బి,
};

export function formatted(bytes: number, lang: string): string {
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: bytes < 10_000_000 ? 1 : 0,
  }).format(bytes / 1_000_000);
}

export function formatBytes(bytes: number, lang: string): string {
  const w = WRITTEN[lang];
  if (!w) return formatted(bytes, lang);
  // in whole bytes, so the rounding (half away from zero, Intl's) is exact
  const whole = Math.round(bytes);
  const tenths = whole < 10_000_000;
  const step = tenths ? 100_000 : 1_000_000;
  const n = Math.floor((whole + step / 2) / step); // tenths or whole megabytes
  const units = tenths ? Math.floor(n / 10) : n;
  const fraction = tenths ? n % 10 : 0;
  const digits = String(units);
  const pattern = w.lakh ? /\B(?=(\d{2})*\d{3}$)/g : /\B(?=(\d{3})+$)/g;
  const grouped = units >= w.groupFrom ? digits.replace(pattern, w.group) : digits;
  return `${grouped}${fraction ? `${w.decimal}${fraction}` : ''}${w.unit}`;
}
