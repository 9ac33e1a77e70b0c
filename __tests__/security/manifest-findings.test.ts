// Manifest policy findings in full — rule, severity, line, column and message — for the entrypoint
// rules (the community `command` rejection first) and the game list: a finding that changed its
// severity or its place would still carry the right rule id, so each is compared whole.
import { describe, expect, it } from '@jest/globals';
import { defaultConfig, parseConfig, type ArenaConfig } from '../../src/core/config.js';
import { dockerLaunch, launchPlan, statusFromIssues, validateManifestText, type Manifest } from '../../src/core/manifest.js';

const PATH = 'agents/c/x/agent.yml';
const HEAD = 'name: x\nversion: 1.0.0\n';
const DIGEST = `ghcr.io/a/b@sha256:${'a'.repeat(64)}`;
const BUILT_IN = 'built-in games: connect-four, light-cycles, rock-paper-scissors';

function findings(text: string, tier: 'community' | 'official' | 'local', config: ArenaConfig = defaultConfig()) {
  return validateManifestText(text, { path: PATH, tier, folderName: 'x', config }).issues.map(({ path, ...rest }) => {
    expect(path).toBe(PATH);
    return rest;
  });
}
const at = (line: number, column: number, severity: string, rule: string, message: string) => ({ line, column, severity, rule, message });

describe('entrypoint findings, whole', () => {
  const command = `${HEAD}games: [connect-four]\nentrypoint:\n  type: command\n  command: [node, a.js]\n`;

  it('a community agent asking for a host command: an error at the type, saying what to do instead', () => {
    const message =
      'agent asks to run as a host command, which only official agents may do; use type: docker with build: . and a Dockerfile (or image: name@sha256:…)';
    expect(findings(command, 'community')).toEqual([at(5, 9, 'error', 'community-command-entrypoint', `community ${message}`)]);
    // a local agent where commands are not allowed is "this agent"
    expect(
      validateManifestText(command, {
        path: PATH,
        tier: 'local',
        folderName: 'x',
        config: defaultConfig(),
        allowCommand: false,
      }).issues.map((i) => [i.severity, i.rule, i.message]),
    ).toEqual([['error', 'community-command-entrypoint', `this ${message}`]]);
    expect(findings(command, 'official')).toEqual([]);
  });

  it('no entrypoint:, or an empty one, is one finding at its place and never throws', () => {
    const missing = findings(`${HEAD}games: [connect-four]\n`, 'community');
    expect(missing.map((f) => [f.severity, f.rule, f.message.split(':')[0]])).toEqual([
      ['error', 'missing-field', 'missing required key "entrypoint"'],
    ]);
    const empty = findings(`${HEAD}games: [connect-four]\nentrypoint:\n`, 'community');
    expect(empty).toHaveLength(1);
    expect(empty[0]).toMatchObject({ severity: 'error', line: 4 });
  });

  it('a command entrypoint without command:, or with docker keys', () => {
    expect(findings(`${HEAD}games: [connect-four]\nentrypoint:\n  type: command\n`, 'official')).toEqual([
      at(
        4,
        1,
        'error',
        'missing-field',
        'entrypoint is missing required key "command": a list of strings, the program and its arguments, e.g. [node, agent.mjs]',
      ),
    ]);
    const keys = `${HEAD}games: [connect-four]\nentrypoint:\n  type: command\n  command: [node]\n  build: .\n  workdir: /app\n`;
    const docker = (key: string) => `"${key}" belongs to docker entrypoints; a command entrypoint takes only command: and env:`;
    expect(findings(keys, 'official')).toEqual([
      at(7, 3, 'error', 'bad-entrypoint', docker('build')),
      at(8, 3, 'error', 'bad-entrypoint', docker('workdir')),
    ]);
  });

  it('a docker entrypoint with command:, or dockerfile: without build:', () => {
    expect(findings(`${HEAD}games: [connect-four]\nentrypoint:\n  type: docker\n  build: .\n  command: [x]\n`, 'community')).toEqual([
      at(
        7,
        3,
        'error',
        'bad-entrypoint',
        'a docker entrypoint takes args: (the command inside the container), not command:; rename it to args:',
      ),
    ]);
    expect(
      findings(`${HEAD}games: [connect-four]\nentrypoint:\n  type: docker\n  image: ${DIGEST}\n  dockerfile: D\n`, 'community'),
    ).toEqual([at(7, 3, 'error', 'bad-entrypoint', 'dockerfile: only goes with build:; remove it or add build: .')]);
  });

  it('an image that is no reference', () => {
    expect(findings(`${HEAD}games: [connect-four]\nentrypoint:\n  type: docker\n  image: "UPPER CASE"\n`, 'community')).toEqual([
      at(6, 10, 'error', 'bad-value', 'image "UPPER CASE" is not an image reference; write it as host/name@sha256:<digest>'),
    ]);
  });
});

