export const id = 135;
export const ids = [135];
export const modules = {

/***/ 4843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ keptBytes),
/* harmony export */   D: () => (/* binding */ runCapped)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_head_tail_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2300);


const PIPE_GRACE_MS = 200;
function runCapped(binary, args, options) {
    return new Promise((resolve) => {
        const stdout = new _core_head_tail_js__WEBPACK_IMPORTED_MODULE_1__/* .HeadTailBuffer */ .j(options.maxOutputBytes);
        const stderr = new _core_head_tail_js__WEBPACK_IMPORTED_MODULE_1__/* .HeadTailBuffer */ .j(options.maxStderrBytes ?? options.maxOutputBytes);
        let timedOut = false;
        let overflowed;
        let killed = false;
        let settled = false;
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(binary, [...args], {
            env: { ...options.env },
            ...(options.cwd !== undefined ? { cwd: options.cwd } : {}),
            ...(options.processGroup ? { detached: true } : {}),
            stdio: ['pipe', 'pipe', 'pipe'],
        });
        const finish = (result) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            options.signal?.removeEventListener('abort', kill);
            resolve({ ...result, stdout, stderr, timedOut, ...(overflowed ? { overflowed } : {}) });
        };
        function kill() {
            killed = true;
            try {
                if (options.processGroup && child.pid !== undefined)
                    process.kill(-child.pid, 'SIGKILL');
                else
                    child.kill('SIGKILL');
            }
            catch {
            }
        }
        const timer = setTimeout(() => {
            timedOut = true;
            kill();
        }, options.timeoutMs);
        options.signal?.addEventListener('abort', kill, { once: true });
        const collect = (buffer, stream) => (chunk) => {
            buffer.push(chunk);
            options.onOutput?.(chunk, stream);
            if (options.killAfterBytes !== undefined && buffer.totalBytes > options.killAfterBytes && !killed) {
                overflowed = stream;
                kill();
            }
        };
        child.stdout.on('data', collect(stdout, 'stdout'));
        child.stderr.on('data', collect(stderr, 'stderr'));
        for (const stream of [child.stdin, child.stdout, child.stderr])
            stream.on('error', () => undefined);
        child.on('error', (error) => {
            finish({ code: null, exitSignal: null, spawnError: { ...(error.code ? { code: error.code } : {}), message: error.message } });
        });
        child.on('exit', () => {
            if (killed)
                setTimeout(() => child.emit('close', null, 'SIGKILL'), PIPE_GRACE_MS).unref();
        });
        child.on('close', (code, exitSignal) => {
            finish({ code: timedOut ? null : code, exitSignal });
        });
        if (options.input !== undefined)
            child.stdin.end(options.input);
        else
            child.stdin.end();
    });
}
function keptBytes(buffer) {
    const { head, tail } = buffer.bytes();
    return Buffer.concat([head, tail]);
}


/***/ }),

/***/ 765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FA: () => (/* binding */ createDockerCli),
/* harmony export */   LT: () => (/* binding */ checkDockerEngine),
/* harmony export */   TM: () => (/* binding */ firstLine)
/* harmony export */ });
/* unused harmony exports dockerCliEnv, DEFAULT_COMMAND_TIMEOUT_MS, ENGINE_HINT, ENGINE_CHECK_REUSE_MS */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _capped_process_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4843);






const PASSED_THROUGH = ['PATH', 'HOME', 'DOCKER_HOST', 'DOCKER_TLS_VERIFY', 'DOCKER_CERT_PATH'];
function dockerCliEnv(hostEnv, configDir) {
    const env = {};
    for (const name of PASSED_THROUGH) {
        const value = hostEnv[name];
        if (value !== undefined && value !== '')
            env[name] = value;
    }
    env.PATH ??= '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
    env.DOCKER_CONFIG = configDir;
    env.DOCKER_BUILDKIT = '0';
    env.DOCKER_CLI_HINTS = 'false';
    return env;
}
const CONFIG_PREFIX = 'arena-docker-config-';
const DEFAULT_COMMAND_TIMEOUT_MS = 60_000;
function sweepStaleConfigDirs() {
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)());
    }
    catch {
        return;
    }
    for (const name of names) {
        const pid = Number(/^arena-docker-config-(\d+)-/.exec(name)?.[1]);
        if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid)
            continue;
        try {
            process.kill(pid, 0);
        }
        catch (error) {
            if (error.code === 'ESRCH')
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), name), { recursive: true, force: true });
        }
    }
}
function createDockerCli(options = {}) {
    sweepStaleConfigDirs();
    const configDir = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), `${CONFIG_PREFIX}${process.pid}-`));
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(configDir, 'config.json'), '{}\n', { mode: 0o600 });
    const env = dockerCliEnv(options.hostEnv ?? process.env, configDir);
    const binary = options.binary ?? 'docker';
    const commandTimeoutMs = options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
    return {
        env,
        commandTimeoutMs,
        async run(args, runOptions = {}) {
            const result = await (0,_capped_process_js__WEBPACK_IMPORTED_MODULE_5__/* .runCapped */ .D)(binary, args, {
                env: { ...env, ...runOptions.env },
                timeoutMs: runOptions.timeoutMs ?? commandTimeoutMs,
                maxOutputBytes: runOptions.maxOutputBytes ?? 1024 * 1024,
                ...(runOptions.input !== undefined ? { input: runOptions.input } : {}),
                ...(runOptions.onOutput ? { onOutput: runOptions.onOutput } : {}),
                ...(runOptions.signal ? { signal: runOptions.signal } : {}),
            });
            if (result.spawnError) {
                return {
                    code: null,
                    stdout: '',
                    stderr: result.spawnError.message,
                    timedOut: false,
                    truncated: false,
                    spawnError: result.spawnError.code ?? result.spawnError.message,
                };
            }
            return {
                code: result.code,
                stdout: result.stdout.text(),
                stderr: result.stderr.text(),
                timedOut: result.timedOut,
                truncated: result.stdout.truncated || result.stderr.truncated,
            };
        },
        attach(args) {
            return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(binary, [...args], { env: { ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
        },
        dispose() {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(configDir, { recursive: true, force: true });
        },
    };
}
const ENGINE_HINT = 'Arena runs community agents in Docker. Install it (Debian/Ubuntu: `sudo apt-get install docker.io`; ' +
    'elsewhere https://docs.docker.com/engine/install/), start it (`sudo systemctl start docker`, or ' +
    '`scripts/setup-docker.sh` in this repository), and make sure your user may use it (`docker version` ' +
    'must print a Server section). Set DOCKER_HOST to use another engine.';
const ENGINE_CHECK_REUSE_MS = 10_000;
const engineChecks = new WeakMap();
async function checkDockerEngine(cli, now = Date.now) {
    const recent = engineChecks.get(cli);
    if (recent && now() - recent.at < ENGINE_CHECK_REUSE_MS)
        return recent.result;
    const result = await askDockerEngine(cli, cli.commandTimeoutMs);
    engineChecks.set(cli, { at: now(), result });
    return result;
}
async function askDockerEngine(cli, timeoutMs) {
    const result = await cli.run(['version', '--format', '{{.Server.Version}}'], { timeoutMs });
    if (result.spawnError) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InfraError */ .Ri(`the docker command was not found (${result.spawnError})`, ENGINE_HINT);
    }
    if (result.timedOut)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InfraError */ .Ri(`the Docker engine did not answer within ${timeoutMs} ms`, ENGINE_HINT);
    const version = result.stdout.trim();
    if (result.code !== 0 || version === '') {
        const why = firstLine(result.stderr) || `docker version exited with ${result.code}`;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InfraError */ .Ri(`the Docker engine is not available: ${why}`, ENGINE_HINT);
    }
    const info = await cli.run(['info', '--format', '{{.CgroupVersion}}'], { timeoutMs });
    return { serverVersion: version, cgroupVersion: info.code === 0 ? info.stdout.trim() : 'unknown' };
}
function firstLine(text) {
    return (text.split('\n').find((l) => l.trim() !== '') ?? '').trim().slice(0, 500);
}


/***/ }),

/***/ 1620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qg: () => (/* binding */ ulimitFlags),
/* harmony export */   gX: () => (/* binding */ labelFlags),
/* harmony export */   xw: () => (/* binding */ memoryFlags)
/* harmony export */ });
function memoryFlags(memoryBytes) {
    return [`--memory=${memoryBytes}`, `--memory-swap=${memoryBytes}`];
}
function ulimitFlags(limits) {
    return [
        '--ulimit',
        `nofile=${limits.nofile}:${limits.nofile}`,
        '--ulimit',
        `fsize=${limits.fileSizeBytes}:${limits.fileSizeBytes}`,
        '--ulimit',
        'core=0:0',
    ];
}
const LABEL_KEY = /^[a-z0-9][a-z0-9._-]{0,127}$/;
function labelFlags(labels) {
    const args = [];
    for (const [key, value] of Object.entries(labels)) {
        if (!LABEL_KEY.test(key) || /[\0\n]/.test(value) || value.length > 512)
            throw new Error(`bad label ${JSON.stringify(key)}`);
        args.push('--label', `${key}=${value}`);
    }
    return args;
}


/***/ }),

/***/ 5661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H0: () => (/* binding */ imageSettingsFrom),
/* harmony export */   KH: () => (/* binding */ smokeTest),
/* harmony export */   Wu: () => (/* binding */ BuildFailedError),
/* harmony export */   bH: () => (/* binding */ sweepBuildContainers),
/* harmony export */   db: () => (/* binding */ DockerImages),
/* harmony export */   e5: () => (/* binding */ throwImageFailure)
/* harmony export */ });
/* unused harmony exports DEFAULT_BUILD_LIMITS, measureContext, buildMarker, parseBuildMarker, findBuildContainers, BUILD_CGROUP_NAME, systemdSlicePath, detectBuildCgroup, parseImageReference */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _core_head_tail_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2300);
/* harmony import */ var _core_protocol_messages_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7386);
/* harmony import */ var _core_runner_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4473);
/* harmony import */ var _core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9528);
/* harmony import */ var _core_units_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2184);
/* harmony import */ var _docker_cli_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(765);
/* harmony import */ var _docker_flags_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1620);
/* harmony import */ var _docker_runner_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8701);














