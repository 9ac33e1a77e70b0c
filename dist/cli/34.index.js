export const id = 34;
export const ids = [34];
export const modules = {

/***/ 4034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ho: () => (/* binding */ FACTS_FILE),
/* harmony export */   VI: () => (/* binding */ PLAN_FILE),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   ez: () => (/* binding */ appendFactsFile),
/* harmony export */   j: () => (/* binding */ readShardResults),
/* harmony export */   qn: () => (/* binding */ writeLeaderboardFiles),
/* harmony export */   yG: () => (/* binding */ RESULTS_FILE),
/* harmony export */   yf: () => (/* binding */ readFactsFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _core_rating_facts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6542);
/* harmony import */ var _core_results_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(541);
/* harmony import */ var _core_sanitize_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9528);
/* harmony import */ var _core_leaderboard_leaderboard_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1708);
/* harmony import */ var _core_leaderboard_markdown_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4494);
/* harmony import */ var _core_render_leaderboard_html_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7305);
/* harmony import */ var _core_leaderboard_svg_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(697);











const RESULTS_FILE = 'arena-results.json';
const PLAN_FILE = 'arena-plan.json';
const FACTS_FILE = 'facts.jsonl';
async function exists(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
        return true;
    }
    catch {
        return false;
    }
}
async function readFactsFile(path, label = path) {
    if (!(await exists(path)))
        return [];
    const reader = new _core_rating_facts_js__WEBPACK_IMPORTED_MODULE_4__/* .FactsReader */ .NP(label);
    let pending = '';
    let lineNumber = 0;
    const stream = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path, { encoding: 'utf8', highWaterMark: 64 * 1024 });
    try {
        for await (const chunk of stream) {
            let text = pending + chunk;
            let newline = text.indexOf('\n');
            while (newline >= 0) {
                const line = text.slice(0, newline);
                reader.addLine(line.endsWith('\r') ? line.slice(0, -1) : line);
                lineNumber += 1;
                text = text.slice(newline + 1);
                newline = text.indexOf('\n');
            }
            pending = text;
            if (Buffer.byteLength(pending, 'utf8') > _core_rating_facts_js__WEBPACK_IMPORTED_MODULE_4__/* .FACTS_CAPS */ .sh.lineBytes) {
                throw new _core_rating_facts_js__WEBPACK_IMPORTED_MODULE_4__/* .FactsError */ ._B(`${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_6__/* .sanitizeLine */ .g$)(label)}:${lineNumber + 1}: line is longer than ${_core_rating_facts_js__WEBPACK_IMPORTED_MODULE_4__/* .FACTS_CAPS */ .sh.lineBytes} bytes`);
            }
        }
    }
    finally {
        stream.destroy();
    }
    if (pending !== '')
        reader.addLine(pending);
    return reader.facts();
}
async function appendFactsFile(path, facts) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
    let prefix = '';
    if (await exists(path)) {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'r');
        try {
            const { size } = await handle.stat();
            if (size > 0) {
                const last = Buffer.alloc(1);
                await handle.read(last, 0, 1, size - 1);
                if (last[0] !== 0x0a)
                    prefix = '\n';
            }
        }
        finally {
            await handle.close();
        }
    }
    if (facts.length === 0 && prefix === '') {
        if (!(await exists(path)))
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(path, '');
        return;
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.appendFile)(path, prefix + (0,_core_rating_facts_js__WEBPACK_IMPORTED_MODULE_4__/* .serializeFactsJsonl */ .Ig)(facts));
}
async function readShardResults(dirOrFile) {
    let file = dirOrFile;
    let info;
    try {
        info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(dirOrFile);
    }
    catch {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_6__/* .sanitizeLine */ .g$)(dirOrFile)}: no such file or folder`, `pass folders that hold the ${RESULTS_FILE} of a rotation shard`);
    }
    if (info.isDirectory()) {
        file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dirOrFile, RESULTS_FILE);
        try {
            info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file);
        }
        catch {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_6__/* .sanitizeLine */ .g$)(dirOrFile)}: holds no ${RESULTS_FILE}`, 'pass the folders that `arena rotation --shard I/N --out DIR` wrote');
        }
    }
    if (!info.isFile())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_6__/* .sanitizeLine */ .g$)(file)}: not a file`);
    if (info.size > _core_results_js__WEBPACK_IMPORTED_MODULE_5__/* .RESULTS_CAPS */ .Lm.documentBytes) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_6__/* .sanitizeLine */ .g$)(file)}: larger than ${_core_results_js__WEBPACK_IMPORTED_MODULE_5__/* .RESULTS_CAPS */ .Lm.documentBytes} bytes`, 'a shard results file this large was not written by arena');
    }
    try {
        return { results: (0,_core_results_js__WEBPACK_IMPORTED_MODULE_5__/* .readResults */ .x8)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8')), file };
    }
    catch (error) {
        if (error instanceof _core_results_js__WEBPACK_IMPORTED_MODULE_5__/* .ResultsReadError */ .D5)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_6__/* .sanitizeLine */ .g$)(file)}: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_6__/* .sanitizeLine */ .g$)(error.message)}`, 'merge only files written by `arena rotation --shard`');
        throw error;
    }
}
async function writeFileAtomic(path, text) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)}.${process.pid}.tmp`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temp, text);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, path);
}
async function writeLeaderboardFiles(dir, board) {
    const written = [];
    const put = async (name, text) => {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name);
        await writeFileAtomic(path, text);
        written.push(path);
    };
    await put('leaderboard.json', (0,_core_leaderboard_leaderboard_js__WEBPACK_IMPORTED_MODULE_7__/* .serializeLeaderboard */ .Om)(board));
    await put('LEADERBOARD.md', (0,_core_leaderboard_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .renderLeaderboardMarkdown */ .T3)(board, { charts: true }));
    await put(_core_render_leaderboard_html_js__WEBPACK_IMPORTED_MODULE_9__/* .LEADERBOARD_PAGE */ .I, (0,_core_render_leaderboard_html_js__WEBPACK_IMPORTED_MODULE_9__/* .renderLeaderboardHtml */ .f)(board));
    for (const game of board.games)
        await put((0,_core_leaderboard_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .chartFileName */ .CP)(game.game), (0,_core_leaderboard_svg_js__WEBPACK_IMPORTED_MODULE_10__/* .renderRatingsSvg */ .Bg)(game));
    return written;
}


/***/ }),

/***/ 1708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GZ: () => (/* binding */ buildLeaderboard),
/* harmony export */   Om: () => (/* binding */ serializeLeaderboard),
/* harmony export */   rw: () => (/* binding */ LeaderboardSchema),
/* harmony export */   uH: () => (/* binding */ LEADERBOARD_SCHEMA_V1)
/* harmony export */ });
/* unused harmony exports LeaderboardEntrySchema, GameBoardSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2857);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4377);
/* harmony import */ var _rating_ratings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6539);
/* harmony import */ var _rating_quarantine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(766);
/* harmony import */ var _rating_random_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9486);




