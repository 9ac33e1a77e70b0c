// The change gates' outcome compared whole: every finding's path, position, severity, rule and
// message, the agents with exactly the keys they should have, and the `--changed` reader byte for
// byte. Written for the `gates` mutation module (docs/mutation.md): a mutant that changes what a
// maintainer or an author reads, or which finding a fork gets, fails here.
import { describe, expect, it } from '@jest/globals';
import { defaultConfig } from '../../src/core/config.js';
import { UserError } from '../../src/core/errors.js';
import {
  AUTHOR_ASSOCIATIONS,
  MAINTAINER_ASSOCIATIONS,
  STATUS_LETTERS,
  computeGates,
  isMaintainer,
  parseChangedList,
  touchedAgents,
  trustedPathMatcher,
  unquoteGitPath,
  type ChangedPath,
  type GateInput,
} from '../../src/core/gates.js';

const config = defaultConfig();
const TRUSTED_MESSAGE = (path: string) =>
  `this change modifies ${path}, which only maintainers may change (arena.yml, the official agents, workflows, action code and package files); move it to a separate pull request by a maintainer`;

// version on line 2, its value at column 10
const manifest = (name: string, version: string) =>
  `name: ${name}\nversion: ${version}\ngames: [connect-four]\nentrypoint: {type: docker, build: .}\n`;
const m = (path: string): ChangedPath => ({ status: 'modified', path });

function gates(over: Partial<GateInput> & { changes: ChangedPath[] }) {
  return computeGates({
    author: { login: 'alice', association: 'CONTRIBUTOR' },
    config,
    owners: new Map(),
    baseManifests: new Map(),
    headManifests: new Map(),
    ...over,
  });
}

describe('the associations', () => {
  it('lists GitHub’s values; only OWNER, MEMBER and COLLABORATOR are maintainers, exactly as spelled', () => {
    expect(AUTHOR_ASSOCIATIONS).toStrictEqual([
      'OWNER',
      'MEMBER',
      'COLLABORATOR',
      'CONTRIBUTOR',
      'FIRST_TIME_CONTRIBUTOR',
      'FIRST_TIMER',
      'MANNEQUIN',
      'NONE',
    ]);
    expect(MAINTAINER_ASSOCIATIONS).toStrictEqual(['OWNER', 'MEMBER', 'COLLABORATOR']);
    expect(AUTHOR_ASSOCIATIONS.filter(isMaintainer)).toStrictEqual(['OWNER', 'MEMBER', 'COLLABORATOR']);
    for (const other of ['owner', 'Member', ' OWNER', 'OWNER ', '', 'ADMIN'])
      expect({ other, m: isMaintainer(other) }).toStrictEqual({ other, m: false });
  });
});

