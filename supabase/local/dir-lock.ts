/**
 * One process per local database directory. PGlite has no guard of its own: its postmaster.pid always says
 * pid -42 (the WebAssembly process) and is ignored on open, so two processes on one directory both serve, both
 * acknowledge writes, and only one of them survives a restart (or the directory is left damaged).
 *
 * The lock is a file beside the directory (`<dir>.lock`, not inside: PGlite owns that tree and db:reset moves it
 * aside), created atomically (a complete temporary file hard-linked into place, so no reader sees a half-written
 * lock). It names its holder: pid, the kernel's start time of that pid (so a reused pid is not mistaken for the
 * holder), the boot it was taken in, host, command and working directory. A lock whose holder is gone (killed,
 * crashed, rebooted) is stale and is taken over; a live holder's never is.
 */
import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, resolve } from 'node:path';

export interface LockHolder {
  pid: number;
  host: string;
  /** /proc/<pid>/stat start time (clock ticks since boot), Linux only. */
  startTicks?: string;
  bootId?: string;
  command: string;
  cwd: string;
  since: string;
  token: string;
}

export interface DirLock {
  file: string;
  /** False once another process replaced the lock file (only in a takeover race). */
  stillHeld(): boolean;
  release(): void;
}

/** A failure with an actionable message for the person at the terminal; printed without a stack. */
export class LocalStartError extends Error {
  override name = 'LocalStartError';
}

export class DataDirBusyError extends LocalStartError {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
    readonly file: string,
  ) {
    super(busyMessage(dir, holder, file));
  }
}

export function lockFileFor(dir: string): string {
  return `${resolve(dir)}.lock`;
}

