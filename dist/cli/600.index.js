export const id = 600;
export const ids = [600];
export const modules = {

/***/ 1352:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command),
/* harmony export */   mergeShards: () => (/* binding */ mergeShards),
/* harmony export */   rulesVersions: () => (/* binding */ rulesVersions)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _cli_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7593);
/* harmony import */ var _core_games_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1244);
/* harmony import */ var _core_leaderboard_leaderboard_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1708);
/* harmony import */ var _core_leaderboard_markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4494);
/* harmony import */ var _core_rating_facts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6542);
/* harmony import */ var _core_rating_random_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9486);
/* harmony import */ var _core_rating_ratings_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6539);
/* harmony import */ var _core_results_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(541);
/* harmony import */ var _core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9528);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(311);
/* harmony import */ var _adapters_discovery_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2982);
/* harmony import */ var _adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5914);














const USAGE = 'arena merge DIR... [--root DIR] [--facts FILE] [--out DIR] [--json]';
function rulesVersions() {
    return Object.fromEntries(Object.entries(_core_games_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .GAMES */ ._O).map(([name, module]) => [name, module.rulesVersion]));
}
function mergeShards(input) {
    const incoming = [];
    let voided = 0;
    const agents = new Map();
    for (const shard of input.shards) {
        const converted = (0,_core_rating_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .factsFromResults */ .CF)(shard.results, rulesVersions(), shard.source);
        incoming.push(...converted.facts);
        voided += converted.voided;
        for (const a of shard.results.agents) {
            const seen = agents.get(a.id);
            if (!seen || (0,_core_rating_random_js__WEBPACK_IMPORTED_MODULE_6__/* .compareStrings */ .Kt)(JSON.stringify(a), JSON.stringify(seen)) < 0)
                agents.set(a.id, a);
        }
    }
    const merged = (0,_core_rating_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .mergeFacts */ .yx)(input.existing, incoming);
    const options = { anchors: input.config.rotation.anchors, quarantine: input.config.rotation.quarantine };
    const table = (0,_core_rating_ratings_js__WEBPACK_IMPORTED_MODULE_7__/* .computeRatings */ .aG)(merged.facts, options);
    const leaderboard = (0,_core_leaderboard_leaderboard_js__WEBPACK_IMPORTED_MODULE_3__/* .buildLeaderboard */ .GZ)(merged.facts, { ...options, table, generatedAt: input.createdAt });
    const reasons = [
        `merged ${input.shards.length} shard result file${input.shards.length === 1 ? '' : 's'}: ${merged.added.length} new fact${merged.added.length === 1 ? '' : 's'}, ${merged.duplicates} already known, ${voided} infra-voided game${voided === 1 ? '' : 's'} not rated`,
        `${merged.facts.length} rated games over ${table.rotations.length} rotation${table.rotations.length === 1 ? '' : 's'}`,
    ];
    if (merged.conflicts.length > 0) {
        reasons.push(`${merged.conflicts.length} fact id(s) arrived with different content (a re-run shard); a stored fact always wins, otherwise the smallest serialisation`);
    }
    const ratings = (0,_core_rating_ratings_js__WEBPACK_IMPORTED_MODULE_7__/* .toResultsRatings */ .Iv)(table);
    if (ratings.length > _core_results_js__WEBPACK_IMPORTED_MODULE_8__/* .RESULTS_CAPS */ .Lm.ratings)
        reasons.push(`ratings[] holds the first ${_core_results_js__WEBPACK_IMPORTED_MODULE_8__/* .RESULTS_CAPS */ .Lm.ratings} of ${ratings.length}; see leaderboard.json`);
    const results = {
        schema: _core_results_js__WEBPACK_IMPORTED_MODULE_8__/* .RESULTS_SCHEMA_V1 */ .fi,
        run: {
            mode: 'merge',
            createdAt: input.createdAt,
            arenaVersion: _version_js__WEBPACK_IMPORTED_MODULE_12__/* .ARENA_VERSION */ .R,
            ...(table.rotations.at(-1) ? { runId: table.rotations.at(-1) } : {}),
        },
        agents: [...agents.values()].sort((a, b) => (0,_core_rating_random_js__WEBPACK_IMPORTED_MODULE_6__/* .compareStrings */ .Kt)(a.id, b.id)).slice(0, _core_results_js__WEBPACK_IMPORTED_MODULE_8__/* .RESULTS_CAPS */ .Lm.agents),
        matches: [],
        ratings: ratings.slice(0, _core_results_js__WEBPACK_IMPORTED_MODULE_8__/* .RESULTS_CAPS */ .Lm.ratings),
        verdict: { conclusion: 'success', reasons },
    };
    return {
        facts: merged.facts,
        added: merged.added,
        duplicates: merged.duplicates,
        conflicts: merged.conflicts,
        voided,
        leaderboard,
        results,
    };
}
async function run(argv, io) {
    const { values, positionals } = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFlags */ .bQ)(argv, { root: { type: 'string' }, facts: { type: 'string' }, out: { type: 'string' }, json: { type: 'boolean' } }, USAGE, { min: 1, max: 10_000 });
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(values.root) ?? '.');
    const config = await (0,_adapters_discovery_js__WEBPACK_IMPORTED_MODULE_10__/* .loadArenaConfig */ .IM)(root);
    const factsPath = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(values.facts) !== undefined ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(values.facts)) : undefined;
    const out = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(values.out) !== undefined ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(values.out)) : undefined;
    const shards = [];
    for (const dir of positionals) {
        const { results, file } = await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_11__/* .readShardResults */ .j)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, dir));
        shards.push({ results, source: dir });
        io.err(`read ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .sanitizeLine */ .g$)(file)}: ${results.matches.length} matches (shard ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .sanitizeLine */ .g$)(results.run.shard ?? '?')})\n`);
    }
    const existing = factsPath ? await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_11__/* .readFactsFile */ .yf)(factsPath, (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(values.facts)) : [];
    const report = mergeShards({ shards, existing, config, createdAt: new Date().toISOString() });
    if (factsPath)
        await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_11__/* .appendFactsFile */ .ez)(factsPath, report.added);
    if (out) {
        await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_11__/* .writeLeaderboardFiles */ .qn)(out, report.leaderboard);
        await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_11__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(out, _adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_11__/* .RESULTS_FILE */ .yG), (0,_core_results_js__WEBPACK_IMPORTED_MODULE_8__/* .serializeResults */ .f5)(report.results));
        if (!factsPath)
            await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_11__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(out, _adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_11__/* .FACTS_FILE */ .Ho), (0,_core_rating_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .serializeFactsJsonl */ .Ig)(report.facts));
    }
    for (const reason of report.results.verdict.reasons)
        io.err(`${reason}\n`);
    if (values.json)
        io.out((0,_core_results_js__WEBPACK_IMPORTED_MODULE_8__/* .serializeResults */ .f5)(report.results));
    else
        io.out((0,_core_leaderboard_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderLeaderboardText */ .rS)(report.leaderboard));
    return 0;
}
const command = {
    name: 'merge',
    usage: USAGE,
    run,
};


