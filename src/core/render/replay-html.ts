// The replay viewer: one self-contained HTML page per game (no network, inline style and script
// only, allowed by hash in its Content-Security-Policy), opened from disk or from an Actions
// artifact. `arena replay FILE --html OUT` writes one; evaluate and rotation put one beside the
// replay of each failing game (and, capped, of other games). Pure: replay in, page text out.
//
// Every turn is drawn here, in the page, as a hidden <section>; the script only shows one at a time
// (play/pause, step, slider, keys, #turn-N in the address). Each turn shows the game's picture (its
// own renderer or the built-in one, see game-html.ts; else the observations as JSON), every seat's
// action and its time against the turn budget and bank, and the failures of that turn with the
// agent's stderr excerpt from the timing file.
import { findGame, type AnyGameModule } from '../games/registry.js';
import { replaySteps, type Replay, type ReplayTiming } from '../replay.js';
import { seatClass, stateRendererFor, type StateRenderer } from './game-html.js';
import { html, joinHtml, page, type SafeHtml } from './html.js';

/** The viewer page's file beside a replay file: `game-0001.html` for `game-0001.json`. */
export function viewerFileFor(replayFile: string): string {
  return replayFile.replace(/(\.json)?$/, '.html');
}

/** A replay path as evaluate and rotation write it (replays/<match folder>/game-NNNN.json); anything else names no page. */
export const REPLAY_PATH = /^replays\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\/game-\d{4}\.json$/;

/** The viewer page beside a replay path evaluate or rotation wrote; undefined for any other path (attacker text names no page). */
export function viewerPageOf(replay: string | undefined): string | undefined {
  return replay !== undefined && REPLAY_PATH.test(replay) ? viewerFileFor(replay) : undefined;
}

/** Observations and actions longer than this (as JSON) are cut in the generic view. */
export const JSON_VIEW_CHARS = 20_000;

export interface ViewerInput {
  replay: Replay;
  /** the measured times and stderr excerpts (`<name>.timing.json`), when there is one */
  timing?: ReplayTiming;
  /** the replay file's name, shown in the page */
  source?: string;
  /** the game's rules when they are not a built-in game (a game module brought by a repository) */
  module?: AnyGameModule;
}

interface ViewTurn {
  turn: number;
  frames: Replay['turns'];
  picture: SafeHtml | null;
}

function jsonView(value: unknown): string {
  const text = JSON.stringify(value, null, 1) ?? 'undefined';
  return text.length > JSON_VIEW_CHARS ? `${text.slice(0, JSON_VIEW_CHARS)}\n… (${text.length} characters in all)` : text;
}

function groupByTurn(replay: Replay): Array<{ turn: number; frames: Replay['turns'] }> {
  const groups: Array<{ turn: number; frames: Replay['turns'] }> = [];
  for (const frame of replay.turns) {
    const last = groups[groups.length - 1];
    if (last && last.turn === frame.turn) last.frames.push(frame);
    else groups.push({ turn: frame.turn, frames: [frame] });
  }
  return groups;
}

/** The turns to show: turn 0 (the start) and one per recorded turn, with the game's picture if it has a renderer. */
function viewTurns(replay: Replay, given: AnyGameModule | undefined): { turns: ViewTurn[]; renderer: 'game' | 'json' } {
  const groups = groupByTurn(replay);
  const module = given ?? findGame(replay.game);
  const renderer: StateRenderer | undefined = module ? stateRendererFor(replay.game, module) : undefined;
  if (!module || !renderer) {
    return { turns: [{ turn: 0, frames: [], picture: null }, ...groups.map((g) => ({ ...g, picture: null }))], renderer: 'json' };
  }
  // the rules re-play the game: a replay whose moves do not follow them is refused (ReplayError)
  const { initial, steps } = replaySteps(replay, module);
  const seats = replay.seats.length;
  const turns: ViewTurn[] = [{ turn: 0, frames: [], picture: renderer(initial, { seats, previous: undefined }) }];
  let previous = initial;
  steps.forEach((step, i) => {
    turns.push({ turn: step.turn, frames: groups[i]?.frames ?? [], picture: renderer(step.state, { seats, previous }) });
    previous = step.state;
  });
  return { turns, renderer: 'game' };
}

