// Action inputs parsed once, strictly (docs/security-model.md, "Trust boundaries"). A bad input is a UserError that
// names the input; the token is masked before anything else can print it.
import { z } from 'zod';
import { UserError } from '../core/errors.js';
import { ACTION_MODES, type ActionInputs, type ActionIo } from './types.js';

const RelPath = z
  .string()
  .min(1)
  .max(512)
  .refine((p) => !p.split(/[\\/]/).includes('..') && !p.includes('\0'), 'a path inside the workspace, without ".."');

export function readInputs(io: ActionIo): ActionInputs {
  const token = io.getInput('token');
  if (token) io.setSecret(token);
  const raw = {
    mode: io.getInput('mode'),
    config: io.getInput('config') || 'arena.yml',
    resultsDir: io.getInput('results-dir') || 'arena-results',
    prNumber: io.getInput('pr-number'),
    headSha: io.getInput('head-sha'),
    shard: io.getInput('shard'),
    shards: io.getInput('shards'),
    game: io.getInput('game'),
    games: io.getInput('games'),
  };
  const mode = z.enum(ACTION_MODES).safeParse(raw.mode);
  if (!mode.success) {
    throw new UserError(`input "mode" must be one of ${ACTION_MODES.join(', ')}; got ${JSON.stringify(raw.mode.slice(0, 40))}`);
  }
  const field = <T>(name: string, schema: z.ZodType<T>, value: unknown): T => {
    const r = schema.safeParse(value);
    if (!r.success) throw new UserError(`input "${name}" is invalid: ${r.error.issues[0]?.message ?? 'bad value'}`);
    return r.data;
  };
  const inputs: ActionInputs = {
    mode: mode.data,
    config: field('config', RelPath, raw.config),
    resultsDir: field('results-dir', RelPath, raw.resultsDir),
  };
  if (token) inputs.token = token;
  if (raw.prNumber)
    inputs.prNumber = field(
      'pr-number',
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/, 'a pull request number')
        .transform(Number),
      raw.prNumber,
    );
  if (raw.headSha) inputs.headSha = field('head-sha', z.string().regex(/^[0-9a-f]{40}$/, 'a 40-hex commit sha'), raw.headSha);
  if (raw.shard) {
    const m = field('shard', z.string().regex(/^\d{1,4}\/\d{1,4}$/, 'I/N, e.g. 1/4'), raw.shard)
      .split('/')
      .map(Number);
    const [index, count] = [m[0]!, m[1]!];
    if (index < 1 || index > count) throw new UserError(`input "shard" must be I/N with 1 ≤ I ≤ N; got ${raw.shard}`);
    inputs.shard = { index, count };
  }
  if (raw.shards)
    inputs.shards = field(
      'shards',
      z
        .string()
        .regex(/^[1-9]\d{0,2}$/, 'a number of shards from 1 to 256')
        .transform(Number)
        .refine((n) => n <= 256, 'a number of shards from 1 to 256'),
      raw.shards,
    );
  if (raw.game) inputs.game = field('game', z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a game name'), raw.game);
  if (raw.games)
    inputs.games = field(
      'games',
      z
        .string()
        .regex(/^[1-9]\d{0,4}$/, 'a number of games')
        .transform(Number),
      raw.games,
    );
  return inputs;
}
