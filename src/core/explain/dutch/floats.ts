/**
 * Why players float this round. For each bracket that sends players down, how
 * many had to go and why, computed by maximum matchings on its players: one
 * because the bracket is odd; more because its players could not all meet
 * without a rematch (C1), a pair kept apart (C1) or two players who must both
 * have the same colour (C3), or because the players below could otherwise not
 * all be paired (C4) or the bye not go to the lowest score (C5). For a single
 * downfloater of an odd bracket who is not its lowest-ranked resident, and for a
 * player moved down who is not paired in a bracket it passes through, the
 * criterion that decided is found by re-pairing the round with that player kept
 * in the bracket (every pair with a lower player forbidden) and comparing.
 */
import { absoluteColourClash } from '../../dutch/colour';
import { maximumMatching } from '../../matching/maximum-matching';
import { maxWeightMatching, type WeightedEdge } from '../../matching/max-weight-matching';
import { NoValidPairingError } from '../../errors';
import { formatPoints, type RoundPairing, type Tenths } from '../../model';
import { bracketsOfPairing, type QualityCriterion } from './brackets';
import { firstDifference } from './compare';
import { consequenceOf } from './consequence';
import type { DutchRound } from './dutch-round';
import { countInWords, groupInWords, groupsInWords, pronounsFor, sentence, type Sentence } from '../words';

export type FloatCause =
  /** The bracket had an odd number of players. */
  | 'odd'
  /** Its players could not all meet without a rematch. */
  | 'rematch'
  /** … without a pair kept apart (Do not pair) meeting. */
  | 'kept-apart'
  /** … without two players who must both have the same colour meeting. */
  | 'colour'
  /** Players went down so that everyone below could still be paired. */
  | 'completion'
  /** Players went down so that the bye could go to the lowest score. */
  | 'bye';

export interface BracketFloats {
  /** Index of the bracket, from the top. */
  readonly bracket: number;
  readonly score: Tenths;
  readonly players: number;
  readonly downfloaters: readonly number[];
  /** How many of the downfloaters each cause accounts for, in this order. */
  readonly causes: readonly { readonly cause: FloatCause; readonly players: number }[];
}

/**
 * Why this player, rather than another, was the one: the player is the bracket's
 * lowest-ranked resident; or, with `instead` (that resident) floating in their
 * place, or the player kept where they were, the first criterion that gets worse
 * (`criterion`), none (`order`: the order of Art. 4 reached this pairing first),
 * no valid pairing at all (`only-one`), or a better pairing (`not-dutch`: the
 * pairing explained is not the rules' own).
 */
export type FloatChoice = (
  | { readonly kind: 'lowest-ranked' }
  | {
      readonly kind: 'criterion';
      readonly rule: QualityCriterion;
      readonly words: string;
      readonly basis: string;
      /** The scoregroup where the other way first differs, and the criterion's value there as paired and that way. */
      readonly group: Tenths;
      readonly actual: number | readonly number[];
      readonly other: number | readonly number[];
    }
  | { readonly kind: 'order'; readonly basis: string }
  | { readonly kind: 'only-one' }
  | { readonly kind: 'not-dutch'; readonly basis: string }
) & { readonly instead?: number };

/** A bracket a moved-down player passed through without being paired, and why. */
export interface PassedThrough {
  readonly score: Tenths;
  readonly why: FloatChoice | { readonly kind: 'no-one'; readonly met: number; readonly keptApart: number; readonly colour: number };
}

export interface BoardFloat {
  /** The higher-scored player (a downfloat) and the lower (an upfloat). */
  readonly down: number;
  readonly up: number;
  /** The higher player's scoregroup. */
  readonly group: Tenths;
  /** Scoregroups between them: 1 for the next group down. */
  readonly groups: number;
  /** Why the higher player's own group sent players down. */
  readonly causes: BracketFloats['causes'];
  /** Why it was this player: only for a single downfloater of an odd bracket. */
  readonly choice: FloatChoice | null;
  readonly passedThrough: readonly PassedThrough[];
  readonly sentence: Sentence;
}

/** Every bracket that sends players down (the last one's PAB aside), with why. */
export function bracketFloats(round: DutchRound): BracketFloats[] {
  const result: BracketFloats[] = [];
  const { brackets } = round;
  brackets.forEach((bracket, g) => {
    if (bracket.downfloaters.length === 0 || g === brackets.length - 1) return;
    result.push({
      bracket: g,
      score: bracket.score,
      players: bracket.mdps.length + bracket.residents.length,
      downfloaters: bracket.downfloaters,
      causes: causesOf(round, g),
    });
  });
  return result;
}

