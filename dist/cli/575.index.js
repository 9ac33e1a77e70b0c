export const id = 575;
export const ids = [575];
export const modules = {

/***/ 9575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sD: () => (/* binding */ ROTATION_PAIRED_SEATS),
  y4: () => (/* binding */ SETUP_COMMAND),
  a1: () => (/* binding */ buildRotationPlan),
  fN: () => (/* binding */ makeRunId),
  uK: () => (/* binding */ parseShard),
  m3: () => (/* binding */ readPlan),
  _b: () => (/* binding */ shardMatrix),
  DK: () => (/* binding */ sliceShard)
});

// UNUSED EXPORTS: ExclusionSchema, PLAN_CAPS, PLAN_SCHEMA_V1, PlannedMatchSchema, RotationPlanSchema, SHARD_RESULTS_ESTIMATE, checkPlanFits, effectiveShards, eligibility, estimatedShardBytes, overfullShard, priorEstimate, shardAssignment, shardsThatFit

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/core/config.ts
var core_config = __webpack_require__(4489);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/match/plan.ts
var match_plan = __webpack_require__(9122);
// EXTERNAL MODULE: ./src/core/results.ts
var results = __webpack_require__(541);
// EXTERNAL MODULE: ./src/core/rating/facts.ts
var facts = __webpack_require__(6542);
// EXTERNAL MODULE: ./src/core/rating/random.ts
var rating_random = __webpack_require__(9486);
// EXTERNAL MODULE: ./src/core/rating/ratings.ts
var ratings = __webpack_require__(6539);
// EXTERNAL MODULE: ./src/core/games/registry.ts + 3 modules
var registry = __webpack_require__(1551);
;// CONCATENATED MODULE: ./src/core/rating/neighbours.ts


function swissRound(agents, estimates, tieSeed, rotation = 0) {
    const n = agents.length;
    if (n < 2)
        return [];
    const mu = (a) => (estimates.get(a.id) ?? { mu: ratings/* INITIAL_MU */.e$, sigma: ratings/* INITIAL_SIGMA */.Nv }).mu;
    const tie = (a) => (0,rating_random/* hashToUint32 */.pM)(['arena.swiss', tieSeed, a.id]);
    const order = agents.slice().sort((a, b) => mu(b) - mu(a) || tie(a) - tie(b) || (0,rating_random/* compareStrings */.Kt)(a.id, b.id));
    const offset = n > 2 && rotation % 2 === 1 ? 1 : 0;
    const used = new Array(n).fill(false);
    const pairs = [];
    for (let i = offset; i + 1 < n; i += 2) {
        used[i] = used[i + 1] = true;
        pairs.push([i, i + 1]);
    }
    const left = order.map((_, i) => i).filter((i) => !used[i]);
    while (left.length >= 2)
        pairs.push([left.shift(), left.shift()]);
    if (left.length === 1) {
        const lone = left[0];
        pairs.push(lone === 0 ? [0, 1] : [lone - 1, lone]);
    }
    return pairs.sort((x, y) => x[0] - y[0] || x[1] - y[1]).map(([i, j]) => [order[i], order[j]]);
}

;// CONCATENATED MODULE: ./src/core/rating/schedule.ts




