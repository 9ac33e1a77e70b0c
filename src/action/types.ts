// The action's view of the runner: inputs, outputs, logs and the job summary behind one small
// interface (implemented over @actions/core in adapters/actions-io.ts), so modes are testable.
export interface ActionIo {
  getInput(name: string): string;
  setOutput(name: string, value: string): void;
  /** mask a value in every later log line */
  setSecret(value: string): void;
  info(message: string): void;
  warning(message: string): void;
  error(message: string): void;
  debug(message: string): void;
  group<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** append Markdown to the job summary (written once at the end of the mode) */
  summary(markdown: string): void;
  writeSummary(): Promise<void>;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export const ACTION_MODES = ['evaluate', 'report', 'maintainer-evaluate', 'maintainer-report', 'plan', 'rotation', 'publish'] as const;
export type ActionModeName = (typeof ACTION_MODES)[number];

export interface ActionInputs {
  mode: ActionModeName;
  /** path of arena.yml, relative to the workspace */
  config: string;
  token?: string;
  resultsDir: string;
  prNumber?: number;
  headSha?: string;
  shard?: { index: number; count: number };
  /** plan: number of shards, overriding arena.yml */
  shards?: number;
  game?: string;
  games?: number;
}

export interface ActionMode {
  readonly name: ActionModeName;
  run(inputs: ActionInputs, io: ActionIo): Promise<void>;
}
