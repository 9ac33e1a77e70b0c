// The docker CLI wrapper (createDockerCli in src/adapters/docker-cli.ts) with a stand-in `docker`
// binary: its private config folder (mode 0600, removed on dispose, twice is fine), stdin, the
// output cap and its truncated flag, streaming and abort, and what a missing binary gives.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDockerCli, type DockerCli } from '../../src/adapters/docker-cli.js';

let bin: string;
let cli: DockerCli;
beforeEach(() => {
  bin = mkdtempSync(join(tmpdir(), 'arena-fake-docker-'));
  // cat: echoes stdin; out N / err N: N bytes on stdout / stderr; sleep: waits to be killed
  writeFileSync(
    join(bin, 'docker'),
    [
      '#!/bin/sh',
      'case "$1" in',
      '  cat) cat ;;',
      '  out) head -c "$2" /dev/zero | tr "\\0" o ;;',
      '  err) head -c "$2" /dev/zero | tr "\\0" e >&2 ;;',
      '  sleep) exec sleep 120 ;;',
      'esac',
      '',
    ].join('\n'),
  );
  chmodSync(join(bin, 'docker'), 0o755);
  cli = createDockerCli({ binary: join(bin, 'docker') });
});
afterEach(() => {
  cli.dispose();
  rmSync(bin, { recursive: true, force: true });
});

describe('createDockerCli', () => {
  it('its config folder holds an empty config.json only the owner may read; dispose removes it, and a second dispose is harmless', () => {
    const config = join(cli.env.DOCKER_CONFIG!, 'config.json');
    expect(statSync(config).mode & 0o777).toBe(0o600);
    cli.dispose();
    expect(existsSync(cli.env.DOCKER_CONFIG!)).toBe(false);
    expect(() => cli.dispose()).not.toThrow();
  });

  it('writes the input to stdin and closes it; without input stdin is closed empty', async () => {
    expect(await cli.run(['cat'], { input: 'line one\n' })).toEqual({
      code: 0,
      stdout: 'line one\n',
      stderr: '',
      timedOut: false,
      truncated: false,
    });
    expect((await cli.run(['cat'])).stdout).toBe('');
  });

  it('keeps at most maxOutputBytes of each stream and says so, for either stream', async () => {
    const out = await cli.run(['out', '5000'], { maxOutputBytes: 1000 });
    expect(out.truncated).toBe(true);
    expect(out.stdout.length).toBeLessThan(5000);
    const err = await cli.run(['err', '5000'], { maxOutputBytes: 1000 });
    expect([err.truncated, err.stdout]).toEqual([true, '']);
    expect((await cli.run(['out', '500'], { maxOutputBytes: 1000 })).truncated).toBe(false);
  });

  it('streams each chunk to onOutput as it comes, and an abort signal stops the client', async () => {
    const chunks: string[] = [];
    await cli.run(['out', '10'], { onOutput: (chunk, stream) => chunks.push(`${stream}:${chunk.toString()}`) });
    expect(chunks.join('')).toBe('stdout:oooooooooo');
    const abort = new AbortController();
    const started = performance.now();
    const running = cli.run(['sleep'], { signal: abort.signal, timeoutMs: 600_000 });
    setTimeout(() => abort.abort(), 100);
    const result = await running;
    expect(result.code).toBeNull();
    expect(performance.now() - started).toBeLessThan(20_000); // the 120 s sleep was cut short (a signal that did nothing would take 6× this)
  });

  it('a docker binary that does not exist: no exit code, the reason, and nothing else', async () => {
    const missing = createDockerCli({ binary: join(bin, 'no-such-docker') });
    try {
      const result = await missing.run(['version']);
      expect(result).toEqual({
        code: null,
        stdout: '',
        stderr: expect.stringContaining('ENOENT') as unknown as string,
        timedOut: false,
        truncated: false,
        spawnError: 'ENOENT',
      });
    } finally {
      missing.dispose();
    }
  });
});
