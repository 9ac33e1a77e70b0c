// Which `run:` scripts start agents through the Arena CLI: a shell script split into its simple
// commands (not a shell, enough to find each command word), and the role each command gives its job.
import { AGENT_NPM_SCRIPTS, CLI_AGENT_COMMANDS, CLI_SAFE_COMMANDS, type PolicyMode } from './rules.js';

/**
 * A shell script's simple commands, each as its words with quotes removed: split at newlines, `;`,
 * `&`, `|`, `(`, `)`, backquotes and `$(`, with `\` line continuations joined and `#` comments
 * dropped. Not a shell: enough to find the command word of every command a `run:` step starts,
 * without mistaking an argument (`echo arena match`, `mkdir arena`) for one.
 */
export function shellCommands(script: string): string[][] {
  const commands: string[][] = [];
  let words: string[] = [];
  let word: string | undefined;
  const endWord = (): void => {
    if (word !== undefined) words.push(word);
    word = undefined;
  };
  const endCommand = (): void => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  for (let i = 0; i < script.length; i++) {
    const ch = script[i]!;
    if (ch === '\\') {
      const next = script[i + 1];
      i++;
      if (next !== undefined && next !== '\n') word = (word ?? '') + next;
      else if (next === undefined) word = (word ?? '') + ch;
    } else if (ch === "'") {
      const end = script.indexOf("'", i + 1);
      const stop = end < 0 ? script.length : end;
      word = (word ?? '') + script.slice(i + 1, stop);
      i = stop;
    } else if (ch === '"') {
      let text = '';
      let at = i + 1;
      for (; at < script.length && script[at] !== '"'; at++) {
        if (script[at] === '\\' && at + 1 < script.length && '"\\$`'.includes(script[at + 1]!)) at++;
        text += script[at];
      }
      word = (word ?? '') + text;
      i = at;
    } else if (ch === '#' && word === undefined) {
      const end = script.indexOf('\n', i);
      i = (end < 0 ? script.length : end) - 1;
    } else if (ch === ' ' || ch === '\t' || ch === '\r') {
      endWord();
    } else if ('\n;&|()`'.includes(ch)) {
      endCommand();
    } else if (ch === '$' && script[i + 1] === '(') {
      endCommand();
      i++;
    } else {
      word = (word ?? '') + ch;
    }
  }
  endCommand();
  return commands;
}

/** shell keywords before a command */
const SHELL_KEYWORDS = new Set(['!', '{', '}', 'if', 'then', 'else', 'elif', 'do', 'while', 'until']);
/** commands that run the command after them; their options and numbers (`nice -n 5`, `timeout 10m`) are skipped */
const WRAPPERS = new Set(['time', 'exec', 'command', 'builtin', 'nohup', 'sudo', 'env', 'nice', 'timeout', 'xargs', 'stdbuf']);
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh']);
/** node options that take the next word as their value */
const NODE_VALUE_OPTIONS = new Set([
  '-r',
  '--require',
  '--import',
  '--loader',
  '--experimental-loader',
  '-C',
  '--conditions',
  '--env-file',
  '--title',
  '--input-type',
]);
const CLI_SCRIPT = /(^|\/)dist\/cli(\.js)?$/;
const ACTION_BUNDLE = /(^|\/)dist\/index\.js$/;

/** the first word at or after `i` that is not an option (`-x`, `--x`), skipping one `--` */
function afterOptions(words: readonly string[], i: number, valueOptions: ReadonlySet<string> = new Set()): number {
  while (i < words.length && words[i]!.startsWith('-') && words[i] !== '--') i += valueOptions.has(words[i]!) ? 2 : 1;
  return words[i] === '--' ? i + 1 : i;
}

/** the role of `arena <args>`: none for a command that starts no agent, `evaluate` for any unknown one */
function cliCommandRole(args: readonly string[]): PolicyMode | undefined {
  const first = args[0] ?? '';
  if (CLI_SAFE_COMMANDS.has(first)) return undefined;
  return CLI_AGENT_COMMANDS[first] ?? 'evaluate';
}

