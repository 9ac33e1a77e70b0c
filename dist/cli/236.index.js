export const id = 236;
export const ids = [236];
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

/***/ 3236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DATA_CHECKOUT: () => (/* binding */ DATA_CHECKOUT),
/* harmony export */   action: () => (/* binding */ action),
/* harmony export */   actionFactsPath: () => (/* binding */ actionFactsPath),
/* harmony export */   command: () => (/* binding */ command),
/* harmony export */   rotationSummary: () => (/* binding */ rotationSummary),
/* harmony export */   runRotation: () => (/* binding */ runRotation)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _cli_args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7593);
/* harmony import */ var _adapters_discovery_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2982);
/* harmony import */ var _adapters_docker_cli_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(765);
/* harmony import */ var _adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4034);
/* harmony import */ var _adapters_replay_files_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5275);
/* harmony import */ var _adapters_runner_selection_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2817);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4296);
/* harmony import */ var _core_leaderboard_leaderboard_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1708);
/* harmony import */ var _core_leaderboard_markdown_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4494);
/* harmony import */ var _core_match_plan_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9122);
/* harmony import */ var _core_match_run_match_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(6408);
/* harmony import */ var _core_rating_facts_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(6542);
/* harmony import */ var _core_rating_plan_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(9575);
/* harmony import */ var _core_rating_random_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(9486);
/* harmony import */ var _core_rating_ratings_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(6539);
/* harmony import */ var _core_results_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(541);
/* harmony import */ var _core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(9528);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_22__ = __webpack_require__(311);
/* harmony import */ var _core_agent_result_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(3682);
/* harmony import */ var _core_publish_merge_shards_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(9389);























