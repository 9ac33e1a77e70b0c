// P5 — discovery. (a) validateManifestText over 10,000 generated agent.yml files (90 % valid, 10 %
// with a typical mistake) against plain `yaml` parsing (YAML.parse) of the same files; both sides get
// the files' bytes already read, so the figure is the validator's own cost. (b) touchedAgents over
// 3,000 changed paths (renames included) against a bare loop that does the least the same mapping
// needs (prefix test, folder name, group by folder).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import YAML from 'yaml';
import { defaultConfig } from '../../src/core/config.js';
import { touchedAgents, type ChangedPath } from '../../src/core/gates.js';
import { validateManifestText } from '../../src/core/manifest.js';
import type { BenchContext, BenchGroup } from '../lib/context.js';
import { figure, type Figure } from '../lib/figures.js';
import { alternate, median, relativeIqr } from '../lib/stats.js';
import { benchTempDir, removeTempDir } from '../lib/temp.js';

const MANIFESTS = 10_000;
const CHANGED = 3_000;
const DIGEST = 'sha256:' + 'ab12'.repeat(16);

/** A deterministic pseudo-random stream (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function manifestText(i: number, random: () => number): string {
  const name = `bot-${String(i).padStart(5, '0')}`;
  const lines = [
    `name: ${name}`,
    `version: ${1 + Math.floor(random() * 3)}.${Math.floor(random() * 10)}.${Math.floor(random() * 20)}`,
    `description: "Generated agent ${i}: ${'plays well '.repeat(1 + Math.floor(random() * 4)).trim()}"`,
    `authors: [octocat${i % 97}, hubot]`,
    random() < 0.7 ? 'games: [connect-four]' : 'games: [connect-four, rock-paper-scissors]',
    'entrypoint:',
    '  type: docker',
  ];
  const kind = random();
  if (kind < 0.6) lines.push('  build: .');
  else if (kind < 0.8) lines.push('  build: docker', '  dockerfile: Dockerfile.agent', '  args: [python, bot.py]', '  workdir: /app');
  else lines.push(`  image: ghcr.io/owner${i % 13}/${name}@${DIGEST}`);
  if (random() < 0.4) lines.push('  env:', '    LOG_LEVEL: info', `    SEARCH_DEPTH: "${1 + (i % 7)}"`);
  if (random() < 0.3) lines.push('requires:', '  memory: 256m', '  cpus: 0.5');
  // one in ten carries a typical mistake (the error paths cost more: positions, hints)
  if (i % 10 === 7) {
    const mistakes = ['color: blue', 'version: 1.0', 'games: [chess]', 'entrypoint: {type: command, command: [node, a.mjs]}'];
    const mistake = mistakes[i % mistakes.length]!;
    const key = mistake.split(':')[0]!;
    const at = lines.findIndex((l) => l.startsWith(`${key}:`));
    if (at >= 0 && key !== 'color') {
      // replace that key (and, for a mapping, its indented lines)
      let end = at + 1;
      while (end < lines.length && lines[end]!.startsWith('  ')) end++;
      lines.splice(at, end - at, mistake);
    } else lines.push(mistake);
  }
  return `${lines.join('\n')}\n`;
}

async function validateVsParse(ctx: BenchContext): Promise<Figure> {
  const config = defaultConfig();
  const dir = benchTempDir('p5');
  try {
    const random = prng(5);
    const names = Array.from({ length: MANIFESTS }, (_, i) => `bot-${String(i).padStart(5, '0')}`);
    const texts = names.map((_, i) => manifestText(i, random));
    // written in batches (back to the event loop in between), then read back as bytes
    for (let i = 0; i < MANIFESTS; i += 500) {
      await Promise.all(
        names.slice(i, i + 500).map(async (name, k) => {
          const folder = join(dir, 'agents', 'community', name);
          await mkdir(folder, { recursive: true });
          await writeFile(join(folder, 'agent.yml'), texts[i + k]!);
        }),
      );
    }
    const files: Array<{ path: string; name: string; bytes: Buffer }> = [];
    for (let i = 0; i < MANIFESTS; i += 500) {
      const batch = await Promise.all(names.slice(i, i + 500).map((name) => readFile(join(dir, 'agents', 'community', name, 'agent.yml'))));
      batch.forEach((bytes, k) => files.push({ path: `agents/community/${names[i + k]}/agent.yml`, name: names[i + k]!, bytes }));
    }
    let invalid = 0;
    const validateAll = () => {
      const t0 = performance.now();
      let bad = 0;
      for (const f of files) {
        const check = validateManifestText(f.bytes, { path: f.path, tier: 'community', folderName: f.name, config });
        if (!check.manifest) bad++;
      }
      invalid = bad;
      return performance.now() - t0;
    };
    const parseAll = () => {
      const t0 = performance.now();
      let n = 0;
      for (const f of files) if (YAML.parse(f.bytes.toString('utf8'))) n++;
      if (n !== files.length) throw new Error('YAML.parse returned nothing for some manifests');
      return performance.now() - t0;
    };
    const rounds = ctx.quick ? 2 : 7;
    const engine: number[] = [];
    const floor: number[] = [];
    validateAll();
    parseAll(); // warm-up
    for (let i = 0; i < rounds; i++) {
      const [e, f] = await alternate(i, validateAll, parseAll);
      engine.push(e);
      floor.push(f);
    }
    return figure({
      id: 'P5-validate',
      group: 'P5',
      title: `Validating ${MANIFESTS.toLocaleString('en-US')} generated manifests (validateManifestText)`,
      value: median(engine),
      unit: 'ms',
      floor: median(floor),
      floorLabel: 'plain YAML.parse of the same files',
      target: { op: '<=', limit: 3 },
      detail: `${rounds} rounds per side, interleaved; ${invalid} of ${MANIFESTS} manifests carry a mistake; files read beforehand (same cost both sides); IQR/median ${Math.round(relativeIqr(engine) * 100)} % / ${Math.round(relativeIqr(floor) * 100)} %; ${((median(engine) * 1000) / MANIFESTS).toFixed(0)} µs per manifest`,
    });
  } finally {
    removeTempDir(dir);
  }
}

export function changedPaths(count: number): ChangedPath[] {
  const random = prng(9);
  const out: ChangedPath[] = [];
  const files = ['agent.yml', 'Dockerfile', 'bot.py', 'src/main.rs', 'README.md', 'weights/net.bin'];
  const agent = () => `bot-${String(Math.floor(random() * 400)).padStart(5, '0')}`;
  const file = () => files[Math.floor(random() * files.length)]!;
  for (let i = 0; i < count; i++) {
    const r = random();
    if (r < 0.6) out.push({ status: random() < 0.5 ? 'modified' : 'added', path: `agents/community/${agent()}/${file()}` });
    else if (r < 0.72) out.push({ status: 'modified', path: `agents/official/${agent()}/${file()}` });
    else if (r < 0.8)
      out.push({ status: 'renamed', from: `agents/community/${agent()}/${file()}`, path: `agents/community/${agent()}/${file()}` });
    else if (r < 0.82) out.push({ status: 'modified', path: 'agents/community/README.md' });
    else out.push({ status: 'modified', path: `src/module-${i % 50}/file-${i}.ts` });
  }
  return out;
}

/** The floor: the least a mapping from paths to agent folders can do. */
function bareLoop(changes: readonly ChangedPath[]): number {
  const folders = new Map<string, number>();
  let other = 0;
  for (const change of changes) {
    const paths = change.from !== undefined ? [change.from, change.path] : [change.path];
    for (const path of paths) {
      const prefix = path.startsWith('agents/community/') ? 17 : path.startsWith('agents/official/') ? 16 : -1;
      if (prefix < 0) {
        other++;
        continue;
      }
      const slash = path.indexOf('/', prefix);
      const folder = slash < 0 ? path : path.slice(0, slash);
      folders.set(folder, (folders.get(folder) ?? 0) + 1);
    }
  }
  return folders.size + other;
}

