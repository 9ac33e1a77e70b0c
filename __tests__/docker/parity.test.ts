// DockerRunner and ProcessRunner give the same verdict for the same behaviour wherever both apply
// (docs/architecture.md, "Contracts"): the same hostile script (__tests__/fixtures/docker/hostile/bot) runs once as a host
// process under ProcessRunner and once in its container under DockerRunner, through the real referee.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { ProcessRunner } from '../../src/adapters/process-runner.js';
import { runMatch } from '../../src/core/match/run-match.js';
import type { AgentLaunch, Runner } from '../../src/core/runner.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { matchSpec } from '../match-helpers.js';
import { agentOf, hostileLaunch, leftoverContainers, newRunner, SMALL_LIMITS, times } from './helpers.js';

const HOSTILE_DIR = join(REPO_ROOT, '__tests__', 'fixtures', 'docker', 'hostile');

function processLaunch(behaviour: string, args: string[] = []): AgentLaunch {
  return { kind: 'command', id: `local/${behaviour}`, dir: HOSTILE_DIR, argv: ['sh', 'bot', behaviour, ...args], env: {} };
}

async function verdicts(runner: Runner, launch: AgentLaunch, opponent: AgentLaunch, startupMs: number, games: number): Promise<string[]> {
  const t = await times();
  const spec = matchSpec('connect-four', [agentOf(launch, runner), agentOf({ ...opponent, id: 'local/opponent' }, runner)], {
    games,
    time: { startupMs, turnMs: t.turnMs, bankMs: 0 },
    limits: SMALL_LIMITS,
  });
  const outcome = await runMatch(spec);
  return outcome.games.flatMap((g) => g.failures.map((f) => `${f.agent}:${f.kind}`));
}

const processRunner = new ProcessRunner();

beforeAll(() => times(), 900_000); // calibrate the engine once (helpers.ts testTimes)
const dockerRunner = newRunner();

afterEach(() => {
  expect(leftoverContainers().length).toBeLessThanOrEqual(0);
});

afterAll(async () => {
  await Promise.all([processRunner.close(), dockerRunner.close()]);
});

describe('same behaviour, same verdict', () => {
  it.each([
    ['honest', [], []],
    ['never-answer', [], ['timeout']],
    ['never-read', [], ['timeout']],
    ['close-stdout', [], ['timeout']],
    ['sigstop', [], ['timeout']],
    ['ignore-term', [], ['timeout']],
    ['huge-line', [String(3 * 1024 * 1024)], ['protocol-error']],
    ['bad-utf8', [], ['protocol-error']],
    ['stdout-flood', [], ['output-limit']],
    ['fake-125', [], ['crash']],
    ['exit-after-ready', ['3'], ['crash']],
    ['slow-start', [], ['startup-timeout']],
  ])('%s', async (behaviour, given, expected) => {
    const t = await times();
    const startupMs = behaviour === 'slow-start' ? t.scaled(1_500) : t.startupMs;
    const args = behaviour === 'slow-start' ? [String(t.hostileSeconds(startupMs))] : given;
    const games = behaviour === 'honest' ? 2 : 1;
    // both at once: each side mostly waits out the same limits, and the process side starts no
    // container, so the Docker rows still never overlap one another. Both are waited for even when
    // one throws, so no match of this row still runs when afterEach counts leftovers or the next row
    // starts (Promise.all would settle at the first rejection and leave the other side running).
    const sides = await Promise.allSettled([
      verdicts(processRunner, processLaunch(behaviour, args as string[]), processLaunch('honest'), startupMs, games),
      verdicts(dockerRunner, hostileLaunch(behaviour, { args: args as string[] }), hostileLaunch('honest'), startupMs, games),
    ]);
    const [asProcess, inDocker] = sides.map((side) => {
      if (side.status === 'rejected') throw side.reason;
      return side.value;
    });
    const want = (expected as string[]).map((k) => `local/${behaviour}:${k}`);
    expect({ behaviour, process: asProcess }).toEqual({ behaviour, process: want });
    expect({ behaviour, docker: inDocker }).toEqual({ behaviour, docker: want });
  });
});
