export const id = 177;
export const ids = [177];
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

/***/ 4489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HU: () => (/* binding */ offeredGames),
/* harmony export */   aT: () => (/* binding */ gameSettings),
/* harmony export */   o4: () => (/* binding */ parseConfig),
/* harmony export */   qi: () => (/* binding */ gameModules),
/* harmony export */   sb: () => (/* binding */ defaultConfig)
/* harmony export */ });
/* unused harmony exports TimeControlSchema, BudgetSchema, GAME_MODULE_PATTERN, GameSettingsSchema, StoppingSchema, ConfigSchema, CONFIG_MAX_BYTES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2857);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _games_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1827);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2184);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(668);





const Size = (what) => zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(0), zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(_units_js__WEBPACK_IMPORTED_MODULE_2__/* .SIZE_PATTERN */ .bv, `${what} is a size such as 64k, 256m or 1g`)]).transform((v) => (0,_units_js__WEBPACK_IMPORTED_MODULE_2__/* .parseSize */ .DB)(v));
const Ms = zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr()
    .min(1)
    .max(24 * 3600 * 1000);
const RelativeDir = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
    .min(1)
    .max(256)
    .refine((p) => !p.startsWith('/') && !p.split('/').includes('..') && !p.includes('\\'), 'a folder inside the repository (relative, no "..")')
    .transform((p) => {
    let end = p.length;
    while (end > 0 && p[end - 1] === '/')
        end -= 1;
    return p.slice(0, end);
});
const TimeControlSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    startupMs: Ms.default(10_000),
    turnMs: Ms.default(1_000),
    bankMs: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(0).max(3_600_000).default(10_000),
    matchMs: Ms.default(900_000),
});
const BudgetSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    memory: Size('memory').default(512 * 1024 ** 2),
    cpus: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0.1).max(64).default(1),
    pids: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(8).max(4096).default(128),
    tmpfs: Size('tmpfs').default(64 * 1024 ** 2),
    outputBytes: Size('outputBytes').default(16 * 1024 ** 2),
    maxLineBytes: Size('maxLineBytes').default(1024 ** 2),
    stderrBytes: Size('stderrBytes').default(128 * 1024),
    nofile: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(16).max(65_536).default(256),
    fileSize: Size('fileSize').default(64 * 1024 ** 2),
});
const GAME_MODULE_PATTERN = /^games\/[a-z0-9][a-z0-9-]{0,63}\/[A-Za-z0-9_.-]{1,100}\.m?js$/;
const GameSettingsSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    module: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .max(200)
        .regex(GAME_MODULE_PATTERN, 'a game module path such as games/<name>/game.mjs')
        .refine((p) => !p.split('/').includes('..'), 'a path inside games/ (no "..")')
        .optional(),
    players: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(2).max(8).optional(),
    time: TimeControlSchema.prefault({}),
    budget: BudgetSchema.prefault({}),
    config: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J()).default({}),
});
const StoppingSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    enabled: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().default(true),
    alpha: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0.001).max(0.4).default(0.05),
    beta: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0.001).max(0.4).default(0.05),
    elo0: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(-2000).max(2000).default(-200),
    elo1: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(-2000).max(2000).default(200),
    minPairs: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(1).max(500).default(2),
    maxPairs: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(1).max(500).default(16),
    budgetMinutes: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .min(1)
        .max(24 * 60)
        .default(30),
})
    .superRefine((s, ctx) => {
    if (s.elo1 <= s.elo0)
        ctx.addIssue({ code: 'custom', path: ['elo1'], message: `elo1 must be greater than elo0 (${s.elo0})` });
    if (s.maxPairs < s.minPairs)
        ctx.addIssue({ code: 'custom', path: ['maxPairs'], message: `maxPairs must be at least minPairs (${s.minPairs})` });
});
const OfficialIdRef = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
    .regex(/^official\/[a-z0-9][a-z0-9-]{0,38}$/, 'an official agent id such as official/random (only official agents can be references or anchors)');
const ConfigSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    agents: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        official: RelativeDir.default('agents/official'),
        community: RelativeDir.default('agents/community'),
    })
        .prefault({}),
    games: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(_games_names_js__WEBPACK_IMPORTED_MODULE_1__/* .GAME_NAME_PATTERN */ .Sf, 'a game name (lowercase letters, digits and -)'), GameSettingsSchema.prefault({}))
        .superRefine((games, ctx) => {
        for (const [name, settings] of Object.entries(games)) {
            if ((0,_games_names_js__WEBPACK_IMPORTED_MODULE_1__/* .isBuiltInGame */ .As)(name) && settings.module !== undefined) {
                ctx.addIssue({
                    code: 'custom',
                    path: [name, 'module'],
                    message: `"${name}" is a built-in game; give your own game another name`,
                });
            }
            else if (!(0,_games_names_js__WEBPACK_IMPORTED_MODULE_1__/* .isBuiltInGame */ .As)(name) && settings.module === undefined) {
                ctx.addIssue({
                    code: 'custom',
                    path: [name],
                    message: `unknown game "${name}"; built-in games: ${_games_names_js__WEBPACK_IMPORTED_MODULE_1__/* .GAME_NAMES */ .Av.join(', ')}; a game of your own needs module: games/${name}/game.mjs`,
                });
            }
            else if (settings.module !== undefined && settings.module.split('/')[1] !== name) {
                ctx.addIssue({
                    code: 'custom',
                    path: [name, 'module'],
                    message: `the module of game "${name}" lives in games/${name}/`,
                });
            }
        }
    })
        .default(() => Object.fromEntries(_games_names_js__WEBPACK_IMPORTED_MODULE_1__/* .GAME_NAMES */ .Av.map((g) => [g, GameSettingsSchema.parse({})]))),
    evaluation: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        gamesPerPairing: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(1).max(1000).default(10),
        pairedSeats: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().default(true),
        forkSuccess: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().default(false),
        references: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(OfficialIdRef).default([]),
        maxFailureShare: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).max(1).default(0.5),
        stopping: StoppingSchema.prefault({}),
    })
        .prefault({}),
    rotation: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        schedule: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['round-robin', 'uncertainty']).default('round-robin'),
        gamesPerPairing: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(1).max(1000).default(4),
        budget: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
            games: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(1).max(1_000_000).default(2000),
            minutes: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr()
                .min(1)
                .max(24 * 60)
                .default(60),
        })
            .prefault({}),
        shards: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(1).max(256).default(1),
        parallel: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(1).max(64).default(2),
        quarantine: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
            threshold: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).max(1).default(0.5),
            window: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(1).max(10_000).default(20),
            minGames: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(1).max(10_000).default(6),
        })
            .prefault({}),
        anchors: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(OfficialIdRef).default([]),
        publish: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
            branch: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
                .regex(/^[A-Za-z0-9._/-]{1,100}$/)
                .default('arena-data'),
            path: RelativeDir.default('arena'),
        })
            .prefault({}),
    })
        .prefault({}),
    build: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        network: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['none', 'default']).default('none'),
        timeoutMs: Ms.default(600_000),
        baseImages: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[a-z0-9][a-z0-9._/:-]{0,200}$/, 'an image name such as node:22-slim'))
            .default(['node:22-slim', 'node:24-slim', 'python:3.12-slim', 'python:3.13-slim', 'debian:bookworm-slim', 'busybox:1.37']),
        registries: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[a-z0-9.-]+(:\d+)?$/, 'a registry host such as ghcr.io')).default(['ghcr.io', 'docker.io']),
        pullTimeoutMs: Ms.default(300_000),
        maxImageBytes: Size('maxImageBytes').default(2 * 1024 ** 3),
        maxContextBytes: Size('maxContextBytes').default(50 * 1024 ** 2),
    })
        .prefault({}),
    engine: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        startTimeoutMs: Ms.default(120_000),
        commandTimeoutMs: Ms.default(60_000),
    })
        .prefault({}),
    limits: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        manifestBytes: Size('manifestBytes').default(64 * 1024),
        agentBytes: Size('agentBytes').default(50 * 1024 ** 2),
        agentFiles: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(1).max(1_000_000).default(2000),
    })
        .prefault({}),
});
const CONFIG_MAX_BYTES = 256 * 1024;
function defaultConfig() {
    return ConfigSchema.parse({});
}
function offeredGames(config) {
    const builtIn = _games_names_js__WEBPACK_IMPORTED_MODULE_1__/* .GAME_NAMES */ .Av.filter((g) => config.games[g] !== undefined);
    const own = Object.keys(config.games)
        .filter((g) => !(0,_games_names_js__WEBPACK_IMPORTED_MODULE_1__/* .isBuiltInGame */ .As)(g))
        .sort();
    return [...builtIn, ...own];
}
function gameModules(config) {
    return Object.entries(config.games)
        .filter(([, s]) => s?.module !== undefined)
        .map(([name, s]) => ({ name, module: s.module }))
        .sort((a, b) => (a.name < b.name ? -1 : 1));
}
function gameSettings(config, game) {
    const settings = Object.hasOwn(config.games, game) ? config.games[game] : undefined;
    if (!settings)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`game ${game} is not offered by this arena`, `add it under games: in arena.yml`);
    return settings;
}
function parseConfig(text, file = 'arena.yml') {
    if (text === undefined)
        return defaultConfig();
    const { source, issues } = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .parseYaml */ .hN)(text, file, { maxBytes: CONFIG_MAX_BYTES, tooLargeRule: 'config-too-large' });
    const first = issues[0];
    if (!source || first) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`${file}:${first?.line ?? 1}:${first?.column ?? 1}: ${first?.message ?? 'could not be read'}`, 'fix arena.yml (see docs/configuration.md)');
    }
    const value = source.value ?? {};
    if (typeof value !== 'object' || Array.isArray(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`${file}:1:1: arena.yml must be a mapping of settings`, 'see docs/configuration.md for the keys');
    }
    const parsed = ConfigSchema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    let path = issue.path.filter((p) => typeof p !== 'symbol');
    let which = 'value';
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') {
        const key = issue.keys[0];
        const unknownGame = path.length === 1 && path[0] === 'games';
        path = [...path, key];
        which = 'key';
        message = unknownGame
            ? `unknown game "${key}"; built-in games: ${_games_names_js__WEBPACK_IMPORTED_MODULE_1__/* .GAME_NAMES */ .Av.join(', ')}`
            : `unknown key "${key}"${path.length > 1 ? ` under ${path.slice(0, -1).join('.')}` : ''}; remove it or check its spelling`;
    }
    else if (issue.code === 'custom' && path.length === 2 && path[0] === 'games' && message.startsWith('unknown game')) {
        which = 'key';
    }
    else if (issue.code === 'invalid_key' && path.length === 2 && path[0] === 'games') {
        const key = String(path[1]);
        which = 'key';
        message = `unknown game ${JSON.stringify(key)}: a game name is lowercase letters, digits and -; built-in games: ${_games_names_js__WEBPACK_IMPORTED_MODULE_1__/* .GAME_NAMES */ .Av.join(', ')}`;
    }
    else {
        message = `${path.join('.')}: ${message}`;
    }
    const at = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .locate */ .x5)(source, path, which);
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`${file}:${at.line}:${at.column}: ${message}`, 'fix arena.yml (every key and default: docs/configuration.md)');
}


