export const id = 835;
export const ids = [835];
export const modules = {

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

/***/ 1551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Av: () => (/* binding */ GAME_NAMES),
  Sf: () => (/* binding */ GAME_NAME_PATTERN),
  y6: () => (/* binding */ MAX_SEATS),
  iB: () => (/* binding */ MIN_SEATS),
  kf: () => (/* binding */ findGame),
  lY: () => (/* binding */ getGame),
  As: () => (/* binding */ isBuiltInGame),
  cV: () => (/* binding */ isGameName),
  Nj: () => (/* binding */ knownGames),
  IE: () => (/* binding */ registerGame)
});

// UNUSED EXPORTS: GAMES, unregisterGames

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

;// CONCATENATED MODULE: ./src/core/games/light-cycles.ts
const DIRECTIONS = ['up', 'down', 'left', 'right'];
const STEP = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };
const DEFAULT_SIZE = 15;
const MIN_SIZE = 8;
const MAX_SIZE = 40;
const DEFAULT_OBSTACLES = 12;
const EMPTY = 0;
const OBSTACLE = 9;
function options(config) {
    const n = (key, fallback) => (typeof config[key] === 'number' ? config[key] : fallback);
    return { width: n('width', DEFAULT_SIZE), height: n('height', DEFAULT_SIZE), obstacles: n('obstacles', DEFAULT_OBSTACLES) };
}
function startCells(players, width, height) {
    const midY = height >> 1;
    const [l, r, t, b] = [2, width - 3, 2, height - 3];
    if (players === 2)
        return [
            [l, midY],
            [r, midY],
        ];
    if (players === 3)
        return [
            [l, t],
            [r, t],
            [width >> 1, b],
        ];
    return [
        [l, t],
        [r, b],
        [r, t],
        [l, b],
    ];
}
function seeded(seed) {
    let a = (Math.floor(seed / 4294967296) ^ seed ^ 0x5bd1e995) >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
function isDirection(value) {
    return typeof value === 'string' && DIRECTIONS.includes(value);
}
function ranksOf(crashed) {
    const lasted = crashed.map((t) => (t === null ? Infinity : t));
    return lasted.map((mine) => 1 + lasted.filter((other) => other > mine).length);
}
const lightCycles = {
    name: 'light-cycles',
    rulesVersion: '1',
    players: { min: 2, max: 4 },
    kind: 'simultaneous',
    parseConfig(config) {
        const unknown = Object.keys(config).filter((k) => !['width', 'height', 'obstacles'].includes(k));
        if (unknown.length > 0) {
            throw new Error(`light-cycles has the options width, height and obstacles; remove ${unknown.map((k) => JSON.stringify(k)).join(', ')}`);
        }
        const whole = (key, fallback, min, max) => {
            const value = key in config ? config[key] : fallback;
            if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
                throw new Error(`light-cycles ${key} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
            }
            return value;
        };
        const width = whole('width', DEFAULT_SIZE, MIN_SIZE, MAX_SIZE);
        const height = whole('height', DEFAULT_SIZE, MIN_SIZE, MAX_SIZE);
        const obstacles = whole('obstacles', DEFAULT_OBSTACLES, 0, Math.floor((width * height) / 8));
        return { width, height, obstacles };
    },
    maxTurns(config) {
        const { width, height } = options(config);
        return width * height;
    },
    setup(seed, players, config) {
        if (players < 2 || players > 4)
            throw new Error(`light-cycles is played by 2–4 players, not ${players}`);
        const { width, height, obstacles } = options(config);
        const cells = Array.from({ length: width * height }, () => EMPTY);
        const heads = startCells(players, width, height);
        heads.forEach(([x, y], seat) => (cells[y * width + x] = seat + 1));
        const random = seeded(seed);
        const clear = (x, y) => heads.every(([hx, hy]) => Math.max(Math.abs(hx - x), Math.abs(hy - y)) > 2);
        let placed = 0;
        for (let tries = 0; placed < obstacles && tries < obstacles * 20; tries++) {
            const x = Math.floor(random() * width);
            const y = Math.floor(random() * height);
            if (cells[y * width + x] !== EMPTY || !clear(x, y))
                continue;
            cells[y * width + x] = OBSTACLE;
            placed++;
        }
        return { width, height, cells, heads, crashed: heads.map(() => null), turn: 0, outcome: null };
    },
    toMove(state) {
        if (state.outcome)
            return [];
        const seats = [];
        state.crashed.forEach((t, seat) => {
            if (t === null)
                seats.push(seat);
        });
        return seats;
    },
    observe(state, seat) {
        const glyph = (v) => (v === EMPTY ? '.' : v === OBSTACLE ? '#' : String(v - 1));
        const grid = [];
        for (let y = 0; y < state.height; y++) {
            let row = '';
            for (let x = 0; x < state.width; x++)
                row += glyph(state.cells[y * state.width + x]);
            grid.push(row);
        }
        return {
            width: state.width,
            height: state.height,
            you: seat,
            turn: state.turn + 1,
            grid,
            heads: state.heads.map(([x, y]) => [x, y]),
            alive: state.crashed.map((t) => t === null),
        };
    },
    legalActions(state, seat) {
        if (state.outcome || state.crashed[seat] !== null)
            return [];
        return [...DIRECTIONS];
    },
    validate(state, seat, action) {
        if (state.outcome)
            return { ok: false, reason: 'the game is over' };
        if (state.crashed[seat] !== null)
            return { ok: false, reason: `seat ${seat} has crashed` };
        if (!isDirection(action)) {
            const shown = typeof action === 'string' ? JSON.stringify(action.slice(0, 40)) : typeof action === 'number' ? String(action) : typeof action;
            return { ok: false, reason: `the action must be "up", "down", "left" or "right", got ${shown}` };
        }
        return { ok: true, action };
    },
    apply(state, actions) {
        const { width, height } = state;
        const cells = [...state.cells];
        const heads = state.heads.map(([x, y]) => [x, y]);
        const crashed = [...state.crashed];
        const turn = state.turn + 1;
        const riding = this.toMove(state);
        const target = new Map();
        const claims = new Map();
        for (const seat of riding) {
            const direction = actions.get(seat);
            if (direction === undefined)
                throw new Error(`light-cycles: no action for seat ${seat}`);
            const [dx, dy] = STEP[direction];
            const x = heads[seat][0] + dx;
            const y = heads[seat][1] + dy;
            if (x < 0 || y < 0 || x >= width || y >= height || cells[y * width + x] !== EMPTY) {
                crashed[seat] = turn;
                continue;
            }
            const cell = y * width + x;
            target.set(seat, cell);
            claims.set(cell, (claims.get(cell) ?? 0) + 1);
        }
        for (const [seat, cell] of target) {
            if (claims.get(cell) > 1) {
                crashed[seat] = turn;
                continue;
            }
            cells[cell] = seat + 1;
            heads[seat] = [cell % width, Math.floor(cell / width)];
        }
        const left = crashed.filter((t) => t === null).length;
        let outcome = null;
        if (left <= 1)
            outcome = { ranks: ranksOf(crashed), reason: left === 1 ? 'last-cycle-riding' : 'all-crashed' };
        else if (turn >= width * height)
            outcome = { ranks: ranksOf(crashed), reason: 'turn-limit' };
        return { width, height, cells, heads, crashed, turn, outcome };
    },
    result(state) {
        return state.outcome;
    },
    render(state) {
        const lines = [];
        for (let y = 0; y < state.height; y++) {
            let row = '';
            for (let x = 0; x < state.width; x++) {
                const v = state.cells[y * state.width + x];
                const head = state.heads.findIndex(([hx, hy]) => hx === x && hy === y);
                if (head >= 0 && v === head + 1)
                    row += String.fromCharCode(65 + head);
                else
                    row += v === EMPTY ? '.' : v === OBSTACLE ? '#' : String.fromCharCode(97 + v - 1);
            }
            lines.push(row);
        }
        const status = state.crashed.map((t, seat) => `${String.fromCharCode(65 + seat)}: ${t === null ? 'riding' : `crashed on turn ${t}`}`);
        lines.push(`turn ${state.turn}; ${status.join(', ')}`);
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



const BUILT_IN = {
    'connect-four': connectFour,
    'light-cycles': lightCycles,
    'rock-paper-scissors': rockPaperScissors,
};
const GAME_NAMES = Object.keys(BUILT_IN);
const GAME_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
const MIN_SEATS = 2;
const MAX_SEATS = 8;
const GAMES = BUILT_IN;
const loaded = new Map();
function isBuiltInGame(name) {
    return Object.hasOwn(BUILT_IN, name);
}
function isGameName(name) {
    return isBuiltInGame(name) || loaded.has(name);
}
function registerGame(module) {
    if (isBuiltInGame(module.name))
        throw new Error(`"${module.name}" is a built-in game; give your game another name`);
    const existing = loaded.get(module.name);
    if (existing && existing !== module) {
        if (existing.rulesVersion === module.rulesVersion && sourceOf(existing) === sourceOf(module))
            return;
        throw new Error(`a different game module is already loaded as "${module.name}"`);
    }
    loaded.set(module.name, module);
}
function sourceOf(module) {
    return module.source;
}
function unregisterGames() {
    loaded.clear();
}
function knownGames() {
    const out = { ...BUILT_IN };
    for (const name of [...loaded.keys()].sort())
        out[name] = loaded.get(name);
    return out;
}
function getGame(name) {
    const module = findGame(name);
    if (!module)
        throw new Error(`unknown game "${name}": it is neither built in nor loaded from arena.yml`);
    return module;
}
function findGame(name) {
    if (isBuiltInGame(name))
        return GAMES[name];
    return loaded.get(name);
}


/***/ }),

/***/ 541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ FAILURE_KINDS),
/* harmony export */   C5: () => (/* binding */ logSafeJson),
/* harmony export */   CB: () => (/* binding */ emptySummary),
/* harmony export */   D5: () => (/* binding */ ResultsReadError),
/* harmony export */   DH: () => (/* binding */ AGENT_NAME_PATTERN),
/* harmony export */   KQ: () => (/* binding */ FailureKindSchema),
/* harmony export */   Lm: () => (/* binding */ RESULTS_CAPS),
/* harmony export */   Qp: () => (/* binding */ AgentIdSchema),
/* harmony export */   _F: () => (/* binding */ RESULTS_SCHEMA_V2),
/* harmony export */   f5: () => (/* binding */ serializeResults),
/* harmony export */   fi: () => (/* binding */ RESULTS_SCHEMA_V1),
/* harmony export */   iB: () => (/* binding */ TIERS),
/* harmony export */   rW: () => (/* binding */ JsonValueSchema),
/* harmony export */   x8: () => (/* binding */ readResults)
/* harmony export */ });
/* unused harmony exports KNOWN_RESULTS_SCHEMAS, TierSchema, SeveritySchema, IssueSchema, AgentStatusSchema, AgentResultSchema, FailureSchema, GameResultSchema, FailureCountsSchema, AgentSummarySchema, MatchResultSchema, RatingSchema, ConclusionSchema, RunModeSchema, RunInfoSchema, VerdictSchema, STOP_REASONS, PairingRecordSchema, PlacementSchema, EvaluationInfoSchema, ResultsSchema, readResultsValue */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4377);

const RESULTS_SCHEMA_V1 = 'arena.results/v1';
const RESULTS_SCHEMA_V2 = 'arena.results/v2';
const KNOWN_RESULTS_SCHEMAS = [RESULTS_SCHEMA_V1, RESULTS_SCHEMA_V2];
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
    values: 2_000_000,
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
const STOP_REASONS = ['stronger', 'weaker', 'max-pairs', 'budget', 'match-time-limit', 'fixed'];
const PairingRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    agent: AgentIdSchema,
    reference: AgentIdSchema,
    game: Text(64),
    match: Text(128),
    pairs: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0).max(RESULTS_CAPS.gamesPerMatch),
    pentanomial: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0).max(RESULTS_CAPS.gamesPerMatch)).length(5),
    score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1),
    llr: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    stop: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(STOP_REASONS),
    message: Text(RESULTS_CAPS.message),
});
const PlacementSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    agent: AgentIdSchema,
    game: Text(64),
    games: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0),
    mu: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    sigma: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0),
    rating: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    low: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    high: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    rank: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(1),
    rankRange: zod__WEBPACK_IMPORTED_MODULE_0__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(1), zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(1)]),
    of: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0),
});
const EvaluationInfoSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    stopping: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        alpha: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        beta: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        elo0: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        elo1: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        minPairs: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr(),
        maxPairs: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr(),
        budgetMinutes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    })
        .nullable(),
    pairings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PairingRecordSchema).max(RESULTS_CAPS.matches),
    leaderboard: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        latestRotation: Text(128).nullable(),
        generatedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .datetime */ .w$().optional(),
    })
        .nullable(),
    notes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Text(RESULTS_CAPS.message)).max(RESULTS_CAPS.reasons),
    placements: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PlacementSchema).max(RESULTS_CAPS.agents),
});
const ResultsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    schema: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(KNOWN_RESULTS_SCHEMAS),
    run: RunInfoSchema,
    agents: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AgentResultSchema).max(RESULTS_CAPS.agents),
    issues: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(IssueSchema).max(RESULTS_CAPS.topIssues).optional(),
    matches: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(MatchResultSchema).max(RESULTS_CAPS.matches),
    ratings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RatingSchema).max(RESULTS_CAPS.ratings),
    evaluation: EvaluationInfoSchema.optional(),
    verdict: VerdictSchema,
});
class ResultsReadError extends Error {
    name = 'ResultsReadError';
}
function measure(value, depthLimit, valueLimit) {
    let depth = 0;
    let values = 0;
    const stack = [[value, 1]];
    while (stack.length > 0) {
        const [v, d] = stack.pop();
        values += 1;
        if (d > depth)
            depth = d;
        if (depth > depthLimit || values > valueLimit)
            break;
        if (v && typeof v === 'object') {
            for (const child of Object.values(v))
                stack.push([child, d + 1]);
        }
    }
    return { depth, values };
}
function observationProblem(value) {
    const stack = [[value, 1]];
    while (stack.length > 0) {
        const [v, d] = stack.pop();
        if (d > RESULTS_CAPS.depth)
            return `is nested deeper than ${RESULTS_CAPS.depth}`;
        if (v === null || typeof v === 'boolean')
            continue;
        if (typeof v === 'number') {
            if (!Number.isFinite(v))
                return 'holds a number that is not finite';
            continue;
        }
        if (typeof v === 'string') {
            if (v.length > RESULTS_CAPS.observationBytes)
                return `holds a string over ${RESULTS_CAPS.observationBytes} characters`;
            continue;
        }
        if (Array.isArray(v)) {
            if (v.length > 4096)
                return 'holds an array of more than 4096 items';
            for (const item of v)
                stack.push([item, d + 1]);
            continue;
        }
        if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
            for (const [key, item] of Object.entries(v)) {
                if (key.length > 256)
                    return 'holds a key over 256 characters';
                stack.push([item, d + 1]);
            }
            continue;
        }
        return 'is not a JSON value';
    }
    if (Buffer.byteLength(JSON.stringify(value), 'utf8') > RESULTS_CAPS.observationBytes)
        return `is over ${RESULTS_CAPS.observationBytes} bytes`;
    return undefined;
}
function rawObservations(raw) {
    const found = [];
    const list = (v) => (Array.isArray(v) ? v : []);
    const object = (v) => v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
    list(raw.matches).forEach((m, mi) => list(object(m)?.games).forEach((g, gi) => list(object(g)?.failures).forEach((f, fi) => {
        const failure = object(f);
        if (failure && Object.hasOwn(failure, 'observation'))
            found.push({ failure, where: `matches.${mi}.games.${gi}.failures.${fi}.observation` });
    })));
    return found;
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
    const size = measure(raw, RESULTS_CAPS.depth + 8, RESULTS_CAPS.values);
    if (size.depth > RESULTS_CAPS.depth + 8)
        throw new ResultsReadError('results document is nested too deeply');
    if (size.values > RESULTS_CAPS.values)
        throw new ResultsReadError(`results document holds more than ${RESULTS_CAPS.values} values`);
    const observations = rawObservations(raw);
    for (const { failure, where } of observations) {
        const problem = observationProblem(failure.observation);
        if (problem)
            throw new ResultsReadError(`results document does not match ${RESULTS_SCHEMA_V1}: ${where} ${problem}`);
    }
    const saved = observations.map(({ failure }) => failure.observation);
    for (const { failure } of observations)
        failure.observation = null;
    let parsed;
    try {
        parsed = ResultsSchema.safeParse(raw);
    }
    finally {
        observations.forEach(({ failure }, i) => (failure.observation = saved[i]));
    }
    if (parsed.success) {
        let i = 0;
        for (const match of parsed.data.matches)
            for (const game of match.games)
                for (const failure of game.failures)
                    if (failure.observation !== undefined)
                        failure.observation = saved[i++];
    }
    if (!parsed.success) {
        const first = parsed.error.issues[0];
        const where = first ? first.path.map(String).join('.') : '';
        throw new ResultsReadError(`results document does not match ${schema}: ${where ? `${where}: ` : ''}${first?.message ?? 'invalid'}`);
    }
    const results = parsed.data;
    if (results.schema === RESULTS_SCHEMA_V1 && results.evaluation !== undefined) {
        throw new ResultsReadError(`results document does not match ${RESULTS_SCHEMA_V1}: evaluation is a ${RESULTS_SCHEMA_V2} field`);
    }
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
        .replace(/[\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
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


/***/ })

};
