// The one sanitiser for every string that comes from a PR or an agent (docs/architecture.md, "Trust model"): stdout, stderr,
// manifest fields, file and folder names, branch names, run titles. Pure; no I/O.
//
// Threats handled:
// - GitHub workflow commands: the runner treats a line as a command when, after trimming leading
//   white space, it starts with `::`; the legacy parser finds `##[` anywhere in a line.
// - ANSI / OSC escape sequences and other C0/C1 control characters (terminal tricks, log forgery).
// - Bidi overrides and other invisible format characters (Trojan Source style spoofing).
// - Markdown / HTML injection and @mentions in summaries, check runs and comments.

const ZWSP = '\u200b';

// Every control character except TAB and LF. Every terminal escape sequence starts with one — ESC
// (U+001B) for CSI `ESC [`, OSC `ESC ]` and two-byte escapes, or the C1 CSI (U+009B) — and is
// otherwise printable text, so making each control character visible defuses every sequence.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// Bidi controls, line/paragraph separators (U+2028/U+2029 end a line in some viewers), zero-width
// and other invisible format characters (our own ZWSP is added later).
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- a list of single invisible code points
  /[\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb]/g;
// Lone surrogates cannot be encoded as UTF-8; make them visible instead of letting them turn into U+FFFD.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function hex(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  // control characters (up to U+009F) as \xNN; all else CONTROL, INVISIBLE and LONE_SURROGATE find is above U+0600
  return code <= 0x9f ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

// eslint-disable-next-line no-misleading-character-class -- built from INVISIBLE above
const UNSAFE = new RegExp(`[\u0000-\u001f\u007f-\u009f]|${INVISIBLE.source}|${LONE_SURROGATE.source}`);

/** True when the string holds control, bidi or invisible characters (used by the `bad-path` rule). */
export function hasUnsafeCharacters(s: string): boolean {
  return UNSAFE.test(s);
}