function typicalTurns(game, config = {}) {
    const module = (0,registry/* findGame */.kf)(game);
    if (!module)
        return 100;
    try {
        return module.maxTurns(module.parseConfig({ ...config }));
    }
    catch {
        return 100;
    }
}
const EXPECTED_TURN_SHARE = 0.1;
function estimateGameMs(game, time, config = {}) {
    return Math.ceil(typicalTurns(game, config) * time.turnMs * EXPECTED_TURN_SHARE);
}
function estimateMatchMs(entrants, games) {
    return Math.min(entrants.matchCapMs, entrants.matchOverheadMs + games * entrants.gameMs);
}
const MAX_GAMES_PER_MATCH = 1000;
function matchIdFor(game, agents) {
    const id = [game, ...agents.map((a) => a.replace('/', '.'))].join(':');
    if (id.length <= 128)
        return id;
    return `${game.slice(0, 40)}:${(0,rating_random/* hashToUint32 */.pM)([game, ...agents])
        .toString(16)
        .padStart(8, '0')}`;
}
function pairKey(a, b) {
    return (0,rating_random/* compareStrings */.Kt)(a.id, b.id) <= 0 ? `${a.id} ${b.id}` : `${b.id} ${a.id}`;
}
function sortedPair(a, b) {
    return (0,rating_random/* compareStrings */.Kt)(a.id, b.id) <= 0 ? [a, b] : [b, a];
}
function toMatches(units, seed) {
    const byId = new Map();
    for (const u of units) {
        const [a, b] = sortedPair(u.a, u.b);
        const id = matchIdFor(u.game.game, [a.id, b.id]);
        const seen = byId.get(id);
        if (seen)
            seen.games += u.games;
        else
            byId.set(id, { unit: { ...u, a, b }, games: u.games });
    }
    return [...byId.entries()]
        .map(([id, { unit, games: total }]) => ({ id, unit, games: Math.min(total, MAX_GAMES_PER_MATCH) }))
        .map(({ id, unit, games }) => ({
        id,
        game: unit.game.game,
        agents: [unit.a.id, unit.b.id],
        versions: [unit.a.version, unit.b.version],
        games,
        seed: (0,rating_random/* hashToUint32 */.pM)(['arena.match', seed, id]),
        estimatedMs: estimateMatchMs(unit.game, games),
    }))
        .sort((x, y) => (0,rating_random/* compareStrings */.Kt)(x.id, y.id));
}
function minutesOf(matches, parallel, shards) {
    const total = matches.reduce((sum, m) => sum + m.estimatedMs, 0);
    return total / Math.max(1, parallel * shards) / 60_000;
}
function allPairs(entrants) {
    const agents = entrants.agents.slice().sort((a, b) => (0,rating_random/* compareStrings */.Kt)(a.id, b.id));
    const pairs = [];
    for (let i = 0; i < agents.length; i++)
        for (let j = i + 1; j < agents.length; j++)
            pairs.push([agents[i], agents[j]]);
    return pairs;
}
function prioritisedPairs(entrants, seed) {
    const random = (0,rating_random/* seededRandom */.Is)((0,rating_random/* hashToUint32 */.pM)(['arena.pairs', seed, entrants.game]));
    const pairs = (0,rating_random/* shuffled */.A4)(allPairs(entrants), random);
    const covered = new Set();
    const first = [];
    const rest = [];
    for (const pair of pairs) {
        if (!covered.has(pair[0].id) && !covered.has(pair[1].id)) {
            first.push(pair);
            covered.add(pair[0].id).add(pair[1].id);
        }
        else
            rest.push(pair);
    }
    for (const pair of rest.slice()) {
        if (covered.has(pair[0].id) && covered.has(pair[1].id))
            continue;
        first.push(pair);
        rest.splice(rest.indexOf(pair), 1);
        covered.add(pair[0].id).add(pair[1].id);
    }
    return [...first, ...rest];
}
function fitBudget(input) {
    const notes = [];
    const playable = input.entrants.filter((e) => e.agents.length >= 2);
    const ordered = new Map(playable.map((e) => [e.game, prioritisedPairs(e, input.seed)]));
    const fits = (perPairing, pairs) => {
        let games = 0;
        let ms = 0;
        for (const e of playable) {
            const n = pairs.get(e.game)?.length ?? 0;
            games += n * perPairing;
            ms += n * estimateMatchMs(e, perPairing);
        }
        return games <= input.budget.games && ms / Math.max(1, input.parallel * input.shards) / 60_000 <= input.budget.minutes;
    };
    const floor = Math.min(2, input.gamesPerPairing);
    let perPairing = input.gamesPerPairing;
    while (perPairing > floor && !fits(perPairing, ordered))
        perPairing -= input.gamesPerPairing % 2 === 0 && perPairing - 2 >= floor ? 2 : 1;
    if (perPairing < input.gamesPerPairing)
        notes.push(`budget: games per pairing cut from ${input.gamesPerPairing} to ${perPairing}`);
    if (fits(perPairing, ordered))
        return { perPairing, pairs: ordered, notes };
    const kept = new Map(playable.map((e) => [e.game, []]));
    const cursors = new Map(playable.map((e) => [e.game, 0]));
    let progress = true;
    while (progress) {
        progress = false;
        for (const e of playable) {
            const at = cursors.get(e.game);
            const pair = ordered.get(e.game)[at];
            if (!pair)
                continue;
            kept.get(e.game).push(pair);
            if (!fits(perPairing, kept)) {
                kept.get(e.game).pop();
                continue;
            }
            cursors.set(e.game, at + 1);
            progress = true;
        }
    }
    for (const e of playable) {
        const all = ordered.get(e.game).length;
        const n = kept.get(e.game).length;
        if (n < all)
            notes.push(`budget: ${e.game}: ${n} of ${all} pairings played`);
    }
    return { perPairing, pairs: kept, notes };
}
const BETA = 25 / 6;
function matchQuality(a, b) {
    const c2 = 2 * BETA ** 2 + a.sigma ** 2 + b.sigma ** 2;
    return Math.sqrt((2 * BETA ** 2) / c2) * Math.exp(-((a.mu - b.mu) ** 2) / (2 * c2));
}
function expectedGain(a, b, games) {
    let x = a;
    let y = b;
    for (let g = 0; g < games; g++) {
        const [nx, ny] = (0,ratings/* rateGame */.RA)([x, y], g % 2 === 0 ? [1, 2] : [2, 1]);
        x = { mu: x.mu, sigma: nx.sigma };
        y = { mu: y.mu, sigma: ny.sigma };
    }
    const reduction = a.sigma ** 2 + b.sigma ** 2 - x.sigma ** 2 - y.sigma ** 2;
    return { gain: reduction * matchQuality(a, b), a: x, b: y };
}
function uncertaintyUnits(agents, estimates, units, unitGames, tieSeed, start = []) {
    const state = new Map(agents.map((a) => [a.id, estimates.get(a.id) ?? { mu: ratings/* INITIAL_MU */.e$, sigma: ratings/* INITIAL_SIGMA */.Nv }]));
    const tie = (a, b) => (0,rating_random/* hashToUint32 */.pM)(['arena.tie', tieSeed, pairKey(a, b)]);
    const picked = [];
    const played = new Set();
    const best = (candidates) => {
        let choice;
        for (const pair of candidates) {
            const g = expectedGain(state.get(pair[0].id), state.get(pair[1].id), unitGames);
            const t = tie(pair[0], pair[1]);
            if (!choice || g.gain > choice.gain + 1e-12 || (Math.abs(g.gain - choice.gain) <= 1e-12 && t < choice.tie)) {
                choice = { pair, gain: g.gain, tie: t, a: g.a, b: g.b };
            }
        }
        return choice;
    };
    const take = (choice) => {
        picked.push(sortedPair(choice.pair[0], choice.pair[1]));
        state.set(choice.pair[0].id, choice.a);
        state.set(choice.pair[1].id, choice.b);
        played.add(choice.pair[0].id).add(choice.pair[1].id);
    };
    for (const [a, b] of start) {
        const g = expectedGain(state.get(a.id), state.get(b.id), unitGames);
        take({ pair: [a, b], gain: g.gain, tie: 0, a: g.a, b: g.b });
    }
    const bySigma = agents
        .slice()
        .sort((a, b) => state.get(b.id).sigma - state.get(a.id).sigma || tie(a, a) - tie(b, b) || (0,rating_random/* compareStrings */.Kt)(a.id, b.id));
    for (const agent of bySigma) {
        if (picked.length >= units)
            break;
        if (played.has(agent.id))
            continue;
        const others = agents.filter((o) => o.id !== agent.id);
        if (others.length === 0)
            break;
        take(best(others.map((o) => [agent, o])));
    }
    const pairs = allPairs({ game: '', agents, gameMs: 0, matchOverheadMs: 0, matchCapMs: 0 });
    while (picked.length < units && pairs.length > 0)
        take(best(pairs));
    return picked;
}
function groupMatches(entrants, seats, games, seed) {
    const agents = entrants.agents.slice().sort((a, b) => (0,rating_random/* compareStrings */.Kt)(a.id, b.id));
    if (agents.length < seats)
        return [];
    const perGroup = Math.min(MAX_GAMES_PER_MATCH, Math.ceil(Math.max(games, 1) / seats) * seats);
    const rounds = Math.max(1, Math.ceil((agents.length - 1) / (seats - 1)));
    const seen = new Set();
    const out = [];
    for (let round = 0; round < rounds; round++) {
        const order = (0,rating_random/* shuffled */.A4)(agents, (0,rating_random/* seededRandom */.Is)((0,rating_random/* hashToUint32 */.pM)(['arena.groups', seed, entrants.game, round])));
        const groups = [];
        for (let i = 0; i < order.length; i += seats) {
            const group = order.slice(i, i + seats);
            for (const extra of order) {
                if (group.length >= seats)
                    break;
                if (!group.includes(extra))
                    group.push(extra);
            }
            groups.push(group);
        }
        const matches = [];
        for (const group of groups) {
            const sorted = group.slice().sort((a, b) => (0,rating_random/* compareStrings */.Kt)(a.id, b.id));
            let id = matchIdFor(entrants.game, sorted.map((a) => a.id));
            if (seen.has(id))
                id = matchIdFor(`${entrants.game}.r${round}`, sorted.map((a) => a.id));
            if (seen.has(id))
                continue;
            seen.add(id);
            matches.push({
                id,
                game: entrants.game,
                agents: sorted.map((a) => a.id),
                versions: sorted.map((a) => a.version),
                games: perGroup,
                seed: (0,rating_random/* hashToUint32 */.pM)(['arena.match', seed, id]),
                estimatedMs: estimateMatchMs(entrants, perGroup),
            });
        }
        out.push(matches);
    }
    return out;
}
function planSchedule(input) {
    const pairGames = input.entrants.filter((e) => (e.seats ?? 2) <= 2);
    const groupGames = input.entrants.filter((e) => (e.seats ?? 2) > 2);
    const sized = fitBudget({ ...input, entrants: pairGames });
    const units = [];
    for (const entrants of pairGames) {
        if (entrants.agents.length < 2)
            continue;
        const pairs = sized.pairs.get(entrants.game) ?? [];
        if (input.kind === 'round-robin') {
            for (const [a, b] of pairs)
                units.push({ game: entrants, a, b, games: sized.perPairing });
            continue;
        }
        const unitGames = Math.min(2, sized.perPairing);
        const total = pairs.length * sized.perPairing;
        const estimates = new Map();
        for (const agent of entrants.agents) {
            const e = input.estimate?.(entrants.game, agent);
            if (e)
                estimates.set(agent.id, e);
        }
        const count = Math.floor(total / unitGames);
        const tieSeed = (0,rating_random/* hashToUint32 */.pM)([input.seed, entrants.game]);
        const first = swissRound(entrants.agents, estimates, tieSeed, input.rotationsSoFar?.(entrants.game) ?? 0).slice(0, count);
        const chosen = first.length < count ? uncertaintyUnits(entrants.agents, estimates, count, unitGames, tieSeed, first) : first;
        for (const [a, b] of chosen)
            units.push({ game: entrants, a, b, games: unitGames });
    }
    const matches = toMatches(units, input.seed);
    const notes = [...sized.notes];
    let games = matches.reduce((sum, m) => sum + m.games, 0);
    for (const entrants of groupGames) {
        const seats = entrants.seats;
        if (input.kind === 'uncertainty')
            notes.push(`${entrants.game}: ${seats} seats per match, so it is scheduled in rounds of groups`);
        const rounds = groupMatches(entrants, seats, input.gamesPerPairing, input.seed);
        if (rounds.length === 0 && entrants.agents.length >= 2)
            notes.push(`${entrants.game}: ${seats} seats per match need ${seats} eligible agents`);
        let kept = 0;
        for (const round of rounds) {
            const add = round.reduce((sum, m) => sum + m.games, 0);
            const trial = [...matches, ...round];
            if (kept > 0 && (games + add > input.budget.games || minutesOf(trial, input.parallel, input.shards) > input.budget.minutes))
                break;
            matches.push(...round);
            games += add;
            kept++;
        }
        if (kept < rounds.length)
            notes.push(`budget: ${entrants.game}: ${kept} of ${rounds.length} rounds of groups played`);
    }
    matches.sort((x, y) => (0,rating_random/* compareStrings */.Kt)(x.id, y.id));
    return {
        matches,
        games: matches.reduce((sum, m) => sum + m.games, 0),
        estimatedMinutes: minutesOf(matches, input.parallel, input.shards),
        notes,
    };
}

