// The official reference agents: valid manifests, no clock and no unseeded randomness, and their
// strength order over 40 paired games (generous limits, so no honest move ever times out).
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateAgentDir } from '../src/adapters/discovery.js';
import { defaultConfig } from '../src/core/config.js';
import { runMatch } from '../src/core/match/run-match.js';
import { matchSpec, official, OFFICIAL, RecordingRunner } from './match-helpers.js';

const AGENTS: Record<string, string> = {
  random: 'connect-four',
  greedy: 'connect-four',
  minimax: 'connect-four',
  rock: 'rock-paper-scissors',
  'rps-random': 'rock-paper-scissors',
  counter: 'rock-paper-scissors',
  'cycles-random': 'light-cycles',
  'cycles-greedy': 'light-cycles',
  'cycles-search': 'light-cycles',
};
const GENEROUS = { startupMs: 30_000, turnMs: 10_000, bankMs: 30_000 };

describe('official agents', () => {
  it('are exactly the nine reference agents, each a valid official command agent', async () => {
    expect(
      readdirSync(OFFICIAL)
        .filter((n) => n in AGENTS)
        .sort(),
    ).toEqual(Object.keys(AGENTS).sort());
    for (const [name, game] of Object.entries(AGENTS)) {
      const dir = join(OFFICIAL, name);
      const agent = await validateAgentDir(dir, { tier: 'official', name, path: `agents/official/${name}` }, defaultConfig());
      expect({ name, status: agent.status, issues: agent.issues }).toEqual({ name, status: 'ok', issues: [] });
      expect(agent.manifest).toMatchObject({
        name,
        version: '1.0.0',
        games: [game],
        entrypoint: { type: 'command', command: ['node', 'agent.mjs'] },
      });
      expect(agent.manifest!.description).toBeTruthy();
      expect(agent.manifest!.authors!.length).toBeGreaterThan(0);
      const source = readFileSync(join(dir, 'agent.mjs'), 'utf8');
      // never the clock, never unseeded randomness, no dependencies beyond node:
      expect(source).not.toMatch(/Date\.|performance|hrtime|Math\.random|setTimeout|setInterval/);
      expect([...source.matchAll(/from '([^']+)'/g)].map((m) => m[1])).toEqual(['node:readline']);
    }
  });

  const ORDER: Array<[string, string, string]> = [
    ['connect-four', 'minimax', 'greedy'],
    ['connect-four', 'greedy', 'random'],
    ['rock-paper-scissors', 'counter', 'rock'],
  ];
  for (const [game, strong, weak] of ORDER) {
    it(`over 40 paired games ${strong} beats ${weak}`, async () => {
      const runner = new RecordingRunner();
      let outcome;
      try {
        outcome = await runMatch(
          matchSpec(game as 'connect-four', [official(strong, runner), official(weak, runner)], { games: 40, seed: 2024, time: GENEROUS }),
        );
      } finally {
        await runner.close();
      }
      const s = outcome.result.summary[`official/${strong}`]!;
      const w = outcome.result.summary[`official/${weak}`]!;
      const slowest = Math.max(...outcome.games.flatMap((g) => g.timings.turns.map((t) => t.ms)));
      process.stderr.write(`${strong} vs ${weak}: ${s.wins}-${s.draws}-${s.losses}, slowest move ${slowest} ms\n`);
      expect(outcome.result.games).toHaveLength(40);
      expect(s.failures).toEqual({});
      expect(w.failures).toEqual({});
      expect(s.wins).toBeGreaterThan(s.losses);
      expect(s.wins).toBeGreaterThanOrEqual(28); // a clear margin, not a coin flip
      // no wall-clock bound here (a busy machine would make it a flake): that minimax plays 100 games
      // at the default 1000 ms turn limit without a timeout is checked by bench/groups/p3-throughput.ts
      expect(await runner.leftovers()).toEqual([]);
    }, 300_000);
  }
});
