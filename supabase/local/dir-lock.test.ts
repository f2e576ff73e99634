// @vitest-environment node
/** The data-directory lock: live holders refuse, dead ones (killed, rebooted, pid reused) are taken over once. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runNode, tempDir } from '../../scripts/test-helpers.ts';
import { acquireDirLock, DataDirBusyError, lockFileFor, type LockHolder } from './dir-lock.ts';

const tmp = tempDir('lock');
let n = 0;
let dir: string;
beforeEach(() => {
  dir = join(tmp.dir, `db-${++n}`);
});
afterAll(() => tmp.remove());

const linux = existsSync('/proc/self/stat');
const read = (): LockHolder => JSON.parse(readFileSync(lockFileFor(dir), 'utf8')) as LockHolder;
/** A lock file as another process would have left it. */
const plant = (h: Partial<LockHolder>) =>
  writeFileSync(
    lockFileFor(dir),
    JSON.stringify({ pid: process.pid, host: hostname(), command: 'node x', cwd: '/', since: '', token: 'theirs', ...h }),
  );

/** A pid that is certainly not running: a process that has exited. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(r.stdout.trim());
}

describe('acquireDirLock', () => {
  it('names its holder, refuses a second taker (even in the same process) and is gone after release', () => {
    const lock = acquireDirLock(dir);
    expect(read()).toMatchObject({ pid: process.pid, host: hostname() });
    if (linux) expect(read().startTicks).toMatch(/^\d+$/);
    const second = (() => {
      try {
        acquireDirLock(dir);
      } catch (err) {
        return err;
      }
    })();
    expect(second).toBeInstanceOf(DataDirBusyError);
    expect((second as Error).message).toContain(`pid ${process.pid}`);
    expect((second as Error).message).toContain('LOCAL_DB_DIR=memory');
    lock.release();
    expect(existsSync(lockFileFor(dir))).toBe(false);
    acquireDirLock(dir).release();
  });

  it('takes over the lock of a process that is gone', () => {
    plant({ pid: deadPid() });
    const lock = acquireDirLock(dir);
    expect(read().pid).toBe(process.pid);
    lock.release();
  });

  it.runIf(linux)('takes over when the pid now belongs to another process (start time differs) or the machine rebooted', () => {
    plant({ pid: process.pid, startTicks: '1' });
    acquireDirLock(dir).release();
    plant({ pid: process.pid, bootId: 'another-boot' });
    acquireDirLock(dir).release();
  });

  it('never takes over a live holder, nor one on another machine it cannot check', () => {
    plant({ pid: process.pid, startTicks: undefined });
    expect(() => acquireDirLock(dir)).toThrow(DataDirBusyError);
    plant({ pid: deadPid(), host: 'another-machine' });
    expect(() => acquireDirLock(dir)).toThrow(/on host another-machine[\s\S]*delete .*\.lock/);
  });

  it('replaces an unreadable lock file once it is not fresh', () => {
    writeFileSync(lockFileFor(dir), 'garbage');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFileFor(dir), old, old);
    acquireDirLock(dir).release();
  });

  it('release leaves a lock that is no longer its own', () => {
    const lock = acquireDirLock(dir);
    plant({ token: 'someone-else' });
    expect(lock.stillHeld()).toBe(false);
    lock.release();
    expect(read().token).toBe('someone-else');
  });

  it('a takeover guard left by a process killed in the middle of one is cleared, and the stale lock taken over', () => {
    plant({ pid: deadPid() });
    const guard = `${lockFileFor(dir)}.takeover`;
    writeFileSync(guard, '12345\n');
    const old = new Date(Date.now() - 60_000);
    utimesSync(guard, old, old);
    const lock = acquireDirLock(dir);
    expect(lock.stillHeld()).toBe(true);
    expect(existsSync(guard)).toBe(false);
    lock.release();
  });

  it('of several processes taking over the same stale lock at once, exactly one gets it', async () => {
    plant({ pid: deadPid() });
    const url = pathToFileURL(join(__dirname, 'dir-lock.ts')).href;
    // All four load and meet (a file each), so that their takeovers really overlap; the winner holds the lock
    // until every racer has tried (no instant agreed on the clock: a busy machine starts them seconds apart).
    const meet = join(tmp.dir, `meet-${n}`);
    mkdirSync(meet);
    const code = `const { acquireDirLock } = await import(${JSON.stringify(url)});
      const { readdirSync, writeFileSync } = await import('node:fs');
      const count = (kind) => readdirSync(${JSON.stringify(meet)}).filter((f) => f.startsWith(kind)).length;
      const mark = (kind) => writeFileSync(${JSON.stringify(meet)} + '/' + kind + process.pid, '');
      mark('ready-');
      while (count('ready-') < 4);
      let out;
      try { acquireDirLock(${JSON.stringify(dir)}); out = 'won'; }
      catch (e) { out = e.name === 'LocalStartError' ? 'busy' : 'error ' + e.message; }
      mark('tried-');
      while (out === 'won' && count('tried-') < 4) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
      console.log(out);`;
    const racers = Array.from({ length: 4 }, () => runNode(['--import', 'tsx', '--input-type=module', '-e', code], {}));
    await Promise.all(racers.map((r) => r.exited));
    const outcomes = racers.map((r) => r.output().trim()).sort();
    expect(outcomes).toEqual(['busy', 'busy', 'busy', 'won']);
  }, 30_000);
});
