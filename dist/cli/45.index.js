export const id = 45;
export const ids = [45];
export const modules = {

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
/* harmony import */ var _adapters_replay_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5275);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _core_render_replay_html_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6480);
/* harmony import */ var _core_replay_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4544);
/* harmony import */ var _core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9528);








const USAGE = 'arena replay FILE [--html OUT]';
const command = {
    name: 'replay',
    usage: USAGE,
    run: async (argv, io) => {
        const { positionals, values } = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_2__/* .parseFlags */ .bQ)(argv, { html: { type: 'string' } }, USAGE, { min: 1, max: 1 });
        const file = positionals[0];
        const out = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values.html);
        if (out === '')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .yo('--html needs a file name', `usage: ${USAGE}`);
        const shown = (0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .truncate */ .xv)(file, 300));
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, file);
        try {
            const replay = (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_6__/* .parseReplay */ .Rb)(await (0,_adapters_replay_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readReplayFile */ .yE)(path));
            if (out === undefined) {
                io.out((0,_core_replay_js__WEBPACK_IMPORTED_MODULE_6__/* .renderReplay */ .cQ)(replay));
                return _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .yU.ok;
            }
            const timing = await (0,_adapters_replay_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readTimingBeside */ .XH)(path);
            const page = (0,_core_render_replay_html_js__WEBPACK_IMPORTED_MODULE_5__/* .renderReplayHtml */ .DK)({ replay, ...(timing ? { timing } : {}), source: file });
            const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, out);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(target, page);
            io.err(`wrote the viewer of ${shown} to ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .sanitizeLine */ .g$)((0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .truncate */ .xv)(out, 300))}${timing ? '' : ' (no timing file beside it: no times or stderr)'}\n`);
        }
        catch (error) {
            if (error instanceof _core_replay_js__WEBPACK_IMPORTED_MODULE_6__/* .ReplayError */ .WA) {
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .yo(`${shown}: ${error.message}`, 'give a game file from the replays/ folder that `arena match --out DIR` writes');
            }
            throw error;
        }
        return _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .yU.ok;
    },
};


/***/ })

};
