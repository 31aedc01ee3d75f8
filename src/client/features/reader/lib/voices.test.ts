/** The voice for a translation's language: the user's, then the exact region, then any; never another language's. */
import { describe, expect, it } from 'vitest';
import { installFakeSpeech } from '../../../../test/fake-speech';
import { loadVoices, pickVoice, voicesFor, type Voice } from './voices';

const v = (name: string, lang: string, extra: Partial<Voice> = {}): Voice => ({
  voiceURI: name,
  name,
  lang,
  default: false,
  localService: true,
  ...extra,
});
const english = [v('David', 'en-US', { default: true }), v('Hazel', 'en-GB')];
const french = [
  v('Amélie', 'fr-CA'),
  v('Thomas', 'fr-FR'),
  v('Google français', 'fr_FR', { localService: false }),
];

describe('voicesFor', () => {
  it('keeps the voices of the language in any region and spelling', () => {
    expect(voicesFor([...english, ...french], 'fr').map((x) => x.name)).toEqual([
      'Amélie',
      'Thomas',
      'Google français',
    ]);
    expect(voicesFor([v('X', 'FR'), v('Y', 'fra-FR'), v('Z', 'fr')], 'fr').map((x) => x.name)).toEqual([
      'X',
      'Z',
    ]);
  });
});

describe('pickVoice', () => {
  it('never reads French with an English voice', () => {
    expect(pickVoice(english, 'fr')).toBeNull();
    expect(pickVoice([], 'en')).toBeNull();
  });

  it('prefers the exact usual region (fr-FR), a local voice first, over another region', () => {
    expect(pickVoice([...english, ...french], 'fr')?.name).toBe('Thomas');
    expect(pickVoice([v('Amélie', 'fr-CA'), v('Juliette', 'fr-BE')], 'fr')?.name).toBe('Amélie');
  });

  it("prefers the user's own region, then the browser's default voice", () => {
    expect(pickVoice([...english, ...french], 'fr', null, ['fr-CA', 'en-US'])?.name).toBe('Amélie');
    expect(pickVoice([v('A', 'es-MX'), v('B', 'es-US', { default: true })], 'es')?.name).toBe('B');
  });

  it('keeps the voice the user chose for the language while it exists', () => {
    expect(pickVoice(french, 'fr', 'Google français')?.name).toBe('Google français');
    expect(pickVoice(french, 'fr', 'David')?.name).toBe('Thomas');
    expect(pickVoice(french, 'fr', 'Gone')?.name).toBe('Thomas');
  });
});

describe('loadVoices', () => {
  const target = () => ({}) as Window;

  it('answers at once when the voices are there', async () => {
    const w = target();
    installFakeSpeech({ voices: [{ name: 'David', lang: 'en-US' }] }, w);
    expect((await loadVoices(w.speechSynthesis, 50)).map((x) => x.name)).toEqual(['David']);
  });

  it('waits for voiceschanged when the engine is still starting (Chrome)', async () => {
    const w = target();
    installFakeSpeech({ voices: [{ name: 'Thomas', lang: 'fr-FR' }], voicesAfterMs: 20 }, w);
    expect(w.speechSynthesis.getVoices()).toEqual([]);
    expect((await loadVoices(w.speechSynthesis, 2000)).map((x) => x.name)).toEqual(['Thomas']);
  });

  it('gives up with no voices after the timeout when none ever come', async () => {
    const w = target();
    installFakeSpeech({ voices: [] }, w);
    const started = Date.now();
    expect(await loadVoices(w.speechSynthesis, 60)).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });
});
