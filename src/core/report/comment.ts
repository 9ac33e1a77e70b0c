// The optional sticky PR comment: one per PR, found again by a hidden marker and updated in place.
// Only comments written by a bot account count, so a marker pasted by someone else is ignored.
import type { IssueComment } from '../github/port.js';
import type { Decision } from './conclusion.js';
import { md } from './text.js';

export const COMMENT_MARKER = '<!-- arena-report:v1 -->';

export function findStickyComment(comments: readonly IssueComment[]): IssueComment | undefined {
  return comments.find((c) => c.user?.type === 'Bot' && typeof c.body === 'string' && c.body.startsWith(COMMENT_MARKER));
}

export function renderComment(decision: Decision, headSha: string, checkUrl?: string | null): string {
  const lines = [
    COMMENT_MARKER,
    `**Arena: ${decision.conclusion}** — ${md(decision.headline)} (head \`${headSha.slice(0, 12)}\`)`,
    '',
    ...decision.reasons.slice(0, 20).map((r) => `- ${md(r)}`),
  ];
  if (checkUrl && /^https:\/\/[A-Za-z0-9.-]+\/[A-Za-z0-9._/-]+$/.test(checkUrl))
    lines.push('', `[Details in the Arena check](${checkUrl})`);
  return lines.join('\n');
}
