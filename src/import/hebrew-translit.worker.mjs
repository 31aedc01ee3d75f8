// Transliterates Hebrew forms (workerData: string[]) with the hebrew-transliteration package and
// posts the results back in the same order; a form the package cannot read gives ''.
// Plain JavaScript: a worker thread starts without the TypeScript loader the import runs under.
import { parentPort, workerData } from 'node:worker_threads';
import { transliterate } from 'hebrew-transliteration';

parentPort.postMessage(
  workerData.map((form) => {
    try {
      return transliterate(form);
    } catch {
      return '';
    }
  }),
);
