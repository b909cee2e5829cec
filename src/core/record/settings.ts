/**
 * Event settings: what the organiser chooses in the sidebar, kept in the
 * event record (and in document properties before the record exists).
 * Validation lives here, in the core, and cannot be skipped: every way in
 * (the sidebar, the server API, the record, the command line) goes through
 * `mergeSettings`, which checks every field, tie-break codes included.
 */
import { InputError } from '../errors';
import type { Colour, PointSystem } from '../model';
import { toTenths } from '../model';
import { DEFAULT_ROUND_ROBIN_TIEBREAKS, DEFAULT_SWISS_TIEBREAKS, isTiebreakCode } from '../tiebreaks/codes';
import { DEFAULT_TEAM_TIEBREAKS, parseTeamTiebreakList } from '../team-swiss/standings';
import { SCHEVENINGEN_SIZES } from '../team-swiss/scheveningen';

/** The systems that pair players (src/core/systems). */
export type IndividualSystemId = 'dutch' | 'quick' | 'round-robin' | 'double-round-robin';
/**
 * The systems that pair teams (src/core/team-swiss): the FIDE Swiss Team
 * Pairing System (C.04.6), a team round robin by the Berger tables, and a
 * Scheveningen match of two teams (each player meets every player of the other).
 */
export type TeamSystemId = 'team-swiss' | 'team-round-robin' | 'scheveningen';
export type PairingSystemId = IndividualSystemId | TeamSystemId;
export type InitialColourSetting = 'white' | 'black' | 'lot';
export type RoundOneMethod = 'split' | 'fold' | 'slide' | 'adjacent' | 'random';
/** Accelerated pairings: none, or the Baku method of FIDE C.04.7 (FIDE Dutch only). */
export type AccelerationSetting = 'none' | 'baku';

/**
 * A team event's own settings: boards per match, the score that builds the
 * scoregroups and ranks the teams (the other breaks colour ties, C.04.6 art.
 * 1.2 and 4.2.2), the colour preferences of C.04.6 art. 1.7, and the match
 * points of a won, drawn and lost match (2 / 1 / 0 unless the regulations say
 * otherwise). A board scores the game points of `points` (1 / ½ / 0).
 */
export interface TeamSettings {
  readonly boards: number;
  readonly primaryScore: 'match' | 'game';
  readonly colourPreferences: 'A' | 'B' | 'none';
  readonly matchPoints: { readonly win: number; readonly draw: number; readonly loss: number };
  /**
   * The team named first's colour board by board, repeated (`WB`: White on the
   * odd boards, the rule's default; `BW`: Black on them; `WBBW` …). The team
   * with White on board 1 is the one the pairing gives White.
   */
  readonly boardColours: string;
}

/** Points as organisers type them (1, 0.5, 0), not tenths. */
export interface PointSettings {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly pairingAllocatedBye: number;
  readonly requestedBye: number;
  /**
   * Points for each round a late entry missed before joining: 0 (a zero-point
   * absence), the requested bye's points (a half-point bye) or a win's (a full-point bye).
   */
  readonly lateEntry: number;
}

export interface Settings {
  readonly system: PairingSystemId;
  /** Planned number of rounds; for round robins it follows from the field when 0. */
  readonly rounds: number;
  readonly initialColour: InitialColourSetting;
  readonly round1Method: RoundOneMethod;
  /** Seed for the random round-1 method and the drawing of lots. */
  readonly seed: number;
  readonly points: PointSettings;
  /** Tie-break codes in order, e.g. `BH/C1`. */
  readonly tiebreaks: readonly string[];
  /**
   * Baku acceleration (C.04.7): group A gets virtual points for pairing in the
   * first half of the rounds (src/core/event/acceleration.ts). FIDE Dutch only,
   * with the standard points (1, ½, 0).
   */
  readonly acceleration: AccelerationSetting;
  /** How many of each team's best individual scores make its score on the Teams sheet (with a Team column). */
  readonly teamScoresCounted: number;
  /** How the Awards sheet gives the prizes of the Prizes sheet (the whole event's, like the team scores). */
  readonly prizes: PrizeSettings;
  /** Whether a Ratings sheet shows each player's FIDE rating figures (B.02) for this event (the whole event's). */
  readonly ratingsSheet: boolean;
  /** A team event's boards, scores and colour preferences (used by the team systems only). */
  readonly team: TeamSettings;
}

