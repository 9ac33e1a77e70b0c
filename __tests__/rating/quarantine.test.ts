import { describe, expect, it } from '@jest/globals';
import { quarantined, quarantineStatuses, QUARANTINE_RECOVERY } from '../../src/core/rating/quarantine.js';
import type { Fact } from '../../src/core/rating/facts.js';
import { fact } from './helpers.js';

const policy = { threshold: 0.5, window: 10, minGames: 4 };
const FLAKY: [string, string] = ['community/flaky', '1.0.0'];
const REF: [string, string] = ['official/random', '1.0.0'];

/** Games of flaky vs random in rotation `rot`; `fails(i)` says whether flaky failed game i. */
function games(rot: string, n: number, fails: (i: number) => boolean, who: [string, string] = FLAKY, start = 0): Fact[] {
  return Array.from({ length: n }, (_, k) => {
    const i = start + k;
    const failed = fails(i);
    return fact(
      rot,
      `m-${who[1]}`,
      i,
      [who, REF],
      failed ? [2, 1] : [1, 2],
      failed ? [{ seat: 0, kind: i % 2 ? 'crash' : 'timeout' }] : [],
    );
  });
}

describe('quarantine', () => {
  it('takes out an agent version whose own failures pass the threshold over its recent games', () => {
    const facts = games('r1', 10, (i) => i < 6);
    const status = quarantineStatuses(facts, policy).find((s) => s.agent === 'community/flaky')!;
    expect(status).toMatchObject({
      version: '1.0.0',
      games: 10,
      failures: 6,
      share: 0.6,
      quarantined: true,
      kinds: { timeout: 3, crash: 3 },
    });
    expect(status.reason).toBe('6 of its last 10 games ended in its own failure (crash 3, timeout 3): 60%, over the 50% threshold');
    expect(status.recovery).toBe(QUARANTINE_RECOVERY);
    expect(quarantined(facts, policy).has('community/flaky@1.0.0')).toBe(true);
    // The opponent, who never failed, is fine.
    expect(quarantined(facts, policy).has('official/random@1.0.0')).toBe(false);
  });

  it('exactly at the threshold is not over it; too few games never quarantine', () => {
    expect(
      quarantined(
        games('r1', 10, (i) => i < 5),
        policy,
      ).size,
    ).toBe(0);
    expect(
      quarantined(
        games('r1', 3, () => true),
        policy,
      ).size,
    ).toBe(0);
    expect(
      quarantined(
        games('r1', 4, () => true),
        policy,
      ).size,
    ).toBe(1);
  });

  it('only the most recent window counts', () => {
    // 8 early failures, then 10 clean games: the window holds only clean games.
    const facts = [...games('r1', 8, () => true), ...games('r2', 10, () => false, FLAKY, 8)];
    expect(quarantined(facts, policy).size).toBe(0);
    // And the other way round.
    const worse = [...games('r1', 10, () => false), ...games('r2', 8, () => true, FLAKY, 10)];
    expect(quarantined(worse, policy).get('community/flaky@1.0.0')?.failures).toBe(8);
  });

  it('a new version starts with a fresh window', () => {
    const facts = [...games('r1', 10, () => true), ...games('r2', 2, () => false, ['community/flaky', '1.0.1'])];
    const q = quarantined(facts, policy);
    expect(q.has('community/flaky@1.0.0')).toBe(true);
    expect(q.has('community/flaky@1.0.1')).toBe(false);
    expect(quarantineStatuses(facts, policy).find((s) => s.version === '1.0.1')).toMatchObject({
      games: 2,
      failures: 0,
      quarantined: false,
    });
  });
});
