// scripts/start-registry.sh picks its address by what answers there: a registry that answers /v2/
// with 200 is used; a port held by something else (Debian's own docker-registry service on a
// systemd host answers 401: htpasswd auth) is skipped for the next one; the choice is kept for the
// tests (registryAddress in helpers.ts) and build-images.sh. Real processes, real sockets, a temp cache.
import { afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registryAddress } from './helpers.js';

const SCRIPT = join(import.meta.dirname, '..', '..', 'scripts', 'start-registry.sh');
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0).reverse()) c();
});

async function listen(handler: (status: (code: number) => void) => void): Promise<number> {
  const server: Server = createServer((_req, res) => handler((code) => res.writeHead(code).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => server.close());
  return (server.address() as { port: number }).port;
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

function run(cache: string, env: Record<string, string>): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    import('node:child_process').then(({ execFile }) =>
      execFile(SCRIPT, [], { env: { ...process.env, ARENA_IMAGE_CACHE: cache, ...env }, encoding: 'utf8' }, (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve({ stdout, stderr }),
      ),
    );
  });
}

function tempCache(): string {
  const cache = mkdtempSync(join(tmpdir(), 'arena-registry-test-'));
  cleanups.push(() => {
    execFileSync(SCRIPT, ['--stop'], { env: { ...process.env, ARENA_IMAGE_CACHE: cache }, stdio: 'ignore' });
    rmSync(cache, { recursive: true, force: true });
  });
  return cache;
}

describe('scripts/start-registry.sh', () => {
  it('skips a port where something else answers (401: an auth-protected registry), starts on the next free one, and records it', async () => {
    const taken = await listen((status) => status(401));
    const free = await freePort();
    const cache = tempCache();
    const { stdout, stderr } = await run(cache, { ARENA_REGISTRY_PORTS: `${taken} ${free}` });
    expect(stdout.trim()).toBe(`127.0.0.1:${free}`);
    expect(stderr).toContain(`127.0.0.1:${taken} is taken (HTTP 401`);
    expect(readFileSync(join(cache, 'registry', 'address'), 'utf8').trim()).toBe(`127.0.0.1:${free}`);
    // the registry really answers there, and the tests' helper reads the same address
    expect((await fetch(`http://127.0.0.1:${free}/v2/`)).status).toBe(200);
    expect(registryAddress({ ARENA_IMAGE_CACHE: cache })).toBe(`127.0.0.1:${free}`);
    // idempotent: a second run keeps the recorded registry and starts nothing
    const again = await run(cache, { ARENA_REGISTRY_PORTS: `${taken} ${free}` });
    expect(again.stdout.trim()).toBe(`127.0.0.1:${free}`);
    expect(again.stderr).toContain(`a registry answers on 127.0.0.1:${free}`);
  });

  it('uses a registry that already answers 200 without starting one', async () => {
    const ours = await listen((status) => status(200));
    const cache = tempCache();
    const { stdout, stderr } = await run(cache, { ARENA_REGISTRY_PORTS: String(ours) });
    expect(stdout.trim()).toBe(`127.0.0.1:${ours}`);
    expect(stderr).not.toContain('starting docker-registry');
  });

  it('fails with the fix when no port is usable', async () => {
    const a = await listen((status) => status(401));
    const b = await listen((status) => status(404));
    await expect(run(tempCache(), { ARENA_REGISTRY_PORTS: `${a} ${b}` })).rejects.toThrow(/no usable address.*ARENA_REGISTRY_ADDR/s);
  });
});