/** The prize-giving's choices (src/core/prizes, docs/prizes.md). */
export interface PrizeSettings {
  /** Tied players' money: by tie-break (the standings' order), shared equally, or by the Hort system. */
  readonly sharing: 'tiebreak' | 'equal' | 'hort';
  /** Amounts to the cent, or in whole units rounded down (the rest named). */
  readonly rounding: 'cent' | 'whole';
  /** Prizes a player may win (`Extra` prizes aside): 1 by the usual rule, or `any`. */
  readonly perPlayer: number | 'any';
  /** Unrated players count in the rating bands with an upper bound (`u1600`) without each saying "or unrated". */
  readonly unratedInBands: boolean;
}

/** What `saveSettings` accepts: any subset, `points`, `prizes` and `team` (and its `matchPoints`) may be partial too. */
export type SettingsPatch = Partial<Omit<Settings, 'points' | 'prizes' | 'team'>> & {
  readonly points?: Partial<PointSettings>;
  readonly prizes?: Partial<PrizeSettings>;
  readonly team?: Partial<Omit<TeamSettings, 'matchPoints'>> & { readonly matchPoints?: Partial<TeamSettings['matchPoints']> };
};

const TEAM_SYSTEMS: readonly TeamSystemId[] = ['team-swiss', 'team-round-robin', 'scheveningen'];
const PAIRING_SYSTEMS: readonly PairingSystemId[] = ['dutch', 'quick', 'round-robin', 'double-round-robin', ...TEAM_SYSTEMS];
const ROUND_ONE_METHODS: readonly RoundOneMethod[] = ['split', 'fold', 'slide', 'adjacent', 'random'];
const INITIAL_COLOURS: readonly InitialColourSetting[] = ['white', 'black', 'lot'];
const ACCELERATIONS: readonly AccelerationSetting[] = ['none', 'baku'];

export { DEFAULT_ROUND_ROBIN_TIEBREAKS, DEFAULT_SWISS_TIEBREAKS };

export const DEFAULT_SETTINGS: Settings = {
  system: 'dutch',
  rounds: 5,
  initialColour: 'white',
  round1Method: 'split',
  seed: 1,
  points: { win: 1, draw: 0.5, loss: 0, pairingAllocatedBye: 1, requestedBye: 0.5, lateEntry: 0 },
  tiebreaks: DEFAULT_SWISS_TIEBREAKS,
  acceleration: 'none',
  teamScoresCounted: 4,
  prizes: { sharing: 'tiebreak', rounding: 'cent', perPlayer: 1, unratedInBands: false },
  ratingsSheet: false,
  team: { boards: 4, primaryScore: 'match', colourPreferences: 'A', matchPoints: { win: 2, draw: 1, loss: 0 }, boardColours: 'WB' },
};

export function isRoundRobin(system: PairingSystemId): boolean {
  return system === 'round-robin' || system === 'double-round-robin';
}

/** Whether the system pairs teams (a team event: matches of boards) rather than players. */
export function isTeamSystem(system: PairingSystemId): system is TeamSystemId {
  return (TEAM_SYSTEMS as readonly string[]).includes(system);
}

/** The system as one that pairs players; a team system is paired by its matches (src/core/actions/team), never here. */
export function individualSystem(system: PairingSystemId): IndividualSystemId {
  if (isTeamSystem(system)) throw new RangeError(`${system} pairs teams, not players: a team event's actions are src/core/actions/team's`);
  return system;
}

/**
 * Checks a patch and merges it into the current settings. Every problem is
 * reported in words an organiser understands.
 */
