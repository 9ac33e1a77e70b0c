import { describe, expect, it } from '@jest/globals';
import { defaultConfig, parseConfig } from '../src/core/config.js';
import { UserError } from '../src/core/errors.js';
import {
  computeGates,
  isMaintainer,
  parseChangedList,
  touchedAgents,
  trustedPathMatcher,
  unquoteGitPath,
  type ChangedPath,
  type GateInput,
} from '../src/core/gates.js';

const config = defaultConfig();

function manifest(name: string, version: string): string {
  return `name: ${name}\nversion: ${version}\ngames: [connect-four]\nentrypoint: {type: docker, build: .}\n`;
}

function gates(over: Partial<GateInput> & { changes: ChangedPath[] }): ReturnType<typeof computeGates> {
  return computeGates({
    author: { login: 'alice', association: 'CONTRIBUTOR' },
    config,
    owners: new Map(),
    baseManifests: new Map(),
    headManifests: new Map(),
    ...over,
  });
}

function agentRules(outcome: ReturnType<typeof computeGates>): string[] {
  return [...outcome.agentIssues].flatMap(([id, list]) => list.map((i) => `${id} ${i.rule} ${i.path}:${i.line}:${i.column}`));
}

const m = (path: string): ChangedPath => ({ status: 'modified', path });

describe('touchedAgents', () => {
  it('maps paths to agents; both sides of a rename count; tier files and other paths are apart', () => {
    const touched = touchedAgents(
      [
        m('agents/community/alpha/bot.py'),
        { status: 'renamed', from: 'agents/community/alpha/weights.bin', path: 'agents/community/beta/weights.bin' },
        { status: 'deleted', path: 'agents/official/random/agent.mjs' },
        m('agents/community/README.md'),
        m('docs/protocol.md'),
        { status: 'added', path: 'agents/community/gamma' },
      ],
      config,
    );
    expect([...touched.agents.keys()]).toEqual(['community/alpha', 'community/beta', 'official/random', 'community/gamma']);
    expect(touched.agents.get('community/alpha')!.changes).toHaveLength(2);
    expect(touched.agents.get('community/beta')!.folder).toBe('agents/community/beta');
    expect(touched.tierFiles).toEqual(['agents/community/README.md']);
    expect(touched.other).toEqual(['docs/protocol.md']);
  });

  // its speed is a benchmark figure (P5-changed-paths in docs/performance.md), not a wall-clock test
  it('groups 3,000 paths into their 700 agents', () => {
    const changes = Array.from({ length: 3000 }, (_, i) => m(`agents/community/bot-${i % 700}/src/file-${i}.py`));
    const touched = touchedAgents(changes, config);
    expect(touched.agents.size).toBe(700);
    expect([...touched.agents.values()].reduce((n, a) => n + a.changes.length, 0)).toBe(3000);
  });

  it('follows the tier roots of arena.yml', () => {
    const custom = parseConfig('agents:\n  official: bots/trusted\n  community: bots/open\n');
    expect([...touchedAgents([m('bots/open/x/agent.yml'), m('agents/community/y/agent.yml')], custom).agents.keys()]).toEqual([
      'community/x',
    ]);
  });
});

describe('touches-trusted-path', () => {
  const trusted = [
    'arena.yml',
    'action.yml',
    '.github/workflows/arena-pr.yml',
    'src/core/gates.ts',
    'dist/index.js',
    'package.json',
    'package-lock.json',
    'agents/official/random/agent.mjs',
    'scripts/bundle.mjs',
    'docker/seccomp.json',
    'games/nim/game.mjs',
    'Games/nim/game.mjs',
    'SRC/core/x.ts',
    '.GitHub/workflows/x.yml',
  ];

  it('matches the trusted paths of docs/architecture.md (case-insensitively) and the official root of arena.yml', () => {
    const matcher = trustedPathMatcher(config);
    for (const path of trusted) expect({ path, trusted: matcher.isTrusted(path) }).toEqual({ path, trusted: true });
    for (const path of ['agents/community/x/agent.yml', 'README.md', 'docs/a.md', 'srcs/x', 'arena.yml.bak', 'agents/community/games/x']) {
      expect({ path, trusted: matcher.isTrusted(path) }).toEqual({ path, trusted: false });
    }
    expect(trustedPathMatcher(parseConfig('agents:\n  official: bots/trusted\n')).isTrusted('bots/trusted/x/agent.yml')).toBe(true);
  });

  it('fails a non-maintainer, passes a maintainer', () => {
    const changes = trusted.map(m);
    const outsider = gates({ changes });
    expect(outsider.passed).toBe(false);
    expect(outsider.issues.map((i) => i.rule)).toEqual(trusted.map(() => 'touches-trusted-path'));
    expect(outsider.issues[0]).toMatchObject({ path: 'arena.yml', line: 1, column: 1, severity: 'error' });
    for (const association of ['OWNER', 'MEMBER', 'COLLABORATOR']) {
      const maintainer = gates({ changes, author: { login: 'boss', association } });
      expect(maintainer.issues).toEqual([]);
      expect(maintainer.trustedPaths).toEqual(trusted);
    }
    expect(isMaintainer('FIRST_TIME_CONTRIBUTOR')).toBe(false);
    expect(isMaintainer(undefined)).toBe(false);
  });

  it('a rename out of a trusted path counts too', () => {
    const outcome = gates({ changes: [{ status: 'renamed', from: 'src/core/x.ts', path: 'agents/community/alpha/x.ts' }] });
    expect(outcome.issues.map((i) => `${i.rule} ${i.path}`)).toEqual(['touches-trusted-path src/core/x.ts']);
  });
});

