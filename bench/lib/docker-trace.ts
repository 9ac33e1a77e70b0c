// A `docker` on PATH that notes when each docker CLI process began and ended (and its exit code),
// then runs the real one: P8 puts it in front of the pipeline's PATH to say where `arena evaluate`'s
// time goes without changing the pipeline. It costs one bash process per call (~2–4 ms here),
// which the breakdown reports as part of each call.
import { execFileSync } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TracedCall {
  /** e.g. "build", "create", "start -a", "container inspect", "image inspect", "ps", "rm" */
  what: string;
  /** ms since the epoch (Date.now's clock) */
  start: number;
  end: number;
  code: number;
}

export interface DockerTrace {
  /** PATH with the tracing docker first */
  path: string;
  /** the calls noted so far, in the order they ended */
  calls(): TracedCall[];
  /** forget the calls noted so far */
  clear(): void;
}

/** Put a tracing `docker` in `dir` (a bench temp folder); the real one is the one on PATH now. */
export function dockerTrace(dir: string): DockerTrace {
  const real = execFileSync('sh', ['-c', 'command -v docker'], { encoding: 'utf8' }).trim();
  const log = join(dir, 'calls.log');
  writeFileSync(log, '');
  const script = [
    '#!/bin/bash',
    's=$EPOCHREALTIME',
    `${JSON.stringify(real)} "$@"`,
    'c=$?',
    // one line per call: start end code argv (tabs); the first two words of argv name the call
    `printf '%s\\t%s\\t%s\\t%s %s %s\\n' "$s" "$EPOCHREALTIME" "$c" "$1" "$2" "$3" >> ${JSON.stringify(log)}`,
    'exit $c',
  ].join('\n');
  writeFileSync(join(dir, 'docker'), `${script}\n`);
  chmodSync(join(dir, 'docker'), 0o755);
  return {
    path: `${dir}:${process.env.PATH ?? ''}`,
    calls: () =>
      readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [s, e, c, argv] = line.split('\t') as [string, string, string, string];
          return { what: callName(argv.split(' ')), start: Number(s) * 1000, end: Number(e) * 1000, code: Number(c) };
        }),
    clear: () => writeFileSync(log, ''),
  };
}

function callName(argv: readonly string[]): string {
  const [a, b] = argv;
  if (a === 'image' || a === 'container') return `${a} ${b ?? ''}`;
  if (a === 'start' && (b === '-a' || b === '--attach' || b?.startsWith('-'))) return 'start (attached)';
  return a ?? '';
}
