/**
 * bench/budgets.json against the measured rows: which budget applies to which row (route pattern, `except`,
 * preset, media; for the first-touch rows, control) and the pass/over verdicts the bench prints. Pure, so
 * bench/budgets.test.ts can check it.
 */
import type { LighthouseRow } from './lighthouse';

/** Which media the host served: the committed seed files or the camera-size copies (bench/camera-media.ts). */
export type Media = 'seed' | 'camera';

/** A Lighthouse row of the bench, tagged with the media it was measured with. */
export type BenchRow = LighthouseRow & {
  media: Media;
  /** Gzip bytes of JavaScript fetched before any interaction (bench/first-interaction.ts; the seed pass only). */
  jsBeforeInteractionGzBytes?: number | null;
};

export interface LighthouseBudget {
  route: string;
  /** Routes (same patterns as `route`) the budget leaves out, e.g. route '*' except '/'. */
  except?: string[];
  preset: string;
  /** Absent: seed (the budgets written before camera media keep their meaning). */
  media?: Media;
  metric: string;
  min?: number;
  max?: number;
}

export interface Budgets {
  lighthouse: LighthouseBudget[];
  bundle: { name: string; metric: string; min?: number; max?: number; why?: string }[];
  /** bench/first-touch.ts: `firstTouchMs` per control, `autofillRows` per form and delay. */
  touch?: TouchBudget[];
}

/** A budget of bench/first-touch.ts. */
export interface TouchBudget {
  route: string;
  except?: string[];
  /** A control's label ("navbar menu-button", "contact-form submit"; '*' or absent: every control). */
  control?: string;
  metric: 'firstTouchMs' | 'autofillRows';
  min?: number;
  max?: number;
}

/** One tap of bench/first-touch.ts: ms from the tap to the frame that answered it; null: no answer (or an error). */
export interface TouchMeasure {
  route: string;
  control: string;
  ms: number | null;
  error?: string;
}

/** One autofilled submit of bench/first-touch.ts: the rows stored (null: the API could not be read). */
export interface AutofillMeasure {
  route: string;
  form: string;
  delayMs: number;
  rows: number | null;
  error?: string;
}

export interface BudgetResult {
  budget: string;
  limit: string;
  actual: number | null;
  pass: boolean | null;
}

/** A budget's route: '*' is every route, '/services/*' every route under /services/, anything else one route. */
export function routeMatches(pattern: string, route: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('/*')) return route.startsWith(pattern.slice(0, -1));
  return route === pattern;
}

/** Whether a budget judges a row: its media (seed when absent), preset, route and none of its `except`. */
export function budgetApplies(b: LighthouseBudget, row: { route: string; preset: string; media: Media }): boolean {
  return (
    (b.media ?? 'seed') === row.media &&
    (b.preset === '*' || b.preset === row.preset) &&
    routeMatches(b.route, row.route) &&
    !(b.except ?? []).some((e) => routeMatches(e, row.route))
  );
}

export function metricOf(row: Partial<BenchRow>, metric: string): number | null {
  switch (metric) {
    case 'jsGzKB':
      return row.jsGzBytes == null ? null : row.jsGzBytes / 1024;
    case 'jsBeforeInteractionGzKB':
      return row.jsBeforeInteractionGzBytes == null ? null : row.jsBeforeInteractionGzBytes / 1024;
    default: {
      const v = (row as unknown as Record<string, unknown>)[metric];
      return typeof v === 'number' ? v : null;
    }
  }
}

const limitOf = (b: { min?: number; max?: number }) =>
  b.min != null && b.max != null ? (b.min === b.max ? `= ${b.min}` : `${b.min}..${b.max}`) : b.min != null ? `>= ${b.min}` : `<= ${b.max}`;
const within = (v: number | null, b: { min?: number; max?: number }) =>
  v == null ? null : (b.min == null || v >= b.min) && (b.max == null || v <= b.max);

