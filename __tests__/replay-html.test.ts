// The HTML building blocks without a browser: escaping, JSON inside <script>, the page's
// Content-Security-Policy hashes, the viewer budget, the timing file, and `arena replay --html`.
// (The pages in a real browser: __tests__/browser/.)
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { ViewerBudget } from '../src/adapters/replay-files.js';
import type { AnyGameModule } from '../src/core/games/registry.js';
import type { LightCyclesState } from '../src/core/games/light-cycles.js';
import { rockPaperScissors } from '../src/core/games/rock-paper-scissors.js';
import { runMatch } from '../src/core/match/run-match.js';
import { escapeHtml, html, jsonForScript, page } from '../src/core/render/html.js';
import { renderReplayHtml } from '../src/core/render/replay-html.js';
import {
  buildReplay,
  buildReplayTiming,
  parseReplayTiming,
  replaySteps,
  serializeReplay,
  serializeReplayTiming,
  type Replay,
} from '../src/core/replay.js';
import { cli } from './helpers/cli.js';
import { expectSameJsonDocument } from './helpers/json-document.js';
import { fixture, matchSpec, official, RecordingRunner } from './match-helpers.js';

let work: string;
let replay: Replay;
let replayText: string;
let timingText: string;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'arena-replay-html-'));
  const runner = new RecordingRunner();
  try {
    const spec = matchSpec('rock-paper-scissors', [official('rps-random', runner), fixture('crash-mid-game', runner)], {
      games: 1,
      seed: 5,
      config: { rounds: 5 },
      time: { startupMs: 20_000, turnMs: 5_000, bankMs: 20_000 },
    });
    const outcome = await runMatch(spec);
    replay = buildReplay(spec, outcome.result.id, outcome.games[0]!);
    replayText = serializeReplay(replay);
    timingText = serializeReplayTiming(buildReplayTiming(outcome.result.id, outcome.games[0]!));
  } finally {
    await runner.close();
  }
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('escaping', () => {
  it('text and attributes: no markup character survives, and the text reads back the same', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const out = escapeHtml(s);
        expect(out).not.toMatch(/[<>"'`]/);
        expect(
          out.replace(
            /&(lt|gt|quot|#39|#96|amp);/g,
            (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", '#96': '`', amp: '&' })[e]!,
          ),
        ).toBe(s);
      }),
    );
    expect(html`<p title="${'"><img onerror=x>'}">${'<script>'}</p>`.value).toBe(
      '<p title="&quot;&gt;&lt;img onerror=x&gt;">&lt;script&gt;</p>',
    );
  });

  it('JSON in a <script> element cannot close it or start a comment, and parses back unchanged', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.constantFrom('</script>', '<!--', '</SCRIPT ', '\u2028', '\u2029', '<script>', ']]>'),
        (value, nasty) => {
          const data = { value, nasty, both: `${nasty}${JSON.stringify(value)}` };
          const text = jsonForScript(data);
          expect(text).not.toMatch(/[<>\u2028\u2029]/);
          expectSameJsonDocument(text, JSON.stringify(data)); // not JSON.parse: helpers/json-document.ts says why
        },
      ),
    );
  });

  it("the page's policy allows exactly its own inline script and style sheet, and nothing from the network", () => {
    const text = page({
      title: 't',
      css: 'p{color:red}',
      script: 'document.title = "x";',
      data: { d: { a: '</script>' } },
      body: html`<p>x</p>`,
    });
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(text)![1]!;
    const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    expect(csp).toBe(
      `default-src 'none'; script-src ${hash('document.title = "x";')}; style-src ${hash('p{color:red}')}; img-src 'none'; connect-src 'none'; base-uri 'none'; form-action 'none'`,
    );
    expect(text).toContain('<script type="application/json" id="d">{"a":"\\u003c/script\\u003e"}</script>');
  });
});