describe('trusted paths', () => {
  const matcher = trustedPathMatcher(config);

  it('a file is trusted by its exact name only; a folder by any path inside it and by its bare name', () => {
    expect(matcher.isTrusted('arena.yml')).toBe(true);
    expect(matcher.isTrusted('ARENA.YML')).toBe(true);
    expect(matcher.isTrusted('arena.yml/x')).toBe(false);
    expect(matcher.isTrusted('arena.ym')).toBe(false);
    expect(matcher.isTrusted('x/arena.yml')).toBe(false);
    expect(matcher.isTrusted('src')).toBe(true);
    expect(matcher.isTrusted('SRC')).toBe(true);
    expect(matcher.isTrusted('src/a.ts')).toBe(true);
    expect(matcher.isTrusted('sr')).toBe(false);
    expect(matcher.isTrusted('srcx')).toBe(false);
    expect(matcher.isTrusted('x/src/a.ts')).toBe(false);
    expect(matcher.isTrusted('agents/official')).toBe(true);
    expect(matcher.isTrusted('agents/official/random/agent.yml')).toBe(true);
    expect(matcher.isTrusted('agents/officia')).toBe(false);
    expect(matcher.isTrusted('agents/community/official/agent.yml')).toBe(false);
  });

  it('a non-maintainer gets one finding per trusted path, each path once, in order; at most 50 and one for the rest', () => {
    const paths = Array.from({ length: 53 }, (_, i) => `src/f${i}.ts`);
    const changes: ChangedPath[] = [
      m('agents/community/alpha/bot.py'),
      ...paths.slice(0, 2).map(m),
      m('src/f0.ts'),
      { status: 'renamed', from: 'src/f1.ts', path: 'src/f2.ts' },
      ...paths.slice(3).map(m),
    ];
    const outcome = gates({ changes });
    expect(outcome.trustedPaths).toStrictEqual(paths);
    expect(outcome.issues).toStrictEqual([
      ...paths.slice(0, 50).map((path) => ({
        path,
        line: 1,
        column: 1,
        severity: 'error',
        rule: 'touches-trusted-path',
        message: TRUSTED_MESSAGE(path),
      })),
      { path: 'src/f50.ts', line: 1, column: 1, severity: 'error', rule: 'touches-trusted-path', message: 'and 3 more trusted paths' },
    ]);
    expect(outcome.passed).toBe(false);
    // exactly 50: no line for the rest; 51: "and 1 more"
    expect(gates({ changes: paths.slice(0, 50).map(m) }).issues).toHaveLength(50);
    expect(gates({ changes: paths.slice(0, 51).map(m) }).issues.at(-1)).toStrictEqual({
      path: 'src/f50.ts',
      line: 1,
      column: 1,
      severity: 'error',
      rule: 'touches-trusted-path',
      message: 'and 1 more trusted paths',
    });
  });

  it('a maintainer changing trusted paths passes, and the paths are still listed', () => {
    const outcome = gates({ changes: [m('src/a.ts'), m('.github/workflows/x.yml')], author: { login: 'boss', association: 'MEMBER' } });
    expect(outcome).toStrictEqual({
      agents: [],
      added: [],
      modified: [],
      removed: [],
      trustedPaths: ['src/a.ts', '.github/workflows/x.yml'],
      issues: [],
      agentIssues: new Map(),
      passed: true,
    });
  });
});

