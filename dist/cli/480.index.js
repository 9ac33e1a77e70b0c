export const id = 480;
export const ids = [480];
export const modules = {

/***/ 1090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ PROTOCOL_VERSION)
/* harmony export */ });
const PROTOCOL_VERSION = 1;


/***/ }),

/***/ 6867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K8: () => (/* binding */ rawHtml),
/* harmony export */   MY: () => (/* binding */ page),
/* harmony export */   cR: () => (/* binding */ joinHtml),
/* harmony export */   qy: () => (/* binding */ html)
/* harmony export */ });
/* unused harmony exports SafeHtml, escapeHtml, jsonForScript, contentSecurityPolicy */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

class SafeHtml {
    value;
    constructor(value) {
        this.value = value;
    }
    toString() {
        return this.value;
    }
}
const ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '`': '&#96;',
};
function escapeHtml(text) {
    return (text
        .replace(/[&<>"'`]/g, (ch) => ESCAPES[ch])
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`)
        .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16)}`));
}
function part(value) {
    if (value === null || value === undefined || value === false)
        return '';
    if (value instanceof SafeHtml)
        return value.value;
    if (Array.isArray(value))
        return value.map(part).join('');
    return escapeHtml(String(value));
}
function html(strings, ...values) {
    let out = strings[0];
    values.forEach((v, i) => {
        out += part(v) + strings[i + 1];
    });
    return new SafeHtml(out);
}
function joinHtml(parts, separator = '') {
    return new SafeHtml(parts.map(part).join(separator));
}
function rawHtml(markup) {
    return new SafeHtml(markup);
}
function jsonForScript(value) {
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
function sha256(text) {
    return `'sha256-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest('base64')}'`;
}
function contentSecurityPolicy(css, script) {
    return [
        "default-src 'none'",
        script ? `script-src ${sha256(script)}` : "script-src 'none'",
        `style-src ${sha256(css)}`,
        "img-src 'none'",
        "connect-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
    ].join('; ');
}
function page(parts) {
    const csp = contentSecurityPolicy(parts.css, parts.script);
    if (/["<>&]/.test(csp))
        throw new Error('a Content-Security-Policy with markup characters');
    const data = Object.entries(parts.data ?? {})
        .map(([id, value]) => `<script type="application/json" id="${escapeHtml(id)}">${jsonForScript(value)}</script>\n`)
        .join('');
    return [
        '<!doctype html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
        '<meta name="referrer" content="no-referrer">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${escapeHtml(parts.title)}</title>`,
        `<style>${parts.css}</style>`,
        '</head>',
        '<body>',
        parts.body.value,
        `${data}${parts.script ? `<script>${parts.script}</script>` : ''}`,
        '</body>',
        '</html>',
        '',
    ].join('\n');
}


/***/ }),

/***/ 6480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DK: () => (/* binding */ renderReplayHtml),
  um: () => (/* binding */ viewerFileFor),
  fp: () => (/* binding */ viewerPageOf)
});

// UNUSED EXPORTS: JSON_VIEW_CHARS, REPLAY_PATH

// EXTERNAL MODULE: ./src/core/games/registry.ts + 3 modules
var registry = __webpack_require__(1551);
// EXTERNAL MODULE: ./src/core/replay.ts
var core_replay = __webpack_require__(4544);
// EXTERNAL MODULE: ./src/core/render/html.ts
var html = __webpack_require__(6867);
;// CONCATENATED MODULE: ./src/core/render/game-html.ts