/***/ }),

/***/ 8521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NP: () => (/* binding */ normalizeRepoPath),
/* harmony export */   QC: () => (/* binding */ displayName),
/* harmony export */   Qh: () => (/* binding */ validateAgentFolder),
/* harmony export */   VU: () => (/* binding */ checkFolderEntries),
/* harmony export */   XL: () => (/* binding */ isAgentName),
/* harmony export */   Z5: () => (/* binding */ locateAgentPath),
/* harmony export */   mI: () => (/* binding */ checkDuplicateNames),
/* harmony export */   uL: () => (/* binding */ tierRoots)
/* harmony export */ });
/* unused harmony export linkEscapes */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _dockerfile_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1709);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4414);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(541);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9528);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2184);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(668);







function tierRoots(config) {
    return _results_js__WEBPACK_IMPORTED_MODULE_3__/* .TIERS */ .iB.map((tier) => {
        const root = normalizeRepoPath(config.agents[tier]) ?? config.agents[tier];
        return { tier, root, prefix: `${root}/` };
    }).sort((a, b) => b.root.length - a.root.length);
}
function normalizeRepoPath(path) {
    if (!path || path.includes('\u0000') || path.startsWith('/'))
        return undefined;
    const parts = [];
    for (const part of path.split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..')
            return undefined;
        parts.push(part);
    }
    return parts.length > 0 ? parts.join('/') : undefined;
}
function locateAgentPath(path, roots) {
    for (const { tier, root, prefix } of roots) {
        if (!path.startsWith(prefix))
            continue;
        const rest = path.slice(prefix.length);
        const slash = rest.indexOf('/');
        const name = slash === -1 ? rest : rest.slice(0, slash);
        if (!name)
            return undefined;
        return { tier, name, folder: `${root}/${name}`, inside: slash === -1 ? '' : rest.slice(slash + 1) };
    }
    return undefined;
}
function isAgentName(name) {
    return _results_js__WEBPACK_IMPORTED_MODULE_3__/* .AGENT_NAME_PATTERN */ .DH.test(name);
}
function displayName(name) {
    const short = name.length > 200 ? `${name.slice(0, 199)}…` : name;
    return Array.from(JSON.stringify(short), (ch) => (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_4__/* .hasUnsafeCharacters */ .dQ)(ch) ? `\\u${ch.codePointAt(0).toString(16).padStart(4, '0')}` : ch).join('');
}
function safeAncestor(base, relative) {
    const parts = relative.split('/');
    const safe = [];
    for (const part of parts) {
        if ((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_4__/* .hasUnsafeCharacters */ .dQ)(part))
            break;
        safe.push(part);
    }
    return safe.length > 0 ? `${base}/${safe.join('/')}` : base;
}
function linkEscapes(linkPath, target) {
    if (!target || target.startsWith('/') || target.includes('\\') || /^[A-Za-z]:/.test(target))
        return true;
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(linkPath), target));
    return resolved === '..' || resolved.startsWith('../');
}
function checkFolderEntries(snapshot, config) {
    const issues = [];
    const at = (path, rule, message) => issues.push({ path, line: 1, column: 1, severity: 'error', rule, message });
    let bytes = 0;
    let badPaths = 0;
    for (const entry of snapshot.entries) {
        bytes += entry.kind === 'file' ? entry.size : 0;
        if ((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_4__/* .hasUnsafeCharacters */ .dQ)(entry.path)) {
            badPaths += 1;
            if (badPaths <= 20) {
                at(safeAncestor(snapshot.path, entry.path), 'bad-path', `${displayName(entry.path)} has control, bidi or invisible characters in its name; rename it with plain letters, digits, ".", "-" and "_"`);
            }
            continue;
        }
        const full = `${snapshot.path}/${entry.path}`;
        if (entry.kind === 'other') {
            at(full, 'bad-path', `${displayName(entry.path)} is not a regular file, folder or link (a FIFO, socket or device); remove it`);
        }
        else if (entry.kind === 'symlink' && linkEscapes(entry.path, entry.target ?? '')) {
            at(full, 'symlink-escapes', `${displayName(entry.path)} is a symbolic link to ${displayName(entry.target ?? '')}, outside the agent folder; Arena never follows links out of a folder: copy the file in instead`);
        }
    }
    if (badPaths > 20)
        at(snapshot.path, 'bad-path', `${badPaths - 20} more names with unsafe characters; rename them all`);
    const limits = config.limits;
    if (snapshot.truncated || snapshot.entries.length > limits.agentFiles) {
        at(snapshot.path, 'agent-too-large', `the agent folder has ${snapshot.truncated ? `more than ${limits.agentFiles}` : snapshot.entries.length} files and folders; the limit is ${limits.agentFiles} (limits.agentFiles): remove build outputs, dependencies and data you can fetch at build time`);
    }
    if (bytes > limits.agentBytes) {
        at(snapshot.path, 'agent-too-large', `the agent folder holds ${(0,_units_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(bytes)}; the limit is ${(0,_units_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(limits.agentBytes)} (limits.agentBytes): remove build outputs, dependencies and large data`);
    }
    return issues;
}
function validateAgentFolder(snapshot, config) {
    const manifestPath = `${snapshot.path}/${_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .MANIFEST_FILE */ .h1}`;
    const id = `${snapshot.tier}/${snapshot.name}`;
    const issues = [];
    const folderIssues = checkFolderEntries(snapshot, config);
    let bytes = 0;
    for (const e of snapshot.entries)
        bytes += e.kind === 'file' ? e.size : 0;
    const size = { bytes, entries: snapshot.entries.length };
    const manifestEntry = snapshot.entries.find((e) => e.path === _manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .MANIFEST_FILE */ .h1);
    let check = { issues: [], summary: {} };
    if (snapshot.manifest === undefined || (manifestEntry && manifestEntry.kind !== 'file')) {
        const what = manifestEntry?.kind === 'symlink'
            ? 'agent.yml is a symbolic link; make it a regular file'
            : manifestEntry?.kind === 'dir'
                ? 'agent.yml is a folder; it must be the manifest file'
                : `this folder under ${snapshot.path.slice(0, snapshot.path.lastIndexOf('/'))} has no agent.yml; add one (name, version, games, entrypoint), or move the folder out of the agents tree`;
        issues.push({
            path: manifestEntry ? manifestPath : snapshot.path,
            line: 1,
            column: 1,
            severity: 'error',
            rule: 'missing-manifest',
            message: what,
        });
    }
    else {
        check = (0,_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .validateManifestText */ .DN)(snapshot.manifest, {
            path: manifestPath,
            tier: snapshot.tier,
            folderName: snapshot.name,
            config,
            ...(snapshot.manifestBytes !== undefined ? { fileBytes: snapshot.manifestBytes } : {}),
        });
        issues.push(...check.issues);
        const ep = check.source ? check.source.value.entrypoint : undefined;
        if (ep && ep.type === 'docker' && typeof ep.build === 'string' && !check.issues.some((i) => i.rule === 'build-context-escapes')) {
            issues.push(...checkBuild(snapshot, check, ep, config));
        }
    }
    issues.push(...folderIssues);
    const namePosition = check.source && check.summary.name !== undefined ? (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_6__/* .locate */ .x5)(check.source, ['name']) : undefined;
    return {
        id,
        tier: snapshot.tier,
        name: snapshot.name,
        path: snapshot.path,
        manifestPath,
        status: (0,_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .statusFromIssues */ .bG)(issues),
        issues,
        ...(check.manifest && (0,_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .statusFromIssues */ .bG)(issues) === 'ok' ? { manifest: check.manifest } : {}),
        summary: check.summary,
        ...(namePosition ? { namePosition } : {}),
        size,
    };
}
function checkBuild(snapshot, check, ep, config) {
    const issues = [];
    const source = check.source;
    const manifestPath = `${snapshot.path}/${_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .MANIFEST_FILE */ .h1}`;
    const add = (key, rule, message) => issues.push({ path: manifestPath, ...(0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_6__/* .locate */ .x5)(source, ['entrypoint', key]), severity: 'error', rule, message });
    const byPath = new Map(snapshot.entries.map((e) => [e.path, e]));
    const context = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(ep.build).replace(/\/+$/, '');
    const dockerfileRel = typeof ep.dockerfile === 'string' ? ep.dockerfile : 'Dockerfile';
    if ((0,_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .relativePathProblem */ .BE)(dockerfileRel))
        return issues;
    const dockerfile = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(context === '.' ? dockerfileRel : `${context}/${dockerfileRel}`);
    for (const [key, target] of [
        ['build', context],
        [ep.dockerfile !== undefined ? 'dockerfile' : 'build', dockerfile],
    ]) {
        if (target === '.')
            continue;
        const parts = target.split('/');
        for (let i = 1; i <= parts.length; i += 1) {
            const prefix = parts.slice(0, i).join('/');
            const entry = byPath.get(prefix);
            if (entry?.kind === 'symlink') {
                add(key, 'build-context-escapes', `${displayName(prefix)} is a symbolic link; the build context and Dockerfile must be real files and folders inside the agent folder`);
                return issues;
            }
        }
    }
    if (context !== '.' && byPath.get(context)?.kind !== 'dir') {
        add('build', 'missing-dockerfile', `build context ${displayName(context)} is not a folder inside the agent folder; create it or use build: .`);
        return issues;
    }
    const entry = byPath.get(dockerfile);
    if (entry?.kind !== 'file') {
        add(ep.dockerfile !== undefined ? 'dockerfile' : 'build', 'missing-dockerfile', `there is no Dockerfile at ${displayName(dockerfile)} in the agent folder; add one${ep.dockerfile === undefined ? ' or set dockerfile:' : ''}`);
        return issues;
    }
    if (entry.size > _dockerfile_js__WEBPACK_IMPORTED_MODULE_1__/* .DOCKERFILE_MAX_BYTES */ .w0) {
        add(ep.dockerfile !== undefined ? 'dockerfile' : 'build', 'agent-too-large', `the Dockerfile is larger than ${(0,_units_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(_dockerfile_js__WEBPACK_IMPORTED_MODULE_1__/* .DOCKERFILE_MAX_BYTES */ .w0)}`);
        return issues;
    }
    const text = snapshot.readText(dockerfile);
    if (text === undefined) {
        add(ep.dockerfile !== undefined ? 'dockerfile' : 'build', 'missing-dockerfile', `the Dockerfile ${displayName(dockerfile)} could not be read as UTF-8 text`);
        return issues;
    }
    issues.push(...(0,_dockerfile_js__WEBPACK_IMPORTED_MODULE_1__/* .checkDockerfile */ .vn)(text, { path: `${snapshot.path}/${dockerfile}`, baseImages: config.build.baseImages }));
    return issues;
}
function checkDuplicateNames(agents, allNames) {
    for (const agent of agents) {
        if (agent.tier !== 'community')
            continue;
        const name = agent.summary.name ?? agent.name;
        if (!allNames.get('official')?.has(name))
            continue;
        agent.issues.push({
            path: agent.manifestPath,
            line: agent.namePosition?.line ?? 1,
            column: agent.namePosition?.column ?? 1,
            severity: 'error',
            rule: 'duplicate-name',
            message: `the name "${name}" is taken by the official agent official/${name}; choose another name (and rename the folder to match)`,
        });
        agent.status = (0,_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .statusFromIssues */ .bG)(agent.issues);
        delete agent.manifest;
    }
}