/***/ }),

/***/ 9600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DATA_CHECKOUT: () => (/* binding */ DATA_CHECKOUT),
  action: () => (/* binding */ action),
  actionFactsPath: () => (/* binding */ actionFactsPath),
  command: () => (/* binding */ command),
  rotationSummary: () => (/* binding */ rotationSummary),
  runRotation: () => (/* binding */ runRotation)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/adapters/discovery.ts + 1 modules
var adapters_discovery = __webpack_require__(2982);
// EXTERNAL MODULE: ./src/adapters/docker-cli.ts
var docker_cli = __webpack_require__(765);
// EXTERNAL MODULE: ./src/adapters/facts-file.ts + 1 modules
var facts_file = __webpack_require__(5914);
// EXTERNAL MODULE: ./src/adapters/replay-files.ts
var replay_files = __webpack_require__(5275);
// EXTERNAL MODULE: ./src/adapters/runner-selection.ts + 8 modules
var runner_selection = __webpack_require__(5795);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/leaderboard/leaderboard.ts
var leaderboard_leaderboard = __webpack_require__(1708);
// EXTERNAL MODULE: ./src/core/leaderboard/markdown.ts
var markdown = __webpack_require__(4494);
// EXTERNAL MODULE: ./src/core/match/plan.ts
var match_plan = __webpack_require__(9122);
// EXTERNAL MODULE: ./src/core/match/run-match.ts
var run_match = __webpack_require__(6408);
// EXTERNAL MODULE: ./src/core/rating/facts.ts
var rating_facts = __webpack_require__(6542);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/core/config.ts
var core_config = __webpack_require__(4489);
// EXTERNAL MODULE: ./src/core/results.ts
var core_results = __webpack_require__(541);
// EXTERNAL MODULE: ./src/core/rating/random.ts
var rating_random = __webpack_require__(9486);
// EXTERNAL MODULE: ./src/core/rating/ratings.ts
var ratings = __webpack_require__(6539);
// EXTERNAL MODULE: ./src/core/games/registry.ts + 2 modules
var registry = __webpack_require__(1244);
;// CONCATENATED MODULE: ./src/core/rating/schedule.ts



