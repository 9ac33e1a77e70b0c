// The Dockerfile checks (src/core/dockerfile.ts) compared whole: every finding's path, position,
// severity, rule and message, for each check and for the forms next to it that must pass (flags after
// the operands, COPY where ADD would be flagged, ONBUILD's one level, stage names and numbers), and
// the image-reference parser at each edge. A finding is what an author reads in the check run, so its
// text and place are part of the contract, not only its rule.
import { describe, expect, it } from '@jest/globals';
import { checkDockerfile, DOCKERFILE_MAX_BYTES, isAllowlistedImage, parseImageReference } from '../../src/core/dockerfile.js';

const PATH = 'agents/community/x/Dockerfile';
const BASE = ['node:22-slim', 'busybox:1.37'];
const ALLOWED = ', or use one of the allowed base images: node:22-slim, busybox:1.37';

function findings(text: string, baseImages: readonly string[] = BASE) {
  return checkDockerfile(text, { path: PATH, baseImages });
}
/** the position of `needle` in line `line` (1-based) of `text`, as the checks report it */
function at(text: string, line: number, needle: string): { line: number; column: number } {
  const column = text.split('\n')[line - 1]!.indexOf(needle) + 1;
  expect(column).toBeGreaterThan(0);
  return { line, column };
}
const finding = (pos: { line: number; column: number }, rule: string, message: string) => ({
  path: PATH,
  ...pos,
  severity: 'error',
  rule,
  message,
});
const unpinned = (where: string, image: string, name: string, allowed = ALLOWED) =>
  `${where} uses ${image}, which is neither pinned by digest nor an allowed base image; pin it as ${name}@sha256:<digest> (docker buildx imagetools inspect ${image} shows it)${allowed}`;
const download = (source: string) => `ADD ${source} downloads during the build; put the file in the agent folder and use COPY`;

describe('image references', () => {
  it('split like Docker: registry, repository, tag and digest, with nothing else set', () => {
    expect(parseImageReference('node:22')).toStrictEqual({ registry: 'docker.io', repository: 'library/node', tag: '22' });
    expect(parseImageReference('node')).toStrictEqual({ registry: 'docker.io', repository: 'library/node' });
    expect(parseImageReference('node@sha256:abc')).toStrictEqual({
      registry: 'docker.io',
      repository: 'library/node',
      digest: 'sha256:abc',
    });
    expect(parseImageReference('localhost/app:1')).toStrictEqual({ registry: 'localhost', repository: 'app', tag: '1' });
    expect(parseImageReference('localhost:5000/app')).toStrictEqual({ registry: 'localhost:5000', repository: 'app' });
    expect(parseImageReference('Evil.Example/a/b:c')).toStrictEqual({ registry: 'evil.example', repository: 'a/b', tag: 'c' });
    expect(parseImageReference('index.docker.io/node:22')).toStrictEqual({ registry: 'docker.io', repository: 'library/node', tag: '22' });
    expect(parseImageReference('user/app')).toStrictEqual({ registry: 'docker.io', repository: 'user/app' });
  });

  it('repository names: lower case parts joined by one separator (., _, __ or any run of -)', () => {
    for (const ok of ['a--b', 'a---b', 'a__b', 'a.b', 'a_b', 'a-b/c--d', 'a0/b1', 'a--b/c', 'a---b/c'])
      expect(parseImageReference(ok)?.repository).toMatch(/^(library\/)?[a-z0-9]/);
    for (const bad of ['A', 'a..b', 'a___b', '-a', 'a-', 'a/-b', 'a//b', '_a', 'a/'])
      expect([bad, parseImageReference(bad)]).toEqual([bad, undefined]);
  });

  it('tags: a word character first, then up to 127 of word, dot and dash; no reference without a name', () => {
    expect(parseImageReference(`a:${'t'.repeat(128)}`)?.tag).toBe('t'.repeat(128));
    for (const bad of [`a:${'t'.repeat(129)}`, 'a:-x', 'a:.x', 'a:x!', 'a:', ':x', '@sha256:abc', ':'])
      expect([bad, parseImageReference(bad)]).toEqual([bad, undefined]);
  });

  it('whitespace, emptiness and length: 512 characters is the most', () => {
    expect(parseImageReference('a'.repeat(512))).toStrictEqual({ registry: 'docker.io', repository: `library/${'a'.repeat(512)}` });
    for (const bad of ['a'.repeat(513), '', 'node 22', 'node\t', '\nnode', 'node@sha256:a b'])
      expect(parseImageReference(bad)).toBeUndefined();
  });

  it('the allowlist answers false, without throwing, for text that is no reference', () => {
    for (const bad of ['', 'Bad', 'a b', 'node@sha256:abc']) expect(isAllowlistedImage(bad, ['node:22'])).toBe(false);
    expect(isAllowlistedImage('node:22', ['node:22'])).toBe(true);
  });
});

