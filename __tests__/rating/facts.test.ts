import { describe, expect, it } from '@jest/globals';
import {
  FACTS_CAPS,
  FactsError,
  factId,
  factsFromResults,
  mergeFacts,
  parseFactsJsonl,
  serializeFact,
  serializeFactsJsonl,
  sortFacts,
} from '../../src/core/rating/facts.js';
import { fact, shardResults } from './helpers.js';

const A: [string, string] = ['official/minimax', '1.0.0'];
const B: [string, string] = ['official/random', '1.0.0'];

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(FactsError);
    return (error as Error).message;
  }
  throw new Error('expected a FactsError');
}

describe('facts', () => {
  it('a fact id is a hash of rotation, match and game index only', () => {
    expect(factId('r1', 'm', 0)).toMatch(/^[0-9a-f]{32}$/);
    expect(factId('r1', 'm', 0)).toBe(factId('r1', 'm', 0));
    expect(factId('r1', 'm', 0)).not.toBe(factId('r1', 'm', 1));
    expect(factId('r1', 'm:x', 0)).not.toBe(factId('r1:m', 'x', 0));
  });

  it('round-trips through JSONL with a fixed key order', () => {
    const facts = [
      fact('20250101T000000Z-1', 'm', 1, [A, B], [1, 1]),
      fact('20250101T000000Z-1', 'm', 0, [B, A], [2, 1], [{ seat: 0, kind: 'timeout' }]),
    ];
    const text = serializeFactsJsonl(facts);
    expect(text.split('\n')[0]).toMatch(
      /^\{"v":1,"id":"[0-9a-f]{32}","rotation":"20250101T000000Z-1","match":"m","index":1,"game":"connect-four","seats"/,
    );
    const parsed = parseFactsJsonl(text);
    expect(parsed).toEqual(sortFacts(facts));
    expect(parsed.map((f) => f.index)).toEqual([0, 1]);
  });

  it('canonical order is rotation, then match, then game index — never arrival order', () => {
    const f = [
      fact('20250102T000000Z-1', 'a', 0, [A, B], [1, 2]),
      fact('20250101T000000Z-1', 'b', 10, [A, B], [1, 2]),
      fact('20250101T000000Z-1', 'b', 2, [A, B], [1, 2]),
      fact('20250101T000000Z-1', 'a', 5, [A, B], [1, 2]),
    ];
    expect(sortFacts(f).map((x) => `${x.rotation}/${x.match}/${x.index}`)).toEqual([
      '20250101T000000Z-1/a/5',
      '20250101T000000Z-1/b/2',
      '20250101T000000Z-1/b/10',
      '20250102T000000Z-1/a/0',
    ]);
  });

  it('a bad line is an error with its line number', () => {
    const good = serializeFact(fact('r', 'm', 0, [A, B], [1, 2]));
    expect(errorOf(() => parseFactsJsonl(`${good}\n{not json\n`, 'data/facts.jsonl'))).toMatch(/^data\/facts\.jsonl:2: not a JSON object/);
    expect(errorOf(() => parseFactsJsonl(`${good}\n\n${good.replace('"v":1', '"v":1,"extra":true')}\n`))).toMatch(
      /^facts\.jsonl:3: not a valid fact: .*extra/,
    );
    expect(errorOf(() => parseFactsJsonl(good.replace('"ranks":[1,2]', '"ranks":[1]')))).toMatch(
      /:1: (not a valid fact|the fact has 2 seats but 1 ranks)/,
    );
    expect(errorOf(() => parseFactsJsonl(good.replace(/"id":"[0-9a-f]+"/, `"id":"${'0'.repeat(32)}"`)))).toMatch(
      /:1: the fact has an id that is not the hash/,
    );
    expect(errorOf(() => parseFactsJsonl(good.replace('"official/random"', '"official/minimax"')))).toMatch(/seats the same agent twice/);
    expect(errorOf(() => parseFactsJsonl(good.replace('"official/random"', '"local/x"')))).toMatch(/:1: not a valid fact: seats\.1\.agent/);
  });

  it('infra can never be part of a fact (voided games are never rated)', () => {
    const line = serializeFact(fact('r', 'm', 0, [A, B], [2, 1], [{ seat: 0, kind: 'timeout' }])).replace('"timeout"', '"infra"');
    expect(errorOf(() => parseFactsJsonl(line))).toMatch(/:1: not a valid fact: failures\.0\.kind/);
  });

  it('hostile input: over-long lines and a control-character file name are refused cleanly', () => {
    const long = `{"v":1,"pad":"${'x'.repeat(FACTS_CAPS.lineBytes)}"}`;
    expect(errorOf(() => parseFactsJsonl(long, 'f'))).toMatch(/^f:1: line is longer than 16384 bytes/);
    const message = errorOf(() => parseFactsJsonl('[]', 'evil\u001b[31m::error::x'));
    expect(message).not.toContain('\u001b');
    expect(message).not.toContain('::error::');
    expect(errorOf(() => parseFactsJsonl('{"__proto__":{"v":1}}'))).toMatch(/:1: not a valid fact/);
  });

  it('equal duplicate lines are tolerated, different facts under one id are an error', () => {
    const line = serializeFact(fact('r', 'm', 0, [A, B], [1, 2]));
    expect(parseFactsJsonl(`${line}\n${line}\n`)).toHaveLength(1);
    const other = serializeFact({ ...fact('r', 'm', 0, [A, B], [2, 1]) });
    expect(errorOf(() => parseFactsJsonl(`${line}\n${other}\n`))).toMatch(
      /:2: fact [0-9a-f]+ differs from the fact with the same id on line 1/,
    );
  });

  it('merge is a union by id: order of arrival and repeats do not matter, existing facts never change', () => {
    const r1 = [fact('r1', 'm', 0, [A, B], [1, 2]), fact('r1', 'm', 1, [B, A], [1, 1])];
    const r2 = [fact('r2', 'm', 0, [A, B], [2, 1])];
    const once = mergeFacts([], [...r1, ...r2]);
    const twice = mergeFacts([], [...r2, ...r1, ...r2, ...r1]);
    expect(twice.facts).toEqual(once.facts);
    expect(twice.duplicates).toBe(3);
    const again = mergeFacts(once.facts, [...r2, ...r1]);
    expect(again.added).toEqual([]);
    expect(again.duplicates).toBe(3);
    // A re-run shard with a different outcome under the same id: the stored fact stays.
    const rerun = mergeFacts(once.facts, [fact('r2', 'm', 0, [A, B], [1, 2])]);
    expect(rerun.conflicts).toEqual([factId('r2', 'm', 0)]);
    expect(rerun.facts).toEqual(once.facts);
    // Two new conflicting versions: the same winner whatever the order.
    const x = fact('r3', 'm', 0, [A, B], [1, 2]);
    const y = fact('r3', 'm', 0, [A, B], [2, 1]);
    expect(mergeFacts([], [x, y]).facts).toEqual(mergeFacts([], [y, x]).facts);
  });
});

describe('facts from shard results', () => {
  const versions = { 'official/minimax': '1.0.0', 'official/random': '2.0.0' };

  it('turns every game into a fact, skips infra-voided games, and keeps versions from agents[]', () => {
    const results = shardResults(
      '20250115T030000Z-00000001',
      '1/2',
      [
        {
          id: 'connect-four:official.minimax:official.random',
          agents: ['official/minimax', 'official/random'],
          games: [
            { seats: ['official/minimax', 'official/random'], ranks: [1, 2] },
            { seats: ['official/random', 'official/minimax'], ranks: [2, 1], failures: [{ agent: 'official/random', kind: 'timeout' }] },
            { seats: ['official/minimax', 'official/random'], ranks: [1, 1], failures: [{ agent: 'official/random', kind: 'infra' }] },
            { seats: ['official/random', 'official/minimax'], ranks: [1, 1] },
          ],
        },
      ],
      versions,
    );
    const { facts, voided } = factsFromResults(results, { 'connect-four': '1' });
    expect(voided).toBe(1);
    expect(facts.map((f) => f.index)).toEqual([0, 1, 3]);
    expect(facts[1]).toMatchObject({
      rotation: '20250115T030000Z-00000001',
      game: 'connect-four',
      rulesVersion: '1',
      seats: [
        { agent: 'official/random', version: '2.0.0' },
        { agent: 'official/minimax', version: '1.0.0' },
      ],
      ranks: [2, 1],
      failures: [{ seat: 0, kind: 'timeout' }],
      playedAt: '2025-01-15T03:00:00.000Z',
    });
    expect(facts[0]!.id).toBe(factId('20250115T030000Z-00000001', 'connect-four:official.minimax:official.random', 0));
  });

  it('refuses results that are not a rotation shard or that contradict themselves', () => {
    const base = shardResults('run-1', '1/1', [{ id: 'm', agents: ['official/minimax', 'official/random'], games: [] }], versions);
    expect(() => factsFromResults({ ...base, run: { ...base.run, mode: 'evaluate' } }, {}, 'shard-a')).toThrow(
      /^shard-a: run\.mode is "evaluate"/,
    );
    const { runId: _drop, ...noRun } = base.run;
    expect(() => factsFromResults({ ...base, run: noRun })).toThrow(/run\.runId is missing/);
    const stranger = shardResults(
      'run-1',
      '1/1',
      [
        {
          id: 'm',
          agents: ['official/minimax', 'official/random'],
          games: [{ seats: ['official/minimax', 'community/ghost'], ranks: [1, 2] }],
        },
      ],
      versions,
    );
    expect(() => factsFromResults(stranger)).toThrow(/match m game 0: seat community\/ghost is not one of the match's agents/);
    const unlisted = shardResults(
      'run-1',
      '1/1',
      [
        {
          id: 'm',
          agents: ['official/minimax', 'official/greedy'],
          games: [{ seats: ['official/minimax', 'official/greedy'], ranks: [1, 2] }],
        },
      ],
      versions,
    );
    expect(() => factsFromResults(unlisted)).toThrow(/official\/greedy is not listed in agents\[\]/);
  });
});
