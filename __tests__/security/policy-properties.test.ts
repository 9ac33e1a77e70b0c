// Properties (fast-check) of the path and image policies: trusted-path matching is case- and
// form-insensitive for every trusted root; the allowlists accept exactly their members in every
// spelling of the same image and nothing else (another registry, repository, tag or a digest).
// The lists are written out here again, from docs/security-model.md, not imported.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { runs } from './runs.js';
import { defaultConfig, parseConfig } from '../../src/core/config.js';
import { isAllowlistedImage, isPinnedByDigest, parseImageReference } from '../../src/core/dockerfile.js';
import { TRUSTED_PATHS, trustedPathMatcher } from '../../src/core/gates.js';
import { validateManifestText } from '../../src/core/manifest.js';

const TRUSTED_FILES = [
  'arena.yml',
  'arena.yaml',
  'action.yml',
  'action.yaml',
  'package.json',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  '.npmrc',
  '.nvmrc',
  '.node-version',
  'tsconfig.json',
  'jest.config.js',
  'eslint.config.js',
  '.gitattributes',
  '.gitmodules',
];
const TRUSTED_FOLDERS = ['.github', 'src', 'dist', 'scripts', 'harden-engine', '.ci', 'docker', 'games', 'node_modules', 'agents/official'];

/** the same text in a random mix of upper and lower case */
const anyCase = (s: string) =>
  fc
    .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
    .map((ups) => [...s].map((c, i) => (ups[i] ? c.toUpperCase() : c.toLowerCase())).join(''));
const segment = fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}$/).filter((s) => s !== '.' && s !== '..');
const RUNS = { numRuns: runs(300) };

describe('trusted paths', () => {
  const matcher = trustedPathMatcher(defaultConfig());

  it('the list is exactly the documented files and folders', () => {
    expect([...TRUSTED_PATHS].sort()).toEqual(
      [...TRUSTED_FILES, ...TRUSTED_FOLDERS.filter((f) => f !== 'agents/official').map((f) => `${f}/`)].sort(),
    );
  });

  it('every trusted file, in any case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRUSTED_FILES).chain(anyCase), (path) =>
        expect([path, matcher.isTrusted(path)]).toEqual([path, true]),
      ),
      RUNS,
    );
  });

  it('every trusted folder in every form (bare, with a slash, anything below it), in any case', () => {
    const forms = fc
      .tuple(fc.constantFrom(...TRUSTED_FOLDERS), fc.array(segment, { maxLength: 3 }), fc.boolean())
      .chain(([folder, below, slash]) => anyCase(below.length > 0 ? `${folder}/${below.join('/')}` : slash ? `${folder}/` : folder));
    fc.assert(
      fc.property(forms, (path) => expect([path, matcher.isTrusted(path)]).toEqual([path, true])),
      RUNS,
    );
  });

  it('near misses are not trusted: a longer name, a prefix of a name, the same name deeper down', () => {
    const misses = fc.oneof(
      fc.tuple(fc.constantFrom(...TRUSTED_FILES, ...TRUSTED_FOLDERS), segment).map(([name, tail]) => `${name}${tail.replace(/^[/]/, '')}x`),
      fc
        .constantFrom(...TRUSTED_FILES, ...TRUSTED_FOLDERS)
        .filter((n) => n.length > 2)
        .map((n) => n.slice(0, -1)),
      fc
        .tuple(fc.constantFrom('agents/community/bot', 'docs', 'lib'), fc.constantFrom(...TRUSTED_FILES, ...TRUSTED_FOLDERS))
        .map(([dir, name]) => `${dir}/${name}`),
    );
    fc.assert(
      fc.property(misses, (path) => {
        // a miss may still land in a trusted folder by chance (`src` + `x`… is not one; `agents/official…` is checked by prefix)
        const reallyTrusted =
          [...TRUSTED_FILES].includes(path.toLowerCase()) ||
          TRUSTED_FOLDERS.some((f) => path.toLowerCase() === f || path.toLowerCase().startsWith(`${f}/`));
        expect([path, matcher.isTrusted(path)]).toEqual([path, reallyTrusted]);
      }),
      RUNS,
    );
  });

  it('the official root follows arena.yml', () => {
    const custom = trustedPathMatcher(parseConfig('agents:\n  official: bots/Trusted\n  community: bots/open\n'));
    for (const path of ['bots/trusted', 'BOTS/TRUSTED/', 'bots/Trusted/x/agent.yml'])
      expect([path, custom.isTrusted(path)]).toEqual([path, true]);
    for (const path of ['bots/open/x/agent.yml', 'bots/trusted2/x', 'agents/official/x'])
      expect([path, custom.isTrusted(path)]).toEqual([path, false]);
  });
});

