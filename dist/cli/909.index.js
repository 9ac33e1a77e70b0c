export const id = 909;
export const ids = [909];
export const modules = {

/***/ 9909:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildFailedResults: () => (/* binding */ buildFailedResults),
/* harmony export */   chooseGame: () => (/* binding */ chooseGame),
/* harmony export */   command: () => (/* binding */ command),
/* harmony export */   resolveMatchAgent: () => (/* binding */ resolveMatchAgent),
/* harmony export */   runMatchCommand: () => (/* binding */ runMatchCommand)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _cli_args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7593);
/* harmony import */ var _adapters_discovery_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2982);
/* harmony import */ var _adapters_docker_images_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5661);
/* harmony import */ var _adapters_replay_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5275);
/* harmony import */ var _adapters_runner_selection_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2817);
/* harmony import */ var _core_config_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4489);
/* harmony import */ var _core_discovery_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8521);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4296);
/* harmony import */ var _core_games_names_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(1827);
/* harmony import */ var _core_games_registry_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1551);
/* harmony import */ var _core_manifest_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(4414);
/* harmony import */ var _core_match_plan_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(9122);
/* harmony import */ var _core_match_run_match_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(6408);
/* harmony import */ var _core_results_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(541);
/* harmony import */ var _core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(9528);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(311);
/* harmony import */ var _core_agent_result_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(3682);




















