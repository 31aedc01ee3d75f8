/**
 * Key passages are quoted whole, and each character's seeded passages reach the verses their
 * description names (issue 16: the climax is in the study). The table ties a phrase of the
 * English description to the verse that tells it, and checks the verse against the KJV's text,
 * so a wrong verse number fails here as surely as a passage that stops short.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { bookByOsis } from '../../../shared/books';
import { parseReference } from '../../../shared/reference/parse';
import type { RefRange } from '../../../shared/reference/osis';
import { ScriptureRepo } from '../../scripture/scripture.repo';
import { scriptureDbPath } from '../../../test/scripture-db';
import { characterSeeds } from '../../content/characters';
import { studyMethods } from '../../content/methods';
import { StudyCatalog } from '../catalog';
import { composeStudy } from './compose';
import { quote } from './passages';

const repo = new ScriptureRepo(scriptureDbPath());
const catalog = new StudyCatalog(repo);
afterAll(() => repo.close());

/** [character, words of its English description, the verse that tells it, a word of that verse (KJV)] */
const NAMED: [string, string, string, string][] = [
  ['ruth', 'her people and Naomi', 'Ruth 1:16', 'thy people'],
  ['ruth', 'her people and Naomi', 'Ruth 1:17', 'Where thou diest'],
  ['esther', 'if I perish, I perish', 'Esther 4:16', 'if I perish'],
  ['mordecai', 'for such a time as this', 'Esther 4:14', 'such a time'],
  ['mary-mother-of-jesus', 'humbly accepted', 'Luke 1:38', 'handmaid'],
  ['nicodemus', 'born again', 'John 3:3', 'born again'],
  ['nicodemus', 'came to Jesus by night', 'John 3:16', 'everlasting life'],
  ['nicodemus', 'myrrh and aloes', 'John 19:39', 'myrrh'],
  ['elijah', 'called down fire from heaven', '1 Kings 18:38', 'fire of the LORD'],
  ['elijah', 'still small voice', '1 Kings 19:12', 'still small voice'],
  ['elijah', 'by a whirlwind', '2 Kings 2:11', 'whirlwind'],
  ['jesus-christ', 'was crucified', 'Mark 15:37', 'gave up the ghost'],
  ['jesus-christ', 'rose from the dead', 'Luke 24:6', 'risen'],
  ['jesus-christ', 'born of the virgin Mary in Bethlehem', 'Luke 2:7', 'firstborn son'],
  ['lazarus', 'Jesus wept at his tomb', 'John 11:35', 'wept'],
  ['lazarus', 'called him out alive', 'John 11:43', 'come forth'],
  ['lazarus', 'the resurrection and the life', 'John 11:25', 'resurrection'],
  ['martha', 'the resurrection and the life', 'John 11:25', 'resurrection'],
  ['mary-of-bethany', 'anointed Jesus with costly ointment', 'John 12:3', 'ointment'],
  ['mary-magdalene', 'stood near the cross', 'Mark 15:40', 'Magdalene'],
  ['mary-magdalene', 'appeared first to her', 'John 20:16', 'Rabboni'],
  ['john-the-baptist', 'He baptized Jesus in the Jordan', 'Luke 3:22', 'beloved Son'],
  ['john-the-baptist', 'Lamb of God', 'John 1:29', 'Lamb of God'],
  ['john-the-baptist', 'beheaded', 'Mark 6:27', 'beheaded'],
  ['joseph-husband-of-mary', 'presented Jesus in the temple', 'Luke 2:22', 'present him'],
  ['joseph-husband-of-mary', 'fled with his family to Egypt', 'Matthew 2:14', 'Egypt'],
  ['joseph-son-of-jacob', 'meant for evil God meant for good', 'Genesis 50:20', 'meant it unto good'],
  ['david', 'killed Goliath', '1 Samuel 17:50', 'slew him'],
  ['nathan', 'Thou art the man', '2 Samuel 12:7', 'Thou art the man'],
  ['jonathan', 'by many or by few', '1 Samuel 14:6', 'by many or by few'],
  ['absalom', 'O my son Absalom', '2 Samuel 18:33', 'O my son Absalom'],
  ['absalom', 'caught in an oak', '2 Samuel 18:9', 'oak'],
  ['thomas', 'My Lord and my God', 'John 20:28', 'My Lord and my God'],
  ['daniel', 'delivered from the lions’ den', 'Daniel 6:22', 'lions'],
  ['daniel', 'the writing on the wall', 'Daniel 5:25', 'MENE'],
  ['shadrach', 'delivered them unharmed', 'Daniel 3:25', 'four men'],
  ['moses', 'parted the Red Sea', 'Exodus 14:21', 'divided'],
  ['moses', 'burning bush', 'Exodus 3:2', 'burned with fire'],
  ['moses', 'face to face', 'Deuteronomy 34:10', 'face to face'],
  ['abraham', 'counted to him for righteousness', 'Genesis 15:6', 'righteousness'],
  ['isaac', 'provided a ram in his place', 'Genesis 22:13', 'ram'],
  ['jacob', 'renamed Israel', 'Genesis 32:28', 'Israel'],
  ['noah', 'the rainbow as its sign', 'Genesis 9:13', 'bow'],
  ['eve', 'bruise the serpent', 'Genesis 3:15', 'bruise'],
  ['cain', 'set a mark on him', 'Genesis 4:15', 'mark'],
  ['enoch', 'God took him', 'Genesis 5:24', 'God took him'],
  ['samson', 'pulled down the temple of Dagon', 'Judges 16:30', 'more than they which he slew'],
  ['gideon', 'trumpets, pitchers and torches', 'Judges 7:20', 'trumpets'],
  ['joshua', 'he and his house would serve the LORD', 'Joshua 24:15', 'serve the LORD'],
  ['rahab', 'scarlet cord', 'Joshua 2:21', 'scarlet'],
  ['hannah', 'vowed to give him the son', '1 Samuel 1:11', 'vowed'],
  ['job', 'restored him twice as much', 'Job 42:10', 'twice as much'],
  ['jonah', 'Swallowed by a great fish', 'Jonah 1:17', 'great fish'],
  ['hezekiah', 'added fifteen years', '2 Kings 20:6', 'fifteen years'],
  ['habakkuk', 'the just shall live by his faith', 'Habakkuk 2:4', 'just shall live'],
  ['micah', 'walk humbly with God', 'Micah 6:8', 'walk humbly'],
  ['zacchaeus', 'seek and to save', 'Luke 19:10', 'seek and to save'],
  ['peter', 'denied him three times', 'Luke 22:61', 'thrice'],
  ['peter', 'restored by the risen Lord', 'John 21:17', 'Feed my sheep'],
  ['paul', 'road to Damascus', 'Acts 9:4', 'persecutest'],
  ['stephen', 'praying for his killers', 'Acts 7:60', 'lay not this sin'],
  ['judas-iscariot', 'hanged himself', 'Matthew 27:5', 'hanged himself'],
  ['judas-iscariot', 'with a kiss', 'Matthew 26:49', 'kissed'],
  ['pontius-pilate', 'washed his hands', 'Matthew 27:24', 'washed his hands'],
  ['haman', 'hanged on the gallows', 'Esther 7:10', 'hanged Haman'],
  ['jairus', 'be not afraid but only believe', 'Mark 5:36', 'only believe'],
  ['dorcas', "'Tabitha, arise'", 'Acts 9:40', 'Tabitha, arise'],
  ['bartimaeus', 'his faith had made him whole', 'Mark 10:52', 'made thee whole'],
  ['silas', 'sang praises to God at midnight', 'Acts 16:25', 'midnight'],
  ['simeon-of-jerusalem', 'a sword would pierce', 'Luke 2:35', 'sword'],
  ['aaron', 'his rod budded', 'Numbers 17:8', 'budded'],
  ['balaam', 'his donkey spoke', 'Numbers 22:28', 'mouth of the ass'],
  ['hagar', 'the God who sees', 'Genesis 16:13', 'seest'],
  ['lot', 'pillar of salt', 'Genesis 19:26', 'pillar of salt'],
  ['ezekiel', 'valley of dry bones', 'Ezekiel 37:4', 'dry bones'],
  ['jeremiah', 'muddy cistern', 'Jeremiah 38:6', 'mire'],
  ['jeremiah', 'new covenant', 'Jeremiah 31:33', 'write it in their hearts'],
  ['nehemiah', 'fifty-two days', 'Nehemiah 6:15', 'fifty and two days'],
  ['zechariah-the-prophet', 'riding upon an ass', 'Zechariah 9:9', 'riding upon an ass'],
];

