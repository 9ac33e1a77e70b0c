export const id = 919;
export const ids = [919];
export const modules = {

/***/ 9037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ placementMarkdown),
/* harmony export */   hx: () => (/* binding */ UNVERIFIED_TRUST),
/* harmony export */   pg: () => (/* binding */ AUTHORITATIVE_TRUST),
/* harmony export */   pr: () => (/* binding */ placementText)
/* harmony export */ });
/* unused harmony exports describePlacement, placementLines */
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9528);

function describePlacement(p) {
    const range = p.rankRange[0] === p.rankRange[1] ? `${p.rankRange[0]}` : `${p.rankRange[0]}–${p.rankRange[1]}`;
    return (`${p.agent} in ${p.game}: rating ${p.rating.toFixed(1)} (mu ${p.mu.toFixed(1)} ± ${(2 * p.sigma).toFixed(1)}, ` +
        `${p.games} game${p.games === 1 ? '' : 's'}) — rank ${p.rank} of ${p.of + 1} now, likely ${range} once its σ shrinks`);
}
const UNVERIFIED_TRUST = 'unverified: from a run the pull request controls; a maintainer run makes it authoritative';
const AUTHORITATIVE_TRUST = 'authoritative: a maintainer run';
function placementLines(results, agent, trust) {
    const info = results.evaluation;
    if (!info)
        return undefined;
    const mine = (list) => list.filter((x) => agent === undefined || x.agent === agent);
    const notes = info.notes.filter((n) => agent === undefined || n.startsWith(`${agent}: `) || !/^[a-z0-9-]+\/[a-z0-9-]+: /.test(n));
    const placements = [...mine(info.placements).map(describePlacement), ...notes];
    if (placements.length === 0 && mine(info.pairings).length > 0)
        placements.push('no rating or rank: W/D/L only');
    const against = (p) => {
        const others = results.matches.find((m) => m.id === p.match)?.agents.filter((a) => a !== p.agent) ?? [];
        return others.length > 1 ? others.join(' and ') : p.reference;
    };
    const stops = mine(info.pairings).map((p) => `${p.agent} vs ${against(p)} (${p.game}): ${p.message}`);
    if (placements.length === 0 && stops.length === 0)
        return undefined;
    return { trust: trust ?? (results.run.authoritative ? AUTHORITATIVE_TRUST : UNVERIFIED_TRUST), placements, stops };
}
const board = (results) => {
    const lb = results.evaluation?.leaderboard;
    return lb ? ` against the leaderboard of rotation ${lb.latestRotation ?? '(none)'}` : '';
};
function placementMarkdown(results, agent, level = '####', trust) {
    const lines = placementLines(results, agent, trust);
    if (!lines)
        return '';
    const out = [`${level} Provisional rating and rank (${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeMarkdown */ .LO)(lines.trust)})`, ''];
    if (lines.placements.length > 0) {
        out.push(`Rated with the rotation's model (openskill, rating = μ − 3σ)${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeMarkdown */ .LO)(board(results))}, the references held at their published ratings:`, '');
        out.push(...lines.placements.map((l) => `- ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeMarkdown */ .LO)(l)}`), '');
    }
    if (lines.stops.length > 0) {
        out.push('Why each pairing stopped:', '', ...lines.stops.map((l) => `- ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeMarkdown */ .LO)(l)}`));
    }
    return out.join('\n').trimEnd();
}
function placementText(results, agent) {
    const lines = placementLines(results, agent);
    if (!lines)
        return [];
    const out = [`  provisional rating and rank (${lines.trust})${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeLine */ .g$)(board(results))}:`];
    out.push(...lines.placements.map((l) => `    ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeLine */ .g$)(l)}`));
    if (lines.stops.length > 0)
        out.push('  why each pairing stopped:', ...lines.stops.map((l) => `    ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeLine */ .g$)(l)}`));
    return out;
}


/***/ }),

/***/ 3256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ ArtifactTooLargeError),
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   Wn: () => (/* binding */ GitHubUnavailableError),
/* harmony export */   mr: () => (/* binding */ repoSlug),
/* harmony export */   ms: () => (/* binding */ COMPARE_FILES_LIMIT),
/* harmony export */   ym: () => (/* binding */ PULL_REQUEST_FILES_LIMIT)
/* harmony export */ });
function repoSlug(repo) {
    return `${repo.owner}/${repo.repo}`;
}
const PULL_REQUEST_FILES_LIMIT = 3000;
const COMPARE_FILES_LIMIT = 300;
class GitHubApiError extends Error {
    status;
    operation;
    name = 'GitHubApiError';
    constructor(message, status, operation) {
        super(message);
        this.status = status;
        this.operation = operation;
    }
}
class GitHubUnavailableError extends Error {
    read;
    name = 'GitHubUnavailableError';
    constructor(read) {
        super(`not read (dry run): ${read}`);
        this.read = read;
    }
}
class ArtifactTooLargeError extends Error {
    limit;
    name = 'ArtifactTooLargeError';
    constructor(limit) {
        super(`the artifact download is larger than ${limit} bytes`);
        this.limit = limit;
    }
}


/***/ }),

/***/ 5327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O3: () => (/* binding */ hasMultiSeatMatch),
/* harmony export */   ek: () => (/* binding */ placesOf)
/* harmony export */ });
/* unused harmony export ordinal */
function ordinal(n) {
    const tens = n % 100;
    if (tens >= 11 && tens <= 13)
        return `${n}th`;
    return `${n}${n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`;
}
function placesOf(match, id) {
    const counts = new Map();
    for (const game of match.games) {
        const seat = game.seats.indexOf(id);
        const rank = seat >= 0 ? game.ranks[seat] : undefined;
        if (rank !== undefined)
            counts.set(rank, (counts.get(rank) ?? 0) + 1);
    }
    return ([...counts]
        .sort(([a], [b]) => a - b)
        .map(([rank, n]) => `${ordinal(rank)} ×${n}`)
        .join(', ') || '—');
}
function hasMultiSeatMatch(matches) {
    return matches.some((m) => m.agents.length > 2);
}


/***/ }),

/***/ 9919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_CLI_ASSOCIATION: () => (/* binding */ DEFAULT_CLI_ASSOCIATION),
  action: () => (/* binding */ action),
  collectChange: () => (/* binding */ collectChange),
  command: () => (/* binding */ command),
  readPullRequestEvent: () => (/* binding */ readPullRequestEvent)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/adapters/discovery.ts + 1 modules
var adapters_discovery = __webpack_require__(2982);
// EXTERNAL MODULE: ./src/adapters/git.ts
var adapters_git = __webpack_require__(6960);
// EXTERNAL MODULE: ./src/adapters/docker-cli.ts
var docker_cli = __webpack_require__(765);
// EXTERNAL MODULE: ./src/adapters/facts-file.ts
var facts_file = __webpack_require__(4034);
// EXTERNAL MODULE: ./src/adapters/replay-files.ts
var replay_files = __webpack_require__(5275);
// EXTERNAL MODULE: ./src/adapters/runner-selection.ts + 3 modules
var runner_selection = __webpack_require__(2817);
// EXTERNAL MODULE: ./src/core/config.ts
var core_config = __webpack_require__(4489);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/games/registry.ts + 3 modules
var registry = __webpack_require__(1551);
;// CONCATENATED MODULE: ./src/core/evaluate/picture.ts