/** The float of each board whose players come from different scoregroups, by board number. */
export function boardFloats(round: DutchRound, brackets: readonly BracketFloats[]): Map<number, BoardFloat> {
  const { states, facts } = round;
  const groupIndex = new Map<number, number>();
  round.brackets.forEach((b, g) => b.residents.forEach((n) => groupIndex.set(n, g)));
  const byBracket = new Map(brackets.map((b) => [b.bracket, b]));
  const floats = new Map<number, BoardFloat>();
  for (const board of round.pairing.boards) {
    const w = states.get(board.white)!;
    const b = states.get(board.black)!;
    if (w.score === b.score) continue;
    const [down, up] = w.score > b.score ? [board.white, board.black] : [board.black, board.white];
    const from = groupIndex.get(down)!;
    const to = round.brackets.findIndex((x) => x.pairs.some(([p, q]) => p === down || q === down));
    const own = byBracket.get(from)!;
    const single = own.causes.length === 1 && own.causes[0]!.cause === 'odd';
    // Another way to pair can be weighed only when the rules can pair the round at all.
    const choice = single && round.dutchPairing !== null ? choiceOf(round, from, down) : null;
    const passedThrough: PassedThrough[] = [];
    for (let g = from + 1; g < to; g++) {
      const why = passedThroughWhy(round, g, down);
      if (why !== null) passedThrough.push({ score: round.brackets[g]!.score, why });
    }
    floats.set(board.board, {
      down,
      up,
      group: own.score,
      groups: to - from,
      causes: own.causes,
      choice,
      passedThrough,
      sentence: floatSentence(own, down, up, to - from, choice, passedThrough, facts),
    });
  }
  return floats;
}

/** Can these two meet this round (C1, the pairs kept apart, C3)? */
function canMeet(round: DutchRound, a: number, b: number, rules: { readonly keptApart: boolean; readonly colour: boolean }): boolean {
  const x = round.states.get(a)!;
  const y = round.states.get(b)!;
  if (x.opponents.has(b)) return false;
  if (rules.keptApart && (round.tournament.forbiddenPairs ?? []).some(([p, q]) => (p === a && q === b) || (p === b && q === a))) return false;
  return !(rules.colour && absoluteColourClash(x, y));
}

function pairsPossible(round: DutchRound, players: readonly number[], rules: { readonly keptApart: boolean; readonly colour: boolean }): number {
  const mate = maximumMatching(players.length, (i, j) => canMeet(round, players[i]!, players[j]!, rules));
  let matched = 0;
  for (const m of mate) if (m !== -1) matched++;
  return matched / 2;
}

function causesOf(round: DutchRound, g: number): BracketFloats['causes'] {
  const bracket = round.brackets[g]!;
  const members = [...bracket.mdps, ...bracket.residents];
  const m = members.length;
  const k = bracket.downfloaters.length;
  const causes: { cause: FloatCause; players: number }[] = [];
  if (m % 2 === 1) causes.push({ cause: 'odd', players: 1 });
  if (k === m % 2) return causes;
  const full = Math.floor(m / 2);
  const rematchOnly = pairsPossible(round, members, { keptApart: false, colour: false });
  const withKeptApart = pairsPossible(round, members, { keptApart: true, colour: false });
  const all = pairsPossible(round, members, { keptApart: true, colour: true });
  const made = (m - k) / 2;
  const add = (cause: FloatCause, pairs: number) => {
    if (pairs > 0) causes.push({ cause, players: 2 * pairs });
  };
  add('rematch', full - rematchOnly);
  add('kept-apart', rematchOnly - withKeptApart);
  add('colour', withKeptApart - all);
  if (all > made) {
    // Completion (C4) or the bye (C5): could the bracket pair more if the bye might go to any player allowed one?
    const relaxed = Math.min(all, bracketPairsWithAnyBye(round, g));
    add('completion', all - Math.max(relaxed, made));
    add('bye', Math.max(relaxed, made) - made);
  }
  return causes;
}

/**
 * The most pairs bracket `g` can make while every player from it down is paired,
 * the PAB going to any player C2 allows (not only the lowest score, as C5 asks).
 */
function bracketPairsWithAnyBye(round: DutchRound, g: number): number {
  const bracket = round.brackets[g]!;
  const inBracket = new Set([...bracket.mdps, ...bracket.residents]);
  const players = [...inBracket, ...round.brackets.slice(g + 1).flatMap((b) => b.residents)];
  const n = players.length;
  const edges: WeightedEdge[] = [];
  const rules = { keptApart: true, colour: true };
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (canMeet(round, players[i]!, players[j]!, rules)) edges.push({ u: i, v: j, weight: inBracket.has(players[i]!) && inBracket.has(players[j]!) ? 2n : 1n });
    }
    if (n % 2 === 1 && round.states.get(players[i]!)!.canReceivePairingAllocatedBye) edges.push({ u: i, v: n, weight: 1n });
  }
  const mate = maxWeightMatching(n + (n % 2), edges, { maxCardinality: true });
  let pairs = 0;
  for (let i = 0; i < n; i++) if (mate[i]! > i && mate[i]! < n && inBracket.has(players[i]!) && inBracket.has(players[mate[i]!]!)) pairs++;
  return pairs;
}

