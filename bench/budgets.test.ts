import { describe, expect, it } from 'vitest';
import { budgetApplies, checkLighthouse, routeMatches, type BenchRow, type LighthouseBudget } from './budgets.ts';

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
});
