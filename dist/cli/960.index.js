export const id = 960;
export const ids = [960];
export const modules = {

/***/ 6960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hm: () => (/* binding */ readChangedList),
/* harmony export */   Og: () => (/* binding */ createGitClient),
/* harmony export */   US: () => (/* binding */ identityKey),
/* harmony export */   io: () => (/* binding */ assertRef)
/* harmony export */ });
/* unused harmony exports gitEnv, parseNameStatusZ, gitGateInput */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_gates_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7311);
/* harmony import */ var _core_manifest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4414);
/* harmony import */ var _capped_process_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4843);






const REF = /^[A-Za-z0-9_][A-Za-z0-9._/@{}^~+-]{0,254}$/;
function assertRef(ref, what = 'ref') {
    if (!REF.test(ref) || ref.includes('..')) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${what} ${JSON.stringify(ref.slice(0, 100))} is not a git ref or commit`, 'give a branch, tag or commit sha');
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
function parseNameStatusZ(output) {
    const fields = output.split('\u0000');
    if (fields[fields.length - 1] === '')
        fields.pop();
    const changes = [];
    for (let i = 0; i < fields.length;) {
        const code = fields[i];
        const status = _core_gates_js__WEBPACK_IMPORTED_MODULE_3__/* .STATUS_LETTERS */ .Hp[code[0] ?? ''] ?? 'unknown';
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
const GIT_TIMEOUT_MS = 60_000;
const GIT_MAX_OUTPUT_BYTES = 16 * 1024 * 1024;
const GIT_STDERR_BYTES = 64 * 1024;
const GIT_SAFE_CONFIG = ['-c', 'core.quotePath=false', '-c', 'core.fsmonitor=false', '-c', 'diff.external='];
const CLONE_HINT = 'run inside a git clone that has both commits (in Actions: actions/checkout with fetch-depth: 2, or more for --base)';
function subcommand(args) {
    return args
        .filter((a) => !a.startsWith('-'))
        .slice(0, 1)
        .join(' ');
}
function stderrLines(text) {
    return text.trim().split('\n').slice(0, 3).join(' ');
}
class GitCommandClient {
    repo;
    timeoutMs;
    maxOutputBytes;
    binary;
    constructor(repo, options) {
        this.repo = repo;
        this.timeoutMs = options.timeoutMs ?? GIT_TIMEOUT_MS;
        this.maxOutputBytes = options.maxOutputBytes ?? GIT_MAX_OUTPUT_BYTES;
        this.binary = options.binary ?? 'git';
    }
    async exec(args, allowFailure = false) {
        const result = await (0,_capped_process_js__WEBPACK_IMPORTED_MODULE_5__/* .runCapped */ .D)(this.binary, [...GIT_SAFE_CONFIG, ...args], {
            cwd: this.repo,
            env: gitEnv(),
            timeoutMs: this.timeoutMs,
            maxOutputBytes: this.maxOutputBytes + 1,
            maxStderrBytes: GIT_STDERR_BYTES,
            killAfterBytes: this.maxOutputBytes,
            processGroup: true,
        });
        const what = `git ${subcommand(args)}`;
        if (result.spawnError) {
            throw result.spawnError.code === 'ENOENT'
                ? new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InfraError */ .Ri('git is not installed or not on PATH', 'install git, or pass the changed paths with --changed FILE')
                : new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InfraError */ .Ri(`git could not be started: ${result.spawnError.message}`);
        }
        if (result.timedOut)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InfraError */ .Ri(`${what} did not finish within ${this.timeoutMs} ms`, CLONE_HINT);
        if (result.overflowed === 'stderr') {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InfraError */ .Ri(`${what} wrote more than ${this.maxOutputBytes} bytes to stderr`, `run git ${subcommand(args)} in ${this.repo} to see what it prints; check the git installation and the repository`);
        }
        if (result.stdout.totalBytes > this.maxOutputBytes) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InfraError */ .Ri(`${what} gave more than ${this.maxOutputBytes} bytes of output`, 'this repository or change is larger than Arena reads');
        }
        if (result.code === 0 || allowFailure)
            return { code: result.code, stdout: (0,_capped_process_js__WEBPACK_IMPORTED_MODULE_5__/* .keptBytes */ .C)(result.stdout) };
        const message = stderrLines(result.stderr.text());
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${what} failed${result.exitSignal ? ` (${result.exitSignal})` : ''}: ${message || `exit ${result.code}`}`, CLONE_HINT);
    }
    async text(args) {
        return (await this.exec(args)).stdout.toString('utf8');
    }
    async commitOf(revision) {
        const { code, stdout } = await this.exec(['rev-parse', '--verify', '--quiet', `${assertRef(revision)}^{commit}`], true);
        const sha = stdout.toString('utf8').trim();
        return code === 0 && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
    }
    async topLevel() {
        const { code, stdout } = await this.exec(['rev-parse', '--show-toplevel'], true);
        const top = stdout.toString('utf8').trim();
        return code === 0 && top !== '' ? top : undefined;
    }
    async isShallow() {
        const { stdout } = await this.exec(['rev-parse', '--is-shallow-repository'], true);
        return stdout.toString('utf8').trim() === 'true';
    }
    async rangeBase(range) {
        if ('mergeCommit' in range)
            return (await this.text(['rev-parse', '--verify', `${assertRef(range.mergeCommit)}^1^{commit}`])).trim();
        return (await this.text(['merge-base', assertRef(range.base, 'base'), assertRef(range.head ?? 'HEAD', 'head')])).trim();
    }
    async rangeHead(range) {
        const ref = 'mergeCommit' in range ? range.mergeCommit : (range.head ?? 'HEAD');
        return (await this.text(['rev-parse', '--verify', `${assertRef(ref)}^{commit}`])).trim();
    }
    async changedPaths(range) {
        const revs = 'mergeCommit' in range
            ? [`${assertRef(range.mergeCommit)}^1`, assertRef(range.mergeCommit)]
            : [`${assertRef(range.base, 'base')}...${assertRef(range.head ?? 'HEAD', 'head')}`];
        return parseNameStatusZ(await this.text(['diff', '--name-status', '-z', '-M', '--no-ext-diff', '--no-textconv', ...revs, '--']));
    }
    async showFile(ref, path, maxBytes = 1024 * 1024) {
        const spec = `${assertRef(ref)}:${path}`;
        const type = (await this.exec(['cat-file', '-t', spec], true)).stdout.toString('utf8').trim();
        if (type !== 'blob')
            return undefined;
        const size = Number((await this.text(['cat-file', '-s', spec])).trim());
        if (!(size <= maxBytes))
            return undefined;
        return this.text(['cat-file', 'blob', spec]);
    }
    async folderOwner(ref, folder) {
        const out = await this.text(['log', '--reverse', '--no-show-signature', '--format=%an%x00%ae', assertRef(ref), '--', `${folder}/`]);
        const first = out.split('\n')[0];
        if (!first)
            return undefined;
        const [name, email] = first.split('\u0000');
        return { name: name ?? '', email: email ?? '' };
    }
    async commitAuthor(ref) {
        const out = (await this.text(['log', '-1', '--no-show-signature', '--format=%an%x00%ae', assertRef(ref)])).trim();
        const [name, email] = out.split('\u0000');
        return { name: name ?? '', email: email ?? '' };
    }
}
function createGitClient(repo, options = {}) {
    return new GitCommandClient(repo, options);
}
function identityKey(identity) {
    const email = identity.email.trim().toLowerCase();
    const noreply = /^(?:\d+\+)?([a-z0-9](?:[a-z0-9-]{0,38}))@users\.noreply\.github\.com$/.exec(email);
    if (noreply)
        return noreply[1];
    return email || identity.name.trim().toLowerCase();
}
async function gitGateInput(git, range, config, association) {
    const [changes, base, head] = await Promise.all([git.changedPaths(range), git.rangeBase(range), git.rangeHead(range)]);
    const touched = touchedAgents(changes, config);
    const owners = new Map();
    const baseManifests = new Map();
    const headManifests = new Map();
    for (const agent of touched.agents.values()) {
        const manifestPath = `${agent.folder}/${MANIFEST_FILE}`;
        const [baseText, headText] = await Promise.all([git.showFile(base, manifestPath), git.showFile(head, manifestPath)]);
        if (baseText !== undefined) {
            baseManifests.set(agent.id, baseText);
            const owner = await git.folderOwner(base, agent.folder);
            owners.set(agent.id, owner ? identityKey(owner) : undefined);
        }
        if (headText !== undefined)
            headManifests.set(agent.id, headText);
    }
    const prSide = 'mergeCommit' in range ? await git.commitOf(`${head}^2`) : undefined;
    const author = await git.commitAuthor(prSide ?? head);
    return { changes, author: { login: identityKey(author), association }, config, owners, baseManifests, headManifests };
}
async function readChangedList(file, io) {
    let text;
    if (file === '-') {
        text = await io.readStdin();
    }
    else {
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, file), 'utf8');
        }
        catch (error) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`--changed ${file}: cannot be read (${error.code ?? error.message})`, 'give a file with one repository path per line, or - to read them from stdin');
        }
    }
    return (0,_core_gates_js__WEBPACK_IMPORTED_MODULE_3__/* .parseChangedList */ .e6)(text, file === '-' ? '--changed -' : file);
}


