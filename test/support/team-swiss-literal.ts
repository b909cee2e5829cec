/**
 * A literal reading of the FIDE Swiss Team Pairing System (Handbook C.04.6,
 * in force from 1 February 2026), for small events, to check the engine
 * (src/core/team-swiss) against the text rather than against itself.
 *
 * Deliberately naive: where an article says "consider all sets" or "pairings
 * are sorted", every candidate is listed, sorted as the article says, and the
 * first that complies is taken. Nothing is shared with src/core/team-swiss but
 * the data types (the event as an organiser keeps it): the history is read
 * from the boards here, legality is a plain search over perfect matchings, and
 * colours are allocated by art. 4 for every candidate pair, so that [C8] and
 * [C9] count the preferences art. 4 actually leaves unfulfilled.
 *
 * Exponential on purpose: meant for up to a dozen teams. Accelerated events
 * (C.04.7) are refused.
 *
 * Where the text leaves a choice, the reading taken is the one docs/team-swiss.md
 * states ("How the rules are read"); each is marked "Reading:" below.
 */
import { pointsFor, type Colour, type ResultCode, type Tenths } from '../../src/core/model';
import type { EventMatch, EventTeamBye, TeamEvent, TeamPairingMatch, TeamRoundPairing } from '../../src/core/team-swiss';

/** The round cannot be paired: "the Chief Arbiter shall decide what to do" (art. 3.3.3). */
export class LiteralNoPairing extends Error {
  override readonly name = 'LiteralNoPairing';
}

const OVER_THE_BOARD: readonly ResultCode[] = ['1', '=', '0', 'W', 'D', 'L'];

/** A team when round `round` is paired, read from the event's boards. */
interface Team {
  readonly tpn: number;
  /** The primary score (art. 1.2.1): match points or game points, as the competition says. */
  readonly score: Tenths;
  readonly secondary: Tenths;
  /** Teams met in matches actually played (C.04.1 art. 2; C.04.2 art. 3.5: a match not played may be paired again). */
  readonly met: ReadonlySet<number>;
  /** Its colours (art. 1.6.1) in the matches actually played, oldest first (C.04.2 art. 3.4: only those count). */
  readonly colours: readonly Colour[];
  /** Matches actually played (art. 3.4.3). */
  readonly matchesPlayed: number;
  /** [C2]: it had a PAB, won a match by forfeit, or had a full-point bye. */
  readonly noMorePab: boolean;
  /** Art. 1.5, in the previous round. */
  readonly floater: boolean;
}

/** One team's side of one earlier round. */
interface Side {
  readonly opponent: number | null;
  readonly playedOverTheBoard: boolean;
  readonly colour: Colour | null;
  readonly matchPoints: Tenths;
  readonly gamePoints: Tenths;
  readonly forfeitWin: boolean;
  readonly pabOrFullPointBye: boolean;
  /** For a round without an opponent, the bye recorded (`absent` when none). */
  readonly bye: EventTeamBye['kind'] | null;
}

function matchSides(match: EventMatch, event: TeamEvent): [Side, Side] {
  const { gamePoints, matchPoints, boards } = event.settings;
  let home = 0;
  let away = 0;
  let played = false;
  if (match.forfeit !== undefined) {
    // A match not played at all (TRF 330): every board is a forfeit of the team that did not come.
    home = boards * (match.forfeit === 'home' ? gamePoints.forfeitWin : gamePoints.forfeitLoss);
    away = boards * (match.forfeit === 'away' ? gamePoints.forfeitWin : gamePoints.forfeitLoss);
  } else {
    for (const board of match.boards) {
      home += pointsFor(board.homeResult, gamePoints);
      away += pointsFor(board.awayResult, gamePoints);
      if (OVER_THE_BOARD.includes(board.homeResult)) played = true;
    }
  }
  // Reading: the match is won by the team with more game points (a 330 forfeit by the team that came);
  // equal game points are a draw, except a match where nobody scored and nothing was played (a double forfeit), lost by both.
  const outcome = (own: Tenths, other: Tenths, ownSide: 'home' | 'away'): Tenths => {
    if (match.forfeit !== undefined) return match.forfeit === ownSide ? matchPoints.win : matchPoints.loss;
    if (own > other) return matchPoints.win;
    if (own < other) return matchPoints.loss;
    return played || own > 0 ? matchPoints.draw : matchPoints.loss;
  };
  const board1 = match.boards.find((board) => board.board === 1);
  // Art. 1.6.1: "if the match was actually played and the player on the first board was scheduled to play with that colour".
  const homeColour: Colour | null = played && board1 !== undefined ? board1.homeColour : null;
  const side = (ownSide: 'home' | 'away', opponent: number, own: Tenths, other: Tenths, colour: Colour | null): Side => {
    const mp = outcome(own, other, ownSide);
    // [C2] "won a match by forfeit": a match not played, won.
    return { opponent, playedOverTheBoard: played, colour, matchPoints: mp, gamePoints: own, forfeitWin: !played && mp > outcome(other, own, ownSide === 'home' ? 'away' : 'home'), pabOrFullPointBye: false, bye: null };
  };
  const awayColour: Colour | null = homeColour === null ? null : homeColour === 'white' ? 'black' : 'white';
  return [side('home', match.away, home, away, homeColour), side('away', match.home, away, home, awayColour)];
}