const within = (verse: RefRange, passage: RefRange) => {
  const at = (p: RefRange['start'], end: boolean) =>
    bookByOsis(p.book)!.order * 1e6 + p.chapter * 1e3 + (p.verse ?? (end ? 999 : 0));
  return at(verse.start, false) >= at(passage.start, false) && at(verse.end, true) <= at(passage.end, true);
};

describe("each character's key passages reach the climax its description names", () => {
  const seeds = new Map(characterSeeds().map((c) => [c.id, c]));
  it.each(NAMED)('%s: "%s" (%s)', (id, says, verse, word) => {
    const seed = seeds.get(id)!;
    expect(seed.description.en.replace(/\s+/g, ' ')).toContain(says);
    const range = parseReference(verse)!.ranges[0];
    const text = repo.verses('KJV', range, 2).map((v) => v.text);
    expect(text.join(' ').toLowerCase(), `${verse} in the KJV`).toContain(word.toLowerCase());
    const passages = seed.passages.flatMap((p) => parseReference(p)!.ranges);
    expect(
      passages.some((p) => within(range, p)),
      `${id}: ${verse} is in none of ${seed.passages.join('; ')}`,
    ).toBe(true);
  });
});

describe('key passages are quoted whole', () => {
  const method = studyMethods().find((m) => m.scopes.includes('character'))!;
  it('Ruth’s study quotes Ruth 1:16-17 (issue 16, "Done when")', () => {
    const en = composeStudy(repo, catalog.character('ruth', 'en'), method, 'en');
    expect(en).toContain('whither thou goest, I will go');
    expect(en).toContain('if ought but death part thee and me');
    const fr = composeStudy(repo, catalog.character('ruth', 'fr'), method, 'fr');
    expect(fr).toContain('Où tu iras j’irai, où tu demeureras je demeurerai');
  });
  it('quotes every verse of a 40-verse passage and marks a longer one as cut', () => {
    const full = parseReference('Luke 1:41-80')!; // 40 verses
    const text = quote(repo, 'KJV', full);
    expect(text).toContain('Elisabeth'); // 1:41
    expect(text).toContain('till the day of his shewing unto Israel'); // 1:80
    expect(text.endsWith(' …”')).toBe(false);
    const long = quote(repo, 'KJV', parseReference('Luke 1:1-80')!);
    expect(long.endsWith(' …”')).toBe(true);
  });
  it('marks the verses left out between the ranges of one passage', () => {
    const text = quote(repo, 'KJV', parseReference('Esther 4:14, 16')!);
    expect(text).toMatch(/this\? … Go, gather/);
  });
});