export function mergeSettings(current: Settings, patch: unknown): Settings {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) {
    throw new InputError('settings must be given as an object such as {"rounds": 7}.');
  }
  const input = patch as Record<string, unknown>;
  const known = new Set(['system', 'rounds', 'initialColour', 'round1Method', 'seed', 'points', 'tiebreaks', 'acceleration', 'teamScoresCounted', 'team', 'prizes', 'ratingsSheet']);
  for (const key of Object.keys(input)) {
    if (!known.has(key)) throw new InputError(`"${key}" is not a setting. Known settings: ${[...known].join(', ')}.`);
  }
  let next: Settings = { ...current, points: { ...current.points } };
  if (input.system !== undefined) next = withSystem(next, current, input);
  if (input.rounds !== undefined) {
    next = { ...next, rounds: wholeNumber(input.rounds, 0, 99, 'the number of rounds must be a whole number from 1 to 99 (0 lets a round robin decide)') };
  }
  if (input.initialColour !== undefined) next = { ...next, initialColour: oneOf(input.initialColour, INITIAL_COLOURS, 'the initial colour must be "white", "black" or "lot"') };
  if (input.round1Method !== undefined) {
    next = { ...next, round1Method: oneOf(input.round1Method, ROUND_ONE_METHODS, `the round-1 method must be one of ${ROUND_ONE_METHODS.join(', ')}`) };
  }
  if (input.seed !== undefined) next = { ...next, seed: wholeNumber(input.seed, 0, 2 ** 32 - 1, 'the random seed must be a whole number from 0 to 4294967295') };
  if (input.points !== undefined) next = { ...next, points: pointsOf(next.points, input.points) };
  if (input.teamScoresCounted !== undefined) {
    next = { ...next, teamScoresCounted: wholeNumber(input.teamScoresCounted, 1, 50, 'the number of scores that count for a team must be a whole number from 1 to 50') };
  }
  if (input.team !== undefined) next = { ...next, team: teamOf(next.team, input.team) };
  if (input.tiebreaks !== undefined) next = { ...next, tiebreaks: tiebreaksOf(input.tiebreaks, next.system) };
  if (input.prizes !== undefined) next = { ...next, prizes: prizesOf(next.prizes, input.prizes) };
  if (input.ratingsSheet !== undefined) {
    if (typeof input.ratingsSheet !== 'boolean') throw new InputError(`the Ratings sheet is on (true) or off (false); "${String(input.ratingsSheet)}" is neither.`);
    next = { ...next, ratingsSheet: input.ratingsSheet };
  }
  checkScheveningen(next);
  return withAcceleration(next, input);
}

const PRIZE_SHARING: readonly PrizeSettings['sharing'][] = ['tiebreak', 'equal', 'hort'];
const PRIZE_ROUNDING: readonly PrizeSettings['rounding'][] = ['cent', 'whole'];
/** More prizes a player than any prize list gives is a typing mistake. */
const MOST_PRIZES_A_PLAYER = 20;

function prizesOf(current: PrizeSettings, given: unknown): PrizeSettings {
  if (given === null || typeof given !== 'object' || Array.isArray(given)) {
    throw new InputError('the prize settings must be given as an object such as {"sharing": "hort"}.');
  }
  const input = given as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    if (!(key in current)) throw new InputError(`"${key}" is not a prize setting. Known: ${Object.keys(current).join(', ')}.`);
  }
  const perPlayer = input.perPlayer;
  if (perPlayer !== undefined && perPlayer !== 'any') wholeNumber(perPlayer, 1, MOST_PRIZES_A_PLAYER, `the prizes a player may win must be a whole number from 1 to ${MOST_PRIZES_A_PLAYER}, or "any"`);
  if (input.unratedInBands !== undefined && typeof input.unratedInBands !== 'boolean') {
    throw new InputError(`whether unrated players count in rating bands is true or false; "${String(input.unratedInBands)}" is neither.`);
  }
  return {
    sharing: input.sharing === undefined ? current.sharing : oneOf(input.sharing, PRIZE_SHARING, 'tied players\' money goes by "tiebreak", is shared "equal"ly, or by "hort" (the Hort system)'),
    rounding: input.rounding === undefined ? current.rounding : oneOf(input.rounding, PRIZE_ROUNDING, 'amounts are rounded to the "cent" or to "whole" units'),
    perPlayer: perPlayer === undefined ? current.perPlayer : (perPlayer as number | 'any'),
    unratedInBands: input.unratedInBands === undefined ? current.unratedInBands : (input.unratedInBands as boolean),
  };
}

