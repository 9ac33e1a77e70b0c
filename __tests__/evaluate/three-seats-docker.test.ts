// A 3-seat PR evaluation on the real Docker engine: a pull request adds a community light-cycles
// agent (the JavaScript starter kit, built into an image) to an arena that plays light-cycles with
// 3 seats. It plays one match per reference with two references beside it, in whole seat rotations;
// the job summary lists both opponents of each match, and report mode (against the OpenAPI-checked
// GitHub mock) turns that results document into the Arena check. Images carry this suite's agent
// id (community/evaltest-cycles) and are removed at the end; no container may be left behind.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadArenaConfig } from '../../src/adapters/discovery.js';
import type { Results } from '../../src/core/results.js';
import { runEvaluation } from '../../src/flows/evaluation.js';
import { collectChange } from '../../src/modes/evaluate.js';
import { COMMUNITY_MANIFEST, DOCKERFILE, HEAD_SHA, OFFICIAL_MANIFEST, resultsDocument, World } from '../report/world.js';
import { copyRepoAgent, makePrCheckout, type PrCheckout } from './helpers.js';

const ID = 'community/evaltest-cycles';
const ARENA_YML = 'games:\n  light-cycles: { players: 3 }\nevaluation:\n  gamesPerPairing: 3\n';

function docker(args: string[]): string {
  return execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}
const ourImages = () =>
  docker(['images', '--quiet', '--no-trunc', '--filter', `label=arena.agent=${ID}`])
    .split('\n')
    .filter(Boolean);
const ourContainers = () => {
  const images = new Set(ourImages());
  return docker(['ps', '--all', '--no-trunc', '--format', '{{.Image}}'])
    .split('\n')
    .filter((image) => image && [...images].some((i) => i === image || i.startsWith(image)));
};

let pr: PrCheckout;
beforeAll(() => {
  pr = makePrCheckout({
    arenaYml: ARENA_YML,
    change: (repo) => {
      const dir = copyRepoAgent(repo, 'agents/community/js-starter', 'community', 'evaltest-cycles');
      const manifest = join(dir, 'agent.yml');
      writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/^games: .*$/m, 'games: [light-cycles]'));
    },
  });
}, 120_000);

afterAll(() => {
  pr?.cleanup();
  const images = ourImages();
  if (images.length > 0) docker(['rmi', '--force', ...new Set(images)]);
}, 120_000);