function ms(n: number): string {
  return `${n.toLocaleString('en-US').replace(/,/g, ' ')} ms`;
}

/** A bar: the turn budget is the first 100 units; time beyond it (taken from the bank) is drawn after it. */
function timeBar(used: number, turnMs: number, bankMs: number): SafeHtml {
  const scale = 100 / Math.max(1, turnMs);
  const inTurn = Math.min(used, turnMs) * scale;
  const fromBank = Math.min(Math.max(0, used - turnMs) * scale, 100 * Math.max(1, bankMs / Math.max(1, turnMs)), 100);
  return html`<svg class="bar" width="202" height="10" viewBox="0 0 202 10" aria-hidden="true">
    <rect class="budget" x="0" y="0" width="100" height="10" />
    <rect class="used" x="0" y="0" width="${inTurn.toFixed(1)}" height="10" />
    <rect class="bank" x="100" y="0" width="${fromBank.toFixed(1)}" height="10" />
  </svg>`;
}

function resultText(replay: Replay): string {
  const { ranks } = replay.result;
  if (ranks.every((r) => r === ranks[0])) return 'draw';
  const best = Math.min(...ranks);
  const winners = replay.seats.map((s, i) => ({ s, i })).filter(({ i }) => ranks[i] === best);
  return `${winners.map(({ s, i }) => `seat ${i} (${s.agent})`).join(' and ')} ${winners.length === 1 ? 'wins' : 'win'}`;
}

const PALETTE = ['#e5534b', '#d4a72c', '#2da44e', '#8250df', '#0969da', '#bf3989', '#1b7c83', '#bc4c00'];
const SEAT_CSS = Array.from({ length: 16 }, (_, seat) => {
  const colour = PALETTE[seat] ?? '#6e7781';
  return `.seat-${seat}{color:${colour}}.swatch.seat-${seat}{background:${colour}}.board .seat-${seat}{fill:${colour}}`;
}).join('\n');

const CSS = `
:root{color-scheme:light dark;--fg:#1b1f24;--bg:#fff;--muted:#57606a;--line:#d0d7de;--bad:#cf222e;--bad-bg:#ffebe9;--board:#1f4fa3}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--bg:#0d1117;--muted:#8d96a0;--line:#30363d;--bad:#ff7b72;--bad-bg:#3b1219;--board:#1b3a78}}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg);margin:0;padding:16px 20px;max-width:1100px}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:12px 0 6px}
.muted,.note{color:var(--muted)}
table{border-collapse:collapse}th,td{border-bottom:1px solid var(--line);padding:3px 8px;text-align:left;vertical-align:top}
code,pre{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
pre{white-space:pre-wrap;word-break:break-all;margin:4px 0;padding:6px 8px;border:1px solid var(--line);border-radius:6px;max-height:360px;overflow:auto}
.controls{position:sticky;top:0;background:var(--bg);padding:8px 0;border-bottom:1px solid var(--line);display:flex;gap:8px;align-items:center;flex-wrap:wrap;z-index:1}
.controls button{font:inherit;padding:3px 10px;border:1px solid var(--line);border-radius:6px;background:transparent;color:inherit;cursor:pointer}
.controls input[type=range]{flex:1;min-width:200px}
#turn-label{font-weight:600;min-width:110px}
#turn-note{color:var(--bad);font-weight:600}
.failures-index button{font:inherit;border:1px solid var(--bad);color:var(--bad);background:var(--bad-bg);border-radius:6px;margin:2px;padding:1px 8px;cursor:pointer}
.failure{border:2px solid var(--bad);background:var(--bad-bg);border-radius:8px;padding:6px 10px;margin:8px 0}
.failure h3{margin:0;font-size:14px;color:var(--bad)}
tr.failed td{color:var(--bad)}
.swatch{display:inline-block;width:12px;height:12px;border-radius:50%;vertical-align:-1px;margin-right:4px}
.board .frame-bg{fill:var(--board)}.board circle.empty{fill:var(--bg)}.board text{font:11px sans-serif;fill:var(--muted);text-anchor:middle}
.board circle.last{stroke:#fff;stroke-width:3}
.bar .budget{fill:var(--line)}.bar .used{fill:#2da44e}.bar .bank{fill:#d4a72c}
.rps .score b{font-size:18px}.rps tr.latest td{font-weight:700}
.board rect.empty{fill:var(--bg)}.board rect.obstacle{fill:var(--muted)}
.board .head circle{stroke:#fff;stroke-width:2}.board .head .crash{stroke:var(--bad);stroke-width:3}.cycles-status{list-style:none;padding:0;margin:4px 0}
${SEAT_CSS}
`;

