// Dockerfile checks that run before any build (docs/writing-an-agent.md): every base image is pinned by digest or
// on arena.yml's `build.baseImages` allowlist, and nothing makes the build fetch from the network on
// its own (`# syntax=` frontends, `ADD <url>`, git sources). Pure: text in, findings out.
//
// The parser follows Docker's rules where they matter for these checks: parser directives only at
// the very top, `# escape=` changes the line-continuation character, comment lines are dropped even
// inside a continued instruction, instruction keywords are case-insensitive, stage names too. It is
// deliberately conservative elsewhere: heredoc bodies are not skipped, so a heredoc line that looks
// like `FROM …` or `ADD …` is checked as if it were one (a false alarm is fixable, a miss is not).
//
// Every step is linear in the text (the report runs this on hostile Dockerfiles at the size cap):
// no regular expression here may backtrack over a run it already scanned — trailing blanks are cut
// by loops, not by `\s+$`-style patterns — and token offsets are found by one forward scan
// (__tests__/parser-cost.test.ts feeds every parser its worst shapes).
import type { Issue } from './results.js';

/** The size a Dockerfile may have before we refuse to look at it. */
export const DOCKERFILE_MAX_BYTES = 256 * 1024;

export interface DockerfilePosition {
  line: number;
  column: number;
}

export interface DockerfileDirective {
  /** lower-cased directive name (`syntax`, `escape`, `check`, or an unknown one) */
  name: string;
  value: string;
  line: number;
  column: number;
}

export interface DockerfileInstruction {
  /** upper-cased keyword: FROM, RUN, ADD, … */
  keyword: string;
  /** everything after the keyword, continuations joined (escape + newline removed) */
  args: string;
  line: number;
  column: number;
  /** position of a character offset inside `args` in the original text */
  at(offset: number): DockerfilePosition;
}

export interface ParsedDockerfile {
  directives: DockerfileDirective[];
  instructions: DockerfileInstruction[];
  /** comment lines before the first instruction that look like a `syntax` directive but are not in the directive block */
  lateSyntaxComments: DockerfileDirective[];
}

// The value is everything after `=`, blanks cut by trimBlanks (a lazy `(.*?)[ \t]*$` here was
// quadratic on `# syntax=x`, many spaces, `y`).
const DIRECTIVE = /^[ \t]*#[ \t]*([A-Za-z][A-Za-z0-9_-]*)[ \t]*=(.*)$/;
const KNOWN_DIRECTIVES = new Set(['syntax', 'escape', 'check']);

/** The leading block of parser directives, the escape character they set, and the index of the first line after it. */
function parseDirectives(lines: readonly string[]): { directives: DockerfileDirective[]; escape: string; index: number } {
  const directives: DockerfileDirective[] = [];
  let escape = '\\';
  let index = 0;
  // Parser directives: only in the leading block of `# key=value` lines; anything else ends it.
  const seen = new Set<string>();
  for (; index < lines.length; index += 1) {
    const raw = stripCr(lines[index]!);
    const match = DIRECTIVE.exec(raw);
    if (!match) break;
    const name = match[1]!.toLowerCase();
    if (!KNOWN_DIRECTIVES.has(name) || seen.has(name)) break; // an unknown or repeated directive is a comment
    seen.add(name);
    const directive = { name, value: trimBlanks(match[2]!), line: index + 1, column: raw.indexOf('#') + 1 };
    directives.push(directive);
    if (name === 'escape' && (directive.value === '`' || directive.value === '\\')) escape = directive.value;
  }
  return { directives, escape, index };
}

/**
 * Where each line of an instruction begins in its joined text: `offset` there is column 1 of `line`.
 * One entry per line, not per character: two numbers for every character of a Dockerfile at its
 * size cap made the parser's cost per byte grow with the file (__tests__/parser-cost.test.ts).
 */
interface LineStart {
  offset: number;
  line: number;
}

/** The position of character `i` of a joined text of `length` characters; undefined outside it. */
function positionIn(lineStarts: readonly LineStart[], length: number, i: number): DockerfilePosition | undefined {
  let lo = 0;
  let hi = lineStarts.length - 1;
  if (hi < 0 || i < lineStarts[0]!.offset || i >= length) return undefined;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid]!.offset <= i) lo = mid;
    else hi = mid - 1;
  }
  const { offset, line } = lineStarts[lo]!;
  return { line, column: i - offset + 1 };
}

/**
 * One instruction from its joined text, with where each of its lines begins there (`lineStarts`);
 * `start` is where its first line starts. Undefined for blank text.
 */