const LEADERBOARD_SCHEMA_V1 = 'arena.leaderboard/v1';
const Id = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(64);
const Num = zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().refine(Number.isFinite, 'a finite number');
const LeaderboardEntrySchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    rank: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(1),
    agent: Id,
    version: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(64),
    mu: Num,
    sigma: Num,
    rating: Num,
    games: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0),
    wins: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0),
    draws: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0),
    losses: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0),
    failures: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0),
    failureRate: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().min(0).max(1),
    trend: Num.nullable(),
    anchor: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    active: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    quarantine: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ reason: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(1024), recovery: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(1024), failures: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0), games: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0) })
        .optional(),
});
const GameBoardSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    game: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(64),
    rotations: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(128)),
    entries: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(LeaderboardEntrySchema),
    history: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        rotation: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(128),
        ratings: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ agent: Id, version: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(64), rating: Num, mu: Num, sigma: Num })),
    })),
});
const LeaderboardSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    schema: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(LEADERBOARD_SCHEMA_V1),
    generatedAt: zod__WEBPACK_IMPORTED_MODULE_4__/* .datetime */ .w$().optional(),
    latestRotation: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(128).nullable(),
    rotations: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0),
    facts: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0),
    anchors: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(Id),
    quarantine: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ threshold: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig(), window: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr(), minGames: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr() }),
    games: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(GameBoardSchema),
});
const round = (x, digits = 3) => {
    const f = 10 ** digits;
    return Math.round(x * f) / f;
};
function buildLeaderboard(facts, options) {
    const table = options.table ?? (0,_rating_ratings_js__WEBPACK_IMPORTED_MODULE_0__/* .computeRatings */ .aG)(facts, options);
    const quarantine = new Map((0,_rating_quarantine_js__WEBPACK_IMPORTED_MODULE_1__/* .quarantineStatuses */ .Zb)(facts, options.quarantine)
        .filter((q) => q.quarantined)
        .map((q) => [`${q.agent}@${q.version}`, q]));
    const games = [...new Set(table.ratings.map((r) => r.game))].sort(_rating_random_js__WEBPACK_IMPORTED_MODULE_2__/* .compareStrings */ .Kt);
    const boards = games.map((game) => {
        const snapshots = table.history.filter((h) => h.game === game);
        const latest = snapshots.at(-1);
        const previous = snapshots.at(-2);
        const before = new Map(previous?.entries.map((e) => [e.agent, e.rating]) ?? []);
        const activeNow = new Set(latest?.entries.filter((e) => e.played).map((e) => e.agent) ?? []);
        const entries = (0,_rating_ratings_js__WEBPACK_IMPORTED_MODULE_0__/* .currentRatings */ .ie)(table)
            .filter((r) => r.game === game)
            .map((r, i) => {
            const prior = before.get(r.agent);
            const entry = {
                rank: i + 1,
                agent: r.agent,
                version: r.version,
                mu: round(r.mu),
                sigma: round(r.sigma),
                rating: round(r.rating),
                games: r.games,
                wins: r.wins,
                draws: r.draws,
                losses: r.losses,
                failures: r.failures,
                failureRate: r.games === 0 ? 0 : round(r.failures / r.games, 4),
                trend: prior === undefined ? null : round(r.rating - prior),
                anchor: r.anchor,
                active: activeNow.has(r.agent),
            };
            const q = quarantine.get(`${r.agent}@${r.version}`);
            if (q)
                entry.quarantine = { reason: q.reason ?? '', recovery: q.recovery ?? '', failures: q.failures, games: q.games };
            return entry;
        });
        return {
            game,
            rotations: snapshots.map((s) => s.rotation),
            entries,
            history: snapshots.map((s) => ({
                rotation: s.rotation,
                ratings: s.entries.map((e) => ({
                    agent: e.agent,
                    version: e.version,
                    rating: round(e.rating),
                    mu: round(e.mu),
                    sigma: round(e.sigma),
                })),
            })),
        };
    });
    const board = {
        schema: LEADERBOARD_SCHEMA_V1,
        latestRotation: table.rotations.at(-1) ?? null,
        rotations: table.rotations.length,
        facts: facts.length,
        anchors: [...new Set((options.anchors ?? []).map((a) => (typeof a === 'string' ? a : a.agent)))].sort(_rating_random_js__WEBPACK_IMPORTED_MODULE_2__/* .compareStrings */ .Kt),
        quarantine: { ...options.quarantine },
        games: boards,
    };
    if (options.generatedAt)
        board.generatedAt = options.generatedAt;
    return board;
}
function serializeLeaderboard(board) {
    return `${JSON.stringify(LeaderboardSchema.parse(board), null, 2)}\n`;
}


/***/ }),

/***/ 4494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CP: () => (/* binding */ chartFileName),
/* harmony export */   T3: () => (/* binding */ renderLeaderboardMarkdown),
/* harmony export */   rS: () => (/* binding */ renderLeaderboardText)
/* harmony export */ });
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9528);
/* harmony import */ var _publish_replays_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7231);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8191);




function chartFileName(game) {
    return `ratings-${game.replace(/[^a-z0-9-]/g, '-')}.svg`;
}
function row(e) {
    const c = (0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .rowCells */ .o5)(e);
    return `| ${c.rank} | ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownName */ .Zt)(c.agent)}${c.marks} | ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownName */ .Zt)(c.version)} | ${c.rating} | ${c.games} | ${c.wdl} | ${c.failures} | ${c.trend} |`;
}
function gameSection(board, options) {
    const lines = [`${options.heading} ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownName */ .Zt)(board.game)}`, ''];
    if (board.entries.length === 0)
        return [...lines, 'No rated games yet.', ''];
    lines.push('| # | agent | version | rating ± σ | games | W/D/L | failures | trend |', '|--:|---|---|--:|--:|:-:|--:|--:|');
    for (const e of board.entries)
        lines.push(row(e));
    lines.push('');
    if (options.charts)
        lines.push(`![${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownName */ .Zt)(board.game)} ratings over rotations](${chartFileName(board.game)})`, '');
    const quarantined = (0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .quarantineNotes */ .w2)(board);
    if (quarantined.length > 0) {
        lines.push('**Quarantined** (left out of rotations until fixed):', '');
        for (const q of quarantined) {
            lines.push(`- ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownName */ .Zt)(q.agent)} ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownName */ .Zt)(q.version)}: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeMarkdown */ .LO)(q.reason)}. To recover: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeMarkdown */ .LO)(q.recovery)}.`);
        }
        lines.push('');
    }
    return lines;
}
function share(x) {
    return `${Math.round(x * 1000) / 10}%`;
}
function replaysSection(shelf, heading) {
    if (shelf.entries.length === 0)
        return [];
    const lines = [`${heading} Replays`, '', (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeMarkdown */ .LO)((0,_publish_replays_js__WEBPACK_IMPORTED_MODULE_1__/* .shelfNote */ .nA)(shelf)), ''];
    for (const link of (0,_publish_replays_js__WEBPACK_IMPORTED_MODULE_1__/* .shelfLinks */ .O6)(shelf)) {
        lines.push(`- ${link.failed ? '❌ ' : ''}[${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeMarkdown */ .LO)(link.title)}](${link.href}): ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeMarkdown */ .LO)(link.note)}`);
    }
    lines.push('');
    return lines;
}
function renderLeaderboardMarkdown(board, options = {}) {
    const heading = options.heading ?? '#';
    const lines = [`${heading} Arena leaderboard`, ''];
    if (board.latestRotation === null) {
        lines.push('No rotation has been rated yet.', '');
        return lines.join('\n');
    }
    lines.push(`After rotation \`${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeLine */ .g$)(board.latestRotation)}\` (${board.rotations} rotation${board.rotations === 1 ? '' : 's'}, ${board.facts} rated game${board.facts === 1 ? '' : 's'}).`, '', 'Rating = μ − 3σ (Weng-Lin / OpenSkill): a conservative estimate that rises as uncertainty σ falls. ' +
        'A new version keeps μ and starts with a fresh σ. Failures: share of games lost by the agent’s own timeout, crash, invalid action, … ' +
        '(infrastructure failures void a game and are never rated). Trend: change since the previous rotation.', '');
    if (board.anchors.length > 0) {
        lines.push(`⚓ Anchors (rated in their first rotation, then pinned): ${board.anchors.map(_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownName */ .Zt).join(', ')}.`, '');
    }
    lines.push(`⛔ Quarantined: more than ${share(board.quarantine.threshold)} of an agent version’s last ${board.quarantine.window} games ended in its own failure (judged once it has played ${board.quarantine.minGames} games).`, '', '(idle): not in the latest rotation.', '');
    for (const game of board.games)
        lines.push(...gameSection(game, { charts: options.charts ?? true, heading: `${heading}#` }));
    if (options.replays)
        lines.push(...replaysSection(options.replays, `${heading}#`));
    return lines.join('\n');
}
const RIGHT_ALIGNED = new Set([0, 3, 4, 6]);
function renderLeaderboardText(board) {
    const out = [];
    for (const game of board.games) {
        out.push(`${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeLine */ .g$)(game.game)}`);
        const rows = game.entries.map((e) => [
            String(e.rank),
            (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeLine */ .g$)(e.agent) + (e.anchor ? ' (anchor)' : '') + (e.quarantine ? ' (quarantined)' : '') + (e.active ? '' : ' (idle)'),
            (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeLine */ .g$)(e.version),
            `${(0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .fixed */ .Zu)(e.rating)} ± ${(0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .fixed */ .Zu)(e.sigma)}`,
            String(e.games),
            `${e.wins}/${e.draws}/${e.losses}`,
            (0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .percent */ .KN)(e.failureRate),
            (0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .formatTrend */ .$3)(e.trend),
        ]);
        const header = ['#', 'agent', 'version', 'rating ± σ', 'games', 'W/D/L', 'failures', 'trend'];
        const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
        const line = (cells) => `  ${cells.map((c, i) => (RIGHT_ALIGNED.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ')}`.trimEnd();
        out.push(line(header));
        for (const r of rows)
            out.push(line(r));
        for (const e of game.entries.filter((x) => x.quarantine)) {
            out.push(`  quarantined ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeLine */ .g$)(e.agent)} ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeLine */ .g$)(e.version)}: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeLine */ .g$)(e.quarantine.reason)}; to recover: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeLine */ .g$)(e.quarantine.recovery)}`);
        }
        out.push('');
    }
    return out.join('\n');
}


