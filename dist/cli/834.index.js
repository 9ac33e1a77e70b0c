export const id = 834;
export const ids = [834];
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

/***/ 2300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ headTailText),
/* harmony export */   j: () => (/* binding */ HeadTailBuffer)
/* harmony export */ });
const DECODER = new TextDecoder('utf-8');
class HeadTailBuffer {
    headCap;
    tailCap;
    head = null;
    headLength = 0;
    tail = null;
    tailPos = 0;
    tailLength = 0;
    total = 0;
    constructor(capBytes) {
        const cap = Math.max(0, Math.floor(capBytes));
        this.headCap = Math.ceil(cap / 2);
        this.tailCap = cap - this.headCap;
    }
    push(chunk) {
        this.total += chunk.length;
        let rest = chunk;
        if (this.headLength < this.headCap) {
            this.head ??= new Uint8Array(this.headCap);
            const n = Math.min(this.headCap - this.headLength, rest.length);
            this.head.set(rest.subarray(0, n), this.headLength);
            this.headLength += n;
            rest = rest.subarray(n);
        }
        if (rest.length === 0 || this.tailCap === 0)
            return;
        this.tail ??= new Uint8Array(this.tailCap);
        if (rest.length >= this.tailCap) {
            this.tail.set(rest.subarray(rest.length - this.tailCap));
            this.tailPos = 0;
            this.tailLength = this.tailCap;
            return;
        }
        const first = Math.min(rest.length, this.tailCap - this.tailPos);
        this.tail.set(rest.subarray(0, first), this.tailPos);
        this.tail.set(rest.subarray(first), 0);
        this.tailPos = (this.tailPos + rest.length) % this.tailCap;
        this.tailLength = Math.min(this.tailCap, this.tailLength + rest.length);
    }
    get totalBytes() {
        return this.total;
    }
    get omittedBytes() {
        return this.total - this.headLength - this.tailLength;
    }
    get truncated() {
        return this.omittedBytes > 0;
    }
    bytes() {
        const head = this.head ? this.head.slice(0, this.headLength) : new Uint8Array(0);
        let tail = new Uint8Array(0);
        if (this.tail && this.tailLength > 0) {
            if (this.tailLength < this.tailCap)
                tail = this.tail.slice(0, this.tailLength);
            else {
                tail = new Uint8Array(this.tailCap);
                tail.set(this.tail.subarray(this.tailPos), 0);
                tail.set(this.tail.subarray(0, this.tailPos), this.tailCap - this.tailPos);
            }
        }
        return { head, tail, omitted: this.omittedBytes };
    }
    text() {
        const { head, tail, omitted } = this.bytes();
        if (omitted === 0) {
            const all = new Uint8Array(head.length + tail.length);
            all.set(head, 0);
            all.set(tail, head.length);
            return DECODER.decode(all);
        }
        return `${DECODER.decode(head)}\n[… ${omitted} bytes omitted …]\n${DECODER.decode(tail)}`;
    }
}
function headTailText(text, maxChars, headShare = 0.25) {
    if (text.length <= maxChars)
        return text;
    const marker = `\n[… ${text.length} characters in all, the middle omitted …]\n`;
    const budget = Math.max(0, maxChars - marker.length);
    let headChars = Math.floor(budget * headShare);
    let tailStart = text.length - (budget - headChars);
    const h = text.charCodeAt(headChars - 1);
    if (h >= 0xd800 && h <= 0xdbff)
        headChars -= 1;
    const t = text.charCodeAt(tailStart);
    if (t >= 0xdc00 && t <= 0xdfff)
        tailStart += 1;
    return text.slice(0, headChars) + marker + text.slice(tailStart);
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

/***/ 8834:
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
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/core/github/artifacts.ts
const RESULTS_ARTIFACT_NAME = 'arena-results.json';
function time(value) {
    if (!value)
        return Number.NaN;
    return Date.parse(value);
}
function selectResultsArtifact(artifacts, run, maxBytes) {
    const named = artifacts.filter((a) => a.name === RESULTS_ARTIFACT_NAME);
    if (named.length === 0)
        return { ok: false, reason: `the evaluation run uploaded no artifact named ${RESULTS_ARTIFACT_NAME}` };
    const started = time(run.runStartedAt);
    const thisAttempt = named.filter((a) => time(a.created_at) >= started);
    if (thisAttempt.length === 0) {
        return {
            ok: false,
            reason: `no ${RESULTS_ARTIFACT_NAME} artifact was uploaded by attempt ${run.runAttempt} of the evaluation run (only by an earlier attempt)`,
        };
    }
    if (thisAttempt.length > 1) {
        return {
            ok: false,
            reason: `${thisAttempt.length} artifacts named ${RESULTS_ARTIFACT_NAME} in one run attempt; exactly one is expected`,
        };
    }
    const artifact = thisAttempt[0];
    if (artifact.expired)
        return { ok: false, reason: `the ${RESULTS_ARTIFACT_NAME} artifact has expired` };
    const origin = artifact.workflow_run;
    if (!origin || origin.id !== run.runId) {
        return { ok: false, reason: `the ${RESULTS_ARTIFACT_NAME} artifact does not belong to run ${run.runId}` };
    }
    if (origin.head_sha !== run.headSha) {
        return { ok: false, reason: `the ${RESULTS_ARTIFACT_NAME} artifact was made for another commit than ${run.headSha}` };
    }
    if (origin.head_repository_id !== run.headRepositoryId) {
        return { ok: false, reason: `the ${RESULTS_ARTIFACT_NAME} artifact comes from another head repository` };
    }
    if (origin.repository_id !== undefined && origin.repository_id !== run.repositoryId) {
        return { ok: false, reason: `the ${RESULTS_ARTIFACT_NAME} artifact belongs to another repository` };
    }
    if (!Number.isSafeInteger(artifact.size_in_bytes) || artifact.size_in_bytes < 0 || artifact.size_in_bytes > maxBytes) {
        return {
            ok: false,
            reason: `the ${RESULTS_ARTIFACT_NAME} artifact is ${artifact.size_in_bytes} bytes; the limit is ${maxBytes}`,
        };
    }
    if (artifact.digest != null && !/^sha256:[0-9a-f]{64}$/.test(artifact.digest)) {
        return { ok: false, reason: `the ${RESULTS_ARTIFACT_NAME} artifact has an unreadable digest` };
    }
    return { ok: true, artifact };
}

// EXTERNAL MODULE: ./src/core/github/port.ts
var port = __webpack_require__(3256);
// EXTERNAL MODULE: ./src/core/results.ts
var core_results = __webpack_require__(541);
// EXTERNAL MODULE: ./src/core/sanitize.ts
var sanitize = __webpack_require__(9528);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: ./node_modules/yauzl/index.js
var yauzl = __webpack_require__(663);
;// CONCATENATED MODULE: ./src/adapters/zip.ts


const DEFAULT_ZIP_CAPS = { maxEntries: 1, maxUncompressedBytes: 8 * 1024 * 1024, maxRatio: 200 };
class ZipRejectedError extends Error {
    name = 'ZipRejectedError';
}
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFDIR = 0o040000;
const S_IFREG = 0o100000;
function isZip(bytes) {
    return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}
function entryNameProblem(raw) {
    if (raw.includes(0))
        return 'an entry name holds a NUL byte';
    const name = raw.toString('latin1');
    if (name.includes('\\'))
        return 'an entry name uses a backslash';
    if (name.startsWith('/') || /^[A-Za-z]:/.test(name))
        return 'an entry name is an absolute path';
    if (name.split('/').includes('..'))
        return 'an entry name leaves the archive folder ("..")';
    if (/[\u0000-\u001f\u007f-\u00ff]/.test(name))
        return 'an entry name holds control or non-ASCII characters';
    return undefined;
}
async function orRejected(work, what) {
    try {
        return await work;
    }
    catch (error) {
        throw new ZipRejectedError(`${what} (${error.message})`);
    }
}
async function readEntry(zip, entry, cap) {
    const stream = await orRejected(zip.openReadStreamPromise(entry), 'the zip entry could not be read');
    const chunks = [];
    let total = 0;
    try {
        for await (const chunk of stream) {
            total += chunk.length;
            if (total > cap)
                throw new ZipRejectedError(`the zip entry inflates to more than ${cap} bytes`);
            chunks.push(chunk);
        }
    }
    catch (error) {
        if (error instanceof ZipRejectedError)
            throw error;
        throw new ZipRejectedError(`the zip entry is damaged (${error.message})`);
    }
    return Buffer.concat(chunks);
}
function refuseBombRatio(size, entry, caps) {
    if (size / Math.max(1, entry.compressedSize) > caps.maxRatio) {
        throw new ZipRejectedError(`the zip entry's compression ratio is over ${caps.maxRatio}:1 (a zip bomb?)`);
    }
}
async function readSingleFileZip(bytes, expectedName, caps = DEFAULT_ZIP_CAPS, layers = {}) {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const options = { decodeStrings: false, validateEntrySizes: layers.verifyEntrySizes !== false };
    const zip = await orRejected(yauzl.fromBufferPromise(buffer, options), 'not a readable zip archive');
    if (zip.entryCount === 0)
        throw new ZipRejectedError('the zip archive is empty');
    if (zip.entryCount > caps.maxEntries) {
        throw new ZipRejectedError(`the zip archive has ${zip.entryCount} entries; exactly ${caps.maxEntries} (${expectedName}) is expected`);
    }
    zip.readEntry();
    const [entry] = (await orRejected((0,external_node_events_.once)(zip, 'entry'), 'the zip archive is damaged'));
    const problem = entryNameProblem(entry.fileNameRaw);
    if (problem)
        throw new ZipRejectedError(problem);
    const name = entry.fileNameRaw.toString('latin1');
    if (name !== expectedName)
        throw new ZipRejectedError(`the zip archive holds ${JSON.stringify(name.slice(0, 100))}, not ${expectedName}`);
    const mode = (entry.externalFileAttributes >>> 16) & 0xffff;
    const madeOnUnix = entry.versionMadeBy >>> 8 === 3;
    if (madeOnUnix) {
        const type = mode & S_IFMT;
        if (type === S_IFLNK)
            throw new ZipRejectedError('the zip entry is a symbolic link');
        if (type === S_IFDIR)
            throw new ZipRejectedError('the zip entry is a directory');
        if (type !== 0 && type !== S_IFREG)
            throw new ZipRejectedError('the zip entry is not a regular file');
    }
    if ((entry.externalFileAttributes & 0x10) !== 0)
        throw new ZipRejectedError('the zip entry is a directory');
    if (entry.isEncrypted())
        throw new ZipRejectedError('the zip entry is encrypted');
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        throw new ZipRejectedError(`the zip entry uses compression method ${entry.compressionMethod}; only stored and deflate are read`);
    }
    if (entry.uncompressedSize > caps.maxUncompressedBytes) {
        throw new ZipRejectedError(`the zip entry declares ${entry.uncompressedSize} bytes; the limit is ${caps.maxUncompressedBytes}`);
    }
    refuseBombRatio(entry.uncompressedSize, entry, caps);
    const data = await readEntry(zip, entry, caps.maxUncompressedBytes);
    refuseBombRatio(data.length, entry, caps);
    return data;
}

;// CONCATENATED MODULE: ./src/adapters/artifact.ts







