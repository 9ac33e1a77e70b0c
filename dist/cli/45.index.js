export const id = 45;
export const ids = [45];
export const modules = {

/***/ 5275:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tx: () => (/* binding */ safeFileName),
/* harmony export */   g3: () => (/* binding */ writeMatchFiles),
/* harmony export */   yE: () => (/* binding */ readReplayFile)
/* harmony export */ });
/* unused harmony export replayPath */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_replay_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4544);
/* harmony import */ var _core_sanitize_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9528);




function safeFileName(name) {
    return name.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 128) || 'match';
}
function replayPath(matchId, index) {
    return `replays/${safeFileName(matchId)}/game-${String(index + 1).padStart(4, '0')}.json`;
}
async function writeMatchFiles(outDir, spec, outcome) {
    const matchId = outcome.result.id;
    const folder = safeFileName(matchId);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, 'replays', folder), { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, 'logs', folder), { recursive: true });
    const paths = new Map();
    for (const game of outcome.games) {
        const rel = replayPath(matchId, game.index);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, rel), (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_2__/* .serializeReplay */ .Y8)((0,_core_replay_js__WEBPACK_IMPORTED_MODULE_2__/* .buildReplay */ .UX)(spec, matchId, game)));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, rel.replace(/\.json$/, '.timing.json')), (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_2__/* .serializeReplayTiming */ .ym)((0,_core_replay_js__WEBPACK_IMPORTED_MODULE_2__/* .buildReplayTiming */ .gI)(matchId, game)));
        paths.set(game.index, rel);
    }
    const written = new Set();
    for (const log of outcome.logs) {
        const name = safeFileName(log.agent);
        if (written.has(name))
            continue;
        written.add(name);
        const all = outcome.logs.filter((l) => l.agent === log.agent).flatMap((l) => l.sessions);
        const text = all
            .map((s, i) => `--- ${log.agent}: session ${i + 1} of ${all.length}, ${s.totalBytes} bytes of stderr${s.truncated ? ' (middle omitted)' : ''} ---\n${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .sanitizeText */ .jZ)(s.text)}`)
            .join('\n');
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, 'logs', folder, `${name}.log`), `${text}\n`);
    }
    return {
        ...outcome.result,
        games: outcome.result.games.map((g) => (g.index !== undefined && paths.has(g.index) ? { ...g, replay: paths.get(g.index) } : g)),
    };
}
async function readReplayFile(path) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
    }
    catch (error) {
        const code = error.code;
        throw new _core_replay_js__WEBPACK_IMPORTED_MODULE_2__/* .ReplayError */ .WA(code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? 'error'})`);
    }
    try {
        const info = await handle.stat();
        if (!info.isFile())
            throw new _core_replay_js__WEBPACK_IMPORTED_MODULE_2__/* .ReplayError */ .WA('not a regular file');
        if (info.size > _core_replay_js__WEBPACK_IMPORTED_MODULE_2__/* .REPLAY_CAPS */ .eJ.fileBytes)
            throw new _core_replay_js__WEBPACK_IMPORTED_MODULE_2__/* .ReplayError */ .WA(`the file is larger than ${_core_replay_js__WEBPACK_IMPORTED_MODULE_2__/* .REPLAY_CAPS */ .eJ.fileBytes} bytes`);
        const bytes = await handle.readFile();
        try {
            return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        }
        catch {
            throw new _core_replay_js__WEBPACK_IMPORTED_MODULE_2__/* .ReplayError */ .WA('the file is not UTF-8 text');
        }
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ stringFlag),
/* harmony export */   bQ: () => (/* binding */ parseFlags),
/* harmony export */   s1: () => (/* binding */ intFlag)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);


function parseFlags(argv, options, usage, positionals = { min: 0, max: 0 }) {
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, strict: true, allowPositionals: positionals.max > 0 });
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(error.message.split('\n')[0] ?? 'bad arguments', `usage: ${usage}`);
    }
    const { positionals: rest } = parsed;
    if (rest.length < positionals.min || rest.length > positionals.max) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(positionals.max === 0
            ? `unexpected argument ${JSON.stringify(rest[0])}`
            : `expected ${positionals.min === positionals.max ? positionals.min : `${positionals.min}–${positionals.max}`} argument(s), got ${rest.length}`, `usage: ${usage}`);
    }
    return parsed;
}
function intFlag(value, flag, min = 1, max = Number.MAX_SAFE_INTEGER) {
    if (value === undefined)
        return undefined;
    const text = String(value);
    if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`--${flag} must be a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`);
    }
    return Number(text);
}
function stringFlag(value) {
    return typeof value === 'string' ? value : undefined;
}


/***/ }),

/***/ 1244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _O: () => (/* binding */ GAMES),
  Av: () => (/* binding */ GAME_NAMES),
  kf: () => (/* binding */ findGame),
  lY: () => (/* binding */ getGame),
  cV: () => (/* binding */ isGameName)
});

;// CONCATENATED MODULE: ./src/core/games/connect-four.ts
const COLUMNS = 7;
const ROWS = 6;
function legalColumns(board) {
    const top = board[0];
    const legal = [];
    for (let c = 0; c < COLUMNS; c++)
        if (top[c] === 0)
            legal.push(c);
    return legal;
}
function winsAt(board, row, col) {
    const mark = board[row][col];
    const count = (dr, dc) => {
        let n = 0;
        let r = row + dr;
        let c = col + dc;
        while (r >= 0 && r < ROWS && c >= 0 && c < COLUMNS && board[r][c] === mark) {
            n++;
            r += dr;
            c += dc;
        }
        return n;
    };
    for (const [dr, dc] of [
        [0, 1],
        [1, 0],
        [1, 1],
        [1, -1],
    ]) {
        if (1 + count(dr, dc) + count(-dr, -dc) >= 4)
            return true;
    }
    return false;
}
const connectFour = {
    name: 'connect-four',
    rulesVersion: '1',
    players: { min: 2, max: 2 },
    kind: 'turn-based',
    parseConfig(config) {
        const keys = Object.keys(config);
        if (keys.length > 0)
            throw new Error(`connect-four has no options; remove ${keys.map((k) => JSON.stringify(k)).join(', ')}`);
        return {};
    },
    maxTurns() {
        return ROWS * COLUMNS;
    },
    setup(_seed, players) {
        if (players !== 2)
            throw new Error(`connect-four is played by 2 players, not ${players}`);
        return {
            board: Array.from({ length: ROWS }, () => Array.from({ length: COLUMNS }, () => 0)),
            next: 0,
            moves: 0,
            outcome: null,
        };
    },
    toMove(state) {
        return state.outcome ? [] : [state.next];
    },
    observe(state, seat) {
        return {
            board: state.board.map((row) => [...row]),
            mark: seat + 1,
            legal: state.outcome ? [] : legalColumns(state.board),
        };
    },
    legalActions(state, seat) {
        if (state.outcome || seat !== state.next)
            return [];
        return legalColumns(state.board);
    },
    validate(state, seat, action) {
        if (state.outcome)
            return { ok: false, reason: 'the game is over' };
        if (seat !== state.next)
            return { ok: false, reason: `it is seat ${state.next}'s move, not seat ${seat}'s` };
        if (typeof action !== 'number' || !Number.isInteger(action) || action < 0 || action >= COLUMNS) {
            const shown = typeof action === 'string' ? JSON.stringify(action.slice(0, 40)) : typeof action === 'number' ? String(action) : typeof action;
            return { ok: false, reason: `the action must be a column number 0–${COLUMNS - 1}, got ${shown}` };
        }
        if (state.board[0][action] !== 0)
            return { ok: false, reason: `column ${action} is full` };
        return { ok: true, action };
    },
    apply(state, actions) {
        const column = actions.get(state.next);
        if (column === undefined)
            throw new Error(`connect-four: no action for seat ${state.next}`);
        const board = state.board.map((row) => [...row]);
        let row = ROWS - 1;
        while (row >= 0 && board[row][column] !== 0)
            row--;
        if (row < 0)
            throw new Error(`connect-four: column ${column} is full`);
        board[row][column] = state.next + 1;
        const moves = state.moves + 1;
        let outcome = null;
        if (winsAt(board, row, column))
            outcome = { ranks: state.next === 0 ? [1, 2] : [2, 1], reason: 'four-in-a-row' };
        else if (moves === ROWS * COLUMNS)
            outcome = { ranks: [1, 1], reason: 'board-full' };
        return { board, next: 1 - state.next, moves, outcome };
    },
    result(state) {
        return state.outcome;
    },
    render(state) {
        const cell = ['.', 'X', 'O'];
        const lines = state.board.map((row) => `|${row.map((v) => cell[v] ?? '?').join(' ')}|`);
        lines.push(`+${'-'.repeat(COLUMNS * 2 - 1)}+`);
        lines.push(` ${Array.from({ length: COLUMNS }, (_, c) => String(c)).join(' ')}`);
        return lines.join('\n');
    },
};

;// CONCATENATED MODULE: ./src/core/games/rock-paper-scissors.ts
const MOVES = ['rock', 'paper', 'scissors'];
const DEFAULT_ROUNDS = 100;
const MAX_ROUNDS = 10_000;
function compareMoves(a, b) {
    if (a === b)
        return 0;
    return (a === 'rock' && b === 'scissors') || (a === 'paper' && b === 'rock') || (a === 'scissors' && b === 'paper') ? 1 : -1;
}
function isMove(value) {
    return typeof value === 'string' && MOVES.includes(value);
}
const rockPaperScissors = {
    name: 'rock-paper-scissors',
    rulesVersion: '1',
    players: { min: 2, max: 2 },
    kind: 'simultaneous',
    parseConfig(config) {
        const unknown = Object.keys(config).filter((k) => k !== 'rounds');
        if (unknown.length > 0) {
            throw new Error(`rock-paper-scissors has one option, rounds; remove ${unknown.map((k) => JSON.stringify(k)).join(', ')}`);
        }
        const rounds = 'rounds' in config ? config.rounds : DEFAULT_ROUNDS;
        if (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS) {
            throw new Error(`rock-paper-scissors rounds must be a whole number from 1 to ${MAX_ROUNDS}, got ${JSON.stringify(rounds)}`);
        }
        return { rounds };
    },
    maxTurns(config) {
        return typeof config.rounds === 'number' ? config.rounds : DEFAULT_ROUNDS;
    },
    setup(_seed, players, config) {
        if (players !== 2)
            throw new Error(`rock-paper-scissors is played by 2 players, not ${players}`);
        const rounds = typeof config.rounds === 'number' ? config.rounds : DEFAULT_ROUNDS;
        return { rounds, history: [], wins: [0, 0] };
    },
    toMove(state) {
        return state.history.length >= state.rounds ? [] : [0, 1];
    },
    observe(state, seat) {
        const other = 1 - seat;
        return {
            round: Math.min(state.history.length + 1, state.rounds),
            rounds: state.rounds,
            history: state.history.map((pair) => [pair[seat], pair[other]]),
            score: [state.wins[seat], state.wins[other]],
        };
    },
    legalActions(state) {
        return state.history.length >= state.rounds ? [] : [...MOVES];
    },
    validate(state, _seat, action) {
        if (state.history.length >= state.rounds)
            return { ok: false, reason: 'the game is over' };
        if (!isMove(action)) {
            const shown = typeof action === 'string' ? JSON.stringify(action.slice(0, 40)) : typeof action === 'number' ? String(action) : typeof action;
            return { ok: false, reason: `the action must be "rock", "paper" or "scissors", got ${shown}` };
        }
        return { ok: true, action };
    },
    apply(state, actions) {
        const a = actions.get(0);
        const b = actions.get(1);
        if (a === undefined || b === undefined)
            throw new Error('rock-paper-scissors: both seats must act');
        const c = compareMoves(a, b);
        return {
            rounds: state.rounds,
            history: [...state.history, [a, b]],
            wins: [state.wins[0] + (c > 0 ? 1 : 0), state.wins[1] + (c < 0 ? 1 : 0)],
        };
    },
    result(state) {
        if (state.history.length < state.rounds)
            return null;
        const [w0, w1] = state.wins;
        return { ranks: w0 > w1 ? [1, 2] : w1 > w0 ? [2, 1] : [1, 1], reason: 'rounds-played' };
    },
    render(state) {
        const lines = state.history.map((pair, i) => {
            const c = compareMoves(pair[0], pair[1]);
            return `${String(i + 1).padStart(4)}  ${pair[0].padEnd(8)} ${pair[1].padEnd(8)} ${c > 0 ? 'seat 0' : c < 0 ? 'seat 1' : 'tie'}`;
        });
        lines.push(`score ${state.wins[0]}–${state.wins[1]} after ${state.history.length} of ${state.rounds} rounds`);
        return lines.join('\n');
    },
};

;// CONCATENATED MODULE: ./src/core/games/registry.ts


const MODULES = {
    'connect-four': connectFour,
    'rock-paper-scissors': rockPaperScissors,
};
const GAME_NAMES = Object.keys(MODULES);
function isGameName(name) {
    return Object.hasOwn(MODULES, name);
}
const GAMES = MODULES;
function getGame(name) {
    return GAMES[name];
}
function findGame(name) {
    return isGameName(name) ? GAMES[name] : undefined;
}


/***/ }),

/***/ 7386:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VH: () => (/* binding */ preview),
/* harmony export */   WP: () => (/* binding */ PROTOCOL_VERSION),
/* harmony export */   XM: () => (/* binding */ parseAgentLine),
/* harmony export */   ZO: () => (/* binding */ turnMessage),
/* harmony export */   rd: () => (/* binding */ endMessage),
/* harmony export */   su: () => (/* binding */ startMessage)
/* harmony export */ });
/* unused harmony exports TimeInfoSchema, StartMessageSchema, TurnMessageSchema, EndMessageSchema, RefereeMessageSchema, ReadyMessageSchema, ActionMessageSchema, AgentMessageSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2857);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(541);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9528);



const PROTOCOL_VERSION = 1;
const Count = zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(0).max(Number.MAX_SAFE_INTEGER);
const TimeInfoSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    turnMs: Count,
    bankMs: Count,
});
const StartMessageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('start'),
    protocol: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(PROTOCOL_VERSION),
    game: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(64),
    gameId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(128),
    seat: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(0).max(15),
    players: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(1).max(16),
    seed: Count,
    config: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), _results_js__WEBPACK_IMPORTED_MODULE_0__/* .JsonValueSchema */ .rW),
    time: TimeInfoSchema,
});
const TurnMessageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('turn'),
    gameId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(128),
    turn: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(1),
    observation: _results_js__WEBPACK_IMPORTED_MODULE_0__/* .JsonValueSchema */ .rW,
    time: TimeInfoSchema,
});
const EndMessageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('end'),
    gameId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(128),
    result: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        ranks: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(1)).min(1).max(16),
        reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(256),
    }),
});
const RefereeMessageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .discriminatedUnion */ .gMt('type', [StartMessageSchema, TurnMessageSchema, EndMessageSchema]);
const ReadyMessageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('ready') });
const ActionMessageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('action'),
    turn: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(1),
    action: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().refine((v) => v !== undefined, 'an action message needs an "action" field'),
});
const AgentMessageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .discriminatedUnion */ .gMt('type', [ReadyMessageSchema, ActionMessageSchema]);
function startMessage(fields) {
    return {
        type: 'start',
        protocol: PROTOCOL_VERSION,
        game: fields.game,
        gameId: fields.gameId,
        seat: fields.seat,
        players: fields.players,
        seed: fields.seed,
        config: fields.config,
        time: fields.time,
    };
}
function turnMessage(gameId, turn, observation, time) {
    return { type: 'turn', gameId, turn, observation, time };
}
function endMessage(gameId, ranks, reason) {
    return { type: 'end', gameId, result: { ranks, reason } };
}
function preview(line, max = 120) {
    return JSON.stringify((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(line, max));
}
function parseAgentLine(line) {
    let raw;
    try {
        raw = JSON.parse(line);
    }
    catch (error) {
        const why = error instanceof SyntaxError ? error.message : 'it could not be parsed';
        return { ok: false, reason: `the line is not JSON (${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(why, 160)}): ${preview(line)}` };
    }
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
        return { ok: false, reason: `each line must be a JSON object with a "type": ${preview(line)}` };
    }
    const type = raw.type;
    if (type !== 'ready' && type !== 'action') {
        return {
            ok: false,
            reason: `unknown message type ${typeof type === 'string' ? preview(type, 40) : String(type)}; an agent sends "ready" or "action"`,
        };
    }
    if (type === 'ready')
        return { ok: true, message: { type: 'ready' } };
    const { turn, action } = raw;
    if (action === undefined) {
        return { ok: false, reason: `bad "action" message: it has no "action" field: ${preview(line)}` };
    }
    if (typeof turn === 'number' && Number.isSafeInteger(turn) && turn >= 1) {
        return { ok: true, message: { type: 'action', turn, action } };
    }
    const parsed = AgentMessageSchema.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue && issue.path.length > 0 ? `"${issue.path.join('.')}": ` : '';
        return { ok: false, reason: `bad "${type}" message: ${where}${issue?.message ?? 'invalid'}: ${preview(line)}` };
    }
    if (parsed.data.type === 'ready')
        return { ok: true, message: { type: 'ready' } };
    const data = parsed.data;
    return { ok: true, message: { type: 'action', turn: data.turn, action: data.action } };
}


/***/ }),

/***/ 4544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rb: () => (/* binding */ parseReplay),
/* harmony export */   UX: () => (/* binding */ buildReplay),
/* harmony export */   WA: () => (/* binding */ ReplayError),
/* harmony export */   Y8: () => (/* binding */ serializeReplay),
/* harmony export */   cQ: () => (/* binding */ renderReplay),
/* harmony export */   eJ: () => (/* binding */ REPLAY_CAPS),
/* harmony export */   gI: () => (/* binding */ buildReplayTiming),
/* harmony export */   ym: () => (/* binding */ serializeReplayTiming)
/* harmony export */ });
/* unused harmony exports REPLAY_SCHEMA_V1, REPLAY_TIMING_SCHEMA_V1, ReplaySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2857);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(311);
/* harmony import */ var _games_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1244);
/* harmony import */ var _protocol_messages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7386);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(541);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9528);






const REPLAY_SCHEMA_V1 = 'arena.replay/v1';
const REPLAY_TIMING_SCHEMA_V1 = 'arena.replay-timing/v1';
const REPLAY_CAPS = {
    fileBytes: 64 * 1024 * 1024,
    frames: 200_000,
    depth: 64,
};
const Text = (max) => zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().max(max);
const Count = zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(0).max(Number.MAX_SAFE_INTEGER);
const SeatSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    agent: _results_js__WEBPACK_IMPORTED_MODULE_2__/* .AgentIdSchema */ .Qp,
    version: Text(64),
    treeHash: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .regex(/^sha256:[0-9a-f]{64}$/)
        .optional(),
    runner: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['process', 'docker']),
});
const FrameSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    turn: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(1),
    seat: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(0).max(15),
    observation: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J(),
    action: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J().optional(),
});
const ReplaySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    schema: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(REPLAY_SCHEMA_V1),
    arenaVersion: Text(64),
    protocol: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr(),
    game: Text(64),
    rulesVersion: Text(32),
    match: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        id: Text(128),
        seed: Count,
        games: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(1),
        index: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(0),
        pair: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(0),
    }),
    gameId: Text(128),
    seed: Count,
    seats: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(SeatSchema).min(1).max(16),
    config: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(Text(64), zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J()),
    time: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ startupMs: Count, turnMs: Count, bankMs: Count, matchMs: Count }),
    limits: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        memoryBytes: Count,
        cpus: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0),
        pids: Count,
        tmpfsBytes: Count,
        outputBytes: Count,
        maxLineBytes: Count,
        stderrBytes: Count,
        nofile: Count,
        fileSizeBytes: Count,
    }),
    repro: Text(2048),
    result: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        ranks: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(1).max(16)).min(1).max(16),
        reason: Text(256),
        turns: Count,
    }),
    failures: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        seat: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(0).max(15),
        agent: _results_js__WEBPACK_IMPORTED_MODULE_2__/* .AgentIdSchema */ .Qp,
        kind: _results_js__WEBPACK_IMPORTED_MODULE_2__/* .FailureKindSchema */ .KQ,
        turn: Count,
        message: Text(4096),
    }))
        .max(16),
    turns: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(FrameSchema).max(REPLAY_CAPS.frames),
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
        arenaVersion: _version_js__WEBPACK_IMPORTED_MODULE_5__/* .ARENA_VERSION */ .R,
        protocol: _protocol_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .PROTOCOL_VERSION */ .WP,
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
    return {
        schema: REPLAY_TIMING_SCHEMA_V1,
        match: matchId,
        gameId: game.gameId,
        attempt: game.timings.attempt,
        durationMs: game.timings.durationMs,
        startupMs: game.timings.startupMs,
        turns: game.timings.turns,
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
function parseReplay(text) {
    if (text.length > REPLAY_CAPS.fileBytes)
        throw new ReplayError(`the file is larger than ${REPLAY_CAPS.fileBytes} bytes`);
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch (error) {
        throw new ReplayError(`the file is not JSON (${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .sanitizeLine */ .g$)((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .truncate */ .xv)(error instanceof Error ? error.message : 'parse error', 200))})`);
    }
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
        throw new ReplayError('the file is not a replay (not a JSON object)');
    const schema = raw.schema;
    if (schema !== REPLAY_SCHEMA_V1) {
        const shown = typeof schema === 'string' ? (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .sanitizeLine */ .g$)((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .truncate */ .xv)(schema, 64)) : String(schema);
        throw new ReplayError(`the file is not a replay this version reads (schema ${JSON.stringify(shown)}; expected ${REPLAY_SCHEMA_V1})`);
    }
    if (depthExceeds(raw, REPLAY_CAPS.depth))
        throw new ReplayError(`the replay is nested deeper than ${REPLAY_CAPS.depth} levels`);
    const parsed = ReplaySchema.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue ? issue.path.map(String).join('.') : '';
        throw new ReplayError(`the replay does not match ${REPLAY_SCHEMA_V1}: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .sanitizeLine */ .g$)(where ? `${where}: ` : '')}${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .sanitizeLine */ .g$)(issue?.message ?? 'invalid')}`);
    }
    return parsed.data;
}
function replaySteps(replay) {
    const module = (0,_games_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .findGame */ .kf)(replay.game);
    if (!module)
        throw new ReplayError(`unknown game ${JSON.stringify((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .sanitizeLine */ .g$)((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .truncate */ .xv)(replay.game, 64)))}`);
    if (replay.rulesVersion !== module.rulesVersion) {
        throw new ReplayError(`the replay was recorded with ${replay.game} rules version ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .sanitizeLine */ .g$)(replay.rulesVersion)}; this arena has version ${module.rulesVersion}`);
    }
    let config;
    try {
        config = module.parseConfig(replay.config);
    }
    catch (error) {
        throw new ReplayError(`bad game config in the replay: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .sanitizeLine */ .g$)(error.message)}`);
    }
    let state;
    try {
        state = module.setup(replay.seed, replay.seats.length, config);
    }
    catch (error) {
        throw new ReplayError(`the replay's game could not be set up: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .sanitizeLine */ .g$)(error.message)}`);
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
                throw new ReplayError(`turn ${turn}: seat ${frame.seat}'s recorded action is not legal: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .sanitizeLine */ .g$)(valid.reason)}`);
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
    const names = replay.seats.map((s, i) => `seat ${i} (${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .sanitizeLine */ .g$)(s.agent)})`);
    if (ranks.every((r) => r === ranks[0]))
        return 'draw';
    const best = Math.min(...ranks);
    const winners = names.filter((_, i) => ranks[i] === best);
    return `${winners.join(' and ')} ${winners.length === 1 ? 'wins' : 'win'}`;
}
function renderReplay(replay) {
    const { initial, steps, module } = replaySteps(replay);
    const out = [];
    const s = (v) => (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .sanitizeLine */ .g$)(v);
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
        out.push(`failure: seat ${f.seat} (${s(f.agent)}) ${f.kind} on turn ${f.turn}: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .sanitizeText */ .jZ)(f.message).replace(/\n/g, ' ')}`);
    }
    out.push(`result: ${describeRanks(replay)} (${s(replay.result.reason)}) after ${replay.result.turns} turns`);
    return `${out.join('\n')}\n`;
}


