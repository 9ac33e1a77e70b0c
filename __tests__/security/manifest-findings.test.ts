// Manifest policy findings in full — rule, severity, line, column and message — for the entrypoint
// rules (the community `command` rejection first) and the game list: a finding that changed its
// severity or its place would still carry the right rule id, so each is compared whole.
import { describe, expect, it } from '@jest/globals';
import { defaultConfig, parseConfig, type ArenaConfig } from '../../src/core/config.js';
import { validateManifestText } from '../../src/core/manifest.js';

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