// The page's only script. It reads nothing but the page: the sections, and the JSON index of turns.
const SCRIPT = `(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('arena-viewer-data').textContent);
  var frames = Array.prototype.slice.call(document.querySelectorAll('section.frame'));
  var slider = document.getElementById('turn-slider');
  var label = document.getElementById('turn-label');
  var note = document.getElementById('turn-note');
  var play = document.getElementById('play');
  var speed = document.getElementById('speed');
  var current = 0;
  var timer = null;
  function stop() {
    if (timer !== null) clearInterval(timer);
    timer = null;
    play.textContent = 'play';
  }
  function show(i) {
    i = Math.max(0, Math.min(frames.length - 1, i));
    frames[current].hidden = true;
    frames[i].hidden = false;
    current = i;
    slider.value = String(i);
    var turn = data.turns[i];
    label.textContent = turn === 0 ? 'start' : 'turn ' + turn + ' of ' + data.lastTurn;
    note.textContent = data.failures
      .filter(function (f) { return f.frame === i; })
      .map(function (f) { return 'failure: seat ' + f.seat + ' (' + f.agent + ') ' + f.kind; })
      .join('; ');
    document.body.setAttribute('data-frame', String(i));
    if (i === frames.length - 1) stop();
  }
  function start() {
    if (current === frames.length - 1) show(0);
    timer = setInterval(function () { show(current + 1); }, Number(speed.value) || 500);
    play.textContent = 'pause';
  }
  play.addEventListener('click', function () { if (timer === null) start(); else stop(); });
  speed.addEventListener('change', function () { if (timer !== null) { stop(); start(); } });
  document.getElementById('first').addEventListener('click', function () { stop(); show(0); });
  document.getElementById('prev').addEventListener('click', function () { stop(); show(current - 1); });
  document.getElementById('next').addEventListener('click', function () { stop(); show(current + 1); });
  document.getElementById('last').addEventListener('click', function () { stop(); show(frames.length - 1); });
  slider.addEventListener('input', function () { stop(); show(Number(slider.value)); });
  Array.prototype.forEach.call(document.querySelectorAll('[data-goto]'), function (b) {
    b.addEventListener('click', function () { stop(); show(Number(b.getAttribute('data-goto'))); });
  });
  document.addEventListener('keydown', function (e) {
    if (e.target && e.target.tagName === 'INPUT') return;
    if (e.key === 'ArrowRight') { stop(); show(current + 1); }
    else if (e.key === 'ArrowLeft') { stop(); show(current - 1); }
    else if (e.key === 'Home') { stop(); show(0); }
    else if (e.key === 'End') { stop(); show(frames.length - 1); }
    else if (e.key === ' ') { e.preventDefault(); play.click(); }
  });
  var m = /^#turn-(\\d+)$/.exec(location.hash);
  var at = m ? data.turns.indexOf(Number(m[1])) : -1;
  show(at >= 0 ? at : 0);
})();
`;

type Failures = Array<Replay['failures'][number] & { frame: number }>;

/** What every part of the page reads: the replay, its timing, the turns to show and the failures on them. */
interface Ctx {
  replay: Replay;
  timing: ReplayTiming | undefined;
  turns: ViewTurn[];
  renderer: 'game' | 'json';
  failures: Failures;
}

function seatRows(ctx: Ctx): SafeHtml[] {
  const { replay, timing } = ctx;
  return replay.seats.map((seat, i) => {
    const startup = timing?.startupMs[i];
    const failed = replay.failures.some((f) => f.seat === i);
    return html`<tr${failed ? html` class="failed"` : ''} data-seat="${i}"><td><span class="swatch ${seatClass(i)}"></span>seat ${i}</td><td><b class="agent">${seat.agent}</b></td><td>${seat.version}</td><td>${seat.runner}</td><td>rank ${replay.result.ranks[i]}</td><td>${startup === undefined ? '' : startup === null ? 'no ready' : `ready in ${ms(startup)}`}</td></tr>`;
  });
}

