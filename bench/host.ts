/**
 * The bench's host: the built site (MEDSPA_DIST, built first when missing) served by scripts/start.mjs on a port of
 * its own with a fresh in-memory database. Shared by bench/run.ts and bench/first-interaction.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = resolve(ROOT, process.env.MEDSPA_DIST ?? 'dist');
const WIDGETS = join(DIST, 'widgets');

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

export function ensureBuilt(): void {
  if (existsSync(join(DIST, 'index.html')) && existsSync(join(WIDGETS, 'loader.js'))) return;
  console.log(`No build in ${DIST}: running npm run build …`);
  const r = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: process.env,
  });
  if (r.status !== 0) throw new Error('build failed');
}

/** A checkout and its build: this one, or another commit's (bench/compare.ts). */
export interface Build {
  root: string;
  dist: string;
}
export const THIS_BUILD: Build = { root: ROOT, dist: DIST };

/**
 * `mediaDir`: the buckets' files (LOCAL_MEDIA_DIR); undefined: supabase/media, whatever the shell says. `build`: whose
 * host and files (another commit's checkout serves with its own server code).
 */
export async function startHost(port: number, mediaDir?: string, build: Build = THIS_BUILD): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(build.root, 'scripts/start.mjs'), '--no-build'], {
    cwd: build.root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOCAL_DB_DIR: 'memory',
      MEDSPA_DIST: build.dist,
      LOCAL_MEDIA_DIR: mediaDir ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`host did not start in 90 s:\n${out}`)), 90_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      // The site line comes once the backend (if any) is ready; the keys follow it.
      if (/^Site: /m.test(out) && (/service_role key: /.test(out) || /warning: supabase\/local/.test(out) || /\(hosted\)/.test(out))) {
        clearTimeout(timer);
        ok();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`host exited (${code}):\n${out}`));
    });
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return child;
}

/** Stops the host and waits for it, so the next pass starts on a quiet machine. */
export function stopHost(child: ChildProcess): Promise<void> {
  if (child.exitCode != null || child.signalCode != null) return Promise.resolve();
  return new Promise((ok) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      ok();
    }, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      ok();
    });
    child.kill('SIGTERM');
  });
}
