// The report reads arena-results.json as hostile data: its cost must stay linear in the document's
// size whatever its shape. An 8 MiB document of nested one-element arrays inside failure
// observations (each within the depth cap) once cost ~40 s and ~1 GB in the schema check. Work is
// measured as CPU time relative to a linear pass over the same text in the same run (JSON.parse and
// one walk over every value), never as a wall-clock bound.
import { describe, expect, it } from '@jest/globals';
import { readResults, RESULTS_CAPS, RESULTS_SCHEMA_V1, ResultsReadError, type JsonValue, type Results } from '../src/core/results.js';
import { agentEntry, evaluateRun, timeoutMatch } from './helpers/results-docs.js';

function cpuMs(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The linear pass: parse, then visit every value once. */
function linearPass(text: string): void {
  const stack: unknown[] = [JSON.parse(text)];
  let n = 0;
  while (stack.length > 0) {
    const v = stack.pop();
    n += 1;
    if (v && typeof v === 'object') for (const child of Object.values(v)) stack.push(child);
  }
  if (n < 0) throw new Error('unreachable');
}

/**
 * Best of up to three runs of each, side by side, so one descheduled run on a busy machine does not
 * decide: another try only while the ratio is at or over `bound` (work that grows faster than the
 * text stays over it in every try).
 */
function ratio(work: () => void, text: string, bound: number, firstWorkMs = Infinity): number {
  let best = firstWorkMs; // a first run the test already timed (the first run only costs more)
  let base = Infinity;
  for (let i = 0; i < 3; i++) {
    base = Math.min(
      base,
      cpuMs(() => linearPass(text)),
    );
    if (i > 0 || firstWorkMs === Infinity) best = Math.min(best, cpuMs(work));
    if (best / Math.max(base, 1) < bound) break;
  }
  return best / Math.max(base, 1);
}

/** What `fn` throws, and the CPU time it took to throw it. */
function thrownBy(fn: () => unknown): { error: unknown; ms: number } {
  const start = process.cpuUsage();
  try {
    fn();
  } catch (error) {
    const used = process.cpuUsage(start);
    return { error, ms: (used.user + used.system) / 1000 };
  }
  throw new Error('expected it to throw');
}

function nest(depth: number): JsonValue {
  let v: JsonValue = 0;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

function documentWith(observation: (g: number, f: number) => JsonValue, games: number, failures: number): Results {
  return {
    schema: RESULTS_SCHEMA_V1,
    run: evaluateRun(),
    agents: [agentEntry('community/mallory-bot', '0.1.0'), agentEntry('official/random')],
    matches: [
      timeoutMatch(
        'm0',
        'community/mallory-bot',
        'official/random',
        Array.from({ length: games }, (_, g) => Array.from({ length: failures }, (_, f) => observation(g, f))),
      ),
    ],
    ratings: [],
    verdict: { conclusion: 'failure', reasons: [] },
  };
}

describe('reading a hostile results document costs a linear pass, give or take a constant', () => {
  it('8 MiB of nested one-element arrays inside failure observations is refused, at the cost of a linear pass', () => {
    // 16 failures per game, each observation 4096 nests 28 deep: ~240 KB per failure, 7.6 MB in all.
    const deep = Array.from({ length: 4096 }, () => nest(28));
    const text = JSON.stringify(documentWith(() => deep, 2, 16));
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(RESULTS_CAPS.documentBytes);
    expect(Buffer.byteLength(text)).toBeGreaterThan(RESULTS_CAPS.documentBytes * 0.9);
    const refused = thrownBy(() => readResults(text));
    expect(refused.error).toBeInstanceOf(ResultsReadError);
    expect((refused.error as Error).message).toMatch(/more than \d+ values|observation/);
    expect(ratio(() => expect(() => readResults(text)).toThrow(ResultsReadError), text, 20, refused.ms)).toBeLessThan(20);
  }, 120_000);

  it('under the value cap, observations over their byte cap are refused before any deep validation', () => {
    // 80 failures whose observation is 1,024 nests 20 deep (~43 KB each, over the 16 KiB cap)
    const deep = Array.from({ length: 1024 }, () => nest(20));
    const text = JSON.stringify(documentWith(() => deep, 5, 16));
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(RESULTS_CAPS.documentBytes);
    const refused = thrownBy(() => readResults(text));
    expect(refused.error).toBeInstanceOf(ResultsReadError);
    expect((refused.error as Error).message).toMatch(/observation/);
    expect(ratio(() => expect(() => readResults(text)).toThrow(ResultsReadError), text, 20, refused.ms)).toBeLessThan(20);
  }, 120_000);

  it('an honest document full of capped observations is read whole, observations unchanged, at a linear cost', () => {
    const board = (g: number, f: number): JsonValue => ({
      board: Array.from({ length: 6 }, (_, r) => Array.from({ length: 7 }, (_, c) => (r * 7 + c + g + f) % 3)),
      legal: [0, 1, 2, 3, 4, 5, 6],
      toMove: f % 2,
    });
    const doc = documentWith(board, 1000, 16);
    const text = JSON.stringify(doc);
    const started = process.cpuUsage();
    const read = readResults(text);
    const used = process.cpuUsage(started);
    expect(read.matches[0]!.games[999]!.failures[15]!.observation).toEqual(board(999, 15));
    expect(read).toEqual(doc);
    expect(ratio(() => readResults(text), text, 40, (used.user + used.system) / 1000)).toBeLessThan(40);
  }, 120_000);

  it('observations keep their rules: JSON values only, keys and strings within caps, no deeper than the cap', () => {
    const over = (observation: JsonValue) => JSON.stringify(documentWith(() => observation, 1, 1));
    expect(() => readResults(over(nest(RESULTS_CAPS.depth + 8)))).toThrow(/nested too deeply|observation/);
    expect(() => readResults(over({ ['k'.repeat(300)]: 1 }))).toThrow(/observation/);
    expect(() => readResults(over(Array.from({ length: 4097 }, () => 0)))).toThrow(/observation/);
    expect(readResults(over({ a: [1, 'two', null, true, { b: 2.5 }] })).matches[0]!.games[0]!.failures[0]!.observation).toEqual({
      a: [1, 'two', null, true, { b: 2.5 }],
    });
  });
});
