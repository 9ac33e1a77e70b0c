// Properties (fast-check) of the sanitiser over arbitrary text, biased towards the dangerous pieces:
// the output never holds a workflow command, a control, bidi or invisible character (other than our
// own zero-width space), a lone surrogate, or (in Markdown) raw HTML, an unescaped mention or an
// autolink; sanitising is idempotent where it must be.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { runs } from './runs.js';
import {
  hasUnsafeCharacters,
  markdownCodeBlock,
  sanitizeLine,
  sanitizeMarkdown,
  sanitizeText,
  truncate,
  truncateBytes,
} from '../../src/core/sanitize.js';

const ZWSP = '\u200b';
const PIECES = [
  '\x1b',
  '\x1b[',
  '\x1b]',
  '\x07',
  '\x9b',
  '\x00',
  '\r',
  '\n',
  '\r\n',
  '\t',
  '\x7f',
  '\x85',
  ':',
  '::',
  '#',
  '##[',
  '[',
  '@',
  '<',
  '>',
  '&',
  '"',
  '`',
  '://',
  '\u202e',
  '\u2028',
  '\u2029',
  '\u2066',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\u061c',
  '\ufe0f',
  '\ud800',
  '\udfff',
  '\ud83d\ude00',
  ' ',
  'a',
  '1',
  '#12',
  'owner/repo#3',
];
/** text made of dangerous pieces and arbitrary code units (lone surrogates included) */
const hostile = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...PIECES) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
      { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 3 }) },
    ),
    {
      maxLength: 40,
    },
  )
  .map((parts) => parts.join(''));
const RUNS = { numRuns: runs(1000) };

// Every control character but TAB and LF; bidi, zero-width and other invisible format characters
// (ZWSP excepted: the sanitiser adds it), and the line and paragraph separators, which end a line
// in some viewers; lone surrogates. Written out here, not imported.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const INVISIBLE_BUT_ZWSP =
  // eslint-disable-next-line no-misleading-character-class -- a list of single invisible code points
  /[\u061c\u115f\u1160\u17b4\u17b5\u180e\u200c-\u200f\u2028\u2029\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function expectLogSafe(out: string, input: string) {
  const ctx = JSON.stringify(input);
  expect([ctx, CONTROL.exec(out)?.[0]]).toEqual([ctx, undefined]);
  expect([ctx, INVISIBLE_BUT_ZWSP.exec(out)?.[0]]).toEqual([ctx, undefined]);
  expect([ctx, LONE_SURROGATE.test(out)]).toEqual([ctx, false]);
  // no workflow command: no `::` anywhere (so none after trimming a line), no legacy `##[`
  expect([ctx, out.includes('::'), out.includes('##[')]).toEqual([ctx, false, false]);
}

describe('sanitizeText / sanitizeLine', () => {
  it('never emit a workflow command, a control, bidi or invisible character, or a lone surrogate', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        expectLogSafe(sanitizeText(input), input);
        const line = sanitizeLine(input);
        expectLogSafe(line, input);
        expect(line.includes('\n')).toBe(false);
      }),
      RUNS,
    );
  });

  it('hasUnsafeCharacters is true exactly when the text holds such a character (TAB and LF included)', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        // eslint-disable-next-line no-control-regex
        const unsafe = /[\u0000-\u001f\u007f-\u009f]|[\u200b]/.test(input) || INVISIBLE_BUT_ZWSP.test(input) || LONE_SURROGATE.test(input);
        expect([input, hasUnsafeCharacters(input)]).toEqual([input, unsafe]);
      }),
      RUNS,
    );
  });

  it('text that is already safe and has no `::`/`##[`, CR or ZWSP passes unchanged', () => {
    const safe = fc
      .string({ unit: 'grapheme', maxLength: 30 })
      .filter((s) => !hasUnsafeCharacters(s.replace(/[\t\n]/g, '')) && !s.includes(':') && !s.includes('##['));
    fc.assert(
      fc.property(safe, (s) => expect(sanitizeText(s)).toBe(s)),
      RUNS,
    );
  });
});

describe('sanitizeMarkdown', () => {
  it('never emits raw HTML, an unescaped mention, an autolink or a line break', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const out = sanitizeMarkdown(input);
        expectLogSafe(out, input);
        expect([input, /[<>"\n]/.test(out.replace(/&(?:lt|gt|quot|amp);/g, ''))]).toEqual([input, false]);
        // every @ is followed by our zero-width space, so GitHub links no one
        expect([input, /@(?!\u200b)/.test(out)]).toEqual([input, false]);
        expect([input, out.includes('://')]).toEqual([input, false]);
        // no unescaped Markdown control character: each is preceded by a backslash
        expect([input, /(?<!\\)[`*_[\]()|~]/.test(out.replace(/\\\\/g, ''))]).toEqual([input, false]);
      }),
      RUNS,
    );
  });

  // `#N` is defused like `@` (a backslash would be removed by Markdown, so `\#12` would still link
  // issue 12): docs/report.md.
  it('never emits an issue reference: `#` followed by a digit, even behind a backslash', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const out = sanitizeMarkdown(input);
        expect([input, /#\\?\d/.test(out.replace(new RegExp(`#${ZWSP}`, 'g'), ''))]).toEqual([input, false]);
      }),
      RUNS,
    );
  });
});

describe('markdownCodeBlock', () => {
  it('the text cannot close its fence: no line of it is a fence as long as ours', () => {
    fc.assert(
      fc.property(hostile, fc.constantFrom('text', 'json'), (input, lang) => {
        const block = markdownCodeBlock(input, lang);
        const fence = /^`+/.exec(block)![0];
        expect(block.endsWith(`\n${fence}`)).toBe(true);
        const inner = block.slice(fence.length + lang.length + 1, -fence.length - 1);
        expect([input, inner.includes(fence)]).toEqual([input, false]);
        expectLogSafe(inner, input);
      }),
      RUNS,
    );
  });
});

describe('truncation', () => {
  it('truncate: at most max code units, a prefix of the input plus the marker, no split pair', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.integer({ min: 1, max: 45 }), (s, max) => {
        const out = truncate(s, max);
        expect(out.length).toBeLessThanOrEqual(Math.max(max, 1));
        if (s.length <= max) expect(out).toBe(s);
        else {
          expect(out.endsWith('…')).toBe(true);
          expect(s.startsWith(out.slice(0, -1))).toBe(true);
          expect(LONE_SURROGATE.test(out)).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('truncateBytes: at most maxBytes of UTF-8, a prefix of whole code points plus the marker', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.integer({ min: 3, max: 120 }), (s, max) => {
        const out = truncateBytes(s, max);
        expect(Buffer.byteLength(out, 'utf8')).toBeLessThanOrEqual(max);
        if (Buffer.byteLength(s, 'utf8') <= max) expect(out).toBe(s);
        else {
          expect(s.startsWith(out.slice(0, -1))).toBe(true);
          expect(LONE_SURROGATE.test(out)).toBe(false);
          // greedy: one more code point would not have fitted
          const next = [...s.slice(out.length - 1)][0]!;
          expect(Buffer.byteLength(out, 'utf8') + Buffer.byteLength(next, 'utf8')).toBeGreaterThan(max);
        }
      }),
      RUNS,
    );
  });
});
