export const id = 70;
export const ids = [70];
export const modules = {

/***/ 9389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ rulesVersions),
/* harmony export */   O: () => (/* binding */ mergeShards)
/* harmony export */ });
/* harmony import */ var _games_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1551);
/* harmony import */ var _leaderboard_leaderboard_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1708);
/* harmony import */ var _rating_facts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6542);
/* harmony import */ var _rating_random_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9486);
/* harmony import */ var _rating_ratings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6539);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(541);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(311);







function rulesVersions() {
    return Object.fromEntries(Object.entries((0,_games_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .knownGames */ .Nj)()).map(([name, module]) => [name, module.rulesVersion]));
}
function mergeShards(input) {
    const incoming = [];
    let voided = 0;
    const agents = new Map();
    for (const shard of input.shards) {
        const converted = (0,_rating_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .factsFromResults */ .CF)(shard.results, rulesVersions(), shard.source);
        incoming.push(...converted.facts);
        voided += converted.voided;
        for (const a of shard.results.agents) {
            const seen = agents.get(a.id);
            if (!seen || (0,_rating_random_js__WEBPACK_IMPORTED_MODULE_3__/* .compareStrings */ .Kt)(JSON.stringify(a), JSON.stringify(seen)) < 0)
                agents.set(a.id, a);
        }
    }
    const merged = (0,_rating_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .mergeFacts */ .yx)(input.existing, incoming);
    const options = { anchors: input.config.rotation.anchors, quarantine: input.config.rotation.quarantine };
    const table = (0,_rating_ratings_js__WEBPACK_IMPORTED_MODULE_4__/* .computeRatings */ .aG)(merged.facts, options);
    const leaderboard = (0,_leaderboard_leaderboard_js__WEBPACK_IMPORTED_MODULE_1__/* .buildLeaderboard */ .GZ)(merged.facts, { ...options, table, generatedAt: input.createdAt });
    const reasons = [
        `merged ${input.shards.length} shard result file${input.shards.length === 1 ? '' : 's'}: ${merged.added.length} new fact${merged.added.length === 1 ? '' : 's'}, ${merged.duplicates} already known, ${voided} infra-voided game${voided === 1 ? '' : 's'} not rated`,
        `${merged.facts.length} rated games over ${table.rotations.length} rotation${table.rotations.length === 1 ? '' : 's'}`,
    ];
    if (merged.conflicts.length > 0) {
        reasons.push(`${merged.conflicts.length} fact id(s) arrived with different content (a re-run shard); a stored fact always wins, otherwise the smallest serialisation`);
    }
    const ratings = (0,_rating_ratings_js__WEBPACK_IMPORTED_MODULE_4__/* .toResultsRatings */ .Iv)(table);
    if (ratings.length > _results_js__WEBPACK_IMPORTED_MODULE_5__/* .RESULTS_CAPS */ .Lm.ratings)
        reasons.push(`ratings[] holds the first ${_results_js__WEBPACK_IMPORTED_MODULE_5__/* .RESULTS_CAPS */ .Lm.ratings} of ${ratings.length}; see leaderboard.json`);
    const results = {
        schema: _results_js__WEBPACK_IMPORTED_MODULE_5__/* .RESULTS_SCHEMA_V1 */ .fi,
        run: {
            mode: 'merge',
            createdAt: input.createdAt,
            arenaVersion: _version_js__WEBPACK_IMPORTED_MODULE_6__/* .ARENA_VERSION */ .R,
            ...(table.rotations.at(-1) ? { runId: table.rotations.at(-1) } : {}),
        },
        agents: [...agents.values()].sort((a, b) => (0,_rating_random_js__WEBPACK_IMPORTED_MODULE_3__/* .compareStrings */ .Kt)(a.id, b.id)).slice(0, _results_js__WEBPACK_IMPORTED_MODULE_5__/* .RESULTS_CAPS */ .Lm.agents),
        matches: [],
        ratings: ratings.slice(0, _results_js__WEBPACK_IMPORTED_MODULE_5__/* .RESULTS_CAPS */ .Lm.ratings),
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


/***/ }),

/***/ 6867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K8: () => (/* binding */ rawHtml),
/* harmony export */   MY: () => (/* binding */ page),
/* harmony export */   cR: () => (/* binding */ joinHtml),
/* harmony export */   qy: () => (/* binding */ html)
/* harmony export */ });
/* unused harmony exports SafeHtml, escapeHtml, jsonForScript, contentSecurityPolicy */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

