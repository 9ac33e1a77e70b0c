export const id = 982;
export const ids = [982];
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
var core_config = __webpack_require__(4489);
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
// EXTERNAL MODULE: ./src/adapters/game-module.ts + 1 modules
var game_module = __webpack_require__(1044);
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

// EXTERNAL MODULE: ./src/core/rating/random.ts
var random = __webpack_require__(9486);
;// CONCATENATED MODULE: ./src/adapters/discovery.ts












const CONFIG_FILE = 'arena.yml';
async function loadArenaConfig(root, file = CONFIG_FILE, options = {}) {
    let text;
    try {
        text = await (0,promises_.readFile)((0,external_node_path_.resolve)(root, file), 'utf8');
    }
    catch (error) {
        const code = error.code;
        if (code !== 'ENOENT')
            throw new errors/* UserError */.yo(`${file}: cannot be read (${code ?? error.message})`, 'arena.yml must be a readable file');
    }
    const config = (0,core_config/* parseConfig */.o4)(text, file);
    if (options.games !== false)
        await (0,game_module/* loadConfiguredGames */.Y1)(root, config);
    return config;
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
    for (const tierRoot of roots) {
        const tierNames = new Set();
        names.set(tierRoot.tier, tierNames);
        const entries = await readTierRoot(root, tierRoot, issues);
        if (!entries)
            continue;
        const prefix = `${tierRoot.root}/`;
        const nested = new Set(roots.filter((r) => r.root.startsWith(prefix)).map((r) => r.root.slice(prefix.length).split('/')[0]));
        for (const entry of entries) {
            if (entry.name.startsWith('.') || nested.has(entry.name))
                continue;
            const selected = !opts.only || opts.only(tierRoot.tier, entry.name);
            const finding = entryFinding(entry, tierRoot.root);
            if (finding === 'skip')
                continue;
            if (finding) {
                if (selected)
                    issues.push(finding);
                continue;
            }
            tierNames.add(entry.name);
            const path = `${tierRoot.root}/${entry.name}`;
            if (selected)
                work.push({
                    tier: tierRoot.tier,
                    name: entry.name,
                    path,
                    dir: (0,external_node_path_.join)(root, tierRoot.root, entry.name),
                    linked: entry.isSymbolicLink(),
                });
        }
    }
    const agents = await validateFolders(work, config, opts);
    agents.sort((a, b) => (0,random/* compareStrings */.Kt)(a.id, b.id));
    (0,discovery/* checkDuplicateNames */.mI)(agents, names);
    return { agents, issues, names };
}
async function readTierRoot(root, { tier, root: tierRoot }, issues) {
    const link = await linkOnTheWay(root, tierRoot);
    if (link !== undefined) {
        issues.push(errorIssue(link, 'symlink-escapes', `${link} is a symbolic link; Arena never follows links for tier roots: make ${tierRoot} a real folder`));
        return undefined;
    }
    try {
        return await (0,promises_.readdir)((0,external_node_path_.join)(root, tierRoot), { withFileTypes: true });
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return undefined;
        if (code === 'EACCES' || code === 'EPERM')
            throw new errors/* UserError */.yo(`${tierRoot}: cannot be read (${code})`, 'make the agents folders readable');
        if (code === 'ENOTDIR') {
            issues.push(errorIssue(tierRoot, 'bad-path', `${tierRoot} (agents.${tier} in arena.yml) is a file; it must be a folder of agents`));
            return undefined;
        }
        throw error;
    }
}
function entryFinding(entry, tierRoot) {
    const name = entry.name;
    const path = `${tierRoot}/${name}`;
    if ((0,sanitize/* hasUnsafeCharacters */.dQ)(name)) {
        return errorIssue(tierRoot, 'bad-path', `${(0,discovery/* displayName */.QC)(name)} under ${tierRoot} has control, bidi or invisible characters in its name; rename it (agent names: lowercase letters, digits and "-")`);
    }
    if (entry.isFile())
        return 'skip';
    if (!entry.isDirectory() && !entry.isSymbolicLink()) {
        return errorIssue(path, 'bad-path', `${(0,discovery/* displayName */.QC)(name)} is not a folder (a FIFO, socket or device); remove it`);
    }
    if (!(0,discovery/* isAgentName */.XL)(name)) {
        return errorIssue(path, 'bad-name', `folder ${(0,discovery/* displayName */.QC)(name)} cannot be an agent: agent folder names are lowercase letters, digits and "-", starting with a letter or digit, at most 39 characters; rename it`);
    }
    return undefined;
}
async function validateFolders(work, config, opts) {
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
    return agents;
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
        children.sort((a, b) => (0,random/* compareStrings */.Kt)(a.name, b.name));
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

/***/ 1044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y1: () => (/* binding */ loadConfiguredGames),
  aR: () => (/* binding */ loadGameSource),
  DI: () => (/* binding */ readGameModule)
});