function readOptional(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Kernel start time of a process (field 22 of /proc/<pid>/stat; the command name before it may hold spaces). */
function startTicksOf(pid: number): string | undefined {
  const stat = readOptional(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const bootId = () => readOptional('/proc/sys/kernel/random/boot_id')?.trim();

function self(): LockHolder {
  return {
    pid: process.pid,
    host: hostname(),
    startTicks: startTicksOf(process.pid),
    bootId: bootId(),
    command: [basename(process.argv0), ...process.argv.slice(1)]
      .map((a) => (a.startsWith(process.cwd() + '/') ? a.slice(process.cwd().length + 1) : a))
      .join(' ')
      .slice(0, 200),
    cwd: process.cwd(),
    since: new Date().toISOString(),
    token: randomUUID(),
  };
}

/** Whether the process named in a lock still runs. Another machine's process cannot be checked: assumed alive. */
function alive(h: LockHolder): boolean {
  if (h.host !== hostname()) return true;
  const boot = bootId();
  if (h.bootId && boot && h.bootId !== boot) return false;
  try {
    process.kill(h.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
    // EPERM: it exists, under another user
  }
  const ticks = h.startTicks ? startTicksOf(h.pid) : undefined;
  return !(ticks && ticks !== h.startTicks); // same pid, other start time: the pid was reused
}

type Read = { kind: 'none' } | { kind: 'holder'; holder: LockHolder } | { kind: 'unreadable'; ageMs: number };

function readLock(file: string): Read {
  const text = readOptional(file);
  if (text === undefined) return { kind: 'none' };
  try {
    const h = JSON.parse(text) as LockHolder;
    if (Number.isInteger(h.pid) && typeof h.token === 'string') return { kind: 'holder', holder: h };
  } catch {
    /* below */
  }
  let ageMs = Infinity;
  try {
    ageMs = Date.now() - statSync(file).mtimeMs;
  } catch {
    return { kind: 'none' };
  }
  return { kind: 'unreadable', ageMs };
}

/** The live process holding `dir`, if any (a stale lock counts as none). */
export function lockHolder(dir: string): LockHolder | undefined {
  const r = readLock(lockFileFor(dir));
  return r.kind === 'holder' && alive(r.holder) ? r.holder : undefined;
}

/** Throws DataDirBusyError if a live process holds `dir` (a cheap early check; acquireDirLock decides). */
export function assertDirFree(dir: string): void {
  const h = lockHolder(dir);
  if (h) throw new DataDirBusyError(resolve(dir), h, lockFileFor(dir));
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes a stale lock. Only one process at a time may: the one that created `<lock>.takeover` (exclusively), and it
 * removes the lock only if it is still the one judged stale. (Renaming the lock aside and putting back a lock that
 * turned out to be live left a moment in which a third process could take the lock too: two holders.) Another
 * process taking over meanwhile: this one waits a moment and looks again. A takeover guard older than a few seconds
 * was left by a process killed in the middle of one (a takeover takes milliseconds) and is removed.
 */
function removeStale(file: string, judged: LockHolder | undefined): void {
  const guard = `${file}.takeover`;
  try {
    writeFileSync(guard, `${process.pid}\n`, { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    try {
      if (Date.now() - statSync(guard).mtimeMs > 5000) rmSync(guard, { force: true });
    } catch {
      /* gone already */
    }
    sleep(20);
    return;
  }
  try {
    const now = readLock(file);
    const unchanged = judged ? now.kind === 'holder' && now.holder.token === judged.token : now.kind === 'unreadable';
    if (unchanged) rmSync(file, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

const held = new Map<string, string>(); // lock file -> our token
let exitHook = false;

function releaseFile(file: string): void {
  const token = held.get(file);
  if (!token) return;
  held.delete(file);
  const r = readLock(file);
  if (r.kind === 'holder' && r.holder.token === token) rmSync(file, { force: true });
}

/** Takes the lock of `dir` or throws DataDirBusyError naming the live holder. Released on release() or exit. */
export function acquireDirLock(dir: string): DirLock {
  const file = lockFileFor(dir);
  mkdirSync(dirname(file), { recursive: true });
  const me = self();
  const tmp = `${dirname(file)}/.${basename(file)}.${process.pid}.${me.token}.tmp`;
  writeFileSync(tmp, JSON.stringify(me, null, 2) + '\n');
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        linkSync(tmp, file); // fails if any lock exists; the content is complete the moment it appears
        held.set(file, me.token);
        if (!exitHook) {
          exitHook = true;
          process.once('exit', () => [...held.keys()].forEach(releaseFile));
        }
        return {
          file,
          stillHeld: () => {
            const r = readLock(file);
            return r.kind === 'holder' && r.holder.token === me.token;
          },
          release: () => releaseFile(file),
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const r = readLock(file);
      if (r.kind === 'holder') {
        if (alive(r.holder)) throw new DataDirBusyError(resolve(dir), r.holder, file);
        removeStale(file, r.holder);
      } else if (r.kind === 'unreadable') {
        // Not written by this module (its locks appear complete); give a hand-made file a moment, then replace it.
        if (r.ageMs < 2000) sleep(100);
        else removeStale(file, undefined);
      }
    }
    throw new LocalStartError(`Could not take the lock ${file}: it kept changing. Try again.`);
  } finally {
    rmSync(tmp, { force: true });
  }
}

function busyMessage(dir: string, h: LockHolder, file: string): string {
  const who = `pid ${h.pid}${h.host !== hostname() ? ` on host ${h.host}` : ''} (${h.command || 'node'}, in ${h.cwd}, since ${h.since})`;
  return [
    `The local database ${dir} is in use by another process: ${who}.`,
    'Two processes on one database directory lose data, so this start stops here. Either:',
    `  - stop that process (Ctrl+C in its terminal, or \`kill ${h.pid}\`) and start again, or`,
    '  - run this one on its own database: `LOCAL_DB_DIR=memory npm start` (fresh, in memory, nothing kept)',
    '    or `LOCAL_DB_DIR=.local/db-2 npm start` (another directory).',
    h.host !== hostname() ? `If that process is not running any more, delete ${file}.` : `(Lock file: ${file}.)`,
  ].join('\n');
}
