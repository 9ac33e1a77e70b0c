// `arena rotation [--root DIR] [--plan | --shard I/N] [--out DIR] [--json]` and action mode
// `rotation`: plan a rotation, or play it (all of it, or one shard of it) among every eligible
// agent (docs/ratings.md).
// - `--plan`: decide the matches (schedule, budget, quarantine) and print the shard matrix for
//   `strategy.matrix`; `--out` receives arena-plan.json, which the shard jobs then read.
// - `--shard I/N`: play one slice of the plan (from `--plan-file`, or recomputed from the same
//   `--seed`, `--run-id` and facts); ratings are left to `arena merge`.
// - neither: play everything, rate it, and print (and with --out write) the leaderboard. Where no
//   Docker engine answers, official agents still play and Docker agents are listed as skipped
//   with the command that enables them.
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { intFlag, parseFlags, stringFlag } from '../cli/args.js';
import type { CliCommand, CliIo } from '../cli/io.js';
import type { ActionInputs, ActionIo, ActionMode } from '../action/types.js';
import { loadArenaConfig } from '../adapters/discovery.js';
import { PLAN_FILE, RESULTS_FILE } from '../adapters/facts-file.js';
import { UserError } from '../core/errors.js';
import { renderLeaderboardText } from '../core/leaderboard/markdown.js';
import { parseShard } from '../core/rating/plan.js';
import type { ScheduleKind } from '../core/rating/schedule.js';
import { serializeResults, type Results } from '../core/results.js';
import { sanitizeLine } from '../core/sanitize.js';
import { actionFactsPath, rotationSummary, ROTATION_USAGE as USAGE, runRotation, type RotationRequest } from '../flows/rotation.js';

function skippedLines(results: Results): string[] {
  return results.agents
    .filter((a) => a.status === 'skipped')
    .map((a) => {
      const why = a.issues.find((i) => i.rule === 'skipped' || i.rule === 'quarantined');
      return `${a.status} ${sanitizeLine(a.id)}: ${sanitizeLine(why?.message ?? '')}`;
    });
}

async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseFlags(
    argv,
    {
      root: { type: 'string' },
      plan: { type: 'boolean' },
      shard: { type: 'string' },
      out: { type: 'string' },
      json: { type: 'boolean' },
      facts: { type: 'string' },
      'plan-file': { type: 'string' },
      seed: { type: 'string' },
      'run-id': { type: 'string' },
      game: { type: 'string' },
      'games-per-pairing': { type: 'string' },
      shards: { type: 'string' },
      schedule: { type: 'string' },
    },
    USAGE,
  );
  const path = (flag: unknown) => (stringFlag(flag) !== undefined ? resolve(io.cwd, stringFlag(flag)!) : undefined);
  const schedule = stringFlag(values.schedule);
  if (schedule !== undefined && schedule !== 'round-robin' && schedule !== 'uncertainty') {
    throw new UserError(`--schedule must be round-robin or uncertainty, got ${JSON.stringify(sanitizeLine(schedule.slice(0, 40)))}`);
  }
  const request: RotationRequest = {
    root: resolve(io.cwd, stringFlag(values.root) ?? '.'),
    planOnly: values.plan === true,
    now: new Date(),
    env: io.env,
    log: (line) => io.err(`${line}\n`),
  };
  const set = <K extends keyof RotationRequest>(key: K, value: RotationRequest[K] | undefined) => {
    if (value !== undefined) request[key] = value;
  };
  set('factsPath', path(values.facts));
  set('planFile', path(values['plan-file']));
  set('out', path(values.out));
  set('shard', stringFlag(values.shard) !== undefined ? parseShard(stringFlag(values.shard)!) : undefined);
  set('seed', intFlag(values.seed, 'seed', 0, 0xffffffff));
  set('runId', stringFlag(values['run-id']));
  set('game', stringFlag(values.game));
  set('gamesPerPairing', intFlag(values['games-per-pairing'], 'games-per-pairing', 1, 1000));
  set('shards', intFlag(values.shards, 'shards', 1, 256));
  set('schedule', schedule as ScheduleKind | undefined);

  const outcome = await runRotation(request);
  if (values.json) {
    io.out(serializeResults(outcome.results));
    return 0;
  }
  if (request.planOnly) {
    io.err(
      `${sanitizeLine(outcome.results.verdict.reasons[0] ?? '')}\nseed ${outcome.plan.seed}, run id ${outcome.plan.runId}; matrix for strategy.matrix on stdout\n`,
    );
    io.out(`${JSON.stringify(outcome.matrix)}\n`);
    return 0;
  }
  const lines: string[] = [];
  if (outcome.leaderboard) lines.push(renderLeaderboardText(outcome.leaderboard));
  else lines.push(...outcome.results.matches.map((m) => `${m.id}: ${m.games.length} games`));
  lines.push(...skippedLines(outcome.results));
  // Exclusions were just listed with their fix; the other reasons follow as notes.
  const listed = new Set(outcome.plan.excluded.filter((e) => e.kind !== 'not-valid').map((e) => `${e.kind}: ${e.agent} `));
  for (const reason of outcome.results.verdict.reasons) {
    if (![...listed].some((prefix) => reason.startsWith(prefix))) lines.push(`note: ${sanitizeLine(reason)}`);
  }
  if (request.out) lines.push(`results${outcome.leaderboard ? ', leaderboard' : ''}, replays and logs: ${sanitizeLine(request.out)}`);
  io.out(`${lines.join('\n')}\n`);
  return 0;
}

export const command: CliCommand = {
  name: 'rotation',
  usage: USAGE,
  run,
};

async function runAction(inputs: ActionInputs, io: ActionIo): Promise<void> {
  const root = resolve(io.env.GITHUB_WORKSPACE || process.cwd());
  const out = resolve(root, inputs.resultsDir);
  const config = await loadArenaConfig(root, inputs.config);
  const planFile = join(out, PLAN_FILE);
  const hasPlan = (await stat(planFile).catch(() => undefined))?.isFile() ?? false;
  if (inputs.shard && !hasPlan) {
    throw new UserError(
      `a shard needs the rotation plan at ${inputs.resultsDir}/${PLAN_FILE}`,
      'download the plan job’s artifact into results-dir before this step',
    );
  }
  const request: RotationRequest = { root, configFile: inputs.config, out, now: new Date(), env: io.env, log: (line) => io.info(line) };
  if (inputs.shard) request.shard = inputs.shard;
  if (hasPlan) request.planFile = planFile;
  const facts = await actionFactsPath(root, config);
  if (facts && !inputs.shard) request.factsPath = facts;
  if (inputs.game) request.game = inputs.game;
  if (inputs.games) request.gamesPerPairing = inputs.games;
  const outcome = await runRotation(request);
  io.setOutput('results-path', join(out, RESULTS_FILE));
  io.summary(rotationSummary(outcome));
  await io.writeSummary();
}

export const action: ActionMode = { name: 'rotation', run: runAction };
