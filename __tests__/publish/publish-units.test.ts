// Pure pieces of publish and the maintainer modes: shard-set checks, branch and folder names, the
// git blob id, agent-folder listings, and the claims maintainer results must make.
import { describe, expect, it } from '@jest/globals';
import { asOf, branchProblem, folderSegments } from '../../src/core/publish/flow.js';
import { checkShardSet } from '../../src/core/publish/shards.js';
import { checkFolderListing, insidePathProblem } from '../../src/core/publish/agent-folders.js';
import { maintainerResultsMismatch } from '../../src/core/publish/maintainer-check.js';
import { repoFromEnv } from '../../src/core/publish/repository.js';
import { publishedFolderUrl, publishedPagesUrl, publishSummary } from '../../src/modes/publish.js';
import { checkPublishPath, shelfFileName, unsafePublishPath, type ReplayShelf } from '../../src/core/publish/replays.js';
import { buildLeaderboard } from '../../src/core/leaderboard/leaderboard.js';
import type { PublishOutcome } from '../../src/core/publish/flow.js';
import { series } from '../rating/helpers.js';
import { rotationShards } from './world.js';

const SHA = 'a'.repeat(40);

describe('checkShardSet', () => {
  it('accepts shards of one run in any order and lists the missing ones', () => {
    const shards = rotationShards('20250115T030000Z-0000002a', 4);
    const set = checkShardSet([shards[3]!, shards[0]!].map((results, i) => ({ results, source: `s${i}` })));
    expect(set).toEqual({ runId: '20250115T030000Z-0000002a', count: 4, present: [1, 4], missing: [2, 3] });
  });

  it('refuses a shard without run id or shard number', () => {
    const [doc] = rotationShards('20250115T030000Z-0000002a', 1);
    const noShard = structuredClone(doc!);
    delete noShard.run.shard;
    expect(() => checkShardSet([{ results: noShard, source: 'x' }])).toThrow(/run\.shard is missing/);
    const noRun = structuredClone(doc!);
    delete noRun.run.runId;
    expect(() => checkShardSet([{ results: noRun, source: 'x' }])).toThrow(/run\.runId is missing/);
  });
});

describe('names', () => {
  it.each([
    ['arena-data', undefined],
    ['data/ratings', undefined],
    ['../main', 'no ".."'],
    ['/abs', 'no leading'],
    ['a//b', 'double'],
    ['x.lock', '.lock'],
    ['.hidden', 'start with "."'],
    ['-flag', 'start with "."'],
    ['with space', 'letters'],
  ])('branch %j', (branch, problem) => {
    const found = branchProblem(branch);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(problem);
  });

  it('publish folders are plain relative folders', () => {
    expect(folderSegments('site/arena')).toEqual(['site', 'arena']);
    for (const bad of ['a/../b', '.git/x', 'a/./b', 'a//b']) expect(() => folderSegments(bad)).toThrow(/not a plain folder path/);
  });

  it('GITHUB_REPOSITORY must be owner/name', () => {
    expect(repoFromEnv({ GITHUB_REPOSITORY: 'octo-org/octo.repo' })).toEqual({ owner: 'octo-org', repo: 'octo.repo' });
    for (const bad of [undefined, 'x', 'a/b/c', 'a/../b', '-a/b']) expect(() => repoFromEnv({ GITHUB_REPOSITORY: bad })).toThrow();
  });

  it('the leaderboard time is the newest fact or shard time, whatever the order', () => {
    const shards = [...rotationShards('r1', 1, '2025-01-02T00:00:00.000Z'), ...rotationShards('r0', 1, '2025-01-01T00:00:00.000Z')];
    const a = asOf(
      [],
      shards.map((results) => ({ results, source: 'x' })),
    );
    const b = asOf(
      [],
      [...shards].reverse().map((results) => ({ results, source: 'x' })),
    );
    expect(a).toBe('2025-01-02T00:00:00.000Z');
    expect(b).toBe(a);
  });
});