/**
 * The system, and the tie-breaks of its family when they were the other
 * family's defaults, or cannot be counted in the new one (a team's game
 * points in an individual event).
 */
function withSystem(next: Settings, current: Settings, input: Record<string, unknown>): Settings {
  const system = oneOf(input.system, PAIRING_SYSTEMS, `"${String(input.system)}" is not a pairing system. Choose one of: ${PAIRING_SYSTEMS.join(', ')}.`, false);
  const switchingFamily = tiebreakFamily(system) !== tiebreakFamily(current.system);
  if (switchingFamily && input.tiebreaks === undefined && (sameList(current.tiebreaks, defaultTiebreaks(current.system)) || !validIn(current.tiebreaks, system))) {
    return { ...next, system, tiebreaks: defaultTiebreaks(system) };
  }
  return { ...next, system };
}

/** Which default tie-breaks a system has: Swiss, round robin, team Swiss, team round robin. */
function tiebreakFamily(system: PairingSystemId): string {
  if (isTeamSystem(system)) return system === 'team-swiss' ? 'team-swiss' : 'team-round-robin';
  return isRoundRobin(system) ? 'round-robin' : 'swiss';
}

function validIn(codes: readonly string[], system: PairingSystemId): boolean {
  try {
    tiebreaksOf(codes, system);
    return true;
  } catch {
    return false;
  }
}

const TEAM_PRIMARY: readonly TeamSettings['primaryScore'][] = ['match', 'game'];
const COLOUR_PREFERENCES: readonly TeamSettings['colourPreferences'][] = ['A', 'B', 'none'];

/** A team event's settings, patched: every field checked. */
function teamOf(current: TeamSettings, given: unknown): TeamSettings {
  if (given === null || typeof given !== 'object' || Array.isArray(given)) {
    throw new InputError('the team settings must be given as an object such as {"boards": 4, "primaryScore": "match"}.');
  }
  const input = given as Record<string, unknown>;
  const known = ['boards', 'primaryScore', 'colourPreferences', 'matchPoints', 'boardColours'];
  for (const key of Object.keys(input)) if (!known.includes(key)) throw new InputError(`"${key}" is not a team setting. Known: ${known.join(', ')}.`);
  return {
    boards: input.boards === undefined ? current.boards : wholeNumber(input.boards, 1, 20, 'the boards of a match must be a whole number from 1 to 20'),
    primaryScore:
      input.primaryScore === undefined
        ? current.primaryScore
        : oneOf(input.primaryScore, TEAM_PRIMARY, 'the primary score must be "match" (match points) or "game" (game points)'),
    colourPreferences:
      input.colourPreferences === undefined
        ? current.colourPreferences
        : oneOf(input.colourPreferences, COLOUR_PREFERENCES, 'the colour preferences must be "A" or "B" (FIDE C.04.6 art. 1.7), or "none"'),
    matchPoints: input.matchPoints === undefined ? current.matchPoints : matchPointsOf(current.matchPoints, input.matchPoints),
    boardColours: input.boardColours === undefined ? current.boardColours : boardColoursOf(input.boardColours),
  };
}

/** A colour pattern of the boards: W and B, the team named first's colour on board 1, 2, …, repeated. */
function boardColoursOf(given: unknown): string {
  const pattern = typeof given === 'string' ? given.trim().toUpperCase() : '';
  if (!/^[WB]{1,20}$/.test(pattern)) {
    throw new InputError(`the board colours are the team named first's colour on each board, in W and B: "WB" (White on the odd boards), "BW" (Black on them) or a pattern such as "WBBW"; "${String(given)}" is not.`);
  }
  return pattern;
}