function typicalTurns(game, config = {}) {
    const module = (0,registry/* findGame */.kf)(game);
    if (!module)
        return 100;
    try {
        return module.maxTurns(module.parseConfig({ ...config }));
    }
    catch {
        return 100;
    }
}
const EXPECTED_TURN_SHARE = 0.1;
function estimateGameMs(game, time, config = {}) {
    return Math.ceil(typicalTurns(game, config) * time.turnMs * EXPECTED_TURN_SHARE);
}
function estimateMatchMs(entrants, games) {
    return Math.min(entrants.matchCapMs, entrants.matchOverheadMs + games * entrants.gameMs);
}
const MAX_GAMES_PER_MATCH = 1000;
function matchIdFor(game, agents) {
    const id = [game, ...agents.map((a) => a.replace('/', '.'))].join(':');
    if (id.length <= 128)
        return id;
    return `${game.slice(0, 40)}:${(0,rating_random/* hashToUint32 */.pM)([game, ...agents])
        .toString(16)
        .padStart(8, '0')}`;
}
function pairKey(a, b) {
    return (0,rating_random/* compareStrings */.Kt)(a.id, b.id) <= 0 ? `${a.id} ${b.id}` : `${b.id} ${a.id}`;
}
function sortedPair(a, b) {
    return (0,rating_random/* compareStrings */.Kt)(a.id, b.id) <= 0 ? [a, b] : [b, a];
}
function toMatches(units, seed) {
    const byId = new Map();
    for (const u of units) {
        const [a, b] = sortedPair(u.a, u.b);
        const id = matchIdFor(u.game.game, [a.id, b.id]);
        const seen = byId.get(id);
        if (seen)
            seen.games += u.games;
        else
            byId.set(id, { unit: { ...u, a, b }, games: u.games });
    }
    return [...byId.entries()]
        .map(([id, { unit, games: total }]) => ({ id, unit, games: Math.min(total, MAX_GAMES_PER_MATCH) }))
        .map(({ id, unit, games }) => ({
        id,
        game: unit.game.game,
        agents: [unit.a.id, unit.b.id],
        versions: [unit.a.version, unit.b.version],
        games,
        seed: (0,rating_random/* hashToUint32 */.pM)(['arena.match', seed, id]),
        estimatedMs: estimateMatchMs(unit.game, games),
    }))
        .sort((x, y) => (0,rating_random/* compareStrings */.Kt)(x.id, y.id));
}
function minutesOf(matches, parallel, shards) {
    const total = matches.reduce((sum, m) => sum + m.estimatedMs, 0);
    return total / Math.max(1, parallel * shards) / 60_000;
}
function allPairs(entrants) {
    const agents = entrants.agents.slice().sort((a, b) => (0,rating_random/* compareStrings */.Kt)(a.id, b.id));
    const pairs = [];
    for (let i = 0; i < agents.length; i++)
        for (let j = i + 1; j < agents.length; j++)
            pairs.push([agents[i], agents[j]]);
    return pairs;
}
function prioritisedPairs(entrants, seed) {
    const random = (0,rating_random/* seededRandom */.Is)((0,rating_random/* hashToUint32 */.pM)(['arena.pairs', seed, entrants.game]));
    const pairs = (0,rating_random/* shuffled */.A4)(allPairs(entrants), random);
    const covered = new Set();
    const first = [];
    const rest = [];
    for (const pair of pairs) {
        if (!covered.has(pair[0].id) && !covered.has(pair[1].id)) {
            first.push(pair);
            covered.add(pair[0].id).add(pair[1].id);
        }
        else
            rest.push(pair);
    }
    for (const pair of rest.slice()) {
        if (covered.has(pair[0].id) && covered.has(pair[1].id))
            continue;
        first.push(pair);
        rest.splice(rest.indexOf(pair), 1);
        covered.add(pair[0].id).add(pair[1].id);
    }
    return [...first, ...rest];
}
function fitBudget(input) {
    const notes = [];
    const playable = input.entrants.filter((e) => e.agents.length >= 2);
    const ordered = new Map(playable.map((e) => [e.game, prioritisedPairs(e, input.seed)]));
    const fits = (perPairing, pairs) => {
        let games = 0;
        let ms = 0;
        for (const e of playable) {
            const n = pairs.get(e.game)?.length ?? 0;
            games += n * perPairing;
            ms += n * estimateMatchMs(e, perPairing);
        }
        return games <= input.budget.games && ms / Math.max(1, input.parallel * input.shards) / 60_000 <= input.budget.minutes;
    };
    const floor = Math.min(2, input.gamesPerPairing);
    let perPairing = input.gamesPerPairing;
    while (perPairing > floor && !fits(perPairing, ordered))
        perPairing -= input.gamesPerPairing % 2 === 0 && perPairing - 2 >= floor ? 2 : 1;
    if (perPairing < input.gamesPerPairing)
        notes.push(`budget: games per pairing cut from ${input.gamesPerPairing} to ${perPairing}`);
    if (fits(perPairing, ordered))
        return { perPairing, pairs: ordered, notes };
    const kept = new Map(playable.map((e) => [e.game, []]));
    const cursors = new Map(playable.map((e) => [e.game, 0]));
    let progress = true;
    while (progress) {
        progress = false;
        for (const e of playable) {
            const at = cursors.get(e.game);
            const pair = ordered.get(e.game)[at];
            if (!pair)
                continue;
            kept.get(e.game).push(pair);
            if (!fits(perPairing, kept)) {
                kept.get(e.game).pop();
                continue;
            }
            cursors.set(e.game, at + 1);
            progress = true;
        }
    }
    for (const e of playable) {
        const all = ordered.get(e.game).length;
        const n = kept.get(e.game).length;
        if (n < all)
            notes.push(`budget: ${e.game}: ${n} of ${all} pairings played`);
    }
    return { perPairing, pairs: kept, notes };
}
const BETA = 25 / 6;
function matchQuality(a, b) {
    const c2 = 2 * BETA ** 2 + a.sigma ** 2 + b.sigma ** 2;
    return Math.sqrt((2 * BETA ** 2) / c2) * Math.exp(-((a.mu - b.mu) ** 2) / (2 * c2));
}
function expectedGain(a, b, games) {
    let x = a;
    let y = b;
    for (let g = 0; g < games; g++) {
        const [nx, ny] = (0,ratings/* rateGame */.RA)([x, y], g % 2 === 0 ? [1, 2] : [2, 1]);
        x = { mu: x.mu, sigma: nx.sigma };
        y = { mu: y.mu, sigma: ny.sigma };
    }
    const reduction = a.sigma ** 2 + b.sigma ** 2 - x.sigma ** 2 - y.sigma ** 2;
    return { gain: reduction * matchQuality(a, b), a: x, b: y };
}
function uncertaintyUnits(agents, estimates, units, unitGames, tieSeed) {
    const state = new Map(agents.map((a) => [a.id, estimates.get(a.id) ?? { mu: ratings/* INITIAL_MU */.e$, sigma: ratings/* INITIAL_SIGMA */.Nv }]));
    const tie = (a, b) => (0,rating_random/* hashToUint32 */.pM)(['arena.tie', tieSeed, pairKey(a, b)]);
    const picked = [];
    const played = new Set();
    const best = (candidates) => {
        let choice;
        for (const pair of candidates) {
            const g = expectedGain(state.get(pair[0].id), state.get(pair[1].id), unitGames);
            const t = tie(pair[0], pair[1]);
            if (!choice || g.gain > choice.gain + 1e-12 || (Math.abs(g.gain - choice.gain) <= 1e-12 && t < choice.tie)) {
                choice = { pair, gain: g.gain, tie: t, a: g.a, b: g.b };
            }
        }
        return choice;
    };
    const take = (choice) => {
        picked.push(sortedPair(choice.pair[0], choice.pair[1]));
        state.set(choice.pair[0].id, choice.a);
        state.set(choice.pair[1].id, choice.b);
        played.add(choice.pair[0].id).add(choice.pair[1].id);
    };
    const bySigma = agents
        .slice()
        .sort((a, b) => state.get(b.id).sigma - state.get(a.id).sigma || tie(a, a) - tie(b, b) || (0,rating_random/* compareStrings */.Kt)(a.id, b.id));
    for (const agent of bySigma) {
        if (picked.length >= units)
            break;
        if (played.has(agent.id))
            continue;
        const others = agents.filter((o) => o.id !== agent.id);
        if (others.length === 0)
            break;
        take(best(others.map((o) => [agent, o])));
    }
    const pairs = allPairs({ game: '', agents, gameMs: 0, matchOverheadMs: 0, matchCapMs: 0 });
    while (picked.length < units && pairs.length > 0)
        take(best(pairs));
    return picked;
}
function planSchedule(input) {
    const sized = fitBudget(input);
    const units = [];
    for (const entrants of input.entrants) {
        if (entrants.agents.length < 2)
            continue;
        const pairs = sized.pairs.get(entrants.game) ?? [];
        if (input.kind === 'round-robin') {
            for (const [a, b] of pairs)
                units.push({ game: entrants, a, b, games: sized.perPairing });
            continue;
        }
        const unitGames = Math.min(2, sized.perPairing);
        const total = pairs.length * sized.perPairing;
        const estimates = new Map();
        for (const agent of entrants.agents) {
            const e = input.estimate?.(entrants.game, agent);
            if (e)
                estimates.set(agent.id, e);
        }
        const chosen = uncertaintyUnits(entrants.agents, estimates, Math.floor(total / unitGames), unitGames, (0,rating_random/* hashToUint32 */.pM)([input.seed, entrants.game]));
        for (const [a, b] of chosen)
            units.push({ game: entrants, a, b, games: unitGames });
    }
    const matches = toMatches(units, input.seed);
    return {
        matches,
        games: matches.reduce((sum, m) => sum + m.games, 0),
        estimatedMinutes: minutesOf(matches, input.parallel, input.shards),
        notes: sized.notes,
    };
}

// EXTERNAL MODULE: ./src/core/rating/quarantine.ts
var rating_quarantine = __webpack_require__(766);
;// CONCATENATED MODULE: ./src/core/rating/plan.ts









const PLAN_SCHEMA_V1 = 'arena.plan/v1';
const ROTATION_PAIRED_SEATS = true;
const PLAN_CAPS = {
    matches: 20_000,
    documentBytes: 32 * 1024 * 1024,
};
const AgentId = schemas/* string */.YjP()
    .max(64)
    .regex(/^(official|community)\/[a-z0-9][a-z0-9-]{0,38}$/);