describe('agent folders from the Git Data API', () => {
  it.each([
    ['agent.yml', undefined],
    ['src/bot.py', undefined],
    ['../x', '".."'],
    ['a/./b', '"."'],
    ['/etc/passwd', 'absolute'],
    ['a\\b', 'backslash'],
    ['a\u202eb', 'control'],
    ['.git/config', '.git'],
    ['x'.repeat(600), 'characters'],
  ])('path %j', (path, problem) => {
    const found = insidePathProblem(path);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(problem);
  });

  const blob = (path: string, size = 10, mode = '100644') => ({ path, mode, type: 'blob', sha: 'b'.repeat(40), size });
  const limits = { maxFiles: 3, maxBytes: 100 };

  it('accepts regular files and folders, keeping executables', () => {
    const r = checkFolderListing(
      'agents/community/x',
      { truncated: false, entries: [blob('a'), { path: 'd', mode: '040000', type: 'tree', sha: SHA }, blob('d/run.sh', 5, '100755')] },
      limits,
    );
    expect(r).toMatchObject({ ok: true, bytes: 15 });
  });

  it.each([
    ['symlink', [blob('link', 5, '120000')]],
    ['submodule', [{ path: 'sub', mode: '160000', type: 'commit', sha: SHA }]],
    ['agent-too-large', [blob('a'), blob('b'), blob('c'), blob('d')]],
    ['agent-too-large', [blob('big', 101)]],
    ['bad-path', [blob('x/../../y')]],
  ])('rejects with %s', (rule, entries) => {
    const r = checkFolderListing('agents/community/x', { truncated: false, entries }, limits);
    expect(r.ok).toBe(false);
    if (!r.ok && r.fetch.status === 'rejected') expect(r.fetch.issue.rule).toBe(rule);
  });
});

describe('maintainer results claims', () => {
  const doc = () => {
    const d = rotationShards('r', 1)[0]!;
    d.run = { mode: 'maintainer-evaluate', headSha: SHA, authoritative: true, createdAt: d.run.createdAt, arenaVersion: '0.1.0' };
    return d;
  };
  it('must be maintainer-evaluate results for exactly that sha, marked authoritative', () => {
    expect(maintainerResultsMismatch(doc(), SHA)).toBeUndefined();
    expect(maintainerResultsMismatch(doc(), 'b'.repeat(40))).toMatch(/for head aaaaaaaaaaaa, not the requested bbbbbbbbbbbb/);
    const evaluate = doc();
    evaluate.run.mode = 'evaluate';
    expect(maintainerResultsMismatch(evaluate, SHA)).toMatch(/not "maintainer-evaluate"/);
    const unmarked = doc();
    delete unmarked.run.authoritative;
    expect(maintainerResultsMismatch(unmarked, SHA)).toBe('the results are not marked authoritative');
  });
});