function imageSettingsFrom(config) {
    const b = config.build;
    return {
        network: b.network,
        timeoutMs: b.timeoutMs,
        maxContextBytes: b.maxContextBytes,
        maxImageBytes: b.maxImageBytes,
        registries: b.registries,
        pullTimeoutMs: b.pullTimeoutMs,
    };
}
const DEFAULT_BUILD_LIMITS = {
    memoryBytes: 2 * 1024 ** 3,
    cpuShares: 512,
    nofile: 4096,
    fileSizeBytes: 1024 ** 3,
    maxLogBytes: 32 * 1024 ** 2,
    diskCheckMs: 1000,
};
const LOG_TAIL_BYTES = 16 * 1024;
class BuildFailedError extends _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo {
    failure;
    constructor(failure, agentId) {
        super(`${agentId}: ${failure.message}${failure.logTail ? `\n--- end of the build log ---\n${failure.logTail.trimEnd()}\n---` : ''}`, failure.hint);
        this.failure = failure;
    }
}
function throwImageFailure(result, agentId) {
    if (result.kind === 'infra')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InfraError */ .Ri(`${agentId}: ${result.message}`, result.hint);
    throw new BuildFailedError(result, agentId);
}
function fail(kind, message, hint, log = '') {
    return { ok: false, kind, message: (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .sanitizeText */ .jZ)(message), hint, logTail: log };
}
function cleanLog(text) {
    const noise = /^(DEPRECATED: The legacy builder|\s+(BuildKit is currently disabled|environment-variable\.|Install the buildx|https:\/\/docs\.docker\.com\/go\/buildx))/;
    return (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .sanitizeText */ .jZ)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .redactSecrets */ .fp)(text
        .split('\n')
        .filter((l) => !noise.test(l))
        .join('\n')));
}
async function measureContext(dir, limit) {
    const total = { bytes: 0, files: 0, symlinks: 0 };
    const stack = [dir];
    while (stack.length > 0 && total.bytes <= limit) {
        const current = stack.pop();
        for (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(current, { withFileTypes: true })) {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(current, entry.name);
            const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(path);
            total.files++;
            if (info.isSymbolicLink())
                total.symlinks++;
            else if (info.isDirectory())
                stack.push(path);
            else
                total.bytes += info.size;
            if (total.bytes > limit)
                break;
        }
    }
    return total;
}
function buildMarker(identity, deadlineEpochMs, id = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()) {
    const ns = /\[(\d+)\]/.exec(identity.pidNamespace)?.[1] ?? '0';
    const boot = identity.bootId.replace(/[^0-9a-f]/gi, '').slice(0, 32) || 'unknown';
    return [
        'arena-build',
        `p${identity.pid}-s${identity.pidStart.replace(/\D/g, '') || '0'}-n${ns}`,
        `d${Math.ceil(deadlineEpochMs / 1000)}`,
        `b${boot}`,
        id.replace(/-/g, '').slice(0, 16),
    ]
        .join('.')
        .toLowerCase();
}
function parseBuildMarker(host) {
    const m = /^arena-build\.p(\d+)-s(\d+)-n(\d+)\.d(\d+)\.b([0-9a-z]+)\.([0-9a-f]+)$/.exec(host);
    if (!m)
        return undefined;
    return {
        pid: Number(m[1]),
        pidStart: m[2],
        pidNamespace: `pid:[${m[3]}]`,
        deadlineEpochMs: Number(m[4]) * 1000,
        boot: m[5],
        id: m[6],
    };
}
async function findBuildContainers(cli) {
    const ps = await cli.run(['ps', '--all', '--quiet', '--no-trunc']);
    const ids = ps.stdout.split('\n').filter((l) => /^[0-9a-f]{64}$/.test(l.trim()));
    if (ids.length === 0)
        return [];
    const out = [];
    for (let i = 0; i < ids.length; i += 64) {
        const r = await cli.run(['container', 'inspect', '--format', '{{.Id}} {{json .HostConfig.ExtraHosts}}', ...ids.slice(i, i + 64)]);
        for (const line of r.stdout.split('\n')) {
            const space = line.indexOf(' ');
            if (space < 0)
                continue;
            let hosts;
            try {
                hosts = JSON.parse(line.slice(space + 1));
            }
            catch {
                continue;
            }
            if (!Array.isArray(hosts))
                continue;
            const marker = hosts.map((h) => String(h).split(':')[0]).find((h) => h.startsWith('arena-build.'));
            if (marker)
                out.push({ id: line.slice(0, space), marker });
        }
    }
    return out;
}
async function killAndRemove(cli, ids) {
    if (ids.length === 0)
        return;
    await cli.run(['kill', '--signal', 'KILL', ...ids]);
    await cli.run(['rm', '--force', ...ids]);
}
async function removeBuildLeftovers(cli, marker, stopped) {
    const scans = stopped ? 20 : 1;
    let quiet = 0;
    for (let i = 0; i < scans && quiet < 2; i++) {
        const leftovers = (await findBuildContainers(cli).catch(() => [])).filter((c) => c.marker === marker).map((c) => c.id);
        if (leftovers.length === 0) {
            quiet++;
        }
        else {
            quiet = 0;
            await killAndRemove(cli, leftovers).catch(() => undefined);
        }
        if (stopped && quiet < 2)
            await delay(250);
    }
}
async function sweepBuildContainers(cli, self, options = {}) {
    const now = options.now ?? Date.now();
    const startTimeOf = options.startTimeOf ?? _docker_runner_js__WEBPACK_IMPORTED_MODULE_12__/* .processStartTime */ .X0;
    const selfBoot = self.bootId
        .replace(/[^0-9a-f]/gi, '')
        .slice(0, 32)
        .toLowerCase();
    const doomed = [];
    for (const c of await findBuildContainers(cli)) {
        const m = parseBuildMarker(c.marker);
        if (!m)
            continue;
        const expired = m.deadlineEpochMs < now;
        const sameHost = m.boot === selfBoot && m.pidNamespace === self.pidNamespace;
        const gone = sameHost && startTimeOf(m.pid) !== m.pidStart;
        if (expired || gone)
            doomed.push(c.id);
    }
    await killAndRemove(cli, doomed);
    return doomed;
}
const BUILD_CGROUP_NAME = 'arena-build';
function systemdSlicePath(slice) {
    const name = slice.replace(/\.slice$/, '');
    if (name === '-' || name === '')
        return '';
    const parts = name.split('-');
    return parts.map((_, i) => `${parts.slice(0, i + 1).join('-')}.slice`).join('/');
}
async function detectBuildCgroup(cli, cgroupRoot = '/sys/fs/cgroup') {
    const host = cli.env.DOCKER_HOST;
    if (host && !host.startsWith('unix://'))
        return null;
    const info = await cli.run(['info', '--format', '{{.CgroupDriver}} {{.CgroupVersion}}']);
    if (info.code !== 0)
        return null;
    const [driver, version] = info.stdout.trim().split(/\s+/);
    const systemd = driver === 'systemd';
    const parent = systemd ? `${BUILD_CGROUP_NAME}.slice` : `/${BUILD_CGROUP_NAME}`;
    const dir = systemd ? systemdSlicePath(parent) : BUILD_CGROUP_NAME;
    const path = version === '1' ? (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(cgroupRoot, 'pids', dir) : (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(cgroupRoot, dir);
    try {
        const max = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(path, 'pids.max'), 'utf8')).trim();
        if (!/^\d+$/.test(max))
            return null;
        return { parent, pidsMax: Number(max), path };
    }
    catch {
        return null;
    }
}
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function newBuildWatch() {
    const watch = {
        abort: new AbortController(),
        stop: (message, hint) => {
            if (watch.stopReason)
                return;
            watch.stopReason = { message, hint };
            watch.abort.abort();
        },
    };
    return watch;
}
function parseImageReference(ref) {
    if (!/^[a-zA-Z0-9][a-zA-Z0-9._/:@-]{0,500}$/.test(ref))
        return undefined;
    let rest = ref;
    let digest;
    const at = rest.indexOf('@');
    if (at >= 0) {
        digest = rest.slice(at + 1);
        rest = rest.slice(0, at);
    }
    const slash = rest.indexOf('/');
    const first = slash >= 0 ? rest.slice(0, slash) : '';
    const explicitHost = slash >= 0 && (first.includes('.') || first.includes(':') || first === 'localhost');
    const host = explicitHost ? first : 'docker.io';
    let path = explicitHost ? rest.slice(slash + 1) : rest;
    let tag;
    const colon = path.lastIndexOf(':');
    if (colon >= 0) {
        tag = path.slice(colon + 1);
        path = path.slice(0, colon);
    }
    if (!/^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*$/.test(path))
        return undefined;
    return { host: host.toLowerCase(), repository: path, ...(tag !== undefined ? { tag } : {}), ...(digest !== undefined ? { digest } : {}) };
}
const UNREACHABLE = /connection refused|no such host|i\/o timeout|timeout|tls handshake|connection reset|network is unreachable|EOF|server misbehaving|dial tcp|temporary failure/i;
class DockerImages {
    cli;
    settings;
    limits;
    options;
    cgroup;
    constructor(options) {
        this.options = options;
        this.cli = options.cli;
        this.settings = options.settings;
        this.limits = { ...DEFAULT_BUILD_LIMITS, ...options.limits };
        if (options.buildCgroup !== undefined)
            this.cgroup = Promise.resolve(options.buildCgroup);
    }
    buildCgroup() {
        this.cgroup ??= detectBuildCgroup(this.cli).catch(() => null);
        return this.cgroup;
    }
    buildArgs(request, marker, iidFile, cgroup = null) {
        const l = this.limits;
        const labels = { ...this.options.labels, [_docker_runner_js__WEBPACK_IMPORTED_MODULE_12__/* .LABELS */ .kg.agent]: request.agentId.slice(0, 128), [_docker_runner_js__WEBPACK_IMPORTED_MODULE_12__/* .LABELS */ .kg.role]: 'agent-image' };
        return [
            'build',
            '--network',
            this.settings.network,
            ...(0,_docker_flags_js__WEBPACK_IMPORTED_MODULE_13__/* .memoryFlags */ .xw)(l.memoryBytes),
            `--cpu-shares=${l.cpuShares}`,
            ...(0,_docker_flags_js__WEBPACK_IMPORTED_MODULE_13__/* .ulimitFlags */ .Qg)(l),
            '--add-host',
            `${marker}:127.0.0.1`,
            ...(cgroup ? [`--cgroup-parent=${cgroup.parent}`] : []),
            '--force-rm',
            '--pull=false',
            ...(0,_docker_flags_js__WEBPACK_IMPORTED_MODULE_13__/* .labelFlags */ .gX)(labels),
            '--iidfile',
            iidFile,
            '--file',
            request.dockerfile,
            request.context,
        ];
    }
    async build(request) {
        const started = Date.now();
        const s = this.settings;
        const prepared = await this.prepareBuild(request);
        if (!prepared.ok)
            return prepared;
        const { context, dockerfile } = prepared;
        const cgroup = await this.buildCgroup();
        const deadline = Date.now() + s.timeoutMs;
        const marker = buildMarker(this.options.identity, deadline + 60_000);
        const temp = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), 'arena-build-'));
        const iidFile = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(temp, 'iid');
        const log = new _core_head_tail_js__WEBPACK_IMPORTED_MODULE_6__/* .HeadTailBuffer */ .j(2 * LOG_TAIL_BYTES);
        const watch = newBuildWatch();
        const args = this.buildArgs({ ...request, context, dockerfile }, marker, iidFile, cgroup);
        const result = await this.runWatchedBuild(args, marker, log, watch);
        await removeBuildLeftovers(this.cli, marker, watch.stopReason !== undefined);
        let imageId = '';
        try {
            imageId = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(iidFile, 'utf8').trim();
        }
        catch {
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(temp, { recursive: true, force: true });
        const tail = cleanLog(tailOf(log));
        const failure = await this.buildFailure(result, imageId, tail, watch.stopReason);
        if (failure)
            return failure;
        const sizeBytes = await this.imageSize(imageId);
        if (sizeBytes > s.maxImageBytes) {
            await this.remove(imageId);
            return fail('build-failed', `the image is ${(0,_core_units_js__WEBPACK_IMPORTED_MODULE_10__/* .formatBytes */ .z3)(sizeBytes)}, over the limit of ${(0,_core_units_js__WEBPACK_IMPORTED_MODULE_10__/* .formatBytes */ .z3)(s.maxImageBytes)} (build.maxImageBytes)`, 'use a slim base image and install only what the agent needs', tail);
        }
        return { ok: true, image: imageId, sizeBytes, durationMs: Date.now() - started, logTail: tail };
    }
    async prepareBuild(request) {
        const s = this.settings;
        const agentDir = request.agentDir ?? request.context;
        let context;
        let dockerfile;
        try {
            const [realAgent, realContext, realDockerfile] = await Promise.all([
                (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(agentDir),
                (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(request.context),
                (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(request.dockerfile),
            ]);
            const inside = (p) => p === realAgent || p.startsWith(realAgent + node_path__WEBPACK_IMPORTED_MODULE_4__.sep);
            if (!inside(realContext))
                return fail('build-failed', 'the build context is outside the agent folder', 'entrypoint.build must name a folder inside the agent folder, such as "."');
            if (!inside(realDockerfile) || (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(request.dockerfile)).isSymbolicLink()) {
                return fail('build-failed', 'the Dockerfile is outside the agent folder or a symbolic link', 'keep the Dockerfile as a plain file inside the agent folder');
            }
            context = realContext;
            dockerfile = realDockerfile;
        }
        catch (error) {
            return fail('build-failed', `the build context or Dockerfile cannot be read: ${error.message}`, 'check entrypoint.build and entrypoint.dockerfile in agent.yml');
        }
        const size = await measureContext(context, s.maxContextBytes);
        if (size.bytes > s.maxContextBytes) {
            return fail('build-failed', `the build context (${(0,node_path__WEBPACK_IMPORTED_MODULE_4__.relative)(agentDir, context) || '.'}) holds more than ${(0,_core_units_js__WEBPACK_IMPORTED_MODULE_10__/* .formatBytes */ .z3)(s.maxContextBytes)}, the limit (build.maxContextBytes)`, 'keep only what the image needs in the agent folder: no datasets, virtualenvs, node_modules or build output');
        }
        try {
            await (0,_docker_cli_js__WEBPACK_IMPORTED_MODULE_11__/* .checkDockerEngine */ .LT)(this.cli);
        }
        catch (error) {
            return fail('infra', error.message, error.hint ?? '');
        }
        return { ok: true, context, dockerfile };
    }
    async runWatchedBuild(args, marker, log, watch) {
        const s = this.settings;
        const stop = watch.stop;
        const timer = setTimeout(() => stop(`the build did not finish within ${Math.round(s.timeoutMs / 1000)} s (build.timeoutMs)`, 'make the build faster: fewer and smaller steps, no downloads (builds have no network by default)'), s.timeoutMs);
        let watching = true;
        const watcher = this.watchBuildDisk(marker, stop, () => watching);
        let result;
        try {
            result = await this.cli.run(args, {
                timeoutMs: s.timeoutMs + 30_000,
                signal: watch.abort.signal,
                maxOutputBytes: 64 * 1024,
                onOutput: (chunk) => {
                    log.push(chunk);
                    if (log.totalBytes > this.limits.maxLogBytes) {
                        stop(`the build printed more than ${(0,_core_units_js__WEBPACK_IMPORTED_MODULE_10__/* .formatBytes */ .z3)(this.limits.maxLogBytes)} of log`, 'print less during the build (quiet flags for package managers, no progress bars)');
                    }
                },
            });
        }
        finally {
            clearTimeout(timer);
            watching = false;
        }
        await watcher;
        return result;
    }
    async watchBuildDisk(marker, stop, watching) {
        const s = this.settings;
        while (watching()) {
            await delay(this.limits.diskCheckMs);
            if (!watching())
                break;
            const containers = await findBuildContainers(this.cli).catch(() => []);
            for (const c of containers.filter((c) => c.marker === marker)) {
                const r = await this.cli.run(['container', 'inspect', '--size', '--format', '{{.SizeRw}}', c.id]);
                const written = Number(r.stdout.trim());
                if (Number.isFinite(written) && written > s.maxImageBytes) {
                    stop(`a build step wrote more than ${(0,_core_units_js__WEBPACK_IMPORTED_MODULE_10__/* .formatBytes */ .z3)(s.maxImageBytes)} (build.maxImageBytes)`, 'write less during the build; the whole image must stay under the size limit');
                }
            }
        }
    }
    async buildFailure(result, imageId, tail, stopReason) {
        if (stopReason) {
            if (imageId)
                await this.remove(imageId);
            return fail('build-failed', stopReason.message, stopReason.hint, tail);
        }
        if (result.spawnError)
            return fail('infra', `docker could not be run: ${result.spawnError}`, 'install Docker (see docs/operations.md)');
        if (result.code !== 0 || !/^sha256:[0-9a-f]{64}$/.test(imageId)) {
            if (/Cannot connect to the Docker daemon|error during connect/i.test(result.stderr)) {
                return fail('infra', `the Docker engine failed during the build: ${(0,_docker_cli_js__WEBPACK_IMPORTED_MODULE_11__/* .firstLine */ .TM)(result.stderr)}`, 'check the Docker engine', tail);
            }
            return fail('build-failed', `docker build failed${/returned a non-zero code: 137/.test(tail) ? ' (a step was killed: out of memory?)' : ''}`, 'read the end of the build log above; run `docker build` in the agent folder to reproduce it (bases must be on build.baseImages or pinned by digest)', tail);
        }
        return undefined;
    }
    async pull(agentId, ref) {
        const started = Date.now();
        const s = this.settings;
        const parsed = parseImageReference(ref);
        if (!parsed)
            return fail('build-failed', `"${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .truncate */ .xv)(ref, 200)}" is not an image reference`, 'write it as registry/owner/name@sha256:<64 hex digits>');
        if (parsed.tag !== undefined || !parsed.digest) {
            return fail('build-failed', `entrypoint.image must be pinned by digest; "${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .truncate */ .xv)(ref, 200)}" ${parsed.tag !== undefined ? 'has a tag' : 'has no digest'}`, 'use name@sha256:<digest> (`docker buildx imagetools inspect NAME:TAG` or `docker inspect --format "{{index .RepoDigests 0}}"` prints it); tags can be moved');
        }
        if (!/^sha256:[0-9a-f]{64}$/.test(parsed.digest)) {
            return fail('build-failed', `the digest of "${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .truncate */ .xv)(ref, 200)}" is not sha256:<64 hex digits>`, 'copy the full digest');
        }
        if (!s.registries.map((r) => r.toLowerCase()).includes(parsed.host)) {
            return fail('build-failed', `the registry ${parsed.host} is not allowed here (build.registries: ${s.registries.join(', ') || 'none'})`, 'push the image to an allowed registry, or use entrypoint.build');
        }
        try {
            await (0,_docker_cli_js__WEBPACK_IMPORTED_MODULE_11__/* .checkDockerEngine */ .LT)(this.cli);
        }
        catch (error) {
            return fail('infra', error.message, error.hint ?? '');
        }
        const pulled = await this.cli.run(['pull', '--quiet', ref], { timeoutMs: s.pullTimeoutMs });
        if (pulled.timedOut) {
            return fail('infra', `pulling ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .truncate */ .xv)(ref, 200)} did not finish within ${Math.round(s.pullTimeoutMs / 1000)} s (build.pullTimeoutMs)`, 'the registry is slow or unreachable; try again later');
        }
        if (pulled.code !== 0) {
            const why = (0,_docker_cli_js__WEBPACK_IMPORTED_MODULE_11__/* .firstLine */ .TM)(pulled.stderr) || `docker pull exited with ${pulled.code}`;
            if (UNREACHABLE.test(why))
                return fail('infra', `the registry ${parsed.host} could not be reached: ${why}`, "try again later; an unreachable registry is not the agent's fault");
            return fail('build-failed', `pulling ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .truncate */ .xv)(ref, 200)} failed: ${why}`, 'check that the image exists, is public, and that the digest is right');
        }
        const sizeBytes = await this.imageSize(ref);
        if (sizeBytes > s.maxImageBytes) {
            await this.remove(ref);
            return fail('build-failed', `the image is ${(0,_core_units_js__WEBPACK_IMPORTED_MODULE_10__/* .formatBytes */ .z3)(sizeBytes)}, over the limit of ${(0,_core_units_js__WEBPACK_IMPORTED_MODULE_10__/* .formatBytes */ .z3)(s.maxImageBytes)} (build.maxImageBytes)`, 'use a slim base image and install only what the agent needs');
        }
        return { ok: true, image: ref, sizeBytes, durationMs: Date.now() - started, logTail: '' };
    }
    async imageSize(ref) {
        const r = await this.cli.run(['image', 'inspect', '--format', '{{.Size}}', ref]);
        const n = Number(r.stdout.trim());
        return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
    }
    async remove(ref) {
        await this.cli.run(['image', 'rm', '--force', ref]);
    }
}
function tailOf(log) {
    const { head, tail, omitted } = log.bytes();
    const text = Buffer.concat([Buffer.from(head), Buffer.from(tail)]).toString('utf8');
    const end = text.length > LOG_TAIL_BYTES ? text.slice(text.length - LOG_TAIL_BYTES) : text;
    return omitted > 0 || text.length > LOG_TAIL_BYTES ? `[… earlier output omitted …]\n${end.slice(end.indexOf('\n') + 1)}` : end;
}
async function smokeTest(runner, launch, options) {
    const hint = 'the image must start the agent (CMD/ENTRYPOINT, or entrypoint.args) and the agent must answer the first `start` line on stdin with {"type":"ready"} on stdout (docs/protocol.md)';
    let session;
    try {
        session = await runner.start(launch, {
            matchId: 'smoke-test',
            seat: 0,
            limits: options.limits,
            deadlineEpochMs: Date.now() + options.startupMs + 120_000,
        });
    }
    catch (error) {
        const kind = error.kind === 'crash' ? 'build-failed' : 'infra';
        return fail(kind, `the smoke test could not start the image: ${error.message}`, hint);
    }
    const deadline = performance.now() + options.startupMs;
    let outcome;
    const sent = await session.send((0,_core_protocol_messages_js__WEBPACK_IMPORTED_MODULE_7__/* .startMessage */ .su)({
        game: options.game,
        gameId: 'smoke-test',
        seat: 0,
        players: 2,
        seed: 1,
        config: options.gameConfig ?? {},
        time: { turnMs: options.startupMs, bankMs: 0 },
    }), deadline);
    if (sent !== 'ok')
        outcome = fail('build-failed', `the smoke test: the agent did not read its input (${sent})`, hint);
    else {
        let received = await session.receive(deadline);
        while (received.kind === 'line' && received.line.trim() === '')
            received = await session.receive(deadline);
        if (received.kind === 'line') {
            const parsed = (0,_core_protocol_messages_js__WEBPACK_IMPORTED_MODULE_7__/* .parseAgentLine */ .XM)(received.line);
            outcome =
                parsed.ok && parsed.message.type === 'ready'
                    ? { ok: true }
                    : fail('build-failed', `the smoke test: expected {"type":"ready"}, got ${parsed.ok ? JSON.stringify(parsed.message.type) : parsed.reason}`, hint);
        }
        else if (received.kind === 'timeout')
            outcome = fail('build-failed', `the smoke test: no "ready" within ${options.startupMs} ms`, hint);
        else if (received.kind === 'violation')
            outcome = fail('build-failed', `the smoke test: ${received.message}`, hint);
        else
            outcome = fail('build-failed', 'the smoke test: the agent exited before answering', hint);
    }
    const exit = await session.stop();
    const endedOnItsOwn = !exit.killedByRunner && (exit.exitCode !== null || exit.signal !== null);
    if (!outcome.ok && sent === 'closed' && endedOnItsOwn)
        outcome.message = 'the smoke test: the agent exited before answering';
    if (!outcome.ok && outcome.message.endsWith('exited before answering')) {
        outcome.message = `the smoke test: the agent ${(0,_core_runner_js__WEBPACK_IMPORTED_MODULE_8__/* .describeExit */ .KE)(exit)} before answering`;
    }
    if (!outcome.ok && exit.infraError)
        return fail('infra', `the smoke test failed in the engine: ${exit.infraError}`, 'check the Docker engine');
    if (!outcome.ok) {
        const stderr = session.stderr().text.trim();
        if (stderr)
            outcome.logTail = cleanLog(stderr.slice(-4096));
    }
    return outcome;
}


/***/ }),