/***/ }),

/***/ 697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bg: () => (/* binding */ renderRatingsSvg)
/* harmony export */ });
/* unused harmony exports escapeXml, CHART_MAX_AGENTS */
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9528);

function escapeXml(text) {
    return (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeLine */ .g$)(text)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;');
}
const PALETTE = [
    '#0072B2',
    '#E69F00',
    '#009E73',
    '#D55E00',
    '#CC79A7',
    '#56B4E9',
    '#F0E442',
    '#000000',
    '#4E79A7',
    '#F28E2B',
    '#59A14F',
    '#B07AA1',
];
const CHART_MAX_AGENTS = 12;
function num(x) {
    return (Math.round(x * 10) / 10).toString();
}
function rotationLabel(runId) {
    const m = /^(\d{4})(\d{2})(\d{2})T/.exec(runId);
    return m ? `${m[1]}-${m[2]}-${m[3]}` : (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(runId, 16);
}
function chartSeries(board) {
    return board.entries.slice(0, CHART_MAX_AGENTS).map(({ agent }) => ({
        agent,
        points: board.history.flatMap((h, x) => {
            const r = h.ratings.find((p) => p.agent === agent);
            return r ? [{ x, y: r.rating }] : [];
        }),
    }));
}
function chartFrame(series, rotations, width, height) {
    const left = 56;
    const top = 36;
    const plotW = width - left - 220;
    const plotH = height - top - 40;
    const values = series.flatMap((s) => s.points.map((p) => p.y));
    let lo = values.length ? Math.min(...values) : 0;
    let hi = values.length ? Math.max(...values) : 1;
    if (hi - lo < 1) {
        lo -= 0.5;
        hi += 0.5;
    }
    const pad = (hi - lo) * 0.05;
    lo -= pad;
    hi += pad;
    const n = rotations;
    const sx = (x) => left + (n <= 1 ? plotW / 2 : (x / (n - 1)) * plotW);
    const sy = (y) => top + plotH - ((y - lo) / (hi - lo)) * plotH;
    return { width, height, left, top, plotW, plotH, lo, hi, n, sx, sy };
}
function chartAxes(f, board) {
    const { left, top, plotW, plotH, lo, hi, n } = f;
    const parts = [];
    for (let i = 0; i <= 4; i++) {
        const v = lo + ((hi - lo) * i) / 4;
        const y = f.sy(v);
        parts.push(`<line x1="${left}" y1="${num(y)}" x2="${left + plotW}" y2="${num(y)}" stroke="#e5e5e5" stroke-width="1"/>`, `<text x="${left - 6}" y="${num(y + 4)}" font-family="sans-serif" font-size="11" fill="#555" text-anchor="end">${num(v)}</text>`);
    }
    parts.push(`<line x1="${left}" y1="${top + plotH}" x2="${left + plotW}" y2="${top + plotH}" stroke="#999" stroke-width="1"/>`);
    if (n > 0) {
        const labels = n === 1 ? [0] : [0, n - 1];
        for (const x of labels) {
            parts.push(`<text x="${num(f.sx(x))}" y="${top + plotH + 16}" font-family="sans-serif" font-size="11" fill="#555" text-anchor="middle">${escapeXml(rotationLabel(board.history[x].rotation))}</text>`);
        }
        parts.push(`<text x="${left + plotW / 2}" y="${f.height - 8}" font-family="sans-serif" font-size="11" fill="#555" text-anchor="middle">rotation (${n})</text>`);
    }
    return parts;
}
function chartLines(f, series, total) {
    const { left, top, plotW } = f;
    const parts = [];
    series.forEach((s, i) => {
        const colour = PALETTE[i % PALETTE.length];
        if (s.points.length > 1) {
            const d = s.points.map((p) => `${num(f.sx(p.x))},${num(f.sy(p.y))}`).join(' ');
            parts.push(`<polyline fill="none" stroke="${colour}" stroke-width="2" points="${d}"/>`);
        }
        const last = s.points.at(-1);
        if (last)
            parts.push(`<circle cx="${num(f.sx(last.x))}" cy="${num(f.sy(last.y))}" r="3" fill="${colour}"/>`);
        const ly = top + 8 + i * 18;
        parts.push(`<rect x="${left + plotW + 16}" y="${ly - 8}" width="10" height="10" fill="${colour}"/>`, `<text x="${left + plotW + 32}" y="${ly + 1}" font-family="sans-serif" font-size="12" fill="#222">${escapeXml((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(s.agent, 28))}</text>`);
    });
    if (total > CHART_MAX_AGENTS) {
        parts.push(`<text x="${left + plotW + 16}" y="${top + 8 + CHART_MAX_AGENTS * 18}" font-family="sans-serif" font-size="11" fill="#555">top ${CHART_MAX_AGENTS} of ${total}</text>`);
    }
    return parts;
}
function renderRatingsSvg(board, options = {}) {
    const width = options.width ?? 760;
    const height = options.height ?? 360;
    const series = chartSeries(board);
    const f = chartFrame(series, board.history.length, width, height);
    const parts = [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">`,
        `<title id="title">${escapeXml(`${board.game}: rating (μ − 3σ) over rotations`)}</title>`,
        `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
        `<text x="${f.left}" y="22" font-family="sans-serif" font-size="14" font-weight="bold" fill="#222">${escapeXml(board.game)}: rating (μ − 3σ) over rotations</text>`,
        ...chartAxes(f, board),
        ...chartLines(f, series, board.entries.length),
        '</svg>',
    ];
    return `${parts.join('\n')}\n`;
}


/***/ }),

/***/ 8191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ formatTrend),
/* harmony export */   KN: () => (/* binding */ percent),
/* harmony export */   LN: () => (/* binding */ TABLE_HEADER),
/* harmony export */   Zu: () => (/* binding */ fixed),
/* harmony export */   o5: () => (/* binding */ rowCells),
/* harmony export */   w2: () => (/* binding */ quarantineNotes)
/* harmony export */ });
/* unused harmony export entryMarks */
const MINUS = '\u2212';
function fixed(x, digits = 1) {
    const text = Math.abs(x).toFixed(digits);
    return x < 0 && Number(text) !== 0 ? `${MINUS}${text}` : text;
}
function formatTrend(trend) {
    if (trend === null)
        return 'new';
    if (Math.abs(trend) < 0.05)
        return '=';
    return trend > 0 ? `▲ +${fixed(trend)}` : `▼ ${fixed(trend)}`;
}
function percent(share) {
    return `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
}
const TABLE_HEADER = ['#', 'agent', 'version', 'rating ± σ', 'games', 'W/D/L', 'failures', 'trend'];
function entryMarks(e) {
    return [e.anchor ? ' ⚓' : '', e.quarantine ? ' ⛔' : '', e.active ? '' : ' (idle)'].join('');
}
function rowCells(e) {
    return {
        rank: String(e.rank),
        agent: e.agent,
        marks: entryMarks(e),
        version: e.version,
        rating: `${fixed(e.rating)} ± ${fixed(e.sigma)}`,
        games: String(e.games),
        wdl: `${e.wins}/${e.draws}/${e.losses}`,
        failures: percent(e.failureRate),
        trend: formatTrend(e.trend),
    };
}
function quarantineNotes(board) {
    return board.entries
        .filter((e) => e.quarantine)
        .map((e) => ({ agent: e.agent, version: e.version, reason: e.quarantine.reason, recovery: e.quarantine.recovery }));
}


/***/ }),

