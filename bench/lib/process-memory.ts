/** A process's memory (/proc/<pid>/status and smaps, in MB) and CPU time (/proc/<pid>/stat) as Linux reports them. */
import { readFileSync } from 'node:fs';

export interface Rss {
  total: number;
  anon: number;
  file: number;
}

const MB = 1024 * 1024;
const statusKb = (status: string, key: string) =>
  Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;

/** Resident memory now: in all, anonymous (heaps, malloc) and file-backed (binary, libraries). */
export function rss(pid: number): Rss {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    total: statusKb(status, 'VmRSS'),
    anon: statusKb(status, 'RssAnon'),
    file: statusKb(status, 'RssFile'),
  };
}

/** The most resident memory the process has had since it started (the kernel's high-water mark). */
export const rssPeak = (pid: number) => statusKb(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmHWM');

/**
 * Resident memory by kind of mapping: glibc malloc's main arena (`[heap]`, the main thread's
 * small allocations), its thread arenas (each a 64 MB-aligned reservation of 64 MB: allocations
 * made by worker, libuv-pool and V8 helper threads), other anonymous memory (V8's heaps, code,
 * allocations malloc maps on their own, thread stacks) and file-backed pages.
 */
export function rssByMapping(pid: number) {
  const out = { mainArena: 0, threadArenas: 0, arenas: 0, otherAnon: 0, file: 0 };
  const maps: { start: number; end: number; perms: string; path: string; rss: number }[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head)
      maps.push({
        start: parseInt(head[1], 16),
        end: parseInt(head[2], 16),
        perms: head[3],
        path: head[4],
        rss: 0,
      });
    else if (line.startsWith('Rss:')) maps[maps.length - 1].rss = Number(/(\d+)/.exec(line)![1]) / 1024;
  }
  const ARENA = 64 * MB;
  maps.forEach((m, i) => {
    const next = maps[i + 1];
    // a thread arena: read-write from a 64 MB boundary, the rest of its 64 MB reserved (---p)
    const arena =
      m.path === '' &&
      m.perms.startsWith('rw') &&
      m.start % ARENA === 0 &&
      (m.end - m.start === ARENA ||
        (next?.start === m.end && next.perms.startsWith('---') && next.end === m.start + ARENA));
    if (m.path === '[heap]') out.mainArena += m.rss;
    else if (arena) {
      out.threadArenas += m.rss;
      out.arenas++;
    } else if (m.path === '' || m.path.startsWith('[')) out.otherAnon += m.rss;
    else out.file += m.rss;
  });
  return out;
}

/** rssByMapping as one line. */
export function rssByMappingLine(pid: number): string {
  const m = rssByMapping(pid);
  return `malloc main arena ${m.mainArena.toFixed(0)} MB, malloc thread arenas ${m.threadArenas.toFixed(0)} MB (${m.arenas}), other anonymous ${m.otherAnon.toFixed(0)} MB (V8 heaps, code, large allocations, stacks), file-backed ${m.file.toFixed(0)} MB`;
}

/**
 * CPU time the process has used so far (user and system), in seconds: in all, and its main thread's
 * (the event loop's; the rest is V8's and libuv's helper threads and the search worker).
 */
export function cpuSeconds(pid: number): { all: number; main: number } {
  // utime and stime, in clock ticks (100 a second), after the command name in parentheses
  const ticks = (path: string) => {
    const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  return { all: ticks(`/proc/${pid}/stat`), main: ticks(`/proc/${pid}/task/${pid}/stat`) };
}
