// maintainer-report around report mode's PR world (__tests__/report/world.ts): the same PR, API
// and default-branch checkout, plus the maintainer run's environment, the repository route and a
// results-dir in RUNNER_TEMP holding what maintainer-evaluate uploaded.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { action } from '../../src/modes/maintainer-report.js';
import type { ActionInputs, ActionIo } from '../../src/action/types.js';
import type { Results } from '../../src/core/results.js';
import { BASE_OWNER, BASE_REPO, HEAD_SHA, resultsDocument, World, type ActionRun, type WorldOptions } from '../report/world.js';

export const MAINTAINER_RUN_ID = 555000111;

/** What maintainer-evaluate writes for the PR world's new agent. */
export function maintainerResults(opts: Parameters<typeof resultsDocument>[0] & { authoritative?: boolean } = {}): Results {
  const doc = resultsDocument(opts);
  doc.run.mode = 'maintainer-evaluate';
  if (opts.authoritative !== false) doc.run.authoritative = true;
  return doc;
}

export interface MaintainerWorld {
  world: World;
  resultsDir: string;
  env: Record<string, string>;
  run(inputs?: Partial<ActionInputs>): Promise<ActionRun>;
}

export async function maintainerWorld(opts: WorldOptions & { maintainerResults?: Results | string | null } = {}): Promise<MaintainerWorld> {
  const world = await World.create(opts);
  world.api.on('repos/get', () => {
    const body = world.api.example('repos/get') as Record<string, unknown>;
    for (const key of ['source', 'parent', 'template_repository']) delete body[key];
    return { body: { ...body, language: null, name: BASE_REPO, full_name: `${BASE_OWNER}/${BASE_REPO}`, default_branch: 'master' } };
  });
  const resultsDir = join(world.dir, 'runner-temp', 'arena-results');
  mkdirSync(resultsDir, { recursive: true });
  const doc = opts.maintainerResults === undefined ? maintainerResults() : opts.maintainerResults;
  if (doc !== null) writeFileSync(join(resultsDir, 'arena-results.json'), typeof doc === 'string' ? doc : JSON.stringify(doc));
  const env = {
    GITHUB_API_URL: world.api.url,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: `${BASE_OWNER}/${BASE_REPO}`,
    GITHUB_WORKSPACE: world.root,
    GITHUB_RUN_ID: String(MAINTAINER_RUN_ID),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_RUN_NUMBER: '7',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    RUNNER_TEMP: join(world.dir, 'runner-temp'),
  };
  const run = async (overrides: Partial<ActionInputs> = {}): Promise<ActionRun> => {
    const outputs: Record<string, string> = {};
    const logs: string[] = [];
    let summary = '';
    const io: ActionIo = {
      getInput: () => '',
      setOutput: (name, value) => {
        outputs[name] = value;
      },
      setSecret: () => {},
      info: (m) => logs.push(m),
      warning: (m) => logs.push(`warning: ${m}`),
      error: (m) => logs.push(`error: ${m}`),
      debug: () => {},
      group: (_n, fn) => fn(),
      summary: (md) => {
        summary += md;
      },
      writeSummary: async () => {},
      env,
    };
    const inputs: ActionInputs = {
      mode: 'maintainer-report',
      config: 'arena.yml',
      token: 'maint-token-0123',
      resultsDir,
      prNumber: opts.pullNumber ?? 12,
      headSha: opts.headSha ?? HEAD_SHA,
      ...overrides,
    };
    try {
      await action.run(inputs, io);
      return { outputs, summary, logs };
    } catch (error) {
      return { error: error as Error, outputs, summary, logs };
    }
  };
  return { world, resultsDir, env, run };
}