/***/ 7231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O6: () => (/* binding */ shelfLinks),
/* harmony export */   nA: () => (/* binding */ shelfNote)
/* harmony export */ });
/* unused harmony exports REPLAYS_DIR, REPLAYS_INDEX, REPLAY_SHELF_SCHEMA_V1, REPLAY_SHELF_CAPS, unsafePublishPath, checkPublishPath, shelfFileName, ReplayShelfSchema, replayCandidates, shelfEntry, serializeShelf, parseShelf, shelfResult, shelfFailures, chooseShelf */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2857);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _rating_random_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9486);
/* harmony import */ var _rating_facts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6542);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(541);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9528);






const REPLAYS_DIR = 'replays';
const REPLAYS_INDEX = 'replays.json';
const REPLAY_SHELF_SCHEMA_V1 = 'arena.replays/v1';
const REPLAY_SHELF_CAPS = { failing: 12, played: 6, pageBytes: 2 * 1024 * 1024, bytes: 6 * 1024 * 1024, indexBytes: 256 * 1024 };
const SAFE_NAME = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
function unsafePublishPath(path) {
    const parts = path.split('/');
    if (parts.length > 2)
        return 'at most one folder deep';
    for (const part of parts) {
        if (part.length === 0 || part.length > 160)
            return 'an empty or over-long name';
        if (!SAFE_NAME.test(part))
            return 'letters, digits, _ and - with single dots between them only';
    }
    return undefined;
}
function checkPublishPath(path) {
    const problem = unsafePublishPath(path);
    if (problem) {
        throw new UserError(`publish refused to write ${JSON.stringify(sanitizeLine(path.slice(0, 200)))}: ${problem}`, 'file names on the data branch are made by arena from match ids; re-run the rotation workflow');
    }
    return path;
}
function shelfFileName(matchId, index) {
    const name = `${matchId.replace(/[^A-Za-z0-9._-]/g, '-')}.game-${String(index + 1).padStart(4, '0')}.html`;
    return unsafePublishPath(name) === undefined ? name : undefined;
}
const ShelfEntrySchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    file: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
        .max(160)
        .refine((f) => unsafePublishPath(f) === undefined && f.endsWith('.html'), 'a safe .html name'),
    game: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(64),
    match: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(/^[A-Za-z0-9._:-]{1,128}$/),
    index: zod__WEBPACK_IMPORTED_MODULE_5__/* .int */ .Whr().min(0),
    seats: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_results_js__WEBPACK_IMPORTED_MODULE_3__/* .AgentIdSchema */ .Qp).min(1).max(16),
    ranks: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .int */ .Whr().min(1).max(16)).min(1).max(16),
    failures: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({ agent: _results_js__WEBPACK_IMPORTED_MODULE_3__/* .AgentIdSchema */ .Qp, kind: _results_js__WEBPACK_IMPORTED_MODULE_3__/* .FailureKindSchema */ .KQ, turn: zod__WEBPACK_IMPORTED_MODULE_5__/* .int */ .Whr().min(0) })).max(16),
    bytes: zod__WEBPACK_IMPORTED_MODULE_5__/* .int */ .Whr().min(0),
});
const ReplayShelfSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    schema: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(REPLAY_SHELF_SCHEMA_V1),
    rotation: _rating_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .RunIdSchema */ .Iz,
    entries: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(ShelfEntrySchema).max(REPLAY_SHELF_CAPS.failing + REPLAY_SHELF_CAPS.played),
    omitted: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({ failing: zod__WEBPACK_IMPORTED_MODULE_5__/* .int */ .Whr().min(0), played: zod__WEBPACK_IMPORTED_MODULE_5__/* .int */ .Whr().min(0) }),
});
function replayCandidates(shards) {
    const all = [];
    const names = new Set();
    for (const { results, source } of shards) {
        for (const match of results.matches) {
            for (const game of match.games) {
                if (game.index === undefined || game.replay === undefined)
                    continue;
                const file = shelfFileName(match.id, game.index);
                if (file === undefined || names.has(file))
                    continue;
                names.add(file);
                all.push({ source, match, game: game, file });
            }
        }
    }
    const byMatch = (a, b) => compareStrings(a.match.id, b.match.id) || a.game.index - b.game.index;
    const failing = all.filter((c) => c.game.failures.length > 0).sort(byMatch);
    const played = all
        .filter((c) => c.game.failures.length === 0)
        .sort((a, b) => a.game.index - b.game.index || compareStrings(a.match.id, b.match.id));
    return { failing, played };
}
function shelfEntry(candidate, bytes) {
    const { match, game } = candidate;
    return {
        file: candidate.file,
        game: match.game,
        match: match.id,
        index: game.index,
        seats: [...game.seats],
        ranks: [...game.ranks],
        failures: game.failures.map((f) => ({ agent: f.agent, kind: f.kind, turn: f.turn })),
        bytes,
    };
}
function serializeShelf(shelf) {
    return `${JSON.stringify(ReplayShelfSchema.parse(shelf), null, 2)}\n`;
}
function parseShelf(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return { problem: 'not JSON' };
    }
    const parsed = ReplayShelfSchema.safeParse(value);
    if (!parsed.success)
        return { problem: sanitizeLine(parsed.error.issues[0]?.message ?? 'not a replay list') };
    return { shelf: parsed.data };
}
function shelfResult(entry) {
    const { seats, ranks } = entry;
    if (ranks.every((r) => r === ranks[0]))
        return 'draw';
    const best = Math.min(...ranks);
    const winners = seats.filter((_, i) => ranks[i] === best);
    return `${winners.join(' and ')} ${winners.length === 1 ? 'wins' : 'win'}`;
}
function shelfFailures(entry) {
    return entry.failures.map((f) => `${f.kind} by ${f.agent} on turn ${f.turn}`).join('; ');
}
function shelfLinks(shelf) {
    return shelf.entries.map((e) => ({
        href: `${REPLAYS_DIR}/${e.file}`,
        title: `${e.game}: ${e.seats.join(' vs ')}, game ${e.index + 1}`,
        note: e.failures.length > 0 ? shelfFailures(e) : shelfResult(e),
        failed: e.failures.length > 0,
    }));
}
function shelfNote(shelf) {
    const left = [];
    if (shelf.omitted.failing > 0)
        left.push(`${shelf.omitted.failing} more failing game${shelf.omitted.failing === 1 ? '' : 's'}`);
    if (shelf.omitted.played > 0)
        left.push(`${shelf.omitted.played} more game${shelf.omitted.played === 1 ? '' : 's'}`);
    return (`Games of rotation ${shelf.rotation}: each page is one self-contained file (no network), the board turn by turn with the failures marked.` +
        (left.length > 0
            ? ` Not kept here (over the caps): ${left.join(' and ')}; every game is in the rotation run's arena-rotation-logs-* artifacts.`
            : ''));
}
function chooseShelf(runId, latestRotation, fresh, stored) {
    const replace = fresh !== undefined && (latestRotation === runId || stored === undefined);
    if (!replace)
        return { ...(stored ? { shelf: stored } : {}), pages: [] };
    if (fresh.pages.length === 0 && stored === undefined)
        return { pages: [] };
    const shelf = {
        schema: REPLAY_SHELF_SCHEMA_V1,
        rotation: runId,
        entries: fresh.pages.map((p) => p.entry),
        omitted: { ...fresh.omitted },
    };
    return { shelf, pages: fresh.pages };
}


