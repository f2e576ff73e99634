import { describe, expect, it } from 'vitest';
import budgetsJson from './budgets.json';
import {
  budgetApplies,
  checkLighthouse,
  checkTouch,
  routeMatches,
  type AutofillMeasure,
  type BenchRow,
  type Budgets,
  type LighthouseBudget,
  type TouchMeasure,
} from './budgets.ts';
import { markdownFirstInteraction, type FirstInteractionRow } from './first-interaction.ts';

const row = (route: string, media: 'seed' | 'camera', weightKB: number | null, preset: 'mobile' | 'desktop' = 'mobile') =>
  ({ route, preset, media, weightKB, jsGzBytes: null }) as BenchRow;

describe('budgets', () => {
  it('route patterns: *, a prefix, one route', () => {
    expect(routeMatches('*', '/store')).toBe(true);
    expect(routeMatches('/services/*', '/services/hair')).toBe(true);
    expect(routeMatches('/services/*', '/store')).toBe(false);
    expect(routeMatches('/', '/store')).toBe(false);
  });

  it('media: absent means seed; except leaves routes out', () => {
    const seedOnly: LighthouseBudget = { route: '*', preset: 'mobile', metric: 'weightKB', max: 1 };
    expect(budgetApplies(seedOnly, row('/store', 'seed', 1))).toBe(true);
    expect(budgetApplies(seedOnly, row('/store', 'camera', 1))).toBe(false);
    const rest: LighthouseBudget = { route: '*', except: ['/'], preset: 'mobile', media: 'camera', metric: 'weightKB', max: 800 };
    expect(budgetApplies(rest, row('/', 'camera', 1))).toBe(false);
    expect(budgetApplies(rest, row('/store', 'camera', 1))).toBe(true);
    expect(budgetApplies(rest, row('/store', 'seed', 1))).toBe(false);
    expect(budgetApplies(rest, row('/store', 'camera', 1, 'desktop'))).toBe(false);
    expect(budgetApplies({ ...rest, except: ['/services/*'] }, row('/services/hair', 'camera', 1))).toBe(false);
  });

  it('the worst matching row counts; / is not judged by the budget that excepts it', () => {
    const rows = [row('/', 'camera', 5000), row('/store', 'camera', 900), row('/blog', 'camera', 300), row('/store', 'seed', 9000)];
    const [home, rest] = checkLighthouse(
      [
        { route: '/', preset: 'mobile', media: 'camera', metric: 'weightKB', max: 1200 },
        { route: '*', except: ['/'], preset: 'mobile', media: 'camera', metric: 'weightKB', max: 800 },
      ],
      rows,
    );
    expect(home).toMatchObject({ actual: 5000, pass: false, budget: 'camera: / mobile weightKB' });
    expect(rest).toMatchObject({ actual: 900, pass: false, budget: 'camera: every route except / (worst /store) mobile weightKB' });
    expect(checkLighthouse([{ route: '*', preset: '*', media: 'camera', metric: 'cls', max: 0.1 }], [row('/', 'seed', 1)])).toEqual([]);
  });

  it('JavaScript before first interaction: 15 KB gz on every route, / and /about included, both presets', () => {
    const budgets = (budgetsJson as Budgets).lighthouse.filter((b) => b.metric === 'jsBeforeInteractionGzKB');
    const first = (route: string, preset: 'mobile' | 'desktop', kb: number | null) =>
      ({ route, preset, media: 'seed', jsBeforeInteractionGzBytes: kb == null ? null : kb * 1024 }) as const;
    const [all] = checkLighthouse(budgets, [first('/about', 'mobile', 13), first('/contact', 'desktop', 14), first('/', 'mobile', 12)]);
    expect(all).toMatchObject({ limit: '<= 15', actual: 14, pass: true });
    expect(checkLighthouse(budgets, [first('/about', 'mobile', 100)])[0]).toMatchObject({ actual: 100, pass: false });
    expect(checkLighthouse(budgets, [first('/', 'mobile', 16)])[0]).toMatchObject({ actual: 16, pass: false });
    const [over] = checkLighthouse(budgets, [
      first('/about', 'mobile', 12),
      first('/services/prp', 'mobile', 15.5),
      first('/blog', 'desktop', null),
    ]);
    expect(over).toMatchObject({ actual: 15.5, pass: false });
    expect(over!.budget).toContain('worst /services/prp, 1 unmeasured');
    // Lighthouse rows without the figure (the camera pass) are not judged by it.
    expect(checkLighthouse(budgets, [row('/store', 'camera', 1)])).toEqual([]);
  });

  it('the markdown table marks a route over its budget', () => {
    const rows: FirstInteractionRow[] = [
      { route: '/', preset: 'mobile', gzBytes: 100 * 1024, scripts: [], chunks: 9, react: true },
      { route: '/store', preset: 'mobile', gzBytes: 20 * 1024, scripts: [], chunks: 2, react: true },
      { route: '/contact', preset: 'mobile', gzBytes: 3 * 1024, scripts: [], chunks: 0, react: false },
    ];
    const md = markdownFirstInteraction(rows, (r) => (r.route === '/' ? undefined : 15));
    expect(md.split('\n').slice(2, 5)).toEqual([
      '| / | mobile | 100.0 | — | 9 | yes |',
      '| /store | mobile | 20.0 **over** | 15 | 2 | yes |',
      '| /contact | mobile | 3.0 | 15 | 0 | no |',
    ]);
  });

  it('first touch: one verdict per control, the slowest route counts, no answer is over, an error is unmeasured', () => {
    const budgets = (budgetsJson as Budgets).touch!;
    const tap = (route: string, control: string, ms: number | null, error?: string): TouchMeasure => ({ route, control, ms, error });
    const taps = [
      tap('/', 'navbar menu-button', 40),
      tap('/store', 'navbar menu-button', 90),
      tap('/services/prp', 'consultation-button button', 60),
      tap('/services/hair-restoration', 'consultation-button button', null),
      tap('/contact', 'contact-form submit', null, 'net::ERR_ABORTED'),
    ];
    const results = checkTouch(budgets, taps, []);
    expect(results).toEqual([
      { budget: 'touch: every route (worst /store) navbar menu-button firstTouchMs', limit: '<= 100', actual: 90, pass: true },
      {
        budget: 'touch: every route (worst /services/prp, 1 of 2 no answer) consultation-button button firstTouchMs',
        limit: '<= 100',
        actual: 60,
        pass: false,
      },
      { budget: 'touch: every route (1 unmeasured) contact-form submit firstTouchMs', limit: '<= 100', actual: null, pass: null },
    ]);
    // A budget for one control and one route leaves the others alone.
    const one = checkTouch([{ route: '/store', control: 'navbar menu-button', metric: 'firstTouchMs', max: 80 }], taps, []);
    expect(one).toEqual([{ budget: 'touch: /store navbar menu-button firstTouchMs', limit: '<= 80', actual: 90, pass: false }]);
  });

  it('autofill: exactly one row per form and delay', () => {
    const budgets = (budgetsJson as Budgets).touch!;
    const fill = (delayMs: number, rows: number | null): AutofillMeasure => ({
      route: '/contact',
      form: 'contact-form submit',
      delayMs,
      rows,
    });
    const results = checkTouch(budgets, [], [fill(300, 0), fill(1000, 1), fill(2500, 2), fill(300, null)]);
    expect(results.map((r) => [r.limit, r.actual, r.pass])).toEqual([
      ['= 1', 0, false],
      ['= 1', 1, true],
      ['= 1', 2, false],
      ['= 1', null, null],
    ]);
    expect(results[0]!.budget).toBe('touch: /contact contact-form submit, autofilled, tapped 300 ms after load autofillRows');
  });
});