/***/ 8701:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X0: () => (/* binding */ processStartTime),
/* harmony export */   hd: () => (/* binding */ DockerRunner),
/* harmony export */   kg: () => (/* binding */ LABELS)
/* harmony export */ });
/* unused harmony exports currentIdentity, identityLabels, runnerIsGone, findSeccompProfile, CONTAINER_BASE_ENV, buildCreateArgs, listArenaContainers, sweepContainers */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _core_runner_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4473);
/* harmony import */ var _docker_cli_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(765);
/* harmony import */ var _proc_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7642);
/* harmony import */ var _stdio_channel_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7049);
/* harmony import */ var _docker_flags_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1620);











const LABELS = {
    runner: 'arena.runner',
    boot: 'arena.boot',
    pid: 'arena.pid',
    pidStart: 'arena.pid-start',
    pidNamespace: 'arena.pidns',
    deadline: 'arena.deadline',
    match: 'arena.match',
    seat: 'arena.seat',
    agent: 'arena.agent',
    role: 'arena.role',
};
function readText(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path, 'utf8');
    }
    catch {
        return undefined;
    }
}
function processStartTime(pid) {
    const stat = readText(`/proc/${pid}/stat`);
    return (stat && (0,_proc_js__WEBPACK_IMPORTED_MODULE_8__/* .parseProcStat */ .qV)(stat).startTime) || undefined;
}
function currentIdentity() {
    let pidNamespace = 'unknown';
    try {
        pidNamespace = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)('/proc/self/ns/pid');
    }
    catch {
    }
    return {
        bootId: (readText('/proc/sys/kernel/random/boot_id') ?? 'unknown').trim(),
        pid: process.pid,
        pidStart: processStartTime(process.pid) ?? 'unknown',
        pidNamespace,
    };
}
function identityLabels(identity) {
    return {
        [LABELS.boot]: identity.bootId,
        [LABELS.pid]: String(identity.pid),
        [LABELS.pidStart]: identity.pidStart,
        [LABELS.pidNamespace]: identity.pidNamespace,
    };
}
function runnerIsGone(labels, self, startTimeOf = processStartTime) {
    if (self.bootId === 'unknown' || labels[LABELS.boot] !== self.bootId)
        return false;
    if (labels[LABELS.pidNamespace] !== self.pidNamespace)
        return false;
    const pid = Number(labels[LABELS.pid]);
    if (!Number.isSafeInteger(pid) || pid <= 0)
        return false;
    const started = startTimeOf(pid);
    return started === undefined || started !== labels[LABELS.pidStart];
}
function findSeccompProfile() {
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_4__.fileURLToPath)(import.meta.url));
    for (const up of ['..', '../..', '../../..']) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(here, up, 'docker', 'seccomp.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(candidate))
            return candidate;
    }
    const fromCwd = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(process.cwd(), 'docker', 'seccomp.json');
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(fromCwd))
        return fromCwd;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InfraError */ .Ri('the seccomp profile docker/seccomp.json was not found next to Arena', 'run Arena from a checkout that contains docker/seccomp.json (it is part of the repository and the action)');
}
const IMAGE_REF = /^(?:sha256:[0-9a-f]{64}|[a-z0-9][a-z0-9._/:-]{0,254}@sha256:[0-9a-f]{64})$/;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;
const CONTAINER_BASE_ENV = { HOME: '/tmp', TMPDIR: '/tmp', LANG: 'C.UTF-8' };
function buildCreateArgs(spec) {
    if (!/^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,127}$/.test(spec.name))
        throw new Error(`bad container name ${JSON.stringify(spec.name)}`);
    if (!IMAGE_REF.test(spec.image)) {
        throw new Error(`the image must be an image id (sha256:…) or a digest reference (name@sha256:…), got ${JSON.stringify(spec.image)}`);
    }
    if (!spec.workdir.startsWith('/') || /[\0\n]/.test(spec.workdir))
        throw new Error(`bad working directory ${JSON.stringify(spec.workdir)}`);
    const l = spec.limits;
    for (const [what, value] of Object.entries({
        memoryBytes: l.memoryBytes,
        pids: l.pids,
        tmpfsBytes: l.tmpfsBytes,
        nofile: l.nofile,
        fileSizeBytes: l.fileSizeBytes,
    })) {
        if (!Number.isSafeInteger(value) || value <= 0)
            throw new Error(`limit ${what} must be a positive integer, got ${value}`);
    }
    if (!(l.cpus > 0))
        throw new Error(`limit cpus must be positive, got ${l.cpus}`);
    const shm = spec.shmBytes ?? Math.min(16 * 1024 * 1024, l.tmpfsBytes);
    const args = [
        'create',
        '--interactive',
        '--name',
        spec.name,
        '--pull=never',
        '--user',
        '65534:65534',
        '--cap-drop=ALL',
        '--security-opt',
        'no-new-privileges',
        '--security-opt',
        `seccomp=${spec.seccompProfile}`,
        '--network=none',
        '--read-only',
        '--tmpfs',
        `/tmp:rw,nosuid,nodev,noexec,size=${l.tmpfsBytes}`,
        '--workdir',
        spec.workdir,
        `--pids-limit=${l.pids}`,
        ...(0,_docker_flags_js__WEBPACK_IMPORTED_MODULE_10__/* .memoryFlags */ .xw)(l.memoryBytes),
        `--cpus=${l.cpus}`,
        ...(0,_docker_flags_js__WEBPACK_IMPORTED_MODULE_10__/* .ulimitFlags */ .Qg)(l),
        '--ipc=private',
        `--shm-size=${shm}`,
        '--cgroupns=private',
        '--hostname',
        spec.hostname ?? 'bot',
        '--init',
        '--log-driver=none',
        `--stop-timeout=${spec.stopTimeoutSec ?? 1}`,
    ];
    const env = { ...CONTAINER_BASE_ENV, ...spec.env };
    for (const [name, value] of Object.entries(env)) {
        if (!ENV_NAME.test(name))
            throw new Error(`bad environment variable name ${JSON.stringify(name)}`);
        if (value.includes('\0'))
            throw new Error(`environment variable ${name} holds a NUL byte`);
        args.push('--env', `${name}=${value}`);
    }
    args.push(...(0,_docker_flags_js__WEBPACK_IMPORTED_MODULE_10__/* .labelFlags */ .gX)(spec.labels));
    args.push(spec.image);
    if (spec.args)
        args.push(...spec.args);
    return args;
}
const INSPECT_STATE = '{{json .State}}';
function parseState(text) {
    try {
        const s = JSON.parse(text);
        return {
            status: String(s.Status ?? ''),
            running: s.Running === true,
            exitCode: typeof s.ExitCode === 'number' ? s.ExitCode : -1,
            oomKilled: s.OOMKilled === true,
            error: String(s.Error ?? ''),
            startedAt: String(s.StartedAt ?? ''),
        };
    }
    catch {
        return undefined;
    }
}
const AGENT_START_ERROR = /executable file not found|no such file or directory|exec format error|permission denied|not a directory|is a directory/i;
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function signalName(code) {
    const n = code - 128;
    if (n <= 0 || n > 64)
        return null;
    const entry = Object.entries(node_os__WEBPACK_IMPORTED_MODULE_2__.constants.signals).find(([, v]) => v === n);
    return entry ? entry[0] : null;
}
class DockerRunner {
    kind = 'docker';
    cli;
    identity;
    runnerId = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
    ownsCli;
    options;
    sessions = new Set();
    imageWorkdirs = new Map();
    ready;
    seccompProfile;
    isClosed = false;
    get closed() {
        return this.isClosed;
    }
    constructor(options = {}) {
        this.options = options;
        this.ownsCli = !options.cli;
        this.cli = options.cli ?? (0,_docker_cli_js__WEBPACK_IMPORTED_MODULE_7__/* .createDockerCli */ .FA)(options.cliOptions);
        this.identity = options.identity ?? currentIdentity();
        this.seccompProfile = options.seccompProfile;
    }
    preflight() {
        this.ready ??= (async () => {
            this.seccompProfile ??= findSeccompProfile();
            await (0,_docker_cli_js__WEBPACK_IMPORTED_MODULE_7__/* .checkDockerEngine */ .LT)(this.cli);
            if (this.options.sweep !== false)
                await this.sweep();
        })();
        return this.ready;
    }
    async start(agent, options) {
        if (agent.kind !== 'docker')
            throw new _core_runner_js__WEBPACK_IMPORTED_MODULE_6__/* .SessionStartError */ .de(`${agent.id} has a command entrypoint; DockerRunner runs images only`, 'infra');
        if (this.isClosed)
            throw new _core_runner_js__WEBPACK_IMPORTED_MODULE_6__/* .SessionStartError */ .de('the Docker runner is closed', 'infra');
        try {
            await this.preflight();
        }
        catch (error) {
            this.ready = undefined;
            throw new _core_runner_js__WEBPACK_IMPORTED_MODULE_6__/* .SessionStartError */ .de(error instanceof Error ? error.message : String(error), 'infra');
        }
        const fromCache = this.imageWorkdirs.has(agent.image);
        const imageWorkdir = await this.imageWorkdir(agent);
        const name = `arena-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
        let args;
        try {
            args = buildCreateArgs({
                name,
                image: agent.image,
                ...(agent.args ? { args: agent.args } : {}),
                workdir: agent.workdir ?? (imageWorkdir || '/'),
                env: agent.env,
                limits: options.limits,
                seccompProfile: this.seccompProfile,
                ...(this.options.hostname ? { hostname: this.options.hostname } : {}),
                labels: {
                    ...this.options.labels,
                    [LABELS.runner]: this.runnerId,
                    ...identityLabels(this.identity),
                    [LABELS.deadline]: String(Math.ceil(options.deadlineEpochMs)),
                    [LABELS.match]: options.matchId.slice(0, 256),
                    [LABELS.seat]: String(options.seat),
                    [LABELS.agent]: agent.id.slice(0, 128),
                    [LABELS.role]: 'agent',
                },
            });
        }
        catch (error) {
            throw new _core_runner_js__WEBPACK_IMPORTED_MODULE_6__/* .SessionStartError */ .de(error instanceof Error ? error.message : String(error), 'infra');
        }
        const created = await this.cli.run(args);
        if (created.code !== 0) {
            await this.remove(name);
            if (fromCache) {
                this.imageWorkdirs.delete(agent.image);
                await this.imageWorkdir(agent);
            }
            const why = (0,_docker_cli_js__WEBPACK_IMPORTED_MODULE_7__/* .firstLine */ .TM)(created.stderr) || (created.timedOut ? `no answer within ${this.cli.commandTimeoutMs} ms` : `exit ${created.code}`);
            throw new _core_runner_js__WEBPACK_IMPORTED_MODULE_6__/* .SessionStartError */ .de(`docker create failed for ${agent.id}: ${why}`, 'infra');
        }
        const session = new DockerSession(this, name, agent.id, options.limits);
        this.sessions.add(session);
        try {
            await session.begin(this.options.startTimeoutMs ?? 30_000);
        }
        catch (error) {
            await session.channel?.stop();
            this.sessions.delete(session);
            throw error;
        }
        return session.channel;
    }
    async imageWorkdir(agent) {
        let lookup = this.imageWorkdirs.get(agent.image);
        if (!lookup) {
            const fresh = this.inspectImageWorkdir(agent.image);
            this.imageWorkdirs.set(agent.image, fresh);
            const forget = () => {
                if (this.imageWorkdirs.get(agent.image) === fresh)
                    this.imageWorkdirs.delete(agent.image);
            };
            fresh.then((r) => ('missing' in r ? forget() : undefined), forget);
            lookup = fresh;
        }
        const result = await lookup;
        if ('missing' in result) {
            throw new _core_runner_js__WEBPACK_IMPORTED_MODULE_6__/* .SessionStartError */ .de(`the image of ${agent.id} (${agent.image}) is not available on this Docker engine: ${result.missing}; build or pull it before the match`, 'infra');
        }
        return result.workdir;
    }
    async inspectImageWorkdir(image) {
        const config = await this.cli.run(['image', 'inspect', '--format', '{{json .Config}}', image]);
        if (config.code !== 0)
            return { missing: (0,_docker_cli_js__WEBPACK_IMPORTED_MODULE_7__/* .firstLine */ .TM)(config.stderr) || (config.timedOut ? 'timed out' : `exit ${config.code}`) };
        try {
            return { workdir: String(JSON.parse(config.stdout)?.WorkingDir ?? '') };
        }
        catch {
            return { workdir: '' };
        }
    }
    async kill(container, reason) {
        this.options.onKill?.(container, reason);
        await this.cli.run(['kill', '--signal', 'KILL', container]);
    }
    async inspectState(container) {
        const r = await this.cli.run(['container', 'inspect', '--format', INSPECT_STATE, container]);
        if (r.code !== 0)
            return { error: (0,_docker_cli_js__WEBPACK_IMPORTED_MODULE_7__/* .firstLine */ .TM)(r.stderr) || (r.timedOut ? 'docker inspect timed out' : `docker inspect exited ${r.code}`) };
        const state = parseState(r.stdout.trim());
        return state ? { state } : { error: 'docker inspect printed no state' };
    }
    async remove(container) {
        for (let attempt = 0; attempt < 3; attempt++) {
            const r = await this.cli.run(['rm', '--force', container]);
            if (r.code === 0 || /no such container/i.test(r.stderr))
                return true;
            await delay(200 * (attempt + 1));
        }
        return false;
    }
    get stopGraceMs() {
        return this.options.stopGraceMs ?? 500;
    }
    forget(session) {
        this.sessions.delete(session);
    }
    async sweep(options = {}) {
        return sweepContainers(this.cli, this.identity, { ...options, ownRunnerId: this.runnerId });
    }
    async close() {
        if (this.isClosed)
            return;
        this.isClosed = true;
        await Promise.all([...this.sessions].map((s) => s.channel?.stop()));
        try {
            if (this.ready && this.options.sweep !== false)
                await this.sweep({ includeOwn: true });
        }
        catch {
        }
        if (this.ownsCli)
            this.cli.dispose();
    }
}
async function listArenaContainers(cli) {
    const ps = await cli.run(['ps', '--all', '--quiet', '--no-trunc', '--filter', `label=${LABELS.runner}`]);
    if (ps.code !== 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InfraError */ .Ri(`docker ps failed: ${(0,_docker_cli_js__WEBPACK_IMPORTED_MODULE_7__/* .firstLine */ .TM)(ps.stderr) || `exit ${ps.code}`}`);
    const ids = ps.stdout
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => /^[0-9a-f]{12,64}$/.test(l));
    if (ids.length === 0)
        return [];
    const inspected = await cli.run(['container', 'inspect', '--format', '{{json .Id}}\t{{json .Name}}\t{{json .Config.Labels}}', ...ids]);
    const out = [];
    for (const line of inspected.stdout.split('\n')) {
        const [id, name, labels] = line.split('\t');
        if (!id || !name || !labels)
            continue;
        try {
            out.push({
                id: JSON.parse(id),
                name: JSON.parse(name).replace(/^\//, ''),
                labels: (JSON.parse(labels) ?? {}),
            });
        }
        catch {
        }
    }
    return out;
}
async function sweepContainers(cli, self, options = {}) {
    const now = options.now ?? Date.now();
    const containers = await listArenaContainers(cli);
    const doomed = [];
    for (const c of containers) {
        const own = options.ownRunnerId !== undefined && c.labels[LABELS.runner] === options.ownRunnerId;
        const deadline = Number(c.labels[LABELS.deadline]);
        const expired = Number.isFinite(deadline) && deadline < now;
        if ((own && options.includeOwn) || expired || runnerIsGone(c.labels, self, options.startTimeOf))
            doomed.push(c.id);
    }
    const removed = [];
    for (let i = 0; i < doomed.length; i += 16) {
        const batch = doomed.slice(i, i + 16);
        await cli.run(['rm', '--force', ...batch]);
        removed.push(...batch);
    }
    return { removed, kept: containers.length - removed.length };
}
class DockerSession {
    runner;
    name;
    agentId;
    limits;
    channel;
    client;
    clientExited = false;
    clientWaiters = [];
    killedByRunner = false;
    killing;
    constructor(runner, name, agentId, limits) {
        this.runner = runner;
        this.name = name;
        this.agentId = agentId;
        this.limits = limits;
    }
    async begin(startTimeoutMs) {
        const client = this.runner.cli.attach(['start', '--attach', '--interactive', this.name]);
        this.client = client;
        client.on('exit', () => {
            this.clientExited = true;
            for (const resolve of this.clientWaiters.splice(0))
                resolve();
        });
        client.on('error', () => {
            this.clientExited = true;
            for (const resolve of this.clientWaiters.splice(0))
                resolve();
        });
        this.channel = new _stdio_channel_js__WEBPACK_IMPORTED_MODULE_9__/* .StdioChannel */ .$(client, {
            id: this.name,
            limits: this.limits,
            kill: (reason) => {
                this.killContainer(reason);
            },
            finish: () => this.finish(),
        });
        const deadline = Date.now() + startTimeoutMs;
        for (let round = 0;; round++) {
            const { state, error } = await this.runner.inspectState(this.name);
            if (state && (state.running || state.status === 'exited' || state.status === 'dead' || state.status === 'paused'))
                return;
            if (state && state.status === 'created' && state.error) {
                const kind = AGENT_START_ERROR.test(state.error) ? 'crash' : 'infra';
                throw new _core_runner_js__WEBPACK_IMPORTED_MODULE_6__/* .SessionStartError */ .de(`the container of ${this.agentId} could not start: ${(0,_docker_cli_js__WEBPACK_IMPORTED_MODULE_7__/* .firstLine */ .TM)(state.error)}`, kind);
            }
            if (!state && this.clientExited)
                throw new _core_runner_js__WEBPACK_IMPORTED_MODULE_6__/* .SessionStartError */ .de(`the container of ${this.agentId} vanished: ${error ?? 'unknown'}`, 'infra');
            if (this.clientExited && state?.status === 'created') {
                await delay(100);
                const again = await this.runner.inspectState(this.name);
                if (again.state?.status === 'created') {
                    const why = again.state.error ? (0,_docker_cli_js__WEBPACK_IMPORTED_MODULE_7__/* .firstLine */ .TM)(again.state.error) : 'docker start failed';
                    const kind = again.state.error && AGENT_START_ERROR.test(again.state.error) ? 'crash' : 'infra';
                    throw new _core_runner_js__WEBPACK_IMPORTED_MODULE_6__/* .SessionStartError */ .de(`the container of ${this.agentId} could not start: ${why}`, kind);
                }
                return;
            }
            if (Date.now() > deadline)
                throw new _core_runner_js__WEBPACK_IMPORTED_MODULE_6__/* .SessionStartError */ .de(`the container of ${this.agentId} was not running after ${startTimeoutMs} ms`, 'infra');
            await delay(round < 10 ? 10 : 50);
        }
    }
    killContainer(reason) {
        this.killedByRunner = true;
        this.killing ??= this.runner.kill(this.name, reason);
        return this.killing;
    }
    waitClient(ms) {
        if (this.clientExited || !this.client)
            return Promise.resolve(true);
        return new Promise((resolve) => {
            const timer = setTimeout(() => resolve(this.clientExited), ms);
            this.clientWaiters.push(() => {
                clearTimeout(timer);
                resolve(true);
            });
        });
    }
    async finish() {
        try {
            await this.waitClient(this.runner.stopGraceMs);
            let { state, error } = await this.runner.inspectState(this.name);
            if (state?.running || state?.status === 'paused' || state?.status === 'restarting') {
                await this.killContainer('stopped by the runner');
                for (let i = 0; i < 100; i++) {
                    ({ state, error } = await this.runner.inspectState(this.name));
                    if (!state || !(state.running || state.status === 'paused' || state.status === 'restarting'))
                        break;
                    if (i % 20 === 19)
                        await this.runner.kill(this.name, 'still running after kill');
                    await delay(50);
                }
            }
            else if (this.killing)
                await this.killing;
            await this.waitClient(5_000);
            const removed = await this.runner.remove(this.name);
            if (!this.clientExited)
                this.client?.kill('SIGKILL');
            if (!state)
                return this.exit({ infraError: `could not inspect the container: ${error ?? 'unknown'}` });
            if (!removed)
                return this.exit({ infraError: `could not remove container ${this.name}` });
            if (state.status === 'created') {
                return this.exit(state.error ? { infraError: `the container did not start: ${(0,_docker_cli_js__WEBPACK_IMPORTED_MODULE_7__/* .firstLine */ .TM)(state.error)}` } : {});
            }
            if (state.running || state.status === 'paused')
                return this.exit({ infraError: 'the container could not be stopped' });
            const signal = state.exitCode > 128 ? signalName(state.exitCode) : null;
            return this.exit({
                exitCode: signal ? null : state.exitCode,
                signal,
                oomKilled: state.oomKilled,
                ...(state.error ? { infraError: (0,_docker_cli_js__WEBPACK_IMPORTED_MODULE_7__/* .firstLine */ .TM)(state.error) } : {}),
            });
        }
        finally {
            this.runner.forget(this);
        }
    }
    exit(fields) {
        return {
            exitCode: fields.exitCode ?? null,
            signal: fields.signal ?? null,
            oomKilled: fields.oomKilled ?? false,
            killedByRunner: this.killedByRunner,
            ...(fields.infraError ? { infraError: fields.infraError } : {}),
        };
    }
}


/***/ }),

/***/ 7642:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ isLive),
/* harmony export */   qV: () => (/* binding */ parseProcStat),
/* harmony export */   t: () => (/* binding */ walkProcesses)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);

function parseProcStat(text) {
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', pgrp: Number(fields[2]), startTime: fields[19] ?? '' };
}
function isLive(stat) {
    return stat.state !== 'Z' && stat.state !== 'X';
}
const WALK_TIMEOUT_MS = 3000;
async function walkProcesses(visit) {
    let names;
    try {
        names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)('/proc');
    }
    catch {
        return new Map();
    }
    const found = new Map();
    const walk = Promise.all(names
        .filter((n) => /^\d+$/.test(n) && Number(n) !== process.pid)
        .map(async (n) => {
        try {
            const value = await visit(Number(n));
            if (value !== undefined)
                found.set(Number(n), value);
        }
        catch {
        }
    }));
    let timer;
    await Promise.race([walk, new Promise((resolve) => (timer = setTimeout(resolve, WALK_TIMEOUT_MS)))]);
    clearTimeout(timer);
    return new Map(found);
}


/***/ }),

/***/ 5275:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Io: () => (/* binding */ ViewerBudget),
/* harmony export */   Tx: () => (/* binding */ safeFileName),
/* harmony export */   XH: () => (/* binding */ readTimingBeside),
/* harmony export */   g3: () => (/* binding */ writeMatchFiles),
/* harmony export */   yE: () => (/* binding */ readReplayFile)
/* harmony export */ });
/* unused harmony exports replayPath, timingPath */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_render_replay_html_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6480);
/* harmony import */ var _core_replay_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4544);
/* harmony import */ var _core_sanitize_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9528);





function safeFileName(name) {
    return name.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 128) || 'match';
}
function replayPath(matchId, index) {
    return `replays/${safeFileName(matchId)}/game-${String(index + 1).padStart(4, '0')}.json`;
}

class ViewerBudget {
    failing;
    played;
    constructor(failing = 200, played = 10) {
        this.failing = failing;
        this.played = played;
    }
    take(failed) {
        if (failed ? this.failing <= 0 : this.played <= 0)
            return false;
        if (failed)
            this.failing--;
        else
            this.played--;
        return true;
    }
}
async function writeMatchFiles(outDir, spec, outcome, viewers = new ViewerBudget()) {
    const matchId = outcome.result.id;
    const folder = safeFileName(matchId);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, 'replays', folder), { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, 'logs', folder), { recursive: true });
    const paths = new Map();
    for (const game of outcome.games) {
        const rel = replayPath(matchId, game.index);
        const replay = (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_3__/* .buildReplay */ .UX)(spec, matchId, game);
        const timing = (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_3__/* .buildReplayTiming */ .gI)(matchId, game);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, rel), (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeReplay */ .Y8)(replay));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, timingPath(rel)), (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeReplayTiming */ .ym)(timing));
        if (viewers.take(game.failures.length > 0)) {
            let page;
            try {
                page = (0,_core_render_replay_html_js__WEBPACK_IMPORTED_MODULE_2__/* .renderReplayHtml */ .DK)({ replay, timing, source: rel });
            }
            catch {
            }
            if (page !== undefined)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, (0,_core_render_replay_html_js__WEBPACK_IMPORTED_MODULE_2__/* .viewerFileFor */ .um)(rel)), page);
        }
        paths.set(game.index, rel);
    }
    const written = new Set();
    for (const log of outcome.logs) {
        const name = safeFileName(log.agent);
        if (written.has(name))
            continue;
        written.add(name);
        const all = outcome.logs.filter((l) => l.agent === log.agent).flatMap((l) => l.sessions);
        const text = all
            .map((s, i) => `--- ${log.agent}: session ${i + 1} of ${all.length}, ${s.totalBytes} bytes of stderr${s.truncated ? ' (middle omitted)' : ''} ---\n${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_4__/* .sanitizeText */ .jZ)(s.text)}`)
            .join('\n');
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, 'logs', folder, `${name}.log`), `${text}\n`);
    }
    return {
        ...outcome.result,
        games: outcome.result.games.map((g) => (g.index !== undefined && paths.has(g.index) ? { ...g, replay: paths.get(g.index) } : g)),
    };
}
function timingPath(replayFile) {
    return replayFile.replace(/(\.json)?$/, '.timing.json');
}
async function readTimingBeside(replayFile) {
    let text;
    try {
        text = await readReplayFile(timingPath(replayFile));
    }
    catch (error) {
        if (error instanceof _core_replay_js__WEBPACK_IMPORTED_MODULE_3__/* .ReplayError */ .WA && error.message === 'no such file')
            return undefined;
        throw new _core_replay_js__WEBPACK_IMPORTED_MODULE_3__/* .ReplayError */ .WA(`its timing file: ${error.message}`);
    }
    return (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_3__/* .parseReplayTiming */ .dI)(text);
}
async function readReplayFile(path) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
    }
    catch (error) {
        const code = error.code;
        throw new _core_replay_js__WEBPACK_IMPORTED_MODULE_3__/* .ReplayError */ .WA(code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? 'error'})`);
    }
    try {
        const info = await handle.stat();
        if (!info.isFile())
            throw new _core_replay_js__WEBPACK_IMPORTED_MODULE_3__/* .ReplayError */ .WA('not a regular file');
        if (info.size > _core_replay_js__WEBPACK_IMPORTED_MODULE_3__/* .REPLAY_CAPS */ .eJ.fileBytes)
            throw new _core_replay_js__WEBPACK_IMPORTED_MODULE_3__/* .ReplayError */ .WA(`the file is larger than ${_core_replay_js__WEBPACK_IMPORTED_MODULE_3__/* .REPLAY_CAPS */ .eJ.fileBytes} bytes`);
        const bytes = await handle.readFile();
        try {
            return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        }
        catch {
            throw new _core_replay_js__WEBPACK_IMPORTED_MODULE_3__/* .ReplayError */ .WA('the file is not UTF-8 text');
        }
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 2817:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ RunnerSet),
  v: () => (/* binding */ selectRunner)
});

