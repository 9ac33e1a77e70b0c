// The reader of untrusted results documents (src/core/results.ts) at the exact edge of each rule:
// the byte cap, the JSON and object checks, the version, the linear depth and value counts, every
// observation rule (each one just inside and just outside), the schema's message, the v1/v2 split,
// the summary ids, that observations come back where they were and the raw input is left as it was,
// and serialisation (the log-safe text, the size cap's trimming).
import { describe, expect, it } from '@jest/globals';
import {
  AGENT_NAME_PATTERN,
  emptySummary,
  logSafeJson,
  readResults,
  readResultsValue,
  RESULTS_CAPS,
  RESULTS_SCHEMA_V1,
  RESULTS_SCHEMA_V2,
  ResultsReadError,
  serializeResults,
  type JsonValue,
  type Results,
} from '../../src/core/results.js';
import { agentEntry, evaluateRun, timeoutMatch } from '../helpers/results-docs.js';

function doc(observations: unknown[] = [{ board: [[0, 1]] }]): Results {
  return {
    schema: RESULTS_SCHEMA_V1,
    run: evaluateRun(),
    agents: [agentEntry('community/foo', '1.2.0'), agentEntry('official/random')],
    matches: [
      timeoutMatch(
        'm-1',
        'community/foo',
        'official/random',
        observations.map((o) => [o as JsonValue]),
      ),
    ],
    ratings: [],
    verdict: { conclusion: 'neutral', reasons: ['unverified'] },
  };
}

/** The reader's message for `raw`, or 'ok'. */
function verdict(raw: unknown): string {
  try {
    readResultsValue(raw);
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(ResultsReadError);
    expect((error as Error).name).toBe('ResultsReadError');
    return (error as Error).message;
  }
}
const nested = (depth: number): unknown => {
  let v: unknown = 0;
  for (let i = 1; i < depth; i++) v = [v];
  return v;
};
const OBS = 'matches.0.games.0.failures.0.observation';
function withObservation(observation: unknown): unknown {
  const raw = JSON.parse(JSON.stringify(doc([0]))) as { matches: Array<{ games: Array<{ failures: Array<{ observation: unknown }> }> }> };
  raw.matches[0]!.games[0]!.failures[0]!.observation = observation;
  return raw;
}

describe('readResults: text', () => {
  it('the byte cap counts UTF-8 bytes: exactly the cap passes, one byte less refuses', () => {
    const text = JSON.stringify({ ...doc(), verdict: { conclusion: 'neutral', reasons: ['é'.repeat(100)] } });
    const bytes = Buffer.byteLength(text, 'utf8');
    expect(bytes).toBeGreaterThan(text.length);
    expect(readResults(text, bytes).verdict.reasons[0]).toBe('é'.repeat(100));
    expect(() => readResults(text, bytes - 1)).toThrow(new ResultsReadError(`results document is larger than ${bytes - 1} bytes`));
    expect(() => readResults(`${text} `, RESULTS_CAPS.documentBytes)).not.toThrow();
  });

  it("text that is not JSON says so with the parser's reason", () => {
    expect(() => readResults('{not json')).toThrow(/^results document is not valid JSON \((?!parse error).+\)$/);
  });

  it('anything but a JSON object is refused', () => {
    for (const text of ['null', '0', '1', '"x"', 'true', '[]', '[{}]']) {
      expect(() => readResults(text)).toThrow(new ResultsReadError('results document is not a JSON object'));
    }
  });

  it('the version: exactly the known names; others are shown (64 characters at most) with the known ones', () => {
    const known = 'this reader knows arena.results/v1, arena.results/v2';
    expect(verdict({ ...doc(), schema: 'arena.results/v3' })).toBe(`unknown results schema "arena.results/v3"; ${known}`);
    expect(verdict({ ...doc(), schema: 5 })).toBe(`unknown results schema 5; ${known}`);
    expect(verdict({ ...doc(), schema: undefined })).toBe(`unknown results schema undefined; ${known}`);
    expect(verdict({ ...doc(), schema: 'x'.repeat(100) })).toBe(`unknown results schema "${'x'.repeat(64)}"; ${known}`);
    expect(verdict({ ...doc(), schema: ['arena.results/v1'] })).toBe(`unknown results schema ["arena.results/v1"]; ${known}`);
    expect(verdict(doc())).toBe('ok');
    expect(verdict({ ...doc(), schema: RESULTS_SCHEMA_V2 })).toBe('ok');
  });
});

