// The one sanitiser (src/core/sanitize.ts), unit by unit: every escape form, every control and
// invisible character class, workflow commands, Markdown and mentions, the truncations and the
// secret patterns at their boundaries. Properties over arbitrary text are in sanitize-properties.test.ts.
import { describe, expect, it } from '@jest/globals';
import {
  hasUnsafeCharacters,
  markdownCodeBlock,
  markdownName,
  redactSecrets,
  sanitizeLine,
  sanitizeMarkdown,
  sanitizeText,
  truncate,
  truncateBytes,
} from '../../src/core/sanitize.js';

const ZWSP = '\u200b';

describe('sanitizeText: control characters become visible escapes', () => {
  it.each([
    ['\x00', '\\x00'],
    ['\x07', '\\x07'],
    ['\x08', '\\x08'],
    ['\x0b', '\\x0b'],
    ['\x0c', '\\x0c'],
    ['\r', '\\x0d'],
    ['\x1b', '\\x1b'],
    ['\x1f', '\\x1f'],
    ['\x7f', '\\x7f'],
    ['\x80', '\\x80'],
    ['\x9b', '\\x9b'],
    ['\x9f', '\\x9f'],
  ])('%j → %s', (raw, shown) => {
    expect(sanitizeText(`a${raw}b`)).toBe(`a${shown}b`);
  });

  it('a lone ESC and ESC before a character no sequence uses (not only CSI/OSC forms)', () => {
    expect(sanitizeText('\x1b')).toBe('\\x1b');
    expect(sanitizeText('x\x1ba\x1b1\x1b!')).toBe('x\\x1ba\\x1b1\\x1b!');
  });

  it('CSI, OSC (BEL and ST ends, unterminated) and two-byte escapes: no raw byte survives', () => {
    expect(sanitizeText('\x1b[31mred\x1b[0m')).toBe('\\x1b[31mred\\x1b[0m');
    expect(sanitizeText('\x1b]0;title\x07')).toBe('\\x1b]0;title\\x07');
    expect(sanitizeText('\x1b]8;;http://x\x1b\\link')).toBe('\\x1b]8;;http://x\\x1b\\link');
    expect(sanitizeText('\x1b]0;never ends')).toBe('\\x1b]0;never ends');
    expect(sanitizeText('\x1bc\x1bM\x1b7')).toBe('\\x1bc\\x1bM\\x1b7');
    expect(sanitizeText('\x9b2J')).toBe('\\x9b2J');
  });

  it('keeps TAB and LF; CRLF becomes LF; a lone CR is shown', () => {
    expect(sanitizeText('a\tb\nc\r\nd\re')).toBe('a\tb\nc\nd\\x0de');
  });

  it.each([
    ['\u061c'],
    ['\u115f'],
    ['\u1160'],
    ['\u17b4'],
    ['\u17b5'],
    ['\u180e'],
    ['\u200b'],
    ['\u200c'],
    ['\u200f'],
    ['\u202a'],
    ['\u202e'],
    ['\u2060'],
    ['\u2066'],
    ['\u206f'],
    ['\u3164'],
    ['\ufe00'],
    ['\ufe0f'],
    ['\ufeff'],
    ['\uffa0'],
    ['\ufff9'],
    ['\ufffb'],
  ])('invisible or bidi %j is shown as its code', (ch) => {
    expect(sanitizeText(`a${ch}b`)).toBe(`a\\u${ch.codePointAt(0)!.toString(16).padStart(4, '0')}b`);
  });

  it('leaves neighbours of the invisible ranges alone', () => {
    for (const ch of [
      '\u061b',
      '\u061d',
      '\u180d',
      '\u180f',
      '\u2010',
      '\u2027',
      '\u205f',
      '\u2070',
      '\ufdff',
      '\ufe10',
      '\ufff8',
      '\ufffc',
      'é',
      '漢',
      '😀',
    ]) {
      expect([ch, sanitizeText(`a${ch}b`)]).toEqual([ch, `a${ch}b`]);
    }
  });

  it('lone surrogates are shown; a proper pair is kept', () => {
    expect(sanitizeText('a\ud800b')).toBe('a\\ud800b');
    expect(sanitizeText('a\udc00b')).toBe('a\\udc00b');
    expect(sanitizeText('\ud83d')).toBe('\\ud83d');
    expect(sanitizeText('x\ude00')).toBe('x\\ude00');
    expect(sanitizeText('\ud83d\ude00')).toBe('\ud83d\ude00');
  });

  it('workflow commands: every `::` and every `##[` is split, on every line', () => {
    expect(sanitizeText('::error::x')).toBe(`:${ZWSP}:error:${ZWSP}:x`);
    expect(sanitizeText('  ::add-mask::y\nok\n##[group]z ##[warning]w')).toBe(
      `  :${ZWSP}:add-mask:${ZWSP}:y\nok\n#${ZWSP}#[group]z #${ZWSP}#[warning]w`,
    );
    expect(sanitizeText('a:b #[c] ## [d]')).toBe('a:b #[c] ## [d]');
  });
});