/**
 * What another way of pairing the round would have cost: the round re-paired
 * with `change`, compared with the pairing made. `only-one` when no such
 * pairing exists (or `achieved` says the change did not take).
 */
export function costOf(round: DutchRound, change: Parameters<DutchRound['repair']>[0], achieved: (pairing: RoundPairing) => boolean = () => true): FloatChoice {
  let other: RoundPairing;
  try {
    other = round.repair(change);
  } catch (error) {
    if (error instanceof NoValidPairingError) return { kind: 'only-one' };
    throw error;
  }
  const difference = achieved(other) ? firstDifference(round.states, round.initialColour, round.pairing, other) : null;
  if (difference === null) return { kind: 'only-one' };
  const consequence = consequenceOf(difference);
  if (difference.sign > 0) return { kind: 'not-dutch', basis: `${consequence.basis}: better that way` };
  if (difference.rule === null) return { kind: 'order', basis: consequence.basis };
  return {
    kind: 'criterion',
    rule: difference.rule,
    words: consequence.words,
    basis: consequence.basis,
    group: difference.score,
    actual: difference.first!,
    other: difference.second!,
  };
}

/** What keeping `player` in bracket `g` (every pair with a lower score forbidden) would have cost. */
function costOfKeeping(round: DutchRound, g: number, player: number): FloatChoice {
  const score = round.brackets[g]!.score;
  const lower = [...round.states.values()].filter((s) => s.score < score).map((s) => [player, s.startNumber] as const);
  return costOf(round, { keptApart: lower }, (pairing) => !bracketsOfPairing(round.states, pairing)[g]!.downfloaters.includes(player));
}

/**
 * Why `player`, not the bracket's lowest-ranked resident (whom the order of
 * Art. 4 leaves over first): the round re-paired with that resident kept from
 * every other player of the bracket, so that they float down instead.
 */
function choiceOf(round: DutchRound, g: number, player: number): FloatChoice {
  const bracket = round.brackets[g]!;
  const lowest = bracket.residents[bracket.residents.length - 1]!;
  if (lowest === player) return { kind: 'lowest-ranked' };
  const others = [...bracket.mdps, ...bracket.residents].filter((n) => n !== lowest).map((n) => [lowest, n] as const);
  const choice = costOf(round, { keptApart: others }, (pairing) => bracketsOfPairing(round.states, pairing)[g]!.downfloaters.includes(lowest));
  return { ...choice, instead: lowest };
}

/** Why `player` was not paired in bracket `g`; null when that needs a pairing the rules cannot make (no valid pairing of the round). */
function passedThroughWhy(round: DutchRound, g: number, player: number): PassedThrough['why'] | null {
  const bracket = round.brackets[g]!;
  const others = [...bracket.mdps, ...bracket.residents].filter((n) => n !== player);
  if (!others.some((n) => canMeet(round, player, n, { keptApart: true, colour: true }))) {
    const met = others.filter((n) => round.states.get(player)!.opponents.has(n)).length;
    const keptApart = others.filter((n) => !canMeet(round, player, n, { keptApart: true, colour: false })).length - met;
    return { kind: 'no-one', met, keptApart, colour: others.length - met - keptApart };
  }
  return round.dutchPairing === null ? null : costOfKeeping(round, g, player);
}

/**
 * What another way of pairing ("had Li floated down instead") would have cost, as
 * a clause to add to a sentence: `instead` names the other way, `impossible` is
 * the whole clause when it has no valid pairing, `rulesWould` when the rules
 * would have chosen it.
 */
export function alternativeClause(
  choice: Exclude<FloatChoice, { kind: 'lowest-ranked' }>,
  say: { readonly instead: string; readonly impossible: string; readonly rulesWould: string },
): { words: string; basis: string } {
  switch (choice.kind) {
    case 'criterion':
      return { words: `; ${say.instead}, ${choice.words}`, basis: choice.basis };
    case 'order':
      return { words: `; ${say.instead}, no rule would have been better met, and the rules try pairings in a fixed order and reached this one first`, basis: choice.basis };
    case 'only-one':
      return { words: say.impossible, basis: 'C.04.3 C4 (completion)' };
    case 'not-dutch':
      return { words: `; ${say.rulesWould}`, basis: choice.basis };
  }
}