describe('readResults: linear caps before the schema', () => {
  it(`nesting: an observation ${RESULTS_CAPS.depth} deep passes, one deeper is the observation's fault, two deeper the document's`, () => {
    expect(verdict(withObservation(nested(RESULTS_CAPS.depth)))).toBe('ok');
    expect(verdict(withObservation(nested(RESULTS_CAPS.depth + 1)))).toBe(
      `results document does not match ${RESULTS_SCHEMA_V1}: ${OBS} is nested deeper than ${RESULTS_CAPS.depth}`,
    );
    expect(verdict(withObservation(nested(RESULTS_CAPS.depth + 2)))).toBe('results document is nested too deeply');
    // anywhere in the document, before the schema looks at it
    // (the document itself is the first level)
    expect(verdict({ ...doc(), extra: nested(RESULTS_CAPS.depth + 7) })).toMatch(/^results document does not match arena\.results\/v1: /);
    expect(verdict({ ...doc(), extra: nested(RESULTS_CAPS.depth + 8) })).toBe('results document is nested too deeply');
  });

  it('a value that contains itself is refused as nested too deeply, not walked forever', () => {
    const loop: Record<string, unknown> = { ...doc() };
    loop.extra = loop;
    expect(verdict(loop)).toBe('results document is nested too deeply');
    const list: unknown[] = [];
    list.push(list);
    expect(verdict({ ...doc(), extra: list })).toBe('results document is nested too deeply');
  });

  it(`values: at most ${RESULTS_CAPS.values} in the whole document, counted before the schema`, () => {
    // the object, its schema string, the array: 3 values besides the array's items
    const sized = (items: number) => ({ schema: RESULTS_SCHEMA_V1, x: new Array<number>(items).fill(0) });
    expect(verdict(sized(RESULTS_CAPS.values - 3))).toMatch(/^results document does not match arena\.results\/v1: /);
    expect(verdict(sized(RESULTS_CAPS.values - 2))).toBe(`results document holds more than ${RESULTS_CAPS.values} values`);
  });
});

describe('readResults: observations (opaque payloads, checked in one linear pass)', () => {
  const fault = (what: string) => `results document does not match ${RESULTS_SCHEMA_V1}: ${OBS} ${what}`;
  const cap = RESULTS_CAPS.observationBytes;

  it('JSON types only: null, booleans, finite numbers, strings, arrays, plain objects', () => {
    expect(verdict(withObservation({ a: null, b: true, c: false, d: -1.5, e: 'x', f: [1, [2]], g: {} }))).toBe('ok');
    for (const bad of [Infinity, -Infinity, NaN]) expect(verdict(withObservation([bad]))).toBe(fault('holds a number that is not finite'));
    for (const bad of [undefined, () => 1, Symbol('s'), 1n, new Date(0), Object.create(null) as object, new Map()])
      expect(verdict(withObservation([bad]))).toBe(fault('is not a JSON value'));
  });

  it(`strings: ${cap} characters is the string rule's edge, the byte cap applies to the whole observation`, () => {
    expect(verdict(withObservation('x'.repeat(cap + 1)))).toBe(fault(`holds a string over ${cap} characters`));
    // at the character limit the quotes take it over the byte cap
    expect(verdict(withObservation('x'.repeat(cap)))).toBe(fault(`is over ${cap} bytes`));
    expect(verdict(withObservation('x'.repeat(cap - 2)))).toBe('ok');
    // bytes, not characters: 2-byte characters reach the cap at half the length
    expect(verdict(withObservation('é'.repeat(cap / 2 - 1)))).toBe('ok');
    expect(verdict(withObservation('é'.repeat(cap / 2)))).toBe(fault(`is over ${cap} bytes`));
  });

  it('objects count towards the nesting like arrays', () => {
    const objects = (depth: number): unknown => {
      let v: unknown = 0;
      for (let i = 1; i < depth; i++) v = { v };
      return v;
    };
    expect(verdict(withObservation(objects(RESULTS_CAPS.depth)))).toBe('ok');
    expect(verdict(withObservation(objects(RESULTS_CAPS.depth + 1)))).toBe(fault(`is nested deeper than ${RESULTS_CAPS.depth}`));
  });

  it('arrays: 4096 items pass, 4097 do not; keys: 256 characters pass, 257 do not', () => {
    expect(verdict(withObservation(new Array<number>(4096).fill(0)))).toBe('ok');
    expect(verdict(withObservation(new Array<number>(4097).fill(0)))).toBe(fault('holds an array of more than 4096 items'));
    expect(verdict(withObservation({ ['k'.repeat(256)]: 1 }))).toBe('ok');
    expect(verdict(withObservation({ a: { ['k'.repeat(257)]: 1 } }))).toBe(fault('holds a key over 256 characters'));
  });

  it('come back unchanged at their own places; the raw input is left as it was, read or refused', () => {
    const observations = [{ n: 1 }, 'two', [3], null, { n: 5 }];
    const raw = JSON.parse(JSON.stringify(doc(observations))) as Record<string, unknown>;
    const before = JSON.stringify(raw);
    const read = readResultsValue(raw);
    expect(read.matches[0]!.games.map((g) => g.failures[0]!.observation)).toEqual(observations);
    expect(JSON.stringify(raw)).toBe(before);
    // refused by the schema after the observations were set aside: they are put back all the same
    const bad = JSON.parse(before) as { verdict: { conclusion: string } };
    bad.verdict.conclusion = 'victory';
    expect(verdict(bad)).toMatch(/verdict\.conclusion/);
    expect(JSON.stringify(bad)).toBe(before.replace('"neutral"', '"victory"'));
    // a failure without an observation keeps none
    const none = JSON.parse(before) as { matches: Array<{ games: Array<{ failures: Array<Record<string, unknown>> }> }> };
    delete none.matches[0]!.games[1]!.failures[0]!.observation;
    const noneRead = readResultsValue(none);
    expect(noneRead.matches[0]!.games.map((g) => g.failures[0]!.observation)).toEqual([{ n: 1 }, undefined, [3], null, { n: 5 }]);
    expect(Object.hasOwn(noneRead.matches[0]!.games[1]!.failures[0]!, 'observation')).toBe(false);
  });
});