function toInstruction(body: string, lineStarts: readonly LineStart[], start: DockerfilePosition): DockerfileInstruction | undefined {
  const trimmed = body.trimStart();
  if (!trimmed) return undefined;
  const lead = body.length - trimmed.length;
  const keywordMatch = /^\S+/.exec(trimmed)!;
  const keyword = keywordMatch[0].toUpperCase();
  const afterKeyword = trimmed.slice(keywordMatch[0].length);
  const argsLead = afterKeyword.length - afterKeyword.trimStart().length;
  const argsStart = lead + keywordMatch[0].length + argsLead;
  const args = body.slice(argsStart).trimEnd();
  const first = positionIn(lineStarts, body.length, lead) ?? start;
  return {
    keyword,
    args,
    line: first.line,
    column: first.column,
    at(offset: number): DockerfilePosition {
      const i = argsStart + Math.max(0, Math.min(offset, args.length - 1));
      return positionIn(lineStarts, body.length, i) ?? first;
    },
  };
}

/** A `# syntax=` comment after the directive block (line `index`), which Docker ignores but we flag. */
function lateSyntaxComment(raw: string, index: number): DockerfileDirective | undefined {
  const match = DIRECTIVE.exec(raw);
  if (!match || match[1]!.toLowerCase() !== 'syntax') return undefined;
  return { name: 'syntax', value: trimBlanks(match[2]!), line: index + 1, column: raw.indexOf('#') + 1 };
}

/** Split a Dockerfile into parser directives and instructions, keeping positions. Never throws. */
export function parseDockerfile(text: string): ParsedDockerfile {
  const lines = text.replace(/^\ufeff/, '').split('\n');
  const lateSyntaxComments: DockerfileDirective[] = [];
  const { directives, escape, index: firstInstructionLine } = parseDirectives(lines);

  const instructions: DockerfileInstruction[] = [];
  let buffer = '';
  let lineStarts: LineStart[] = [];
  let startLine = 0;
  let startColumn = 0;
  let continuing = false;

  const flush = () => {
    const instruction = toInstruction(buffer, lineStarts, { line: startLine, column: startColumn });
    buffer = '';
    lineStarts = [];
    continuing = false;
    if (instruction) instructions.push(instruction);
  };

  for (let index = firstInstructionLine; index < lines.length; index += 1) {
    const raw = stripCr(lines[index]!);
    const trimmedStart = raw.replace(/^[ \t]+/, '');
    if (trimmedStart.startsWith('#')) {
      // A comment line, dropped even in the middle of a continued instruction.
      const late = instructions.length === 0 && !continuing ? lateSyntaxComment(raw, index) : undefined;
      if (late) lateSyntaxComments.push(late);
      continue;
    }
    if (trimmedStart === '') continue; // blank lines never end a continued instruction
    if (!continuing) {
      startLine = index + 1;
      startColumn = raw.length - trimmedStart.length + 1;
    }
    const withoutTrailing = trimBlanksEnd(raw);
    const continues = withoutTrailing.endsWith(escape);
    const content = continues ? withoutTrailing.slice(0, -1) : raw;
    lineStarts.push({ offset: buffer.length, line: index + 1 });
    buffer += content;
    if (continues) {
      // Keep a separator so tokens on adjacent lines do not merge in our view (Docker joins them as
      // written; a token split across lines is checked as two, which errs on the side of flagging).
      buffer += ' '; // column content.length + 1 of this line
      continuing = true;
    } else {
      flush();
    }
  }
  if (buffer) flush();
  return { directives, instructions, lateSyntaxComments };
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

const isBlank = (ch: string | undefined) => ch === ' ' || ch === '\t';

/** Cut trailing spaces and tabs (a loop: `/[ \t]+$/` backtracks quadratically over inner runs). */
function trimBlanksEnd(text: string): string {
  let end = text.length;
  while (end > 0 && isBlank(text[end - 1])) end -= 1;
  return text.slice(0, end);
}

function trimBlanks(text: string): string {
  let start = 0;
  while (start < text.length && isBlank(text[start])) start += 1;
  return trimBlanksEnd(text.slice(start));
}

interface Token {
  text: string;
  /** offset in the instruction's args */
  offset: number;
}

/**
 * Whitespace-separated words, with simple quote handling (quotes are removed from the text). Unquoted
 * runs are taken as slices, not a character at a time: a word at the size cap would otherwise be a
 * chain of a quarter million one-character strings for the next check to flatten.
 */
function words(args: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < args.length) {
    while (i < args.length && /\s/.test(args[i]!)) i += 1;
    if (i >= args.length) break;
    const offset = i;
    let text = '';
    let runFrom = i; // where the unquoted run being read began
    while (i < args.length && !/\s/.test(args[i]!)) {
      const ch = args[i]!;
      if (ch === '"' || ch === "'") {
        text += args.slice(runFrom, i);
        const end = args.indexOf(ch, i + 1);
        if (end === -1) {
          text += args.slice(i + 1);
          i = args.length;
        } else {
          text += args.slice(i + 1, end);
          i = end + 1;
        }
        runFrom = i;
      } else {
        i += 1;
      }
    }
    out.push({ text: text + args.slice(runFrom, i), offset });
  }
  return out;
}

