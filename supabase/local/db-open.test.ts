// @vitest-environment node
/**
 * A data directory that cannot be written is not "damaged": a full disk and a read-only directory each get their
 * own start message and advice (resetting would not help them); a directory PGlite cannot read stays "damaged".
 * The real cases mount a small tmpfs (full) and a read-only bind mount, which needs root (skipped otherwise).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DamagedDatabaseError, NoSpaceError, ReadOnlyDatabaseError, openDatabase, openFailure } from './db.ts';

const canMount = (() => {
  if (process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(join(tmpdir(), 'medspa-mount-probe-'));
  const ok = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe]).status === 0;
  if (ok) spawnSync('umount', [probe]);
  rmSync(probe, { recursive: true, force: true });
  return ok;
})();

const mounts: string[] = [];
const root = mkdtempSync(join(tmpdir(), 'medspa-db-open-'));
afterAll(() => {
  for (const m of mounts.reverse()) spawnSync('umount', ['-l', m]);
  rmSync(root, { recursive: true, force: true });
});

describe('start messages', () => {
  it('no space left: its own message, no reset advice', () => {
    const e = openFailure('/data/db', new Error('PGlite failed to initialize properly'), () => 'no-space');
    expect(e).toBeInstanceOf(NoSpaceError);
    expect(e.message).toContain('the disk it is on has no space left');
    expect(e.message).toContain('do not reset it');
    expect(e.message).not.toContain('db:reset');
  });

  it('read-only: its own message, no reset advice', () => {
    const e = openFailure('/data/db', Object.assign(new Error('EROFS: read-only file system, open'), { code: 'EROFS' }));
    expect(e).toBeInstanceOf(ReadOnlyDatabaseError);
    expect(e.message).toContain('the directory is read-only for this process');
    expect(e.message).not.toContain('db:reset');
  });

  it('anything else on a writable directory is still "damaged", with the reset advice', () => {
    const e = openFailure('/data/db', new Error('PGlite failed to initialize properly'), () => null);
    expect(e).toBeInstanceOf(DamagedDatabaseError);
    expect(e.message).toContain('db:reset');
  });
});

describe.skipIf(!canMount)('real directories (tmpfs and a read-only bind mount)', () => {
  it('a read-only data directory', async () => {
    const dir = join(root, 'ro-db');
    const db = await openDatabase({ dataDir: dir });
    await db.close();
    execFileSync('mount', ['--bind', dir, dir]);
    mounts.push(dir);
    execFileSync('mount', ['-o', 'remount,ro,bind', dir]);
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(ReadOnlyDatabaseError);
  }, 60_000);

  it('a full disk', async () => {
    const disk = join(root, 'small-disk');
    mkdirSync(disk);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256m', 'tmpfs', disk]);
    mounts.push(disk);
    const dir = join(disk, 'db');
    const db = await openDatabase({ dataDir: dir });
    await db.close();
    const st = statfsSync(disk);
    const free = st.bavail * st.bsize;
    // fill it up, leaving less than a page
    writeFileSync(join(disk, 'filler'), Buffer.alloc(Math.max(0, free - 2048)));
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(NoSpaceError);
  }, 60_000);
});
