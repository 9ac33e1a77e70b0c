// YAML read as hostile input, with positions: aliases disabled, unique keys, a size cap, and a way
// to point any finding at the line and column of the node it is about.
import { Document, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Node, type Pair } from 'yaml';
import type { Issue, Severity } from './results.js';

export type YamlPath = ReadonlyArray<string | number>;

export interface YamlSource {
  /** repository-relative path used in findings */
  readonly path: string;
  readonly doc: Document.Parsed;
  readonly lineCounter: LineCounter;
  /** the plain JS value (undefined when the text did not parse) */
  readonly value: unknown;
}

export interface YamlParseOutcome {
  source?: YamlSource;
  /** syntax findings (rule `yaml-syntax`), or `too-large` */
  issues: Issue[];
}

export function issueAt(path: string, pos: { line: number; column: number }, severity: Severity, rule: string, message: string): Issue {
  return { path, line: Math.max(1, pos.line), column: Math.max(1, pos.column), severity, rule, message };
}

/**
 * Parse untrusted YAML text. Never throws for bad input: syntax problems come back as findings
 * with the position the parser reports.
 */
export function parseYaml(text: string, path: string, opts: { maxBytes: number; tooLargeRule: string }): YamlParseOutcome {
  const refusal = refuseText(text, path, opts);
  if (refusal) return { issues: [refusal] };
  const lineCounter = new LineCounter();
  let doc: Document.Parsed;
  try {
    doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: true, strict: true, version: '1.2', merge: false });
  } catch (error) {
    return { issues: [topIssue(path, 'yaml-syntax', `${path} could not be parsed: ${(error as Error).message}`)] };
  }
  const issues = doc.errors.map((error) => {
    const pos = error.linePos?.[0] ?? lineCounter.linePos(error.pos[0]);
    return issueAt(path, { line: pos.line, column: pos.col }, 'error', 'yaml-syntax', `${firstLine(error.message)} (fix the YAML syntax)`);
  });
  if (issues.length > 0) return { issues };
  const alias = aliasIssue(doc, lineCounter, path);
  if (alias) return { issues: [alias] };
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 0 });
  } catch (error) {
    const message = (error as Error).message;
    return {
      issues: [
        topIssue(
          path,
          'yaml-syntax',
          /alias/i.test(message)
            ? `${path} uses YAML aliases (&anchor / *alias), which Arena does not accept; write values out.`
            : `${path}: ${firstLine(message)}`,
        ),
      ],
    };
  }
  return { source: { path, doc, lineCounter, value }, issues };
}

/** An error at the top of the file. */
function topIssue(path: string, rule: string, message: string): Issue {
  return issueAt(path, { line: 1, column: 1 }, 'error', rule, message);
}

/** Text that is not parsed at all: over the size cap, or binary. */
function refuseText(text: string, path: string, opts: { maxBytes: number; tooLargeRule: string }): Issue | undefined {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > opts.maxBytes) {
    return topIssue(
      path,
      opts.tooLargeRule,
      `${path} is ${bytes} bytes; the limit is ${opts.maxBytes}. Keep it short: it only describes the agent.`,
    );
  }
  if (text.includes('\u0000'))
    return topIssue(path, 'yaml-syntax', `${path} holds binary data (a NUL byte); it must be a UTF-8 YAML text file.`);
  return undefined;
}

/** The first alias in the document, which Arena refuses (no billion laughs, no surprises). */
function aliasIssue(doc: Document.Parsed, lineCounter: LineCounter, path: string): Issue | undefined {
  let alias: Node | undefined;
  visit(doc, {
    Alias(_key, node) {
      alias = node;
      return visit.BREAK;
    },
  });
  if (!alias) return undefined;
  const where = alias.range ? lineCounter.linePos(alias.range[0]) : { line: 1, col: 1 };
  return issueAt(
    path,
    { line: where.line, column: where.col },
    'error',
    'yaml-syntax',
    `YAML aliases (&anchor / *alias) are not accepted in ${path}; write the value out in full.`,
  );
}

function firstLine(s: string): string {
  return s.split('\n')[0] ?? s;
}

function pos(source: YamlSource, node: Node | null | undefined): { line: number; column: number } | undefined {
  const offset = node?.range?.[0];
  if (offset === undefined) return undefined;
  const p = source.lineCounter.linePos(offset);
  return { line: p.line, column: p.col };
}

function findPair(node: unknown, key: string | number): Pair | undefined {
  if (!isMap(node)) return undefined;
  return node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(key)) as Pair | undefined;
}

/**
 * Where a path points: the value node (default) or the key node of the last segment. Falls back to
 * the deepest node that exists, then to 1:1, so every finding gets a usable position.
 */
export function locate(source: YamlSource, path: YamlPath, which: 'value' | 'key' = 'value'): { line: number; column: number } {
  let node: unknown = source.doc.contents;
  let best = pos(source, node as Node) ?? { line: 1, column: 1 };
  for (let i = 0; i < path.length; i += 1) {
    const segment = path[i]!;
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = findPair(node, segment);
      if (!pair) return best;
      if (last && which === 'key') return pos(source, pair.key as Node) ?? best;
      node = pair.value;
      best = pos(source, node as Node) ?? pos(source, pair.key as Node) ?? best;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment];
      if (item === undefined) return best;
      node = item;
      best = pos(source, item as Node) ?? best;
    } else {
      return best;
    }
  }
  return best;
}
