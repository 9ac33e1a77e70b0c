export const id = 727;
export const ids = [727];
export const modules = {

/***/ 9389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ rulesVersions),
/* harmony export */   O: () => (/* binding */ mergeShards)
/* harmony export */ });
/* harmony import */ var _games_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1551);
/* harmony import */ var _leaderboard_leaderboard_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1708);
/* harmony import */ var _rating_facts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6542);
/* harmony import */ var _rating_random_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9486);
/* harmony import */ var _rating_ratings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6539);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(541);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(311);







function rulesVersions() {
    return Object.fromEntries(Object.entries((0,_games_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .knownGames */ .Nj)()).map(([name, module]) => [name, module.rulesVersion]));
}
function mergeShards(input) {
    const incoming = [];
    let voided = 0;
    const agents = new Map();
    for (const shard of input.shards) {
        const converted = (0,_rating_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .factsFromResults */ .CF)(shard.results, rulesVersions(), shard.source);
        incoming.push(...converted.facts);
        voided += converted.voided;
        for (const a of shard.results.agents) {
            const seen = agents.get(a.id);
            if (!seen || (0,_rating_random_js__WEBPACK_IMPORTED_MODULE_3__/* .compareStrings */ .Kt)(JSON.stringify(a), JSON.stringify(seen)) < 0)
                agents.set(a.id, a);
        }
    }
    const merged = (0,_rating_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .mergeFacts */ .yx)(input.existing, incoming);
    const options = { anchors: input.config.rotation.anchors, quarantine: input.config.rotation.quarantine };
    const table = (0,_rating_ratings_js__WEBPACK_IMPORTED_MODULE_4__/* .computeRatings */ .aG)(merged.facts, options);
    const leaderboard = (0,_leaderboard_leaderboard_js__WEBPACK_IMPORTED_MODULE_1__/* .buildLeaderboard */ .GZ)(merged.facts, { ...options, table, generatedAt: input.createdAt });
    const reasons = [
        `merged ${input.shards.length} shard result file${input.shards.length === 1 ? '' : 's'}: ${merged.added.length} new fact${merged.added.length === 1 ? '' : 's'}, ${merged.duplicates} already known, ${voided} infra-voided game${voided === 1 ? '' : 's'} not rated`,
        `${merged.facts.length} rated games over ${table.rotations.length} rotation${table.rotations.length === 1 ? '' : 's'}`,
    ];
    if (merged.conflicts.length > 0) {
        reasons.push(`${merged.conflicts.length} fact id(s) arrived with different content (a re-run shard); a stored fact always wins, otherwise the smallest serialisation`);
    }
    const ratings = (0,_rating_ratings_js__WEBPACK_IMPORTED_MODULE_4__/* .toResultsRatings */ .Iv)(table);
    if (ratings.length > _results_js__WEBPACK_IMPORTED_MODULE_5__/* .RESULTS_CAPS */ .Lm.ratings)
        reasons.push(`ratings[] holds the first ${_results_js__WEBPACK_IMPORTED_MODULE_5__/* .RESULTS_CAPS */ .Lm.ratings} of ${ratings.length}; see leaderboard.json`);
    const results = {
        schema: _results_js__WEBPACK_IMPORTED_MODULE_5__/* .RESULTS_SCHEMA_V1 */ .fi,
        run: {
            mode: 'merge',
            createdAt: input.createdAt,
            arenaVersion: _version_js__WEBPACK_IMPORTED_MODULE_6__/* .ARENA_VERSION */ .R,
            ...(table.rotations.at(-1) ? { runId: table.rotations.at(-1) } : {}),
        },
        agents: [...agents.values()].sort((a, b) => (0,_rating_random_js__WEBPACK_IMPORTED_MODULE_3__/* .compareStrings */ .Kt)(a.id, b.id)).slice(0, _results_js__WEBPACK_IMPORTED_MODULE_5__/* .RESULTS_CAPS */ .Lm.agents),
        matches: [],
        ratings: ratings.slice(0, _results_js__WEBPACK_IMPORTED_MODULE_5__/* .RESULTS_CAPS */ .Lm.ratings),
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


/***/ }),

