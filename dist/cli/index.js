#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 5581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(610);
/* harmony import */ var _cli_io_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1604);


process.exitCode = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_0__/* .runCli */ .a)(process.argv.slice(2), (0,_cli_io_js__WEBPACK_IMPORTED_MODULE_1__/* .processIo */ .W)());

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1604:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ processIo)
/* harmony export */ });
function processIo() {
    return {
        out: (text) => process.stdout.write(text),
        err: (text) => process.stderr.write(text),
        cwd: process.cwd(),
        env: process.env,
        readStdin: async () => {
            const chunks = [];
            for await (const chunk of process.stdin)
                chunks.push(chunk);
            return Buffer.concat(chunks).toString('utf8');
        },
    };
}


/***/ }),

/***/ 610:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(4296);
// EXTERNAL MODULE: ./src/core/sanitize.ts
var sanitize = __nccwpck_require__(9528);
// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
;// CONCATENATED MODULE: ./src/cli/commands.ts
const COMMANDS = [
    {
        name: 'validate',
        summary: 'discover and validate agents (all, or those touched by --changed paths).',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(780), __nccwpck_require__.e(177), __nccwpck_require__.e(982), __nccwpck_require__.e(960), __nccwpck_require__.e(922)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1444))).command,
    },
    {
        name: 'match',
        summary: 'play a match between two agents (or more, for a game of more seats).',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(780), __nccwpck_require__.e(177), __nccwpck_require__.e(982), __nccwpck_require__.e(480), __nccwpck_require__.e(135), __nccwpck_require__.e(909)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9909))).command,
    },
    {
        name: 'evaluate',
        summary: 'what the PR check does, locally: validate, build and play the changed agents against the references.',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(780), __nccwpck_require__.e(179), __nccwpck_require__.e(177), __nccwpck_require__.e(982), __nccwpck_require__.e(480), __nccwpck_require__.e(135), __nccwpck_require__.e(34), __nccwpck_require__.e(575), __nccwpck_require__.e(960), __nccwpck_require__.e(919)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9919))).command,
    },
    {
        name: 'rotation',
        summary: 'a local tournament of every eligible agent; or plan shards, or play one shard.',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(780), __nccwpck_require__.e(179), __nccwpck_require__.e(177), __nccwpck_require__.e(982), __nccwpck_require__.e(480), __nccwpck_require__.e(135), __nccwpck_require__.e(34), __nccwpck_require__.e(575), __nccwpck_require__.e(727)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9727))).command,
    },
    {
        name: 'merge',
        summary: 'merge rotation shard results into the facts file and recompute ratings.',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(780), __nccwpck_require__.e(179), __nccwpck_require__.e(177), __nccwpck_require__.e(982), __nccwpck_require__.e(34), __nccwpck_require__.e(70)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1352))).command,
    },
    {
        name: 'report',
        summary: 'what report mode would send to GitHub (or send it).',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(780), __nccwpck_require__.e(971), __nccwpck_require__.e(177), __nccwpck_require__.e(480), __nccwpck_require__.e(834)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8834))).command,
    },
    {
        name: 'game',
        summary: 'game check GAME: the conformance kit for a game module (or a built-in game).',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(780), __nccwpck_require__.e(177), __nccwpck_require__.e(982), __nccwpck_require__.e(784)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1784))).command,
    },
    { name: 'replay', summary: 'render a replay file as text.', load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(780), __nccwpck_require__.e(177), __nccwpck_require__.e(982), __nccwpck_require__.e(480), __nccwpck_require__.e(45)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6045))).command },
];

;// CONCATENATED MODULE: ./src/cli/main.ts




function help() {
    const width = Math.max(...COMMANDS.map((c) => c.name.length));
    return [
        `arena ${version/* ARENA_VERSION */.R}: agent competitions in a GitHub repository`,
        '',
        'usage: arena <command> [options]',
        '',
        ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
        `  ${'--version'.padEnd(width)}  print the version`,
        '',
        'Run `arena <command> --help` for a command’s options. Exit codes: 0 ok, 1 findings/failure, 2 usage or configuration error, 3 infrastructure unavailable.',
        '',
    ].join('\n');
}
async function runCli(argv, io) {
    const [name, ...rest] = argv;
    if (name === '--version' || name === '-V' || name === 'version') {
        io.out(`${version/* ARENA_VERSION */.R}\n`);
        return errors/* ExitCode */.yU.ok;
    }
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        (name === undefined ? io.err : io.out)(help());
        return name === undefined ? errors/* ExitCode */.yU.usage : errors/* ExitCode */.yU.ok;
    }
    const entry = COMMANDS.find((c) => c.name === name);
    if (!entry) {
        io.err(`arena: unknown command ${JSON.stringify((0,sanitize/* sanitizeText */.jZ)(name))}\n\n${help()}`);
        return errors/* ExitCode */.yU.usage;
    }
    try {
        const command = await entry.load();
        if (rest.includes('--help') || rest.includes('-h')) {
            io.out(`usage: ${command.usage}\n`);
            return errors/* ExitCode */.yU.ok;
        }
        return await command.run(rest, io);
    }
    catch (error) {
        io.err(`arena ${entry.name}: ${(0,sanitize/* sanitizeText */.jZ)((0,errors/* describeError */.Uc)(error))}\n`);
        return (0,errors/* exitCodeFor */.Rr)(error);
    }
}


/***/ }),