/** `npm run <script> …`: the role of a package.json script that runs agents */
function npmScriptRole(script: string | undefined, args: readonly string[]): PolicyMode | undefined {
  const kind = script === undefined || !Object.hasOwn(AGENT_NPM_SCRIPTS, script) ? undefined : AGENT_NPM_SCRIPTS[script];
  if (kind === undefined) return undefined;
  return kind === 'cli' ? cliCommandRole(args.slice(afterOptions(args, 0))) : kind;
}

/** one simple command: does it start agents through the Arena CLI, and as which mode? */
function cliAgentRole(words: readonly string[]): PolicyMode | undefined {
  let i = 0;
  let wrapped = false;
  for (; i < words.length; i++) {
    const w = words[i]!;
    if (WRAPPERS.has(w)) wrapped = true;
    else if (!SHELL_KEYWORDS.has(w) && !ASSIGNMENT.test(w) && !(wrapped && /^(-|\d)/.test(w))) break;
  }
  if (i >= words.length) return undefined;
  const cmd = words[i]!;
  const base = cmd.split('/').pop()!;
  const rest = words.slice(i + 1);
  if (base === 'node' || base === 'nodejs') {
    const at = afterOptions(rest, 0, NODE_VALUE_OPTIONS);
    const script = rest[at] ?? '';
    if (CLI_SCRIPT.test(script)) return cliCommandRole(rest.slice(at + 1));
    // the action's own bundle run by hand: its mode comes from INPUT_MODE, so judge it as an agent run
    if (ACTION_BUNDLE.test(script)) return 'evaluate';
    return undefined;
  }
  // `sh -c '…'`: the script it runs
  if (SHELLS.has(base)) {
    const flag = rest.indexOf('-c');
    return flag >= 0 && rest[flag + 1] !== undefined ? cliAgentRuns(rest[flag + 1]!)[0]?.role : undefined;
  }
  if (base === 'arena' || CLI_SCRIPT.test(cmd)) return cliCommandRole(rest);
  if (base === 'npx' || base === 'bunx') return packageRunRole(rest);
  if (base === 'npm' || base === 'pnpm' || base === 'yarn' || base === 'bun') {
    const at = afterOptions(rest, 0);
    const sub = rest[at];
    const args = rest.slice(at + 1);
    if (sub === 'exec' || sub === 'x' || sub === 'dlx') return packageRunRole(args);
    if (sub === 'run' || sub === 'run-script' || sub === 'rum' || sub === 'urn') {
      const scriptAt = afterOptions(args, 0);
      return npmScriptRole(args[scriptAt], args.slice(scriptAt + 1));
    }
    // `yarn arena …`, `pnpm arena …`, `bun arena …` run a script by its name (npm does not)
    if (base !== 'npm') return npmScriptRole(sub, args);
  }
  return undefined;
}

/** `npx [options] arena …` (and npm exec, pnpm dlx, bunx): the `arena` package's bin */
function packageRunRole(args: readonly string[]): PolicyMode | undefined {
  // `npx -c 'arena match'`: the command it runs
  const call = args.findIndex((a) => a === '-c' || a === '--call');
  if (call >= 0) return args[call + 1] === undefined ? undefined : cliAgentRuns(args[call + 1]!)[0]?.role;
  const at = afterOptions(args, 0, new Set(['-p', '--package']));
  const name = args[at];
  if (name === undefined || !/^arena(@.*)?$/.test(name)) return undefined;
  return cliCommandRole(args.slice(at + 1));
}

/** the commands of a `run:` script that start agents through the Arena CLI, and the agent mode each counts as */
export function cliAgentRuns(script: string): Array<{ command: string; role: PolicyMode }> {
  return shellCommands(script).flatMap((words) => {
    const role = cliAgentRole(words);
    const command = words.join(' ');
    return role ? [{ command: command.length > 60 ? `${command.slice(0, 59)}…` : command, role }] : [];
  });
}
