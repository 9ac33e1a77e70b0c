// Nim for 2–6 players, turn-based: a pile of stones; on your turn take 1, 2 or 3; whoever takes the
// last stone wins (rank 1), everyone else shares rank 2. The pile size comes from the seed, so the
// same seed is always the same game. A game module for Arena (docs/games.md): pure rules, no
// imports, no clock, no Math.random.

function pileFor(seed) {
  // a small integer hash of the seed: 15–30 stones
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return 15 + (((h ^ (h >>> 16)) >>> 0) % 16);
}

export default {
  name: 'nim',
  rulesVersion: '1',
  players: { min: 2, max: 6 },
  kind: 'turn-based',

  parseConfig(config) {
    const keys = Object.keys(config);
    if (keys.length > 0) throw new Error(`nim has no options; remove ${keys.join(', ')}`);
    return {};
  },

  maxTurns() {
    return 30;
  },

  setup(seed, players) {
    return { pile: pileFor(seed), players, next: 0, taken: [], winner: null };
  },

  toMove(state) {
    return state.winner === null ? [state.next] : [];
  },

  observe(state, seat) {
    return { pile: state.pile, you: seat, players: state.players, taken: state.taken };
  },

  legalActions(state, seat) {
    if (state.winner !== null || seat !== state.next) return [];
    return [1, 2, 3].filter((n) => n <= state.pile);
  },

  validate(state, seat, action) {
    if (state.winner !== null) return { ok: false, reason: 'the game is over' };
    if (seat !== state.next) return { ok: false, reason: `it is seat ${state.next}'s turn` };
    if (action !== 1 && action !== 2 && action !== 3) return { ok: false, reason: 'take 1, 2 or 3 stones' };
    if (action > state.pile) return { ok: false, reason: `only ${state.pile} stones are left` };
    return { ok: true, action };
  },

  apply(state, actions) {
    const n = actions.get(state.next);
    const pile = state.pile - n;
    return {
      pile,
      players: state.players,
      next: (state.next + 1) % state.players,
      taken: [...state.taken, n],
      winner: pile === 0 ? state.next : null,
    };
  },

  result(state) {
    if (state.winner === null) return null;
    return {
      ranks: Array.from({ length: state.players }, (_, seat) => (seat === state.winner ? 1 : 2)),
      reason: 'last-stone',
    };
  },

  render(state) {
    const moves = state.taken.map((n, i) => `seat ${i % state.players} took ${n}`).join('\n');
    return `${moves}\n${state.pile} stones left${state.winner === null ? '' : `; seat ${state.winner} took the last stone`}`;
  },
};