const DEFAULT_ARTIFACT_CAPS = {
    downloadBytes: core_results/* RESULTS_CAPS */.Lm.documentBytes + 64 * 1024,
    zip: { ...DEFAULT_ZIP_CAPS, maxUncompressedBytes: core_results/* RESULTS_CAPS */.Lm.documentBytes },
};
function untrusted(reason) {
    return { status: 'untrusted', reason };
}
function decodeUtf8(bytes) {
    return (0,external_node_buffer_.isUtf8)(bytes) ? new TextDecoder('utf-8').decode(bytes) : undefined;
}
function readerReason(error) {
    if (error instanceof ZipRejectedError || error instanceof core_results/* ResultsReadError */.D5)
        return error.message;
    return `the results file could not be read (${(0,sanitize/* sanitizeLine */.g$)(String(error)).slice(0, 200)})`;
}
async function parseResultsBytes(bytes, caps = DEFAULT_ARTIFACT_CAPS) {
    try {
        const json = isZip(bytes) ? await readSingleFileZip(bytes, RESULTS_ARTIFACT_NAME, caps.zip) : bytes;
        const text = decodeUtf8(json);
        if (text === undefined)
            return { status: 'untrusted', reason: 'the results file is not UTF-8 text' };
        return { status: 'valid', results: (0,core_results/* readResults */.x8)(text), digestChecked: false };
    }
    catch (error) {
        return { status: 'untrusted', reason: readerReason(error) };
    }
}
async function readResultsArtifact(github, run, caps = DEFAULT_ARTIFACT_CAPS) {
    let artifacts;
    try {
        artifacts = await github.listRunArtifacts(run.repo, run.runId, RESULTS_ARTIFACT_NAME);
    }
    catch (error) {
        if (error instanceof port/* GitHubUnavailableError */.Wn)
            return untrusted('the artifacts were not read (dry run)');
        if (error instanceof port/* GitHubApiError */.OS)
            return untrusted(`the artifacts of run ${run.runId} could not be listed (HTTP ${error.status})`);
        throw error;
    }
    const selected = selectResultsArtifact(artifacts, run, caps.downloadBytes);
    if (!selected.ok)
        return untrusted(selected.reason);
    const artifact = selected.artifact;
    let bytes;
    try {
        bytes = await github.downloadArtifact(run.repo, artifact.id, caps.downloadBytes);
    }
    catch (error) {
        if (error instanceof port/* ArtifactTooLargeError */.G0)
            return untrusted(`the artifact download is larger than ${caps.downloadBytes} bytes`);
        if (error instanceof port/* GitHubApiError */.OS)
            return untrusted(`the artifact could not be downloaded (HTTP ${error.status}: ${(0,sanitize/* sanitizeLine */.g$)(error.message).slice(0, 200)})`);
        if (error instanceof port/* GitHubUnavailableError */.Wn)
            return untrusted('the artifact was not downloaded (dry run)');
        throw error;
    }
    let digestChecked = false;
    if (artifact.digest) {
        const actual = `sha256:${(0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex')}`;
        if (actual !== artifact.digest)
            return untrusted('the downloaded artifact does not match its recorded digest');
        digestChecked = true;
    }
    const parsed = await parseResultsBytes(bytes, caps);
    if (parsed.status === 'valid')
        return { ...parsed, digestChecked };
    return parsed;
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 22 modules
var github = __webpack_require__(2413);
;// CONCATENATED MODULE: ./src/adapters/github.ts


const DEFAULT_API_URL = 'https://api.github.com';
function isCheckRunWrite(method, url) {
    return (method === 'POST' || method === 'PATCH') && /\/check-runs(\/(\{check_run_id\}|\d+))?$/.test(url.split('?')[0]);
}
const PER_PAGE = 100;
function wrap(operation, error) {
    if (error instanceof port/* GitHubApiError */.OS || error instanceof port/* ArtifactTooLargeError */.G0)
        throw error;
    const status = typeof error?.status === 'number' ? error.status : 0;
    const message = error instanceof Error ? error.message : String(error);
    throw new port/* GitHubApiError */.OS(`${operation}: ${message.split('\n')[0]?.slice(0, 300) ?? 'failed'}`, status, operation);
}
function lastPageFromLink(link) {
    if (!link)
        return undefined;
    for (const part of link.split(',')) {
        const m = /<([^>]+)>\s*;\s*rel="last"/.exec(part);
        if (!m)
            continue;
        try {
            const page = Number(new URL(m[1]).searchParams.get('page'));
            return Number.isSafeInteger(page) && page >= 1 ? page : undefined;
        }
        catch {
            return undefined;
        }
    }
    return undefined;
}
async function readCapped(response, maxBytes) {
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
        await response.body?.cancel();
        throw new port/* ArtifactTooLargeError */.G0(maxBytes);
    }
    if (!response.body)
        return new Uint8Array(0);
    const reader = response.body.getReader();
    const chunks = [];
    let total = 0;
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        total += value.byteLength;
        if (total > maxBytes) {
            await reader.cancel();
            throw new port/* ArtifactTooLargeError */.G0(maxBytes);
        }
        chunks.push(value);
    }
    const out = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
        out.set(chunk, offset);
        offset += chunk.byteLength;
    }
    return out;
}
class OctokitGitHub {
    octokit;
    apiUrl;
    blobs = new Map();
    constructor(options) {
        const apiUrl = (options.apiUrl || DEFAULT_API_URL).replace(/\/+$/, '');
        this.apiUrl = new URL(apiUrl);
        this.octokit = (0,github/* getOctokit */.Q)(options.token, {
            baseUrl: apiUrl,
            userAgent: options.userAgent ?? 'arena-report',
            log: { debug: () => { }, info: () => { }, warn: () => { }, error: () => { } },
        });
        const budget = options.budget;
        if (budget) {
            this.octokit.hook.before('request', (request) => {
                const method = String(request.method ?? 'GET').toUpperCase();
                const url = String(request.url ?? '');
                budget.take(`${method} ${url.split('?')[0]}`, isCheckRunWrite(method, url));
            });
        }
    }
    async pages(operation, route, params, maxPages) {
        const out = [];
        try {
            let page = 0;
            for await (const response of this.octokit.paginate.iterator(route, { ...params, per_page: PER_PAGE })) {
                out.push(...response.data);
                page += 1;
                if (page >= maxPages)
                    break;
            }
        }
        catch (error) {
            wrap(operation, error);
        }
        return out;
    }
    async listRunArtifacts(repo, runId, name) {
        return this.pages('list run artifacts', 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts', { ...repo, run_id: runId, ...(name !== undefined ? { name } : {}) }, 10);
    }
    async downloadArtifact(repo, artifactId, maxBytes) {
        let location;
        try {
            const response = await this.octokit.request('GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}', {
                ...repo,
                artifact_id: artifactId,
                archive_format: 'zip',
                request: { redirect: 'manual', parseSuccessResponseBody: false },
            });
            const status = response.status;
            if (status < 300 || status >= 400)
                throw new port/* GitHubApiError */.OS(`download artifact: expected a redirect, got HTTP ${status}`, status, 'download artifact');
            location = response.headers.location;
        }
        catch (error) {
            wrap('download artifact', error);
        }
        if (!location)
            throw new port/* GitHubApiError */.OS('download artifact: the redirect has no Location', 0, 'download artifact');
        let target;
        try {
            target = new URL(location, this.apiUrl);
        }
        catch {
            throw new port/* GitHubApiError */.OS('download artifact: the redirect Location is not a URL', 0, 'download artifact');
        }
        const allowed = target.protocol === 'https:' || (target.protocol === 'http:' && this.apiUrl.protocol === 'http:');
        if (!allowed)
            throw new port/* GitHubApiError */.OS(`download artifact: refusing to follow a redirect to ${target.protocol}`, 0, 'download artifact');
        let response;
        try {
            response = await fetch(target, {
                redirect: 'error',
                headers: { accept: 'application/octet-stream, application/zip, application/json' },
            });
        }
        catch (error) {
            throw new port/* GitHubApiError */.OS(`download artifact: ${error.message}`, 0, 'download artifact');
        }
        if (!response.ok) {
            await response.body?.cancel();
            throw new port/* GitHubApiError */.OS(`download artifact: storage answered HTTP ${response.status}`, response.status, 'download artifact');
        }
        return readCapped(response, maxBytes);
    }
    async listPullRequestsForCommit(repo, sha) {
        return this.pages('list pull requests of a commit', 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', { ...repo, commit_sha: sha }, 3);
    }
    async listOpenPullRequests(repo, head) {
        return this.pages('list open pull requests', 'GET /repos/{owner}/{repo}/pulls', { ...repo, state: 'open', head }, 3);
    }
    async getPullRequest(repo, number) {
        try {
            const response = await this.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { ...repo, pull_number: number });
            return response.data;
        }
        catch (error) {
            wrap('get pull request', error);
        }
    }
    async listPullRequestFiles(repo, number) {
        return this.pages('list pull request files', 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files', { ...repo, pull_number: number }, port/* PULL_REQUEST_FILES_LIMIT */.ym / PER_PAGE);
    }
    async listChangedFiles(repo, base, head) {
        try {
            const response = await this.octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
                ...repo,
                basehead: `${base}...${head}`,
                per_page: 1,
                page: 1,
            });
            return (response.data.files ?? []).map((f) => ({
                filename: f.filename,
                status: f.status,
                ...(typeof f.previous_filename === 'string' ? { previous_filename: f.previous_filename } : {}),
            }));
        }
        catch (error) {
            wrap('compare commits', error);
        }
    }
    async getFile(repo, path, ref, maxBytes) {
        let data;
        try {
            const response = await this.octokit.request('GET /repos/{owner}/{repo}/contents/{path}', { ...repo, path, ref });
            data = response.data;
        }
        catch (error) {
            if (error?.status === 404)
                return { kind: 'missing', path };
            wrap('get file', error);
        }
        if (Array.isArray(data))
            return { kind: 'not-file', path, type: 'dir' };
        const item = data;
        if (item.type !== 'file')
            return { kind: 'not-file', path, type: String(item.type ?? 'unknown') };
        if (item.path !== path)
            return { kind: 'not-file', path, type: 'symlink' };
        const size = Number(item.size ?? 0);
        if (size > maxBytes)
            return { kind: 'too-large', path, size };
        if (item.encoding !== 'base64' || typeof item.content !== 'string')
            return { kind: 'too-large', path, size };
        const bytes = Buffer.from(item.content, 'base64');
        if (bytes.length > maxBytes)
            return { kind: 'too-large', path, size: bytes.length };
        let text;
        try {
            text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        }
        catch {
            return { kind: 'binary', path, size: bytes.length };
        }
        return { kind: 'file', path, text, size: bytes.length, sha: String(item.sha ?? '') };
    }
    async oldestCommit(repo, path, ref) {
        try {
            const first = await this.octokit.request('GET /repos/{owner}/{repo}/commits', { ...repo, path, sha: ref, per_page: PER_PAGE });
            let commits = first.data;
            const last = lastPageFromLink(first.headers.link);
            if (last !== undefined && last > 1) {
                const page = await this.octokit.request('GET /repos/{owner}/{repo}/commits', {
                    ...repo,
                    path,
                    sha: ref,
                    per_page: PER_PAGE,
                    page: last,
                });
                commits = page.data;
            }
            const oldest = commits[commits.length - 1];
            if (!oldest)
                return null;
            return { sha: oldest.sha, login: oldest.author?.login ?? null };
        }
        catch (error) {
            const status = error?.status;
            if (status === 409)
                return null;
            wrap('list commits', error);
        }
    }
    async listCheckRuns(repo, ref, name) {
        return this.pages('list check runs', 'GET /repos/{owner}/{repo}/commits/{ref}/check-runs', { ...repo, ref, check_name: name, filter: 'all' }, 5);
    }
    async createCheckRun(repo, body) {
        try {
            const response = await this.octokit.request('POST /repos/{owner}/{repo}/check-runs', { ...repo, ...body });
            const app = response.data.app?.slug;
            return { id: Number(response.data.id), html_url: response.data.html_url, ...(typeof app === 'string' ? { app } : {}) };
        }
        catch (error) {
            wrap('create check run', error);
        }
    }
    async updateCheckRun(repo, id, body) {
        try {
            await this.octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', { ...repo, check_run_id: id, ...body });
        }
        catch (error) {
            wrap('update check run', error);
        }
    }
    async listIssueComments(repo, issueNumber) {
        return this.pages('list comments', 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { ...repo, issue_number: issueNumber }, 10);
    }
    async createIssueComment(repo, issueNumber, body) {
        try {
            const response = await this.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
                ...repo,
                issue_number: issueNumber,
                body,
            });
            return { id: Number(response.data.id) };
        }
        catch (error) {
            wrap('create comment', error);
        }
    }
    async updateIssueComment(repo, commentId, body) {
        try {
            await this.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', { ...repo, comment_id: commentId, body });
        }
        catch (error) {
            wrap('update comment', error);
        }
    }
    async getDefaultBranch(repo) {
        try {
            const response = await this.octokit.request('GET /repos/{owner}/{repo}', { ...repo });
            return String(response.data.default_branch);
        }
        catch (error) {
            wrap('get repository', error);
        }
    }
    async getBranchHead(repo, branch) {
        try {
            const response = await this.octokit.request('GET /repos/{owner}/{repo}/git/ref/{ref}', { ...repo, ref: `heads/${branch}` });
            const object = response.data.object;
            if (object.type !== 'commit')
                throw new port/* GitHubApiError */.OS(`get ref: heads/${branch} points at a ${String(object.type)}`, 0, 'get ref');
            return String(object.sha);
        }
        catch (error) {
            if (error?.status === 404)
                return null;
            wrap('get ref', error);
        }
    }
    async getCommitTree(repo, commitSha) {
        try {
            const response = await this.octokit.request('GET /repos/{owner}/{repo}/git/commits/{commit_sha}', { ...repo, commit_sha: commitSha });
            return String(response.data.tree.sha);
        }
        catch (error) {
            wrap('get commit', error);
        }
    }
    async getTree(repo, treeSha, recursive) {
        try {
            const response = await this.octokit.request('GET /repos/{owner}/{repo}/git/trees/{tree_sha}', {
                ...repo,
                tree_sha: treeSha,
                ...(recursive ? { recursive: '1' } : {}),
            });
            const data = response.data;
            return {
                sha: String(data.sha),
                truncated: data.truncated === true,
                entries: data.tree.map((e) => ({
                    path: String(e.path ?? ''),
                    mode: String(e.mode ?? ''),
                    type: String(e.type ?? ''),
                    sha: String(e.sha ?? ''),
                    ...(typeof e.size === 'number' ? { size: e.size } : {}),
                })),
            };
        }
        catch (error) {
            wrap('get tree', error);
        }
    }
    async getBlob(repo, blobSha, maxBytes) {
        const cached = this.blobs.get(blobSha);
        if (cached && cached.byteLength <= maxBytes)
            return cached;
        const bytes = await this.fetchBlob(repo, blobSha, maxBytes);
        this.blobs.set(blobSha, bytes);
        return bytes;
    }
    async fetchBlob(repo, blobSha, maxBytes) {
        let data;
        try {
            const response = await this.octokit.request('GET /repos/{owner}/{repo}/git/blobs/{file_sha}', { ...repo, file_sha: blobSha });
            data = response.data;
        }
        catch (error) {
            wrap('get blob', error);
        }
        const tooLarge = () => new port/* GitHubApiError */.OS(`get blob: blob ${blobSha.slice(0, 12)} is larger than ${maxBytes} bytes`, 413, 'get blob');
        if (typeof data.size === 'number' && data.size > maxBytes)
            throw tooLarge();
        if (typeof data.content !== 'string')
            throw new port/* GitHubApiError */.OS('get blob: the answer has no content', 0, 'get blob');
        if (data.content.length > Math.ceil(maxBytes / 3) * 4 + data.content.length / 60 + 8)
            throw tooLarge();
        const bytes = data.encoding === 'base64' ? Buffer.from(data.content, 'base64') : Buffer.from(data.content, 'utf8');
        if (bytes.length > maxBytes)
            throw tooLarge();
        return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    async createBlob(repo, bytes) {
        try {
            const response = await this.octokit.request('POST /repos/{owner}/{repo}/git/blobs', {
                ...repo,
                content: Buffer.from(bytes).toString('base64'),
                encoding: 'base64',
            });
            return String(response.data.sha);
        }
        catch (error) {
            wrap('create blob', error);
        }
    }
    async createTree(repo, baseTree, files) {
        try {
            const response = await this.octokit.request('POST /repos/{owner}/{repo}/git/trees', {
                ...repo,
                base_tree: baseTree,
                tree: files.map((f) => ({ path: f.path, mode: '100644', type: 'blob', sha: f.sha })),
            });
            return String(response.data.sha);
        }
        catch (error) {
            wrap('create tree', error);
        }
    }
    async createCommit(repo, commit) {
        try {
            const response = await this.octokit.request('POST /repos/{owner}/{repo}/git/commits', { ...repo, ...commit });
            return String(response.data.sha);
        }
        catch (error) {
            wrap('create commit', error);
        }
    }
    async createBranch(repo, branch, sha) {
        try {
            await this.octokit.request('POST /repos/{owner}/{repo}/git/refs', { ...repo, ref: `refs/heads/${branch}`, sha });
        }
        catch (error) {
            wrap('create ref', error);
        }
    }
    async updateBranch(repo, branch, sha) {
        try {
            await this.octokit.request('PATCH /repos/{owner}/{repo}/git/refs/{ref}', { ...repo, ref: `heads/${branch}`, sha, force: false });
        }
        catch (error) {
            wrap('update ref', error);
        }
    }
}

