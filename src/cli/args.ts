// Flag parsing for the CLI on top of node:util parseArgs, turning its errors into usage errors.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UserError } from '../core/errors.js';

type Options = NonNullable<ParseArgsConfig['options']>;

export function parseFlags<O extends Options>(
  argv: string[],
  options: O,
  usage: string,
  positionals: { min: number; max: number } = { min: 0, max: 0 },
) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, strict: true, allowPositionals: positionals.max > 0 });
  } catch (error) {
    throw new UserError((error as Error).message.split('\n')[0] ?? 'bad arguments', `usage: ${usage}`);
  }
  const { positionals: rest } = parsed;
  if (rest.length < positionals.min || rest.length > positionals.max) {
    throw new UserError(
      positionals.max === 0
        ? `unexpected argument ${JSON.stringify(rest[0])}`
        : `expected ${positionals.min === positionals.max ? positionals.min : `${positionals.min}–${positionals.max}`} argument(s), got ${rest.length}`,
      `usage: ${usage}`,
    );
  }
  return parsed as unknown as { values: Partial<Record<keyof O, unknown>>; positionals: string[] };
}

/** A positive integer flag value, or undefined when absent. */
export function intFlag(value: unknown, flag: string, min = 1, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UserError(`--${flag} must be a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`);
  }
  return Number(text);
}

export function stringFlag(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