describe('game list findings, whole', () => {
  const docker = 'entrypoint:\n  type: docker\n  build: .\n';

  it('a game twice, a misspelt game with a guess, a value that is no name', () => {
    expect(findings(`${HEAD}games: [connect-four, connect-four, conect-four, 7]\n${docker}`, 'community')).toEqual([
      at(3, 23, 'error', 'bad-value', 'game "connect-four" is listed twice; list each game once'),
      at(3, 37, 'error', 'unknown-game', `unknown game "conect-four"; did you mean "connect-four"? ${BUILT_IN}`),
      at(3, 50, 'error', 'bad-value', `games[3] cannot be number 7; expected a list of game names, e.g. [connect-four]; ${BUILT_IN}`),
    ]);
    expect(findings(`${HEAD}games: [zzzzzz]\n${docker}`, 'community')).toEqual([
      at(3, 9, 'error', 'unknown-game', `unknown game "zzzzzz"; ${BUILT_IN}`),
    ]);
  });

  it('games the arena does not offer: a warning each, an error when it offers none of them (naming what it offers)', () => {
    const config = parseConfig('games:\n  connect-four: {}\n  rock-paper-scissors: {}\n');
    expect(findings(`${HEAD}games: [light-cycles]\n${docker}`, 'community', config)).toEqual([
      at(
        3,
        8,
        'error',
        'game-not-offered',
        "none of the agent's games is offered by this arena; offered: connect-four, rock-paper-scissors",
      ),
      at(
        3,
        9,
        'warning',
        'game-not-offered',
        'this arena does not offer "light-cycles" (see games: in arena.yml); the agent will not play it',
      ),
    ]);
    expect(findings(`${HEAD}games: [light-cycles, connect-four]\n${docker}`, 'community', config)).toEqual([
      at(
        3,
        9,
        'warning',
        'game-not-offered',
        'this arena does not offer "light-cycles" (see games: in arena.yml); the agent will not play it',
      ),
    ]);
  });
});