const Text = (max) => schemas/* string */.YjP().max(max);
const PlannedMatchSchema = schemas/* strictObject */.rej({
    id: schemas/* string */.YjP().regex(/^[A-Za-z0-9._:-]{1,128}$/),
    game: schemas/* string */.YjP().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
    agents: schemas/* array */.YOg(AgentId).min(2).max(16),
    versions: schemas/* array */.YOg(Text(64)).min(2).max(16),
    games: schemas/* int */.Whr().min(1).max(1000),
    seed: schemas/* int */.Whr().min(0).max(0xffffffff),
    estimatedMs: schemas/* number */.aig().min(0),
});
const ExclusionSchema = schemas/* strictObject */.rej({
    agent: AgentId,
    version: Text(64),
    kind: schemas/* enum */.k5n(['quarantined', 'skipped', 'not-valid']),
    reason: Text(1024),
    fix: Text(1024),
});
const RotationPlanSchema = schemas/* strictObject */.rej({
    schema: schemas/* literal */.euz(PLAN_SCHEMA_V1),
    runId: rating_facts/* RunIdSchema */.Iz,
    seed: schemas/* int */.Whr().min(0).max(0xffffffff),
    schedule: schemas/* enum */.k5n(['round-robin', 'uncertainty']),
    shards: schemas/* int */.Whr().min(1).max(256),
    budget: schemas/* strictObject */.rej({ games: schemas/* int */.Whr().min(1), minutes: schemas/* int */.Whr().min(1) }),
    estimate: schemas/* strictObject */.rej({ games: schemas/* int */.Whr().min(0), minutes: schemas/* number */.aig().min(0) }),
    entrants: schemas/* array */.YOg(schemas/* strictObject */.rej({ game: Text(64), agents: schemas/* array */.YOg(schemas/* strictObject */.rej({ id: AgentId, version: Text(64) })).max(1000) }))
        .max(64),
    excluded: schemas/* array */.YOg(ExclusionSchema).max(1000),
    notes: schemas/* array */.YOg(Text(1024)).max(100),
    matches: schemas/* array */.YOg(PlannedMatchSchema).max(PLAN_CAPS.matches),
});
function readPlan(text, file = 'arena-plan.json') {
    if (Buffer.byteLength(text, 'utf8') > PLAN_CAPS.documentBytes) {
        throw new errors/* UserError */.yo(`${file}: larger than ${PLAN_CAPS.documentBytes} bytes`, 'pass the arena-plan.json written by `arena rotation --plan --out DIR`');
    }
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        throw new errors/* UserError */.yo(`${file}: not valid JSON`, 'pass the arena-plan.json written by `arena rotation --plan --out DIR`');
    }
    const parsed = RotationPlanSchema.safeParse(raw);
    if (!parsed.success) {
        const first = parsed.error.issues[0];
        throw new errors/* UserError */.yo(`${file}: not an ${PLAN_SCHEMA_V1} plan: ${first ? `${first.path.map(String).join('.')}: ${first.message}` : 'invalid'}`, 'pass the arena-plan.json written by `arena rotation --plan --out DIR`');
    }
    return parsed.data;
}
function makeRunId(now, seed) {
    const stamp = now
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, '');
    return `${stamp}-${(seed >>> 0).toString(16).padStart(8, '0')}`;
}
function parseShard(text) {
    const m = /^(\d{1,4})\/(\d{1,4})$/.exec(text.trim());
    const index = Number(m?.[1]);
    const count = Number(m?.[2]);
    if (!m || index < 1 || count < 1 || index > count || count > 256) {
        throw new errors/* UserError */.yo(`--shard must be I/N with 1 ≤ I ≤ N ≤ 256, e.g. 2/4; got ${JSON.stringify(text.slice(0, 20))}`);
    }
    return { index, count };
}
function shardAssignment(matches, count) {
    const shards = Array.from({ length: count }, () => []);
    const load = new Array(count).fill(0);
    const order = matches.slice().sort((a, b) => b.estimatedMs - a.estimatedMs || (0,rating_random/* compareStrings */.Kt)(a.id, b.id));
    for (const m of order) {
        let target = 0;
        for (let i = 1; i < count; i++)
            if (load[i] < load[target])
                target = i;
        shards[target].push(m);
        load[target] += m.estimatedMs;
    }
    for (const s of shards)
        s.sort((a, b) => (0,rating_random/* compareStrings */.Kt)(a.id, b.id));
    return shards;
}
function sliceShard(plan, index, count) {
    if (index < 1 || index > count)
        throw new errors/* UserError */.yo(`shard ${index}/${count} does not exist`);
    return shardAssignment(plan.matches, count)[index - 1];
}
function effectiveShards(requested, matches) {
    return Math.max(1, Math.min(requested, matches));
}
function shardMatrix(shards) {
    return { shard: Array.from({ length: shards }, (_, i) => `${i + 1}/${shards}`) };
}
const SHARD_RESULTS_ESTIMATE = {
    maxMatches: core_results/* RESULTS_CAPS */.Lm.matches,
    maxBytes: core_results/* RESULTS_CAPS */.Lm.documentBytes,
    fixedBytes: 1024 * 1024,
    bytesPerMatch: 2048,
    bytesPerGame: 2048,
};
function estimatedShardBytes(matches) {
    const e = SHARD_RESULTS_ESTIMATE;
    return e.fixedBytes + matches.reduce((sum, m) => sum + e.bytesPerMatch + m.games * e.bytesPerGame, 0);
}
function overfullShard(matches, count) {
    const slices = shardAssignment(matches, count);
    for (const [i, slice] of slices.entries()) {
        const bytes = estimatedShardBytes(slice);
        if (slice.length > SHARD_RESULTS_ESTIMATE.maxMatches || bytes > SHARD_RESULTS_ESTIMATE.maxBytes) {
            return { index: i + 1, matches: slice.length, games: slice.reduce((s, m) => s + m.games, 0), bytes };
        }
    }
    return undefined;
}
function shardsThatFit(matches, from) {
    const e = SHARD_RESULTS_ESTIMATE;
    const variable = estimatedShardBytes(matches) - e.fixedBytes;
    const bound = Math.max(from, Math.ceil(matches.length / e.maxMatches), Math.ceil(variable / Math.max(1, e.maxBytes - e.fixedBytes)));
    for (let count = bound; count <= Math.min(256, bound + 16); count++) {
        if (!overfullShard(matches, count))
            return count;
    }
    return undefined;
}
function mib(bytes) {
    return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}