/** One result per budget that matched a row; for budgets over many rows the worst one counts. */
export function checkLighthouse(
  budgets: LighthouseBudget[],
  rows: (Partial<BenchRow> & Pick<BenchRow, 'route' | 'preset' | 'media'>)[],
): BudgetResult[] {
  const results: BudgetResult[] = [];
  for (const b of budgets) {
    const matching = rows.filter((r) => budgetApplies(b, r));
    if (!matching.length) continue;
    // Rows Lighthouse could not measure are counted apart.
    let worst: { row: (typeof rows)[number]; v: number } | undefined;
    let unmeasured = 0;
    for (const row of matching) {
      const v = metricOf(row, b.metric);
      if (v == null) unmeasured++;
      else if (!worst || (b.min != null ? v < worst.v : v > worst.v)) worst = { row, v };
    }
    const skipped = unmeasured ? `, ${unmeasured} unmeasured` : '';
    const many = b.route === '*' || b.route.endsWith('/*');
    const except = b.except?.length ? ` except ${b.except.join(', ')}` : '';
    const where = many ? `${b.route === '*' ? 'every route' : b.route}${except} (worst ${worst?.row.route ?? '—'}${skipped})` : b.route;
    const v = worst?.v ?? null;
    results.push({
      budget: `${b.media ?? 'seed'}: ${where} ${b.preset === '*' ? 'all presets' : b.preset} ${b.metric}`,
      limit: limitOf(b),
      actual: v,
      pass: within(v, b),
    });
  }
  return results;
}

export function checkBundle(budgets: Budgets['bundle'], loaderGzBytes: number): BudgetResult[] {
  return budgets.map((b) => {
    const v = b.metric === 'loaderGzKB' ? loaderGzBytes / 1024 : null;
    return { budget: `${b.name} ${b.metric}`, limit: limitOf(b), actual: v, pass: within(v, b) };
  });
}

/** Rows of a touch budget: its route (and none of its `except`) and its control. */
export function touchApplies(b: TouchBudget, row: { route: string; control: string }): boolean {
  return (
    routeMatches(b.route, row.route) &&
    !(b.except ?? []).some((e) => routeMatches(e, row.route)) &&
    (b.control == null || b.control === '*' || b.control === row.control)
  );
}

/**
 * The first-touch budgets. `firstTouchMs`: one result per budget and control, the slowest route counting; a tap with
 * no answer within the wait is over whatever the others did (counted in the line), one that could not be measured
 * (an error before the tap) is counted apart. `autofillRows`: one result per budget, form and delay (each is one
 * submit), the rows stored.
 */
export function checkTouch(budgets: TouchBudget[], taps: TouchMeasure[], autofills: AutofillMeasure[]): BudgetResult[] {
  const results: BudgetResult[] = [];
  for (const b of budgets) {
    const except = b.except?.length ? ` except ${b.except.join(', ')}` : '';
    const many = b.route === '*' || b.route.endsWith('/*');
    const where = many ? `${b.route === '*' ? 'every route' : b.route}${except}` : b.route;
    if (b.metric === 'firstTouchMs') {
      const groups = new Map<string, TouchMeasure[]>();
      for (const t of taps) if (touchApplies(b, t)) groups.set(t.control, [...(groups.get(t.control) ?? []), t]);
      for (const [control, rows] of groups) {
        let worst: TouchMeasure | undefined;
        let none = 0;
        let unmeasured = 0;
        for (const r of rows) {
          if (r.ms == null && r.error) unmeasured++;
          else if (r.ms == null) none++;
          else if (!worst || r.ms > worst.ms!) worst = r;
        }
        const notes = [
          many && worst ? `worst ${worst.route}` : '',
          none ? `${none} of ${rows.length} no answer` : '',
          unmeasured ? `${unmeasured} unmeasured` : '',
        ].filter(Boolean);
        const v = worst?.ms ?? null;
        results.push({
          budget: `touch: ${where}${notes.length ? ` (${notes.join(', ')})` : ''} ${control} firstTouchMs`,
          limit: limitOf(b),
          actual: v,
          pass: none ? false : within(v, b),
        });
      }
    } else {
      for (const a of autofills) {
        if (!touchApplies(b, { route: a.route, control: a.form })) continue;
        results.push({
          budget: `touch: ${a.route} ${a.form}, autofilled, tapped ${a.delayMs} ms after load${a.error ? ' (error)' : ''} autofillRows`,
          limit: limitOf(b),
          actual: a.rows,
          pass: within(a.rows, b),
        });
      }
    }
  }
  return results;
}