describe('not-agent-owner and version-not-bumped', () => {
  const base = new Map([
    ['community/alpha', manifest('alpha', '1.0.0')],
    ['community/beta', manifest('beta', '2.0.0')],
  ]);
  const owners = new Map([
    ['community/alpha', 'alice'],
    ['community/beta', 'bob'],
  ]);

  it("a new agent is its author's; no version gate", () => {
    const outcome = gates({
      changes: [{ status: 'added', path: 'agents/community/gamma/agent.yml' }],
      headManifests: new Map([['community/gamma', manifest('gamma', '0.1.0')]]),
      owners,
      baseManifests: base,
    });
    expect(outcome.added).toEqual(['community/gamma']);
    expect(outcome.agents[0]).toMatchObject({ change: 'added', owner: 'alice', headVersion: '0.1.0' });
    expect(outcome.passed).toBe(true);
  });

  it('the owner bumping the version passes; the same or a lower version fails at the version line', () => {
    const changes = [m('agents/community/alpha/bot.py')];
    const bumped = gates({
      changes,
      owners,
      baseManifests: base,
      headManifests: new Map([['community/alpha', manifest('alpha', '1.0.1')]]),
    });
    expect(bumped.passed).toBe(true);
    expect(bumped.modified).toEqual(['community/alpha']);
    const same = gates({ changes, owners, baseManifests: base, headManifests: new Map([['community/alpha', manifest('alpha', '1.0.0')]]) });
    expect(agentRules(same)).toEqual(['community/alpha version-not-bumped agents/community/alpha/agent.yml:2:10']);
    expect(same.agentIssues.get('community/alpha')![0]!.message).toMatch(/still 1\.0\.0; bump it \(e\.g\. to 1\.0\.1\)/);
    const lower = gates({
      changes,
      owners,
      baseManifests: base,
      headManifests: new Map([['community/alpha', manifest('alpha', '0.9.0')]]),
    });
    expect(agentRules(lower)).toEqual(['community/alpha version-not-bumped agents/community/alpha/agent.yml:2:10']);
    expect(lower.agentIssues.get('community/alpha')![0]!.message).toMatch(/went down from 1\.0\.0 to 0\.9\.0/);
    // semver, not text: 1.0.0 → 1.0.0+build is the same version
    const buildOnly = gates({
      changes,
      owners,
      baseManifests: base,
      headManifests: new Map([['community/alpha', manifest('alpha', '1.0.0+b2')]]),
    });
    expect(agentRules(buildOnly)).toHaveLength(1);
    const prerelease = gates({
      changes,
      owners,
      baseManifests: base,
      headManifests: new Map([['community/alpha', manifest('alpha', '1.0.0-rc.1')]]),
    });
    expect(prerelease.agentIssues.get('community/alpha')![0]!.message).toMatch(/went down/);
  });

  it("changing or deleting someone else's agent fails not-agent-owner unless a maintainer does it", () => {
    const changes = [m('agents/community/beta/bot.py'), { status: 'deleted' as const, path: 'agents/community/alpha/agent.yml' }];
    const headManifests = new Map([['community/beta', manifest('beta', '2.1.0')]]);
    const byCarol = gates({ changes, owners, baseManifests: base, headManifests, author: { login: 'carol', association: 'NONE' } });
    expect(byCarol.removed).toEqual(['community/alpha']);
    expect(agentRules(byCarol).sort()).toEqual([
      'community/alpha not-agent-owner agents/community/alpha:1:1',
      'community/beta not-agent-owner agents/community/beta/agent.yml:1:1',
    ]);
    expect(byCarol.agentIssues.get('community/beta')![0]!.message).toMatch(/belongs to bob/);
    const byAlice = gates({ changes, owners, baseManifests: base, headManifests, author: { login: 'ALICE', association: 'CONTRIBUTOR' } });
    expect(agentRules(byAlice)).toEqual(['community/beta not-agent-owner agents/community/beta/agent.yml:1:1']);
    const byMember = gates({ changes, owners, baseManifests: base, headManifests, author: { login: 'dora', association: 'MEMBER' } });
    expect(byMember.passed).toBe(true);
  });

  it('an unknown owner fails closed', () => {
    const outcome = gates({
      changes: [m('agents/community/alpha/bot.py')],
      owners: new Map(),
      baseManifests: base,
      headManifests: new Map([['community/alpha', manifest('alpha', '1.1.0')]]),
    });
    expect(agentRules(outcome)).toEqual(['community/alpha not-agent-owner agents/community/alpha/agent.yml:1:1']);
    expect(outcome.agentIssues.get('community/alpha')![0]!.message).toMatch(/could not be determined/);
  });

  it("a rename across agents touches both: moving a file out of bob's agent into alice's needs bob's consent and both bumps", () => {
    const changes: ChangedPath[] = [
      { status: 'renamed', from: 'agents/community/beta/model.bin', path: 'agents/community/alpha/model.bin' },
    ];
    const outcome = gates({
      changes,
      owners,
      baseManifests: base,
      headManifests: new Map([
        ['community/alpha', manifest('alpha', '1.1.0')],
        ['community/beta', manifest('beta', '2.0.0')],
      ]),
    });
    expect(outcome.modified.sort()).toEqual(['community/alpha', 'community/beta']);
    expect(agentRules(outcome).sort()).toEqual([
      'community/beta not-agent-owner agents/community/beta/agent.yml:1:1',
      'community/beta version-not-bumped agents/community/beta/agent.yml:2:10',
    ]);
  });

  it('renaming a whole agent folder removes one agent and adds another', () => {
    const outcome = gates({
      changes: [
        { status: 'renamed', from: 'agents/community/alpha/agent.yml', path: 'agents/community/alpha2/agent.yml' },
        { status: 'renamed', from: 'agents/community/alpha/Dockerfile', path: 'agents/community/alpha2/Dockerfile' },
      ],
      owners,
      baseManifests: base,
      headManifests: new Map([['community/alpha2', manifest('alpha2', '1.0.0')]]),
    });
    expect(outcome.removed).toEqual(['community/alpha']);
    expect(outcome.added).toEqual(['community/alpha2']);
    expect(outcome.passed).toBe(true);
  });

  it('official agents are covered by the trusted-path gate, not ownership', () => {
    const outcome = gates({
      changes: [m('agents/official/random/agent.mjs')],
      baseManifests: new Map([['official/random', manifest('random', '1.0.0')]]),
      headManifests: new Map([['official/random', manifest('random', '1.0.1')]]),
      author: { login: 'boss', association: 'OWNER' },
    });
    expect(outcome.passed).toBe(true);
    expect(outcome.trustedPaths).toEqual(['agents/official/random/agent.mjs']);
  });
});