describe('the publish job summary', () => {
  // Two games rated, so two charts on the data branch.
  const facts = [
    ...series('r1', ['official/greedy', '1.0.0'], ['official/random', '1.0.0'], 4, () => 'a'),
    ...series('r1', ['official/greedy', '1.0.0'], ['official/random', '1.0.0'], 4, () => 'b', 'rock-paper-scissors'),
  ];
  const leaderboard = buildLeaderboard(facts, { anchors: [], quarantine: { threshold: 0.5, window: 20, minGames: 6 } });
  const outcome: PublishOutcome = {
    status: 'committed',
    shards: { runId: 'r1', count: 1, present: [1], missing: [] },
    createdBranch: false,
    commit: 'c'.repeat(40),
    written: ['arena/facts.jsonl'],
    removed: [],
    merge: { facts, added: facts, duplicates: 0, conflicts: [], voided: 0, leaderboard },
    attempts: 1,
  };

  it('links LEADERBOARD.md and every published ratings-<game>.svg by URL on the data branch', () => {
    const folderUrl = publishedFolderUrl('https://github.example.com/', { owner: 'o', repo: 'r' }, 'data/ratings', 'site/board');
    expect(folderUrl).toBe('https://github.example.com/o/r/blob/data/ratings/site/board/');
    const summary = publishSummary(outcome, { branch: 'data/ratings', path: 'site/board', folderUrl: folderUrl! });
    expect(summary).toContain('[data/ratings:site/board](https://github.example.com/o/r/blob/data/ratings/site/board/LEADERBOARD.md)');
    expect(summary).toContain(
      '- Rating charts: [connect\\-four](https://github.example.com/o/r/blob/data/ratings/site/board/ratings-connect-four.svg), ' +
        '[rock\\-paper\\-scissors](https://github.example.com/o/r/blob/data/ratings/site/board/ratings-rock-paper-scissors.svg).',
    );
  });

  it('links the leaderboard page index.html, says how GitHub Pages serves it, and counts the replay pages kept', () => {
    const folderUrl = publishedFolderUrl('https://github.com', { owner: 'o', repo: 'r' }, 'arena-data', 'arena')!;
    const replays: ReplayShelf = {
      schema: 'arena.replays/v1',
      rotation: 'r1',
      entries: [
        {
          file: 'm.game-0001.html',
          game: 'connect-four',
          match: 'm',
          index: 0,
          seats: ['official/greedy', 'official/random'],
          ranks: [1, 2],
          failures: [],
          bytes: 10,
        },
      ],
      omitted: { failing: 0, played: 3 },
    };
    const summary = publishSummary(
      { ...outcome, replays, removed: ['arena/replays/old.game-0001.html'] },
      {
        branch: 'arena-data',
        path: 'arena',
        folderUrl,
        pagesUrl: publishedPagesUrl('https://github.com', { owner: 'o', repo: 'r' }, 'arena'),
      },
    );
    expect(summary).toContain('- Leaderboard page: [index.html](https://github.com/o/r/blob/arena-data/arena/index.html)');
    expect(summary).toContain('Settings → Pages → Deploy from a branch: `arena-data`, / (root)');
    expect(summary).toContain('): it is then at https://o.github.io/r/arena/.');
    expect(summary).toContain(
      '- Replays: 1 page of rotation `r1` in [arena/replays/](https://github.com/o/r/blob/arena-data/arena/replays/) (0 of failing games; 3 more games over the caps), linked from index.html and LEADERBOARD.md; 1 older page removed.',
    );
    // GitHub Enterprise Server: no github.io address to guess
    expect(publishedPagesUrl('https://ghe.example.com', { owner: 'o', repo: 'r' }, 'arena')).toBeUndefined();
  });

  it('names the chart files without links when the server URL is not a plain http(s) origin', () => {
    expect(publishedFolderUrl('javascript:alert(1)//x', { owner: 'o', repo: 'r' }, 'b', 'p')).toBeUndefined();
    expect(publishedFolderUrl('https://evil.example/(x)', { owner: 'o', repo: 'r' }, 'b', 'p')).toBeUndefined();
    const summary = publishSummary(outcome, { branch: 'arena-data', path: 'arena' });
    expect(summary).toContain('- Rating charts: `arena/ratings-connect-four.svg`, `arena/ratings-rock-paper-scissors.svg`.');
    expect(summary).toContain('- Leaderboard page: `arena/index.html`');
    expect(summary).not.toContain('](');
  });
});

describe('the data branch write path', () => {
  it.each([
    ['../x.html'],
    ['replays/../../main.html'],
    ['.git/config'],
    ['replays/.hidden.html'],
    ['a/b/c.html'],
    ['x\u202eb.html'],
    ['with space.html'],
    ['a..b'],
    [''],
    ['replays/'],
    ['C:\\x'],
  ])('refuses %j', (path) => {
    expect(unsafePublishPath(path)).toBeDefined();
    expect(() => checkPublishPath(path)).toThrow(/^publish refused to write /);
  });

  it('accepts the names publish makes', () => {
    for (const path of [
      'facts.jsonl',
      'index.html',
      'ratings-connect-four.svg',
      'replays/connect-four-official.a-official.b.game-0001.html',
    ])
      expect(unsafePublishPath(path)).toBeUndefined();
  });

  it('makes a page name from a match id, or none when the id cannot make a plain one', () => {
    expect(shelfFileName('connect-four:official.minimax:official.random', 1)).toBe(
      'connect-four-official.minimax-official.random.game-0002.html',
    );
    expect(shelfFileName('..', 0)).toBeUndefined();
    expect(shelfFileName('.hidden', 0)).toBeUndefined();
    expect(shelfFileName('a/../../b', 0)).toBeUndefined();
  });
});