/***/ 4296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ri: () => (/* binding */ InfraError),
/* harmony export */   Rr: () => (/* binding */ exitCodeFor),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   yU: () => (/* binding */ ExitCode),
/* harmony export */   yo: () => (/* binding */ UserError)
/* harmony export */ });
const ExitCode = {
    ok: 0,
    findings: 1,
    usage: 2,
    infra: 3,
};
class UserError extends Error {
    hint;
    name = 'UserError';
    constructor(message, hint) {
        super(message);
        this.hint = hint;
    }
}
class InfraError extends Error {
    hint;
    name = 'InfraError';
    constructor(message, hint) {
        super(message);
        this.hint = hint;
    }
}
function exitCodeFor(error) {
    if (error instanceof InfraError)
        return ExitCode.infra;
    if (error instanceof UserError)
        return ExitCode.usage;
    return ExitCode.infra;
}
function describeError(error) {
    if (error instanceof UserError || error instanceof InfraError) {
        return error.hint ? `${error.message}\n  hint: ${error.hint}` : error.message;
    }
    if (error instanceof Error)
        return `internal error: ${error.stack ?? error.message}`;
    return `internal error: ${String(error)}`;
}


/***/ }),

/***/ 9528:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   IS: () => (/* binding */ markdownCodeBlock),
/* harmony export */   LO: () => (/* binding */ sanitizeMarkdown),
/* harmony export */   QY: () => (/* binding */ truncateBytes),
/* harmony export */   Zt: () => (/* binding */ markdownName),
/* harmony export */   dQ: () => (/* binding */ hasUnsafeCharacters),
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   g$: () => (/* binding */ sanitizeLine),
/* harmony export */   jZ: () => (/* binding */ sanitizeText),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
const ZWSP = '\u200b';
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const INVISIBLE = /[\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function hex(ch) {
    const code = ch.codePointAt(0) ?? 0;
    return code <= 0x9f ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}
const UNSAFE = new RegExp(`[\u0000-\u001f\u007f-\u009f]|${INVISIBLE.source}|${LONE_SURROGATE.source}`);
function hasUnsafeCharacters(s) {
    return UNSAFE.test(s);
}
function defuseWorkflowCommands(line) {
    let out = line.replace(/##\[/g, `#${ZWSP}#[`);
    out = out.replace(/:(?=:)/g, `:${ZWSP}`);
    return out;
}
function sanitizeText(input) {
    const cleaned = input.replace(/\r\n/g, '\n').replace(CONTROL, hex).replace(INVISIBLE, hex).replace(LONE_SURROGATE, hex);
    return cleaned.split('\n').map(defuseWorkflowCommands).join('\n');
}
function sanitizeLine(input) {
    return sanitizeText(input).replace(/\n/g, '⏎');
}
const MD_SPECIAL = /[\\`*_{}[\]()#+\-.!|~]/g;
function sanitizeMarkdown(input) {
    return sanitizeLine(input)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/gh(?=-)/gi, (m) => `${m}${ZWSP}`)
        .replace(MD_SPECIAL, (c) => (c === '#' ? `\\#${ZWSP}` : `\\${c}`))
        .replace(/@/g, `@${ZWSP}`)
        .replace(/:\/\//g, `:${ZWSP}//`);
}
const INERT_WORD = /^(?:[a-z0-9][a-z0-9-]{0,63}(?:\/[a-z0-9][a-z0-9-]{0,63})?|\d{1,9}(?:\.\d{1,9}){0,3})$/;
function markdownName(input) {
    return INERT_WORD.test(input) && !/gh-/i.test(input) ? input : sanitizeMarkdown(input);
}
function markdownCodeBlock(input, language = 'text') {
    const text = sanitizeText(input);
    const longest = Math.max(2, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    return `${fence}${language}\n${text}\n${fence}`;
}
function truncate(input, max, marker = '…') {
    if (input.length <= max)
        return input;
    let end = Math.max(0, max - marker.length);
    const code = input.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end -= 1;
    return input.slice(0, end) + marker;
}
function truncateBytes(input, maxBytes, marker = '…') {
    if (Buffer.byteLength(input) <= maxBytes)
        return input;
    const budget = maxBytes - Buffer.byteLength(marker);
    let bytes = 0;
    let out = '';
    for (const ch of input) {
        const size = Buffer.byteLength(ch);
        if (bytes + size > budget)
            break;
        bytes += size;
        out += ch;
    }
    return out + marker;
}
const SECRET_PATTERNS = [
    [/\b(?:gh[pousr]_[A-Za-z0-9]{20,255}|github_pat_[A-Za-z0-9_]{20,255})\b/g, '[redacted]'],
    [/\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g, '[redacted]'],
    [/(?<![A-Za-z0-9_-])xox[abposr]-[A-Za-z0-9-]{10,}\b/g, '[redacted]'],
    [/(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/g, '[redacted]'],
    [/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g, '[redacted]'],
    [/\b(?:npm_[A-Za-z0-9]{36}|(?<![A-Za-z0-9_-])glpat-[A-Za-z0-9_-]{20,})\b/g, '[redacted]'],
    [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{16,}/gi, '$1 [redacted]'],
    [
        /\b([A-Za-z0-9_]{0,128}(?:SECRET|TOKEN|PASSWORD|PASSWD|API_?KEY|PRIVATE_?KEY)[A-Za-z0-9_]{0,128})\s*[=:]\s*("[^"\n]{4,}"|'[^'\n]{4,}'|[^\s"']{4,})/gi,
        '$1=[redacted]',
    ],
];
function redactSecrets(input) {
    let out = input;
    for (const [pattern, replacement] of SECRET_PATTERNS)
        out = out.replace(pattern, replacement);
    return out;
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ ARENA_VERSION)
/* harmony export */ });
const ARENA_VERSION = '0.1.0';


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 5159:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 8229:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 714:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 5574:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 3106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