/** Every team's sides of rounds 1 … `through`, by team number; a team with neither a match nor a bye was absent. */
function sidesThrough(event: TeamEvent, through: number): Map<number, (Side | null)[]> {
  const { settings } = event;
  const sides = new Map<number, (Side | null)[]>(event.teams.map((team) => [team.number, []]));
  for (let r = 0; r < through; r++) {
    const round = event.rounds[r]!;
    for (const match of round.matches) {
      const [home, away] = matchSides(match, event);
      sides.get(match.home)![r] = home;
      sides.get(match.away)![r] = away;
    }
    for (const bye of round.byes) {
      // Art. 1.4: the PAB is worth a drawn match "unless the regulations of the team competition state otherwise".
      const pab = settings.pairingAllocatedBye ?? { matchPoints: settings.matchPoints.draw, gamePoints: settings.boards * settings.gamePoints.draw };
      const points =
        bye.kind === 'pairing-allocated'
          ? pab
          : bye.kind === 'full-point'
            ? { matchPoints: settings.matchPoints.win, gamePoints: settings.boards * settings.gamePoints.fullPointBye }
            : bye.kind === 'half-point'
              ? { matchPoints: settings.matchPoints.draw, gamePoints: settings.boards * settings.gamePoints.halfPointBye }
              : { matchPoints: 0, gamePoints: 0 };
      sides.get(bye.team)![r] = {
        opponent: null,
        playedOverTheBoard: false,
        colour: null,
        ...points,
        forfeitWin: false,
        pabOrFullPointBye: bye.kind === 'pairing-allocated' || bye.kind === 'full-point',
        bye: bye.kind,
      };
    }
  }
  for (const list of sides.values()) for (let r = 0; r < through; r++) list[r] ??= null;
  return applyAbnormalPoints(event, sides);
}

/**
 * TRF-2026 `299` (abnormal assignment points) as the event records them: for a
 * team's round of the kind named, the points named, the adjustment naming the
 * team before one for every team and the round before one for every round (the
 * later when equal); bonuses (blank kind) added after.
 */
function applyAbnormalPoints(event: TeamEvent, sides: Map<number, (Side | null)[]>): Map<number, (Side | null)[]> {
  const adjustments = event.pointAdjustments ?? [];
  if (adjustments.length === 0) return sides;
  const raw = new Map([...sides].map(([team, list]) => [team, [...list]]));
  for (const [team, list] of sides) {
    list.forEach((side, r) => {
      const theirs = side?.opponent === null || side === null ? null : raw.get(side.opponent)![r];
      const byeKinds = { 'pairing-allocated': null, 'full-point': 'full-point-bye', 'half-point': 'half-point-bye', absent: 'zero-point-bye' } as const;
      const theirPoints = theirs?.matchPoints ?? 0;
      const kind =
        side === null
          ? 'zero-point-bye'
          : side.opponent === null
            ? byeKinds[side.bye ?? 'absent']
            : !side.playedOverTheBoard
              ? side.forfeitWin
                ? 'forfeit-win'
                : 'forfeit-loss'
              : side.matchPoints > theirPoints
                ? 'win'
                : side.matchPoints < theirPoints
                  ? 'loss'
                  : 'draw';
      let chosen: (typeof adjustments)[number] | null = null;
      let rank = -1;
      for (const adjustment of adjustments) {
        const forRound = adjustment.round === undefined || adjustment.round === r + 1;
        const forTeam = adjustment.teams === undefined || adjustment.teams.length === 0 || adjustment.teams.includes(team);
        if (!forRound || !forTeam || adjustment.kind === 'bonus' || adjustment.kind !== kind) continue;
        const mine = (adjustment.teams !== undefined && adjustment.teams.length > 0 ? 2 : 0) + (adjustment.round !== undefined ? 1 : 0);
        if (mine >= rank) [chosen, rank] = [adjustment, mine];
      }
      let matchPoints = chosen?.matchPoints ?? side?.matchPoints ?? 0;
      let gamePoints = chosen?.gamePoints ?? side?.gamePoints ?? 0;
      for (const adjustment of adjustments) {
        const forRound = adjustment.round === undefined || adjustment.round === r + 1;
        const forTeam = adjustment.teams === undefined || adjustment.teams.length === 0 || adjustment.teams.includes(team);
        if (adjustment.kind === 'bonus' && forRound && forTeam) {
          matchPoints += adjustment.matchPoints ?? 0;
          gamePoints += adjustment.gamePoints ?? 0;
        }
      }
      const base: Side = side ?? { opponent: null, playedOverTheBoard: false, colour: null, matchPoints: 0, gamePoints: 0, forfeitWin: false, pabOrFullPointBye: false, bye: 'absent' };
      if (matchPoints !== base.matchPoints || gamePoints !== base.gamePoints) list[r] = { ...base, matchPoints, gamePoints };
    });
  }
  return sides;
}


