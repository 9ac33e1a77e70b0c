// `arena rotation` end to end: real agent processes, real files.
import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { readResults } from '../src/core/results.js';
import { LeaderboardSchema } from '../src/core/leaderboard/leaderboard.js';
import { parseFactsJsonl } from '../src/core/rating/facts.js';
import { cli } from './helpers/cli.js';
import { makeRepo, type TestRepo } from './rating/repo.js';

const repos: TestRepo[] = [];
afterAll(() => repos.forEach((r) => r.remove()));
function repo(options: Parameters<typeof makeRepo>[0]): TestRepo {
  const r = makeRepo(options);
  repos.push(r);
  return r;
}

describe('arena rotation', () => {
  it('without a Docker engine, official agents still play and Docker agents are skipped with the command that enables them', async () => {
    const r = repo({
      official: ['random', 'greedy'],
      dockerAgent: true,
      arenaYml: 'games:\n  connect-four: {}\nrotation:\n  gamesPerPairing: 2\n',
    });
    // a fixed seed: two games between greedy and random are not always won by greedy
    const run = await cli(['rotation', '--root', r.root, '--out', r.path('out'), '--seed', '7'], {
      env: { DOCKER_HOST: 'unix:///nonexistent/arena-test.sock' },
    });
    expect(run.code).toBe(0);
    // both official agents played and are ranked (which is first is the games' business, not this test's)
    expect(run.stdout).toMatch(/^ {2}[12] {2}official\/greedy /m);
    expect(run.stdout).toMatch(/^ {2}[12] {2}official\/random /m);
    expect(run.stdout).toMatch(/skipped community\/boxed: a docker agent, and no Docker engine answers\. To fix: run `npm run setup`/);
    expect(run.stderr).toMatch(/no Docker engine answers/);
    const results = readResults(readFileSync(r.path('out', 'arena-results.json'), 'utf8'));
    const boxed = results.agents.find((a) => a.id === 'community/boxed')!;
    expect(boxed.status).toBe('skipped');
    expect(boxed.issues[0]).toMatchObject({ rule: 'skipped', severity: 'notice', path: 'agents/community/boxed/agent.yml' });
    expect(results.matches.map((m) => m.agents)).toEqual([['official/greedy', 'official/random']]);
    // A full rotation writes the leaderboard next to its results, replays and logs.
    for (const f of ['leaderboard.json', 'LEADERBOARD.md', 'index.html', 'ratings-connect-four.svg', 'arena-plan.json'])
      expect(existsSync(r.path('out', f))).toBe(true);
    expect(LeaderboardSchema.parse(JSON.parse(readFileSync(r.path('out', 'leaderboard.json'), 'utf8'))).games[0]!.entries).toHaveLength(2);
    expect(existsSync(r.path('out', 'replays', 'connect-four-official.greedy-official.random', 'game-0001.json'))).toBe(true);
    // and the viewer page of each game (a few per run when no game failed)
    expect(readFileSync(r.path('out', 'replays', 'connect-four-official.greedy-official.random', 'game-0002.html'), 'utf8')).toContain(
      '<title>connect-four · game 2 of 2 · ',
    );
  });

  it('--facts: a full rotation appends its facts, and the next one shows the trend', async () => {
    const r = repo({ official: ['random', 'greedy'], arenaYml: 'games:\n  connect-four: {}\nrotation:\n  gamesPerPairing: 2\n' });
    const facts = r.path('data', 'facts.jsonl');
    const first = await cli(['rotation', '--root', r.root, '--facts', facts, '--seed', '1', '--run-id', '20250101T000000Z-a']);
    expect(first.code).toBe(0);
    expect(parseFactsJsonl(readFileSync(facts, 'utf8'))).toHaveLength(2);
    expect(first.stdout).toMatch(/official\/greedy .* new/);
    const second = await cli(['rotation', '--root', r.root, '--facts', facts, '--seed', '2', '--run-id', '20250108T000000Z-b', '--json']);
    const results = readResults(second.stdout);
    expect(results.ratings.find((x) => x.agent === 'official/greedy')!.games).toBe(4);
    const all = parseFactsJsonl(readFileSync(facts, 'utf8'));
    expect(all).toHaveLength(4);
    expect(new Set(all.map((f) => f.rotation))).toEqual(new Set(['20250101T000000Z-a', '20250108T000000Z-b']));
  });

  it('quarantines an agent that keeps failing, shows why and how to recover, and a version bump brings it back', async () => {
    const yml = 'games:\n  connect-four: {}\nrotation:\n  gamesPerPairing: 2\n  quarantine: {threshold: 0.5, window: 10, minGames: 4}\n';
    const r = repo({ official: ['random', 'greedy'], crasher: '1.0.0', arenaYml: yml });
    const facts = r.path('facts.jsonl');
    const first = await cli([
      'rotation',
      '--root',
      r.root,
      '--facts',
      facts,
      '--out',
      r.path('r1'),
      '--seed',
      '3',
      '--run-id',
      '20250101T000000Z-1',
    ]);
    expect(first.code).toBe(0);
    const board = LeaderboardSchema.parse(JSON.parse(readFileSync(r.path('r1', 'leaderboard.json'), 'utf8')));
    const crasher = board.games[0]!.entries.find((e) => e.agent === 'official/crasher')!;
    expect(crasher.failureRate).toBe(1);
    expect(crasher.quarantine?.reason).toMatch(/^4 of its last 4 games ended in its own failure \(crash 4\)/);
    expect(readFileSync(r.path('r1', 'LEADERBOARD.md'), 'utf8')).toMatch(
      /official\/crasher 1\.0\.0: 4 of its last 4 games.*To recover: fix the agent, then raise the version/,
    );

    const plan = await cli(['rotation', '--root', r.root, '--facts', facts, '--plan', '--json']);
    const planned = readResults(plan.stdout);
    expect(planned.matches.map((m) => m.id)).toEqual(['connect-four:official.greedy:official.random']);
    const agent = planned.agents.find((a) => a.id === 'official/crasher')!;
    expect(agent.status).toBe('skipped');
    expect(agent.issues.at(-1)).toMatchObject({ rule: 'quarantined' });
    expect(agent.issues.at(-1)!.message).toMatch(/over the 50% threshold\. To fix: fix the agent, then raise the version/);

    r.write(
      'agents/official/crasher/agent.yml',
      readFileSync(r.path('agents/official/crasher/agent.yml'), 'utf8').replace('1.0.0', '1.0.1'),
    );
    const again = readResults((await cli(['rotation', '--root', r.root, '--facts', facts, '--plan', '--json'])).stdout);
    expect(again.matches).toHaveLength(3);
    expect(again.agents.find((a) => a.id === 'official/crasher')!.status).toBe('ok');
  });

  it('bad flags are usage errors (exit 2)', async () => {
    expect((await cli(['rotation', '--plan', '--shard', '1/2'])).code).toBe(2);
    expect((await cli(['rotation', '--shard', '3/2'])).stderr).toMatch(/--shard must be I\/N/);
    const noPlan = await cli(['rotation', '--shard', '1/2']);
    expect(noPlan.code).toBe(2);
    expect(noPlan.stderr).toMatch(/a shard must play the plan every other shard plays\n {2}hint: pass --plan-file/);
    expect((await cli(['rotation', '--root', '/nonexistent/arena'])).code).toBe(2);
    expect((await cli(['rotation', '--plan', '--game', 'chess'])).stderr).toMatch(/does not offer the game "chess"/);
    expect((await cli(['rotation', '--plan', '--run-id', 'bad id!'])).stderr).toMatch(/--run-id/);
  });
});

describe('the README command output', () => {
  it('prints a readable leaderboard without --json', async () => {
    const r = repo({ official: ['random', 'minimax'], arenaYml: 'games:\n  connect-four: {}\nrotation:\n  gamesPerPairing: 2\n' });
    const run = await cli(['rotation', '--root', r.root]);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').slice(0, 4).join('\n')).toMatch(
      /^connect-four\n {2}# +agent +version +rating ± σ +games +W\/D\/L +failures +trend\n {2}1 +official\/minimax +1\.0\.0 .*\n {2}2 +official\/random/,
    );
    expect(run.stdout).not.toContain('\u001b');
  });
});
