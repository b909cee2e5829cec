/**
 * An independent check of a Dutch pairing on small fields: every bracket is
 * re-paired by brute force, each candidate scored on C4–C21 exactly as C.04.3
 * Art. 2 words them (not through the engine's criteria table or its weights),
 * and the engine's candidate must score the best. The Art. 4 order among equally
 * good candidates is not checked here (the fixtures and the two routes cover it).
 *
 * The brackets are the engine's own: its downfloaters become the MDPs of the next
 * bracket, so each bracket is judged on the players the engine brought to it.
 */
import { absoluteColourClash, colourOutcome } from '../../../src/core/dutch/colour';
import { playerStates } from '../../../src/core/dutch/player-state';
import { maxWeightMatching, type WeightedEdge } from '../../../src/core/matching/max-weight-matching';
import type { RoundPairing, Tournament } from '../../../src/core/model';

/** One point in tenths: a downfloater's score difference is taken one point below its bracket (A.8). */
const ONE_POINT = 10;

type Score = readonly (number | readonly number[])[];

interface Candidate {
  readonly pairs: readonly (readonly [number, number])[];
  readonly downfloaters: readonly number[];
}

/**
 * Returns a description of the first bracket where the engine's pairing is not
 * the best by C4–C21, or null when every bracket is. The search is exponential:
 * brackets of more than `maxBracket` players (or whose next bracket could be
 * larger) are not judged, only passed through.
 */