class SafeHtml {
    value;
    constructor(value) {
        this.value = value;
    }
    toString() {
        return this.value;
    }
}
const ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '`': '&#96;',
};
function escapeHtml(text) {
    return (text
        .replace(/[&<>"'`]/g, (ch) => ESCAPES[ch])
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`)
        .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16)}`));
}
function part(value) {
    if (value === null || value === undefined || value === false)
        return '';
    if (value instanceof SafeHtml)
        return value.value;
    if (Array.isArray(value))
        return value.map(part).join('');
    return escapeHtml(String(value));
}
function html(strings, ...values) {
    let out = strings[0];
    values.forEach((v, i) => {
        out += part(v) + strings[i + 1];
    });
    return new SafeHtml(out);
}
function joinHtml(parts, separator = '') {
    return new SafeHtml(parts.map(part).join(separator));
}
function rawHtml(markup) {
    return new SafeHtml(markup);
}
function jsonForScript(value) {
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
function sha256(text) {
    return `'sha256-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest('base64')}'`;
}
function contentSecurityPolicy(css, script) {
    return [
        "default-src 'none'",
        script ? `script-src ${sha256(script)}` : "script-src 'none'",
        `style-src ${sha256(css)}`,
        "img-src 'none'",
        "connect-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
    ].join('; ');
}
function page(parts) {
    const csp = contentSecurityPolicy(parts.css, parts.script);
    if (/["<>&]/.test(csp))
        throw new Error('a Content-Security-Policy with markup characters');
    const data = Object.entries(parts.data ?? {})
        .map(([id, value]) => `<script type="application/json" id="${escapeHtml(id)}">${jsonForScript(value)}</script>\n`)
        .join('');
    return [
        '<!doctype html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
        '<meta name="referrer" content="no-referrer">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${escapeHtml(parts.title)}</title>`,
        `<style>${parts.css}</style>`,
        '</head>',
        '<body>',
        parts.body.value,
        `${data}${parts.script ? `<script>${parts.script}</script>` : ''}`,
        '</body>',
        '</html>',
        '',
    ].join('\n');
}


/***/ }),

/***/ 1352:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _cli_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7593);
/* harmony import */ var _core_leaderboard_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4494);
/* harmony import */ var _core_publish_merge_shards_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9389);
/* harmony import */ var _core_results_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(541);
/* harmony import */ var _core_sanitize_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9528);
/* harmony import */ var _adapters_discovery_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2982);
/* harmony import */ var _adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4034);
/* harmony import */ var _core_rating_facts_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6542);









const USAGE = 'arena merge DIR... [--root DIR] [--facts FILE] [--out DIR] [--json]';
async function run(argv, io) {
    const { values, positionals } = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFlags */ .bQ)(argv, { root: { type: 'string' }, facts: { type: 'string' }, out: { type: 'string' }, json: { type: 'boolean' } }, USAGE, { min: 1, max: 10_000 });
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(values.root) ?? '.');
    const config = await (0,_adapters_discovery_js__WEBPACK_IMPORTED_MODULE_6__/* .loadArenaConfig */ .IM)(root);
    const factsPath = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(values.facts) !== undefined ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(values.facts)) : undefined;
    const out = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(values.out) !== undefined ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(values.out)) : undefined;
    const shards = [];
    for (const dir of positionals) {
        const { results, file } = await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_7__/* .readShardResults */ .j)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, dir));
        shards.push({ results, source: dir });
        io.err(`read ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .sanitizeLine */ .g$)(file)}: ${results.matches.length} matches (shard ${(0,_core_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .sanitizeLine */ .g$)(results.run.shard ?? '?')})\n`);
    }
    const existing = factsPath ? await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_7__/* .readFactsFile */ .yf)(factsPath, (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(values.facts)) : [];
    const report = (0,_core_publish_merge_shards_js__WEBPACK_IMPORTED_MODULE_3__/* .mergeShards */ .O)({ shards, existing, config, createdAt: new Date().toISOString() });
    if (factsPath)
        await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_7__/* .appendFactsFile */ .ez)(factsPath, report.added);
    if (out) {
        await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_7__/* .writeLeaderboardFiles */ .qn)(out, report.leaderboard);
        await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_7__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(out, _adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_7__/* .RESULTS_FILE */ .yG), (0,_core_results_js__WEBPACK_IMPORTED_MODULE_4__/* .serializeResults */ .f5)(report.results));
        if (!factsPath)
            await (0,_adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_7__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(out, _adapters_facts_file_js__WEBPACK_IMPORTED_MODULE_7__/* .FACTS_FILE */ .Ho), (0,_core_rating_facts_js__WEBPACK_IMPORTED_MODULE_8__/* .serializeFactsJsonl */ .Ig)(report.facts));
    }
    for (const reason of report.results.verdict.reasons)
        io.err(`${reason}\n`);
    if (values.json)
        io.out((0,_core_results_js__WEBPACK_IMPORTED_MODULE_4__/* .serializeResults */ .f5)(report.results));
    else
        io.out((0,_core_leaderboard_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderLeaderboardText */ .rS)(report.leaderboard));
    return 0;
}
const command = {
    name: 'merge',
    usage: USAGE,
    run,
};


/***/ })

};
