// Mode evaluate as a runner runs it: `node dist/index.js` with INPUT_* and GITHUB_* env, a real
// pull_request payload, a real test-merge checkout cloned with --depth 2 (actions/checkout
// fetch-depth: 2), GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and GITHUB_API_URL pointing at a
// server that records any request (evaluate takes no token and must send none). These cases need
// no Docker engine: DOCKER_HOST points nowhere, so any attempt to use Docker would fail them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readResults } from '../../src/core/results.js';
import { REPO_ROOT } from '../helpers/cli.js';
import {
  addFixtureAgent,
  comparable,
  ensureBundle,
  makePrCheckout,
  NoApiServer,
  runEvaluateAction,
  runNode,
  type PrCheckout,
} from './helpers.js';

const NO_DOCKER = { DOCKER_HOST: 'unix:///nonexistent/arena-evaluate-test.sock' };

let api: NoApiServer;
let pr: PrCheckout | undefined;

beforeAll(async () => {
  ensureBundle();
  api = await NoApiServer.start();
}, 600_000);

afterEach(() => {
  expect(api.requests).toEqual([]);
  pr?.cleanup();
  pr = undefined;
});

afterAll(async () => {
  await api.close();
});

function bumpVersion(dir: string, version: string): void {
  const path = join(dir, 'agent.yml');
  writeFileSync(path, readFileSync(path, 'utf8').replace(/^version: .*$/m, `version: ${version}`));
}