/***/ }),

/***/ 6542:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* binding */ factsFromResults),
/* harmony export */   IX: () => (/* binding */ sortFacts),
/* harmony export */   Ig: () => (/* binding */ serializeFactsJsonl),
/* harmony export */   Iz: () => (/* binding */ RunIdSchema),
/* harmony export */   NP: () => (/* binding */ FactsReader),
/* harmony export */   _B: () => (/* binding */ FactsError),
/* harmony export */   sh: () => (/* binding */ FACTS_CAPS),
/* harmony export */   yx: () => (/* binding */ mergeFacts)
/* harmony export */ });
/* unused harmony exports FACT_VERSION, MatchIdSchema, GameNameSchema, RatedAgentIdSchema, RATED_FAILURE_KINDS, FactSchema, factId, compareFacts, serializeFact, parseFactLine, parseFactsJsonl */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2857);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4377);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(541);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9528);
/* harmony import */ var _random_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9486);





const FACT_VERSION = 1;
const RunIdSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[A-Za-z0-9._:-]{1,128}$/, 'a run id of letters, digits and . _ : -');
const MatchIdSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[A-Za-z0-9._:-]{1,128}$/, 'a match id of letters, digits and . _ : -');
const GameNameSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a game name');
const RatedAgentIdSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
    .max(64)
    .regex(/^(official|community)\/[a-z0-9][a-z0-9-]{0,38}$/, 'an agent id such as official/random');
const VersionSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[0-9A-Za-z.+-]{1,64}$/, 'a version such as 1.2.0');
const RATED_FAILURE_KINDS = _results_js__WEBPACK_IMPORTED_MODULE_1__/* .FAILURE_KINDS */ .Bs.filter((k) => k !== 'infra');
const FactSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    v: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(FACT_VERSION),
    id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[0-9a-f]{32}$/),
    rotation: RunIdSchema,
    match: MatchIdSchema,
    index: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(0).max(1_000_000),
    game: GameNameSchema,
    rulesVersion: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .regex(/^[0-9A-Za-z.+-]{1,32}$/)
        .optional(),
    seats: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ agent: RatedAgentIdSchema, version: VersionSchema }))
        .min(2)
        .max(16),
    ranks: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(1).max(16)).min(2).max(16),
    failures: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ seat: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(0).max(15), kind: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(RATED_FAILURE_KINDS) })).max(16),
    playedAt: zod__WEBPACK_IMPORTED_MODULE_5__/* .datetime */ .w$().optional(),
});
const FACTS_CAPS = {
    lines: 5_000_000,
    lineBytes: 16 * 1024,
};
function factId(rotation, match, index) {
    return (0,_random_js__WEBPACK_IMPORTED_MODULE_3__/* .stableHash */ .c6)(['arena.fact', rotation, match, index]).slice(0, 32);
}
function compareFacts(a, b) {
    return (0,_random_js__WEBPACK_IMPORTED_MODULE_3__/* .compareStrings */ .Kt)(a.rotation, b.rotation) || (0,_random_js__WEBPACK_IMPORTED_MODULE_3__/* .compareStrings */ .Kt)(a.match, b.match) || a.index - b.index;
}
function sortFacts(facts) {
    return facts.slice().sort(compareFacts);
}
function serializeFact(fact) {
    const ordered = {
        v: fact.v,
        id: fact.id,
        rotation: fact.rotation,
        match: fact.match,
        index: fact.index,
        game: fact.game,
    };
    if (fact.rulesVersion !== undefined)
        ordered.rulesVersion = fact.rulesVersion;
    ordered.seats = fact.seats.map((s) => ({ agent: s.agent, version: s.version }));
    ordered.ranks = fact.ranks;
    ordered.failures = fact.failures.map((f) => ({ seat: f.seat, kind: f.kind }));
    if (fact.playedAt !== undefined)
        ordered.playedAt = fact.playedAt;
    return JSON.stringify(ordered);
}
function factProblem(fact) {
    if (fact.ranks.length !== fact.seats.length)
        return `has ${fact.seats.length} seats but ${fact.ranks.length} ranks`;
    if (fact.failures.some((f) => f.seat >= fact.seats.length))
        return 'names a failure for a seat the game does not have';
    if (new Set(fact.seats.map((s) => s.agent)).size !== fact.seats.length)
        return 'seats the same agent twice';
    if (fact.id !== factId(fact.rotation, fact.match, fact.index))
        return 'has an id that is not the hash of its rotation, match and index';
    return undefined;
}
class FactsError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo {
}
function describeZodIssue(error) {
    const first = error.issues[0];
    if (!first)
        return 'invalid';
    const where = first.path.map(String).join('.');
    return `${where ? `${where}: ` : ''}${first.message}`;
}
function parseFactLine(line, lineNumber, file = 'facts.jsonl') {
    const where = `${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(file, 200))}:${lineNumber}`;
    const hint = 'facts files are written by `arena merge`; restore this line from history or remove it';
    if (Buffer.byteLength(line, 'utf8') > FACTS_CAPS.lineBytes) {
        throw new FactsError(`${where}: line is longer than ${FACTS_CAPS.lineBytes} bytes`, hint);
    }
    if (line.trim() === '')
        return undefined;
    let raw;
    try {
        raw = JSON.parse(line);
    }
    catch {
        throw new FactsError(`${where}: not a JSON object`, hint);
    }
    const parsed = FactSchema.safeParse(raw);
    if (!parsed.success)
        throw new FactsError(`${where}: not a valid fact: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(describeZodIssue(parsed.error), 300))}`, hint);
    const problem = factProblem(parsed.data);
    if (problem)
        throw new FactsError(`${where}: the fact ${problem}`, hint);
    return parsed.data;
}
class FactsReader {
    file;
    byId = new Map();
    lines = 0;
    constructor(file = 'facts.jsonl') {
        this.file = file;
    }
    addLine(line) {
        this.lines += 1;
        if (this.lines > FACTS_CAPS.lines) {
            throw new FactsError(`${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)(this.file)}: more than ${FACTS_CAPS.lines} lines`, 'archive old rotations into another file');
        }
        const fact = parseFactLine(line, this.lines, this.file);
        if (!fact)
            return;
        const text = serializeFact(fact);
        const seen = this.byId.get(fact.id);
        if (!seen) {
            this.byId.set(fact.id, { fact, line: this.lines, text });
        }
        else if (seen.text !== text) {
            throw new FactsError(`${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)(this.file)}:${this.lines}: fact ${fact.id} differs from the fact with the same id on line ${seen.line}`, 'facts are append-only: keep the first line and remove the other');
        }
    }
    facts() {
        return sortFacts(Array.from(this.byId.values(), (v) => v.fact));
    }
}
function parseFactsJsonl(text, file = 'facts.jsonl') {
    const reader = new FactsReader(file);
    const lines = text.split('\n');
    if (lines.at(-1) === '')
        lines.pop();
    for (const line of lines)
        reader.addLine(line.endsWith('\r') ? line.slice(0, -1) : line);
    return reader.facts();
}
function serializeFactsJsonl(facts) {
    return facts.map((f) => `${serializeFact(f)}\n`).join('');
}
function mergeFacts(existing, incoming) {
    const known = new Map(existing.map((f) => [f.id, serializeFact(f)]));
    const fresh = new Map();
    const conflicts = new Set();
    let duplicates = 0;
    for (const fact of incoming) {
        const text = serializeFact(fact);
        const old = known.get(fact.id);
        if (old !== undefined) {
            if (old === text)
                duplicates += 1;
            else
                conflicts.add(fact.id);
            continue;
        }
        const seen = fresh.get(fact.id);
        if (!seen) {
            fresh.set(fact.id, { fact, text });
        }
        else if (seen.text === text) {
            duplicates += 1;
        }
        else {
            conflicts.add(fact.id);
            if ((0,_random_js__WEBPACK_IMPORTED_MODULE_3__/* .compareStrings */ .Kt)(text, seen.text) < 0)
                fresh.set(fact.id, { fact, text });
        }
    }
    const added = sortFacts(Array.from(fresh.values(), (v) => v.fact));
    return { facts: sortFacts([...existing, ...added]), added, duplicates, conflicts: [...conflicts].sort(_random_js__WEBPACK_IMPORTED_MODULE_3__/* .compareStrings */ .Kt) };
}
function factsFromResults(results, rulesVersions = {}, source = 'results') {
    const where = (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(source, 200));
    const fail = (message) => {
        throw new FactsError(`${where}: ${message}`, 'merge only the arena-results.json files written by `arena rotation --shard`');
    };
    if (results.run.mode !== 'rotation')
        fail(`run.mode is "${results.run.mode}", not "rotation"`);
    const rotation = RunIdSchema.safeParse(results.run.runId);
    if (!rotation.success)
        fail('run.runId is missing or is not a rotation run id');
    const runId = rotation.data;
    const versions = new Map(results.agents.map((a) => [a.id, a.version]));
    const facts = [];
    let voided = 0;
    for (const match of results.matches) {
        const game = GameNameSchema.safeParse(match.game);
        if (!game.success)
            fail(`match ${match.id}: "${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(match.game, 64))}" is not a game name`);
        const members = new Set(match.agents);
        match.games.forEach((g, position) => {
            const index = g.index ?? position;
            if (g.failures.some((f) => f.kind === 'infra')) {
                voided += 1;
                return;
            }
            const label = `match ${match.id} game ${index}`;
            if (g.seats.length !== g.ranks.length)
                fail(`${label}: ${g.seats.length} seats but ${g.ranks.length} ranks`);
            const seats = g.seats.map((agent) => {
                if (!members.has(agent))
                    fail(`${label}: seat ${agent} is not one of the match's agents`);
                const version = versions.get(agent);
                if (version === undefined)
                    fail(`${label}: ${agent} is not listed in agents[]`);
                return { agent, version: version };
            });
            const failures = g.failures.map((f) => {
                const seat = g.seats.indexOf(f.agent);
                if (seat < 0)
                    fail(`${label}: a failure names ${f.agent}, who is not seated`);
                return { seat, kind: f.kind };
            });
            const candidate = {
                v: FACT_VERSION,
                id: factId(runId, match.id, index),
                rotation: runId,
                match: match.id,
                index,
                game: game.data,
                ...(rulesVersions[match.game] !== undefined ? { rulesVersion: rulesVersions[match.game] } : {}),
                seats,
                ranks: g.ranks,
                failures,
                playedAt: results.run.createdAt,
            };
            const parsed = FactSchema.safeParse(candidate);
            if (!parsed.success)
                fail(`${label}: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeLine */ .g$)((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(describeZodIssue(parsed.error), 300))}`);
            const problem = factProblem(parsed.data);
            if (problem)
                fail(`${label}: the game ${problem}`);
            facts.push(parsed.data);
        });
    }
    return { facts: sortFacts(facts), voided };
}


/***/ }),

/***/ 766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zb: () => (/* binding */ quarantineStatuses),
/* harmony export */   bY: () => (/* binding */ quarantined)
/* harmony export */ });
/* unused harmony export QUARANTINE_RECOVERY */
/* harmony import */ var _random_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9486);
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6542);