function checkPlanFits(plan, settings) {
    const lower = `lower rotation.budget.games (now ${settings.games}) or rotation.gamesPerPairing (now ${settings.gamesPerPairing}) in arena.yml, or rotate one game at a time`;
    if (plan.matches.length > PLAN_CAPS.matches) {
        throw new errors/* UserError */.yo(`the rotation plan has ${plan.matches.length} matches; a plan holds at most ${PLAN_CAPS.matches}`, lower);
    }
    const full = overfullShard(plan.matches, plan.shards);
    if (!full)
        return;
    const fits = shardsThatFit(plan.matches, plan.shards + 1);
    throw new errors/* UserError */.yo(`the rotation plan gives shard ${full.index}/${plan.shards} ${full.matches} matches (${full.games} games, about ${mib(full.bytes)} of results); one shard's results document holds at most ${SHARD_RESULTS_ESTIMATE.maxMatches} matches and ${mib(SHARD_RESULTS_ESTIMATE.maxBytes)}`, fits !== undefined
        ? `raise rotation.shards in arena.yml (or the workflow's shards input) to at least ${fits}, or ${lower}`
        : `no shard count up to 256 fits: ${lower}`);
}
const SETUP_COMMAND = 'npm run setup';
function eligibility(agents, offered, options) {
    const excluded = [];
    const games = options.game ? offered.filter((g) => g === options.game) : offered.slice();
    const playing = new Map(games.map((g) => [g, []]));
    for (const agent of agents.slice().sort((a, b) => (0,rating_random/* compareStrings */.Kt)(a.id, b.id))) {
        if (agent.tier === 'local')
            continue;
        if (agent.status !== 'ok') {
            if (agent.status !== 'skipped') {
                excluded.push({
                    agent: agent.id,
                    version: agent.version,
                    kind: 'not-valid',
                    reason: `its validation status is ${agent.status}`,
                    fix: 'run `arena validate` and fix what it reports',
                });
            }
            continue;
        }
        const q = options.quarantine?.get(`${agent.id}@${agent.version}`);
        if (q?.quarantined) {
            excluded.push({
                agent: agent.id,
                version: agent.version,
                kind: 'quarantined',
                reason: q.reason ?? 'quarantined',
                fix: q.recovery ?? '',
            });
            continue;
        }
        if (agent.entrypoint === 'docker' && !options.dockerAvailable) {
            excluded.push({
                agent: agent.id,
                version: agent.version,
                kind: 'skipped',
                reason: 'a docker agent, and no Docker engine answers',
                fix: `run \`${SETUP_COMMAND}\` (installs/starts Docker and builds the agent images), then run the rotation again`,
            });
            continue;
        }
        for (const g of agent.games ?? [])
            playing.get(g)?.push({ id: agent.id, version: agent.version });
    }
    return { entrants: games.map((game) => ({ game, agents: playing.get(game) })), excluded };
}
function priorEstimate(table, game, agent) {
    const latest = (0,ratings/* estimatesByAgent */.C3)(table, game).get(agent.id);
    if (!latest)
        return undefined;
    if (latest.version === agent.version || latest.pinned)
        return { mu: latest.mu, sigma: latest.sigma };
    return { mu: latest.mu, sigma: ratings/* INITIAL_SIGMA */.Nv };
}
function buildRotationPlan(request) {
    const { config } = request;
    const rotation = config.rotation;
    const policy = rotation.quarantine;
    const quarantine = (0,rating_quarantine/* quarantined */.bY)(request.facts, policy);
    const offered = (0,core_config/* offeredGames */.HU)(config);
    if (request.game !== undefined && !offered.includes(request.game)) {
        throw new errors/* UserError */.yo(`this arena does not offer the game ${JSON.stringify(request.game.slice(0, 64))}`, `games: ${offered.join(', ')}`);
    }
    const chosen = eligibility(request.agents, offered, {
        quarantine,
        dockerAvailable: request.dockerAvailable,
        ...(request.game !== undefined ? { game: request.game } : {}),
    });
    const kind = request.schedule ?? rotation.schedule;
    const table = kind === 'uncertainty' ? (0,ratings/* computeRatings */.aG)(request.facts, { anchors: rotation.anchors }) : undefined;
    const entrants = chosen.entrants.map((e) => {
        const settings = (0,core_config/* gameSettings */.aT)(config, e.game);
        return {
            game: e.game,
            agents: e.agents,
            gameMs: estimateGameMs(e.game, settings.time, settings.config),
            matchOverheadMs: Math.ceil(settings.time.startupMs * EXPECTED_TURN_SHARE),
            matchCapMs: settings.time.matchMs,
        };
    });
    const requestedShards = request.shards ?? rotation.shards;
    const schedule = planSchedule({
        kind,
        entrants,
        gamesPerPairing: request.gamesPerPairing ?? rotation.gamesPerPairing,
        budget: rotation.budget,
        parallel: rotation.parallel,
        shards: requestedShards,
        seed: request.seed,
        ...(table ? { estimate: (game, agent) => priorEstimate(table, game, agent) } : {}),
    });
    const notes = [...schedule.notes];
    for (const e of chosen.entrants) {
        if (e.agents.length < 2)
            notes.push(`${e.game}: ${e.agents.length} eligible agent${e.agents.length === 1 ? '' : 's'}, no match to play`);
    }
    const shards = effectiveShards(requestedShards, schedule.matches.length);
    checkPlanFits({ matches: schedule.matches, shards }, { games: rotation.budget.games, gamesPerPairing: request.gamesPerPairing ?? rotation.gamesPerPairing });
    const plan = {
        schema: PLAN_SCHEMA_V1,
        runId: request.runId,
        seed: request.seed >>> 0,
        schedule: kind,
        shards,
        budget: { games: rotation.budget.games, minutes: rotation.budget.minutes },
        estimate: { games: schedule.games, minutes: Math.round(schedule.estimatedMinutes * 10) / 10 },
        entrants: chosen.entrants,
        excluded: chosen.excluded,
        notes,
        matches: schedule.matches,
    };
    const bytes = Buffer.byteLength(`${JSON.stringify(plan, null, 2)}\n`, 'utf8');
    if (bytes > PLAN_CAPS.documentBytes) {
        throw new errors/* UserError */.yo(`the rotation plan would be ${mib(bytes)}; a plan file holds at most ${mib(PLAN_CAPS.documentBytes)}`, `lower rotation.budget.games (now ${rotation.budget.games}) in arena.yml, or rotate one game at a time`);
    }
    return plan;
}

// EXTERNAL MODULE: ./src/core/sanitize.ts
var sanitize = __webpack_require__(9528);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/modes/validate.ts
var validate = __webpack_require__(1444);
// EXTERNAL MODULE: ./src/modes/merge.ts
var merge = __webpack_require__(1352);
;// CONCATENATED MODULE: ./src/modes/rotation.ts