describe('a 3-seat PR evaluation in Docker', () => {
  let results: Results;
  it('plays the agent with two references per match, and the summary names both', async () => {
    const config = await loadArenaConfig(pr.dir);
    const change = await collectChange(pr.dir, { kind: 'merge', commit: pr.merge }, config, 'CONTRIBUTOR');
    const lines: string[] = [];
    const outcome = await runEvaluation({
      root: pr.dir,
      config,
      change,
      env: process.env,
      log: { line: (t) => void lines.push(t), group: async (name, fn) => (lines.push(name), fn()) },
    });
    results = outcome.results;
    expect(results.agents.filter((a) => a.changed).map((a) => [a.id, a.status, a.entrypoint])).toEqual([[ID, 'ok', 'docker']]);
    expect(results.matches.map((m) => m.agents)).toEqual([
      [ID, 'official/cycles-greedy', 'official/cycles-random'],
      [ID, 'official/cycles-random', 'official/cycles-search'],
      [ID, 'official/cycles-search', 'official/cycles-greedy'],
    ]);
    for (const match of results.matches) {
      expect(match.games).toHaveLength(3);
      // one seat rotation: the agent sat in every seat once, all three games on one seed
      expect(match.games.map((g) => g.seats.indexOf(ID)).sort()).toEqual([0, 1, 2]);
      expect(new Set(match.games.map((g) => g.seed)).size).toBe(1);
      expect(match.games.every((g) => g.ranks.length === 3 && g.failures.length === 0)).toBe(true);
      const s = match.summary[ID]!;
      expect(s.wins + s.draws + s.losses).toBe(3);
    }
    expect(results.verdict.conclusion).toBe('success');
    expect(results.verdict.reasons.find((r) => r.startsWith(`${ID}:`))).toMatch(
      /^community\/evaltest-cycles: \d+ wins?, \d+ draws?, \d+ loss(es)? in 9 games against the reference agents$/,
    );
    expect(outcome.markdown).toContain('| official/cycles-greedy, official/cycles-random | light-cycles | 3 |');
    // the stopping lines name both agents beside it, and say why no sequential test ran
    for (const [a, b] of [
      ['greedy', 'random'],
      ['random', 'search'],
      ['search', 'greedy'],
    ]) {
      expect(outcome.markdown).toContain(
        `community/evaltest\\-cycles vs official/cycles\\-${a} and official/cycles\\-${b} \\(light\\-cycles\\): 3 games of 3 seats in 1 seat rotation: the fixed number of games \\(the sequential test reads two\\-seat pairs, so it does not apply\\)`,
      );
    }
    expect(lines).toContain(
      `${ID} vs official/cycles-greedy vs official/cycles-random · light-cycles · 3 game(s) · seed ${results.matches[0]!.seed}`,
    );
    expect(ourContainers()).toEqual([]);
  }, 600_000);

  it('report mode turns that document into the Arena check (OpenAPI-checked mock)', async () => {
    expect(results).toBeDefined();
    const base = resultsDocument();
    const doc: Results = { ...results, run: { ...base.run } };
    const world = await World.create({
      results: doc,
      files: [
        { filename: 'agents/community/evaltest-cycles/agent.yml', status: 'added' },
        { filename: 'agents/community/evaltest-cycles/Dockerfile', status: 'added' },
      ],
      head: {
        'agents/community/evaltest-cycles/agent.yml': COMMUNITY_MANIFEST('evaltest-cycles', '1.0.0').replace(
          /games: \[[^\]]*\]/,
          'games: [light-cycles]',
        ),
        'agents/community/evaltest-cycles/Dockerfile': DOCKERFILE,
      },
      defaultBranch: {
        'arena.yml': ARENA_YML,
        'agents/official/cycles-random/agent.yml': OFFICIAL_MANIFEST('cycles-random').replace(/games: \[[^\]]*\]/, 'games: [light-cycles]'),
        'agents/official/cycles-greedy/agent.yml': OFFICIAL_MANIFEST('cycles-greedy').replace(/games: \[[^\]]*\]/, 'games: [light-cycles]'),
        'agents/official/cycles-search/agent.yml': OFFICIAL_MANIFEST('cycles-search').replace(/games: \[[^\]]*\]/, 'games: [light-cycles]'),
      },
    });
    try {
      const run = await world.runAction();
      expect(run.error).toBeUndefined();
      world.api.assertConforming();
      const completion = world.completion();
      expect(world.headSha).toBe(HEAD_SHA);
      expect(completion.conclusion).toBe('success');
      expect((completion.output as Record<string, unknown>).title).toBe('success: all checks passed');
      // the whole summary: the changed agent, one row per match with both opponents, its wins,
      // draws and losses and its place in each game (from the games' ranks), and why each stopped
      const md = (t: string) => t.replace(/[-.()\\]/g, (c) => `\\${c}`);
      const ordinal = ['', '1st', '2nd', '3rd'];
      const rows = results.matches.map((m) => {
        const mine = m.games.map((g) => ({ rank: g.ranks[g.seats.indexOf(ID)]!, top: g.ranks.filter((r) => r === 1).length }));
        const won = mine.filter((x) => x.rank === 1 && x.top === 1).length;
        const drawn = mine.filter((x) => x.rank === 1 && x.top > 1).length;
        const places = [1, 2, 3]
          .map((r) => [r, mine.filter((x) => x.rank === r).length] as const)
          .filter(([, n]) => n > 0)
          .map(([r, n]) => `${ordinal[r]} ×${n}`)
          .join(', ');
        const others = m.agents.filter((a) => a !== ID);
        return `| \`${ID}\` | \`${others.join(', ')}\` | light-cycles | 3 | ${won} | ${drawn} | ${3 - won - drawn} | ${places} | — |`;
      });
      const stops = results.matches.map((m) => {
        const others = m.agents.filter((a) => a !== ID);
        return `- ${md(`${ID} vs ${others.join(' and ')} (light-cycles): 3 games of 3 seats in 1 seat rotation: the fixed number of games (the sequential test reads two-seat pairs, so it does not apply)`)}`;
      });
      expect(world.summaryText()).toBe(
        [
          '## ✅ Arena: success — all checks passed',
          '',
          `pull request #12 by \`mallory\` (CONTRIBUTOR) · head \`${HEAD_SHA}\` on branch \`add-bot\` of \`octo-org/octo-repo\` · [evaluation run 289782451, attempt 1](https://github.com/octo-org/octo-repo/actions/runs/289782451), which concluded success`,
          '',
          '### Changed agents',
          '',
          '| agent | change | version (default branch → head) | entrypoint (head) | owner | errors | evaluation |',
          '| --- | --- | --- | --- | --- | --- | --- |',
          `| \`${ID}\` | added | — → 1.0.0 | docker | \`mallory\` | 0 | ok |`,
          '',
          '### Matches',
          '',
          '| agent | against | game | games | wins | draws | losses | places | own failures |',
          '| --- | --- | --- | ---: | ---: | ---: | ---: | --- | --- |',
          ...rows,
          '',
          '### Provisional rating and rank (from a run of a branch of this repository)',
          '',
          "Rated with the rotation's model (openskill, rating = μ − 3σ), the references held at their published ratings:",
          '',
          '- no published leaderboard was looked for',
          '',
          'Why each pairing stopped:',
          '',
          ...stops,
          '',
          '### Notes',
          '',
          '- The artifact matched its recorded sha256 digest \\(integrity in transit only\\)\\.',
        ].join('\n'),
      );
    } finally {
      await world.close();
    }
  }, 120_000);
});
