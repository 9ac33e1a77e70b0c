// `arena validate` end to end: in-process through the CLI dispatcher, and once through the bundle.
import { afterAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readResults } from '../src/core/results.js';
import { bundledCli, cli } from './helpers/cli.js';
import { FAILING, FIXTURES } from './manifest-cases.js';

const temps: string[] = [];
function tempRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arena-validate-'));
  temps.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

function dockerAgent(root: string, tier: string, name: string, version = '1.0.0', games = '[connect-four]'): void {
  write(
    join(root, 'agents', tier, name, 'agent.yml'),
    `name: ${name}\nversion: ${version}\ngames: ${games}\nentrypoint:\n  type: docker\n  build: .\n`,
  );
  write(join(root, 'agents', tier, name, 'Dockerfile'), 'FROM python:3.12-slim\n');
}

function noStackTrace(text: string): void {
  expect(text).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m);
  expect(text).not.toMatch(/internal error/);
}

describe('arena validate over the fixture set', () => {
  it('--json: one results document; every failing fixture with its rule and position, exit 1', async () => {
    const run = await cli(['validate', '--root', FIXTURES, '--json']);
    expect(run.code).toBe(1);
    noStackTrace(run.stderr);
    const doc = readResults(run.stdout);
    expect(doc.run.mode).toBe('validate');
    expect(doc.matches).toEqual([]);
    expect(doc.ratings).toEqual([]);
    expect(doc.verdict.conclusion).toBe('failure');
    const byId = new Map(doc.agents.map((a) => [a.id, a]));
    for (const { id, rule, file, line, column } of FAILING) {
      const agent = byId.get(id)!;
      expect(agent).toBeDefined();
      expect(agent.status).toBe(rule === 'community-command-entrypoint' ? 'rejected' : 'invalid');
      expect(agent.issues).toContainEqual(
        expect.objectContaining({ rule, line, column, severity: 'error', path: file ? `${agent.path}/${file}` : agent.path }),
      );
    }
    const failing = new Set(FAILING.map((f) => f.id));
    for (const agent of doc.agents.filter((a) => !failing.has(a.id))) {
      expect({ id: agent.id, status: agent.status, issues: agent.issues }).toEqual({ id: agent.id, status: 'ok', issues: [] });
      expect(agent.treeHash).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(agent.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(agent.games!.length).toBeGreaterThan(0);
      expect(['command', 'docker']).toContain(agent.entrypoint);
    }
    expect(byId.get('official/minimax')).toMatchObject({
      tier: 'official',
      path: 'official/minimax',
      version: '1.0.0',
      entrypoint: 'command',
    });
  });

  it('human output: file:line:col: severity rule: message, then a summary', async () => {
    const run = await cli(['validate', '--root', FIXTURES]);
    expect(run.code).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toContain(
      'community/unknown-key-fail/agent.yml:8:3: error unknown-key: unknown key "dockerfle" under entrypoint; did you mean "dockerfile"? allowed keys: type, command, build, dockerfile, image, args, workdir, env',
    );
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^[^:]+:\d+:\d+: (error|warning|notice) [a-z0-9-]+: .+/);
    expect(lines[lines.length - 1]).toMatch(/^arena validate: \d+ agents: \d+ ok, \d+ invalid, 1 rejected; \d+ errors, 0 warnings$/);
  });
});