describe('agents: the outcome whole', () => {
  const owners = new Map([
    ['community/alpha', 'alice'],
    ['community/beta', 'bob'],
  ]);

  it('added, modified and removed agents with exactly the keys each side gives', () => {
    const outcome = gates({
      changes: [
        { status: 'added', path: 'agents/community/gamma/agent.yml' },
        m('agents/community/alpha/agent.yml'),
        { status: 'deleted', path: 'agents/community/delta/agent.yml' },
        m('agents/community/nothing/readme.md'),
      ],
      owners: new Map([...owners, ['community/delta', 'alice']]),
      baseManifests: new Map([
        ['community/alpha', manifest('alpha', '1.0.0')],
        ['community/delta', manifest('delta', '3.0.0')],
      ]),
      headManifests: new Map([
        ['community/alpha', manifest('alpha', '1.1.0')],
        ['community/gamma', 'name: gamma\n'],
      ]),
    });
    expect(outcome).toStrictEqual({
      agents: [
        { id: 'community/gamma', tier: 'community', name: 'gamma', path: 'agents/community/gamma', change: 'added', owner: 'alice' },
        {
          id: 'community/alpha',
          tier: 'community',
          name: 'alpha',
          path: 'agents/community/alpha',
          change: 'modified',
          baseVersion: '1.0.0',
          headVersion: '1.1.0',
          owner: 'alice',
        },
        {
          id: 'community/delta',
          tier: 'community',
          name: 'delta',
          path: 'agents/community/delta',
          change: 'removed',
          baseVersion: '3.0.0',
          owner: 'alice',
        },
      ],
      added: ['community/gamma'],
      modified: ['community/alpha'],
      removed: ['community/delta'],
      trustedPaths: [],
      issues: [],
      agentIssues: new Map(),
      passed: true,
    });
  });

  it('an agent the API knows only by its owner (baseAgents) exists on the base: changing it is a modification', () => {
    const input = {
      changes: [m('agents/community/beta/bot.py')],
      owners,
      headManifests: new Map([['community/beta', manifest('beta', '2.0.0')]]),
    };
    expect(gates({ ...input, baseAgents: new Set(['community/beta']) }).agents).toStrictEqual([
      {
        id: 'community/beta',
        tier: 'community',
        name: 'beta',
        path: 'agents/community/beta',
        change: 'modified',
        headVersion: '2.0.0',
        owner: 'bob',
      },
    ]);
    // without it the folder is new, so it is the author's
    expect(gates(input).agents[0]).toMatchObject({ change: 'added', owner: 'alice' });
    expect(gates({ ...input, baseAgents: new Set(['community/other']) }).agents[0]).toMatchObject({ change: 'added' });
  });

  it("someone else's agent: the finding whole, for a change, a removal and an unknown owner", () => {
    const base = new Map([['community/beta', manifest('beta', '2.0.0')]]);
    const changed = gates({
      changes: [m('agents/community/beta/bot.py')],
      owners,
      baseManifests: base,
      headManifests: new Map([['community/beta', manifest('beta', '2.0.1')]]),
    });
    expect(changed.agentIssues).toStrictEqual(
      new Map([
        [
          'community/beta',
          [
            {
              path: 'agents/community/beta/agent.yml',
              line: 1,
              column: 1,
              severity: 'error',
              rule: 'not-agent-owner',
              message:
                'community/beta belongs to bob; only its owner or a maintainer may change it. Submit your own agent under a new folder instead',
            },
          ],
        ],
      ]),
    );
    expect(changed.passed).toBe(false);
    const removed = gates({ changes: [{ status: 'deleted', path: 'agents/community/beta/agent.yml' }], owners, baseManifests: base });
    expect(removed.agentIssues.get('community/beta')).toStrictEqual([
      {
        path: 'agents/community/beta',
        line: 1,
        column: 1,
        severity: 'error',
        rule: 'not-agent-owner',
        message:
          'community/beta belongs to bob; only its owner or a maintainer may remove it. Submit your own agent under a new folder instead',
      },
    ]);
    const unknown = gates({ changes: [{ status: 'deleted', path: 'agents/community/beta/agent.yml' }], baseManifests: base });
    expect(unknown.agentIssues.get('community/beta')).toStrictEqual([
      {
        path: 'agents/community/beta',
        line: 1,
        column: 1,
        severity: 'error',
        rule: 'not-agent-owner',
        message:
          'community/beta exists on the default branch but its owner could not be determined; only its owner or a maintainer may remove it',
      },
    ]);
    const unknownChange = gates({
      changes: [m('agents/community/beta/bot.py')],
      baseManifests: base,
      headManifests: new Map([['community/beta', manifest('beta', '2.0.1')]]),
    });
    expect(unknownChange.agents).toStrictEqual([
      {
        id: 'community/beta',
        tier: 'community',
        name: 'beta',
        path: 'agents/community/beta',
        change: 'modified',
        baseVersion: '2.0.0',
        headVersion: '2.0.1',
      },
    ]);
    expect(unknownChange.agentIssues.get('community/beta')?.[0]?.message).toBe(
      'community/beta exists on the default branch but its owner could not be determined; only its owner or a maintainer may change it',
    );
  });

  it('the owner is compared trimmed and case-insensitively, and an empty login is nobody', () => {
    const base = new Map([['community/beta', manifest('beta', '2.0.0')]]);
    const head = new Map([['community/beta', manifest('beta', '2.0.1')]]);
    const rule = (owner: string, login: string) =>
      gates({
        changes: [m('agents/community/beta/bot.py')],
        author: { login, association: 'CONTRIBUTOR' },
        owners: new Map([['community/beta', owner]]),
        baseManifests: base,
        headManifests: head,
      })
        .agentIssues.get('community/beta')
        ?.map((i) => i.rule) ?? [];
    expect(rule('Bob', 'bob')).toStrictEqual([]);
    expect(rule(' bob ', 'BOB')).toStrictEqual([]);
    expect(rule('bob', ' Bob ')).toStrictEqual([]);
    expect(rule('bob', 'bobby')).toStrictEqual(['not-agent-owner']);
    expect(rule('', '')).toStrictEqual(['not-agent-owner']);
    expect(rule('  ', ' ')).toStrictEqual(['not-agent-owner']);
    // a maintainer may change anyone's agent; the version rule still holds for them
    const boss = gates({
      changes: [m('agents/community/beta/bot.py')],
      author: { login: 'boss', association: 'OWNER' },
      owners,
      baseManifests: base,
      headManifests: base,
    });
    expect([...boss.agentIssues.values()].flat().map((i) => i.rule)).toStrictEqual(['version-not-bumped']);
  });

  it('the version rule: the finding whole at the version line, the same, a lower, a missing or an unreadable version', () => {
    const bump = (baseVersion: string, headVersion: string, headText?: string) =>
      gates({
        changes: [m('agents/community/alpha/bot.py')],
        owners,
        baseManifests: new Map([['community/alpha', manifest('alpha', baseVersion)]]),
        headManifests: new Map([['community/alpha', headText ?? manifest('alpha', headVersion)]]),
      }).agentIssues.get('community/alpha');
    expect(bump('1.2.3', '1.2.3')).toStrictEqual([
      {
        path: 'agents/community/alpha/agent.yml',
        line: 2,
        column: 10,
        severity: 'error',
        rule: 'version-not-bumped',
        message: 'community/alpha changed but its version is still 1.2.3; bump it (e.g. to 1.2.4)',
      },
    ]);
    expect(bump('1.2.3', '1.2.2')).toStrictEqual([
      {
        path: 'agents/community/alpha/agent.yml',
        line: 2,
        column: 10,
        severity: 'error',
        rule: 'version-not-bumped',
        message: "community/alpha's version went down from 1.2.3 to 1.2.2; versions only go up: use a version above 1.2.3",
      },
    ]);
    // equal as versions though written differently; build metadata does not count
    expect(bump('1.2.3', 'v1.2.3')?.map((i) => i.rule)).toStrictEqual(['version-not-bumped']);
    expect(bump('1.2.3+a', '1.2.3+b')?.map((i) => i.rule)).toStrictEqual(['version-not-bumped']);
    expect(bump('1.2.3', '1.2.4')).toBeUndefined();
    expect(bump('1.2.3-rc.1', '1.2.3')).toBeUndefined();
    expect(bump('1.2.3', '1.2.3-rc.1')?.map((i) => i.message)).toStrictEqual([
      "community/alpha's version went down from 1.2.3 to 1.2.3-rc.1; versions only go up: use a version above 1.2.3",
    ]);
    // the base's version is not semver: only the very same text is "not bumped"; nothing is "lower"
    expect(bump('banana', '0.0.1')).toBeUndefined();
    expect(bump('"9.9"', '1.0.0')).toBeUndefined();
    // the head's version is not semver or missing: the manifest check reports that, not this rule
    expect(bump('1.0.0', 'banana')).toBeUndefined();
    expect(bump('1.0.0', '', 'name: alpha\ngames: [connect-four]\n')).toBeUndefined();
    // positions follow the head manifest
    expect(bump('1.0.0', '', '# comment\n\nname: alpha\nversion:   "1.0.0"\n')?.[0]).toMatchObject({ line: 4, column: 12 });
  });

  it('a new agent is its author’s whatever the login (even an empty one); an official agent is judged by the trusted-path gate alone', () => {
    for (const login of ['', ' ', 'carol']) {
      const added = gates({
        changes: [{ status: 'added', path: 'agents/community/gamma/agent.yml' }],
        author: { login, association: 'NONE' },
        headManifests: new Map([['community/gamma', manifest('gamma', '0.1.0')]]),
      });
      expect({ login, issues: added.agentIssues, passed: added.passed }).toStrictEqual({ login, issues: new Map(), passed: true });
    }
    const official = gates({
      changes: [m('agents/official/random/agent.mjs')],
      owners: new Map([['official/random', 'maintainer']]),
      baseManifests: new Map([['official/random', manifest('random', '1.0.0')]]),
      headManifests: new Map([['official/random', manifest('random', '1.0.1')]]),
    });
    expect(official.agents.map((a) => `${a.id} ${a.change}`)).toStrictEqual(['official/random modified']);
    expect(official.issues.map((i) => `${i.rule} ${i.path}`)).toStrictEqual(['touches-trusted-path agents/official/random/agent.mjs']);
    expect(official.agentIssues).toStrictEqual(new Map());
  });

  it('removing an agent or adding one is never "not bumped"; a folder with a manifest on neither side is no agent', () => {
    const outcome = gates({
      changes: [
        { status: 'deleted', path: 'agents/community/alpha/agent.yml' },
        m('agents/community/ghost/x'),
        m('agents/community/alpha2/x'),
      ],
      owners,
      baseManifests: new Map([['community/alpha', manifest('alpha', '1.0.0')]]),
      headManifests: new Map([['community/alpha2', manifest('alpha2', '1.0.0')]]),
    });
    expect(outcome.agents.map((a) => `${a.id} ${a.change}`)).toStrictEqual(['community/alpha removed', 'community/alpha2 added']);
    expect(outcome.agentIssues).toStrictEqual(new Map());
    expect(outcome.passed).toBe(true);
  });
});

