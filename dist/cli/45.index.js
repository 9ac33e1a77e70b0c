export const id = 45;
export const ids = [45];
export const modules = {

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

/***/ 6045:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cli_args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7593);
/* harmony import */ var _adapters_discovery_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2982);
/* harmony import */ var _adapters_replay_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5275);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _core_games_registry_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1551);
/* harmony import */ var _core_render_replay_html_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6480);
/* harmony import */ var _core_replay_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4544);
/* harmony import */ var _core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9528);










const USAGE = 'arena replay FILE [--root DIR] [--html OUT]';
function requireGame(replay, shown, root) {
    if ((0,_core_games_registry_js__WEBPACK_IMPORTED_MODULE_6__/* .findGame */ .kf)(replay.game))
        return;
    const game = (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .truncate */ .xv)(replay.game, 64));
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`${shown}: the replay is of the game ${JSON.stringify(game)}, which is neither built in (${_core_games_registry_js__WEBPACK_IMPORTED_MODULE_6__/* .GAME_NAMES */ .Av.join(', ')}) nor declared in ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .truncate */ .xv)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'arena.yml'), 300))}`, `run it in the competition repository whose arena.yml declares games.${game}.module, or point --root at that repository`);
}
const command = {
    name: 'replay',
    usage: USAGE,
    run: async (argv, io) => {
        const { positionals, values } = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_2__/* .parseFlags */ .bQ)(argv, { html: { type: 'string' }, root: { type: 'string' } }, USAGE, { min: 1, max: 1 });
        const file = positionals[0];
        const out = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values.html);
        if (out === '')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo('--html needs a file name', `usage: ${USAGE}`);
        const shown = (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .truncate */ .xv)(file, 300));
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, file);
        const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values.root) ?? '.');
        if (values.root !== undefined &&
            !(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(root).then((s) => s.isDirectory(), () => false))) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`--root ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .truncate */ .xv)(root, 300))} is not a folder`, 'give the competition repository the replay was played in');
        }
        await (0,_adapters_discovery_js__WEBPACK_IMPORTED_MODULE_3__/* .loadArenaConfig */ .IM)(root);
        try {
            const replay = (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_8__/* .parseReplay */ .Rb)(await (0,_adapters_replay_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readReplayFile */ .yE)(path));
            if (out === undefined) {
                requireGame(replay, shown, root);
                io.out((0,_core_replay_js__WEBPACK_IMPORTED_MODULE_8__/* .renderReplay */ .cQ)(replay));
                return _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .yU.ok;
            }
            const timing = await (0,_adapters_replay_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readTimingBeside */ .XH)(path);
            const page = (0,_core_render_replay_html_js__WEBPACK_IMPORTED_MODULE_7__/* .renderReplayHtml */ .DK)({ replay, ...(timing ? { timing } : {}), source: file });
            const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, out);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(target, page);
            io.err(`wrote the viewer of ${shown} to ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_9__/* .truncate */ .xv)(out, 300))}${timing ? '' : ' (no timing file beside it: no times or stderr)'}${(0,_core_games_registry_js__WEBPACK_IMPORTED_MODULE_6__/* .findGame */ .kf)(replay.game) ? '' : ' (a game neither built in nor declared in arena.yml: the generic view of observations and actions)'}\n`);
        }
        catch (error) {
            if (error instanceof _core_replay_js__WEBPACK_IMPORTED_MODULE_8__/* .ReplayError */ .WA) {
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`${shown}: ${error.message}`, 'give a game file from the replays/ folder that `arena match --out DIR` writes');
            }
            throw error;
        }
        return _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .yU.ok;
    },
};


/***/ })

};