;// CONCATENATED MODULE: ./src/core/github/budget.ts

const REQUEST_BUDGETS = {
    report: { limit: 300, reserve: 30 },
    'maintainer-evaluate': { limit: 600, reserve: 0 },
    'maintainer-report': { limit: 150, reserve: 30 },
    publish: { limit: 200, reserve: 0 },
};
class RequestBudgetExhausted extends port/* GitHubApiError */.OS {
    limit;
    constructor(limit, operation) {
        super(`request budget exhausted: this run may make ${limit} GitHub API requests and has made them all (${operation} was not sent)`, 0, operation);
        this.limit = limit;
    }
}
class RequestBudget {
    limit;
    reserve;
    count = 0;
    refused;
    constructor(limit, reserve = 0) {
        this.limit = limit;
        this.reserve = reserve;
        if (!Number.isSafeInteger(limit) || limit < 1 || !Number.isSafeInteger(reserve) || reserve < 0 || reserve >= limit)
            throw new RangeError(`a request budget needs 0 <= reserve < limit (got ${reserve} of ${limit})`);
    }
    static forMode(mode) {
        const { limit, reserve } = REQUEST_BUDGETS[mode];
        return new RequestBudget(limit, reserve);
    }
    get used() {
        return this.count;
    }
    take(operation, checkRunWrite) {
        const cap = checkRunWrite ? this.limit : this.limit - this.reserve;
        if (this.count >= cap) {
            const refused = new RequestBudgetExhausted(this.limit, operation);
            this.refused ??= refused;
            throw refused;
        }
        this.count += 1;
    }
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/github/dry-run.ts

const CHECK_RUN_ID_PLACEHOLDER = '{check_run_id}';
class DryRunGitHub {
    requests = [];
    unavailable = [];
    nextId = 1;
    read(what) {
        if (!this.unavailable.includes(what))
            this.unavailable.push(what);
        throw new port/* GitHubUnavailableError */.Wn(what);
    }
    listRunArtifacts(repo, runId) {
        return Promise.resolve().then(() => this.read(`GET /repos/${(0,port/* repoSlug */.mr)(repo)}/actions/runs/${runId}/artifacts`));
    }
    downloadArtifact(repo, artifactId) {
        return Promise.resolve().then(() => this.read(`GET /repos/${(0,port/* repoSlug */.mr)(repo)}/actions/artifacts/${artifactId}/zip`));
    }
    listPullRequestsForCommit(repo, sha) {
        return Promise.resolve().then(() => this.read(`GET /repos/${(0,port/* repoSlug */.mr)(repo)}/commits/${sha}/pulls`));
    }
    listOpenPullRequests(repo, head) {
        return Promise.resolve().then(() => this.read(`GET /repos/${(0,port/* repoSlug */.mr)(repo)}/pulls?state=open&head=${encodeURIComponent(head)}`));
    }
    getPullRequest(repo, number) {
        return Promise.resolve().then(() => this.read(`GET /repos/${(0,port/* repoSlug */.mr)(repo)}/pulls/${number}`));
    }
    listPullRequestFiles(repo, number) {
        return Promise.resolve().then(() => this.read(`GET /repos/${(0,port/* repoSlug */.mr)(repo)}/pulls/${number}/files`));
    }
    listChangedFiles(repo, base, head) {
        return Promise.resolve().then(() => this.read(`GET /repos/${(0,port/* repoSlug */.mr)(repo)}/compare/${base}...${head}`));
    }
    getFile(repo, path, ref) {
        return Promise.resolve().then(() => this.read(`GET /repos/${(0,port/* repoSlug */.mr)(repo)}/contents/${encodeURI(path)}?ref=${encodeURIComponent(ref)}`));
    }
    oldestCommit(repo, path, ref) {
        return Promise.resolve().then(() => this.read(`GET /repos/${(0,port/* repoSlug */.mr)(repo)}/commits?path=${encodeURIComponent(path)}&sha=${encodeURIComponent(ref)}`));
    }
    listCheckRuns(repo, ref, name) {
        return Promise.resolve().then(() => this.read(`GET /repos/${(0,port/* repoSlug */.mr)(repo)}/commits/${ref}/check-runs?check_name=${encodeURIComponent(name)}&filter=all`));
    }
    getCommitTree(repo, commitSha) {
        return Promise.resolve().then(() => this.read(`GET /repos/${(0,port/* repoSlug */.mr)(repo)}/git/commits/${commitSha}`));
    }
    getTree(repo, treeSha, recursive) {
        return Promise.resolve().then(() => this.read(`GET /repos/${(0,port/* repoSlug */.mr)(repo)}/git/trees/${treeSha}${recursive ? '?recursive=1' : ''}`));
    }
    getBlob(repo, blobSha) {
        return Promise.resolve().then(() => this.read(`GET /repos/${(0,port/* repoSlug */.mr)(repo)}/git/blobs/${blobSha}`));
    }
    listIssueComments(repo, issueNumber) {
        return Promise.resolve().then(() => this.read(`GET /repos/${(0,port/* repoSlug */.mr)(repo)}/issues/${issueNumber}/comments`));
    }
    async createCheckRun(repo, body) {
        this.requests.push({ method: 'POST', path: `/repos/${(0,port/* repoSlug */.mr)(repo)}/check-runs`, body });
        return { id: this.nextId++ };
    }
    async updateCheckRun(repo, _id, body) {
        this.requests.push({ method: 'PATCH', path: `/repos/${(0,port/* repoSlug */.mr)(repo)}/check-runs/${CHECK_RUN_ID_PLACEHOLDER}`, body });
    }
    async createIssueComment(repo, issueNumber, body) {
        this.requests.push({ method: 'POST', path: `/repos/${(0,port/* repoSlug */.mr)(repo)}/issues/${issueNumber}/comments`, body: { body } });
        return { id: this.nextId++ };
    }
    async updateIssueComment(repo, commentId, body) {
        this.requests.push({ method: 'PATCH', path: `/repos/${(0,port/* repoSlug */.mr)(repo)}/issues/comments/${commentId}`, body: { body } });
    }
}

// EXTERNAL MODULE: ./src/core/config.ts
var config = __webpack_require__(4489);
;// CONCATENATED MODULE: ./src/adapters/default-branch.ts




function folderFiles(root) {
    const base = (0,external_node_path_.resolve)(root);
    return {
        async read(path, maxBytes) {
            const full = (0,external_node_path_.resolve)(base, path);
            const rel = (0,external_node_path_.relative)(base, full);
            if (rel === '' || rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
                return { kind: 'missing', path };
            let info;
            try {
                info = await (0,promises_.lstat)(full);
            }
            catch {
                return { kind: 'missing', path };
            }
            if (info.isSymbolicLink())
                return { kind: 'not-file', path, type: 'symlink' };
            if (!info.isFile())
                return { kind: 'not-file', path, type: info.isDirectory() ? 'dir' : 'other' };
            if (info.size > maxBytes)
                return { kind: 'too-large', path, size: info.size };
            const bytes = await (0,promises_.readFile)(full);
            try {
                return { kind: 'file', path, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), size: bytes.length, sha: '' };
            }
            catch {
                return { kind: 'binary', path, size: bytes.length };
            }
        },
    };
}
async function loadDefaultBranchConfig(root, file) {
    let text;
    try {
        text = await (0,promises_.readFile)((0,external_node_path_.resolve)(root, file), 'utf8');
    }
    catch (error) {
        const code = error.code;
        if (code !== 'ENOENT')
            return { ok: false, reason: `${file} cannot be read (${code ?? 'error'})` };
    }
    try {
        return { ok: true, config: (0,config/* parseConfig */.o4)(text, file) };
    }
    catch (error) {
        return { ok: false, reason: (0,sanitize/* sanitizeLine */.g$)(error instanceof Error ? error.message : String(error)) };
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/iso.js
var iso = __webpack_require__(4377);
;// CONCATENATED MODULE: ./src/core/github/event.ts

const EVALUATION_WORKFLOW_PATH = '.github/workflows/arena-pr.yml';
const COMPLETED_CONCLUSION = 'success';
const Id = schemas/* int */.Whr().min(1).max(Number.MAX_SAFE_INTEGER);
const Login = schemas/* string */.YjP().min(1).max(100);
const RepoName = schemas/* string */.YjP().regex(/^[A-Za-z0-9._-]{1,100}$/, 'a repository name');
const Owner = schemas/* string */.YjP().regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, 'an owner login');
const Repository = schemas/* looseObject */._H3({
    id: Id,
    name: RepoName,
    full_name: schemas/* string */.YjP().max(200),
    owner: schemas/* looseObject */._H3({ login: Owner }),
    default_branch: schemas/* string */.YjP().min(1).max(255).optional(),
});
const WorkflowRun = schemas/* looseObject */._H3({
    id: Id,
    path: schemas/* string */.YjP().max(1024).optional(),
    event: schemas/* string */.YjP().max(100),
    status: schemas/* string */.YjP().max(100).nullable().optional(),
    conclusion: schemas/* string */.YjP().max(100).nullable(),
    head_sha: schemas/* string */.YjP().regex(/^[0-9a-f]{40}$/, 'a 40-hex commit sha'),
    head_branch: schemas/* string */.YjP().max(1024).nullable(),
    run_attempt: schemas/* int */.Whr().min(1).max(10_000).optional(),
    run_number: schemas/* int */.Whr().min(0).optional(),
    run_started_at: iso/* datetime */.w$({ offset: true }),
    html_url: schemas/* string */.YjP().max(2048).optional(),
    head_repository: schemas/* looseObject */._H3({ id: Id, full_name: schemas/* string */.YjP().max(200), owner: schemas/* looseObject */._H3({ login: Login }) }).nullable(),
    repository: schemas/* looseObject */._H3({ id: Id }).optional(),
});
const Event = schemas/* looseObject */._H3({
    action: schemas/* string */.YjP().max(100).optional(),
    workflow_run: WorkflowRun,
    repository: Repository,
});
function describeIssue(error) {
    const first = error.issues[0];
    if (!first)
        return 'invalid';
    const where = first.path.map(String).join('.');
    return `${where || '(top level)'}: ${first.message}`;
}
function readWorkflowRunEvent(payload, opts = {}) {
    if (opts.eventName !== undefined && opts.eventName !== 'workflow_run') {
        return { ok: false, reason: `report mode runs on workflow_run events; this job was started by "${opts.eventName.slice(0, 40)}"` };
    }
    if (!payload || typeof payload !== 'object' || !('workflow_run' in payload)) {
        return { ok: false, reason: 'the event is not a workflow_run event (no workflow_run in the payload)' };
    }
    const parsed = Event.safeParse(payload);
    if (!parsed.success)
        return { ok: false, reason: `the workflow_run event is malformed: ${describeIssue(parsed.error)}` };
    const { workflow_run: run, repository, action } = parsed.data;
    if (action !== undefined && action !== 'completed') {
        return { ok: false, reason: `the workflow run has not completed (action "${action.slice(0, 40)}"); report acts on "completed"` };
    }
    const workflowFile = run.path?.replace(/@[^@]*$/, '');
    if (workflowFile !== EVALUATION_WORKFLOW_PATH) {
        return {
            ok: false,
            reason: `workflow_run.path is ${JSON.stringify((run.path ?? '(none)').slice(0, 120))}, not ${EVALUATION_WORKFLOW_PATH}: report acts only on the PR evaluation workflow`,
        };
    }
    if (run.event !== 'pull_request') {
        return {
            ok: false,
            reason: `workflow_run.event is ${JSON.stringify(run.event.slice(0, 40))}, not "pull_request": report acts only on pull request evaluations`,
        };
    }
    if (run.status !== undefined && run.status !== null && run.status !== 'completed') {
        return { ok: false, reason: `the workflow run's status is "${run.status.slice(0, 40)}", not "completed"` };
    }
    if (!run.head_repository)
        return { ok: false, reason: 'workflow_run.head_repository is missing (the head repository was deleted?)' };
    if (run.repository && run.repository.id !== repository.id) {
        return { ok: false, reason: 'workflow_run.repository is not the repository this job runs in' };
    }
    if (opts.repository !== undefined && opts.repository.toLowerCase() !== repository.full_name.toLowerCase()) {
        return { ok: false, reason: `the event's repository is not GITHUB_REPOSITORY (${opts.repository.slice(0, 200)})` };
    }
    if (!repository.default_branch)
        return { ok: false, reason: 'repository.default_branch is missing from the event' };
    const context = {
        repo: { owner: repository.owner.login, repo: repository.name },
        repositoryId: repository.id,
        fullName: repository.full_name,
        defaultBranch: repository.default_branch,
        runId: run.id,
        runAttempt: run.run_attempt ?? 1,
        runNumber: run.run_number ?? 0,
        headSha: run.head_sha,
        headBranch: run.head_branch ?? '',
        headRepositoryId: run.head_repository.id,
        headOwner: run.head_repository.owner.login,
        headFullName: run.head_repository.full_name,
        conclusion: run.conclusion ?? 'unknown',
        runStartedAt: run.run_started_at,
        isFork: run.head_repository.id !== repository.id,
    };
    if (run.html_url && /^https:\/\/[A-Za-z0-9.-]+\/[A-Za-z0-9._/-]+$/.test(run.html_url))
        context.htmlUrl = run.html_url;
    return { ok: true, context };
}
function evaluationCompleted(context) {
    return context.conclusion === COMPLETED_CONCLUSION;
}
function checkExternalId(context) {
    return `${context.runId}:${context.runAttempt}`;
}

;// CONCATENATED MODULE: ./src/core/github/pull-request.ts
function openFromRunHead(pull, run) {
    return (pull.state === 'open' &&
        pull.base.repo.id === run.repositoryId &&
        pull.base.repo.full_name.toLowerCase() === run.fullName.toLowerCase() &&
        pull.head.repo !== null &&
        pull.head.repo.id === run.headRepositoryId);
}
function distinct(candidates, keep) {
    const seen = new Set();
    return candidates.filter((pull) => {
        if (seen.has(pull.number) || !keep(pull))
            return false;
        seen.add(pull.number);
        return true;
    });
}
function matchingPullRequests(candidates, run) {
    return distinct(candidates, (pull) => pull.head.sha === run.headSha && openFromRunHead(pull, run));
}
function choosePullRequest(candidates, run) {
    const matching = matchingPullRequests(candidates, run);
    if (matching.length === 1)
        return { ok: true, pull: matching[0] };
    if (matching.length === 0) {
        return {
            ok: false,
            reason: `no open pull request of ${run.fullName} has head ${run.headSha.slice(0, 12)} from the run's head repository`,
        };
    }
    return {
        ok: false,
        reason: `${matching.length} open pull requests (${matching.map((p) => `#${p.number}`).join(', ')}) have head ${run.headSha.slice(0, 12)}; the gates need exactly one`,
    };
}
function headFilter(run) {
    return `${run.headOwner}:${run.headBranch}`;
}
function isSuperseded(current, run) {
    return current.head.sha !== run.headSha;
}
function movedPullRequest(candidates, run) {
    const moved = distinct(candidates, (pull) => pull.head.sha !== run.headSha && pull.head.ref === run.headBranch && openFromRunHead(pull, run));
    return moved.length === 1 ? moved[0] : undefined;
}

// EXTERNAL MODULE: ./src/core/discovery.ts
var discovery = __webpack_require__(8521);
// EXTERNAL MODULE: ./src/core/games/registry.ts + 3 modules
var registry = __webpack_require__(1551);
;// CONCATENATED MODULE: ./src/core/report/repro.ts


function reproCommand(game, result) {
    if (!registry/* GAME_NAME_PATTERN */.Sf.test(game))
        return undefined;
    const range = (0,registry/* isBuiltInGame */.As)(game) ? (0,registry/* findGame */.kf)(game).players : { min: registry/* MIN_SEATS */.iB, max: registry/* MAX_SEATS */.y6 };
    if (result.seats.length < range.min || result.seats.length > range.max)
        return undefined;
    if (!result.seats.every((id) => core_results/* AgentIdSchema */.Qp.safeParse(id).success))
        return undefined;
    if (!Number.isSafeInteger(result.seed) || result.seed < 0)
        return undefined;
    return `arena match ${result.seats.join(' ')} --game ${game} --games 1 --seed ${result.seed}`;
}

;// CONCATENATED MODULE: ./src/core/report/text.ts

const CHECK_LIMITS = {
    outputBytes: 65_535,
    titleChars: 255,
    messageBytes: 64 * 1024 - 1,
    annotationsPerRequest: 50,
};
const TRUNCATION_MARKER = '\n\n… (truncated: the Checks API keeps 65,535 bytes; the job summary has the rest)';
function utf8Bytes(input) {
    return Buffer.byteLength(input, 'utf8');
}
function prefixBytes(input, maxBytes) {
    const bytes = Buffer.from(input, 'utf8');
    if (bytes.length <= maxBytes)
        return input;
    let end = Math.max(0, maxBytes);
    while (end > 0 && (bytes[end] & 0xc0) === 0x80)
        end -= 1;
    return bytes.subarray(0, end).toString('utf8');
}
const ASTRAL = /[\u{10000}-\u{10ffff}]/gu;
const ZWSP = '\u200b';
function escapeAstral(input) {
    return input.replace(ASTRAL, (ch) => `\\u{${ch.codePointAt(0).toString(16)}}`);
}
function defuseMentions(input) {
    return input.replace(/@/g, `@${ZWSP}`);
}
function plainText(input) {
    return escapeAstral(defuseMentions((0,sanitize/* sanitizeText */.jZ)(input)));
}
function plainLine(input) {
    return escapeAstral(defuseMentions((0,sanitize/* sanitizeLine */.g$)(input)));
}
function md(input) {
    return escapeAstral((0,sanitize/* sanitizeMarkdown */.LO)(input));
}
function mdName(input) {
    return escapeAstral((0,sanitize/* markdownName */.Zt)(input));
}
function mdBlock(input) {
    return escapeAstral(defuseMentions((0,sanitize/* markdownCodeBlock */.IS)(input.replace(/`{3,}/g, (run) => 'ˋ'.repeat(run.length)))));
}
function mdCode(input) {
    const text = escapeAstral(defuseMentions((0,sanitize/* sanitizeLine */.g$)(input))).replace(/`/g, 'ˋ');
    return `\`${text.length > 0 ? text : ' '}\``;
}
function fitTitle(input) {
    return (0,sanitize/* truncate */.xv)(input, CHECK_LIMITS.titleChars);
}
function fitOutputTitle(input) {
    return (0,sanitize/* truncateBytes */.QY)((0,sanitize/* truncate */.xv)(input, CHECK_LIMITS.titleChars), CHECK_LIMITS.titleChars);
}
function fitMessage(input) {
    return (0,sanitize/* truncateBytes */.QY)(input, CHECK_LIMITS.messageBytes);
}
function fitSections(sections, maxBytes = CHECK_LIMITS.outputBytes) {
    const joined = sections.filter((s) => s.length > 0).join('\n\n');
    if (utf8Bytes(joined) <= maxBytes)
        return joined;
    const budget = Math.max(0, maxBytes - utf8Bytes(TRUNCATION_MARKER) - 16);
    let cut = prefixBytes(joined, budget);
    const lastBreak = cut.lastIndexOf('\n');
    if (lastBreak > cut.length * 0.8)
        cut = cut.slice(0, lastBreak);
    const fences = cut.match(/^`{3,}/gm) ?? [];
    if (fences.length % 2 === 1)
        cut = `${cut}\n${fences[fences.length - 1]}`;
    return prefixBytes(cut + TRUNCATION_MARKER, maxBytes);
}

;// CONCATENATED MODULE: ./src/core/report/annotations.ts




const MAX_ANNOTATIONS = 1000;
const LEVEL = { error: 'failure', warning: 'warning', notice: 'notice' };
function confine(path, agents) {
    if (path === undefined || path.length > 1024 || (0,sanitize/* hasUnsafeCharacters */.dQ)(path) || path.includes('\\'))
        return undefined;
    const normal = (0,discovery/* normalizeRepoPath */.NP)(path);
    if (normal === undefined || normal !== path)
        return undefined;
    return agents.find((a) => a.change !== 'removed' && (normal === a.folder || normal.startsWith(`${a.folder}/`)));
}
function annotation(path, line, column, level, title, message, rawDetails) {
    const start = Number.isSafeInteger(line) && line >= 1 ? line : 1;
    const a = {
        path,
        start_line: start,
        end_line: start,
        annotation_level: level,
        title: fitTitle(plainLine(title)),
        message: fitMessage(message.length > 0 ? message : title),
    };
    if (Number.isSafeInteger(column) && column >= 1) {
        a.start_column = column;
        a.end_column = column;
    }
    if (rawDetails)
        a.raw_details = fitMessage(rawDetails);
    return a;
}
function key(path, line, rule) {
    return `${path}\u0000${line ?? 1}\u0000${rule}`;
}
function keyWithMessage(path, line, rule, message) {
    return `${key(path, line, rule)}\u0000${message}`;
}
function annotateFindings(draft, input) {
    const ordered = [...input.findings].sort((a, b) => rank(a.severity) - rank(b.severity));
    for (const finding of ordered) {
        const agent = confine(finding.path, input.agents);
        if (!agent || finding.path === undefined) {
            draft.summaryFindings.push(finding);
            continue;
        }
        draft.seen.add(key(finding.path, finding.line, finding.rule));
        draft.all.push(annotation(finding.path, finding.line, finding.column, LEVEL[finding.severity], finding.rule, plainText(finding.message)));
    }
}
function annotateResultIssues(draft, input, results) {
    const issues = [...(results.issues ?? []), ...results.agents.flatMap((a) => a.issues)];
    for (const issue of issues) {
        const agent = confine(issue.path, input.agents);
        if (!agent) {
            draft.droppedFromResults += 1;
            continue;
        }
        const k = keyWithMessage(issue.path, issue.line, issue.rule, issue.message);
        if (draft.seen.has(key(issue.path, issue.line, issue.rule)) || draft.seen.has(k)) {
            draft.mergedFromResults += 1;
            continue;
        }
        draft.seen.add(k);
        draft.all.push(annotation(issue.path, issue.line, issue.column, LEVEL[issue.severity], `${issue.rule} (from the evaluation run${draft.label})`, plainText(issue.message)));
    }
}
function annotateFailures(draft, input, results) {
    const { label } = draft;
    const changed = new Map(input.agents.filter((a) => a.change !== 'removed').map((a) => [a.id, a]));
    for (const match of results.matches) {
        for (const [index, game] of match.games.entries()) {
            for (const failure of game.failures) {
                const agent = changed.get(failure.agent);
                if (!agent) {
                    draft.otherFailures += 1;
                    continue;
                }
                const repro = reproCommand(match.game, game);
                const gameNo = (game.index ?? index) + 1;
                const lines = [
                    `${failure.agent} failed with ${failure.kind} on turn ${failure.turn} of game ${gameNo} of match ${match.id} (${match.game}, seed ${game.seed}, seats ${game.seats.join(' vs ')})${label}.`,
                    failure.message,
                    repro ? `Reproduce: ${repro}` : 'No repro command: the game or seats are not ones `arena match` can replay.',
                ].filter((l) => l.length > 0);
                draft.all.push(annotation(agent.manifestPath, agent.entrypointLine ?? 1, undefined, failure.kind === 'infra' ? 'notice' : 'failure', `${failure.kind} in ${match.game}, game ${gameNo}, seed ${game.seed}${label}`, plainText(lines.join('\n')), failure.stderr ? `stderr (start and end):\n${plainText(failure.stderr)}` : undefined));
            }
        }
    }
}
function planAnnotations(input) {
    const max = input.max ?? MAX_ANNOTATIONS;
    const draft = {
        all: [],
        summaryFindings: [],
        seen: new Set(),
        droppedFromResults: 0,
        mergedFromResults: 0,
        otherFailures: 0,
        label: input.unverified ? ' (unverified)' : '',
    };
    annotateFindings(draft, input);
    const results = input.results;
    if (results) {
        annotateResultIssues(draft, input, results);
        annotateFailures(draft, input, results);
    }
    const annotations = draft.all.slice(0, max);
    return {
        annotations,
        summaryFindings: draft.summaryFindings,
        droppedFromResults: draft.droppedFromResults,
        mergedFromResults: draft.mergedFromResults,
        omitted: draft.all.length - annotations.length,
        otherFailures: draft.otherFailures,
    };
}
function rank(severity) {
    return severity === 'error' ? 0 : severity === 'warning' ? 1 : 2;
}
function chunkAnnotations(annotations, size = CHECK_LIMITS.annotationsPerRequest) {
    const chunks = [];
    for (let i = 0; i < annotations.length; i += size)
        chunks.push(annotations.slice(i, i + size));
    return chunks;
}

// EXTERNAL MODULE: ./src/core/head-tail.ts
var head_tail = __webpack_require__(2300);
// EXTERNAL MODULE: ./src/core/places.ts
var places = __webpack_require__(5327);
// EXTERNAL MODULE: ./src/core/render/replay-html.ts + 1 modules
var replay_html = __webpack_require__(6480);
// EXTERNAL MODULE: ./src/core/evaluate/placement-summary.ts
var placement_summary = __webpack_require__(9037);
;// CONCATENATED MODULE: ./src/core/report/summary.ts







const CHECK_NAME = 'Arena';
const ICON = { success: '✅', neutral: '⚪', failure: '❌' };
function checkTitle(decision) {
    return `${decision.conclusion}: ${decision.headline}`;
}
function header(input) {
    const { run, decision, gates } = input;
    const lines = [`## ${ICON[decision.conclusion] ?? ''} Arena: ${decision.conclusion} — ${md(decision.headline)}`];
    const pr = gates.pull
        ? `pull request #${gates.pull.number} by ${mdCode(gates.pull.author)} (${md(gates.pull.association)})`
        : 'pull request not resolved';
    const evaluation = run.htmlUrl
        ? `[evaluation run ${run.runId}, attempt ${run.runAttempt}](${run.htmlUrl})`
        : `evaluation run ${run.runId}, attempt ${run.runAttempt}`;
    lines.push('', `${pr} · head ${mdCode(run.headSha)} on branch ${mdCode(run.headBranch)} of ${mdCode(run.headFullName)} · ${evaluation}, which concluded ${md(run.conclusion)}`);
    if (input.decision.unverified) {
        const effect = input.decision.conclusion === 'success'
            ? 'this arena’s `evaluation.forkSuccess: true` lets them pass this check'
            : 'they can lower this check, never raise it';
        lines.push('', `> **Unverified.** These results come from a run a fork controls: ${effect}. A maintainer run of the default branch’s code makes them authoritative.`);
    }
    return lines.join('\n');
}
function reasons(input) {
    if (input.decision.reasons.length === 0)
        return '';
    return ['### Why', '', ...input.decision.reasons.slice(0, 50).map((r) => `- ${md((0,sanitize/* truncate */.xv)(r, 600))}`)].join('\n');
}
function agentsTable(input) {
    const { gates, results } = input;
    if (gates.agents.length === 0)
        return '';
    const byId = results.status === 'valid' ? new Map(results.results.agents.map((a) => [a.id, a])) : undefined;
    const rows = gates.agents.map((a) => {
        const version = `${a.baseVersion !== undefined ? mdName(a.baseVersion) : '—'} → ${a.headVersion !== undefined ? mdName(a.headVersion) : '—'}`;
        const owner = a.owner === undefined ? '—' : a.owner === null ? 'unknown' : mdCode(a.owner);
        const evaluated = byId ? (byId.get(a.id)?.status ?? 'not in the results') : 'no results';
        const errors = gates.findings.filter((f) => f.agent === a.id && f.severity === 'error').length;
        return `| ${mdCode(a.id)} | ${a.change} | ${version} | ${a.entrypoint ?? '—'} | ${owner} | ${errors} | ${md(evaluated)} |`;
    });
    return [
        '### Changed agents',
        '',
        '| agent | change | version (default branch → head) | entrypoint (head) | owner | errors | evaluation |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        ...rows,
    ].join('\n');
}
function loneFindings(input) {
    const list = input.plan.summaryFindings;
    if (list.length === 0)
        return '';
    const shown = list.slice(0, 100);
    const lines = shown.map((f) => `- **${f.severity}** ${mdCode(f.rule)}${f.path !== undefined ? ` ${mdCode(f.path)}` : ''}: ${md(f.message)}`);
    if (list.length > shown.length)
        lines.push(`- … and ${list.length - shown.length} more`);
    return ['### Findings outside the changed agent folders', '', ...lines].join('\n');
}
function matchesTable(results, label, changedIds) {
    if (results.matches.length === 0)
        return '';
    const multi = (0,places/* hasMultiSeatMatch */.O3)(results.matches);
    const rows = [];
    for (const match of results.matches) {
        for (const [id, s] of Object.entries(match.summary)) {
            if (!changedIds.has(id))
                continue;
            const failures = Object.entries(s.failures)
                .map(([kind, n]) => `${kind} ${n}`)
                .join(', ');
            const opponents = match.agents.filter((a) => a !== id).join(', ');
            const games = match.games.filter((g) => g.seats.includes(id)).length;
            const placed = multi ? ` ${(0,places/* placesOf */.ek)(match, id)} |` : '';
            rows.push(`| ${mdCode(id)} | ${mdCode(opponents)} | ${mdName(match.game)} | ${games} | ${s.wins} | ${s.draws} | ${s.losses} |${placed} ${failures || '—'} |`);
            if (rows.length >= 200)
                break;
        }
        if (rows.length >= 200)
            break;
    }
    if (rows.length === 0)
        return '';
    return [
        `### Matches${label}`,
        '',
        multi
            ? '| agent | against | game | games | wins | draws | losses | places | own failures |'
            : '| agent | against | game | games | wins | draws | losses | own failures |',
        multi ? '| --- | --- | --- | ---: | ---: | ---: | ---: | --- | --- |' : '| --- | --- | --- | ---: | ---: | ---: | ---: | --- |',
        ...rows,
    ].join('\n');
}
function notes(input) {
    const lines = [];
    const { plan } = input;
    if (input.otherChecksUnknown)
        lines.push('Other check runs named Arena on this commit could not be listed.');
    for (const other of input.otherChecks.slice(0, 10)) {
        lines.push(`**Another check run named ${CHECK_NAME} exists on this commit** (id ${other.id}${other.app ? `, app ${mdCode(other.app)}` : ''}, conclusion ${md(other.conclusion ?? 'none')}). Required checks match by name: only this one, posted by the report job, recomputes the gates (see docs/security-model.md).`);
    }
    if (plan.omitted > 0)
        lines.push(`${plan.omitted} more annotations were not posted (at most ${plan.annotations.length} per check run); see the text below.`);
    if (plan.droppedFromResults > 0) {
        lines.push(`${plan.droppedFromResults} findings from the evaluation results pointed outside the changed agent folders and were dropped.`);
    }
    if (plan.mergedFromResults > 0) {
        lines.push(`${plan.mergedFromResults} findings from the evaluation results repeated one already annotated (same line, rule and message, or a recomputed finding of that rule on that line) and were merged into it.`);
    }
    if (plan.otherFailures > 0)
        lines.push(`${plan.otherFailures} failures of reference agents were recorded (not annotated).`);
    for (const n of input.notes ?? [])
        lines.push(md(n));
    if (lines.length === 0)
        return '';
    return ['### Notes', '', ...lines.map((l) => `- ${l}`)].join('\n');
}
function placementSection(input) {
    if (input.results.status !== 'valid')
        return '';
    const results = input.results.results;
    const trust = input.decision.unverified
        ? placement_summary/* UNVERIFIED_TRUST */.hx
        : results.run.authoritative
            ? placement_summary/* AUTHORITATIVE_TRUST */.pg
            : 'from a run of a branch of this repository';
    return (0,placement_summary/* placementMarkdown */.$D)(results, undefined, '###', trust);
}
function renderSummary(input, max = CHECK_LIMITS.outputBytes) {
    const label = input.decision.unverified ? ' (unverified)' : '';
    const changedIds = new Set(input.gates.agents.map((a) => a.id));
    return fitSections([
        header(input),
        reasons(input),
        agentsTable(input),
        loneFindings(input),
        input.results.status === 'valid' ? matchesTable(input.results.results, label, changedIds) : '',
        input.results.status === 'valid' ? placementSection(input) : '',
        notes(input),
    ], max);
}
function renderText(input, max = CHECK_LIMITS.outputBytes) {
    if (input.results.status !== 'valid')
        return '';
    const changed = new Set(input.gates.agents.filter((a) => a.change !== 'removed').map((a) => a.id));
    const sections = [];
    const label = input.decision.unverified ? ' (unverified)' : '';
    for (const match of input.results.results.matches) {
        for (const [index, game] of match.games.entries()) {
            for (const failure of game.failures) {
                if (!changed.has(failure.agent))
                    continue;
                const repro = reproCommand(match.game, game);
                const page = (0,replay_html/* viewerPageOf */.fp)(game.replay);
                const parts = [
                    `#### ${mdCode(failure.agent)}: ${failure.kind} — ${mdName(match.game)}, game ${(game.index ?? index) + 1}, seed ${game.seed}, turn ${failure.turn}${label}`,
                    failure.message ? md(failure.message) : '',
                    repro ? `Reproduce: ${mdCode(repro)}` : '',
                    page ? `Watch it: ${mdCode(page)} in the ${mdCode(LOGS_ARTIFACT)} artifact of the evaluation run.` : '',
                    failure.stderr ? `Its stderr (start and end):\n\n${mdBlock((0,head_tail/* headTailText */.c)(failure.stderr, 2000, 0.4))}` : '',
                ].filter((p) => p.length > 0);
                sections.push(parts.join('\n\n'));
                if (sections.length >= 500)
                    break;
            }
        }
    }
    if (sections.length === 0)
        return '';
    return fitSections(['### Failures', ...viewerNote(input), ...sections], max);
}
const LOGS_ARTIFACT = 'arena-logs';
function viewerNote(input) {
    if (input.results.status !== 'valid')
        return [];
    const any = input.results.results.matches.some((m) => m.games.some((g) => (0,replay_html/* viewerPageOf */.fp)(g.replay) !== undefined && g.failures.length > 0));
    if (!any)
        return [];
    const { run } = input;
    const where = run.htmlUrl ? `[evaluation run ${run.runId}](${run.htmlUrl})` : `evaluation run ${run.runId}`;
    return [
        `Replay pages (one self-contained HTML file per failing game, open it in a browser) are in the ${mdCode(LOGS_ARTIFACT)} artifact of ${where}: ${mdCode('replays/<match>/game-NNNN.html')}, next to the replay's JSON; each failure below names its page.`,
    ];
}
function renderJobSummary(input) {
    return `${[renderSummary(input, 900_000), renderText(input, 100_000)].filter((s) => s).join('\n\n')}\n`;
}

;// CONCATENATED MODULE: ./src/core/report/check-run.ts




const PROGRESS_SUMMARY = 'Arena is posting its findings; the verdict follows when this check completes.';
function maintainerExternalId(run) {
    return `maintainer:${run.runId}:${run.runAttempt}`;
}
const MAINTAINER_EXTERNAL_ID = /^maintainer:\d{1,20}:\d{1,10}$/;
function planCheckRun(run, annotations, startedAt, externalId = checkExternalId(run)) {
    const chunks = chunkAnnotations(annotations);
    const title = 'Arena: posting findings';
    const create = {
        name: CHECK_NAME,
        head_sha: run.headSha,
        external_id: externalId,
        status: 'in_progress',
        started_at: startedAt.toISOString(),
        output: { title, summary: PROGRESS_SUMMARY, ...(chunks[0] ? { annotations: chunks[0] } : {}) },
    };
    if (run.htmlUrl)
        create.details_url = run.htmlUrl;
    const updates = chunks.slice(1).map((chunk) => ({ output: { title, summary: PROGRESS_SUMMARY, annotations: chunk } }));
    return { create, updates };
}
function completeCheckRun(decision, summary, text, completedAt) {
    return {
        status: 'completed',
        conclusion: decision.conclusion,
        completed_at: completedAt.toISOString(),
        output: { title: fitOutputTitle(checkTitle(decision)), summary, ...(text ? { text } : {}) },
    };
}

;// CONCATENATED MODULE: ./src/core/report/post.ts


function refused(error) {
    return error instanceof port/* GitHubApiError */.OS && error.status === 422;
}
async function openCheckRun(github, repo, plan) {
    try {
        return { created: await github.createCheckRun(repo, plan.create), refusedAnnotations: 0 };
    }
    catch (error) {
        const annotations = plan.create.output.annotations;
        if (!refused(error) || !annotations)
            throw error;
        const { annotations: _left, ...output } = plan.create.output;
        return { created: await github.createCheckRun(repo, { ...plan.create, output }), refusedAnnotations: annotations.length };
    }
}
async function addAnnotations(github, repo, id, updates) {
    let refusedCount = 0;
    for (const update of updates) {
        try {
            await github.updateCheckRun(repo, id, update);
        }
        catch (error) {
            if (!refused(error))
                throw error;
            refusedCount += update.output?.annotations?.length ?? 0;
        }
    }
    return refusedCount;
}
function fallbackCompletion(decision, why, completedAt) {
    return {
        status: 'completed',
        conclusion: decision.conclusion,
        completed_at: completedAt.toISOString(),
        output: {
            title: fitOutputTitle(`${decision.conclusion}: ${decision.headline}`),
            summary: `## Arena: ${decision.conclusion} — ${decision.headline}\n\n${why} The job summary of the run that posted this check has the findings.`,
        },
    };
}
async function completeCheck(github, repo, id, completion, fallback) {
    try {
        await github.updateCheckRun(repo, id, completion);
        return 'posted';
    }
    catch (error) {
        if (!(error instanceof port/* GitHubApiError */.OS))
            throw error;
        await github.updateCheckRun(repo, id, fallback);
        return 'fallback';
    }
}
async function completingOnError(github, repo, id, now, steps) {
    try {
        return await steps();
    }
    catch (error) {
        const what = error instanceof port/* GitHubApiError */.OS ? `a GitHub API call failed (HTTP ${error.status || 'no answer'})` : 'an internal error';
        try {
            await github.updateCheckRun(repo, id, fallbackCompletion({ conclusion: 'failure', headline: 'the report could not finish' }, `The report stopped before it could complete this check: ${what}. Re-run the report job.`, now()));
        }
        catch {
        }
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/core/report/comment.ts


const COMMENT_MARKER = '<!-- arena-report:v1 -->';
const COMMENT_MAX_BYTES = 60_000;
const REASON_CHARS = 600;
const MAX_REASONS = 20;
function findStickyComment(comments) {
    return comments.find((c) => c.user?.type === 'Bot' && typeof c.body === 'string' && c.body.startsWith(COMMENT_MARKER));
}
function renderComment(decision, headSha, checkUrl) {
    const head = [
        COMMENT_MARKER,
        `**Arena: ${decision.conclusion}** — ${md((0,sanitize/* truncate */.xv)(decision.headline, REASON_CHARS))} (head \`${headSha.slice(0, 12)}\`)`,
    ];
    const tail = [];
    if (checkUrl && /^https:\/\/[A-Za-z0-9.-]+\/[A-Za-z0-9._/-]{1,2000}$/.test(checkUrl))
        tail.push('', `[Details in the Arena check](${checkUrl})`);
    let bytes = Buffer.byteLength([...head, ...tail].join('\n'), 'utf8') + 100;
    const reasons = [];
    for (const reason of decision.reasons.slice(0, MAX_REASONS)) {
        const line = `- ${md((0,sanitize/* truncate */.xv)(reason, REASON_CHARS))}`;
        const size = Buffer.byteLength(line, 'utf8') + 1;
        if (bytes + size > COMMENT_MAX_BYTES)
            break;
        bytes += size;
        reasons.push(line);
    }
    const left = decision.reasons.length - reasons.length;
    if (left > 0)
        reasons.push(`- … and ${left} more reason${left === 1 ? '' : 's'} (see the check run)`);
    return `${[...head, ...(reasons.length > 0 ? ['', ...reasons] : []), ...tail].join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/core/report/conclusion.ts
const RANK = { failure: 0, neutral: 1, success: 2 };
function lowest(a, b) {
    return RANK[a] <= RANK[b] ? a : b;
}
function resultProblems(gates, results, allowSkipped = false) {
    if (results.status !== 'valid')
        return [];
    const problems = [];
    const byId = new Map(results.results.agents.map((a) => [a.id, a]));
    for (const agent of gates.agents) {
        if (agent.change === 'removed')
            continue;
        const result = byId.get(agent.id);
        if (!result) {
            problems.push(`the evaluation results do not include ${agent.id}`);
            continue;
        }
        if (result.status !== 'ok' && !(allowSkipped && result.status === 'skipped'))
            problems.push(`the evaluation reports ${agent.id} as ${result.status}`);
    }
    return problems;
}
function decideConclusion(input) {
    const reasons = [];
    let conclusion = 'success';
    const gateErrors = input.gates.findings.filter((f) => f.severity === 'error');
    if (!input.gates.recomputed) {
        conclusion = 'failure';
        reasons.push(...input.gates.notRecomputed.map((r) => `gates not recomputed: ${r}`));
    }
    if (gateErrors.length > 0) {
        conclusion = 'failure';
        const rules = [...new Set(gateErrors.map((f) => f.rule))];
        reasons.push(`${gateErrors.length} error${gateErrors.length === 1 ? '' : 's'} in the recomputed checks (${rules.join(', ')})`);
    }
    let headline;
    if (input.results.status === 'not-read') {
        conclusion = 'failure';
        headline = 'evaluation did not complete';
        reasons.push(`evaluation did not complete: ${input.results.reason}`);
    }
    else if (input.results.status === 'untrusted') {
        conclusion = 'failure';
        headline = 'results could not be trusted';
        reasons.push(`results could not be trusted: ${input.results.reason}`);
    }
    else {
        const verdict = input.results.results.verdict.conclusion;
        if (verdict !== 'success') {
            const said = input.results.results.verdict.reasons.slice(0, 5);
            if (said.length === 0)
                reasons.push(`the evaluation concluded ${verdict} and gave no reason (its job summary may say more)`);
            reasons.push(...said.map((r) => `evaluation: ${r}`));
        }
        conclusion = lowest(conclusion, verdict);
        const problems = resultProblems(input.gates, input.results, input.allowSkipped ?? false);
        if (problems.length > 0) {
            conclusion = 'failure';
            reasons.push(...problems);
        }
        if (input.gates.recomputed && input.gates.agents.length === 0)
            reasons.push('the pull request changes no agent');
    }
    const unverified = input.fork && input.results.status === 'valid';
    if (input.fork && conclusion === 'success' && !input.forkSuccess) {
        conclusion = 'neutral';
        reasons.push('unverified: the results come from a fork’s run; a maintainer run makes them authoritative');
    }
    if (input.superseded || input.gates.supersededBy) {
        const capped = lowest(conclusion, 'neutral');
        return {
            conclusion: capped,
            headline: capped === 'failure'
                ? 'superseded, and this commit does not pass its own checks'
                : 'superseded: the pull request has a newer head commit',
            reasons: [
                `superseded: the pull request’s head moved after this evaluation; the newer commit gets its own check. A superseded check is at most neutral and never better than this commit’s own gates and results (${capped} here)`,
                ...reasons,
            ],
            unverified,
        };
    }
    if (!headline) {
        if (conclusion === 'success')
            headline = 'all checks passed';
        else if (conclusion === 'neutral')
            headline = unverified ? 'gates passed; results unverified (fork)' : 'the evaluation gave no verdict';
        else if (!input.gates.recomputed)
            headline = 'gates could not be recomputed';
        else if (gateErrors.length > 0)
            headline = 'gates found errors';
        else
            headline = 'the evaluation found problems';
    }
    return { conclusion, headline, reasons, unverified };
}
function capByBudget(decision, budget) {
    if (!budget?.refused)
        return decision;
    return {
        ...decision,
        conclusion: 'failure',
        headline: 'request budget exhausted',
        reasons: [`${budget.refused.message}; the reads past it were not made, so the check fails closed`, ...decision.reasons],
    };
}
function asConclusion(conclusion) {
    return conclusion === 'success' || conclusion === 'neutral' ? conclusion : 'failure';
}
function capByAuthoritative(decision, existing) {
    if (existing === undefined) {
        return {
            ...decision,
            conclusion: 'failure',
            headline: decision.conclusion === 'failure' ? decision.headline : 'the check runs on this commit could not be read',
            reasons: [
                ...decision.reasons,
                'the check runs already on this commit could not be listed, so an authoritative maintainer verdict there could not be ruled out; re-run the report job',
            ],
        };
    }
    const authoritative = existing.authoritative;
    if (!authoritative)
        return decision;
    const cap = asConclusion(authoritative.conclusion);
    const conclusion = lowest(decision.conclusion, cap);
    const reason = `an authoritative maintainer run concluded ${authoritative.conclusion} on this commit (check run ${authoritative.id}); a later evaluation of the same commit never posts above it`;
    if (conclusion === decision.conclusion)
        return { ...decision, reasons: [...decision.reasons, reason] };
    return {
        ...decision,
        conclusion,
        headline: `held at the authoritative maintainer verdict (${cap})`,
        reasons: [reason, ...decision.reasons],
    };
}

// EXTERNAL MODULE: ./src/core/dockerfile.ts
var core_dockerfile = __webpack_require__(1709);
// EXTERNAL MODULE: ./src/core/gates.ts
var core_gates = __webpack_require__(7311);
// EXTERNAL MODULE: ./src/core/manifest.ts
var manifest = __webpack_require__(4414);
// EXTERNAL MODULE: ./src/core/yaml-source.ts
var yaml_source = __webpack_require__(668);
;// CONCATENATED MODULE: ./src/core/github/trees.ts
async function findFolderTree(readTree, rootTree, folder) {
    let sha = rootTree;
    const parts = folder.split('/');
    for (const [i, part] of parts.entries()) {
        const entry = (await readTree(sha)).entries.find((e) => e.path === part);
        if (!entry)
            return { kind: 'missing' };
        if (entry.mode === '120000' || entry.type !== 'tree')
            return { kind: 'not-folder', path: parts.slice(0, i + 1).join('/'), entry };
        sha = entry.sha;
    }
    return { kind: 'tree', sha };
}

;// CONCATENATED MODULE: ./src/core/report/head-folder.ts


const MAX_LINKS_READ = 20;
const MAX_LINKS_PER_PR = 100;
const LINK_MAX_BYTES = 4096;
class HeadTrees {
    git;
    repo;
    commitSha;
    rootTree;
    trees = new Map();
    linksRead = 0;
    constructor(git, repo, commitSha) {
        this.git = git;
        this.repo = repo;
        this.commitSha = commitSha;
    }
    tree(sha) {
        let tree = this.trees.get(sha);
        if (!tree) {
            tree = this.git.getTree(this.repo, sha, false);
            this.trees.set(sha, tree);
        }
        return tree;
    }
    async check(folder, config) {
        this.rootTree ??= this.git.getCommitTree(this.repo, this.commitSha);
        const found = await findFolderTree((sha) => this.tree(sha), await this.rootTree, folder);
        if (found.kind === 'missing')
            return { status: 'missing' };
        if (found.kind === 'not-folder') {
            const { path: here, entry } = found;
            const what = entry.mode === '120000' ? 'a symbolic link' : entry.type === 'commit' ? 'a git submodule' : 'a file';
            return {
                status: 'not-folder',
                issues: [
                    {
                        path: here,
                        line: 1,
                        column: 1,
                        severity: 'error',
                        rule: 'bad-path',
                        message: `${here} is ${what} at the head commit, not a folder: an agent lives in a real folder`,
                    },
                ],
            };
        }
        const listing = await this.git.getTree(this.repo, found.sha, true);
        const entries = [];
        let links = 0;
        for (const e of listing.entries) {
            if (e.type === 'tree' || e.type === 'commit') {
                entries.push({ path: e.path, kind: 'dir', size: 0 });
            }
            else if (e.mode === '120000') {
                links += 1;
                if (links > MAX_LINKS_READ) {
                    return {
                        status: 'not-checked',
                        reason: `${folder} holds more than ${MAX_LINKS_READ} symbolic links at the head commit; the report reads at most ${MAX_LINKS_READ} — replace links with the files themselves`,
                    };
                }
                this.linksRead += 1;
                if (this.linksRead > MAX_LINKS_PER_PR) {
                    return {
                        status: 'not-checked',
                        reason: `the changed agent folders hold more than ${MAX_LINKS_PER_PR} symbolic links together at the head commit; the report reads at most ${MAX_LINKS_PER_PR} per pull request — replace links with the files themselves`,
                    };
                }
                const target = new TextDecoder().decode(await this.git.getBlob(this.repo, e.sha, LINK_MAX_BYTES));
                entries.push({ path: e.path, kind: 'symlink', size: 0, target });
            }
            else if (e.type === 'blob' && (e.mode === '100644' || e.mode === '100755')) {
                entries.push({ path: e.path, kind: 'file', size: Math.max(0, e.size ?? 0) });
            }
            else {
                entries.push({ path: e.path, kind: 'other', size: 0 });
            }
        }
        return {
            status: 'checked',
            issues: (0,discovery/* checkFolderEntries */.VU)({ path: folder, entries, truncated: listing.truncated }, config),
            entries: entries.length,
        };
    }
}

;// CONCATENATED MODULE: ./src/core/report/recompute.ts











const MAX_AGENTS_PER_PR = 50;
class NotRecomputed extends Error {
}
class Superseded extends NotRecomputed {
    pull;
    constructor(pull) {
        super(`pull request #${pull.number} has moved on to head ${pull.head.sha.slice(0, 12)}; the gates of the evaluated commit were not recomputed`);
        this.pull = pull;
    }
}
function describeRead(error, what) {
    if (error instanceof port/* GitHubUnavailableError */.Wn)
        return `${what}: not read (dry run)`;
    if (error instanceof RequestBudgetExhausted)
        return `${what}: ${error.message}`;
    if (error instanceof port/* GitHubApiError */.OS)
        return `${what}: the API answered ${error.status || 'nothing'} (${(0,sanitize/* sanitizeLine */.g$)(error.message).slice(0, 200)})`;
    if (error instanceof NotRecomputed)
        return error.message;
    return `${what}: ${(0,sanitize/* sanitizeLine */.g$)(error instanceof Error ? error.message : String(error)).slice(0, 200)}`;
}
const PR_FILE_STATUS = {
    added: 'added',
    removed: 'deleted',
    modified: 'modified',
    renamed: 'renamed',
    copied: 'copied',
    changed: 'type-changed',
    unchanged: 'unknown',
};
function issueToFinding(issue, agent) {
    return {
        rule: issue.rule,
        severity: issue.severity,
        message: issue.message,
        path: issue.path,
        line: issue.line,
        column: issue.column,
        ...(agent ? { agent } : {}),
    };
}
async function resolvePullRequest(github, run) {
    let byCommit = [];
    try {
        byCommit = matchingPullRequests(await github.listPullRequestsForCommit(run.repo, run.headSha), run);
    }
    catch (error) {
        if (!(error instanceof port/* GitHubApiError */.OS || error instanceof port/* GitHubUnavailableError */.Wn))
            throw error;
    }
    let decision = choosePullRequest(byCommit, run);
    if (!decision.ok && byCommit.length === 0) {
        const open = await github.listOpenPullRequests(run.repo, headFilter(run));
        decision = choosePullRequest(open, run);
        const moved = decision.ok ? undefined : movedPullRequest(open, run);
        if (moved)
            throw new Superseded(moved);
    }
    if (!decision.ok)
        throw new NotRecomputed(decision.reason);
    const full = await github.getPullRequest(run.repo, decision.pull.number);
    const again = choosePullRequest([full], run);
    if (!again.ok && movedPullRequest([full], run))
        throw new Superseded(full);
    if (!again.ok)
        throw new NotRecomputed(`pull request #${decision.pull.number} changed while it was read: ${again.reason}`);
    return full;
}
function toChanges(files, findings) {
    const changes = [];
    for (const file of files) {
        const path = (0,discovery/* normalizeRepoPath */.NP)(file.filename);
        const from = file.previous_filename !== undefined ? (0,discovery/* normalizeRepoPath */.NP)(file.previous_filename) : undefined;
        if (path === undefined || (file.previous_filename !== undefined && from === undefined)) {
            findings.push({
                rule: 'bad-path',
                severity: 'error',
                message: `the pull request changes ${JSON.stringify((0,sanitize/* sanitizeLine */.g$)(file.filename).slice(0, 200))}, which is not a plain repository path`,
            });
            continue;
        }
        for (const p of from !== undefined ? [from, path] : [path]) {
            if ((0,sanitize/* hasUnsafeCharacters */.dQ)(p)) {
                findings.push({
                    rule: 'bad-path',
                    severity: 'error',
                    message: `the path ${JSON.stringify((0,sanitize/* sanitizeLine */.g$)(p).slice(0, 200))} holds control, bidi or invisible characters; rename it`,
                });
            }
        }
        changes.push({ status: PR_FILE_STATUS[file.status] ?? 'unknown', path, ...(from !== undefined ? { from } : {}) });
    }
    return changes;
}
function fileProblem(file, what, limit) {
    switch (file.kind) {
        case 'too-large':
            return `${what} is ${file.size} bytes at the head commit; the limit is ${limit}`;
        case 'not-file':
            return `${what} is a ${file.type} at the head commit, not a regular file`;
        case 'binary':
            return `${what} is not UTF-8 text at the head commit`;
        default:
            return undefined;
    }
}
async function listEvaluatedFiles(github, run, pull, report) {
    let files;
    try {
        files = await github.listChangedFiles(run.repo, pull.base.sha, run.headSha);
    }
    catch (error) {
        report.notRecomputed.push(describeRead(error, `the files of commit ${run.headSha.slice(0, 12)} could not be listed`));
        return undefined;
    }
    report.fileCount = Math.max(files.length, pull.changed_files ?? 0);
    if (files.length >= port/* COMPARE_FILES_LIMIT */.ms || (pull.changed_files ?? 0) > files.length) {
        report.notRecomputed.push(`pull request #${pull.number} changes ${report.fileCount} files; GitHub lists at most ${port/* COMPARE_FILES_LIMIT */.ms} files of a commit comparison, so the gates cannot be sure to see them all. Split it into smaller pull requests`);
        return undefined;
    }
    return files;
}
function pullRequestFacts(pull) {
    return {
        number: pull.number,
        author: pull.user?.login ?? '',
        association: pull.author_association,
        headRef: pull.head.ref,
        ...(pull.html_url ? { htmlUrl: pull.html_url } : {}),
        ...(pull.title !== undefined ? { title: pull.title } : {}),
    };
}
function touchedAgentsOf(changes, config, pull, report) {
    let touched;
    try {
        touched = (0,core_gates/* touchedAgents */.JX)(changes, config);
    }
    catch (error) {
        report.notRecomputed.push(describeRead(error, 'the changed paths could not be mapped to agents'));
        return undefined;
    }
    if (touched.agents.size > MAX_AGENTS_PER_PR) {
        report.notRecomputed.push(`pull request #${pull.number} touches ${touched.agents.size} agent folders; the report checks at most ${MAX_AGENTS_PER_PR} per pull request. Split it`);
        return undefined;
    }
    return touched;
}
async function readBaseAgent(ctx, agent, manifestPath) {
    const { input, reads } = ctx;
    const base = await input.defaultBranch.read(manifestPath, ctx.config.limits.manifestBytes);
    if (base.kind === 'file')
        reads.baseManifests.set(agent.id, base.text);
    else if (base.kind !== 'missing')
        reads.baseAgents.add(agent.id);
    if (agent.tier === 'community') {
        const oldest = await input.github.oldestCommit(input.run.repo, agent.folder, input.run.defaultBranch);
        if (oldest) {
            reads.baseAgents.add(agent.id);
            reads.owners.set(agent.id, oldest.login ?? undefined);
        }
    }
}
async function readAgent(ctx, agent) {
    const { input, config, reads } = ctx;
    const { github, run } = input;
    const { findings } = reads;
    const manifestPath = `${agent.folder}/${manifest/* MANIFEST_FILE */.h1}`;
    const manifestBytes = config.limits.manifestBytes;
    const detail = {};
    reads.details.set(agent.id, detail);
    try {
        await readBaseAgent(ctx, agent, manifestPath);
        const folder = await ctx.headTrees.check(agent.folder, config);
        if (folder.status === 'not-checked')
            reads.unread.push(folder.reason);
        else if (folder.status !== 'missing')
            for (const issue of folder.issues)
                findings.push(issueToFinding(issue, agent.id));
        if (folder.status === 'not-folder') {
            reads.headManifests.set(agent.id, '');
            return;
        }
        const head = await github.getFile(run.repo, manifestPath, run.headSha, manifestBytes);
        if (head.kind === 'missing')
            return;
        const problem = fileProblem(head, manifestPath, manifestBytes);
        if (problem || head.kind !== 'file') {
            reads.headManifests.set(agent.id, '');
            findings.push({
                rule: head.kind === 'too-large' ? 'manifest-too-large' : 'bad-path',
                severity: 'error',
                message: problem ?? `${manifestPath} could not be read`,
                path: manifestPath,
                line: 1,
                column: 1,
                agent: agent.id,
            });
            return;
        }
        reads.headManifests.set(agent.id, head.text);
        const check = (0,manifest/* validateManifestText */.DN)(head.text, { path: manifestPath, tier: agent.tier, folderName: agent.name, config });
        for (const issue of check.issues)
            findings.push(issueToFinding(issue, agent.id));
        if (check.summary.entrypoint)
            detail.entrypoint = check.summary.entrypoint;
        if (check.source)
            detail.entrypointLine = (0,yaml_source/* locate */.x5)(check.source, ['entrypoint'], 'key').line;
        await checkBuildDockerfile(ctx, agent, manifestPath, check.source);
    }
    catch (error) {
        reads.unread.push(describeRead(error, `${agent.id} could not be read`));
    }
}
async function checkBuildDockerfile(ctx, agent, manifestPath, source) {
    const { github, run } = ctx.input;
    const { findings } = ctx.reads;
    const value = source?.value;
    const ep = value && typeof value === 'object' ? value.entrypoint : undefined;
    if (!(ep && typeof ep === 'object' && ep.type === 'docker' && typeof ep.build === 'string'))
        return;
    const dockerfileRel = typeof ep.dockerfile === 'string' ? ep.dockerfile : 'Dockerfile';
    if ((0,manifest/* relativePathProblem */.BE)(ep.build) || (0,manifest/* relativePathProblem */.BE)(dockerfileRel))
        return;
    const context = external_node_path_.posix.normalize(ep.build).replace(/\/+$/, '');
    const inside = external_node_path_.posix.normalize(context === '.' ? dockerfileRel : `${context}/${dockerfileRel}`);
    if (inside === '..' || inside.startsWith('../') || inside.startsWith('/'))
        return;
    const dockerfilePath = `${agent.folder}/${inside}`;
    const at = source ? (0,yaml_source/* locate */.x5)(source, ['entrypoint', ep.dockerfile !== undefined ? 'dockerfile' : 'build']) : { line: 1, column: 1 };
    const dockerfile = await github.getFile(run.repo, dockerfilePath, run.headSha, core_dockerfile/* DOCKERFILE_MAX_BYTES */.w0);
    if (dockerfile.kind === 'file') {
        for (const issue of (0,core_dockerfile/* checkDockerfile */.vn)(dockerfile.text, { path: dockerfilePath, baseImages: ctx.config.build.baseImages })) {
            findings.push(issueToFinding(issue, agent.id));
        }
    }
    else {
        findings.push({
            rule: 'missing-dockerfile',
            severity: 'error',
            message: dockerfile.kind === 'missing'
                ? `there is no Dockerfile at ${inside} in the agent folder at the head commit; add one${ep.dockerfile === undefined ? ' or set dockerfile:' : ''}`
                : fileProblem(dockerfile, dockerfilePath, core_dockerfile/* DOCKERFILE_MAX_BYTES */.w0),
            path: manifestPath,
            ...at,
            agent: agent.id,
        });
    }
}
function toChangedAgent(a, detail) {
    return {
        id: a.id,
        tier: a.tier,
        folder: a.path,
        change: a.change,
        manifestPath: `${a.path}/${manifest/* MANIFEST_FILE */.h1}`,
        ...(a.baseVersion !== undefined ? { baseVersion: a.baseVersion } : {}),
        ...(a.headVersion !== undefined ? { headVersion: a.headVersion } : {}),
        ...(a.owner !== undefined ? { owner: a.owner } : a.tier === 'community' && a.change !== 'added' ? { owner: null } : {}),
        ...(detail.entrypoint ? { entrypoint: detail.entrypoint } : {}),
        ...(detail.entrypointLine ? { entrypointLine: detail.entrypointLine } : {}),
    };
}
function applyGates(report, changes, facts, config, reads) {
    const { findings } = reads;
    const gates = (0,core_gates/* computeGates */.OD)({
        changes,
        author: { login: facts.author, association: facts.association },
        config,
        owners: reads.owners,
        baseManifests: reads.baseManifests,
        headManifests: reads.headManifests,
        baseAgents: reads.baseAgents,
    });
    for (const issue of gates.issues)
        findings.push(issueToFinding(issue));
    for (const [id, issues] of gates.agentIssues)
        for (const issue of issues)
            findings.push(issueToFinding(issue, id));
    report.agents = gates.agents.map((a) => toChangedAgent(a, reads.details.get(a.id) ?? {}));
}
async function recomputeGates(input) {
    const { github, run } = input;
    const report = { recomputed: false, notRecomputed: [], fileCount: 0, agents: [], findings: [] };
    if (!input.config.ok) {
        report.notRecomputed.push(`arena.yml on the default branch could not be read: ${input.config.reason}`);
        return report;
    }
    const config = input.config.config;
    let pull;
    try {
        pull = await resolvePullRequest(github, run);
    }
    catch (error) {
        if (error instanceof Superseded)
            report.supersededBy = { number: error.pull.number, headSha: error.pull.head.sha };
        report.notRecomputed.push(describeRead(error, 'the pull request could not be resolved'));
        return report;
    }
    const facts = pullRequestFacts(pull);
    report.pull = facts;
    if (!facts.author) {
        report.notRecomputed.push(`pull request #${pull.number} has no author account`);
        return report;
    }
    const files = await listEvaluatedFiles(github, run, pull, report);
    if (!files)
        return report;
    const reads = {
        headManifests: new Map(),
        baseManifests: new Map(),
        owners: new Map(),
        baseAgents: new Set(),
        details: new Map(),
        findings: [],
        unread: [],
    };
    const changes = toChanges(files, reads.findings);
    const touched = touchedAgentsOf(changes, config, pull, report);
    if (!touched)
        return report;
    const ctx = { input, config, headTrees: new HeadTrees(github, run.repo, run.headSha), reads };
    for (const agent of touched.agents.values())
        await readAgent(ctx, agent);
    if (reads.unread.length > 0) {
        report.notRecomputed.push(...reads.unread);
        report.findings = reads.findings;
        return report;
    }
    applyGates(report, changes, facts, config, reads);
    report.findings = reads.findings;
    report.recomputed = true;
    return report;
}

;// CONCATENATED MODULE: ./src/core/report/flow.ts











function resultsMismatch(results, run) {
    if (results.run.mode !== 'evaluate')
        return `the results document is from mode "${results.run.mode}", not "evaluate"`;
    if (results.run.headSha === undefined)
        return `the results do not say which head commit they are about (run.headSha is missing)`;
    if (results.run.headSha !== run.headSha) {
        return `the results claim head ${results.run.headSha.slice(0, 12)}, but the evaluation ran on ${run.headSha.slice(0, 12)}`;
    }
    if (results.run.runId !== undefined && results.run.runId !== String(run.runId)) {
        return `the results claim run ${results.run.runId.slice(0, 40)}, but they were uploaded by run ${run.runId}`;
    }
    return undefined;
}
async function listArenaChecks(github, run) {
    try {
        return (await github.listCheckRuns(run.repo, run.headSha, CHECK_NAME)).filter((c) => c.name === CHECK_NAME);
    }
    catch (error) {
        if (error instanceof port/* GitHubApiError */.OS || error instanceof port/* GitHubUnavailableError */.Wn)
            return undefined;
        throw error;
    }
}
function existingCheckRuns(listings, run, created) {
    if (listings.some((l) => l === undefined))
        return undefined;
    const byId = new Map();
    for (const listing of listings)
        for (const c of listing)
            byId.set(c.id, c);
    const ours = new RegExp(`^${run.runId}:\\d+$`);
    const sameApp = (c) => created.app !== undefined && c.app?.slug === created.app;
    const others = [];
    let authoritative;
    for (const c of [...byId.values()].sort((a, b) => a.id - b.id)) {
        if (c.id === created.id || (c.external_id && ours.test(c.external_id) && sameApp(c)))
            continue;
        if (c.external_id && MAINTAINER_EXTERNAL_ID.test(c.external_id) && sameApp(c)) {
            if (c.status === 'completed' && c.conclusion)
                authoritative = { id: c.id, conclusion: c.conclusion, ...(c.html_url ? { url: c.html_url } : {}) };
            continue;
        }
        others.push({
            id: c.id,
            conclusion: c.conclusion,
            ...(c.app?.slug ? { app: c.app.slug } : {}),
            ...(c.html_url ? { url: c.html_url } : {}),
        });
    }
    return { others, ...(authoritative ? { authoritative } : {}) };
}
async function stickyComment(deps, run, gates, decision, checkUrl) {
    if (!deps.comment)
        return 'off';
    if (!gates.pull)
        return 'no-pull-request';
    const body = renderComment(decision, run.headSha, checkUrl);
    try {
        const existing = findStickyComment(await deps.github.listIssueComments(run.repo, gates.pull.number));
        if (existing) {
            await deps.github.updateIssueComment(run.repo, existing.id, body);
            return 'updated';
        }
        await deps.github.createIssueComment(run.repo, gates.pull.number, body);
        return 'created';
    }
    catch (error) {
        if (error instanceof port/* GitHubUnavailableError */.Wn)
            return 'not-read';
        if (error instanceof port/* GitHubApiError */.OS && (error.status === 403 || error.status === 401))
            return 'not-permitted';
        if (error instanceof port/* GitHubApiError */.OS)
            return 'failed';
        throw error;
    }
}
async function runReport(event, options, deps) {
    const started = deps.now();
    const accepted = readWorkflowRunEvent(event, options);
    if (!accepted.ok)
        return { refused: accepted.reason };
    const run = accepted.context;
    deps.log(`evaluation run ${run.runId} attempt ${run.runAttempt} on ${run.headSha} (${run.isFork ? 'fork' : 'same repository'}) ended ${(0,sanitize/* sanitizeLine */.g$)(run.conclusion)}`);
    const gates = await recomputeGates({ github: deps.github, defaultBranch: deps.defaultBranch, run, config: deps.config });
    deps.log(gates.recomputed
        ? `gates recomputed: pull request #${gates.pull?.number}, ${gates.fileCount} files, ${gates.agents.length} agents, ${gates.findings.length} findings`
        : `gates not recomputed (${gates.notRecomputed.length} reasons)`);
    const results = await readRunResults(deps, run);
    deps.log(`results: ${results.status}`);
    const draft = draftCheck(deps, run, gates, results);
    const { created, decision, summaryInput, summary } = await postCheck(deps, run, started, draft);
    const comment = await stickyComment(deps, run, gates, decision, created.html_url);
    const jobSummary = renderJobSummary(summaryInput);
    return { run, decision, gates, results, plan: draft.plan, checkRunId: created.id, summary, jobSummary, comment };
}
async function readRunResults(deps, run) {
    if (!evaluationCompleted(run))
        return { status: 'not-read', reason: `the evaluation run ended "${run.conclusion}"` };
    const results = await deps.readResults(run);
    if (results.status === 'valid') {
        const mismatch = resultsMismatch(results.results, run);
        if (mismatch)
            return { status: 'untrusted', reason: mismatch };
    }
    return results;
}
function draftCheck(deps, run, gates, results) {
    const config = deps.config.ok ? deps.config.config : undefined;
    const forkSuccess = config?.evaluation.forkSuccess ?? false;
    const base = { gates, runConclusion: run.conclusion, results, fork: run.isFork, forkSuccess };
    const provisional = decideConclusion({ ...base, superseded: false });
    const plan = planAnnotations({
        findings: gates.findings,
        agents: gates.agents,
        ...(results.status === 'valid' ? { results: results.results } : {}),
        unverified: provisional.unverified,
    });
    const notes = [];
    if (results.status === 'valid') {
        notes.push(results.source === 'file'
            ? 'The results were read from a local file (arena report --results), not from the run’s artifact.'
            : results.digestChecked
                ? 'The artifact matched its recorded sha256 digest (integrity in transit only).'
                : 'The artifact carried no digest to check.');
    }
    return { base, gates, results, plan, notes };
}
async function postCheck(deps, run, started, draft) {
    const { plan } = draft;
    const before = await listArenaChecks(deps.github, run);
    const checkPlan = planCheckRun(run, plan.annotations, started);
    const { created, refusedAnnotations } = await openCheckRun(deps.github, run.repo, checkPlan);
    const completed = await completingOnError(deps.github, run.repo, created.id, deps.now, async () => {
        const existing = existingCheckRuns([before, await listArenaChecks(deps.github, run)], run, created);
        const refused = refusedAnnotations + (await addAnnotations(deps.github, run.repo, created.id, checkPlan.updates));
        deps.log(`check run ${created.id} created with ${plan.annotations.length} annotations in ${1 + checkPlan.updates.length} requests`);
        if (refused > 0)
            draft.notes.push(`GitHub refused ${refused} of the annotations; the text below lists the failures.`);
        return completeReportCheck(deps, run, created.id, draft, existing);
    });
    deps.log(`check run ${created.id} completed: ${completed.decision.conclusion}${completed.posted === 'fallback' ? ' (with the short summary: GitHub refused the full one)' : ''}`);
    return { created, ...completed };
}
async function completeReportCheck(deps, run, checkRunId, { base, gates, results, plan, notes }, existing) {
    const others = existing?.others;
    let superseded = false;
    if (gates.pull) {
        try {
            superseded = isSuperseded(await deps.github.getPullRequest(run.repo, gates.pull.number), run);
        }
        catch (error) {
            if (!(error instanceof port/* GitHubApiError */.OS || error instanceof port/* GitHubUnavailableError */.Wn))
                throw error;
            notes.push('The pull request could not be re-read before completing, so a newer head commit would not have been noticed.');
        }
    }
    const decision = capByBudget(capByAuthoritative(decideConclusion({ ...base, superseded }), existing), deps.budget);
    const summaryInput = {
        run,
        decision,
        gates,
        results,
        plan,
        otherChecks: others ?? [],
        ...(others === undefined ? { otherChecksUnknown: true } : {}),
        notes,
    };
    const summary = renderSummary(summaryInput);
    const text = renderText(summaryInput);
    const posted = await completeCheck(deps.github, run.repo, checkRunId, completeCheckRun(decision, summary, text, deps.now()), fallbackCompletion(decision, 'GitHub refused this check’s full summary, so only the verdict is shown here.', deps.now()));
    return { decision, summaryInput, summary, posted };
}

;// CONCATENATED MODULE: ./src/modes/report.ts













const USAGE = 'arena report --event FILE --results FILE [--root DIR] [--dry-run] [--json] [--comment]';
const EVENT_MAX_BYTES = 25 * 1024 * 1024;
const CONFIG_FILE = 'arena.yml';
async function readEvent(path) {
    let bytes;
    try {
        const info = await (0,promises_.lstat)(path);
        if (!info.isFile())
            throw new errors/* UserError */.yo(`the event file ${path} is not a file`);
        if (info.size > EVENT_MAX_BYTES)
            throw new errors/* UserError */.yo(`the event file ${path} is larger than ${EVENT_MAX_BYTES} bytes`);
        bytes = await (0,promises_.readFile)(path);
    }
    catch (error) {
        if (error instanceof errors/* UserError */.yo)
            throw error;
        throw new errors/* UserError */.yo(`the event file ${path} cannot be read (${error.code ?? 'error'})`, 'pass the workflow_run event JSON (GITHUB_EVENT_PATH) with --event');
    }
    try {
        return JSON.parse(bytes.toString('utf8'));
    }
    catch {
        throw new errors/* UserError */.yo(`the event file ${path} is not JSON`, 'pass the workflow_run event JSON (GITHUB_EVENT_PATH) with --event');
    }
}
async function readResultsFile(path) {
    let bytes;
    try {
        const info = await (0,promises_.lstat)(path);
        if (!info.isFile())
            return { status: 'untrusted', reason: 'the results file is not a regular file' };
        if (info.size > core_results/* RESULTS_CAPS */.Lm.documentBytes + 64 * 1024) {
            return { status: 'untrusted', reason: `the results file is larger than ${core_results/* RESULTS_CAPS */.Lm.documentBytes} bytes` };
        }
        bytes = await (0,promises_.readFile)(path);
    }
    catch (error) {
        throw new errors/* UserError */.yo(`the results file ${path} cannot be read (${error.code ?? 'error'})`, 'pass the arena-results.json of the evaluation run with --results');
    }
    const parsed = await parseResultsBytes(bytes);
    return parsed.status === 'valid' ? { ...parsed, source: 'file' } : parsed;
}
async function report(...args) {
    try {
        return await runReport(...args);
    }
    catch (error) {
        if (error instanceof port/* GitHubApiError */.OS) {
            throw new errors/* InfraError */.Ri(`GitHub API: ${(0,sanitize/* sanitizeLine */.g$)(error.message)} (HTTP ${error.status || 'no answer'})`, error.status === 403 || error.status === 401
                ? 'the report job needs a token with checks: write, actions: read, pull-requests: read and contents: read'
                : 'check GITHUB_API_URL and that GitHub is reachable; re-run the report job');
        }
        throw error;
    }
}
function describeOutcome(outcome) {
    if (outcome.refused)
        return `refused: ${(0,sanitize/* sanitizeLine */.g$)(outcome.refused)}`;
    const d = outcome.decision;
    return [`${d.conclusion}: ${(0,sanitize/* sanitizeLine */.g$)(d.headline)}`, ...d.reasons.map((r) => `  - ${(0,sanitize/* sanitizeLine */.g$)(r)}`)].join('\n');
}
const command = {
    name: 'report',
    usage: USAGE,
    run: async (argv, io) => {
        const { values } = (0,args/* parseFlags */.bQ)(argv, {
            event: { type: 'string' },
            results: { type: 'string' },
            root: { type: 'string' },
            'dry-run': { type: 'boolean' },
            json: { type: 'boolean' },
            comment: { type: 'boolean' },
        }, USAGE);
        const eventPath = (0,args/* stringFlag */.AM)(values.event);
        const resultsPath = (0,args/* stringFlag */.AM)(values.results);
        if (!eventPath)
            throw new errors/* UserError */.yo('--event FILE is required', `usage: ${USAGE}`);
        if (!resultsPath)
            throw new errors/* UserError */.yo('--results FILE is required', `usage: ${USAGE}`);
        const dryRun = values['dry-run'] === true;
        const json = values.json === true;
        const root = (0,external_node_path_.resolve)(io.cwd, (0,args/* stringFlag */.AM)(values.root) ?? '.');
        try {
            if (!(await (0,promises_.lstat)(root)).isDirectory())
                throw new Error('not a folder');
        }
        catch {
            throw new errors/* UserError */.yo(`--root ${root} is not a folder`, 'point --root at a checkout of the default branch');
        }
        const event = await readEvent((0,external_node_path_.resolve)(io.cwd, eventPath));
        const results = await readResultsFile((0,external_node_path_.resolve)(io.cwd, resultsPath));
        let github;
        let recorder;
        if (dryRun) {
            recorder = new DryRunGitHub();
            github = recorder;
        }
        else {
            const token = io.env.GITHUB_TOKEN || io.env.GH_TOKEN;
            if (!token)
                throw new errors/* UserError */.yo('posting needs a token in GITHUB_TOKEN (or GH_TOKEN)', 'or add --dry-run to see what would be sent');
            github = new OctokitGitHub({ token, apiUrl: io.env.GITHUB_API_URL || DEFAULT_API_URL, budget: RequestBudget.forMode('report') });
        }
        const deps = {
            github,
            defaultBranch: folderFiles(root),
            config: await loadDefaultBranchConfig(root, CONFIG_FILE),
            readResults: async () => results,
            now: () => new Date(),
            log: (line) => io.err(`arena report: ${line}\n`),
            comment: values.comment === true,
        };
        const outcome = await report(event, {}, deps);
        if (json) {
            const doc = {
                ...(outcome.refused ? { refused: outcome.refused } : {}),
                ...(outcome.decision
                    ? { conclusion: outcome.decision.conclusion, title: outcome.decision.headline, reasons: outcome.decision.reasons }
                    : {}),
                ...(outcome.checkRunId !== undefined && !dryRun ? { checkRunId: outcome.checkRunId } : {}),
                ...(recorder ? { requests: recorder.requests, unavailable: recorder.unavailable } : {}),
            };
            io.out(`${(0,core_results/* logSafeJson */.C5)(JSON.stringify(doc, null, 2))}\n`);
        }
        else {
            io.out(`${describeOutcome(outcome)}\n`);
            if (recorder) {
                io.out(`would send ${recorder.requests.length} requests:\n${recorder.requests.map((r) => `  ${r.method} ${r.path}`).join('\n')}\n`);
                if (recorder.unavailable.length > 0)
                    io.out(`not read (dry run):\n${recorder.unavailable.map((r) => `  ${r}`).join('\n')}\n`);
            }
        }
        return outcome.refused ? errors/* ExitCode */.yU.findings : errors/* ExitCode */.yU.ok;
    },
};
const action = {
    name: 'report',
    run: async (inputs, io) => {
        if (!inputs.token)
            throw new errors/* UserError */.yo('input "token" is required for mode report', 'pass token: ${{ github.token }} (needs checks: write, actions: read)');
        const env = io.env;
        const eventPath = env.GITHUB_EVENT_PATH;
        if (!eventPath)
            throw new errors/* UserError */.yo('GITHUB_EVENT_PATH is not set', 'mode report runs inside a workflow_run job');
        const workspace = (0,external_node_path_.resolve)(env.GITHUB_WORKSPACE || process.cwd());
        const event = await readEvent(eventPath);
        const budget = RequestBudget.forMode('report');
        const github = new OctokitGitHub({ token: inputs.token, apiUrl: env.GITHUB_API_URL || DEFAULT_API_URL, budget });
        const outcome = await report(event, {
            ...(env.GITHUB_EVENT_NAME ? { eventName: env.GITHUB_EVENT_NAME } : {}),
            ...(env.GITHUB_REPOSITORY ? { repository: env.GITHUB_REPOSITORY } : {}),
        }, {
            github,
            defaultBranch: folderFiles(workspace),
            config: await loadDefaultBranchConfig(workspace, inputs.config),
            readResults: (run) => readResultsArtifact(github, run),
            now: () => new Date(),
            log: (line) => io.info(line),
            comment: true,
            budget,
        });
        if (outcome.refused) {
            throw new errors/* UserError */.yo(`report refused this event: ${outcome.refused}`);
        }
        const decision = outcome.decision;
        io.setOutput('conclusion', decision.conclusion);
        if (outcome.comment === 'not-permitted')
            io.info('no PR comment: the token lacks pull-requests: write (the check run carries the verdict)');
        if (outcome.jobSummary)
            io.summary(outcome.jobSummary);
        await io.writeSummary();
        io.info(`Arena check: ${decision.conclusion} (${(0,sanitize/* sanitizeLine */.g$)(decision.headline)})`);
    },
};


/***/ })

};