/***/ }),

/***/ 1709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o_: () => (/* binding */ parseImageReference),
/* harmony export */   qv: () => (/* binding */ isPinnedByDigest),
/* harmony export */   vn: () => (/* binding */ checkDockerfile),
/* harmony export */   w0: () => (/* binding */ DOCKERFILE_MAX_BYTES)
/* harmony export */ });
/* unused harmony exports parseDockerfile, isAllowlistedImage */
const DOCKERFILE_MAX_BYTES = 256 * 1024;
const DIRECTIVE = /^[ \t]*#[ \t]*([A-Za-z][A-Za-z0-9_-]*)[ \t]*=(.*)$/;
const KNOWN_DIRECTIVES = new Set(['syntax', 'escape', 'check']);
function parseDirectives(lines) {
    const directives = [];
    let escape = '\\';
    let index = 0;
    const seen = new Set();
    for (; index < lines.length; index += 1) {
        const raw = stripCr(lines[index]);
        const match = DIRECTIVE.exec(raw);
        if (!match)
            break;
        const name = match[1].toLowerCase();
        if (!KNOWN_DIRECTIVES.has(name) || seen.has(name))
            break;
        seen.add(name);
        const directive = { name, value: trimBlanks(match[2]), line: index + 1, column: raw.indexOf('#') + 1 };
        directives.push(directive);
        if (name === 'escape' && (directive.value === '`' || directive.value === '\\'))
            escape = directive.value;
    }
    return { directives, escape, index };
}
function positionIn(lineStarts, length, i) {
    let lo = 0;
    let hi = lineStarts.length - 1;
    if (hi < 0 || i < lineStarts[0].offset || i >= length)
        return undefined;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (lineStarts[mid].offset <= i)
            lo = mid;
        else
            hi = mid - 1;
    }
    const { offset, line } = lineStarts[lo];
    return { line, column: i - offset + 1 };
}
function toInstruction(body, lineStarts, start) {
    const trimmed = body.trimStart();
    if (!trimmed)
        return undefined;
    const lead = body.length - trimmed.length;
    const keywordMatch = /^\S+/.exec(trimmed);
    const keyword = keywordMatch[0].toUpperCase();
    const afterKeyword = trimmed.slice(keywordMatch[0].length);
    const argsLead = afterKeyword.length - afterKeyword.trimStart().length;
    const argsStart = lead + keywordMatch[0].length + argsLead;
    const args = body.slice(argsStart).trimEnd();
    const first = positionIn(lineStarts, body.length, lead) ?? start;
    return {
        keyword,
        args,
        line: first.line,
        column: first.column,
        at(offset) {
            const i = argsStart + Math.max(0, Math.min(offset, args.length - 1));
            return positionIn(lineStarts, body.length, i) ?? first;
        },
    };
}
function lateSyntaxComment(raw, index) {
    const match = DIRECTIVE.exec(raw);
    if (!match || match[1].toLowerCase() !== 'syntax')
        return undefined;
    return { name: 'syntax', value: trimBlanks(match[2]), line: index + 1, column: raw.indexOf('#') + 1 };
}
function parseDockerfile(text) {
    const lines = text.replace(/^\ufeff/, '').split('\n');
    const lateSyntaxComments = [];
    const { directives, escape, index: firstInstructionLine } = parseDirectives(lines);
    const instructions = [];
    let buffer = '';
    let lineStarts = [];
    let startLine = 0;
    let startColumn = 0;
    let continuing = false;
    const flush = () => {
        const instruction = toInstruction(buffer, lineStarts, { line: startLine, column: startColumn });
        buffer = '';
        lineStarts = [];
        continuing = false;
        if (instruction)
            instructions.push(instruction);
    };
    for (let index = firstInstructionLine; index < lines.length; index += 1) {
        const raw = stripCr(lines[index]);
        const trimmedStart = raw.replace(/^[ \t]+/, '');
        if (trimmedStart.startsWith('#')) {
            const late = instructions.length === 0 && !continuing ? lateSyntaxComment(raw, index) : undefined;
            if (late)
                lateSyntaxComments.push(late);
            continue;
        }
        if (trimmedStart === '')
            continue;
        if (!continuing) {
            startLine = index + 1;
            startColumn = raw.length - trimmedStart.length + 1;
        }
        const withoutTrailing = trimBlanksEnd(raw);
        const continues = withoutTrailing.endsWith(escape);
        const content = continues ? withoutTrailing.slice(0, -1) : raw;
        lineStarts.push({ offset: buffer.length, line: index + 1 });
        buffer += content;
        if (continues) {
            buffer += ' ';
            continuing = true;
        }
        else {
            flush();
        }
    }
    if (buffer)
        flush();
    return { directives, instructions, lateSyntaxComments };
}
function stripCr(line) {
    return line.endsWith('\r') ? line.slice(0, -1) : line;
}
const isBlank = (ch) => ch === ' ' || ch === '\t';
function trimBlanksEnd(text) {
    let end = text.length;
    while (end > 0 && isBlank(text[end - 1]))
        end -= 1;
    return text.slice(0, end);
}
function trimBlanks(text) {
    let start = 0;
    while (start < text.length && isBlank(text[start]))
        start += 1;
    return trimBlanksEnd(text.slice(start));
}
function words(args) {
    const out = [];
    let i = 0;
    while (i < args.length) {
        while (i < args.length && /\s/.test(args[i]))
            i += 1;
        if (i >= args.length)
            break;
        const offset = i;
        let text = '';
        let runFrom = i;
        while (i < args.length && !/\s/.test(args[i])) {
            const ch = args[i];
            if (ch === '"' || ch === "'") {
                text += args.slice(runFrom, i);
                const end = args.indexOf(ch, i + 1);
                if (end === -1) {
                    text += args.slice(i + 1);
                    i = args.length;
                }
                else {
                    text += args.slice(i + 1, end);
                    i = end + 1;
                }
                runFrom = i;
            }
            else {
                i += 1;
            }
        }
        out.push({ text: text + args.slice(runFrom, i), offset });
    }
    return out;
}
function jsonForm(args) {
    const trimmed = args.trim();
    if (!trimmed.startsWith('['))
        return undefined;
    let parsed;
    try {
        parsed = JSON.parse(trimmed);
    }
    catch {
        return undefined;
    }
    if (!Array.isArray(parsed) || !parsed.every((x) => typeof x === 'string'))
        return undefined;
    const offsets = [];
    let i = args.indexOf('[') + 1;
    while (i < args.length && offsets.length < parsed.length) {
        if (args[i] !== '"') {
            i += 1;
            continue;
        }
        offsets.push(i + 1);
        i += 1;
        while (i < args.length && args[i] !== '"')
            i += args[i] === '\\' ? 2 : 1;
        i += 1;
    }
    return parsed.map((text, n) => ({ text, offset: offsets[n] ?? args.indexOf('[') }));
}
const DIGEST = /^sha256:[0-9a-f]{64}$/;
function parseImageReference(reference) {
    if (!reference || /\s/.test(reference) || reference.length > 512)
        return undefined;
    let rest = reference;
    let digest;
    const at = rest.indexOf('@');
    if (at !== -1) {
        digest = rest.slice(at + 1);
        rest = rest.slice(0, at);
    }
    let tag;
    const lastSlash = rest.lastIndexOf('/');
    const colon = rest.lastIndexOf(':');
    if (colon > lastSlash) {
        tag = rest.slice(colon + 1);
        rest = rest.slice(0, colon);
    }
    if (!rest)
        return undefined;
    const parts = rest.split('/');
    let registry = 'docker.io';
    const first = parts[0];
    if (parts.length > 1 && (first.includes('.') || first.includes(':') || first === 'localhost')) {
        registry = first.toLowerCase();
        parts.shift();
    }
    if (registry === 'index.docker.io' || registry === 'registry-1.docker.io')
        registry = 'docker.io';
    if (registry === 'docker.io' && parts.length === 1)
        parts.unshift('library');
    const repository = parts.join('/');
    if (!/^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*$/.test(repository))
        return undefined;
    if (tag !== undefined && !/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/.test(tag))
        return undefined;
    return { registry, repository, ...(tag !== undefined ? { tag } : {}), ...(digest !== undefined ? { digest } : {}) };
}
function isPinnedByDigest(reference) {
    const ref = parseImageReference(reference);
    return ref?.digest !== undefined && DIGEST.test(ref.digest);
}
function canonical(ref) {
    return `${ref.registry}/${ref.repository}:${ref.tag ?? 'latest'}`;
}
function isAllowlistedImage(reference, baseImages) {
    const ref = parseImageReference(reference);
    if (!ref || ref.digest !== undefined)
        return false;
    const want = canonical(ref);
    return baseImages.some((entry) => {
        const allowed = parseImageReference(entry);
        return allowed !== undefined && canonical(allowed) === want;
    });
}
const URL_LIKE = /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/|git@|[A-Za-z0-9.-]+\.[A-Za-z]{2,}\/[^\s]*\.git(?:[#?].*)?$)/;
function addIssue(check, pos, rule, message) {
    check.issues.push({ path: check.opts.path, line: pos.line, column: pos.column, severity: 'error', rule, message });
}
function checkImage(check, image, pos, where) {
    const { opts } = check;
    const lower = image.toLowerCase();
    if (lower === 'scratch' || check.stages.has(lower))
        return;
    if (/^\d+$/.test(image) && Number(image) < check.stageCount)
        return;
    if (image.includes('$')) {
        addIssue(check, pos, 'unpinned-base-image', `${where} names its image through a build argument (${truncateValue(image)}), so it cannot be checked; write the image out, pinned as name@sha256:<digest> or one of build.baseImages in arena.yml`);
        return;
    }
    if (isPinnedByDigest(image) || isAllowlistedImage(image, opts.baseImages))
        return;
    const allowed = opts.baseImages.length > 0 ? `, or use one of the allowed base images: ${opts.baseImages.join(', ')}` : '';
    const ref = parseImageReference(image);
    const name = ref ? image.split('@')[0].replace(/:[^:/]*$/, '') : 'name';
    addIssue(check, pos, 'unpinned-base-image', `${where} uses ${truncateValue(image)}, which is neither pinned by digest nor an allowed base image; pin it as ${truncateValue(name)}@sha256:<digest> (docker buildx imagetools inspect ${truncateValue(image)} shows it)${allowed}`);
}
function checkSyntaxDirectives(check, parsed) {
    for (const directive of [...parsed.directives, ...parsed.lateSyntaxComments]) {
        if (directive.name !== 'syntax')
            continue;
        addIssue(check, directive, 'remote-build-input', `"# syntax=${truncateValue(directive.value)}" makes the build fetch a frontend image from the network; remove the line (Arena builds with the engine's built-in Dockerfile support)`);
    }
}
function checkFrom(check, instruction, tokens) {
    let i = 0;
    while (tokens[i]?.text.startsWith('--'))
        i += 1;
    const image = tokens[i];
    if (image)
        checkImage(check, image.text, instruction.at(image.offset), 'FROM');
    const as = tokens[i + 1];
    const name = tokens[i + 2];
    if (as && name && as.text.toLowerCase() === 'as')
        check.stages.add(name.text.toLowerCase());
    check.stageCount += 1;
}
function checkCopyFlags(check, instruction, tokens) {
    const { keyword } = instruction;
    for (const token of tokens) {
        if (!token.text.startsWith('--'))
            break;
        const flag = /^--([a-z-]+)(?:=(.*))?$/i.exec(token.text);
        const flagName = flag?.[1]?.toLowerCase();
        if (flagName === 'from' && flag?.[2] !== undefined) {
            checkImage(check, flag[2], instruction.at(token.offset + '--from='.length), `${keyword} --from`);
        }
        if (keyword === 'ADD' && (flagName === 'checksum' || flagName === 'keep-git-dir')) {
            addIssue(check, instruction.at(token.offset), 'remote-build-input', `ADD --${flagName} is for downloading URLs or git repositories during the build; put the file in the agent folder and use COPY`);
        }
    }
}
function checkAddSources(check, instruction, tokens) {
    const operands = jsonForm(instruction.args) ?? tokens.filter((t) => !t.text.startsWith('--'));
    const sources = operands.slice(0, -1);
    for (const source of sources) {
        if (URL_LIKE.test(source.text)) {
            addIssue(check, instruction.at(source.offset), 'remote-build-input', `ADD ${truncateValue(source.text)} downloads during the build; put the file in the agent folder and use COPY`);
        }
        else if (source.text.includes('$')) {
            addIssue(check, instruction.at(source.offset), 'remote-build-input', `ADD with a variable source (${truncateValue(source.text)}) could download a URL; name the file literally and use COPY`);
        }
    }
}
function checkRunMounts(check, instruction, tokens) {
    for (const token of tokens) {
        if (!token.text.startsWith('--'))
            break;
        const mount = /^--mount=(.*)$/i.exec(token.text);
        if (!mount)
            continue;
        let optionAt = '--mount='.length;
        for (const option of mount[1].split(',')) {
            const [key, value] = option.split('=', 2);
            if (key?.trim().toLowerCase() === 'from' && value) {
                const offset = token.offset + optionAt + key.length + 1;
                checkImage(check, value.trim(), instruction.at(offset), 'RUN --mount from=');
            }
            optionAt += option.length + 1;
        }
    }
}
function checkArg(check, instruction, tokens) {
    for (const token of tokens) {
        if (/^BUILDKIT_SYNTAX(=|$)/i.test(token.text)) {
            addIssue(check, instruction.at(token.offset), 'remote-build-input', 'ARG BUILDKIT_SYNTAX selects a build frontend fetched from the network; remove it');
        }
    }
}
function onbuildInner(instruction) {
    const { args } = instruction;
    const inner = /^(\S+)(\s*)/.exec(args);
    if (!inner)
        return undefined;
    const shift = inner[0].length;
    return {
        keyword: inner[1].toUpperCase(),
        args: args.slice(shift),
        line: instruction.line,
        column: instruction.column,
        at: (offset) => instruction.at(offset + shift),
    };
}
function checkInstruction(check, instruction, depth) {
    const { keyword, args } = instruction;
    if (keyword === 'ONBUILD' && depth === 0) {
        const inner = onbuildInner(instruction);
        if (inner)
            checkInstruction(check, inner, depth + 1);
        return;
    }
    const tokens = words(args);
    if (keyword === 'FROM')
        checkFrom(check, instruction, tokens);
    else if (keyword === 'COPY' || keyword === 'ADD') {
        checkCopyFlags(check, instruction, tokens);
        if (keyword === 'ADD')
            checkAddSources(check, instruction, tokens);
    }
    else if (keyword === 'RUN')
        checkRunMounts(check, instruction, tokens);
    else if (keyword === 'ARG')
        checkArg(check, instruction, tokens);
}
function checkDockerfile(text, opts) {
    const check = { opts, issues: [], stages: new Set(), stageCount: 0 };
    if (Buffer.byteLength(text) > DOCKERFILE_MAX_BYTES) {
        addIssue(check, { line: 1, column: 1 }, 'agent-too-large', `the Dockerfile is larger than ${DOCKERFILE_MAX_BYTES} bytes; keep it short`);
        return check.issues;
    }
    const parsed = parseDockerfile(text);
    checkSyntaxDirectives(check, parsed);
    for (const instruction of parsed.instructions)
        checkInstruction(check, instruction, 0);
    return check.issues;
}
function truncateValue(value) {
    return value.length > 120 ? `${value.slice(0, 119)}…` : value;
}


/***/ }),

