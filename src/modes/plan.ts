// Action mode `plan`: decide a rotation's matches (schedule, budget, quarantine from the published
// facts) and hand them to the shard jobs: output `matrix` for `strategy.matrix`, and
// `<results-dir>/arena-plan.json` for the shard jobs to download (docs/ratings.md).
import { join, resolve } from 'node:path';
import type { ActionInputs, ActionIo, ActionMode } from '../action/types.js';
import { loadArenaConfig } from '../adapters/discovery.js';
import { PLAN_FILE, RESULTS_FILE } from '../adapters/facts-file.js';
import { actionFactsPath, rotationSummary, runRotation, type RotationRequest } from '../flows/rotation.js';

async function run(inputs: ActionInputs, io: ActionIo): Promise<void> {
  const root = resolve(io.env.GITHUB_WORKSPACE || process.cwd());
  const out = resolve(root, inputs.resultsDir);
  const config = await loadArenaConfig(root, inputs.config);
  const request: RotationRequest = {
    root,
    configFile: inputs.config,
    out,
    planOnly: true,
    now: new Date(),
    env: io.env,
    log: (line) => io.info(line),
  };
  const facts = await actionFactsPath(root, config);
  if (facts) request.factsPath = facts;
  if (inputs.game) request.game = inputs.game;
  if (inputs.games) request.gamesPerPairing = inputs.games;
  if (inputs.shards) request.shards = inputs.shards;
  const outcome = await runRotation(request);
  io.setOutput('matrix', JSON.stringify(outcome.matrix));
  io.setOutput('results-path', join(out, RESULTS_FILE));
  io.info(`plan: ${join(inputs.resultsDir, PLAN_FILE)}; matrix ${JSON.stringify(outcome.matrix)}`);
  io.summary(rotationSummary(outcome));
  await io.writeSummary();
}

export const action: ActionMode = { name: 'plan', run };