describe('arena validate exit codes', () => {
  it('0 with no errors, warnings allowed', async () => {
    const root = tempRepo();
    write(join(root, 'arena.yml'), 'games:\n  connect-four: {}\n');
    dockerAgent(root, 'community', 'alpha', '1.0.0', '[connect-four, rock-paper-scissors]');
    dockerAgent(root, 'community', 'beta');
    const run = await cli(['validate', '--root', root]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/agents\/community\/alpha\/agent\.yml:3:23: warning game-not-offered: /);
    expect(run.stdout).toMatch(/2 agents: 2 ok, 0 invalid, 0 rejected; 0 errors, 1 warning\n$/);
    const json = await cli(['validate', '--json'], { cwd: root });
    expect(json.code).toBe(0);
    expect(readResults(json.stdout).verdict.conclusion).toBe('success');
  });

  it('2 for a missing --root, a bad flag, or a bad arena.yml (with file:line:col)', async () => {
    const missing = await cli(['validate', '--root', join(tmpdir(), 'arena-no-such-dir')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--root .*no such folder/);
    expect(missing.stdout).toBe('');
    const flag = await cli(['validate', '--frobnicate']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toMatch(/usage: arena validate/);
    const root = tempRepo();
    write(join(root, 'arena.yml'), 'limits:\n  agentFiles: lots\n');
    const bad = await cli(['validate', '--root', root, '--json']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/arena\.yml:2:15: limits\.agentFiles/);
    expect(bad.stdout).toBe('');
    noStackTrace(missing.stderr + flag.stderr + bad.stderr);
  });

  it('an empty repository validates with exit 0', async () => {
    const run = await cli(['validate', '--root', tempRepo()]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('arena validate: 0 agents: 0 ok, 0 invalid, 0 rejected; 0 errors, 0 warnings\n');
  });
});

describe('arena validate --changed', () => {
  it('validates only the agents the listed paths touch, from a file or stdin; removed agents are noted', async () => {
    const root = tempRepo();
    dockerAgent(root, 'community', 'alpha');
    dockerAgent(root, 'community', 'beta', 'not-semver');
    dockerAgent(root, 'community', 'gamma', 'also-bad');
    write(join(root, 'changed.txt'), 'agents/community/alpha/Dockerfile\nD\tagents/community/zeta/agent.yml\nREADME.md\n');
    const run = await cli(['validate', '--root', root, '--changed', 'changed.txt', '--json'], { cwd: root });
    expect(run.code).toBe(0);
    const doc = readResults(run.stdout);
    expect(doc.agents.map((a) => a.id)).toEqual(['community/alpha']);
    expect(doc.issues).toEqual([expect.objectContaining({ rule: 'agent-removed', severity: 'notice', path: 'agents/community/zeta' })]);
    const stdin = await cli(['validate', '--root', root, '--changed', '-'], {
      stdin: 'R100\tagents/community/alpha/x\tagents/community/beta/x\n',
    });
    expect(stdin.code).toBe(1);
    expect(stdin.stdout).toMatch(/agents\/community\/beta\/agent\.yml:2:10: error bad-version/);
    expect(stdin.stdout).not.toMatch(/gamma/);
    expect(stdin.stdout).toMatch(/2 agents touched by the change: 1 ok, 1 invalid/);
  });

  it('a bad --changed list is a usage error', async () => {
    const root = tempRepo();
    const outside = await cli(['validate', '--root', root, '--changed', '-'], { stdin: 'agents/community/a/x\n../../etc/passwd\n' });
    expect(outside.code).toBe(2);
    expect(outside.stderr).toMatch(/--changed -:2: /);
    const missing = await cli(['validate', '--root', root, '--changed', join(root, 'nope.txt')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot be read \(ENOENT\)/);
  });
});

describe('arena validate sanitises everything it prints', () => {
  it('file names with newlines, workflow commands and bidi characters cannot forge log lines', async () => {
    const root = tempRepo();
    dockerAgent(root, 'community', 'names');
    write(join(root, 'agents', 'community', 'names', 'x\n::error file=a,line=1::forged'), 'x');
    write(join(root, 'agents', 'community', 'names', 'rtl\u202e.py'), 'x');
    write(join(root, 'agents', 'community', 'names', '##[warning]legacy'), 'x');
    mkdirSync(join(root, 'agents', 'community', '::error::pwned'), { recursive: true });
    mkdirSync(join(root, 'agents', 'community', 'esc\u001b[31mred'), { recursive: true });
    write(
      join(root, 'agents', 'community', 'keys', 'agent.yml'),
      'name: keys\nversion: 1.0.0\ngames: [connect-four]\nentrypoint: {type: docker, build: .}\n"::warning::\\u001b[2Jx": 1\n',
    );
    for (const json of [false, true]) {
      const run = await cli(['validate', '--root', root, ...(json ? ['--json'] : [])]);
      expect(run.code).toBe(1);
      noStackTrace(run.stderr);
      const text = json ? JSON.stringify(readResults(run.stdout)) : run.stdout;
      if (!json) {
        for (const line of run.stdout.split('\n')) expect(line).not.toMatch(/^\s*::|##\[/);
        expect(run.stdout.includes('\u001b') || run.stdout.includes('\u202e')).toBe(false);
        expect(run.stdout.split('\n').filter((l) => l.includes('forged'))).toHaveLength(1);
        expect(run.stdout).toContain('bad-path: "x\\n:\u200b:error file=a,line=1:\u200b:forged"');
        expect(run.stdout).toMatch(/agents\/community\/:\u200b:error:\u200b:pwned:1:1: error bad-name/);
      } else {
        // The JSON carries the raw (escaped) facts; consumers sanitise again when they print.
        expect(text).toContain('bad-path');
      }
    }
  });
});

describe('arena validate from the bundle (node dist/cli.js)', () => {
  it('gives the same verdict and positions as in-process', async () => {
    const run = bundledCli(['validate', '--root', FIXTURES, '--json']);
    expect(run.code).toBe(1);
    const doc = readResults(run.stdout);
    const inProcess = readResults((await cli(['validate', '--root', FIXTURES, '--json'])).stdout);
    const strip = (d: typeof doc) => ({ ...d, run: { ...d.run, createdAt: '' } });
    expect(strip(doc)).toEqual(strip(inProcess));
    const missing = bundledCli(['validate', '--root', join(tmpdir(), 'arena-no-such-dir')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no such folder/);
  });

  it('validates a copy of the fixtures moved elsewhere the same way', () => {
    const root = tempRepo();
    cpSync(FIXTURES, root, { recursive: true });
    const run = bundledCli(['validate', '--json'], { cwd: root });
    expect(run.code).toBe(1);
    expect(readResults(run.stdout).agents.length).toBeGreaterThan(50);
  });
});