// EXTERNAL MODULE: ./src/core/config.ts
var config = __webpack_require__(4489);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/manifest.ts
var manifest = __webpack_require__(4414);
// EXTERNAL MODULE: ./src/core/games/names.ts
var names = __webpack_require__(1827);
// EXTERNAL MODULE: ./src/core/match/plan.ts
var match_plan = __webpack_require__(9122);
// EXTERNAL MODULE: ./src/adapters/docker-cli.ts
var docker_cli = __webpack_require__(765);
// EXTERNAL MODULE: ./src/adapters/docker-images.ts
var docker_images = __webpack_require__(5661);
// EXTERNAL MODULE: ./src/adapters/docker-runner.ts
var docker_runner = __webpack_require__(8701);
;// CONCATENATED MODULE: ./src/adapters/docker-agents.ts








class DockerAgents {
    cli;
    runner;
    images;
    options;
    ownsCli;
    prepared = new Map();
    constructor(options) {
        this.options = options;
        this.ownsCli = !options.cli;
        this.cli = options.cli ?? (0,docker_cli/* createDockerCli */.FA)({ commandTimeoutMs: options.config.engine.commandTimeoutMs });
        const labels = { ...options.runner?.labels, ...options.labels };
        this.runner = new docker_runner/* DockerRunner */.hd({ startTimeoutMs: options.config.engine.startTimeoutMs, ...options.runner, labels, cli: this.cli });
        this.images = new docker_images/* DockerImages */.db({
            cli: this.cli,
            settings: (0,docker_images/* imageSettingsFrom */.H0)(options.config),
            identity: this.runner.identity,
            labels,
            ...(options.buildLimits ? { limits: options.buildLimits } : {}),
        });
    }
    prepare(plan, games, game) {
        const smokeGame = this.smokeGame(games, game);
        const key = `${plan.id}\0${plan.dir}\0${smokeGame}`;
        let pending = this.prepared.get(key);
        if (!pending) {
            pending = this.doPrepare(plan, smokeGame);
            this.prepared.set(key, pending);
        }
        return pending;
    }
    async doPrepare(plan, game) {
        const log = this.options.log ?? (() => undefined);
        await this.runner.preflight();
        await (0,docker_images/* sweepBuildContainers */.bH)(this.cli, this.runner.identity).catch(() => []);
        let ready;
        if (plan.build) {
            log(`building ${plan.id} (docker build, network ${this.images.settings.network})`);
            const built = await this.images.build({
                agentId: plan.id,
                context: plan.build.context,
                dockerfile: plan.build.dockerfile,
                agentDir: plan.dir,
            });
            if (!built.ok)
                (0,docker_images/* throwImageFailure */.e5)(built, plan.id);
            ready = built;
        }
        else if (plan.image) {
            log(`pulling ${plan.id} (${plan.image})`);
            const pulled = await this.images.pull(plan.id, plan.image);
            if (!pulled.ok)
                (0,docker_images/* throwImageFailure */.e5)(pulled, plan.id);
            ready = pulled;
        }
        else {
            throw new errors/* InfraError */.Ri(`${plan.id}: a docker entrypoint needs build or image (validate the manifest first)`);
        }
        const launch = (0,manifest/* dockerLaunch */.SD)(plan, ready.image);
        const settings = (0,config/* gameSettings */.aT)(this.options.config, game);
        const smoke = await (0,docker_images/* smokeTest */.KH)(this.runner, launch, {
            game,
            startupMs: settings.time.startupMs,
            limits: (0,match_plan/* sessionLimitsFor */.Wd)(this.options.config, game),
        });
        if (!smoke.ok) {
            const parts = [ready.logTail.trimEnd(), smoke.logTail ? `--- the agent's stderr ---\n${smoke.logTail.trimEnd()}` : ''];
            (0,docker_images/* throwImageFailure */.e5)({ ...smoke, logTail: parts.filter(Boolean).join('\n') }, plan.id);
        }
        log(`${plan.id}: image ${ready.image.slice(0, 19)}… ready`);
        return launch;
    }
    smokeGame(games, requested) {
        const offered = (0,config/* offeredGames */.HU)(this.options.config);
        if (requested !== undefined && offered.includes(requested))
            return requested;
        const startup = (g) => (0,config/* gameSettings */.aT)(this.options.config, g).time.startupMs;
        const played = games.filter(names/* isGameName */.cV).filter((g) => offered.includes(g));
        const longest = played.reduce((best, g) => (best === undefined || startup(g) > startup(best) ? g : best), undefined);
        return longest ?? offered[0] ?? 'connect-four';
    }
    async close() {
        await this.runner.close();
        if (this.ownsCli)
            this.cli.dispose();
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/runner.ts
var runner = __webpack_require__(4473);
// EXTERNAL MODULE: ./src/adapters/proc.ts
var proc = __webpack_require__(7642);
// EXTERNAL MODULE: ./src/adapters/stdio-channel.ts + 1 modules
var stdio_channel = __webpack_require__(7049);
;// CONCATENATED MODULE: ./src/adapters/process-runner.ts








const PROCESS_ENV_ALLOWLIST = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR'];
const SESSION_MARKER = 'ARENA_SESSION';
function buildAgentEnv(parentEnv, manifestEnv, sessionId, sessionDir) {
    const env = {};
    for (const name of PROCESS_ENV_ALLOWLIST) {
        const value = parentEnv[name];
        if (value !== undefined)
            env[name] = value;
    }
    env.HOME = sessionDir;
    env.TMPDIR = sessionDir;
    for (const [name, value] of Object.entries(manifestEnv))
        env[name] = value;
    env[SESSION_MARKER] = sessionId;
    return env;
}
function markerOf(sessionId) {
    return Buffer.from(`${SESSION_MARKER}=${sessionId}\0`);
}
async function findMarkedProcesses(sessionId) {
    const marker = markerOf(sessionId);
    const found = await (0,proc/* walkProcesses */.t)(async (pid) => ((await (0,promises_.readFile)(`/proc/${pid}/environ`)).includes(marker) ? true : undefined));
    return [...found.keys()].sort((a, b) => a - b);
}
async function sessionProcesses(sessionId, pgid) {
    const marker = markerOf(sessionId);
    return (0,proc/* walkProcesses */.t)(async (pid) => {
        const stat = (0,proc/* parseProcStat */.qV)(await (0,promises_.readFile)(`/proc/${pid}/stat`, 'utf8'));
        if (!(0,proc/* isLive */.DG)(stat))
            return undefined;
        if (stat.pgrp === pgid || (await (0,promises_.readFile)(`/proc/${pid}/environ`)).includes(marker))
            return stat.startTime;
        return undefined;
    });
}
function signal(pid, name) {
    try {
        process.kill(pid, name);
    }
    catch {
    }
}
function signalGroup(pid, name) {
    if (pid !== undefined)
        signal(-pid, name);
}
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function startTime(pid) {
    try {
        const stat = (0,proc/* parseProcStat */.qV)(await (0,promises_.readFile)(`/proc/${pid}/stat`, 'utf8'));
        return (0,proc/* isLive */.DG)(stat) ? stat.startTime : undefined;
    }
    catch {
        return undefined;
    }
}
const DEATH_WAIT_MS = 2000;
async function sweepMarked(sessionId, identity = new Map()) {
    const killed = new Set(identity.keys());
    for (let round = 0; round < 20; round++) {
        const pids = await findMarkedProcesses(sessionId);
        if (pids.length === 0)
            break;
        for (const pid of pids)
            signal(pid, 'SIGSTOP');
        for (const pid of pids) {
            killed.add(pid);
            signal(pid, 'SIGKILL');
        }
        await delay(round < 3 ? 5 : 25);
    }
    const deadline = Date.now() + DEATH_WAIT_MS;
    let alive = [...killed];
    while (alive.length > 0 && Date.now() < deadline) {
        const starts = await Promise.all(alive.map(startTime));
        alive = alive.filter((pid, i) => starts[i] !== undefined && (!identity.has(pid) || identity.get(pid) === starts[i]));
        if (alive.length === 0)
            break;
        for (const pid of alive.filter((p) => identity.has(p)))
            signal(pid, 'SIGKILL');
        await delay(5);
    }
}
class ProcessSession {
    id;
    child;
    dir;
    graceMs;
    exitCode = null;
    signal = null;
    exited = false;
    killedByRunner = false;
    exitWaiters = [];
    constructor(id, child, dir, graceMs) {
        this.id = id;
        this.child = child;
        this.dir = dir;
        this.graceMs = graceMs;
        child.on('exit', (code, signal) => {
            this.exitCode = code;
            this.signal = signal;
            this.exited = true;
            for (const resolve of this.exitWaiters.splice(0))
                resolve();
        });
        child.on('error', () => {
            if (child.pid === undefined && !this.exited) {
                this.exited = true;
                for (const resolve of this.exitWaiters.splice(0))
                    resolve();
            }
        });
    }
    waitExit(ms) {
        if (this.exited)
            return Promise.resolve(true);
        return new Promise((resolve) => {
            const timer = setTimeout(() => resolve(this.exited), ms);
            this.exitWaiters.push(() => {
                clearTimeout(timer);
                resolve(true);
            });
        });
    }
    kill() {
        if (!this.exited)
            this.killedByRunner = true;
        signalGroup(this.child.pid, 'SIGKILL');
    }
    async finish() {
        const before = await sessionProcesses(this.id, this.exited ? undefined : this.child.pid);
        if (!(await this.waitExit(this.graceMs))) {
            this.killedByRunner = true;
            signalGroup(this.child.pid, 'SIGTERM');
            if (!(await this.waitExit(this.graceMs)))
                signalGroup(this.child.pid, 'SIGKILL');
        }
        signalGroup(this.child.pid, 'SIGKILL');
        await sweepMarked(this.id, before);
        let infraError;
        if (!(await this.waitExit(5000)))
            infraError = `agent process ${this.child.pid} did not exit after SIGKILL`;
        await (0,promises_.rm)(this.dir, { recursive: true, force: true }).catch(() => undefined);
        return {
            exitCode: this.exitCode,
            signal: this.signal,
            oomKilled: false,
            killedByRunner: this.killedByRunner,
            ...(infraError ? { infraError } : {}),
        };
    }
}
class ProcessRunner {
    kind = 'process';
    parentEnv;
    tempRoot;
    graceMs;
    live = new Set();
    isClosed = false;
    get closed() {
        return this.isClosed;
    }
    constructor(options = {}) {
        this.parentEnv = options.parentEnv ?? process.env;
        this.tempRoot = options.tempRoot ?? (0,external_node_os_.tmpdir)();
        this.graceMs = options.stopGraceMs ?? 250;
    }
    async start(agent, options) {
        if (agent.kind !== 'command') {
            throw new runner/* SessionStartError */.de(`ProcessRunner runs command agents only; ${agent.id} has a docker entrypoint`, 'infra');
        }
        if (this.isClosed)
            throw new runner/* SessionStartError */.de('the process runner is closed', 'infra');
        if (agent.argv.length === 0)
            throw new runner/* SessionStartError */.de(`${agent.id}: the entrypoint command is empty`, 'crash');
        const id = (0,external_node_crypto_.randomUUID)();
        let dir;
        try {
            dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(this.tempRoot, 'arena-session-'));
        }
        catch (error) {
            throw new runner/* SessionStartError */.de(`could not create a session folder: ${error.message}`, 'infra');
        }
        const env = buildAgentEnv(this.parentEnv, agent.env, id, dir);
        let child;
        try {
            child = (0,external_node_child_process_.spawn)(agent.argv[0], agent.argv.slice(1), {
                cwd: agent.dir,
                env,
                detached: true,
                stdio: ['pipe', 'pipe', 'pipe'],
                windowsHide: true,
            });
        }
        catch (error) {
            await (0,promises_.rm)(dir, { recursive: true, force: true }).catch(() => undefined);
            throw new runner/* SessionStartError */.de(`${agent.id} could not be started: ${error.message}`, 'crash');
        }
        const proc = new ProcessSession(id, child, dir, this.graceMs);
        const channel = new stdio_channel/* StdioChannel */.$(child, {
            id,
            limits: options.limits,
            kill: () => proc.kill(),
            finish: async () => {
                const exit = await proc.finish();
                this.live.delete(channel);
                return exit;
            },
        });
        const started = await new Promise((resolve) => {
            child.once('spawn', () => resolve(null));
            child.once('error', (error) => resolve(error));
        });
        if (started) {
            await channel.stop();
            const code = started.code;
            const hint = code === 'ENOENT' ? ' (command not found)' : code === 'EACCES' ? ' (not executable)' : '';
            throw new runner/* SessionStartError */.de(`${agent.id} could not be started: ${agent.argv[0]}${hint}: ${started.message}`, 'crash');
        }
        if (this.isClosed) {
            await channel.stop();
            throw new runner/* SessionStartError */.de('the process runner is closed', 'infra');
        }
        this.live.add(channel);
        return channel;
    }
    async close() {
        this.isClosed = true;
        await Promise.all([...this.live].map((session) => session.stop()));
        this.live.clear();
    }
}

;// CONCATENATED MODULE: ./src/adapters/interrupt.ts
const closers = new Set();
const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };
const INTERRUPT_CLEANUP_MS = 20_000;
let installed = false;
let stopping = false;
async function interrupted(signal) {
    const code = EXIT_CODES[signal];
    if (stopping)
        process.exit(code);
    stopping = true;
    if (closers.size > 0)
        process.stderr.write(`arena: ${signal}: stopping the agents and removing their containers\n`);
    const bound = setTimeout(() => process.exit(code), INTERRUPT_CLEANUP_MS);
    await Promise.allSettled([...closers].map((close) => close()));
    clearTimeout(bound);
    process.exit(code);
}
function closeOnInterrupt(close) {
    if (!installed) {
        installed = true;
        for (const signal of Object.keys(EXIT_CODES)) {
            process.on(signal, () => void interrupted(signal));
        }
    }
    closers.add(close);
    return () => closers.delete(close);
}

