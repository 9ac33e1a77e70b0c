// The engine-hardening step (docs/competition.md, "Harden the engine"): Arena's composite action
// harden-engine/ runs scripts/setup-docker.sh from the same Arena commit as the action step, so a
// competition repository hardens the runner's Docker engine without a copy of the script. Exactly
// one form is accepted — `<owner>/arena/harden-engine@<full sha>`, the owner and sha of the job's
// Arena step (or `./harden-engine` beside `uses: ./`) — and anything that looks like it is refused:
// another folder of an Arena repository, another sha or owner, a path spelled differently, inputs,
// a condition or continue-on-error (a hardening that may be skipped hardens nothing).
import { isLocalArena, type JobModel, type PolicyReport, type StepModel } from './model.js';

const HARDEN = /^([A-Za-z0-9][A-Za-z0-9-]{0,38})\/arena\/harden-engine@([0-9a-f]{40})$/;
const LOCAL_HARDEN = './harden-engine';
const REMOTE_ARENA = /^([A-Za-z0-9][A-Za-z0-9-]{0,38})\/arena@([0-9a-f]{40})$/;
/** what could be mistaken for the hardening step: any folder of an `…/arena` repository, any harden-engine */
const LOOKS_LIKE = /(^[^/@]+\/arena\/[^@]*@)|harden[-_.]?engine/i;

/** The hardening step of each job, checked against the job's Arena steps. */
export function checkHardening(report: PolicyReport, job: JobModel): void {
  const firstArena = job.steps.findIndex((step) => job.arenaSteps.includes(step));
  job.steps.forEach((step, index) => {
    if (step.uses === undefined || !LOOKS_LIKE.test(step.uses)) return;
    const problem = hardeningProblem(job, step, index, firstArena);
    if (problem) report.add('engine-hardening', [...step.path, 'uses'], problem, job.id);
  });
}

function hardeningProblem(job: JobModel, step: StepModel, index: number, firstArena: number): string | undefined {
  const uses = step.uses!;
  const remote = HARDEN.exec(uses);
  if (!remote && uses !== LOCAL_HARDEN) {
    return `${uses} is not Arena's engine-hardening action: use <owner>/arena/harden-engine@<full sha>, the owner and sha of this job's Arena step`;
  }
  const arenas = job.arenaSteps.map((s) => s.uses!);
  if (arenas.length === 0) return 'the engine-hardening step belongs in the job that runs the Arena action, before that step';
  const expected = arenas.map((a) => (isLocalArena(a) ? LOCAL_HARDEN : a.replace(REMOTE_ARENA, '$1/arena/harden-engine@$2')));
  if (!expected.every((e) => e === uses)) {
    return `harden the engine with the same Arena as this job's action step: ${[...new Set(expected)].join(' or ')}, not ${uses}`;
  }
  for (const key of ['with', 'if', 'continue-on-error', 'env']) {
    if (key in step.definition) return `the engine-hardening step takes no ${key}: (it must always run, as it is)`;
  }
  if (index > firstArena) return 'harden the engine before the Arena step (its builds must run on the hardened engine)';
  return undefined;
}
