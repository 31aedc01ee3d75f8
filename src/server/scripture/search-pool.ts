/**
 * Runs search jobs on one worker thread (search.worker.ts), fairly: each client has its own
 * queue and the worker takes the clients in turn, so one client's run of costly searches delays
 * only that client. A client with too many searches waiting gets `search_busy`; a job that runs
 * too long is stopped (the worker is replaced) and answered `search_too_broad`. A job's time
 * counts from when the worker is ready: a worker's start (its verse tables, ~1 s with twelve
 * Bibles, several on a busy machine) is no search's fault, and counting it made the first phrase
 * search after a start — and, the worker replaced, the next — too broad.
 */
import { Worker } from 'node:worker_threads';
import type { SearchResult } from '../../shared/api';
import { AppError } from '../errors';
import type { Summary } from './search-index';

/** A page of a query, and its summary when it is already known (else the worker counts it). */
export interface PageJob {
  fts: string;
  selected: number[];
  from: number;
  to: number;
  summary?: Summary;
  offset: number;
  size: number;
}

export interface PageAnswer {
  summary: Summary;
  results: SearchResult[];
}

interface Queued {
  job: PageJob;
  resolve: (r: PageAnswer) => void;
  reject: (e: unknown) => void;
}

export const MAX_WAITING_PER_CLIENT = 4;
export const JOB_LIMIT_MS = 5_000;

export class SearchPool {
  private worker: Worker | null = null;
  /** the worker has said it is ready (its index built): jobs' clocks run from then */
  private ready = false;
  /** clients in turn order (a Map keeps insertion order: a served client goes to the back) */
  private readonly waiting = new Map<string, Queued[]>();
  private running: (Queued & { id: number; timer: NodeJS.Timeout | null }) | null = null;
  private nextId = 0;
  /** no more jobs are taken (closing: those taken may still be running) */
  private closed = false;
  private grace: NodeJS.Timeout | undefined;

  constructor(
    private readonly workerData: { path: string; extension: string; entryPoint: string },
    private readonly limitMs = JOB_LIMIT_MS,
  ) {}

  run(client: string, job: PageJob): Promise<PageAnswer> {
    if (this.closed) return Promise.reject(new AppError('shutting_down', 503, { 'retry-after': '5' }));
    const queue = this.waiting.get(client) ?? [];
    if (queue.length >= MAX_WAITING_PER_CLIENT) return Promise.reject(new AppError('search_busy', 429));
    return new Promise((resolve, reject) => {
      queue.push({ job, resolve, reject });
      this.waiting.set(client, queue);
      this.next();
    });
  }

  /**
   * Starts the worker now, so that the first phrase search does not wait seconds for it to read
   * its verse tables (twelve Bibles): called once the server listens (app.ts).
   */
  warm() {
    if (!this.closed) this.ensureWorker();
  }

  /**
   * Takes no more jobs (one asked for now is answered `shutting_down`: 503, retry in 5 s); the
   * jobs running and waiting may finish within `graceMs`, and those left then are answered
   * `shutting_down` too, rather than held until the worker has done them all (six broad searches
   * held a SIGTERM past its 10 s grace: issue 41). Called again, it stops at once.
   */
  close(graceMs = 0) {
    this.closed = true;
    clearTimeout(this.grace);
    if (graceMs > 0 && (this.running || this.waiting.size))
      this.grace = setTimeout(() => this.stop(), graceMs);
    else this.stop();
  }

  /**
   * Answers every job left `shutting_down` and ends the worker without waiting for it: a query in
   * SQLite's C code runs on until it returns (up to JOB_LIMIT_MS), and nobody waits for its answer.
   */
  private stop() {
    const stopping = () => new AppError('shutting_down', 503, { 'retry-after': '5' });
    const running = this.running;
    this.running = null;
    if (running) {
      if (running.timer) clearTimeout(running.timer);
      running.reject(stopping());
    }
    for (const queue of this.waiting.values()) for (const q of queue) q.reject(stopping());
    this.waiting.clear();
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
  }

  private next() {
    if (this.running) return;
    const turn = this.waiting.entries().next();
    if (turn.done) {
      if (this.closed) this.close(); // closing, and all done
      return;
    }
    const [client, queue] = turn.value;
    const queued = queue.shift()!;
    this.waiting.delete(client);
    if (queue.length) this.waiting.set(client, queue);
    const id = ++this.nextId;
    this.running = { ...queued, id, timer: null };
    const worker = this.ensureWorker();
    if (this.ready) this.startClock();
    worker.postMessage({ id, job: queued.job });
  }

  private startClock() {
    const running = this.running;
    if (!running || running.timer) return;
    running.timer = setTimeout(() => this.fail(new AppError('search_too_broad', 400), true), this.limitMs);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    // the built server runs search.worker.js beside it; tests and `tsx` run the TypeScript source
    // through tsx's loader, registered inside the worker
    const ts = import.meta.url.endsWith('.ts');
    const url = new URL(ts ? './search.worker.ts' : './search.worker.js', import.meta.url);
    const worker = ts
      ? new Worker(
          `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`,
          { eval: true, workerData: this.workerData },
        )
      : new Worker(url, { workerData: this.workerData });
    worker.on(
      'message',
      (msg: ({ id: number } & ({ answer: PageAnswer } | { error: string })) | { ready: true }) => {
        if ('ready' in msg) {
          if (this.worker === worker) this.ready = true;
          this.startClock();
          return;
        }
        const running = this.running;
        if (!running || msg.id !== running.id) return;
        if (running.timer) clearTimeout(running.timer);
        this.running = null;
        if ('error' in msg)
          running.reject(
            msg.error.includes('fts5') ? new AppError('search_no_words', 400) : new Error(msg.error),
          );
        else running.resolve(msg.answer);
        this.next();
      },
    );
    worker.on('error', (err) => this.fail(err, false));
    // a worker that dies on its own (not replaced by fail(), nor stopped) takes its job with it
    worker.on('exit', () => {
      if (this.worker === worker) this.fail(new Error('search worker exited'), false);
    });
    worker.unref();
    this.worker = worker;
    this.ready = false;
    return worker;
  }

  /** The running job failed (timeout or a worker error): answer it, replace the worker, go on. */
  private fail(err: unknown, stop: boolean) {
    const running = this.running;
    this.running = null;
    if (running) {
      if (running.timer) clearTimeout(running.timer);
      running.reject(err);
    }
    const worker = this.worker;
    this.worker = null;
    this.ready = false;
    if (stop) void worker?.terminate();
    this.next();
  }
}