const USAGE = 'arena match A B [C …] [--root DIR] [--game G] [--games N] [--seed S] [--out DIR] [--json]';
const ID = /^(official|community)\/([a-z0-9][a-z0-9-]{0,38})$/;
async function isDirectory(path) {
    try {
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path)).isDirectory();
    }
    catch {
        return false;
    }
}
function firstErrors(agent) {
    return agent.issues
        .filter((i) => i.severity === 'error')
        .slice(0, 5)
        .map((i) => `  ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .sanitizeLine */ .g$)(i.path)}:${i.line}:${i.column}: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .truncate */ .xv)(i.message, 400))} [${i.rule}]`)
        .join('\n');
}
async function resolveMatchAgent(arg, root, cwd, config) {
    const roots = (0,_core_discovery_js__WEBPACK_IMPORTED_MODULE_9__/* .tierRoots */ .uL)(config);
    const idMatch = ID.exec(arg);
    let tier;
    let name;
    let dir;
    let path;
    const asPath = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd, arg);
    if (idMatch && !(await isDirectory(asPath))) {
        tier = idMatch[1];
        name = idMatch[2];
        path = `${config.agents[tier]}/${name}`;
        dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, path);
        if (!(await isDirectory(dir))) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UserError */ .yo(`no agent ${arg}: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .sanitizeLine */ .g$)(dir)} is not a folder`, `ids are tier/name under --root (${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .sanitizeLine */ .g$)(root)}); or give an agent folder path`);
        }
    }
    else {
        if (!(await isDirectory(asPath))) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UserError */ .yo(`${JSON.stringify((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .truncate */ .xv)(arg, 200)))} is neither an agent id (official/NAME, community/NAME) nor an agent folder`, `usage: ${USAGE}`);
        }
        dir = asPath;
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, asPath);
        const inside = rel !== '' && !rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel) ? rel.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/') : undefined;
        const located = inside ? roots.find((r) => inside.startsWith(r.prefix) && !inside.slice(r.prefix.length).includes('/')) : undefined;
        name = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(asPath);
        if (located) {
            tier = located.tier;
            path = inside;
        }
        else {
            tier = 'local';
            path = arg;
        }
        if (!(0,_core_discovery_js__WEBPACK_IMPORTED_MODULE_9__/* .isAgentName */ .XL)(name)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UserError */ .yo(`the agent folder name ${JSON.stringify((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .truncate */ .xv)(name, 80)))} cannot be an agent name`, 'agent names match ^[a-z0-9][a-z0-9-]{0,38}$ and equal the folder name');
        }
    }
    const agent = await (0,_adapters_discovery_js__WEBPACK_IMPORTED_MODULE_4__/* .validateAgentDir */ .tx)(dir, { tier, name, path }, config);
    if (tier === 'local' && agent.status === 'rejected') {
        const issues = agent.issues.filter((i) => i.rule !== 'community-command-entrypoint');
        if ((0,_core_manifest_js__WEBPACK_IMPORTED_MODULE_13__/* .statusFromIssues */ .bG)(issues) === 'ok') {
            const check = (0,_core_manifest_js__WEBPACK_IMPORTED_MODULE_13__/* .validateManifestText */ .DN)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _core_manifest_js__WEBPACK_IMPORTED_MODULE_13__/* .MANIFEST_FILE */ .h1)), {
                path: agent.manifestPath,
                tier,
                folderName: name,
                config,
                allowCommand: true,
            });
            if (check.manifest)
                Object.assign(agent, { issues, status: 'ok', manifest: check.manifest });
        }
    }
    if (agent.status !== 'ok' || !agent.manifest) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UserError */ .yo(`${agent.id} is not a valid agent (${agent.status}):\n${firstErrors(agent)}`, 'fix agent.yml (run `arena validate` for every finding)');
    }
    return { ref: arg, agent };
}
function chooseGame(requested, agents, config) {
    const offered = (0,_core_config_js__WEBPACK_IMPORTED_MODULE_8__/* .offeredGames */ .HU)(config);
    const declared = agents.map((a) => new Set(a.manifest?.games ?? []));
    if (requested !== undefined) {
        if (!(0,_core_games_names_js__WEBPACK_IMPORTED_MODULE_11__/* .isGameName */ .cV)(requested))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UserError */ .yo(`unknown game ${JSON.stringify((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .truncate */ .xv)(requested, 64)))}`, `games: ${offered.join(', ')}`);
        if (!offered.includes(requested))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UserError */ .yo(`this arena does not offer ${requested}`, 'add it under games: in arena.yml');
        agents.forEach((a, i) => {
            if (!declared[i].has(requested))
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UserError */ .yo(`${a.id} does not play ${requested}`, `its agent.yml lists: ${[...declared[i]].join(', ')}`);
        });
        return requested;
    }
    const common = offered.filter((g) => declared.every((d) => d.has(g)));
    if (common.length === 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UserError */ .yo(`${agents.map((a) => a.id).join(' and ')} have no game in common that this arena offers`);
    if (common.length > 1)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UserError */ .yo(`${agents.length === 2 ? 'both' : 'all'} agents play ${common.join(' and ')}; choose one`, `add --game ${common[0]}`);
    return common[0];
}
function describeGame(game) {
    const [a, b] = game.seats;
    const failure = game.failures[0];
    let what;
    if (game.seats.length > 2) {
        const ranks = game.seats.map((id, seat) => `${id} ${game.ranks[seat]}`).join(', ');
        what = failure
            ? `${failure.agent} lost by ${failure.kind} on turn ${failure.turn}: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .truncate */ .xv)(failure.message, 200)}; ranks ${ranks}`
            : `ranks ${ranks} (${game.reason})`;
    }
    else if (failure)
        what = `${failure.agent} lost by ${failure.kind} on turn ${failure.turn}: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .truncate */ .xv)(failure.message, 200)}`;
    else if (game.ranks[0] === game.ranks[1])
        what = `${a} and ${b} drew (${game.reason})`;
    else {
        const winner = game.ranks[0] < game.ranks[1] ? a : b;
        const loser = winner === a ? b : a;
        what = `${winner} beat ${loser} (${game.reason})`;
    }
    return (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .sanitizeLine */ .g$)(`${what} in ${game.turns} turns, ${game.timings.durationMs} ms`);
}
function gamesLabel(n) {
    return `${n} game${n === 1 ? '' : 's'}`;
}
function table(result) {
    const ids = result.agents.filter((id, i) => result.agents.indexOf(id) === i);
    const width = Math.max(5, ...ids.map((id) => id.length));
    if (ids.length > 2)
        return seatsTable(result, ids, width);
    const lines = [`${'agent'.padEnd(width)}   wins  draws  losses  failures`];
    for (const id of ids) {
        const s = result.summary[id];
        const failures = Object.entries(s.failures)
            .map(([k, n]) => `${k} ${n}`)
            .join(', ') || '-';
        lines.push(`${id.padEnd(width)}  ${String(s.wins).padStart(5)}  ${String(s.draws).padStart(5)}  ${String(s.losses).padStart(6)}  ${failures}`);
    }
    return lines.join('\n');
}
function seatsTable(result, ids, width) {
    const lines = [`${'agent'.padEnd(width)}   mean rank  firsts  failures`];
    for (const id of ids) {
        const s = result.summary[id];
        const ranks = result.games.map((g) => g.ranks[g.seats.indexOf(id)]).filter((r) => r !== undefined);
        const mean = ranks.length > 0 ? (ranks.reduce((a, b) => a + b, 0) / ranks.length).toFixed(2) : '-';
        const failures = Object.entries(s.failures)
            .map(([k, n]) => `${k} ${n}`)
            .join(', ') || '-';
        lines.push(`${id.padEnd(width)}  ${mean.padStart(10)}  ${String(s.wins).padStart(6)}  ${failures}`);
    }
    return lines.join('\n');
}
function verdictOf(spec, outcome) {
    const reasons = [];
    if (outcome.stoppedEarly)
        reasons.push(outcome.stoppedEarly);
    const voided = outcome.result.voided ?? 0;
    if (voided > 0)
        reasons.push(`${voided} game(s) voided by infrastructure failures: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .truncate */ .xv)(outcome.voided[0]?.message ?? '', 300)}`);
    if (reasons.length === 0)
        return { conclusion: 'success', reasons: [`played ${outcome.result.games.length} of ${spec.games} games`] };
    return { conclusion: 'neutral', reasons };
}
function buildFailureText(error) {
    const hint = error.hint ? `\nhint: ${error.hint}` : '';
    const log = error.failure.logTail.trimEnd();
    const room = _core_results_js__WEBPACK_IMPORTED_MODULE_16__/* .RESULTS_CAPS */ .Lm.message - error.failure.message.length - hint.length - 64;
    const tail = log.length > room ? `…${log.slice(log.length - Math.max(0, room))}` : log;
    return (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .truncate */ .xv)(`${error.failure.message}${tail ? `\n--- end of the build log ---\n${tail}` : ''}${hint}`, _core_results_js__WEBPACK_IMPORTED_MODULE_16__/* .RESULTS_CAPS */ .Lm.message);
}
function buildFailedResults(resolved, failed, error) {
    const text = buildFailureText(error);
    const agents = resolved
        .map((r) => {
        const result = { ...(0,_core_agent_result_js__WEBPACK_IMPORTED_MODULE_18__/* .agentResult */ .n)(r.agent), ...(r.agent.tier === 'local' ? { path: (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .truncate */ .xv)(r.ref, 1024) } : {}) };
        if (r !== failed)
            return result;
        const issue = {
            path: (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .truncate */ .xv)(r.agent.manifestPath, _core_results_js__WEBPACK_IMPORTED_MODULE_16__/* .RESULTS_CAPS */ .Lm.path),
            line: 1,
            column: 1,
            severity: 'error',
            rule: 'build-failed',
            message: text,
        };
        return { ...result, status: 'build-failed', issues: [...result.issues, issue].slice(-_core_results_js__WEBPACK_IMPORTED_MODULE_16__/* .RESULTS_CAPS */ .Lm.issuesPerAgent) };
    })
        .filter((a, i, all) => all.findIndex((b) => b.id === a.id) === i);
    return {
        schema: _core_results_js__WEBPACK_IMPORTED_MODULE_16__/* .RESULTS_SCHEMA_V1 */ .fi,
        run: { mode: 'match', createdAt: new Date().toISOString(), arenaVersion: _version_js__WEBPACK_IMPORTED_MODULE_19__/* .ARENA_VERSION */ .R },
        agents,
        matches: [],
        ratings: [],
        verdict: {
            conclusion: 'failure',
            reasons: [(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .truncate */ .xv)(`${failed.agent.id} could not be built or started: ${error.failure.message}`, _core_results_js__WEBPACK_IMPORTED_MODULE_16__/* .RESULTS_CAPS */ .Lm.message)],
        },
    };
}
async function runMatchCommand(argv, io) {
    const options = await matchOptions(argv, io);
    const lineup = await lineUpMatch(options, io);
    const { spec, outcome } = await playMatch(options, lineup, io);
    if (outcome.result.games.length === 0 && outcome.voided.some((v) => v.kind === 'infra')) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .InfraError */ .Ri(`no game could be played: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .truncate */ .xv)(outcome.voided[0].message, 500))}`);
    }
    await reportMatch(options, lineup, spec, outcome, io);
    return _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .yU.ok;
}
async function matchOptions(argv, io) {
    const { values, positionals } = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .parseFlags */ .bQ)(argv, {
        root: { type: 'string' },
        game: { type: 'string' },
        games: { type: 'string' },
        seed: { type: 'string' },
        out: { type: 'string' },
        json: { type: 'boolean' },
    }, USAGE, { min: 2, max: _core_games_registry_js__WEBPACK_IMPORTED_MODULE_12__/* .MAX_SEATS */ .y6 });
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(values.root) ?? '.');
    if (!(await isDirectory(root)))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UserError */ .yo(`--root ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .sanitizeLine */ .g$)(root)} is not a folder`);
    const config = await (0,_adapters_discovery_js__WEBPACK_IMPORTED_MODULE_4__/* .loadArenaConfig */ .IM)(root);
    const gamesFlag = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .intFlag */ .s1)(values.games, 'games', 1, 1000);
    const seed = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .intFlag */ .s1)(values.seed, 'seed', 0, _core_match_plan_js__WEBPACK_IMPORTED_MODULE_14__/* .MAX_SEED */ .He) ?? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomInt)(0, 2 ** 31);
    const out = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(values.out);
    const json = values.json === true;
    return { root, config, positionals, game: (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(values.game), games: gamesFlag, seed, out, json };
}
async function lineUpMatch({ root, config, positionals, game: gameFlag, games: gamesFlag }, io) {
    const resolved = [];
    for (const arg of positionals)
        resolved.push(await resolveMatchAgent(arg, root, io.cwd, config));
    const game = chooseGame(gameFlag, resolved.map((r) => r.agent), config);
    const settings = (0,_core_match_plan_js__WEBPACK_IMPORTED_MODULE_14__/* .matchSettings */ .z4)(config, game);
    const { min, max } = (0,_core_games_registry_js__WEBPACK_IMPORTED_MODULE_12__/* .getGame */ .lY)(game).players;
    if (resolved.length < min || resolved.length > max) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UserError */ .yo(`${game} is played by ${min === max ? min : `${min}–${max}`} players, not ${resolved.length}`, `usage: ${USAGE}`);
    }
    if (new Set(resolved.map((r) => r.agent.id)).size !== resolved.length) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UserError */ .yo('an agent can take only one seat in a match', 'name each agent once (copy a folder to play an agent against itself)');
    }
    const games = gamesFlag ?? (0,_core_match_plan_js__WEBPACK_IMPORTED_MODULE_14__/* .gamesForSeats */ .ZT)(config.evaluation.gamesPerPairing, resolved.length, config.evaluation.pairedSeats);
    return { resolved, game, settings, games };
}
async function playMatch({ config, seed, out, json }, { resolved, game, settings, games }, io) {
    const runners = new _adapters_runner_selection_js__WEBPACK_IMPORTED_MODULE_7__/* .RunnerSet */ .r({ config, docker: { log: (line) => io.err(`${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .sanitizeLine */ .g$)(line)}\n`) } });
    let preparing;
    try {
        const agents = [];
        for (const entry of resolved) {
            const { ref, agent } = entry;
            preparing = entry;
            const { runner, launch } = await (0,_adapters_runner_selection_js__WEBPACK_IMPORTED_MODULE_7__/* .selectRunner */ .v)({ id: agent.id, tier: agent.tier, dir: agent.dir, manifest: agent.manifest }, runners, { game });
            agents.push({
                id: agent.id,
                version: agent.manifest.version,
                ...(agent.treeHash ? { treeHash: agent.treeHash } : {}),
                launch,
                runner,
                ref,
            });
        }
        const spec = {
            game,
            gameConfig: settings.gameConfig,
            agents,
            games,
            seed,
            pairedSeats: config.evaluation.pairedSeats,
            time: settings.time,
            limits: settings.limits,
        };
        io.err(`arena match: ${agents.map((a) => a.id).join(' vs ')} · ${game} · ${gamesLabel(games)} · seed ${seed}\n`);
        const outcome = await (0,_core_match_run_match_js__WEBPACK_IMPORTED_MODULE_15__/* .runMatch */ .pd)(spec, {
            onGame: (g, p) => io.err(`game ${p.played}/${p.total} (seed ${g.seed}): ${describeGame(g)}\n`),
            onVoid: (v) => io.err((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .sanitizeLine */ .g$)(`game ${v.index + 1} attempt ${v.attempt + 1} void (${v.kind}): ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .truncate */ .xv)(v.message, 300)}`) + '\n'),
        });
        return { spec, outcome };
    }
    catch (error) {
        if (json && error instanceof _adapters_docker_images_js__WEBPACK_IMPORTED_MODULE_5__/* .BuildFailedError */ .Wu && preparing) {
            const document = (0,_core_results_js__WEBPACK_IMPORTED_MODULE_16__/* .serializeResults */ .f5)(buildFailedResults(resolved, preparing, error));
            if (out !== undefined) {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, out), { recursive: true });
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, out), 'arena-results.json'), document);
            }
            io.out(document);
        }
        throw error;
    }
    finally {
        await runners.close();
    }
}
async function reportMatch({ seed, out, json }, { resolved, game }, spec, outcome, io) {
    let match = outcome.result;
    if (out !== undefined) {
        const outDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, out);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(outDir, { recursive: true });
        match = await (0,_adapters_replay_files_js__WEBPACK_IMPORTED_MODULE_6__/* .writeMatchFiles */ .g3)(outDir, spec, outcome);
    }
    const results = {
        schema: _core_results_js__WEBPACK_IMPORTED_MODULE_16__/* .RESULTS_SCHEMA_V1 */ .fi,
        run: { mode: 'match', createdAt: new Date().toISOString(), arenaVersion: _version_js__WEBPACK_IMPORTED_MODULE_19__/* .ARENA_VERSION */ .R },
        agents: resolved
            .map((r) => ({ ...(0,_core_agent_result_js__WEBPACK_IMPORTED_MODULE_18__/* .agentResult */ .n)(r.agent), ...(r.agent.tier === 'local' ? { path: (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .truncate */ .xv)(r.ref, 1024) } : {}) }))
            .filter((a, i, all) => all.findIndex((b) => b.id === a.id) === i),
        matches: [match],
        ratings: [],
        verdict: verdictOf(spec, outcome),
    };
    const document = (0,_core_results_js__WEBPACK_IMPORTED_MODULE_16__/* .serializeResults */ .f5)(results);
    if (out !== undefined)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, out), 'arena-results.json'), document);
    if (json)
        io.out(document);
    else {
        const lines = [`${game} · ${gamesLabel(outcome.result.games.length)} · seed ${seed} · match ${match.id}`, table(match)];
        for (const reason of results.verdict.conclusion === 'success' ? [] : results.verdict.reasons)
            lines.push(`note: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .sanitizeLine */ .g$)(reason)}`);
        if (out !== undefined)
            lines.push(`results, replays and logs: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_17__/* .sanitizeLine */ .g$)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, out))}`);
        io.out(`${lines.join('\n')}\n`);
    }
}
const command = {
    name: 'match',
    usage: USAGE,
    run: runMatchCommand,
};


/***/ })

};