/** Exec-form (JSON array) arguments, or undefined when the instruction uses the shell form. */
function jsonForm(args: string): Token[] | undefined {
  const trimmed = args.trim();
  if (!trimmed.startsWith('[')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every((x) => typeof x === 'string')) return undefined;
  // One forward scan for where each string literal starts (the text parsed, so it is well formed);
  // searching for each value in turn was quadratic when values were written with escapes.
  const offsets: number[] = [];
  let i = args.indexOf('[') + 1;
  while (i < args.length && offsets.length < parsed.length) {
    if (args[i] !== '"') {
      i += 1;
      continue;
    }
    offsets.push(i + 1);
    i += 1;
    while (i < args.length && args[i] !== '"') i += args[i] === '\\' ? 2 : 1;
    i += 1;
  }
  return (parsed as string[]).map((text, n) => ({ text, offset: offsets[n] ?? args.indexOf('[') }));
}

export interface ImageReference {
  /** registry host, `docker.io` when none is named */
  registry: string;
  /** repository path, with `library/` for official Docker Hub images */
  repository: string;
  tag?: string;
  digest?: string;
}

const DIGEST = /^sha256:[0-9a-f]{64}$/;

/** Split an image reference like Docker does. Returns undefined for text that cannot be one. */
export function parseImageReference(reference: string): ImageReference | undefined {
  if (!reference || /\s/.test(reference) || reference.length > 512) return undefined;
  let rest = reference;
  let digest: string | undefined;
  const at = rest.indexOf('@');
  if (at !== -1) {
    digest = rest.slice(at + 1);
    rest = rest.slice(0, at);
  }
  let tag: string | undefined;
  const lastSlash = rest.lastIndexOf('/');
  const colon = rest.lastIndexOf(':');
  if (colon > lastSlash) {
    tag = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
  }
  if (!rest) return undefined;
  const parts = rest.split('/');
  let registry = 'docker.io';
  const first = parts[0]!;
  if (parts.length > 1 && (first.includes('.') || first.includes(':') || first === 'localhost')) {
    registry = first.toLowerCase();
    parts.shift();
  }
  if (registry === 'index.docker.io' || registry === 'registry-1.docker.io') registry = 'docker.io';
  if (registry === 'docker.io' && parts.length === 1) parts.unshift('library');
  const repository = parts.join('/');
  if (!/^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*$/.test(repository)) return undefined;
  if (tag !== undefined && !/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/.test(tag)) return undefined;
  return { registry, repository, ...(tag !== undefined ? { tag } : {}), ...(digest !== undefined ? { digest } : {}) };
}

/** True when the reference carries a sha256 digest. */
export function isPinnedByDigest(reference: string): boolean {
  const ref = parseImageReference(reference);
  return ref?.digest !== undefined && DIGEST.test(ref.digest);
}

/** `name:tag` in canonical form (docker.io/library/node:latest), for allowlist comparison. */
function canonical(ref: ImageReference): string {
  return `${ref.registry}/${ref.repository}:${ref.tag ?? 'latest'}`;
}

/** Is this (undigested) reference on the allowlist? Compared in canonical form: `node:22` = `docker.io/library/node:22`. */
export function isAllowlistedImage(reference: string, baseImages: readonly string[]): boolean {
  const ref = parseImageReference(reference);
  if (!ref || ref.digest !== undefined) return false;
  const want = canonical(ref);
  return baseImages.some((entry) => {
    const allowed = parseImageReference(entry);
    return allowed !== undefined && canonical(allowed) === want;
  });
}

export interface DockerfileCheckOptions {
  /** repository-relative path of the Dockerfile, used in findings */
  path: string;
  /** arena.yml build.baseImages */
  baseImages: readonly string[];
}

