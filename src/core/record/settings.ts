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

export type PairingSystemId = 'dutch' | 'quick' | 'round-robin' | 'double-round-robin';
export type InitialColourSetting = 'white' | 'black' | 'lot';
export type RoundOneMethod = 'split' | 'fold' | 'slide' | 'adjacent' | 'random';
/** Accelerated pairings: none, or the Baku method of FIDE C.04.7 (FIDE Dutch only). */
export type AccelerationSetting = 'none' | 'baku';

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

/** What `saveSettings` accepts: any subset, `points` may be partial too. */
export type SettingsPatch = Partial<Omit<Settings, 'points' | 'prizes'>> & { readonly points?: Partial<PointSettings>; readonly prizes?: Partial<PrizeSettings> };

const PAIRING_SYSTEMS: readonly PairingSystemId[] = ['dutch', 'quick', 'round-robin', 'double-round-robin'];
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
};

export function isRoundRobin(system: PairingSystemId): boolean {
  return system === 'round-robin' || system === 'double-round-robin';
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
  const known = new Set(['system', 'rounds', 'initialColour', 'round1Method', 'seed', 'points', 'tiebreaks', 'acceleration', 'teamScoresCounted', 'prizes', 'ratingsSheet']);
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
  if (input.tiebreaks !== undefined) next = { ...next, tiebreaks: tiebreaksOf(input.tiebreaks) };
  if (input.prizes !== undefined) next = { ...next, prizes: prizesOf(next.prizes, input.prizes) };
  if (input.ratingsSheet !== undefined) {
    if (typeof input.ratingsSheet !== 'boolean') throw new InputError(`the Ratings sheet is on (true) or off (false); "${String(input.ratingsSheet)}" is neither.`);
    next = { ...next, ratingsSheet: input.ratingsSheet };
  }
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

/** The system, and the tie-breaks of its family when they were the other family's defaults. */
function withSystem(next: Settings, current: Settings, input: Record<string, unknown>): Settings {
  const system = oneOf(input.system, PAIRING_SYSTEMS, `"${String(input.system)}" is not a pairing system. Choose one of: ${PAIRING_SYSTEMS.join(', ')}.`, false);
  const switchingFamily = isRoundRobin(system) !== isRoundRobin(current.system);
  if (switchingFamily && input.tiebreaks === undefined && sameList(current.tiebreaks, defaultTiebreaks(current.system))) {
    return { ...next, system, tiebreaks: defaultTiebreaks(system) };
  }
  return { ...next, system };
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

function tiebreaksOf(list: unknown): string[] {
  if (!Array.isArray(list) || list.some((code) => typeof code !== 'string')) {
    throw new InputError('tie-breaks must be a list of codes such as ["BH/C1", "BH", "SB"].');
  }
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
  } else if (input.system !== undefined && next.system !== 'dutch') {
    acceleration = 'none';
  }
  if (acceleration === 'baku') {
    if (next.system !== 'dutch') {
      throw new InputError('Baku acceleration (FIDE C.04.7) is a method of the FIDE Dutch system: choose the Swiss, FIDE Dutch system first.');
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

function defaultTiebreaks(system: PairingSystemId): readonly string[] {
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
