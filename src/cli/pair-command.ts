/**
 * `sheetmate pair FILE`: pairs the next round (or round N) of a Players CSV,
 * a quick-Swiss text (Name | score | opponents lines), or a TRF, with any system, and prints it.
 */
import { buildEventState } from '../core/event/event-state';
import { parseCsv, unescapeCsvCell } from '../core/event/csv';
import { pairNextRound } from '../core/event/next-round';
import { readPlayersTable } from '../core/event/players-table';
import { DEFAULT_SETTINGS, mergeSettings, pointSystemOf, type Settings } from '../core/event/settings';
import { PAIRING_SYSTEMS } from '../core/event/systems';
import { InputError } from '../core/errors';
import { formatPoints, scoreOf, type RoundPairing, type Tournament } from '../core/model';
import { formatQuickSwissTable, pairQuickSwiss, parseQuickSwissText, quickSwissRoundPairing, quickSwissWarningText, type QuickSwissRow } from '../core/systems/quick-swiss';
import { roundRobinRoundCount } from '../core/systems/round-robin';
import { readTrf, writePairs } from '../core/trf';
import { checkOptions, type ParsedArgs } from './args';
import { pairTeamCommand } from './team-commands';
import { readInputFile, type CliIo, type CliOutput } from './io';

const ROUND_ONE_SYSTEMS = ['split', 'fold', 'slide', 'adjacent', 'random'] as const;
const SYSTEMS = ['dutch', ...ROUND_ONE_SYSTEMS, 'quick', 'round-robin', 'double-round-robin', 'team-swiss'] as const;
type CliSystem = (typeof SYSTEMS)[number];

interface Printable {
  readonly pairing: RoundPairing;
  readonly names: (startNumber: number) => string;
  readonly scores?: (startNumber: number) => number;
  readonly checks?: ReadonlyMap<number, string>;
  readonly quickRows?: readonly QuickSwissRow[];
  /** Lines whose score was missing (typed lines), to tell the organiser. */
  readonly missingScores?: number;
  /** What was assumed reading typed lines (`line 2: score "abc" unreadable, counted as 0`). */
  readonly warnings?: readonly string[];
}

export function pairCommand(args: ParsedArgs, io: CliIo): CliOutput {
  checkOptions(args, {
    system: SYSTEMS,
    round: 'round',
    'initial-colour': ['white', 'black'],
    seed: 'number',
    format: ['text', 'json', 'pairs'],
  });
  const input = readInputFile(args, io);
  if (args.options.system === 'team-swiss') return pairTeamCommand(args, input);
  const format = args.options.format ?? 'text';
  const system = (args.options.system ?? (input.kind === 'txt' ? 'quick' : input.kind === 'trf' ? 'dutch' : 'split')) as CliSystem;
  const printable =
    input.kind === 'txt'
      ? pairQuickText(input.text, input.path, args, system)
      : input.kind === 'trf'
        ? pairTrf(input.text, input.path, args, system)
        : pairCsv(input.text, input.path, args, system);
  // The pairing was made, so warnings go to stderr with exit status 0; stdout stays the table.
  const stderr = (printable.warnings ?? []).map((warning) => `warning: ${input.path}, ${warning}\n`).join('');
  return { stdout: render(printable, format), stderr, exitCode: 0 };
}

function settingsFor(args: ParsedArgs, system: CliSystem): Settings {
  const isRoundOne = (ROUND_ONE_SYSTEMS as readonly string[]).includes(system);
  return mergeSettings(DEFAULT_SETTINGS, {
    system: isRoundOne ? 'dutch' : system,
    ...(isRoundOne ? { round1Method: system } : {}),
    initialColour: args.options['initial-colour'] ?? 'white',
    ...(args.options.seed !== undefined ? { seed: Number(args.options.seed) } : {}),
    rounds: 0,
  });
}