// UNUSED EXPORTS: GAME_CALL_TIMEOUT_MS, GAME_MODULE_MAX_BYTES, GameModuleError

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(714);
var external_node_vm_default = /*#__PURE__*/__webpack_require__.n(external_node_vm_);
// EXTERNAL MODULE: ./src/core/config.ts
var core_config = __webpack_require__(4489);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/games/registry.ts + 3 modules
var registry = __webpack_require__(1551);
;// CONCATENATED MODULE: ./src/core/games/sandbox-source.ts

const IDENT = '[A-Za-z_$][\\w$]*';
const EXPORT_DEFAULT = /^export\s+default\s+/;
const EXPORT_BINDING = new RegExp(`^export\\s+(const|let|var)\\s+(${IDENT})\\s*=`);
const EXPORT_FUNCTION = new RegExp(`^export\\s+((?:async\\s+)?function\\s*\\*?\\s*(${IDENT}))`);
const EXPORT_CLASS = new RegExp(`^export\\s+(class\\s+(${IDENT}))`);
const EXPORT_LIST = /^export\s*\{([^}]*)\}\s*;?\s*(\/\/.*)?$/;
const STATIC_IMPORT = /^\s*import\s*(?:[\w$*{'"]|\s)/;
const DYNAMIC_IMPORT = /(^|[^\w$.])import\s*\(/;
const IMPORT_META = /(^|[^\w$.])import\s*\.\s*meta\b/;
function refuse(file, line, column, message, hint) {
    throw new errors/* UserError */.yo(`${file}:${line}:${column}: ${message}`, hint);
}
const NO_IMPORTS = 'a game module is one self-contained file: copy what it needs into it; the engine passes in everything else (docs/games.md)';
function toSandboxScript(source, file) {
    const lines = source.split('\n');
    const exported = [];
    let defaultLine;
    let firstExport;
    lines.forEach((text, i) => {
        const line = i + 1;
        if (STATIC_IMPORT.test(text) && !/^\s*import\s*\(/.test(text)) {
            refuse(file, line, text.indexOf('import') + 1, 'a game module cannot import other modules', NO_IMPORTS);
        }
        const dynamic = DYNAMIC_IMPORT.exec(text) ?? IMPORT_META.exec(text);
        if (dynamic)
            refuse(file, line, dynamic.index + dynamic[1].length + 1, 'a game module cannot use import() or import.meta', NO_IMPORTS);
        if (!text.startsWith('export'))
            return;
        if (!/^export\b/.test(text))
            return;
        firstExport ??= line;
        let m;
        if ((m = EXPORT_DEFAULT.exec(text))) {
            if (defaultLine !== undefined)
                refuse(file, line, 1, `a second export default (the first is on line ${defaultLine})`, 'keep one');
            defaultLine = line;
            lines[i] = `__arena_exports.default = ${text.slice(m[0].length)}`;
        }
        else if ((m = EXPORT_BINDING.exec(text))) {
            exported.push([m[2], m[2]]);
            lines[i] = text.replace(/^export\s+/, '');
        }
        else if ((m = EXPORT_FUNCTION.exec(text)) || (m = EXPORT_CLASS.exec(text))) {
            exported.push([m[2], m[2]]);
            lines[i] = text.replace(/^export\s+/, '');
        }
        else if ((m = EXPORT_LIST.exec(text))) {
            for (const part of m[1]
                .split(',')
                .map((p) => p.trim())
                .filter(Boolean)) {
                const named = new RegExp(`^(${IDENT})(?:\\s+as\\s+(${IDENT}))?$`).exec(part);
                if (!named)
                    refuse(file, line, 1, `cannot read the export ${JSON.stringify(part)}`, 'write export { name } or export { name as other }');
                exported.push([named[2] ?? named[1], named[1]]);
            }
            lines[i] = '';
        }
        else {
            refuse(file, line, 1, 'this form of export is not supported in a game module', 'use export default { … }, export const NAME = …, export function NAME(…) or export { a, b } at the start of a line');
        }
    });
    lines[0] = `"use strict";${lines[0] ?? ''}`;
    const tail = exported.map(([name, local]) => `__arena_exports[${JSON.stringify(name)}] = ${local};`).join(' ');
    return { code: `${lines.join('\n')}\n;${tail}`, exportLine: defaultLine ?? firstExport ?? 1 };
}

;// CONCATENATED MODULE: ./src/adapters/game-module.ts







const GAME_MODULE_MAX_BYTES = 1024 * 1024;
const GAME_CALL_TIMEOUT_MS = 2000;
const PRELUDE = `(() => {
  "use strict";
  const deny = (what, how) => function () { throw new Error(what + " is not available to a game: " + how); };
  const clock = deny("the clock (Date)", "a game must not depend on time");
  clock.now = clock; clock.parse = clock; clock.UTC = clock;
  globalThis.Date = clock;
  Math.random = deny("Math.random", "derive randomness from the seed setup(seed, players, config) receives");
  for (const name of ["console", "Intl", "WeakRef", "FinalizationRegistry", "WebAssembly", "SharedArrayBuffer", "Atomics"]) delete globalThis[name];
  globalThis.__arena_exports = {};
})();`;
const DISPATCH = `(() => {
  "use strict";
  const J = JSON, toJson = (v) => (v === undefined ? undefined : J.stringify(v));
  const game = () => __arena_exports.default ?? __arena_exports;
  globalThis.__arena_dispatch = (fn, state, args) => {
    const a = J.parse(args), g = game();
    switch (fn) {
      case "describe": return J.stringify({
        name: g.name, rulesVersion: g.rulesVersion, players: g.players, kind: g.kind,
        functions: ["parseConfig","maxTurns","setup","toMove","observe","legalActions","validate","apply","result","render"].filter((k) => typeof g[k] === "function"),
      });
      case "parseConfig": return toJson(g.parseConfig ? g.parseConfig(a[0]) : a[0]);
      case "maxTurns": return toJson(g.maxTurns(a[0]));
      case "setup": return g.setup(a[0], a[1], a[2]);
      case "toMove": return toJson(g.toMove(state));
      case "observe": return toJson(g.observe(state, a[0]));
      case "legalActions": return toJson(g.legalActions(state, a[0]));
      case "validate": return toJson(g.validate(state, a[0], a[1]));
      case "apply": return g.apply(state, new Map(a[0]));
      case "result": return toJson(g.result(state) ?? null);
      case "render": { const r = g.render(state); return typeof r === "string" ? r : toJson(r); }
    }
  };
})();`;
function whereIn(stack, file) {
    const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const m = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(stack);
    return m ? `${file}:${m[1]}:${m[2]}` : file;
}
function errorText(error) {
    if (error && typeof error === 'object') {
        const e = error;
        const name = typeof e.name === 'string' ? e.name : 'Error';
        const message = typeof e.message === 'string' ? e.message : String(error);
        return { message: `${name}: ${message}`.slice(0, 500), stack: typeof e.stack === 'string' ? e.stack : '' };
    }
    return { message: String(error).slice(0, 500), stack: '' };
}
class GameModuleError extends errors/* UserError */.yo {
}
const FIX = 'fix the game module (docs/games.md); `arena game check games/<name>` runs every rule';
function shapeChecks(file, exportLine) {
    const at = `${file}:${exportLine}:1`;
    const bad = (message) => {
        throw new GameModuleError(`${at}: ${message}`, FIX);
    };
    const json = (fn, text) => {
        if (typeof text !== 'string')
            bad(`${fn}() must return a JSON value, got ${text === undefined ? 'undefined' : typeof text}`);
        return JSON.parse(text);
    };
    return { bad, json };
}
function sandboxCall(code, file, timeout) {
    const context = external_node_vm_default().createContext({}, { name: `game ${file}`, codeGeneration: { strings: false, wasm: false }, microtaskMode: 'afterEvaluate' });
    new (external_node_vm_default()).Script(PRELUDE, { filename: 'arena:prelude' }).runInContext(context);
    new (external_node_vm_default()).Script(DISPATCH, { filename: 'arena:dispatch' }).runInContext(context);
    let script;
    try {
        script = new (external_node_vm_default()).Script(code, { filename: file });
    }
    catch (error) {
        const { message, stack } = errorText(error);
        const m = /:(\d+)\n/.exec(stack);
        throw new GameModuleError(`${m ? `${file}:${m[1]}:1` : file}: ${message}`, FIX);
    }
    try {
        script.runInContext(context, { timeout });
    }
    catch (error) {
        throw new GameModuleError(`${callFailure(error, file, 'loading the module', timeout)}`, FIX);
    }
    const dispatch = new (external_node_vm_default()).Script('__arena_dispatch(__arena_in.fn, __arena_in.state, __arena_in.args)', { filename: 'arena:call' });
    const g = context;
    return (fn, state, args) => {
        g.__arena_in = { fn, state, args: JSON.stringify(args) };
        try {
            return dispatch.runInContext(context, { timeout });
        }
        catch (error) {
            throw new GameModuleError(callFailure(error, file, `${fn}()`, timeout), FIX);
        }
        finally {
            g.__arena_in = undefined;
        }
    };
}
function describeGame(call, { bad, json }, expectName) {
    const described = json('the export', call('describe', undefined, []));
    const name = described.name;
    if (typeof name !== 'string' || !/^[a-z0-9][a-z0-9-]{0,63}$/.test(name))
        bad('the game needs a name: lowercase letters, digits and -');
    if (expectName !== undefined && name !== expectName) {
        bad(`the game is named ${JSON.stringify(name)} but arena.yml declares it as ${JSON.stringify(expectName)}; use one name`);
    }
    if (typeof described.rulesVersion !== 'string' || described.rulesVersion === '')
        bad('the game needs a rulesVersion (a string, e.g. "1")');
    const min = described.players?.min;
    const max = described.players?.max;
    const seat = (v) => typeof v === 'number' && Number.isInteger(v) && v >= registry/* MIN_SEATS */.iB && v <= registry/* MAX_SEATS */.y6;
    if (!seat(min) || !seat(max) || min > max) {
        bad(`players must be { min, max } with ${registry/* MIN_SEATS */.iB} ≤ min ≤ max ≤ ${registry/* MAX_SEATS */.y6}, got ${JSON.stringify(described.players ?? null)}`);
    }
    if (described.kind !== 'turn-based' && described.kind !== 'simultaneous')
        bad('kind must be "turn-based" or "simultaneous"');
    const required = ['maxTurns', 'setup', 'toMove', 'observe', 'legalActions', 'validate', 'apply', 'result', 'render'];
    const missing = required.filter((f) => !described.functions.includes(f));
    if (missing.length > 0)
        bad(`the game is missing ${missing.map((f) => `${f}()`).join(', ')}`);
    return {
        name: name,
        rulesVersion: described.rulesVersion,
        players: { min: min, max: max },
        kind: described.kind,
    };
}
function configFunctions(call, { bad, json }) {
    return {
        parseConfig(config) {
            const out = json('parseConfig', call('parseConfig', undefined, [config]));
            if (out === null || typeof out !== 'object' || Array.isArray(out))
                bad('parseConfig() must return an object');
            return out;
        },
        maxTurns(config) {
            const n = json('maxTurns', call('maxTurns', undefined, [config]));
            if (typeof n !== 'number' || !Number.isInteger(n) || n < 1)
                bad(`maxTurns() must return a whole number ≥ 1, got ${JSON.stringify(n)}`);
            return n;
        },
        setup(seed, players, config) {
            return call('setup', undefined, [seed, players, config]);
        },
        apply(state, actions) {
            return call('apply', state, [[...actions]]);
        },
    };
}
function stateFunctions(call, { bad, json }) {
    return {
        toMove(state) {
            const seats = json('toMove', call('toMove', state, []));
            if (!Array.isArray(seats) || !seats.every((s) => Number.isInteger(s)))
                bad('toMove() must return an array of seat numbers');
            return seats;
        },
        observe(state, seatNo) {
            return json('observe', call('observe', state, [seatNo]));
        },
        legalActions(state, seatNo) {
            const actions = json('legalActions', call('legalActions', state, [seatNo]));
            if (!Array.isArray(actions))
                bad('legalActions() must return an array');
            return actions;
        },
        validate(state, seatNo, action) {
            const v = json('validate', call('validate', state, [seatNo, action === undefined ? null : action]));
            if (!v || typeof v !== 'object' || typeof v.ok !== 'boolean')
                bad('validate() must return { ok: true, action } or { ok: false, reason }');
            if (v.ok)
                return { ok: true, action: v.action === undefined ? action : v.action };
            if (typeof v.reason !== 'string' || v.reason.trim() === '')
                bad('validate() must give a reason when it rejects an action');
            return { ok: false, reason: v.reason.slice(0, 500) };
        },
        result(state) {
            return json('result', call('result', state, []));
        },
        render(state) {
            const text = call('render', state, []);
            if (typeof text !== 'string')
                bad('render() must return a string');
            return text;
        },
    };
}
function loadGameSource(source, file, options = {}) {
    const { code, exportLine } = toSandboxScript(source, file);
    const call = sandboxCall(code, file, options.timeoutMs ?? GAME_CALL_TIMEOUT_MS);
    const shape = shapeChecks(file, exportLine);
    const description = describeGame(call, shape, options.expectName);
    return { ...description, file, source, ...configFunctions(call, shape), ...stateFunctions(call, shape) };
}
function callFailure(error, file, what, timeout) {
    if (error instanceof GameModuleError)
        return error.message;
    const code = error?.code;
    if (code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
        return `${file}: ${what} took longer than ${timeout} ms (an endless loop? a game call must be quick)`;
    }
    const { message, stack } = errorText(error);
    return `${whereIn(stack, file)}: ${what} threw ${message}`;
}
async function readGameModule(root, path) {
    const parts = path.split('/');
    for (let i = 1; i <= parts.length; i++) {
        const prefix = parts.slice(0, i).join('/');
        let info;
        try {
            info = await (0,promises_.lstat)((0,external_node_path_.join)(root, prefix));
        }
        catch {
            throw new errors/* UserError */.yo(`${path}: no such file (arena.yml declares it)`, 'add the game module or fix games.<name>.module in arena.yml');
        }
        if (info.isSymbolicLink())
            throw new errors/* UserError */.yo(`${prefix}: is a symbolic link`, 'a game module and its folder must be plain files and folders');
        if (i === parts.length && !info.isFile())
            throw new errors/* UserError */.yo(`${path}: is not a file`, "games.<name>.module names the game's .mjs file");
        if (i === parts.length && info.size > GAME_MODULE_MAX_BYTES) {
            throw new errors/* UserError */.yo(`${path}: ${info.size} bytes is over the ${GAME_MODULE_MAX_BYTES} byte limit of a game module`, 'keep a game module small');
        }
    }
    const bytes = await (0,promises_.readFile)((0,external_node_path_.resolve)(root, path));
    try {
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new errors/* UserError */.yo(`${path}: is not valid UTF-8`, 'save the game module as UTF-8');
    }
}
async function loadConfiguredGames(root, config) {
    const out = [];
    for (const { name, module: path } of (0,core_config/* gameModules */.qi)(config)) {
        const game = loadGameSource(await readGameModule(root, path), path, { expectName: name });
        try {
            (0,registry/* registerGame */.IE)(game);
        }
        catch (error) {
            throw new errors/* UserError */.yo(`${path}: ${error.message}`, 'give each game its own name');
        }
        out.push(game);
    }
    return out;
}


/***/ })

};