const CAUSE_BASIS: Record<FloatCause, string> = {
  odd: 'C.04.3 Art. 1.4 and C6 (an odd bracket leaves one downfloater)',
  rematch: 'C.04.3 C1 and C6 (no rematch)',
  'kept-apart': 'C.04.3 C1 and C6 (forbidden pairs)',
  colour: 'C.04.3 C3 and C6 (same absolute colour preference)',
  completion: 'C.04.3 C4 (completion)',
  bye: 'C.04.3 C5 (the bye to the lowest score)',
};

function floatSentence(
  own: BracketFloats,
  down: number,
  up: number,
  groups: number,
  choice: FloatChoice | null,
  passed: readonly PassedThrough[],
  facts: DutchRound['facts'],
): Sentence {
  const D = facts.get(down)!;
  const U = facts.get(up)!;
  const { subject } = pronounsFor(D.sex);
  const group = groupInWords(own.score);
  const where = groups === 1 ? 'from the next group down' : `${countInWords(groups)} groups down`;
  const opening = `${D.name} (${formatPoints(D.points)}) plays ${U.name} (${formatPoints(U.points)}), ${where}`;
  const bases: string[] = [];
  const parts: string[] = [];
  const insteadName = choice?.instead === undefined ? '' : `its lowest-ranked player, ${facts.get(choice.instead)!.name},`;
  const main = own.causes.find((c): c is { cause: Exclude<FloatCause, 'odd'>; players: number } => c.cause !== 'odd');
  if (main === undefined) {
    bases.push(CAUSE_BASIS.odd);
    let why = `${group} had an odd number of players (${own.players}), so one had to float down`;
    if (own.players === 1) why = `${D.name} was alone in ${group}, so had to float down`;
    else if (choice?.kind === 'lowest-ranked') {
      why += `, and ${D.name} is its lowest-ranked player`;
      bases.push('C.04.3 Art. 3 and 4 (the lowest-ranked player is left over first)');
    } else if (choice !== null) {
      const clause = alternativeClause(choice, {
        instead: `had ${insteadName} floated down instead`,
        impossible: `, and ${insteadName} could not float down without leaving others unpaired`,
        rulesWould: `the rules would have floated ${insteadName} instead`,
      });
      why += clause.words;
      bases.push(clause.basis);
    }
    parts.push(why);
  } else {
    bases.push(CAUSE_BASIS[main.cause]);
    parts.push(mainCauseWords(main.cause, group));
  }
  // Brackets passed through for the same reason are said once: "in the 3-point and 2½-point groups …".
  const said: { scores: Tenths[]; words: (there: string, scores: readonly Tenths[]) => string | null; basis: string }[] = [];
  for (const p of passed) {
    const why = p.why;
    let key: string;
    let words: (there: string, scores: readonly Tenths[]) => string | null;
    if (why.kind === 'no-one') {
      const allMet = why.keptApart === 0 && why.colour === 0;
      key = `no-one ${allMet}`;
      words = (there) => `in ${there} there was no one ${subject} could meet${allMet ? ` (${subject} had played them all)` : ''}`;
    } else if (why.kind === 'criterion') {
      key = `criterion ${why.words}`;
      words = (_, scores) => `had ${D.name} been paired in ${groupsInWords(scores, 'or')}, ${why.words}`;
    } else {
      key = why.kind;
      words = () => null;
    }
    const basis = why.kind === 'no-one' ? 'C.04.3 C1 and C3 (no possible opponent in the bracket)' : 'basis' in why ? why.basis : 'C.04.3 C4 (completion)';
    const last = said[said.length - 1];
    if (last !== undefined && last.basis === `${key}|${basis}`) last.scores.push(p.score);
    else said.push({ scores: [p.score], words, basis: `${key}|${basis}` });
  }
  for (const item of said) {
    const text = item.words(groupsInWords(item.scores), item.scores);
    if (text !== null) parts.push(text);
    bases.push(item.basis.slice(item.basis.indexOf('|') + 1));
  }
  return sentence(`${opening}: ${parts.join('; ')}`, bases.join('; '));
}

function mainCauseWords(cause: Exclude<FloatCause, 'odd'>, group: string): string {
  switch (cause) {
    case 'rematch':
      return `${group} could not all be paired among themselves without a rematch`;
    case 'kept-apart':
      return `${group} could not all be paired among themselves without a pair that is never to be paired meeting`;
    case 'colour':
      return `${group} could not all be paired among themselves without two players who must both have the same colour meeting`;
    case 'completion':
      return `${group} sent players down so that everyone below could still be paired`;
    case 'bye':
      return `${group} sent players down so that the bye could still go to a player with the lowest score`;
  }
}
