/** The reader's remembered choices (localStorage; when it is unavailable, they last the visit). */
import { useCallback, useState } from 'react';

/** A reader preference kept in localStorage (the storage may be unavailable: then it lasts the visit). */
export function useStoredFlag(key: string, initial: boolean): [boolean, (v: boolean) => void] {
  const [value, setValue] = useState<boolean>(() => {
    try {
      const v = localStorage.getItem(key);
      return v === null ? initial : v === '1';
    } catch {
      return initial;
    }
  });
  const set = useCallback(
    (v: boolean) => {
      setValue(v);
      try {
        localStorage.setItem(key, v ? '1' : '0');
      } catch {
        /* private mode: the choice lasts this visit */
      }
    },
    [key],
  );
  return [value, set];
}

/** A reader choice kept as a string (the commentary work), like useStoredFlag. */
export function useStoredString(key: string, initial: string): [string, (v: string) => void] {
  const [value, setValue] = useState<string>(() => {
    try {
      return localStorage.getItem(key) ?? initial;
    } catch {
      return initial;
    }
  });
  const set = useCallback(
    (v: string) => {
      setValue(v);
      try {
        localStorage.setItem(key, v);
      } catch {
        /* the choice lasts this visit */
      }
    },
    [key],
  );
  return [value, set];
}

const TRANSLATION_KEY = (lang: string) => `reader.translation.${lang}`;
export function storedTranslation(lang: string): string | null {
  try {
    return localStorage.getItem(TRANSLATION_KEY(lang));
  } catch {
    return null;
  }
}

/** Remembers the translation chosen in the reader, per UI language. */
export function storeTranslation(lang: string, id: string) {
  try {
    localStorage.setItem(TRANSLATION_KEY(lang), id);
  } catch {
    /* the choice lasts this visit */
  }
}