const QUARANTINE_RECOVERY = 'fix the agent, then raise the version in its agent.yml; a new version starts with a fresh window';
function percent(x) {
    return `${Math.round(x * 1000) / 10}%`;
}
function quarantineStatuses(facts, policy) {
    const recent = new Map();
    for (const fact of (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .sortFacts */ .IX)(facts)) {
        const failedSeats = new Map();
        for (const f of fact.failures)
            if (!failedSeats.has(f.seat))
                failedSeats.set(f.seat, f.kind);
        fact.seats.forEach((seat, i) => {
            const key = JSON.stringify([seat.agent, seat.version]);
            let entry = recent.get(key);
            if (!entry)
                recent.set(key, (entry = { agent: seat.agent, version: seat.version, games: [] }));
            entry.games.push(failedSeats.get(i) ?? null);
            if (entry.games.length > policy.window)
                entry.games.shift();
        });
    }
    const out = [];
    for (const { agent, version, games } of recent.values()) {
        const kinds = {};
        let failures = 0;
        for (const kind of games) {
            if (kind === null)
                continue;
            failures += 1;
            kinds[kind] = (kinds[kind] ?? 0) + 1;
        }
        const share = games.length === 0 ? 0 : failures / games.length;
        const quarantined = games.length >= policy.minGames && share > policy.threshold;
        const status = { agent, version, games: games.length, failures, share, kinds, quarantined };
        if (quarantined) {
            const list = Object.entries(kinds)
                .sort(([a, x], [b, y]) => y - x || (0,_random_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(a, b))
                .map(([k, n]) => `${k} ${n}`)
                .join(', ');
            status.reason = `${failures} of its last ${games.length} games ended in its own failure (${list}): ${percent(share)}, over the ${percent(policy.threshold)} threshold`;
            status.recovery = QUARANTINE_RECOVERY;
        }
        out.push(status);
    }
    return out.sort((a, b) => (0,_random_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(a.agent, b.agent) || (0,_random_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(a.version, b.version));
}
function quarantined(facts, policy) {
    return new Map(quarantineStatuses(facts, policy)
        .filter((s) => s.quarantined)
        .map((s) => [`${s.agent}@${s.version}`, s]));
}


/***/ }),

/***/ 6539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C3: () => (/* binding */ estimatesByAgent),
/* harmony export */   Iv: () => (/* binding */ toResultsRatings),
/* harmony export */   Nv: () => (/* binding */ INITIAL_SIGMA),
/* harmony export */   RA: () => (/* binding */ rateGame),
/* harmony export */   aG: () => (/* binding */ computeRatings),
/* harmony export */   cf: () => (/* binding */ displayRating),
/* harmony export */   e$: () => (/* binding */ INITIAL_MU),
/* harmony export */   ie: () => (/* binding */ currentRatings)
/* harmony export */ });
/* unused harmony exports compareRatings, seatOutcomes */
/* harmony import */ var openskill__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3179);
/* harmony import */ var _random_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9486);
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6542);



const INITIAL_MU = 25;
const INITIAL_SIGMA = 25 / 3;
function displayRating(mu, sigma) {
    return mu - 3 * sigma;
}
function compareRatings(a, b) {
    return (displayRating(b.mu, b.sigma) - displayRating(a.mu, a.sigma) ||
        b.mu - a.mu ||
        (0,_random_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(a.agent, b.agent) ||
        (0,_random_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(a.version, b.version));
}
function normaliseAnchors(anchors) {
    const out = new Map();
    for (const a of anchors ?? []) {
        const spec = typeof a === 'string' ? { agent: a } : a;
        out.set(spec.agent, spec);
    }
    return out;
}
function seatOutcomes(ranks) {
    const best = Math.min(...ranks);
    const atBest = ranks.filter((r) => r === best).length;
    return ranks.map((r) => (r !== best ? 'loss' : atBest === 1 ? 'win' : 'draw'));
}
function rateGame(seats, ranks) {
    const teams = seats.map((s) => [{ mu: s.mu, sigma: s.sigma }]);
    const rated = (0,openskill__WEBPACK_IMPORTED_MODULE_2__/* .rate */ .TS)(teams, { rank: ranks.slice() });
    return rated.map((team) => ({ mu: team[0].mu, sigma: team[0].sigma }));
}
const vkey = (game, agent, version) => JSON.stringify([game, agent, version]);
const akey = (game, agent) => JSON.stringify([game, agent]);
class RatingReplay {
    anchors;
    versions = new Map();
    agents = new Map();
    history = [];
    rotations = [];
    seen = new Map();
    playedNow = new Map();
    constructor(anchors) {
        this.anchors = anchors;
    }
    snapshot(rotation) {
        for (const game of [...this.playedNow.keys()].sort(_random_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)) {
            const entries = [];
            for (const agent of [...(this.seen.get(game) ?? [])].sort(_random_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)) {
                const state = this.agents.get(akey(game, agent));
                const v = this.versions.get(vkey(game, agent, state.latest));
                entries.push({
                    agent,
                    version: v.version,
                    mu: v.mu,
                    sigma: v.sigma,
                    rating: v.rating,
                    games: v.games,
                    played: this.playedNow.get(game).has(agent),
                });
            }
            entries.sort(compareRatings);
            this.history.push({ rotation, game, entries });
        }
        this.playedNow = new Map();
    }
    versionOf(fact, agent, version) {
        const key = vkey(fact.game, agent, version);
        const state = this.agents.get(akey(fact.game, agent));
        const anchor = this.anchors.get(agent);
        let v = this.versions.get(key);
        if (!v) {
            v = this.newVersion(fact, agent, version, state, anchor);
            this.versions.set(key, v);
        }
        if (!state) {
            const fresh = { latest: version };
            if (anchor?.mu !== undefined)
                fresh.pinned = { mu: v.mu, sigma: v.sigma };
            this.agents.set(akey(fact.game, agent), fresh);
            this.seen.set(fact.game, (this.seen.get(fact.game) ?? new Set()).add(agent));
        }
        else {
            state.latest = version;
        }
        return v;
    }
    newVersion(fact, agent, version, state, anchor) {
        const previous = state ? this.versions.get(vkey(fact.game, agent, state.latest)) : undefined;
        const pinned = state?.pinned ?? (anchor?.mu !== undefined ? { mu: anchor.mu, sigma: anchor.sigma ?? INITIAL_SIGMA } : undefined);
        const start = pinned ?? { mu: previous?.mu ?? INITIAL_MU, sigma: INITIAL_SIGMA };
        return {
            game: fact.game,
            agent,
            version,
            mu: start.mu,
            sigma: start.sigma,
            rating: displayRating(start.mu, start.sigma),
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            failures: 0,
            failureKinds: {},
            anchor: anchor !== undefined,
            pinned: pinned !== undefined,
            firstRotation: fact.rotation,
            lastRotation: fact.rotation,
            current: true,
        };
    }
    freezeAnchors(fact, seats) {
        for (const s of seats) {
            if (!s.anchor)
                continue;
            const state = this.agents.get(akey(fact.game, s.agent));
            if (state.pinned)
                continue;
            if (state.calibration === undefined)
                state.calibration = fact.rotation;
            else if (state.calibration !== fact.rotation) {
                state.pinned = { mu: s.mu, sigma: s.sigma };
                s.pinned = true;
            }
        }
    }
    play(fact) {
        const seats = fact.seats.map((s) => this.versionOf(fact, s.agent, s.version));
        this.freezeAnchors(fact, seats);
        const updated = rateGame(seats, fact.ranks);
        const outcomes = seatOutcomes(fact.ranks);
        const failed = new Map();
        for (const f of fact.failures)
            if (!failed.has(f.seat))
                failed.set(f.seat, f.kind);
        seats.forEach((s, i) => {
            const state = this.agents.get(akey(fact.game, s.agent));
            const next = state.pinned ?? updated[i];
            s.mu = next.mu;
            s.sigma = next.sigma;
            s.rating = displayRating(next.mu, next.sigma);
            s.pinned = state.pinned !== undefined;
            s.games += 1;
            s.lastRotation = fact.rotation;
            const outcome = outcomes[i];
            if (outcome === 'win')
                s.wins += 1;
            else if (outcome === 'draw')
                s.draws += 1;
            else
                s.losses += 1;
            const kind = failed.get(i);
            if (kind) {
                s.failures += 1;
                s.failureKinds[kind] = (s.failureKinds[kind] ?? 0) + 1;
            }
            this.playedNow.set(fact.game, (this.playedNow.get(fact.game) ?? new Set()).add(s.agent));
        });
    }
    table() {
        for (const v of this.versions.values())
            v.current = this.agents.get(akey(v.game, v.agent)).latest === v.version;
        const ratings = [...this.versions.values()].sort((a, b) => (0,_random_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(a.game, b.game) || compareRatings(a, b));
        return { ratings, history: this.history, rotations: this.rotations };
    }
}
function computeRatings(facts, options = {}) {
    const replay = new RatingReplay(normaliseAnchors(options.anchors));
    let rotation;
    for (const fact of (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .sortFacts */ .IX)(facts)) {
        if (rotation !== fact.rotation) {
            if (rotation !== undefined)
                replay.snapshot(rotation);
            rotation = fact.rotation;
            replay.rotations.push(rotation);
        }
        replay.play(fact);
    }
    if (rotation !== undefined)
        replay.snapshot(rotation);
    return replay.table();
}
function currentRatings(table) {
    return table.ratings.filter((r) => r.current);
}
function estimatesByAgent(table, game) {
    return new Map(currentRatings(table)
        .filter((r) => r.game === game)
        .map((r) => [r.agent, r]));
}
function toResultsRatings(table) {
    const round = (x) => Math.round(x * 1000) / 1000;
    return table.ratings.map((r) => ({
        agent: r.agent,
        version: r.version,
        game: r.game,
        mu: round(r.mu),
        sigma: round(r.sigma),
        rating: round(r.rating),
        games: r.games,
    }));
}


/***/ }),

/***/ 7305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ LEADERBOARD_PAGE),
/* harmony export */   f: () => (/* binding */ renderLeaderboardHtml)
/* harmony export */ });
/* harmony import */ var _leaderboard_svg_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(697);
/* harmony import */ var _publish_replays_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7231);
/* harmony import */ var _leaderboard_table_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8191);
/* harmony import */ var _html_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6867);




