// After a merge: `node docs/pending/names-imports.mjs <files>` points each relative import that names a moved file
// at its new place (the moves of branch names, issue 41). Imports that resolve already are left alone.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import process from 'node:process';

const MOVES = [
  ['widgets/data', 'widgets/tables'],
  ['widgets/runtime/data', 'widgets/runtime/query'],
  ['widgets/runtime/data-layer', 'widgets/runtime/tag-manager'],
  ['widgets/runtime/server', 'widgets/runtime/render-element'],
  ['widgets/runtime/inline-data', 'widgets/runtime/inline-json'],
  ['widgets/runtime/backend', 'widgets/runtime/connection'],
  ['site/host/live', 'site/host/fresh'],
  ['site/host/db-pages', 'site/host/fresh-pages'],
  ['site/host/pages', 'site/host/render-route'],
  ['site/catalogue/pages.tsx', 'site/catalogue/index.ts'],
  ['site/catalogue/pages', 'site/catalogue/index'],
  ['supabase/functions/_shared/store', 'supabase/functions/_shared/db'],
];
const exists = (p) => ['', '.ts', '.tsx', '/index.ts'].some((e) => existsSync(p + e));
const SPEC = /((?:from|import|mock)\s*\(?\s*['"])(\.{1,2}\/[^'"?]*)/g;
for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8');
  const out = text.replace(SPEC, (all, head, spec) => {
    const target = posix.normalize(posix.join(posix.dirname(file), spec));
    if (exists(target)) return all;
    for (const [from, to] of MOVES) {
      if (target !== from && !target.startsWith(from + '/') && !target.startsWith(from + '.')) continue;
      const moved = to + target.slice(from.length);
      if (!exists(moved)) continue;
      let rel = posix.relative(posix.dirname(file), moved);
      if (!rel.startsWith('.')) rel = './' + rel;
      return head + rel;
    }
    return all;
  });
  if (out !== text) writeFileSync(file, out);
}