describe('the base-image allowlist (Dockerfile FROM)', () => {
  const DIGEST = `sha256:${'0123456789abcdef'.repeat(4)}`;
  /** an entry, and every spelling Docker resolves to the same image */
  const members: Array<{ entry: string; spellings: string[] }> = [
    {
      entry: 'python:3.12-slim',
      spellings: [
        'python:3.12-slim',
        'library/python:3.12-slim',
        'docker.io/library/python:3.12-slim',
        'index.docker.io/library/python:3.12-slim',
        'registry-1.docker.io/library/python:3.12-slim',
        'DOCKER.IO/library/python:3.12-slim',
      ],
    },
    { entry: 'docker.io/library/node:22', spellings: ['node:22', 'docker.io/node:22', 'docker.io/library/node:22'] },
    { entry: 'busybox', spellings: ['busybox', 'busybox:latest', 'docker.io/library/busybox:latest'] },
    { entry: 'ghcr.io/o/img:1.0', spellings: ['ghcr.io/o/img:1.0', 'GHCR.IO/o/img:1.0'] },
    { entry: 'localhost:5000/arena/base:2', spellings: ['localhost:5000/arena/base:2'] },
  ];
  const entries = members.map((m) => m.entry);

  it('accepts every spelling of every member', () => {
    for (const m of members) for (const s of m.spellings) expect([s, isAllowlistedImage(s, entries)]).toEqual([s, true]);
  });

  it('refuses another registry, repository or tag, and any digest form (digests are checked separately)', () => {
    const variants = fc
      .tuple(fc.constantFrom(...members), fc.constantFrom('registry', 'repository', 'tag', 'digest', 'namespace'))
      .map(([m, what]) => {
        const ref = parseImageReference(m.entry)!;
        const tag = ref.tag ?? 'latest';
        switch (what) {
          case 'registry':
            return `evil.example/${ref.repository}:${tag}`;
          case 'repository':
            return `${ref.registry}/${ref.repository}x:${tag}`;
          case 'namespace':
            return `${ref.registry}/evil/${ref.repository.split('/').pop()!}:${tag}`;
          case 'tag':
            return `${ref.registry}/${ref.repository}:${tag}x`;
          default:
            return `${ref.registry}/${ref.repository}@${DIGEST}`;
        }
      });
    fc.assert(
      fc.property(variants, (ref) => expect([ref, isAllowlistedImage(ref, entries)]).toEqual([ref, false])),
      RUNS,
    );
    expect(isAllowlistedImage('evil.example/library/python:3.12-slim', ['python:3.12-slim'])).toBe(false);
    expect(isAllowlistedImage('python:3.12-slim', [])).toBe(false);
    expect(isAllowlistedImage('python:3.12-slim', ['not a reference', 'python:3.12-slim'])).toBe(true);
  });

  it('an image is allowlisted exactly when its canonical form is an entry’s (any generated name)', () => {
    const name = fc.stringMatching(/^[a-z0-9]{1,6}(?:[._-][a-z0-9]{1,4})?$/);
    const tagOf = fc.option(fc.stringMatching(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,8}$/), { nil: undefined });
    const host = fc.constantFrom(undefined, 'docker.io', 'ghcr.io', 'evil.example', 'localhost:5000');
    const image = fc
      .record({ host, path: fc.array(name, { minLength: 1, maxLength: 2 }), tag: tagOf })
      .map(({ host, path, tag }) => `${host ? `${host}/` : ''}${path.join('/')}${tag ? `:${tag}` : ''}`);
    const canon = (s: string) => {
      const r = parseImageReference(s)!;
      return `${r.registry}/${r.repository}:${r.tag ?? 'latest'}`;
    };
    fc.assert(
      fc.property(image, fc.array(image, { maxLength: 4 }), (ref, list) => {
        expect(isAllowlistedImage(ref, list)).toBe(list.some((e) => canon(e) === canon(ref)));
      }),
      RUNS,
    );
  });

  it('digest pinning: only a full sha256 digest counts', () => {
    expect(isPinnedByDigest(`python@${DIGEST}`)).toBe(true);
    expect(isPinnedByDigest(`ghcr.io/o/img:1@${DIGEST}`)).toBe(true);
    // text that is no image reference at all is simply not pinned (never a crash)
    for (const bad of ['', 'not a reference', `UPPER/Case@${DIGEST}`, `${'a'.repeat(600)}@${DIGEST}`]) {
      expect([bad, isPinnedByDigest(bad)]).toEqual([bad, false]);
    }
    for (const bad of [
      'python:3',
      `python@sha256:${'a'.repeat(63)}`,
      `python@sha256:${'A'.repeat(64)}`,
      `python@sha512:${'a'.repeat(64)}`,
      `python@${DIGEST}x`,
    ]) {
      expect([bad, isPinnedByDigest(bad)]).toEqual([bad, false]);
    }
  });
});

describe('the registry allowlist (entrypoint.image)', () => {
  const DIGEST = `sha256:${'ab'.repeat(32)}`;
  const rules = (image: string, registries: string[]) => {
    const config = parseConfig(`build:\n  registries: [${registries.join(', ')}]\n`);
    const text = `name: bot\nversion: 1.0.0\ngames: [connect-four]\nentrypoint:\n  type: docker\n  image: "${image}"\n`;
    return validateManifestText(text, { path: 'agents/community/bot/agent.yml', tier: 'community', folderName: 'bot', config }).issues.map(
      (i) => i.rule,
    );
  };

  it('accepts exactly the listed registries, any case of the host', () => {
    const host = fc.constantFrom('ghcr.io', 'quay.io', 'registry.example:5000', 'evil.example', 'docker.io');
    fc.assert(
      fc.property(host, fc.subarray(['ghcr.io', 'quay.io', 'registry.example:5000']), fc.boolean(), (h, allowed, upper) => {
        const ref = `${upper ? h.toUpperCase() : h}/o/bot@${DIGEST}`;
        expect(rules(ref, allowed).includes('image-registry-not-allowed')).toBe(!allowed.includes(h));
      }),
      { numRuns: runs(100) },
    );
  });

  it('a tag instead of a digest is refused even on an allowed registry', () => {
    expect(rules('ghcr.io/o/bot:1', ['ghcr.io'])).toContain('image-without-digest');
    expect(rules(`ghcr.io/o/bot@${DIGEST}`, ['ghcr.io'])).toEqual([]);
    expect(rules(`o/bot@${DIGEST}`, ['ghcr.io'])).toContain('image-registry-not-allowed');
  });
});
