// @vitest-environment jsdom
/**
 * Listen's controls in each state, over a fake speech engine with the real interface (jsdom has
 * none, which is the "no speech synthesis" case): the verse read and followed, pause, resume, stop,
 * the voice choice kept per language, no French read with an English voice, and reading stopped
 * when the chapter changes.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PassageVerse } from '../../../../shared/api';
import i18n, { prepareLanguage } from '../../../i18n';
import { installFakeSpeech, type FakeSpeechOptions } from '../../../../test/fake-speech';
import { useListen } from '../hooks/use-listen';
import { ListenBar } from './ListenBar';

beforeAll(async () => {
  await prepareLanguage('en');
  await prepareLanguage('fr');
  // jsdom lays nothing out: following a verse is checked end to end (e2e/listen.spec.ts)
  Element.prototype.scrollIntoView = () => {};
});
afterEach(async () => {
  cleanup();
  for (const key of ['speechSynthesis', 'SpeechSynthesisUtterance', '__speech'])
    delete (window as unknown as Record<string, unknown>)[key];
  localStorage.clear();
  await i18n.changeLanguage('en');
});

const verse = (n: number, text: string): PassageVerse => ({
  osis: `John.11.${n}`,
  book: 'John',
  chapter: 11,
  verse: n,
  text,
  heading: null,
  paragraph: false,
});
const chapter = [verse(1, 'First verse.'), verse(2, 'Second verse.'), verse(3, 'Third verse.')];
const tick = () => act(() => new Promise((r) => setTimeout(r, 10)));

function Harness({ language = 'en', here = 'John 11 KJV' }: { language?: string; here?: string }) {
  const listen = useListen({ verses: chapter, psalms: false, language, here });
  return (
    <>
      <button type="button" id="listen-button" onClick={() => listen.start()}>
        Listen
      </button>
      <span data-testid="reading">{listen.verse ?? ''}</span>
      <ListenBar listen={listen} />
    </>
  );
}

const speak = (options: FakeSpeechOptions) => installFakeSpeech(options, window);
const status = () => screen.getByRole('status');

describe('ListenBar', () => {
  it('reads verse after verse, pauses, resumes and stops', async () => {
    const speech = speak({ voices: [{ name: 'David', lang: 'en-US' }], mode: 'step' });
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    await tick();
    expect(speech.current()).toBe('First verse.');
    expect(screen.getByTestId('reading').textContent).toBe('1');
    expect(screen.getByText('Verse 1 of 3')).toBeTruthy();
    expect(status().textContent).toBe('Reading aloud with David');
    // the bar takes the focus: the keyboard is on Pause at once
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pause' }));

    speech.finish();
    await tick();
    expect(screen.getByTestId('reading').textContent).toBe('2');
    expect(screen.getByText('Verse 2 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await tick();
    expect(speech.current()).toBeNull();
    expect(status().textContent).toBe('Paused at verse 2');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resume' }));
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await tick();
    expect(speech.current()).toBe('Second verse.');

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await tick();
    expect(speech.current()).toBeNull();
    expect(screen.queryByRole('group', { name: 'Reading aloud' })).toBeNull();
    expect(status().textContent).toBe('Reading stopped.');
    expect(screen.getByTestId('reading').textContent).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Listen' }));
  });

  it('says the chapter is finished and offers to read it again', async () => {
    const speech = speak({ voices: [{ name: 'David', lang: 'en-US' }], mode: 'step' });
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    for (let i = 0; i < 3; i++) {
      await tick();
      speech.finish();
    }
    await tick();
    expect(status().textContent).toBe('Finished reading the chapter.');
    await user.click(screen.getByRole('button', { name: 'Read again' }));
    await tick();
    expect(speech.current()).toBe('First verse.');
  });

  it('does not read French with an English voice: it says no French voice is installed', async () => {
    const speech = speak({ voices: [{ name: 'David', lang: 'en-US' }], mode: 'step' });
    const user = userEvent.setup();
    render(<Harness language="fr" />);
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    await tick();
    expect(speech.log).toEqual([]);
    expect(status().textContent).toMatch(/^No French voice is installed in this browser/);
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('group', { name: 'Reading aloud' })).toBeNull();
  });

  it('says it in the UI language, naming the text’s language', async () => {
    await i18n.changeLanguage('fr');
    speak({ voices: [{ name: 'Mónica', lang: 'es-ES' }], mode: 'step' });
    const user = userEvent.setup();
    render(<Harness language="fr" />);
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    await tick();
    expect(status().textContent).toMatch(/^Aucune voix en français n’est installée dans ce navigateur/);
  });

  it('waits for voices that arrive late, then reads', async () => {
    const speech = speak({
      voices: [{ name: 'Thomas', lang: 'fr-FR' }],
      mode: 'step',
      voicesAfterMs: 'on call',
    });
    const user = userEvent.setup();
    render(<Harness language="fr" />);
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    expect(status().textContent).toBe('Looking for a voice…');
    expect(speech.log).toEqual([]);
    await act(async () => speech.voicesArrive());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(speech.log[0]).toEqual({ text: 'First verse.', voice: 'Thomas', lang: 'fr-FR' });
  });

  it('starts nothing when stopped while it looks for a voice', async () => {
    // the voices come when the test says, after Stop, however slow the machine (a 200 ms timer came first under load)
    const speech = speak({
      voices: [{ name: 'Thomas', lang: 'fr-FR' }],
      mode: 'step',
      voicesAfterMs: 'on call',
    });
    const user = userEvent.setup();
    render(<Harness language="fr" />);
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await act(async () => speech.voicesArrive());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(speech.log).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Reading aloud' })).toBeNull();
    expect(status().textContent).toBe('Reading stopped.');
  });

  it('says so when the browser has no speech synthesis at all', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    expect(status().textContent).toBe('This browser cannot read aloud: it has no speech synthesis.');
  });

  it('offers the language’s voices when there are several, and remembers the choice', async () => {
    const speech = speak({
      voices: [
        { name: 'Thomas', lang: 'fr-FR' },
        { name: 'Amélie', lang: 'fr-CA' },
        { name: 'David', lang: 'en-US' },
      ],
      mode: 'step',
    });
    const user = userEvent.setup();
    render(<Harness language="fr" />);
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    await tick();
    const select = screen.getByRole('combobox', { name: 'Voice' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Thomas (fr-FR)',
      'Amélie (fr-CA)',
    ]);
    await user.selectOptions(select, 'fake:Amélie');
    await tick();
    expect(speech.log.map((l) => l.voice)).toEqual(['Thomas', 'Amélie']);
    expect(JSON.parse(localStorage.getItem('listen.voices')!)).toEqual({ v: 1, data: { fr: 'fake:Amélie' } });
  });

  it('stops reading when the chapter or translation changes', async () => {
    const speech = speak({ voices: [{ name: 'David', lang: 'en-US' }], mode: 'step' });
    const user = userEvent.setup();
    const { rerender } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    await tick();
    expect(speech.current()).toBe('First verse.');
    rerender(<Harness here="John 12 KJV" />);
    await tick();
    expect(speech.current()).toBeNull();
    expect(screen.queryByRole('group', { name: 'Reading aloud' })).toBeNull();
    speech.finish();
    await tick();
    expect(speech.log).toHaveLength(1);
  });
});
