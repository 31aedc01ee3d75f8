/**
 * zod for the browser. Import schemas' parsers through this module's side effect: zod 4 probes
 * `new Function` for its JIT on the first parse, and under our CSP (no unsafe-eval) the probe is
 * reported as a console error even though zod catches it. `jitless` skips the probe and the JIT
 * (zod/v4/core/util.js, allowsEval); the forms' schemas are small, so the interpreter is enough.
 * Without it e2e/csp.spec.ts fails on /contact with `script-src eval`.
 */
import { z } from 'zod';

z.config({ jitless: true });
