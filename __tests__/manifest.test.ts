import { beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverAgents, loadArenaConfig, type Discovery } from '../src/adapters/discovery.js';
import { defaultConfig, parseConfig, type ArenaConfig } from '../src/core/config.js';
import {
  dockerLaunch,
  launchPlan,
  manifestVersion,
  MANIFEST_RULES,
  statusFromIssues,
  validateManifestText,
  type ManifestContext,
} from '../src/core/manifest.js';
import { FAILING, FIXTURES } from './manifest-cases.js';

/** Rules whose fixtures are generated at test time (they need sizes, links or names git cannot hold). */
const GENERATED_RULES = ['agent-too-large', 'bad-path', 'symlink-escapes', 'game-not-offered'];

const DIGEST = `sha256:${'d'.repeat(64)}`;

function ctx(over: Partial<ManifestContext> = {}): ManifestContext {
  return { path: 'agents/community/bot/agent.yml', tier: 'community', folderName: 'bot', config: defaultConfig(), ...over };
}

const DOCKER_BOT = 'name: bot\nversion: 1.0.0\ngames: [connect-four]\nentrypoint:\n  type: docker\n  build: .\n';

function rules(text: string | Uint8Array, over: Partial<ManifestContext> = {}) {
  return validateManifestText(text, ctx(over)).issues.map((i) => `${i.rule}@${i.line}:${i.column}`);
}

