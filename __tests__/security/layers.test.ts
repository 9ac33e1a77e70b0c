// Defence in depth, one layer at a time: each test takes the first layer away and shows the second
// one holding on its own.
// - A community `command` entrypoint: the manifest check rejects it (first layer); runner selection
//   refuses it again even for a manifest that never went through that check (second layer).
// - The artifact download: the declared size (Content-Length, first layer) and the streaming byte
//   count (second layer); a chunked response declares nothing, so only the second can stop it.
// The docker CLI's spawned environment (second layer after dockerCliEnv) is in env-allowlists.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RunnerSet, selectRunner, type RunnableAgent } from '../../src/adapters/runner-selection.js';
import { OctokitGitHub } from '../../src/adapters/github.js';
import { defaultConfig } from '../../src/core/config.js';
import { UserError } from '../../src/core/errors.js';
import { ArtifactTooLargeError } from '../../src/core/github/port.js';
import { ManifestSchema, validateManifestText, type Manifest } from '../../src/core/manifest.js';
import type { AgentLaunch, Runner } from '../../src/core/runner.js';
import type { DockerAgents } from '../../src/adapters/docker-agents.js';

const COMMAND_BOT = 'name: bot\nversion: 1.0.0\ngames: [connect-four]\nentrypoint:\n  type: command\n  command: [node, agent.mjs]\n';

/** A RunnerSet that records which runner was asked for and never starts an engine or a process. */
class Recording extends RunnerSet {
  readonly asked: string[] = [];
  private readonly fakeRunner = { close: async () => undefined } as unknown as Runner;
  override process() {
    this.asked.push('process');
    return this.fakeRunner as ReturnType<RunnerSet['process']>;
  }
  override docker() {
    this.asked.push('docker');
    return {
      runner: this.fakeRunner,
      prepare: async (plan: { id: string; dir: string }) =>
        ({ kind: 'docker', id: plan.id, dir: plan.dir, image: `sha256:${'a'.repeat(64)}`, env: {} }) as AgentLaunch,
    } as unknown as DockerAgents;
  }
}

// The schema alone (no policy check): exactly what a bug or a bypass in the manifest check would hand on.
const COMMAND_MANIFEST: Manifest = ManifestSchema.parse({
  name: 'bot',
  version: '1.0.0',
  games: ['connect-four'],
  entrypoint: { type: 'command', command: ['node', 'agent.mjs'] },
});

describe('a community `command` entrypoint', () => {
  it('first layer: the manifest check rejects it for community, accepts it for official', () => {
    const community = validateManifestText(COMMAND_BOT, {
      path: 'agents/community/bot/agent.yml',
      tier: 'community',
      folderName: 'bot',
      config: defaultConfig(),
    });
    expect(community.issues.map((i) => i.rule)).toContain('community-command-entrypoint');
    const official = validateManifestText(COMMAND_BOT, {
      path: 'agents/official/bot/agent.yml',
      tier: 'official',
      folderName: 'bot',
      config: defaultConfig(),
    });
    expect(official.issues).toEqual([]);
  });

  it('second layer: runner selection refuses it without the first (no process runner is even created)', async () => {
    const runners = new Recording();
    try {
      const agent: RunnableAgent = { id: 'community/bot', tier: 'community', dir: '/agents/community/bot', manifest: COMMAND_MANIFEST };
      const refused = selectRunner(agent, runners);
      await expect(refused).rejects.toThrow(UserError);
      await expect(refused).rejects.toMatchObject({
        message: 'community/bot asks to run as a host command; community agents run only in containers',
        hint: expect.stringMatching(/entrypoint type: docker/),
      });
      expect(runners.asked).toEqual([]);
    } finally {
      await runners.close();
    }
  });

  it('the same manifest from an official or a local folder runs as a process; a docker one goes to the docker runner', async () => {
    const runners = new Recording();
    try {
      for (const tier of ['official', 'local'] as const) {
        const selected = await selectRunner({ id: `${tier}/bot`, tier, dir: '/a/bot', manifest: COMMAND_MANIFEST }, runners);
        expect(selected.launch).toEqual({ kind: 'command', id: `${tier}/bot`, dir: '/a/bot', argv: ['node', 'agent.mjs'], env: {} });
      }
      const docker = ManifestSchema.parse({
        name: 'bot',
        version: '1.0.0',
        games: ['connect-four'],
        entrypoint: { type: 'docker', build: '.' },
      });
      const selected = await selectRunner({ id: 'community/bot', tier: 'community', dir: '/a/bot', manifest: docker }, runners);
      expect(selected.launch.kind).toBe('docker');
      expect(runners.asked).toEqual(['process', 'process', 'docker']);
    } finally {
      await runners.close();
    }
  });
});

