#!/usr/bin/env node
/**
 * `npm start`: the whole product on one origin, offline, from a fresh clone (`npm ci && npm start`).
 *
 * 1. Builds (`npm run build`: widgets, then pages) when <dist> is missing or older than any source file;
 *    `--build` always builds, `--no-build` never does.
 * 2. Starts the host (site/server.ts) in this process: the site plus, with no SUPABASE_URL, the embedded
 *    local backend; it prints the site URL, the API URL and the keys once ready.
 * Before building it checks that no other process uses the database directory (supabase/local/dir-lock.ts), so
 * a second start says so at once instead of after the build.
 *
 * Env: HOST, PORT (127.0.0.1:8080), MEDSPA_DIST (dist), LOCAL_DB_DIR (.local/db; `memory`), LOCAL_MEDIA_DIR
 * (supabase/media: the directory of <bucket>/ folders the local backend serves; the bench points it at camera-size
 * copies), SUPABASE_URL, SUPABASE_ANON_KEY, BOOKING_URL, SITE_URL (the last four are read at build time too),
 * FRESH_PAGE_TTL_MS (site/host/page-cache.ts), PUBLISH_HOOK_URL (called by the local backend on writes to news,
 * products and testimonials: supabase/local/publish-hook.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, process.env.MEDSPA_DIST ?? 'dist');
const args = new Set(process.argv.slice(2));

// TypeScript in-process (the host and the backend are .ts files), and the widgets' CSS as text for the server
// renderer (site/render/register.mjs).
const { register } = await import('tsx/esm/api');
register();
await import('../site/render/register.mjs');

/** Expected failures (busy or damaged database, port in use) carry what to do; anything else keeps its stack. */
function fail(err) {
  console.error(err instanceof Error && err.name === 'LocalStartError' ? err.message : err);
  process.exit(1);
}

const dbDir = process.env.LOCAL_DB_DIR ?? '.local/db';
if (!process.env.SUPABASE_URL && dbDir !== 'memory') {
  const { assertDirFree } = await import(pathToFileURL(join(root, 'supabase', 'local', 'dir-lock.ts')).href);
  try {
    assertDirFree(resolve(root, dbDir));
  } catch (err) {
    fail(err);
  }
}

/** Newest modification time under the given paths (files or folders), ignoring tests and stories. */
function newest(paths) {
  let max = 0;
  const visit = (p) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name.startsWith('.')) continue;
        visit(join(p, name));
      }
    } else if (!/\.(test|stories)\.[jt]sx?$/.test(p)) {
      max = Math.max(max, st.mtimeMs);
    }
  };
  for (const p of paths) visit(join(root, p));
  return max;
}

function needsBuild() {
  const stamp = join(dist, 'site-build.json');
  if (!existsSync(join(dist, 'widgets', 'loader.js')) || !existsSync(join(dist, 'index.html')) || !existsSync(stamp)) return true;
  const sources = newest(['widgets', 'site', 'scripts', 'supabase/local/keys.ts', 'tsup.config.ts', 'package.json', 'package-lock.json']);
  return sources > statSync(stamp).mtimeMs;
}

if (!args.has('--no-build') && (args.has('--build') || needsBuild())) {
  const t0 = performance.now();
  console.log(`Building the site into ${dist} …`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
    shell: process.platform === 'win32',
  });
  if (r.status !== 0) {
    console.error(`The build failed (exit ${r.status ?? r.signal}); nothing started.`);
    process.exit(r.status || 1);
  }
  console.log(`Built in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
}

const { startHost } = await import(pathToFileURL(join(root, 'site', 'server.ts')).href);
try {
  const running = await startHost({ dist });
  const stop = () => {
    running.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (err) {
  fail(err);
}