describe('more entrypoint findings, whole', () => {
  const games = `${HEAD}games: [connect-four]\n`;

  it('every docker-only key on a command entrypoint is named at its own key', () => {
    const text = `${games}entrypoint:\n  type: command\n  command: [node]\n  build: .\n  dockerfile: D\n  image: ${DIGEST}\n  args: [a]\n  workdir: /app\n`;
    const docker = (key: string) => `"${key}" belongs to docker entrypoints; a command entrypoint takes only command: and env:`;
    expect(findings(text, 'official')).toEqual([
      at(7, 3, 'error', 'bad-entrypoint', docker('build')),
      at(8, 3, 'error', 'bad-entrypoint', docker('dockerfile')),
      at(9, 3, 'error', 'bad-entrypoint', docker('image')),
      at(10, 3, 'error', 'bad-entrypoint', docker('args')),
      at(11, 3, 'error', 'bad-entrypoint', docker('workdir')),
    ]);
  });

  it('allowCommand decides over the tier: an official agent can be refused, a community one allowed', () => {
    const text = `${games}entrypoint:\n  type: command\n  command: [node, a.js]\n`;
    const check = (tier: 'community' | 'official', allowCommand: boolean) =>
      validateManifestText(text, { path: PATH, tier, folderName: 'x', config: defaultConfig(), allowCommand });
    expect(check('official', false).issues.map((i) => at(i.line, i.column, i.severity, i.rule, i.message))).toEqual([
      at(
        5,
        9,
        'error',
        'community-command-entrypoint',
        'this agent asks to run as a host command, which only official agents may do; use type: docker with build: . and a Dockerfile (or image: name@sha256:…)',
      ),
    ]);
    const allowed = check('community', true);
    expect(allowed.issues).toEqual([]);
    expect(allowed.manifest?.entrypoint).toEqual({ type: 'command', command: ['node', 'a.js'] });
  });

  it('the summary names the entrypoint type that was read, none for an unknown type', () => {
    const summary = (type: string) =>
      validateManifestText(`${games}entrypoint:\n  type: ${type}\n  build: .\n`, { path: PATH, tier: 'official', config: defaultConfig() })
        .summary.entrypoint;
    expect(summary('docker')).toBe('docker');
    expect(summary('command')).toBe('command');
    expect(summary('vm')).toBeUndefined();
  });

  it('a docker entrypoint with both build: and image:, or with neither', () => {
    expect(findings(`${games}entrypoint:\n  type: docker\n  build: .\n  image: ${DIGEST}\n`, 'community')).toEqual([
      at(
        7,
        3,
        'error',
        'build-and-image',
        'a docker entrypoint takes exactly one of build: (a Dockerfile in the agent folder) or image: (a prebuilt image); remove one',
      ),
    ]);
    expect(findings(`${games}entrypoint:\n  type: docker\n`, 'community')).toEqual([
      at(
        4,
        1,
        'error',
        'build-and-image',
        'a docker entrypoint needs exactly one of build: . (a Dockerfile in the agent folder) or image: name@sha256:<digest>; add one',
      ),
    ]);
    // build: with dockerfile: is the normal case
    expect(findings(`${games}entrypoint:\n  type: docker\n  build: docker\n  dockerfile: Dockerfile.agent\n`, 'community')).toEqual([]);
  });

  it('build: and dockerfile: outside the folder: which key, why, and an example path for that key', () => {
    const escapes = (key: string, value: string, problem: string, example: string) =>
      `${key}: ${JSON.stringify(value)} ${problem}; the build sees only the agent folder, so name a path inside it, e.g. "${example}"`;
    const text = (build: string, dockerfile: string) =>
      `${games}entrypoint:\n  type: docker\n  build: '${build}'\n  dockerfile: '${dockerfile}'\n`;
    expect(findings(text('/abs', '../D'), 'community')).toEqual([
      at(6, 10, 'error', 'build-context-escapes', escapes('build', '/abs', 'is absolute', '.')),
      at(7, 15, 'error', 'build-context-escapes', escapes('dockerfile', '../D', 'uses ".." to leave the folder', 'Dockerfile')),
    ]);
    expect(findings(text('C:/x', 'a\\b'), 'community')).toEqual([
      at(6, 10, 'error', 'build-context-escapes', escapes('build', 'C:/x', 'is absolute', '.')),
      at(7, 15, 'error', 'build-context-escapes', escapes('dockerfile', 'a\\b', 'uses "\\"; write paths with "/"', 'Dockerfile')),
    ]);
    expect(findings(text('\\\\host\\share', 'x/\u200b/D'), 'community')).toEqual([
      at(6, 10, 'error', 'build-context-escapes', escapes('build', '\\\\host\\share', 'is absolute', '.')),
      at(
        7,
        15,
        'error',
        'build-context-escapes',
        escapes('dockerfile', 'x/\u200b/D', 'holds control or invisible characters', 'Dockerfile'),
      ),
    ]);
    // names that only look like those are plain paths inside the folder
    expect(findings(text('./src..old/x:y', 'docker/..Dockerfile'), 'community')).toEqual([]);
  });

  it('a build: that is no string is a schema finding only (and never throws)', () => {
    expect(findings(`${games}entrypoint:\n  type: docker\n  build: 7\n  dockerfile: [D]\n`, 'community').map((f) => f.rule)).toEqual([
      'bad-value',
      'bad-value',
    ]);
  });
});

describe('image findings, whole', () => {
  const image = (ref: string) => `${HEAD}games: [connect-four]\nentrypoint:\n  type: docker\n  image: ${ref}\n`;

  it('a tag from a registry not on the list: both findings, with the pinned form to write and the registries allowed', () => {
    expect(findings(image('quay.io/o/bot:1'), 'community')).toEqual([
      at(
        6,
        10,
        'error',
        'image-without-digest',
        'image "quay.io/o/bot:1" is not pinned by digest; tags can be moved, so write quay.io/o/bot@sha256:<digest> (docker buildx imagetools inspect "quay.io/o/bot:1" shows it)',
      ),
      at(
        6,
        10,
        'error',
        'image-registry-not-allowed',
        'registry quay.io is not allowed by this arena; push the image to one of ghcr.io, docker.io, or use build:',
      ),
    ]);
  });

  it('with no registries allowed, the finding says to build from a Dockerfile', () => {
    expect(findings(image('bot'), 'community', parseConfig('build:\n  registries: []\n'))).toEqual([
      at(
        6,
        10,
        'error',
        'image-without-digest',
        'image "bot" is not pinned by digest; tags can be moved, so write docker.io/library/bot@sha256:<digest> (docker buildx imagetools inspect "bot" shows it)',
      ),
      at(
        6,
        10,
        'error',
        'image-registry-not-allowed',
        'registry docker.io is not allowed by this arena; push the image to one of (none: build from a Dockerfile instead), or use build:',
      ),
    ]);
  });
});