function pairCsv(text: string, path: string, args: ParsedArgs, system: CliSystem): Printable {
  const settings = settingsFor(args, system);
  // A name that a careful program escaped (`'=Smith`) is read back as the name it stands for.
  const rows = parseCsv(text).map((row) => row.map(unescapeCsvCell));
  // Only the rating split needs every rating; elsewhere a blank or 0 rating is an unrated player, ranked last.
  const table = readPlayersTable(rows, path, { requireRatings: system === 'split' });
  const state = buildEventState(table.entrants, [], pointSystemOf(settings.points), { rebuildCarried: settings.system === 'dutch', playersSource: path });
  const next = state.roundsPlayed + 1;
  const requested = args.options.round === undefined ? next : Number(args.options.round);
  if (!settings.system.includes('round-robin') && requested !== next) {
    throw new InputError(`a Players CSV holds ${state.roundsPlayed} rounds, so round ${next} is the one to pair (--round ${requested} was asked).`);
  }
  if (settings.system.includes('round-robin')) {
    return roundRobinRound(state.tournament, requested, settings);
  }
  const paired = pairNextRound(state, settings, PAIRING_SYSTEMS);
  const names = (n: number) => state.players[n - 1]!.entrant.name;
  return {
    pairing: paired.pairing,
    names,
    scores: (n) => (state.players[n - 1]!.entrant.carried?.score ?? 0) / 10,
    ...(paired.quickSwissRows ? { quickRows: paired.quickSwissRows, checks: checksOf(paired.pairing, paired.quickSwissRows, names) } : {}),
  };
}

function pairQuickText(text: string, path: string, args: ParsedArgs, system: CliSystem): Printable {
  if (system !== 'quick') throw new InputError(`Name | score | opponents lines are paired with --system quick, not ${system}.`);
  const field = parseQuickSwissText(text, path);
  const rows = pairQuickSwiss(field.players, { history: 'own-list' });
  const startNumbers = new Map(field.players.map((player, index) => [player.name, index + 1]));
  const round = args.options.round === undefined ? 1 : Number(args.options.round);
  const pairing = quickSwissRoundPairing(rows, { round, startNumbers, points: pointSystemOf(DEFAULT_SETTINGS.points) });
  const names = (n: number) => field.players[n - 1]!.name;
  return {
    pairing,
    names,
    scores: (n) => field.players[n - 1]!.score / 10,
    quickRows: rows,
    checks: checksOf(pairing, rows, names),
    missingScores: field.missingScoreLines.length,
    warnings: field.warnings.map(quickSwissWarningText),
  };
}

function pairTrf(text: string, path: string, args: ParsedArgs, system: CliSystem): Printable {
  const file = readTrf(text, path);
  const tournament = file.tournament;
  // Start numbers may have gaps (players 1-6 and 20): look players up by number, never by position.
  const byNumber = new Map(tournament.players.map((player) => [player.startNumber, player]));
  const names = (n: number) => byNumber.get(n)?.name ?? `#${n}`;
  const round = args.options.round === undefined ? file.roundsPlayed + 1 : Number(args.options.round);
  const scores = (n: number) => {
    const player = byNumber.get(n);
    return player === undefined ? 0 : scoreOf(player, tournament.points, round - 1) / 10;
  };
  const settings = settingsFor(args, system);
  if (system === 'round-robin' || system === 'double-round-robin') return roundRobinRound(tournament, round, settings);
  if (round > file.roundsPlayed + 1) {
    throw new InputError(
      `${path} has ${file.roundsPlayed} round${file.roundsPlayed === 1 ? '' : 's'} played, so round ${file.roundsPlayed + 1} is the next to pair; --round ${round} cannot be paired yet.`,
    );
  }
  if (system === 'quick') {
    const rows = pairQuickSwiss(
      tournament.players
        .filter((player) => !player.withdrawn)
        .map((player) => ({
          name: player.name,
          score: scoreOf(player, tournament.points, round - 1),
          opponents: player.rounds.slice(0, round - 1).flatMap((entry) => (entry.opponent === null ? [] : [names(entry.opponent)])),
        })),
    );
    const startNumbers = new Map(tournament.players.map((player) => [player.name, player.startNumber]));
    const pairing = quickSwissRoundPairing(rows, { round, startNumbers, points: tournament.points });
    return { pairing, names, scores, quickRows: rows, checks: checksOf(pairing, rows, names) };
  }
  if (system !== 'dutch') throw new InputError(`--system ${system} pairs round 1 from a Players CSV; a TRF is paired with dutch, quick or round-robin.`);
  if (PAIRING_SYSTEMS.dutch === undefined) throw new Error('The Dutch system is not available in this build.');
  return { pairing: PAIRING_SYSTEMS.dutch(tournament, round, settings), names, scores };
}

