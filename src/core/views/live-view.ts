/**
 * The *Live* sheet, made for a phone held upright: four columns, no sideways
 * scrolling, meaning in words. From the top:
 *
 * - the event's name, and "Round 3 of 7 · paired Sat 14:05";
 * - the current round by board: Board · White · Result · Black, each name
 *   with its points before the round ("Ana Silva (2½)"), then the byes and
 *   absences;
 * - the standings: Rank · Name · Pts · the first tie-break, counting the
 *   results typed so far.
 *
 * It is rewritten on every pairing and every typed result.
 */
import { formatPoints, formatValue } from '../model';
import { tiebreakName } from '../tiebreaks';
import { nameOrder } from './by-name-view';
import { DisplayRows, type DisplayColumn, type DisplaySheet } from './display-sheet';
import { playerOf, pointsBeforeRound, roundProgress, type EventInProgress } from '../event/progress';
import { LIVE_BOARDS_HEADER, LIVE_STANDINGS_HEADER } from '../workbook/layout';
import { FORFEIT_NOTE, mentionsForfeit, resultForPeople } from '../workbook/results';
import { standingsHeading, standingsSoFar, tiebreakTiming, type StandingsSoFar, type StandingsSoFarOptions } from './standings';
import { byeInWords, nameWithPoints } from './words';

export interface LiveViewInput {
  /** The event's name, the sheet's first line. */
  readonly eventName: string;
  readonly event: EventInProgress;
  /** The planned number of rounds; 0 when open. */
  readonly totalRounds: number;
  /**
   * When the current round was paired, as people read it ("Sat 14:05"): the
   * adapter formats it in the spreadsheet's time zone. Left out when unknown.
   */
  readonly pairedAt?: string;
  /** How the standings rank (system, tie-breaks, lots); the carried points come from `event`. */
  readonly standings: Omit<StandingsSoFarOptions, 'carriedPoints'>;
  /** The standings already computed for this event (an action computes them once for every view). */
  readonly computed?: StandingsSoFar;
  /** The alphabet for the list of players before round 1 (the spreadsheet's locale). */
  readonly locale?: string;
  /** Before the first round here: the round to be paired (after rounds played on paper). Default 1. */
  readonly nextRound?: number;
}

/**
 * Four columns of 340 px in all, what a phone held upright shows beside the
 * row numbers. Each column serves both tables: Board / Rank, White / Name,
 * Result / Pts, Black / tie-break. The narrow ones are as wide as their
 * bold headers ("Board", "Result") and a shared rank ("11–16").
 */
export const LIVE_COLUMNS: readonly DisplayColumn[] = [
  { label: 'Board · Rank', width: 56, wrap: false, align: 'center' },
  { label: 'White · Name', width: 112, wrap: true, align: 'left' },
  { label: 'Result · Pts', width: 60, wrap: false, align: 'center' },
  { label: 'Black · tie-break', width: 112, wrap: true, align: 'left' },
];

/**
 * The *Live* sheet's rows and layout.
 *
 * @example
 * liveSheet({ eventName: 'Spring Open', event, totalRounds: 7, pairedAt: 'Sat 14:05',
 *   standings: { system: 'swiss', tiebreaks: ['BH/C1', 'SB'] } }).rows.map((row) => row.cells);
 * // [['Spring Open', '', '', ''], ['Round 3 of 7 · paired Sat 14:05', …], ['', '', '', ''],
 * //  ['Round 3: 5 of 8 results in', …], ['Board', 'White', 'Result', 'Black'],
 * //  [1, 'Ana Silva (2)', '1-0', 'Bob Jones (2)'], …,
 * //  ['Standings during round 3 of 7 (5 of 8 results in)', …], ['Rank', 'Name', 'Pts', 'BH/C1'], ['1', 'Ana Silva', '3', 6], …]
 */