/***/ 1827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* reexport safe */ _registry_js__WEBPACK_IMPORTED_MODULE_0__.As),
/* harmony export */   Av: () => (/* reexport safe */ _registry_js__WEBPACK_IMPORTED_MODULE_0__.Av),
/* harmony export */   Sf: () => (/* reexport safe */ _registry_js__WEBPACK_IMPORTED_MODULE_0__.Sf),
/* harmony export */   cV: () => (/* reexport safe */ _registry_js__WEBPACK_IMPORTED_MODULE_0__.cV)
/* harmony export */ });
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1551);



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

// EXTERNAL MODULE: ./src/core/rating/random.ts
var random = __webpack_require__(9486);
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
    return (0,random/* seededRandom */.Is)(Math.floor(seed / 4294967296) ^ seed ^ 0x5bd1e995);
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

/***/ 4414:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   DN: () => (/* binding */ validateManifestText),
/* harmony export */   SD: () => (/* binding */ dockerLaunch),
/* harmony export */   bG: () => (/* binding */ statusFromIssues),
/* harmony export */   cX: () => (/* binding */ manifestVersion),
/* harmony export */   h1: () => (/* binding */ MANIFEST_FILE),
/* harmony export */   zL: () => (/* binding */ launchPlan)
/* harmony export */ });
/* unused harmony exports MANIFEST_RULES, EntrypointSchema, RequiresSchema, ManifestSchema, MANIFEST_KEYS, ENTRYPOINT_KEYS, REQUIRES_KEYS, looksInterpolated */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2088);
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(semver__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2857);
/* harmony import */ var _dockerfile_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1709);
/* harmony import */ var _games_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1827);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(541);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9528);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2184);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(668);









