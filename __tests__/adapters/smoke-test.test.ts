// The smoke test's message when the agent is gone before it reads `start`: the engine can report
// the closed stdin before the exit, so the message must not depend on which one it learns first.
// A scripted session stands in for the container (the real engine runs the same case in
// __tests__/docker/images.test.ts, where the order of the two is up to the machine's load).
import { describe, expect, it } from '@jest/globals';
import { smokeTest } from '../../src/adapters/docker-images.js';
import type { ReceiveResult, SendResult, Session, SessionExit } from '../../src/core/runner.js';

function scripted(sent: SendResult, exit: SessionExit, received: ReceiveResult = { kind: 'closed' }) {
  const session: Session = {
    id: 'smoke',
    send: async () => sent,
    receive: async () => received,
    stop: async () => exit,
    stderr: () => ({ text: 'sh: 1: exec: /agent: not found\n', totalBytes: 31, truncated: false }),
    stdoutBytes: 0,
  };
  return { start: async () => session };
}

const OPTIONS = { game: 'rock-paper-scissors', startupMs: 5000, limits: {} as never };
const LAUNCH = { kind: 'docker', id: 'community/x', dir: '/nonexistent', image: 'sha256:0', args: [], env: {} } as never;
const EXITED_127: SessionExit = { exitCode: 127, signal: null, oomKilled: false, killedByRunner: false };

describe('the smoke test, when the agent is gone before it reads start', () => {
  it('says how the agent exited when stdin was closed by its exit', async () => {
    const smoke = await smokeTest(scripted('closed', EXITED_127), LAUNCH, OPTIONS);
    expect(smoke).toMatchObject({
      ok: false,
      kind: 'build-failed',
      message: 'the smoke test: the agent exited with code 127 before answering',
      logTail: expect.stringContaining('not found'),
    });
  });

  it('says the same when the exit is seen first (stdin open, no line)', async () => {
    const smoke = await smokeTest(scripted('ok', EXITED_127), LAUNCH, OPTIONS);
    expect(smoke).toMatchObject({
      ok: false,
      kind: 'build-failed',
      message: 'the smoke test: the agent exited with code 127 before answering',
    });
  });

  it('an agent that closed its stdin but ran on until the runner stopped it did not read its input', async () => {
    const stopped: SessionExit = { exitCode: null, signal: 'SIGKILL', oomKilled: false, killedByRunner: true };
    const smoke = await smokeTest(scripted('closed', stopped), LAUNCH, OPTIONS);
    expect(smoke).toMatchObject({ ok: false, kind: 'build-failed', message: 'the smoke test: the agent did not read its input (closed)' });
  });

  it('an agent too slow to read start did not read its input in time', async () => {
    const stopped: SessionExit = { exitCode: null, signal: 'SIGKILL', oomKilled: false, killedByRunner: true };
    const smoke = await smokeTest(scripted('timeout', stopped), LAUNCH, OPTIONS);
    expect(smoke).toMatchObject({ ok: false, kind: 'build-failed', message: 'the smoke test: the agent did not read its input (timeout)' });
  });
});