const USAGE = 'arena rotation [--root DIR] [--plan | --shard I/N] [--out DIR] [--json] [--facts FILE] [--plan-file FILE] [--seed S] [--run-id ID] [--game G] [--games-per-pairing N] [--shards N] [--schedule round-robin|uncertainty]';
async function isDirectory(path) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path).catch(() => undefined))?.isDirectory() ?? false;
}
async function dockerAnswers(log, env) {
    const cli = (0,_adapters_docker_cli_js__WEBPACK_IMPORTED_MODULE_5__/* .createDockerCli */ .FA)(env ? { hostEnv: env } : {});
    try {
        await (0,_adapters_docker_cli_js__WEBPACK_IMPORTED_MODULE_5__/* .checkDockerEngine */ .LT)(cli, 10_000);
        return true;
    }
    catch (error) {
        log(`no Docker engine answers (${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .truncate */ .xv)(error.message, 200))}): Docker agents are skipped; run \`${_core_rating_plan_js__WEBPACK_IMPORTED_MODULE_15__/* .SETUP_COMMAND */ .y4}\` to enable them`);
        return false;
    }
    finally {
        cli.dispose();
    }
}
function notice(agent, rule, message, severity = 'notice') {
    return {
        path: `${agent.path}/agent.yml`.slice(0, _core_results_js__WEBPACK_IMPORTED_MODULE_18__/* .RESULTS_CAPS */ .Lm.path),
        line: 1,
        column: 1,
        severity,
        rule,
        message: (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .truncate */ .xv)(message, _core_results_js__WEBPACK_IMPORTED_MODULE_18__/* .RESULTS_CAPS */ .Lm.message),
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UserError */ .yo('a shard must play the plan every other shard plays', 'pass --plan-file arena-plan.json (written by `arena rotation --plan --out DIR`), or the --seed and --run-id that plan printed');
    }
    const seed = request.seed ?? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomInt)(0, 2 ** 32);
    const runId = request.runId ?? (0,_core_rating_plan_js__WEBPACK_IMPORTED_MODULE_15__/* .makeRunId */ .fN)(request.now, seed);
    if (!_core_rating_facts_js__WEBPACK_IMPORTED_MODULE_14__/* .RunIdSchema */ .Iz.safeParse(runId).success)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UserError */ .yo(`--run-id ${JSON.stringify((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(runId.slice(0, 80)))}: letters, digits and . _ : - only (at most 128)`);
    return (0,_core_rating_plan_js__WEBPACK_IMPORTED_MODULE_15__/* .buildRotationPlan */ .a1)({
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UserError */ .yo(`--root ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(root)}: no such folder`, 'give the root of an arena repository');
    if (request.planOnly && request.shard)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UserError */ .yo('--plan and --shard do not go together', `usage: ${USAGE}`);
    const config = await (0,_adapters_discovery_js__WEBPACK_IMPORTED_MODULE_4__/* .loadArenaConfig */ .IM)(root, request.configFile);
    const discovery = await (0,_adapters_discovery_js__WEBPACK_IMPORTED_MODULE_4__/* .discoverAgents */ .eU)(root, config, { hash: true });
    const byId = new Map(discovery.agents.map((a) => [a.id, a]));
    const agents = discovery.agents.map(_core_agent_result_js__WEBPACK_IMPORTED_MODULE_20__/* .agentResult */ .n);
    const facts = request.factsPath ? await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_6__/* .readFactsFile */ .yf)(request.factsPath) : [];
    const localFull = !request.planOnly && !request.shard && request.planFile === undefined;
    const needsDocker = agents.some((a) => a.status === 'ok' && a.entrypoint === 'docker');
    const dockerAvailable = localFull && needsDocker ? await dockerAnswers(log, request.env) : true;
    const plan = request.planFile
        ? (0,_core_rating_plan_js__WEBPACK_IMPORTED_MODULE_15__/* .readPlan */ .m3)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(request.planFile, 'utf8').catch(() => {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UserError */ .yo(`--plan-file ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(request.planFile)}: cannot be read`);
        }), request.planFile)
        : planFromRequest(request, config, agents, facts, dockerAvailable);
    const matrix = (0,_core_rating_plan_js__WEBPACK_IMPORTED_MODULE_15__/* .shardMatrix */ ._b)(plan.shards);
    if (request.shard && request.shard.count !== plan.shards) {
        log(`note: the plan has ${plan.shards} shard(s); slicing it into ${request.shard.count} as asked`);
    }
    const matches = request.shard ? (0,_core_rating_plan_js__WEBPACK_IMPORTED_MODULE_15__/* .sliceShard */ .DK)(plan, request.shard.index, request.shard.count) : plan.matches;
    const where = request.shard ? `shard ${request.shard.index}/${request.shard.count} of ` : '';
    log(`rotation ${plan.runId}: ${where}${matches.length} of ${plan.matches.length} matches, ${matches.reduce((s, m) => s + m.games, 0)} games (${plan.schedule}, seed ${plan.seed})`);
    for (const note of plan.notes)
        log(`note: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(note)}`);
    for (const e of plan.excluded)
        log(`${e.kind} ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(e.agent)} ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(e.version)}: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(e.reason)}; ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(e.fix)}`);
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
        const needed = [...new Set(playable.flatMap((m) => m.agents))].sort(_core_rating_random_js__WEBPACK_IMPORTED_MODULE_16__/* .compareStrings */ .Kt);
        if (needed.some((id) => byId.get(id).manifest.entrypoint.type === 'docker') && !localFull) {
            const cli = (0,_adapters_docker_cli_js__WEBPACK_IMPORTED_MODULE_5__/* .createDockerCli */ .FA)(request.env ? { hostEnv: request.env } : {});
            try {
                await (0,_adapters_docker_cli_js__WEBPACK_IMPORTED_MODULE_5__/* .checkDockerEngine */ .LT)(cli, 20_000);
            }
            finally {
                cli.dispose();
            }
        }
        const runners = new _adapters_runner_selection_js__WEBPACK_IMPORTED_MODULE_8__/* .RunnerSet */ .r({ config, docker: { log: (line) => log((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(line)) } });
        try {
            const prepared = new Map();
            for (const id of needed) {
                const agent = byId.get(id);
                try {
                    prepared.set(id, await (0,_adapters_runner_selection_js__WEBPACK_IMPORTED_MODULE_8__/* .selectRunner */ .v)({ id, tier: agent.tier, dir: agent.dir, manifest: agent.manifest }, runners));
                }
                catch (error) {
                    if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .InfraError */ .Ri && !localFull)
                        throw error;
                    const message = (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .truncate */ .xv)(error.message, 500));
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
            const viewers = new _adapters_replay_files_js__WEBPACK_IMPORTED_MODULE_7__/* .ViewerBudget */ .Io();
            const outcomes = await pool(runnable, config.rotation.parallel, async (m) => {
                const settings = (0,_core_match_plan_js__WEBPACK_IMPORTED_MODULE_12__/* .matchSettings */ .z4)(config, m.game);
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
                    pairedSeats: _core_rating_plan_js__WEBPACK_IMPORTED_MODULE_15__/* .ROTATION_PAIRED_SEATS */ .sD,
                    time: settings.time,
                    limits: settings.limits,
                };
                try {
                    const outcome = await (0,_core_match_run_match_js__WEBPACK_IMPORTED_MODULE_13__/* .runMatch */ .pd)(spec);
                    const result = request.out ? await (0,_adapters_replay_files_js__WEBPACK_IMPORTED_MODULE_7__/* .writeMatchFiles */ .g3)(request.out, spec, outcome, viewers) : outcome.result;
                    done += 1;
                    const line = m.agents
                        .map((id) => `${id} ${result.summary[id]?.wins ?? 0}/${result.summary[id]?.draws ?? 0}/${result.summary[id]?.losses ?? 0}`)
                        .join(' vs ');
                    log(`[${done}/${runnable.length}] ${m.game}: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(line)}${result.voided ? ` (${result.voided} void)` : ''}`);
                    if (outcome.stoppedEarly)
                        reasons.push(`match ${m.id}: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .truncate */ .xv)(outcome.stoppedEarly, 300)}`);
                    if (result.voided)
                        reasons.push(`match ${m.id}: ${result.voided} game(s) voided by infrastructure failures (never rated)`);
                    return result;
                }
                catch (error) {
                    reasons.push(`match ${m.id} could not be played: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .truncate */ .xv)(error.message, 300)}`);
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
    played.sort((a, b) => (0,_core_rating_random_js__WEBPACK_IMPORTED_MODULE_16__/* .compareStrings */ .Kt)(a.id, b.id));
    const games = played.reduce((s, m) => s + m.games.length, 0);
    const head = request.planOnly
        ? `planned rotation ${plan.runId}: ${plan.matches.length} matches, ${plan.estimate.games} games, about ${plan.estimate.minutes} minutes per shard over ${plan.shards} shard(s)`
        : `played ${played.length} of ${matches.length} matches (${games} games) of rotation ${plan.runId}${request.shard ? `, shard ${request.shard.index}/${request.shard.count}` : ''}`;
    const excluded = plan.excluded
        .filter((e) => e.kind !== 'not-valid')
        .map((e) => `${e.kind}: ${e.agent} ${e.version} — ${e.reason}; ${e.fix}`);
    const allReasons = [head, ...plan.notes, ...excluded, ...reasons].map((r) => (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .truncate */ .xv)(r, _core_results_js__WEBPACK_IMPORTED_MODULE_18__/* .RESULTS_CAPS */ .Lm.message));
    const planMatches = plan.matches
        .slice(0, _core_results_js__WEBPACK_IMPORTED_MODULE_18__/* .RESULTS_CAPS */ .Lm.matches)
        .map((m) => ({ id: m.id, game: m.game, agents: m.agents, seed: m.seed, games: [], summary: {} }));
    if (request.planOnly && plan.matches.length > _core_results_js__WEBPACK_IMPORTED_MODULE_18__/* .RESULTS_CAPS */ .Lm.matches)
        allReasons.push(`matches[] lists the first ${_core_results_js__WEBPACK_IMPORTED_MODULE_18__/* .RESULTS_CAPS */ .Lm.matches} of ${plan.matches.length} planned matches; see ${_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_FILE */ .VI}`);
    const results = {
        schema: _core_results_js__WEBPACK_IMPORTED_MODULE_18__/* .RESULTS_SCHEMA_V1 */ .fi,
        run: {
            mode: 'rotation',
            createdAt: request.now.toISOString(),
            arenaVersion: _version_js__WEBPACK_IMPORTED_MODULE_22__/* .ARENA_VERSION */ .R,
            runId: plan.runId,
            ...(request.shard ? { shard: `${request.shard.index}/${request.shard.count}` } : {}),
        },
        agents: [...statusOf.values()].sort((a, b) => (0,_core_rating_random_js__WEBPACK_IMPORTED_MODULE_16__/* .compareStrings */ .Kt)(a.id, b.id)).slice(0, _core_results_js__WEBPACK_IMPORTED_MODULE_18__/* .RESULTS_CAPS */ .Lm.agents),
        ...(discovery.issues.length > 0 ? { issues: discovery.issues.slice(0, _core_results_js__WEBPACK_IMPORTED_MODULE_18__/* .RESULTS_CAPS */ .Lm.topIssues) } : {}),
        matches: request.planOnly ? planMatches : played,
        ratings: [],
        verdict: { conclusion: reasons.length === 0 ? 'success' : 'neutral', reasons: allReasons.slice(0, _core_results_js__WEBPACK_IMPORTED_MODULE_18__/* .RESULTS_CAPS */ .Lm.reasons) },
    };
    let leaderboard;
    if (!request.planOnly && !request.shard) {
        const own = (0,_core_rating_facts_js__WEBPACK_IMPORTED_MODULE_14__/* .factsFromResults */ .CF)(results, (0,_core_publish_merge_shards_js__WEBPACK_IMPORTED_MODULE_21__/* .rulesVersions */ .N)(), 'this rotation');
        const merged = (0,_core_rating_facts_js__WEBPACK_IMPORTED_MODULE_14__/* .mergeFacts */ .yx)(facts, own.facts);
        if (request.factsPath)
            await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_6__/* .appendFactsFile */ .ez)(request.factsPath, merged.added);
        const options = { anchors: config.rotation.anchors, quarantine: config.rotation.quarantine };
        const table = (0,_core_rating_ratings_js__WEBPACK_IMPORTED_MODULE_17__/* .computeRatings */ .aG)(merged.facts, options);
        leaderboard = (0,_core_leaderboard_leaderboard_js__WEBPACK_IMPORTED_MODULE_10__/* .buildLeaderboard */ .GZ)(merged.facts, { ...options, table, generatedAt: request.now.toISOString() });
        results.ratings = (0,_core_rating_ratings_js__WEBPACK_IMPORTED_MODULE_17__/* .toResultsRatings */ .Iv)(table).slice(0, _core_results_js__WEBPACK_IMPORTED_MODULE_18__/* .RESULTS_CAPS */ .Lm.ratings);
        if (request.out)
            await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_6__/* .writeLeaderboardFiles */ .qn)(request.out, leaderboard);
    }
    if (request.out) {
        await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_6__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(request.out, _adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_FILE */ .VI), `${JSON.stringify(plan, null, 2)}\n`);
        await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_6__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(request.out, _adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_6__/* .RESULTS_FILE */ .yG), (0,_core_results_js__WEBPACK_IMPORTED_MODULE_18__/* .serializeResults */ .f5)(results));
    }
    return { plan, matrix, results, matches, ...(leaderboard ? { leaderboard } : {}) };
}
function skippedLines(results) {
    return results.agents
        .filter((a) => a.status === 'skipped')
        .map((a) => {
        const why = a.issues.find((i) => i.rule === 'skipped' || i.rule === 'quarantined');
        return `${a.status} ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(a.id)}: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(why?.message ?? '')}`;
    });
}
async function run(argv, io) {
    const { values } = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .parseFlags */ .bQ)(argv, {
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
    const path = (flag) => ((0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(flag) !== undefined ? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(flag)) : undefined);
    const schedule = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(values.schedule);
    if (schedule !== undefined && schedule !== 'round-robin' && schedule !== 'uncertainty') {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UserError */ .yo(`--schedule must be round-robin or uncertainty, got ${JSON.stringify((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(schedule.slice(0, 40)))}`);
    }
    const request = {
        root: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(values.root) ?? '.'),
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
    set('shard', (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(values.shard) !== undefined ? (0,_core_rating_plan_js__WEBPACK_IMPORTED_MODULE_15__/* .parseShard */ .uK)((0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(values.shard)) : undefined);
    set('seed', (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .intFlag */ .s1)(values.seed, 'seed', 0, 0xffffffff));
    set('runId', (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(values['run-id']));
    set('game', (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(values.game));
    set('gamesPerPairing', (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .intFlag */ .s1)(values['games-per-pairing'], 'games-per-pairing', 1, 1000));
    set('shards', (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .intFlag */ .s1)(values.shards, 'shards', 1, 256));
    set('schedule', schedule);
    const outcome = await runRotation(request);
    if (values.json) {
        io.out((0,_core_results_js__WEBPACK_IMPORTED_MODULE_18__/* .serializeResults */ .f5)(outcome.results));
        return 0;
    }
    if (request.planOnly) {
        io.err(`${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(outcome.results.verdict.reasons[0] ?? '')}\nseed ${outcome.plan.seed}, run id ${outcome.plan.runId}; matrix for strategy.matrix on stdout\n`);
        io.out(`${JSON.stringify(outcome.matrix)}\n`);
        return 0;
    }
    const lines = [];
    if (outcome.leaderboard)
        lines.push((0,_core_leaderboard_markdown_js__WEBPACK_IMPORTED_MODULE_11__/* .renderLeaderboardText */ .rS)(outcome.leaderboard));
    else
        lines.push(...outcome.results.matches.map((m) => `${m.id}: ${m.games.length} games`));
    lines.push(...skippedLines(outcome.results));
    const listed = new Set(outcome.plan.excluded.filter((e) => e.kind !== 'not-valid').map((e) => `${e.kind}: ${e.agent} `));
    for (const reason of outcome.results.verdict.reasons) {
        if (![...listed].some((prefix) => reason.startsWith(prefix)))
            lines.push(`note: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(reason)}`);
    }
    if (request.out)
        lines.push(`results${outcome.leaderboard ? ', leaderboard' : ''}, replays and logs: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(request.out)}`);
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
    for (const base of [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, DATA_CHECKOUT), root]) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(base, config.rotation.publish.path, 'facts.jsonl');
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path).catch(() => undefined))?.isFile())
            return path;
    }
    return undefined;
}
function rotationSummary(outcome) {
    const lines = [`### Arena rotation \`${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeLine */ .g$)(outcome.plan.runId)}\``, ''];
    for (const reason of outcome.results.verdict.reasons)
        lines.push(`- ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_19__/* .sanitizeMarkdown */ .LO)(reason)}`);
    lines.push('');
    if (outcome.leaderboard)
        lines.push((0,_core_leaderboard_markdown_js__WEBPACK_IMPORTED_MODULE_11__/* .renderLeaderboardMarkdown */ .T3)(outcome.leaderboard, { charts: false, heading: '###' }));
    return lines.join('\n');
}
async function runAction(inputs, io) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.env.GITHUB_WORKSPACE || process.cwd());
    const out = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(root, inputs.resultsDir);
    const config = await (0,_adapters_discovery_js__WEBPACK_IMPORTED_MODULE_4__/* .loadArenaConfig */ .IM)(root, inputs.config);
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(out, _adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_FILE */ .VI);
    const hasPlan = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(planFile).catch(() => undefined))?.isFile() ?? false;
    if (inputs.shard && !hasPlan) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UserError */ .yo(`a shard needs the rotation plan at ${inputs.resultsDir}/${_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_FILE */ .VI}`, 'download the plan job’s artifact into results-dir before this step');
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
    io.setOutput('results-path', (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(out, _adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_6__/* .RESULTS_FILE */ .yG));
    io.summary(rotationSummary(outcome));
    await io.writeSummary();
}
const action = { name: 'rotation', run: runAction };


/***/ })

};
