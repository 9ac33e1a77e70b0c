// The jobs that hold a write scope — maintainer-report (checks: write) and publish (contents: write)
// — run no agent. This walks the static import graph of each mode file and proves that no process
// spawning, Docker adapter, process runner, stdio channel or match engine is reachable from it.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';

function specifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
  const out: string[] = [];
  for (const m of code.matchAll(/(?:^|[;\n}])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    if (m[2] === undefined && !/^\{\s*\}$/.test(m[3]!.trim())) out.push(m[4]!);
  }
  for (const m of code.matchAll(/(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g)) out.push(m[1]!);
  for (const m of code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1]!);
  return out;
}

function walk(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [resolve(REPO_ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const rel = relative(REPO_ROOT, file);
    if (files.has(rel)) continue;
    files.add(rel);
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) {
        const target = resolve(dirname(file), spec.replace(/\.js$/, '.ts'));
        const found = [target, `${target}.ts`, join(target, 'index.ts')].find((p) => existsSync(p));
        if (!found) throw new Error(`${rel} imports ${spec}, which does not resolve`);
        queue.push(found);
      } else if (!packages.has(spec)) packages.set(spec, rel);
    }
  }
  return { files, packages };
}

describe.each(['src/modes/maintainer-report.ts', 'src/modes/publish.ts'])('%s’s import graph', (entry) => {
  const graph = walk(entry);

  it('reaches the GitHub adapter', () => {
    expect(graph.files.has('src/adapters/github.ts')).toBe(true);
  });

  it('never reaches child_process, the Docker adapters, the process runner, the stdio channel or the match engine', () => {
    const forbidden = [...graph.files].filter((f) =>
      // src/core/match/plan.ts is allowed: the pure game plan (seeds, seats), which publish uses to
      // check a shard's games against the rotation plan; the engine around it is not
      /^src\/adapters\/(docker-[^/]*|process-runner|stdio-channel|runner-selection|git)\.ts$|^src\/core\/match\/(?!plan\.ts$)|^src\/core\/protocol\/|^src\/modes\/(evaluate|maintainer-evaluate|rotation|match)\.ts$|^src\/flows\/(evaluation|rotation)\.ts$/.test(
        f,
      ),
    );
    expect(forbidden).toEqual([]);
    const packages = [...graph.packages.keys()].filter((p) => /^(node:)?(child_process|worker_threads|cluster)$|^@actions\/exec$/.test(p));
    expect(packages.map((p) => `${p} (from ${graph.packages.get(p)})`)).toEqual([]);
  });
});

it('the walk sees the Docker adapter from maintainer-evaluate (a negative control)', () => {
  const graph = walk('src/modes/maintainer-evaluate.ts');
  expect(graph.files.has('src/adapters/docker-cli.ts')).toBe(true);
});
