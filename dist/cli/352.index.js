export const id = 352;
export const ids = [352];
export const modules = {

/***/ 2982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eU: () => (/* binding */ discoverAgents),
  IM: () => (/* binding */ loadArenaConfig),
  tx: () => (/* binding */ validateAgentDir)
});

// UNUSED EXPORTS: CONFIG_FILE, listFolder, snapshotAgentFolder

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/config.ts
var config = __webpack_require__(4489);
// EXTERNAL MODULE: ./src/core/discovery.ts
var discovery = __webpack_require__(8521);
// EXTERNAL MODULE: ./src/core/dockerfile.ts
var dockerfile = __webpack_require__(1709);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/manifest.ts
var core_manifest = __webpack_require__(4414);
// EXTERNAL MODULE: ./src/core/sanitize.ts
var sanitize = __webpack_require__(9528);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/adapters/tree-hash.ts



async function treeHash(dir) {
    const entries = [];
    async function walk(rel) {
        const names = (await (0,promises_.readdir)((0,external_node_path_.join)(dir, rel))).sort();
        for (const name of names) {
            const relPath = rel ? `${rel}/${name}` : name;
            const abs = (0,external_node_path_.join)(dir, relPath);
            const info = await (0,promises_.lstat)(abs);
            if (info.isSymbolicLink()) {
                entries.push(`link\0${relPath}\0${await (0,promises_.readlink)(abs)}`);
            }
            else if (info.isDirectory()) {
                await walk(relPath);
            }
            else if (info.isFile()) {
                const digest = (0,external_node_crypto_.createHash)('sha256')
                    .update(await (0,promises_.readFile)(abs))
                    .digest('hex');
                entries.push(`file\0${relPath}\0${info.mode & 0o111 ? 'x' : '-'}\0${digest}`);
            }
        }
    }
    await walk('');
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const entry of entries)
        hash.update(`${entry}\n`);
    return `sha256:${hash.digest('hex')}`;
}

;// CONCATENATED MODULE: ./src/adapters/discovery.ts