function teamsFor(event: TeamEvent, round: number): Team[] {
  if (event.acceleration !== undefined && event.acceleration.size > 0) throw new Error('the literal reading does not cover accelerated pairing');
  const sides = sidesThrough(event, round - 1);
  const primary = (side: Side | null) => (side === null ? 0 : event.settings.primaryScore === 'match' ? side.matchPoints : side.gamePoints);
  const secondary = (side: Side | null) => (side === null ? 0 : event.settings.primaryScore === 'match' ? side.gamePoints : side.matchPoints);
  const scoreBefore = (team: number, r: number) => sides.get(team)!.slice(0, r - 1).reduce((sum, side) => sum + primary(side), 0);
  const recorded = event.rounds[round - 1];
  const away = new Set(event.absences?.get(round) ?? []);
  for (const bye of recorded?.byes ?? []) if (bye.kind !== 'pairing-allocated') away.add(bye.team);
  const teams: Team[] = [];
  for (const entry of event.teams) {
    if (entry.withdrawn === true || away.has(entry.number)) continue;
    const own = sides.get(entry.number)!;
    const met = new Set<number>();
    const colours: Colour[] = [];
    for (const side of own) {
      if (side === null || !side.playedOverTheBoard || side.opponent === null) continue;
      met.add(side.opponent);
      colours.push(side.colour!);
    }
    const last = round >= 2 ? own[round - 2] : null;
    // Art. 1.5: "A floater is a team that plays against an opponent with a different score."
    // Reading: plays over the board, the scores being those the round was paired with.
    const floater = last !== null && last !== undefined && last.playedOverTheBoard && last.opponent !== null && scoreBefore(entry.number, round - 1) !== scoreBefore(last.opponent, round - 1);
    teams.push({
      tpn: entry.number,
      score: own.reduce((sum, side) => sum + primary(side), 0),
      secondary: own.reduce((sum, side) => sum + secondary(side), 0),
      met,
      colours,
      matchesPlayed: own.filter((side) => side !== null && side.playedOverTheBoard).length,
      noMorePab: own.some((side) => side !== null && (side.forfeitWin || side.pabOrFullPointBye)),
      floater,
    });
  }
  return teams;
}

// ---------------------------------------------------------------- colours (art. 1.6, 1.7, 4)

interface Preference {
  readonly colour: Colour;
  readonly strong: boolean;
}

const other = (colour: Colour): Colour => (colour === 'white' ? 'black' : 'white');

function colourDifference(team: Team): number {
  return team.colours.filter((c) => c === 'white').length - team.colours.filter((c) => c === 'black').length;
}

/** Art. 1.7: type A (simple), type B (strong or mild), or none. */
function preferenceOf(team: Team, type: TeamEvent['settings']['colourPreferences'], lastRound: boolean): Preference | null {
  if (type === 'none') return null;
  const cd = colourDifference(team);
  const n = team.colours.length;
  const lastTwo = (colour: Colour) => n >= 2 && team.colours[n - 1] === colour && team.colours[n - 2] === colour;
  // "A team has no (Type B) colour preference when it has yet to play a match, or when its CD is zero when pairing for the last round."
  if (type === 'B' && (n === 0 || (cd === 0 && lastRound))) return null;
  // "… for White if its CD is less than -1, or, being its CD 0 or -1, the team had Black in the last two played matches."
  if (cd < -1 || ((cd === 0 || cd === -1) && lastTwo('black'))) return { colour: 'white', strong: type === 'B' };
  if (cd > 1 || ((cd === 0 || cd === 1) && lastTwo('white'))) return { colour: 'black', strong: type === 'B' };
  if (type === 'A') return null; // "In all other situations, the team has no (Type A) colour preference."
  // "… mild (Type B) colour preference for White if its CD is -1, or, if it is zero and it is not the last round, the team had Black in the last played match."
  if (cd === -1 || (cd === 0 && !lastRound && team.colours[n - 1] === 'black')) return { colour: 'white', strong: false };
  if (cd === 1 || (cd === 0 && !lastRound && team.colours[n - 1] === 'white')) return { colour: 'black', strong: false };
  return null;
}

interface ColourRules {
  readonly type: TeamEvent['settings']['colourPreferences'];
  readonly initialColour: Colour;
  readonly secondaryForColour: boolean;
  readonly preference: ReadonlyMap<number, Preference | null>;
}