describe('hasUnsafeCharacters', () => {
  it.each([['\x00'], ['\x1f'], ['\x7f'], ['\x9f'], ['\t'], ['\n'], ['\u202e'], ['\u200b'], ['\ufeff'], ['\ud800'], ['\udfff']])(
    '%j is unsafe',
    (ch) => {
      expect(hasUnsafeCharacters(`name${ch}`)).toBe(true);
    },
  );
  it.each([['plain-name_1.txt'], ['é漢😀'], [' '], ['\u00a0'], ['~']])('%j is safe', (s) => {
    expect(hasUnsafeCharacters(s)).toBe(false);
  });
});

describe('sanitizeLine', () => {
  it('one line: line breaks become ⏎, the rest as sanitizeText', () => {
    expect(sanitizeLine('a\nb\r\nc\x1b')).toBe('a⏎b⏎c\\x1b');
  });
});

describe('sanitizeMarkdown', () => {
  it('no HTML, links, images, emphasis, code, tables or headings', () => {
    expect(sanitizeMarkdown('<img src=x onerror=alert(1)> & "q"')).toBe('&lt;img src=x onerror=alert\\(1\\)&gt; &amp; &quot;q&quot;');
    expect(sanitizeMarkdown('[a](http://e.vil) ![i](j)')).toBe(`\\[a\\]\\(http:${ZWSP}//e\\.vil\\) \\!\\[i\\]\\(j\\)`);
    expect(sanitizeMarkdown('*b* _i_ `c` ~s~ |t| {x} + - # \\')).toBe(
      `\\*b\\* \\_i\\_ \\\`c\\\` \\~s\\~ \\|t\\| \\{x\\} \\+ \\- \\#${ZWSP} \\\\`,
    );
  });

  it('mentions and autolinks are broken with a zero-width space; one line', () => {
    expect(sanitizeMarkdown('@admin hi\n@org/team')).toBe(`@${ZWSP}admin hi⏎@${ZWSP}org/team`);
    expect(sanitizeMarkdown('see https://x.test')).toBe(`see https:${ZWSP}//x\\.test`);
  });

  it('GH-N references get a zero-width space between GH and -, other "gh" text none', () => {
    expect(sanitizeMarkdown('GH-12')).toBe('GH\u200b\\-12');
    expect(sanitizeMarkdown('see gh-7')).toBe('see gh\u200b\\-7');
    expect(sanitizeMarkdown('ghost high')).toBe('ghost high');
  });

  it('workflow commands are defused in Markdown too', () => {
    expect(sanitizeMarkdown('::warning::x')).toBe(`:${ZWSP}:warning:${ZWSP}:x`);
  });
});

describe('markdownCodeBlock', () => {
  it('the fence is longer than any backtick run in the text, so it cannot be closed early', () => {
    expect(markdownCodeBlock('plain')).toBe('```text\nplain\n```');
    expect(markdownCodeBlock('a ```` b', 'json')).toBe('`````json\na ```` b\n`````');
    expect(markdownCodeBlock('x\x1b[2J')).toBe('```text\nx\\x1b[2J\n```');
  });
});

