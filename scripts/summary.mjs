// Sums Vitest's and Playwright's JSON reports into one line: "tests: N passed, N failed, N skipped".
//   node scripts/summary.mjs <vitest.json> <playwright.json> [<more Vitest JSON reports: the Firefox and WebKit runs>]
import { existsSync, readFileSync } from 'node:fs';

let passed = 0,
  failed = 0,
  skipped = 0;
const [vitestFile, playwrightFile, ...moreVitest] = process.argv.slice(2);

function addVitest(file) {
  if (file && existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    // A file that fails to load (or a global setup that fails) has no failed test but fails its suite: count it.
    if (r.success === false && !r.numFailedTests) failed += r.numFailedTestSuites || 1;
  } else {
    console.error(`summary: no Vitest report at ${file}`);
    failed += 1;
  }
}

addVitest(vitestFile);
for (const file of moreVitest) addVitest(file);

if (playwrightFile && existsSync(playwrightFile)) {
  const s = JSON.parse(readFileSync(playwrightFile, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
} else {
  console.error(`summary: no Playwright report at ${playwrightFile}`);
  failed += 1;
}

console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
