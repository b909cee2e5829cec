/**
 * An independent check of what an explanation says about another pairing of a
 * round: the round's brackets walked top-down here (not by the explanation's
 * own modules), and the value of one criterion of C.04.3 Art. 2 at one
 * scoregroup counted as the article words it, from the pairing's own colours.
 */
import { playerStates, type PlayerState } from '../../../src/core/dutch/player-state';
import type { RoundPairing, Tournament } from '../../../src/core/model';

interface Walked {
  readonly score: number;
  readonly members: readonly number[];
  readonly mdps: ReadonlySet<number>;
  /** [higher score, lower score] start numbers, with the colour each got. */
  readonly games: readonly { readonly high: number; readonly low: number; readonly highWhite: boolean }[];
  readonly left: readonly number[];
}

function walk(states: ReadonlyMap<number, PlayerState>, pairing: RoundPairing): Walked[] {
  const partner = new Map<number, { other: number; white: boolean }>();
  for (const b of pairing.boards) {
    partner.set(b.white, { other: b.black, white: true });
    partner.set(b.black, { other: b.white, white: false });
  }
  const pab = pairing.byes.find((b) => b.kind === 'pairing-allocated')?.player;
  const everyone = [...partner.keys(), ...(pab === undefined ? [] : [pab])];
  const scores = [...new Set(everyone.map((n) => states.get(n)!.score))].sort((a, b) => b - a);
  const result: Walked[] = [];
  let carried: number[] = [];
  for (const score of scores) {
    const members = [...carried, ...everyone.filter((n) => states.get(n)!.score === score)];
    const inside = new Set(members);
    const games: Walked['games'][number][] = [];
    const left: number[] = [];
    for (const n of members) {
      const p = partner.get(n);
      if (p === undefined || !inside.has(p.other)) left.push(n);
      else if (states.get(n)!.score > states.get(p.other)!.score || (states.get(n)!.score === states.get(p.other)!.score && n < p.other)) {
        games.push({ high: n, low: p.other, highWhite: p.white });
      }
    }
    result.push({ score, members, mdps: new Set(carried), games, left });
    carried = left;
  }
  return result;
}

const desc = (xs: number[]) => xs.sort((a, b) => b - a);

/** The value of `rule` at the bracket of scoregroup `score` (tenths), as the explanation reports it. */
export function criterionAt(tournament: Tournament, round: number, pairing: RoundPairing, rule: string, score: number): number | number[] {
  const states = playerStates(tournament, round);
  const s = (n: number) => states.get(n)!;
  const brackets = walk(states, pairing);
  const g = brackets.findIndex((b) => b.score === score);
  const b = brackets[g]!;
  const pab = pairing.byes.find((x) => x.kind === 'pairing-allocated')?.player;
  const lowest = Math.min(...b.members.map((n) => s(n).score));
  const back = rule === 'C16' || rule === 'C17' || rule === 'C20' || rule === 'C21' ? 1 : 0;
  /** Per player of a game: the colour it gets. */
  const colouredPlayers = b.games.flatMap((x) => [
    { p: s(x.high), white: x.highWhite, topscorerGame: s(x.high).topscorer || s(x.low).topscorer },
    { p: s(x.low), white: !x.highWhite, topscorerGame: s(x.high).topscorer || s(x.low).topscorer },
  ]);
  const mdpGames = b.games.filter((x) => b.mdps.has(x.high) && s(x.high).score > s(x.low).score);
  switch (rule) {
    case 'C5':
      return pab === undefined ? 0 : s(pab).score;
    case 'C6':
      return b.left.length;
    case 'C7':
      return desc(b.left.map((n) => s(n).score));
    case 'C8': {
      const next = brackets[g + 1];
      return next === undefined ? [] : [next.left.length, ...desc(next.left.map((n) => s(n).score))];
    }
    case 'C9':
      return pab !== undefined && b.left.length === 1 && b.left[0] === pab ? s(pab).unplayedRounds : 0;
    case 'C10':
      return colouredPlayers.filter(({ p, white, topscorerGame }) => topscorerGame && Math.abs(p.colourDifference + (white ? 1 : -1)) > 2).length;
    case 'C11':
      return colouredPlayers.filter(({ p, white, topscorerGame }) => {
        const c = p.colours;
        const colour = white ? 'white' : 'black';
        return topscorerGame && c.length >= 2 && c[c.length - 1] === colour && c[c.length - 2] === colour;
      }).length;
    case 'C12':
      return colouredPlayers.filter(({ p, white }) => p.colourPreference !== null && p.colourPreference !== (white ? 'white' : 'black')).length;
    case 'C13':
      return colouredPlayers.filter(
        ({ p, white }) => (p.preferenceStrength === 'strong' || p.preferenceStrength === 'absolute') && p.colourPreference !== (white ? 'white' : 'black'),
      ).length;
    case 'C14':
    case 'C16':
      return b.left.filter((n) => !b.mdps.has(n) && s(n).floats[back] === 'down').length;
    case 'C15':
    case 'C17':
      return mdpGames.filter((x) => s(x.low).floats[back] === 'up').length;
    case 'C18':
    case 'C20':
      return desc([
        ...mdpGames.filter((x) => s(x.high).floats[back] === 'down').map((x) => s(x.high).score - s(x.low).score),
        ...b.left.filter((n) => b.mdps.has(n) && s(n).floats[back] === 'down').map((n) => s(n).score - (lowest - 10)),
      ]);
    case 'C19':
    case 'C21':
      return desc(mdpGames.filter((x) => s(x.low).floats[back] === 'up').map((x) => s(x.high).score - s(x.low).score));
    default:
      throw new Error(`no check for ${rule}`);
  }
}

/** The scoregroups above `score` are paired alike in both pairings (same games, same players left over). */
export function sameAbove(tournament: Tournament, round: number, a: RoundPairing, b: RoundPairing, score: number): boolean {
  const states = playerStates(tournament, round);
  const key = (w: Walked) => `${w.games.map((x) => `${x.high}-${x.low}`).sort().join(' ')}|${[...w.left].sort().join(' ')}`;
  const x = walk(states, a).filter((w) => w.score > score).map(key);
  const y = walk(states, b).filter((w) => w.score > score).map(key);
  return x.join('/') === y.join('/');
}

/** The players of the bracket of scoregroup `score` in a pairing: its residents and the players moved down into it. */
export function bracketMembers(tournament: Tournament, round: number, pairing: RoundPairing, score: number): number[] {
  const states = playerStates(tournament, round);
  return [...walk(states, pairing).find((w) => w.score === score)!.members];
}

export const QUALITY_ORDER = ['C5', 'C6', 'C7', 'C8', 'C9', 'C10', 'C11', 'C12', 'C13', 'C14', 'C15', 'C16', 'C17', 'C18', 'C19', 'C20', 'C21'] as const;

/** The criteria before `rule` (all of them for null) on which the two pairings differ at scoregroup `score`. */
export function earlierDiffering(tournament: Tournament, round: number, a: RoundPairing, b: RoundPairing, rule: string | null, score: number): string[] {
  const end = rule === null ? QUALITY_ORDER.length : QUALITY_ORDER.indexOf(rule as (typeof QUALITY_ORDER)[number]);
  return QUALITY_ORDER.slice(0, end).filter(
    (r) => JSON.stringify(criterionAt(tournament, round, a, r, score)) !== JSON.stringify(criterionAt(tournament, round, b, r, score)),
  );
}
