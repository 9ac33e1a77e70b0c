// How the replay viewer draws a game's state, looked up by game name:
//   1. the game module's own `renderHtml(state)` when it has one (a game brought by a repository),
//   2. a built-in renderer for the built-in games (below),
//   3. none: the viewer falls back to the recorded observations and actions as JSON.
// Pure. The built-in renderers draw from the rules' own state (re-played from the replay), with
// every value escaped; a module's renderHtml is trusted to return markup and the viewer's
// Content-Security-Policy keeps any script in it from running.
import type { AnyGameModule } from '../games/registry.js';
import { html, joinHtml, rawHtml, type SafeHtml } from './html.js';

export interface RenderContext {
  /** seats in the game */
  seats: number;
  /** the state before this one (undefined for the initial state) */
  previous: unknown;
}

export type StateRenderer = (state: unknown, context: RenderContext) => SafeHtml;

/** CSS class of a seat's colour: seat-0 … seat-15 (the viewer's style sheet defines them). */
export function seatClass(seat: number): string {
  return `seat-${Math.max(0, Math.min(15, Math.trunc(seat)))}`;
}

interface ConnectFourLike {
  board: number[][];
  next: number;
  moves: number;
}

function isConnectFour(state: unknown): state is ConnectFourLike {
  const s = state as ConnectFourLike;
  return !!s && Array.isArray(s.board) && s.board.every((row) => Array.isArray(row));
}

const CELL = 44;

const connectFourHtml: StateRenderer = (state, context) => {
  if (!isConnectFour(state)) return html`<p>unreadable connect-four state</p>`;
  const previous = isConnectFour(context.previous) ? context.previous : undefined;
  const rows = state.board.length;
  const columns = state.board[0]?.length ?? 0;
  const width = columns * CELL + 8;
  const height = rows * CELL + 8 + 18;
  const cells: SafeHtml[] = [];
  state.board.forEach((row, r) => {
    row.forEach((mark, c) => {
      const fresh = previous !== undefined && previous.board[r]?.[c] !== mark;
      const cls = mark === 0 ? 'empty' : `${seatClass(mark - 1)}${fresh ? ' last' : ''}`;
      cells.push(
        html`<circle
          class="${cls}"
          cx="${4 + c * CELL + CELL / 2}"
          cy="${4 + r * CELL + CELL / 2}"
          r="${CELL / 2 - 4}"
          data-cell="${r},${c}"
          data-mark="${mark}"
        />`,
      );
    });
  });
  const labels = Array.from({ length: columns }, (_, c) => html`<text x="${4 + c * CELL + CELL / 2}" y="${height - 4}">${c}</text>`);
  return html`<svg
    class="board connect-four"
    role="img"
    aria-label="connect-four board"
    width="${width}"
    height="${height}"
    viewBox="0 0 ${width} ${height}"
  >
    <rect class="frame-bg" x="0" y="0" width="${width}" height="${rows * CELL + 8}" rx="8" />
    ${cells}${labels}
  </svg>`;
};

interface RockPaperScissorsLike {
  rounds: number;
  history: string[][];
  wins: number[];
}

function isRockPaperScissors(state: unknown): state is RockPaperScissorsLike {
  const s = state as RockPaperScissorsLike;
  return !!s && Array.isArray(s.history) && Array.isArray(s.wins) && typeof s.rounds === 'number';
}

const SYMBOL: Record<string, string> = { rock: '✊', paper: '✋', scissors: '✌' };
const RECENT_ROUNDS = 10;

