/** The built-in driver: the template composer (compose/compose.ts) writes the study from scripture.db. */
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { composeStudy, composeSteps } from './compose/compose';
import { CancelledError } from './provider-client';
import { inTurns } from '../steps';
import type { DriverCall, StudyDraft, StudyDriver, StudyOrder } from './study-driver';

/** The composer's "model": bump when its templates change, like PROMPT_VERSION. */
// v3 (issue 17): the Spanish methods address the reader as "usted", as the interface does
// v4 (issue 16): each method its own sections (timeline, traits, verse map, word study, SOAP,
// observation aids, Matthew Henry's note); questions and prayer fit the person
// v5 (issue 16): key passages quoted whole; Nave's events with their headings, errata and checks
// v6: Strong's glosses give the meaning, not the derivation left at the start of some definitions;
// traits and timeline join consecutive verses (`Mark 14:10-11`), as the event lines did
// v7, v8 (issue 25): Chronological, Observation, Word Study and key verses on the people data
// v9 (issue 25): traits chosen by hand, contrasts, who the person is in every character study,
// every quotation exact
// v10 (issue 25): a name topic's Word Study is its name, where Strong's derives it from and what it
// means; a topic's words include those Strong's defines by its name; a study of a verse or three
// studies its words
// v11 (issue 25): topics that only point elsewhere, names as the verses write them
// v12 (issue 25): a Telugu plural topic takes its postposition in the oblique (పండుగల గురించి);
// observation names people as the passage does (Saul in Acts 7, Elias in the Gospels, Étienne)
// v13 (issue 25): observation sets apart the names said only in lists and genealogies; the RV1909
// quoted by the KJV's numbers where its module numbers otherwise (Jonah 2:1, Numbers 30:3); words
// Strong's derives with a particle (ἀδελφός, ἁμαρτάνω) studied and mapped; SIN is not the town of Sin
// v14 (issue 42): Biographical gives the family and the dated life; Chronological, Biographical
// and Observation read the corrected people data (content/events/, theographic-errata.yaml) and title
// its events in the study's language, an untranslated title marked as English; Nave's lines in the
// team's Spanish, French and Telugu (content/naves-lines/), a line not yet translated marked English;
// observation, Strong's words, the reflection and names in the study's language
// v15 (issue 42): Nave's lines of every topic in the team's Spanish, French and Telugu (naves-lines/
// is not in the content hash), 40 more errata; pointers followed to the heading they name; a place's
// questions ask what its verses say; a name's Word Study quotes where Scripture gives it; counts name
// their Bible in the reader's language; quoted verses whole or visibly cut; key passages read on
// v16 (issue 42): a thin topic's lines from the entries citing its verses corrected by the errata and
// translated; LIBYA, MULE, AMASA, ARMIES, CORINTH corrected; a name's everyday roots (אָב, בֵּן) and
// filler (כֹּה, מְאוּמָה) no longer key words; Strong's meanings cut visibly and in the verse's sense;
// Verse Mapping's words without a span's opening pronoun; every topic with key passages
const BUILTIN_MODEL = 'template-v16';

export class BuiltinDriver implements StudyDriver {
  readonly id = 'builtin';
  readonly model = BUILTIN_MODEL;

  constructor(private readonly repo: ScriptureRepo) {}

  async write({ subject, method, language }: StudyOrder, call: DriverCall): Promise<StudyDraft> {
    // a turn of the event loop between sections (a study is 10–150 ms of work)
    const text = await inTurns(composeSteps(this.repo, subject, method, language));
    if (call.signal.aborted) throw new CancelledError();
    // hand the text over a section at a time, as a provider would
    for (const part of text.split(/(?<=\n)(?=# )/)) call.onDelta?.(part);
    return { text };
  }

  warm({ subject, method, language }: StudyOrder): string {
    return composeStudy(this.repo, subject, method, language);
  }
}