;// CONCATENATED MODULE: ./src/adapters/runner-selection.ts






class RunnerSet {
    options;
    processRunner;
    extra = [];
    dockerAgents;
    release;
    constructor(options = {}) {
        this.options = options;
        this.release = closeOnInterrupt(() => this.closeRunners());
    }
    process() {
        this.processRunner ??= new ProcessRunner(this.options.process);
        return this.processRunner;
    }
    docker() {
        this.dockerAgents ??= new DockerAgents({ ...this.options.docker, config: this.options.config ?? (0,config/* defaultConfig */.sb)() });
        return this.dockerAgents;
    }
    adopt(runner) {
        this.extra.push(runner);
        return runner;
    }
    async close() {
        this.release();
        await this.closeRunners();
    }
    async closeRunners() {
        await Promise.all([this.processRunner?.close(), this.dockerAgents?.close(), ...this.extra.map((r) => r.close())]);
    }
}
async function selectRunner(agent, runners, options = {}) {
    const plan = (0,manifest/* launchPlan */.zL)(agent.manifest, { id: agent.id, dir: agent.dir });
    if (plan.kind === 'command') {
        if (agent.tier === 'community') {
            throw new errors/* UserError */.yo(`${agent.id} asks to run as a host command; community agents run only in containers`, 'use entrypoint type: docker (see docs/writing-an-agent.md)');
        }
        return { runner: runners.process(), launch: plan };
    }
    const docker = runners.docker();
    return { runner: docker.runner, launch: await docker.prepare(plan, agent.manifest.games, options.game) };
}