describe('the viewer page', () => {
  it('carries every turn, the failure with its stderr from the timing file, and a script its policy allows', () => {
    const timing = parseReplayTiming(timingText);
    expect(timing.stderr).toEqual([{ seat: 1, agent: 'local/crash-mid-game', text: expect.stringContaining('boom') }]);
    const text = renderReplayHtml({ replay, timing });
    expect(text.match(/<section\s+class="frame/g)).toHaveLength(replay.result.turns + 1);
    expect(text).toContain('failure: seat 1 (local/crash-mid-game) crash on turn 3');
    const script = /<script>([\s\S]*?)<\/script>/.exec(text)![1]!;
    expect(text).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    // without a timing file: the same turns, and a note instead of times and stderr
    const bare = renderReplayHtml({ replay });
    expect(bare).toContain('no timing file');
    expect(bare.match(/<section\s+class="frame/g)).toHaveLength(replay.result.turns + 1);
  });

  it('a game with no picture of its own (a fixture game module without renderHtml) is shown as its observations and actions', () => {
    const module = { ...(rockPaperScissors as unknown as AnyGameModule), name: 'fixture-game' };
    const text = renderReplayHtml({ replay: { ...replay, game: 'fixture-game' }, module });
    expect(text).toContain('no picture for fixture-game: observations and actions are shown as recorded');
    expect(text.match(/<pre class="observation">/g)).toHaveLength(replay.turns.length);
    expect(text).not.toContain('class="rps"');
    // the same replay under its own name gets the built-in picture
    expect(renderReplayHtml({ replay })).toContain('class="rps"');
  });

  it("a game module's renderHtml that throws costs only that picture, shown escaped", () => {
    const module = {
      ...(rockPaperScissors as unknown as AnyGameModule),
      name: 'broken-art',
      renderHtml: () => {
        throw new Error('no <b>art</b> today');
      },
    };
    const text = renderReplayHtml({ replay: { ...replay, game: 'broken-art' }, module });
    expect(text).toContain("the game's renderHtml failed on this state: no &lt;b&gt;art&lt;/b&gt; today");
    expect(text.match(/<section\s+class="frame/g)).toHaveLength(replay.result.turns + 1);
  });

  it('refuses a replay that breaks the rules of its game', () => {
    const bad = { ...replay, turns: replay.turns.map((t, i) => (i === 0 ? { ...t, action: 'lizard' } : t)) };
    expect(() => renderReplayHtml({ replay: bad })).toThrow(/recorded action is not legal/);
  });

  it('a run writes viewers for every failing game and a few others', () => {
    const budget = new ViewerBudget(2, 1);
    expect([true, false, false, true, true].map((failed) => budget.take(failed))).toEqual([true, true, false, true, false]);
  });
});

describe('arena replay FILE --html OUT', () => {
  it('writes the page from the replay and the timing file beside it', async () => {
    writeFileSync(join(work, 'g.json'), replayText);
    writeFileSync(join(work, 'g.timing.json'), timingText);
    const run = await cli(['replay', 'g.json', '--html', 'g.html'], { cwd: work });
    expect(run.code).toBe(0);
    expect(readFileSync(join(work, 'g.html'), 'utf8')).toContain('boom: crash-mid-game fails on turn 3');
  });

  it('works without a timing file, and says so', async () => {
    writeFileSync(join(work, 'lone.json'), replayText);
    const run = await cli(['replay', 'lone.json', '--html', 'lone.html'], { cwd: work });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('no timing file beside it');
  });

  it('exits 2 on a hostile timing file, and writes nothing', async () => {
    writeFileSync(join(work, 'h.json'), replayText);
    writeFileSync(
      join(work, 'h.timing.json'),
      JSON.stringify({ ...JSON.parse(timingText), stderr: [{ seat: 1, agent: '<b>', text: 'x' }] }),
    );
    const run = await cli(['replay', 'h.json', '--html', 'h.html'], { cwd: work });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('the timing file does not match arena.replay-timing/v1: stderr.0.agent');
    expect(existsSync(join(work, 'h.html'))).toBe(false);
  });

  it('refuses an empty --html', async () => {
    const run = await cli(['replay', 'g.json', '--html', ''], { cwd: work });
    expect(run.code).toBe(2);
  });
});

describe('the light-cycles picture', () => {
  let cycles: Replay;
  beforeAll(async () => {
    const runner = new RecordingRunner();
    try {
      const agents = [official('cycles-greedy', runner), official('cycles-random', runner), official('cycles-search', runner)];
      const spec = matchSpec('light-cycles', agents, {
        games: 1,
        seed: 21,
        config: { width: 10, height: 9, obstacles: 6 },
        time: { startupMs: 20_000, turnMs: 5_000, bankMs: 20_000 },
      });
      const outcome = await runMatch(spec);
      cycles = buildReplay(spec, outcome.result.id, outcome.games[0]!);
    } finally {
      await runner.close();
    }
  }, 120_000);

  /** the markup of turn `turn`'s section of the page */
  function section(text: string, turn: number): string {
    const start = text.indexOf(`data-turn="${turn}"`);
    expect(start).toBeGreaterThan(0);
    const end = text.indexOf('<section', start);
    return text.slice(start, end < 0 ? undefined : end);
  }

  it("draws every cell of the rules' own grid, each cycle's head in its seat colour, and the crashed cycles crossed out", () => {
    const text = renderReplayHtml({ replay: cycles });
    const { steps } = replaySteps(cycles);
    expect(steps.length).toBeGreaterThan(3);
    const crashTurn = steps.findIndex((s) => (s.state as LightCyclesState).crashed.some((t) => t !== null));
    for (const k of [2, crashTurn, steps.length - 1]) {
      const state = steps[k]!.state as LightCyclesState;
      const part = section(text, steps[k]!.turn);
      expect(part).toContain(`aria-label="light-cycles grid, 10 by 9, after turn ${state.turn}"`);
      const drawn = [...part.matchAll(/<rect\s+class="([^"]+)"[^>]*\sdata-cell="(\d+),(\d+)"\s+data-mark="(\d+)"/g)];
      expect(drawn).toHaveLength(90);
      for (const [, cls, x, y, mark] of drawn) {
        expect(Number(mark)).toBe(state.cells[Number(y) * 10 + Number(x)]);
        const want = { 0: 'empty', 9: 'obstacle' }[Number(mark)] ?? `trail seat-${Number(mark) - 1}`;
        expect(cls).toBe(want);
      }
      // the same grid the agents were shown on the next turn (grid glyphs: . empty, # obstacle, seat)
      const next = cycles.turns.find((t) => t.turn === steps[k]!.turn + 1);
      if (next) {
        const glyphs = drawn.map(([, , , , m]) => (m === '0' ? '.' : m === '9' ? '#' : String(Number(m) - 1)));
        expect(glyphs.join('')).toBe((next.observation as { grid: string[] }).grid.join(''));
      }
      const heads = [...part.matchAll(/<g\s+class="head (seat-\d+)( crashed)?"\s+data-head="(\d+)"\s+data-at="(\d+),(\d+)"/g)];
      expect(heads.map(([, cls, crashed, seat, x, y]) => [cls, !!crashed, Number(seat), Number(x), Number(y)])).toEqual(
        state.heads.map(([x, y], seat) => [`seat-${seat}`, state.crashed[seat] !== null, seat, x, y]),
      );
      expect(part.match(/class="crash"/g) ?? []).toHaveLength(state.crashed.filter((t) => t !== null).length);
    }
    expect(crashTurn).toBeGreaterThan(0);
    expect(text).not.toContain('no picture for light-cycles');
  });
});
