// No parser that reads text from a pull request may cost more than linear time: the report runs
// them on hostile files at their size caps inside a job with a timeout (a `# syntax=x`, many
// spaces, `y` first line once took 14 s in one regular expression). Every parser is fed the worst
// shapes we know at its cap, and its CPU time is compared, side by side in the same run, with the
// same parser going over the same number of bytes as 64 pieces of 1/64 of the cap (best of up to
// three runs of each, the first within the bound ending it; never a wall-clock bound). Anything
// quadratic gives about 64. Linear work does not give 1: V8 spends more per byte on big strings than
// on small ones (a string over 128 KiB lives in its large-object space, for one), so a linear text
// helper at the 128 KiB stderr cap costs up to six times more per byte than in small pieces (`md` on
// JWT-looking runs: 80 µs per KiB at the cap, 14 in 8 KiB pieces), and the old bound of 5 against 16
// pieces failed now and then on an idle machine. The bound, 16, is four times from either side.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { defaultConfig, parseConfig } from '../src/core/config.js';
import { checkDockerfile, DOCKERFILE_MAX_BYTES } from '../src/core/dockerfile.js';
import { validateManifestText } from '../src/core/manifest.js';
import { fitSections, md, mdBlock, mdCode, plainText } from '../src/core/report/text.js';
import { readWorkflowRunEvent } from '../src/core/github/event.js';
import { redactSecrets, sanitizeMarkdown, sanitizeText } from '../src/core/sanitize.js';

/** At most this many times the cost of the same bytes parsed as PIECES small pieces. */
const BOUND = 16;
// 64 pieces cost the YAML rows more than 16 did (the yaml parser spends ~27 ms on a 1 KiB piece of
// deep nesting, and stops at its stack depth on the whole): the price of a bound that is four times
// from either side.
const PIECES = 64;

// Jest raises Error.stackTraceLimit to 100 (for its own failure traces); Arena runs with Node's
// default of 10. The yaml parser makes an error object per unclosed bracket of deep nesting, and at
// 100 frames each a 1 KiB piece of it cost 130–170 ms instead of 27. Measure the parsers as they run.
beforeAll(() => {
  Error.stackTraceLimit = 10;
});