function gamePicture(game, gameConfig, played) {
    const module = (0,registry/* getGame */.lY)(game);
    if (module.kind !== 'turn-based')
        return undefined;
    try {
        let state = module.setup(played.seed, played.seats.length, gameConfig);
        const frames = played.frames;
        let i = 0;
        while (i < frames.length) {
            const turn = frames[i].turn;
            const actions = new Map();
            let complete = true;
            for (; i < frames.length && frames[i].turn === turn; i++) {
                const frame = frames[i];
                if (frame.action === undefined) {
                    complete = false;
                    continue;
                }
                const valid = module.validate(state, frame.seat, frame.action);
                if (!valid.ok)
                    return undefined;
                actions.set(frame.seat, valid.action);
            }
            if (!complete)
                break;
            state = module.apply(state, actions);
        }
        return module.render(state);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/core/gates.ts
var core_gates = __webpack_require__(7311);
// EXTERNAL MODULE: ./src/core/games/names.ts
var names = __webpack_require__(1827);
// EXTERNAL MODULE: ./src/core/match/plan.ts
var match_plan = __webpack_require__(9122);
// EXTERNAL MODULE: ./src/core/rating/random.ts
var random = __webpack_require__(9486);
;// CONCATENATED MODULE: ./src/core/evaluate/plan.ts





function evaluationSeed(agentKey, reference, game) {
    return (0,match_plan/* hash32 */.Ap)(`arena-evaluate:${agentKey}:${reference}:${game}`) & 0x7fffffff;
}
function planEvaluation(changed, references, config, withheld = new Map(), seatCounts = new Map()) {
    const offered = (0,core_config/* offeredGames */.HU)(config);
    const configured = config.evaluation.references;
    const byId = new Map(references.map((r) => [r.id, r]));
    const notes = [];
    for (const id of configured) {
        if (byId.has(id))
            continue;
        const why = withheld.get(id);
        notes.push(`evaluation.references names ${id}, which ${why ?? 'is not a valid official agent here'}; it is not played`);
    }
    for (const [id, why] of withheld) {
        if (configured.length === 0)
            notes.push(`${id} ${why}, so it is not played as a reference`);
    }
    const pairings = [];
    for (const agent of changed) {
        const games = agent.games.filter(names/* isGameName */.cV).filter((g) => offered.includes(g));
        for (const game of games) {
            const pool = configured.length > 0 ? configured.map((id) => byId.get(id)).filter((r) => r !== undefined) : references;
            const opponents = pool.filter((r) => r.id !== agent.id && r.games.includes(game)).sort((a, b) => (0,random/* compareStrings */.Kt)(a.id, b.id));
            if (opponents.length === 0) {
                notes.push(`${agent.id}: no reference agent plays ${game}, so it was not played`);
                continue;
            }
            const seats = seatCounts.get(game) ?? 2;
            if (opponents.length < seats - 1) {
                notes.push(`${agent.id}: ${game} is played by ${seats} here and needs ${seats - 1} reference agents; ${opponents.length} play it, so it was not played`);
                continue;
            }
            opponents.forEach((ref, i) => {
                const others = Array.from({ length: seats - 1 }, (_, k) => opponents[(i + k) % opponents.length].id);
                pairings.push({
                    agent: agent.id,
                    reference: ref.id,
                    opponents: others,
                    game,
                    seed: evaluationSeed(agent.treeHash ?? `version:${agent.version}`, seats > 2 ? others.join('+') : ref.id, game),
                    games: (0,match_plan/* gamesForSeats */.ZT)(config.evaluation.gamesPerPairing, seats, config.evaluation.pairedSeats),
                });
            });
        }
    }
    return { pairings, notes };
}
function evaluationGates(input, reading) {
    const outcome = (0,core_gates/* computeGates */.OD)(input);
    if (!reading.ownersKnown) {
        for (const [id, issues] of outcome.agentIssues) {
            outcome.agentIssues.set(id, issues.map((issue) => issue.rule === 'not-agent-owner'
                ? {
                    ...issue,
                    severity: 'notice',
                    rule: 'owner-not-checked',
                    message: `${id} exists on the default branch; this checkout has no history to find its owner in, so ownership is checked by the report job from GitHub's API (only its owner or a maintainer may change it)`,
                }
                : issue));
        }
        outcome.passed =
            !outcome.issues.some((i) => i.severity === 'error') &&
                ![...outcome.agentIssues.values()].some((l) => l.some((i) => i.severity === 'error'));
    }
    if (!reading.baseKnown && outcome.agents.length > 0) {
        const note = {
            path: '.',
            line: 1,
            column: 1,
            severity: 'notice',
            rule: 'gates-not-checked',
            message: 'no base commit to compare with: version bumps and agent ownership were not checked (pass --base REF, or run on a test-merge checkout)',
        };
        outcome.issues.push(note);
    }
    return outcome;
}

// EXTERNAL MODULE: ./src/core/leaderboard/leaderboard.ts
var leaderboard = __webpack_require__(1708);
// EXTERNAL MODULE: ./src/core/rating/ratings.ts
var ratings = __webpack_require__(6539);
// EXTERNAL MODULE: ./src/core/sanitize.ts
var sanitize = __webpack_require__(9528);
;// CONCATENATED MODULE: ./src/core/evaluate/placement.ts




function publishedBoard(board) {
    return {
        latestRotation: board.latestRotation,
        ...(board.generatedAt ? { generatedAt: board.generatedAt } : {}),
        games: new Map(board.games.map((g) => [g.game, g.entries.map((e) => ({ agent: e.agent, mu: e.mu, sigma: e.sigma, rating: e.rating }))])),
    };
}
function placeAgents(changed, matches, board) {
    const placements = [];
    const notes = [];
    const sorted = matches.slice().sort((a, b) => (0,random/* compareStrings */.Kt)(a.id, b.id));
    for (const agent of [...changed].sort(random/* compareStrings */.Kt)) {
        const games = [...new Set(sorted.filter((m) => m.agents.includes(agent)).map((m) => m.game))].sort(random/* compareStrings */.Kt);
        for (const game of games) {
            const entries = board.games.get(game);
            if (!entries || entries.length === 0) {
                notes.push(`${agent}: ${game} has no published leaderboard yet, so no rating or rank (W/D/L only)`);
                continue;
            }
            const fixed = new Map(entries.map((e) => [e.agent, { mu: e.mu, sigma: e.sigma }]));
            const previous = fixed.get(agent);
            let estimate = { mu: previous?.mu ?? ratings/* INITIAL_MU */.e$, sigma: ratings/* INITIAL_SIGMA */.Nv };
            let played = 0;
            const unrated = new Set();
            for (const match of sorted.filter((m) => m.game === game && m.agents.includes(agent))) {
                for (const g of [...match.games].sort((x, y) => (x.index ?? 0) - (y.index ?? 0))) {
                    const seat = g.seats.indexOf(agent);
                    if (seat < 0 || g.seats.length !== g.ranks.length)
                        continue;
                    const others = g.seats.map((s) => (s === agent ? undefined : fixed.get(s)));
                    const missing = g.seats.filter((s, i) => s !== agent && others[i] === undefined);
                    if (missing.length > 0) {
                        for (const m of missing)
                            unrated.add(m);
                        continue;
                    }
                    const seats = g.seats.map((s, i) => (s === agent ? estimate : others[i]));
                    estimate = (0,ratings/* rateGame */.RA)(seats, g.ranks)[seat];
                    played += 1;
                }
            }
            for (const ref of [...unrated].sort(random/* compareStrings */.Kt)) {
                notes.push(`${agent}: ${ref} is not on the ${game} leaderboard, so its games do not count towards the rating`);
            }
            if (played === 0)
                continue;
            const others = entries.filter((e) => e.agent !== agent);
            const rating = (0,ratings/* displayRating */.cf)(estimate.mu, estimate.sigma);
            const rankOf = (value, of) => 1 + others.filter((e) => of(e) > value).length;
            placements.push({
                agent: agent,
                game,
                games: played,
                mu: round(estimate.mu),
                sigma: round(estimate.sigma),
                rating: round(rating),
                low: round(estimate.mu - 2 * estimate.sigma),
                high: round(estimate.mu + 2 * estimate.sigma),
                rank: rankOf(rating, (e) => e.rating),
                rankRange: [rankOf(estimate.mu + 2 * estimate.sigma, (e) => e.mu), rankOf(estimate.mu - 2 * estimate.sigma, (e) => e.mu)],
                of: others.length,
            });
        }
    }
    return { placements, notes };
}
function round(x) {
    return Math.round(x * 1000) / 1000;
}
const LEADERBOARD_MAX_BYTES = 16 * 1024 * 1024;
const MAX_BOARD_GAMES = 64;
const MAX_BOARD_ENTRIES = 10_000;
function parseLeaderboardText(text, source) {
    const label = (0,sanitize/* sanitizeLine */.g$)(source).slice(0, 200);
    if (Buffer.byteLength(text, 'utf8') > LEADERBOARD_MAX_BYTES) {
        return { kind: 'none', note: `the published leaderboard (${label}) is larger than ${LEADERBOARD_MAX_BYTES} bytes, so it was not read` };
    }
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        return { kind: 'none', note: `the published leaderboard (${label}) is not JSON, so it was not read` };
    }
    const parsed = leaderboard/* LeaderboardSchema */.rw.safeParse(raw);
    if (!parsed.success) {
        const first = parsed.error.issues[0];
        const where = first ? first.path.map(String).join('.').slice(0, 100) : '';
        return {
            kind: 'none',
            note: `the published leaderboard (${label}) does not match ${leaderboard/* LEADERBOARD_SCHEMA_V1 */.uH}${where ? ` at ${(0,sanitize/* sanitizeLine */.g$)(where)}` : ''}, so it was not read`,
        };
    }
    const board = parsed.data;
    if (board.games.length > MAX_BOARD_GAMES || board.games.some((g) => g.entries.length > MAX_BOARD_ENTRIES)) {
        return { kind: 'none', note: `the published leaderboard (${label}) has more games or entries than a PR evaluation reads` };
    }
    const finite = board.games.every((g) => g.entries.every((e) => Number.isFinite(e.mu) && Number.isFinite(e.sigma) && e.sigma >= 0 && Number.isFinite(e.rating)));
    if (!finite)
        return { kind: 'none', note: `the published leaderboard (${label}) has a rating that is not a finite number` };
    return { kind: 'found', board: publishedBoard(board), source: label };
}

;// CONCATENATED MODULE: ./src/core/evaluate/stopping.ts
function emptyPentanomial() {
    return [0, 0, 0, 0, 0];
}
function eloToScore(elo) {
    return 1 / (1 + 10 ** (-elo / 400));
}
function scoreToElo(score) {
    const s = Math.min(1 - 1e-9, Math.max(1e-9, score));
    return -400 * Math.log10(1 / s - 1);
}
function sprtBounds(alpha, beta) {
    return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}
const SCORES = [0, 0.25, 0.5, 0.75, 1];
const EPSILON = 1e-3;
function constrainedMle(freq, s) {
    const lo = -1 / (1 - s) + 1e-12;
    const hi = 1 / s - 1e-12;
    const g = (lambda) => freq.reduce((sum, f, i) => sum + (f * (SCORES[i] - s)) / (1 + lambda * (SCORES[i] - s)), 0);
    let a = lo;
    let b = hi;
    for (let k = 0; k < 200; k++) {
        const m = (a + b) / 2;
        if (g(m) > 0)
            a = m;
        else
            b = m;
        if (b - a < 1e-14)
            break;
    }
    const lambda = (a + b) / 2;
    const p = freq.map((f, i) => f / (1 + lambda * (SCORES[i] - s)));
    const total = p.reduce((x, y) => x + y, 0);
    return p.map((x) => x / total);
}
function pentanomialLlr(counts, elo0, elo1) {
    const n = counts.reduce((x, y) => x + y, 0);
    if (n === 0)
        return 0;
    const regular = counts.map((c) => (c === 0 ? EPSILON : c));
    const total = regular.reduce((x, y) => x + y, 0);
    const freq = regular.map((c) => c / total);
    const p0 = constrainedMle(freq, eloToScore(elo0));
    const p1 = constrainedMle(freq, eloToScore(elo1));
    let llr = 0;
    for (let i = 0; i < 5; i++)
        if (counts[i] > 0)
            llr += counts[i] * Math.log(p1[i] / p0[i]);
    return llr;
}
function pentanomialScore(counts) {
    const n = counts.reduce((x, y) => x + y, 0);
    if (n === 0)
        return { score: 0.5, stderr: Number.POSITIVE_INFINITY, pairs: 0 };
    const mean = counts.reduce((sum, c, i) => sum + c * SCORES[i], 0) / n;
    const variance = counts.reduce((sum, c, i) => sum + c * (SCORES[i] - mean) ** 2, 0) / n;
    return { score: mean, stderr: Math.sqrt(variance / n), pairs: n };
}
function countPairs(games, agent) {
    const byPair = new Map();
    for (const g of games) {
        const seat = g.seats.indexOf(agent);
        if (seat < 0)
            continue;
        const mine = g.ranks[seat];
        const best = Math.min(...g.ranks);
        const atBest = g.ranks.filter((r) => r === best).length;
        const points = mine !== best ? 0 : atBest === 1 ? 2 : 1;
        const list = byPair.get(g.pair) ?? [];
        list.push(points);
        byPair.set(g.pair, list);
    }
    const counts = emptyPentanomial();
    for (const list of byPair.values()) {
        if (list.length !== 2)
            continue;
        counts[list[0] + list[1]] += 1;
    }
    return counts;
}
function sequentialState(counts, settings) {
    const pairs = counts.reduce((x, y) => x + y, 0);
    const llr = pentanomialLlr(counts, settings.elo0, settings.elo1);
    const { lower, upper } = sprtBounds(settings.alpha, settings.beta);
    const state = { counts: [...counts], pairs, llr };
    if (pairs >= settings.minPairs) {
        if (llr >= upper)
            state.decision = 'stronger';
        else if (llr <= lower)
            state.decision = 'weaker';
    }
    return state;
}
function stopBeforeNextPair(state, settings, budgetLeft) {
    if (state.decision)
        return state.decision;
    if (state.pairs >= settings.maxPairs)
        return 'max-pairs';
    if (!budgetLeft && state.pairs >= settings.minPairs)
        return 'budget';
    return undefined;
}
function describeStop(reason, state, settings) {
    const { lower, upper } = sprtBounds(settings.alpha, settings.beta);
    const llr = `LLR ${state.llr.toFixed(2)} (bounds ${lower.toFixed(2)}, ${upper.toFixed(2)})`;
    const pairs = `${state.pairs} pair${state.pairs === 1 ? '' : 's'}`;
    switch (reason) {
        case 'stronger':
            return `decided after ${pairs}: stronger (Elo ≥ ${settings.elo1} accepted at α ${settings.alpha}; ${llr})`;
        case 'weaker':
            return `decided after ${pairs}: weaker (Elo ≤ ${settings.elo0} accepted at β ${settings.beta}; ${llr})`;
        case 'max-pairs':
            return `undecided after the maximum of ${pairs}: a close match (${llr})`;
        case 'budget':
            return `stopped after ${pairs} by the evaluation's time budget, undecided (${llr})`;
        case 'match-time-limit':
            return `stopped after ${pairs} by the match time limit, undecided (${llr})`;
        case 'fixed':
            return `${pairs}: the fixed number of games (stopping is off)`;
    }
}
function describeFixedGroup(games, seats, stoppingEnabled) {
    const rotations = Math.floor(games / seats);
    const played = `${games} game${games === 1 ? '' : 's'} of ${seats} seats`;
    const inRotations = rotations > 0 && rotations * seats === games ? ` in ${rotations} seat rotation${rotations === 1 ? '' : 's'}` : '';
    const why = stoppingEnabled ? 'the sequential test reads two-seat pairs, so it does not apply' : 'stopping is off';
    return `${played}${inRotations}: the fixed number of games (${why})`;
}
function pairingAllowanceMs(budgetMs, elapsedMs, pairingsLeft) {
    return Math.max(0, budgetMs - elapsedMs) / Math.max(1, pairingsLeft);
}

// EXTERNAL MODULE: ./src/core/head-tail.ts
var head_tail = __webpack_require__(2300);
// EXTERNAL MODULE: ./src/core/render/replay-html.ts + 1 modules
var replay_html = __webpack_require__(6480);
// EXTERNAL MODULE: ./src/core/results.ts
var core_results = __webpack_require__(541);
;// CONCATENATED MODULE: ./src/core/evaluate/verdict.ts


const CONFORMANCE_FAILURE_KINDS = [
    'crash',
    'timeout',
    'startup-timeout',
    'protocol-error',
    'invalid-action',
    'output-limit',
    'oom',
];
function agentConformance(agent, matches, maxFailureShare) {
    const counted = new Set(CONFORMANCE_FAILURE_KINDS);
    let games = 0;
    let failedGames = 0;
    let wins = 0;
    let draws = 0;
    let losses = 0;
    const failures = {};
    for (const match of matches) {
        if (!match.agents.includes(agent))
            continue;
        const s = match.summary[agent];
        if (s) {
            wins += s.wins;
            draws += s.draws;
            losses += s.losses;
        }
        for (const game of match.games) {
            if (!game.seats.includes(agent))
                continue;
            games += 1;
            const own = game.failures.filter((f) => f.agent === agent && counted.has(f.kind));
            if (own.length > 0)
                failedGames += 1;
            for (const f of own)
                failures[f.kind] = (failures[f.kind] ?? 0) + 1;
        }
    }
    const share = games === 0 ? 0 : failedGames / games;
    return { agent, games, failedGames, failures, wins, draws, losses, share, passed: share <= maxFailureShare };
}
function plural(n, word, many = `${word}s`) {
    return `${n} ${n === 1 ? word : many}`;
}
function percent(share) {
    return `${Math.round(share * 1000) / 10}%`;
}
function describeFailureCounts(failures) {
    return CONFORMANCE_FAILURE_KINDS.filter((k) => (failures[k] ?? 0) > 0)
        .map((k) => `${k} ${failures[k]}`)
        .join(', ');
}
function firstError(issues) {
    return issues.find((i) => i.severity === 'error');
}
function where(issue) {
    return `${issue.path}:${issue.line}:${issue.column}`;
}
function agentProblem(agent) {
    const error = firstError(agent.issues);
    const errors = agent.issues.filter((i) => i.severity === 'error').length;
    const more = errors > 1 ? ` (and ${plural(errors - 1, 'more finding')})` : '';
    const detail = error ? `: ${where(error)} ${error.rule}: ${error.message}${more}` : '';
    switch (agent.status) {
        case 'invalid':
            return `${agent.id} is invalid${detail}`;
        case 'rejected':
            return `${agent.id} is rejected${detail}`;
        case 'build-failed':
            return `${agent.id} could not be built or started${detail}`;
        case 'skipped':
            return undefined;
        case 'ok':
            return error ? `${agent.id} fails a check${detail}` : undefined;
    }
}
function conformanceProblem(c, maxFailureShare) {
    if (c.passed)
        return undefined;
    return (`${c.agent} failed in ${c.failedGames} of ${plural(c.games, 'game')} (${describeFailureCounts(c.failures)}): ` +
        `${percent(c.share)} is more than evaluation.maxFailureShare (${percent(maxFailureShare)}) allows; ` +
        'an agent must answer every message in time and by the protocol (docs/protocol.md)');
}
function strengthLine(c) {
    if (c.games === 0)
        return `${c.agent}: valid; no games played (no reference agent plays its games)`;
    const failed = c.failedGames > 0 ? `; ${plural(c.failedGames, 'game')} ended in its own failure (${describeFailureCounts(c.failures)})` : '';
    return `${c.agent}: ${plural(c.wins, 'win')}, ${plural(c.draws, 'draw')}, ${plural(c.losses, 'loss', 'losses')} in ${plural(c.games, 'game')} against the reference agents${failed}`;
}
function evaluationVerdict(input) {
    const problems = [];
    for (const agent of input.changed) {
        const p = agentProblem(agent);
        if (p)
            problems.push(p);
    }
    for (const c of input.conformance) {
        const p = conformanceProblem(c, input.maxFailureShare);
        if (p)
            problems.push(p);
    }
    const topErrors = input.issues.filter((i) => i.severity === 'error');
    const byRule = new Map();
    for (const issue of topErrors)
        byRule.set(issue.rule, [...(byRule.get(issue.rule) ?? []), issue]);
    for (const [rule, issues] of byRule) {
        const first = issues[0];
        const more = issues.length > 1 ? ` (and ${plural(issues.length - 1, 'more path')})` : '';
        problems.push(`${rule}: ${where(first)}: ${first.message}${more}`);
    }
    let conclusion;
    const reasons = [];
    if (problems.length > 0) {
        conclusion = 'failure';
        reasons.push(...problems);
    }
    else if (input.changed.length === 0) {
        conclusion = 'neutral';
        reasons.push(input.removed.length > 0
            ? `nothing to evaluate: the change only removes ${input.removed.join(', ')}`
            : 'nothing to evaluate: the change adds or modifies no agent');
    }
    else {
        conclusion = 'success';
        reasons.push(`${plural(input.changed.length, 'changed agent')} valid${input.conformance.some((c) => c.games > 0) ? ' and answering the protocol' : ''}`);
    }
    for (const c of input.conformance)
        reasons.push(strengthLine(c));
    if (input.removed.length > 0 && conclusion !== 'neutral')
        reasons.push(`removed: ${input.removed.join(', ')}`);
    for (const note of input.notes ?? [])
        reasons.push(note);
    const capped = reasons.map((r) => (0,sanitize/* truncate */.xv)(r, core_results/* RESULTS_CAPS */.Lm.message));
    if (capped.length > core_results/* RESULTS_CAPS */.Lm.reasons) {
        const kept = capped.slice(0, core_results/* RESULTS_CAPS */.Lm.reasons - 1);
        kept.push(`and ${capped.length - kept.length} more reasons (see agents[] and matches[])`);
        return { conclusion, reasons: kept };
    }
    return { conclusion, reasons: capped };
}

// EXTERNAL MODULE: ./src/core/evaluate/placement-summary.ts
var placement_summary = __webpack_require__(9037);
// EXTERNAL MODULE: ./src/core/places.ts
var core_places = __webpack_require__(5327);
;// CONCATENATED MODULE: ./src/core/evaluate/summary.ts







const STEP_SUMMARY_LIMIT_BYTES = 1024 * 1024;
const SUMMARY_BUDGET_BYTES = STEP_SUMMARY_LIMIT_BYTES - 16 * 1024;
const STDERR_EXCERPT_CHARS = 3000;
const OBSERVATION_CHARS = 1500;
function pictureKey(matchId, gameIndex) {
    return `${matchId}#${gameIndex}`;
}
function failureExamples(results, agent) {
    const found = new Map();
    for (const match of results.matches) {
        for (const game of match.games) {
            for (const failure of game.failures) {
                if (failure.agent !== agent)
                    continue;
                const seen = found.get(failure.kind);
                if (seen) {
                    seen.count += 1;
                    continue;
                }
                found.set(failure.kind, {
                    kind: failure.kind,
                    count: 1,
                    match,
                    game,
                    failure,
                    repro: (0,match_plan/* reproCommand */.W8)(match.game, game.seats, game.seed),
                });
            }
        }
    }
    const order = [...CONFORMANCE_FAILURE_KINDS, 'infra'];
    return order.map((k) => found.get(k)).filter((e) => e !== undefined);
}
function pairingRows(results, agent) {
    return results.matches
        .filter((m) => m.agents.includes(agent))
        .map((match) => {
        const s = match.summary[agent];
        return {
            match,
            opponents: match.agents.filter((a) => a !== agent),
            games: match.games.filter((g) => g.seats.includes(agent)).length,
            wins: s?.wins ?? 0,
            draws: s?.draws ?? 0,
            losses: s?.losses ?? 0,
            failures: s?.failures ?? {},
        };
    });
}
function firstRuleLoss(match, agent) {
    return match.games.find((g) => {
        const seat = g.seats.indexOf(agent);
        if (seat < 0 || g.failures.some((f) => f.agent === agent))
            return false;
        const rank = g.ranks[seat];
        return g.ranks.some((r, i) => i !== seat && r < rank);
    });
}
function icon(conclusion) {
    return conclusion === 'success' ? '✅' : conclusion === 'failure' ? '❌' : '⚪';
}
function statusLabel(agent) {
    return agent.status === 'ok' ? 'ok' : `**${agent.status}**`;
}
const md = sanitize/* sanitizeMarkdown */.LO;
const summary_name = sanitize/* markdownName */.Zt;
function summary_plural(n, word, many = `${word}s`) {
    return `${n} ${n === 1 ? word : many}`;
}
function pathText(path, suffix = '') {
    return /^[A-Za-z0-9._/-]+$/.test(path) ? `\`${path}${suffix}\`` : md(`${path}${suffix}`);
}
function issueLine(issue) {
    return `- ${pathText(issue.path, `:${issue.line}:${issue.column}`)} ${issue.severity === 'error' ? '**error**' : issue.severity} ${summary_name(issue.rule)}: ${md(issue.message)}`;
}
function excerptOf(text) {
    return (0,head_tail/* headTailText */.c)(text.trimEnd(), STDERR_EXCERPT_CHARS, 0.4);
}
function failureMessage(failure) {
    const prefix = `turn ${failure.turn}: `;
    return failure.message.startsWith(prefix) ? failure.message.slice(prefix.length) : failure.message;
}
function observationText(observation) {
    return (0,sanitize/* truncate */.xv)(typeof observation === 'string' ? observation : JSON.stringify(observation), OBSERVATION_CHARS);
}
function seatOf(game, agent) {
    return game.seats.indexOf(agent);
}
function gameIndex(game, match) {
    return game.index ?? match.games.indexOf(game);
}
function gameNumber(game, match) {
    return gameIndex(game, match) + 1;
}
function opponentsOf(match, agent) {
    return match.agents.filter((a) => a !== agent);
}
function unverifiedNote(results) {
    const shas = [
        results.run.headSha ? `head \`${results.run.headSha.slice(0, 12)}\`` : undefined,
        results.run.baseSha ? `base \`${results.run.baseSha.slice(0, 12)}\`` : undefined,
    ]
        .filter(Boolean)
        .join(' · ');
    const where = shas ? ` (${shas})` : '';
    if (results.run.authoritative)
        return `Authoritative results for this head${where}.`;
    return (`Unverified: these results come from the pull request's own run${where}. The Arena check re-checks the changed files ` +
        "itself from GitHub's API; a maintainer run makes the match results authoritative.");
}
function headSection(results) {
    const head = [`## ${icon(results.verdict.conclusion)} Arena evaluation: ${results.verdict.conclusion}`, '', unverifiedNote(results), ''];
    for (const reason of results.verdict.reasons)
        head.push(`- ${md(reason)}`);
    return head.join('\n');
}
function changedTable(changed, conformance) {
    const rows = [
        '### Changed agents',
        '',
        '| agent | version | status | games | wins | draws | losses | own failures |',
        '| --- | --- | --- | ---: | ---: | ---: | ---: | --- |',
    ];
    for (const agent of changed) {
        const c = conformance.get(agent.id);
        const failures = c ? md(describeFailureCounts(c.failures)) || '—' : '—';
        rows.push(`| ${summary_name(agent.id)} | ${summary_name(agent.version || '?')} | ${statusLabel(agent)} | ${c?.games ?? 0} | ${c?.wins ?? 0} | ${c?.draws ?? 0} | ${c?.losses ?? 0} | ${failures} |`);
    }
    return rows.join('\n');
}
function agentSection(agent, rows) {
    const lines = [`### ${summary_name(agent.id)} ${summary_name(agent.version)}`, ''];
    if (agent.issues.length > 0)
        lines.push(...agent.issues.map(issueLine), '');
    if (rows.length > 0) {
        const multi = (0,core_places/* hasMultiSeatMatch */.O3)(rows.map((r) => r.match));
        lines.push(`| reference | game | games | wins | draws | losses |${multi ? ' places |' : ''} own failures |`, `| --- | --- | ---: | ---: | ---: | ---: |${multi ? ' --- |' : ''} --- |`);
        for (const r of rows) {
            const placed = multi ? ` ${(0,core_places/* placesOf */.ek)(r.match, agent.id)} |` : '';
            lines.push(`| ${r.opponents.map(summary_name).join(', ')} | ${summary_name(r.match.game)} | ${r.games} | ${r.wins} | ${r.draws} | ${r.losses} |${placed} ${md(describeFailureCounts(r.failures)) || '—'} |`);
        }
        const voided = rows.reduce((n, r) => n + (r.match.voided ?? 0), 0);
        if (voided > 0)
            lines.push('', `${summary_plural(voided, 'game was', 'games were')} voided by infrastructure failures and not counted.`);
    }
    else if (agent.status === 'ok') {
        lines.push('No games were played.');
    }
    else {
        lines.push('Not played: fix the findings above first.');
    }
    return lines.join('\n');
}
function failureSection(input, agent, example) {
    const { match, game, failure } = example;
    const e = [
        `#### ${summary_name(agent.id)}: ${example.kind} (${summary_plural(example.count, 'game')})`,
        '',
        `First in game ${gameNumber(game, match)} of ${summary_name(match.game)} against ${opponentsOf(match, agent.id).map(summary_name).join(', ')} ` +
            `(seed ${game.seed}, seat ${seatOf(game, agent.id)}), on turn ${failure.turn}${failure.turn === 0 ? ' (startup)' : ''}: ${md(failureMessage(failure))}`,
        '',
    ];
    if (failure.observation !== undefined) {
        e.push('The observation it was answering:', '', (0,sanitize/* markdownCodeBlock */.IS)(observationText(failure.observation), 'json'), '');
    }
    const picture = input.pictures?.get(pictureKey(match.id, gameIndex(game, match)));
    if (picture)
        e.push('The board it saw:', '', (0,sanitize/* markdownCodeBlock */.IS)(picture), '');
    e.push(failure.stderr
        ? `<details><summary>Its stderr (start and end)</summary>\n\n${(0,sanitize/* markdownCodeBlock */.IS)(excerptOf(failure.stderr))}\n\n</details>`
        : 'It wrote nothing to stderr.', '', 'Reproduce this game locally:', '', (0,sanitize/* markdownCodeBlock */.IS)(example.repro, 'sh'));
    if (game.replay && input.filesHint) {
        e.push('', `Watch it turn by turn: open ${pathText((0,replay_html/* viewerFileFor */.um)(game.replay))} from ${md(input.filesHint)} in a browser.`);
    }
    return e.join('\n');
}
function lostGameSection(input, agent, row) {
    const lost = firstRuleLoss(row.match, agent.id);
    if (!lost)
        return undefined;
    const picture = input.pictures?.get(pictureKey(row.match.id, gameIndex(lost, row.match)));
    if (!picture)
        return undefined;
    return [
        '<details><summary>The final board of a game it lost</summary>',
        '',
        `${summary_name(agent.id)} lost game ${gameNumber(lost, row.match)} of ${summary_name(row.match.game)} against ${row.opponents.map(summary_name).join(', ')} (${summary_name(lost.reason ?? 'by the rules')}):`,
        '',
        (0,sanitize/* markdownCodeBlock */.IS)(picture),
        '',
        (0,sanitize/* markdownCodeBlock */.IS)((0,match_plan/* reproCommand */.W8)(row.match.game, lost.seats, lost.seed), 'sh'),
        '',
        '</details>',
    ].join('\n');
}
function markdownSections(input) {
    const { results } = input;
    const changed = results.agents.filter((a) => a.changed === true);
    const conformance = new Map(input.conformance.map((c) => [c.agent, c]));
    const sections = [headSection(results)];
    if (changed.length > 0)
        sections.push(changedTable(changed, conformance));
    const top = results.issues ?? [];
    if (top.length > 0)
        sections.push(['### Findings of the change', '', ...top.map(issueLine)].join('\n'));
    for (const agent of changed) {
        const rows = pairingRows(results, agent.id);
        sections.push(agentSection(agent, rows));
        const placement = (0,placement_summary/* placementMarkdown */.$D)(results, agent.id);
        if (placement)
            sections.push(placement);
        for (const example of failureExamples(results, agent.id))
            sections.push(failureSection(input, agent, example));
        for (const r of rows) {
            const lost = lostGameSection(input, agent, r);
            if (lost)
                sections.push(lost);
        }
    }
    if (input.filesHint)
        sections.push(`Replays, viewer pages and logs (capped): ${md(input.filesHint)}.`);
    return sections;
}
function renderEvaluationMarkdown(input) {
    const budget = input.maxBytes ?? SUMMARY_BUDGET_BYTES;
    const sections = markdownSections(input);
    const out = [];
    let bytes = 0;
    for (let i = 0; i < sections.length; i++) {
        const section = `${sections[i]}\n\n`;
        const size = Buffer.byteLength(section, 'utf8');
        const noteRoom = 512;
        if (bytes + size + noteRoom > budget) {
            const note = `> The summary was cut here to stay under GitHub's ${STEP_SUMMARY_LIMIT_BYTES / 1024} KiB step-summary limit: ${summary_plural(sections.length - i, 'more section')} not shown. Everything is in arena-results.json and the logs.\n`;
            if (out.length === 0) {
                return note.slice(0, Math.max(0, budget));
            }
            out.push(note);
            return out.join('');
        }
        out.push(section);
        bytes += size;
    }
    return out.join('');
}
function indent(text, prefix = '    ') {
    return text
        .split('\n')
        .map((l) => prefix + l)
        .join('\n');
}
function renderEvaluationText(input) {
    const { results } = input;
    const s = sanitize/* sanitizeLine */.g$;
    const lines = [];
    lines.push(`arena evaluate: ${results.verdict.conclusion}`);
    for (const reason of results.verdict.reasons)
        lines.push(`  - ${s(reason)}`);
    const fmtIssue = (i) => `  ${s(i.path)}:${i.line}:${i.column}: ${i.severity} ${s(i.rule)}: ${s(i.message)}`;
    if ((results.issues ?? []).length > 0) {
        lines.push('', 'findings of the change:');
        lines.push(...results.issues.map(fmtIssue));
    }
    for (const agent of results.agents.filter((a) => a.changed === true)) {
        lines.push('', `${s(agent.id)} ${s(agent.version)}: ${agent.status}`);
        lines.push(...agent.issues.map(fmtIssue));
        const rows = pairingRows(results, agent.id);
        if (rows.length > 0) {
            const width = Math.max(9, ...rows.map((r) => r.opponents.join(', ').length));
            const multi = (0,core_places/* hasMultiSeatMatch */.O3)(rows.map((r) => r.match));
            const places = rows.map((r) => (multi ? (0,core_places/* placesOf */.ek)(r.match, agent.id) : ''));
            const placesWidth = Math.max(6, ...places.map((p) => p.length));
            const placesHead = multi ? `  ${'places'.padEnd(placesWidth)}` : '';
            lines.push(`  ${'reference'.padEnd(width)}  game                 games  wins  draws  losses${placesHead}  own failures`);
            rows.forEach((r, i) => {
                const placed = multi ? `  ${places[i].padEnd(placesWidth)}` : '';
                lines.push(`  ${s(r.opponents.join(', ')).padEnd(width)}  ${s(r.match.game).padEnd(19)}  ${String(r.games).padStart(5)}  ${String(r.wins).padStart(4)}  ${String(r.draws).padStart(5)}  ${String(r.losses).padStart(6)}${placed}  ${s(describeFailureCounts(r.failures)) || '-'}`);
            });
        }
        lines.push(...(0,placement_summary/* placementText */.pr)(results, agent.id));
        for (const example of failureExamples(results, agent.id)) {
            const { match, game, failure } = example;
            lines.push(`  ${example.kind} in ${summary_plural(example.count, 'game')}; first in game ${gameNumber(game, match)} of ${s(match.game)} against ${s(opponentsOf(match, agent.id).join(', '))} (seed ${game.seed}, seat ${seatOf(game, agent.id)}), turn ${failure.turn}: ${s(failureMessage(failure))}`);
            if (failure.observation !== undefined)
                lines.push(`    observation: ${s(observationText(failure.observation))}`);
            const picture = input.pictures?.get(pictureKey(match.id, gameIndex(game, match)));
            if (picture)
                lines.push(indent((0,sanitize/* sanitizeText */.jZ)(picture), '      '));
            if (failure.stderr)
                lines.push('    stderr (start and end):', indent((0,sanitize/* sanitizeText */.jZ)(excerptOf(failure.stderr)).trimEnd(), '      | '));
            lines.push(`    reproduce: ${s(example.repro)}`);
            if (game.replay && input.filesHint)
                lines.push(`    watch: ${s((0,replay_html/* viewerFileFor */.um)(game.replay))} (in ${s(input.filesHint)}; open it in a browser)`);
        }
    }
    if (input.filesHint)
        lines.push('', `replays, viewer pages and logs (capped): ${s(input.filesHint)}`);
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/core/match/run-match.ts
var run_match = __webpack_require__(6408);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/core/agent-result.ts
var agent_result = __webpack_require__(3682);
// EXTERNAL MODULE: ./src/core/issues.ts
var issues = __webpack_require__(4235);
;// CONCATENATED MODULE: ./src/flows/evaluation.ts
























function describeGame(game, total) {
    const failure = game.failures[0];
    let what;
    if (failure)
        what = `${failure.agent} lost by ${failure.kind} (${(0,sanitize/* truncate */.xv)(failure.message, 200)})`;
    else if (game.ranks.every((r) => r === game.ranks[0]))
        what = `draw (${game.reason})`;
    else {
        const best = Math.min(...game.ranks);
        what = `${game.seats[game.ranks.indexOf(best)]} won (${game.reason})`;
    }
    return (0,sanitize/* sanitizeLine */.g$)(`game ${game.index + 1}/${total} seed ${game.seed}: ${what} in ${game.turns} turns`);
}
async function runEvaluation(request) {
    const checked = await validateChange(request);
    const lineup = planLineup(request, checked);
    const played = await playEvaluation(request, checked, lineup);
    const judged = evaluationResults(request, checked, lineup, played);
    return writeEvaluation(request, checked.changedAgents, played.pictures, judged);
}
async function validateChange(request) {
    const { root, config, change, log } = request;
    const now = request.now ?? new Date();
    const touched = (0,core_gates/* touchedAgents */.JX)(change.changes, config);
    const wanted = new Set(touched.agents.keys());
    const discovery = await (0,adapters_discovery/* discoverAgents */.eU)(root, config, { only: (tier, name) => wanted.has(`${tier}/${name}`), hash: true });
    const officials = await (0,adapters_discovery/* discoverAgents */.eU)(root, config, { only: (tier) => tier === 'official', hash: true });
    const removed = [];
    for (const agent of touched.agents.values()) {
        if (!(await (0,promises_.lstat)((0,external_node_path_.join)(root, agent.folder)).catch(() => undefined)))
            removed.push(agent);
    }
    const gates = evaluationGates(change.gateInput, change.reading);
    const top = [...gates.issues, ...discovery.issues];
    for (const r of removed)
        top.push((0,issues/* issue */.sn)(r.folder, 'agent-removed', `${r.id} is removed by this change`, 'notice'));
    for (const r of removed)
        top.push(...(gates.agentIssues.get(r.id) ?? []));
    const maintainer = (0,core_gates/* isMaintainer */.t5)(change.gateInput.author.association);
    const untrustedOfficial = (a) => a.tier === 'official' && wanted.has(a.id) && !maintainer;
    const changed = new Map();
    for (const agent of discovery.agents) {
        const result = (0,agent_result/* agentResult */.n)(agent);
        const refused = untrustedOfficial(agent)
            ? [
                (0,issues/* issue */.sn)(agent.manifestPath, 'official-agent-not-maintainer', `${agent.id} is an official agent: only a maintainer (${core_gates/* MAINTAINER_ASSOCIATIONS */.Sc.join(', ')}) may change it, so it was not built or played. Submit your agent under ${config.agents.community}/ instead`),
            ]
            : [];
        changed.set(agent.id, {
            ...result,
            ...(refused.length > 0 ? { status: 'rejected' } : {}),
            issues: [...refused, ...result.issues, ...(gates.agentIssues.get(agent.id) ?? [])].slice(0, core_results/* RESULTS_CAPS */.Lm.issuesPerAgent),
            changed: true,
        });
    }
    const changedAgents = [...touched.agents.keys()].filter((id) => core_results/* AgentIdSchema */.Qp.safeParse(id).success).sort();
    log.line((0,sanitize/* sanitizeLine */.g$)(`changed: ${changedAgents.length === 0 ? 'no agents' : changedAgents.join(', ')}` +
        (change.headSha ? ` · head ${change.headSha.slice(0, 12)}` : '') +
        (change.baseSha ? ` · base ${change.baseSha.slice(0, 12)}` : '')));
    return { discovery, officials, removed, top, changed, changedAgents, untrustedOfficial, now };
}
function planLineup(request, checked) {
    const { config } = request;
    const { discovery, officials, changed, untrustedOfficial } = checked;
    const valid = discovery.agents.filter((a) => changed.get(a.id).status === 'ok' && a.manifest);
    const referencePool = officials.agents.filter((a) => a.status === 'ok' && a.manifest && !untrustedOfficial(a));
    const asPlan = (a) => ({
        id: a.id,
        games: a.manifest.games,
        version: a.manifest.version,
        ...(a.treeHash ? { treeHash: a.treeHash } : {}),
    });
    const withheld = new Map(officials.agents.filter(untrustedOfficial).map((a) => [a.id, 'is changed by this pull request, whose author is not a maintainer']));
    const seatCounts = new Map((0,core_config/* offeredGames */.HU)(config).map((g) => [g, (0,match_plan/* seatsFor */.IN)(config, g)]));
    const plan = planEvaluation(valid.map(asPlan), referencePool.map(asPlan), config, withheld, seatCounts);
    const notes = [...plan.notes];
    const byId = new Map([...referencePool, ...valid].map((a) => [a.id, a]));
    const plannedRefs = [...new Set(plan.pairings.flatMap((p) => p.opponents))];
    const needsDocker = [...valid, ...plannedRefs.map((id) => byId.get(id))].some((a) => a.manifest.entrypoint.type === 'docker');
    return { plan, notes, byId, needsDocker };
}
async function playEvaluation(request, checked, lineup) {
    const { config, log } = request;
    const cli = lineup.needsDocker ? (0,docker_cli/* createDockerCli */.FA)({ hostEnv: request.env, commandTimeoutMs: config.engine.commandTimeoutMs }) : undefined;
    const runners = new runner_selection/* RunnerSet */.r({
        config,
        docker: {
            ...(cli ? { cli } : {}),
            ...(request.dockerLabels ? { labels: request.dockerLabels } : {}),
            log: (line) => log.line((0,sanitize/* sanitizeLine */.g$)(line)),
        },
    });
    const played = { matches: [], pairingRecords: [], pictures: new Map(), referenceStatus: new Map() };
    try {
        if (cli)
            await (0,docker_cli/* checkDockerEngine */.LT)(cli);
        const preparer = agentPreparer(request, runners);
        await buildChangedAgents(request, checked, preparer);
        await playPlacements(request, checked, lineup, preparer, played);
    }
    finally {
        await runners.close();
        cli?.dispose();
    }
    return played;
}
function agentPreparer(request, runners) {
    const prepared = new Map();
    const buildLog = async (id, text) => {
        if (!request.out)
            return;
        await (0,promises_.mkdir)((0,external_node_path_.join)(request.out, 'logs', 'builds'), { recursive: true });
        await (0,promises_.writeFile)((0,external_node_path_.join)(request.out, 'logs', 'builds', `${(0,replay_files/* safeFileName */.Tx)(id)}.log`), `${(0,sanitize/* sanitizeText */.jZ)((0,sanitize/* redactSecrets */.fp)(text))}\n`);
    };
    const prepare = async (agent, onFailure) => {
        if (prepared.has(agent.id))
            return true;
        try {
            prepared.set(agent.id, await (0,runner_selection/* selectRunner */.v)({ id: agent.id, tier: agent.tier, dir: agent.dir, manifest: agent.manifest }, runners));
            return true;
        }
        catch (error) {
            if (!(error instanceof errors/* UserError */.yo))
                throw error;
            const message = error.hint ? `${error.message}\nhint: ${error.hint}` : error.message;
            await buildLog(agent.id, message);
            onFailure(message);
            return false;
        }
    };
    return { prepared, prepare };
}
async function buildChangedAgents(request, checked, { prepared, prepare }) {
    const { log } = request;
    const { changed } = checked;
    for (const agent of [...checked.discovery.agents].sort((a, b) => (a.id < b.id ? -1 : 1))) {
        await log.group(`${agent.id} ${agent.summary.version ?? ''}`.trim(), async () => {
            const result = changed.get(agent.id);
            log.line((0,sanitize/* sanitizeLine */.g$)(`${agent.id}: ${result.status}, ${result.issues.length} finding(s)`));
            for (const i of result.issues.slice(0, 20)) {
                log.line((0,sanitize/* sanitizeLine */.g$)(`${i.path}:${i.line}:${i.column}: ${i.severity} ${i.rule}: ${(0,sanitize/* truncate */.xv)(i.message, 300)}`));
            }
            if (result.status !== 'ok' || !agent.manifest) {
                log.line((0,sanitize/* sanitizeLine */.g$)(`${agent.id} is ${result.status}: it is not built and plays no game`));
                return;
            }
            const ok = await prepare(agent, (message) => {
                changed.set(agent.id, {
                    ...result,
                    status: 'build-failed',
                    issues: [...result.issues, (0,issues/* issue */.sn)(agent.manifestPath, 'build-failed', message)].slice(0, core_results/* RESULTS_CAPS */.Lm.issuesPerAgent),
                });
            });
            log.line((0,sanitize/* sanitizeLine */.g$)(ok ? `${agent.id}: ready (${prepared.get(agent.id).runner.kind})` : `${agent.id}: build failed`));
        });
    }
}
async function playPlacements(request, checked, { plan, notes, byId }, { prepared, prepare }, played) {
    const { config } = request;
    const { referenceStatus } = played;
    const viewers = new replay_files/* ViewerBudget */.Io();
    const runnable = plan.pairings.filter((p) => checked.changed.get(p.agent)?.status === 'ok');
    const clock = request.clock ?? (() => performance.now());
    const budgetMs = config.evaluation.stopping.budgetMinutes * 60_000;
    const startedAt = clock();
    for (const [at, pairing] of runnable.entries()) {
        let playable = true;
        for (const id of pairing.opponents) {
            const reference = byId.get(id);
            if (!referenceStatus.has(reference.id)) {
                const ok = await prepare(reference, (message) => {
                    notes.push(`reference ${reference.id} could not be started, so it was not played: ${(0,sanitize/* truncate */.xv)(message, 500)}`);
                    referenceStatus.set(reference.id, { ...(0,agent_result/* agentResult */.n)(reference), status: 'build-failed', changed: false });
                });
                if (ok)
                    referenceStatus.set(reference.id, { ...(0,agent_result/* agentResult */.n)(reference), changed: false });
            }
            if (referenceStatus.get(reference.id).status !== 'ok')
                playable = false;
        }
        if (!playable)
            continue;
        const allowance = { from: clock(), ms: pairingAllowanceMs(budgetMs, clock() - startedAt, runnable.length - at), clock };
        const outcome = await playPairing(pairing, request, byId, prepared, played.pictures, viewers, allowance);
        played.matches.push(outcome.result);
        played.pairingRecords.push(outcome.record);
    }
}
function evaluationResults(request, checked, lineup, played) {
    const { config, change } = request;
    const { changed, removed, top, now } = checked;
    const { matches, referenceStatus } = played;
    const changedResults = [...changed.values()].sort((a, b) => (0,random/* compareStrings */.Kt)(a.id, b.id));
    const conformance = changedResults
        .filter((a) => a.status === 'ok')
        .map((a) => agentConformance(a.id, matches, config.evaluation.maxFailureShare));
    const topIssues = (0,issues/* capIssues */.$w)(top, core_results/* RESULTS_CAPS */.Lm.topIssues);
    const verdict = evaluationVerdict({
        changed: changedResults,
        removed: removed.map((r) => r.id),
        issues: topIssues,
        conformance,
        maxFailureShare: config.evaluation.maxFailureShare,
        notes: lineup.notes,
    });
    const references = [...referenceStatus.values()].filter((r) => !changed.has(r.id)).sort((a, b) => (0,random/* compareStrings */.Kt)(a.id, b.id));
    const results = {
        schema: core_results/* RESULTS_SCHEMA_V2 */._F,
        run: {
            mode: request.mode ?? 'evaluate',
            ...(change.headSha ? { headSha: change.headSha } : {}),
            ...(change.baseSha ? { baseSha: change.baseSha } : {}),
            createdAt: now.toISOString(),
            arenaVersion: version/* ARENA_VERSION */.R,
            ...(request.authoritative ? { authoritative: true } : {}),
        },
        agents: [...changedResults, ...references].slice(0, core_results/* RESULTS_CAPS */.Lm.agents),
        ...(topIssues.length > 0 ? { issues: topIssues } : {}),
        matches: matches.slice(0, core_results/* RESULTS_CAPS */.Lm.matches),
        ratings: [],
        evaluation: evaluationInfo(request, changedResults, played),
        verdict,
    };
    return { results, conformance };
}
function evaluationInfo(request, changedResults, played) {
    const { matches, pairingRecords } = played;
    const stopping = request.config.evaluation.stopping;
    const lookup = request.leaderboard ?? { kind: 'none', note: 'no published leaderboard was looked for' };
    const placed = lookup.kind === 'found'
        ? placeAgents(changedResults.filter((a) => a.status === 'ok').map((a) => a.id), matches, lookup.board)
        : { placements: [], notes: matches.length > 0 ? [lookup.note] : [] };
    return {
        stopping: stopping.enabled
            ? {
                alpha: stopping.alpha,
                beta: stopping.beta,
                elo0: stopping.elo0,
                elo1: stopping.elo1,
                minPairs: stopping.minPairs,
                maxPairs: stopping.maxPairs,
                budgetMinutes: stopping.budgetMinutes,
            }
            : null,
        pairings: pairingRecords.slice(0, core_results/* RESULTS_CAPS */.Lm.matches),
        leaderboard: lookup.kind === 'found'
            ? { latestRotation: lookup.board.latestRotation, ...(lookup.board.generatedAt ? { generatedAt: lookup.board.generatedAt } : {}) }
            : null,
        notes: placed.notes.map((n) => (0,sanitize/* truncate */.xv)((0,sanitize/* sanitizeLine */.g$)(n), core_results/* RESULTS_CAPS */.Lm.message)).slice(0, core_results/* RESULTS_CAPS */.Lm.reasons),
        placements: placed.placements.slice(0, core_results/* RESULTS_CAPS */.Lm.agents),
    };
}
async function writeEvaluation(request, changedAgents, pictures, { results, conformance }) {
    const document = (0,core_results/* serializeResults */.f5)(results);
    let resultsPath;
    if (request.out) {
        await (0,promises_.mkdir)(request.out, { recursive: true });
        resultsPath = (0,external_node_path_.join)(request.out, facts_file/* RESULTS_FILE */.yG);
        await (0,facts_file/* writeFileAtomic */.Zf)(resultsPath, document);
    }
    const summaryInput = { results, conformance, pictures, ...(request.filesHint ? { filesHint: request.filesHint } : {}) };
    return {
        results,
        ...(resultsPath ? { resultsPath } : {}),
        changedAgents,
        conformance,
        pictures,
        markdown: renderEvaluationMarkdown(summaryInput),
        text: renderEvaluationText(summaryInput),
    };
}
async function playPairing(pairing, request, byId, prepared, pictures, viewers, allowance) {
    const { config, log } = request;
    const test = config.evaluation.stopping;
    const { spec, sequential } = pairingSpec(pairing, config, byId, prepared);
    const games = spec.games;
    let stoppedFor;
    const against = pairing.opponents.join(' and ');
    const vs = pairing.opponents.join(' vs ');
    const title = sequential
        ? `${pairing.agent} vs ${vs} · ${pairing.game} · up to ${games} game(s), stopped when decided · seed ${pairing.seed}`
        : `${pairing.agent} vs ${vs} · ${pairing.game} · ${games} game(s) · seed ${pairing.seed}`;
    return log.group(title, async () => {
        const outcome = await (0,run_match/* runMatch */.pd)(spec, {
            onGame: (g) => log.line(describeGame(g, games)),
            ...(sequential
                ? {
                    beforeGame: (played, next) => {
                        if (next.index % 2 !== 0)
                            return undefined;
                        const state = sequentialState(pairsOf(played, pairing), test);
                        const budgetLeft = allowance.clock() - allowance.from < allowance.ms;
                        stoppedFor = stopBeforeNextPair(state, test, budgetLeft);
                        return stoppedFor && describeStop(stoppedFor, state, test);
                    },
                }
                : {}),
            onVoid: (v) => log.line((0,sanitize/* sanitizeLine */.g$)(`game ${v.index + 1} attempt ${v.attempt + 1} void (${v.kind}): ${(0,sanitize/* truncate */.xv)(v.message, 300)}`)),
        });
        if (outcome.result.games.length === 0 && outcome.voided.some((v) => v.kind === 'infra')) {
            throw new errors/* InfraError */.Ri(`no game of ${pairing.agent} against ${against} could be played: ${(0,sanitize/* sanitizeLine */.g$)((0,sanitize/* truncate */.xv)(outcome.voided[0].message, 500))}`);
        }
        if (outcome.stoppedEarly)
            log.line((0,sanitize/* sanitizeLine */.g$)(outcome.stoppedEarly));
        keepPictures(pairing, spec, outcome, pictures);
        const result = request.out ? await (0,replay_files/* writeMatchFiles */.g3)(request.out, spec, outcome, viewers) : outcome.result;
        const s = result.summary[pairing.agent];
        log.line((0,sanitize/* sanitizeLine */.g$)(`${pairing.agent}: ${s?.wins ?? 0} won, ${s?.draws ?? 0} drawn, ${s?.losses ?? 0} lost against ${against}`));
        const state = sequentialState(pairsOf(outcome.games, pairing), test);
        const stop = !sequential
            ? 'fixed'
            : (stoppedFor ?? state.decision ?? (outcome.stoppedEarly ? 'match-time-limit' : 'max-pairs'));
        const message = pairing.opponents.length > 1
            ? describeFixedGroup(outcome.games.length, pairing.opponents.length + 1, config.evaluation.stopping.enabled)
            : describeStop(stop, state, test);
        log.line((0,sanitize/* sanitizeLine */.g$)(`${pairing.agent} vs ${vs}: ${message}`));
        return { result, record: pairingRecord(pairing, result.id, state, stop, message) };
    });
}
function pairingSpec(pairing, config, byId, prepared) {
    const settings = (0,match_plan/* matchSettings */.z4)(config, pairing.game);
    const stopping = config.evaluation.stopping;
    const sequential = stopping.enabled && pairing.opponents.length === 1;
    const games = sequential ? Math.min(2 * stopping.maxPairs, core_results/* RESULTS_CAPS */.Lm.gamesPerMatch) : pairing.games;
    const agents = [pairing.agent, ...pairing.opponents].map((id) => {
        const agent = byId.get(id);
        const { runner, launch } = prepared.get(id);
        return { id: id, version: agent.manifest.version, ...(agent.treeHash ? { treeHash: agent.treeHash } : {}), launch, runner };
    });
    const spec = {
        game: pairing.game,
        gameConfig: settings.gameConfig,
        agents,
        games,
        seed: pairing.seed,
        pairedSeats: config.evaluation.pairedSeats,
        time: settings.time,
        limits: settings.limits,
    };
    return { spec, sequential };
}
function pairsOf(played, pairing) {
    return countPairs(pairing.opponents.length > 1 ? [] : played.map((g) => ({ ...g, pair: Math.floor(g.index / 2) })), pairing.agent);
}
function keepPictures(pairing, spec, outcome, pictures) {
    const seenKinds = new Set();
    let lossShown = false;
    for (const game of outcome.games) {
        const own = game.failures.find((f) => f.agent === pairing.agent);
        const seat = game.seats.indexOf(pairing.agent);
        const lostByRules = !own && game.failures.length === 0 && game.ranks.some((r, i) => i !== seat && r < game.ranks[seat]);
        const wanted = (own && !seenKinds.has(own.kind)) || (lostByRules && !lossShown);
        if (own)
            seenKinds.add(own.kind);
        if (lostByRules)
            lossShown = true;
        if (!wanted)
            continue;
        const picture = gamePicture(pairing.game, spec.gameConfig, game);
        if (picture)
            pictures.set(pictureKey(outcome.result.id, game.index), picture);
    }
}
function pairingRecord(pairing, match, state, stop, message) {
    return {
        agent: pairing.agent,
        reference: pairing.reference,
        game: pairing.game,
        match,
        pairs: state.pairs,
        pentanomial: state.counts,
        score: Math.round(pentanomialScore(state.counts).score * 10_000) / 10_000,
        llr: Math.round(state.llr * 1000) / 1000,
        stop,
        message: (0,sanitize/* truncate */.xv)(message, core_results/* RESULTS_CAPS */.Lm.message),
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/github/port.ts
var port = __webpack_require__(3256);
// EXTERNAL MODULE: ./src/core/leaderboard/markdown.ts
var markdown = __webpack_require__(4494);
// EXTERNAL MODULE: ./src/core/leaderboard/svg.ts
var svg = __webpack_require__(697);
// EXTERNAL MODULE: ./src/core/render/leaderboard-html.ts
var leaderboard_html = __webpack_require__(7305);
// EXTERNAL MODULE: ./src/core/rating/facts.ts
var facts = __webpack_require__(6542);
// EXTERNAL MODULE: ./src/core/rating/plan.ts + 2 modules
var plan = __webpack_require__(9575);
;// CONCATENATED MODULE: ./src/core/publish/shards.ts






const MAX_SHARDS = 256;
const HINT = 'publish merges the arena-results.json files that the shards of ONE rotation run uploaded; re-run the rotation workflow instead of adding files by hand';
class ShardSetError extends errors/* UserError */.yo {
    constructor(message) {
        super(`shard results rejected, nothing was published: ${message}`, HINT);
    }
}
function label(source) {
    return JSON.stringify(sanitizeLine(truncate(source, 120)));
}
function shards_checkShardSet(shards) {
    if (shards.length === 0)
        throw new ShardSetError('no shard results were found');
    if (shards.length > MAX_SHARDS)
        throw new ShardSetError(`${shards.length} shard documents; a rotation has at most ${MAX_SHARDS} shards`);
    const byRun = new Map();
    const byIndex = new Map();
    let count;
    const versions = new Map();
    const matches = new Map();
    for (const { results, source } of shards) {
        const where = label(source);
        if (results.run.mode !== 'rotation') {
            throw new ShardSetError(`${where}: run.mode is "${results.run.mode}", not "rotation" (only rotation shards are rated)`);
        }
        const runId = RunIdSchema.safeParse(results.run.runId);
        if (!runId.success)
            throw new ShardSetError(`${where}: run.runId is missing or is not a rotation run id`);
        const shard = /^(\d{1,4})\/(\d{1,4})$/.exec(results.run.shard ?? '');
        const index = Number(shard?.[1]);
        const of = Number(shard?.[2]);
        if (!shard || index < 1 || of < 1 || index > of || of > MAX_SHARDS) {
            throw new ShardSetError(`${where}: run.shard is missing or is not I/N with 1 ≤ I ≤ N ≤ ${MAX_SHARDS}`);
        }
        if (count !== undefined && of !== count) {
            throw new ShardSetError(`${where}: shard ${index}/${of} does not belong to a plan of ${count} shards like the others`);
        }
        count = of;
        const twice = byIndex.get(index);
        if (twice !== undefined)
            throw new ShardSetError(`${where} and ${label(twice)} both claim to be shard ${index}/${of}`);
        byIndex.set(index, source);
        byRun.set(runId.data, [...(byRun.get(runId.data) ?? []), source]);
        for (const agent of results.agents) {
            const seen = versions.get(agent.id);
            if (!seen)
                versions.set(agent.id, { version: agent.version, tier: agent.tier, source });
            else if (seen.version !== agent.version || seen.tier !== agent.tier) {
                throw new ShardSetError(`${where} lists ${agent.id} ${sanitizeLine(truncate(agent.version, 40))}, but ${label(seen.source)} lists ${sanitizeLine(truncate(seen.version, 40))}: the shards were not played from one plan`);
            }
        }
        for (const match of results.matches) {
            const other = matches.get(match.id);
            if (other !== undefined) {
                throw new ShardSetError(`match ${match.id} appears in both ${label(other)} and ${where}: a match is played by exactly one shard`);
            }
            matches.set(match.id, source);
        }
    }
    if (byRun.size > 1) {
        const runs = [...byRun.entries()]
            .sort(([a], [b]) => compareStrings(a, b))
            .map(([run, sources]) => `${run} (${sources.map(label).join(', ')})`);
        throw new ShardSetError(`the shards come from ${byRun.size} different rotation runs: ${runs.join('; ')}`);
    }
    const present = [...byIndex.keys()].sort((a, b) => a - b);
    const missing = [];
    for (let i = 1; i <= count; i += 1)
        if (!byIndex.has(i))
            missing.push(i);
    return { runId: [...byRun.keys()][0], count: count, present, missing };
}
function sameList(a, b) {
    return a.length === b.length && a.every((x, i) => x === b[i]);
}
function matchProblem(match, planned, versions) {
    const id = `match ${match.id}`;
    if (match.game !== planned.game)
        return `${id} is a ${sanitizeLine(truncate(match.game, 64))} match; the plan has ${planned.game}`;
    if (!sameList(match.agents, planned.agents)) {
        return `${id} seats ${sanitizeLine(truncate(match.agents.join(' vs '), 200))}; the plan pairs ${planned.agents.join(' vs ')}`;
    }
    for (const [i, agent] of planned.agents.entries()) {
        const version = versions.get(agent);
        if (version !== planned.versions[i]) {
            return `${id}: ${agent} is listed at ${version === undefined ? 'no version' : sanitizeLine(truncate(version, 40))}; the plan has ${sanitizeLine(truncate(planned.versions[i] ?? '', 40))}`;
        }
    }
    if (match.seed !== planned.seed)
        return `${id} has seed ${match.seed ?? 'none'}; the plan has ${planned.seed}`;
    const voided = match.voided ?? 0;
    if (match.games.length + voided > planned.games) {
        return `${id} reports ${match.games.length} games and ${voided} voided; the plan has ${planned.games} games`;
    }
    const plans = planGames(planned.seed, planned.games, planned.agents.length, ROTATION_PAIRED_SEATS);
    const seen = new Set();
    for (const [position, game] of match.games.entries()) {
        const index = game.index ?? position;
        const plan = plans[index];
        if (!plan)
            return `${id}: game ${index} is not one of its ${planned.games} planned games`;
        if (seen.has(index))
            return `${id}: game ${index} is reported twice`;
        seen.add(index);
        if (game.seed !== plan.seed)
            return `${id}: game ${index} has seed ${game.seed}; the plan derives ${plan.seed}`;
        const seats = plan.order.map((i) => planned.agents[i]);
        if (!sameList(game.seats, seats)) {
            return `${id}: game ${index} seats ${sanitizeLine(truncate(game.seats.join(', '), 200))}; the plan seats ${seats.join(', ')}`;
        }
    }
    return undefined;
}
function shards_checkShardsFollowPlan(shards, plan) {
    const slices = shardAssignment(plan.matches, plan.shards).map((slice) => new Map(slice.map((m) => [m.id, m])));
    for (const { results, source } of shards) {
        const where = label(source);
        if (results.run.runId !== plan.runId) {
            throw new ShardSetError(`${where} is from rotation run ${sanitizeLine(truncate(results.run.runId ?? '', 128))}, but the plan is for ${plan.runId}`);
        }
        const [index, count] = (results.run.shard ?? '').split('/').map(Number);
        if (count !== plan.shards)
            throw new ShardSetError(`${where} is shard ${index}/${count}, but the plan has ${plan.shards} shards`);
        const mine = slices[index - 1];
        if (!mine)
            throw new ShardSetError(`${where}: run.shard is missing or is not I/N with 1 ≤ I ≤ N = ${plan.shards}`);
        const versions = new Map(results.agents.map((a) => [a.id, a.version]));
        for (const match of results.matches) {
            const planned = mine.get(match.id);
            if (!planned) {
                const owner = slices.findIndex((slice) => slice.has(match.id));
                throw new ShardSetError(owner >= 0
                    ? `${where} (shard ${index}/${count}) reports match ${match.id}, which the plan gives to shard ${owner + 1}/${count}`
                    : `${where} reports match ${sanitizeLine(truncate(match.id, 128))}, which is not in the plan`);
            }
            const problem = matchProblem(match, planned, versions);
            if (problem)
                throw new ShardSetError(`${where} (shard ${index}/${count}): ${problem}`);
        }
    }
}

// EXTERNAL MODULE: ./src/core/publish/replays.ts
var replays = __webpack_require__(7231);
;// CONCATENATED MODULE: ./src/core/publish/flow.ts












const FACTS_NAME = 'facts.jsonl';
const LEADERBOARD_JSON = 'leaderboard.json';
const LEADERBOARD_MD = 'LEADERBOARD.md';
const FACTS_BLOB_MAX_BYTES = (/* unused pure expression or super */ null && (100 * 1024 * 1024));
const PUBLISH_ATTEMPTS = 4;
function gitBlobSha(bytes) {
    return createHash('sha1').update(`blob ${bytes.byteLength}\0`).update(bytes).digest('hex');
}
function branchProblem(branch) {
    if (!/^[A-Za-z0-9._/-]{1,100}$/.test(branch))
        return 'use letters, digits and . _ / - only (at most 100)';
    if (branch.startsWith('/') || branch.endsWith('/') || branch.includes('//'))
        return 'no leading, trailing or double "/"';
    if (branch.includes('..') || branch.endsWith('.') || branch.endsWith('.lock'))
        return 'no "..", and no "." or ".lock" at the end';
    if (branch.split('/').some((part) => part.startsWith('.') || part.startsWith('-')))
        return 'no part may start with "." or "-"';
    return undefined;
}
function folderSegments(path) {
    const segments = path.split('/');
    if (segments.some((s) => s === '' || s === '.' || s === '..' || s.toLowerCase() === '.git' || s.length > 255)) {
        throw new UserError(`rotation.publish.path "${sanitizeLine(path)}" is not a plain folder path`, 'set it to a folder such as arena');
    }
    return segments;
}
function publishFiles(factsText, board, replays) {
    const files = new Map([
        [FACTS_NAME, factsText],
        [LEADERBOARD_JSON, serializeLeaderboard(board)],
        [LEADERBOARD_MD, renderLeaderboardMarkdown(board, { charts: true, ...(replays ? { replays } : {}) })],
        [LEADERBOARD_PAGE, renderLeaderboardHtml(board, replays)],
    ]);
    for (const game of board.games)
        files.set(chartFileName(game.game), renderRatingsSvg(game));
    if (replays)
        files.set(REPLAYS_INDEX, serializeShelf(replays));
    for (const name of files.keys())
        checkPublishPath(name);
    return files;
}
function asOf(existing, shards) {
    const times = [...existing.map((f) => f.playedAt ?? ''), ...shards.map((s) => s.results.run.createdAt)].filter((t) => t !== '');
    return times.sort(compareStrings).at(-1) ?? new Date(0).toISOString();
}
async function readBranch(git, target, segments) {
    let base = await git.getBranchHead(target.repo, target.branch);
    let created = false;
    if (base === null) {
        const defaultBranch = await git.getDefaultBranch(target.repo);
        base = await git.getBranchHead(target.repo, defaultBranch);
        if (base === null)
            throw new UserError(`the default branch ${sanitizeLine(defaultBranch)} has no commit to start ${target.branch} from`);
        created = true;
    }
    const rootTree = await git.getCommitTree(target.repo, base);
    let tree = rootTree;
    const entries = new Map();
    const replays = new Map();
    for (const [i, segment] of segments.entries()) {
        const listing = await git.getTree(target.repo, tree, false);
        const entry = listing.entries.find((e) => e.path === segment);
        if (!entry)
            return { base, rootTree, created, entries, replays };
        if (entry.type !== 'tree') {
            throw new UserError(`${target.branch}:${segments.slice(0, i + 1).join('/')} is a ${entry.type}, not a folder`, 'move it away or set rotation.publish.path in arena.yml to another folder');
        }
        tree = entry.sha;
    }
    for (const entry of (await git.getTree(target.repo, tree, false)).entries)
        entries.set(entry.path, entry);
    const folder = entries.get(REPLAYS_DIR);
    if (folder && folder.type !== 'tree') {
        throw new UserError(`${target.branch}:${target.path}/${REPLAYS_DIR} is a ${folder.type}, not a folder`, 'move it away: publish keeps the replay pages there');
    }
    if (folder)
        for (const entry of (await git.getTree(target.repo, folder.sha, false)).entries)
            replays.set(entry.path, entry);
    return { base, rootTree, created, entries, replays };
}
async function readShelf(git, target, state, log) {
    const entry = state.entries.get(REPLAYS_INDEX);
    if (!entry)
        return undefined;
    const where = `${target.branch}:${target.path}/${REPLAYS_INDEX}`;
    if (entry.type !== 'blob' || entry.mode !== '100644' || (entry.size ?? 0) > REPLAY_SHELF_CAPS.indexBytes) {
        log(`${where} is not a regular file of at most ${REPLAY_SHELF_CAPS.indexBytes} bytes; it is written anew`);
        return undefined;
    }
    let text = '';
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(await git.getBlob(target.repo, entry.sha, REPLAY_SHELF_CAPS.indexBytes));
    }
    catch (error) {
        if (error instanceof GitHubApiError)
            throw error;
    }
    const { shelf, problem } = parseShelf(text);
    if (problem)
        log(`${where} is not a replay list (${problem}); it is written anew`);
    return shelf;
}
async function readFacts(git, target, state) {
    const entry = state.entries.get(FACTS_NAME);
    const where = `${target.branch}:${target.path}/${FACTS_NAME}`;
    if (!entry)
        return { text: '', facts: [] };
    if (entry.type !== 'blob' || entry.mode === '120000') {
        throw new UserError(`${where} is not a regular file (${entry.type} ${entry.mode})`, 'restore the facts file from history');
    }
    if ((entry.size ?? 0) > FACTS_BLOB_MAX_BYTES) {
        throw new UserError(`${where} is ${entry.size} bytes; publish reads at most ${FACTS_BLOB_MAX_BYTES}`, 'archive old rotations into another file');
    }
    const bytes = await git.getBlob(target.repo, entry.sha, FACTS_BLOB_MAX_BYTES);
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new UserError(`${where} is not UTF-8 text`, 'restore the facts file from history');
    }
    return { text, facts: parseFactsJsonl(text, where) };
}
function isRace(error) {
    return error instanceof GitHubApiError && (error.status === 409 || error.status === 422);
}
async function runPublish(shards, plan, config, target, deps) {
    const set = checkShardSet(shards);
    checkShardsFollowPlan(shards, plan);
    const problem = branchProblem(target.branch);
    if (problem)
        throw new UserError(`rotation.publish.branch "${sanitizeLine(target.branch)}" is not a valid branch name: ${problem}`);
    const segments = folderSegments(target.path);
    deps.merge({ shards, existing: [], config, createdAt: asOf([], shards) });
    const fresh = deps.replays ? await deps.replays(shards) : undefined;
    const attempts = Math.max(1, deps.attempts ?? PUBLISH_ATTEMPTS);
    const blobs = new Set();
    for (let attempt = 1;; attempt += 1) {
        const next = await planCommit({ deps, target, segments, shards, config, runId: set.runId, fresh });
        const { state, merge, changed, removed, shelf } = next;
        const replays = shelf ? { replays: shelf } : {};
        if (changed.length === 0 && removed.length === 0) {
            return {
                status: 'unchanged',
                shards: set,
                createdBranch: false,
                commit: state.base,
                written: [],
                removed: [],
                merge,
                attempts: attempt,
                ...replays,
            };
        }
        const { tree, written, deleted } = await writeTree(deps.git, target.repo, segments.join('/'), state.rootTree, next, blobs);
        const commit = await deps.git.createCommit(target.repo, {
            message: commitMessage(set, merge, changed, removed),
            tree,
            parents: [state.base],
        });
        try {
            if (state.created)
                await deps.git.createBranch(target.repo, target.branch, commit);
            else
                await deps.git.updateBranch(target.repo, target.branch, commit);
        }
        catch (error) {
            if (!isRace(error))
                throw error;
            if (attempt >= attempts) {
                throw new InfraError(`${target.branch} kept moving while publishing (${attempts} attempts); nothing was published`, 'another publish or a push is writing the branch: re-run the publish job (facts are deduplicated, so a re-run adds nothing twice)');
            }
            deps.log(`${target.branch} moved while publishing (HTTP ${error.status}); reading it again (attempt ${attempt + 1} of ${attempts})`);
            continue;
        }
        const paths = { written: written.map((w) => w.path), removed: deleted.map((d) => d.path) };
        return { status: 'committed', shards: set, createdBranch: state.created, commit, ...paths, merge, attempts: attempt, ...replays };
    }
}
async function writeTree(git, repo, folder, rootTree, change, blobs) {
    const written = [];
    for (const file of change.changed) {
        const sha = gitBlobSha(file.bytes);
        written.push({ path: `${folder}/${file.name}`, sha: blobs.has(sha) ? sha : await git.createBlob(repo, file.bytes) });
        blobs.add(sha);
    }
    const deleted = change.removed.map((name) => ({ path: `${folder}/${name}`, sha: null }));
    return { tree: await git.createTree(repo, rootTree, [...written, ...deleted]), written, deleted };
}
async function planCommit(input) {
    const { deps, target, shards, config } = input;
    const state = await readBranch(deps.git, target, input.segments);
    const existing = await readFacts(deps.git, target, state);
    const merge = deps.merge({ shards, existing: existing.facts, config, createdAt: asOf(existing.facts, shards) });
    deps.log(`${target.branch}@${state.base.slice(0, 12)}${state.created ? ' (new branch)' : ''}: ${existing.facts.length} facts stored, ${merge.added.length} new, ${merge.duplicates} already known`);
    const storedShelf = await readShelf(deps.git, target, state, deps.log);
    const { shelf, pages } = chooseShelf(input.runId, merge.leaderboard.latestRotation, input.fresh, storedShelf);
    const stored = existing.text === '' || existing.text.endsWith('\n') ? existing.text : `${existing.text}\n`;
    const files = publishFiles(stored + serializeFactsJsonl(merge.added), merge.leaderboard, shelf);
    for (const p of pages)
        files.set(checkPublishPath(`${REPLAYS_DIR}/${p.entry.file}`), p.html);
    return { state, merge, shelf, changed: fileChanges(files, state), removed: staleReplays(state, shelf, deps.log) };
}
function fileChanges(files, state) {
    const changed = [];
    for (const [name, text] of files) {
        const bytes = new TextEncoder().encode(text);
        const inReplays = name.startsWith(`${REPLAYS_DIR}/`);
        const entry = inReplays ? state.replays.get(name.slice(REPLAYS_DIR.length + 1)) : state.entries.get(name);
        if (!entry || entry.type !== 'blob' || entry.mode !== '100644' || entry.sha !== gitBlobSha(bytes))
            changed.push({ name, bytes });
    }
    return changed;
}
function staleReplays(state, shelf, log) {
    if (!shelf)
        return [];
    const keep = new Set(shelf.entries.map((e) => e.file));
    const stale = [];
    for (const [name, entry] of state.replays) {
        if (keep.has(name))
            continue;
        const path = `${REPLAYS_DIR}/${name}`;
        if (entry.type !== 'blob' || unsafePublishPath(path) !== undefined) {
            log(`left ${sanitizeLine(path)} in place: not a file publish wrote`);
            continue;
        }
        stale.push(path);
    }
    return stale.sort(compareStrings);
}
function commitMessage(set, merge, changed, removed) {
    const pages = changed.filter((f) => f.name.startsWith(`${REPLAYS_DIR}/`)).length;
    const named = changed.filter((f) => !f.name.startsWith(`${REPLAYS_DIR}/`)).map((f) => f.name);
    const files = [...named, ...(pages > 0 ? [`${pages} replay page${pages === 1 ? '' : 's'}`] : [])];
    return [
        `Arena: publish rotation ${set.runId}`,
        '',
        `${merge.added.length} new fact${merge.added.length === 1 ? '' : 's'} from ${set.present.length} of ${set.count} shard${set.count === 1 ? '' : 's'}; ${merge.facts.length} rated games in all.`,
        ...(files.length > 0 ? [`Files: ${files.join(', ')}.`] : []),
        ...(removed.length > 0 ? [`Removed ${removed.length} replay page${removed.length === 1 ? '' : 's'} of an older rotation.`] : []),
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/adapters/leaderboard-source.ts






const DATA_CHECKOUT_DIR = '.arena-data';
async function readLeaderboardFile(path, label = path) {
    const info = await (0,promises_.lstat)(path).catch(() => undefined);
    if (!info)
        return { kind: 'none', note: `no published leaderboard at ${(0,sanitize/* sanitizeLine */.g$)(label)}` };
    if (!info.isFile())
        return { kind: 'none', note: `${(0,sanitize/* sanitizeLine */.g$)(label)} is not a regular file, so it was not read` };
    if (info.size > LEADERBOARD_MAX_BYTES) {
        return { kind: 'none', note: `${(0,sanitize/* sanitizeLine */.g$)(label)} is larger than ${LEADERBOARD_MAX_BYTES} bytes, so it was not read` };
    }
    const handle = await (0,promises_.open)(path, 'r');
    try {
        const buffer = Buffer.alloc(Math.min(info.size, LEADERBOARD_MAX_BYTES + 1));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        return parseLeaderboardText(buffer.subarray(0, bytesRead).toString('utf8'), label);
    }
    finally {
        await handle.close();
    }
}
function noneYet(config) {
    return {
        kind: 'none',
        note: `no published leaderboard yet (nothing at ${config.rotation.publish.path}/${LEADERBOARD_JSON} on the data branch ${config.rotation.publish.branch}): a rotation publishes one`,
    };
}
async function actionLeaderboard(workspace, config) {
    const checkout = (0,external_node_path_.join)(workspace, DATA_CHECKOUT_DIR);
    if (!(await (0,promises_.lstat)((0,external_node_path_.join)(checkout, '.git')).catch(() => undefined)))
        return noneYet(config);
    const relative = `${config.rotation.publish.path}/${LEADERBOARD_JSON}`;
    const found = await readLeaderboardFile((0,external_node_path_.join)(checkout, relative), `${config.rotation.publish.branch}:${relative}`);
    return found.kind === 'none' && found.note.startsWith('no published leaderboard at') ? noneYet(config) : found;
}
async function cliLeaderboard(root, config, file) {
    if (file !== undefined)
        return readLeaderboardFile(file, file);
    const relative = `${config.rotation.publish.path}/${LEADERBOARD_JSON}`;
    const branch = config.rotation.publish.branch;
    const git = (0,adapters_git/* createGitClient */.Og)(root);
    const isRepo = (await git.topLevel().catch(() => undefined)) !== undefined;
    if (isRepo) {
        for (const ref of [`origin/${branch}`, branch]) {
            if ((await git.commitOf(ref).catch(() => undefined)) === undefined)
                continue;
            const text = await git.showFile(ref, relative, LEADERBOARD_MAX_BYTES);
            if (text !== undefined)
                return parseLeaderboardText(text, `${ref}:${relative}`);
        }
    }
    const checkout = await actionLeaderboard(root, config);
    return checkout;
}

// EXTERNAL MODULE: ./src/core/manifest.ts
var manifest = __webpack_require__(4414);
;// CONCATENATED MODULE: ./src/modes/evaluate.ts












const USAGE = 'arena evaluate [--root DIR] [--changed FILE | --base REF] [--out DIR] [--json] [--leaderboard FILE] [--author-association OWNER|MEMBER|COLLABORATOR|CONTRIBUTOR|…]';
const DEFAULT_CLI_ASSOCIATION = 'CONTRIBUTOR';
const SHA = /^[0-9a-f]{40}$/;
const EVENT_MAX_BYTES = 25 * 1024 * 1024;
async function isRepositoryRoot(git) {
    try {
        const top = await git.topLevel();
        return top !== undefined && (await (0,promises_.realpath)(top)) === (await (0,promises_.realpath)(git.repo));
    }
    catch {
        return false;
    }
}
async function workingTreeManifest(root, folder, maxBytes) {
    const path = (0,external_node_path_.join)(root, folder, manifest/* MANIFEST_FILE */.h1);
    try {
        const info = await (0,promises_.lstat)(path);
        if (!info.isFile())
            return undefined;
        const handle = await (0,promises_.open)(path, 'r');
        try {
            const buffer = Buffer.alloc(Math.min(info.size, maxBytes));
            await handle.read(buffer, 0, buffer.length, 0);
            return buffer.toString('utf8');
        }
        finally {
            await handle.close();
        }
    }
    catch {
        return undefined;
    }
}
async function collectChange(root, source, config, association) {
    const git = (0,adapters_git/* createGitClient */.Og)(root);
    let changes;
    let base;
    let prSide;
    let headSha;
    if (source.kind === 'merge') {
        const range = { mergeCommit: (0,adapters_git/* assertRef */.io)(source.commit, 'GITHUB_SHA') };
        changes = await git.changedPaths(range);
        base = await git.rangeBase(range);
        prSide = (await git.commitOf(`${source.commit}^2`)) ?? (await git.commitOf(source.commit));
        headSha = source.prHeadSha ?? prSide;
    }
    else if (source.kind === 'base') {
        const range = { base: (0,adapters_git/* assertRef */.io)(source.base, '--base'), head: 'HEAD' };
        changes = await git.changedPaths(range);
        base = await git.rangeBase(range);
        prSide = await git.commitOf('HEAD');
        headSha = prSide;
    }
    else {
        changes = source.changes;
        if (await isRepositoryRoot(git)) {
            const head = await git.commitOf('HEAD');
            const second = head ? await git.commitOf('HEAD^2') : undefined;
            if (second) {
                base = await git.commitOf('HEAD^1');
                prSide = second;
                headSha = second;
            }
            else {
                prSide = head;
                headSha = head;
            }
        }
    }
    const shallow = base !== undefined && (await git.isShallow());
    const touched = (0,core_gates/* touchedAgents */.JX)(changes, config);
    const owners = new Map();
    const baseManifests = new Map();
    const headManifests = new Map();
    const maxBytes = Math.max(config.limits.manifestBytes, 64 * 1024);
    for (const agent of touched.agents.values()) {
        const manifestPath = `${agent.folder}/${manifest/* MANIFEST_FILE */.h1}`;
        const headText = await workingTreeManifest(root, agent.folder, maxBytes);
        if (headText !== undefined)
            headManifests.set(agent.id, headText);
        if (base === undefined)
            continue;
        const baseText = await git.showFile(base, manifestPath, maxBytes);
        if (baseText === undefined)
            continue;
        baseManifests.set(agent.id, baseText);
        const owner = shallow ? undefined : await git.folderOwner(base, agent.folder);
        owners.set(agent.id, owner ? (0,adapters_git/* identityKey */.US)(owner) : undefined);
    }
    const login = prSide ? (0,adapters_git/* identityKey */.US)(await git.commitAuthor(prSide)) : 'unknown';
    return {
        changes,
        gateInput: { changes, author: { login, association }, config, owners, baseManifests, headManifests },
        reading: { ownersKnown: !shallow, baseKnown: base !== undefined },
        ...(headSha ? { headSha } : {}),
        ...(base ? { baseSha: base } : {}),
    };
}
function parseAssociation(value) {
    if (value === undefined)
        return DEFAULT_CLI_ASSOCIATION;
    const upper = value.toUpperCase();
    if (!core_gates/* AUTHOR_ASSOCIATIONS */.Xg.includes(upper)) {
        throw new errors/* UserError */.yo(`--author-association must be one of ${core_gates/* AUTHOR_ASSOCIATIONS */.Xg.join(', ')}; got ${JSON.stringify((0,sanitize/* sanitizeLine */.g$)(value.slice(0, 40)))}`, `maintainers (${core_gates/* MAINTAINER_ASSOCIATIONS */.Sc.join(', ')}) may change trusted paths and anyone’s agent`);
    }
    return upper;
}
async function run(argv, io) {
    const { values } = (0,args/* parseFlags */.bQ)(argv, {
        root: { type: 'string' },
        changed: { type: 'string' },
        base: { type: 'string' },
        out: { type: 'string' },
        json: { type: 'boolean' },
        leaderboard: { type: 'string' },
        'author-association': { type: 'string' },
    }, USAGE);
    const rootFlag = (0,args/* stringFlag */.AM)(values.root);
    const root = (0,external_node_path_.resolve)(io.cwd, rootFlag ?? '.');
    if (!(await (0,promises_.stat)(root).catch(() => undefined))?.isDirectory()) {
        throw new errors/* UserError */.yo(`--root ${(0,sanitize/* sanitizeLine */.g$)(rootFlag ?? '.')}: no such folder`, 'give the root of an arena repository (the folder holding arena.yml and agents/)');
    }
    const changedFlag = (0,args/* stringFlag */.AM)(values.changed);
    const baseFlag = (0,args/* stringFlag */.AM)(values.base);
    if (changedFlag !== undefined && baseFlag !== undefined)
        throw new errors/* UserError */.yo('--changed and --base do not go together', `usage: ${USAGE}`);
    const association = parseAssociation((0,args/* stringFlag */.AM)(values['author-association']));
    const config = await (0,adapters_discovery/* loadArenaConfig */.IM)(root);
    let source;
    if (changedFlag !== undefined)
        source = { kind: 'list', changes: await (0,adapters_git/* readChangedList */.Hm)(changedFlag, io) };
    else if (baseFlag !== undefined)
        source = { kind: 'base', base: baseFlag };
    else {
        const git = (0,adapters_git/* createGitClient */.Og)(root);
        const second = (await isRepositoryRoot(git)) ? await git.commitOf('HEAD^2') : undefined;
        if (!second) {
            throw new errors/* UserError */.yo('say what changed: --base REF (e.g. --base origin/main) or --changed FILE (one path per line, - for stdin)', `usage: ${USAGE}`);
        }
        source = { kind: 'merge', commit: (await git.commitOf('HEAD')) };
    }
    const change = await collectChange(root, source, config, association);
    const outFlag = (0,args/* stringFlag */.AM)(values.out);
    const out = outFlag !== undefined ? (0,external_node_path_.resolve)(io.cwd, outFlag) : undefined;
    const leaderboardFlag = (0,args/* stringFlag */.AM)(values.leaderboard);
    const leaderboard = await cliLeaderboard(root, config, leaderboardFlag !== undefined ? (0,external_node_path_.resolve)(io.cwd, leaderboardFlag) : undefined);
    const outcome = await runEvaluation({
        root,
        config,
        change,
        leaderboard,
        ...(out ? { out, filesHint: out } : {}),
        env: io.env,
        log: {
            line: (text) => io.err(`  ${text}\n`),
            group: async (name, fn) => {
                io.err(`${(0,sanitize/* sanitizeLine */.g$)(name)}\n`);
                return fn();
            },
        },
    });
    io.err(`\n${outcome.text}`);
    if (values.json)
        io.out((0,core_results/* serializeResults */.f5)(outcome.results));
    else
        io.out(`${outcome.results.verdict.conclusion}\n`);
    return outcome.results.verdict.conclusion === 'failure' ? errors/* ExitCode */.yU.findings : errors/* ExitCode */.yU.ok;
}
const command = {
    name: 'evaluate',
    usage: USAGE,
    run,
};
async function readPullRequestEvent(path) {
    if (!path)
        throw new errors/* UserError */.yo('GITHUB_EVENT_PATH is not set', 'mode evaluate runs in a GitHub Actions job triggered by pull_request');
    let text;
    try {
        const info = await (0,promises_.stat)(path);
        if (info.size > EVENT_MAX_BYTES)
            throw new errors/* UserError */.yo(`the event payload is larger than ${EVENT_MAX_BYTES} bytes`);
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        if (error instanceof errors/* UserError */.yo)
            throw error;
        throw new errors/* UserError */.yo(`the event payload (GITHUB_EVENT_PATH) cannot be read: ${error.code ?? 'error'}`);
    }
    let payload;
    try {
        payload = JSON.parse(text);
    }
    catch {
        throw new errors/* UserError */.yo('the event payload (GITHUB_EVENT_PATH) is not JSON');
    }
    const pr = payload?.pull_request;
    if (!pr || typeof pr !== 'object')
        throw new errors/* UserError */.yo('the event payload has no pull_request', 'mode evaluate runs on pull_request events');
    const association = typeof pr.author_association === 'string' && core_gates/* AUTHOR_ASSOCIATIONS */.Xg.includes(pr.author_association)
        ? pr.author_association
        : 'NONE';
    const sha = pr.head?.sha;
    return { association, ...(typeof sha === 'string' && SHA.test(sha) ? { headSha: sha } : {}) };
}
async function runAction(inputs, io) {
    const env = io.env;
    const event = env.GITHUB_EVENT_NAME;
    if (event !== 'pull_request') {
        throw new errors/* UserError */.yo(`mode evaluate runs on pull_request events, not ${JSON.stringify((0,sanitize/* sanitizeLine */.g$)(String(event ?? '')).slice(0, 40))}`, 'use it in arena-pr.yml (on: pull_request); maintainers re-run a PR with mode maintainer-evaluate');
    }
    const sha = env.GITHUB_SHA ?? '';
    if (!SHA.test(sha))
        throw new errors/* UserError */.yo('GITHUB_SHA is not a commit sha', 'mode evaluate runs in a GitHub Actions job');
    const root = (0,external_node_path_.resolve)(env.GITHUB_WORKSPACE || process.cwd());
    const out = (0,external_node_path_.resolve)(root, inputs.resultsDir);
    const payload = await readPullRequestEvent(env.GITHUB_EVENT_PATH);
    const config = await (0,adapters_discovery/* loadArenaConfig */.IM)(root, inputs.config);
    const change = await collectChange(root, { kind: 'merge', commit: sha, ...(payload.headSha ? { prHeadSha: payload.headSha } : {}) }, config, payload.association);
    const outcome = await runEvaluation({
        root,
        config,
        change,
        out,
        env,
        leaderboard: await actionLeaderboard(root, config),
        filesHint: 'the arena-logs artifact of this workflow run',
        log: { line: (text) => io.info(text), group: (name, fn) => io.group((0,sanitize/* sanitizeLine */.g$)(name), fn) },
    });
    const { conclusion, reasons } = outcome.results.verdict;
    io.setOutput('results-path', outcome.resultsPath);
    io.setOutput('changed-agents', JSON.stringify(outcome.changedAgents));
    io.setOutput('conclusion', conclusion);
    const line = (0,sanitize/* sanitizeLine */.g$)(`Arena evaluation: ${conclusion} — ${(0,sanitize/* truncate */.xv)(reasons[0] ?? '', 500)}`);
    if (conclusion === 'failure')
        io.warning(line);
    else
        io.info(line);
    io.summary(outcome.markdown);
    await io.writeSummary();
}
const action = { name: 'evaluate', run: runAction };


/***/ })

};
