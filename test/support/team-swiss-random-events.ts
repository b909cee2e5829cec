/**
 * Random small team events, played round by round, to compare two pairings of
 * every round: the engine's (src/core/team-swiss, what the sheet and the
 * command line run) and the literal reading of C.04.6
 * (./team-swiss-literal.ts). Seeded, so a run can be repeated.
 *
 * Each event draws its shape (4–12 teams, 1–6 boards, 3–9 rounds, colour
 * preferences of type A, type B or none, match or game points as the primary
 * score, the secondary score for colours or not, 2/1/0 or 3/1/0 match points,
 * sometimes a PAB worth more than a draw, a board-colour pattern, a forbidden
 * pair) and its accidents (drawn boards, forfeited boards, matches forfeited
 * by one team, double forfeits, matches forfeited by the arbiter's decision,
 * teams absent, half-point and full-point byes, withdrawals). Each round is
 * paired by both; the literal pairing is played (random board results), so
 * the event goes on as the text would have it.
 */
import { STANDARD_POINTS, type Colour, type ResultCode } from '../../src/core/model';
import { seededRandom, type Random } from '../../src/core/random';
import { pairTeamEvent, type EventMatch, type EventRound, type EventTeamBye, type MatchBoard, type TeamEvent, type TeamEventSettings, type TeamRoundPairing } from '../../src/core/team-swiss';
import { emptyLiteralStats, LiteralNoPairing, pairLiterally, type LiteralStats } from './team-swiss-literal';

interface Accidents {
  readonly draw: number;
  readonly boardForfeit: number;
  readonly matchForfeit: number;
  readonly doubleForfeit: number;
  readonly arbiterForfeit: number;
  readonly absence: number;
  readonly halfPointBye: number;
  readonly fullPointBye: number;
  readonly withdrawal: number;
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const sometimes = (random: Random, high: number) => (random() < 0.5 ? 0 : random() * high);

function drawEvent(random: Random, [fewest, most]: readonly [number, number]): { event: TeamEvent; accidents: Accidents; name: string } {
  const count = fewest + Math.floor(random() * (most - fewest + 1));
  const boards = 1 + Math.floor(random() * 6);
  const totalRounds = Math.min(count - 1 + (random() < 0.2 ? 1 : 0), 3 + Math.floor(random() * 7));
  const matchPoints = random() < 0.8 ? { win: 20, draw: 10, loss: 0 } : { win: 30, draw: 10, loss: 0 };
  const settings: TeamEventSettings = {
    boards,
    totalRounds,
    primaryScore: random() < 0.6 ? 'match' : 'game',
    secondaryForColour: random() < 0.7,
    colourPreferences: pick(random, ['A', 'A', 'B', 'B', 'none'] as const),
    initialColour: random() < 0.5 ? 'white' : 'black',
    matchPoints,
    gamePoints: STANDARD_POINTS,
    ...(random() < 0.1 ? { pairingAllocatedBye: { matchPoints: matchPoints.win, gamePoints: boards * 10 } } : {}),
    ...(random() < 0.15 && boards >= 2 ? { boardColours: pick(random, ['WBBW', 'WWBB', 'WB']) } : {}),
  };
  const teams = Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    players: Array.from({ length: boards + 1 }, (__, board) => (index + 1) * 100 + board + 1),
  }));
  const forbiddenPairs: [number, number][] = random() < 0.1 ? [[1 + Math.floor(random() * count), 1 + Math.floor(random() * count)]] : [];
  const accidents: Accidents = {
    draw: 0.1 + random() * 0.4,
    boardForfeit: sometimes(random, 0.08),
    matchForfeit: sometimes(random, 0.08),
    doubleForfeit: sometimes(random, 0.03),
    arbiterForfeit: sometimes(random, 0.03),
    absence: sometimes(random, 0.08),
    halfPointBye: sometimes(random, 0.04),
    fullPointBye: sometimes(random, 0.02),
    withdrawal: sometimes(random, 0.02),
  };
  const event: TeamEvent = {
    teams,
    rounds: [],
    settings,
    ...(forbiddenPairs.length > 0 && forbiddenPairs[0]![0] !== forbiddenPairs[0]![1] ? { forbiddenPairs } : {}),
  };
  const type = `${settings.colourPreferences}-${settings.primaryScore === 'match' ? 'mp' : 'gp'}${settings.secondaryForColour ? '2' : ''}`;
  return { event, accidents, name: `n${count}-b${boards}-r${totalRounds}-${type}` };
}

