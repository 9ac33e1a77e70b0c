export const id = 195;
export const ids = [195];
export const modules = {

/***/ 1195:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_CLI_ASSOCIATION: () => (/* binding */ DEFAULT_CLI_ASSOCIATION),
  action: () => (/* binding */ action),
  collectChange: () => (/* binding */ collectChange),
  command: () => (/* binding */ command),
  readPullRequestEvent: () => (/* binding */ readPullRequestEvent),
  runEvaluation: () => (/* binding */ runEvaluation)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/adapters/discovery.ts + 1 modules
var adapters_discovery = __webpack_require__(2982);
// EXTERNAL MODULE: ./src/adapters/docker-cli.ts
var docker_cli = __webpack_require__(765);
// EXTERNAL MODULE: ./src/adapters/facts-file.ts + 1 modules
var facts_file = __webpack_require__(5914);
// EXTERNAL MODULE: ./src/adapters/git.ts
var git = __webpack_require__(6960);
// EXTERNAL MODULE: ./src/adapters/replay-files.ts
var replay_files = __webpack_require__(5275);
// EXTERNAL MODULE: ./src/adapters/runner-selection.ts + 8 modules
var runner_selection = __webpack_require__(5795);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/games/registry.ts + 2 modules
var registry = __webpack_require__(1244);
;// CONCATENATED MODULE: ./src/core/evaluate/picture.ts

function gamePicture(game, gameConfig, played) {
    const module = (0,registry/* getGame */.lY)(game);
    if (module.kind !== 'turn-based')
        return undefined;
    try {
        let state = module.setup(played.seed, played.seats.length, gameConfig);
        const frames = played.frames;
        let i = 0;
        while (i < frames.length) {
            const turn = frames[i].turn;
            const actions = new Map();
            let complete = true;
            for (; i < frames.length && frames[i].turn === turn; i++) {
                const frame = frames[i];
                if (frame.action === undefined) {
                    complete = false;
                    continue;
                }
                const valid = module.validate(state, frame.seat, frame.action);
                if (!valid.ok)
                    return undefined;
                actions.set(frame.seat, valid.action);
            }
            if (!complete)
                break;
            state = module.apply(state, actions);
        }
        return module.render(state);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/core/config.ts
var core_config = __webpack_require__(4489);
// EXTERNAL MODULE: ./src/core/gates.ts
var core_gates = __webpack_require__(7311);
// EXTERNAL MODULE: ./src/core/games/names.ts
var names = __webpack_require__(1827);
// EXTERNAL MODULE: ./src/core/match/plan.ts
var plan = __webpack_require__(9122);
;// CONCATENATED MODULE: ./src/core/evaluate/plan.ts




function evaluationSeed(agentKey, reference, game) {
    return (0,plan/* hash32 */.Ap)(`arena-evaluate:${agentKey}:${reference}:${game}`) & 0x7fffffff;
}
function planEvaluation(changed, references, config, withheld = new Map()) {
    const offered = (0,core_config/* offeredGames */.HU)(config);
    const configured = config.evaluation.references;
    const byId = new Map(references.map((r) => [r.id, r]));
    const notes = [];
    for (const id of configured) {
        if (byId.has(id))
            continue;
        const why = withheld.get(id);
        notes.push(`evaluation.references names ${id}, which ${why ?? 'is not a valid official agent here'}; it is not played`);
    }
    for (const [id, why] of withheld) {
        if (configured.length === 0)
            notes.push(`${id} ${why}, so it is not played as a reference`);
    }
    const pairings = [];
    for (const agent of changed) {
        const games = agent.games.filter(names/* isGameName */.c).filter((g) => offered.includes(g));
        for (const game of games) {
            const pool = configured.length > 0 ? configured.map((id) => byId.get(id)).filter((r) => r !== undefined) : references;
            const opponents = pool
                .filter((r) => r.id !== agent.id && r.games.includes(game))
                .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
            if (opponents.length === 0) {
                notes.push(`${agent.id}: no reference agent plays ${game}, so it was not played`);
                continue;
            }
            for (const ref of opponents) {
                pairings.push({
                    agent: agent.id,
                    reference: ref.id,
                    game,
                    seed: evaluationSeed(agent.treeHash ?? `version:${agent.version}`, ref.id, game),
                    games: config.evaluation.gamesPerPairing,
                });
            }
        }
    }
    return { pairings, notes };
}
function evaluationGates(input, reading) {
    const outcome = (0,core_gates/* computeGates */.OD)(input);
    if (!reading.ownersKnown) {
        for (const [id, issues] of outcome.agentIssues) {
            outcome.agentIssues.set(id, issues.map((issue) => issue.rule === 'not-agent-owner'
                ? {
                    ...issue,
                    severity: 'notice',
                    rule: 'owner-not-checked',
                    message: `${id} exists on the default branch; this checkout has no history to find its owner in, so ownership is checked by the report job from GitHub's API (only its owner or a maintainer may change it)`,
                }
                : issue));
        }
        outcome.passed =
            !outcome.issues.some((i) => i.severity === 'error') &&
                ![...outcome.agentIssues.values()].some((l) => l.some((i) => i.severity === 'error'));
    }
    if (!reading.baseKnown && outcome.agents.length > 0) {
        const note = {
            path: '.',
            line: 1,
            column: 1,
            severity: 'notice',
            rule: 'gates-not-checked',
            message: 'no base commit to compare with: version bumps and agent ownership were not checked (pass --base REF, or run on a test-merge checkout)',
        };
        outcome.issues.push(note);
    }
    return outcome;
}

// EXTERNAL MODULE: ./src/core/head-tail.ts
var head_tail = __webpack_require__(2300);
// EXTERNAL MODULE: ./src/core/sanitize.ts
var sanitize = __webpack_require__(9528);
// EXTERNAL MODULE: ./src/core/results.ts
var core_results = __webpack_require__(541);
;// CONCATENATED MODULE: ./src/core/evaluate/verdict.ts


const CONFORMANCE_FAILURE_KINDS = [
    'crash',
    'timeout',
    'startup-timeout',
    'protocol-error',
    'invalid-action',
    'output-limit',
    'oom',
];
function agentConformance(agent, matches, maxFailureShare) {
    const counted = new Set(CONFORMANCE_FAILURE_KINDS);
    let games = 0;
    let failedGames = 0;
    let wins = 0;
    let draws = 0;
    let losses = 0;
    const failures = {};
    for (const match of matches) {
        if (!match.agents.includes(agent))
            continue;
        const s = match.summary[agent];
        if (s) {
            wins += s.wins;
            draws += s.draws;
            losses += s.losses;
        }
        for (const game of match.games) {
            if (!game.seats.includes(agent))
                continue;
            games += 1;
            const own = game.failures.filter((f) => f.agent === agent && counted.has(f.kind));
            if (own.length > 0)
                failedGames += 1;
            for (const f of own)
                failures[f.kind] = (failures[f.kind] ?? 0) + 1;
        }
    }
    const share = games === 0 ? 0 : failedGames / games;
    return { agent, games, failedGames, failures, wins, draws, losses, share, passed: share <= maxFailureShare };
}
function plural(n, word, many = `${word}s`) {
    return `${n} ${n === 1 ? word : many}`;
}
function percent(share) {
    return `${Math.round(share * 1000) / 10}%`;
}
function describeFailureCounts(failures) {
    return CONFORMANCE_FAILURE_KINDS.filter((k) => (failures[k] ?? 0) > 0)
        .map((k) => `${k} ${failures[k]}`)
        .join(', ');
}
function firstError(issues) {
    return issues.find((i) => i.severity === 'error');
}
function where(issue) {
    return `${issue.path}:${issue.line}:${issue.column}`;
}
function agentProblem(agent) {
    const error = firstError(agent.issues);
    const errors = agent.issues.filter((i) => i.severity === 'error').length;
    const more = errors > 1 ? ` (and ${plural(errors - 1, 'more finding')})` : '';
    const detail = error ? `: ${where(error)} ${error.rule}: ${error.message}${more}` : '';
    switch (agent.status) {
        case 'invalid':
            return `${agent.id} is invalid${detail}`;
        case 'rejected':
            return `${agent.id} is rejected${detail}`;
        case 'build-failed':
            return `${agent.id} could not be built or started${detail}`;
        case 'skipped':
            return undefined;
        case 'ok':
            return error ? `${agent.id} fails a check${detail}` : undefined;
    }
}
function conformanceProblem(c, maxFailureShare) {
    if (c.passed)
        return undefined;
    return (`${c.agent} failed in ${c.failedGames} of ${plural(c.games, 'game')} (${describeFailureCounts(c.failures)}): ` +
        `${percent(c.share)} is more than evaluation.maxFailureShare (${percent(maxFailureShare)}) allows; ` +
        'an agent must answer every message in time and by the protocol (docs/protocol.md)');
}
function strengthLine(c) {
    if (c.games === 0)
        return `${c.agent}: valid; no games played (no reference agent plays its games)`;
    const failed = c.failedGames > 0 ? `; its own failures in ${c.failedGames} (${describeFailureCounts(c.failures)})` : '';
    return `${c.agent}: ${plural(c.wins, 'win')}, ${plural(c.draws, 'draw')}, ${plural(c.losses, 'loss', 'losses')} in ${plural(c.games, 'game')} against the reference agents${failed}`;
}
function evaluationVerdict(input) {
    const problems = [];
    for (const agent of input.changed) {
        const p = agentProblem(agent);
        if (p)
            problems.push(p);
    }
    for (const c of input.conformance) {
        const p = conformanceProblem(c, input.maxFailureShare);
        if (p)
            problems.push(p);
    }
    const topErrors = input.issues.filter((i) => i.severity === 'error');
    const byRule = new Map();
    for (const issue of topErrors)
        byRule.set(issue.rule, [...(byRule.get(issue.rule) ?? []), issue]);
    for (const [rule, issues] of byRule) {
        const first = issues[0];
        const more = issues.length > 1 ? ` (and ${plural(issues.length - 1, 'more path')})` : '';
        problems.push(`${rule}: ${where(first)}: ${first.message}${more}`);
    }
    let conclusion;
    const reasons = [];
    if (problems.length > 0) {
        conclusion = 'failure';
        reasons.push(...problems);
    }
    else if (input.changed.length === 0) {
        conclusion = 'neutral';
        reasons.push(input.removed.length > 0
            ? `nothing to evaluate: the change only removes ${input.removed.join(', ')}`
            : 'nothing to evaluate: the change adds or modifies no agent');
    }
    else {
        conclusion = 'success';
        reasons.push(`${plural(input.changed.length, 'changed agent')} valid${input.conformance.some((c) => c.games > 0) ? ' and answering the protocol' : ''}`);
    }
    for (const c of input.conformance)
        reasons.push(strengthLine(c));
    if (input.removed.length > 0 && conclusion !== 'neutral')
        reasons.push(`removed: ${input.removed.join(', ')}`);
    for (const note of input.notes ?? [])
        reasons.push(note);
    const capped = reasons.map((r) => (0,sanitize/* truncate */.xv)(r, core_results/* RESULTS_CAPS */.Lm.message));
    if (capped.length > core_results/* RESULTS_CAPS */.Lm.reasons) {
        const kept = capped.slice(0, core_results/* RESULTS_CAPS */.Lm.reasons - 1);
        kept.push(`and ${capped.length - kept.length} more reasons (see agents[] and matches[])`);
        return { conclusion, reasons: kept };
    }
    return { conclusion, reasons: capped };
}

;// CONCATENATED MODULE: ./src/core/evaluate/summary.ts




const STEP_SUMMARY_LIMIT_BYTES = 1024 * 1024;
const SUMMARY_BUDGET_BYTES = STEP_SUMMARY_LIMIT_BYTES - 16 * 1024;
const STDERR_EXCERPT_CHARS = 3000;
const OBSERVATION_CHARS = 1500;
function pictureKey(matchId, gameIndex) {
    return `${matchId}#${gameIndex}`;
}
function failureExamples(results, agent) {
    const found = new Map();
    for (const match of results.matches) {
        for (const game of match.games) {
            for (const failure of game.failures) {
                if (failure.agent !== agent)
                    continue;
                const seen = found.get(failure.kind);
                if (seen) {
                    seen.count += 1;
                    continue;
                }
                found.set(failure.kind, {
                    kind: failure.kind,
                    count: 1,
                    match,
                    game,
                    failure,
                    repro: (0,plan/* reproCommand */.W8)(match.game, game.seats, game.seed),
                });
            }
        }
    }
    const order = [...CONFORMANCE_FAILURE_KINDS, 'infra'];
    return order.map((k) => found.get(k)).filter((e) => e !== undefined);
}
function pairingRows(results, agent) {
    return results.matches
        .filter((m) => m.agents.includes(agent))
        .map((match) => {
        const s = match.summary[agent];
        return {
            match,
            opponents: match.agents.filter((a) => a !== agent),
            games: match.games.filter((g) => g.seats.includes(agent)).length,
            wins: s?.wins ?? 0,
            draws: s?.draws ?? 0,
            losses: s?.losses ?? 0,
            failures: s?.failures ?? {},
        };
    });
}
function firstRuleLoss(match, agent) {
    return match.games.find((g) => {
        const seat = g.seats.indexOf(agent);
        if (seat < 0 || g.failures.some((f) => f.agent === agent))
            return false;
        const rank = g.ranks[seat];
        return g.ranks.some((r, i) => i !== seat && r < rank);
    });
}
function icon(conclusion) {
    return conclusion === 'success' ? '✅' : conclusion === 'failure' ? '❌' : '⚪';
}
function statusLabel(agent) {
    return agent.status === 'ok' ? 'ok' : `**${agent.status}**`;
}
const md = sanitize/* sanitizeMarkdown */.LO;
function issueLine(issue) {
    return `- ${md(`${issue.path}:${issue.line}:${issue.column}`)} ${issue.severity === 'error' ? '**error**' : issue.severity} ${md(issue.rule)}: ${md(issue.message)}`;
}
function excerptOf(text) {
    return (0,head_tail/* headTailText */.c)(text.trimEnd(), STDERR_EXCERPT_CHARS, 0.4);
}
function failureMessage(failure) {
    const prefix = `turn ${failure.turn}: `;
    return failure.message.startsWith(prefix) ? failure.message.slice(prefix.length) : failure.message;
}
function observationText(observation) {
    return (0,sanitize/* truncate */.xv)(typeof observation === 'string' ? observation : JSON.stringify(observation), OBSERVATION_CHARS);
}
function seatOf(game, agent) {
    return game.seats.indexOf(agent);
}
function gameNumber(game, match) {
    return (game.index ?? match.games.indexOf(game)) + 1;
}
function unverifiedNote(results) {
    const shas = [
        results.run.headSha ? `head \`${results.run.headSha.slice(0, 12)}\`` : undefined,
        results.run.baseSha ? `base \`${results.run.baseSha.slice(0, 12)}\`` : undefined,
    ]
        .filter(Boolean)
        .join(' · ');
    const where = shas ? ` (${shas})` : '';
    if (results.run.authoritative)
        return `Authoritative results for this head${where}.`;
    return (`Unverified results from the pull request's own run${where}. The report job recomputes the change gates from ` +
        "GitHub's API; a maintainer run makes match results authoritative.");
}
function markdownSections(input) {
    const { results } = input;
    const sections = [];
    const changed = results.agents.filter((a) => a.changed === true);
    const conformance = new Map(input.conformance.map((c) => [c.agent, c]));
    const head = [`## ${icon(results.verdict.conclusion)} Arena evaluation: ${results.verdict.conclusion}`, '', unverifiedNote(results), ''];
    for (const reason of results.verdict.reasons)
        head.push(`- ${md(reason)}`);
    sections.push(head.join('\n'));
    if (changed.length > 0) {
        const rows = [
            '### Changed agents',
            '',
            '| agent | version | status | games | wins | draws | losses | own failures |',
            '| --- | --- | --- | ---: | ---: | ---: | ---: | --- |',
        ];
        for (const agent of changed) {
            const c = conformance.get(agent.id);
            rows.push(`| ${md(agent.id)} | ${md(agent.version || '?')} | ${statusLabel(agent)} | ${c?.games ?? 0} | ${c?.wins ?? 0} | ${c?.draws ?? 0} | ${c?.losses ?? 0} | ${c ? md(describeFailureCounts(c.failures)) || '—' : '—'} |`);
        }
        sections.push(rows.join('\n'));
    }
    const top = results.issues ?? [];
    if (top.length > 0) {
        sections.push(['### Findings of the change', '', ...top.map(issueLine)].join('\n'));
    }
    for (const agent of changed) {
        const lines = [`### ${md(agent.id)} ${md(agent.version)}`, ''];
        if (agent.issues.length > 0)
            lines.push(...agent.issues.map(issueLine), '');
        const rows = pairingRows(results, agent.id);
        if (rows.length > 0) {
            lines.push('| reference | game | games | wins | draws | losses | own failures |', '| --- | --- | ---: | ---: | ---: | ---: | --- |');
            for (const r of rows) {
                lines.push(`| ${md(r.opponents.join(', '))} | ${md(r.match.game)} | ${r.games} | ${r.wins} | ${r.draws} | ${r.losses} | ${md(describeFailureCounts(r.failures)) || '—'} |`);
            }
            const voided = rows.reduce((n, r) => n + (r.match.voided ?? 0), 0);
            if (voided > 0)
                lines.push('', `${voided} game(s) were voided by infrastructure failures (not counted).`);
        }
        else if (agent.status === 'ok') {
            lines.push('No placement games were played.');
        }
        else {
            lines.push('Not played: fix the findings above first.');
        }
        sections.push(lines.join('\n'));
        for (const example of failureExamples(results, agent.id)) {
            const { match, game, failure } = example;
            const e = [
                `#### ${md(agent.id)}: ${example.kind} (${example.count} game${example.count === 1 ? '' : 's'})`,
                '',
                `First in game ${gameNumber(game, match)} of ${md(match.game)} against ${md(match.agents.filter((a) => a !== agent.id).join(', '))} ` +
                    `(seed ${game.seed}, seat ${seatOf(game, agent.id)}), on turn ${failure.turn}${failure.turn === 0 ? ' (startup)' : ''}: ${md(failureMessage(failure))}`,
                '',
            ];
            if (failure.observation !== undefined) {
                e.push('The observation it was answering:', '', (0,sanitize/* markdownCodeBlock */.IS)(observationText(failure.observation), 'json'), '');
            }
            const picture = input.pictures?.get(pictureKey(match.id, game.index ?? match.games.indexOf(game)));
            if (picture)
                e.push('The board it saw:', '', (0,sanitize/* markdownCodeBlock */.IS)(picture), '');
            e.push(failure.stderr
                ? `<details><summary>Its stderr (start and end)</summary>\n\n${(0,sanitize/* markdownCodeBlock */.IS)(excerptOf(failure.stderr))}\n\n</details>`
                : 'It wrote nothing to stderr.', '', 'Replay this game locally:', '', (0,sanitize/* markdownCodeBlock */.IS)(example.repro, 'sh'));
            sections.push(e.join('\n'));
        }
        for (const r of rows) {
            const lost = firstRuleLoss(r.match, agent.id);
            if (!lost)
                continue;
            const picture = input.pictures?.get(pictureKey(r.match.id, lost.index ?? r.match.games.indexOf(lost)));
            if (!picture)
                continue;
            sections.push([
                `<details><summary>${md(agent.id)} lost game ${gameNumber(lost, r.match)} against ${md(r.opponents.join(', '))} (${md(lost.reason ?? 'by the rules')}): the final board</summary>`,
                '',
                (0,sanitize/* markdownCodeBlock */.IS)(picture),
                '',
                (0,sanitize/* markdownCodeBlock */.IS)((0,plan/* reproCommand */.W8)(r.match.game, lost.seats, lost.seed), 'sh'),
                '',
                '</details>',
            ].join('\n'));
        }
    }
    if (input.filesHint)
        sections.push(`Replays and full (capped) logs: ${md(input.filesHint)}.`);
    return sections;
}
function renderEvaluationMarkdown(input) {
    const budget = input.maxBytes ?? SUMMARY_BUDGET_BYTES;
    const sections = markdownSections(input);
    const out = [];
    let bytes = 0;
    for (let i = 0; i < sections.length; i++) {
        const section = `${sections[i]}\n\n`;
        const size = Buffer.byteLength(section, 'utf8');
        const noteRoom = 512;
        if (bytes + size + noteRoom > budget) {
            const note = `> The summary was cut here to stay under GitHub's ${STEP_SUMMARY_LIMIT_BYTES / 1024} KiB step-summary limit: ${sections.length - i} more section(s) not shown. Everything is in arena-results.json and the logs.\n`;
            if (out.length === 0) {
                return note.slice(0, Math.max(0, budget));
            }
            out.push(note);
            return out.join('');
        }
        out.push(section);
        bytes += size;
    }
    return out.join('');
}
function indent(text, prefix = '    ') {
    return text
        .split('\n')
        .map((l) => prefix + l)
        .join('\n');
}
function renderEvaluationText(input) {
    const { results } = input;
    const s = sanitize/* sanitizeLine */.g$;
    const lines = [];
    lines.push(`arena evaluate: ${results.verdict.conclusion}`);
    for (const reason of results.verdict.reasons)
        lines.push(`  - ${s(reason)}`);
    const fmtIssue = (i) => `  ${s(i.path)}:${i.line}:${i.column}: ${i.severity} ${s(i.rule)}: ${s(i.message)}`;
    if ((results.issues ?? []).length > 0) {
        lines.push('', 'findings of the change:');
        lines.push(...results.issues.map(fmtIssue));
    }
    for (const agent of results.agents.filter((a) => a.changed === true)) {
        lines.push('', `${s(agent.id)} ${s(agent.version)}: ${agent.status}`);
        lines.push(...agent.issues.map(fmtIssue));
        const rows = pairingRows(results, agent.id);
        if (rows.length > 0) {
            const width = Math.max(9, ...rows.map((r) => r.opponents.join(', ').length));
            lines.push(`  ${'reference'.padEnd(width)}  game                 games  wins  draws  losses  own failures`);
            for (const r of rows) {
                lines.push(`  ${s(r.opponents.join(', ')).padEnd(width)}  ${s(r.match.game).padEnd(19)}  ${String(r.games).padStart(5)}  ${String(r.wins).padStart(4)}  ${String(r.draws).padStart(5)}  ${String(r.losses).padStart(6)}  ${s(describeFailureCounts(r.failures)) || '-'}`);
            }
        }
        for (const example of failureExamples(results, agent.id)) {
            const { match, game, failure } = example;
            lines.push(`  ${example.kind} in ${example.count} game(s); first in game ${gameNumber(game, match)} against ${s(match.agents.filter((a) => a !== agent.id).join(', '))} (seed ${game.seed}), turn ${failure.turn}: ${s(failureMessage(failure))}`);
            if (failure.observation !== undefined)
                lines.push(`    observation: ${s(observationText(failure.observation))}`);
            const picture = input.pictures?.get(pictureKey(match.id, game.index ?? match.games.indexOf(game)));
            if (picture)
                lines.push(indent((0,sanitize/* sanitizeText */.jZ)(picture), '      '));
            if (failure.stderr)
                lines.push('    stderr (start and end):', indent((0,sanitize/* sanitizeText */.jZ)(excerptOf(failure.stderr)).trimEnd(), '      | '));
            lines.push(`    replay: ${s(example.repro)}`);
        }
    }
    if (input.filesHint)
        lines.push('', `replays and logs: ${s(input.filesHint)}`);
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/core/manifest.ts
var manifest = __webpack_require__(4414);
// EXTERNAL MODULE: ./src/core/match/run-match.ts
var run_match = __webpack_require__(6408);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/modes/validate.ts
var validate = __webpack_require__(1444);
;// CONCATENATED MODULE: ./src/modes/evaluate.ts






















const USAGE = 'arena evaluate [--root DIR] [--changed FILE | --base REF] [--out DIR] [--json] [--author-association OWNER|MEMBER|COLLABORATOR|CONTRIBUTOR|…]';
const DEFAULT_CLI_ASSOCIATION = 'CONTRIBUTOR';
const SHA = /^[0-9a-f]{40}$/;
const EVENT_MAX_BYTES = 25 * 1024 * 1024;
async function gitText(root, args) {
    return (await (0,git/* runGit */.EO)(root, args, { allowFailure: true })).toString('utf8').trim();
}
async function commitOf(root, spec) {
    const sha = await gitText(root, ['rev-parse', '--verify', '--quiet', `${spec}^{commit}`]);
    return SHA.test(sha) ? sha : undefined;
}
async function isRepositoryRoot(root) {
    try {
        const top = await gitText(root, ['rev-parse', '--show-toplevel']);
        return top !== '' && (await (0,promises_.realpath)(top)) === (await (0,promises_.realpath)(root));
    }
    catch {
        return false;
    }
}
async function workingTreeManifest(root, folder, maxBytes) {
    const path = (0,external_node_path_.join)(root, folder, manifest/* MANIFEST_FILE */.h1);
    try {
        const info = await (0,promises_.lstat)(path);
        if (!info.isFile())
            return undefined;
        const handle = await (0,promises_.open)(path, 'r');
        try {
            const buffer = Buffer.alloc(Math.min(info.size, maxBytes));
            await handle.read(buffer, 0, buffer.length, 0);
            return buffer.toString('utf8');
        }
        finally {
            await handle.close();
        }
    }
    catch {
        return undefined;
    }
}
async function collectChange(root, source, config, association) {
    let changes;
    let base;
    let prSide;
    let headSha;
    if (source.kind === 'merge') {
        const range = { mergeCommit: (0,git/* assertRef */.io)(source.commit, 'GITHUB_SHA') };
        changes = await (0,git/* gitChangedPaths */.lz)(root, range);
        base = await (0,git/* rangeBase */.JV)(root, range);
        prSide = (await commitOf(root, `${source.commit}^2`)) ?? (await commitOf(root, source.commit));
        headSha = source.prHeadSha ?? prSide;
    }
    else if (source.kind === 'base') {
        const range = { base: (0,git/* assertRef */.io)(source.base, '--base'), head: 'HEAD' };
        changes = await (0,git/* gitChangedPaths */.lz)(root, range);
        base = await (0,git/* rangeBase */.JV)(root, range);
        prSide = await commitOf(root, 'HEAD');
        headSha = prSide;
    }
    else {
        changes = source.changes;
        if (await isRepositoryRoot(root)) {
            const head = await commitOf(root, 'HEAD');
            const second = head ? await commitOf(root, 'HEAD^2') : undefined;
            if (second) {
                base = await commitOf(root, 'HEAD^1');
                prSide = second;
                headSha = second;
            }
            else {
                prSide = head;
                headSha = head;
            }
        }
    }
    const shallow = base !== undefined && (await gitText(root, ['rev-parse', '--is-shallow-repository'])) === 'true';
    const touched = (0,core_gates/* touchedAgents */.JX)(changes, config);
    const owners = new Map();
    const baseManifests = new Map();
    const headManifests = new Map();
    const maxBytes = Math.max(config.limits.manifestBytes, 64 * 1024);
    for (const agent of touched.agents.values()) {
        const manifestPath = `${agent.folder}/${manifest/* MANIFEST_FILE */.h1}`;
        const headText = await workingTreeManifest(root, agent.folder, maxBytes);
        if (headText !== undefined)
            headManifests.set(agent.id, headText);
        if (base === undefined)
            continue;
        const baseText = await (0,git/* gitShowFile */.g7)(root, base, manifestPath, maxBytes);
        if (baseText === undefined)
            continue;
        baseManifests.set(agent.id, baseText);
        const owner = shallow ? undefined : await (0,git/* gitFolderOwner */.iX)(root, base, agent.folder);
        owners.set(agent.id, owner ? (0,git/* identityKey */.US)(owner) : undefined);
    }
    const login = prSide ? (0,git/* identityKey */.US)(await (0,git/* gitCommitAuthor */.Vy)(root, prSide)) : 'unknown';
    return {
        changes,
        gateInput: { changes, author: { login, association }, config, owners, baseManifests, headManifests },
        reading: { ownersKnown: !shallow, baseKnown: base !== undefined },
        ...(headSha ? { headSha } : {}),
        ...(base ? { baseSha: base } : {}),
    };
}
function issue(path, rule, message, severity = 'error') {
    return {
        path: (0,sanitize/* truncate */.xv)(path, core_results/* RESULTS_CAPS */.Lm.path),
        line: 1,
        column: 1,
        severity,
        rule,
        message: (0,sanitize/* truncate */.xv)(message, core_results/* RESULTS_CAPS */.Lm.message),
    };
}
function describeGame(game, total) {
    const failure = game.failures[0];
    let what;
    if (failure)
        what = `${failure.agent} lost by ${failure.kind} (${(0,sanitize/* truncate */.xv)(failure.message, 200)})`;
    else if (game.ranks.every((r) => r === game.ranks[0]))
        what = `draw (${game.reason})`;
    else {
        const best = Math.min(...game.ranks);
        what = `${game.seats[game.ranks.indexOf(best)]} won (${game.reason})`;
    }
    return (0,sanitize/* sanitizeLine */.g$)(`game ${game.index + 1}/${total} seed ${game.seed}: ${what} in ${game.turns} turns`);
}
function capIssues(issues, max) {
    if (issues.length <= max)
        return issues;
    const kept = issues.slice(0, max - 1);
    kept.push(issue('.', 'too-many-issues', `${issues.length - kept.length} more findings not listed`, 'notice'));
    return kept;
}
async function runEvaluation(request) {
    const { root, config, change, log } = request;
    const now = request.now ?? new Date();
    const touched = (0,core_gates/* touchedAgents */.JX)(change.changes, config);
    const wanted = new Set(touched.agents.keys());
    const discovery = await (0,adapters_discovery/* discoverAgents */.eU)(root, config, { only: (tier, name) => wanted.has(`${tier}/${name}`), hash: true });
    const officials = await (0,adapters_discovery/* discoverAgents */.eU)(root, config, { only: (tier) => tier === 'official', hash: true });
    const removed = [];
    for (const agent of touched.agents.values()) {
        if (!(await (0,promises_.lstat)((0,external_node_path_.join)(root, agent.folder)).catch(() => undefined)))
            removed.push(agent);
    }
    const gates = evaluationGates(change.gateInput, change.reading);
    const top = [...gates.issues, ...discovery.issues];
    for (const r of removed)
        top.push(issue(r.folder, 'agent-removed', `${r.id} is removed by this change`, 'notice'));
    for (const r of removed)
        top.push(...(gates.agentIssues.get(r.id) ?? []));
    const maintainer = (0,core_gates/* isMaintainer */.t5)(change.gateInput.author.association);
    const untrustedOfficial = (a) => a.tier === 'official' && wanted.has(a.id) && !maintainer;
    const changed = new Map();
    for (const agent of discovery.agents) {
        const result = (0,validate.agentResult)(agent);
        const refused = untrustedOfficial(agent)
            ? [
                issue(agent.manifestPath, 'official-agent-not-maintainer', `${agent.id} is an official agent: only a maintainer (OWNER, MEMBER, COLLABORATOR) may change it, so it was not built or played. Submit your agent under ${config.agents.community}/ instead`),
            ]
            : [];
        changed.set(agent.id, {
            ...result,
            ...(refused.length > 0 ? { status: 'rejected' } : {}),
            issues: [...refused, ...result.issues, ...(gates.agentIssues.get(agent.id) ?? [])].slice(0, core_results/* RESULTS_CAPS */.Lm.issuesPerAgent),
            changed: true,
        });
    }
    const changedAgents = [...touched.agents.keys()].filter((id) => core_results/* AgentIdSchema */.Qp.safeParse(id).success).sort();
    log.line((0,sanitize/* sanitizeLine */.g$)(`changed: ${changedAgents.length === 0 ? 'no agents' : changedAgents.join(', ')}` +
        (change.headSha ? ` · head ${change.headSha.slice(0, 12)}` : '') +
        (change.baseSha ? ` · base ${change.baseSha.slice(0, 12)}` : '')));
    const valid = discovery.agents.filter((a) => changed.get(a.id).status === 'ok' && a.manifest);
    const referencePool = officials.agents.filter((a) => a.status === 'ok' && a.manifest && !untrustedOfficial(a));
    const asPlan = (a) => ({
        id: a.id,
        games: a.manifest.games,
        version: a.manifest.version,
        ...(a.treeHash ? { treeHash: a.treeHash } : {}),
    });
    const withheld = new Map(officials.agents.filter(untrustedOfficial).map((a) => [a.id, 'is changed by this pull request, whose author is not a maintainer']));
    const plan = planEvaluation(valid.map(asPlan), referencePool.map(asPlan), config, withheld);
    const notes = [...plan.notes];
    const byId = new Map([...referencePool, ...valid].map((a) => [a.id, a]));
    const plannedRefs = [...new Set(plan.pairings.map((p) => p.reference))];
    const needsDocker = [...valid, ...plannedRefs.map((id) => byId.get(id))].some((a) => a.manifest.entrypoint.type === 'docker');
    const cli = needsDocker ? (0,docker_cli/* createDockerCli */.FA)({ hostEnv: request.env }) : undefined;
    const runners = new runner_selection/* RunnerSet */.r({
        config,
        docker: {
            ...(cli ? { cli } : {}),
            ...(request.dockerLabels ? { labels: request.dockerLabels } : {}),
            log: (line) => log.line((0,sanitize/* sanitizeLine */.g$)(line)),
        },
    });
    const matches = [];
    const pictures = new Map();
    const referenceStatus = new Map();
    try {
        if (cli)
            await (0,docker_cli/* checkDockerEngine */.LT)(cli);
        const prepared = new Map();
        const buildLog = async (id, text) => {
            if (!request.out)
                return;
            await (0,promises_.mkdir)((0,external_node_path_.join)(request.out, 'logs', 'builds'), { recursive: true });
            await (0,promises_.writeFile)((0,external_node_path_.join)(request.out, 'logs', 'builds', `${(0,replay_files/* safeFileName */.Tx)(id)}.log`), `${(0,sanitize/* sanitizeText */.jZ)((0,sanitize/* redactSecrets */.fp)(text))}\n`);
        };
        const prepare = async (agent, onFailure) => {
            if (prepared.has(agent.id))
                return true;
            try {
                prepared.set(agent.id, await (0,runner_selection/* selectRunner */.v)({ id: agent.id, tier: agent.tier, dir: agent.dir, manifest: agent.manifest }, runners));
                return true;
            }
            catch (error) {
                if (!(error instanceof errors/* UserError */.yo))
                    throw error;
                const message = error.hint ? `${error.message}\nhint: ${error.hint}` : error.message;
                await buildLog(agent.id, message);
                onFailure(message);
                return false;
            }
        };
        for (const agent of [...discovery.agents].sort((a, b) => (a.id < b.id ? -1 : 1))) {
            await log.group(`${agent.id} ${agent.summary.version ?? ''}`.trim(), async () => {
                const result = changed.get(agent.id);
                log.line((0,sanitize/* sanitizeLine */.g$)(`${agent.id}: ${result.status}, ${result.issues.length} finding(s)`));
                for (const i of result.issues.slice(0, 20)) {
                    log.line((0,sanitize/* sanitizeLine */.g$)(`${i.path}:${i.line}:${i.column}: ${i.severity} ${i.rule}: ${(0,sanitize/* truncate */.xv)(i.message, 300)}`));
                }
                if (result.status !== 'ok' || !agent.manifest) {
                    log.line((0,sanitize/* sanitizeLine */.g$)(`${agent.id} is ${result.status}: it is not built and plays no game`));
                    return;
                }
                const ok = await prepare(agent, (message) => {
                    changed.set(agent.id, {
                        ...result,
                        status: 'build-failed',
                        issues: [...result.issues, issue(agent.manifestPath, 'build-failed', message)].slice(0, core_results/* RESULTS_CAPS */.Lm.issuesPerAgent),
                    });
                });
                log.line((0,sanitize/* sanitizeLine */.g$)(ok ? `${agent.id}: ready (${prepared.get(agent.id).runner.kind})` : `${agent.id}: build failed`));
            });
        }
        const runnable = plan.pairings.filter((p) => changed.get(p.agent)?.status === 'ok');
        for (const pairing of runnable) {
            const reference = byId.get(pairing.reference);
            if (!referenceStatus.has(reference.id)) {
                const ok = await prepare(reference, (message) => {
                    notes.push(`reference ${reference.id} could not be started, so it was not played: ${(0,sanitize/* truncate */.xv)(message, 500)}`);
                    referenceStatus.set(reference.id, { ...(0,validate.agentResult)(reference), status: 'build-failed', changed: false });
                });
                if (ok)
                    referenceStatus.set(reference.id, { ...(0,validate.agentResult)(reference), changed: false });
            }
            if (referenceStatus.get(reference.id).status !== 'ok')
                continue;
            const result = await playPairing(pairing, request, byId, prepared, pictures);
            if (result)
                matches.push(result);
        }
    }
    finally {
        await runners.close();
        cli?.dispose();
    }
    const changedResults = [...changed.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const conformance = changedResults
        .filter((a) => a.status === 'ok')
        .map((a) => agentConformance(a.id, matches, config.evaluation.maxFailureShare));
    const topIssues = capIssues(top, core_results/* RESULTS_CAPS */.Lm.topIssues);
    const verdict = evaluationVerdict({
        changed: changedResults,
        removed: removed.map((r) => r.id),
        issues: topIssues,
        conformance,
        maxFailureShare: config.evaluation.maxFailureShare,
        notes,
    });
    const references = [...referenceStatus.values()]
        .filter((r) => !changed.has(r.id))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const results = {
        schema: core_results/* RESULTS_SCHEMA_V1 */.fi,
        run: {
            mode: request.mode ?? 'evaluate',
            ...(change.headSha ? { headSha: change.headSha } : {}),
            ...(change.baseSha ? { baseSha: change.baseSha } : {}),
            createdAt: now.toISOString(),
            arenaVersion: version/* ARENA_VERSION */.R,
            ...(request.authoritative ? { authoritative: true } : {}),
        },
        agents: [...changedResults, ...references].slice(0, core_results/* RESULTS_CAPS */.Lm.agents),
        ...(topIssues.length > 0 ? { issues: topIssues } : {}),
        matches: matches.slice(0, core_results/* RESULTS_CAPS */.Lm.matches),
        ratings: [],
        verdict,
    };
    const document = (0,core_results/* serializeResults */.f5)(results);
    let resultsPath;
    if (request.out) {
        await (0,promises_.mkdir)(request.out, { recursive: true });
        resultsPath = (0,external_node_path_.join)(request.out, facts_file/* RESULTS_FILE */.yG);
        await (0,facts_file/* writeFileAtomic */.Zf)(resultsPath, document);
    }
    const summaryInput = { results, conformance, pictures, ...(request.filesHint ? { filesHint: request.filesHint } : {}) };
    return {
        results,
        ...(resultsPath ? { resultsPath } : {}),
        changedAgents,
        conformance,
        pictures,
        markdown: renderEvaluationMarkdown(summaryInput),
        text: renderEvaluationText(summaryInput),
    };
}
async function playPairing(pairing, request, byId, prepared, pictures) {
    const { config, log } = request;
    const settings = (0,plan/* matchSettings */.z4)(config, pairing.game);
    const agents = [pairing.agent, pairing.reference].map((id) => {
        const agent = byId.get(id);
        const { runner, launch } = prepared.get(id);
        return { id: id, version: agent.manifest.version, ...(agent.treeHash ? { treeHash: agent.treeHash } : {}), launch, runner };
    });
    const spec = {
        game: pairing.game,
        gameConfig: settings.gameConfig,
        agents,
        games: pairing.games,
        seed: pairing.seed,
        pairedSeats: config.evaluation.pairedSeats,
        time: settings.time,
        limits: settings.limits,
    };
    const title = `${pairing.agent} vs ${pairing.reference} · ${pairing.game} · ${pairing.games} game(s) · seed ${pairing.seed}`;
    return log.group(title, async () => {
        const outcome = await (0,run_match/* runMatch */.pd)(spec, {
            onGame: (g) => log.line(describeGame(g, pairing.games)),
            onVoid: (v) => log.line((0,sanitize/* sanitizeLine */.g$)(`game ${v.index + 1} attempt ${v.attempt + 1} void (${v.kind}): ${(0,sanitize/* truncate */.xv)(v.message, 300)}`)),
        });
        if (outcome.result.games.length === 0 && outcome.voided.some((v) => v.kind === 'infra')) {
            throw new errors/* InfraError */.Ri(`no game of ${pairing.agent} against ${pairing.reference} could be played: ${(0,sanitize/* sanitizeLine */.g$)((0,sanitize/* truncate */.xv)(outcome.voided[0].message, 500))}`);
        }
        if (outcome.stoppedEarly)
            log.line((0,sanitize/* sanitizeLine */.g$)(outcome.stoppedEarly));
        const seenKinds = new Set();
        let lossShown = false;
        for (const game of outcome.games) {
            const own = game.failures.find((f) => f.agent === pairing.agent);
            const seat = game.seats.indexOf(pairing.agent);
            const lostByRules = !own && game.failures.length === 0 && game.ranks.some((r, i) => i !== seat && r < game.ranks[seat]);
            const wanted = (own && !seenKinds.has(own.kind)) || (lostByRules && !lossShown);
            if (own)
                seenKinds.add(own.kind);
            if (lostByRules)
                lossShown = true;
            if (!wanted)
                continue;
            const picture = gamePicture(pairing.game, settings.gameConfig, game);
            if (picture)
                pictures.set(pictureKey(outcome.result.id, game.index), picture);
        }
        const result = request.out ? await (0,replay_files/* writeMatchFiles */.g3)(request.out, spec, outcome) : outcome.result;
        const s = result.summary[pairing.agent];
        log.line((0,sanitize/* sanitizeLine */.g$)(`${pairing.agent}: ${s?.wins ?? 0} won, ${s?.draws ?? 0} drawn, ${s?.losses ?? 0} lost against ${pairing.reference}`));
        return result;
    });
}
function parseAssociation(value) {
    if (value === undefined)
        return DEFAULT_CLI_ASSOCIATION;
    const upper = value.toUpperCase();
    if (!core_gates/* AUTHOR_ASSOCIATIONS */.Xg.includes(upper)) {
        throw new errors/* UserError */.yo(`--author-association must be one of ${core_gates/* AUTHOR_ASSOCIATIONS */.Xg.join(', ')}; got ${JSON.stringify((0,sanitize/* sanitizeLine */.g$)(value.slice(0, 40)))}`, 'maintainers (OWNER, MEMBER, COLLABORATOR) may change trusted paths and anyone’s agent');
    }
    return upper;
}
async function run(argv, io) {
    const { values } = (0,args/* parseFlags */.bQ)(argv, {
        root: { type: 'string' },
        changed: { type: 'string' },
        base: { type: 'string' },
        out: { type: 'string' },
        json: { type: 'boolean' },
        'author-association': { type: 'string' },
    }, USAGE);
    const rootFlag = (0,args/* stringFlag */.AM)(values.root);
    const root = (0,external_node_path_.resolve)(io.cwd, rootFlag ?? '.');
    if (!(await (0,promises_.stat)(root).catch(() => undefined))?.isDirectory()) {
        throw new errors/* UserError */.yo(`--root ${(0,sanitize/* sanitizeLine */.g$)(rootFlag ?? '.')}: no such folder`, 'give the root of an arena repository (the folder holding arena.yml and agents/)');
    }
    const changedFlag = (0,args/* stringFlag */.AM)(values.changed);
    const baseFlag = (0,args/* stringFlag */.AM)(values.base);
    if (changedFlag !== undefined && baseFlag !== undefined)
        throw new errors/* UserError */.yo('--changed and --base do not go together', `usage: ${USAGE}`);
    const association = parseAssociation((0,args/* stringFlag */.AM)(values['author-association']));
    const config = await (0,adapters_discovery/* loadArenaConfig */.IM)(root);
    let source;
    if (changedFlag !== undefined)
        source = { kind: 'list', changes: await (0,git/* readChangedList */.Hm)(changedFlag, io) };
    else if (baseFlag !== undefined)
        source = { kind: 'base', base: baseFlag };
    else {
        const second = (await isRepositoryRoot(root)) ? await commitOf(root, 'HEAD^2') : undefined;
        if (!second) {
            throw new errors/* UserError */.yo('say what changed: --base REF (e.g. --base origin/main) or --changed FILE (one path per line, - for stdin)', `usage: ${USAGE}`);
        }
        source = { kind: 'merge', commit: (await commitOf(root, 'HEAD')) };
    }
    const change = await collectChange(root, source, config, association);
    const outFlag = (0,args/* stringFlag */.AM)(values.out);
    const out = outFlag !== undefined ? (0,external_node_path_.resolve)(io.cwd, outFlag) : undefined;
    const outcome = await runEvaluation({
        root,
        config,
        change,
        ...(out ? { out, filesHint: out } : {}),
        env: io.env,
        log: {
            line: (text) => io.err(`  ${text}\n`),
            group: async (name, fn) => {
                io.err(`${(0,sanitize/* sanitizeLine */.g$)(name)}\n`);
                return fn();
            },
        },
    });
    io.err(`\n${outcome.text}`);
    if (values.json)
        io.out((0,core_results/* serializeResults */.f5)(outcome.results));
    else
        io.out(`${outcome.results.verdict.conclusion}\n`);
    return outcome.results.verdict.conclusion === 'failure' ? errors/* ExitCode */.yU.findings : errors/* ExitCode */.yU.ok;
}
const command = {
    name: 'evaluate',
    usage: USAGE,
    run,
};
async function readPullRequestEvent(path) {
    if (!path)
        throw new errors/* UserError */.yo('GITHUB_EVENT_PATH is not set', 'mode evaluate runs in a GitHub Actions job triggered by pull_request');
    let text;
    try {
        const info = await (0,promises_.stat)(path);
        if (info.size > EVENT_MAX_BYTES)
            throw new errors/* UserError */.yo(`the event payload is larger than ${EVENT_MAX_BYTES} bytes`);
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        if (error instanceof errors/* UserError */.yo)
            throw error;
        throw new errors/* UserError */.yo(`the event payload (GITHUB_EVENT_PATH) cannot be read: ${error.code ?? 'error'}`);
    }
    let payload;
    try {
        payload = JSON.parse(text);
    }
    catch {
        throw new errors/* UserError */.yo('the event payload (GITHUB_EVENT_PATH) is not JSON');
    }
    const pr = payload?.pull_request;
    if (!pr || typeof pr !== 'object')
        throw new errors/* UserError */.yo('the event payload has no pull_request', 'mode evaluate runs on pull_request events');
    const association = typeof pr.author_association === 'string' && core_gates/* AUTHOR_ASSOCIATIONS */.Xg.includes(pr.author_association)
        ? pr.author_association
        : 'NONE';
    const sha = pr.head?.sha;
    return { association, ...(typeof sha === 'string' && SHA.test(sha) ? { headSha: sha } : {}) };
}
async function runAction(inputs, io) {
    const env = io.env;
    const event = env.GITHUB_EVENT_NAME;
    if (event !== 'pull_request') {
        throw new errors/* UserError */.yo(`mode evaluate runs on pull_request events, not ${JSON.stringify((0,sanitize/* sanitizeLine */.g$)(String(event ?? '')).slice(0, 40))}`, 'use it in arena-pr.yml (on: pull_request); maintainers re-run a PR with mode maintainer-evaluate');
    }
    const sha = env.GITHUB_SHA ?? '';
    if (!SHA.test(sha))
        throw new errors/* UserError */.yo('GITHUB_SHA is not a commit sha', 'mode evaluate runs in a GitHub Actions job');
    const root = (0,external_node_path_.resolve)(env.GITHUB_WORKSPACE || process.cwd());
    const out = (0,external_node_path_.resolve)(root, inputs.resultsDir);
    const payload = await readPullRequestEvent(env.GITHUB_EVENT_PATH);
    const config = await (0,adapters_discovery/* loadArenaConfig */.IM)(root, inputs.config);
    const change = await collectChange(root, { kind: 'merge', commit: sha, ...(payload.headSha ? { prHeadSha: payload.headSha } : {}) }, config, payload.association);
    const outcome = await runEvaluation({
        root,
        config,
        change,
        out,
        env,
        filesHint: 'the arena-logs artifact of this workflow run',
        log: { line: (text) => io.info(text), group: (name, fn) => io.group((0,sanitize/* sanitizeLine */.g$)(name), fn) },
    });
    const { conclusion, reasons } = outcome.results.verdict;
    io.setOutput('results-path', outcome.resultsPath);
    io.setOutput('changed-agents', JSON.stringify(outcome.changedAgents));
    io.setOutput('conclusion', conclusion);
    const line = (0,sanitize/* sanitizeLine */.g$)(`Arena evaluation: ${conclusion} — ${(0,sanitize/* truncate */.xv)(reasons[0] ?? '', 500)}`);
    if (conclusion === 'failure')
        io.warning(line);
    else
        io.info(line);
    io.summary(outcome.markdown);
    await io.writeSummary();
}
const action = { name: 'evaluate', run: runAction };


/***/ })

};