/***/ 9727:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  action: () => (/* binding */ action),
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/adapters/discovery.ts + 1 modules
var adapters_discovery = __webpack_require__(2982);
// EXTERNAL MODULE: ./src/adapters/facts-file.ts
var facts_file = __webpack_require__(4034);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/leaderboard/markdown.ts
var markdown = __webpack_require__(4494);
// EXTERNAL MODULE: ./src/core/rating/plan.ts + 2 modules
var rating_plan = __webpack_require__(9575);
// EXTERNAL MODULE: ./src/core/results.ts
var core_results = __webpack_require__(541);
// EXTERNAL MODULE: ./src/core/sanitize.ts
var sanitize = __webpack_require__(9528);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/adapters/docker-cli.ts
var docker_cli = __webpack_require__(765);
// EXTERNAL MODULE: ./src/adapters/replay-files.ts
var replay_files = __webpack_require__(5275);
// EXTERNAL MODULE: ./src/adapters/runner-selection.ts + 3 modules
var runner_selection = __webpack_require__(2817);
// EXTERNAL MODULE: ./src/core/leaderboard/leaderboard.ts
var leaderboard_leaderboard = __webpack_require__(1708);
// EXTERNAL MODULE: ./src/core/match/plan.ts
var plan = __webpack_require__(9122);
// EXTERNAL MODULE: ./src/core/match/run-match.ts
var run_match = __webpack_require__(6408);
// EXTERNAL MODULE: ./src/core/rating/facts.ts
var rating_facts = __webpack_require__(6542);
// EXTERNAL MODULE: ./src/core/rating/random.ts
var random = __webpack_require__(9486);
// EXTERNAL MODULE: ./src/core/rating/ratings.ts
var ratings = __webpack_require__(6539);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/core/agent-result.ts
var agent_result = __webpack_require__(3682);
// EXTERNAL MODULE: ./src/core/publish/merge-shards.ts
var merge_shards = __webpack_require__(9389);
;// CONCATENATED MODULE: ./src/flows/rotation.ts






















