// CLI command name → what `arena --help` says of it, and the mode file that implements it. Modes are
// loaded on demand: `arena --version` parses none of them, and a command loads only its own code.
import type { CliCommand } from './io.js';

export interface CommandEntry {
  readonly name: string;
  readonly summary: string;
  load(): Promise<CliCommand>;
}

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'validate',
    summary: 'discover and validate agents (all, or those touched by --changed paths).',
    load: async () => (await import('../modes/validate.js')).command,
  },
  {
    name: 'match',
    summary: 'play a match between two agents (or more, for a game of more seats).',
    load: async () => (await import('../modes/match.js')).command,
  },
  {
    name: 'evaluate',
    summary: 'what the PR check does, locally: validate, build and play the changed agents against the references.',
    load: async () => (await import('../modes/evaluate.js')).command,
  },
  {
    name: 'rotation',
    summary: 'a local tournament of every eligible agent; or plan shards, or play one shard.',
    load: async () => (await import('../modes/rotation.js')).command,
  },
  {
    name: 'merge',
    summary: 'merge rotation shard results into the facts file and recompute ratings.',
    load: async () => (await import('../modes/merge.js')).command,
  },
  {
    name: 'report',
    summary: 'what report mode would send to GitHub (or send it).',
    load: async () => (await import('../modes/report.js')).command,
  },
  {
    name: 'game',
    summary: 'game check GAME: the conformance kit for a game module (or a built-in game).',
    load: async () => (await import('../modes/game.js')).command,
  },
  { name: 'replay', summary: 'render a replay file as text.', load: async () => (await import('../modes/replay.js')).command },
];