/** Art. 4: the pair as [team with White (on board 1), team with Black]. */
function allocate(a: Team, b: Team, rules: ColourRules): [Team, Team] {
  // 4.2: the first-team has the higher primary score; or the higher secondary score (unless not used); or the smaller TPN.
  let first = a.tpn < b.tpn ? a : b;
  if (rules.secondaryForColour && a.secondary !== b.secondary) first = a.secondary > b.secondary ? a : b;
  if (a.score !== b.score) first = a.score > b.score ? a : b;
  const second = first === a ? b : a;
  const give = (colour: Colour): [Team, Team] => (colour === 'white' ? [first, second] : [second, first]);
  const pf = rules.preference.get(first.tpn) ?? null;
  const ps = rules.preference.get(second.tpn) ?? null;
  // 4.3.1 When both teams have yet to play a match, an odd-TPN first-team gets the initial-colour.
  if (first.colours.length === 0 && second.colours.length === 0) return give(first.tpn % 2 === 1 ? rules.initialColour : other(rules.initialColour));
  // 4.3.2 If only one team has a colour preference, grant it.
  if (pf !== null && ps === null) return give(pf.colour);
  if (pf === null && ps !== null) return give(other(ps.colour));
  // 4.3.3 If the two teams have opposite colour preferences, grant them.
  if (pf !== null && ps !== null && pf.colour !== ps.colour) return give(pf.colour);
  // 4.3.4 (Type B only) If only one team has a strong colour preference, grant it.
  if (rules.type === 'B' && pf !== null && ps !== null && pf.strong !== ps.strong) return give(pf.strong ? pf.colour : other(ps.colour));
  // 4.3.5 Give White to the team with the lower colour difference.
  const cdFirst = colourDifference(first);
  const cdSecond = colourDifference(second);
  if (cdFirst !== cdSecond) return give(cdFirst < cdSecond ? 'white' : 'black');
  // 4.3.6 Alternate the colours to the most recent time in which one team had White and the other Black
  // (C.04.2 art. 3.4: only played matches count, so the histories are compared from their last played match back).
  for (let back = 1; back <= Math.min(first.colours.length, second.colours.length); back++) {
    const mine = first.colours[first.colours.length - back]!;
    if (mine !== second.colours[second.colours.length - back]) return give(other(mine));
  }
  // 4.3.7 Grant the colour preference of the first-team.
  if (pf !== null) return give(pf.colour);
  // 4.3.8 Alternate the colour of the first-team from its last played round.
  if (first.colours.length > 0) return give(other(first.colours[first.colours.length - 1]!));
  // 4.3.9 Alternate the colour of the other team from its last played round.
  return give(second.colours[second.colours.length - 1]!);
}

// ---------------------------------------------------------------- legality (art. 3.1, [C1], [C3])

/** Whether every team of `mask` (bits over `teams`) can be paired under [C1]: a plain search, remembered per mask. */
function pairable(mask: number, mayMeet: (a: number, b: number) => boolean, memo: Map<number, boolean>): boolean {
  if (mask === 0) return true;
  const known = memo.get(mask);
  if (known !== undefined) return known;
  let result = false;
  const i = 31 - Math.clz32(mask & -mask);
  for (let j = i + 1; j < 32 && !result; j++) {
    if ((mask & (1 << j)) === 0 || !mayMeet(i, j)) continue;
    result = pairable(mask & ~(1 << i) & ~(1 << j), mayMeet, memo);
  }
  memo.set(mask, result);
  return result;
}

const bitsOf = (mask: number): number[] => {
  const bits: number[] = [];
  for (let i = 0; i < 32; i++) if ((mask & (1 << i)) !== 0) bits.push(i);
  return bits;
};
const maskOf = (indices: readonly number[]) => indices.reduce((mask, i) => mask | (1 << i), 0);
const popcount = (mask: number) => bitsOf(mask).length;

