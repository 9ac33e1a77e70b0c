// What a CLI command may touch of the outside world, so commands are testable in-process.
export interface CliIo {
  /** stdout: only the one JSON document with --json, or human output without it */
  out(text: string): void;
  /** stderr: human text and progress */
  err(text: string): void;
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  /** read all of stdin (for `--changed -`) */
  readStdin(): Promise<string>;
}

export interface CliCommand {
  readonly name: string;
  readonly usage: string;
  /** returns the exit code; throws UserError (2) / InfraError (3) */
  run(argv: string[], io: CliIo): Promise<number>;
}

export function processIo(): CliIo {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    env: process.env,
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
  };
}