const rockPaperScissorsHtml: StateRenderer = (state) => {
  if (!isRockPaperScissors(state)) return html`<p>unreadable rock-paper-scissors state</p>`;
  const played = state.history.length;
  const first = Math.max(0, played - RECENT_ROUNDS);
  const move = (m: string | undefined) => html`<span class="move" data-move="${m}">${SYMBOL[m ?? ''] ?? ''} ${m}</span>`;
  const rows = state.history.slice(first).map((pair, k) => {
    const round = first + k + 1;
    const latest = round === played;
    return html`<tr${latest ? html` class="latest"` : ''} data-round="${round}"><td>${round}</td>${pair.map((m, seat) => html`<td class="${seatClass(seat)}">${move(m)}</td>`)}</tr>`;
  });
  return html`<div class="rps">
    <p class="score" data-score="${state.wins.join('-')}">
      score
      ${joinHtml(
        state.wins.map((w, seat) => html`<b class="${seatClass(seat)}">${w}</b>`),
        ' – ',
      )}
      after ${played} of ${state.rounds} rounds
    </p>
    <table class="rounds">
      <thead>
        <tr>
          <th>round</th>
          ${state.wins.map((_, seat) => html`<th>seat ${seat}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
    ${first > 0 ? html`<p class="note">the last ${RECENT_ROUNDS} rounds; earlier ones are on earlier turns</p>` : ''}
  </div>`;
};

interface LightCyclesLike {
  width: number;
  height: number;
  cells: number[];
  heads: Array<[number, number]>;
  crashed: Array<number | null>;
  turn: number;
}

function isLightCycles(state: unknown): state is LightCyclesLike {
  const s = state as LightCyclesLike;
  return (
    !!s &&
    Number.isInteger(s.width) &&
    Number.isInteger(s.height) &&
    Array.isArray(s.cells) &&
    s.cells.length === s.width * s.height &&
    Array.isArray(s.heads) &&
    Array.isArray(s.crashed)
  );
}

/** cell values in the light-cycles state: 0 empty, 1 + seat a trail, 9 an obstacle */
const CYCLES_OBSTACLE = 9;

function cycleCellClass(mark: number): string {
  if (mark === 0) return 'empty';
  if (mark === CYCLES_OBSTACLE) return 'obstacle';
  return `trail ${seatClass(mark - 1)}`;
}

/** a cycle's head: a ring in its seat's colour, crossed out once it has crashed */
function cycleHead(state: LightCyclesLike, seat: number, size: number): SafeHtml {
  const [x, y] = state.heads[seat] ?? [0, 0];
  const crashedOn = state.crashed[seat] ?? null;
  const [left, top] = [2 + x * size, 2 + y * size];
  const cross =
    crashedOn === null
      ? ''
      : html`<path
          class="crash"
          d="M${left + 2} ${top + 2}L${left + size - 2} ${top + size - 2}M${left + size - 2} ${top + 2}L${left + 2} ${top + size - 2}"
        />`;
  return html`<g class="head ${seatClass(seat)}${crashedOn === null ? '' : ' crashed'}" data-head="${seat}" data-at="${x},${y}">
    <circle cx="${left + size / 2}" cy="${top + size / 2}" r="${size / 2 - 2}" />${cross}
  </g>`;
}

const lightCyclesHtml: StateRenderer = (state) => {
  if (!isLightCycles(state)) return html`<p>unreadable light-cycles state</p>`;
  const size = Math.max(8, Math.min(24, Math.floor(480 / Math.max(state.width, state.height))));
  const [width, height] = [state.width * size + 4, state.height * size + 4];
  const cells = state.cells.map((mark, i) => {
    const [x, y] = [i % state.width, Math.floor(i / state.width)];
    return html`<rect
      class="${cycleCellClass(mark)}"
      x="${2 + x * size}"
      y="${2 + y * size}"
      width="${size - 1}"
      height="${size - 1}"
      data-cell="${x},${y}"
      data-mark="${mark}"
    />`;
  });
  const heads = state.heads.map((_, seat) => cycleHead(state, seat, size));
  const status = state.crashed.map(
    (t, seat) =>
      html`<li class="${seatClass(seat)}" data-seat="${seat}">seat ${seat}: ${t === null ? 'riding' : `crashed on turn ${t}`}</li>`,
  );
  return html`<div class="light-cycles">
    <svg
      class="board light-cycles"
      role="img"
      aria-label="light-cycles grid, ${state.width} by ${state.height}, after turn ${state.turn}"
      width="${width}"
      height="${height}"
      viewBox="0 0 ${width} ${height}"
    >
      <rect class="frame-bg" x="0" y="0" width="${width}" height="${height}" rx="4" />
      ${cells}${heads}
    </svg>
    <ul class="cycles-status">
      ${status}
    </ul>
  </div>`;
};

const BUILT_IN: Readonly<Record<string, StateRenderer>> = {
  'connect-four': connectFourHtml,
  'light-cycles': lightCyclesHtml,
  'rock-paper-scissors': rockPaperScissorsHtml,
};

/** The state renderer for a game, or undefined when the viewer should show raw observations. */
export function stateRendererFor(game: string, module: AnyGameModule | undefined): StateRenderer | undefined {
  if (module && typeof module.renderHtml === 'function') {
    const own = module.renderHtml.bind(module);
    return (state) => {
      try {
        return rawHtml(String(own(state)));
      } catch (error) {
        return html`<p class="note">
          the game's renderHtml failed on this state: ${error instanceof Error ? error.message : String(error)}
        </p>`;
      }
    };
  }
  return Object.hasOwn(BUILT_IN, game) ? BUILT_IN[game] : undefined;
}
