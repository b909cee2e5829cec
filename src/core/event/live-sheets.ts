/**
 * The views parents and players follow on their phones (*By name*, *Live*),
 * built from the event state every action leaves behind: the newest round as
 * it was paired, with the results typed so far.
 */
import type { Bye, PointSystem, RoundPairing, Tenths } from '../model';
import { BY_NAME_SHEET, byNameSheet } from './by-name-view';
import type { DisplaySheet } from './display-sheet';
import type { EventInProgress } from './event-in-progress';
import { carriedPointsOf, type EventState } from './event-state';
import { LIVE_SHEET, liveSheet } from './live-view';
import { isRoundRobin, type Settings } from './settings';

/** The event as the live views read it: the model, and the newest round as paired. */
export function eventInProgress(state: EventState): EventInProgress {
  const last = state.rounds[state.rounds.length - 1];
  const points = state.tournament.points;
  const startNumberOf = (name: string) => state.startNumberOf(name)!;
  const current: RoundPairing | null =
    last === undefined
      ? null
      : {
          round: last.round,
          boards: last.boards.map((board) => ({ board: board.board, white: startNumberOf(board.white), black: startNumberOf(board.black) })),
          byes: last.byes.map((bye): Bye => ({ player: startNumberOf(bye.player), kind: bye.kind, points: byePoints(bye.kind, points) })),
        };
  const carried = new Map<number, Tenths>();
  for (const player of state.players) {
    const points = carriedPointsOf(state, player.startNumber);
    if (points !== 0) carried.set(player.startNumber, points);
  }
  return { tournament: state.tournament, current, ...(carried.size > 0 ? { carriedPoints: carried } : {}) };
}

function byePoints(kind: Bye['kind'], points: PointSystem): Tenths {
  switch (kind) {
    case 'pairing-allocated':
      return points.pairingAllocatedBye;
    case 'half-point':
      return points.halfPointBye;
    case 'full-point':
      return points.fullPointBye;
    default:
      return 0;
  }
}

export interface LiveSheetsInput {
  readonly state: EventState;
  readonly settings: Settings;
  /** The planned number of rounds; 0 when open. */
  readonly totalRounds: number;
  /** The spreadsheet's name: the event's, on the Live sheet's first line. */
  readonly eventName: string;
  /** When the newest round was paired, as people read it ("Sat 14 Mar, 14:05"). */
  readonly pairedAt?: string;
  /** The spreadsheet's locale (`en_GB`, `sv_SE`): the alphabet names are sorted in. */
  readonly locale?: string;
}

export interface NamedDisplaySheet {
  readonly name: string;
  readonly display: DisplaySheet;
}

/**
 * The By name and Live sheets of the event as it stands.
 *
 * @example
 * liveSheets({ state, settings, totalRounds: 7, eventName: 'Spring Open', pairedAt: 'Sat 14 Mar, 14:05' })
 *   .map((sheet) => sheet.name); // ['Live', 'By name']
 */
export function liveSheets(input: LiveSheetsInput): NamedDisplaySheet[] {
  const event = eventInProgress(input.state);
  const locale = languageTag(input.locale);
  const settings = input.settings;
  return [
    {
      name: LIVE_SHEET,
      display: liveSheet({
        eventName: input.eventName,
        event,
        totalRounds: input.totalRounds,
        ...(input.pairedAt === undefined ? {} : { pairedAt: input.pairedAt }),
        standings: { system: isRoundRobin(settings.system) ? 'round-robin' : 'swiss', tiebreaks: settings.tiebreaks, seed: settings.seed },
        nextRound: input.state.roundsPlayed + 1,
        locale,
      }),
    },
    { name: BY_NAME_SHEET, display: byNameSheet(event, { locale }) },
  ];
}

/** A spreadsheet locale (`en_GB`) as a BCP 47 tag (`en-GB`). */
export function languageTag(locale: string | undefined): string {
  const tag = (locale ?? '').trim().replace(/_/g, '-');
  return tag === '' ? 'en' : tag;
}

/**
 * A time as the Live sheet shows it, in the spreadsheet's time zone:
 * "Sat 14 Mar, 14:05" (12-hour clock where the spreadsheet's English locale
 * uses one: "Sat, Mar 14, 2:05 PM"). The sheet is in English, so other
 * locales get the British form. An unknown time zone gives the time in UTC,
 * saying so.
 *
 * @example
 * formatPairedAt('2026-03-14T14:05:00Z', 'Europe/London', 'en_GB'); // 'Sat 14 Mar, 14:05'
 */
export function formatPairedAt(iso: string, timeZone: string, locale?: string): string | undefined {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return undefined;
  const tag = languageTag(locale);
  const english = /^en(-|$)/i.test(tag) ? tag : 'en-GB';
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
  const format = (zone: string, language: string) => new Intl.DateTimeFormat(language, { ...options, timeZone: zone }).format(time);
  for (const [zone, suffix] of [
    [timeZone, ''],
    ['UTC', ' UTC'],
  ] as const) {
    for (const language of [english, 'en-GB']) {
      try {
        return `${format(zone, language)}${suffix}`;
      } catch {
        // A malformed locale or an unknown time zone: the next one.
      }
    }
  }
  return undefined;
}