const MANIFEST_FILE = 'agent.yml';
const MANIFEST_RULES = {
    'yaml-syntax': 'agent.yml is not valid YAML (or uses aliases, duplicate keys, binary data, bad UTF-8)',
    'manifest-too-large': 'agent.yml is larger than limits.manifestBytes',
    'missing-manifest': 'an agent folder has no agent.yml (or it is not a regular file)',
    'unknown-key': 'a key the schema does not know',
    'missing-field': 'a required key is absent',
    'bad-value': 'a value has the wrong type or form',
    'bad-name': 'name does not match ^[a-z0-9][a-z0-9-]{0,38}$ or differs from the folder name',
    'bad-version': 'version is not semver (1.2.3)',
    'duplicate-name': 'another tier already has an agent with this name',
    'community-command-entrypoint': 'a community agent asks to run as a host command (policy: docker only)',
    'bad-entrypoint': 'entrypoint keys that do not belong to its type',
    'build-and-image': 'a docker entrypoint needs exactly one of build / image',
    'build-context-escapes': 'build or dockerfile leaves the agent folder (.., absolute, symlink)',
    'missing-dockerfile': 'the Dockerfile named by the entrypoint does not exist',
    'image-without-digest': 'entrypoint.image is not pinned by @sha256 digest',
    'image-registry-not-allowed': "entrypoint.image's registry host is not on build.registries",
    'unknown-game': 'a game that is not in the game registry',
    'game-not-offered': 'a registry game this arena does not offer (error when none of the games is offered)',
    'env-not-literal': 'an env value that is not a plain string/number/boolean, or looks like $VAR interpolation',
    'reserved-env': 'an env name Arena sets itself (ARENA_*)',
    'requires-over-budget': "requires asks for more than the game's per-seat budget in arena.yml",
    'agent-too-large': 'the agent folder is over limits.agentBytes / limits.agentFiles',
    'bad-path': 'a file or folder name with control/bidi characters, or a special file',
    'symlink-escapes': 'a symbolic link that leaves the agent folder, or an agent folder that is a link',
    'unpinned-base-image': 'a Dockerfile image neither pinned by digest nor on build.baseImages',
    'remote-build-input': 'a Dockerfile that fetches from the network by itself (# syntax=, ADD <url>, …)',
};
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;
const noNul = (s) => !s.includes('\u0000');
const Argv = zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().min(1).max(4096).refine(noNul, 'no NUL characters')).min(1).max(256);
const EnvValue = zod__WEBPACK_IMPORTED_MODULE_8__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().max(4096).refine(noNul), zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_8__/* .boolean */ .zMY()]).transform((v) => String(v));
const Size = zod__WEBPACK_IMPORTED_MODULE_8__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_8__/* .int */ .Whr().min(0), zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().regex(_units_js__WEBPACK_IMPORTED_MODULE_6__/* .SIZE_PATTERN */ .bv)]).transform((v) => (0,_units_js__WEBPACK_IMPORTED_MODULE_6__/* .parseSize */ .DB)(v));
const RelativePath = zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().min(1).max(256);
const EntrypointSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_8__/* ["enum"] */ .k5n(['command', 'docker']),
    command: Argv.optional(),
    build: RelativePath.optional(),
    dockerfile: RelativePath.optional(),
    image: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().min(1).max(512).optional(),
    args: Argv.optional(),
    workdir: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().max(1024).startsWith('/').refine(noNul).optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_8__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().regex(ENV_NAME), EnvValue)
        .refine((env) => Object.keys(env).length <= 64, 'at most 64 variables')
        .optional(),
});
const RequiresSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
    memory: Size.optional(),
    cpus: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().positive().max(64).optional(),
    pids: zod__WEBPACK_IMPORTED_MODULE_8__/* .int */ .Whr().min(1).max(4096).optional(),
    tmpfs: Size.optional(),
});
const ManifestSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().regex(_results_js__WEBPACK_IMPORTED_MODULE_4__/* .AGENT_NAME_PATTERN */ .DH),
    version: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()
        .max(64)
        .refine((v) => semver__WEBPACK_IMPORTED_MODULE_1___default().valid(v) !== null),
    description: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().max(1000).optional(),
    authors: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().max(100)).max(32).optional(),
    games: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().max(64)).min(1).max(32),
    entrypoint: EntrypointSchema,
    requires: RequiresSchema.optional(),
});
const MANIFEST_KEYS = Object.keys(ManifestSchema.shape);
const ENTRYPOINT_KEYS = Object.keys(EntrypointSchema.shape);
const REQUIRES_KEYS = Object.keys(RequiresSchema.shape);
const FIELD_HELP = {
    name: 'a name such as my-bot: lowercase letters, digits and "-", starting with a letter or digit, at most 39 characters, equal to the folder name',
    version: 'a semantic version such as 1.0.0 (write it as text; 1.0 is read as a number)',
    description: 'one line of text (at most 1000 characters)',
    authors: 'a list of GitHub logins or names, e.g. [octocat] (display only)',
    games: `a list of game names, e.g. [connect-four]; built-in games: ${_games_names_js__WEBPACK_IMPORTED_MODULE_3__/* .GAME_NAMES */ .Av.join(', ')}`,
    entrypoint: 'a mapping with type: docker (build: . or image: name@sha256:…) or, for official agents, type: command',
    'entrypoint.type': 'command (official agents only) or docker',
    'entrypoint.command': 'a list of strings, the program and its arguments, e.g. [node, agent.mjs]',
    'entrypoint.build': 'a folder inside the agent folder holding the Dockerfile context, usually "."',
    'entrypoint.dockerfile': 'a path relative to the build context, default Dockerfile',
    'entrypoint.image': 'an image pinned by digest, e.g. ghcr.io/you/bot@sha256:<64 hex digits>',
    'entrypoint.args': 'a list of strings, the command inside the container, e.g. [python, bot.py]',
    'entrypoint.workdir': 'an absolute path inside the image, e.g. /app',
    'entrypoint.env': 'a mapping of NAME: literal value (NAME is letters, digits and _, not starting with a digit)',
    requires: 'a mapping with any of memory, cpus, pids, tmpfs',
    'requires.memory': 'a size such as 256m or 1g',
    'requires.tmpfs': 'a size such as 64m',
    'requires.cpus': 'a number of CPUs such as 0.5 or 1',
    'requires.pids': 'a whole number of processes such as 64',
};
function fieldKey(path) {
    if (path[0] === 'entrypoint' && path[1] === 'env')
        return 'entrypoint.env';
    if (path[0] === 'games' || path[0] === 'authors')
        return String(path[0]);
    return path.filter((p) => typeof p === 'string').join('.');
}
function dotted(path) {
    return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}