describe('manifest fixtures (every rule: a failing and a passing fixture)', () => {
  let discovery: Discovery;
  let config: ArenaConfig;
  beforeAll(async () => {
    config = await loadArenaConfig(FIXTURES);
    discovery = await discoverAgents(FIXTURES, config);
  });

  it.each(FAILING)('$id fails with $rule at $file:$line:$column', ({ id, rule, file, line, column }) => {
    const agent = discovery.agents.find((a) => a.id === id);
    expect(agent).toBeDefined();
    const path = file ? `${agent!.path}/${file}` : agent!.path;
    expect(agent!.issues).toContainEqual(expect.objectContaining({ rule, path, line, column, severity: 'error' }));
    expect(agent!.status).toBe(rule === 'community-command-entrypoint' ? 'rejected' : 'invalid');
    expect(agent!.manifest).toBeUndefined();
    for (const issue of agent!.issues) expect(issue.message.length).toBeGreaterThan(20);
  });

  it('every passing fixture is valid, with a manifest and a tree hash', () => {
    const failing = new Set(FAILING.map((f) => f.id));
    const passing = discovery.agents.filter((a) => !failing.has(a.id));
    expect(passing.length).toBeGreaterThanOrEqual(20);
    for (const agent of passing) {
      expect({ id: agent.id, issues: agent.issues }).toEqual({ id: agent.id, issues: [] });
      expect(agent.status).toBe('ok');
      expect(agent.manifest).toBeDefined();
      expect(agent.treeHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    }
  });

  it('each rule that has a failing fixture also has a passing one', () => {
    const ids = new Set(discovery.agents.map((a) => a.id));
    for (const { rule } of FAILING) {
      const hasPass = [...ids].some((id) => id.endsWith(`/${rule}-pass`)) || rule === 'duplicate-name';
      expect({ rule, hasPass }).toEqual({ rule, hasPass: true });
    }
    expect(ids.has('community/duplicate-name-pass')).toBe(true);
  });

  it('every documented rule is covered by a fixture or a generated case', () => {
    const covered = new Set([...FAILING.map((f) => f.rule), ...GENERATED_RULES]);
    expect(Object.keys(MANIFEST_RULES).filter((r) => !covered.has(r))).toEqual([]);
  });

  it("accepts docs/writing-an-agent.md's example manifest (comments and all) for an official agent", () => {
    const minimax = discovery.agents.find((a) => a.id === 'official/minimax')!;
    expect(minimax.status).toBe('ok');
    expect(minimax.manifest).toEqual({
      name: 'minimax',
      version: '1.0.0',
      description: 'Alpha-beta search, depth 5',
      authors: ['octocat'],
      games: ['connect-four'],
      entrypoint: { type: 'command', command: ['node', 'agent.mjs'], env: { LOG_LEVEL: 'info' } },
      requires: { memory: 256 * 1024 * 1024 },
    });
  });
});

describe('manifest: hostile and malformed input never throws', () => {
  it('a 10 MB manifest is too large (checked before decoding or parsing)', () => {
    expect(rules(`name: bot\n# ${'x'.repeat(10 * 1024 * 1024)}\n`)).toEqual(['manifest-too-large@1:1']);
    // the same size in bytes that are not UTF-8: decoding first would say yaml-syntax instead
    const bytes = new Uint8Array(10 * 1024 * 1024).fill(0xff);
    bytes.set(new TextEncoder().encode('name: bot\n# '));
    expect(rules(bytes)).toEqual(['manifest-too-large@1:1']);
  });

  it('an alias bomb is refused at the first alias', () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      ...Array.from({ length: 9 }, (_, i) => {
        const prev = String.fromCharCode(97 + i);
        const next = String.fromCharCode(98 + i);
        return `${next}: &${next} [*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev}]`;
      }),
    ].join('\n');
    const found = validateManifestText(bomb, ctx()).issues;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rule: 'yaml-syntax', line: 2 });
    expect(found[0]!.message).toMatch(/aliases/);
  });

  it('duplicate keys are a syntax error on the second key', () => {
    expect(rules(`${DOCKER_BOT}name: bot\n`)).toEqual(['yaml-syntax@7:1']);
  });

  it('binary garbage, invalid UTF-8 and an empty file are findings at 1:1', () => {
    expect(rules(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0xff, 0xfe]))).toEqual(['yaml-syntax@1:1']);
    expect(rules(new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3a, 0x20, 0xc3, 0x28]))).toEqual(['yaml-syntax@1:1']);
    expect(rules('')).toEqual(['missing-field@1:1']);
    expect(rules('# only a comment\n')).toEqual(['missing-field@1:1']);
    expect(rules('- name: bot\n')).toEqual(['bad-value@1:1']);
    expect(rules('just a string')).toEqual(['bad-value@1:1']);
    const random = new Uint8Array(4096);
    let seed = 7;
    for (let i = 0; i < random.length; i += 1) random[i] = seed = (seed * 1103515245 + 12345) & 0xff;
    expect(validateManifestText(random, ctx()).issues[0]!.rule).toBe('yaml-syntax');
  });

  it('a flood of syntax errors is one finding', () => {
    const found = validateManifestText(`${'{[: ,'.repeat(2000)}\n`, ctx()).issues;
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(/more syntax errors/);
    expect(found[0]!.message).not.toMatch(/at line \d+, column/);
  });

  it('__proto__ and other odd keys are unknown keys, not prototype changes', () => {
    expect(rules(`${DOCKER_BOT}__proto__: {polluted: true}\n`)).toEqual(['unknown-key@7:1']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('wrong types get bad-value at the value, names and versions their own rules', () => {
    expect(rules('name: 7\nversion: 1.0.0\ngames: [connect-four]\nentrypoint: {type: docker, build: .}\n')).toEqual(['bad-name@1:7']);
    expect(rules('name: bot\nversion: [1]\ngames: []\nentrypoint: {type: docker, build: .}\n')).toEqual([
      'bad-version@2:10',
      'bad-value@3:8',
    ]);
    expect(rules('name: bot\nversion: 1.0.0\ngames: [connect-four]\nentrypoint: {type: vm, build: .}\n')).toEqual(['bad-value@4:20']);
    expect(rules(`${DOCKER_BOT}  workdir: app\n`)).toEqual(['bad-value@7:12']);
    expect(rules(`${DOCKER_BOT}  env: {bad-name: 1}\n`)).toEqual(['bad-value@7:9']);
    expect(rules(`${DOCKER_BOT}  env: {EMPTY: }\n`)).toEqual(['env-not-literal@7:16']);
  });

  it('reports several independent problems in one pass, in file order', () => {
    const text = 'name: Bot\nversion: one\ngames: [chess]\nentrypoint:\n  type: command\n  command: [node, a.js]\nextra: 1\n';
    expect(rules(text)).toEqual([
      'bad-name@1:7',
      'bad-version@2:10',
      'unknown-game@3:9',
      'community-command-entrypoint@5:9',
      'unknown-key@7:1',
    ]);
  });
});

describe('manifest: context rules', () => {
  it('game-not-offered: a warning for one game the arena does not offer, an error when it offers none of them', () => {
    const config = parseConfig('games:\n  connect-four: {}\n');
    const some = validateManifestText(DOCKER_BOT.replace('[connect-four]', '[connect-four, rock-paper-scissors]'), ctx({ config }));
    expect(some.issues.map((i) => `${i.severity} ${i.rule}@${i.line}:${i.column}`)).toEqual(['warning game-not-offered@3:23']);
    expect(statusFromIssues(some.issues)).toBe('ok');
    expect(some.manifest).toBeDefined();
    const none = validateManifestText(DOCKER_BOT.replace('[connect-four]', '[rock-paper-scissors]'), ctx({ config }));
    expect(none.issues.map((i) => `${i.severity} ${i.rule}@${i.line}:${i.column}`)).toEqual([
      'error game-not-offered@3:8',
      'warning game-not-offered@3:9',
    ]);
    expect(none.manifest).toBeUndefined();
  });

  it('requires-over-budget compares sizes with the budget of every offered game the agent plays', () => {
    const config = parseConfig('games:\n  connect-four: {budget: {memory: 1g}}\n  rock-paper-scissors: {budget: {memory: 128m}}\n');
    const text = DOCKER_BOT.replace('[connect-four]', '[connect-four, rock-paper-scissors]') + 'requires: {memory: 256m, pids: 64}\n';
    expect(rules(text, { config })).toEqual(['requires-over-budget@7:20']);
    expect(rules(`${DOCKER_BOT}requires: {memory: 1g}\n`, { config })).toEqual([]);
  });

  it('the command entrypoint: official by default, local only when allowed', () => {
    const text = 'name: bot\nversion: 1.0.0\ngames: [connect-four]\nentrypoint: {type: command, command: [node, a.mjs]}\n';
    expect(rules(text, { tier: 'official' })).toEqual([]);
    expect(rules(text, { tier: 'local' })).toEqual(['community-command-entrypoint@4:20']);
    expect(rules(text, { tier: 'local', allowCommand: true })).toEqual([]);
    expect(rules('name: bot\nversion: 1.0.0\ngames: [connect-four]\nentrypoint: {type: command}\n', { tier: 'official' })).toEqual([
      'missing-field@4:1',
    ]);
  });

  it('image entrypoints: digest, registry allowlist, reference syntax', () => {
    const image = (ref: string) => `name: bot\nversion: 1.0.0\ngames: [connect-four]\nentrypoint:\n  type: docker\n  image: "${ref}"\n`;
    expect(rules(image(`ghcr.io/o/bot@${DIGEST}`))).toEqual([]);
    expect(rules(image(`bot@${DIGEST}`))).toEqual([]);
    expect(rules(image('ghcr.io/o/bot'))).toEqual(['image-without-digest@6:10']);
    expect(rules(image(`registry.evil.example/bot@${DIGEST}`))).toEqual(['image-registry-not-allowed@6:10']);
    expect(rules(image('not a reference'))).toEqual(['bad-value@6:10']);
    const config = parseConfig('build:\n  registries: []\n');
    expect(rules(image(`ghcr.io/o/bot@${DIGEST}`), { config })).toEqual(['image-registry-not-allowed@6:10']);
  });

  it('build paths must stay inside the folder', () => {
    for (const bad of ['/abs', '..', 'a/../../b', 'C:/x', 'a\\b']) {
      expect(rules(`${DOCKER_BOT.replace('build: .', `build: '${bad}'`)}`)).toEqual(['build-context-escapes@6:10']);
    }
    expect(rules(DOCKER_BOT.replace('build: .', 'build: ./docker/'))).toEqual([]);
  });

  it('env values are literal; numbers and booleans become strings', () => {
    const text = `${DOCKER_BOT}  env:\n    A: "$HOME"\n    B: "x\${Y}"\n    C: "$(id)"\n    D: 3\n    E: false\n    F: "costs 5$"\n`;
    expect(rules(text)).toEqual(['env-not-literal@8:8', 'env-not-literal@9:8', 'env-not-literal@10:8']);
    const ok = validateManifestText(`${DOCKER_BOT}  env: {D: 3, E: false, F: "costs 5$"}\n`, ctx());
    expect(ok.manifest!.entrypoint.env).toEqual({ D: '3', E: 'false', F: 'costs 5$' });
  });
});

describe('launch plans', () => {
  it('command: argv, env and the folder as cwd', () => {
    const text =
      'name: bot\nversion: 1.0.0\ngames: [connect-four]\nentrypoint:\n  type: command\n  command: [node, agent.mjs, --depth, "5"]\n  env: {LEVEL: 3}\n';
    const { manifest } = validateManifestText(text, ctx({ tier: 'official' }));
    expect(launchPlan(manifest!, { id: 'official/bot', dir: '/repo/agents/official/bot' })).toEqual({
      kind: 'command',
      id: 'official/bot',
      dir: '/repo/agents/official/bot',
      argv: ['node', 'agent.mjs', '--depth', '5'],
      env: { LEVEL: '3' },
    });
  });

  it('docker build: absolute context and Dockerfile, then an AgentLaunch with the built image', () => {
    const text = `${DOCKER_BOT.replace('build: .', 'build: docker')}  dockerfile: Dockerfile.agent\n  args: [python, bot.py]\n  workdir: /app\n`;
    const { manifest } = validateManifestText(text, ctx());
    const plan = launchPlan(manifest!, { id: 'community/bot', dir: '/repo/agents/community/bot' });
    expect(plan).toEqual({
      kind: 'docker',
      id: 'community/bot',
      dir: '/repo/agents/community/bot',
      build: { context: '/repo/agents/community/bot/docker', dockerfile: '/repo/agents/community/bot/docker/Dockerfile.agent' },
      args: ['python', 'bot.py'],
      workdir: '/app',
      env: {},
    });
    if (plan.kind !== 'docker') throw new Error('expected a docker plan');
    expect(dockerLaunch(plan, `sha256:${'e'.repeat(64)}`)).toEqual({
      kind: 'docker',
      id: 'community/bot',
      dir: '/repo/agents/community/bot',
      image: `sha256:${'e'.repeat(64)}`,
      args: ['python', 'bot.py'],
      workdir: '/app',
      env: {},
    });
  });

  it('docker image: the pinned reference to pull', () => {
    const text = `name: bot\nversion: 1.0.0\ngames: [connect-four]\nentrypoint: {type: docker, image: "ghcr.io/o/bot@${DIGEST}"}\n`;
    const { manifest } = validateManifestText(text, ctx());
    expect(launchPlan(manifest!, { id: 'community/bot', dir: '/d' })).toEqual({
      kind: 'docker',
      id: 'community/bot',
      dir: '/d',
      image: `ghcr.io/o/bot@${DIGEST}`,
      env: {},
    });
  });
});

describe('manifestVersion', () => {
  it('reads the version and its position leniently', () => {
    expect(manifestVersion('name: x\nversion:   2.0.0\n', 'a.yml')).toEqual({ version: '2.0.0', line: 2, column: 12 });
    expect(manifestVersion('{', 'a.yml')).toEqual({ line: 1, column: 1 });
    expect(manifestVersion(readFileSync(join(FIXTURES, 'official', 'minimax', 'agent.yml'), 'utf8'), 'a.yml').version).toBe('1.0.0');
  });
});