const CONFIG_FILE = 'arena.yml';
async function loadArenaConfig(root, file = CONFIG_FILE) {
    let text;
    try {
        text = await (0,promises_.readFile)((0,external_node_path_.resolve)(root, file), 'utf8');
    }
    catch (error) {
        const code = error.code;
        if (code !== 'ENOENT')
            throw new errors/* UserError */.yo(`${file}: cannot be read (${code ?? error.message})`, 'arena.yml must be a readable file');
    }
    return (0,config/* parseConfig */.o4)(text, file);
}
function errorIssue(path, rule, message) {
    return { path, line: 1, column: 1, severity: 'error', rule, message };
}
async function linkOnTheWay(root, rel) {
    const parts = rel.split('/');
    for (let i = 1; i <= parts.length; i += 1) {
        const prefix = parts.slice(0, i).join('/');
        try {
            if ((await (0,promises_.lstat)((0,external_node_path_.join)(root, prefix))).isSymbolicLink())
                return prefix;
        }
        catch {
            return undefined;
        }
    }
    return undefined;
}
async function discoverAgents(root, config, opts = {}) {
    const issues = [];
    const names = new Map();
    const work = [];
    const roots = (0,discovery/* tierRoots */.uL)(config);
    for (const { tier, root: tierRoot } of roots) {
        const tierNames = new Set();
        names.set(tier, tierNames);
        const link = await linkOnTheWay(root, tierRoot);
        if (link !== undefined) {
            issues.push(errorIssue(link, 'symlink-escapes', `${link} is a symbolic link; Arena never follows links for tier roots: make ${tierRoot} a real folder`));
            continue;
        }
        let entries;
        try {
            entries = await (0,promises_.readdir)((0,external_node_path_.join)(root, tierRoot), { withFileTypes: true });
        }
        catch (error) {
            const code = error.code;
            if (code === 'ENOENT')
                continue;
            if (code === 'EACCES' || code === 'EPERM')
                throw new errors/* UserError */.yo(`${tierRoot}: cannot be read (${code})`, 'make the agents folders readable');
            if (code === 'ENOTDIR') {
                issues.push(errorIssue(tierRoot, 'bad-path', `${tierRoot} (agents.${tier} in arena.yml) is a file; it must be a folder of agents`));
                continue;
            }
            throw error;
        }
        const nested = new Set(roots.filter((r) => r.root.startsWith(`${tierRoot}/`)).map((r) => r.root.slice(tierRoot.length + 1).split('/')[0]));
        for (const entry of entries) {
            const name = entry.name;
            if (name.startsWith('.') || nested.has(name))
                continue;
            const path = `${tierRoot}/${name}`;
            const selected = !opts.only || opts.only(tier, name);
            if ((0,sanitize/* hasUnsafeCharacters */.dQ)(name)) {
                if (selected) {
                    issues.push(errorIssue(tierRoot, 'bad-path', `${(0,discovery/* displayName */.QC)(name)} under ${tierRoot} has control, bidi or invisible characters in its name; rename it (agent names: lowercase letters, digits and "-")`));
                }
                continue;
            }
            if (entry.isFile())
                continue;
            if (!entry.isDirectory() && !entry.isSymbolicLink()) {
                if (selected)
                    issues.push(errorIssue(path, 'bad-path', `${(0,discovery/* displayName */.QC)(name)} is not a folder (a FIFO, socket or device); remove it`));
                continue;
            }
            if (!(0,discovery/* isAgentName */.XL)(name)) {
                if (selected) {
                    issues.push(errorIssue(path, 'bad-name', `folder ${(0,discovery/* displayName */.QC)(name)} cannot be an agent: agent folder names are lowercase letters, digits and "-", starting with a letter or digit, at most 39 characters; rename it`));
                }
                continue;
            }
            tierNames.add(name);
            if (selected)
                work.push({ tier, name, path, dir: (0,external_node_path_.join)(root, tierRoot, name), linked: entry.isSymbolicLink() });
        }
    }
    const agents = new Array(work.length);
    let next = 0;
    const worker = async () => {
        while (next < work.length) {
            const index = next;
            next += 1;
            const item = work[index];
            agents[index] = item.linked ? linkedAgent(item) : await validateAgentDir(item.dir, item, config, { hash: opts.hash ?? true });
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 32, work.length)) }, worker));
    agents.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    (0,discovery/* checkDuplicateNames */.mI)(agents, names);
    return { agents, issues, names };
}
function linkedAgent(item) {
    return {
        id: `${item.tier}/${item.name}`,
        tier: item.tier,
        name: item.name,
        path: item.path,
        dir: item.dir,
        manifestPath: `${item.path}/${core_manifest/* MANIFEST_FILE */.h1}`,
        status: 'invalid',
        issues: [
            errorIssue(item.path, 'symlink-escapes', `${item.path} is a symbolic link; Arena never follows links out of the repository or between folders: make it a real folder`),
        ],
        summary: {},
        size: { bytes: 0, entries: 0 },
    };
}
async function listFolder(dir, maxEntries) {
    const entries = [];
    const queue = [''];
    while (queue.length > 0) {
        const rel = queue.shift();
        const children = await (0,promises_.readdir)(rel ? (0,external_node_path_.join)(dir, rel) : dir, { withFileTypes: true });
        children.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const child of children) {
            const path = rel ? `${rel}/${child.name}` : child.name;
            if (entries.length >= maxEntries)
                return { entries, truncated: true };
            if (child.isDirectory()) {
                entries.push({ path, kind: 'dir', size: 0 });
                queue.push(path);
            }
            else if (child.isSymbolicLink()) {
                let target = '';
                try {
                    target = await (0,promises_.readlink)((0,external_node_path_.join)(dir, path));
                }
                catch {
                    target = '';
                }
                entries.push({ path, kind: 'symlink', size: 0, target });
            }
            else if (child.isFile()) {
                const info = await (0,promises_.lstat)((0,external_node_path_.join)(dir, path));
                entries.push({ path, kind: 'file', size: info.size });
            }
            else {
                entries.push({ path, kind: 'other', size: 0 });
            }
        }
    }
    return { entries, truncated: false };
}
async function readHead(path, max) {
    const handle = await (0,promises_.open)(path, 'r');
    try {
        const buffer = Buffer.alloc(max);
        let total = 0;
        while (total < max) {
            const { bytesRead } = await handle.read(buffer, total, max - total, total);
            if (bytesRead === 0)
                break;
            total += bytesRead;
        }
        return buffer.subarray(0, total);
    }
    finally {
        await handle.close();
    }
}
async function snapshotAgentFolder(dir, where, config) {
    const { entries, truncated } = await listFolder(dir, config.limits.agentFiles + 1);
    const manifestEntry = entries.find((e) => e.path === core_manifest/* MANIFEST_FILE */.h1);
    let manifest;
    if (manifestEntry?.kind === 'file') {
        manifest = await readHead((0,external_node_path_.join)(dir, core_manifest/* MANIFEST_FILE */.h1), config.limits.manifestBytes + 1);
    }
    return {
        tier: where.tier,
        name: where.name,
        path: where.path,
        ...(manifest !== undefined ? { manifest, manifestBytes: manifestEntry.size } : {}),
        entries,
        truncated,
        readText(relativePath) {
            try {
                const abs = (0,external_node_path_.join)(dir, relativePath);
                const info = (0,external_node_fs_.lstatSync)(abs);
                if (!info.isFile() || info.size > dockerfile/* DOCKERFILE_MAX_BYTES */.w0)
                    return undefined;
                return new TextDecoder('utf-8', { fatal: true }).decode((0,external_node_fs_.readFileSync)(abs));
            }
            catch {
                return undefined;
            }
        },
    };
}
async function validateAgentDir(dir, where, config, opts = {}) {
    let info;
    try {
        info = await (0,promises_.lstat)(dir);
    }
    catch {
        throw new errors/* UserError */.yo(`${where.path}: no such agent folder`, 'give the path of a folder holding agent.yml');
    }
    if (info.isSymbolicLink())
        return linkedAgent({ ...where, dir });
    if (!info.isDirectory())
        throw new errors/* UserError */.yo(`${where.path} is not a folder`, 'give the path of a folder holding agent.yml');
    let snapshot;
    try {
        snapshot = await snapshotAgentFolder(dir, where, config);
    }
    catch (error) {
        const code = error.code ?? error.message;
        return {
            id: `${where.tier}/${where.name}`,
            tier: where.tier,
            name: where.name,
            path: where.path,
            dir,
            manifestPath: `${where.path}/${core_manifest/* MANIFEST_FILE */.h1}`,
            status: 'invalid',
            issues: [
                errorIssue(where.path, 'bad-path', `the agent folder could not be read (${code}); make every file and folder in it readable`),
            ],
            summary: {},
            size: { bytes: 0, entries: 0 },
        };
    }
    const validation = (0,discovery/* validateAgentFolder */.Qh)(snapshot, config);
    const agent = { ...validation, dir };
    const overCap = snapshot.truncated || validation.size.bytes > config.limits.agentBytes;
    if ((opts.hash ?? true) && !overCap) {
        try {
            agent.treeHash = await treeHash(dir);
        }
        catch {
        }
    }
    return agent;
}


/***/ }),

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


/***/ })

};
