export const id = 444;
export const ids = [444];
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

/***/ 6960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EO: () => (/* binding */ runGit),
/* harmony export */   Hm: () => (/* binding */ readChangedList),
/* harmony export */   JV: () => (/* binding */ rangeBase),
/* harmony export */   US: () => (/* binding */ identityKey),
/* harmony export */   Vy: () => (/* binding */ gitCommitAuthor),
/* harmony export */   g7: () => (/* binding */ gitShowFile),
/* harmony export */   iX: () => (/* binding */ gitFolderOwner),
/* harmony export */   io: () => (/* binding */ assertRef),
/* harmony export */   lz: () => (/* binding */ gitChangedPaths)
/* harmony export */ });
/* unused harmony exports gitEnv, parseNameStatusZ, rangeHead, gitGateInput */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _core_gates_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7311);
/* harmony import */ var _core_manifest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4414);






const GIT_TIMEOUT_MS = 60_000;
const REF = /^[A-Za-z0-9_][A-Za-z0-9._/@{}^~+-]{0,254}$/;
function assertRef(ref, what = 'ref') {
    if (!REF.test(ref) || ref.includes('..')) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`${what} ${JSON.stringify(ref.slice(0, 100))} is not a git ref or commit`, 'give a branch, tag or commit sha');
    }
    return ref;
}
function gitEnv(env = process.env) {
    const out = {
        LC_ALL: 'C',
        GIT_TERMINAL_PROMPT: '0',
        GIT_OPTIONAL_LOCKS: '0',
        GIT_PAGER: 'cat',
        GIT_NO_REPLACE_OBJECTS: '1',
    };
    if (env.PATH)
        out.PATH = env.PATH;
    if (env.HOME)
        out.HOME = env.HOME;
    return out;
}
function runGit(cwd, args, opts = {}) {
    const fullArgs = ['-c', 'core.quotePath=false', '-c', 'core.fsmonitor=false', '-c', 'diff.external=', ...args];
    return new Promise((resolvePromise, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', fullArgs, { cwd, env: gitEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
        const out = [];
        const err = [];
        let errBytes = 0;
        child.stdout.on('data', (chunk) => out.push(chunk));
        child.stderr.on('data', (chunk) => {
            if (errBytes < 64 * 1024)
                err.push(chunk);
            errBytes += chunk.length;
        });
        const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? GIT_TIMEOUT_MS);
        child.on('error', (error) => {
            clearTimeout(timer);
            reject(error.code === 'ENOENT'
                ? new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InfraError */ .Ri('git is not installed or not on PATH', 'install git, or pass the changed paths with --changed FILE')
                : new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InfraError */ .Ri(`git could not be started: ${error.message}`));
        });
        child.on('close', (code, signal) => {
            clearTimeout(timer);
            if (code === 0 || opts.allowFailure) {
                resolvePromise(Buffer.concat(out));
                return;
            }
            const message = Buffer.concat(err).toString('utf8').trim().split('\n').slice(0, 3).join(' ');
            reject(new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`git ${args
                .filter((a) => !a.startsWith('-'))
                .slice(0, 1)
                .join(' ')} failed${signal ? ` (${signal})` : ''}: ${message || `exit ${code}`}`, 'run inside a git clone that has both commits (in Actions: actions/checkout with fetch-depth: 2, or more for --base)'));
        });
    });
}
function parseNameStatusZ(output) {
    const fields = output.split('\u0000');
    if (fields[fields.length - 1] === '')
        fields.pop();
    const changes = [];
    for (let i = 0; i < fields.length;) {
        const code = fields[i];
        const status = _core_gates_js__WEBPACK_IMPORTED_MODULE_4__/* .STATUS_LETTERS */ .Hp[code[0] ?? ''] ?? 'unknown';
        if (status === 'renamed' || status === 'copied') {
            const from = fields[i + 1];
            const to = fields[i + 2];
            if (from === undefined || to === undefined)
                break;
            changes.push({ status, from, path: to });
            i += 3;
        }
        else {
            const path = fields[i + 1];
            if (path === undefined)
                break;
            changes.push({ status, path });
            i += 2;
        }
    }
    return changes;
}
async function rangeBase(repo, range) {
    if ('mergeCommit' in range)
        return (await runGit(repo, ['rev-parse', '--verify', `${assertRef(range.mergeCommit)}^1^{commit}`])).toString().trim();
    const out = await runGit(repo, ['merge-base', assertRef(range.base, 'base'), assertRef(range.head ?? 'HEAD', 'head')]);
    return out.toString().trim();
}
async function rangeHead(repo, range) {
    const ref = 'mergeCommit' in range ? range.mergeCommit : (range.head ?? 'HEAD');
    return (await runGit(repo, ['rev-parse', '--verify', `${assertRef(ref)}^{commit}`])).toString().trim();
}
async function gitChangedPaths(repo, range) {
    const revs = 'mergeCommit' in range
        ? [`${assertRef(range.mergeCommit)}^1`, assertRef(range.mergeCommit)]
        : [`${assertRef(range.base, 'base')}...${assertRef(range.head ?? 'HEAD', 'head')}`];
    const out = await runGit(repo, ['diff', '--name-status', '-z', '-M', '--no-ext-diff', '--no-textconv', ...revs, '--']);
    return parseNameStatusZ(out.toString('utf8'));
}
async function gitShowFile(repo, ref, path, maxBytes = 1024 * 1024) {
    const spec = `${assertRef(ref)}:${path}`;
    const type = (await runGit(repo, ['cat-file', '-t', spec], { allowFailure: true })).toString().trim();
    if (type !== 'blob')
        return undefined;
    const size = Number((await runGit(repo, ['cat-file', '-s', spec])).toString().trim());
    if (!(size <= maxBytes))
        return undefined;
    return (await runGit(repo, ['cat-file', 'blob', spec])).toString('utf8');
}
async function gitFolderOwner(repo, ref, folder) {
    const out = await runGit(repo, ['log', '--reverse', '--no-show-signature', '--format=%an%x00%ae', assertRef(ref), '--', `${folder}/`]);
    const first = out.toString('utf8').split('\n')[0];
    if (!first)
        return undefined;
    const [name, email] = first.split('\u0000');
    return { name: name ?? '', email: email ?? '' };
}
async function gitCommitAuthor(repo, ref) {
    const out = (await runGit(repo, ['log', '-1', '--no-show-signature', '--format=%an%x00%ae', assertRef(ref)])).toString('utf8').trim();
    const [name, email] = out.split('\u0000');
    return { name: name ?? '', email: email ?? '' };
}
function identityKey(identity) {
    const email = identity.email.trim().toLowerCase();
    const noreply = /^(?:\d+\+)?([a-z0-9](?:[a-z0-9-]{0,38}))@users\.noreply\.github\.com$/.exec(email);
    if (noreply)
        return noreply[1];
    return email || identity.name.trim().toLowerCase();
}
async function gitGateInput(repo, range, config, association) {
    const [changes, base, head] = await Promise.all([gitChangedPaths(repo, range), rangeBase(repo, range), rangeHead(repo, range)]);
    const touched = touchedAgents(changes, config);
    const owners = new Map();
    const baseManifests = new Map();
    const headManifests = new Map();
    for (const agent of touched.agents.values()) {
        const manifestPath = `${agent.folder}/${MANIFEST_FILE}`;
        const [baseText, headText] = await Promise.all([gitShowFile(repo, base, manifestPath), gitShowFile(repo, head, manifestPath)]);
        if (baseText !== undefined) {
            baseManifests.set(agent.id, baseText);
            const owner = await gitFolderOwner(repo, base, agent.folder);
            owners.set(agent.id, owner ? identityKey(owner) : undefined);
        }
        if (headText !== undefined)
            headManifests.set(agent.id, headText);
    }
    const prSide = 'mergeCommit' in range
        ? (await runGit(repo, ['rev-parse', '--verify', '--quiet', `${head}^2`], { allowFailure: true })).toString().trim()
        : '';
    const author = await gitCommitAuthor(repo, prSide || head);
    return { changes, author: { login: identityKey(author), association }, config, owners, baseManifests, headManifests };
}
async function readChangedList(file, io) {
    let text;
    if (file === '-') {
        text = await io.readStdin();
    }
    else {
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, file), 'utf8');
        }
        catch (error) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`--changed ${file}: cannot be read (${error.code ?? error.message})`, 'give a file with one repository path per line, or - to read them from stdin');
        }
    }
    return (0,_core_gates_js__WEBPACK_IMPORTED_MODULE_4__/* .parseChangedList */ .e6)(text, file === '-' ? '--changed -' : file);
}