describe('the artifact download byte cap', () => {
  const CAP = 64 * 1024;
  let server: Server;
  let api: string;
  /** how the storage answers: with a Content-Length, or chunked (no declared size) */
  let mode: { bytes: number; declare: boolean; hold?: boolean; status?: number } = { bytes: 0, declare: true };
  let sent = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url?.includes('/actions/artifacts/')) {
        res.writeHead(302, { location: `${api}/storage/blob` }).end();
        return;
      }
      if (req.url === '/storage/blob') {
        if (mode.status === 204) {
          // no body at all (fetch gives body null), possibly with a declared size
          res.writeHead(204, mode.declare ? { 'content-length': String(mode.bytes) } : {}).end();
          return;
        }
        const headers: Record<string, string> = { 'content-type': 'application/zip' };
        if (mode.declare) headers['content-length'] = String(mode.bytes);
        res.writeHead(200, headers);
        sent = 0;
        if (mode.hold) return void res.flushHeaders(); // declare, then send nothing and never end
        const chunk = Buffer.alloc(8 * 1024, 0x61);
        const pump = () => {
          while (sent < mode.bytes) {
            const piece = chunk.subarray(0, Math.min(chunk.length, mode.bytes - sent));
            sent += piece.length;
            if (!res.write(piece)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('error', () => undefined);
        pump();
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const download = () => new OctokitGitHub({ token: 't', apiUrl: api }).downloadArtifact({ owner: 'o', repo: 'r' }, 1, CAP);

  it('first layer: a declared size over the cap is refused from the header alone', async () => {
    // the body never comes: only the declared size can refuse it (the streaming count would wait forever)
    mode = { bytes: 64 * CAP, declare: true, hold: true };
    await expect(download()).rejects.toBeInstanceOf(ArtifactTooLargeError);
    mode = { bytes: 64 * CAP, declare: true };
    await expect(download()).rejects.toBeInstanceOf(ArtifactTooLargeError);
  });

  it('second layer: with no declared size (chunked), the streaming count stops it just past the cap', async () => {
    mode = { bytes: 4096 * CAP, declare: false };
    await expect(download()).rejects.toBeInstanceOf(ArtifactTooLargeError);
    // the reader stopped early: of the hostile body (4,096× the cap, 256 MiB) only what the socket
    // buffers held was ever produced
    expect(sent).toBeLessThan(mode.bytes / 3);
  });

  it('honest bodies up to exactly the cap pass, declared or not', async () => {
    for (const declare of [true, false]) {
      mode = { bytes: CAP, declare };
      const bytes = await download();
      expect([declare, bytes.byteLength, bytes.every((b) => b === 0x61)]).toEqual([declare, CAP, true]);
    }
    mode = { bytes: CAP + 1, declare: false };
    await expect(download()).rejects.toBeInstanceOf(ArtifactTooLargeError);
    mode = { bytes: 0, declare: false };
    expect((await download()).byteLength).toBe(0);
  });

  it('a response without a body: empty, or refused by its declared size', async () => {
    mode = { bytes: 0, declare: false, status: 204 };
    expect((await download()).byteLength).toBe(0);
    mode = { bytes: 64 * CAP, declare: true, status: 204 };
    await expect(download()).rejects.toBeInstanceOf(ArtifactTooLargeError);
  });
});