function failureBox(ctx: Ctx, f: Failures[number]): SafeHtml {
  const { timing } = ctx;
  const stderr = timing?.stderr?.find((s) => s.seat === f.seat)?.text;
  return html`<div class="failure" data-failure-seat="${f.seat}" data-kind="${f.kind}">
    <h3>failure: seat ${f.seat} (${f.agent}) ${f.kind} on turn ${f.turn}</h3>
    <p class="message">${f.message}</p>
    ${
      stderr !== undefined
        ? html`<p class="muted">the agent's stderr in this game (start and end):</p>
            <pre class="stderr">${stderr}</pre>`
        : html`<p class="muted">no stderr recorded for this game${timing ? '' : ' (no timing file beside the replay)'}</p>`
    }
  </div>`;
}

/** Each seat's action on a turn, with its time against the turn budget and what was left of the bank. */
function moveRows(ctx: Ctx, view: ViewTurn): SafeHtml[] {
  const { replay, timing } = ctx;
  const t = replay.time;
  const times = timing ? timing.turns.filter((x) => x.turn === view.turn) : [];
  return view.frames.map((frame) => {
    const time = times.find((x) => x.seat === frame.seat);
    const bankBefore = time ? time.bankMs + Math.max(0, time.ms - t.turnMs) : t.bankMs;
    return html`<tr data-seat="${frame.seat}">
      <td><span class="swatch ${seatClass(frame.seat)}"></span>seat ${frame.seat}</td>
      <td>${replay.seats[frame.seat]?.agent ?? '?'}</td>
      <td><code class="action">${frame.action === undefined ? '(no action)' : JSON.stringify(frame.action)}</code></td>
      <td>
        ${time ? html`${timeBar(time.ms, t.turnMs, bankBefore)} <span class="time" data-ms="${time.ms}">${ms(time.ms)} of ${ms(t.turnMs)}</span>, bank ${ms(time.bankMs)} left` : html`<span class="muted">${timing ? 'no time recorded' : 'no timing file'}</span>`}
      </td>
    </tr>`;
  });
}

/** The generic view: what each seat saw and played, as JSON. */
function observationsOf(ctx: Ctx, view: ViewTurn): SafeHtml[] {
  if (ctx.renderer !== 'json' || view.frames.length === 0) return [];
  return view.frames.map(
    (frame) =>
      html`<h3>seat ${frame.seat} (${ctx.replay.seats[frame.seat]?.agent ?? '?'}) saw</h3>
        <pre class="observation">${jsonView(frame.observation)}</pre>
        ${
          frame.action !== undefined
            ? html`<p>and played</p>
                <pre class="json-action">${jsonView(frame.action)}</pre>`
            : ''
        }`,
  );
}