export function bruteForceCheck(tournament: Tournament, round: number, pairing: RoundPairing, maxBracket = 10): string | null {
  const states = playerStates(tournament, round);
  const paired = new Set([...pairing.boards.flatMap((b) => [b.white, b.black])]);
  const pab = pairing.byes.find((b) => b.kind === 'pairing-allocated')?.player ?? null;
  if (pab !== null) paired.add(pab);
  const players = [...paired].map((n) => states.get(n)!).sort((a, b) => b.score - a.score || a.startNumber - b.startNumber);
  const index = new Map(players.map((p, k) => [p.startNumber, k]));
  const partner = new Map<number, number>();
  for (const b of pairing.boards) {
    partner.set(index.get(b.white)!, index.get(b.black)!);
    partner.set(index.get(b.black)!, index.get(b.white)!);
  }
  const forbidden = new Set((tournament.forbiddenPairs ?? []).map(([a, b]) => `${Math.min(a, b)}:${Math.max(a, b)}`));
  const compatible = (i: number, j: number): boolean => {
    const a = players[i]!;
    const b = players[j]!;
    return !a.opponents.has(b.startNumber) && !forbidden.has(`${Math.min(a.startNumber, b.startNumber)}:${Math.max(a.startNumber, b.startNumber)}`) && !absoluteColourClash(a, b);
  };
  const n = players.length;
  const byeNeeded = n % 2 === 1;
  const completable = completion(compatible);
  // C5: the lowest score at which someone eligible can take the PAB with everyone else paired.
  let pabScore: number | null = null;
  if (byeNeeded) {
    const all = players.map((_, k) => k);
    const scores = [...new Set(players.filter((p) => p.canReceivePairingAllocatedBye).map((p) => p.score))].sort((a, b) => a - b);
    pabScore = scores.find((s) => completable(all, (k) => players[k]!.canReceivePairingAllocatedBye && players[k]!.score === s)) ?? null;
  }
  const takesBye = (k: number): boolean => byeNeeded && players[k]!.canReceivePairingAllocatedBye && players[k]!.score === pabScore;

  const groups: number[][] = [];
  players.forEach((p, k) => {
    const last = groups[groups.length - 1];
    if (last !== undefined && players[last[0]!]!.score === p.score) last.push(k);
    else groups.push([k]);
  });
  let limbo: number[] = [];
  for (let g = 0; g < groups.length; g++) {
    const members = [...limbo, ...groups[g]!].sort((a, b) => a - b);
    const mdps = new Set(limbo);
    const below = groups.slice(g + 1).flat();
    const inBracket = new Set(members);
    const engine: Candidate = {
      pairs: members.filter((x) => inBracket.has(partner.get(x) ?? -1) && x < partner.get(x)!).map((x) => [x, partner.get(x)!] as const),
      downfloaters: members.filter((x) => !inBracket.has(partner.get(x) ?? -1)),
    };
    const score = (c: Candidate): Score | null => {
      // C4 (with C5): the players below, the downfloaters included, can all be paired.
      if (!completable([...c.downfloaters, ...below], takesBye)) return null;
      const next = groups[g + 1];
      return [
        c.downfloaters.length, // C6
        descending(c.downfloaters.map((x) => players[x]!.score)), // C7
        next === undefined ? [] : nextBracketBest(c.downfloaters, next, groups.slice(g + 2).flat()), // C8
        pabAssigneeUnplayed(c.downfloaters, below), // C9
        ...qualityCounts(c, members, mdps), // C10–C21
      ];
    };
    /**
     * C9, for a bracket that drops exactly one player who can take the PAB (the
     * others below still pairable): that player's unplayed games. A single
     * downfloater who cannot take it counts as worse than any who can.
     */
    const pabAssigneeUnplayed = (downfloaters: readonly number[], below: readonly number[]): number => {
      if (!byeNeeded || downfloaters.length !== 1) return 0;
      const x = downfloaters[0]!;
      return takesBye(x) && completable(below, () => false) ? players[x]!.unplayedRounds : Infinity;
    };
    /** C8: the best C6 and C7 the next bracket can reach with these downfloaters. */
    const lookahead = new Map<string, readonly number[]>();
    const nextBracketBest = (downfloaters: readonly number[], next: readonly number[], rest: readonly number[]): readonly number[] => {
      const key = downfloaters.join(',');
      const known = lookahead.get(key);
      if (known !== undefined) return known;
      const bracket = [...downfloaters, ...next].sort((a, b) => a - b);
      let best: readonly number[] | null = null;
      for (const c of candidates(bracket, compatible, best === null ? Infinity : best[0]!)) {
        if (best !== null && c.downfloaters.length > best[0]!) continue;
        if (!completable([...c.downfloaters, ...rest], takesBye)) continue;
        const value = [c.downfloaters.length, ...descending(c.downfloaters.map((x) => players[x]!.score))];
        if (best === null || compare(value, best) < 0) best = value;
      }
      const result = best ?? [Infinity];
      lookahead.set(key, result);
      return result;
    };
    const nextSize = groups[g + 1] === undefined ? 0 : members.length + groups[g + 1]!.length;
    if (members.length > maxBracket || nextSize > maxBracket + 2) {
      limbo = engine.downfloaters.filter((x) => partner.has(x));
      continue;
    }
    const engineScore = score(engine);
    const label = (c: Candidate): string =>
      c.pairs.map(([a, b]) => `${players[a]!.startNumber}-${players[b]!.startNumber}`).join(' ') +
      ` | down ${c.downfloaters.map((x) => players[x]!.startNumber).join(',')}`;
    if (engineScore === null) return `bracket ${g + 1}: the engine's candidate (${label(engine)}) breaks completion`;
    for (const c of candidates(members, compatible, engine.downfloaters.length)) {
      const s = score(c);
      if (s !== null && compare(s, engineScore) < 0) {
        return `bracket ${g + 1} (${members.map((x) => players[x]!.startNumber).join(',')}): ${label(c)} beats the engine's ${label(engine)}: ${JSON.stringify(s)} < ${JSON.stringify(engineScore)}`;
      }
    }
    limbo = engine.downfloaters.filter((x) => partner.has(x));
  }
  return null;

  /** C10–C21 for a candidate, each to be minimised. */
  function qualityCounts(c: Candidate, members: readonly number[], mdps: ReadonlySet<number>): Score {
    const initial = tournament.initialColour ?? 'white';
    const lowest = Math.min(...members.map((x) => players[x]!.score));
    let c10 = 0;
    let c11 = 0;
    let c12 = 0;
    let c13 = 0;
    const upfloatAgain = [0, 0];
    const downDifferences: number[][] = [[], []];
    const upDifferences: number[][] = [[], []];
    for (const [a, b] of c.pairs) {
      const o = colourOutcome(players[a]!, players[b]!, initial);
      c10 += o.topscorerColourImbalance;
      c11 += o.topscorerColourStreak;
      c12 += o.preferenceNotGranted;
      c13 += o.strongPreferenceNotGranted;
      const [high, low] = players[a]!.score >= players[b]!.score ? [a, b] : [b, a];
      const difference = players[high]!.score - players[low]!.score;
      if (difference === 0 || !mdps.has(high)) continue;
      for (const back of [0, 1]) {
        // C15/C17, C19/C21: the MDP's opponent upfloats again. C18/C20: the MDP downfloats again.
        if (players[low]!.floats[back] === 'up') {
          upfloatAgain[back]!++;
          upDifferences[back]!.push(difference);
        }
        if (players[high]!.floats[back] === 'down') downDifferences[back]!.push(difference);
      }
    }
    // C14/C16 count resident downfloaters; an MDP floating on is a downfloater for C18/C20, one point below the bracket.
    const residentsDown = [0, 0];
    for (const x of c.downfloaters) {
      for (const back of [0, 1]) {
        if (players[x]!.floats[back] !== 'down') continue;
        if (mdps.has(x)) downDifferences[back]!.push(players[x]!.score - (lowest - ONE_POINT));
        else residentsDown[back]!++;
      }
    }
    return [
      c10,
      c11,
      c12,
      c13,
      residentsDown[0]!,
      upfloatAgain[0]!,
      residentsDown[1]!,
      upfloatAgain[1]!,
      descending(downDifferences[0]!),
      descending(upDifferences[0]!),
      descending(downDifferences[1]!),
      descending(upDifferences[1]!),
    ];
  }
}

