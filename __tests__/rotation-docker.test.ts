// `arena rotation` over this repository, the README's local tournament: the official agents as
// processes and the community starter kits built and played in containers on the real engine (a
// Docker suite, so it never overlaps another: jest.config.js). The rest of rotation: rotation.test.ts.
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readResults, type Results } from '../src/core/results.js';
import { cli, REPO_ROOT } from './helpers/cli.js';

function ratingsOf(results: Results, game: string): string[] {
  return results.ratings
    .filter((r) => r.game === game)
    .sort((a, b) => b.rating - a.rating)
    .map((r) => r.agent);
}

/** containers any Arena runner created that still exist */
function arenaContainers(): string[] {
  return execFileSync('docker', ['ps', '--all', '--quiet', '--filter', 'label=arena.runner'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
}

describe('arena rotation over this repository', () => {
  it('over this repository rates connect-four minimax > greedy > random (`arena rotation --json`)', async () => {
    // a fixed seed: the order rests on a few games each, so the same games every run
    const run = await cli(['rotation', '--json', '--seed', '20261129'], { cwd: REPO_ROOT });
    expect(run.code).toBe(0);
    const results = readResults(run.stdout);
    expect(results.run.mode).toBe('rotation');
    expect(results.run.runId).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{8}$/);
    // The reference agents in strength order (community starter kits play too when Docker answers).
    expect(ratingsOf(results, 'connect-four').filter((id) => id.startsWith('official/'))).toEqual([
      'official/minimax',
      'official/greedy',
      'official/random',
    ]);
    // Every pair of connect-four reference agents met, in 4 seat-swapped games.
    const c4 = results.matches.filter((m) => m.game === 'connect-four' && m.agents.every((id) => id.startsWith('official/')));
    expect(c4).toHaveLength(3);
    expect(c4.every((m) => m.games.length === 4)).toBe(true);
    expect(results.ratings.every((r) => Math.abs(r.rating - (r.mu - 3 * r.sigma)) < 0.01)).toBe(true);
    expect(run.stderr).toMatch(/rotation \S+: (\d+) of \1 matches/);
    // the starter kits were built and played in containers, and none is left behind
    const community = results.agents.filter((a) => a.id.startsWith('community/'));
    expect(community.map((a) => `${a.id}:${a.status}`).sort()).toEqual([
      'community/js-starter:ok',
      'community/python-starter:ok',
      'community/shell-starter:ok',
    ]);
    expect(results.matches.some((m) => m.agents.some((id) => id.startsWith('community/')))).toBe(true);
    expect(arenaContainers()).toEqual([]);
    // builds the three starter kits and plays 30 matches: minutes on a busy machine
  }, 300_000);
});