async function changedPathsFigure(ctx: BenchContext): Promise<Figure> {
  const config = defaultConfig();
  const changes = changedPaths(CHANGED);
  const repeat = 50;
  let sink = 0;
  const engineOnce = () => {
    const t0 = performance.now();
    for (let i = 0; i < repeat; i++) sink += touchedAgents(changes, config).agents.size;
    return (performance.now() - t0) / repeat;
  };
  const floorOnce = () => {
    const t0 = performance.now();
    for (let i = 0; i < repeat; i++) sink += bareLoop(changes);
    return (performance.now() - t0) / repeat;
  };
  const rounds = ctx.quick ? 5 : 21;
  const engine: number[] = [];
  const floor: number[] = [];
  for (let i = -3; i < rounds; i++) {
    const [e, f] = await alternate(i, engineOnce, floorOnce);
    if (i < 0) continue; // warm-up
    engine.push(e);
    floor.push(f);
  }
  if (sink === 0) throw new Error('nothing was mapped');
  return figure({
    id: 'P5-changed-paths',
    group: 'P5',
    title: `Mapping ${CHANGED.toLocaleString('en-US')} changed paths to agents (touchedAgents)`,
    value: median(engine),
    unit: 'ms',
    floor: median(floor),
    floorLabel: 'a bare loop over the same paths (prefix test, folder name, group by folder)',
    target: { op: '<=', limit: 5 },
    detail: `${rounds} rounds per side, interleaved, each the mean of ${repeat} passes; IQR/median ${Math.round(relativeIqr(engine) * 100)} % / ${Math.round(relativeIqr(floor) * 100)} %`,
  });
}

export const p5: BenchGroup = {
  id: 'P5',
  title: 'discovery',
  async run(ctx) {
    ctx.log('P5: validating 10,000 manifests vs YAML.parse');
    const validate = await validateVsParse(ctx);
    ctx.log('P5: mapping 3,000 changed paths vs a bare loop');
    return [validate, await changedPathsFigure(ctx)];
  },
};
