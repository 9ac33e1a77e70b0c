import { describe, expect, it } from '@jest/globals';
import { capIssues, issue } from '../src/core/issues.js';
import { RESULTS_CAPS, type Issue } from '../src/core/results.js';

const finding = (n: number, severity: Issue['severity']): Issue => issue(`community/a/${n}`, 'r', `finding ${n}`, severity);

describe('capIssues', () => {
  it('keeps a list within the cap as it is (fields cut to their caps)', () => {
    const long = { ...finding(1, 'warning'), message: 'x'.repeat(RESULTS_CAPS.message + 10) };
    const [kept] = capIssues([long], 3);
    expect(kept!.message).toHaveLength(RESULTS_CAPS.message);
    expect(kept!.message.endsWith('…')).toBe(true);
  });

  it('cuts to max findings, the last standing for the rest at the given path', () => {
    const issues = Array.from({ length: 10 }, (_, i) => finding(i, 'notice'));
    const kept = capIssues(issues, 4, 'community/a/agent.yml');
    expect(kept).toHaveLength(4);
    expect(kept.slice(0, 3)).toEqual(issues.slice(0, 3));
    expect(kept[3]).toEqual({
      path: 'community/a/agent.yml',
      line: 1,
      column: 1,
      severity: 'notice',
      rule: 'too-many-issues',
      message: '7 more findings not listed',
    });
  });

  it('the marker carries the worst severity it replaces: an error cut from the list stays an error', () => {
    const issues = [finding(0, 'notice'), finding(1, 'notice'), finding(2, 'warning'), finding(3, 'error'), finding(4, 'notice')];
    expect(capIssues(issues, 3).at(-1)!.severity).toBe('error');
    expect(capIssues([finding(0, 'notice'), finding(1, 'warning'), finding(2, 'notice')], 2).at(-1)!.severity).toBe('warning');
    // The kept findings do not count: only the ones the marker replaces.
    expect(capIssues([finding(0, 'error'), finding(1, 'notice'), finding(2, 'notice')], 2).at(-1)!.severity).toBe('notice');
  });

  it('the path defaults to the repository root', () => {
    expect(capIssues([finding(0, 'error'), finding(1, 'error')], 1)[0]!.path).toBe('.');
  });
});