function matchPointsOf(current: TeamSettings['matchPoints'], given: unknown): TeamSettings['matchPoints'] {
  if (given === null || typeof given !== 'object' || Array.isArray(given)) throw new InputError('match points must be given as an object such as {"win": 2, "draw": 1, "loss": 0}.');
  const points: Record<string, number> = { ...current };
  for (const [key, value] of Object.entries(given as Record<string, unknown>)) {
    if (!(key in current)) throw new InputError(`"${key}" is not a kind of match points. Known: win, draw, loss.`);
    const number = typeof value === 'string' ? Number(value.replace(',', '.').replace('½', '.5')) : value;
    if (typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number > 10 || !isTenths(number)) {
      throw new InputError(`match points for a ${key === 'win' ? 'won' : key === 'draw' ? 'drawn' : 'lost'} match must be a number such as 2, 1 or 0; "${String(value)}" is not.`);
    }
    points[key] = number;
  }
  if (points.win! <= points.draw! || points.draw! < points.loss!) {
    throw new InputError(`a won match must be worth more than a drawn one, and a drawn one at least as much as a lost one (now ${points.win}, ${points.draw}, ${points.loss}).`);
  }
  return { win: points.win!, draw: points.draw!, loss: points.loss! };
}

/** A Scheveningen match is played from a published table: two, three, four or eight boards. */
function checkScheveningen(settings: Settings): void {
  if (settings.system !== 'scheveningen' || SCHEVENINGEN_SIZES.includes(settings.team.boards)) return;
  throw new InputError(
    `a Scheveningen match is played from a published table, which Sheetmate has for ${SCHEVENINGEN_SIZES.join(', ')} boards, not ${settings.team.boards}: choose one of those numbers of boards.`,
  );
}

function wholeNumber(value: unknown, lowest: number, highest: number, words: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < lowest || value > highest) throw new InputError(`${words}; "${String(value)}" is not.`);
  return value;
}

/** One of the listed values; `quoted` adds "…" is not to the words. */
function oneOf<T extends string>(value: unknown, allowed: readonly T[], words: string, quoted = true): T {
  if (!allowed.includes(value as T)) throw new InputError(quoted ? `${words}; "${String(value)}" is not.` : words);
  return value as T;
}

function pointsOf(current: PointSettings, given: unknown): PointSettings {
  if (given === null || typeof given !== 'object' || Array.isArray(given)) {
    throw new InputError('points must be given as an object such as {"win": 1, "draw": 0.5}.');
  }
  const points = { ...current } as Record<keyof PointSettings, number>;
  const kinds = Object.keys(points);
  for (const [key, value] of Object.entries(given as Record<string, unknown>)) {
    // Only the point kinds themselves: `toString` or `constructor` are in every object, not settings.
    if (!kinds.includes(key)) throw new InputError(`"${key}" is not a kind of points. Known: ${kinds.join(', ')}.`);
    const number = typeof value === 'string' ? Number(value.replace(',', '.').replace('½', '.5')) : value;
    if (typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number > 10 || !isTenths(number)) {
      throw new InputError(`points for ${describePointKey(key)} must be a number such as 1, 0.5 or 0; "${String(value)}" is not.`);
    }
    points[key as keyof PointSettings] = number;
  }
  if (points.lateEntry !== 0 && points.lateEntry !== points.requestedBye && points.lateEntry !== points.win) {
    throw new InputError(
      `points for each round a late entry missed must be 0, a requested bye's (${points.requestedBye}) or a win's (${points.win}); "${points.lateEntry}" is none of them.`,
    );
  }
  if (points.win <= points.draw || points.draw < points.loss) {
    throw new InputError(`a win must be worth more than a draw, and a draw at least as much as a loss (now ${points.win}, ${points.draw}, ${points.loss}).`);
  }
  return points;
}

function tiebreaksOf(list: unknown, system: PairingSystemId): string[] {
  if (!Array.isArray(list) || list.some((code) => typeof code !== 'string')) {
    throw new InputError('tie-breaks must be a list of codes such as ["BH/C1", "BH", "SB"].');
  }
  // A team's tie-breaks: its scores (MP, GP) and the individual codes on the primary score or a named one (BH:GP).
  if (isTeamSystem(system)) return parseTeamTiebreakList(list as string[]);
  const codes = list.map((code: string) => code.trim().toUpperCase()).filter((code) => code !== '');
  const unknown = codes.find((code) => !isTiebreakCode(code));
  if (unknown !== undefined) throw new InputError(`"${unknown}" is not a tie-break code this add-on knows.`);
  if (new Set(codes).size !== codes.length) throw new InputError('each tie-break may appear only once in the list.');
  return codes;
}

