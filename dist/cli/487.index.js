export const id = 487;
export const ids = [487];
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

/***/ 1827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ GAME_NAMES),
/* harmony export */   c: () => (/* binding */ isGameName)
/* harmony export */ });
const GAME_NAMES = ['connect-four', 'rock-paper-scissors'];
function isGameName(name) {
    return GAME_NAMES.includes(name);
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
function serializeResults(results) {
    return `${logSafeJson(JSON.stringify(ResultsSchema.parse(results), null, 2))}\n`;
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