function roundRobinRound(tournament: Tournament, round: number, settings: Settings): Printable {
  const total = roundRobinRoundCount(tournament.players.length, { double: settings.system === 'double-round-robin' });
  if (round < 1 || round > total) throw new InputError(`a ${settings.system} of ${tournament.players.length} players has rounds 1 to ${total}; --round ${round} is not one of them.`);
  const pairing = PAIRING_SYSTEMS.roundRobin!(tournament, round, settings);
  const byNumber = new Map(tournament.players.map((player) => [player.startNumber, player.name]));
  return { pairing, names: (n) => byNumber.get(n) ?? `#${n}` };
}

function checksOf(pairing: RoundPairing, rows: readonly QuickSwissRow[], names: (n: number) => string): Map<number, string> {
  const byPair = new Map(rows.map((row) => [`${row.playerA}\u0000${row.playerB ?? ''}`, row.check]));
  const checks = new Map<number, string>();
  for (const board of pairing.boards) {
    const check = byPair.get(`${names(board.white)}\u0000${names(board.black)}`) ?? byPair.get(`${names(board.black)}\u0000${names(board.white)}`);
    if (check !== undefined) checks.set(board.board, check);
  }
  return checks;
}

function render(result: Printable, format: string): string {
  const { pairing, names } = result;
  if (format === 'pairs') return writePairs(pairing);
  if (format === 'json') {
    return (
      JSON.stringify(
        {
          round: pairing.round,
          boards: pairing.boards.map((board) => ({
            board: board.board,
            white: names(board.white),
            black: names(board.black),
            ...(result.checks?.has(board.board) ? { check: result.checks.get(board.board) } : {}),
          })),
          byes: pairing.byes.map((bye) => ({ player: names(bye.player), kind: bye.kind, points: bye.points / 10 })),
          ...(result.missingScores !== undefined ? { missingScores: result.missingScores } : {}),
          ...(result.warnings !== undefined ? { warnings: result.warnings } : {}),
        },
        null,
        2,
      ) + '\n'
    );
  }
  if (result.quickRows !== undefined) {
    const note = result.missingScores ? `(${result.missingScores} line${result.missingScores === 1 ? '' : 's'} had no score and counted as 0)\n` : '';
    return `Round ${pairing.round}\n${formatQuickSwissTable(result.quickRows)}${note}`;
  }
  const score = (n: number) => (result.scores ? ` (${formatPoints(Math.round(result.scores(n) * 10))})` : '');
  const cells = pairing.boards.map((board) => [String(board.board), names(board.white) + score(board.white), names(board.black) + score(board.black)]);
  const widths = [5, ...[1, 2].map((c) => Math.max(5, ...cells.map((row) => row[c]!.length)))];
  const line = (row: string[]) => `${row[0]!.padStart(widths[0]!)}  ${row[1]!.padEnd(widths[1]!)}  ${row[2]}`.trimEnd();
  const out = [`Round ${pairing.round}`, line(['Board', 'White', 'Black']), ...cells.map(line)];
  for (const bye of pairing.byes) {
    out.push(`Bye: ${names(bye.player)} (${bye.kind.replace(/-/g, ' ')}, ${formatPoints(bye.points)} point${bye.points === 10 ? '' : 's'})`);
  }
  return out.join('\n') + '\n';
}
