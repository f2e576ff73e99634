/**
 * `npm run db:reset`: the local database (LOCAL_DB_DIR, default .local/db) is moved aside to
 * `<dir>.broken-<UTC time>` (kept, never deleted: it may hold rows someone wants back) and a fresh one is made
 * from the migrations and the seed. Refused while a process uses the directory (the same lock as npm start).
 */
import { existsSync, renameSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../supabase/local/db.ts';
import { acquireDirLock } from '../supabase/local/dir-lock.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const given = process.argv[2] ?? process.env.LOCAL_DB_DIR ?? '.local/db';

/** `<dir>.broken-20261123-005103`, or with -2, -3... if that exists already. */
function asideName(dir: string): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  let name = `${dir}.broken-${stamp}`;
  for (let n = 2; existsSync(name); n++) name = `${dir}.broken-${stamp}-${n}`;
  return name;
}

async function main(): Promise<void> {
  if (given === 'memory') {
    console.log('LOCAL_DB_DIR=memory: nothing is kept on disk, so there is nothing to reset.');
    return;
  }
  const dir = resolve(root, given);
  const lock = acquireDirLock(dir);
  try {
    if (existsSync(dir)) {
      const aside = asideName(dir);
      renameSync(dir, aside);
      console.log(`Moved ${dir} aside to ${aside} (kept; delete it when you no longer need it).`);
    }
    const t0 = performance.now();
    const db = await openDatabase({ dataDir: dir });
    await db.close();
    console.log(
      `Fresh database in ${dir} from the migrations and the seed (${Math.round(performance.now() - t0)} ms). \`npm start\` uses it.`,
    );
  } finally {
    lock.release();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error && err.name === 'LocalStartError' ? err.message : err);
  process.exit(1);
});