function valueAt(root, path) {
    let node = root;
    for (const segment of path) {
        if (node === null || typeof node !== 'object')
            return undefined;
        if (!Object.prototype.hasOwnProperty.call(node, segment))
            return undefined;
        node = node[segment];
    }
    return node;
}
function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
function closest(key, known) {
    let best;
    let bestDistance = 3;
    for (const candidate of known) {
        const d = editDistance(key.toLowerCase(), candidate.toLowerCase());
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return best;
}
function editDistance(a, b) {
    if (Math.abs(a.length - b.length) > 2 || a.length > 64 || b.length > 64)
        return 99;
    let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i += 1) {
        const cur = [i];
        for (let j = 1; j <= b.length; j += 1) {
            cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        prev = cur;
    }
    return prev[b.length];
}
function show(value) {
    const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
    return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
function decode(input) {
    if (typeof input === 'string')
        return input;
    try {
        return new TextDecoder('utf-8', { fatal: true }).decode(input);
    }
    catch {
        return undefined;
    }
}
function looksInterpolated(value) {
    return /\$\{|\$[A-Za-z_(]/.test(value);
}
function validateManifestText(input, ctx) {
    const read = readManifestSource(input, ctx);
    if ('check' in read)
        return read.check;
    const { source } = read;
    const raw = source.value;
    const issues = [];
    const add = (path, which, severity, rule, message) => {
        issues.push((0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_7__/* .issueAt */ .NC)(ctx.path, (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_7__/* .locate */ .x5)(source, path, which), severity, rule, message));
    };
    if (!isRecord(raw)) {
        reportNotAMapping(raw, add);
        return { issues, summary: {}, source };
    }
    const result = ManifestSchema.safeParse(raw);
    if (!result.success)
        for (const schemaIssue of result.error.issues)
            reportSchemaIssue(schemaIssue, raw, add);
    const name = checkName(raw, ctx, add);
    const games = checkGames(raw.games, ctx.config, add);
    const entrypointType = checkEntrypoint(raw.entrypoint, ctx, add);
    checkRequires(raw.requires, games, ctx.config, add);
    issues.sort((x, y) => x.line - y.line || x.column - y.column);
    const hasError = issues.some((i) => i.severity === 'error');
    const summary = manifestSummary(raw, name, entrypointType);
    return { ...(result.success && !hasError ? { manifest: result.data } : {}), issues, summary, source };
}
function readManifestSource(input, ctx) {
    const file = ctx.path;
    const maxBytes = ctx.config.limits.manifestBytes;
    const size = Math.max(ctx.fileBytes ?? 0, typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.byteLength);
    const stop = (rule, message) => ({
        check: { issues: [(0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_7__/* .issueAt */ .NC)(file, { line: 1, column: 1 }, 'error', rule, message)], summary: {} },
    });
    if (size > maxBytes) {
        return stop('manifest-too-large', `agent.yml is ${(0,_units_js__WEBPACK_IMPORTED_MODULE_6__/* .formatBytes */ .z3)(size)}; the limit is ${(0,_units_js__WEBPACK_IMPORTED_MODULE_6__/* .formatBytes */ .z3)(maxBytes)} (limits.manifestBytes). It only describes the agent: keep code and data in other files.`);
    }
    const text = decode(input);
    if (text === undefined)
        return stop('yaml-syntax', 'agent.yml is not valid UTF-8 text; save it as UTF-8.');
    const parsed = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_7__/* .parseYaml */ .hN)(text, file, { maxBytes, tooLargeRule: 'manifest-too-large' });
    if (parsed.source && parsed.issues.length === 0)
        return { source: parsed.source };
    const [first] = parsed.issues;
    if (!first)
        return { check: { issues: [], summary: {} } };
    const more = parsed.issues.length - 1;
    const message = first.message.replace(/ at line \d+, column \d+:?/, '') + (more > 0 ? ` (and ${more} more syntax errors after it)` : '');
    return { check: { issues: [{ ...first, message }], summary: {} } };
}
function reportNotAMapping(raw, add) {
    if (raw === null || raw === undefined) {
        add([], 'value', 'error', 'missing-field', 'agent.yml is empty; it needs at least name, version, games and entrypoint (see docs/writing-an-agent.md).');
        return;
    }
    add([], 'value', 'error', 'bad-value', 'agent.yml must be a mapping of keys (name:, version:, games:, entrypoint:, …), not a list or a single value.');
}
function reportSchemaIssue(schemaIssue, raw, add) {
    const path = schemaIssue.path.filter((p) => typeof p !== 'symbol');
    if (schemaIssue.code === 'unrecognized_keys') {
        reportUnknownKeys(path, schemaIssue.keys, add);
        return;
    }
    const value = valueAt(raw, path);
    const help = FIELD_HELP[fieldKey(path)] ?? 'see docs/writing-an-agent.md';
    if (value === undefined && schemaIssue.code !== 'invalid_key') {
        const parent = path.slice(0, -1);
        const key = path[path.length - 1];
        add(parent, parent.length > 0 ? 'key' : 'value', 'error', 'missing-field', `${parent.length > 0 ? `${dotted(parent)} is missing` : 'missing'} required key "${String(key)}": ${help}`);
        return;
    }
    if (path[0] === 'name') {
        add(path, 'value', 'error', 'bad-name', `name ${show(value)} is not a valid agent name; use ${help}`);
    }
    else if (path[0] === 'version') {
        add(path, 'value', 'error', 'bad-version', `version ${show(value)} is not a semantic version; use ${help}`);
    }
    else if (path[0] === 'entrypoint' && path[1] === 'env' && path.length === 3) {
        reportBadEnv(path, value, schemaIssue.code === 'invalid_key', add);
    }
    else {
        add(path, 'value', 'error', 'bad-value', `${dotted(path)} ${describeProblem(schemaIssue.code, value)}; expected ${help}`);
    }
}
function reportUnknownKeys(path, keys, add) {
    const known = path.length === 0 ? MANIFEST_KEYS : path[0] === 'entrypoint' ? ENTRYPOINT_KEYS : path[0] === 'requires' ? REQUIRES_KEYS : [];
    for (const key of keys) {
        const guess = closest(key, known);
        const where = path.length > 0 ? ` under ${dotted(path)}` : '';
        add([...path, key], 'key', 'error', 'unknown-key', `unknown key ${show(key)}${where}; ${guess ? `did you mean "${guess}"? ` : ''}allowed keys: ${known.join(', ')}`);
    }
}
function reportBadEnv(path, value, badName, add) {
    if (badName) {
        add(path, 'key', 'error', 'bad-value', `environment variable name ${show(path[2])} is not valid; use letters, digits and _, not starting with a digit`);
        return;
    }
    add(path, 'value', 'error', 'env-not-literal', `entrypoint.env.${String(path[2])} must be a literal string, number or boolean, got ${describeValue(value)}; write the value itself (quote it for an empty string: "")`);
}
function checkName(raw, ctx, add) {
    const name = typeof raw.name === 'string' && _results_js__WEBPACK_IMPORTED_MODULE_4__/* .AGENT_NAME_PATTERN */ .DH.test(raw.name) ? raw.name : undefined;
    if (name !== undefined && ctx.folderName !== undefined && name !== ctx.folderName) {
        add(['name'], 'value', 'error', 'bad-name', `name "${name}" must equal the agent's folder name ${show(ctx.folderName)}; rename the folder or change name:`);
    }
    return name;
}
function manifestSummary(raw, name, entrypoint) {
    return {
        ...(name !== undefined ? { name } : {}),
        ...(typeof raw.version === 'string' ? { version: raw.version.slice(0, 64) } : {}),
        ...(Array.isArray(raw.games)
            ? {
                games: raw.games
                    .filter((g) => typeof g === 'string')
                    .slice(0, 32)
                    .map((g) => g.slice(0, 64)),
            }
            : {}),
        ...(entrypoint ? { entrypoint } : {}),
    };
}
function describeValue(value) {
    if (value === null)
        return 'an empty value';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    return `${typeof value} ${show(value)}`;
}
function describeProblem(code, value) {
    switch (code) {
        case 'too_big':
            return 'is too long or too large';
        case 'too_small':
            return Array.isArray(value) ? 'is empty' : 'is too short or too small';
        case 'invalid_value':
            return `cannot be ${show(value)}`;
        case 'invalid_format':
            return `has the wrong form (${show(value)})`;
        default:
            return `cannot be ${describeValue(value)}`;
    }
}
function checkGames(value, config, add) {
    if (!Array.isArray(value))
        return [];
    const offered = [];
    let known = 0;
    const seen = new Set();
    value.forEach((game, i) => {
        if (typeof game !== 'string')
            return;
        if (seen.has(game)) {
            add(['games', i], 'value', 'error', 'bad-value', `game "${game}" is listed twice; list each game once`);
            return;
        }
        seen.add(game);
        if (!(0,_games_names_js__WEBPACK_IMPORTED_MODULE_3__/* .isBuiltInGame */ .As)(game) && !Object.hasOwn(config.games, game)) {
            const guess = closest(game, [..._games_names_js__WEBPACK_IMPORTED_MODULE_3__/* .GAME_NAMES */ .Av, ...Object.keys(config.games)]);
            add(['games', i], 'value', 'error', 'unknown-game', `unknown game ${show(game)}; ${guess ? `did you mean "${guess}"? ` : ''}built-in games: ${_games_names_js__WEBPACK_IMPORTED_MODULE_3__/* .GAME_NAMES */ .Av.join(', ')}`);
            return;
        }
        known += 1;
        if (!Object.hasOwn(config.games, game)) {
            add(['games', i], 'value', 'warning', 'game-not-offered', `this arena does not offer "${game}" (see games: in arena.yml); the agent will not play it`);
        }
        else {
            offered.push(game);
        }
    });
    if (known > 0 && offered.length === 0) {
        add(['games'], 'value', 'error', 'game-not-offered', `none of the agent's games is offered by this arena; offered: ${Object.keys(config.games).join(', ') || 'none'}`);
    }
    return offered;
}
const DOCKER_ONLY_KEYS = ['build', 'dockerfile', 'image', 'args', 'workdir'];
function checkEntrypoint(value, ctx, add) {
    if (!isRecord(value))
        return undefined;
    const type = value.type;
    const allowCommand = ctx.allowCommand ?? ctx.tier === 'official';
    checkEnv(value.env, add);
    if (type === 'command') {
        checkCommandEntrypoint(value, ctx, allowCommand, add);
        return 'command';
    }
    if (type !== 'docker')
        return undefined;
    checkDockerEntrypoint(value, ctx, add);
    return 'docker';
}
function checkCommandEntrypoint(value, ctx, allowCommand, add) {
    if (!allowCommand) {
        add(['entrypoint', 'type'], 'value', 'error', 'community-command-entrypoint', `${ctx.tier === 'community' ? 'community' : 'this'} agent asks to run as a host command, which only official agents may do; use type: docker with build: . and a Dockerfile (or image: name@sha256:…)`);
    }
    if (value.command === undefined) {
        add(['entrypoint'], 'key', 'error', 'missing-field', `entrypoint is missing required key "command": ${FIELD_HELP['entrypoint.command']}`);
    }
    for (const key of DOCKER_ONLY_KEYS) {
        if (key in value) {
            add(['entrypoint', key], 'key', 'error', 'bad-entrypoint', `"${key}" belongs to docker entrypoints; a command entrypoint takes only command: and env:`);
        }
    }
}
function checkDockerEntrypoint(value, ctx, add) {
    if ('command' in value) {
        add(['entrypoint', 'command'], 'key', 'error', 'bad-entrypoint', 'a docker entrypoint takes args: (the command inside the container), not command:; rename it to args:');
    }
    const hasBuild = value.build !== undefined;
    const hasImage = value.image !== undefined;
    if (hasBuild && hasImage) {
        add(['entrypoint', 'image'], 'key', 'error', 'build-and-image', 'a docker entrypoint takes exactly one of build: (a Dockerfile in the agent folder) or image: (a prebuilt image); remove one');
    }
    else if (!hasBuild && !hasImage) {
        add(['entrypoint'], 'key', 'error', 'build-and-image', 'a docker entrypoint needs exactly one of build: . (a Dockerfile in the agent folder) or image: name@sha256:<digest>; add one');
    }
    if (value.dockerfile !== undefined && !hasBuild) {
        add(['entrypoint', 'dockerfile'], 'key', 'error', 'bad-entrypoint', 'dockerfile: only goes with build:; remove it or add build: .');
    }
    checkBuildPaths(value, add);
    if (typeof value.image === 'string')
        checkImage(value.image, ctx.config, add);
}
function checkBuildPaths(value, add) {
    for (const key of ['build', 'dockerfile']) {
        const path = value[key];
        if (typeof path !== 'string')
            continue;
        const problem = relativePathProblem(path);
        if (problem) {
            add(['entrypoint', key], 'value', 'error', 'build-context-escapes', `${key}: ${show(path)} ${problem}; the build sees only the agent folder, so name a path inside it, e.g. ${key === 'build' ? '"."' : '"Dockerfile"'}`);
        }
    }
}
function relativePathProblem(path) {
    if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path))
        return 'is absolute';
    if (path.includes('\\'))
        return 'uses "\\"; write paths with "/"';
    if (path.split('/').includes('..'))
        return 'uses ".." to leave the folder';
    if ((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .hasUnsafeCharacters */ .dQ)(path))
        return 'holds control or invisible characters';
    return undefined;
}
function checkImage(image, config, add) {
    const ref = (0,_dockerfile_js__WEBPACK_IMPORTED_MODULE_2__/* .parseImageReference */ .o_)(image);
    if (!ref) {
        add(['entrypoint', 'image'], 'value', 'error', 'bad-value', `image ${show(image)} is not an image reference; write it as host/name@sha256:<digest>`);
        return;
    }
    if (!(0,_dockerfile_js__WEBPACK_IMPORTED_MODULE_2__/* .isPinnedByDigest */ .qv)(image)) {
        add(['entrypoint', 'image'], 'value', 'error', 'image-without-digest', `image ${show(image)} is not pinned by digest; tags can be moved, so write ${ref.registry}/${ref.repository}@sha256:<digest> (docker buildx imagetools inspect ${show(image)} shows it)`);
    }
    if (!config.build.registries.includes(ref.registry)) {
        add(['entrypoint', 'image'], 'value', 'error', 'image-registry-not-allowed', `registry ${ref.registry} is not allowed by this arena; push the image to one of ${config.build.registries.join(', ') || '(none: build from a Dockerfile instead)'}, or use build:`);
    }
}
function checkEnv(env, add) {
    if (!isRecord(env))
        return;
    for (const [key, v] of Object.entries(env)) {
        if (/^ARENA_/i.test(key)) {
            add(['entrypoint', 'env', key], 'key', 'error', 'reserved-env', `${key}: names starting with ARENA_ are set by Arena itself; choose another name`);
        }
        if (typeof v === 'string' && looksInterpolated(v)) {
            add(['entrypoint', 'env', key], 'value', 'error', 'env-not-literal', `entrypoint.env.${key} looks like interpolation (${show(v)}); Arena passes values literally and never expands $VAR or \${…} from the host; write the value itself`);
        }
    }
}
const BUDGET_FIELDS = {
    memory: { budget: 'memory', unit: 'bytes' },
    tmpfs: { budget: 'tmpfs', unit: 'bytes' },
    cpus: { budget: 'cpus', unit: 'count' },
    pids: { budget: 'pids', unit: 'count' },
};
function checkRequires(value, games, config, add) {
    if (!isRecord(value))
        return;
    for (const [key, field] of Object.entries(BUDGET_FIELDS)) {
        const rawValue = value[key];
        if (rawValue === undefined)
            continue;
        const wanted = field.unit === 'bytes' ? (0,_units_js__WEBPACK_IMPORTED_MODULE_6__/* .parseSize */ .DB)(rawValue) : typeof rawValue === 'number' ? rawValue : undefined;
        if (wanted === undefined)
            continue;
        for (const game of games) {
            const budget = Object.hasOwn(config.games, game) ? config.games[game]?.budget : undefined;
            if (!budget)
                continue;
            const limit = budget[field.budget];
            if (wanted > limit) {
                const fmt = (n) => (field.unit === 'bytes' ? (0,_units_js__WEBPACK_IMPORTED_MODULE_6__/* .formatBytes */ .z3)(n) : String(n));
                add(['requires', key], 'value', 'error', 'requires-over-budget', `requires.${key} ${fmt(wanted)} is more than ${game}'s per-seat budget of ${fmt(limit)} in arena.yml; every seat gets the same budget, so make the agent fit it and lower requires.${key}`);
                break;
            }
        }
    }
}
function statusFromIssues(issues) {
    if (issues.some((i) => i.rule === 'community-command-entrypoint'))
        return 'rejected';
    if (issues.some((i) => i.severity === 'error'))
        return 'invalid';
    return 'ok';
}
function launchPlan(manifest, where) {
    const ep = manifest.entrypoint;
    const env = { ...(ep.env ?? {}) };
    if (ep.type === 'command') {
        if (!ep.command)
            throw new Error(`${where.id}: command entrypoint without command (validate the manifest first)`);
        return { kind: 'command', id: where.id, dir: where.dir, argv: [...ep.command], env };
    }
    const plan = { kind: 'docker', id: where.id, dir: where.dir, env };
    if (ep.build !== undefined) {
        const context = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(where.dir, ep.build);
        plan.build = { context, dockerfile: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(context, ep.dockerfile ?? 'Dockerfile') };
    }
    else if (ep.image !== undefined) {
        plan.image = ep.image;
    }
    if (ep.args)
        plan.args = [...ep.args];
    if (ep.workdir)
        plan.workdir = ep.workdir;
    return plan;
}
function dockerLaunch(plan, image) {
    return {
        kind: 'docker',
        id: plan.id,
        dir: plan.dir,
        image,
        ...(plan.args ? { args: plan.args } : {}),
        ...(plan.workdir ? { workdir: plan.workdir } : {}),
        env: plan.env,
    };
}
function manifestVersion(text, path, maxBytes = 1024 * 1024) {
    const parsed = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_7__/* .parseYaml */ .hN)(text, path, { maxBytes, tooLargeRule: 'manifest-too-large' });
    const source = parsed.source;
    if (!source || !isRecord(source.value))
        return { line: 1, column: 1 };
    const version = source.value.version;
    const at = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_7__/* .locate */ .x5)(source, ['version'], 'value');
    return { ...(typeof version === 'string' ? { version } : {}), ...at };
}