/** Lexicographic comparison of number sequences. */
function compareSequences(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/**
 * How often each step of the text decided something (counted when a `stats`
 * object is passed): evidence that a comparison exercised the articles, not
 * only the first candidate of each.
 */
export interface LiteralStats {
  brackets: number;
  /** Brackets with upfloaters. */
  withUpfloaters: number;
  /** … more of them than the top-scoregroup's parity needs ([C1]/[C3] forced it). */
  moreThanParity: number;
  /** [C5] ruled out a set of the fewest upfloaters. */
  c5Decided: number;
  /** [C6] ruled out a set earlier in the 3.5.4 order. */
  c6Decided: number;
  /** [C7] ruled out a set earlier in the 3.5.4 order. */
  c7Decided: number;
  /** A later set than the first of 3.5.4 was chosen for legality ([C3]: the bracket or the rest could not be paired). */
  laterSetForLegality: number;
  /** The bracket's first identifier broke [C1]. */
  c1Decided: number;
  /** [C8], [C9] or [C10] chose a later legal identifier than the first. */
  c8to10Decided: number;
  /** Rounds with a PAB not given to the first team by 3.4.2–3.4.4 ([C2] or 3.4.1 decided). */
  pabNotFirst: number;
}

export function emptyLiteralStats(): LiteralStats {
  return { brackets: 0, withUpfloaters: 0, moreThanParity: 0, c5Decided: 0, c6Decided: 0, c7Decided: 0, laterSetForLegality: 0, c1Decided: 0, c8to10Decided: 0, pabNotFirst: 0 };
}

/** A round being paired: its teams (by TPN), [C1], legality, colour rules, and the PAB (art. 3.4, assigned first). */
interface RoundContext {
  readonly round: number;
  readonly teams: readonly Team[];
  readonly mayMeet: (i: number, j: number) => boolean;
  /** Whether the teams of a mask (bits over `teams`) can all be paired: [C1], and [C3] when asked of what is left. */
  readonly legal: (mask: number) => boolean;
  readonly rules: ColourRules;
  /** [C7] and [C10]: "With the exception of the last two rounds". */
  readonly floatCriteria: boolean;
  /** The team (index) with the PAB, or null. */
  readonly bye: number | null;
  /** Everyone else, to be paired bracket by bracket. */
  readonly toPair: number;
}

function prepare(event: TeamEvent, round: number, stats: LiteralStats): RoundContext {
  const teams = teamsFor(event, round).sort((a, b) => a.tpn - b.tpn);
  if (teams.length > 30) throw new Error('the literal reading is for small events');
  const { settings } = event;
  const forbidden = new Set((event.forbiddenPairs ?? []).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`));
  const mayMeet = (i: number, j: number) => !teams[i]!.met.has(teams[j]!.tpn) && !forbidden.has(`${Math.min(teams[i]!.tpn, teams[j]!.tpn)}-${Math.max(teams[i]!.tpn, teams[j]!.tpn)}`);
  const memo = new Map<number, boolean>();
  const legal = (mask: number) => popcount(mask) % 2 === 0 && pairable(mask, mayMeet, memo);
  const lastRound = round >= settings.totalRounds;

  // 3.3.2 "The first step in the pairing process is the assignment of the pairing-allocated-bye (if needed) by applying Article 3.4."
  let toPair = maskOf(teams.map((_, i) => i));
  let bye: number | null = null;
  if (teams.length % 2 === 1) {
    // 3.4 "… assigned to the team that: 3.4.1 leaves a legal pairing for all teams, 3.4.2 has the lowest score,
    // 3.4.3 has played the highest number of matches, 3.4.4 has the largest TPN", among those [C2] allows.
    const everyone = teams.map((team, index) => ({ team, index })).sort((x, y) => byeOrder(x.team, y.team));
    const candidates = everyone.filter(({ team, index }) => !team.noMorePab && legal(toPair & ~(1 << index)));
    if (candidates.length === 0) throw new LiteralNoPairing(`round ${round}: no team can have the pairing-allocated bye`);
    bye = candidates[0]!.index;
    if (bye !== everyone[0]!.index) stats.pabNotFirst++;
    toPair &= ~(1 << bye);
  }
  if (!legal(toPair)) throw new LiteralNoPairing(`round ${round}: the teams cannot all be paired`);
  const rules: ColourRules = {
    type: settings.colourPreferences,
    initialColour: settings.initialColour,
    secondaryForColour: settings.secondaryForColour,
    preference: new Map(teams.map((team) => [team.tpn, preferenceOf(team, settings.colourPreferences, lastRound)])),
  };
  return { round, teams, mayMeet, legal, rules, floatCriteria: round < settings.totalRounds - 1, bye, toPair };
}

/** 3.4.2–3.4.4: the lowest score, then the most matches played, then the largest TPN first. */
function byeOrder(x: Team, y: Team): number {
  return x.score - y.score || y.matchesPlayed - x.matchesPlayed || y.tpn - x.tpn;
}

/** The top-scoregroup of the teams still to pair, and the teams below it (3.2). */
function topScoregroup(context: RoundContext, unpaired: number): { topScore: Tenths; residents: number[]; lower: number[] } {
  const members = bitsOf(unpaired);
  const topScore = Math.max(...members.map((i) => context.teams[i]!.score));
  return {
    topScore,
    residents: members.filter((i) => context.teams[i]!.score === topScore),
    lower: members.filter((i) => context.teams[i]!.score < topScore),
  };
}

/**
 * Pairs round `round` of the event (by default the next one) as the text of
 * C.04.6 reads. Throws `LiteralNoPairing` when no legal pairing exists.
 */
export function pairLiterally(event: TeamEvent, round = event.rounds.length + 1, stats: LiteralStats = emptyLiteralStats()): TeamRoundPairing {
  const context = prepare(event, round, stats);
  const { teams } = context;
  const pairs: [Team, Team][] = [];
  // "Then, the top-scoregroup is combined, when needed, with a set of upfloaters (selected according to
  // Article 3.5), to form a bracket that is paired according to Article 3.6. The previous step-2 is then
  // repeated until the round-pairing is complete."
  let unpaired = context.toPair;
  while (unpaired !== 0) {
    const { topScore, residents, lower } = topScoregroup(context, unpaired);
    const upfloaters = chooseUpfloaters(context, residents, lower, stats);
    const bracket = [...residents, ...upfloaters];
    stats.brackets++;
    if (upfloaters.length > 0) stats.withUpfloaters++;
    if (upfloaters.length > residents.length % 2) stats.moreThanParity++;
    for (const [i, j] of pairBracket(context, bracket, topScore, stats)) pairs.push([teams[i]!, teams[j]!]);
    unpaired &= ~maskOf(bracket);
  }
  // "Colours are then assigned according to Article 4."
  const matches: TeamPairingMatch[] = pairs.map(([a, b]) => {
    const [white, black] = allocate(a, b, context.rules);
    return { white: white.tpn, black: black.tpn };
  });
  return { round, matches, bye: context.bye === null ? null : teams[context.bye]!.tpn };
}

/**
 * Why another pairing of the round (another engine's) is not the text's: the
 * first step of C.04.6, in the order the text takes them, where it departs —
 * the PAB (3.4), a rematch ([C1]), or in the first bracket where the two part,
 * the set of upfloaters ([C4], [C5], [C6], [C7], else a later set of 3.5.4) or
 * the bracket's pairing ([C8], [C9], [C10], else a later identifier of 3.6.3);
 * `art. 4` when only colours differ. `null` when it is the text's pairing.
 */
export function explainLiterally(event: TeamEvent, round: number, other: TeamRoundPairing): string | null {
  const stats = emptyLiteralStats();
  const context = prepare(event, round, stats);
  const { teams, legal } = context;
  const index = new Map(teams.map((team, i) => [team.tpn, i]));
  const partner = new Map<number, number>();
  for (const { white, black } of other.matches) {
    const [a, b] = [index.get(white), index.get(black)];
    if (a === undefined || b === undefined) return 'a team that is not to be paired';
    if (!context.mayMeet(a, b)) return '[C1] a rematch';
    partner.set(a, b).set(b, a);
  }
  const textBye = context.bye === null ? null : teams[context.bye]!.tpn;
  if (other.bye !== textBye) {
    const theirs = other.bye === null ? undefined : teams[index.get(other.bye) ?? -1];
    if (theirs === undefined || textBye === null) return '3.4 a PAB where none is due, or none where one is';
    if (theirs.noMorePab) return '[C2] a second PAB';
    if (!legal((context.toPair | (1 << context.bye!)) & ~(1 << index.get(theirs.tpn)!))) return '3.4.1 the PAB leaves no legal pairing';
    const text = teams[context.bye!]!;
    return text.score !== theirs.score ? '3.4.2 the PAB to a higher score' : text.matchesPlayed !== theirs.matchesPlayed ? '3.4.3 the PAB to fewer matches played' : '3.4.4 the PAB to a smaller TPN';
  }
  let unpaired = context.toPair;
  while (unpaired !== 0) {
    const { topScore, residents, lower } = topScoregroup(context, unpaired);
    const text = chooseUpfloaters(context, residents, lower, stats);
    const theirs = [...new Set(residents.map((i) => partner.get(i)!).filter((j) => teams[j]!.score < topScore))];
    const tpns = (set: readonly number[]) => set.map((i) => teams[i]!.tpn).sort((a, b) => a - b).join(',');
    if (tpns(text) !== tpns(theirs)) {
      if (theirs.length > text.length) return '[C4] more upfloaters';
      if (theirs.length < text.length) return 'upfloaters paired among themselves';
      const ascending = (set: readonly number[]) => set.map((i) => teams[i]!.score).sort((a, b) => a - b);
      if (compareSequences(ascending(theirs), ascending(text)) < 0) return '[C5] lower upfloater scores';
      const [mine, yours] = [setCriteria(context, lower, text), setCriteria(context, lower, theirs)];
      if (yours.c6 > mine.c6) return '[C6] the following scoregroup left needing more upfloaters';
      if (yours.c7 > mine.c7) return '[C7] more upfloaters who floated in the previous round';
      // The other set is legal (its own pairing pairs it and the rest), as good on [C4]–[C7]: only the order of 3.5.4 is left.
      return yours.c6 < mine.c6 || yours.c7 < mine.c7 ? 'the text chose a worse set?' : '3.5.4 a later set of upfloaters';
    }
    const bracket = [...residents, ...text];
    const pairs = pairBracket(context, bracket, topScore, stats);
    const key = (list: readonly (readonly [number, number])[]) => list.map(([i, j]) => tpns([i, j])).sort().join(' ');
    const theirPairs = bracket.filter((i) => teams[partner.get(i)!]!.tpn > teams[i]!.tpn).map((i): [number, number] => [i, partner.get(i)!]);
    if (key(pairs) !== key(theirPairs)) {
      const cost = bracketCost(context, topScore);
      const [mine, yours] = [cost(pairs), cost(theirPairs)];
      if (yours[0]! > mine[0]!) return '[C8] more unfulfilled colour preferences';
      if (yours[0] === mine[0] && yours[1]! > mine[1]!) return '[C9] more unfulfilled strong colour preferences';
      if (yours[0] === mine[0] && yours[1] === mine[1] && yours[2]! > mine[2]!) return "[C10] more upfloaters' opponents who floated";
      return '3.6.3 a later pairing identifier';
    }
    unpaired &= ~maskOf(bracket);
  }
  const ours = pairLiterally(event, round);
  const show = (pairing: TeamRoundPairing) => pairing.matches.map((m) => `${m.white}-${m.black}`).sort().join(' ');
  return show(ours) === show(other) ? null : 'art. 4 colours';
}

/**
 * Art. 3.5: every set of potential upfloaters (3.5.1: every team below the
 * residents), those that comply with [C4] and [C5] (3.5.2), sorted by 3.5.3 and
 * 3.5.4, and the first that with the top-scoregroup "produces a legal pairing
 * that also complies with criteria [C6] and [C7]" (3.5.5).
 *
 * Reading: "legal" includes [C3] (the rest can still be paired), and [C4] and
 * [C5] are complied with among the legal sets; [C6] and [C7], minimisation
 * criteria, are complied with by doing as well as any of those sets can, [C6]
 * first; the order of 3.5.4 decides among equals.
 */
function chooseUpfloaters(context: RoundContext, residents: readonly number[], lower: readonly number[], stats: LiteralStats): number[] {
  const { teams, legal } = context;
  const residentMask = maskOf(residents);
  const lowerMask = maskOf(lower);
  const legalSets: number[][] = [];
  for (let chosen = 0; chosen < 1 << lower.length; chosen++) {
    const set = lower.filter((_, k) => (chosen & (1 << k)) !== 0);
    const setMask = maskOf(set);
    if (legal(residentMask | setMask) && legal(lowerMask & ~setMask)) legalSets.push(set);
  }
  if (legalSets.length === 0) throw new LiteralNoPairing('no legal bracket for the top-scoregroup');
  // [C4] "Minimise the number of upfloaters."
  const fewest = Math.min(...legalSets.map((set) => set.length));
  let candidates = legalSets.filter((set) => set.length === fewest);
  const firstOfAll = firstInOrder(teams, lower, fewest);
  // [C5] "… i.e. maximise the scores (taken in ascending order) of the upfloaters."
  const ascending = (set: readonly number[]) => set.map((i) => teams[i]!.score).sort((a, b) => a - b);
  const best = candidates.map(ascending).sort((a, b) => compareSequences(b, a))[0]!;
  const ofBestScores = candidates.filter((set) => compareSequences(ascending(set), best) === 0);
  if (ofBestScores.length < candidates.length) stats.c5Decided++;
  candidates = ofBestScores;
  // 3.5.3 "In each set, the potential upfloaters … are first sorted by descending score and then … by ascending TPN."
  const sorted = (set: readonly number[]) => [...set].sort((i, j) => teams[j]!.score - teams[i]!.score || teams[i]!.tpn - teams[j]!.tpn);
  // 3.5.4 "These sets are then sorted among themselves by the lexicographic order of their TPNs."
  const ordered = candidates.map(sorted).sort((a, b) => compareSequences(a.map((i) => teams[i]!.tpn), b.map((i) => teams[i]!.tpn)));
  let choice: { set: number[]; c6: number; c7: number } | null = null;
  for (const set of ordered) {
    const { c6, c7 } = setCriteria(context, lower, set);
    if (choice === null || c6 < choice.c6 || (c6 === choice.c6 && c7 < choice.c7)) {
      if (choice !== null) stats[c6 < choice.c6 ? 'c6Decided' : 'c7Decided']++;
      choice = { set, c6, c7 };
    }
  }
  if (firstOfAll !== null && compareSequences(ordered[0]!.map((i) => teams[i]!.tpn), firstOfAll) !== 0) stats.laterSetForLegality++;
  return choice!.set;
}

/** A set's [C6] (1 when it fails) and [C7] (its upfloaters that floated in the previous round, outside the last two rounds). */
function setCriteria(context: RoundContext, lower: readonly number[], set: readonly number[]): { c6: number; c7: number } {
  const { teams } = context;
  const followingScore = Math.max(...lower.map((i) => teams[i]!.score));
  const c6 = followingGroupComplies(context, lower, set, followingScore) ? 0 : 1;
  // [C7] "… minimise the number of upfloaters that were floaters in the previous round".
  const c7 = context.floatCriteria ? set.filter((i) => teams[i]!.floater).length : 0;
  return { c6, c7 };
}

/** The first set of `size` potential upfloaters in the order of 3.5.3–3.5.4 among those of the best [C5] scores, legal or not (TPNs). */
function firstInOrder(teams: readonly Team[], lower: readonly number[], size: number): number[] | null {
  if (size > lower.length) return null;
  const sorted = [...lower].sort((i, j) => teams[j]!.score - teams[i]!.score || teams[i]!.tpn - teams[j]!.tpn);
  return sorted.slice(0, size).map((i) => teams[i]!.tpn);
}

/**
 * [C6] "Unless all the teams in the following scoregroup became or are
 * upfloaters (thus this scoregroup is now empty), choose the set of upfloaters
 * so that criteria [C1], [C3] and [C4] are complied with in the bracket where
 * this (not empty) scoregroup is paired."
 *
 * Reading: that bracket complies with [C4] when it needs no more upfloaters
 * than a scoregroup of its size must have (none when even, one when odd): the
 * literal test is "the fewest legal upfloaters of that scoregroup, found by
 * trying every set, is that number".
 */
function followingGroupComplies(context: RoundContext, lower: readonly number[], set: readonly number[], followingScore: Tenths): boolean {
  const { teams, legal } = context;
  const left = lower.filter((i) => !set.includes(i));
  const group = left.filter((i) => teams[i]!.score === followingScore);
  if (group.length === 0) return true;
  const below = left.filter((i) => teams[i]!.score < followingScore);
  let fewest = Infinity;
  for (let chosen = 0; chosen < 1 << below.length; chosen++) {
    const extra = below.filter((_, k) => (chosen & (1 << k)) !== 0);
    if (extra.length >= fewest) continue;
    if (legal(maskOf([...group, ...extra])) && legal(maskOf(below.filter((i) => !extra.includes(i))))) fewest = extra.length;
  }
  return fewest === group.length % 2;
}

/**
 * Art. 3.6: every pairing of the bracket (3.6.1: the smaller TPN of a pair is
 * its top member), identified by its top members in ascending order followed by
 * the bottom member of each (3.6.2), sorted by identifier (3.6.3); the first
 * that complies with [C1], [C8], [C9] and [C10] (3.6.4).
 *
 * Reading: [C8]–[C10] are complied with by doing as well as any pairing of the
 * bracket can, in that priority; the identifier order decides among equals.
 * [C8] and [C9] count the preferences art. 4 leaves unfulfilled in each pair.
 */
function pairBracket(context: RoundContext, bracket: readonly number[], residentScore: Tenths, stats: LiteralStats): [number, number][] {
  const { teams, mayMeet } = context;
  const byTpn = [...bracket].sort((i, j) => teams[i]!.tpn - teams[j]!.tpn);
  const pairings: [number, number][][] = [];
  const walk = (left: readonly number[], chosen: [number, number][]) => {
    if (left.length === 0) {
      pairings.push([...chosen]);
      return;
    }
    const [top, ...rest] = left;
    for (const bottom of rest) {
      if (!mayMeet(top!, bottom)) continue; // [C1]
      chosen.push([top!, bottom]);
      walk(
        rest.filter((i) => i !== bottom),
        chosen,
      );
      chosen.pop();
    }
  };
  walk(byTpn, []);
  if (pairings.length === 0) throw new LiteralNoPairing('the bracket cannot be paired');
  const identifier = (pairing: readonly [number, number][]) => {
    const byTop = [...pairing].sort((x, y) => teams[x[0]]!.tpn - teams[y[0]]!.tpn);
    return [...byTop.map(([top]) => teams[top]!.tpn), ...byTop.map(([, bottom]) => teams[bottom]!.tpn)];
  };
  const cost = bracketCost(context, residentScore);
  const ordered = pairings.map((pairing) => ({ pairing, id: identifier(pairing), cost: cost(pairing) })).sort((a, b) => compareSequences(a.id, b.id));
  let best = ordered[0]!;
  for (const candidate of ordered) if (compareSequences(candidate.cost, best.cost) < 0) best = candidate;
  // The first identifier of all is the bracket in TPN order: the smaller half against the larger, in order.
  const natural = byTpn.map((i) => teams[i]!.tpn);
  if (compareSequences(ordered[0]!.id, natural) !== 0) stats.c1Decided++;
  if (best !== ordered[0]) stats.c8to10Decided++;
  return best.pairing;
}

/** [C8], [C9] and [C10] of a pairing of a bracket whose residents have `residentScore`. */
function bracketCost(context: RoundContext, residentScore: Tenths): (pairing: readonly (readonly [number, number])[]) => number[] {
  const { teams, rules } = context;
  return (pairing) => {
    let c8 = 0;
    let c9 = 0;
    let c10 = 0;
    for (const [i, j] of pairing) {
      const [white] = allocate(teams[i]!, teams[j]!, rules);
      for (const team of [teams[i]!, teams[j]!]) {
        const preference = rules.preference.get(team.tpn) ?? null;
        const got: Colour = team === white ? 'white' : 'black';
        // [C8] "Minimise the number of teams whose colour preference, if any, is not fulfilled."
        if (preference !== null && preference.colour !== got) {
          c8++;
          // [C9] "(Type B only) Minimise the number of teams whose strong colour preference, if any, is not fulfilled."
          if (rules.type === 'B' && preference.strong) c9++;
        }
      }
      // [C10] "… minimise the number of upfloaters' opponents that were floaters in the previous round".
      if (context.floatCriteria) {
        if (teams[i]!.score < residentScore && teams[j]!.floater) c10++;
        if (teams[j]!.score < residentScore && teams[i]!.floater) c10++;
      }
    }
    return [c8, c9, c10];
  };
}