const LEADERBOARD_PAGE = 'index.html';
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
function intervalBar(mu, sigma, lo, hi) {
    const w = 90;
    const x = (v) => (hi > lo ? ((v - lo) / (hi - lo)) * (w - 4) + 2 : w / 2).toFixed(1);
    return (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .html */ .qy) `<svg class="interval" width="${w}" height="10" viewBox="0 0 ${w} 10" aria-hidden="true">
    <line x1="${x(mu - 3 * sigma)}" y1="5" x2="${x(mu + 3 * sigma)}" y2="5" />
    <circle cx="${x(mu)}" cy="5" r="3" />
  </svg>`;
}
function gameSection(board, index) {
    if (board.entries.length === 0)
        return (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .html */ .qy) `<section class="game" data-game="${board.game}">
      <h2>${board.game}</h2>
      <p>No rated games yet.</p>
    </section>`;
    const lows = board.entries.map((e) => e.mu - 3 * e.sigma);
    const highs = board.entries.map((e) => e.mu + 3 * e.sigma);
    const lo = Math.min(...lows);
    const hi = Math.max(...highs);
    const rows = board.entries.map((e) => {
        const c = (0,_leaderboard_table_js__WEBPACK_IMPORTED_MODULE_3__/* .rowCells */ .o5)(e);
        return (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .html */ .qy) `<tr data-agent="${c.agent}">
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
    const notes = (0,_leaderboard_table_js__WEBPACK_IMPORTED_MODULE_3__/* .quarantineNotes */ .w2)(board);
    const chart = (0,_leaderboard_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .renderRatingsSvg */ .Bg)(board)
        .replace(/id="title"/, `id="chart-title-${index}"`)
        .replace(/aria-labelledby="title"/, `aria-labelledby="chart-title-${index}"`);
    return (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .html */ .qy) `<section class="game" data-game="${board.game}">
    <h2>${board.game}</h2>
    <table class="board">
      <thead>
        <tr>
          ${_leaderboard_table_js__WEBPACK_IMPORTED_MODULE_3__/* .TABLE_HEADER */ .LN.map((h) => (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .html */ .qy) `<th${NUMERIC.has(h) ? (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .html */ .qy) ` class="num"` : ''}>${h}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
    ${notes.length > 0
        ? (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .html */ .qy) `<p><b>Quarantined</b> (left out of rotations until fixed):</p>
            <ul class="quarantine">
              ${notes.map((q) => (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .html */ .qy) `<li>${q.agent} ${q.version}: ${q.reason}. To recover: ${q.recovery}.</li>`)}
            </ul>`
        : ''}
    <div class="chart">${(0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .rawHtml */ .K8)(chart)}</div>
  </section>`;
}
function replaysSection(shelf) {
    if (!shelf || shelf.entries.length === 0)
        return '';
    return (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .html */ .qy) `<section class="replays" data-rotation="${shelf.rotation}">
    <h2>Replays</h2>
    <p class="muted">${(0,_publish_replays_js__WEBPACK_IMPORTED_MODULE_1__/* .shelfNote */ .nA)(shelf)}</p>
    <ul>
      ${(0,_publish_replays_js__WEBPACK_IMPORTED_MODULE_1__/* .shelfLinks */ .O6)(shelf).map((l) => (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .html */ .qy) `<li${l.failed ? (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .html */ .qy) ` class="failed"` : ''}>${l.failed ? '❌ ' : ''}<a href="${l.href}">${l.title}</a>: <span class="note">${l.note}</span></li>`)}
    </ul>
  </section>`;
}
function renderLeaderboardHtml(board, replays) {
    const intro = board.latestRotation === null
        ? (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .html */ .qy) `<p>No rotation has been rated yet.</p>`
        : (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .html */ .qy) `<p>
            After rotation <code>${board.latestRotation}</code> (${board.rotations} rotation${board.rotations === 1 ? '' : 's'},
            ${board.facts} rated game${board.facts === 1 ? '' : 's'})${board.generatedAt ? `, ${board.generatedAt}` : ''}.
          </p>
          <p class="muted">
            Rating = μ − 3σ (Weng-Lin / OpenSkill): a conservative estimate that rises as uncertainty σ falls; the bar beside it spans μ ±
            3σ with μ marked. A new version keeps μ and starts with a fresh σ. Failures: share of games lost by the agent’s own timeout,
            crash, invalid action, … (infrastructure failures void a game and are never rated). Trend: change since the previous rotation.
          </p>
          ${board.anchors.length > 0 ? (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .html */ .qy) `<p>⚓ Anchors (rated in their first rotation, then pinned): ${board.anchors.join(', ')}.</p>` : ''}
          <p class="muted">
            ⛔ Quarantine: more than ${(0,_leaderboard_table_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(board.quarantine.threshold)} own failures over an agent version’s last
            ${board.quarantine.window} games (at least ${board.quarantine.minGames}). (idle) = not in the latest rotation.
          </p>`;
    const body = (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .html */ .qy) `<h1>Arena leaderboard</h1>
    ${intro} ${board.latestRotation === null ? '' : board.games.map((g, i) => gameSection(g, i))} ${replaysSection(replays)}
    <p class="muted">The same data as <a href="LEADERBOARD.md">LEADERBOARD.md</a> and <a href="leaderboard.json">leaderboard.json</a>.</p>`;
    return (0,_html_js__WEBPACK_IMPORTED_MODULE_2__/* .page */ .MY)({ title: 'Arena leaderboard', css: CSS, body });
}


/***/ })

};
