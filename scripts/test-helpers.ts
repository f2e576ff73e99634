/**
 * For tests that run the real `npm start` (scripts/start.mjs) and the real host: a small site to serve, free
 * ports, a child process whose output can be awaited, and plain HTTP calls.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A temporary directory, removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `medspa-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The few files the host needs (the real build is not required: these tests run before `npm run build`). */
export function fakeDist(dir: string): string {
  const dist = join(dir, 'dist');
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Home</title>' +
      '<link rel="stylesheet" href="/assets/site.0123456789.css"><script type="module" src="/widgets/loader.js"></script>' +
      '</head><body><h1>Home</h1></body></html>\n',
    '404.html':
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body>Page Not Found</body></html>\n',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'assets/site.0123456789.css': 'body{margin:0}\n',
    'assets/home.0123456789.css': '.home-about{margin:0}\n',
    'assets/start-loader.0123456789.js': '(()=>{})();\n',
    'widgets/loader.js': 'export {};\n',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), text);
  }
  return dist;
}

export const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

/** A self-signed certificate for 127.0.0.1 (openssl), valid for two days: for TLS tests only. */
export function testCertificate(dir: string): { cert: Buffer; key: Buffer; certFile: string } {
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  const r = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`openssl failed: ${r.stderr}`);
  return { cert: readFileSync(certFile), key: readFileSync(keyFile), certFile };
}

/** A port nobody listens on right now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

export interface Proc {
  child: ChildProcess;
  /** stdout and stderr so far, interleaved. */
  output(): string;
  /** Resolves when the output matches (rejects on exit or timeout, with the output). */
  waitFor(re: RegExp, ms?: number): Promise<void>;
  /** Resolves with the exit code (or signal name). */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/** Runs a Node script of the repository (e.g. scripts/start.mjs) as its own process. */
export function runNode(args: string[], env: Record<string, string | undefined>): Proc {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    out += d.toString();
    for (const l of listeners) l();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | string>((ok) => child.once('exit', (code, signal) => ok(code ?? signal ?? 'unknown')));
  return {
    child,
    output: () => out,
    exited,
    waitFor(re, ms = 120_000) {
      return new Promise((ok, fail) => {
        const check = () => {
          if (!re.test(out)) return;
          done();
          ok();
        };
        const timer = setTimeout(() => {
          done();
          fail(new Error(`timed out waiting for ${re} after ${ms} ms; output:\n${out}`));
        }, ms);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        void exited.then((code) => {
          if (re.test(out)) return;
          done();
          fail(new Error(`exited (${code}) before ${re}; output:\n${out}`));
        });
        listeners.add(check);
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** `npm start` without the build step, on the given site and database. */
export function startHostProcess(env: { PORT: number; MEDSPA_DIST: string; LOCAL_DB_DIR: string } & Record<string, string | number>): Proc {
  const e: Record<string, string> = { HOST: '127.0.0.1', SUPABASE_URL: '' };
  for (const [k, v] of Object.entries(env)) e[k] = String(v);
  return runNode([join(ROOT, 'scripts/start.mjs'), '--no-build'], e);
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  bytes: Buffer;
}

/** One HTTP request, sent as written (no headers added, unlike fetch); rejects when nothing listens. */
export function http(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, timeout: init.timeoutMs ?? 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        ok({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', fail);
    req.end(init.body);
  });
}