/***/ }),

/***/ 541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ FAILURE_KINDS),
/* harmony export */   CB: () => (/* binding */ emptySummary),
/* harmony export */   D5: () => (/* binding */ ResultsReadError),
/* harmony export */   DH: () => (/* binding */ AGENT_NAME_PATTERN),
/* harmony export */   KQ: () => (/* binding */ FailureKindSchema),
/* harmony export */   Lm: () => (/* binding */ RESULTS_CAPS),
/* harmony export */   Qp: () => (/* binding */ AgentIdSchema),
/* harmony export */   f5: () => (/* binding */ serializeResults),
/* harmony export */   fi: () => (/* binding */ RESULTS_SCHEMA_V1),
/* harmony export */   iB: () => (/* binding */ TIERS),
/* harmony export */   rW: () => (/* binding */ JsonValueSchema),
/* harmony export */   x8: () => (/* binding */ readResults)
/* harmony export */ });
/* unused harmony exports KNOWN_RESULTS_SCHEMAS, TierSchema, SeveritySchema, IssueSchema, AgentStatusSchema, AgentResultSchema, FailureSchema, GameResultSchema, FailureCountsSchema, AgentSummarySchema, MatchResultSchema, RatingSchema, ConclusionSchema, RunModeSchema, RunInfoSchema, VerdictSchema, ResultsSchema, readResultsValue, logSafeJson */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4377);