describe('--changed lists', () => {
  it('reads plain paths (status unknown) and git --name-status lines', () => {
    const text = [
      'agents/community/a/agent.yml',
      './agents/community/b/x.py\r',
      '',
      'M\tagents/community/c/bot.py',
      'A\tagents/community/d/agent.yml',
      'D\tagents/community/e/agent.yml',
      'R100\tagents/community/f/x\tagents/community/g/x',
      'C75\tagents/community/h/x\tagents/community/i/x',
      'T\tagents/community/j/link',
      '"agents/community/k/tab\\there \\303\\251"',
      'M\t"agents/community/l/quote\\"d"',
    ].join('\n');
    expect(parseChangedList(text)).toEqual([
      { status: 'unknown', path: 'agents/community/a/agent.yml' },
      { status: 'unknown', path: 'agents/community/b/x.py' },
      { status: 'modified', path: 'agents/community/c/bot.py' },
      { status: 'added', path: 'agents/community/d/agent.yml' },
      { status: 'deleted', path: 'agents/community/e/agent.yml' },
      { status: 'renamed', from: 'agents/community/f/x', path: 'agents/community/g/x' },
      { status: 'copied', from: 'agents/community/h/x', path: 'agents/community/i/x' },
      { status: 'type-changed', path: 'agents/community/j/link' },
      { status: 'unknown', path: 'agents/community/k/tab\there é' },
      { status: 'modified', path: 'agents/community/l/quote"d' },
    ]);
  });

  it('a path outside the repository is a usage error naming the line', () => {
    expect(() => parseChangedList('ok/path\n../../etc/passwd\n', 'changed.txt')).toThrow(UserError);
    expect(() => parseChangedList('ok/path\n../../etc/passwd\n', 'changed.txt')).toThrow(/^changed\.txt:2: /);
    expect(() => parseChangedList('/etc/passwd\n')).toThrow(/--changed:1: /);
    expect(() => parseChangedList('R100\tonly-one-path\textra\tmore\n')).toThrow(/--changed:1: expected/);
  });

  it('unquotes git paths and leaves ordinary ones alone', () => {
    expect(unquoteGitPath('"a\\nb"')).toBe('a\nb');
    expect(unquoteGitPath('plain')).toBe('plain');
    expect(unquoteGitPath('"\\346\\227\\245"')).toBe('日');
  });
});