const USAGE = 'arena rotation [--root DIR] [--plan | --shard I/N] [--out DIR] [--json] [--facts FILE] [--plan-file FILE] [--seed S] [--run-id ID] [--game G] [--games-per-pairing N] [--shards N] [--schedule round-robin|uncertainty]';
async function isDirectory(path) {
    return (await (0,promises_.stat)(path).catch(() => undefined))?.isDirectory() ?? false;
}
async function dockerAnswers(log, env) {
    const cli = (0,docker_cli/* createDockerCli */.FA)(env ? { hostEnv: env } : {});
    try {
        await (0,docker_cli/* checkDockerEngine */.LT)(cli, 10_000);
        return true;
    }
    catch (error) {
        log(`no Docker engine answers (${(0,sanitize/* sanitizeLine */.g$)((0,sanitize/* truncate */.xv)(error.message, 200))}): Docker agents are skipped; run \`${SETUP_COMMAND}\` to enable them`);
        return false;
    }
    finally {
        cli.dispose();
    }
}
function notice(agent, rule, message, severity = 'notice') {
    return {
        path: `${agent.path}/agent.yml`.slice(0, core_results/* RESULTS_CAPS */.Lm.path),
        line: 1,
        column: 1,
        severity,
        rule,
        message: (0,sanitize/* truncate */.xv)(message, core_results/* RESULTS_CAPS */.Lm.message),
    };
}
async function pool(items, limit, task) {
    const out = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const i = next++;
            out[i] = await task(items[i], i);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return out;
}
function planFromRequest(request, config, agents, facts, dockerAvailable) {
    const sharded = request.shard !== undefined;
    if (sharded && (request.seed === undefined || request.runId === undefined)) {
        throw new errors/* UserError */.yo('a shard must play the plan every other shard plays', 'pass --plan-file arena-plan.json (written by `arena rotation --plan --out DIR`), or the --seed and --run-id that plan printed');
    }
    const seed = request.seed ?? (0,external_node_crypto_.randomInt)(0, 2 ** 32);
    const runId = request.runId ?? makeRunId(request.now, seed);
    if (!rating_facts/* RunIdSchema */.Iz.safeParse(runId).success)
        throw new errors/* UserError */.yo(`--run-id ${JSON.stringify((0,sanitize/* sanitizeLine */.g$)(runId.slice(0, 80)))}: letters, digits and . _ : - only (at most 128)`);
    return buildRotationPlan({
        agents,
        config,
        facts,
        dockerAvailable,
        seed,
        runId,
        ...(request.game !== undefined ? { game: request.game } : {}),
        ...(request.gamesPerPairing !== undefined ? { gamesPerPairing: request.gamesPerPairing } : {}),
        ...(request.shards !== undefined ? { shards: request.shards } : {}),
        ...(request.schedule !== undefined ? { schedule: request.schedule } : {}),
    });
}
async function runRotation(request) {
    const { root, log } = request;
    if (!(await isDirectory(root)))
        throw new errors/* UserError */.yo(`--root ${(0,sanitize/* sanitizeLine */.g$)(root)}: no such folder`, 'give the root of an arena repository');
    if (request.planOnly && request.shard)
        throw new errors/* UserError */.yo('--plan and --shard do not go together', `usage: ${USAGE}`);
    const config = await (0,adapters_discovery/* loadArenaConfig */.IM)(root, request.configFile);
    const discovery = await (0,adapters_discovery/* discoverAgents */.eU)(root, config, { hash: true });
    const byId = new Map(discovery.agents.map((a) => [a.id, a]));
    const agents = discovery.agents.map(validate.agentResult);
    const facts = request.factsPath ? await (0,facts_file/* readFactsFile */.yf)(request.factsPath) : [];
    const localFull = !request.planOnly && !request.shard && request.planFile === undefined;
    const needsDocker = agents.some((a) => a.status === 'ok' && a.entrypoint === 'docker');
    const dockerAvailable = localFull && needsDocker ? await dockerAnswers(log, request.env) : true;
    const plan = request.planFile
        ? readPlan(await (0,promises_.readFile)(request.planFile, 'utf8').catch(() => {
            throw new errors/* UserError */.yo(`--plan-file ${(0,sanitize/* sanitizeLine */.g$)(request.planFile)}: cannot be read`);
        }), request.planFile)
        : planFromRequest(request, config, agents, facts, dockerAvailable);
    const matrix = shardMatrix(plan.shards);
    if (request.shard && request.shard.count !== plan.shards) {
        log(`note: the plan has ${plan.shards} shard(s); slicing it into ${request.shard.count} as asked`);
    }
    const matches = request.shard ? sliceShard(plan, request.shard.index, request.shard.count) : plan.matches;
    const where = request.shard ? `shard ${request.shard.index}/${request.shard.count} of ` : '';
    log(`rotation ${plan.runId}: ${where}${matches.length} of ${plan.matches.length} matches, ${matches.reduce((s, m) => s + m.games, 0)} games (${plan.schedule}, seed ${plan.seed})`);
    for (const note of plan.notes)
        log(`note: ${(0,sanitize/* sanitizeLine */.g$)(note)}`);
    for (const e of plan.excluded)
        log(`${e.kind} ${(0,sanitize/* sanitizeLine */.g$)(e.agent)} ${(0,sanitize/* sanitizeLine */.g$)(e.version)}: ${(0,sanitize/* sanitizeLine */.g$)(e.reason)}; ${(0,sanitize/* sanitizeLine */.g$)(e.fix)}`);
    const statusOf = new Map(agents.map((a) => [a.id, a]));
    for (const e of plan.excluded) {
        const a = statusOf.get(e.agent);
        if (!a || e.kind === 'not-valid')
            continue;
        statusOf.set(e.agent, {
            ...a,
            status: 'skipped',
            issues: [...a.issues, notice(a, e.kind === 'quarantined' ? 'quarantined' : 'skipped', `${e.reason}. To fix: ${e.fix}`)],
        });
    }
    const reasons = [];
    const played = [];
    if (!request.planOnly) {
        const playable = [];
        for (const m of matches) {
            const stale = m.agents.find((id, i) => {
                const a = byId.get(id);
                return !a || a.status !== 'ok' || a.manifest?.version !== m.versions[i];
            });
            if (stale)
                reasons.push(`skipped match ${m.id}: ${stale} is no longer the agent (or version) the plan was made for`);
            else
                playable.push(m);
        }
        const needed = [...new Set(playable.flatMap((m) => m.agents))].sort(rating_random/* compareStrings */.Kt);
        if (needed.some((id) => byId.get(id).manifest.entrypoint.type === 'docker') && !localFull) {
            const cli = (0,docker_cli/* createDockerCli */.FA)(request.env ? { hostEnv: request.env } : {});
            try {
                await (0,docker_cli/* checkDockerEngine */.LT)(cli, 20_000);
            }
            finally {
                cli.dispose();
            }
        }
        const runners = new runner_selection/* RunnerSet */.r({ config, docker: { log: (line) => log((0,sanitize/* sanitizeLine */.g$)(line)) } });
        try {
            const prepared = new Map();
            for (const id of needed) {
                const agent = byId.get(id);
                try {
                    prepared.set(id, await (0,runner_selection/* selectRunner */.v)({ id, tier: agent.tier, dir: agent.dir, manifest: agent.manifest }, runners));
                }
                catch (error) {
                    if (error instanceof errors/* InfraError */.Ri && !localFull)
                        throw error;
                    const message = (0,sanitize/* sanitizeLine */.g$)((0,sanitize/* truncate */.xv)(error.message, 500));
                    log(`skipped ${id}: ${message}`);
                    const a = statusOf.get(id);
                    statusOf.set(id, {
                        ...a,
                        status: 'skipped',
                        issues: [...a.issues, notice(a, 'skipped', `could not be started: ${message}`, 'warning')],
                    });
                }
            }
            const runnable = playable.filter((m) => {
                const missing = m.agents.find((id) => !prepared.has(id));
                if (missing)
                    reasons.push(`skipped match ${m.id}: ${missing} could not be started`);
                return !missing;
            });
            let done = 0;
            const outcomes = await pool(runnable, config.rotation.parallel, async (m) => {
                const settings = (0,match_plan/* matchSettings */.z4)(config, m.game);
                const spec = {
                    id: m.id,
                    game: m.game,
                    gameConfig: settings.gameConfig,
                    agents: m.agents.map((id, i) => {
                        const agent = byId.get(id);
                        const { runner, launch } = prepared.get(id);
                        return { id: id, version: m.versions[i], ...(agent.treeHash ? { treeHash: agent.treeHash } : {}), launch, runner };
                    }),
                    games: m.games,
                    seed: m.seed,
                    pairedSeats: ROTATION_PAIRED_SEATS,
                    time: settings.time,
                    limits: settings.limits,
                };
                try {
                    const outcome = await (0,run_match/* runMatch */.pd)(spec);
                    const result = request.out ? await (0,replay_files/* writeMatchFiles */.g3)(request.out, spec, outcome) : outcome.result;
                    done += 1;
                    const line = m.agents
                        .map((id) => `${id} ${result.summary[id]?.wins ?? 0}/${result.summary[id]?.draws ?? 0}/${result.summary[id]?.losses ?? 0}`)
                        .join(' vs ');
                    log(`[${done}/${runnable.length}] ${m.game}: ${(0,sanitize/* sanitizeLine */.g$)(line)}${result.voided ? ` (${result.voided} void)` : ''}`);
                    if (outcome.stoppedEarly)
                        reasons.push(`match ${m.id}: ${(0,sanitize/* truncate */.xv)(outcome.stoppedEarly, 300)}`);
                    if (result.voided)
                        reasons.push(`match ${m.id}: ${result.voided} game(s) voided by infrastructure failures (never rated)`);
                    return result;
                }
                catch (error) {
                    reasons.push(`match ${m.id} could not be played: ${(0,sanitize/* truncate */.xv)(error.message, 300)}`);
                    return undefined;
                }
            });
            for (const r of outcomes)
                if (r)
                    played.push(r);
        }
        finally {
            await runners.close();
        }
    }
    played.sort((a, b) => (0,rating_random/* compareStrings */.Kt)(a.id, b.id));
    const games = played.reduce((s, m) => s + m.games.length, 0);
    const head = request.planOnly
        ? `planned rotation ${plan.runId}: ${plan.matches.length} matches, ${plan.estimate.games} games, about ${plan.estimate.minutes} minutes per shard over ${plan.shards} shard(s)`
        : `played ${played.length} of ${matches.length} matches (${games} games) of rotation ${plan.runId}${request.shard ? `, shard ${request.shard.index}/${request.shard.count}` : ''}`;
    const excluded = plan.excluded
        .filter((e) => e.kind !== 'not-valid')
        .map((e) => `${e.kind}: ${e.agent} ${e.version} — ${e.reason}; ${e.fix}`);
    const allReasons = [head, ...plan.notes, ...excluded, ...reasons].map((r) => (0,sanitize/* truncate */.xv)(r, core_results/* RESULTS_CAPS */.Lm.message));
    const planMatches = plan.matches
        .slice(0, core_results/* RESULTS_CAPS */.Lm.matches)
        .map((m) => ({ id: m.id, game: m.game, agents: m.agents, seed: m.seed, games: [], summary: {} }));
    if (request.planOnly && plan.matches.length > core_results/* RESULTS_CAPS */.Lm.matches)
        allReasons.push(`matches[] lists the first ${core_results/* RESULTS_CAPS */.Lm.matches} of ${plan.matches.length} planned matches; see ${facts_file/* PLAN_FILE */.VI}`);
    const results = {
        schema: core_results/* RESULTS_SCHEMA_V1 */.fi,
        run: {
            mode: 'rotation',
            createdAt: request.now.toISOString(),
            arenaVersion: version/* ARENA_VERSION */.R,
            runId: plan.runId,
            ...(request.shard ? { shard: `${request.shard.index}/${request.shard.count}` } : {}),
        },
        agents: [...statusOf.values()].sort((a, b) => (0,rating_random/* compareStrings */.Kt)(a.id, b.id)).slice(0, core_results/* RESULTS_CAPS */.Lm.agents),
        ...(discovery.issues.length > 0 ? { issues: discovery.issues.slice(0, core_results/* RESULTS_CAPS */.Lm.topIssues) } : {}),
        matches: request.planOnly ? planMatches : played,
        ratings: [],
        verdict: { conclusion: reasons.length === 0 ? 'success' : 'neutral', reasons: allReasons.slice(0, core_results/* RESULTS_CAPS */.Lm.reasons) },
    };
    let leaderboard;
    if (!request.planOnly && !request.shard) {
        const own = (0,rating_facts/* factsFromResults */.CF)(results, (0,merge.rulesVersions)(), 'this rotation');
        const merged = (0,rating_facts/* mergeFacts */.yx)(facts, own.facts);
        if (request.factsPath)
            await (0,facts_file/* appendFactsFile */.ez)(request.factsPath, merged.added);
        const options = { anchors: config.rotation.anchors, quarantine: config.rotation.quarantine };
        const table = (0,ratings/* computeRatings */.aG)(merged.facts, options);
        leaderboard = (0,leaderboard_leaderboard/* buildLeaderboard */.GZ)(merged.facts, { ...options, table, generatedAt: request.now.toISOString() });
        results.ratings = (0,ratings/* toResultsRatings */.Iv)(table).slice(0, core_results/* RESULTS_CAPS */.Lm.ratings);
        if (request.out)
            await (0,facts_file/* writeLeaderboardFiles */.qn)(request.out, leaderboard);
    }
    if (request.out) {
        await (0,facts_file/* writeFileAtomic */.Zf)((0,external_node_path_.join)(request.out, facts_file/* PLAN_FILE */.VI), `${JSON.stringify(plan, null, 2)}\n`);
        await (0,facts_file/* writeFileAtomic */.Zf)((0,external_node_path_.join)(request.out, facts_file/* RESULTS_FILE */.yG), (0,core_results/* serializeResults */.f5)(results));
    }
    return { plan, matrix, results, matches, ...(leaderboard ? { leaderboard } : {}) };
}
function skippedLines(results) {
    return results.agents
        .filter((a) => a.status === 'skipped')
        .map((a) => {
        const why = a.issues.find((i) => i.rule === 'skipped' || i.rule === 'quarantined');
        return `${a.status} ${(0,sanitize/* sanitizeLine */.g$)(a.id)}: ${(0,sanitize/* sanitizeLine */.g$)(why?.message ?? '')}`;
    });
}
async function run(argv, io) {
    const { values } = (0,args/* parseFlags */.bQ)(argv, {
        root: { type: 'string' },
        plan: { type: 'boolean' },
        shard: { type: 'string' },
        out: { type: 'string' },
        json: { type: 'boolean' },
        facts: { type: 'string' },
        'plan-file': { type: 'string' },
        seed: { type: 'string' },
        'run-id': { type: 'string' },
        game: { type: 'string' },
        'games-per-pairing': { type: 'string' },
        shards: { type: 'string' },
        schedule: { type: 'string' },
    }, USAGE);
    const path = (flag) => ((0,args/* stringFlag */.AM)(flag) !== undefined ? (0,external_node_path_.resolve)(io.cwd, (0,args/* stringFlag */.AM)(flag)) : undefined);
    const schedule = (0,args/* stringFlag */.AM)(values.schedule);
    if (schedule !== undefined && schedule !== 'round-robin' && schedule !== 'uncertainty') {
        throw new errors/* UserError */.yo(`--schedule must be round-robin or uncertainty, got ${JSON.stringify((0,sanitize/* sanitizeLine */.g$)(schedule.slice(0, 40)))}`);
    }
    const request = {
        root: (0,external_node_path_.resolve)(io.cwd, (0,args/* stringFlag */.AM)(values.root) ?? '.'),
        planOnly: values.plan === true,
        now: new Date(),
        env: io.env,
        log: (line) => io.err(`${line}\n`),
    };
    const set = (key, value) => {
        if (value !== undefined)
            request[key] = value;
    };
    set('factsPath', path(values.facts));
    set('planFile', path(values['plan-file']));
    set('out', path(values.out));
    set('shard', (0,args/* stringFlag */.AM)(values.shard) !== undefined ? parseShard((0,args/* stringFlag */.AM)(values.shard)) : undefined);
    set('seed', (0,args/* intFlag */.s1)(values.seed, 'seed', 0, 0xffffffff));
    set('runId', (0,args/* stringFlag */.AM)(values['run-id']));
    set('game', (0,args/* stringFlag */.AM)(values.game));
    set('gamesPerPairing', (0,args/* intFlag */.s1)(values['games-per-pairing'], 'games-per-pairing', 1, 1000));
    set('shards', (0,args/* intFlag */.s1)(values.shards, 'shards', 1, 256));
    set('schedule', schedule);
    const outcome = await runRotation(request);
    if (values.json) {
        io.out((0,core_results/* serializeResults */.f5)(outcome.results));
        return 0;
    }
    if (request.planOnly) {
        io.err(`${(0,sanitize/* sanitizeLine */.g$)(outcome.results.verdict.reasons[0] ?? '')}\nseed ${outcome.plan.seed}, run id ${outcome.plan.runId}; matrix for strategy.matrix on stdout\n`);
        io.out(`${JSON.stringify(outcome.matrix)}\n`);
        return 0;
    }
    const lines = [];
    if (outcome.leaderboard)
        lines.push((0,markdown/* renderLeaderboardText */.rS)(outcome.leaderboard));
    else
        lines.push(...outcome.results.matches.map((m) => `${m.id}: ${m.games.length} games`));
    lines.push(...skippedLines(outcome.results));
    const listed = new Set(outcome.plan.excluded.filter((e) => e.kind !== 'not-valid').map((e) => `${e.kind}: ${e.agent} `));
    for (const reason of outcome.results.verdict.reasons) {
        if (![...listed].some((prefix) => reason.startsWith(prefix)))
            lines.push(`note: ${(0,sanitize/* sanitizeLine */.g$)(reason)}`);
    }
    if (request.out)
        lines.push(`results${outcome.leaderboard ? ', leaderboard' : ''}, replays and logs: ${(0,sanitize/* sanitizeLine */.g$)(request.out)}`);
    io.out(`${lines.join('\n')}\n`);
    return 0;
}
const command = {
    name: 'rotation',
    usage: USAGE,
    run,
};
const DATA_CHECKOUT = '.arena-data';
async function actionFactsPath(root, config) {
    for (const base of [(0,external_node_path_.join)(root, DATA_CHECKOUT), root]) {
        const path = (0,external_node_path_.join)(base, config.rotation.publish.path, 'facts.jsonl');
        if ((await (0,promises_.stat)(path).catch(() => undefined))?.isFile())
            return path;
    }
    return undefined;
}
function rotationSummary(outcome) {
    const lines = [`### Arena rotation \`${(0,sanitize/* sanitizeLine */.g$)(outcome.plan.runId)}\``, ''];
    for (const reason of outcome.results.verdict.reasons)
        lines.push(`- ${(0,sanitize/* sanitizeMarkdown */.LO)(reason)}`);
    lines.push('');
    if (outcome.leaderboard)
        lines.push((0,markdown/* renderLeaderboardMarkdown */.T3)(outcome.leaderboard, { charts: false, heading: '###' }));
    return lines.join('\n');
}
async function runAction(inputs, io) {
    const root = (0,external_node_path_.resolve)(io.env.GITHUB_WORKSPACE || process.cwd());
    const out = (0,external_node_path_.resolve)(root, inputs.resultsDir);
    const config = await (0,adapters_discovery/* loadArenaConfig */.IM)(root, inputs.config);
    const planFile = (0,external_node_path_.join)(out, facts_file/* PLAN_FILE */.VI);
    const hasPlan = (await (0,promises_.stat)(planFile).catch(() => undefined))?.isFile() ?? false;
    if (inputs.shard && !hasPlan) {
        throw new errors/* UserError */.yo(`a shard needs the rotation plan at ${inputs.resultsDir}/${facts_file/* PLAN_FILE */.VI}`, 'download the plan job’s artifact into results-dir before this step');
    }
    const request = { root, configFile: inputs.config, out, now: new Date(), env: io.env, log: (line) => io.info(line) };
    if (inputs.shard)
        request.shard = inputs.shard;
    if (hasPlan)
        request.planFile = planFile;
    const facts = await actionFactsPath(root, config);
    if (facts && !inputs.shard)
        request.factsPath = facts;
    if (inputs.game)
        request.game = inputs.game;
    if (inputs.games)
        request.gamesPerPairing = inputs.games;
    const outcome = await runRotation(request);
    io.setOutput('results-path', (0,external_node_path_.join)(out, facts_file/* RESULTS_FILE */.yG));
    io.summary(rotationSummary(outcome));
    await io.writeSummary();
}
const action = { name: 'rotation', run: runAction };


/***/ })

};