function cpuMs(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/**
 * Rounds of `fn` until they use at least `ms` of CPU (at most 4096): how often a fast side repeats,
 * with the CPU time of the last measure, which is a first sample of that side at that many rounds.
 */
function roundsFor(fn: () => void, ms: number): { rounds: number; used: number } {
  let rounds = 1;
  let used = cpuMs(() => repeat(fn, rounds));
  while (rounds < 4096 && used < ms) {
    rounds *= 2;
    used = cpuMs(() => repeat(fn, rounds));
  }
  return { rounds, used };
}
function repeat(fn: () => void, rounds: number): void {
  for (let r = 0; r < rounds; r++) fn();
}

/**
 * The cost of `run` on the shape at `cap`, relative to the same bytes in PIECES pieces. A side that
 * is over in a millisecond is repeated (both sides the same number of rounds) until the pieces take
 * at least MIN_SIDE_MS of CPU: a ratio of two timer ticks measures the scheduler, not the parser
 * (a helper done in 0.5 ms once gave 7× on a loaded machine).
 */
const MIN_SIDE_MS = 5;
function growth(make: (size: number) => string, cap: number, run: (text: string) => unknown): number {
  const whole = make(cap);
  const piece = make(Math.floor(cap / PIECES));
  expect(Buffer.byteLength(whole)).toBeLessThanOrEqual(cap);
  const pieces = () => {
    for (let k = 0; k < PIECES; k++) run(piece);
  };
  // warm up both sides, so no sample is the one that compiles the parser for that shape and size (a
  // first call at the cap once gave 12 on an idle machine)
  run(piece);
  run(whole);
  const { rounds, used } = roundsFor(pieces, MIN_SIDE_MS);
  let big = Infinity;
  let small = used;
  const start = process.cpuUsage();
  // Best of up to three, side by side: another try only while the ratio is over the bound (a busy
  // machine inflates one side now and then; a quadratic parser stays near 64 in every try), and
  // fewer when one round is already slow (the ratio, not the time, is asserted).
  for (let i = 0; i < 3 && (i === 0 || (process.cpuUsage(start).user as number) < 3_000_000); i++) {
    if (i > 0)
      small = Math.min(
        small,
        cpuMs(() => repeat(pieces, rounds)),
      );
    big = Math.min(
      big,
      cpuMs(() => repeat(() => run(whole), rounds)),
    );
    if (big / Math.max(small, 1) < BOUND) break;
  }
  return big / Math.max(small, 1);
}

/** Fill `size` bytes: head + filler repeated + tail. */
function shape(size: number, head: string, filler: string, tail = ''): string {
  const room = size - Buffer.byteLength(head + tail);
  return head + filler.repeat(Math.max(0, Math.floor(room / Buffer.byteLength(filler)))) + tail;
}

const DOCKERFILES: Array<[string, (size: number) => string]> = [
  ['a `# syntax=` directive with a long run of spaces inside its value', (n) => shape(n, '# syntax=x', ' ', 'y\nFROM scratch\n')],
  ['a comment before FROM that looks like a directive, spaces inside', (n) => shape(n, 'ARG A\n# syntax=x', ' ', 'y\nFROM scratch\n')],
  ['a directive name without `=`', (n) => shape(n, '# a', ' ', 'b\nFROM scratch\n')],
  ['FROM with a long run of spaces inside its arguments', (n) => shape(n, 'FROM a', ' ', 'b\n')],
  ['a line of spaces and tabs ending in a word', (n) => shape(n, 'FROM scratch\nRUN x', ' \t', 'y\n')],
  ['a long run of spaces after a continuation', (n) => shape(n, 'FROM scratch\nRUN a \\', ' ', '\n b\n')],
  ['thousands of continued lines', (n) => shape(n, 'FROM scratch\nRUN a', ' \\\n b', '\n')],
  ['ADD in exec form with thousands of escaped sources', (n) => shape(n, 'FROM scratch\nADD [', '"\\u0061",', '"/dst"]\n')],
  ['RUN --mount with thousands of from= options', (n) => shape(n, 'FROM scratch\nRUN --mount=', 'from=a,', 'x=y true\n')],
  ['an ADD source that nearly looks like a URL', (n) => shape(n, 'FROM scratch\nADD a', '.aa', '/x.gi /dst\n')],
  ['an ADD source with a slash and a long tail', (n) => shape(n, 'FROM scratch\nADD a.bc/', 'x.git', '! /dst\n')],
  ['a flag with a long name', (n) => shape(n, 'FROM scratch\nCOPY --', 'a', '! x /y\n')],
  ['thousands of stages', (n) => shape(n, '', 'FROM a AS b\n')],
];

describe('the Dockerfile checks are linear at the size cap', () => {
  it.each(DOCKERFILES)('%s', (_what, make) => {
    const run = (text: string) => checkDockerfile(text, { path: 'agents/community/x/Dockerfile', baseImages: ['node:22-slim'] });
    expect(growth(make, DOCKERFILE_MAX_BYTES, run)).toBeLessThan(BOUND);
  });

  it('keeps the findings and positions of the linear rewrite (directive value, exec-form offsets)', () => {
    const issues = checkDockerfile(
      '# syntax = docker/dockerfile:1   \t\nFROM node:22-slim\nADD ["\\u0068ttps://x.example/a", "http://e.vil/b", "/dst"]\n',
      {
        path: 'Dockerfile',
        baseImages: ['node:22-slim'],
      },
    );
    expect(issues.map((i) => [i.rule, i.line, i.column, i.message.slice(0, 40)])).toEqual([
      ['remote-build-input', 1, 1, '"# syntax=docker/dockerfile:1" makes the'],
      ['remote-build-input', 3, 7, 'ADD https://x.example/a downloads during'],
      ['remote-build-input', 3, 35, 'ADD http://e.vil/b downloads during the '],
    ]);
  });
});

const MANIFEST_CAP = defaultConfig().limits.manifestBytes;
const MANIFESTS: Array<[string, (size: number) => string]> = [
  ['deep flow nesting', (n) => shape(n, 'name: x\ndescription: ', '[', '')],
  ['a long plain scalar of words', (n) => shape(n, 'name: x\ndescription: ', 'a ', 'b\n')],
  ['a long plain scalar of colons and spaces', (n) => shape(n, 'name: x\ndescription: a', ' :', 'b\n')],
  ['thousands of aliases', (n) => shape(n, 'name: &a x\nauthors: [', '*a, ', '*a]\n')],
  ['a long double-quoted string of escapes', (n) => shape(n, 'name: x\ndescription: "', '\\"', '"\n')],
  ['thousands of keys', (n) => shape(n, 'name: x\nentrypoint:\n  env:\n', '    A: "1"\n')],
  ['a long run of spaces before a comment', (n) => shape(n, 'name: x', ' ', '# c\n')],
  ['env values that look interpolated', (n) => shape(n, 'name: x\nentrypoint:\n  type: docker\n  build: .\n  env:\n    A: "', '$', '"\n')],
];

describe('the manifest and arena.yml readers are linear at the size cap', () => {
  it.each(MANIFESTS)('agent.yml: %s', (_what, make) => {
    const run = (text: string) =>
      validateManifestText(text, { path: 'agents/community/x/agent.yml', tier: 'community', folderName: 'x', config: defaultConfig() });
    expect(growth(make, MANIFEST_CAP, run)).toBeLessThan(BOUND);
  });

  it.each(MANIFESTS)('arena.yml: %s', (_what, make) => {
    const run = (text: string) => {
      try {
        parseConfig(text, 'arena.yml');
      } catch {
        // a bad arena.yml is a UserError; only the cost matters here
      }
    };
    expect(growth(make, MANIFEST_CAP, run)).toBeLessThan(BOUND);
  });
});

// agent stderr is kept up to the game budget's stderrBytes (128 KiB by default), redacted and sanitised whole
const TEXT_CAP = 128 * 1024;
const TEXTS: Array<[string, (size: number) => string]> = [
  ['JWT-looking runs', (n) => shape(n, '', 'eyJ-')],
  ['a word full of TOKEN', (n) => shape(n, '', 'TOKEN')],
  ['many `xoxb-` prefixes in one run', (n) => shape(n, '', 'xoxb-')],
  ['many `glpat-` prefixes in one run', (n) => shape(n, '', 'glpat-')],
  ['a private key header with a long run of capitals', (n) => shape(n, '-----BEGIN ', 'A ')],
  ['Bearer and a long run of spaces', (n) => shape(n, 'Bearer', ' ', 'x')],
  ['an escape sequence that never ends', (n) => shape(n, '\u001b[', '0')],
  ['an OSC sequence that never ends', (n) => shape(n, '\u001b]', 'a')],
  ['C1 CSI that never ends', (n) => shape(n, '\u009b', '0')],
  ['workflow commands and references', (n) => shape(n, '', '::#1@a##[')],
  ['backticks', (n) => shape(n, '', '`')],
  ['bidi, zero-width and astral characters', (n) => shape(n, '', '\u202e\u200b😀\u2028')],
  ['lone surrogates', (n) => shape(n, '', '\ud800a')],
  ['GH- and #', (n) => shape(n, '', 'gh-#')],
  ['fence lines', (n) => shape(n, '', '```\n')],
];

describe('the sanitiser and the report’s text helpers are linear', () => {
  it.each(TEXTS)('%s', (_what, make) => {
    const fns = {
      sanitizeText,
      sanitizeMarkdown,
      redactSecrets,
      md,
      mdBlock,
      mdCode,
      plainText,
      // with a budget of half the text, so the pieces take the trimming path the whole takes
      fitSections: (t: string) => fitSections([t, t], Math.floor(Buffer.byteLength(t) / 2)),
    };
    const growths = Object.fromEntries(Object.entries(fns).map(([name, fn]) => [name, growth(make, TEXT_CAP, fn)]));
    for (const [name, g] of Object.entries(growths)) expect({ name, under: g < BOUND, g }).toEqual({ name, under: true, g });
  });

  it('redaction still finds what it is for', () => {
    const out = redactSecrets(
      'a eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijk b xoxb-1234567890-abc c glpat-abcdefghij0123456789 d MY_API_KEY=supersecret e',
    );
    expect(out).toBe('a [redacted] b [redacted] c [redacted] d MY_API_KEY=[redacted] e');
  });
});

describe('the workflow_run event reader is linear', () => {
  it('a workflow path full of @', () => {
    const make = (n: number) => shape(n, '.github/workflows/arena-pr.yml', '@a');
    const run = (path: string) => readWorkflowRunEvent({ action: 'completed', workflow_run: { path }, repository: {} });
    expect(growth(make, TEXT_CAP, run)).toBeLessThan(BOUND);
  });
});