function descending(values: readonly number[]): number[] {
  return [...values].sort((a, b) => b - a);
}

/** Lexicographic, lists compared element by element (a list that runs out first is smaller). */
function compare(a: Score, b: Score): number {
  for (let k = 0; k < Math.max(a.length, b.length); k++) {
    if (k >= a.length) return -1;
    if (k >= b.length) return 1;
    const x = a[k]!;
    const y = b[k]!;
    const d = typeof x === 'number' ? x - (y as number) : compare(x, y as readonly number[]);
    if (d !== 0) return d;
  }
  return 0;
}

/** Every set of disjoint allowed pairs among `members` leaving at most `maxDown` of them to float down. */
function* candidates(members: readonly number[], compatible: (i: number, j: number) => boolean, maxDown = Infinity): Generator<Candidate> {
  const pairs: [number, number][] = [];
  const downfloaters: number[] = [];
  const used = new Set<number>();
  function* walk(k: number): Generator<Candidate> {
    while (k < members.length && used.has(members[k]!)) k++;
    if (k === members.length) {
      yield { pairs: [...pairs], downfloaters: [...downfloaters] };
      return;
    }
    const x = members[k]!;
    used.add(x);
    if (downfloaters.length < maxDown) {
      downfloaters.push(x);
      yield* walk(k + 1);
      downfloaters.pop();
    }
    for (let l = k + 1; l < members.length; l++) {
      const y = members[l]!;
      if (used.has(y) || !compatible(x, y)) continue;
      used.add(y);
      pairs.push([x, y]);
      yield* walk(k + 1);
      pairs.pop();
      used.delete(y);
    }
    used.delete(x);
  }
  yield* walk(0);
}

/**
 * Can these players all be paired, one of them (if odd) taking the PAB where `bye`
 * allows? A perfect matching question (the PAB a vertex of its own), memoised.
 */
function completion(compatible: (i: number, j: number) => boolean) {
  const memo = new Map<string, boolean>();
  return (group: readonly number[], bye: (k: number) => boolean): boolean => {
    const sorted = [...group].sort((a, b) => a - b);
    const key = `${sorted.join(',')}|${sorted.filter(bye).join(',')}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const n = sorted.length;
    const edges: WeightedEdge[] = [];
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) if (compatible(sorted[a]!, sorted[b]!)) edges.push({ u: a, v: b, weight: 1n });
      if (n % 2 === 1 && bye(sorted[a]!)) edges.push({ u: a, v: n, weight: 1n });
    }
    const mate = n === 0 ? [] : maxWeightMatching(n + (n % 2), edges, { maxCardinality: true });
    const result = mate.every((m) => m !== -1);
    memo.set(key, result);
    return result;
  };
}
