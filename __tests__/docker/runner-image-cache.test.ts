// DockerRunner looks an image's config (its WORKDIR) up once per image for its lifetime instead of a
// `docker image inspect` per session, against the real engine: the seats of a match share one lookup,
// later sessions reuse it, the WORKDIR still reaches the container, and an image removed after it was
// looked up still gives the clear "not available" start error.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDockerCli, type DockerCli } from '../../src/adapters/docker-cli.js';
import type { SessionOptions } from '../../src/core/runner.js';
import { limitsFor } from '../match-helpers.js';
import { docker, hostileLaunch, HOSTILE, imageId, newRunner, SMALL_LIMITS } from './helpers.js';

/** everything this file creates carries this label (and only that is checked and removed) */
const LABEL = { 'arena.test': 'match-engine-perf' } as const;
const leftovers = () => docker(['ps', '--all', '--quiet', '--filter', 'label=arena.test=match-engine-perf']).split('\n').filter(Boolean);

/** The real CLI, noting the verb of every call the runner makes. */
function recordingCli(): DockerCli & { verbs: string[] } {
  const inner = createDockerCli();
  const verbs: string[] = [];
  return {
    verbs,
    get env() {
      return inner.env;
    },
    commandTimeoutMs: inner.commandTimeoutMs,
    run(args, options) {
      verbs.push(args[0] === 'image' || args[0] === 'container' ? `${args[0]} ${args[1]}` : args[0]!);
      return inner.run(args, options);
    },
    attach(args) {
      verbs.push(args[0]!);
      return inner.attach(args);
    },
    dispose: () => inner.dispose(),
  };
}

const options = (seat: number): SessionOptions => ({
  matchId: 'image-cache',
  seat,
  limits: limitsFor('connect-four', SMALL_LIMITS),
  deadlineEpochMs: Date.now() + 10 * 60_000,
});

const TEMP_TAG = 'arena-fixture/image-cache-test:1';

afterAll(() => {
  try {
    docker(['image', 'rm', '--force', TEMP_TAG]);
  } catch {
    // already gone
  }
  expect(leftovers()).toEqual([]);
});

describe('DockerRunner image config lookups', () => {
  it('two seats at once and a later session: one image inspect; the image WORKDIR still applies', async () => {
    const cli = recordingCli();
    const runner = newRunner({ cli, sweep: false, labels: LABEL });
    try {
      const launch = hostileLaunch('honest');
      if (launch.kind !== 'docker') throw new Error('a docker launch');
      const seats = await Promise.all([runner.start(launch, options(0)), runner.start(launch, options(1))]);
      const workdirs = seats.map((s) => docker(['container', 'inspect', '--format', '{{.Config.WorkingDir}}', s.id]).trim());
      expect(workdirs).toEqual(['/hostile', '/hostile']); // the fixture image's WORKDIR
      await Promise.all(seats.map((s) => s.stop()));
      const later = await runner.start(launch, options(0));
      await later.stop();
      expect(cli.verbs.filter((v) => v === 'image inspect')).toHaveLength(1);
      expect(cli.verbs.filter((v) => v === 'create')).toHaveLength(3);
      // an explicit workdir from the manifest still wins
      const own = await runner.start({ ...launch, workdir: '/tmp' }, options(0));
      expect(docker(['container', 'inspect', '--format', '{{.Config.WorkingDir}}', own.id]).trim()).toBe('/tmp');
      await own.stop();
    } finally {
      await runner.close();
      cli.dispose();
    }
  });

  it('an image removed after its lookup: the next start says it is not available, as a first lookup would', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-image-cache-'));
    const cli = recordingCli();
    const runner = newRunner({ cli, sweep: false, labels: LABEL });
    try {
      writeFileSync(join(dir, 'Dockerfile'), `FROM ${imageId(HOSTILE)}\nLABEL arena.test=match-engine-perf\n`);
      docker(['build', '--quiet', '--tag', TEMP_TAG, dir]);
      const launch = hostileLaunch('honest', { image: TEMP_TAG });
      const first = await runner.start(launch, options(0));
      await first.stop();
      docker(['image', 'rm', '--force', TEMP_TAG]);
      await expect(runner.start(launch, options(0))).rejects.toMatchObject({
        kind: 'infra',
        message: expect.stringMatching(/is not available on this Docker engine.*build or pull it/),
      });
      // looked up again after the failed create, and the failed lookup is not kept either
      expect(cli.verbs.filter((v) => v === 'image inspect')).toHaveLength(2);
      await expect(runner.start(launch, options(0))).rejects.toMatchObject({ kind: 'infra' });
      expect(cli.verbs.filter((v) => v === 'image inspect')).toHaveLength(3);
    } finally {
      await runner.close();
      cli.dispose();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