describe('env findings, whole', () => {
  const env = (lines: string) => `${HEAD}games: [connect-four]\nentrypoint:\n  type: docker\n  build: .\n  env:\n${lines}`;

  it('ARENA_ names in any case are reserved (at the key); ARENA_ inside a name is not', () => {
    expect(findings(env('    arena_x: 1\n    MY_ARENA_X: 2\n    ARENA_SEAT: 3\n'), 'community')).toEqual([
      at(8, 5, 'error', 'reserved-env', 'arena_x: names starting with ARENA_ are set by Arena itself; choose another name'),
      at(10, 5, 'error', 'reserved-env', 'ARENA_SEAT: names starting with ARENA_ are set by Arena itself; choose another name'),
    ]);
  });

  it('interpolation is reported at the value, saying Arena never expands it', () => {
    expect(findings(env('    V: "${HOME}"\n    N: 5\n'), 'community')).toEqual([
      at(
        8,
        8,
        'error',
        'env-not-literal',
        'entrypoint.env.V looks like interpolation ("${HOME}"); Arena passes values literally and never expands $VAR or ${…} from the host; write the value itself',
      ),
    ]);
  });

  it('a command entrypoint has its env checked too', () => {
    const text = `${HEAD}games: [connect-four]\nentrypoint:\n  type: command\n  command: [node]\n  env: {ARENA_X: "$Y"}\n`;
    expect(findings(text, 'official').map((f) => `${f.rule}@${f.line}:${f.column}`)).toEqual(['reserved-env@7:9', 'env-not-literal@7:18']);
  });
});

describe('requires findings, whole', () => {
  const docker = 'entrypoint:\n  type: docker\n  build: .\n';
  const config = parseConfig(
    'games:\n  connect-four: {budget: {memory: 128m, cpus: 1, pids: 64, tmpfs: 16m}}\n  rock-paper-scissors: {budget: {memory: 64m, cpus: 0.5}}\n',
  );
  const over = (key: string, wanted: string, game: string, limit: string) =>
    `requires.${key} ${wanted} is more than ${game}'s per-seat budget of ${limit} in arena.yml; every seat gets the same budget, so make the agent fit it and lower requires.${key}`;

  it('each field over budget: sizes in MiB, counts as numbers, the first game whose budget is exceeded, once', () => {
    const text = `${HEAD}games: [connect-four, rock-paper-scissors]\n${docker}requires: {memory: 256m, cpus: 2, pids: 65, tmpfs: 32m}\n`;
    expect(findings(text, 'community', config)).toEqual([
      at(7, 20, 'error', 'requires-over-budget', over('memory', '256 MiB', 'connect-four', '128 MiB')),
      at(7, 32, 'error', 'requires-over-budget', over('cpus', '2', 'connect-four', '1')),
      at(7, 41, 'error', 'requires-over-budget', over('pids', '65', 'connect-four', '64')),
      at(7, 52, 'error', 'requires-over-budget', over('tmpfs', '32 MiB', 'connect-four', '16 MiB')),
    ]);
  });

  it('a game later in the list with a smaller budget is the one named', () => {
    const text = `${HEAD}games: [connect-four, rock-paper-scissors]\n${docker}requires: {memory: 100m, cpus: 0.75}\n`;
    expect(findings(text, 'community', config)).toEqual([
      at(7, 20, 'error', 'requires-over-budget', over('memory', '100 MiB', 'rock-paper-scissors', '64 MiB')),
      at(7, 32, 'error', 'requires-over-budget', over('cpus', '0.75', 'rock-paper-scissors', '0.5')),
    ]);
  });

  it('exactly the budget fits; a game the arena does not offer has no budget to exceed', () => {
    const text = `${HEAD}games: [connect-four]\n${docker}requires: {memory: 128m, cpus: 1, pids: 64, tmpfs: 16m}\n`;
    expect(findings(text, 'community', config)).toEqual([]);
    const notOffered = `${HEAD}games: [connect-four, light-cycles]\n${docker}requires: {memory: 100m}\n`;
    expect(findings(notOffered, 'community', parseConfig('games:\n  connect-four: {budget: {memory: 128m}}\n'))).toEqual([
      at(
        3,
        23,
        'warning',
        'game-not-offered',
        'this arena does not offer "light-cycles" (see games: in arena.yml); the agent will not play it',
      ),
    ]);
  });

  it('a requires value of the wrong form is reported by the schema only, never compared', () => {
    const text = `${HEAD}games: [connect-four]\n${docker}requires: {memory: lots, cpus: "2"}\n`;
    expect(findings(text, 'community', config).map((f) => `${f.rule}@${f.line}:${f.column}`)).toEqual(['bad-value@7:20', 'bad-value@7:32']);
  });
});

