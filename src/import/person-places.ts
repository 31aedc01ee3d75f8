/**
 * A person's places, as the person page lists them (write-people.ts): the birth place, then the
 * places of the events the person takes part in, in time order, and the death place. Of an event,
 * where it happens when the source or content says so (`locations`); else the places its verses
 * name in a verse of the event that names the person, or one beside it — Peter is at the
 * Jerusalem council (Acts 15), not in Athens (Acts 17); Esther 8:9's India and Ethiopia are the
 * decree's, not hers. A place named only as where someone comes from ("Jesus of Nazareth",
 * "Nathanael of Cana") is not where the event is. An event whose verses speak of the person
 * without the name ("we", content/people-check.yaml) gives only where it happens.
 */
import type { TheoEvent, TheoPerson, Theographic } from './theographic';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function personPlaces(
  data: Theographic,
  ordered: TheoEvent[],
  kjv: (osis: string) => string,
): (p: TheoPerson) => string[] {
  const placeVerses = new Map(data.places.map((pl) => [pl.id, new Set(pl.verses)]));
  // "<Name> of Nazareth", "a man of Cyrene", "the king of Geshur", "a Cyrenian", "the Carmelitess":
  // where someone or something is from.
  // The KJV's spelling may differ from the data's (Arimathaea, Arimathea): words are matched by
  // the name's first five letters.
  const words = new Map(
    data.places.map((pl) => {
      const stem = escape(pl.name.replace(/\s*\(.*\)$/, '').slice(0, 5));
      return [
        pl.id,
        new RegExp(
          `(?:\\b(?:[A-Z][a-z]+|man|woman|men|women|city|ship|king|queen|daughter|sons?) of )?\\b${stem}[\\w-]*`,
          'g',
        ),
      ];
    }),
  );
  const gentilic = /(?:ians?|ites?|itess)$/;
  const onlyAsOrigin = (place: string, verse: string) => {
    const found = [...kjv(verse).matchAll(words.get(place)!)].map((m) => m[0]);
    return found.length > 0 && found.every((w) => / of /.test(w) || gentilic.test(w));
  };
  return (p) => {
    const own = new Set(p.verses);
    const fromEvents = ordered
      .filter((e) => e.participants.includes(p.id))
      .flatMap((e) => {
        if (e.locations.length) return e.locations;
        const naming = new Set(e.verses.filter((v) => own.has(v)));
        if (!naming.size) return [];
        const near = (v: string) => {
          const [book, c, n] = v.split('.');
          return [-1, 0, 1].some((d) => naming.has(`${book}.${c}.${Number(n) + d}`));
        };
        return e.places.filter((pl) =>
          e.verses.some((v) => near(v) && placeVerses.get(pl)?.has(v) && !onlyAsOrigin(pl, v)),
        );
      });
    return [...new Set([p.birthPlace, ...fromEvents, p.deathPlace].filter((x): x is string => x !== null))];
  };
}
