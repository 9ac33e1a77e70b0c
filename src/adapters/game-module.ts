// Loading a competition's own game (games/<name>/game.mjs, declared in arena.yml) into a `node:vm`
// context that holds only JavaScript's own built-ins (docs/games.md "How a game is loaded"):
// - no require, import, process, fetch, timers or Buffer (they do not exist in the context), no console;
// - no clock and no global randomness: Date, Math.random, Intl (it reads the clock), WeakRef and
//   FinalizationRegistry (they observe the garbage collector) throw or are gone; a game derives its
//   randomness from the seed setup() receives;
// - no code generation from strings (eval, new Function) and no WebAssembly;
// - every call into the game runs through vm's `timeout` (default 2 s), promise jobs included
//   (microtaskMode afterEvaluate), and arguments and results cross as JSON, so a game never holds
//   an object of the engine and the engine never trusts one of the game's.
// Game modules are trusted code (games/** is a trusted path, loaded from the default branch in
// authoritative runs): the sandbox keeps them deterministic and free of I/O by construction; it is
// not a security boundary against hostile code (vm shares the process and its heap).
import { lstat, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import vm from 'node:vm';
import { gameModules, type ArenaConfig } from '../core/config.js';
import { UserError } from '../core/errors.js';
import { MAX_SEATS, MIN_SEATS, registerGame, type AnyGameModule } from '../core/games/registry.js';
import { toSandboxScript } from '../core/games/sandbox-source.js';
import type { GameOutcome } from '../core/games/types.js';
import type { JsonValue } from '../core/results.js';

export const GAME_MODULE_MAX_BYTES = 1024 * 1024;
export const GAME_CALL_TIMEOUT_MS = 2000;

/** A loaded game: the module the engine uses, plus where it came from. */
export interface LoadedGame extends AnyGameModule {
  readonly file: string;
  /** the module's text (two loads of the same text are the same game) */
  readonly source: string;
}

export interface LoadOptions {
  /** per call; default GAME_CALL_TIMEOUT_MS */
  timeoutMs?: number;
  /** the arena.yml name the module must carry */
  expectName?: string;
}

const PRELUDE = `(() => {
  "use strict";
  const deny = (what, how) => function () { throw new Error(what + " is not available to a game: " + how); };
  const clock = deny("the clock (Date)", "a game must not depend on time");
  clock.now = clock; clock.parse = clock; clock.UTC = clock;
  globalThis.Date = clock;
  Math.random = deny("Math.random", "derive randomness from the seed setup(seed, players, config) receives");
  for (const name of ["console", "Intl", "WeakRef", "FinalizationRegistry", "WebAssembly", "SharedArrayBuffer", "Atomics"]) delete globalThis[name];
  globalThis.__arena_exports = {};
})();`;

const DISPATCH = `(() => {
  "use strict";
  const J = JSON, toJson = (v) => (v === undefined ? undefined : J.stringify(v));
  const game = () => __arena_exports.default ?? __arena_exports;
  globalThis.__arena_dispatch = (fn, state, args) => {
    const a = J.parse(args), g = game();
    switch (fn) {
      case "describe": return J.stringify({
        name: g.name, rulesVersion: g.rulesVersion, players: g.players, kind: g.kind,
        functions: ["parseConfig","maxTurns","setup","toMove","observe","legalActions","validate","apply","result","render"].filter((k) => typeof g[k] === "function"),
      });
      case "parseConfig": return toJson(g.parseConfig ? g.parseConfig(a[0]) : a[0]);
      case "maxTurns": return toJson(g.maxTurns(a[0]));
      case "setup": return g.setup(a[0], a[1], a[2]);
      case "toMove": return toJson(g.toMove(state));
      case "observe": return toJson(g.observe(state, a[0]));
      case "legalActions": return toJson(g.legalActions(state, a[0]));
      case "validate": return toJson(g.validate(state, a[0], a[1]));
      case "apply": return g.apply(state, new Map(a[0]));
      case "result": return toJson(g.result(state) ?? null);
      case "render": { const r = g.render(state); return typeof r === "string" ? r : toJson(r); }
    }
  };
})();`;

/** file:line:column of the first frame of the game's own file in a stack, or the file alone. */
function whereIn(stack: string, file: string): string {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(stack);
  return m ? `${file}:${m[1]}:${m[2]}` : file;
}

function errorText(error: unknown): { message: string; stack: string } {
  // errors from the game's context are not instances of this realm's Error
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; stack?: unknown; name?: unknown };
    const name = typeof e.name === 'string' ? e.name : 'Error';
    const message = typeof e.message === 'string' ? e.message : String(error);
    return { message: `${name}: ${message}`.slice(0, 500), stack: typeof e.stack === 'string' ? e.stack : '' };
  }
  return { message: String(error).slice(0, 500), stack: '' };
}

/** A game module at fault: message starts with file:line:column. */
export class GameModuleError extends UserError {}

