export const id = 784;
export const ids = [784];
export const modules = {

/***/ 267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W4: () => (/* binding */ checkGameAt),
  j9: () => (/* binding */ gameCheckIssues),
  tl: () => (/* binding */ gamesToCheck)
});

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/core/config.ts
var core_config = __webpack_require__(4489);
// EXTERNAL MODULE: ./src/core/protocol/messages.ts
var messages = __webpack_require__(7386);
// EXTERNAL MODULE: ./src/core/rating/random.ts
var random = __webpack_require__(9486);
;// CONCATENATED MODULE: ./src/core/games/check.ts


const JUNK = [null, { arena: 'not-an-action' }, 'arena-not-an-action', -987654321, [[[]]]];
function ranksProblem(ranks, players) {
    if (!Array.isArray(ranks) || ranks.length !== players)
        return `ranks must be an array of ${players} numbers (one per seat), got ${check_short(ranks)}`;
    if (!ranks.every((r) => Number.isInteger(r) && r >= 1 && r <= players))
        return `every rank must be a whole number from 1 to ${players}, got ${check_short(ranks)}`;
    const wrong = ranks.findIndex((r) => r !== 1 + ranks.filter((o) => o < r).length);
    if (wrong >= 0) {
        return `ranks ${check_short(ranks)} are not competition ranks (seat ${wrong}'s rank must be 1 + the number of seats ranked better: ties share a rank and the next rank skips)`;
    }
    return undefined;
}
function check_short(value) {
    let text;
    try {
        text = JSON.stringify(value) ?? String(value);
    }
    catch {
        text = String(value);
    }
    return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}
