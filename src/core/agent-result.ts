// One validated agent as the results document lists it (every mode that writes results uses this).
import type { AgentValidation } from './discovery.js';
import { capIssues } from './issues.js';
import { RESULTS_CAPS, type AgentResult } from './results.js';
import { truncate } from './sanitize.js';

/** A validated agent, with the tree hash its folder had when it was read (if it could be read). */
export type ValidatedAgent = AgentValidation & { treeHash?: string };

export function agentResult(agent: ValidatedAgent): AgentResult {
  return {
    id: agent.id,
    tier: agent.tier,
    path: truncate(agent.path, RESULTS_CAPS.path),
    version: truncate(agent.summary.version ?? '', 64),
    status: agent.status,
    issues: capIssues(agent.issues, RESULTS_CAPS.issuesPerAgent, agent.manifestPath),
    ...(agent.summary.games ? { games: agent.summary.games } : {}),
    ...(agent.summary.entrypoint ? { entrypoint: agent.summary.entrypoint } : {}),
    ...(agent.treeHash ? { treeHash: agent.treeHash } : {}),
  };
}