/***/ }),

/***/ 7049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ StdioChannel)
});

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/core/head-tail.ts
var head_tail = __webpack_require__(2300);
;// CONCATENATED MODULE: ./src/core/protocol/line-splitter.ts
const NEWLINE = 0x0a;
const CR = 0x0d;
class LineSplitter {
    maxLineBytes;
    parts = [];
    partLength = 0;
    failed = false;
    constructor(maxLineBytes) {
        this.maxLineBytes = maxLineBytes;
    }
    push(chunk) {
        const lines = [];
        if (this.failed)
            return { lines, tooLong: true };
        let start = 0;
        for (;;) {
            const nl = chunk.indexOf(NEWLINE, start);
            if (nl === -1)
                break;
            const segment = chunk.subarray(start, nl);
            if (this.partLength + segment.length > this.maxLineBytes)
                return this.fail(lines);
            lines.push(stripCr(this.take(segment)));
            start = nl + 1;
        }
        const rest = chunk.subarray(start);
        if (rest.length > 0) {
            if (this.partLength + rest.length > this.maxLineBytes)
                return this.fail(lines);
            this.parts.push(rest);
            this.partLength += rest.length;
        }
        return { lines, tooLong: false };
    }
    finish() {
        if (this.failed || this.partLength === 0)
            return null;
        return stripCr(this.take(new Uint8Array(0)));
    }
    get pendingBytes() {
        return this.partLength;
    }
    take(segment) {
        if (this.parts.length === 0)
            return segment;
        const out = new Uint8Array(this.partLength + segment.length);
        let offset = 0;
        for (const part of this.parts) {
            out.set(part, offset);
            offset += part.length;
        }
        out.set(segment, offset);
        this.parts = [];
        this.partLength = 0;
        return out;
    }
    fail(lines) {
        this.failed = true;
        this.parts = [];
        this.partLength = 0;
        return { lines, tooLong: true };
    }
}
function stripCr(line) {
    return line.length > 0 && line[line.length - 1] === CR ? line.subarray(0, line.length - 1) : line;
}
const STRICT = new TextDecoder('utf-8', { fatal: true });
function decodeLine(bytes) {
    try {
        return { ok: true, text: STRICT.decode(bytes) };
    }
    catch {
        return { ok: false, message: `a line of output is not valid UTF-8 (near byte ${firstBadByte(bytes)})` };
    }
}
function firstBadByte(bytes) {
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i];
        let need;
        if (b < 0x80)
            need = 0;
        else if (b >= 0xc2 && b <= 0xdf)
            need = 1;
        else if (b >= 0xe0 && b <= 0xef)
            need = 2;
        else if (b >= 0xf0 && b <= 0xf4)
            need = 3;
        else
            return i;
        for (let k = 1; k <= need; k++) {
            const c = bytes[i + k];
            if (c === undefined || (c & 0xc0) !== 0x80)
                return i;
        }
        if (need > 0) {
            try {
                STRICT.decode(bytes.subarray(i, i + need + 1));
            }
            catch {
                return i;
            }
        }
        i += need + 1;
    }
    return i;
}

// EXTERNAL MODULE: ./src/core/sanitize.ts
var sanitize = __webpack_require__(9528);
;// CONCATENATED MODULE: ./src/adapters/stdio-channel.ts




class StdioChannel {
    id;
    child;
    options;
    now;
    splitter;
    stderrBuffer;
    lines = [];
    violationResult;
    bytesOut = 0;
    stdoutEnded = false;
    exitedAt;
    stdinClosed = false;
    childClosed = false;
    pending;
    timer;
    timerAt = Infinity;
    corked = false;
    closeWaiters = [];
    drainWaiters = [];
    graceTimer;
    stopPromise;
    constructor(child, options) {
        this.id = options.id;
        this.child = child;
        this.options = options;
        this.now = options.now ?? (() => external_node_perf_hooks_.performance.now());
        this.splitter = new LineSplitter(options.limits.maxLineBytes);
        this.stderrBuffer = new head_tail/* HeadTailBuffer */.j(options.limits.stderrBytes);
        child.on('error', () => {
            this.wake();
        });
        child.on('exit', () => this.markExited());
        child.on('close', () => {
            this.childClosed = true;
            this.markExited();
            for (const resolve of this.closeWaiters.splice(0))
                resolve();
        });
        if (child.exitCode !== null || child.signalCode !== null)
            this.markExited();
        const { stdin, stdout, stderr } = child;
        if (stdin) {
            const closeStdin = () => {
                this.stdinClosed = true;
                for (const resolve of this.drainWaiters.splice(0))
                    resolve();
            };
            stdin.on('error', closeStdin);
            stdin.on('close', closeStdin);
            stdin.on('drain', () => {
                for (const resolve of this.drainWaiters.splice(0))
                    resolve();
            });
        }
        else
            this.stdinClosed = true;
        if (stdout) {
            stdout.on('data', (chunk) => this.onStdout(chunk));
            const ended = () => {
                if (this.stdoutEnded)
                    return;
                this.stdoutEnded = true;
                const last = this.violationResult ? null : this.splitter.finish();
                if (last && last.length > 0)
                    this.acceptLine(last);
                this.wake();
            };
            stdout.on('end', ended);
            stdout.on('close', ended);
            stdout.on('error', ended);
        }
        else
            this.stdoutEnded = true;
        if (stderr) {
            stderr.on('data', (chunk) => this.stderrBuffer.push(chunk));
            stderr.on('error', () => undefined);
        }
    }
    get stdoutBytes() {
        return this.bytesOut;
    }
    get exited() {
        return this.exitedAt !== undefined;
    }
    get violation() {
        return this.violationResult;
    }
    send(message, deadline) {
        const stdin = this.child.stdin;
        if (!stdin || this.stdinClosed || stdin.destroyed || stdin.writableEnded)
            return Promise.resolve('closed');
        let text;
        try {
            text = `${JSON.stringify(message)}\n`;
        }
        catch (error) {
            return Promise.reject(error instanceof Error ? error : new Error(String(error)));
        }
        if (stdin.writableNeedDrain)
            return this.waitDrain(deadline).then((waited) => (waited === 'ok' ? this.write(message, text, deadline) : waited));
        return this.write(message, text, deadline);
    }
    write(message, text, deadline) {
        const stdin = this.child.stdin;
        if (!this.corked && message?.type === 'end') {
            this.corked = true;
            stdin.cork();
            process.nextTick(() => {
                this.corked = false;
                stdin.uncork();
            });
        }
        let flushed;
        try {
            flushed = stdin.write(text);
        }
        catch {
            this.stdinClosed = true;
            return Promise.resolve('closed');
        }
        return flushed ? Promise.resolve('ok') : this.waitDrain(deadline);
    }
    receive(deadline) {
        if (this.pending)
            return Promise.reject(new Error('StdioChannel.receive: a receive is already pending'));
        const ready = this.poll(deadline);
        if (ready)
            return Promise.resolve(ready);
        return new Promise((resolve) => {
            this.pending = { deadline, resolve };
            this.armTimer(deadline);
        });
    }
    poll(deadline) {
        const line = this.lines.shift();
        if (line !== undefined)
            return { kind: 'line', line };
        if (this.violationResult)
            return this.violationResult;
        if (this.isClosed())
            return { kind: 'closed' };
        if (deadline - this.now() <= 0)
            return { kind: 'timeout' };
        return undefined;
    }
    armTimer(deadline) {
        if (this.timer && this.timerAt <= deadline) {
            this.timer.ref();
            return;
        }
        if (this.timer)
            clearTimeout(this.timer);
        const ms = Math.ceil(deadline - this.now());
        this.timerAt = this.now() + ms;
        this.timer = setTimeout(() => {
            this.timer = undefined;
            this.timerAt = Infinity;
            this.wake();
        }, ms);
    }
    stderr() {
        return {
            text: (0,sanitize/* redactSecrets */.fp)(this.stderrBuffer.text()),
            totalBytes: this.stderrBuffer.totalBytes,
            truncated: this.stderrBuffer.truncated,
        };
    }
    stop() {
        this.stopPromise ??= this.doStop();
        return this.stopPromise;
    }
    async doStop() {
        const stdin = this.child.stdin;
        try {
            if (stdin && !stdin.destroyed && !stdin.writableEnded)
                stdin.end();
        }
        catch {
        }
        let exit;
        try {
            exit = await this.options.finish();
        }
        catch (error) {
            exit = {
                exitCode: null,
                signal: null,
                oomKilled: false,
                killedByRunner: true,
                infraError: `stopping the session failed: ${error instanceof Error ? error.message : String(error)}`,
            };
        }
        await this.waitClose(this.options.closeWaitMs ?? 2000);
        for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr]) {
            try {
                stream?.destroy();
            }
            catch {
            }
        }
        this.stdinClosed = true;
        this.stdoutEnded = true;
        if (this.exitedAt === undefined)
            this.exitedAt = this.now();
        if (this.graceTimer)
            clearTimeout(this.graceTimer);
        this.wake();
        if (this.timer)
            clearTimeout(this.timer);
        this.timer = undefined;
        for (const resolve of this.drainWaiters.splice(0))
            resolve();
        return exit;
    }
    onStdout(chunk) {
        if (this.violationResult)
            return;
        this.bytesOut += chunk.length;
        if (this.bytesOut > this.options.limits.outputBytes) {
            this.violate('output-limit', `wrote more than ${this.options.limits.outputBytes} bytes to stdout in this session`);
            return;
        }
        const { lines, tooLong } = this.splitter.push(chunk);
        for (const line of lines) {
            if (!this.acceptLine(line))
                return;
        }
        if (tooLong) {
            this.violate('protocol-error', `a line of output is longer than ${this.options.limits.maxLineBytes} bytes`);
            return;
        }
        if (lines.length > 0)
            this.wake();
    }
    acceptLine(bytes) {
        const decoded = decodeLine(bytes);
        if (!decoded.ok) {
            this.violate('protocol-error', decoded.message);
            return false;
        }
        this.lines.push(decoded.text);
        return true;
    }
    violate(failure, message) {
        if (this.violationResult)
            return;
        this.violationResult = { kind: 'violation', failure, message };
        try {
            this.child.stdout?.destroy();
        }
        catch {
        }
        try {
            this.options.kill(message);
        }
        catch {
        }
        this.wake();
    }
    markExited() {
        if (this.exitedAt !== undefined)
            return;
        this.exitedAt = this.now();
        const grace = this.options.exitGraceMs ?? 500;
        this.graceTimer = setTimeout(() => this.wake(), grace + 1);
        this.graceTimer.unref?.();
        this.wake();
    }
    isClosed() {
        if (this.exitedAt === undefined)
            return false;
        if (this.stdoutEnded)
            return true;
        return this.now() - this.exitedAt >= (this.options.exitGraceMs ?? 500);
    }
    wake() {
        const pending = this.pending;
        if (!pending)
            return;
        const result = this.poll(pending.deadline);
        if (!result) {
            this.armTimer(pending.deadline);
            return;
        }
        this.pending = undefined;
        this.timer?.unref();
        pending.resolve(result);
    }
    waitDrain(deadline) {
        return new Promise((resolve) => {
            const stdin = this.child.stdin;
            if (!stdin || this.stdinClosed)
                return resolve('closed');
            if (!stdin.writableNeedDrain)
                return resolve('ok');
            const remaining = deadline - this.now();
            if (remaining <= 0)
                return resolve('timeout');
            const timer = setTimeout(() => finish('timeout'), Math.ceil(remaining));
            const onDrain = () => finish(this.stdinClosed ? 'closed' : 'ok');
            const finish = (result) => {
                clearTimeout(timer);
                const i = this.drainWaiters.indexOf(onDrain);
                if (i >= 0)
                    this.drainWaiters.splice(i, 1);
                resolve(result);
            };
            this.drainWaiters.push(onDrain);
        });
    }
    waitClose(ms) {
        if (this.childClosed)
            return Promise.resolve();
        return new Promise((resolve) => {
            const timer = setTimeout(() => done(), ms);
            const done = () => {
                clearTimeout(timer);
                const i = this.closeWaiters.indexOf(done);
                if (i >= 0)
                    this.closeWaiters.splice(i, 1);
                resolve();
            };
            this.closeWaiters.push(done);
        });
    }
}


/***/ }),

/***/ 3682:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ agentResult)
/* harmony export */ });
/* harmony import */ var _issues_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4235);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(541);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9528);



function agentResult(agent) {
    return {
        id: agent.id,
        tier: agent.tier,
        path: (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(agent.path, _results_js__WEBPACK_IMPORTED_MODULE_1__/* .RESULTS_CAPS */ .Lm.path),
        version: (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(agent.summary.version ?? '', 64),
        status: agent.status,
        issues: (0,_issues_js__WEBPACK_IMPORTED_MODULE_0__/* .capIssues */ .$w)(agent.issues, _results_js__WEBPACK_IMPORTED_MODULE_1__/* .RESULTS_CAPS */ .Lm.issuesPerAgent, agent.manifestPath),
        ...(agent.summary.games ? { games: agent.summary.games } : {}),
        ...(agent.summary.entrypoint ? { entrypoint: agent.summary.entrypoint } : {}),
        ...(agent.treeHash ? { treeHash: agent.treeHash } : {}),
    };
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

/***/ 4235:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $w: () => (/* binding */ capIssues),
/* harmony export */   sn: () => (/* binding */ issue)
/* harmony export */ });
/* unused harmony export capIssue */
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(541);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9528);