// EXTERNAL MODULE: ./src/core/rating/quarantine.ts
var rating_quarantine = __webpack_require__(766);
;// CONCATENATED MODULE: ./src/core/rating/plan.ts










const PLAN_SCHEMA_V1 = 'arena.plan/v1';
const ROTATION_PAIRED_SEATS = true;
const PLAN_CAPS = {
    matches: 20_000,
    documentBytes: 32 * 1024 * 1024,
};
const AgentId = schemas/* string */.YjP()
    .max(64)
    .regex(/^(official|community)\/[a-z0-9][a-z0-9-]{0,38}$/);
const Text = (max) => schemas/* string */.YjP().max(max);
const PlannedMatchSchema = schemas/* strictObject */.rej({
    id: schemas/* string */.YjP().regex(/^[A-Za-z0-9._:-]{1,128}$/),
    game: schemas/* string */.YjP().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
    agents: schemas/* array */.YOg(AgentId).min(2).max(16),
    versions: schemas/* array */.YOg(Text(64)).min(2).max(16),
    games: schemas/* int */.Whr().min(1).max(1000),
    seed: schemas/* int */.Whr().min(0).max(0xffffffff),
    estimatedMs: schemas/* number */.aig().min(0),
});
const ExclusionSchema = schemas/* strictObject */.rej({
    agent: AgentId,
    version: Text(64),
    kind: schemas/* enum */.k5n(['quarantined', 'skipped', 'not-valid']),
    reason: Text(1024),
    fix: Text(1024),
});
const RotationPlanSchema = schemas/* strictObject */.rej({
    schema: schemas/* literal */.euz(PLAN_SCHEMA_V1),
    runId: facts/* RunIdSchema */.Iz,
    seed: schemas/* int */.Whr().min(0).max(0xffffffff),
    schedule: schemas/* enum */.k5n(['round-robin', 'uncertainty']),
    shards: schemas/* int */.Whr().min(1).max(256),
    budget: schemas/* strictObject */.rej({ games: schemas/* int */.Whr().min(1), minutes: schemas/* int */.Whr().min(1) }),
    estimate: schemas/* strictObject */.rej({ games: schemas/* int */.Whr().min(0), minutes: schemas/* number */.aig().min(0) }),
    entrants: schemas/* array */.YOg(schemas/* strictObject */.rej({ game: Text(64), agents: schemas/* array */.YOg(schemas/* strictObject */.rej({ id: AgentId, version: Text(64) })).max(1000) }))
        .max(64),
    excluded: schemas/* array */.YOg(ExclusionSchema).max(1000),
    notes: schemas/* array */.YOg(Text(1024)).max(100),
    matches: schemas/* array */.YOg(PlannedMatchSchema).max(PLAN_CAPS.matches),
});
function readPlan(text, file = 'arena-plan.json') {
    if (Buffer.byteLength(text, 'utf8') > PLAN_CAPS.documentBytes) {
        throw new errors/* UserError */.yo(`${file}: larger than ${PLAN_CAPS.documentBytes} bytes`, 'pass the arena-plan.json written by `arena rotation --plan --out DIR`');
    }
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        throw new errors/* UserError */.yo(`${file}: not valid JSON`, 'pass the arena-plan.json written by `arena rotation --plan --out DIR`');
    }
    const parsed = RotationPlanSchema.safeParse(raw);
    if (!parsed.success) {
        const first = parsed.error.issues[0];
        throw new errors/* UserError */.yo(`${file}: not an ${PLAN_SCHEMA_V1} plan: ${first ? `${first.path.map(String).join('.')}: ${first.message}` : 'invalid'}`, 'pass the arena-plan.json written by `arena rotation --plan --out DIR`');
    }
    return parsed.data;
}
function makeRunId(now, seed) {
    const stamp = now
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, '');
    return `${stamp}-${(seed >>> 0).toString(16).padStart(8, '0')}`;
}
function parseShard(text) {
    const m = /^(\d{1,4})\/(\d{1,4})$/.exec(text.trim());
    const index = Number(m?.[1]);
    const count = Number(m?.[2]);
    if (!m || index < 1 || count < 1 || index > count || count > 256) {
        throw new errors/* UserError */.yo(`--shard must be I/N with 1 ≤ I ≤ N ≤ 256, e.g. 2/4; got ${JSON.stringify(text.slice(0, 20))}`);
    }
    return { index, count };
}
function shardAssignment(matches, count) {
    const shards = Array.from({ length: count }, () => []);
    const load = new Array(count).fill(0);
    const order = matches.slice().sort((a, b) => b.estimatedMs - a.estimatedMs || (0,rating_random/* compareStrings */.Kt)(a.id, b.id));
    for (const m of order) {
        let target = 0;
        for (let i = 1; i < count; i++)
            if (load[i] < load[target])
                target = i;
        shards[target].push(m);
        load[target] += m.estimatedMs;
    }
    for (const s of shards)
        s.sort((a, b) => (0,rating_random/* compareStrings */.Kt)(a.id, b.id));
    return shards;
}
function sliceShard(plan, index, count) {
    if (index < 1 || index > count)
        throw new errors/* UserError */.yo(`shard ${index}/${count} does not exist`);
    return shardAssignment(plan.matches, count)[index - 1];
}
function effectiveShards(requested, matches) {
    return Math.max(1, Math.min(requested, matches));
}
function shardMatrix(shards) {
    return { shard: Array.from({ length: shards }, (_, i) => `${i + 1}/${shards}`) };
}
const SHARD_RESULTS_ESTIMATE = {
    maxMatches: results/* RESULTS_CAPS */.Lm.matches,
    maxBytes: results/* RESULTS_CAPS */.Lm.documentBytes,
    fixedBytes: 1024 * 1024,
    bytesPerMatch: 2048,
    bytesPerGame: 2048,
};
function estimatedShardBytes(matches) {
    const e = SHARD_RESULTS_ESTIMATE;
    return e.fixedBytes + matches.reduce((sum, m) => sum + e.bytesPerMatch + m.games * e.bytesPerGame, 0);
}
function overfullShard(matches, count) {
    const slices = shardAssignment(matches, count);
    for (const [i, slice] of slices.entries()) {
        const bytes = estimatedShardBytes(slice);
        if (slice.length > SHARD_RESULTS_ESTIMATE.maxMatches || bytes > SHARD_RESULTS_ESTIMATE.maxBytes) {
            return { index: i + 1, matches: slice.length, games: slice.reduce((s, m) => s + m.games, 0), bytes };
        }
    }
    return undefined;
}
function shardsThatFit(matches, from) {
    const e = SHARD_RESULTS_ESTIMATE;
    const variable = estimatedShardBytes(matches) - e.fixedBytes;
    const bound = Math.max(from, Math.ceil(matches.length / e.maxMatches), Math.ceil(variable / Math.max(1, e.maxBytes - e.fixedBytes)));
    for (let count = bound; count <= Math.min(256, bound + 16); count++) {
        if (!overfullShard(matches, count))
            return count;
    }
    return undefined;
}
function mib(bytes) {
    return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}