describe('game list findings, more', () => {
  const docker = 'entrypoint:\n  type: docker\n  build: .\n';

  it('an arena that offers no games: the error says so', () => {
    expect(findings(`${HEAD}games: [connect-four]\n${docker}`, 'community', parseConfig('games: {}\n'))).toEqual([
      at(3, 8, 'error', 'game-not-offered', "none of the agent's games is offered by this arena; offered: none"),
      at(
        3,
        9,
        'warning',
        'game-not-offered',
        'this arena does not offer "connect-four" (see games: in arena.yml); the agent will not play it',
      ),
    ]);
  });

  it('games: that is no list, or is missing, is one schema finding (the game checks never throw)', () => {
    expect(findings(`${HEAD}games: connect-four\n${docker}`, 'community').map((f) => `${f.rule}@${f.line}:${f.column}`)).toEqual([
      'bad-value@3:8',
    ]);
    expect(findings(`${HEAD}${docker}`, 'community').map((f) => f.rule)).toEqual(['missing-field']);
  });

  it('a list of only non-names, or only unknown games, gets no "none offered" error on top', () => {
    expect(findings(`${HEAD}games: [7]\n${docker}`, 'community').map((f) => f.rule)).toEqual(['bad-value']);
    expect(findings(`${HEAD}games: [chess, go]\n${docker}`, 'community').map((f) => f.rule)).toEqual(['unknown-game', 'unknown-game']);
  });
});

describe('status and launch plans', () => {
  it('a refused command entrypoint is rejected even beside other errors; warnings alone are ok', () => {
    const issue = (rule: string, severity: 'error' | 'warning') => ({ path: PATH, line: 1, column: 1, rule, severity, message: 'm' });
    expect(statusFromIssues([issue('bad-value', 'error'), issue('community-command-entrypoint', 'error')])).toBe('rejected');
    expect(statusFromIssues([issue('game-not-offered', 'warning'), issue('bad-value', 'error')])).toBe('invalid');
    expect(statusFromIssues([issue('game-not-offered', 'warning')])).toBe('ok');
    expect(statusFromIssues([])).toBe('ok');
  });

  it('docker build: the Dockerfile defaults to <context>/Dockerfile; env is passed as strings; no args or workdir unless given', () => {
    const text = `${HEAD}games: [connect-four]\nentrypoint:\n  type: docker\n  build: ./docker\n  env: {LEVEL: 3}\n`;
    const manifest = validateManifestText(text, { path: PATH, tier: 'community', folderName: 'x', config: defaultConfig() }).manifest!;
    const plan = launchPlan(manifest, { id: 'community/x', dir: '/r/x' });
    expect(plan).toStrictEqual({
      kind: 'docker',
      id: 'community/x',
      dir: '/r/x',
      build: { context: '/r/x/docker', dockerfile: '/r/x/docker/Dockerfile' },
      env: { LEVEL: '3' },
    });
    if (plan.kind !== 'docker') throw new Error('expected a docker plan');
    expect(dockerLaunch(plan, `sha256:${'e'.repeat(64)}`)).toStrictEqual({
      kind: 'docker',
      id: 'community/x',
      dir: '/r/x',
      image: `sha256:${'e'.repeat(64)}`,
      env: { LEVEL: '3' },
    });
  });

  it('a command entrypoint without command (an unvalidated manifest) is refused with the agent id', () => {
    const manifest = { name: 'x', version: '1.0.0', games: ['connect-four'], entrypoint: { type: 'command' } } as Manifest;
    expect(() => launchPlan(manifest, { id: 'official/x', dir: '/r/x' })).toThrow(
      'official/x: command entrypoint without command (validate the manifest first)',
    );
  });
});