type Call = (fn: string, state: unknown, args: unknown[]) => unknown;

/** The module's answers, shape-checked: `bad` points at the export line, `json` reads a call's JSON. */
interface Shape {
  bad: (message: string) => never;
  json: (fn: string, text: unknown) => unknown;
}

const FIX = 'fix the game module (docs/games.md); `arena game check games/<name>` runs every rule';

function shapeChecks(file: string, exportLine: number): Shape {
  const at = `${file}:${exportLine}:1`;
  const bad = (message: string): never => {
    throw new GameModuleError(`${at}: ${message}`, FIX);
  };
  const json = (fn: string, text: unknown): unknown => {
    if (typeof text !== 'string') bad(`${fn}() must return a JSON value, got ${text === undefined ? 'undefined' : typeof text}`);
    return JSON.parse(text as string);
  };
  return { bad, json };
}

/** Run the module's script in a fresh context; calls go through the dispatcher, time-limited. */
function sandboxCall(code: string, file: string, timeout: number): Call {
  const context = vm.createContext(
    {},
    { name: `game ${file}`, codeGeneration: { strings: false, wasm: false }, microtaskMode: 'afterEvaluate' },
  );
  new vm.Script(PRELUDE, { filename: 'arena:prelude' }).runInContext(context);
  new vm.Script(DISPATCH, { filename: 'arena:dispatch' }).runInContext(context);
  let script: vm.Script;
  try {
    script = new vm.Script(code, { filename: file });
  } catch (error) {
    const { message, stack } = errorText(error);
    const m = /:(\d+)\n/.exec(stack);
    throw new GameModuleError(`${m ? `${file}:${m[1]}:1` : file}: ${message}`, FIX);
  }
  try {
    script.runInContext(context, { timeout });
  } catch (error) {
    throw new GameModuleError(`${callFailure(error, file, 'loading the module', timeout)}`, FIX);
  }
  const dispatch = new vm.Script('__arena_dispatch(__arena_in.fn, __arena_in.state, __arena_in.args)', { filename: 'arena:call' });
  const g = context as Record<string, unknown>;
  return (fn, state, args) => {
    g.__arena_in = { fn, state, args: JSON.stringify(args) };
    try {
      return dispatch.runInContext(context, { timeout });
    } catch (error) {
      throw new GameModuleError(callFailure(error, file, `${fn}()`, timeout), FIX);
    } finally {
      g.__arena_in = undefined;
    }
  };
}

type Description = Pick<AnyGameModule, 'name' | 'rulesVersion' | 'players' | 'kind'>;

/** What the export says it is: name, rules version, seat range, kind, every function the engine calls. */
function describeGame(call: Call, { bad, json }: Shape, expectName: string | undefined): Description {
  const described = json('the export', call('describe', undefined, [])) as {
    name?: unknown;
    rulesVersion?: unknown;
    players?: { min?: unknown; max?: unknown };
    kind?: unknown;
    functions: string[];
  };
  const name = described.name;
  if (typeof name !== 'string' || !/^[a-z0-9][a-z0-9-]{0,63}$/.test(name)) bad('the game needs a name: lowercase letters, digits and -');
  if (expectName !== undefined && name !== expectName) {
    bad(`the game is named ${JSON.stringify(name)} but arena.yml declares it as ${JSON.stringify(expectName)}; use one name`);
  }
  if (typeof described.rulesVersion !== 'string' || described.rulesVersion === '')
    bad('the game needs a rulesVersion (a string, e.g. "1")');
  const min = described.players?.min;
  const max = described.players?.max;
  const seat = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= MIN_SEATS && v <= MAX_SEATS;
  if (!seat(min) || !seat(max) || (min as number) > (max as number)) {
    bad(`players must be { min, max } with ${MIN_SEATS} ≤ min ≤ max ≤ ${MAX_SEATS}, got ${JSON.stringify(described.players ?? null)}`);
  }
  if (described.kind !== 'turn-based' && described.kind !== 'simultaneous') bad('kind must be "turn-based" or "simultaneous"');
  const required = ['maxTurns', 'setup', 'toMove', 'observe', 'legalActions', 'validate', 'apply', 'result', 'render'];
  const missing = required.filter((f) => !described.functions.includes(f));
  if (missing.length > 0) bad(`the game is missing ${missing.map((f) => `${f}()`).join(', ')}`);
  return {
    name: name as string,
    rulesVersion: described.rulesVersion as string,
    players: { min: min as number, max: max as number },
    kind: described.kind as 'turn-based' | 'simultaneous',
  };
}