class Stop extends Error {
}
function startPlayout(game, players, seed, config, options, problems) {
    const where = (turn) => `${players} players, seed ${seed}, turn ${turn}`;
    const fail = (message) => {
        problems.push(message);
        throw new Stop(message);
    };
    const guard = (what, turn, fn) => {
        try {
            return fn();
        }
        catch (error) {
            if (error instanceof Stop)
                throw error;
            return fail(`${where(turn)}: ${what}: ${error.message}`);
        }
    };
    const pick = (0,random/* seededRandom */.Is)(seed ^ (players * 0x9e3779b9));
    return { game, players, seed, config, options, pick, parts: [], largestLine: 0, where, fail, guard };
}
function finishPlayout(run, state, outcome, turn) {
    const { game, players, where, fail, guard } = run;
    const problem = ranksProblem(outcome.ranks, players);
    if (problem)
        fail(`${where(turn)}: result(): ${problem}`);
    if (typeof outcome.reason !== 'string' || outcome.reason === '' || outcome.reason.length > 256) {
        fail(`${where(turn)}: result(): reason must be a short non-empty string, got ${check_short(outcome.reason)}`);
    }
    if (guard('toMove()', turn, () => game.toMove(state)).length !== 0)
        fail(`${where(turn)}: toMove() must be empty once the game is over`);
    run.parts.push(JSON.stringify({ outcome }), guard('render()', turn, () => game.render(state)));
}
function seatsToMove(run, state, turn) {
    const { game, players, where, fail, guard } = run;
    const toMove = guard('toMove()', turn, () => game.toMove(state));
    if (toMove.length === 0)
        fail(`${where(turn)}: toMove() is empty but result() says the game goes on`);
    if (new Set(toMove).size !== toMove.length || !toMove.every((s) => s >= 0 && s < players)) {
        fail(`${where(turn)}: toMove() must list distinct seats 0–${players - 1}, got ${check_short(toMove)}`);
    }
    if (game.kind === 'turn-based' && toMove.length !== 1)
        fail(`${where(turn)}: a turn-based game moves one seat per turn; toMove() gave ${check_short(toMove)}`);
    return toMove;
}
function seatAction(run, state, turn, seat) {
    const { game, where, fail, guard } = run;
    const observation = guard(`observe(state, ${seat})`, turn, () => game.observe(state, seat));
    const line = JSON.stringify((0,messages/* turnMessage */.ZO)('game-0', turn, observation, { turnMs: 1000, bankMs: 10000 }));
    const bytes = Buffer.byteLength(line, 'utf8') + 1;
    run.largestLine = Math.max(run.largestLine, bytes);
    if (bytes > run.options.maxLineBytes) {
        fail(`${where(turn)}: the observation for seat ${seat} makes a ${bytes}-byte turn line, over the protocol's line cap of ${run.options.maxLineBytes} bytes (budget.maxLineBytes)`);
    }
    const legal = guard(`legalActions(state, ${seat})`, turn, () => game.legalActions(state, seat));
    if (legal.length === 0)
        fail(`${where(turn)}: seat ${seat} must act but legalActions() is empty`);
    for (const junk of JUNK) {
        const v = guard(`validate(state, ${seat}, ${check_short(junk)})`, turn, () => game.validate(state, seat, junk));
        if (v.ok && !legal.some((a) => JSON.stringify(a) === JSON.stringify(junk))) {
            fail(`${where(turn)}: validate() accepted the junk action ${check_short(junk)} for seat ${seat}; reject what is not a move, with a reason`);
        }
    }
    const choice = legal[Math.floor(run.pick() * legal.length)];
    const v = guard(`validate(state, ${seat}, ${check_short(choice)})`, turn, () => game.validate(state, seat, choice));
    if (!v.ok)
        fail(`${where(turn)}: legalActions() offered ${check_short(choice)} to seat ${seat} but validate() refused it: ${v.reason}`);
    run.parts.push(JSON.stringify({ turn, seat, observation, choice }));
    return v.action;
}
function playout(game, players, seed, config, options, problems) {
    const run = startPlayout(game, players, seed, config, options, problems);
    const { guard } = run;
    const now = options.now ?? (() => 0);
    const maxTurns = guard('maxTurns()', 0, () => game.maxTurns(config));
    let ms = 0;
    const started = now();
    let state = guard('setup()', 0, () => game.setup(seed, players, config));
    ms += now() - started;
    for (let turn = 1;; turn++) {
        const t0 = now();
        const outcome = guard('result()', turn, () => game.result(state));
        if (outcome) {
            ms += now() - t0;
            finishPlayout(run, state, outcome, turn);
            return { transcript: run.parts.join('\n'), turns: turn - 1, largestLine: run.largestLine, ms };
        }
        if (turn > maxTurns)
            run.fail(`${players} players, seed ${seed}: the game did not end within its declared longest game (maxTurns ${maxTurns} turns)`);
        const actions = new Map();
        for (const seat of seatsToMove(run, state, turn))
            actions.set(seat, seatAction(run, state, turn, seat));
        const t1 = now();
        state = guard('apply()', turn, () => game.apply(state, actions));
        ms += now() - t1 + (t1 - t0);
    }
}
const timedOut = (problems) => problems.some((p) => p.includes(' took longer than '));
function checkGame(game, options) {
    const problems = [];
    const seatCounts = [];
    let config;
    try {
        config = game.parseConfig(options.config ?? {});
    }
    catch (error) {
        return { game: game.name, ok: false, problems: [`parseConfig(): ${error.message}`], seatCounts };
    }
    if (JSON.stringify(config) !== JSON.stringify(game.parseConfig(config))) {
        problems.push('parseConfig() is not stable: parsing its own output gives something else (replays store the parsed options)');
    }
    const count = options.playouts ?? 3;
    for (let players = game.players.min; players <= game.players.max; players++) {
        const report = { players, playouts: 0, turns: [], largestLineBytes: 0 };
        let ms = 0;
        for (let k = 0; k < count; k++) {
            const seed = (options.seed ?? 1) + k * 7919 + players * 104729;
            try {
                const first = playout(game, players, seed, config, options, problems);
                const second = playout(game, players, seed, config, options, problems);
                if (first.transcript !== second.transcript) {
                    const a = first.transcript.split('\n');
                    const b = second.transcript.split('\n');
                    const at = a.findIndex((line, i) => line !== b[i]);
                    problems.push(`${players} players, seed ${seed}: two playouts with the same seed and moves differ (line ${at + 1} of the transcript: ${check_short(a[at])} then ${check_short(b[at])}); a game must not keep state between games or depend on anything but its arguments`);
                }
                report.playouts++;
                report.turns.push(first.turns);
                report.largestLineBytes = Math.max(report.largestLineBytes, first.largestLine);
                ms += first.ms + second.ms;
            }
            catch (error) {
                if (!(error instanceof Stop))
                    throw error;
            }
            if (problems.length >= 10 || timedOut(problems))
                break;
        }
        const turns = report.turns.reduce((a, b) => a + b, 0) * 2;
        if (options.now && turns > 0)
            report.msPerTurn = Math.round((ms / turns) * 1000) / 1000;
        seatCounts.push(report);
        if (problems.length >= 10 || timedOut(problems))
            break;
    }
    return { game: game.name, ok: problems.length === 0, problems: [...new Set(problems)], seatCounts };
}

