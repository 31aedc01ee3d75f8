/**
 * A reading plan's readings (GET /api/reading-plans/:id): `Gen.1`, or consecutive chapters of one
 * book as `Gen.1-Gen.3`. Zod-free: the client reads them too.
 */

/** The chapters a reading names, in order: `Gen.1-Gen.3` → Gen 1, 2, 3. */
export function chaptersOfReading(reading: string): { book: string; chapter: number }[] {
  const [from, to = from] = reading.split('-');
  const [book, first] = from.split('.');
  const start = Number(first);
  const last = Number(to.split('.')[1]);
  return Array.from({ length: last - start + 1 }, (_, i) => ({ book, chapter: start + i }));
}
