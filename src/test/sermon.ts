/**
 * A long sermon for Check a text (issue 43): plain paragraphs of preaching around the English texts
 * of the checker's corpora (quotations exact, close, misquoted, under wrong references, without
 * one), `length` characters, the same every time. bench/verification.bench.ts measures what
 * checking it costs the server, e2e/check-text.spec.ts checks one whole in the browser.
 */
import { CORPUS } from '../server/verification/__fixtures__/verification.corpus';
import { HELDOUT } from '../server/verification/__fixtures__/verification.heldout.corpus';

const PROSE = [
  'Let us slow down this morning and listen before we speak, because the text has more to say than we expect.',
  'Many of us came in tired. The week was long, the news was heavy, and some of us wondered whether prayer changes anything at all.',
  'Notice who is speaking here, and to whom: the words land differently when we remember the people who first heard them.',
  'We often quote verses from memory, and memory is a generous editor. It keeps the comfort and drops the condition.',
  'So before we apply this passage, we read it again, slowly, in its place, with the verses before and after it.',
  'This is not a call to try harder. It is an invitation to trust the one who has already acted on our behalf.',
  'Think of the people in your life who need to hear this, and of the ways you yourself have forgotten it.',
];

/** A sermon of about `length` characters (cut at a paragraph, never inside one). */
export function sermon(length: number): string {
  const quoted = [...CORPUS, ...HELDOUT].filter((k) => k.lang === 'en').map((k) => k.text);
  const paragraphs: string[] = [];
  let size = 0;
  for (let i = 0; size < length; i++) {
    const p = `${PROSE[i % PROSE.length]} ${quoted[i % quoted.length]} ${PROSE[(i * 3 + 1) % PROSE.length]}`;
    paragraphs.push(p);
    size += p.length + 2;
  }
  return paragraphs.join('\n\n');
}