/***/ }),

/***/ 9486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ shuffled),
/* harmony export */   Is: () => (/* binding */ seededRandom),
/* harmony export */   Kt: () => (/* binding */ compareStrings),
/* harmony export */   c6: () => (/* binding */ stableHash),
/* harmony export */   pM: () => (/* binding */ hashToUint32)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

function seededRandom(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
function stableHash(parts) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(JSON.stringify(parts)).digest('hex');
}
function hashToUint32(parts) {
    return Number.parseInt(stableHash(parts).slice(0, 8), 16) >>> 0;
}
function compareStrings(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
function shuffled(items, random) {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
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
function checkSize(value, depthLimit, valueLimit) {
    let values = 0;
    const stack = [[value, 1]];
    while (stack.length > 0) {
        const [v, d] = stack.pop();
        values += 1;
        if (d > depthLimit)
            throw new ResultsReadError('results document is nested too deeply');
        if (values > valueLimit)
            throw new ResultsReadError(`results document holds more than ${valueLimit} values`);
        if (v && typeof v === 'object') {
            for (const child of Object.values(v))
                stack.push([child, d + 1]);
        }
    }
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
    if (Buffer.byteLength(JSON.stringify(value)) > RESULTS_CAPS.observationBytes)
        return `is over ${RESULTS_CAPS.observationBytes} bytes`;
    return undefined;
}
function rawObservations(raw) {
    const found = [];
    const items = (owner, key) => {
        const value = owner?.[key];
        return Array.isArray(value) ? value : [];
    };
    items(raw, 'matches').forEach((m, mi) => items(m, 'games').forEach((g, gi) => items(g, 'failures').forEach((f, fi) => {
        const failure = f;
        if (failure?.observation !== undefined)
            found.push({ failure, where: `matches.${mi}.games.${gi}.failures.${fi}.observation` });
    })));
    return found;
}
function readResults(text, maxBytes = RESULTS_CAPS.documentBytes) {
    if (Buffer.byteLength(text) > maxBytes) {
        throw new ResultsReadError(`results document is larger than ${maxBytes} bytes`);
    }
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch (error) {
        throw new ResultsReadError(`results document is not valid JSON (${error.message})`);
    }
    return readResultsValue(raw);
}
function readResultsValue(raw) {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
        throw new ResultsReadError('results document is not a JSON object');
    const schema = raw.schema;
    if (!KNOWN_RESULTS_SCHEMAS.includes(schema)) {
        throw new ResultsReadError(`unknown results schema ${JSON.stringify(typeof schema === 'string' ? schema.slice(0, 64) : schema)}; this reader knows ${KNOWN_RESULTS_SCHEMAS.join(', ')}`);
    }
    checkSize(raw, RESULTS_CAPS.depth + 8, RESULTS_CAPS.values);
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
        const where = first.path.map(String).join('.');
        throw new ResultsReadError(`results document does not match ${schema}: ${where ? `${where}: ` : ''}${first.message}`);
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
        if (Buffer.byteLength(text) <= maxBytes)
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


/***/ }),

/***/ 2184:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DB: () => (/* binding */ parseSize),
/* harmony export */   bv: () => (/* binding */ SIZE_PATTERN),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
const UNITS = { '': 1, b: 1, k: 1024, kb: 1024, m: 1024 ** 2, mb: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3 };
const SIZE_PATTERN = /^(\d+(?:\.\d+)?)\s*([kmg]?b?)$/i;
function parseSize(input) {
    if (typeof input === 'number')
        return Number.isSafeInteger(input) && input >= 0 ? input : undefined;
    const match = SIZE_PATTERN.exec(input.trim());
    if (!match)
        return undefined;
    const value = Number(match[1]) * (UNITS[(match[2] ?? '').toLowerCase()] ?? NaN);
    return Number.isFinite(value) ? Math.floor(value) : undefined;
}
function formatBytes(bytes) {
    if (bytes < 1024)
        return `${bytes} B`;
    const units = ['KiB', 'MiB', 'GiB', 'TiB'];
    let value = bytes / 1024;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit += 1;
    }
    return `${Number(value.toFixed(1))} ${units[unit]}`;
}