/**
 * The acceleration setting, checked against the rest: Baku acceleration is a
 * method of the FIDE Dutch system for the standard points (C.04.7), so it is
 * refused with another system or other points, and a switch to another system
 * turns it off.
 */
function withAcceleration(next: Settings, input: Record<string, unknown>): Settings {
  let acceleration = next.acceleration;
  if (input.acceleration !== undefined) {
    if (!ACCELERATIONS.includes(input.acceleration as AccelerationSetting)) {
      throw new InputError(`acceleration must be "none" or "baku" (FIDE C.04.7); "${String(input.acceleration)}" is not.`);
    }
    acceleration = input.acceleration as AccelerationSetting;
  } else if (input.system !== undefined && next.system !== 'dutch' && next.system !== 'team-swiss') {
    acceleration = 'none';
  }
  if (acceleration === 'baku' && next.system === 'team-swiss') {
    // C.04.7 is "applicable to any Swiss Pairing System"; for teams, on match points only.
    if (next.team.primaryScore !== 'match') {
      throw new InputError('Baku acceleration (FIDE C.04.7) gives teams virtual match points, so it cannot be used with game points as the primary score: rank the teams by match points, or choose no acceleration.');
    }
    return { ...next, acceleration };
  }
  if (acceleration === 'baku') {
    if (next.system !== 'dutch') {
      throw new InputError('Baku acceleration (FIDE C.04.7) is a method of the Swiss systems: choose the Swiss, FIDE Dutch system or team Swiss first.');
    }
    if (next.points.win !== 1 || next.points.draw !== 0.5 || next.points.loss !== 0) {
      throw new InputError(
        `Baku acceleration (FIDE C.04.7) applies to events scored 1 for a win and ½ for a draw; these points are ${next.points.win}, ${next.points.draw}, ${next.points.loss}. ` +
          'Choose the standard points, or no acceleration.',
      );
    }
  }
  return acceleration === next.acceleration ? next : { ...next, acceleration };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** A team round robin (and a Scheveningen match) is ranked by game points, then direct encounter and Sonneborn-Berger. */
const DEFAULT_TEAM_ROUND_ROBIN_TIEBREAKS: readonly string[] = ['GP', 'DE', 'SB'];

function defaultTiebreaks(system: PairingSystemId): readonly string[] {
  if (isTeamSystem(system)) return system === 'team-swiss' ? DEFAULT_TEAM_TIEBREAKS : DEFAULT_TEAM_ROUND_ROBIN_TIEBREAKS;
  return isRoundRobin(system) ? DEFAULT_ROUND_ROBIN_TIEBREAKS : DEFAULT_SWISS_TIEBREAKS;
}

function isTenths(value: number): boolean {
  return Math.abs(Math.round(value * 10) - value * 10) < 1e-9;
}

function describePointKey(key: string): string {
  return (
    {
      win: 'a win',
      draw: 'a draw',
      loss: 'a loss',
      pairingAllocatedBye: 'a pairing-allocated bye',
      requestedBye: 'a requested bye',
      lateEntry: 'each round a late entry missed',
    }[key] ?? key
  );
}

/** The core point system (tenths) for the organiser's settings. */
export function pointSystemOf(points: PointSettings): PointSystem {
  return {
    win: toTenths(points.win),
    draw: toTenths(points.draw),
    loss: toTenths(points.loss),
    forfeitWin: toTenths(points.win),
    forfeitLoss: toTenths(points.loss),
    pairingAllocatedBye: toTenths(points.pairingAllocatedBye),
    halfPointBye: toTenths(points.requestedBye),
    fullPointBye: toTenths(points.win),
    zeroPointBye: 0,
  };
}

/** The colour for pairing number 1: a drawn lot is made from the event's seed, reproducibly. */
export function resolveInitialColour(setting: InitialColourSetting, seed: number): Colour {
  if (setting !== 'lot') return setting;
  // A fixed function of the seed, so re-pairing the same event gives the same lot.
  return ((Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 16) & 1) === 0 ? 'white' : 'black';
}