describe('readResults: the schema and what it cannot say', () => {
  it("the schema's first problem, with its path and the document's version", () => {
    const bad = { ...doc(), verdict: { conclusion: 'victory', reasons: [] } };
    expect(verdict(bad)).toMatch(/^results document does not match arena\.results\/v1: verdict\.conclusion: /);
    expect(verdict({ ...bad, schema: RESULTS_SCHEMA_V2 })).toMatch(
      /^results document does not match arena\.results\/v2: verdict\.conclusion: /,
    );
    expect(verdict({ ...doc(), injected: 1 })).toMatch(/^results document does not match arena\.results\/v1: (?!\.)/);
    // a problem of the document itself has no path to name
    expect(verdict({ ...doc(), injected: 1 })).toBe('results document does not match arena.results/v1: Unrecognized key: "injected"');
  });

  it('an agent id and a commit sha are refused with their own words; agent names follow one pattern', () => {
    const run = evaluateRun();
    expect(verdict({ ...doc(), run: { ...run, headSha: 'A'.repeat(40) } })).toBe(
      'results document does not match arena.results/v1: run.headSha: a 40-hex commit sha',
    );
    const agents = [agentEntry('community/Foo', '1.2.0'), agentEntry('official/random')];
    expect(verdict({ ...doc(), agents })).toBe('results document does not match arena.results/v1: agents.0.id: an agent id is tier/name');
    for (const name of ['a', '0', `a${'-'.repeat(38)}`, 'my-bot-2'])
      expect({ name, ok: AGENT_NAME_PATTERN.test(name) }).toStrictEqual({ name, ok: true });
    for (const name of ['', '-a', 'A', 'a_b', 'a.b', `a${'-'.repeat(39)}`, 'bot\n', ' bot', 'bot ']) {
      expect({ name, ok: AGENT_NAME_PATTERN.test(name) }).toStrictEqual({ name, ok: false });
    }
  });

  it("null, numbers and strings where matches, games or failures belong are the schema's to refuse", () => {
    const shaped = (edit: (raw: { matches: unknown[] }) => void): unknown => {
      const raw = JSON.parse(JSON.stringify(doc())) as { matches: unknown[] };
      edit(raw);
      return raw;
    };
    type Raw = { matches: Array<{ games: Array<{ failures: unknown[] }> }> };
    for (const odd of [null, 5, 'x', [1]]) {
      expect(verdict(shaped((raw) => (raw.matches[0] = odd)))).toMatch(/^results document does not match arena\.results\/v1: matches\.0: /);
      expect(verdict(shaped((raw) => ((raw as Raw).matches[0]!.games[0] = odd as never)))).toMatch(/: matches\.0\.games\.0: /);
      expect(verdict(shaped((raw) => ((raw as Raw).matches[0]!.games[0]!.failures[0] = odd)))).toMatch(
        /: matches\.0\.games\.0\.failures\.0: /,
      );
    }
  });

  it('a v1 document may not carry the v2 evaluation object', () => {
    const evaluation = { stopping: {}, pairings: [], notes: [] };
    expect(verdict({ ...doc(), evaluation })).toMatch(/does not match/);
  });

  it('every summary key is an agent the document lists', () => {
    const foreign = doc();
    foreign.matches[0]!.summary = { 'community/other': { wins: 1, draws: 0, losses: 0, failures: {} } };
    expect(verdict(foreign)).toBe('match m-1: summary names community/other, which is not listed in agents[]');
    const listed = doc();
    listed.matches[0]!.summary = { 'official/random': { wins: 1, draws: 0, losses: 0, failures: {} } };
    expect(verdict(listed)).toBe('ok');
  });
});