/** Neutralise workflow commands in one line: a leading `::` and any `##[`. */
function defuseWorkflowCommands(line: string): string {
  let out = line.replace(/##\[/g, `#${ZWSP}#[`);
  // Every `::` is split, not only a leading one: the line may later be trimmed or re-wrapped. Every
  // pair, overlapping ones too: `:::` must not leave a `::` behind.
  out = out.replace(/:(?=:)/g, `:${ZWSP}`);
  return out;
}

/**
 * Make text safe for a plain log line or a plain-text field. Keeps line breaks (LF); CR, escape
 * sequences, control and invisible characters become visible escapes; workflow commands are defused.
 */
export function sanitizeText(input: string): string {
  const cleaned = input.replace(/\r\n/g, '\n').replace(CONTROL, hex).replace(INVISIBLE, hex).replace(LONE_SURROGATE, hex);
  return cleaned.split('\n').map(defuseWorkflowCommands).join('\n');
}

/** One line of text: line breaks become a visible `⏎`. */
export function sanitizeLine(input: string): string {
  return sanitizeText(input).replace(/\n/g, '⏎');
}

// `>` is not here: it is already `&gt;` when these are escaped
const MD_SPECIAL = /[\\`*_{}[\]()#+\-.!|~]/g;

/**
 * Inline Markdown: no HTML, no links or images, no emphasis, no @mentions, no issue references, one
 * line. A backslash escape is not enough for references: Markdown removes it and GitHub then links
 * the text `#12`, `owner/repo#12` or `GH-12` (cross-linking, and a timeline entry on that issue).
 * So, as for `@`, a zero-width space goes after every `#` and between `GH` and `-`; GitHub links
 * neither `#\u200b12` nor `GH\u200b-12`.
 */
export function sanitizeMarkdown(input: string): string {
  return sanitizeLine(input)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/gh(?=-)/gi, (m) => `${m}${ZWSP}`)
    .replace(MD_SPECIAL, (c) => (c === '#' ? `\\#${ZWSP}` : `\\${c}`))
    .replace(/@/g, `@${ZWSP}`)
    .replace(/:\/\//g, `:${ZWSP}//`); // no autolinks
}

// Words that mean nothing to Markdown or to GitHub wherever they sit in a line: agent ids
// (`official/random`), game names (`connect-four`) and plain dotted versions (`0.1.0`). They hold
// no markup character, cannot start a block (no `- `, `+ `, `1. `, `#`) and cannot become a link
// (no `www.`, `://`, `@` or `#`); `GH-` references are left to sanitizeMarkdown.
const INERT_WORD = /^(?:[a-z0-9][a-z0-9-]{0,63}(?:\/[a-z0-9][a-z0-9-]{0,63})?|\d{1,9}(?:\.\d{1,9}){0,3})$/;

/**
 * sanitizeMarkdown for a name: an inert word as it is (so `0.1.0` reads `0.1.0` in the raw text
 * too), anything else escaped by sanitizeMarkdown.
 */
export function markdownName(input: string): string {
  return INERT_WORD.test(input) && !/gh-/i.test(input) ? input : sanitizeMarkdown(input);
}

/**
 * A fenced code block holding untrusted text. Inside a fence GitHub renders no Markdown, HTML or
 * mentions; the fence is longer than any backtick run in the text so it cannot be closed early.
 */
export function markdownCodeBlock(input: string, language = 'text'): string {
  const text = sanitizeText(input);
  const longest = Math.max(2, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}

/** Shorten to at most `max` UTF-16 units, marking the cut; never splits a surrogate pair. */
export function truncate(input: string, max: number, marker = '…'): string {
  if (input.length <= max) return input;
  let end = Math.max(0, max - marker.length);
  const code = input.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return input.slice(0, end) + marker;
}

/** Shorten to at most `maxBytes` of UTF-8, marking the cut, on a code point boundary. */
export function truncateBytes(input: string, maxBytes: number, marker = '…'): string {
  if (Buffer.byteLength(input) <= maxBytes) return input;
  const budget = maxBytes - Buffer.byteLength(marker);
  let bytes = 0;
  let out = '';
  for (const ch of input) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > budget) break;
    bytes += size;
    out += ch;
  }
  return out + marker;
}

// Secret-looking strings: GitHub tokens, AWS keys, Slack tokens, JWTs, private key blocks, bearer
// credentials, and generic NAME=value assignments of things called secret/token/password/key.
// Each pattern is linear on any input (it runs on agent stderr at its cap): a match may start only
// where the run it scans starts (a lookbehind), and the generic name is at most 128 characters on
// either side of its keyword — an unbounded `[A-Za-z0-9_]*KEYWORD[A-Za-z0-9_]*` backtracks
// quadratically over a long word full of keywords.
// Each pattern comes with its replacement: a bearer credential keeps its scheme and a NAME=value
// assignment its name (`$1`), everything else becomes `[redacted]` whole.
const SECRET_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:gh[pousr]_[A-Za-z0-9]{20,255}|github_pat_[A-Za-z0-9_]{20,255})\b/g, '[redacted]'],
  [/\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g, '[redacted]'],
  [/(?<![A-Za-z0-9_-])xox[abposr]-[A-Za-z0-9-]{10,}\b/g, '[redacted]'],
  [/(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/g, '[redacted]'],
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g, '[redacted]'],
  [/\b(?:npm_[A-Za-z0-9]{36}|(?<![A-Za-z0-9_-])glpat-[A-Za-z0-9_-]{20,})\b/g, '[redacted]'],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{16,}/gi, '$1 [redacted]'],
  [
    /\b([A-Za-z0-9_]{0,128}(?:SECRET|TOKEN|PASSWORD|PASSWD|API_?KEY|PRIVATE_?KEY)[A-Za-z0-9_]{0,128})\s*[=:]\s*("[^"\n]{4,}"|'[^'\n]{4,}'|[^\s"']{4,})/gi,
    '$1=[redacted]',
  ],
];

/** Replace secret-looking substrings with `[redacted]` (stored logs, summaries, results). */
export function redactSecrets(input: string): string {
  let out = input;
  // a replacement template reads `$` only in itself, never in the text it replaces
  for (const [pattern, replacement] of SECRET_PATTERNS) out = out.replace(pattern, replacement);
  return out;
}
