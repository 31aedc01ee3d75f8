/**
 * A stand-in for the browser's speech engine (window.speechSynthesis and SpeechSynthesisUtterance)
 * with the real interface: headless Chromium on the test machines has no voice, and nothing can
 * hear what a real engine says. Self-contained (no imports, no outside names), so Playwright can
 * install it with page.addInitScript(installFakeSpeech, options) as well as the unit tests in jsdom.
 *
 * `step` mode: an utterance is spoken until the test calls `__speech.finish()` (one step);
 * `instant` mode: each ends on the next task. `__speech.log` holds what was spoken, with its voice.
 */
export interface FakeVoice {
  name: string;
  lang: string;
  voiceURI?: string;
  default?: boolean;
  localService?: boolean;
}

export interface FakeSpeechOptions {
  voices: FakeVoice[];
  mode?: 'step' | 'instant';
  /**
   * the voices arrive later, with `voiceschanged` (as in Chrome): after this many milliseconds, or
   * 'on call' when the test says so (`voicesArrive()`), whatever the machine's speed
   */
  voicesAfterMs?: number | 'on call';
}

export interface FakeSpeechControl {
  log: { text: string; voice: string | null; lang: string }[];
  /** ends the utterance being spoken; false when none is */
  finish(): boolean;
  /** fails the utterance being spoken with an engine error code */
  fail(code: string): boolean;
  current(): string | null;
  /** the voices arrive now (`voicesAfterMs: 'on call'`) */
  voicesArrive(): void;
}

export function installFakeSpeech(options: FakeSpeechOptions, target: Window = window): FakeSpeechControl {
  const voices = options.voices.map((v) => ({
    voiceURI: v.voiceURI ?? `fake:${v.name}`,
    name: v.name,
    lang: v.lang,
    default: v.default ?? false,
    localService: v.localService ?? true,
  }));
  let voicesReady = !options.voicesAfterMs;
  const fire = (on: EventTarget, type: string, extra: Record<string, unknown> = {}) => {
    const e = Object.assign(new Event(type), extra);
    const handler = (on as unknown as Record<string, unknown>)[`on${type}`];
    if (typeof handler === 'function') (handler as (e: Event) => void).call(on, e);
    on.dispatchEvent(e);
  };

  class FakeUtterance extends EventTarget {
    text: string;
    lang = '';
    voice: unknown = null;
    rate = 1;
    pitch = 1;
    volume = 1;
    onstart: unknown = null;
    onend: unknown = null;
    onerror: unknown = null;
    onpause: unknown = null;
    onresume: unknown = null;
    onboundary: unknown = null;
    onmark: unknown = null;
    constructor(text = '') {
      super();
      this.text = text;
    }
  }

  const queue: FakeUtterance[] = [];
  let speakingNow: FakeUtterance | null = null;
  const log: FakeSpeechControl['log'] = [];

  class FakeSynthesis extends EventTarget {
    paused = false;
    onvoiceschanged: unknown = null;
    get speaking() {
      return !!speakingNow;
    }
    get pending() {
      return queue.length > 0;
    }
    getVoices() {
      return voicesReady ? voices.slice() : [];
    }
    speak(u: FakeUtterance) {
      queue.push(u);
      if (!speakingNow) next();
    }
    cancel() {
      const was = speakingNow;
      const dropped = queue.splice(0);
      speakingNow = null;
      if (was) setTimeout(() => fire(was, 'error', { error: 'interrupted', utterance: was }), 0);
      for (const u of dropped) setTimeout(() => fire(u, 'error', { error: 'canceled', utterance: u }), 0);
    }
    pause() {
      this.paused = true;
    }
    resume() {
      this.paused = false;
    }
  }
  const synth = new FakeSynthesis();

  function next() {
    const u = queue.shift() ?? null;
    speakingNow = u;
    if (!u) return;
    const voice = u.voice as { name?: string } | null;
    log.push({ text: u.text, voice: voice?.name ?? null, lang: u.lang });
    setTimeout(() => {
      if (speakingNow !== u) return;
      fire(u, 'start', { utterance: u });
      if (options.mode === 'instant') setTimeout(() => end(u), 0);
    }, 0);
  }
  function end(u: FakeUtterance, error?: string) {
    if (speakingNow !== u) return false;
    speakingNow = null;
    if (error) fire(u, 'error', { error, utterance: u });
    else fire(u, 'end', { utterance: u });
    // a handler may have spoken the next utterance already
    if (!speakingNow) next();
    return true;
  }

  const voicesArrive = () => {
    voicesReady = true;
    fire(synth, 'voiceschanged');
  };
  if (typeof options.voicesAfterMs === 'number') setTimeout(voicesArrive, options.voicesAfterMs);

  Object.defineProperty(target, 'speechSynthesis', { value: synth, configurable: true, writable: true });
  Object.defineProperty(target, 'SpeechSynthesisUtterance', {
    value: FakeUtterance,
    configurable: true,
    writable: true,
  });
  const control: FakeSpeechControl = {
    log,
    finish: () => (speakingNow ? end(speakingNow) : false),
    fail: (code) => (speakingNow ? end(speakingNow, code) : false),
    current: () => speakingNow?.text ?? null,
    voicesArrive,
  };
  (target as unknown as { __speech: FakeSpeechControl }).__speech = control;
  return control;
}