describe('serializeResults and logSafeJson', () => {
  it(`a trimmed document keeps at most ${RESULTS_CAPS.reasons} reasons: the first ones and the note`, () => {
    const full = doc([{ n: 1 }]);
    full.matches[0]!.games[0]!.failures[0]!.stderr = 's'.repeat(3000);
    full.verdict.reasons = Array.from({ length: RESULTS_CAPS.reasons }, (_, i) => `reason ${i}`);
    const read = readResults(serializeResults(full, Buffer.byteLength(serializeResults(full)) - 1));
    expect(read.verdict.reasons).toHaveLength(RESULTS_CAPS.reasons);
    expect(read.verdict.reasons.slice(0, -1)).toEqual(full.verdict.reasons.slice(0, -1));
    expect(read.verdict.reasons.at(-1)).toMatch(/^the document was over \d+ bytes, so it leaves out stderr excerpts /);
  });

  it('an empty summary is all zeros and valid', () => {
    expect(emptySummary()).toEqual({ wins: 0, draws: 0, losses: 0, failures: {} });
    const fresh = doc();
    fresh.matches[0]!.summary = { 'official/random': emptySummary() };
    expect(verdict(fresh)).toBe('ok');
    expect(emptySummary()).not.toBe(emptySummary()); // a new object each time: callers add to it
  });

  it('escapes workflow commands, C1 controls, bidi, zero-width and separators inside strings, and reads back', () => {
    const text = '::error::x ##[group] \u0085 \u009b \u061c \u200b \u200f \u2028 \u2029 \u202a \u202e \u2060 \u2069 \ufeff \u007f';
    const json = JSON.stringify({ text });
    const safe = logSafeJson(json);
    expect(safe).toBe(
      String.raw`{"text":":\u003aerror:\u003ax #\u0023[group] \u0085 \u009b \u061c \u200b \u200f \u2028 \u2029 \u202a \u202e \u2060 \u2069 \ufeff \u007f"}`,
    );
    expect(JSON.parse(safe)).toEqual({ text });
    // ordinary text is left alone, and so are the characters just outside each range
    const plain = JSON.stringify({ t: 'a:b #[ \u007e \u00a0 \u061b \u200a \u2010 \u2027 \u202f \u205f \u206a \ufefe' });
    expect(logSafeJson(plain)).toBe(plain);
  });

  it('a document over the cap drops stderr, then observations, then long messages, and says which', () => {
    const big = doc([{ n: 1 }]);
    const failure = big.matches[0]!.games[0]!.failures[0]!;
    failure.stderr = 's'.repeat(3000);
    failure.message = 'm'.repeat(3000);
    const full = serializeResults(big);
    const size = Buffer.byteLength(full, 'utf8');
    expect(serializeResults(big, size)).toBe(full);
    const noStderr = readResults(serializeResults(big, size - 1));
    expect(noStderr.matches[0]!.games[0]!.failures[0]).toMatchObject({ observation: { n: 1 }, message: 'm'.repeat(3000) });
    expect(noStderr.matches[0]!.games[0]!.failures[0]!.stderr).toBeUndefined();
    expect(noStderr.verdict.reasons).toEqual([
      'unverified',
      `the document was over ${size - 1} bytes, so it leaves out stderr excerpts (the replays and logs keep them)`,
    ]);
    const short = readResults(serializeResults(big, 2500));
    expect(short.matches[0]!.games[0]!.failures[0]).toEqual({ agent: 'community/foo', kind: 'timeout', turn: 3, message: 'm'.repeat(200) });
    expect(short.verdict.reasons.at(-1)).toBe(
      'the document was over 2500 bytes, so it leaves out stderr excerpts, copies of the last observation, failure messages past 200 characters (the replays and logs keep them)',
    );
    expect(serializeResults(big).endsWith('}\n')).toBe(true);
    expect(serializeResults(big).split('\n')[1]).toBe('  "schema": "arena.results/v1",');
  });
});
