// The score table of `npm run mutation` (scripts/mutation.mjs, docs/mutation.md): pure functions over
// Stryker's JSON reports (mutation-testing-report-schema) and scripts/mutation-static.mjs results.

import { createHash } from 'node:crypto';

const STATUSES = ['Killed', 'Timeout', 'Survived', 'NoCoverage', 'CompileError', 'RuntimeError', 'Ignored'];

/** Counts by status over every file of one Stryker report, and Stryker's score: detected over valid. */
export function tallyReport(report) {
  const counts = Object.fromEntries(STATUSES.map((s) => [s, 0]));
  for (const file of Object.values(report?.files ?? {})) {
    for (const mutant of file.mutants ?? []) {
      if (!Object.hasOwn(counts, mutant.status)) throw new Error(`mutation-tally: unknown mutant status ${JSON.stringify(mutant.status)}`);
      counts[mutant.status] += 1;
    }
  }
  return withScore(counts);
}

/** Counts by status of scripts/mutation-static.mjs results (Killed, Timeout, Survived). */
export function tallyStatic(results) {
  const counts = Object.fromEntries(STATUSES.map((s) => [s, 0]));
  for (const r of results ?? []) {
    if (!Object.hasOwn(counts, r.status)) throw new Error(`mutation-tally: unknown static result ${JSON.stringify(r.status)}`);
    counts[r.status] += 1;
  }
  return withScore(counts);
}

function withScore(counts) {
  const detected = counts.Killed + counts.Timeout;
  const valid = detected + counts.Survived + counts.NoCoverage;
  return { ...counts, detected, valid, score: valid === 0 ? null : detected / valid };
}

/** The sum of several tallies, with its own score. */
export function sumTallies(tallies) {
  const counts = Object.fromEntries(STATUSES.map((s) => [s, tallies.reduce((n, t) => n + t[s], 0)]));
  return withScore(counts);
}

const percent = (score) => (score === null ? '—' : `${(Math.floor(score * 1000) / 10).toFixed(1)} %`);

/** A Markdown table: one row per module and a total, the score rounded down to a tenth of a percent. */
export function formatTable(rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const out = [
    line(['Module', 'Mutants', 'Killed', 'Timed out', 'Survived', 'No coverage', 'Score', 'Static (by hand)']),
    line(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
  ];
  const row = (name, t, s) =>
    line([
      name,
      String(t.valid),
      String(t.Killed),
      String(t.Timeout),
      String(t.Survived),
      String(t.NoCoverage),
      percent(t.score),
      s ? `${s.valid}: ${s.detected} detected, ${s.Survived} survived` : 'not judged',
    ]);
  for (const { name, tally, staticTally } of rows) out.push(row(`\`${name}\``, tally, staticTally));
  const statics = rows.map((r) => r.staticTally).filter(Boolean);
  out.push(row('**all**', sumTallies(rows.map((r) => r.tally)), statics.length === rows.length ? sumTallies(statics) : undefined));
  return out.join('\n');
}

/**
 * What a judgement by hand was made on: the sha256 of each mutated source in the report and of each
 * suite that judged it (`suites`: path → text). A saved judgement counts for a later summary only
 * while this is unchanged (scripts/mutation.mjs).
 */
export function judgedOn(report, suites) {
  const sha = (text) => createHash('sha256').update(text).digest('hex');
  const entries = [
    ...Object.entries(report?.files ?? {}).map(([file, { source }]) => [file, sha(source)]),
    ...Object.entries(suites).map(([file, text]) => [file, sha(text)]),
  ];
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Are two `judgedOn` values the same files with the same contents? */
export function sameJudgement(a, b) {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}
