/**
 * Reads a list of pieces aloud, one utterance at a time, through the Web Speech API (tested with a
 * fake engine in speech-player.test.ts). One utterance per piece is what works across browsers:
 * word-boundary events are missing or wrong in several, and one long utterance is cut off by
 * Chrome's online voices. Pausing cancels the utterance and resuming says its piece again: the
 * engines' own pause() is unreliable (Android Chrome stops instead; Chrome's online voices do not
 * resume after a while), and a piece is at most a sentence or so.
 */
import type { SpeechPiece } from './speech-script';
import type { Voice } from './voices';

export type PlayerStatus = 'idle' | 'playing' | 'paused' | 'ended' | 'error';

/** What the player needs of window.speechSynthesis. */
export type Engine = Pick<SpeechSynthesis, 'speak' | 'cancel' | 'resume' | 'paused' | 'speaking' | 'pending'>;

export interface PlayerState {
  status: PlayerStatus;
  /** the piece being read (or paused at, or last read) */
  index: number;
  /** the engine's error code when `status` is 'error' (not-allowed, synthesis-failed…) */
  error?: string;
}

export interface Player {
  play(script: SpeechPiece[], voice: Voice, from?: number): void;
  pause(): void;
  resume(): void;
  stop(): void;
  /** another voice: the piece being read starts again with it */
  setVoice(voice: Voice): void;
  state(): PlayerState;
}

/**
 * `makeUtterance` builds the utterance (window.SpeechSynthesisUtterance in the browser);
 * `onChange` hears every change of state. `defer` runs a function on a later task: an utterance
 * spoken in the same task as cancel() is dropped by some Chrome versions.
 */
export function createPlayer(
  engine: Engine,
  makeUtterance: (text: string) => SpeechSynthesisUtterance,
  onChange: (state: PlayerState) => void,
  defer: (fn: () => void) => void = (fn) => void setTimeout(fn, 0),
): Player {
  let script: SpeechPiece[] = [];
  let voice: Voice | null = null;
  let state: PlayerState = { status: 'idle', index: 0 };
  // every utterance carries the turn it was spoken in: events of older turns (the "interrupted"
  // or "canceled" errors and late ends that cancel() causes) are ignored
  let turn = 0;
  // held so the browser cannot collect the utterance before its events (a known Chrome bug)
  const held: { utterance: SpeechSynthesisUtterance | null } = { utterance: null };

  const set = (next: PlayerState) => {
    state = next;
    onChange(state);
  };

  function speak(index: number, myTurn: number) {
    if (myTurn !== turn) return;
    if (index >= script.length) {
      held.utterance = null;
      set({ status: 'ended', index: Math.max(0, script.length - 1) });
      return;
    }
    set({ status: 'playing', index });
    const u = makeUtterance(script[index]!.text);
    if (voice) {
      // the real voice object when there is one (a fake in tests is only its description)
      u.voice = voice as SpeechSynthesisVoice;
      u.lang = voice.lang;
    }
    u.onend = () => {
      if (myTurn === turn) speak(index + 1, myTurn);
    };
    u.onerror = (e) => {
      if (myTurn !== turn || e.error === 'interrupted' || e.error === 'canceled') return;
      turn++;
      held.utterance = null;
      set({ status: 'error', index, error: e.error });
    };
    held.utterance = u;
    if (engine.paused) engine.resume();
    engine.speak(u);
  }

  /**
   * Starts a new turn, silencing the engine if it is speaking; `then` runs at once when it was
   * silent (within the user's click: Safari on iOS speaks nothing a gesture did not start), else
   * on a later task.
   */
  function restart(then?: (myTurn: number) => void) {
    const myTurn = ++turn;
    held.utterance = null;
    const busy = engine.speaking || engine.pending;
    if (busy) engine.cancel();
    if (!then) return;
    if (busy) defer(() => then(myTurn));
    else then(myTurn);
  }

  return {
    play(next, v, from = 0) {
      script = next;
      voice = v;
      set({ status: 'playing', index: Math.min(from, Math.max(0, next.length - 1)) });
      restart((t) => speak(state.index, t));
    },
    pause() {
      if (state.status !== 'playing') return;
      restart();
      set({ status: 'paused', index: state.index });
    },
    resume() {
      if (state.status !== 'paused') return;
      set({ status: 'playing', index: state.index });
      restart((t) => speak(state.index, t));
    },
    stop() {
      if (state.status === 'idle') return;
      restart();
      set({ status: 'idle', index: 0 });
    },
    setVoice(v) {
      voice = v;
      if (state.status === 'playing') restart((t) => speak(state.index, t));
    },
    state: () => state,
  };
}