const URL_LIKE = /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/|git@|[A-Za-z0-9.-]+\.[A-Za-z]{2,}\/[^\s]*\.git(?:[#?].*)?$)/;

/** The state of one check: its findings so far, and the stages named before the instruction in hand. */
interface DockerfileCheck {
  opts: DockerfileCheckOptions;
  issues: Issue[];
  stages: Set<string>;
  stageCount: number;
}

function addIssue(check: DockerfileCheck, pos: DockerfilePosition, rule: string, message: string): void {
  check.issues.push({ path: check.opts.path, line: pos.line, column: pos.column, severity: 'error', rule, message });
}

/** An image the build would pull: pinned by digest, allowlisted, `scratch`, or an earlier stage. */
function checkImage(check: DockerfileCheck, image: string, pos: DockerfilePosition, where: string): void {
  const { opts } = check;
  const lower = image.toLowerCase();
  if (lower === 'scratch' || check.stages.has(lower)) return;
  if (/^\d+$/.test(image) && Number(image) < check.stageCount) return;
  if (image.includes('$')) {
    addIssue(
      check,
      pos,
      'unpinned-base-image',
      `${where} names its image through a build argument (${truncateValue(image)}), so it cannot be checked; write the image out, pinned as name@sha256:<digest> or one of build.baseImages in arena.yml`,
    );
    return;
  }
  if (isPinnedByDigest(image) || isAllowlistedImage(image, opts.baseImages)) return;
  const allowed = opts.baseImages.length > 0 ? `, or use one of the allowed base images: ${opts.baseImages.join(', ')}` : '';
  const ref = parseImageReference(image);
  const name = ref ? image.split('@')[0]!.replace(/:[^:/]*$/, '') : 'name';
  addIssue(
    check,
    pos,
    'unpinned-base-image',
    `${where} uses ${truncateValue(image)}, which is neither pinned by digest nor an allowed base image; pin it as ${truncateValue(name)}@sha256:<digest> (docker buildx imagetools inspect ${truncateValue(image)} shows it)${allowed}`,
  );
}

function checkSyntaxDirectives(check: DockerfileCheck, parsed: ParsedDockerfile): void {
  for (const directive of [...parsed.directives, ...parsed.lateSyntaxComments]) {
    if (directive.name !== 'syntax') continue;
    addIssue(
      check,
      directive,
      'remote-build-input',
      `"# syntax=${truncateValue(directive.value)}" makes the build fetch a frontend image from the network; remove the line (Arena builds with the engine's built-in Dockerfile support)`,
    );
  }
}

/** FROM: its image, and the stage name it gives (later FROMs and --from may name it). */
function checkFrom(check: DockerfileCheck, instruction: DockerfileInstruction, tokens: readonly Token[]): void {
  let i = 0;
  while (tokens[i]?.text.startsWith('--')) i += 1;
  const image = tokens[i];
  if (image) checkImage(check, image.text, instruction.at(image.offset), 'FROM');
  const as = tokens[i + 1];
  const name = tokens[i + 2];
  if (as && name && as.text.toLowerCase() === 'as') check.stages.add(name.text.toLowerCase());
  check.stageCount += 1;
}

/** COPY/ADD flags: `--from=` images, and ADD's download flags. */
function checkCopyFlags(check: DockerfileCheck, instruction: DockerfileInstruction, tokens: readonly Token[]): void {
  const { keyword } = instruction;
  for (const token of tokens) {
    if (!token.text.startsWith('--')) break;
    const flag = /^--([a-z-]+)(?:=(.*))?$/i.exec(token.text);
    const flagName = flag?.[1]?.toLowerCase();
    if (flagName === 'from' && flag?.[2] !== undefined) {
      checkImage(check, flag[2], instruction.at(token.offset + '--from='.length), `${keyword} --from`);
    }
    if (keyword === 'ADD' && (flagName === 'checksum' || flagName === 'keep-git-dir')) {
      addIssue(
        check,
        instruction.at(token.offset),
        'remote-build-input',
        `ADD --${flagName} is for downloading URLs or git repositories during the build; put the file in the agent folder and use COPY`,
      );
    }
  }
}

/** ADD sources that are URLs, git remotes, or variables (which could be either). */
function checkAddSources(check: DockerfileCheck, instruction: DockerfileInstruction, tokens: readonly Token[]): void {
  const operands = jsonForm(instruction.args) ?? tokens.filter((t) => !t.text.startsWith('--'));
  const sources = operands.slice(0, -1);
  for (const source of sources) {
    if (URL_LIKE.test(source.text)) {
      addIssue(
        check,
        instruction.at(source.offset),
        'remote-build-input',
        `ADD ${truncateValue(source.text)} downloads during the build; put the file in the agent folder and use COPY`,
      );
    } else if (source.text.includes('$')) {
      addIssue(
        check,
        instruction.at(source.offset),
        'remote-build-input',
        `ADD with a variable source (${truncateValue(source.text)}) could download a URL; name the file literally and use COPY`,
      );
    }
  }
}

/** RUN --mount options that name an image (`from=`). */
function checkRunMounts(check: DockerfileCheck, instruction: DockerfileInstruction, tokens: readonly Token[]): void {
  for (const token of tokens) {
    if (!token.text.startsWith('--')) break;
    const mount = /^--mount=(.*)$/i.exec(token.text);
    if (!mount) continue;
    let optionAt = '--mount='.length; // offset of each option in the token, kept as we go
    for (const option of mount[1]!.split(',')) {
      const [key, value] = option.split('=', 2);
      if (key?.trim().toLowerCase() === 'from' && value) {
        const offset = token.offset + optionAt + key.length + 1;
        checkImage(check, value.trim(), instruction.at(offset), 'RUN --mount from=');
      }
      optionAt += option.length + 1;
    }
  }
}

function checkArg(check: DockerfileCheck, instruction: DockerfileInstruction, tokens: readonly Token[]): void {
  for (const token of tokens) {
    if (/^BUILDKIT_SYNTAX(=|$)/i.test(token.text)) {
      addIssue(
        check,
        instruction.at(token.offset),
        'remote-build-input',
        'ARG BUILDKIT_SYNTAX selects a build frontend fetched from the network; remove it',
      );
    }
  }
}

/** The instruction inside `ONBUILD <instruction>`, with positions into the original text. */
function onbuildInner(instruction: DockerfileInstruction): DockerfileInstruction | undefined {
  const { args } = instruction;
  const inner = /^(\S+)(\s*)/.exec(args);
  if (!inner) return undefined;
  const shift = inner[0].length;
  return {
    keyword: inner[1]!.toUpperCase(),
    args: args.slice(shift),
    line: instruction.line,
    column: instruction.column,
    at: (offset) => instruction.at(offset + shift),
  };
}

function checkInstruction(check: DockerfileCheck, instruction: DockerfileInstruction, depth: number): void {
  const { keyword, args } = instruction;
  if (keyword === 'ONBUILD' && depth === 0) {
    const inner = onbuildInner(instruction);
    if (inner) checkInstruction(check, inner, depth + 1);
    return;
  }
  const tokens = words(args);
  if (keyword === 'FROM') checkFrom(check, instruction, tokens);
  else if (keyword === 'COPY' || keyword === 'ADD') {
    checkCopyFlags(check, instruction, tokens);
    if (keyword === 'ADD') checkAddSources(check, instruction, tokens);
  } else if (keyword === 'RUN') checkRunMounts(check, instruction, tokens);
  else if (keyword === 'ARG') checkArg(check, instruction, tokens);
}

/**
 * Check a Dockerfile: `unpinned-base-image` for any image the build would pull (FROM, COPY --from,
 * RUN --mount from=) that is neither `@sha256:` pinned nor allowlisted; `remote-build-input` for
 * `# syntax=` frontends, `ADD <url>`/git sources, `ADD --checksum`/`--keep-git-dir`, variable ADD
 * sources and `ARG BUILDKIT_SYNTAX`.
 */
export function checkDockerfile(text: string, opts: DockerfileCheckOptions): Issue[] {
  const check: DockerfileCheck = { opts, issues: [], stages: new Set(), stageCount: 0 };
  // (Buffer.byteLength counts UTF-8 bytes)
  if (Buffer.byteLength(text) > DOCKERFILE_MAX_BYTES) {
    addIssue(
      check,
      { line: 1, column: 1 },
      'agent-too-large',
      `the Dockerfile is larger than ${DOCKERFILE_MAX_BYTES} bytes; keep it short`,
    );
    return check.issues;
  }
  const parsed = parseDockerfile(text);
  checkSyntaxDirectives(check, parsed);
  for (const instruction of parsed.instructions) checkInstruction(check, instruction, 0);
  return check.issues;
}

function truncateValue(value: string): string {
  return value.length > 120 ? `${value.slice(0, 119)}…` : value;
}
