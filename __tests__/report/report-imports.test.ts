// Report mode is the privileged job: it must never be able to run an agent. This walks the static
// import graph from src/modes/report.ts (every `import`/`export … from` and literal `import()` of
// every reachable source file) and proves no process spawning, Docker adapter, process runner,
// stdio channel or match engine is reachable.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';

interface Graph {
  /** repository-relative source files reachable */
  files: Set<string>;
  /** bare specifiers (packages, node: builtins) imported by reachable files, with an importer */
  packages: Map<string, string>;
  /** importer → imported, for messages */
  edges: Array<[string, string]>;
}

/** Import specifiers of a TypeScript file; `import type` and `export type` are erased, so skipped. */
export function importSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
  const out: string[] = [];
  const statement = /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of code.matchAll(statement)) {
    const typeOnly = m[2] !== undefined || /^\{\s*\}$/.test(m[3]!.trim());
    if (!typeOnly) out.push(m[4]!);
  }
  for (const m of code.matchAll(/(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g)) out.push(m[1]!); // side-effect imports
  for (const m of code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1]!); // dynamic imports
  for (const m of code.matchAll(/\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1]!);
  return out;
}

function walk(entry: string): Graph {
  const graph: Graph = { files: new Set(), packages: new Map(), edges: [] };
  const queue = [resolve(REPO_ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const rel = relative(REPO_ROOT, file);
    if (graph.files.has(rel)) continue;
    graph.files.add(rel);
    const source = readFileSync(file, 'utf8');
    expect(/\bimport\s*\(\s*[^'"\s)]/.test(source)).toBe(false); // no computed dynamic import anywhere on the path
    for (const spec of importSpecifiers(source)) {
      if (spec.startsWith('.')) {
        const target = resolve(dirname(file), spec.replace(/\.js$/, '.ts'));
        const found = [target, `${target}.ts`, join(target, 'index.ts')].find((p) => existsSync(p));
        if (!found) throw new Error(`${rel} imports ${spec}, which does not resolve`);
        graph.edges.push([rel, relative(REPO_ROOT, found)]);
        queue.push(found);
      } else if (!graph.packages.has(spec)) {
        graph.packages.set(spec, rel);
      }
    }
  }
  return graph;
}

describe('report mode’s import graph', () => {
  const graph = walk('src/modes/report.ts');

  it('reaches the report core and adapters it needs', () => {
    for (const needed of [
      'src/core/report/flow.ts',
      'src/core/gates.ts',
      'src/core/manifest.ts',
      'src/adapters/github.ts',
      'src/adapters/zip.ts',
    ]) {
      expect(graph.files.has(needed)).toBe(true);
    }
  });

  it('never reaches child_process, the Docker adapters, the process runner, the stdio channel or the match engine', () => {
    const forbiddenFiles = [...graph.files].filter((f) =>
      /^src\/adapters\/(docker-[^/]*|process-runner|stdio-channel|runner-selection)\.ts$|^src\/core\/match\/|^src\/core\/protocol\//.test(
        f,
      ),
    );
    expect(forbiddenFiles).toEqual([]);
    const forbiddenPackages = [...graph.packages.keys()].filter((p) =>
      /^(node:)?child_process$|^(node:)?worker_threads$|^(node:)?cluster$|^@actions\/exec$/.test(p),
    );
    expect(forbiddenPackages.map((p) => `${p} (from ${graph.packages.get(p)})`)).toEqual([]);
  });

  it('no package it imports (nor their dependencies) mentions child_process anywhere', () => {
    // An over-approximation: every .js/.mjs/.cjs file of each package in the dependency closure.
    const builtins = /^node:|^(fs|path|crypto|os|url|util|stream|zlib|events|http|https|net|tls|buffer|module)(\/|$)/;
    const packageName = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
    const queue = [...graph.packages.keys()].filter((s) => !builtins.test(s)).map((s) => join(REPO_ROOT, 'node_modules', packageName(s)));
    const seen = new Set<string>();
    const offenders: string[] = [];
    const scan = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules') scan(path);
        } else if (/\.(m|c)?js$/.test(entry.name) && /child_process/.test(readFileSync(path, 'utf8'))) {
          offenders.push(relative(REPO_ROOT, path));
        }
      }
    };
    while (queue.length > 0) {
      const dir = queue.pop()!;
      if (seen.has(dir)) continue;
      seen.add(dir);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
      scan(dir);
      for (const dep of Object.keys(manifest.dependencies ?? {})) {
        const nested = join(dir, 'node_modules', dep);
        queue.push(existsSync(nested) ? nested : join(REPO_ROOT, 'node_modules', dep));
      }
    }
    expect(seen.size).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });

  it('the same walk does see child_process where it is used (a negative control)', () => {
    const docker = walk('src/adapters/docker-cli.ts');
    expect([...docker.packages.keys()].some((p) => /^(node:)?child_process$/.test(p))).toBe(true);
  });

  it('the parser sees through the import forms used in this code base', () => {
    const src = [
      "import { a } from './a.js';",
      "import type { B } from './b.js';",
      "export { c } from './c.js';",
      "export type { D } from './d.js';",
      "import './e.js';",
      "const f = await import('./f.js');",
      "import {\n  g,\n  type H,\n} from './g.js';",
      "// import { x } from './commented.js';",
    ].join('\n');
    expect(importSpecifiers(src).sort()).toEqual(['./a.js', './c.js', './e.js', './f.js', './g.js']);
  });
});
