// The optional sticky PR comment: one per PR, found again by a hidden marker and updated in place.
// Only comments written by a bot account count, so a marker pasted by someone else is ignored.
// The body is bounded: each reason is cut to REASON_CHARS before it is escaped, and reasons are
// added only while the body stays within COMMENT_MAX_BYTES (below GitHub's 65,536 characters for a
// comment body, whatever the text); the rest are counted, the check run has them.
import type { IssueComment } from '../github/port.js';
import { truncate } from '../sanitize.js';
import type { Decision } from './conclusion.js';
import { md } from './text.js';

export const COMMENT_MARKER = '<!-- arena-report:v1 -->';
/** UTF-8 bytes of a comment body at most (bytes ≥ characters, so this also bounds its length). */
export const COMMENT_MAX_BYTES = 60_000;
const REASON_CHARS = 600;
const MAX_REASONS = 20;

export function findStickyComment(comments: readonly IssueComment[]): IssueComment | undefined {
  return comments.find((c) => c.user?.type === 'Bot' && typeof c.body === 'string' && c.body.startsWith(COMMENT_MARKER));
}

export function renderComment(decision: Decision, headSha: string, checkUrl?: string | null): string {
  const head = [
    COMMENT_MARKER,
    `**Arena: ${decision.conclusion}** — ${md(truncate(decision.headline, REASON_CHARS))} (head \`${headSha.slice(0, 12)}\`)`,
  ];
  const tail: string[] = [];
  if (checkUrl && /^https:\/\/[A-Za-z0-9.-]+\/[A-Za-z0-9._/-]{1,2000}$/.test(checkUrl))
    tail.push('', `[Details in the Arena check](${checkUrl})`);
  // room for the head, the tail and the line that counts what was left out
  let bytes = Buffer.byteLength([...head, ...tail].join('\n'), 'utf8') + 100;
  const reasons: string[] = [];
  for (const reason of decision.reasons.slice(0, MAX_REASONS)) {
    const line = `- ${md(truncate(reason, REASON_CHARS))}`;
    const size = Buffer.byteLength(line, 'utf8') + 1;
    if (bytes + size > COMMENT_MAX_BYTES) break;
    bytes += size;
    reasons.push(line);
  }
  const left = decision.reasons.length - reasons.length;
  if (left > 0) reasons.push(`- … and ${left} more reason${left === 1 ? '' : 's'} (see the check run)`);
  // the reasons, when there are any, are a list after a blank line; the body ends its last line
  return `${[...head, ...(reasons.length > 0 ? ['', ...reasons] : []), ...tail].join('\n')}\n`;
}