/** The calls about options and the game's length. */
function configFunctions(call: Call, { bad, json }: Shape): Pick<AnyGameModule, 'parseConfig' | 'maxTurns' | 'setup' | 'apply'> {
  return {
    parseConfig(config) {
      const out = json('parseConfig', call('parseConfig', undefined, [config]));
      if (out === null || typeof out !== 'object' || Array.isArray(out)) bad('parseConfig() must return an object');
      return out as Record<string, JsonValue>;
    },
    maxTurns(config) {
      const n = json('maxTurns', call('maxTurns', undefined, [config]));
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1)
        bad(`maxTurns() must return a whole number ≥ 1, got ${JSON.stringify(n)}`);
      return n as number;
    },
    setup(seed, players, config) {
      return call('setup', undefined, [seed, players, config]);
    },
    apply(state, actions) {
      return call('apply', state, [[...actions]]);
    },
  };
}

/** The calls about a state: who moves, what a seat sees and may do, the result, the picture. */
function stateFunctions(
  call: Call,
  { bad, json }: Shape,
): Pick<AnyGameModule, 'toMove' | 'observe' | 'legalActions' | 'validate' | 'result' | 'render'> {
  return {
    toMove(state) {
      const seats = json('toMove', call('toMove', state, []));
      if (!Array.isArray(seats) || !seats.every((s) => Number.isInteger(s))) bad('toMove() must return an array of seat numbers');
      return seats as number[];
    },
    observe(state, seatNo) {
      return json('observe', call('observe', state, [seatNo])) as JsonValue;
    },
    legalActions(state, seatNo) {
      const actions = json('legalActions', call('legalActions', state, [seatNo]));
      if (!Array.isArray(actions)) bad('legalActions() must return an array');
      return actions as JsonValue[];
    },
    validate(state, seatNo, action) {
      const v = json('validate', call('validate', state, [seatNo, action === undefined ? null : action])) as {
        ok?: unknown;
        action?: unknown;
        reason?: unknown;
      } | null;
      if (!v || typeof v !== 'object' || typeof v.ok !== 'boolean')
        bad('validate() must return { ok: true, action } or { ok: false, reason }');
      if (v!.ok) return { ok: true, action: v!.action === undefined ? action : v!.action };
      if (typeof v!.reason !== 'string' || v!.reason.trim() === '') bad('validate() must give a reason when it rejects an action');
      return { ok: false, reason: (v!.reason as string).slice(0, 500) };
    },
    result(state) {
      return json('result', call('result', state, [])) as GameOutcome | null;
    },
    render(state) {
      const text = call('render', state, []);
      if (typeof text !== 'string') bad('render() must return a string');
      return text as string;
    },
  };
}

/** Compile and evaluate a game module's source; the result is the GameModule the engine uses. */
export function loadGameSource(source: string, file: string, options: LoadOptions = {}): LoadedGame {
  const { code, exportLine } = toSandboxScript(source, file);
  const call = sandboxCall(code, file, options.timeoutMs ?? GAME_CALL_TIMEOUT_MS);
  const shape = shapeChecks(file, exportLine);
  const description = describeGame(call, shape, options.expectName);
  return { ...description, file, source, ...configFunctions(call, shape), ...stateFunctions(call, shape) };
}

function callFailure(error: unknown, file: string, what: string, timeout: number): string {
  if (error instanceof GameModuleError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
    return `${file}: ${what} took longer than ${timeout} ms (an endless loop? a game call must be quick)`;
  }
  const { message, stack } = errorText(error);
  return `${whereIn(stack, file)}: ${what} threw ${message}`;
}

/** Read a game module from the repository: inside root, no symbolic link on the way, size-capped. */
export async function readGameModule(root: string, path: string): Promise<string> {
  const parts = path.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const prefix = parts.slice(0, i).join('/');
    let info;
    try {
      info = await lstat(join(root, prefix));
    } catch {
      throw new UserError(`${path}: no such file (arena.yml declares it)`, 'add the game module or fix games.<name>.module in arena.yml');
    }
    if (info.isSymbolicLink())
      throw new UserError(`${prefix}: is a symbolic link`, 'a game module and its folder must be plain files and folders');
    if (i === parts.length && !info.isFile())
      throw new UserError(`${path}: is not a file`, "games.<name>.module names the game's .mjs file");
    if (i === parts.length && info.size > GAME_MODULE_MAX_BYTES) {
      throw new UserError(
        `${path}: ${info.size} bytes is over the ${GAME_MODULE_MAX_BYTES} byte limit of a game module`,
        'keep a game module small',
      );
    }
  }
  const bytes = await readFile(resolve(root, path));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UserError(`${path}: is not valid UTF-8`, 'save the game module as UTF-8');
  }
}

/** Load and register every game arena.yml declares with a module (from `root`, the checkout it was read from). */
export async function loadConfiguredGames(root: string, config: ArenaConfig): Promise<LoadedGame[]> {
  const out: LoadedGame[] = [];
  for (const { name, module: path } of gameModules(config)) {
    const game = loadGameSource(await readGameModule(root, path), path, { expectName: name });
    try {
      registerGame(game);
    } catch (error) {
      throw new UserError(`${path}: ${(error as Error).message}`, 'give each game its own name');
    }
    out.push(game);
  }
  return out;
}