/***/ }),

/***/ 668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NC: () => (/* binding */ issueAt),
/* harmony export */   hN: () => (/* binding */ parseYaml),
/* harmony export */   x5: () => (/* binding */ locate)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);

function issueAt(path, pos, severity, rule, message) {
    return { path, line: Math.max(1, pos.line), column: Math.max(1, pos.column), severity, rule, message };
}
function parseYaml(text, path, opts) {
    const refusal = refuseText(text, path, opts);
    if (refusal)
        return { issues: [refusal] };
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    let doc;
    try {
        doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, uniqueKeys: true, prettyErrors: true, strict: true, version: '1.2', merge: false });
    }
    catch (error) {
        return { issues: [topIssue(path, 'yaml-syntax', `${path} could not be parsed: ${error.message}`)] };
    }
    const issues = doc.errors.map((error) => {
        const pos = error.linePos?.[0] ?? lineCounter.linePos(error.pos[0]);
        return issueAt(path, { line: pos.line, column: pos.col }, 'error', 'yaml-syntax', `${firstLine(error.message)} (fix the YAML syntax)`);
    });
    if (issues.length > 0)
        return { issues };
    const alias = aliasIssue(doc, lineCounter, path);
    if (alias)
        return { issues: [alias] };
    let value;
    try {
        value = doc.toJS({ maxAliasCount: 0 });
    }
    catch (error) {
        const message = error.message;
        return {
            issues: [
                topIssue(path, 'yaml-syntax', /alias/i.test(message)
                    ? `${path} uses YAML aliases (&anchor / *alias), which Arena does not accept; write values out.`
                    : `${path}: ${firstLine(message)}`),
            ],
        };
    }
    return { source: { path, doc, lineCounter, value }, issues };
}
function topIssue(path, rule, message) {
    return issueAt(path, { line: 1, column: 1 }, 'error', rule, message);
}
function refuseText(text, path, opts) {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > opts.maxBytes) {
        return topIssue(path, opts.tooLargeRule, `${path} is ${bytes} bytes; the limit is ${opts.maxBytes}. Keep it short: it only describes the agent.`);
    }
    if (text.includes('\u0000'))
        return topIssue(path, 'yaml-syntax', `${path} holds binary data (a NUL byte); it must be a UTF-8 YAML text file.`);
    return undefined;
}
function aliasIssue(doc, lineCounter, path) {
    let alias;
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Alias(_key, node) {
            alias = node;
            return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
        },
    });
    if (!alias)
        return undefined;
    const where = alias.range ? lineCounter.linePos(alias.range[0]) : { line: 1, col: 1 };
    return issueAt(path, { line: where.line, column: where.col }, 'error', 'yaml-syntax', `YAML aliases (&anchor / *alias) are not accepted in ${path}; write the value out in full.`);
}
function firstLine(s) {
    return s.split('\n')[0] ?? s;
}
function pos(source, node) {
    const offset = node?.range?.[0];
    if (offset === undefined)
        return undefined;
    const p = source.lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
}
function findPair(node, key) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
        return undefined;
    return node.items.find((item) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(item) && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(item.key) && String(item.key.value) === String(key));
}
function locate(source, path, which = 'value') {
    let node = source.doc.contents;
    let best = pos(source, node) ?? { line: 1, column: 1 };
    for (let i = 0; i < path.length; i += 1) {
        const segment = path[i];
        const last = i === path.length - 1;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const pair = findPair(node, segment);
            if (!pair)
                return best;
            if (last && which === 'key')
                return pos(source, pair.key) ?? best;
            node = pair.value;
            best = pos(source, node) ?? pos(source, pair.key) ?? best;
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node) && typeof segment === 'number') {
            const item = node.items[segment];
            if (item === undefined)
                return best;
            node = item;
            best = pos(source, item) ?? best;
        }
        else {
            return best;
        }
    }
    return best;
}


/***/ })

};