function checkPlanFits(plan, settings) {
    const lower = `lower rotation.budget.games (now ${settings.games}) or rotation.gamesPerPairing (now ${settings.gamesPerPairing}) in arena.yml, or rotate one game at a time`;
    if (plan.matches.length > PLAN_CAPS.matches) {
        throw new errors/* UserError */.yo(`the rotation plan has ${plan.matches.length} matches; a plan holds at most ${PLAN_CAPS.matches}`, lower);
    }
    const full = overfullShard(plan.matches, plan.shards);
    if (!full)
        return;
    const fits = shardsThatFit(plan.matches, plan.shards + 1);
    throw new errors/* UserError */.yo(`the rotation plan gives shard ${full.index}/${plan.shards} ${full.matches} matches (${full.games} games, about ${mib(full.bytes)} of results); one shard's results document holds at most ${SHARD_RESULTS_ESTIMATE.maxMatches} matches and ${mib(SHARD_RESULTS_ESTIMATE.maxBytes)}`, fits !== undefined
        ? `raise rotation.shards in arena.yml (or the workflow's shards input) to at least ${fits}, or ${lower}`
        : `no shard count up to 256 fits: ${lower}`);
}
const SETUP_COMMAND = 'npm run setup';
function eligibility(agents, offered, options) {
    const excluded = [];
    const games = options.game ? offered.filter((g) => g === options.game) : offered.slice();
    const playing = new Map(games.map((g) => [g, []]));
    for (const agent of agents.slice().sort((a, b) => (0,rating_random/* compareStrings */.Kt)(a.id, b.id))) {
        if (agent.tier === 'local')
            continue;
        if (agent.status !== 'ok') {
            if (agent.status !== 'skipped') {
                excluded.push({
                    agent: agent.id,
                    version: agent.version,
                    kind: 'not-valid',
                    reason: `its validation status is ${agent.status}`,
                    fix: 'run `arena validate` and fix what it reports',
                });
            }
            continue;
        }
        const q = options.quarantine?.get(`${agent.id}@${agent.version}`);
        if (q?.quarantined) {
            excluded.push({
                agent: agent.id,
                version: agent.version,
                kind: 'quarantined',
                reason: q.reason ?? 'quarantined',
                fix: q.recovery ?? '',
            });
            continue;
        }
        if (agent.entrypoint === 'docker' && !options.dockerAvailable) {
            excluded.push({
                agent: agent.id,
                version: agent.version,
                kind: 'skipped',
                reason: 'a docker agent, and no Docker engine answers',
                fix: `run \`${SETUP_COMMAND}\` (installs/starts Docker and builds the agent images), then run the rotation again`,
            });
            continue;
        }
        for (const g of agent.games ?? [])
            playing.get(g)?.push({ id: agent.id, version: agent.version });
    }
    return { entrants: games.map((game) => ({ game, agents: playing.get(game) })), excluded };
}
function priorEstimate(table, game, agent) {
    const latest = (0,ratings/* estimatesByAgent */.C3)(table, game).get(agent.id);
    if (!latest)
        return undefined;
    if (latest.version === agent.version || latest.pinned)
        return { mu: latest.mu, sigma: latest.sigma };
    return { mu: latest.mu, sigma: ratings/* INITIAL_SIGMA */.Nv };
}
function buildRotationPlan(request) {
    const { config } = request;
    const rotation = config.rotation;
    const policy = rotation.quarantine;
    const quarantine = (0,rating_quarantine/* quarantined */.bY)(request.facts, policy);
    const offered = (0,core_config/* offeredGames */.HU)(config);
    if (request.game !== undefined && !offered.includes(request.game)) {
        throw new errors/* UserError */.yo(`this arena does not offer the game ${JSON.stringify(request.game.slice(0, 64))}`, `games: ${offered.join(', ')}`);
    }
    const chosen = eligibility(request.agents, offered, {
        quarantine,
        dockerAvailable: request.dockerAvailable,
        ...(request.game !== undefined ? { game: request.game } : {}),
    });
    const kind = request.schedule ?? rotation.schedule;
    const table = kind === 'uncertainty' ? (0,ratings/* computeRatings */.aG)(request.facts, { anchors: rotation.anchors }) : undefined;
    const entrants = chosen.entrants.map((e) => {
        const settings = (0,core_config/* gameSettings */.aT)(config, e.game);
        return {
            game: e.game,
            agents: e.agents,
            gameMs: estimateGameMs(e.game, settings.time, settings.config),
            matchOverheadMs: Math.ceil(settings.time.startupMs * EXPECTED_TURN_SHARE),
            matchCapMs: settings.time.matchMs,
            seats: (0,match_plan/* seatsFor */.IN)(config, e.game),
        };
    });
    const requestedShards = request.shards ?? rotation.shards;
    const schedule = planSchedule({
        kind,
        entrants,
        gamesPerPairing: request.gamesPerPairing ?? rotation.gamesPerPairing,
        budget: rotation.budget,
        parallel: rotation.parallel,
        shards: requestedShards,
        seed: request.seed,
        ...(table
            ? {
                estimate: (game, agent) => priorEstimate(table, game, agent),
                rotationsSoFar: (game) => table.history.filter((h) => h.game === game).length,
            }
            : {}),
    });
    const notes = [...schedule.notes];
    for (const e of chosen.entrants) {
        if (e.agents.length < 2)
            notes.push(`${e.game}: ${e.agents.length} eligible agent${e.agents.length === 1 ? '' : 's'}, no match to play`);
    }
    const shards = effectiveShards(requestedShards, schedule.matches.length);
    checkPlanFits({ matches: schedule.matches, shards }, { games: rotation.budget.games, gamesPerPairing: request.gamesPerPairing ?? rotation.gamesPerPairing });
    const plan = {
        schema: PLAN_SCHEMA_V1,
        runId: request.runId,
        seed: request.seed >>> 0,
        schedule: kind,
        shards,
        budget: { games: rotation.budget.games, minutes: rotation.budget.minutes },
        estimate: { games: schedule.games, minutes: Math.round(schedule.estimatedMinutes * 10) / 10 },
        entrants: chosen.entrants,
        excluded: chosen.excluded,
        notes,
        matches: schedule.matches,
    };
    const bytes = Buffer.byteLength(`${JSON.stringify(plan, null, 2)}\n`, 'utf8');
    if (bytes > PLAN_CAPS.documentBytes) {
        throw new errors/* UserError */.yo(`the rotation plan would be ${mib(bytes)}; a plan file holds at most ${mib(PLAN_CAPS.documentBytes)}`, `lower rotation.budget.games (now ${rotation.budget.games}) in arena.yml, or rotate one game at a time`);
    }
    return plan;
}


/***/ })

};
