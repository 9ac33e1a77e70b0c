// A throw-away arena repository for rotation tests: official agents copied from this repository,
// plus optional extra agents (a crasher, a community Docker agent). Removed by the caller.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';

export interface TestRepo {
  root: string;
  path(...parts: string[]): string;
  write(rel: string, text: string): void;
  remove(): void;
}

export function makeRepo(options: { official?: string[]; arenaYml?: string; crasher?: string; dockerAgent?: boolean } = {}): TestRepo {
  const root = mkdtempSync(join(tmpdir(), 'arena-rotation-test-'));
  const write = (rel: string, text: string) => {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), text);
  };
  for (const name of options.official ?? ['random', 'greedy', 'minimax']) {
    cpSync(join(REPO_ROOT, 'agents', 'official', name), join(root, 'agents', 'official', name), { recursive: true });
  }
  if (options.arenaYml !== undefined) write('arena.yml', options.arenaYml);
  if (options.crasher) {
    write(
      'agents/official/crasher/agent.yml',
      `name: crasher\nversion: ${options.crasher}\ndescription: exits at once\nauthors: [arena]\ngames: [connect-four]\nentrypoint:\n  type: command\n  command: [node, agent.mjs]\n`,
    );
    write('agents/official/crasher/agent.mjs', 'process.exit(3);\n');
  }
  if (options.dockerAgent) {
    write(
      'agents/community/boxed/agent.yml',
      'name: boxed\nversion: 1.0.0\ndescription: a random mover in a container\nauthors: [someone]\ngames: [connect-four]\nentrypoint:\n  type: docker\n  build: .\n',
    );
    cpSync(join(REPO_ROOT, 'agents', 'official', 'random', 'agent.mjs'), join(root, 'agents', 'community', 'boxed', 'agent.mjs'));
    write(
      'agents/community/boxed/Dockerfile',
      'FROM node:22-slim\nCOPY agent.mjs /app/agent.mjs\nWORKDIR /app\nCMD ["node", "agent.mjs"]\n',
    );
  }
  return { root, path: (...parts) => join(root, ...parts), write, remove: () => rmSync(root, { recursive: true, force: true }) };
}