describe('touchedAgents', () => {
  it('a rename inside one agent is listed once; a rename across agents under both; the tier root and its files apart', () => {
    const inside: ChangedPath = { status: 'renamed', from: 'agents/community/a/x', path: 'agents/community/a/y' };
    const across: ChangedPath = { status: 'renamed', from: 'agents/community/a/z', path: 'agents/community/b/z' };
    const folder: ChangedPath = { status: 'type-changed', path: 'agents/community/c' };
    const out = touchedAgents(
      [
        inside,
        across,
        folder,
        m('agents/community'),
        m('agents/community/README.md'),
        m('agents/community/.hidden'),
        m('agents/community/.bad name/x'),
        m('docs/x.md'),
        m('agents/x'),
      ],
      config,
    );
    expect([...out.agents.values()]).toStrictEqual([
      { tier: 'community', name: 'a', folder: 'agents/community/a', inside: '', id: 'community/a', changes: [inside, across] },
      { tier: 'community', name: 'b', folder: 'agents/community/b', inside: '', id: 'community/b', changes: [across] },
      { tier: 'community', name: 'c', folder: 'agents/community/c', inside: '', id: 'community/c', changes: [folder] },
      // a file inside a folder whose name is no agent name still belongs to that folder (discovery refuses the name)
      {
        tier: 'community',
        name: '.bad name',
        folder: 'agents/community/.bad name',
        inside: '',
        id: 'community/.bad name',
        changes: [m('agents/community/.bad name/x')],
      },
    ]);
    expect([...out.agents.keys()]).toStrictEqual(['community/a', 'community/b', 'community/c', 'community/.bad name']);
    expect(out.tierFiles).toStrictEqual(['agents/community', 'agents/community/README.md', 'agents/community/.hidden']);
    expect(out.other).toStrictEqual(['docs/x.md', 'agents/x']);
  });
});

