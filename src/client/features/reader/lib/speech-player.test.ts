/** The player over a fake engine with the real interface: piece after piece, pause, resume, stop, errors. */
import { describe, expect, it } from 'vitest';
import { installFakeSpeech } from '../../../../test/fake-speech';
import { createPlayer, type PlayerState } from './speech-player';

const script = [
  { verse: 1, text: 'one' },
  { verse: 2, text: 'two a' },
  { verse: 2, text: 'two b' },
  { verse: 3, text: 'three' },
];
const thomas = { voiceURI: 'fake:Thomas', name: 'Thomas', lang: 'fr-FR', default: false, localService: true };
const tick = () => new Promise((r) => setTimeout(r, 5));

function setUp() {
  const w = {} as Window;
  const speech = installFakeSpeech({ voices: [thomas], mode: 'step' }, w);
  const states: PlayerState[] = [];
  const Utterance = (w as unknown as { SpeechSynthesisUtterance: typeof SpeechSynthesisUtterance })
    .SpeechSynthesisUtterance;
  const player = createPlayer(
    w.speechSynthesis,
    (t) => new Utterance(t),
    (s) => states.push(s),
  );
  return { speech, player, states };
}

describe('createPlayer', () => {
  it('speaks one piece at a time, in the voice and its language, to the end', async () => {
    const { speech, player, states } = setUp();
    player.play(script, thomas);
    await tick();
    expect(speech.current()).toBe('one');
    expect(player.state()).toEqual({ status: 'playing', index: 0 });
    for (const _ of script) {
      speech.finish();
      await tick();
    }
    expect(speech.log).toEqual(script.map((p) => ({ text: p.text, voice: 'Thomas', lang: 'fr-FR' })));
    expect(player.state().status).toBe('ended');
    expect(states.filter((s) => s.status === 'playing').map((s) => s.index)).toEqual([0, 0, 1, 2, 3]);
  });

  it('speaks within the call when the engine is silent (a click must start it, on iOS)', () => {
    const { speech, player } = setUp();
    player.play(script, thomas);
    expect(speech.current()).toBe('one');
    player.pause();
    expect(speech.current()).toBeNull();
    player.resume();
    expect(speech.current()).toBe('one');
  });

  it('starts from a given piece', async () => {
    const { speech, player } = setUp();
    player.play(script, thomas, 3);
    await tick();
    expect(speech.current()).toBe('three');
  });

  it('pauses silently and resumes with the piece it was in', async () => {
    const { speech, player } = setUp();
    player.play(script, thomas);
    await tick();
    speech.finish();
    await tick();
    expect(speech.current()).toBe('two a');
    player.pause();
    await tick();
    expect(speech.current()).toBeNull();
    expect(player.state()).toEqual({ status: 'paused', index: 1 });
    // the engine's "interrupted" error for the cancelled piece does not move anything on
    await tick();
    expect(player.state().status).toBe('paused');
    player.resume();
    await tick();
    expect(speech.current()).toBe('two a');
    expect(player.state()).toEqual({ status: 'playing', index: 1 });
  });

  it('stops: nothing more is spoken', async () => {
    const { speech, player } = setUp();
    player.play(script, thomas);
    await tick();
    player.stop();
    await tick();
    expect(speech.current()).toBeNull();
    expect(speech.finish()).toBe(false);
    expect(player.state()).toEqual({ status: 'idle', index: 0 });
    expect(speech.log).toHaveLength(1);
  });

  it('says an engine failure instead of going on', async () => {
    const { speech, player } = setUp();
    player.play(script, thomas);
    await tick();
    speech.fail('synthesis-failed');
    await tick();
    expect(player.state()).toEqual({ status: 'error', index: 0, error: 'synthesis-failed' });
    expect(speech.current()).toBeNull();
  });

  it('takes another voice from the piece being read', async () => {
    const { speech, player } = setUp();
    player.play(script, thomas);
    await tick();
    player.setVoice({ ...thomas, voiceURI: 'fake:Amélie', name: 'Amélie', lang: 'fr-CA' });
    await tick();
    expect(speech.log.map((l) => `${l.text}/${l.voice}`)).toEqual(['one/Thomas', 'one/Amélie']);
  });
});