describe('markdownName', () => {
  it('keeps an inert word (agent id, game name, dotted version) as it is', () => {
    // each holds a character sanitizeMarkdown would escape (`-`, `.`), so keeping it is visible
    for (const word of [
      'connect-four',
      'official/my-bot',
      `a${'-'.repeat(63)}/b${'-'.repeat(63)}`,
      '0.1.0',
      '10.200.3000.123456789',
      '1.2.3.4',
      `x${'-'.repeat(63)}`,
    ]) {
      expect(markdownName(word)).toBe(word);
    }
  });

  it('escapes anything else as sanitizeMarkdown does, and a GH- reference even in an inert word', () => {
    for (const name of [
      'gh-12',
      'GH-1',
      'my-gh-bot',
      'Upper',
      'a_b',
      '-x',
      'a/b/c',
      '1.2.3.4.5',
      '@alice',
      '#12',
      `${'a'.repeat(65)}`,
      // one character past each bound, with a character sanitizeMarkdown escapes
      `a${'-'.repeat(64)}`,
      `a/b${'-'.repeat(64)}`,
      '1234567890.1',
      '1.1234567890',
      '',
    ]) {
      expect({ name, out: markdownName(name) }).toStrictEqual({ name, out: sanitizeMarkdown(name) });
    }
    expect(markdownName('gh-12')).toBe(`gh${ZWSP}\\-12`);
    expect(markdownName('a_b')).toBe('a\\_b');
  });
});

describe('truncate and truncateBytes', () => {
  it('truncate: at most max units with the marker; never splits a surrogate pair', () => {
    expect(truncate('abcdef', 6)).toBe('abcdef');
    expect(truncate('abcdefg', 6)).toBe('abcde…');
    expect(truncate('abcdefg', 6, '[cut]')).toBe('a[cut]');
    expect(truncate('ab😀cd', 4)).toBe('ab…');
    expect(truncate('a😀bc', 4)).toBe('a😀…');
    expect(truncate('abc', 0, '')).toBe('');
    // the highest high surrogate (U+10FFFF is \udbff\udfff) at the cut is kept out with its pair
    expect(truncate('x\u{10ffff}yz', 3)).toBe('x…');
    expect(truncate('x\u{10000}yz', 3)).toBe('x…');
    expect(truncate('x\ue000yz', 3)).toBe('x\ue000…');
  });

  it('truncateBytes: at most maxBytes of UTF-8, cut on a code point', () => {
    expect(truncateBytes('héllo', 6)).toBe('héllo');
    expect(truncateBytes('héllo', 5)).toBe('h…');
    expect(truncateBytes('héllo', 6, '~')).toBe('héllo');
    expect(truncateBytes('héllo!', 6, '~')).toBe('héll~');
    expect(truncateBytes('😀😀', 7, '')).toBe('😀');
    expect(truncateBytes('abc', 2, '')).toBe('ab');
    for (const [s, max] of [
      ['漢字漢字', 7],
      ['a😀b😀', 9],
      ['xxxxxxxx', 5],
    ] as const) {
      expect(Buffer.byteLength(truncateBytes(s, max), 'utf8')).toBeLessThanOrEqual(max);
    }
  });
});