// EXTERNAL MODULE: ./src/core/games/registry.ts + 3 modules
var registry = __webpack_require__(1551);
// EXTERNAL MODULE: ./src/adapters/game-module.ts + 1 modules
var game_module = __webpack_require__(1044);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/adapters/game-check.ts






async function checkGameAt(root, config, target, options = {}) {
    const settings = Object.hasOwn(config.games, target.name) ? config.games[target.name] : undefined;
    const maxLineBytes = settings?.budget.maxLineBytes ?? 1024 ** 2;
    const run = (game, file) => ({
        name: target.name,
        file,
        report: checkGame(game, {
            maxLineBytes,
            config: settings?.config ?? {},
            now: () => external_node_perf_hooks_.performance.now(),
            ...(options.playouts !== undefined ? { playouts: options.playouts } : {}),
        }),
    });
    if ((0,registry/* isBuiltInGame */.As)(target.name) && target.modulePath === undefined)
        return run((0,registry/* findGame */.kf)(target.name), 'built-in');
    const path = target.modulePath ?? settings?.module ?? `games/${target.name}/game.mjs`;
    let game;
    try {
        game = (0,game_module/* loadGameSource */.aR)(await (0,game_module/* readGameModule */.DI)(root, path), path, { expectName: target.name });
    }
    catch (error) {
        if (error instanceof errors/* UserError */.yo)
            return { name: target.name, file: path, loadError: error.message };
        throw error;
    }
    const outcome = run(game, path);
    if (options.register && outcome.report?.ok)
        (0,registry/* registerGame */.IE)(game);
    return outcome;
}
function located(message, file) {
    const m = /^(?:[^\s:]+):(\d+):(\d+): ([\s\S]*)$/.exec(message);
    if (m)
        return { line: Number(m[1]), column: Number(m[2]), message: m[3] };
    const inner = new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):(\\d+)`).exec(message);
    if (inner)
        return { line: Number(inner[1]), column: Number(inner[2]), message };
    return { line: 1, column: 1, message: message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message };
}
function gameCheckIssues(outcome) {
    const file = outcome.file === 'built-in' ? `games/${outcome.name}` : outcome.file;
    const problems = outcome.loadError !== undefined ? [outcome.loadError] : (outcome.report?.problems ?? []);
    return problems.map((problem) => {
        const at = located(problem, file);
        return {
            path: file,
            line: at.line,
            column: at.column,
            severity: 'error',
            rule: 'game-check',
            message: `game ${outcome.name}: ${at.message}`,
        };
    });
}
function gamesToCheck(config, changed) {
    return (0,core_config/* gameModules */.qi)(config)
        .filter(({ name }) => !changed || changed.some((p) => p.toLowerCase().startsWith(`games/${name}/`)))
        .map(({ name, module }) => ({ name, modulePath: module }));
}


/***/ }),

/***/ 1090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ PROTOCOL_VERSION)
/* harmony export */ });
const PROTOCOL_VERSION = 1;


/***/ }),

/***/ 7386:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VH: () => (/* binding */ preview),
/* harmony export */   XM: () => (/* binding */ parseAgentLine),
/* harmony export */   ZO: () => (/* binding */ turnMessage),
/* harmony export */   rd: () => (/* binding */ endMessage),
/* harmony export */   su: () => (/* binding */ startMessage)
/* harmony export */ });
/* unused harmony exports TimeInfoSchema, StartMessageSchema, TurnMessageSchema, EndMessageSchema, RefereeMessageSchema, ReadyMessageSchema, ActionMessageSchema, AgentMessageSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2857);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(541);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9528);
/* harmony import */ var _protocol_version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1090);





const Count = zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(0).max(Number.MAX_SAFE_INTEGER);
const TimeInfoSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    turnMs: Count,
    bankMs: Count,
});
const StartMessageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('start'),
    protocol: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(_protocol_version_js__WEBPACK_IMPORTED_MODULE_3__/* .PROTOCOL_VERSION */ .W),
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
        protocol: _protocol_version_js__WEBPACK_IMPORTED_MODULE_3__/* .PROTOCOL_VERSION */ .W,
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

/***/ 1784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command),
/* harmony export */   formatCheck: () => (/* binding */ formatCheck)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cli_args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7593);
/* harmony import */ var _adapters_discovery_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2982);
/* harmony import */ var _adapters_game_check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(267);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _core_games_names_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1827);
/* harmony import */ var _core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9528);








const USAGE = 'arena game check GAME [--root DIR] [--playouts N] [--json]   (GAME: a built-in name, games/<name> or its .mjs file)';
async function kindOf(path) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => undefined);
    return info?.isDirectory() ? 'dir' : info?.isFile() ? 'file' : undefined;
}
function formatCheck(outcome) {
    const lines = [];
    const where = outcome.file === 'built-in' ? 'built-in' : (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .sanitizeLine */ .g$)(outcome.file);
    if (outcome.loadError !== undefined) {
        lines.push(`${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .sanitizeLine */ .g$)(outcome.loadError)}`, `arena game check: ${outcome.name} (${where}) could not be loaded`);
        return `${lines.join('\n')}\n`;
    }
    const report = outcome.report;
    for (const s of report.seatCounts) {
        const turns = s.turns.length > 0 ? `${Math.min(...s.turns)}–${Math.max(...s.turns)} turns` : 'no complete playout';
        const cost = s.msPerTurn !== undefined ? `, ${s.msPerTurn} ms per turn` : '';
        lines.push(`  ${s.players} players: ${s.playouts} playouts ×2 identical, ${turns}${cost}, largest turn line ${s.largestLineBytes} bytes`);
    }
    for (const p of report.problems)
        lines.push(`${where === 'built-in' ? outcome.name : where}: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .truncate */ .xv)(p, 600))}`);
    lines.push(`arena game check: ${outcome.name} (${where}) ${report.ok ? 'passes' : `fails: ${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}`}`);
    return `${lines.join('\n')}\n`;
}
const command = {
    name: 'game',
    usage: USAGE,
    run: async (argv, io) => {
        const { values, positionals } = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_2__/* .parseFlags */ .bQ)(argv, { root: { type: 'string' }, playouts: { type: 'string' }, json: { type: 'boolean' } }, USAGE, { min: 2, max: 2 });
        if (positionals[0] !== 'check')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`unknown subcommand ${JSON.stringify((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .truncate */ .xv)(positionals[0], 40)))}`, `usage: ${USAGE}`);
        const target = positionals[1];
        const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values.root) ?? '.');
        if ((await kindOf(root)) !== 'dir')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`--root ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .sanitizeLine */ .g$)(root)}: no such folder`, 'give the root of an arena repository');
        const playouts = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_2__/* .intFlag */ .s1)(values.playouts, 'playouts', 1, 100);
        const config = await (0,_adapters_discovery_js__WEBPACK_IMPORTED_MODULE_3__/* .loadArenaConfig */ .IM)(root, undefined, { games: false });
        let name;
        let modulePath;
        const asPath = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, target);
        const kind = await kindOf(asPath);
        if (kind === undefined) {
            if (!(0,_core_games_names_js__WEBPACK_IMPORTED_MODULE_6__/* .isBuiltInGame */ .As)(target)) {
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`${JSON.stringify((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .truncate */ .xv)(target, 200)))} is neither a built-in game nor a game folder or file`, `usage: ${USAGE}`);
            }
            name = target;
        }
        else {
            const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, asPath);
            if (rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel)) {
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .sanitizeLine */ .g$)(target)} is outside --root ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .sanitizeLine */ .g$)(root)}`, 'a game lives under games/<name>/ of the repository');
            }
            const relPosix = rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
            name = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(kind === 'dir' ? asPath : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(asPath));
            if (!_core_games_names_js__WEBPACK_IMPORTED_MODULE_6__/* .GAME_NAME_PATTERN */ .Sf.test(name))
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`the game folder name ${JSON.stringify((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .sanitizeLine */ .g$)(name))} cannot be a game name`, 'game names are lowercase letters, digits and -');
            const declared = Object.hasOwn(config.games, name) ? config.games[name]?.module : undefined;
            modulePath = kind === 'file' ? relPosix : (declared ?? `${relPosix}/game.mjs`);
        }
        const outcome = await (0,_adapters_game_check_js__WEBPACK_IMPORTED_MODULE_4__/* .checkGameAt */ .W4)(root, config, { name, ...(modulePath !== undefined ? { modulePath } : {}) }, playouts !== undefined ? { playouts } : {});
        const ok = outcome.loadError === undefined && outcome.report.ok;
        if (values.json)
            io.out(`${JSON.stringify(outcome, null, 2)}\n`);
        else
            io.out(formatCheck(outcome));
        return ok ? _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .yU.ok : _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .yU.findings;
    },
};


/***/ })

};
