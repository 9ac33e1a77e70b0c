// Turning a game module's source (an ES module) into a script the engine can run in a `node:vm`
// context with a time limit (docs/games.md "How a game is loaded"). Pure text work, no I/O.
//
// vm.SourceTextModule would run the module as is but needs --experimental-vm-modules, which the
// Actions runtime does not pass; so the engine accepts the self-contained subset every game needs
// and rewrites its top-level `export` lines in place (line numbers stay those of the file):
//   export default <expression>          export const|let|var NAME = …
//   export function NAME(…) / async / *   export class NAME …      export { a, b as c };
// Any `import` (static or dynamic) is refused: a game gets everything from the engine's arguments.
import { UserError } from '../errors.js';

export interface SandboxScript {
  /** the script text: same line numbers as the file */
  code: string;
  /** line of `export default`, else of the first export, else 1 (where shape errors point) */
  exportLine: number;
}

const IDENT = '[A-Za-z_$][\\w$]*';
const EXPORT_DEFAULT = /^export\s+default\s+/;
const EXPORT_BINDING = new RegExp(`^export\\s+(const|let|var)\\s+(${IDENT})\\s*=`);
const EXPORT_FUNCTION = new RegExp(`^export\\s+((?:async\\s+)?function\\s*\\*?\\s*(${IDENT}))`);
const EXPORT_CLASS = new RegExp(`^export\\s+(class\\s+(${IDENT}))`);
const EXPORT_LIST = /^export\s*\{([^}]*)\}\s*;?\s*(\/\/.*)?$/;
const STATIC_IMPORT = /^\s*import\s*(?:[\w$*{'"]|\s)/;
const DYNAMIC_IMPORT = /(^|[^\w$.])import\s*\(/;
const IMPORT_META = /(^|[^\w$.])import\s*\.\s*meta\b/;

function refuse(file: string, line: number, column: number, message: string, hint: string): never {
  throw new UserError(`${file}:${line}:${column}: ${message}`, hint);
}

const NO_IMPORTS =
  'a game module is one self-contained file: copy what it needs into it; the engine passes in everything else (docs/games.md)';

export function toSandboxScript(source: string, file: string): SandboxScript {
  const lines = source.split('\n');
  const exported: Array<[string, string]> = [];
  let defaultLine: number | undefined;
  let firstExport: number | undefined;
  lines.forEach((text, i) => {
    const line = i + 1;
    if (STATIC_IMPORT.test(text) && !/^\s*import\s*\(/.test(text)) {
      refuse(file, line, text.indexOf('import') + 1, 'a game module cannot import other modules', NO_IMPORTS);
    }
    const dynamic = DYNAMIC_IMPORT.exec(text) ?? IMPORT_META.exec(text);
    if (dynamic) refuse(file, line, dynamic.index + dynamic[1]!.length + 1, 'a game module cannot use import() or import.meta', NO_IMPORTS);
    if (!text.startsWith('export')) return;
    if (!/^export\b/.test(text)) return;
    firstExport ??= line;
    let m: RegExpExecArray | null;
    if ((m = EXPORT_DEFAULT.exec(text))) {
      if (defaultLine !== undefined) refuse(file, line, 1, `a second export default (the first is on line ${defaultLine})`, 'keep one');
      defaultLine = line;
      lines[i] = `__arena_exports.default = ${text.slice(m[0].length)}`;
    } else if ((m = EXPORT_BINDING.exec(text))) {
      exported.push([m[2]!, m[2]!]);
      lines[i] = text.replace(/^export\s+/, '');
    } else if ((m = EXPORT_FUNCTION.exec(text)) || (m = EXPORT_CLASS.exec(text))) {
      exported.push([m[2]!, m[2]!]);
      lines[i] = text.replace(/^export\s+/, '');
    } else if ((m = EXPORT_LIST.exec(text))) {
      for (const part of m[1]!
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const named = new RegExp(`^(${IDENT})(?:\\s+as\\s+(${IDENT}))?$`).exec(part);
        if (!named)
          refuse(file, line, 1, `cannot read the export ${JSON.stringify(part)}`, 'write export { name } or export { name as other }');
        exported.push([named[2] ?? named[1]!, named[1]!]);
      }
      lines[i] = '';
    } else {
      refuse(
        file,
        line,
        1,
        'this form of export is not supported in a game module',
        'use export default { … }, export const NAME = …, export function NAME(…) or export { a, b } at the start of a line',
      );
    }
  });
  // strict, like any ES module; the prefix keeps line 1 on line 1
  lines[0] = `"use strict";${lines[0] ?? ''}`;
  const tail = exported.map(([name, local]) => `__arena_exports[${JSON.stringify(name)}] = ${local};`).join(' ');
  return { code: `${lines.join('\n')}\n;${tail}`, exportLine: defaultLine ?? firstExport ?? 1 };
}