describe('redactSecrets: each pattern at its boundaries', () => {
  const a = (n: number) => 'a'.repeat(n);
  const A = (n: number) => 'A'.repeat(n);
  it.each([
    [`ghp_${a(20)}`, '[redacted]'],
    [`gho_${a(36)}`, '[redacted]'],
    [`ghu_${a(20)}`, '[redacted]'],
    [`ghs_${a(20)}`, '[redacted]'],
    [`ghr_${a(20)}`, '[redacted]'],
    [`ghp_${a(19)}`, `ghp_${a(19)}`],
    [`ghx_${a(30)}`, `ghx_${a(30)}`],
    [`github_pat_${a(20)}`, '[redacted]'],
    [`github_pat_${a(19)}`, `github_pat_${a(19)}`],
    [`AKIA${A(16)}`, '[redacted]'],
    [`ASIA${A(16)}`, '[redacted]'],
    [`AKIA${A(15)}`, `AKIA${A(15)}`],
    [`AKIA${A(17)}`, `AKIA${A(17)}`],
    [`xoxb-${a(10)}`, '[redacted]'],
    [`xoxp-12345-${a(10)}`, '[redacted]'],
    [`xoxb-${a(9)}`, `xoxb-${a(9)}`],
    [`xoxz-${a(12)}`, `xoxz-${a(12)}`],
    [`eyJ${a(8)}.eyJ${a(8)}.${a(8)}`, '[redacted]'],
    [`eyJ${a(7)}.eyJ${a(8)}.${a(8)}`, `eyJ${a(7)}.eyJ${a(8)}.${a(8)}`],
    [`eyJ${a(8)}.eyJ${a(8)}.${a(7)}`, `eyJ${a(8)}.eyJ${a(8)}.${a(7)}`],
    [`npm_${a(36)}`, '[redacted]'],
    [`npm_${a(35)}`, `npm_${a(35)}`],
    [`glpat-${a(20)}`, '[redacted]'],
    [`glpat-${a(19)}`, `glpat-${a(19)}`],
    [`Bearer ${a(16)}`, 'Bearer [redacted]'],
    [`bearer ${a(16)}`, 'bearer [redacted]'],
    [`Basic ${a(20)}==`, 'Basic [redacted]'],
    [`Bearer ${a(15)}`, `Bearer ${a(15)}`],
    [`Bearer \t ${a(16)}`, 'Bearer [redacted]'],
    ['API_KEY=abcd', 'API_KEY=[redacted]'],
    ['my_secret: "hunter2"', 'my_secret=[redacted]'],
    ["db_password='hunter22'", 'db_password=[redacted]'],
    ['GITHUB_TOKEN = abcdef', 'GITHUB_TOKEN=[redacted]'],
    ['private_key=abcd', 'private_key=[redacted]'],
    ['privatekey=abcd', 'privatekey=[redacted]'],
    ['PASSWD=abcd', 'PASSWD=[redacted]'],
    ['apikey:abcd', 'apikey=[redacted]'],
    ['TOKEN=abc', 'TOKEN=abc'],
    ['TOKENS are fine', 'TOKENS are fine'],
  ])('%s → %s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
    expect(redactSecrets(`before ${input} after`)).toBe(`before ${expected} after`);
  });

  it('the replacement keeps what is not secret: the scheme, the name, nothing of the match position', () => {
    // one plain test (not it.each) per form, so the mutation run's per-test coverage finds them
    expect(redactSecrets(`x ghp_${a(20)}`)).toBe('x [redacted]');
    expect(redactSecrets(`x Bearer ${a(16)}`)).toBe('x Bearer [redacted]');
    // a name that starts or ends like a scheme is still a name: NAME=[redacted]
    expect(redactSecrets('BEARER_TOKEN=abcd1234')).toBe('BEARER_TOKEN=[redacted]');
    expect(redactSecrets('PASSWORD_BASIC=hunter22')).toBe('PASSWORD_BASIC=[redacted]');
    expect(redactSecrets('x API_KEY=abcd')).toBe('x API_KEY=[redacted]');
  });

  it('private key blocks, closed or cut off', () => {
    expect(redactSecrets('x\n-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----\ny')).toBe('x\n[redacted]\ny');
    expect(redactSecrets('-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbn\nmore')).toBe('[redacted]');
    expect(redactSecrets('-----BEGIN PUBLIC KEY-----\nMIIB')).toBe('-----BEGIN PUBLIC KEY-----\nMIIB');
  });

  it('every secret in a text, not only the first', () => {
    expect(redactSecrets(`ghp_${a(20)} and ghp_${'b'.repeat(20)} and AKIA${A(16)} AKIA${'B'.repeat(16)}`)).toBe(
      '[redacted] and [redacted] and [redacted] [redacted]',
    );
  });
});
