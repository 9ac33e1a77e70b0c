// File I/O for rotations: the append-only facts file (streamed, with a per-line cap checked before
// a line is buffered whole), shard results read as untrusted data, and the leaderboard files.
import { createReadStream } from 'node:fs';
import { appendFile, mkdir, open, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { UserError } from '../core/errors.js';
import { FACTS_CAPS, FactsError, FactsReader, serializeFactsJsonl, type Fact } from '../core/rating/facts.js';
import { RESULTS_CAPS, readResults, ResultsReadError, type Results } from '../core/results.js';
import { sanitizeLine } from '../core/sanitize.js';
import type { Leaderboard } from '../core/leaderboard/leaderboard.js';
import { serializeLeaderboard } from '../core/leaderboard/leaderboard.js';
import { chartFileName, renderLeaderboardMarkdown } from '../core/leaderboard/markdown.js';
import { LEADERBOARD_PAGE, renderLeaderboardHtml } from '../core/render/leaderboard-html.js';
import { renderRatingsSvg } from '../core/leaderboard/svg.js';

export const RESULTS_FILE = 'arena-results.json';
export const PLAN_FILE = 'arena-plan.json';
export const FACTS_FILE = 'facts.jsonl';

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Read a facts file; a missing file is no facts. Streams, so a huge line never sits in memory. */
export async function readFactsFile(path: string, label = path): Promise<Fact[]> {
  if (!(await exists(path))) return [];
  const reader = new FactsReader(label);
  let pending = '';
  let lineNumber = 0;
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      let text = pending + chunk;
      let newline = text.indexOf('\n');
      while (newline >= 0) {
        const line = text.slice(0, newline);
        reader.addLine(line.endsWith('\r') ? line.slice(0, -1) : line);
        lineNumber += 1;
        text = text.slice(newline + 1);
        newline = text.indexOf('\n');
      }
      pending = text;
      if (Buffer.byteLength(pending, 'utf8') > FACTS_CAPS.lineBytes) {
        throw new FactsError(`${sanitizeLine(label)}:${lineNumber + 1}: line is longer than ${FACTS_CAPS.lineBytes} bytes`);
      }
    }
  } finally {
    stream.destroy();
  }
  if (pending !== '') reader.addLine(pending);
  return reader.facts();
}

/**
 * Append facts (already deduplicated against the file) in canonical order. Creates the file and
 * its folder; never rewrites existing lines.
 */
export async function appendFactsFile(path: string, facts: readonly Fact[]): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  let prefix = '';
  if (await exists(path)) {
    const handle = await open(path, 'r');
    try {
      const { size } = await handle.stat();
      if (size > 0) {
        const last = Buffer.alloc(1);
        await handle.read(last, 0, 1, size - 1);
        if (last[0] !== 0x0a) prefix = '\n';
      }
    } finally {
      await handle.close();
    }
  }
  if (facts.length === 0 && prefix === '') {
    if (!(await exists(path))) await writeFile(path, '');
    return;
  }
  await appendFile(path, prefix + serializeFactsJsonl(facts));
}

/**
 * Read one shard's results as untrusted data: `DIR/arena-results.json` (or the file itself), with
 * the size cap checked before reading.
 */
export async function readShardResults(dirOrFile: string): Promise<{ results: Results; file: string }> {
  let file = dirOrFile;
  let info;
  try {
    info = await stat(dirOrFile);
  } catch {
    throw new UserError(
      `${sanitizeLine(dirOrFile)}: no such file or folder`,
      `pass folders that hold the ${RESULTS_FILE} of a rotation shard`,
    );
  }
  if (info.isDirectory()) {
    file = join(dirOrFile, RESULTS_FILE);
    try {
      info = await stat(file);
    } catch {
      throw new UserError(
        `${sanitizeLine(dirOrFile)}: holds no ${RESULTS_FILE}`,
        'pass the folders that `arena rotation --shard I/N --out DIR` wrote',
      );
    }
  }
  if (!info.isFile()) throw new UserError(`${sanitizeLine(file)}: not a file`);
  if (info.size > RESULTS_CAPS.documentBytes) {
    throw new UserError(
      `${sanitizeLine(file)}: larger than ${RESULTS_CAPS.documentBytes} bytes`,
      'a shard results file this large was not written by arena',
    );
  }
  try {
    return { results: readResults(await readFile(file, 'utf8')), file };
  } catch (error) {
    if (error instanceof ResultsReadError)
      throw new UserError(`${sanitizeLine(file)}: ${sanitizeLine(error.message)}`, 'merge only files written by `arena rotation --shard`');
    throw error;
  }
}

/** Write a file atomically (temp file + rename), creating its folder. */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  await writeFile(temp, text);
  await rename(temp, path);
}

/** leaderboard.json, LEADERBOARD.md and one ratings-<game>.svg per game into `dir`. Returns the paths. */
export async function writeLeaderboardFiles(dir: string, board: Leaderboard): Promise<string[]> {
  const written: string[] = [];
  const put = async (name: string, text: string) => {
    const path = join(dir, name);
    await writeFileAtomic(path, text);
    written.push(path);
  };
  await put('leaderboard.json', serializeLeaderboard(board));
  await put('LEADERBOARD.md', renderLeaderboardMarkdown(board, { charts: true }));
  await put(LEADERBOARD_PAGE, renderLeaderboardHtml(board));
  for (const game of board.games) await put(chartFileName(game.game), renderRatingsSvg(game));
  return written;
}