const ROTATION_USAGE = 'arena rotation [--root DIR] [--plan | --shard I/N] [--out DIR] [--json] [--facts FILE] [--plan-file FILE] [--seed S] [--run-id ID] [--game G] [--games-per-pairing N] [--shards N] [--schedule round-robin|uncertainty]';
async function isDirectory(path) {
    return (await (0,promises_.stat)(path).catch(() => undefined))?.isDirectory() ?? false;
}
async function dockerAnswers(log, commandTimeoutMs, env) {
    const cli = (0,docker_cli/* createDockerCli */.FA)({ commandTimeoutMs, ...(env ? { hostEnv: env } : {}) });
    try {
        await (0,docker_cli/* checkDockerEngine */.LT)(cli);
        return true;
    }
    catch (error) {
        log(`no Docker engine answers (${(0,sanitize/* sanitizeLine */.g$)((0,sanitize/* truncate */.xv)(error.message, 200))}): Docker agents are skipped; run \`${rating_plan/* SETUP_COMMAND */.y4}\` to enable them`);
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
    const runId = request.runId ?? (0,rating_plan/* makeRunId */.fN)(request.now, seed);
    if (!rating_facts/* RunIdSchema */.Iz.safeParse(runId).success)
        throw new errors/* UserError */.yo(`--run-id ${JSON.stringify((0,sanitize/* sanitizeLine */.g$)(runId.slice(0, 80)))}: letters, digits and . _ : - only (at most 128)`);
    return (0,rating_plan/* buildRotationPlan */.a1)({
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
    const repository = await readRotationRepository(request);
    const { plan, localFull } = await choosePlan(request, repository);
    const matrix = (0,rating_plan/* shardMatrix */._b)(plan.shards);
    const matches = shardMatches(request, plan);
    const statusOf = agentStatuses(repository.agents, plan);
    const reasons = [];
    const played = request.planOnly ? [] : await playRotation(request, repository, matches, { statusOf, reasons, localFull });
    played.sort((a, b) => (0,random/* compareStrings */.Kt)(a.id, b.id));
    const results = rotationResults(request, repository, plan, matches, { played, statusOf, reasons });
    let leaderboard;
    if (!request.planOnly && !request.shard)
        leaderboard = await rateRotation(request, repository, results);
    if (request.out) {
        await (0,facts_file/* writeFileAtomic */.Zf)((0,external_node_path_.join)(request.out, facts_file/* PLAN_FILE */.VI), `${JSON.stringify(plan, null, 2)}\n`);
        await (0,facts_file/* writeFileAtomic */.Zf)((0,external_node_path_.join)(request.out, facts_file/* RESULTS_FILE */.yG), (0,core_results/* serializeResults */.f5)(results));
    }
    return { plan, matrix, results, matches, ...(leaderboard ? { leaderboard } : {}) };
}
async function readRotationRepository(request) {
    const { root } = request;
    if (!(await isDirectory(root)))
        throw new errors/* UserError */.yo(`--root ${(0,sanitize/* sanitizeLine */.g$)(root)}: no such folder`, 'give the root of an arena repository');
    if (request.planOnly && request.shard)
        throw new errors/* UserError */.yo('--plan and --shard do not go together', `usage: ${ROTATION_USAGE}`);
    const config = await (0,adapters_discovery/* loadArenaConfig */.IM)(root, request.configFile);
    const discovery = await (0,adapters_discovery/* discoverAgents */.eU)(root, config, { hash: true });
    const byId = new Map(discovery.agents.map((a) => [a.id, a]));
    const agents = discovery.agents.map(agent_result/* agentResult */.n);
    const facts = request.factsPath ? await (0,facts_file/* readFactsFile */.yf)(request.factsPath) : [];
    return { config, discovery, byId, agents, facts };
}
async function choosePlan(request, { config, agents, facts }) {
    const localFull = !request.planOnly && !request.shard && request.planFile === undefined;
    const needsDocker = agents.some((a) => a.status === 'ok' && a.entrypoint === 'docker');
    const dockerAvailable = localFull && needsDocker ? await dockerAnswers(request.log, config.engine.commandTimeoutMs, request.env) : true;
    const plan = request.planFile
        ? (0,rating_plan/* readPlan */.m3)(await (0,promises_.readFile)(request.planFile, 'utf8').catch(() => {
            throw new errors/* UserError */.yo(`--plan-file ${(0,sanitize/* sanitizeLine */.g$)(request.planFile)}: cannot be read`);
        }), request.planFile)
        : planFromRequest(request, config, agents, facts, dockerAvailable);
    return { plan, localFull };
}
function shardMatches(request, plan) {
    const { log } = request;
    if (request.shard && request.shard.count !== plan.shards) {
        log(`note: the plan has ${plan.shards} shard(s); slicing it into ${request.shard.count} as asked`);
    }
    const matches = request.shard ? (0,rating_plan/* sliceShard */.DK)(plan, request.shard.index, request.shard.count) : plan.matches;
    const where = request.shard ? `shard ${request.shard.index}/${request.shard.count} of ` : '';
    log(`rotation ${plan.runId}: ${where}${matches.length} of ${plan.matches.length} matches, ${matches.reduce((s, m) => s + m.games, 0)} games (${plan.schedule}, seed ${plan.seed})`);
    for (const note of plan.notes)
        log(`note: ${(0,sanitize/* sanitizeLine */.g$)(note)}`);
    for (const e of plan.excluded)
        log(`${e.kind} ${(0,sanitize/* sanitizeLine */.g$)(e.agent)} ${(0,sanitize/* sanitizeLine */.g$)(e.version)}: ${(0,sanitize/* sanitizeLine */.g$)(e.reason)}; ${(0,sanitize/* sanitizeLine */.g$)(e.fix)}`);
    return matches;
}
function agentStatuses(agents, plan) {
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
    return statusOf;
}
async function playRotation(request, { config, byId }, matches, notes) {
    const { log } = request;
    const playable = matchesOfThisCheckout(matches, byId, notes.reasons);
    const needed = [...new Set(playable.flatMap((m) => m.agents))].sort(random/* compareStrings */.Kt);
    if (needed.some((id) => byId.get(id).manifest.entrypoint.type === 'docker') && !notes.localFull) {
        const cli = (0,docker_cli/* createDockerCli */.FA)({ commandTimeoutMs: config.engine.commandTimeoutMs, ...(request.env ? { hostEnv: request.env } : {}) });
        try {
            await (0,docker_cli/* checkDockerEngine */.LT)(cli);
        }
        finally {
            cli.dispose();
        }
    }
    const runners = new runner_selection/* RunnerSet */.r({ config, docker: { log: (line) => log((0,sanitize/* sanitizeLine */.g$)(line)) } });
    try {
        const prepared = await prepareAgents(request, byId, needed, runners, notes);
        const runnable = playable.filter((m) => {
            const missing = m.agents.find((id) => !prepared.has(id));
            if (missing)
                notes.reasons.push(`skipped match ${m.id}: ${missing} could not be started`);
            return !missing;
        });
        const outcomes = await playMatches(request, config, byId, prepared, runnable, notes.reasons);
        return outcomes.filter((r) => r !== undefined);
    }
    finally {
        await runners.close();
    }
}
function matchesOfThisCheckout(matches, byId, reasons) {
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
    return playable;
}
async function prepareAgents({ log }, byId, needed, runners, { statusOf, localFull }) {
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
    return prepared;
}
async function playMatches(request, config, byId, prepared, runnable, reasons) {
    const { log } = request;
    let done = 0;
    const viewers = new replay_files/* ViewerBudget */.Io();
    return pool(runnable, config.rotation.parallel, async (m) => {
        const spec = rotationMatchSpec(m, config, byId, prepared);
        try {
            const outcome = await (0,run_match/* runMatch */.pd)(spec);
            const result = request.out ? await (0,replay_files/* writeMatchFiles */.g3)(request.out, spec, outcome, viewers) : outcome.result;
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
}
function rotationMatchSpec(m, config, byId, prepared) {
    const settings = (0,plan/* matchSettings */.z4)(config, m.game);
    return {
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
        pairedSeats: rating_plan/* ROTATION_PAIRED_SEATS */.sD,
        time: settings.time,
        limits: settings.limits,
    };
}
function rotationResults(request, { discovery }, plan, matches, { played, statusOf, reasons }) {
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
    return {
        schema: core_results/* RESULTS_SCHEMA_V1 */.fi,
        run: {
            mode: 'rotation',
            createdAt: request.now.toISOString(),
            arenaVersion: version/* ARENA_VERSION */.R,
            runId: plan.runId,
            ...(request.shard ? { shard: `${request.shard.index}/${request.shard.count}` } : {}),
        },
        agents: [...statusOf.values()].sort((a, b) => (0,random/* compareStrings */.Kt)(a.id, b.id)).slice(0, core_results/* RESULTS_CAPS */.Lm.agents),
        ...(discovery.issues.length > 0 ? { issues: discovery.issues.slice(0, core_results/* RESULTS_CAPS */.Lm.topIssues) } : {}),
        matches: request.planOnly ? planMatches : played,
        ratings: [],
        verdict: { conclusion: reasons.length === 0 ? 'success' : 'neutral', reasons: allReasons.slice(0, core_results/* RESULTS_CAPS */.Lm.reasons) },
    };
}
async function rateRotation(request, { config, facts }, results) {
    const own = (0,rating_facts/* factsFromResults */.CF)(results, (0,merge_shards/* rulesVersions */.N)(), 'this rotation');
    const merged = (0,rating_facts/* mergeFacts */.yx)(facts, own.facts);
    if (request.factsPath)
        await (0,facts_file/* appendFactsFile */.ez)(request.factsPath, merged.added);
    const options = { anchors: config.rotation.anchors, quarantine: config.rotation.quarantine };
    const table = (0,ratings/* computeRatings */.aG)(merged.facts, options);
    const leaderboard = (0,leaderboard_leaderboard/* buildLeaderboard */.GZ)(merged.facts, { ...options, table, generatedAt: request.now.toISOString() });
    results.ratings = (0,ratings/* toResultsRatings */.Iv)(table).slice(0, core_results/* RESULTS_CAPS */.Lm.ratings);
    if (request.out)
        await (0,facts_file/* writeLeaderboardFiles */.qn)(request.out, leaderboard);
    return leaderboard;
}
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

;// CONCATENATED MODULE: ./src/modes/rotation.ts











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
    }, ROTATION_USAGE);
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
    set('shard', (0,args/* stringFlag */.AM)(values.shard) !== undefined ? (0,rating_plan/* parseShard */.uK)((0,args/* stringFlag */.AM)(values.shard)) : undefined);
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
    usage: ROTATION_USAGE,
    run,
};
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