/***/ }),

/***/ 7311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hp: () => (/* binding */ STATUS_LETTERS),
/* harmony export */   JX: () => (/* binding */ touchedAgents),
/* harmony export */   OD: () => (/* binding */ computeGates),
/* harmony export */   Xg: () => (/* binding */ AUTHOR_ASSOCIATIONS),
/* harmony export */   e6: () => (/* binding */ parseChangedList),
/* harmony export */   t5: () => (/* binding */ isMaintainer)
/* harmony export */ });
/* unused harmony exports TRUSTED_PATHS, trustedPathMatcher, unquoteGitPath */
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2088);
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _discovery_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8521);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4414);




const AUTHOR_ASSOCIATIONS = [
    'OWNER',
    'MEMBER',
    'COLLABORATOR',
    'CONTRIBUTOR',
    'FIRST_TIME_CONTRIBUTOR',
    'FIRST_TIMER',
    'MANNEQUIN',
    'NONE',
];
function isMaintainer(association) {
    return association === 'OWNER' || association === 'MEMBER' || association === 'COLLABORATOR';
}
const TRUSTED_PATHS = [
    'arena.yml',
    'arena.yaml',
    'action.yml',
    'action.yaml',
    '.github/',
    'src/',
    'dist/',
    'scripts/',
    '.ci/',
    'docker/',
    'node_modules/',
    'package.json',
    'package-lock.json',
    'npm-shrinkwrap.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    '.npmrc',
    '.nvmrc',
    '.node-version',
    'tsconfig.json',
    'jest.config.js',
    'eslint.config.js',
    '.gitattributes',
    '.gitmodules',
];
function trustedPathMatcher(config) {
    const exact = new Set();
    const prefixes = [];
    for (const p of [...TRUSTED_PATHS, `${config.agents.official}/`]) {
        const lower = p.toLowerCase();
        if (lower.endsWith('/'))
            prefixes.push(lower);
        else
            exact.add(lower);
    }
    return {
        isTrusted(path) {
            const lower = path.toLowerCase();
            if (exact.has(lower))
                return true;
            for (const prefix of prefixes)
                if (lower.startsWith(prefix) || lower === prefix.slice(0, -1))
                    return true;
            return false;
        },
    };
}
function touchedAgents(changes, config) {
    const roots = (0,_discovery_js__WEBPACK_IMPORTED_MODULE_1__/* .tierRoots */ .uL)(config);
    const agents = new Map();
    const tierFiles = [];
    const other = [];
    const rootSet = new Set(roots.map((r) => r.root));
    for (const change of changes) {
        for (const path of change.from !== undefined ? [change.from, change.path] : [change.path]) {
            if (rootSet.has(path)) {
                tierFiles.push(path);
                continue;
            }
            const location = (0,_discovery_js__WEBPACK_IMPORTED_MODULE_1__/* .locateAgentPath */ .Z5)(path, roots);
            if (!location) {
                other.push(path);
            }
            else if (location.inside === '' && !(0,_discovery_js__WEBPACK_IMPORTED_MODULE_1__/* .isAgentName */ .XL)(location.name)) {
                tierFiles.push(path);
            }
            else {
                addTouch(agents, location, change);
            }
        }
    }
    return { agents, tierFiles, other };
}
function addTouch(agents, location, change) {
    const id = `${location.tier}/${location.name}`;
    let agent = agents.get(id);
    if (!agent) {
        agent = { ...location, inside: '', id, changes: [] };
        agents.set(id, agent);
    }
    if (agent.changes[agent.changes.length - 1] !== change)
        agent.changes.push(change);
}
function sameIdentity(a, b) {
    return a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase() && a.trim() !== '';
}
function computeGates(input) {
    const { config, author } = input;
    const maintainer = isMaintainer(author.association);
    const trusted = trustedPathMatcher(config);
    const issues = [];
    const agentIssues = new Map();
    const addAgentIssue = (id, issue) => {
        const list = agentIssues.get(id) ?? [];
        list.push(issue);
        agentIssues.set(id, list);
    };
    const trustedPaths = [];
    const seenTrusted = new Set();
    for (const change of input.changes) {
        for (const path of change.from !== undefined ? [change.from, change.path] : [change.path]) {
            if (trusted.isTrusted(path) && !seenTrusted.has(path)) {
                seenTrusted.add(path);
                trustedPaths.push(path);
            }
        }
    }
    if (!maintainer) {
        const shown = trustedPaths.slice(0, 50);
        for (const path of shown) {
            issues.push({
                path,
                line: 1,
                column: 1,
                severity: 'error',
                rule: 'touches-trusted-path',
                message: `this change modifies ${path}, which only maintainers may change (arena.yml, the official agents, workflows, action code and package files); move it to a separate pull request by a maintainer`,
            });
        }
        if (trustedPaths.length > shown.length) {
            issues.push({
                path: trustedPaths[shown.length],
                line: 1,
                column: 1,
                severity: 'error',
                rule: 'touches-trusted-path',
                message: `and ${trustedPaths.length - shown.length} more trusted paths`,
            });
        }
    }
    const touched = touchedAgents(input.changes, config);
    const agents = [];
    for (const agent of touched.agents.values()) {
        const onBase = input.baseManifests.has(agent.id) || (input.baseAgents?.has(agent.id) ?? false);
        const onHead = input.headManifests.has(agent.id);
        const change = !onBase ? 'added' : onHead ? 'modified' : 'removed';
        if (!onBase && !onHead)
            continue;
        const manifestPath = `${agent.folder}/${_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .MANIFEST_FILE */ .h1}`;
        const base = input.baseManifests.get(agent.id);
        const head = input.headManifests.get(agent.id);
        const baseVersion = base !== undefined ? (0,_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .manifestVersion */ .cX)(base, manifestPath).version : undefined;
        const headInfo = head !== undefined ? (0,_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .manifestVersion */ .cX)(head, manifestPath) : undefined;
        const owner = change === 'added' ? author.login : input.owners.get(agent.id);
        const gateAgent = {
            id: agent.id,
            tier: agent.tier,
            name: agent.name,
            path: agent.folder,
            change,
            ...(baseVersion !== undefined ? { baseVersion } : {}),
            ...(headInfo?.version !== undefined ? { headVersion: headInfo.version } : {}),
            ...(owner !== undefined ? { owner } : {}),
        };
        agents.push(gateAgent);
        if (change !== 'added' && agent.tier === 'community' && !maintainer && !sameIdentity(owner, author.login)) {
            addAgentIssue(agent.id, {
                path: change === 'removed' ? agent.folder : manifestPath,
                line: 1,
                column: 1,
                severity: 'error',
                rule: 'not-agent-owner',
                message: owner === undefined
                    ? `${agent.id} exists on the default branch but its owner could not be determined; only its owner or a maintainer may ${change === 'removed' ? 'remove' : 'change'} it`
                    : `${agent.id} belongs to ${owner}; only its owner or a maintainer may ${change === 'removed' ? 'remove' : 'change'} it. Submit your own agent under a new folder instead`,
            });
        }
        if (change === 'modified' && headInfo) {
            const where = { line: headInfo.line, column: headInfo.column };
            const headVersion = headInfo.version;
            if (baseVersion !== undefined && headVersion !== undefined && semver__WEBPACK_IMPORTED_MODULE_0___default().valid(headVersion)) {
                const validBase = semver__WEBPACK_IMPORTED_MODULE_0___default().valid(baseVersion);
                const same = validBase ? semver__WEBPACK_IMPORTED_MODULE_0___default().eq(headVersion, baseVersion) : headVersion === baseVersion;
                const lower = validBase ? semver__WEBPACK_IMPORTED_MODULE_0___default().lt(headVersion, baseVersion) : false;
                if (same || lower) {
                    addAgentIssue(agent.id, {
                        path: manifestPath,
                        ...where,
                        severity: 'error',
                        rule: 'version-not-bumped',
                        message: same
                            ? `${agent.id} changed but its version is still ${headVersion}; bump it (e.g. to ${semver__WEBPACK_IMPORTED_MODULE_0___default().inc(headVersion, 'patch') ?? 'a higher version'})`
                            : `${agent.id}'s version went down from ${baseVersion} to ${headVersion}; versions only go up: use a version above ${baseVersion}`,
                    });
                }
            }
        }
    }
    const added = agents.filter((a) => a.change === 'added').map((a) => a.id);
    const modified = agents.filter((a) => a.change === 'modified').map((a) => a.id);
    const removed = agents.filter((a) => a.change === 'removed').map((a) => a.id);
    const passed = !issues.some((i) => i.severity === 'error') && ![...agentIssues.values()].some((l) => l.some((i) => i.severity === 'error'));
    return { agents, added, modified, removed, trustedPaths, issues, agentIssues, passed };
}
const STATUS_LETTERS = {
    A: 'added',
    M: 'modified',
    D: 'deleted',
    R: 'renamed',
    C: 'copied',
    T: 'type-changed',
    U: 'modified',
    X: 'unknown',
};
function unquoteGitPath(text) {
    if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"'))
        return text;
    const body = text.slice(1, -1);
    const bytes = [];
    const simple = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };
    for (let i = 0; i < body.length; i += 1) {
        const ch = body[i];
        if (ch !== '\\') {
            bytes.push(...new TextEncoder().encode(ch));
            continue;
        }
        const next = body[i + 1];
        if (next !== undefined && /[0-7]/.test(next)) {
            const octal = /^[0-7]{1,3}/.exec(body.slice(i + 1))[0];
            bytes.push(parseInt(octal, 8) & 0xff);
            i += octal.length;
        }
        else if (next !== undefined && simple[next] !== undefined) {
            bytes.push(simple[next]);
            i += 1;
        }
        else {
            bytes.push(92);
        }
    }
    return new TextDecoder().decode(new Uint8Array(bytes));
}
function parseChangedList(text, file = '--changed') {
    const out = [];
    const lines = text.split('\n');
    for (let n = 0; n < lines.length; n += 1) {
        const line = lines[n].replace(/\r$/, '');
        if (line.trim() === '')
            continue;
        const fields = line.split('\t');
        const status = /^([AMDRCTUX])(\d{0,3})$/.exec(fields[0] ?? '');
        const bad = (what) => new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${file}:${n + 1}: ${what}`, 'list one repository path per line (relative to the repository root), or git diff --name-status output');
        const clean = (raw) => {
            const path = (0,_discovery_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeRepoPath */ .NP)(unquoteGitPath(raw));
            if (path === undefined)
                throw bad(`${JSON.stringify(raw.slice(0, 200))} is not a path inside the repository`);
            return path;
        };
        if (status && fields.length >= 2) {
            const kind = STATUS_LETTERS[status[1]];
            if ((kind === 'renamed' || kind === 'copied') && fields.length === 3) {
                out.push({ status: kind, from: clean(fields[1]), path: clean(fields[2]) });
            }
            else if (fields.length === 2) {
                out.push({ status: kind, path: clean(fields[1]) });
            }
            else {
                throw bad('expected "STATUS<TAB>path" or "R100<TAB>old<TAB>new"');
            }
        }
        else {
            out.push({ status: 'unknown', path: clean(line) });
        }
    }
    return out;
}


/***/ }),

/***/ 1444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   agentResult: () => (/* binding */ agentResult),
/* harmony export */   command: () => (/* binding */ command),
/* harmony export */   formatIssue: () => (/* binding */ formatIssue),
/* harmony export */   summaryLine: () => (/* binding */ summaryLine),
/* harmony export */   validateRepository: () => (/* binding */ validateRepository),
/* harmony export */   validateResults: () => (/* binding */ validateResults)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cli_args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7593);
/* harmony import */ var _adapters_discovery_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2982);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6960);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _core_gates_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7311);
/* harmony import */ var _core_results_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(541);
/* harmony import */ var _core_sanitize_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9528);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(311);










const USAGE = 'arena validate [--root DIR] [--changed FILE] [--json]';
async function validateRepository(root, opts = {}) {
    const config = await (0,_adapters_discovery_js__WEBPACK_IMPORTED_MODULE_3__/* .loadArenaConfig */ .IM)(root);
    if (!opts.changed)
        return { discovery: await (0,_adapters_discovery_js__WEBPACK_IMPORTED_MODULE_3__/* .discoverAgents */ .eU)(root, config, { hash: opts.hash ?? true }), removed: [], partial: false };
    const touched = (0,_core_gates_js__WEBPACK_IMPORTED_MODULE_6__/* .touchedAgents */ .JX)(opts.changed, config);
    const wanted = new Set(touched.agents.keys());
    const discovery = await (0,_adapters_discovery_js__WEBPACK_IMPORTED_MODULE_3__/* .discoverAgents */ .eU)(root, config, { only: (tier, name) => wanted.has(`${tier}/${name}`), hash: opts.hash ?? true });
    const found = new Set(discovery.agents.map((a) => a.id));
    const present = new Set([...discovery.names].flatMap(([tier, names]) => [...names].map((n) => `${tier}/${n}`)));
    const removed = [...touched.agents.values()]
        .filter((a) => !found.has(a.id) && !present.has(a.id))
        .map((a) => ({ id: a.id, path: a.folder }));
    return { discovery, removed, partial: true };
}
function capIssue(issue) {
    return {
        ...issue,
        path: (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_8__/* .truncate */ .xv)(issue.path, _core_results_js__WEBPACK_IMPORTED_MODULE_7__/* .RESULTS_CAPS */ .Lm.path),
        message: (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_8__/* .truncate */ .xv)(issue.message, _core_results_js__WEBPACK_IMPORTED_MODULE_7__/* .RESULTS_CAPS */ .Lm.message),
    };
}
function capIssues(issues, max, path) {
    if (issues.length <= max)
        return issues.map(capIssue);
    const kept = issues.slice(0, max - 1).map(capIssue);
    kept.push({
        path,
        line: 1,
        column: 1,
        severity: 'error',
        rule: 'too-many-issues',
        message: `${issues.length - kept.length} more findings not listed`,
    });
    return kept;
}
function agentResult(agent) {
    return {
        id: agent.id,
        tier: agent.tier,
        path: (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_8__/* .truncate */ .xv)(agent.path, _core_results_js__WEBPACK_IMPORTED_MODULE_7__/* .RESULTS_CAPS */ .Lm.path),
        version: (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_8__/* .truncate */ .xv)(agent.summary.version ?? '', 64),
        status: agent.status,
        issues: capIssues(agent.issues, _core_results_js__WEBPACK_IMPORTED_MODULE_7__/* .RESULTS_CAPS */ .Lm.issuesPerAgent, agent.manifestPath),
        ...(agent.summary.games ? { games: agent.summary.games } : {}),
        ...(agent.summary.entrypoint ? { entrypoint: agent.summary.entrypoint } : {}),
        ...(agent.treeHash ? { treeHash: agent.treeHash } : {}),
    };
}
function countSeverities(issues) {
    const counts = { errors: 0, warnings: 0, notices: 0 };
    for (const issue of issues) {
        if (issue.severity === 'error')
            counts.errors += 1;
        else if (issue.severity === 'warning')
            counts.warnings += 1;
        else
            counts.notices += 1;
    }
    return counts;
}
function allIssues(outcome) {
    return [...outcome.discovery.issues, ...outcome.discovery.agents.flatMap((a) => a.issues)];
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
function summaryLine(outcome) {
    const agents = outcome.discovery.agents;
    const by = (s) => agents.filter((a) => a.status === s).length;
    const counts = countSeverities(allIssues(outcome));
    const scope = outcome.partial ? ' touched by the change' : '';
    const removed = outcome.removed.length > 0 ? `; ${outcome.removed.length} removed` : '';
    return (`${plural(agents.length, 'agent')}${scope}: ${by('ok')} ok, ${by('invalid')} invalid, ${by('rejected')} rejected${removed}; ` +
        `${plural(counts.errors, 'error')}, ${plural(counts.warnings, 'warning')}`);
}
function validateResults(outcome, now = new Date()) {
    const agents = outcome.discovery.agents;
    const counts = countSeverities(allIssues(outcome));
    const top = [...outcome.discovery.issues];
    for (const { id, path } of outcome.removed) {
        top.push({ path, line: 1, column: 1, severity: 'notice', rule: 'agent-removed', message: `${id} is removed by this change` });
    }
    let listed = agents;
    if (agents.length > _core_results_js__WEBPACK_IMPORTED_MODULE_7__/* .RESULTS_CAPS */ .Lm.agents) {
        const withIssues = agents.filter((a) => a.status !== 'ok' || a.issues.length > 0);
        const clean = agents.filter((a) => !(a.status !== 'ok' || a.issues.length > 0));
        listed = [...withIssues, ...clean].slice(0, _core_results_js__WEBPACK_IMPORTED_MODULE_7__/* .RESULTS_CAPS */ .Lm.agents);
        top.push({
            path: '.',
            line: 1,
            column: 1,
            severity: 'notice',
            rule: 'results-truncated',
            message: `${agents.length - listed.length} of ${agents.length} agents are not listed (a results document lists at most ${_core_results_js__WEBPACK_IMPORTED_MODULE_7__/* .RESULTS_CAPS */ .Lm.agents}); agents with findings come first`,
        });
    }
    const reasons = [summaryLine(outcome)];
    return {
        schema: _core_results_js__WEBPACK_IMPORTED_MODULE_7__/* .RESULTS_SCHEMA_V1 */ .fi,
        run: { mode: 'validate', createdAt: now.toISOString(), arenaVersion: _version_js__WEBPACK_IMPORTED_MODULE_9__/* .ARENA_VERSION */ .R },
        agents: listed.map(agentResult),
        ...(top.length > 0 ? { issues: capIssues(top, _core_results_js__WEBPACK_IMPORTED_MODULE_7__/* .RESULTS_CAPS */ .Lm.topIssues, '.') } : {}),
        matches: [],
        ratings: [],
        verdict: { conclusion: counts.errors > 0 ? 'failure' : 'success', reasons },
    };
}
function formatIssue(issue) {
    return `${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_8__/* .sanitizeLine */ .g$)(issue.path)}:${issue.line}:${issue.column}: ${issue.severity} ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_8__/* .sanitizeLine */ .g$)(issue.rule)}: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_8__/* .sanitizeLine */ .g$)(issue.message)}`;
}
const command = {
    name: 'validate',
    usage: USAGE,
    run: async (argv, io) => {
        const { values } = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_2__/* .parseFlags */ .bQ)(argv, { root: { type: 'string' }, changed: { type: 'string' }, json: { type: 'boolean' } }, USAGE);
        const rootFlag = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values.root);
        const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, rootFlag ?? '.');
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(root).catch(() => undefined);
        if (!info?.isDirectory()) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`--root ${rootFlag ?? '.'}: no such folder (${root})`, 'give the root of an arena repository (the folder holding arena.yml and agents/)');
        }
        const changedFlag = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values.changed);
        const changed = changedFlag !== undefined ? await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_4__/* .readChangedList */ .Hm)(changedFlag, io) : undefined;
        const outcome = await validateRepository(root, changed ? { changed } : {});
        const counts = countSeverities(allIssues(outcome));
        if (values.json) {
            io.out((0,_core_results_js__WEBPACK_IMPORTED_MODULE_7__/* .serializeResults */ .f5)(validateResults(outcome)));
            io.err(`arena validate: ${summaryLine(outcome)}\n`);
        }
        else {
            const lines = allIssues(outcome)
                .slice()
                .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line || a.column - b.column))
                .map(formatIssue);
            for (const { id, path } of outcome.removed)
                lines.push(`${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_8__/* .sanitizeLine */ .g$)(path)}: ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_8__/* .sanitizeLine */ .g$)(id)} is removed by this change`);
            lines.push(`arena validate: ${summaryLine(outcome)}`);
            io.out(`${lines.join('\n')}\n`);
        }
        return counts.errors > 0 ? _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .yU.findings : _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .yU.ok;
    },
};


/***/ })

};