describe('findings, whole', () => {
  it('# syntax= is flagged; escape and check directives are not', () => {
    const text = '# syntax=docker/dockerfile:1\n# escape=`\n# check=skip=all\nFROM busybox:1.37\n';
    expect(findings(text)).toEqual([
      finding(
        { line: 1, column: 1 },
        'remote-build-input',
        `"# syntax=docker/dockerfile:1" makes the build fetch a frontend image from the network; remove the line (Arena builds with the engine's built-in Dockerfile support)`,
      ),
    ]);
  });

  it('FROM: stage names and earlier stage numbers pass; a number that is no earlier stage is an image', () => {
    const text = 'FROM node:22-slim AS build\nFROM build\nFROM 0\nFROM 1\nFROM 4\n'; // the fifth FROM: stages 0–3 are before it
    expect(findings(text)).toEqual([finding(at(text, 5, '4'), 'unpinned-base-image', unpinned('FROM', '4', '4'))]);
    // a FROM with no image or an AS with no name is not a crash
    expect(findings('FROM --platform=linux/amd64\nFROM node:22-slim AS\n')).toEqual([]);
    // stage numbers of more than one digit
    expect(findings(`${'FROM busybox:1.37\n'.repeat(11)}FROM 10\n`)).toEqual([]);
    // only `AS` names a stage
    const named = 'FROM busybox:1.37 XS bar\nFROM bar\n';
    expect(findings(named)).toEqual([finding(at(named, 2, 'bar'), 'unpinned-base-image', unpinned('FROM', 'bar', 'bar'))]);
  });

  it('FROM through a build argument; another registry; an invalid name; a digest that is not sha256', () => {
    const arg = 'ARG BASE=python\nFROM ${BASE}:3.12\n';
    expect(findings(arg)).toEqual([
      finding(
        at(arg, 2, '$'),
        'unpinned-base-image',
        'FROM names its image through a build argument (${BASE}:3.12), so it cannot be checked; write the image out, pinned as name@sha256:<digest> or one of build.baseImages in arena.yml',
      ),
    ]);
    const text = 'FROM evil.example:5000/library/python:3.12-slim\nFROM Bad/Name\nFROM localhost:5000/app:1@sha256:abc\n';
    expect(findings(text, [])).toEqual([
      finding(
        at(text, 1, 'evil'),
        'unpinned-base-image',
        unpinned('FROM', 'evil.example:5000/library/python:3.12-slim', 'evil.example:5000/library/python', ''),
      ),
      finding(at(text, 2, 'Bad'), 'unpinned-base-image', unpinned('FROM', 'Bad/Name', 'name', '')),
      finding(
        at(text, 3, 'localhost'),
        'unpinned-base-image',
        unpinned('FROM', 'localhost:5000/app:1@sha256:abc', 'localhost:5000/app', ''),
      ),
    ]);
  });

  it('COPY: --from= names an image or a stage; flags stop at the first operand; ADD-only flags are not flagged on COPY', () => {
    const text = [
      'FROM busybox:1.37 AS b',
      'COPY --from=b /a /b',
      'COPY --chown=1:1 --from=alpine:3 /a /b',
      'COPY --from /a /b',
      'COPY --0 a b',
      'COPY a b --from=alpine:3',
      'COPY --checksum=sha256:abc a b',
      'COPY https://example.com/x /x',
      '',
    ].join('\n');
    expect(findings(text)).toEqual([finding(at(text, 3, 'alpine'), 'unpinned-base-image', unpinned('COPY --from', 'alpine:3', 'alpine'))]);
  });

  it('ADD: download flags (with or without a value), URL, git and variable sources, JSON form; flags and the destination are no sources', () => {
    const text = [
      'FROM busybox:1.37',
      'ADD --checksum=sha256:abc https://example.com/x /x',
      'ADD --keep-git-dir git@github.com:a/b.git /src',
      'ADD ${URL} /y',
      'ADD ["https://example.com/z", "/z"]',
      'ADD --chown=$UID local.txt $HOME/l',
      '',
    ].join('\n');
    const flag = (name: string) =>
      `ADD --${name} is for downloading URLs or git repositories during the build; put the file in the agent folder and use COPY`;
    expect(findings(text)).toEqual([
      finding(at(text, 2, '--checksum'), 'remote-build-input', flag('checksum')),
      finding(at(text, 2, 'https'), 'remote-build-input', download('https://example.com/x')),
      finding(at(text, 3, '--keep'), 'remote-build-input', flag('keep-git-dir')),
      finding(at(text, 3, 'git@'), 'remote-build-input', download('git@github.com:a/b.git')),
      finding(
        at(text, 4, '$'),
        'remote-build-input',
        'ADD with a variable source (${URL}) could download a URL; name the file literally and use COPY',
      ),
      finding(at(text, 5, 'https'), 'remote-build-input', download('https://example.com/z')),
    ]);
  });

  it('ADD: a git repository without a scheme is a download; a local path that only contains git@ or .git is not', () => {
    const text = [
      'FROM busybox:1.37',
      'ADD github.com/a/b.git /src',
      'ADD github.com/a/b.git#main /src',
      'ADD notes/git@home.txt /n',
      'ADD example.com/x.gitignore /i',
      '',
    ].join('\n');
    expect(findings(text)).toEqual([
      finding(at(text, 2, 'github'), 'remote-build-input', download('github.com/a/b.git')),
      finding(at(text, 3, 'github'), 'remote-build-input', download('github.com/a/b.git#main')),
    ]);
  });

  it('RUN --mount from= among other flags and mounts; --mount after the command is no flag', () => {
    const text = [
      'FROM busybox:1.37',
      'RUN --network=none --mount=type=cache,target=/c --mount=type=bind,from=alpine:3,target=/m true',
      'RUN --mount=type=bind,from=busybox:1.37 true',
      'RUN echo --mount=from=alpine:3',
      '',
    ].join('\n');
    expect(findings(text)).toEqual([
      finding(at(text, 2, 'alpine'), 'unpinned-base-image', unpinned('RUN --mount from=', 'alpine:3', 'alpine')),
    ]);
  });

  it('ARG BUILDKIT_SYNTAX in any case, with or without a value; not a longer name, not ENV', () => {
    const text =
      'FROM busybox:1.37\nARG BUILDKIT_SYNTAX=docker/dockerfile:1\nARG XBUILDKIT_SYNTAX=1\nARG buildkit_syntax\nENV BUILDKIT_SYNTAX=1\n';
    const message = 'ARG BUILDKIT_SYNTAX selects a build frontend fetched from the network; remove it';
    expect(findings(text)).toEqual([
      finding(at(text, 2, 'BUILDKIT'), 'remote-build-input', message),
      finding(at(text, 4, 'buildkit'), 'remote-build-input', message),
    ]);
  });

  it('ONBUILD: its instruction is checked at its own place, one level deep; a bare ONBUILD is not a crash', () => {
    const text = 'FROM busybox:1.37\nONBUILD ADD  https://example.com/o /o\nONBUILD ONBUILD ADD https://example.com/n /n\nONBUILD\n';
    expect(findings(text)).toEqual([finding(at(text, 2, 'https'), 'remote-build-input', download('https://example.com/o'))]);
  });

  it('values in messages: 120 characters are shown whole, longer ones cut to 119 and an ellipsis', () => {
    const long = 'a'.repeat(121);
    const text = `FROM ${'a'.repeat(120)}\nFROM ${long}:1\n`;
    const cut = `${'a'.repeat(119)}…`;
    expect(findings(text)).toEqual([
      finding({ line: 1, column: 6 }, 'unpinned-base-image', unpinned('FROM', 'a'.repeat(120), 'a'.repeat(120))),
      finding({ line: 2, column: 6 }, 'unpinned-base-image', unpinned('FROM', cut, cut)),
    ]);
  });

  it(`the size cap counts UTF-8 bytes: ${DOCKERFILE_MAX_BYTES} bytes are read, one more is refused unread`, () => {
    const head = 'FROM busybox:1.37\n# ';
    const fill = (bytes: number) => head + 'é'.repeat((bytes - head.length) / 2);
    const edge = fill(DOCKERFILE_MAX_BYTES - ((DOCKERFILE_MAX_BYTES - head.length) % 2));
    expect(Buffer.byteLength(edge)).toBeLessThanOrEqual(DOCKERFILE_MAX_BYTES);
    expect(Buffer.byteLength(edge)).toBeGreaterThan(DOCKERFILE_MAX_BYTES - 2);
    const exact = edge + 'x'.repeat(DOCKERFILE_MAX_BYTES - Buffer.byteLength(edge));
    expect(Buffer.byteLength(exact)).toBe(DOCKERFILE_MAX_BYTES);
    expect(findings(exact)).toEqual([]);
    expect(findings(`${exact}x`)).toEqual([
      finding({ line: 1, column: 1 }, 'agent-too-large', `the Dockerfile is larger than ${DOCKERFILE_MAX_BYTES} bytes; keep it short`),
    ]);
  });
});
