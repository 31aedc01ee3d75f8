import { useEffect, useMemo, useRef, useState } from 'react';
import type { PassageVerse } from '../../../../shared/api';
import { useResettableState } from '../../../hooks/use-resettable-state';
import { createPlayer, type Player, type PlayerState } from '../lib/speech-player';
import { pieceOfVerse, speechScript } from '../lib/speech-script';
import { loadVoices, pickVoice, voicesFor } from '../lib/voices';
import { useVoiceChoice } from './use-voice-choice';
import { useFollow } from './use-follow';

/**
 * Where listening stands: `loading` while the browser's voices are asked for, `unsupported`
 * without speech synthesis, `no-voice` when the browser has none for the text's language,
 * `stopped` when the user stopped it (said once, then nothing shows).
 */
export type ListenStatus = PlayerState['status'] | 'loading' | 'unsupported' | 'no-voice' | 'stopped';

interface Options {
  /** the chapter shown (undefined before it is) */
  verses: PassageVerse[] | undefined;
  psalms: boolean;
  /** the translation's language (en, es, fr, te), not the UI's */
  language: string | undefined;
  /** the book, chapter and translation: when it changes, reading stops */
  here: string;
}

const engineOf = () =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof window.SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;

/**
 * "Listen": the chapter read aloud in the translation's language with one of its voices, the
 * verse being read followed on the screen. Stops when the chapter or translation changes, and when
 * the page is left.
 */
export function useListen({ verses, psalms, language = 'en', here }: Options) {
  const engine = useMemo(() => engineOf(), []);
  const script = useMemo(() => speechScript(verses ?? [], { psalms }), [verses, psalms]);
  // a new chapter, translation or text is a new session: what was read stops and is forgotten
  const session = useMemo(() => ({ here, script }), [here, script]);
  const sessionRef = useRef(session);
  const [phase, setPhase] = useResettableState<ListenStatus | null>(null, session);
  const [played, setPlayed] = useResettableState<PlayerState>({ status: 'idle', index: 0 }, session);
  const [voices, setVoices] = useState<SpeechSynthesisVoice[] | null>(null);
  const [choices, choose] = useVoiceChoice();
  const playerRef = useRef<Player | null>(null);
  // each start and stop is a new attempt: voices that arrive after a stop start nothing
  const attempt = useRef(0);
  const player = () =>
    (playerRef.current ??= createPlayer(engine!, (t) => new SpeechSynthesisUtterance(t), setPlayed));

  const voiceOf = (list: SpeechSynthesisVoice[]) =>
    pickVoice(list, language, choices[language], typeof navigator === 'undefined' ? [] : navigator.languages);
  const voice = voices ? voiceOf(voices) : null;

  useEffect(() => {
    sessionRef.current = session;
    return () => playerRef.current?.stop();
  }, [session]);
  useEffect(() => {
    const leave = () => playerRef.current?.stop();
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);
  // voices that arrive or change later (a slow engine, a voice installed meanwhile)
  const asked = voices !== null;
  useEffect(() => {
    if (!engine || !asked) return;
    const update = () => setVoices(engine.getVoices());
    engine.addEventListener('voiceschanged', update);
    return () => engine.removeEventListener('voiceschanged', update);
  }, [engine, asked]);

  const status: ListenStatus = phase ?? played.status;
  const active = status === 'playing' || status === 'paused';
  const verse = active ? (script[played.index]?.verse ?? null) : null;
  useFollow(status === 'playing' ? verse : null);

  /**
   * Starts reading. Where the voices are known, the first utterance is spoken within the click
   * itself: Safari on iOS speaks nothing that a user's gesture did not start.
   */
  const start = (fromVerse?: number) => {
    if (!engine) return setPhase('unsupported');
    if (!script.length) return;
    const mine = { session, attempt: ++attempt.current };
    const go = (list: SpeechSynthesisVoice[]) => {
      const v = voiceOf(list);
      if (!v) return setPhase('no-voice');
      setPhase(null);
      player().play(script, v, fromVerse ? pieceOfVerse(script, fromVerse) : 0);
    };
    const now = voices?.length ? voices : engine.getVoices();
    if (now.length || voices !== null) {
      if (now !== voices) setVoices(now);
      return go(now);
    }
    // Chrome's first answer is empty until its engine has started: wait for the voices once
    setPhase('loading');
    void loadVoices(engine).then((list) => {
      setVoices(list);
      if (sessionRef.current === mine.session && attempt.current === mine.attempt) go(list);
    });
  };

  return {
    status,
    /** the verse being read or paused at */
    verse,
    /** the chapter's last verse, for "verse 3 of 31" */
    last: verses?.at(-1)?.verse ?? 0,
    language,
    /** the engine's error code when `status` is 'error' */
    error: played.error,
    /** the browser's voices for the language (a choice shows when there are several) */
    voices: voices ? voicesFor(voices, language) : [],
    voice,
    /** reads from the start, or from a verse (the selection's first) */
    start,
    pause: () => playerRef.current?.pause(),
    resume: () => playerRef.current?.resume(),
    /** stops reading, and closes a message */
    stop: () => {
      attempt.current++;
      setPhase(active || status === 'loading' ? 'stopped' : null);
      playerRef.current?.stop();
    },
    chooseVoice: (voiceURI: string) => {
      choose(language, voiceURI);
      const next = voices?.find((x) => x.voiceURI === voiceURI);
      if (next) playerRef.current?.setVoice(next);
    },
  };
}

export type Listen = ReturnType<typeof useListen>;