export function liveSheet(input: LiveViewInput): DisplaySheet {
  const { event, totalRounds } = input;
  const lines = new DisplayRows(LIVE_COLUMNS.length);
  const current = event.current;
  const of = totalRounds > 0 ? ` of ${totalRounds}` : '';
  lines.line('title', input.eventName.trim() === '' ? 'Live results' : input.eventName.trim());
  if (current === null) {
    lines.line('subtitle', `Round ${input.nextRound ?? 1}${of} is not paired yet`);
    playersBeforeRoundOne(lines, input);
  } else {
    lines.line('subtitle', `Round ${current.round}${of}${input.pairedAt ? ` · paired ${input.pairedAt}` : ''}`);
    currentRound(lines, event);
    standings(lines, input);
  }
  // The event's name and the round stay in view while the boards scroll.
  return { rows: lines.build(), columns: LIVE_COLUMNS, frozenRows: 2, rankingKey: 1 };
}

function currentRound(lines: DisplayRows, event: EventInProgress): void {
  const current = event.current!;
  const tournament = event.tournament;
  const progress = roundProgress(tournament);
  const named = (startNumber: number) => nameWithPoints(playerOf(tournament, startNumber).name, pointsBeforeRound(event, startNumber));
  lines.blank();
  lines.line(
    'section',
    progress.games === 0
      ? `Round ${current.round}`
      : progress.complete
        ? `Round ${current.round}: all results in`
        : `Round ${current.round}: ${progress.resultsIn} of ${progress.games} results in`,
  );
  lines.cells('header', LIVE_BOARDS_HEADER.slice());
  const results: string[] = [];
  for (const board of current.boards) {
    const white = playerOf(tournament, board.white).rounds[current.round - 1];
    const black = playerOf(tournament, board.black).rounds[current.round - 1];
    const result = white === undefined || black === undefined ? '' : resultForPeople(white.result, black.result);
    results.push(result);
    lines.cells('row', [board.board, named(board.white), result, named(board.black)]);
  }
  for (const bye of current.byes) {
    // A withdrawn player has left the event: the round has nothing to say about them.
    if (bye.kind === 'withdrawn' || playerOf(tournament, bye.player).withdrawn === true) continue;
    lines.cells('row', ['', named(bye.player), '', byeInWords(bye.kind, tournament.points)]);
  }
  if (mentionsForfeit(results)) lines.line('note', FORFEIT_NOTE);
}

function standings(lines: DisplayRows, input: LiveViewInput): void {
  const event = input.event;
  const table =
    input.computed ??
    standingsSoFar(event.tournament, {
      ...input.standings,
      ...(event.carriedPoints === undefined ? {} : { carriedPoints: event.carriedPoints }),
    });
  const first = table.codes[0];
  lines.blank();
  lines.line('section', standingsHeading(table.progress, input.totalRounds));
  lines.cells('header', first === undefined ? LIVE_STANDINGS_HEADER.slice() : [...LIVE_STANDINGS_HEADER, first]);
  const showTiebreak = first !== undefined && (table.tiebreaksThroughRound > 0 || first === 'LOT');
  for (const row of table.rows) {
    const player = playerOf(event.tournament, row.startNumber);
    const raw = first === undefined || !showTiebreak ? undefined : row.tiebreaks[first];
    // Written as the points beside it are (4½, not 4.5): one notation in the table.
    const value = typeof raw === 'number' ? formatValue(raw) : (raw ?? '');
    lines.cells('row', [row.rankLabel, player.name + (row.withdrawn ? ' (withdrawn)' : ''), formatPoints(row.points), value]);
  }
  const notes = [
    ...(first === undefined ? [] : [`${first}: ${tiebreakName(first)}`]),
    ...(tiebreakTiming(table) === null ? [] : [tiebreakTiming(table)!]),
  ];
  if (notes.length > 0) lines.line('note', `${notes.join('; ')}.`);
}

function playersBeforeRoundOne(lines: DisplayRows, input: LiveViewInput): void {
  const players = input.event.tournament.players;
  const order = nameOrder(input.locale);
  const withdrawn = players.filter((player) => player.withdrawn === true).length;
  lines.blank();
  // Who plays is the field a parent counts: a withdrawn player is said apart.
  lines.line('section', withdrawn === 0 ? `Players entered: ${players.length}` : `Players entered: ${players.length - withdrawn} playing, ${withdrawn} withdrawn`);
  for (const player of [...players].sort((a, b) => order(a.name, b.name))) lines.cells('row', ['', player.name + (player.withdrawn === true ? ' (withdrawn)' : '')]);
}