describe('--changed lists, exactly', () => {
  it('status letters', () => {
    expect(STATUS_LETTERS).toStrictEqual({
      A: 'added',
      M: 'modified',
      D: 'deleted',
      R: 'renamed',
      C: 'copied',
      T: 'type-changed',
      U: 'modified',
      X: 'unknown',
    });
    expect(parseChangedList('U\ta\nX\tb\nT\tc\n')).toStrictEqual([
      { status: 'modified', path: 'a' },
      { status: 'unknown', path: 'b' },
      { status: 'type-changed', path: 'c' },
    ]);
  });

  it('what is and is not a status field', () => {
    // a score has at most three digits; a lower-case letter or a longer word is part of a plain path
    expect(parseChangedList('R1000\ta\tb')).toStrictEqual([{ status: 'unknown', path: 'R1000\ta\tb' }]);
    expect(parseChangedList('m\ta')).toStrictEqual([{ status: 'unknown', path: 'm\ta' }]);
    expect(parseChangedList('xM\ta')).toStrictEqual([{ status: 'unknown', path: 'xM\ta' }]);
    expect(parseChangedList('MM\ta')).toStrictEqual([{ status: 'unknown', path: 'MM\ta' }]);
    // a status letter alone is a file called "M"
    expect(parseChangedList('M\n')).toStrictEqual([{ status: 'unknown', path: 'M' }]);
    // a rename or copy with one path names that path; M with two paths is malformed
    expect(parseChangedList('R100\told')).toStrictEqual([{ status: 'renamed', path: 'old' }]);
    expect(parseChangedList('C\told')).toStrictEqual([{ status: 'copied', path: 'old' }]);
    expect(() => parseChangedList('M\ta\tb')).toThrow('--changed:1: expected "STATUS<TAB>path" or "R100<TAB>old<TAB>new"');
    // only a final \r goes; blank and blank-looking lines are skipped, and the line numbers count them
    expect(parseChangedList('a\r\r\n \t \n\r\nb\r')).toStrictEqual([
      { status: 'unknown', path: 'a\r' },
      { status: 'unknown', path: 'b' },
    ]);
    expect(parseChangedList('a\rb\r')).toStrictEqual([{ status: 'unknown', path: 'a\rb' }]);
    expect(() => parseChangedList('a\n\n\n/abs\n', 'list.txt')).toThrow(/^list\.txt:4: /);
  });

  it('the error names the file and line, shows the path as JSON cut to 200 characters, and says how to fix it', () => {
    const long = `/${'x'.repeat(300)}`;
    let error: unknown;
    try {
      parseChangedList(`ok\n${long}\n`, 'changed.txt');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toBe(`changed.txt:2: ${JSON.stringify(long.slice(0, 200))} is not a path inside the repository`);
    expect((error as UserError).hint).toBe(
      'list one repository path per line (relative to the repository root), or git diff --name-status output',
    );
    expect(() => parseChangedList('R100\t../x\tok')).toThrow('--changed:1: "../x" is not a path inside the repository');
    expect(() => parseChangedList('R100\tok\t../y')).toThrow('--changed:1: "../y" is not a path inside the repository');
  });
});

describe('unquoteGitPath, exactly', () => {
  // [what, the path quoted as git writes it, the path]
  const cases: Array<[string, string, string]> = [
    ['every named escape', '"\\a\\b\\t\\n\\v\\f\\r\\"\\\\"', '\u0007\b\t\n\v\f\r"\\'],
    // octal: one to three digits, masked to a byte; the bytes are read as UTF-8
    ['octal 0', '"\\0"', '\u0000'],
    ['one octal digit', '"\\7x"', '\u0007x'],
    ['three octal digits', '"\\101\\102"', 'AB'],
    ['a fourth digit is text', '"\\1014"', 'A4'],
    ['8 is no octal digit', '"\\8"', '\\8'],
    ['masked to a byte', '"\\777"', '\ufffd'],
    ['UTF-8 bytes', '"\\303\\251t\\303\\251"', 'été'],
    ['half a character', '"\\303"', '\ufffd'],
    // an unknown escape and a final backslash keep the backslash
    ['unknown escape', '"a\\qb"', 'a\\qb'],
    ['final backslash', '"a\\"', 'a\\'],
    ['empty', '""', ''],
    ['not unicode-escaped', '"日本"', '日本'],
    // text not wrapped in quotes is left alone
    ['one quote', '"', '"'],
    ['no closing quote', '"abc', '"abc'],
    ['no opening quote', 'abc"', 'abc"'],
    ['unquoted escape', 'a\\tb', 'a\\tb'],
  ];
  it.each(cases)('%s', (_what, quoted, path) => {
    expect(unquoteGitPath(quoted)).toBe(path);
  });
});