/** Who is away in the next round, and how (decided before it is paired, as an organiser enters it). */
function drawByes(random: Random, event: TeamEvent, accidents: Accidents): EventTeamBye[] {
  const byes: EventTeamBye[] = [];
  for (const team of event.teams) {
    if (team.withdrawn === true) continue;
    const roll = random();
    if (roll < accidents.absence) byes.push({ team: team.number, kind: 'absent' });
    else if (roll < accidents.absence + accidents.halfPointBye) byes.push({ team: team.number, kind: 'half-point' });
    else if (roll < accidents.absence + accidents.halfPointBye + accidents.fullPointBye) byes.push({ team: team.number, kind: 'full-point' });
  }
  return byes;
}

const PATTERN_COLOUR = (board: number, pattern: string | undefined): Colour =>
  pattern === undefined ? (board % 2 === 1 ? 'white' : 'black') : pattern[(board - 1) % pattern.length] === 'B' ? 'black' : 'white';

/** A match as played: `home` has White on board 1 (every pattern drawn starts with W). */
function playMatch(random: Random, event: TeamEvent, accidents: Accidents, home: number, away: number): EventMatch {
  const { boards, boardColours } = event.settings;
  const roll = random();
  if (roll < accidents.arbiterForfeit) return { home, away, boards: [], forfeit: pick(random, ['home', 'away', 'none'] as const) };
  const whole: 'home' | 'away' | 'both' | 'split' | null =
    roll < accidents.arbiterForfeit + accidents.matchForfeit
      ? random() < 0.5
        ? 'home'
        : 'away'
      : roll < accidents.arbiterForfeit + accidents.matchForfeit + accidents.doubleForfeit
        ? random() < 0.5
          ? 'both'
          : 'split'
        : null;
  const list: MatchBoard[] = [];
  for (let board = 1; board <= boards; board++) {
    let results: [ResultCode, ResultCode];
    if (whole === 'home') results = ['+', '-'];
    else if (whole === 'away') results = ['-', '+'];
    else if (whole === 'both') results = ['-', '-'];
    else if (whole === 'split') results = board % 2 === 1 ? ['+', '-'] : ['-', '+'];
    else if (random() < accidents.boardForfeit) results = random() < 0.5 ? ['+', '-'] : ['-', '+'];
    else if (random() < accidents.draw) results = ['=', '='];
    else results = random() < 0.5 ? ['1', '0'] : ['0', '1'];
    // An empty board (nobody sat down) for a board or a whole match lost by forfeit; a match forfeited
    // by both teams alike (a double forfeit, one board each way) has its players named, as a TRF must link the teams.
    const mayBeEmpty = whole === null || whole === 'home' || whole === 'away';
    const homePlayer = mayBeEmpty && results[0] === '-' && random() < 0.5 ? null : home * 100 + board;
    const awayPlayer = mayBeEmpty && results[1] === '-' && random() < 0.5 ? null : away * 100 + board;
    list.push({ board, homePlayer, awayPlayer, homeColour: PATTERN_COLOUR(board, boardColours), homeResult: results[0], awayResult: results[1] });
  }
  return { home, away, boards: list };
}

function play(random: Random, event: TeamEvent, accidents: Accidents, pairing: TeamRoundPairing, away: readonly EventTeamBye[]): TeamEvent {
  const round: EventRound = {
    round: pairing.round,
    matches: pairing.matches.map((match) => playMatch(random, event, accidents, match.white, match.black)),
    byes: [...away, ...(pairing.bye === null ? [] : [{ team: pairing.bye, kind: 'pairing-allocated' as const }])],
  };
  const teams = event.teams.map((team) => (team.withdrawn !== true && random() < accidents.withdrawal ? { ...team, withdrawn: true } : team));
  return { ...event, teams, rounds: [...event.rounds, round] };
}

/** The pairing as a comparable text: matches (White on board 1 first) in any order, and the PAB. */
export function pairingKey(pairing: TeamRoundPairing): string {
  return [...pairing.matches.map((match) => `${match.white}-${match.black}`)].sort().join(' ') + (pairing.bye === null ? '' : ` bye ${pairing.bye}`);
}

/** A round's pairing, or why there is none. */
export type Outcome = { pairing: TeamRoundPairing } | { none: string };

export function attempt(pair: () => TeamRoundPairing): Outcome {
  try {
    return { pairing: pair() };
  } catch (error) {
    if (error instanceof LiteralNoPairing || (error instanceof Error && error.name === 'NoValidPairingError')) return { none: error.message };
    throw error;
  }
}