function frameSection(ctx: Ctx, view: ViewTurn, i: number): SafeHtml {
  const moves = moveRows(ctx, view);
  const here = ctx.failures.filter((f) => f.frame === i);
  return html`<section
    class="frame${here.length > 0 ? ' has-failure' : ''}"
    data-frame="${i}"
    data-turn="${view.turn}"
    ${i === 0 ? '' : html` hidden`}
  >
    <h2>${view.turn === 0 ? 'start' : `turn ${view.turn}`}</h2>
    ${here.map((f) => failureBox(ctx, f))}${view.picture ?? ''}${
      view.turn === 0 && ctx.renderer === 'json'
        ? html`<p class="muted">the game's first observations are on turn ${ctx.turns[1]?.turn ?? 1}</p>`
        : ''
    }${
      moves.length > 0
        ? html`<table class="moves">
            <thead>
              <tr>
                <th>seat</th>
                <th>agent</th>
                <th>action</th>
                <th>time</th>
              </tr>
            </thead>
            <tbody>
              ${moves}
            </tbody>
          </table>`
        : ''
    }${observationsOf(ctx, view)}
  </section>`;
}

function header(ctx: Ctx, source: string | undefined): SafeHtml {
  const { replay, timing, failures } = ctx;
  const t = replay.time;
  const failureIndex =
    failures.length > 0
      ? html`<p class="failures-index">
          failures:
          ${failures.map((f) => html`<button type="button" data-goto="${f.frame}">turn ${f.turn}: seat ${f.seat} ${f.kind}</button>`)}
        </p>`
      : '';
  return html`<header>
    <h1>
      ${replay.game}:
      ${joinHtml(
        replay.seats.map((s, i) => html`<span class="${seatClass(i)}">${s.agent}</span>`),
        ' vs ',
      )}
    </h1>
    <p class="muted">
      game ${replay.match.index + 1} of ${replay.match.games} in match <code>${replay.match.id}</code> · seed ${replay.seed} · arena
      ${replay.arenaVersion} · ${replay.game} rules ${replay.rulesVersion}${source ? html` · <code>${source}</code>` : ''}
    </p>
    <p class="result" data-ranks="${replay.result.ranks.join(',')}">
      <b>${resultText(replay)}</b> (${replay.result.reason}) after ${replay.result.turns}
      turns${timing ? ` · played in ${ms(timing.durationMs)}` : ''}
    </p>
    <table class="seats">
      <tbody>
        ${seatRows(ctx)}
      </tbody>
    </table>
    <p class="muted">
      time: ${ms(t.turnMs)} per turn, a bank of ${ms(t.bankMs)} per game for turns that take longer, startup
      ${ms(t.startupMs)}${ctx.renderer === 'json' ? html` · no picture for ${replay.game}: observations and actions are shown as recorded` : ''}
    </p>
    <p class="muted">replay this game: <code>${replay.repro}</code></p>
    ${failureIndex}
  </header>`;
}

function controls(frames: number): SafeHtml {
  return html`<nav class="controls">
    <button type="button" id="first" title="first turn (Home)">|◀</button
    ><button type="button" id="prev" title="previous turn (←)">◀</button
    ><button type="button" id="play" title="play or pause (space)">play</button
    ><button type="button" id="next" title="next turn (→)">▶</button><button type="button" id="last" title="last turn (End)">▶|</button
    ><input type="range" id="turn-slider" min="0" max="${frames - 1}" value="0" step="1" aria-label="turn" /><span id="turn-label"
      >start</span
    ><select id="speed" aria-label="speed">
      <option value="1000">1/s</option>
      <option value="500" selected>2/s</option>
      <option value="200">5/s</option>
      <option value="50">20/s</option></select
    ><span id="turn-note"></span>
  </nav>`;
}

/** The viewer page for one game. Throws ReplayError when a built-in game's replay breaks its rules. */
export function renderReplayHtml(input: ViewerInput): string {
  const { replay, timing } = input;
  const { turns, renderer } = viewTurns(replay, input.module);
  const frameOfTurn = new Map(turns.map((v, i) => [v.turn, i]));
  // a failure belongs to the turn it happened on; one after the last recorded turn (a seat that
  // never answered) to the last one
  const failureFrame = (turn: number) => frameOfTurn.get(turn) ?? (turn === 0 ? 0 : turns.length - 1);
  const failures = replay.failures.map((f) => ({ ...f, frame: failureFrame(f.turn) }));
  const ctx: Ctx = { replay, timing, turns, renderer, failures };
  const body = html`${header(ctx, input.source)} ${controls(turns.length)}
    <main>${turns.map((view, i) => frameSection(ctx, view, i))}</main>`;
  return page({
    title: `${replay.game} · game ${replay.match.index + 1} of ${replay.match.games} · ${replay.seats.map((s) => s.agent).join(' vs ')}`,
    css: CSS,
    script: SCRIPT,
    data: {
      'arena-viewer-data': {
        game: replay.game,
        lastTurn: turns[turns.length - 1]?.turn ?? 0,
        turns: turns.map((v) => v.turn),
        failures: failures.map((f) => ({ frame: f.frame, turn: f.turn, seat: f.seat, agent: f.agent, kind: f.kind, message: f.message })),
      },
    },
    body,
  });
}
