// The arena CLI: dispatch to a command, end in one place that maps errors to exit codes (docs/architecture.md, "What each mode does").
import { describeError, ExitCode, exitCodeFor } from '../core/errors.js';
import { sanitizeText } from '../core/sanitize.js';
import { ARENA_VERSION } from '../version.js';
import { COMMANDS } from './commands.js';
import type { CliIo } from './io.js';

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    `arena ${ARENA_VERSION}: agent competitions in a GitHub repository`,
    '',
    'usage: arena <command> [options]',
    '',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    `  ${'--version'.padEnd(width)}  print the version`,
    '',
    'Run `arena <command> --help` for a command’s options. Exit codes: 0 ok, 1 findings/failure, 2 usage or configuration error, 3 infrastructure unavailable.',
    '',
  ].join('\n');
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-V' || name === 'version') {
    io.out(`${ARENA_VERSION}\n`);
    return ExitCode.ok;
  }
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.err : io.out)(help());
    return name === undefined ? ExitCode.usage : ExitCode.ok;
  }
  const entry = COMMANDS.find((c) => c.name === name);
  if (!entry) {
    io.err(`arena: unknown command ${JSON.stringify(sanitizeText(name))}\n\n${help()}`);
    return ExitCode.usage;
  }
  try {
    const command = await entry.load();
    if (rest.includes('--help') || rest.includes('-h')) {
      io.out(`usage: ${command.usage}\n`);
      return ExitCode.ok;
    }
    return await command.run(rest, io);
  } catch (error) {
    io.err(`arena ${entry.name}: ${sanitizeText(describeError(error))}\n`);
    return exitCodeFor(error);
  }
}
