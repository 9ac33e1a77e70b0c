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

const BUILT_IN: Readonly<Record<string, StateRenderer>> = {
  'connect-four': connectFourHtml,
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
