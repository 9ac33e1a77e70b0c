import { afterAll, describe, expect, it } from '@jest/globals';
import { leftoverContainers, playHostile } from './helpers.js';

describe('smoke', () => {
  afterAll(() => expect(leftoverContainers()).toEqual([]));
  it('plays honest vs honest', async () => {
    const t = Date.now();
    const { outcome, failures, stderr } = await playHostile('honest', { games: 2 });
    console.log(Date.now() - t, JSON.stringify(outcome.result.summary), failures, stderr);
    expect(failures).toEqual([]);
  });
});