function issue(path, rule, message, severity = 'error') {
    return {
        path: (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(path, _results_js__WEBPACK_IMPORTED_MODULE_0__/* .RESULTS_CAPS */ .Lm.path),
        line: 1,
        column: 1,
        severity,
        rule,
        message: (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(message, _results_js__WEBPACK_IMPORTED_MODULE_0__/* .RESULTS_CAPS */ .Lm.message),
    };
}
function capIssue(finding) {
    return {
        ...finding,
        path: (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(finding.path, _results_js__WEBPACK_IMPORTED_MODULE_0__/* .RESULTS_CAPS */ .Lm.path),
        message: (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(finding.message, _results_js__WEBPACK_IMPORTED_MODULE_0__/* .RESULTS_CAPS */ .Lm.message),
    };
}
const SEVERITY_RANK = { notice: 0, warning: 1, error: 2 };
function capIssues(issues, max, path = '.') {
    if (issues.length <= max)
        return issues.map(capIssue);
    const kept = issues.slice(0, max - 1).map(capIssue);
    const dropped = issues.slice(max - 1);
    const severity = dropped.reduce((worst, finding) => (SEVERITY_RANK[finding.severity] > SEVERITY_RANK[worst] ? finding.severity : worst), 'notice');
    kept.push(issue(path, 'too-many-issues', `${dropped.length} more findings not listed`, severity));
    return kept;
}


/***/ }),

/***/ 9122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ap: () => (/* binding */ hash32),
/* harmony export */   He: () => (/* binding */ MAX_SEED),
/* harmony export */   IN: () => (/* binding */ seatsFor),
/* harmony export */   W8: () => (/* binding */ reproCommand),
/* harmony export */   Wd: () => (/* binding */ sessionLimitsFor),
/* harmony export */   ZT: () => (/* binding */ gamesForSeats),
/* harmony export */   eX: () => (/* binding */ matchIdFor),
/* harmony export */   nL: () => (/* binding */ planGames),
/* harmony export */   z4: () => (/* binding */ matchSettings)
/* harmony export */ });
/* unused harmony export derivedSeed */
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4489);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _games_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1551);



const MAX_SEED = Number.MAX_SAFE_INTEGER;
function hash32(text) {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        h ^= text.charCodeAt(i);
        h = Math.imul(h, 0x01000193);
    }
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h >>> 0;
}
function derivedSeed(matchSeed, k) {
    if (k === 0)
        return matchSeed;
    return hash32(`arena-seed:${matchSeed}:${k}`);
}
function planGames(matchSeed, games, agents, pairedSeats) {
    const plans = [];
    for (let index = 0; index < games; index++) {
        const pair = pairedSeats ? Math.floor(index / agents) : index;
        const shift = index % agents;
        const order = Array.from({ length: agents }, (_, seat) => (seat + shift) % agents);
        plans.push({ index, pair, seed: derivedSeed(matchSeed, pair), order });
    }
    return plans;
}
function matchIdFor(game, agentIds, seed) {
    const id = `${game}_${agentIds.map((a) => a.replace(/\//g, '-')).join('_vs_')}_${seed}`;
    if (id.length <= 128)
        return id;
    return `${game}_${hash32(agentIds.join(' ')).toString(16)}_${seed}`;
}
function sessionLimitsFor(config, game) {
    const b = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .gameSettings */ .aT)(config, game).budget;
    return {
        memoryBytes: b.memory,
        cpus: b.cpus,
        pids: b.pids,
        tmpfsBytes: b.tmpfs,
        outputBytes: b.outputBytes,
        maxLineBytes: b.maxLineBytes,
        stderrBytes: b.stderrBytes,
        nofile: b.nofile,
        fileSizeBytes: b.fileSize,
    };
}
function matchSettings(config, game, file = 'arena.yml') {
    const settings = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .gameSettings */ .aT)(config, game);
    let gameConfig;
    try {
        gameConfig = (0,_games_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .getGame */ .lY)(game).parseConfig(settings.config);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`${file}: games.${game}.config: ${error.message}`, 'fix the game options in arena.yml');
    }
    return { time: settings.time, limits: sessionLimitsFor(config, game), gameConfig };
}
function seatsFor(config, game, file = 'arena.yml') {
    const module = (0,_games_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .getGame */ .lY)(game);
    const wanted = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .gameSettings */ .aT)(config, game).players;
    if (wanted === undefined)
        return module.players.min;
    if (wanted < module.players.min || wanted > module.players.max) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`${file}: games.${game}.players: ${game} is played by ${module.players.min}–${module.players.max} players, not ${wanted}`, `set games.${game}.players to a number from ${module.players.min} to ${module.players.max}`);
    }
    return wanted;
}
function gamesForSeats(games, seats, pairedSeats) {
    if (!pairedSeats || seats <= 2)
        return games;
    return Math.ceil(games / seats) * seats;
}
function reproCommand(game, refs, seed) {
    const quote = (s) => (/^[A-Za-z0-9_./:@+-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
    return `arena match ${refs.map(quote).join(' ')} --game ${game} --games 1 --seed ${seed}`;
}


/***/ }),

/***/ 6408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pd: () => (/* binding */ runMatch)
/* harmony export */ });
/* unused harmony exports systemClock, capObservation */
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(311);
/* harmony import */ var _head_tail_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2300);
/* harmony import */ var _games_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1551);
/* harmony import */ var _protocol_messages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7386);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(541);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4473);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9528);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9122);








const systemClock = { now: () => performance.now(), epochMs: () => Date.now() };
const MAX_TURNS = 100_000;
function agentEnded(exit) {
    const note = (0,_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .outlivedOom */ .G6)(exit) ? ' (the memory limit killed one of its processes)' : '';
    if (exit.oomKilled && !note)
        return 'the agent was killed by the memory limit';
    if (exit.exitCode !== null)
        return `the agent exited with code ${exit.exitCode}${note}`;
    if (exit.signal && exit.killedByRunner)
        return `the agent closed its input or output and was stopped (${exit.signal})${note}`;
    if (exit.signal)
        return `the agent was killed by ${exit.signal}${note}`;
    return `the agent ended${note}`;
}
function lateMessage(late, time) {
    return late === 'timeout'
        ? `no action within the turn time (${time.turnMs} ms) plus what was left of the time bank (${time.bankMs} ms per game)`
        : `no "ready" within the startup time (${time.startupMs} ms for a new agent process, ${time.turnMs} ms for later games)`;
}
const OBSERVATION_CAP = 8 * 1024;
function capObservation(observation) {
    const text = JSON.stringify(observation);
    if (Buffer.byteLength(text, 'utf8') <= OBSERVATION_CAP)
        return observation;
    return (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .truncateBytes */ .QY)(text, OBSERVATION_CAP, '…(truncated)');
}
class AgentSlot {
    agent;
    index;
    session = null;
    sessionGames = 0;
    sessionStartedAt = 0;
    sessionsStarted = 0;
    logs = [];
    constructor(agent, index) {
        this.agent = agent;
        this.index = index;
    }
    async stopSession() {
        const session = this.session;
        if (!session)
            return null;
        this.session = null;
        const exit = await session.stop();
        const captured = session.stderr();
        this.logs.push({ text: captured.text, totalBytes: captured.totalBytes, truncated: captured.truncated });
        return exit;
    }
    lastStderr(since) {
        if (this.logs.length <= since)
            return undefined;
        const last = this.logs[this.logs.length - 1];
        if (!last || last.totalBytes === 0)
            return undefined;
        return (0,_head_tail_js__WEBPACK_IMPORTED_MODULE_0__/* .headTailText */ .c)(last.text, _results_js__WEBPACK_IMPORTED_MODULE_3__/* .RESULTS_CAPS */ .Lm.excerpt - 200);
    }
}
class Referee {
    spec;
    hooks;
    game;
    clock;
    slots;
    matchDeadline;
    matchId;
    constructor(spec, hooks) {
        this.spec = spec;
        this.hooks = hooks;
        this.game = (0,_games_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .getGame */ .lY)(spec.game);
        this.clock = hooks.clock ?? systemClock;
        this.slots = spec.agents.map((agent, i) => new AgentSlot(agent, i));
        this.matchDeadline = this.clock.now() + spec.time.matchMs;
        this.matchId =
            spec.id ??
                (0,_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .matchIdFor */ .eX)(spec.game, spec.agents.map((a) => a.id), spec.seed);
    }
    async run() {
        const { spec } = this;
        const players = spec.agents.length;
        if (players < this.game.players.min || players > this.game.players.max) {
            throw new Error(`${spec.game} is played by ${this.game.players.min}–${this.game.players.max} players, got ${players} agents`);
        }
        if (!Number.isInteger(spec.games) || spec.games < 1 || spec.games > _results_js__WEBPACK_IMPORTED_MODULE_3__/* .RESULTS_CAPS */ .Lm.gamesPerMatch) {
            throw new Error(`a match has 1–${_results_js__WEBPACK_IMPORTED_MODULE_3__/* .RESULTS_CAPS */ .Lm.gamesPerMatch} games, got ${spec.games}`);
        }
        const retries = spec.infraRetries ?? 2;
        const plans = (0,_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .planGames */ .nL)(spec.seed, spec.games, players, spec.pairedSeats);
        const games = [];
        const voided = [];
        let voidedGames = 0;
        let stoppedEarly;
        const interrupted = () => `the match was stopped after ${games.length} of ${spec.games} games: its runners were closed (interrupted)`;
        let stoppedBy;
        try {
            outer: for (const plan of plans) {
                stoppedBy = this.hooks.beforeGame?.(games, plan);
                if (stoppedBy !== undefined)
                    break;
                for (let attempt = 0;; attempt++) {
                    if (this.runnersClosed()) {
                        stoppedEarly = interrupted();
                        break outer;
                    }
                    if (this.clock.now() >= this.matchDeadline) {
                        stoppedEarly = `the match time limit (${spec.time.matchMs} ms) was reached after ${games.length} of ${spec.games} games`;
                        break outer;
                    }
                    const outcome = await this.playGame(plan, attempt);
                    if (this.runnersClosed()) {
                        stoppedEarly = interrupted();
                        break outer;
                    }
                    if (outcome.kind === 'played') {
                        games.push(outcome.game);
                        this.hooks.onGame?.(outcome.game, { played: games.length, total: spec.games });
                        break;
                    }
                    const info = { index: plan.index, attempt, kind: outcome.kind, message: outcome.message };
                    voided.push(info);
                    this.hooks.onVoid?.(info);
                    if (outcome.kind === 'match-time-limit') {
                        voidedGames++;
                        stoppedEarly = `the match time limit (${spec.time.matchMs} ms) was reached during game ${plan.index + 1} of ${spec.games}; that game is void`;
                        break outer;
                    }
                    if (attempt >= retries) {
                        voidedGames++;
                        break;
                    }
                }
            }
        }
        finally {
            await Promise.all(this.slots.map((slot) => slot.stopSession().catch(() => null)));
        }
        return {
            result: this.buildResult(games, voidedGames),
            games,
            voided,
            ...(stoppedEarly ? { stoppedEarly } : {}),
            ...(stoppedBy !== undefined ? { stoppedBy } : {}),
            logs: this.slots.map((slot) => ({ agent: slot.agent.id, sessions: slot.logs })),
            sessionsStarted: this.slots.map((slot) => slot.sessionsStarted),
            arenaVersion: _version_js__WEBPACK_IMPORTED_MODULE_7__/* .ARENA_VERSION */ .R,
        };
    }
    runnersClosed() {
        return this.spec.agents.some((agent) => agent.runner.closed === true);
    }
    buildResult(games, voided) {
        const summary = {};
        for (const agent of this.spec.agents)
            summary[agent.id] ??= (0,_results_js__WEBPACK_IMPORTED_MODULE_3__/* .emptySummary */ .CB)();
        for (const game of games) {
            const failed = new Set(game.failures.map((f) => f.agent));
            game.seats.forEach((agent, seat) => {
                const s = summary[agent];
                const rank = game.ranks[seat];
                const others = game.ranks.filter((_, i) => i !== seat);
                if (failed.has(agent) || others.some((r) => r < rank))
                    s.losses++;
                else if (others.every((r) => r > rank))
                    s.wins++;
                else
                    s.draws++;
            });
            for (const failure of game.failures) {
                const counts = summary[failure.agent].failures;
                counts[failure.kind] = (counts[failure.kind] ?? 0) + 1;
            }
        }
        const results = games.map((g) => ({
            index: g.index,
            seed: g.seed,
            seats: g.seats,
            ranks: g.ranks,
            failures: g.failures,
            turns: g.turns,
            durationMs: g.timings.durationMs,
            reason: g.reason,
        }));
        return {
            id: this.matchId,
            game: this.spec.game,
            agents: this.spec.agents.map((a) => a.id),
            seed: this.spec.seed,
            games: results,
            ...(voided > 0 ? { voided } : {}),
            summary,
        };
    }
    remainingMatchMs() {
        return Math.max(0, this.matchDeadline - this.clock.now());
    }
    async ensureSession(slot, seat) {
        if (slot.session)
            return { kind: 'ok', value: null };
        try {
            const session = await slot.agent.runner.start(slot.agent.launch, {
                matchId: this.matchId,
                seat,
                limits: this.spec.limits,
                deadlineEpochMs: this.clock.epochMs() + this.remainingMatchMs() + 60_000,
            });
            slot.session = session;
            slot.sessionGames = 0;
            slot.sessionStartedAt = this.clock.now();
            slot.sessionsStarted++;
            return { kind: 'ok', value: null };
        }
        catch (error) {
            const message = (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(error instanceof Error ? error.message : String(error), 1000);
            if (error instanceof _runner_js__WEBPACK_IMPORTED_MODULE_4__/* .SessionStartError */ .de && error.kind === 'crash') {
                return { kind: 'fail', failure: 'crash', message: `the agent could not start: ${message}` };
            }
            return { kind: 'infra', message: `starting ${slot.agent.id} failed: ${message}` };
        }
    }
    async ended(slot, what) {
        const exit = await slot.stopSession();
        if (!exit)
            return { kind: 'fail', failure: 'crash', message: `${what}: the agent is gone` };
        const kind = (0,_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .classifyExit */ .XA)(exit);
        if (kind === 'infra')
            return { kind: 'infra', message: (0,_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .describeExit */ .KE)(exit) };
        return { kind: 'fail', failure: kind, message: `${what}: ${agentEnded(exit)}` };
    }
    async nextLine(slot, deadline, turnDeadline, late, what) {
        const session = slot.session;
        for (;;) {
            const received = await session.receive(deadline);
            switch (received.kind) {
                case 'line':
                    if (received.line.trim() === '')
                        continue;
                    return { kind: 'ok', value: received.line };
                case 'timeout':
                    if (this.clock.now() >= this.matchDeadline && this.matchDeadline < turnDeadline)
                        return { kind: 'match-time' };
                    return { kind: 'fail', failure: late, message: `${what}: ${lateMessage(late, this.spec.time)}` };
                case 'closed':
                    return this.ended(slot, what);
                case 'violation':
                    return { kind: 'fail', failure: received.failure, message: `${what}: ${received.message}` };
            }
        }
    }
    async send(slot, message, deadline, turnDeadline, late, what) {
        const sent = await slot.session.send(message, deadline);
        if (sent === 'ok')
            return { kind: 'ok', value: null };
        if (sent === 'closed')
            return this.ended(slot, what);
        if (this.clock.now() >= this.matchDeadline && this.matchDeadline < turnDeadline)
            return { kind: 'match-time' };
        return {
            kind: 'fail',
            failure: late,
            message: `${what}: the agent did not read its input in time (${lateMessage(late, this.spec.time)})`,
        };
    }
    async handshake(slot, seat, plan, gameId, timings) {
        const { time } = this.spec;
        const first = slot.sessionGames === 0;
        const sentAt = this.clock.now();
        const limitMs = first ? time.startupMs : time.turnMs;
        const turnDeadline = (first ? slot.sessionStartedAt : sentAt) + limitMs;
        const deadline = Math.min(turnDeadline, this.matchDeadline);
        slot.sessionGames++;
        const what = first ? 'startup' : 'start of game';
        const start = (0,_protocol_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .startMessage */ .su)({
            game: this.spec.game,
            gameId,
            seat,
            players: plan.order.length,
            seed: plan.seed,
            config: this.spec.gameConfig,
            time: { turnMs: time.turnMs, bankMs: time.bankMs },
        });
        const sent = await this.send(slot, start, deadline, turnDeadline, 'startup-timeout', what);
        if (sent.kind !== 'ok')
            return sent;
        const line = await this.nextLine(slot, deadline, turnDeadline, 'startup-timeout', what);
        if (line.kind !== 'ok')
            return line;
        const parsed = (0,_protocol_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .parseAgentLine */ .XM)(line.value);
        if (!parsed.ok)
            return { kind: 'fail', failure: 'protocol-error', message: `${what}: ${parsed.reason}` };
        if (parsed.message.type !== 'ready') {
            return { kind: 'fail', failure: 'protocol-error', message: `${what}: expected {"type":"ready"}, got ${(0,_protocol_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .preview */ .VH)(line.value)}` };
        }
        timings.startupMs[seat] = Math.round(this.clock.now() - sentAt);
        return { kind: 'ok', value: null };
    }
    async askTurn(slot, seat, gameId, turn, observation, bank, timings, state) {
        const { time } = this.spec;
        const bankMs = Math.max(0, Math.floor(bank[seat]));
        const sentAt = this.clock.now();
        const allowance = time.turnMs + bankMs;
        const turnDeadline = sentAt + allowance;
        const deadline = Math.min(turnDeadline, this.matchDeadline);
        const what = `turn ${turn}`;
        const sent = await this.send(slot, (0,_protocol_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .turnMessage */ .ZO)(gameId, turn, observation, { turnMs: time.turnMs, bankMs }), deadline, turnDeadline, 'timeout', what);
        if (sent.kind !== 'ok')
            return sent;
        const line = await this.nextLine(slot, deadline, turnDeadline, 'timeout', what);
        if (line.kind !== 'ok')
            return line;
        const elapsed = this.clock.now() - sentAt;
        if (elapsed > allowance)
            return { kind: 'fail', failure: 'timeout', message: `${what}: ${lateMessage('timeout', time)}` };
        bank[seat] = bankMs - Math.max(0, elapsed - time.turnMs);
        timings.turns.push({ turn, seat, ms: Math.round(elapsed), bankMs: Math.max(0, Math.floor(bank[seat])) });
        const parsed = (0,_protocol_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .parseAgentLine */ .XM)(line.value);
        if (!parsed.ok)
            return { kind: 'fail', failure: 'protocol-error', message: `${what}: ${parsed.reason}` };
        if (parsed.message.type !== 'action') {
            return { kind: 'fail', failure: 'protocol-error', message: `${what}: expected an action, got ${(0,_protocol_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .preview */ .VH)(line.value)}` };
        }
        if (parsed.message.turn !== turn) {
            return {
                kind: 'fail',
                failure: 'protocol-error',
                message: `${what}: the action is for turn ${parsed.message.turn}, expected turn ${turn}`,
            };
        }
        const valid = this.game.validate(state, seat, parsed.message.action);
        if (!valid.ok)
            return { kind: 'fail', failure: 'invalid-action', message: `${what}: ${valid.reason}` };
        return { kind: 'ok', value: valid.action };
    }
    async playGame(plan, attempt) {
        const seatSlots = plan.order.map((i) => this.slots[i]);
        const seats = seatSlots.map((s) => s.agent.id);
        const run = {
            plan,
            gameId: `game-${plan.index}`,
            started: this.clock.now(),
            seatSlots,
            seats,
            timings: { attempt, durationMs: 0, startupMs: seats.map(() => null), turns: [] },
            frames: [],
            lastObservation: seats.map(() => undefined),
            logMark: seatSlots.map((slot) => slot.logs.length),
            live: new Set(),
            turn: 0,
        };
        const failed = await this.openGame(run);
        if (failed)
            return this.finishGame(run, failed, null);
        return this.playTurns(run);
    }
    async openGame(run) {
        const failures = (list) => {
            const out = new Map();
            list.forEach((o, seat) => {
                if (o.kind !== 'ok')
                    out.set(seat, o);
            });
            return out.size > 0 ? out : undefined;
        };
        const starts = await Promise.all(run.seatSlots.map((slot, seat) => this.ensureSession(slot, seat)));
        const startFailures = failures(starts);
        if (startFailures)
            return startFailures;
        const ready = await Promise.all(run.seatSlots.map(async (slot, seat) => {
            const o = await this.handshake(slot, seat, run.plan, run.gameId, run.timings);
            if (o.kind === 'ok')
                run.live.add(seat);
            return o;
        }));
        return failures(ready);
    }
    async playTurns(run) {
        const { spec, game } = this;
        let state = game.setup(run.plan.seed, run.seats.length, spec.gameConfig);
        const bank = run.seats.map(() => spec.time.bankMs);
        for (;;) {
            const outcome = game.result(state);
            if (outcome)
                return this.finishGame(run, new Map(), outcome);
            run.turn++;
            if (run.turn > MAX_TURNS)
                throw new Error(`${spec.game} did not end within ${MAX_TURNS} turns`);
            const toMove = game.toMove(state);
            const current = state;
            const ask = (seat) => this.askSeat(run, current, seat, bank);
            const asked = toMove.length === 1 ? [await ask(toMove[0])] : await Promise.all(toMove.map(ask));
            const actions = new Map();
            let bad;
            for (const [seat, o] of asked) {
                if (o.kind === 'ok')
                    actions.set(seat, o.value);
                else
                    (bad ??= new Map()).set(seat, o);
            }
            if (bad)
                return this.finishGame(run, bad, null);
            state = game.apply(state, actions);
        }
    }
    async askSeat(run, state, seat, bank) {
        const observation = this.game.observe(state, seat);
        run.lastObservation[seat] = observation;
        const frame = { turn: run.turn, seat, observation };
        run.frames.push(frame);
        const o = await this.askTurn(run.seatSlots[seat], seat, run.gameId, run.turn, observation, bank, run.timings, state);
        if (o.kind === 'ok')
            frame.action = o.value;
        return [seat, o];
    }
    async finishGame(run, outcomes, result) {
        const { seats, seatSlots, live, gameId } = run;
        const failing = [...outcomes].filter(([, o]) => o.kind === 'fail');
        const infra = [...outcomes].find(([, o]) => o.kind === 'infra');
        const matchTime = [...outcomes].some(([, o]) => o.kind === 'match-time');
        for (const [seat, o] of outcomes) {
            if (o.kind !== 'ok') {
                live.delete(seat);
                await seatSlots[seat].stopSession();
            }
        }
        if (matchTime)
            return { kind: 'match-time-limit', message: 'the match time limit was reached during this game' };
        if (infra) {
            await this.sendEnd(live, seatSlots, gameId, seats.map(() => 1), 'void');
            return { kind: 'infra', message: `game ${run.plan.index + 1}: ${infra[1].message}` };
        }
        let ranks;
        let reason;
        if (failing.length > 0) {
            const failed = new Set(failing.map(([seat]) => seat));
            const standing = seats.length - failed.size;
            ranks = seats.map((_, seat) => (failed.has(seat) ? standing + 1 : 1));
            reason = `forfeit-${failing[0][1].failure}`;
        }
        else {
            ranks = result.ranks;
            reason = result.reason;
        }
        await this.sendEnd(live, seatSlots, gameId, ranks, reason);
        return { kind: 'played', game: this.playedGame(run, ranks, reason, failing) };
    }
    playedGame(run, ranks, reason, failing) {
        const { plan, seats, seatSlots, timings } = run;
        const failures = failing.slice(0, _results_js__WEBPACK_IMPORTED_MODULE_3__/* .RESULTS_CAPS */ .Lm.failuresPerGame).map(([seat, o]) => {
            const obs = run.lastObservation[seat];
            const stderr = seatSlots[seat].lastStderr(run.logMark[seat]);
            return {
                agent: seats[seat],
                kind: o.failure,
                turn: run.turn,
                message: (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .redactSecrets */ .fp)(o.message), _results_js__WEBPACK_IMPORTED_MODULE_3__/* .RESULTS_CAPS */ .Lm.message),
                ...(obs !== undefined ? { observation: capObservation(obs) } : {}),
                ...(stderr !== undefined ? { stderr } : {}),
            };
        });
        timings.durationMs = Math.round(this.clock.now() - run.started);
        timings.turns.sort((a, b) => a.turn - b.turn || a.seat - b.seat);
        const refs = seatSlots.map((s) => s.agent.ref ?? s.agent.id);
        return {
            index: plan.index,
            pair: plan.pair,
            gameId: run.gameId,
            seed: plan.seed,
            seats,
            order: plan.order,
            ranks,
            reason,
            turns: run.turn,
            failures,
            frames: run.frames,
            repro: (0,_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .reproCommand */ .W8)(this.spec.game, refs, plan.seed),
            timings,
        };
    }
    async sendEnd(live, seatSlots, gameId, ranks, reason) {
        const deadline = this.clock.now() + this.spec.time.turnMs;
        await Promise.all([...live].map(async (seat) => {
            const session = seatSlots[seat].session;
            if (session)
                await session.send((0,_protocol_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .endMessage */ .rd)(gameId, ranks, reason), deadline);
        }));
    }
}
async function runMatch(spec, hooks = {}) {
    return new Referee(spec, hooks).run();
}


