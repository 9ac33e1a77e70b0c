// Text going into a check run, on top of src/core/sanitize.ts: the Checks API limits (65,535
// BYTES of UTF-8 for output.summary and output.text — GitHub answers 422 above that, so CJK text
// cut at 65,535 UTF-16 units is up to three times too long —, 255 characters for an annotation
// title, 64 KB of UTF-8 for a message) and its dislike of characters above U+FFFF, which are
// written out as `\u{…}` escapes. Where GitHub does not document a unit, bytes are used (they are
// never more than the characters).
import { markdownCodeBlock, markdownName, sanitizeLine, sanitizeMarkdown, sanitizeText, truncate, truncateBytes } from '../sanitize.js';

export const CHECK_LIMITS = {
  /** output.summary and output.text, in bytes of UTF-8 */
  outputBytes: 65_535,
  /** annotation title in characters; output.title in characters and bytes (fitOutputTitle) */
  titleChars: 255,
  /** annotation message and raw_details, in bytes of UTF-8 */
  messageBytes: 64 * 1024 - 1,
  /** annotations per create/update request */
  annotationsPerRequest: 50,
} as const;

export const TRUNCATION_MARKER = '\n\n… (truncated: the Checks API keeps 65,535 bytes; the job summary has the rest)';

/** Bytes of UTF-8. */
export function utf8Bytes(input: string): number {
  return Buffer.byteLength(input, 'utf8');
}

/** The longest prefix of at most maxBytes of UTF-8, cut on a code point boundary. */
function prefixBytes(input: string, maxBytes: number): string {
  const bytes = Buffer.from(input, 'utf8');
  if (bytes.length <= maxBytes) return input;
  let end = Math.max(0, maxBytes);
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end).toString('utf8');
}

const ASTRAL = /[\u{10000}-\u{10ffff}]/gu;
const ZWSP = '\u200b';

/** Characters above U+FFFF written as `\u{1f600}`. */
export function escapeAstral(input: string): string {
  return input.replace(ASTRAL, (ch) => `\\u{${ch.codePointAt(0)!.toString(16)}}`);
}

/** @mentions cannot notify anyone from a plain-text field either. */
function defuseMentions(input: string): string {
  return input.replace(/@/g, `@${ZWSP}`);
}

/** Untrusted text for a plain-text field (annotation message): lines kept, no commands, no mentions. */
export function plainText(input: string): string {
  return escapeAstral(defuseMentions(sanitizeText(input)));
}

/** Untrusted text for a one-line plain-text field (annotation title). */
export function plainLine(input: string): string {
  return escapeAstral(defuseMentions(sanitizeLine(input)));
}

/** Untrusted text inline in Markdown. */
export function md(input: string): string {
  return escapeAstral(sanitizeMarkdown(input));
}

/** An untrusted name (game, version) inline in Markdown: as it is when inert (src/core/sanitize.ts), else escaped. */
export function mdName(input: string): string {
  return escapeAstral(markdownName(input));
}

/** Untrusted multi-line text as a fenced block in Markdown. */
export function mdBlock(input: string): string {
  // Long backtick runs would make a long fence; shortening them keeps fences at most 4 characters.
  return escapeAstral(defuseMentions(markdownCodeBlock(input.replace(/`{3,}/g, (run) => 'ˋ'.repeat(run.length)))));
}

/** Untrusted text as inline code: sanitised, and with backticks that cannot close the span. */
export function mdCode(input: string): string {
  const text = escapeAstral(defuseMentions(sanitizeLine(input))).replace(/`/g, 'ˋ');
  return `\`${text.length > 0 ? text : ' '}\``;
}

/** An annotation title: 255 characters, as GitHub documents it. */
export function fitTitle(input: string): string {
  return truncate(input, CHECK_LIMITS.titleChars);
}

/** output.title: GitHub documents no unit, so 255 characters AND 255 bytes of UTF-8 (fails closed). */
export function fitOutputTitle(input: string): string {
  return truncateBytes(truncate(input, CHECK_LIMITS.titleChars), CHECK_LIMITS.titleChars);
}

export function fitMessage(input: string): string {
  return truncateBytes(input, CHECK_LIMITS.messageBytes);
}

/**
 * Join Markdown sections within the output limit, in bytes of UTF-8. Whole sections are kept while
 * they fit; the first one that does not is cut (on a line boundary when possible, never inside a
 * code point) and the truncation marker added.
 */
export function fitSections(sections: readonly string[], maxBytes: number = CHECK_LIMITS.outputBytes): string {
  const joined = sections.filter((s) => s.length > 0).join('\n\n');
  if (utf8Bytes(joined) <= maxBytes) return joined;
  // Room for the marker and for closing a fence (mdBlock keeps fences short).
  const budget = Math.max(0, maxBytes - utf8Bytes(TRUNCATION_MARKER) - 16);
  let cut = prefixBytes(joined, budget);
  const lastBreak = cut.lastIndexOf('\n');
  if (lastBreak > cut.length * 0.8) cut = cut.slice(0, lastBreak);
  // An unclosed fence would swallow the marker: close it.
  const fences = cut.match(/^`{3,}/gm) ?? [];
  if (fences.length % 2 === 1) cut = `${cut}\n${fences[fences.length - 1]}`;
  return prefixBytes(cut + TRUNCATION_MARKER, maxBytes);
}
