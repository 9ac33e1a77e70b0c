// Action mode `publish` against the OpenAPI-checking GitHub mock, in-process: shard artifacts read
// as untrusted data, merged into the facts on the data branch, facts + leaderboard written as one
// commit through the Git Data API (no checkout, no push), idempotent, order-independent, and
// retried when another writer moves the branch. Every request is checked against GitHub's
// OpenAPI description (assertConforming in afterEach).
import { afterEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { factId, parseFactsJsonl } from '../../src/core/rating/facts.js';
import { gitBlobSha } from '../../src/core/publish/flow.js';
import { sliceShard, type RotationPlan } from '../../src/core/rating/plan.js';
import type { Results } from '../../src/core/results.js';
import { PublishWorld, rotationPlan, rotationShards } from './world.js';

let world: PublishWorld | undefined;
afterEach(async () => {
  try {
    world?.api.assertConforming();
  } finally {
    await world?.close();
    world = undefined;
  }
});

describe('publish: the first publish', () => {
  it('creates the data branch from the default branch head and writes everything in one commit', async () => {
    world = await PublishWorld.create();
    const [one, two] = rotationShards('20250115T030000Z-0000002a');
    world.addPlan(rotationPlan('20250115T030000Z-0000002a'));
    world.addShard('arena-rotation-shard-0', one!);
    world.addShard('arena-rotation-shard-1', two!);
    const mainHead = world.git.refs.get('main')!;

    const r = await world.run();
    expect(r.error).toBeUndefined();
    expect(r.outputs.conclusion).toBe('success');

    // One new commit on a new branch whose parent is main's head; main untouched.
    expect(world.git.refs.get('main')).toBe(mainHead);
    const history = world.git.history('arena-data');
    expect(history).toHaveLength(2);
    expect(history[1]!.sha).toBe(mainHead);
    expect(history[0]!.message).toMatch(/^Arena: publish rotation 20250115T030000Z-0000002a\n\n12 new facts from 2 of 2 shards/);
    // one blob per file: facts.jsonl, leaderboard.json, LEADERBOARD.md, index.html, the chart
    expect(world.writes()).toEqual([
      'git/create-blob',
      'git/create-blob',
      'git/create-blob',
      'git/create-blob',
      'git/create-blob',
      'git/create-tree',
      'git/create-commit',
      'git/create-ref',
    ]);
    expect(world.api.requestsFor('git/create-ref')[0]!.body).toMatchObject({ ref: 'refs/heads/arena-data' });
    expect(world.api.requestsFor('git/create-tree')[0]!.body).toMatchObject({
      base_tree: expect.stringMatching(/^[0-9a-f]{40}$/),
    });

    // The files, in the default folder; the default branch's files are still there.
    expect(world.git.read('arena-data', 'README.md')).toBe('# octo-repo\n');
    const facts = parseFactsJsonl(world.git.read('arena-data', 'arena/facts.jsonl')!);
    expect(facts).toHaveLength(12);
    const board = JSON.parse(world.git.read('arena-data', 'arena/leaderboard.json')!);
    expect(board.games[0].entries.map((e: { agent: string }) => e.agent)).toEqual([
      'official/minimax',
      'official/greedy',
      'official/random',
    ]);
    expect(board.generatedAt).toBe('2025-01-15T03:00:00.000Z');
    expect(world.git.read('arena-data', 'arena/LEADERBOARD.md')).toContain('](ratings-connect-four.svg)');
    expect(world.git.read('arena-data', 'arena/ratings-connect-four.svg')).toMatch(/^<svg/);
    // the page for GitHub Pages, in the same commit, from the same leaderboard
    const pageText = world.git.read('arena-data', 'arena/index.html')!;
    expect(pageText).toMatch(/^<!doctype html>/);
    expect(pageText).toContain('<tr data-agent="official/minimax">');

    // The job summary shows the leaderboard; the token is never sent anywhere but the API.
    expect(r.summary).toContain('### Arena publish: rotation `20250115T030000Z-0000002a`');
    expect(r.summary).toContain('](https://github.com/octo-org/octo-repo/blob/arena-data/arena/LEADERBOARD.md)');
    // The charts are files on the data branch: the summary links each one, like LEADERBOARD.md.
    expect(r.summary).toContain(
      '- Rating charts: [connect\\-four](https://github.com/octo-org/octo-repo/blob/arena-data/arena/ratings-connect-four.svg).',
    );
    expect(r.summary).toMatch(/\| 1 \| official\/minimax \|/);
    expect(world.api.requests.every((q) => q.headers.authorization === 'token publish-token-0123')).toBe(true);
  });

  it('publishes to the branch and folder arena.yml names', async () => {
    world = await PublishWorld.create({ arenaYml: 'rotation:\n  publish:\n    branch: data/ratings\n    path: site/board\n' });
    world.addRotation('20250115T030000Z-0000002a', 1);
    const r = await world.run();
    expect(r.error).toBeUndefined();
    expect(world.git.read('data/ratings', 'site/board/facts.jsonl')).toBeDefined();
    expect(world.git.read('data/ratings', 'site/board/LEADERBOARD.md')).toContain('# Arena leaderboard');
    expect(r.summary).toContain(
      '[connect\\-four](https://github.com/octo-org/octo-repo/blob/data/ratings/site/board/ratings-connect-four.svg)',
    );
    expect(r.summary).toContain('](https://github.com/octo-org/octo-repo/blob/data/ratings/site/board/LEADERBOARD.md)');
  });

  it('publishes into an existing branch on top of its head, keeping stored facts byte for byte', async () => {
    world = await PublishWorld.create();
    world.addRotation('20250114T030000Z-00000001', 1, '2025-01-14T03:00:00.000Z');
    expect((await world.run()).error).toBeUndefined();
    const before = world.git.read('arena-data', 'arena/facts.jsonl')!;
    world.git.commitOn('arena-data', { 'notes.txt': 'kept\n' }, 'someone else');

    world.clearShards();
    world.addRotation('20250115T030000Z-0000002a', 3);
    const r = await world.run();
    expect(r.error).toBeUndefined();
    const after = world.git.read('arena-data', 'arena/facts.jsonl')!;
    expect(after.startsWith(before)).toBe(true);
    expect(parseFactsJsonl(after)).toHaveLength(24);
    expect(world.git.read('arena-data', 'notes.txt')).toBe('kept\n');
    expect(world.api.requestsFor('git/update-ref')[0]!.body).toEqual({ sha: world.git.refs.get('arena-data'), force: false });
    const board = JSON.parse(world.git.read('arena-data', 'arena/leaderboard.json')!);
    expect(board.rotations).toBe(2);
    expect(r.summary).toContain('12 new, 0 already known');
  });
});

describe('publish: idempotent and order-independent', () => {
  it('a second publish of the same shards adds nothing: no blob, tree, commit or ref write', async () => {
    world = await PublishWorld.create();
    world.addRotation('20250115T030000Z-0000002a', 3);
    expect((await world.run()).error).toBeUndefined();
    const head = world.git.refs.get('arena-data');
    const writes = world.writes().length;

    const again = await world.run();
    expect(again.error).toBeUndefined();
    expect(world.git.refs.get('arena-data')).toBe(head);
    expect(world.writes()).toHaveLength(writes);
    expect(again.summary).toContain('Nothing new');
    expect(again.summary).toContain(
      '[connect\\-four](https://github.com/octo-org/octo-repo/blob/arena-data/arena/ratings-connect-four.svg)',
    );
    expect(again.summary).toContain('0 new, 12 already known');
  });

  it('shards in any order (and under any folder names) give byte-identical facts and leaderboard', async () => {
    const shards = rotationShards('20250115T030000Z-0000002a', 3);
    const outcomes: string[][] = [];
    for (const names of [
      ['a', 'b', 'c'],
      ['c', 'a', 'b'],
      ['b', 'c', 'a'],
    ]) {
      world = await PublishWorld.create();
      world.addPlan(rotationPlan('20250115T030000Z-0000002a', 3));
      shards.forEach((doc, i) => world!.addShard(names[i]!, doc));
      expect((await world.run()).error).toBeUndefined();
      outcomes.push(
        ['arena/facts.jsonl', 'arena/leaderboard.json', 'arena/LEADERBOARD.md', 'arena/index.html', 'arena/ratings-connect-four.svg'].map(
          (p) => world!.git.read('arena-data', p)!,
        ),
      );
      world.api.assertConforming();
      await world.close();
      world = undefined;
    }
    expect(outcomes[1]).toEqual(outcomes[0]);
    expect(outcomes[2]).toEqual(outcomes[0]);
  });

  it('computes the same blob shas git does, so "unchanged" really means unchanged', () => {
    for (const text of ['', 'hello\n', '{"v":1}\n'.repeat(1000), 'ü ⚓ \u0000 bytes']) {
      const git = spawnSync('git', ['hash-object', '--stdin'], { input: text, encoding: 'utf8' });
      expect(gitBlobSha(new TextEncoder().encode(text))).toBe(git.stdout.trim());
    }
  });
});

describe('publish: another writer moved the branch', () => {
  it('re-reads and merges again, then lands on top of the other commit', async () => {
    world = await PublishWorld.create();
    world.addPlan(rotationPlan('20250114T030000Z-00000001', 1));
    for (const [i, doc] of rotationShards('20250114T030000Z-00000001', 1, '2025-01-14T03:00:00.000Z').entries())
      world.addShard(`s${i}`, doc);
    expect((await world.run()).error).toBeUndefined();

    // A concurrent publish of another rotation lands between our read and our ref update.
    const w = world;
    const other = rotationShards('20250116T030000Z-00000003', 1, '2025-01-16T03:00:00.000Z');
    let moved = false;
    w.git.beforeRefWrite = (branch) => {
      if (moved || branch !== 'arena-data') return;
      moved = true;
      const facts = w.git.read('arena-data', 'arena/facts.jsonl')!;
      const extra = other[0]!.matches.flatMap((m) =>
        m.games.map((g, index) =>
          JSON.stringify({
            v: 1,
            id: factId('20250116T030000Z-00000003', m.id, index),
            rotation: '20250116T030000Z-00000003',
            match: m.id,
            index,
            game: 'connect-four',
            seats: g.seats.map((agent) => ({ agent, version: '1.0.0' })),
            ranks: g.ranks,
            failures: [],
          }),
        ),
      );
      w.git.commitOn('arena-data', { 'arena/facts.jsonl': `${facts}${extra.join('\n')}\n` }, 'concurrent publish');
    };
    world.clearShards();
    world.addPlan(rotationPlan('20250115T030000Z-0000002a', 2));
    for (const [i, doc] of rotationShards('20250115T030000Z-0000002a', 2).entries()) world.addShard(`s${i}`, doc);
    const r = await world.run();
    expect(r.error).toBeUndefined();
    expect(world.api.requestsFor('git/update-ref').map((q) => q.status)).toEqual([422, 200]);
    expect(r.logs.join('\n')).toContain('arena-data moved while publishing (HTTP 422); reading it again (attempt 2 of 4)');
    const history = world.git.history('arena-data').map((c) => c.message.split('\n')[0]);
    expect(history.slice(0, 2)).toEqual(['Arena: publish rotation 20250115T030000Z-0000002a', 'concurrent publish']);
    const facts = parseFactsJsonl(world.git.read('arena-data', 'arena/facts.jsonl')!);
    expect(new Set(facts.map((f) => f.rotation))).toEqual(
      new Set(['20250114T030000Z-00000001', '20250115T030000Z-0000002a', '20250116T030000Z-00000003']),
    );
    expect(JSON.parse(world.git.read('arena-data', 'arena/leaderboard.json')!).rotations).toBe(3);
  });

  it('gives up after a bounded number of attempts with a clear error', async () => {
    world = await PublishWorld.create();
    world.addRotation('20250114T030000Z-00000001', 1);
    expect((await world.run()).error).toBeUndefined();
    const w = world;
    let n = 0;
    w.git.beforeRefWrite = () => {
      n += 1;
      w.git.commitOn('arena-data', { [`noise-${n}.txt`]: `${n}\n` }, `noise ${n}`);
    };
    world.clearShards();
    world.addRotation('20250115T030000Z-0000002a', 1);
    const r = await world.run();
    expect(r.error?.message).toBe('arena-data kept moving while publishing (4 attempts); nothing was published');
    expect(world.api.requestsFor('git/update-ref')).toHaveLength(4);
  });
});

describe('publish: hostile or broken shard artifacts are rejected before anything is read or written', () => {
  const ID = '20250115T030000Z-0000002a';

  /** Run publish on what `setup` lays out (next to the plan of rotation ID, in `count` shards, unless `plan: false`). */
  async function rejected(setup: (w: PublishWorld) => void, options: { plan?: false | number } = {}): Promise<string> {
    world = await PublishWorld.create();
    if (options.plan !== false) world.addPlan(rotationPlan(ID, options.plan ?? 1));
    setup(world);
    const r = await world.run();
    expect(r.error).toBeDefined();
    expect(world.writes()).toEqual([]);
    expect(world.git.refs.has('arena-data')).toBe(false);
    return `${r.error!.message}\n${(r.error as { hint?: string }).hint ?? ''}`;
  }

  it('a document of the wrong schema', async () => {
    const message = await rejected((w) => {
      w.addShard('arena-rotation-shard-0', rotationShards(ID, 1)[0]!);
      w.addShard('arena-rotation-shard-1', JSON.stringify({ ...rotationShards(ID, 1)[0]!, schema: 'arena.results/v9' }));
    });
    expect(message).toMatch(/arena-rotation-shard-1\/arena-results\.json: unknown results schema "arena\.results\/v9"/);
    expect(world!.api.requests).toHaveLength(0);
  });

  it('a document with keys the schema does not know, or not JSON', async () => {
    const doc = rotationShards(ID, 1)[0]! as unknown as Record<string, unknown>;
    expect(await rejected((w) => w.addShard('x', JSON.stringify({ ...doc, extra: true })))).toMatch(/x\/arena-results\.json: .*extra/);
    await world!.close();
    world = undefined;
    expect(await rejected((w) => w.addShard('x', '{"schema": '))).toMatch(/x\/arena-results\.json: results document is not valid JSON/);
  });

  it('an evaluation (not rotation) document', async () => {
    const doc = rotationShards(ID, 1)[0]!;
    doc.run.mode = 'evaluate';
    expect(await rejected((w) => w.addShard('arena-rotation-shard-0', doc))).toMatch(
      /shard results rejected, nothing was published: "arena-rotation-shard-0": run.mode is "evaluate", not "rotation"/,
    );
  });

  it('shards of different rotation runs', async () => {
    const message = await rejected((w) => {
      const [a] = rotationShards(ID, 2);
      const [, b] = rotationShards('20250115T030000Z-0000ffff', 2);
      w.addShard('arena-rotation-shard-0', a!);
      w.addShard('arena-rotation-shard-1', b!);
    });
    expect(message).toMatch(
      /the shards come from 2 different rotation runs: 20250115T030000Z-0000002a \("arena-rotation-shard-0"\); 20250115T030000Z-0000ffff \("arena-rotation-shard-1"\)/,
    );
    expect(message).toContain('re-run the rotation workflow instead of adding files by hand');
  });

  it('the same shard twice, a shard of another plan size, and disagreeing agent versions', async () => {
    const [a, b] = rotationShards(ID, 2);
    expect(
      await rejected((w) => {
        w.addShard('s0', a!);
        w.addShard('s1', { ...a!, matches: [] });
      }),
    ).toMatch(/"s1" and "s0" both claim to be shard 1\/2/);
    await world!.close();
    world = undefined;
    const [, , c] = rotationShards(ID, 3);
    expect(
      await rejected((w) => {
        w.addShard('s0', a!);
        w.addShard('s2', c!);
      }),
    ).toMatch(/"s2": shard 3\/3 does not belong to a plan of 2 shards/);
    await world!.close();
    world = undefined;
    const other = structuredClone(b!);
    other.agents[0]!.version = '9.9.9';
    expect(
      await rejected((w) => {
        w.addShard('s0', a!);
        w.addShard('s1', other);
      }),
    ).toMatch(/"s1" lists official\/random 9\.9\.9, but "s0" lists 1\.0\.0/);
  });

  it('a match claimed by two shards, and a game whose seats are not the match’s agents', async () => {
    const [a, b] = rotationShards(ID, 2);
    const dup = structuredClone(b!);
    dup.matches.push(structuredClone(a!.matches[0]!));
    expect(
      await rejected((w) => {
        w.addShard('s0', a!);
        w.addShard('s1', dup);
      }),
    ).toMatch(/match connect-four:official\.minimax:official\.random appears in both "s0" and "s1"/);
    await world!.close();
    world = undefined;
    const forged = structuredClone(a!);
    forged.matches[0]!.games[0]!.seats = ['official/greedy', 'official/random'];
    expect(await rejected((w) => w.addShard('s0', forged), { plan: 2 })).toMatch(
      /"s0" \(shard 1\/2\): match connect-four:official\.minimax:official\.random: game 0 seats official\/greedy, official\/random; the plan seats official\/minimax, official\/random/,
    );
  });

  it('an oversize document (over the 8 MiB cap) is refused by size, before it is parsed', async () => {
    const message = await rejected((w) => {
      w.addShard('s0', rotationShards(ID, 1)[0]!);
      w.addShard('s1', Buffer.alloc(8 * 1024 * 1024 + 1, 0x20));
    });
    expect(message).toMatch(/s1\/arena-results\.json: larger than 8388608 bytes/);
  });

  it('symlinks instead of files or folders', async () => {
    expect(
      await rejected((w) => {
        const real = w.addShard('real', rotationShards(ID, 1)[0]!);
        mkdirSync(join(w.shardsDir, 'linked'));
        symlinkSync(real, join(w.shardsDir, 'linked', 'arena-results.json'));
        writeFileSync(join(w.dir, 'placeholder'), '');
      }),
    ).toMatch(/linked\/arena-results\.json is not a regular file \(a symlink\?\)/);
    await world!.close();
    world = undefined;
    expect(
      await rejected((w) => {
        w.addShard('real', rotationShards(ID, 1)[0]!);
        symlinkSync(join(w.shardsDir, 'real'), join(w.shardsDir, 'zz-link'));
      }),
    ).toMatch(/zz-link is a symlink; nothing was published/);
  });

  it('shard results without the plan next to them (not downloaded, a symlink, oversize, not a plan)', async () => {
    const shards = (w: PublishWorld) => w.addShard('arena-rotation-shard-0', rotationShards(ID, 1)[0]!);
    const closeWorld = async () => {
      await world!.close();
      world = undefined;
    };
    expect(await rejected(shards, { plan: false })).toMatch(
      /arena-shards\/arena-plan\.json does not exist: publish rates only what the rotation's plan gave each shard[\s\S]*download the plan job's artifact arena-plan into results-dir/,
    );
    expect(world!.api.requests).toHaveLength(0);
    await closeWorld();
    expect(
      await rejected(
        (w) => {
          shards(w);
          const real = join(w.dir, 'elsewhere.json');
          writeFileSync(real, JSON.stringify(rotationPlan(ID, 1)));
          symlinkSync(real, join(w.shardsDir, 'arena-plan.json'));
        },
        { plan: false },
      ),
    ).toMatch(/arena-shards\/arena-plan\.json is a symlink; nothing was published/);
    await closeWorld();
    expect(
      await rejected(
        (w) => {
          shards(w);
          w.addPlan(Buffer.alloc(32 * 1024 * 1024 + 1, 0x20).toString());
        },
        { plan: false },
      ),
    ).toMatch(/arena-plan\.json: larger than 33554432 bytes/);
    await closeWorld();
    expect(
      await rejected(
        (w) => {
          shards(w);
          w.addPlan(JSON.stringify({ ...rotationPlan(ID, 1), extra: 1 }));
        },
        { plan: false },
      ),
    ).toMatch(/arena-plan\.json: not an arena\.plan\/v1 plan/);
  });

  it('no shard results at all', async () => {
    expect(await rejected(() => {})).toMatch(/no shard results were found/);
  });

  it('a broken facts file on the data branch stops the publish with file and line', async () => {
    world = await PublishWorld.create();
    world.git.commitOn('arena-data', { 'arena/facts.jsonl': '{"v":1}\n' }, 'hand edit');
    const head = world.git.refs.get('arena-data');
    world.addRotation(ID, 1);
    const r = await world.run();
    expect(r.error?.message).toMatch(/^arena-data:arena\/facts\.jsonl:1: not a valid fact/);
    expect(world.writes()).toEqual([]);
    expect(world.git.refs.get('arena-data')).toBe(head);
  });
});

describe('publish: every shard must be its slice of the rotation plan, or nothing is published', () => {
  const ID = '20250115T030000Z-0000002a';
  const PLAN = rotationPlan(ID, 2);

  /** Publish the plan of ID in 2 shards with shard documents `docs`; return the error, checking nothing was read or written. */
  /** Publish these shard documents against the plan (the world stays open in `world`). */
  async function publish(docs: Results[], plan: RotationPlan = PLAN) {
    world = await PublishWorld.create();
    world.addPlan(plan);
    docs.forEach((doc, i) => world!.addShard(`arena-rotation-shard-${i}`, doc));
    return world.run();
  }

  async function refused(docs: Results[], plan: RotationPlan = PLAN): Promise<string> {
    const r = await publish(docs, plan);
    expect(r.error).toBeDefined();
    expect(r.error!.message).toMatch(/^shard results rejected, nothing was published: /);
    // Refused before the first request: no blob, tree, commit or ref, and not even a read.
    expect(world!.api.requests).toHaveLength(0);
    expect(world!.git.refs.has('arena-data')).toBe(false);
    const message = r.error!.message;
    await world!.close();
    world = undefined;
    return message;
  }

  const honest = () => rotationShards(ID, 2);

  it('the honest set publishes (the shards hold exactly the plan’s slices)', async () => {
    const [a, b] = honest();
    for (const [i, doc] of [a!, b!].entries()) {
      expect(doc.matches.map((m) => m.id)).toEqual(sliceShard(PLAN, i + 1, 2).map((m) => m.id));
    }
    const r = await publish([a!, b!]);
    expect(r.error).toBeUndefined();
    expect(parseFactsJsonl(world!.git.read('arena-data', 'arena/facts.jsonl')!)).toHaveLength(12);
  });

  it('a shard that lost games (an infra-voided game, a match cut short) still publishes what it played', async () => {
    const [a, b] = honest();
    a!.matches[0]!.games.splice(1, 1);
    a!.matches[0]!.voided = 1;
    b!.matches[0]!.games.pop();
    const r = await publish([a!, b!]);
    expect(r.error).toBeUndefined();
    expect(parseFactsJsonl(world!.git.read('arena-data', 'arena/facts.jsonl')!)).toHaveLength(10);
  });

  it('a shard claiming a match of another shard’s slice', async () => {
    const [a, b] = honest();
    const moved = b!.matches.shift()!;
    a!.matches.push(moved);
    expect(await refused([a!, b!])).toBe(
      `shard results rejected, nothing was published: "arena-rotation-shard-0" (shard 1/2) reports match ${moved.id}, which the plan gives to shard 2/2`,
    );
  });

  it('an unplanned pairing: a new match, or a planned match id with other agents', async () => {
    const [a, b] = honest();
    const extra = structuredClone(a!.matches[0]!);
    extra.id = 'connect-four:official.random:official.minimax';
    extra.agents = ['official/random', 'official/minimax'];
    for (const g of extra.games) g.seats = [...g.seats].reverse();
    a!.matches.push(extra);
    expect(await refused([a!, b!])).toMatch(
      /"arena-rotation-shard-0" reports match connect-four:official\.random:official\.minimax, which is not in the plan$/,
    );

    const [c, d] = honest();
    const swapped = c!.matches[0]!;
    swapped.agents = ['official/greedy', 'official/random'];
    for (const g of swapped.games) g.seats = g.seats.map((x) => (x === 'official/minimax' ? 'official/greedy' : x));
    expect(await refused([c!, d!])).toMatch(
      /\(shard 1\/2\): match connect-four:official\.minimax:official\.random seats official\/greedy vs official\/random; the plan pairs official\/minimax vs official\/random$/,
    );
  });

  it('another match seed, or another game seed', async () => {
    const [a, b] = honest();
    const planned = PLAN.matches.find((m) => m.id === a!.matches[0]!.id)!;
    a!.matches[0]!.seed = planned.seed + 1;
    expect(await refused([a!, b!])).toMatch(new RegExp(`has seed ${planned.seed + 1}; the plan has ${planned.seed}$`));

    const [c, d] = honest();
    c!.matches[0]!.games[2]!.seed = 7;
    expect(await refused([c!, d!])).toMatch(/: game 2 has seed 7; the plan derives \d+$/);
  });

  it('more games than planned: an extra game, a game index past the plan, a game twice, too many voided', async () => {
    const more = honest();
    const match = more[1]!.matches[0]!;
    match.games.push({ ...structuredClone(match.games[0]!), index: 4 });
    expect(await refused(more)).toMatch(/ reports 5 games and 0 voided; the plan has 4 games$/);

    const past = honest();
    past[1]!.matches[0]!.games[3]!.index = 9;
    expect(await refused(past)).toMatch(/: game 9 is not one of its 4 planned games$/);

    const twice = honest();
    const games = twice[1]!.matches[0]!.games;
    games[2] = structuredClone(games[0]!);
    expect(await refused(twice)).toMatch(/: game 0 is reported twice$/);

    const voided = honest();
    voided[0]!.matches[0]!.voided = 1;
    expect(await refused(voided)).toMatch(/ reports 4 games and 1 voided; the plan has 4 games$/);
  });

  it('agent versions other than the plan’s', async () => {
    const plan = structuredClone(PLAN);
    for (const m of plan.matches) m.versions = m.agents.map((a) => (a === 'official/greedy' ? '2.0.0' : '1.0.0'));
    expect(await refused(honest(), plan)).toMatch(/: official\/greedy is listed at 1\.0\.0; the plan has 2\.0\.0$/);
  });

  it('shards of another run id or another shard count than the plan', async () => {
    expect(await refused(honest(), rotationPlan('20250115T030000Z-0000ffff', 2))).toMatch(
      /"arena-rotation-shard-0" is from rotation run 20250115T030000Z-0000002a, but the plan is for 20250115T030000Z-0000ffff$/,
    );
    expect(await refused(honest(), rotationPlan(ID, 3))).toMatch(/"arena-rotation-shard-0" is shard 1\/2, but the plan has 3 shards$/);
  });
});