/***/ }),

/***/ 7311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hp: () => (/* binding */ STATUS_LETTERS),
/* harmony export */   JX: () => (/* binding */ touchedAgents),
/* harmony export */   OD: () => (/* binding */ computeGates),
/* harmony export */   Sc: () => (/* binding */ MAINTAINER_ASSOCIATIONS),
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
const MAINTAINER_ASSOCIATIONS = ['OWNER', 'MEMBER', 'COLLABORATOR'];
function isMaintainer(association) {
    return MAINTAINER_ASSOCIATIONS.some((maintainer) => maintainer === association);
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
    'harden-engine/',
    '.ci/',
    'docker/',
    'games/',
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
function sameIdentity(owner, login) {
    return owner !== undefined && owner.trim() !== '' && owner.trim().toLowerCase() === login.trim().toLowerCase();
}
function computeGates(input) {
    const maintainer = isMaintainer(input.author.association);
    const trustedPaths = changedTrustedPaths(input.changes, trustedPathMatcher(input.config));
    const issues = maintainer ? [] : trustedPathIssues(trustedPaths);
    const agentIssues = new Map();
    const addAgentIssue = (id, issue) => {
        const list = agentIssues.get(id) ?? [];
        list.push(issue);
        agentIssues.set(id, list);
    };
    const agents = [];
    for (const agent of touchedAgents(input.changes, input.config).agents.values()) {
        const sides = agentSides(input, agent);
        if (!sides)
            continue;
        agents.push(sides.gateAgent);
        const ownerIssue = maintainer ? undefined : notAgentOwnerIssue(sides.gateAgent, input.author.login);
        if (ownerIssue)
            addAgentIssue(agent.id, ownerIssue);
        const versionIssue = versionNotBumpedIssue(sides);
        if (versionIssue)
            addAgentIssue(agent.id, versionIssue);
    }
    const ids = (change) => agents.filter((a) => a.change === change).map((a) => a.id);
    const passed = issues.length === 0 && agentIssues.size === 0;
    return { agents, added: ids('added'), modified: ids('modified'), removed: ids('removed'), trustedPaths, issues, agentIssues, passed };
}
function changedTrustedPaths(changes, trusted) {
    const found = [];
    const seen = new Set();
    for (const change of changes) {
        for (const path of change.from !== undefined ? [change.from, change.path] : [change.path]) {
            if (trusted.isTrusted(path) && !seen.has(path)) {
                seen.add(path);
                found.push(path);
            }
        }
    }
    return found;
}
function trustedPathIssues(trustedPaths) {
    const shown = trustedPaths.slice(0, 50);
    const issues = shown.map((path) => ({
        path,
        line: 1,
        column: 1,
        severity: 'error',
        rule: 'touches-trusted-path',
        message: `this change modifies ${path}, which only maintainers may change (arena.yml, the official agents, workflows, action code and package files); move it to a separate pull request by a maintainer`,
    }));
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
    return issues;
}
function agentSides(input, agent) {
    const onBase = input.baseManifests.has(agent.id) || (input.baseAgents?.has(agent.id) ?? false);
    const onHead = input.headManifests.has(agent.id);
    if (!onBase && !onHead)
        return undefined;
    const change = !onBase ? 'added' : onHead ? 'modified' : 'removed';
    const manifestPath = `${agent.folder}/${_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .MANIFEST_FILE */ .h1}`;
    const base = input.baseManifests.get(agent.id);
    const head = input.headManifests.get(agent.id);
    const baseVersion = base !== undefined ? (0,_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .manifestVersion */ .cX)(base, manifestPath).version : undefined;
    const headInfo = head !== undefined ? (0,_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .manifestVersion */ .cX)(head, manifestPath) : undefined;
    const owner = change === 'added' ? input.author.login : input.owners.get(agent.id);
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
    return { gateAgent, manifestPath, baseVersion, headInfo };
}
function notAgentOwnerIssue(agent, login) {
    const { change, owner } = agent;
    if (change === 'added' || agent.tier !== 'community' || sameIdentity(owner, login))
        return undefined;
    const verb = change === 'removed' ? 'remove' : 'change';
    return {
        path: change === 'removed' ? agent.path : `${agent.path}/${_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .MANIFEST_FILE */ .h1}`,
        line: 1,
        column: 1,
        severity: 'error',
        rule: 'not-agent-owner',
        message: owner === undefined
            ? `${agent.id} exists on the default branch but its owner could not be determined; only its owner or a maintainer may ${verb} it`
            : `${agent.id} belongs to ${owner}; only its owner or a maintainer may ${verb} it. Submit your own agent under a new folder instead`,
    };
}
function versionNotBumpedIssue({ gateAgent, manifestPath, baseVersion, headInfo }) {
    const headVersion = headInfo?.version;
    if (!isSemver(headVersion) || !isSemver(baseVersion) || semver__WEBPACK_IMPORTED_MODULE_0___default().gt(headVersion, baseVersion))
        return undefined;
    const same = semver__WEBPACK_IMPORTED_MODULE_0___default().eq(headVersion, baseVersion);
    return {
        path: manifestPath,
        line: headInfo.line,
        column: headInfo.column,
        severity: 'error',
        rule: 'version-not-bumped',
        message: same
            ? `${gateAgent.id} changed but its version is still ${headVersion}; bump it (e.g. to ${semver__WEBPACK_IMPORTED_MODULE_0___default().inc(headVersion, 'patch')})`
            : `${gateAgent.id}'s version went down from ${baseVersion} to ${headVersion}; versions only go up: use a version above ${baseVersion}`,
    };
}
function isSemver(version) {
    return semver__WEBPACK_IMPORTED_MODULE_0___default().valid(version) !== null;
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
const OCTAL_ESCAPE = /[0-7]{1,3}/y;
const NAMED_ESCAPES = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };
function unquoteGitPath(text) {
    if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"'))
        return text;
    const body = text.slice(1, -1);
    const bytes = [];
    for (let i = 0; i < body.length; i += 1) {
        const ch = body[i];
        if (ch !== '\\') {
            bytes.push(...Buffer.from(ch));
            continue;
        }
        OCTAL_ESCAPE.lastIndex = i + 1;
        const octal = OCTAL_ESCAPE.exec(body)?.[0];
        const named = NAMED_ESCAPES[body.charAt(i + 1)];
        if (octal !== undefined) {
            bytes.push(parseInt(octal, 8) & 0xff);
            i += octal.length;
        }
        else if (named !== undefined) {
            bytes.push(named);
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
        const status = /^([AMDRCTUX])(\d{0,3})$/.exec(fields[0]);
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


/***/ })

};