/***/ }),

/***/ 7386:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VH: () => (/* binding */ preview),
/* harmony export */   XM: () => (/* binding */ parseAgentLine),
/* harmony export */   ZO: () => (/* binding */ turnMessage),
/* harmony export */   rd: () => (/* binding */ endMessage),
/* harmony export */   su: () => (/* binding */ startMessage)
/* harmony export */ });
/* unused harmony exports TimeInfoSchema, StartMessageSchema, TurnMessageSchema, EndMessageSchema, RefereeMessageSchema, ReadyMessageSchema, ActionMessageSchema, AgentMessageSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2857);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(541);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9528);
/* harmony import */ var _protocol_version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1090);





const Count = zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(0).max(Number.MAX_SAFE_INTEGER);
const TimeInfoSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    turnMs: Count,
    bankMs: Count,
});
const StartMessageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('start'),
    protocol: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(_protocol_version_js__WEBPACK_IMPORTED_MODULE_3__/* .PROTOCOL_VERSION */ .W),
    game: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(64),
    gameId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(128),
    seat: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(0).max(15),
    players: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(1).max(16),
    seed: Count,
    config: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), _results_js__WEBPACK_IMPORTED_MODULE_0__/* .JsonValueSchema */ .rW),
    time: TimeInfoSchema,
});
const TurnMessageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('turn'),
    gameId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(128),
    turn: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(1),
    observation: _results_js__WEBPACK_IMPORTED_MODULE_0__/* .JsonValueSchema */ .rW,
    time: TimeInfoSchema,
});
const EndMessageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('end'),
    gameId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(128),
    result: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        ranks: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(1)).min(1).max(16),
        reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(256),
    }),
});
const RefereeMessageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .discriminatedUnion */ .gMt('type', [StartMessageSchema, TurnMessageSchema, EndMessageSchema]);
const ReadyMessageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('ready') });
const ActionMessageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('action'),
    turn: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(1),
    action: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().refine((v) => v !== undefined, 'an action message needs an "action" field'),
});
const AgentMessageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .discriminatedUnion */ .gMt('type', [ReadyMessageSchema, ActionMessageSchema]);
function startMessage(fields) {
    return {
        type: 'start',
        protocol: _protocol_version_js__WEBPACK_IMPORTED_MODULE_3__/* .PROTOCOL_VERSION */ .W,
        game: fields.game,
        gameId: fields.gameId,
        seat: fields.seat,
        players: fields.players,
        seed: fields.seed,
        config: fields.config,
        time: fields.time,
    };
}
function turnMessage(gameId, turn, observation, time) {
    return { type: 'turn', gameId, turn, observation, time };
}
function endMessage(gameId, ranks, reason) {
    return { type: 'end', gameId, result: { ranks, reason } };
}
function preview(line, max = 120) {
    return JSON.stringify((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(line, max));
}
function parseAgentLine(line) {
    let raw;
    try {
        raw = JSON.parse(line);
    }
    catch (error) {
        const why = error instanceof SyntaxError ? error.message : 'it could not be parsed';
        return { ok: false, reason: `the line is not JSON (${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(why, 160)}): ${preview(line)}` };
    }
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
        return { ok: false, reason: `each line must be a JSON object with a "type": ${preview(line)}` };
    }
    const type = raw.type;
    if (type !== 'ready' && type !== 'action') {
        return {
            ok: false,
            reason: `unknown message type ${typeof type === 'string' ? preview(type, 40) : String(type)}; an agent sends "ready" or "action"`,
        };
    }
    if (type === 'ready')
        return { ok: true, message: { type: 'ready' } };
    const { turn, action } = raw;
    if (action === undefined) {
        return { ok: false, reason: `bad "action" message: it has no "action" field: ${preview(line)}` };
    }
    if (typeof turn === 'number' && Number.isSafeInteger(turn) && turn >= 1) {
        return { ok: true, message: { type: 'action', turn, action } };
    }
    const parsed = AgentMessageSchema.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue && issue.path.length > 0 ? `"${issue.path.join('.')}": ` : '';
        return { ok: false, reason: `bad "${type}" message: ${where}${issue?.message ?? 'invalid'}: ${preview(line)}` };
    }
    if (parsed.data.type === 'ready')
        return { ok: true, message: { type: 'ready' } };
    const data = parsed.data;
    return { ok: true, message: { type: 'action', turn: data.turn, action: data.action } };
}


/***/ }),

/***/ 4473:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G6: () => (/* binding */ outlivedOom),
/* harmony export */   KE: () => (/* binding */ describeExit),
/* harmony export */   XA: () => (/* binding */ classifyExit),
/* harmony export */   de: () => (/* binding */ SessionStartError)
/* harmony export */ });
class SessionStartError extends Error {
    kind;
    name = 'SessionStartError';
    constructor(message, kind) {
        super(message);
        this.kind = kind;
    }
}
function classifyExit(exit) {
    if (exit.infraError)
        return 'infra';
    const sigkilled = exit.exitCode === 137 || exit.signal === 'SIGKILL';
    if (sigkilled && (exit.oomKilled || !exit.killedByRunner))
        return 'oom';
    return 'crash';
}
function outlivedOom(exit) {
    return exit.oomKilled && classifyExit(exit) !== 'oom';
}
function describeExit(exit) {
    if (exit.infraError)
        return `runner failure: ${exit.infraError}`;
    const note = outlivedOom(exit) ? ' (the memory limit killed one of its processes)' : '';
    if (exit.oomKilled && !note)
        return 'killed by the memory limit';
    if (exit.signal)
        return `killed by ${exit.signal}${note}`;
    if (exit.exitCode !== null)
        return `exited with code ${exit.exitCode}${note}`;
    return `ended${note}`;
}


/***/ })

};