const RESULTS_SCHEMA_V1 = 'arena.results/v1';
const KNOWN_RESULTS_SCHEMAS = [RESULTS_SCHEMA_V1];
const RESULTS_CAPS = {
    documentBytes: 8 * 1024 * 1024,
    agents: 1000,
    issuesPerAgent: 200,
    topIssues: 500,
    matches: 2000,
    gamesPerMatch: 1000,
    failuresPerGame: 16,
    ratings: 5000,
    reasons: 200,
    message: 4096,
    excerpt: 8192,
    observationBytes: 16 * 1024,
    path: 1024,
    depth: 32,
};
const FAILURE_KINDS = [
    'timeout',
    'startup-timeout',
    'crash',
    'invalid-action',
    'protocol-error',
    'output-limit',
    'oom',
    'infra',
];
const FailureKindSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(FAILURE_KINDS);
const TIERS = ['official', 'community'];
const TierSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['official', 'community', 'local']);
const AGENT_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,38}$/;
const AgentIdSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .max(64)
    .regex(/^(official|community|local)\/[a-z0-9][a-z0-9-]{0,38}$/, 'an agent id is tier/name');
const Sha = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{40}$/, 'a 40-hex commit sha');
const Text = (max) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(max);
const SeveritySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['error', 'warning', 'notice']);
const IssueSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    path: Text(RESULTS_CAPS.path),
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(1).max(10_000_000),
    column: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(1).max(10_000_000),
    severity: SeveritySchema,
    rule: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
    message: Text(RESULTS_CAPS.message),
});
const AgentStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['ok', 'invalid', 'rejected', 'build-failed', 'skipped']);
const AgentResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    id: AgentIdSchema,
    tier: TierSchema,
    path: Text(RESULTS_CAPS.path),
    version: Text(64),
    status: AgentStatusSchema,
    issues: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(IssueSchema).max(RESULTS_CAPS.issuesPerAgent),
    games: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Text(64)).max(32).optional(),
    entrypoint: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['command', 'docker']).optional(),
    treeHash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(/^sha256:[0-9a-f]{64}$/)
        .optional(),
    changed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});
const JsonValueSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* ["null"] */ .chJ(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(RESULTS_CAPS.observationBytes),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(JsonValueSchema).max(4096),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256), JsonValueSchema),
]));
const FailureSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    agent: AgentIdSchema,
    kind: FailureKindSchema,
    turn: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0),
    message: Text(RESULTS_CAPS.message),
    observation: JsonValueSchema.optional(),
    stderr: Text(RESULTS_CAPS.excerpt).optional(),
});
const GameResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    index: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0).optional(),
    seed: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0).max(Number.MAX_SAFE_INTEGER),
    seats: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AgentIdSchema).min(1).max(16),
    ranks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(1).max(16)).min(1).max(16),
    failures: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(FailureSchema).max(RESULTS_CAPS.failuresPerGame),
    turns: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0),
    reason: Text(256).optional(),
    replay: Text(RESULTS_CAPS.path).optional(),
});
const FailureCountsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .partialRecord */ .jgl(FailureKindSchema, zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0));
const AgentSummarySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    wins: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0),
    draws: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0),
    losses: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0),
    failures: FailureCountsSchema,
});
const MatchResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[A-Za-z0-9._:-]{1,128}$/),
    game: Text(64),
    agents: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AgentIdSchema).min(1).max(16),
    seed: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    games: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(GameResultSchema).max(RESULTS_CAPS.gamesPerMatch),
    voided: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0).optional(),
    summary: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(AgentIdSchema, AgentSummarySchema),
});
const RatingSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    agent: AgentIdSchema,
    version: Text(64),
    game: Text(64),
    mu: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    sigma: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0),
    rating: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    games: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0),
});
const ConclusionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['success', 'failure', 'neutral']);
const RunModeSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['validate', 'match', 'evaluate', 'maintainer-evaluate', 'rotation', 'merge']);
const RunInfoSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    mode: RunModeSchema,
    headSha: Sha.optional(),
    baseSha: Sha.optional(),
    createdAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .datetime */ .w$(),
    arenaVersion: Text(64),
    runId: Text(128).optional(),
    shard: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(/^\d{1,4}\/\d{1,4}$/)
        .optional(),
    authoritative: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});
const VerdictSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    conclusion: ConclusionSchema,
    reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Text(RESULTS_CAPS.message)).max(RESULTS_CAPS.reasons),
});
const ResultsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    schema: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(RESULTS_SCHEMA_V1),
    run: RunInfoSchema,
    agents: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AgentResultSchema).max(RESULTS_CAPS.agents),
    issues: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(IssueSchema).max(RESULTS_CAPS.topIssues).optional(),
    matches: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(MatchResultSchema).max(RESULTS_CAPS.matches),
    ratings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RatingSchema).max(RESULTS_CAPS.ratings),
    verdict: VerdictSchema,
});
class ResultsReadError extends Error {
    name = 'ResultsReadError';
}
function depthOf(value, limit) {
    let max = 0;
    const stack = [[value, 1]];
    while (stack.length > 0) {
        const [v, d] = stack.pop();
        if (d > max)
            max = d;
        if (max > limit)
            return max;
        if (v && typeof v === 'object') {
            for (const child of Object.values(v))
                stack.push([child, d + 1]);
        }
    }
    return max;
}
function readResults(text, maxBytes = RESULTS_CAPS.documentBytes) {
    if (Buffer.byteLength(text, 'utf8') > maxBytes) {
        throw new ResultsReadError(`results document is larger than ${maxBytes} bytes`);
    }
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch (error) {
        throw new ResultsReadError(`results document is not valid JSON (${error instanceof Error ? error.message : 'parse error'})`);
    }
    return readResultsValue(raw);
}
function readResultsValue(raw) {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
        throw new ResultsReadError('results document is not a JSON object');
    const schema = raw.schema;
    if (typeof schema !== 'string' || !KNOWN_RESULTS_SCHEMAS.includes(schema)) {
        throw new ResultsReadError(`unknown results schema ${JSON.stringify(typeof schema === 'string' ? schema.slice(0, 64) : schema)}; this reader knows ${KNOWN_RESULTS_SCHEMAS.join(', ')}`);
    }
    if (depthOf(raw, RESULTS_CAPS.depth + 8) > RESULTS_CAPS.depth + 8)
        throw new ResultsReadError('results document is nested too deeply');
    const parsed = ResultsSchema.safeParse(raw);
    if (!parsed.success) {
        const first = parsed.error.issues[0];
        const where = first ? first.path.map(String).join('.') : '';
        throw new ResultsReadError(`results document does not match ${RESULTS_SCHEMA_V1}: ${where ? `${where}: ` : ''}${first?.message ?? 'invalid'}`);
    }
    const results = parsed.data;
    const ids = new Set(results.agents.map((a) => a.id));
    for (const match of results.matches) {
        for (const key of Object.keys(match.summary)) {
            if (!ids.has(key))
                throw new ResultsReadError(`match ${match.id}: summary names ${key}, which is not listed in agents[]`);
        }
        for (const game of match.games) {
            for (const failure of game.failures) {
                if (failure.observation !== undefined &&
                    Buffer.byteLength(JSON.stringify(failure.observation), 'utf8') > RESULTS_CAPS.observationBytes) {
                    throw new ResultsReadError(`match ${match.id}: a failure observation is over ${RESULTS_CAPS.observationBytes} bytes`);
                }
            }
        }
    }
    return results;
}
function logSafeJson(json) {
    return json
        .replace(/##\[/g, '#\\u0023[')
        .replace(/::/g, ':\\u003a')
        .replace(/[\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
function render(results) {
    return `${logSafeJson(JSON.stringify(ResultsSchema.parse(results), null, 2))}\n`;
}
const TRIM_STAGES = [
    { what: 'stderr excerpts', trim: ({ stderr: _stderr, ...rest }) => rest },
    { what: 'copies of the last observation', trim: ({ observation: _observation, ...rest }) => rest },
    { what: 'failure messages past 200 characters', trim: (f) => ({ ...f, message: f.message.slice(0, 200) }) },
];
function serializeResults(results, maxBytes = RESULTS_CAPS.documentBytes) {
    let text = render(results);
    let current = results;
    const dropped = [];
    for (const stage of TRIM_STAGES) {
        if (Buffer.byteLength(text, 'utf8') <= maxBytes)
            break;
        dropped.push(stage.what);
        current = {
            ...current,
            matches: current.matches.map((m) => ({ ...m, games: m.games.map((g) => ({ ...g, failures: g.failures.map(stage.trim) })) })),
        };
        const note = `the document was over ${maxBytes} bytes, so it leaves out ${dropped.join(', ')} (the replays and logs keep them)`;
        const reasons = [...results.verdict.reasons.slice(0, RESULTS_CAPS.reasons - 1), note];
        text = render({ ...current, verdict: { ...current.verdict, reasons } });
    }
    return text;
}
function emptySummary() {
    return { wins: 0, draws: 0, losses: 0, failures: {} };
}


/***/ }),

/***/ 6045:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _cli_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7593);
/* harmony import */ var _adapters_replay_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5275);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _core_replay_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4544);
/* harmony import */ var _core_sanitize_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9528);






const USAGE = 'arena replay FILE';
const command = {
    name: 'replay',
    usage: USAGE,
    run: async (argv, io) => {
        const { positionals } = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFlags */ .bQ)(argv, {}, USAGE, { min: 1, max: 1 });
        const file = positionals[0];
        const shown = (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(file, 300));
        try {
            const replay = (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_4__/* .parseReplay */ .Rb)(await (0,_adapters_replay_files_js__WEBPACK_IMPORTED_MODULE_2__/* .readReplayFile */ .yE)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, file)));
            io.out((0,_core_replay_js__WEBPACK_IMPORTED_MODULE_4__/* .renderReplay */ .cQ)(replay));
        }
        catch (error) {
            if (error instanceof _core_replay_js__WEBPACK_IMPORTED_MODULE_4__/* .ReplayError */ .WA) {
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`${shown}: ${error.message}`, 'give a game file from the replays/ folder that `arena match --out DIR` writes');
            }
            throw error;
        }
        return _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.ok;
    },
};


/***/ })

};