function seatClass(seat) {
    return `seat-${Math.max(0, Math.min(15, Math.trunc(seat)))}`;
}
function isConnectFour(state) {
    const s = state;
    return !!s && Array.isArray(s.board) && s.board.every((row) => Array.isArray(row));
}
const CELL = 44;
const connectFourHtml = (state, context) => {
    if (!isConnectFour(state))
        return (0,html/* html */.qy) `<p>unreadable connect-four state</p>`;
    const previous = isConnectFour(context.previous) ? context.previous : undefined;
    const rows = state.board.length;
    const columns = state.board[0]?.length ?? 0;
    const width = columns * CELL + 8;
    const height = rows * CELL + 8 + 18;
    const cells = [];
    state.board.forEach((row, r) => {
        row.forEach((mark, c) => {
            const fresh = previous !== undefined && previous.board[r]?.[c] !== mark;
            const cls = mark === 0 ? 'empty' : `${seatClass(mark - 1)}${fresh ? ' last' : ''}`;
            cells.push((0,html/* html */.qy) `<circle
          class="${cls}"
          cx="${4 + c * CELL + CELL / 2}"
          cy="${4 + r * CELL + CELL / 2}"
          r="${CELL / 2 - 4}"
          data-cell="${r},${c}"
          data-mark="${mark}"
        />`);
        });
    });
    const labels = Array.from({ length: columns }, (_, c) => (0,html/* html */.qy) `<text x="${4 + c * CELL + CELL / 2}" y="${height - 4}">${c}</text>`);
    return (0,html/* html */.qy) `<svg
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
function isRockPaperScissors(state) {
    const s = state;
    return !!s && Array.isArray(s.history) && Array.isArray(s.wins) && typeof s.rounds === 'number';
}
const SYMBOL = { rock: '✊', paper: '✋', scissors: '✌' };
const RECENT_ROUNDS = 10;
const rockPaperScissorsHtml = (state) => {
    if (!isRockPaperScissors(state))
        return (0,html/* html */.qy) `<p>unreadable rock-paper-scissors state</p>`;
    const played = state.history.length;
    const first = Math.max(0, played - RECENT_ROUNDS);
    const move = (m) => (0,html/* html */.qy) `<span class="move" data-move="${m}">${SYMBOL[m ?? ''] ?? ''} ${m}</span>`;
    const rows = state.history.slice(first).map((pair, k) => {
        const round = first + k + 1;
        const latest = round === played;
        return (0,html/* html */.qy) `<tr${latest ? (0,html/* html */.qy) ` class="latest"` : ''} data-round="${round}"><td>${round}</td>${pair.map((m, seat) => (0,html/* html */.qy) `<td class="${seatClass(seat)}">${move(m)}</td>`)}</tr>`;
    });
    return (0,html/* html */.qy) `<div class="rps">
    <p class="score" data-score="${state.wins.join('-')}">
      score
      ${(0,html/* joinHtml */.cR)(state.wins.map((w, seat) => (0,html/* html */.qy) `<b class="${seatClass(seat)}">${w}</b>`), ' – ')}
      after ${played} of ${state.rounds} rounds
    </p>
    <table class="rounds">
      <thead>
        <tr>
          <th>round</th>
          ${state.wins.map((_, seat) => (0,html/* html */.qy) `<th>seat ${seat}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
    ${first > 0 ? (0,html/* html */.qy) `<p class="note">the last ${RECENT_ROUNDS} rounds; earlier ones are on earlier turns</p>` : ''}
  </div>`;
};
function isLightCycles(state) {
    const s = state;
    return (!!s &&
        Number.isInteger(s.width) &&
        Number.isInteger(s.height) &&
        Array.isArray(s.cells) &&
        s.cells.length === s.width * s.height &&
        Array.isArray(s.heads) &&
        Array.isArray(s.crashed));
}
const CYCLES_OBSTACLE = 9;
function cycleCellClass(mark) {
    if (mark === 0)
        return 'empty';
    if (mark === CYCLES_OBSTACLE)
        return 'obstacle';
    return `trail ${seatClass(mark - 1)}`;
}
function cycleHead(state, seat, size) {
    const [x, y] = state.heads[seat] ?? [0, 0];
    const crashedOn = state.crashed[seat] ?? null;
    const [left, top] = [2 + x * size, 2 + y * size];
    const cross = crashedOn === null
        ? ''
        : (0,html/* html */.qy) `<path
          class="crash"
          d="M${left + 2} ${top + 2}L${left + size - 2} ${top + size - 2}M${left + size - 2} ${top + 2}L${left + 2} ${top + size - 2}"
        />`;
    return (0,html/* html */.qy) `<g class="head ${seatClass(seat)}${crashedOn === null ? '' : ' crashed'}" data-head="${seat}" data-at="${x},${y}">
    <circle cx="${left + size / 2}" cy="${top + size / 2}" r="${size / 2 - 2}" />${cross}
  </g>`;
}
const lightCyclesHtml = (state) => {
    if (!isLightCycles(state))
        return (0,html/* html */.qy) `<p>unreadable light-cycles state</p>`;
    const size = Math.max(8, Math.min(24, Math.floor(480 / Math.max(state.width, state.height))));
    const [width, height] = [state.width * size + 4, state.height * size + 4];
    const cells = state.cells.map((mark, i) => {
        const [x, y] = [i % state.width, Math.floor(i / state.width)];
        return (0,html/* html */.qy) `<rect
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
    const status = state.crashed.map((t, seat) => (0,html/* html */.qy) `<li class="${seatClass(seat)}" data-seat="${seat}">seat ${seat}: ${t === null ? 'riding' : `crashed on turn ${t}`}</li>`);
    return (0,html/* html */.qy) `<div class="light-cycles">
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
const BUILT_IN = {
    'connect-four': connectFourHtml,
    'light-cycles': lightCyclesHtml,
    'rock-paper-scissors': rockPaperScissorsHtml,
};
function stateRendererFor(game, module) {
    if (module && typeof module.renderHtml === 'function') {
        const own = module.renderHtml.bind(module);
        return (state) => {
            try {
                return (0,html/* rawHtml */.K8)(String(own(state)));
            }
            catch (error) {
                return (0,html/* html */.qy) `<p class="note">
          the game's renderHtml failed on this state: ${error instanceof Error ? error.message : String(error)}
        </p>`;
            }
        };
    }
    return Object.hasOwn(BUILT_IN, game) ? BUILT_IN[game] : undefined;
}

;// CONCATENATED MODULE: ./src/core/render/replay-html.ts




function viewerFileFor(replayFile) {
    return replayFile.replace(/(\.json)?$/, '.html');
}
const REPLAY_PATH = /^replays\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\/game-\d{4}\.json$/;
function viewerPageOf(replay) {
    return replay !== undefined && REPLAY_PATH.test(replay) ? viewerFileFor(replay) : undefined;
}
const JSON_VIEW_CHARS = 20_000;
function jsonView(value) {
    const text = JSON.stringify(value, null, 1) ?? 'undefined';
    return text.length > JSON_VIEW_CHARS ? `${text.slice(0, JSON_VIEW_CHARS)}\n… (${text.length} characters in all)` : text;
}
function groupByTurn(replay) {
    const groups = [];
    for (const frame of replay.turns) {
        const last = groups[groups.length - 1];
        if (last && last.turn === frame.turn)
            last.frames.push(frame);
        else
            groups.push({ turn: frame.turn, frames: [frame] });
    }
    return groups;
}
function viewTurns(replay, given) {
    const groups = groupByTurn(replay);
    const module = given ?? (0,registry/* findGame */.kf)(replay.game);
    const renderer = module ? stateRendererFor(replay.game, module) : undefined;
    if (!module || !renderer) {
        return { turns: [{ turn: 0, frames: [], picture: null }, ...groups.map((g) => ({ ...g, picture: null }))], renderer: 'json' };
    }
    const { initial, steps } = (0,core_replay/* replaySteps */.TD)(replay, module);
    const seats = replay.seats.length;
    const turns = [{ turn: 0, frames: [], picture: renderer(initial, { seats, previous: undefined }) }];
    let previous = initial;
    steps.forEach((step, i) => {
        turns.push({ turn: step.turn, frames: groups[i]?.frames ?? [], picture: renderer(step.state, { seats, previous }) });
        previous = step.state;
    });
    return { turns, renderer: 'game' };
}
function ms(n) {
    return `${n.toLocaleString('en-US').replace(/,/g, ' ')} ms`;
}
function timeBar(used, turnMs, bankMs) {
    const scale = 100 / Math.max(1, turnMs);
    const inTurn = Math.min(used, turnMs) * scale;
    const fromBank = Math.min(Math.max(0, used - turnMs) * scale, 100 * Math.max(1, bankMs / Math.max(1, turnMs)), 100);
    return (0,html/* html */.qy) `<svg class="bar" width="202" height="10" viewBox="0 0 202 10" aria-hidden="true">
    <rect class="budget" x="0" y="0" width="100" height="10" />
    <rect class="used" x="0" y="0" width="${inTurn.toFixed(1)}" height="10" />
    <rect class="bank" x="100" y="0" width="${fromBank.toFixed(1)}" height="10" />
  </svg>`;
}
function resultText(replay) {
    const { ranks } = replay.result;
    if (ranks.every((r) => r === ranks[0]))
        return 'draw';
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
function seatRows(ctx) {
    const { replay, timing } = ctx;
    return replay.seats.map((seat, i) => {
        const startup = timing?.startupMs[i];
        const failed = replay.failures.some((f) => f.seat === i);
        return (0,html/* html */.qy) `<tr${failed ? (0,html/* html */.qy) ` class="failed"` : ''} data-seat="${i}"><td><span class="swatch ${seatClass(i)}"></span>seat ${i}</td><td><b class="agent">${seat.agent}</b></td><td>${seat.version}</td><td>${seat.runner}</td><td>rank ${replay.result.ranks[i]}</td><td>${startup === undefined ? '' : startup === null ? 'no ready' : `ready in ${ms(startup)}`}</td></tr>`;
    });
}
function failureBox(ctx, f) {
    const { timing } = ctx;
    const stderr = timing?.stderr?.find((s) => s.seat === f.seat)?.text;
    return (0,html/* html */.qy) `<div class="failure" data-failure-seat="${f.seat}" data-kind="${f.kind}">
    <h3>failure: seat ${f.seat} (${f.agent}) ${f.kind} on turn ${f.turn}</h3>
    <p class="message">${f.message}</p>
    ${stderr !== undefined
        ? (0,html/* html */.qy) `<p class="muted">the agent's stderr in this game (start and end):</p>
            <pre class="stderr">${stderr}</pre>`
        : (0,html/* html */.qy) `<p class="muted">no stderr recorded for this game${timing ? '' : ' (no timing file beside the replay)'}</p>`}
  </div>`;
}
function moveRows(ctx, view) {
    const { replay, timing } = ctx;
    const t = replay.time;
    const times = timing ? timing.turns.filter((x) => x.turn === view.turn) : [];
    return view.frames.map((frame) => {
        const time = times.find((x) => x.seat === frame.seat);
        const bankBefore = time ? time.bankMs + Math.max(0, time.ms - t.turnMs) : t.bankMs;
        return (0,html/* html */.qy) `<tr data-seat="${frame.seat}">
      <td><span class="swatch ${seatClass(frame.seat)}"></span>seat ${frame.seat}</td>
      <td>${replay.seats[frame.seat]?.agent ?? '?'}</td>
      <td><code class="action">${frame.action === undefined ? '(no action)' : JSON.stringify(frame.action)}</code></td>
      <td>
        ${time ? (0,html/* html */.qy) `${timeBar(time.ms, t.turnMs, bankBefore)} <span class="time" data-ms="${time.ms}">${ms(time.ms)} of ${ms(t.turnMs)}</span>, bank ${ms(time.bankMs)} left` : (0,html/* html */.qy) `<span class="muted">${timing ? 'no time recorded' : 'no timing file'}</span>`}
      </td>
    </tr>`;
    });
}
function observationsOf(ctx, view) {
    if (ctx.renderer !== 'json' || view.frames.length === 0)
        return [];
    return view.frames.map((frame) => (0,html/* html */.qy) `<h3>seat ${frame.seat} (${ctx.replay.seats[frame.seat]?.agent ?? '?'}) saw</h3>
        <pre class="observation">${jsonView(frame.observation)}</pre>
        ${frame.action !== undefined
        ? (0,html/* html */.qy) `<p>and played</p>
                <pre class="json-action">${jsonView(frame.action)}</pre>`
        : ''}`);
}
function frameSection(ctx, view, i) {
    const moves = moveRows(ctx, view);
    const here = ctx.failures.filter((f) => f.frame === i);
    return (0,html/* html */.qy) `<section
    class="frame${here.length > 0 ? ' has-failure' : ''}"
    data-frame="${i}"
    data-turn="${view.turn}"
    ${i === 0 ? '' : (0,html/* html */.qy) ` hidden`}
  >
    <h2>${view.turn === 0 ? 'start' : `turn ${view.turn}`}</h2>
    ${here.map((f) => failureBox(ctx, f))}${view.picture ?? ''}${view.turn === 0 && ctx.renderer === 'json'
        ? (0,html/* html */.qy) `<p class="muted">the game's first observations are on turn ${ctx.turns[1]?.turn ?? 1}</p>`
        : ''}${moves.length > 0
        ? (0,html/* html */.qy) `<table class="moves">
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
        : ''}${observationsOf(ctx, view)}
  </section>`;
}
function header(ctx, source) {
    const { replay, timing, failures } = ctx;
    const t = replay.time;
    const failureIndex = failures.length > 0
        ? (0,html/* html */.qy) `<p class="failures-index">
          failures:
          ${failures.map((f) => (0,html/* html */.qy) `<button type="button" data-goto="${f.frame}">turn ${f.turn}: seat ${f.seat} ${f.kind}</button>`)}
        </p>`
        : '';
    return (0,html/* html */.qy) `<header>
    <h1>
      ${replay.game}:
      ${(0,html/* joinHtml */.cR)(replay.seats.map((s, i) => (0,html/* html */.qy) `<span class="${seatClass(i)}">${s.agent}</span>`), ' vs ')}
    </h1>
    <p class="muted">
      game ${replay.match.index + 1} of ${replay.match.games} in match <code>${replay.match.id}</code> · seed ${replay.seed} · arena
      ${replay.arenaVersion} · ${replay.game} rules ${replay.rulesVersion}${source ? (0,html/* html */.qy) ` · <code>${source}</code>` : ''}
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
      ${ms(t.startupMs)}${ctx.renderer === 'json' ? (0,html/* html */.qy) ` · no picture for ${replay.game}: observations and actions are shown as recorded` : ''}
    </p>
    <p class="muted">replay this game: <code>${replay.repro}</code></p>
    ${failureIndex}
  </header>`;
}
function controls(frames) {
    return (0,html/* html */.qy) `<nav class="controls">
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
function renderReplayHtml(input) {
    const { replay, timing } = input;
    const { turns, renderer } = viewTurns(replay, input.module);
    const frameOfTurn = new Map(turns.map((v, i) => [v.turn, i]));
    const failureFrame = (turn) => frameOfTurn.get(turn) ?? (turn === 0 ? 0 : turns.length - 1);
    const failures = replay.failures.map((f) => ({ ...f, frame: failureFrame(f.turn) }));
    const ctx = { replay, timing, turns, renderer, failures };
    const body = (0,html/* html */.qy) `${header(ctx, input.source)} ${controls(turns.length)}
    <main>${turns.map((view, i) => frameSection(ctx, view, i))}</main>`;
    return (0,html/* page */.MY)({
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


/***/ }),

/***/ 4544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rb: () => (/* binding */ parseReplay),
/* harmony export */   TD: () => (/* binding */ replaySteps),
/* harmony export */   UX: () => (/* binding */ buildReplay),
/* harmony export */   WA: () => (/* binding */ ReplayError),
/* harmony export */   Y8: () => (/* binding */ serializeReplay),
/* harmony export */   cQ: () => (/* binding */ renderReplay),
/* harmony export */   dI: () => (/* binding */ parseReplayTiming),
/* harmony export */   eJ: () => (/* binding */ REPLAY_CAPS),
/* harmony export */   gI: () => (/* binding */ buildReplayTiming),
/* harmony export */   ym: () => (/* binding */ serializeReplayTiming)
/* harmony export */ });
/* unused harmony exports REPLAY_SCHEMA_V1, REPLAY_TIMING_SCHEMA_V1, ReplaySchema, ReplayTimingSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2857);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(311);
/* harmony import */ var _games_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1551);
/* harmony import */ var _protocol_version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1090);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(541);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9528);






const REPLAY_SCHEMA_V1 = 'arena.replay/v1';
const REPLAY_TIMING_SCHEMA_V1 = 'arena.replay-timing/v1';
const REPLAY_CAPS = {
    fileBytes: 64 * 1024 * 1024,
    frames: 200_000,
    depth: 64,
};
const Text = (max) => zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(max);
const Count = zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0).max(Number.MAX_SAFE_INTEGER);
const SeatSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    agent: _results_js__WEBPACK_IMPORTED_MODULE_1__/* .AgentIdSchema */ .Qp,
    version: Text(64),
    treeHash: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(/^sha256:[0-9a-f]{64}$/)
        .optional(),
    runner: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['process', 'docker']),
});
const FrameSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    turn: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(1),
    seat: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0).max(15),
    observation: zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J(),
    action: zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J().optional(),
});
const ReplaySchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    schema: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(REPLAY_SCHEMA_V1),
    arenaVersion: Text(64),
    protocol: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr(),
    game: Text(64),
    rulesVersion: Text(32),
    match: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        id: Text(128),
        seed: Count,
        games: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(1),
        index: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0),
        pair: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0),
    }),
    gameId: Text(128),
    seed: Count,
    seats: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(SeatSchema).min(1).max(16),
    config: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(Text(64), zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J()),
    time: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ startupMs: Count, turnMs: Count, bankMs: Count, matchMs: Count }),
    limits: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        memoryBytes: Count,
        cpus: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().min(0),
        pids: Count,
        tmpfsBytes: Count,
        outputBytes: Count,
        maxLineBytes: Count,
        stderrBytes: Count,
        nofile: Count,
        fileSizeBytes: Count,
    }),
    repro: Text(2048),
    result: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        ranks: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(1).max(16)).min(1).max(16),
        reason: Text(256),
        turns: Count,
    }),
    failures: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        seat: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0).max(15),
        agent: _results_js__WEBPACK_IMPORTED_MODULE_1__/* .AgentIdSchema */ .Qp,
        kind: _results_js__WEBPACK_IMPORTED_MODULE_1__/* .FailureKindSchema */ .KQ,
        turn: Count,
        message: Text(4096),
    }))
        .max(16),
    turns: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(FrameSchema).max(REPLAY_CAPS.frames),
});
const ReplayTimingSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    schema: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(REPLAY_TIMING_SCHEMA_V1),
    match: Text(128),
    gameId: Text(128),
    attempt: Count,
    durationMs: Count,
    startupMs: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(Count.nullable()).max(16),
    turns: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ turn: Count, seat: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0).max(15), ms: Count, bankMs: Count })).max(REPLAY_CAPS.frames),
    stderr: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ seat: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0).max(15), agent: _results_js__WEBPACK_IMPORTED_MODULE_1__/* .AgentIdSchema */ .Qp, text: Text(_results_js__WEBPACK_IMPORTED_MODULE_1__/* .RESULTS_CAPS */ .Lm.excerpt) }))
        .max(16)
        .optional(),
});
class ReplayError extends Error {
    name = 'ReplayError';
}
function seatOf(agent) {
    return {
        agent: agent.id,
        version: agent.version,
        ...(agent.treeHash ? { treeHash: agent.treeHash } : {}),
        runner: agent.runner.kind,
    };
}
function timeOf(time) {
    return { startupMs: time.startupMs, turnMs: time.turnMs, bankMs: time.bankMs, matchMs: time.matchMs };
}
function buildReplay(spec, matchId, game) {
    const module = (0,_games_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .findGame */ .kf)(spec.game);
    if (!module)
        throw new Error(`unknown game ${spec.game}`);
    const l = spec.limits;
    return {
        schema: REPLAY_SCHEMA_V1,
        arenaVersion: _version_js__WEBPACK_IMPORTED_MODULE_4__/* .ARENA_VERSION */ .R,
        protocol: _protocol_version_js__WEBPACK_IMPORTED_MODULE_5__/* .PROTOCOL_VERSION */ .W,
        game: spec.game,
        rulesVersion: module.rulesVersion,
        match: { id: matchId, seed: spec.seed, games: spec.games, index: game.index, pair: game.pair },
        gameId: game.gameId,
        seed: game.seed,
        seats: game.order.map((i) => seatOf(spec.agents[i])),
        config: spec.gameConfig,
        time: timeOf(spec.time),
        limits: {
            memoryBytes: l.memoryBytes,
            cpus: l.cpus,
            pids: l.pids,
            tmpfsBytes: l.tmpfsBytes,
            outputBytes: l.outputBytes,
            maxLineBytes: l.maxLineBytes,
            stderrBytes: l.stderrBytes,
            nofile: l.nofile,
            fileSizeBytes: l.fileSizeBytes,
        },
        repro: game.repro,
        result: { ranks: game.ranks, reason: game.reason, turns: game.turns },
        failures: game.failures.map((f) => ({
            seat: game.seats.indexOf(f.agent),
            agent: f.agent,
            kind: f.kind,
            turn: f.turn,
            message: f.message,
        })),
        turns: game.frames.map((f) => ({
            turn: f.turn,
            seat: f.seat,
            observation: f.observation,
            ...(f.action !== undefined ? { action: f.action } : {}),
        })),
    };
}
function buildReplayTiming(matchId, game) {
    const stderr = game.failures.flatMap((f) => f.stderr !== undefined ? [{ seat: game.seats.indexOf(f.agent), agent: f.agent, text: f.stderr }] : []);
    return {
        schema: REPLAY_TIMING_SCHEMA_V1,
        match: matchId,
        gameId: game.gameId,
        attempt: game.timings.attempt,
        durationMs: game.timings.durationMs,
        startupMs: game.timings.startupMs,
        turns: game.timings.turns,
        ...(stderr.length > 0 ? { stderr } : {}),
    };
}
function serializeReplay(replay) {
    const { turns, ...head } = ReplaySchema.parse(replay);
    const placeholder = JSON.stringify('\u0000turns\u0000');
    const headText = JSON.stringify({ ...head, turns: '\u0000turns\u0000' }, null, 2);
    const turnsText = turns.length === 0 ? '[]' : `[\n${turns.map((t) => `    ${JSON.stringify(t)}`).join(',\n')}\n  ]`;
    const at = headText.lastIndexOf(placeholder);
    return `${headText.slice(0, at)}${turnsText}${headText.slice(at + placeholder.length)}\n`;
}
function serializeReplayTiming(timing) {
    return `${JSON.stringify(timing, null, 2)}\n`;
}
function depthExceeds(value, limit) {
    const stack = [[value, 1]];
    while (stack.length > 0) {
        const [v, d] = stack.pop();
        if (d > limit)
            return true;
        if (v && typeof v === 'object')
            for (const child of Object.values(v))
                stack.push([child, d + 1]);
    }
    return false;
}
function parseReplayTiming(text) {
    if (text.length > REPLAY_CAPS.fileBytes)
        throw new ReplayError(`the timing file is larger than ${REPLAY_CAPS.fileBytes} bytes`);
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        throw new ReplayError('the timing file is not JSON');
    }
    if (depthExceeds(raw, REPLAY_CAPS.depth))
        throw new ReplayError(`the timing file is nested deeper than ${REPLAY_CAPS.depth} levels`);
    const parsed = ReplayTimingSchema.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue ? issue.path.map(String).join('.') : '';
        throw new ReplayError(`the timing file does not match ${REPLAY_TIMING_SCHEMA_V1}: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)(where ? `${where}: ` : '')}${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)(issue?.message ?? 'invalid')}`);
    }
    return parsed.data;
}
function parseReplay(text) {
    if (text.length > REPLAY_CAPS.fileBytes)
        throw new ReplayError(`the file is larger than ${REPLAY_CAPS.fileBytes} bytes`);
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch (error) {
        throw new ReplayError(`the file is not JSON (${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(error instanceof Error ? error.message : 'parse error', 200))})`);
    }
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
        throw new ReplayError('the file is not a replay (not a JSON object)');
    const schema = raw.schema;
    if (schema !== REPLAY_SCHEMA_V1) {
        const shown = typeof schema === 'string' ? (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(schema, 64)) : String(schema);
        throw new ReplayError(`the file is not a replay this version reads (schema ${JSON.stringify(shown)}; expected ${REPLAY_SCHEMA_V1})`);
    }
    if (depthExceeds(raw, REPLAY_CAPS.depth))
        throw new ReplayError(`the replay is nested deeper than ${REPLAY_CAPS.depth} levels`);
    const parsed = ReplaySchema.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue ? issue.path.map(String).join('.') : '';
        throw new ReplayError(`the replay does not match ${REPLAY_SCHEMA_V1}: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)(where ? `${where}: ` : '')}${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)(issue?.message ?? 'invalid')}`);
    }
    return parsed.data;
}
function replaySteps(replay, given) {
    const module = given ?? (0,_games_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .findGame */ .kf)(replay.game);
    if (!module)
        throw new ReplayError(`unknown game ${JSON.stringify((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(replay.game, 64)))}`);
    if (replay.rulesVersion !== module.rulesVersion) {
        throw new ReplayError(`the replay was recorded with ${replay.game} rules version ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)(replay.rulesVersion)}; this arena has version ${module.rulesVersion}`);
    }
    let config;
    try {
        config = module.parseConfig(replay.config);
    }
    catch (error) {
        throw new ReplayError(`bad game config in the replay: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)(error.message)}`);
    }
    let state;
    try {
        state = module.setup(replay.seed, replay.seats.length, config);
    }
    catch (error) {
        throw new ReplayError(`the replay's game could not be set up: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)(error.message)}`);
    }
    const initial = state;
    const steps = [];
    let i = 0;
    const frames = replay.turns;
    while (i < frames.length) {
        const turn = frames[i].turn;
        const group = [];
        while (i < frames.length && frames[i].turn === turn)
            group.push(frames[i++]);
        const expected = module.toMove(state);
        const seats = group.map((f) => f.seat);
        if (expected.length !== seats.length || expected.some((s, k) => s !== seats[k])) {
            throw new ReplayError(`turn ${turn}: the replay has moves for seats ${seats.join(', ')}, the rules expect ${expected.join(', ') || 'none'}`);
        }
        const actions = new Map();
        for (const frame of group) {
            const observed = JSON.stringify(module.observe(state, frame.seat));
            if (observed !== JSON.stringify(frame.observation)) {
                throw new ReplayError(`turn ${turn}: the observation recorded for seat ${frame.seat} is not what the rules give`);
            }
            if (frame.action === undefined)
                continue;
            const valid = module.validate(state, frame.seat, frame.action);
            if (!valid.ok)
                throw new ReplayError(`turn ${turn}: seat ${frame.seat}'s recorded action is not legal: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)(valid.reason)}`);
            actions.set(frame.seat, valid.action);
        }
        if (actions.size < group.length) {
            steps.push({ turn, actions, state });
            if (i < frames.length)
                throw new ReplayError(`turn ${turn}: the replay goes on after a turn with a missing action`);
            break;
        }
        state = module.apply(state, actions);
        steps.push({ turn, actions, state });
    }
    return { initial, steps, module };
}
function describeRanks(replay) {
    const { ranks } = replay.result;
    const names = replay.seats.map((s, i) => `seat ${i} (${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)(s.agent)})`);
    if (ranks.every((r) => r === ranks[0]))
        return 'draw';
    const best = Math.min(...ranks);
    const winners = names.filter((_, i) => ranks[i] === best);
    return `${winners.join(' and ')} ${winners.length === 1 ? 'wins' : 'win'}`;
}
function renderReplay(replay) {
    const { initial, steps, module } = replaySteps(replay);
    const out = [];
    const s = (v) => (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)(v);
    out.push(`${s(replay.game)} · game ${replay.match.index + 1} of ${replay.match.games} in match ${s(replay.match.id)} · seed ${replay.seed}`);
    out.push(`arena ${s(replay.arenaVersion)} · ${s(replay.game)} rules ${s(replay.rulesVersion)} · protocol ${replay.protocol}`);
    replay.seats.forEach((seat, i) => {
        out.push(`seat ${i}: ${s(seat.agent)} ${s(seat.version)} (${seat.runner})${seat.treeHash ? ` ${seat.treeHash}` : ''}`);
    });
    const t = replay.time;
    out.push(`time: ${t.turnMs} ms per turn, bank ${t.bankMs} ms per game, startup ${t.startupMs} ms, match ${t.matchMs} ms`);
    if (Object.keys(replay.config).length > 0)
        out.push(`config: ${s(JSON.stringify(replay.config))}`);
    out.push(`repro: ${s(replay.repro)}`);
    out.push('');
    if (module.kind === 'turn-based') {
        out.push(module.render(initial));
        for (const step of steps) {
            for (const [seat, action] of step.actions) {
                out.push('');
                out.push(`turn ${step.turn}: seat ${seat} (${s(replay.seats[seat]?.agent ?? '?')}) plays ${s(JSON.stringify(action))}`);
                out.push(module.render(step.state));
            }
        }
    }
    else {
        const last = steps[steps.length - 1];
        out.push(module.render(last ? last.state : initial));
    }
    out.push('');
    for (const f of replay.failures) {
        out.push(`failure: seat ${f.seat} (${s(f.agent)}) ${f.kind} on turn ${f.turn}: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeText */ .jZ)(f.message).replace(/\n/g, ' ')}`);
    }
    out.push(`result: ${describeRanks(replay)} (${s(replay.result.reason)}) after ${replay.result.turns} turns`);
    return `${out.join('\n')}\n`;
}


/***/ })

};
