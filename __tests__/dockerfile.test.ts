import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { checkDockerfile, isAllowlistedImage, isPinnedByDigest, parseDockerfile, parseImageReference } from '../src/core/dockerfile.js';
import { defaultConfig } from '../src/core/config.js';

const BASE_IMAGES = defaultConfig().build.baseImages;
const DIGEST = `sha256:${'b'.repeat(64)}`;

function check(text: string, baseImages: readonly string[] = BASE_IMAGES) {
  return checkDockerfile(text, { path: 'agents/community/x/Dockerfile', baseImages }).map((i) => ({
    rule: i.rule,
    line: i.line,
    column: i.column,
  }));
}

describe('Dockerfile parsing', () => {
  it('joins continuations, drops comment lines inside them, keeps positions', () => {
    const parsed = parseDockerfile('FROM busybox:1.37\nRUN echo a \\\n# a comment in the middle\n\n  && echo b\ncopy . /app\n');
    expect(parsed.instructions.map((i) => [i.keyword, i.line, i.column])).toEqual([
      ['FROM', 1, 1],
      ['RUN', 2, 1],
      ['COPY', 6, 1],
    ]);
    const run = parsed.instructions[1]!;
    expect(run.args.replace(/\s+/g, ' ')).toBe('echo a && echo b');
    expect(run.at(run.args.indexOf('&&'))).toEqual({ line: 5, column: 3 });
  });

  it('every character of a joined instruction maps back to the same character of the file (property)', () => {
    // one line of an instruction: indentation, words, trailing blanks, maybe a CR, maybe continued
    const word = fc.stringMatching(/^[a-z0-9./:&|-]{1,6}$/);
    const blanks = fc.constantFrom('', ' ', '  ', '\t', ' \t ');
    const line = fc.record({
      indent: blanks,
      words: fc.array(word, { minLength: 1, maxLength: 4 }),
      gap: blanks,
      trail: blanks,
      cr: fc.boolean(),
    });
    const interlude = fc.constantFrom([], [''], ['# a comment'], ['  # indented', '']);
    fc.assert(
      fc.property(fc.array(fc.tuple(line, interlude), { minLength: 1, maxLength: 6 }), (parts) => {
        const fileLines: string[] = ['FROM busybox:1.37'];
        parts.forEach(([l, between], k) => {
          const last = k === parts.length - 1;
          const text = `${l.indent}${k === 0 ? 'RUN ' : ''}${l.words.join(l.gap || ' ')}${last ? l.trail : `${l.trail} \\`}`;
          fileLines.push(`${text}${l.cr ? '\r' : ''}`);
          if (!last) fileLines.push(...between);
        });
        const file = fileLines.join('\n');
        const run = parseDockerfile(file).instructions[1]!;
        for (let offset = 0; offset < run.args.length; offset += 1) {
          const ch = run.args[offset]!;
          const { line: ln, column } = run.at(offset);
          const inFile = fileLines[ln - 1]![column - 1];
          // the joined text holds a space where a line was continued; the file a backslash or a blank
          if (ch === ' ') expect([' ', '\t', '\\']).toContain(inFile);
          else expect({ offset, ch: inFile }).toEqual({ offset, ch });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reads parser directives only at the very top; escape changes the continuation character', () => {
    const parsed = parseDockerfile('# escape=`\n# check=skip=all\nFROM busybox:1.37\nRUN echo a `\n  b\n');
    expect(parsed.directives.map((d) => d.name)).toEqual(['escape', 'check']);
    expect(parsed.instructions[1]!.args.replace(/\s+/g, ' ')).toBe('echo a b');
    const late = parseDockerfile('# a comment first\n# escape=`\nFROM x\n');
    expect(late.directives).toEqual([]);
  });

  it('handles CRLF line ends and a byte order mark', () => {
    const parsed = parseDockerfile('\ufeffFROM busybox:1.37\r\nRUN true\r\n');
    expect(parsed.instructions.map((i) => i.keyword)).toEqual(['FROM', 'RUN']);
    expect(parsed.instructions[0]!.args).toBe('busybox:1.37');
  });
});

describe('image references', () => {
  it('splits registry, repository, tag and digest like Docker', () => {
    expect(parseImageReference('node:22-slim')).toEqual({ registry: 'docker.io', repository: 'library/node', tag: '22-slim' });
    expect(parseImageReference('ghcr.io/o/bot@' + DIGEST)).toEqual({ registry: 'ghcr.io', repository: 'o/bot', digest: DIGEST });
    expect(parseImageReference('localhost:5000/bot:1')).toEqual({ registry: 'localhost:5000', repository: 'bot', tag: '1' });
    expect(parseImageReference('index.docker.io/library/node')).toEqual({ registry: 'docker.io', repository: 'library/node' });
    expect(parseImageReference('Not An Image')).toBeUndefined();
  });

  it('pins and allowlists compare in canonical form', () => {
    expect(isPinnedByDigest(`node@${DIGEST}`)).toBe(true);
    expect(isPinnedByDigest('node@sha256:abc')).toBe(false);
    expect(isAllowlistedImage('docker.io/library/node:22-slim', ['node:22-slim'])).toBe(true);
    expect(isAllowlistedImage('node', ['node:latest'])).toBe(true);
    expect(isAllowlistedImage('node:22', ['node:22-slim'])).toBe(false);
    expect(isAllowlistedImage('evil.io/node:22-slim', ['node:22-slim'])).toBe(false);
  });
});

describe('unpinned-base-image', () => {
  it('accepts allowlisted, digest-pinned, scratch and earlier stages (names case-insensitive)', () => {
    expect(
      check(
        [
          'FROM python:3.12-slim AS Build',
          `FROM ghcr.io/o/base@${DIGEST} as runtime`,
          'FROM scratch',
          'from build',
          'COPY --from=RUNTIME /a /b',
          'COPY --from=0 /a /b',
          'RUN --mount=type=bind,from=build,target=/x true',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('flags tags, untagged names and build-argument images at the image token', () => {
    expect(check('FROM node:latest\n')).toEqual([{ rule: 'unpinned-base-image', line: 1, column: 6 }]);
    expect(check('FROM --platform=$BUILDPLATFORM   ubuntu\n')).toEqual([{ rule: 'unpinned-base-image', line: 1, column: 34 }]);
    expect(check('ARG IMG=node:22-slim\nFROM $IMG\n')).toEqual([{ rule: 'unpinned-base-image', line: 2, column: 6 }]);
    expect(check('FROM \\\n  node:20\n')).toEqual([{ rule: 'unpinned-base-image', line: 2, column: 3 }]);
  });

  it('a stage name is only known after its FROM, and an allowlist can be empty', () => {
    expect(check('FROM app AS app\n')).toEqual([{ rule: 'unpinned-base-image', line: 1, column: 6 }]);
    expect(check('FROM node:22-slim\n', [])).toEqual([{ rule: 'unpinned-base-image', line: 1, column: 6 }]);
  });

  it('checks images pulled by COPY --from, RUN --mount from= and ONBUILD', () => {
    expect(check('FROM busybox:1.37\nCOPY --from=alpine:3 /bin/sh /sh\n')).toEqual([{ rule: 'unpinned-base-image', line: 2, column: 13 }]);
    expect(check('FROM busybox:1.37\nRUN --mount=type=bind,from=alpine,target=/a true\n')).toEqual([
      { rule: 'unpinned-base-image', line: 2, column: 28 },
    ]);
    expect(check('FROM busybox:1.37\nONBUILD COPY --from=alpine /a /b\n')).toEqual([{ rule: 'unpinned-base-image', line: 2, column: 21 }]);
  });
});

describe('remote-build-input', () => {
  it('flags # syntax= directives (any case, any spacing) but not later comments', () => {
    expect(check('#syntax=docker/dockerfile:1\nFROM busybox:1.37\n')).toEqual([{ rule: 'remote-build-input', line: 1, column: 1 }]);
    expect(check('  # SYNTAX = evil/frontend\nFROM busybox:1.37\n')).toEqual([{ rule: 'remote-build-input', line: 1, column: 3 }]);
    expect(check('\n# syntax=evil/frontend\nFROM busybox:1.37\n')).toEqual([{ rule: 'remote-build-input', line: 2, column: 1 }]);
    expect(check('FROM busybox:1.37\n# syntax=docker/dockerfile:1\n')).toEqual([]);
  });

  it('flags ADD of URLs and git repositories, in shell and JSON form, and ADD --checksum', () => {
    expect(check('FROM busybox:1.37\nADD https://example.com/x.tgz /x\n')).toEqual([{ rule: 'remote-build-input', line: 2, column: 5 }]);
    expect(check('FROM busybox:1.37\nadd ["local.txt", "HTTP://example.com/y", "/y/"]\n')).toEqual([
      { rule: 'remote-build-input', line: 2, column: 20 },
    ]);
    expect(check('FROM busybox:1.37\nADD git@github.com:o/r.git /src\n')).toEqual([{ rule: 'remote-build-input', line: 2, column: 5 }]);
    expect(check('FROM busybox:1.37\nADD github.com/o/r.git#main /src\n')).toEqual([{ rule: 'remote-build-input', line: 2, column: 5 }]);
    expect(check(`FROM busybox:1.37\nADD --checksum=sha256:${'c'.repeat(64)} x.bin /x\n`)).toEqual([
      { rule: 'remote-build-input', line: 2, column: 5 },
    ]);
    expect(check('FROM busybox:1.37\nARG SRC=https://example.com/x\nADD $SRC /x\n')).toEqual([
      { rule: 'remote-build-input', line: 3, column: 5 },
    ]);
    expect(check('FROM busybox:1.37\nARG BUILDKIT_SYNTAX=evil/frontend\n')).toEqual([{ rule: 'remote-build-input', line: 2, column: 5 }]);
    expect(check('FROM busybox:1.37\nONBUILD ADD http://example.com/x /x\n')).toEqual([
      { rule: 'remote-build-input', line: 2, column: 13 },
    ]);
  });

  it('accepts local ADD and COPY', () => {
    expect(check('FROM busybox:1.37\nADD --chown=1000:1000 bot.tar.gz /app/\nCOPY --chmod=755 . /app\n')).toEqual([]);
  });

  it('refuses a Dockerfile over the size cap instead of parsing it', () => {
    expect(check(`FROM busybox:1.37\n${'# padding\n'.repeat(30_000)}`)).toEqual([{ rule: 'agent-too-large', line: 1, column: 1 }]);
  });
});
