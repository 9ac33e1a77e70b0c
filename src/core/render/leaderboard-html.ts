// The leaderboard page (`index.html` beside LEADERBOARD.md on the data branch, ready for GitHub
// Pages): per game the same table as the Markdown, cell for cell (src/core/leaderboard/table.ts),
// each rating with its interval μ ± 3σ drawn beside it, the quarantined agents with how to recover,
// and the rating history chart inline. No script at all; the policy allows none and no network.
// Pure.
import type { GameBoard, Leaderboard } from '../leaderboard/leaderboard.js';
import { renderRatingsSvg } from '../leaderboard/svg.js';
import { shelfLinks, shelfNote, type ReplayShelf } from '../publish/replays.js';
import { percent, quarantineNotes, rowCells, TABLE_HEADER } from '../leaderboard/table.js';
import { html, page, rawHtml, type SafeHtml } from './html.js';

/** The page's file name, next to LEADERBOARD.md (what GitHub Pages serves for the folder). */
export const LEADERBOARD_PAGE = 'index.html';

const CSS = `
:root{color-scheme:light dark;--fg:#1b1f24;--bg:#fff;--muted:#57606a;--line:#d0d7de;--bad:#cf222e}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--bg:#0d1117;--muted:#8d96a0;--line:#30363d;--bad:#ff7b72}}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg);margin:0 auto;padding:16px 20px;max-width:1000px}
h1{font-size:22px}h2{font-size:18px;margin-top:28px}
.muted{color:var(--muted)}
table{border-collapse:collapse}th,td{border-bottom:1px solid var(--line);padding:4px 10px;text-align:left}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.interval line{stroke:var(--muted);stroke-width:2}.interval circle{fill:var(--fg)}
.quarantine li{color:var(--bad)}
.chart svg{max-width:100%;height:auto;border:1px solid var(--line);border-radius:6px}
.replays .note{color:var(--muted)}.replays li.failed .note{color:var(--bad)}
`;

const NUMERIC = new Set(['#', 'rating ± σ', 'games', 'failures', 'trend']);

/** μ − 3σ … μ + 3σ on a scale shared by the game's rows, with μ marked. */
function intervalBar(mu: number, sigma: number, lo: number, hi: number): SafeHtml {
  const w = 90;
  const x = (v: number) => (hi > lo ? ((v - lo) / (hi - lo)) * (w - 4) + 2 : w / 2).toFixed(1);
  return html`<svg class="interval" width="${w}" height="10" viewBox="0 0 ${w} 10" aria-hidden="true">
    <line x1="${x(mu - 3 * sigma)}" y1="5" x2="${x(mu + 3 * sigma)}" y2="5" />
    <circle cx="${x(mu)}" cy="5" r="3" />
  </svg>`;
}

function gameSection(board: GameBoard, index: number): SafeHtml {
  if (board.entries.length === 0)
    return html`<section class="game" data-game="${board.game}">
      <h2>${board.game}</h2>
      <p>No rated games yet.</p>
    </section>`;
  const lows = board.entries.map((e) => e.mu - 3 * e.sigma);
  const highs = board.entries.map((e) => e.mu + 3 * e.sigma);
  const lo = Math.min(...lows);
  const hi = Math.max(...highs);
  const rows = board.entries.map((e) => {
    const c = rowCells(e);
    return html`<tr data-agent="${c.agent}">
      <td class="num">${c.rank}</td>
      <td><b>${c.agent}</b>${c.marks}</td>
      <td>${c.version}</td>
      <td class="num">${c.rating} ${intervalBar(e.mu, e.sigma, lo, hi)}</td>
      <td class="num">${c.games}</td>
      <td>${c.wdl}</td>
      <td class="num">${c.failures}</td>
      <td class="num">${c.trend}</td>
    </tr>`;
  });
  const notes = quarantineNotes(board);
  // the chart is the SVG file's own markup (every label escaped by svg.ts), with ids unique in the page
  const chart = renderRatingsSvg(board)
    .replace(/id="title"/, `id="chart-title-${index}"`)
    .replace(/aria-labelledby="title"/, `aria-labelledby="chart-title-${index}"`);
  return html`<section class="game" data-game="${board.game}">
    <h2>${board.game}</h2>
    <table class="board">
      <thead>
        <tr>
          ${TABLE_HEADER.map((h) => html`<th${NUMERIC.has(h) ? html` class="num"` : ''}>${h}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
    ${
      notes.length > 0
        ? html`<p><b>Quarantined</b> (left out of rotations until fixed):</p>
            <ul class="quarantine">
              ${notes.map((q) => html`<li>${q.agent} ${q.version}: ${q.reason}. To recover: ${q.recovery}.</li>`)}
            </ul>`
        : ''
    }
    <div class="chart">${rawHtml(chart)}</div>
  </section>`;
}

/** The kept replays (replays.json): the same links LEADERBOARD.md lists. */
function replaysSection(shelf: ReplayShelf | undefined): SafeHtml | '' {
  if (!shelf || shelf.entries.length === 0) return '';
  return html`<section class="replays" data-rotation="${shelf.rotation}">
    <h2>Replays</h2>
    <p class="muted">${shelfNote(shelf)}</p>
    <ul>
      ${shelfLinks(shelf).map(
        (l) =>
          html`<li${l.failed ? html` class="failed"` : ''}>${l.failed ? '❌ ' : ''}<a href="${l.href}">${l.title}</a>: <span class="note">${l.note}</span></li>`,
      )}
    </ul>
  </section>`;
}

/** index.html for the data branch: the same leaderboard (and replay links) as LEADERBOARD.md, as a page. */
export function renderLeaderboardHtml(board: Leaderboard, replays?: ReplayShelf): string {
  const intro =
    board.latestRotation === null
      ? html`<p>No rotation has been rated yet.</p>`
      : html`<p>
            After rotation <code>${board.latestRotation}</code> (${board.rotations} rotation${board.rotations === 1 ? '' : 's'},
            ${board.facts} rated game${board.facts === 1 ? '' : 's'})${board.generatedAt ? `, ${board.generatedAt}` : ''}.
          </p>
          <p class="muted">
            Rating = μ − 3σ (Weng-Lin / OpenSkill): a conservative estimate that rises as uncertainty σ falls; the bar beside it spans μ ±
            3σ with μ marked. A new version keeps μ and starts with a fresh σ. Failures: share of games lost by the agent’s own timeout,
            crash, invalid action, … (infrastructure failures void a game and are never rated). Trend: change since the previous rotation.
          </p>
          ${board.anchors.length > 0 ? html`<p>⚓ Anchors (rated in their first rotation, then pinned): ${board.anchors.join(', ')}.</p>` : ''}
          <p class="muted">
            ⛔ Quarantine: more than ${percent(board.quarantine.threshold)} own failures over an agent version’s last
            ${board.quarantine.window} games (at least ${board.quarantine.minGames}). (idle) = not in the latest rotation.
          </p>`;
  const body = html`<h1>Arena leaderboard</h1>
    ${intro} ${board.latestRotation === null ? '' : board.games.map((g, i) => gameSection(g, i))} ${replaysSection(replays)}
    <p class="muted">The same data as <a href="LEADERBOARD.md">LEADERBOARD.md</a> and <a href="leaderboard.json">leaderboard.json</a>.</p>`;
  return page({ title: 'Arena leaderboard', css: CSS, body });
}