describe('mode evaluate (dist/index.js)', () => {
  it('a pull request that touches no agent is neutral, and nothing is played', async () => {
    pr = makePrCheckout({ change: (repo) => writeFileSync(join(repo, 'README.md'), '# a better readme\n') });
    const run = await runEvaluateAction(pr, { api, env: NO_DOCKER });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe('neutral');
    expect(JSON.parse(run.outputs['changed-agents']!)).toEqual([]);
    expect(run.outputs['results-path']).toBe(join(pr.dir, 'arena-results', 'arena-results.json'));
    const results = readResults(readFileSync(run.outputs['results-path']!, 'utf8'));
    expect(results.run).toMatchObject({ mode: 'evaluate', headSha: pr.head, baseSha: pr.base });
    expect(results.run.authoritative).toBeUndefined();
    expect(results.agents).toEqual([]);
    expect(results.matches).toEqual([]);
    expect(results.verdict).toEqual({ conclusion: 'neutral', reasons: ['nothing to evaluate: the change adds or modifies no agent'] });
    expect(run.summary).toContain('Arena evaluation: neutral');
    expect(run.summary).toContain('Unverified: these results come from the pull request');
  });

  it("a maintainer's changed official agent plays the references as a host process: success, and `arena evaluate --changed` gives the same document", async () => {
    pr = makePrCheckout({
      change: (repo) => {
        const dir = join(repo, 'agents', 'official', 'greedy');
        bumpVersion(dir, '1.0.1');
        writeFileSync(join(dir, 'NOTES.md'), 'tuned\n');
      },
    });
    const run = await runEvaluateAction(pr, { api, association: 'OWNER', env: NO_DOCKER });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(JSON.parse(run.outputs['changed-agents']!)).toEqual(['official/greedy']);
    const text = readFileSync(run.outputs['results-path']!, 'utf8');
    const results = readResults(text);
    expect(results.agents.map((a) => [a.id, a.version, a.status, a.changed])).toEqual([
      ['official/greedy', '1.0.1', 'ok', true],
      ['official/random', '1.0.0', 'ok', false],
    ]);
    expect(results.matches).toHaveLength(1);
    const match = results.matches[0]!;
    expect(match.agents).toEqual(['official/greedy', 'official/random']);
    expect(match.games).toHaveLength(2);
    // paired seats: both games share a seed, seats swapped
    expect(match.games[0]!.seed).toBe(match.games[1]!.seed);
    expect(match.games[1]!.seats).toEqual(['official/random', 'official/greedy']);
    const s = match.summary['official/greedy']!;
    expect(s.wins + s.draws + s.losses).toBe(2);
    expect(results.verdict.conclusion).toBe('success');
    expect(results.verdict.reasons[1]).toMatch(
      /^official\/greedy: \d+ wins?, \d+ draws?, \d+ loss(es)? in 2 games against the reference agents$/,
    );
    // replays and logs beside the results
    for (const game of match.games) expect(existsSync(join(run.resultsDir, game.replay!))).toBe(true);
    expect(readdirSync(join(run.resultsDir, 'logs'))).toHaveLength(1);
    // the job summary: W/D/L per reference
    expect(run.summary).toContain('## ✅ Arena evaluation: success');
    expect(run.summary).toMatch(/\| official\/random \| connect-four \| 2 \| \d \| \d \| \d \| — \|/);
    // the log: a group per agent and per match, one line per game, no raw agent output
    expect(run.stdout).toContain('::group::official/greedy 1.0.1');
    expect(run.stdout).toMatch(/::group::official\/greedy vs official\/random · connect-four · 2 game\(s\) · seed \d+/);
    expect(run.stdout.match(/^game \d\/2 seed \d+: /gm)).toHaveLength(2);

    // The CLI on the same checkout and the same change: the same document.
    const list = join(pr.root, 'changed.txt');
    writeFileSync(list, pr.changedList);
    const out = join(pr.root, 'cli-results');
    const cli = await runNode(
      [
        join(REPO_ROOT, 'dist', 'cli.js'),
        'evaluate',
        '--root',
        pr.dir,
        '--changed',
        list,
        '--out',
        out,
        '--json',
        '--author-association',
        'OWNER',
      ],
      { PATH: process.env.PATH, HOME: process.env.HOME, ...NO_DOCKER },
      pr.root,
    );
    expect(cli.code).toBe(0);
    expect(cli.stderr).toContain('arena evaluate: success');
    expect(comparable(cli.stdout)).toEqual(comparable(text));
    expect(comparable(readFileSync(join(out, 'arena-results.json'), 'utf8'))).toEqual(comparable(text));
  });

  it('an invalid manifest and a community `command` agent: failure without playing, and nothing of them runs', async () => {
    pr = makePrCheckout({
      change: (repo) => {
        addFixtureAgent(repo, 'invalid-manifest', 'community', 'evaltest-invalid');
        addFixtureAgent(repo, 'rejected-command', 'community', 'evaltest-command');
      },
    });
    const run = await runEvaluateAction(pr, { api, env: NO_DOCKER });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0); // a verdict never fails the job
    expect(run.outputs.conclusion).toBe('failure');
    expect(JSON.parse(run.outputs['changed-agents']!)).toEqual(['community/evaltest-command', 'community/evaltest-invalid']);
    const results = readResults(readFileSync(run.outputs['results-path']!, 'utf8'));
    expect(results.matches).toEqual([]);
    const byId = new Map(results.agents.map((a) => [a.id, a]));
    expect(byId.get('community/evaltest-command')).toMatchObject({ status: 'rejected', changed: true, entrypoint: 'command' });
    expect(byId.get('community/evaltest-command')!.issues.map((i) => i.rule)).toContain('community-command-entrypoint');
    expect(byId.get('community/evaltest-invalid')).toMatchObject({ status: 'invalid', changed: true });
    const invalid = byId.get('community/evaltest-invalid')!.issues.filter((i) => i.severity === 'error');
    expect(invalid.map((i) => [i.path, i.line])).toEqual(
      expect.arrayContaining([
        ['agents/community/evaltest-invalid/agent.yml', 2],
        ['agents/community/evaltest-invalid/agent.yml', 9],
      ]),
    );
    expect(results.verdict.reasons[0]).toMatch(
      /^community\/evaltest-command is rejected: agents\/community\/evaltest-command\/agent\.yml:\d+:\d+ community-command-entrypoint: /,
    );
    expect(results.verdict.reasons[1]).toMatch(
      /^community\/evaltest-invalid is invalid: agents\/community\/evaltest-invalid\/agent\.yml:2:\d+ /,
    );
    expect(existsSync(join(pr.dir, 'agents', 'community', 'evaltest-command', 'RAN'))).toBe(false);
    expect(run.stdout).toContain('community/evaltest-command is rejected: it is not built and plays no game');
    expect(run.summary).toContain('## ❌ Arena evaluation: failure');
    expect(run.summary).toContain('Not played: fix the findings above first.');
    expect(run.summary).toMatch(/`agents\/community\/evaltest-invalid\/agent\.yml:2:\d+` \*\*error\*\*/);
  });

  it('a broken official agent (illegal moves): failure with the kind, the turn, the observation, the board, a sanitised stderr excerpt and the repro command', async () => {
    pr = makePrCheckout({ change: (repo) => addFixtureAgent(repo, 'illegal-mover', 'official', 'evaltest-illegal') });
    const run = await runEvaluateAction(pr, { api, association: 'MEMBER', env: NO_DOCKER });
    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe('failure');
    const results = readResults(readFileSync(run.outputs['results-path']!, 'utf8'));
    const match = results.matches[0]!;
    expect(match.summary['official/evaltest-illegal']).toMatchObject({ wins: 0, losses: 2, failures: { 'invalid-action': 2 } });
    const failure = match.games[0]!.failures[0]!;
    expect(failure).toMatchObject({ agent: 'official/evaltest-illegal', kind: 'invalid-action', turn: 5 });
    expect(results.verdict.reasons[0]).toMatch(
      /^official\/evaltest-illegal failed in 2 of 2 games \(invalid-action 2\): 100% is more than evaluation\.maxFailureShare \(50%\) allows/,
    );
    const seed = match.games[0]!.seed;
    expect(run.summary).toContain('#### official/evaltest-illegal: invalid-action (2 games)');
    expect(run.summary).toContain('on turn 5: the action must be a column number 0–6, got 9');
    expect(run.summary).toContain(`arena match official/evaltest-illegal official/random --game connect-four --games 1 --seed ${seed}`);
    expect(run.summary).toContain('The board it saw:');
    expect(run.summary).toMatch(/\|\. \. \. \. \. \. \.\|/); // a row of the rendered board
    expect(run.summary).toContain('"legal"');
    // the agent's stderr reaches the summary only inside a fence, defused
    expect(run.summary).toContain('pwned by turn');
    expect(run.summary).not.toMatch(/^::error::/m);
    expect(run.summary).not.toContain('::error::pwned');
    // and the log never carries it raw
    expect(run.stdout).not.toContain('::error::pwned');
    expect(run.stdout).toContain('::warning::Arena evaluation: failure');
  });

  it('refuses to run on anything but pull_request, and without the merge commit’s parent (fetch-depth 1): the job fails with a fix', async () => {
    pr = makePrCheckout({ change: (repo) => writeFileSync(join(repo, 'README.md'), 'x\n'), depth: 1 });
    const push = await runEvaluateAction(pr, { api, eventName: 'pull_request_target', env: NO_DOCKER });
    expect(push.code).toBe(1);
    expect(push.stdout).toMatch(/::error::mode evaluate runs on pull_request events, not "pull_request_target"/);
    const shallow = await runEvaluateAction(pr, { api, env: NO_DOCKER });
    expect(shallow.code).toBe(1);
    expect(shallow.stdout).toMatch(/::error::git .*failed.*fetch-depth: 2/s);
    expect(shallow.outputs.conclusion).toBeUndefined();
    expect(existsSync(join(pr.dir, 'arena-results', 'arena-results.json'))).toBe(false);
  });

  it('writes to an absolute results-dir', async () => {
    pr = makePrCheckout({ change: (repo) => writeFileSync(join(repo, 'README.md'), 'x\n') });
    const target = join(pr.root, 'elsewhere', 'results');
    const run = await runEvaluateAction(pr, { api, resultsDir: target, env: NO_DOCKER });
    expect(run.code).toBe(0);
    expect(run.outputs['results-path']).toBe(join(target, 'arena-results.json'));
    expect(existsSync(join(target, 'arena-results.json'))).toBe(true);
  });
});