export interface LiteralDisagreement {
  readonly event: string;
  readonly round: number;
  readonly engine: string;
  readonly literal: string;
  /** The event before the round, to replay it. */
  readonly before: TeamEvent;
}

export interface LiteralComparison {
  readonly events: number;
  readonly rounds: number;
  readonly agree: number;
  /** Rounds that neither could pair (both say the Chief Arbiter decides). */
  readonly neitherPairs: number;
  readonly disagreements: readonly LiteralDisagreement[];
  /** How many rounds had each accident before them (events × rounds with at least one). */
  readonly exercised: Readonly<Record<string, number>>;
  /** How often each step of the text decided something, in the literal pairings. */
  readonly decided: LiteralStats;
}

function accidentsSoFar(event: TeamEvent): string[] {
  const seen = new Set<string>();
  for (const round of event.rounds) {
    for (const bye of round.byes) seen.add(bye.kind === 'pairing-allocated' ? 'PAB' : `${bye.kind} bye`);
    for (const match of round.matches) {
      if (match.forfeit !== undefined) seen.add('arbiter forfeit');
      else if (match.boards.every((board) => '+-'.includes(board.homeResult))) seen.add('match forfeited');
      else if (match.boards.some((board) => '+-'.includes(board.homeResult))) seen.add('board forfeited');
    }
  }
  if (event.teams.some((team) => team.withdrawn === true)) seen.add('withdrawal');
  if (event.settings.primaryScore === 'game') seen.add('game points primary');
  if (event.teams.length % 2 === 1) seen.add('odd number of teams');
  return [...seen];
}

export interface RandomEventOptions {
  /** The fewest and most teams (default 4 and 12, what the literal reading can enumerate). */
  readonly teams?: readonly [number, number];
  /** Pair and play each round by the literal reading (default), or by the engine alone (larger events). */
  readonly literal?: boolean;
  /** Sees each round before it is paired (the event so far, the teams away from it as absences) and both pairings. */
  readonly visit?: (name: string, before: TeamEvent, round: number, engine: Outcome, literal: Outcome | null) => void;
  /** Sees each event once its last round is played (or none could be paired). */
  readonly finished?: (name: string, event: TeamEvent) => void;
  readonly stats?: LiteralStats;
}

/** Plays `count` random events from `seed`, round by round. */
export function playRandomTeamEvents(count: number, seed: number, options: RandomEventOptions = {}): void {
  const random = seededRandom(seed);
  const useLiteral = options.literal ?? true;
  for (let index = 0; index < count; index++) {
    const drawn = drawEvent(random, options.teams ?? [4, 12]);
    const accidents = drawn.accidents;
    let event = drawn.event;
    const name = `${seed}-${index}-${drawn.name}`;
    for (let round = 1; round <= event.settings.totalRounds; round++) {
      const away = round === 1 ? [] : drawByes(random, event, accidents);
      const before: TeamEvent = away.length === 0 ? event : { ...event, absences: new Map([[round, away.map((bye) => bye.team)]]) };
      const engine = attempt(() => pairTeamEvent(before, round));
      const literal = useLiteral ? attempt(() => pairLiterally(before, round, options.stats)) : null;
      options.visit?.(name, before, round, engine, literal);
      const played = literal ?? engine;
      if (!('pairing' in played)) break;
      event = play(random, before, accidents, played.pairing, away);
    }
    const { absences: _announced, ...finished } = event;
    options.finished?.(name, finished);
  }
}

/** Plays `count` random events from `seed` and compares every round's pairings. */
export function compareWithLiteral(count: number, seed: number): LiteralComparison {
  let rounds = 0;
  let agree = 0;
  let neitherPairs = 0;
  const disagreements: LiteralDisagreement[] = [];
  const exercised: Record<string, number> = {};
  const decided = emptyLiteralStats();
  playRandomTeamEvents(count, seed, {
    stats: decided,
    visit: (name, before, round, engine, literal) => {
      rounds++;
      for (const accident of accidentsSoFar(before)) exercised[accident] = (exercised[accident] ?? 0) + 1;
      const engineKey = 'pairing' in engine ? pairingKey(engine.pairing) : 'no valid pairing';
      const literalKey = literal !== null && 'pairing' in literal ? pairingKey(literal.pairing) : 'no valid pairing';
      if (engineKey !== literalKey) disagreements.push({ event: name, round, engine: engineKey, literal: literalKey, before });
      else if (literalKey !== 'no valid pairing') agree++;
      else neitherPairs++;
    },
  });
  return { events: count, rounds, agree, neitherPairs, disagreements, exercised, decided };
}
