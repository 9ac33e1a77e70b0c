// Properties of the sanitiser and of the log-safe JSON printer that must hold for every input, not
// only for the hostile strings other tests pick (fast-check; failing cases are shrunk and printed).
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { md } from '../src/core/report/text.js';
import { logSafeJson } from '../src/core/results.js';
import { markdownName, sanitizeMarkdown } from '../src/core/sanitize.js';
import { expectSameJsonDocument } from './helpers/json-document.js';
import { runs } from './security/runs.js';

/** Strings rich in what matters here: Markdown and reference syntax, digits, controls, bidi, astral. */
const hostileChar = fc.oneof(
  fc.constantFrom('#', '@', ':', '[', ']', '\\', '/', '-', 'G', 'H', 'g', 'h', '1', '9', 'x', ' ', '\n', '\r', '\t', '&', ';', '<'),
  fc.constantFrom('\u202e', '\u2028', '\u2029', '\u200b', '\u009b', '\u0085', '\u001b', '\u0000', '\ufeff', '\u2066', '😀', '\ud800'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
const hostileString = fc.array(hostileChar, { maxLength: 60 }).map((chars) => chars.join(''));
const anyString = fc.oneof(hostileString, fc.string({ unit: 'binary', maxLength: 80 }));

/** The text as GitHub renders it: backslash escapes removed (what its reference autolinker then reads). */
function rendered(markdown: string): string {
  return markdown.replace(/\\([\\`*_{}[\]()#+\-.!|~>])/g, '$1');
}

// eslint-disable-next-line no-control-regex -- the characters the output must not hold
const UNSAFE_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/u;

describe('md() and sanitizeMarkdown: for every input', () => {
  it('no issue reference (#N, owner/repo#N, GH-N), no mention, no workflow command, no control or bidi character, one line', () => {
    fc.assert(
      fc.property(anyString, (input) => {
        for (const out of [md(input), sanitizeMarkdown(input)]) {
          const shown = rendered(out);
          expect(shown).not.toMatch(/#\d/);
          expect(shown).not.toMatch(/\bgh-\d/i);
          expect(shown).not.toMatch(/@[A-Za-z0-9]/);
          expect(shown).not.toMatch(/::|##\[/);
          expect(out).not.toMatch(UNSAFE_CHARS);
          expect(out).not.toMatch(/[\n\r]/);
          expect(out).not.toMatch(/</);
        }
      }),
      { numRuns: runs(2000) },
    );
  });

  it('defuses the references GitHub would link', () => {
    for (const ref of ['#12', 'octo-org/octo-repo#12', 'GH-12', 'gh-12', 'see #1, #2.'])
      expect(rendered(md(ref))).not.toMatch(/#\d|gh-\d/i);
  });
});

describe('markdownName: names as they are, everything else as sanitizeMarkdown escapes it', () => {
  it('agent ids, game names and dotted versions stay readable in the raw text', () => {
    for (const name of ['official/random', 'community/mallory-bot', 'connect-four', '0.1.0', '12.0.3'])
      expect(markdownName(name)).toBe(name);
  });

  it('anything that could be markup, a block marker, a link, a mention or a reference is escaped exactly as sanitizeMarkdown does', () => {
    for (const name of [
      'www.example.com',
      'a.b',
      '1. x',
      '- x',
      '-x',
      'a_b',
      'gh-12',
      'community/gh-1',
      '#1',
      '@me',
      'a b',
      '1.0.0-beta',
      'x://y',
      'A/B',
    ])
      expect(markdownName(name)).toBe(sanitizeMarkdown(name));
    fc.assert(
      fc.property(anyString, (input) => {
        const out = markdownName(input);
        // kept as is only when it is made of lowercase letters, digits, '-', one '/' or dots between digits
        if (out === input && out !== sanitizeMarkdown(input)) expect(out).toMatch(/^[a-z0-9][a-z0-9/-]*$|^[0-9.]+$/);
        else expect(out).toBe(sanitizeMarkdown(input));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('logSafeJson: for every value', () => {
  it('prints no workflow command line, no `##[`, no bidi, line-separator, zero-width or C1 character, and reads back as the same document', () => {
    const value = fc.oneof(anyString, fc.array(anyString, { maxLength: 5 }), fc.dictionary(anyString, anyString, { maxKeys: 4 }));
    fc.assert(
      fc.property(value, fc.constantFrom(undefined, 2), (v, indent) => {
        const json = JSON.stringify({ v }, null, indent);
        const text = logSafeJson(json);
        for (const line of text.split('\n')) expect(line).not.toMatch(/^\s*::/);
        expect(text).not.toContain('##[');
        expect(text).not.toContain('::');
        expect(text).not.toMatch(/[\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/);
        // compared literal by literal: __tests__/helpers/json-document.ts says why not JSON.parse
        expectSameJsonDocument(text, json);
      }),
      { numRuns: runs(2000) },
    );
  });

  it('the case that found the engine bug: a key that is a lone CR, after a document whose key is a backslash', () => {
    for (const v of [
      { H: '', '\\': '' },
      { H: '', '\r': '' },
      { H: '', '\u2028\\': '' },
      { H: '', '\u2028\r': '' },
    ]) {
      const json = JSON.stringify({ v });
      expectSameJsonDocument(logSafeJson(json), json);
    }
    // the oracle itself tells documents apart when one literal or the text between differs
    expect(() => expectSameJsonDocument('{"a":"\\r"}', '{"a":"\\\\"}')).toThrow();
    expect(() => expectSameJsonDocument('{"a":["x"]}', '{"a":"x"}')).toThrow();
  });
});
