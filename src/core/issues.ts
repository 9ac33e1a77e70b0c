// Findings as the results document holds them: one constructor, one cap per field and one rule
// for cutting a list to its cap (docs/results.md, "Caps").
import { RESULTS_CAPS, type Issue } from './results.js';
import { truncate } from './sanitize.js';

type Severity = Issue['severity'];

/** A finding at the top of `path` (line 1, column 1), its path and message cut to the caps. */
export function issue(path: string, rule: string, message: string, severity: Severity = 'error'): Issue {
  return {
    path: truncate(path, RESULTS_CAPS.path),
    line: 1,
    column: 1,
    severity,
    rule,
    message: truncate(message, RESULTS_CAPS.message),
  };
}

/** The same finding with its path and message cut to the caps. */
export function capIssue(finding: Issue): Issue {
  return {
    ...finding,
    path: truncate(finding.path, RESULTS_CAPS.path),
    message: truncate(finding.message, RESULTS_CAPS.message),
  };
}

const SEVERITY_RANK: Record<Severity, number> = { notice: 0, warning: 1, error: 2 };

/**
 * At most `max` findings: the first `max - 1` and one `too-many-issues` finding at `path` that
 * stands for the rest. It carries the most severe severity of the findings it replaces, so a
 * reader counting errors in the list never sees fewer kinds of trouble than there were.
 */
export function capIssues(issues: readonly Issue[], max: number, path = '.'): Issue[] {
  if (issues.length <= max) return issues.map(capIssue);
  const kept = issues.slice(0, max - 1).map(capIssue);
  const dropped = issues.slice(max - 1);
  const severity = dropped.reduce<Severity>(
    (worst, finding) => (SEVERITY_RANK[finding.severity] > SEVERITY_RANK[worst] ? finding.severity : worst),
    'notice',
  );
  kept.push(issue(path, 'too-many-issues', `${dropped.length} more findings not listed`, severity));
  return kept;
}
