/**
 * The team commands: `pair --system team-swiss`, `check --system team-swiss`
 * and `standings --system team`, on a TRF-2026 team file (`310` lines).
 */
import { InputError } from '../core/errors';
import { formatPoints } from '../core/model';
import { checkTeamEvent, pairTeamEvent, readTeamTrf, type TeamTrf } from '../core/team-swiss';
import type { TeamRoundPairing } from '../core/team-swiss/types';
import { computeTeamStandings, DEFAULT_TEAM_TIEBREAKS, parseTeamTiebreakList, teamTiebreakName } from '../core/team-swiss/standings';
import { writePairs } from '../core/trf';
import { toCsv } from '../core/workbook/csv';
import type { ParsedArgs } from './args';
import type { CliOutput, InputFile } from './io';
import { refuseRoundPastTheEvent } from './pair-trf';
import { valueText } from './value-text';

function readTeamFile(input: InputFile): TeamTrf {
  if (input.kind !== 'trf') throw new InputError(`team events are read from a TRF-2026 file with team lines (310); ${input.path} is not one.`);
  return readTeamTrf(input.text, input.path);
}

/** The pairing in the pairing engines' format: a count line, `A B` per match (A has White on board 1), `T 0` for the PAB. */
function teamPairsText(pairing: TeamRoundPairing): string {
  return writePairs({
    round: pairing.round,
    boards: pairing.matches.map((match, index) => ({ board: index + 1, white: match.white, black: match.black })),
    byes: pairing.bye === null ? [] : [{ player: pairing.bye, kind: 'pairing-allocated', points: 0 }],
  });
}

/** How many boards of a round are named in a refusal before the rest are counted. */
const BOARDS_NAMED = 8;

/** The sheet's "round N is not complete": the next round waits for every board of the last. */
function refuseUnfinishedTeamRound(team: TeamTrf, path: string): void {
  const last = team.event.rounds[team.roundsPlayed - 1];
  if (last === undefined) return;
  const name = (n: number) => team.names.get(n) || `Team ${n}`;
  const waiting = last.matches.flatMap((match, index) =>
    match.forfeit !== undefined
      ? []
      : match.boards.filter((board) => board.homeResult === ' ' && board.homePlayer !== null && board.awayPlayer !== null).map((board) => `match ${index + 1} (${name(match.home)} – ${name(match.away)}) board ${board.board}`),
  );
  if (waiting.length === 0) return;
  const more = waiting.length > BOARDS_NAMED ? ` and ${waiting.length - BOARDS_NAMED} more` : '';
  throw new InputError(
    `${path}: round ${last.round} is not finished: no result for ${waiting.slice(0, BOARDS_NAMED).join(', ')}${more}. ` +
      `Give each board of round ${last.round} its result, then pair round ${last.round + 1}.`,
  );
}

export function pairTeamCommand(args: ParsedArgs, input: InputFile): CliOutput {
  const team = readTeamFile(input);
  const next = team.roundsPlayed + 1;
  const round = args.options.round === undefined ? next : Number(args.options.round);
  // Refused where the sheet refuses: a round past the event's total (142), or the next while the last has boards without a result.
  refuseRoundPastTheEvent(team.file, input.path, round, args.options.round !== undefined);
  if (round !== next) throw new InputError(`${input.path} has ${team.roundsPlayed} rounds, so round ${next} is the one to pair (--round ${round} was asked).`);
  refuseUnfinishedTeamRound(team, input.path);
  const pairing = pairTeamEvent(team.event, round);
  const format = args.options.format ?? 'text';
  if (format === 'pairs') return { stdout: teamPairsText(pairing), stderr: '', exitCode: 0 };
  const name = (n: number) => team.names.get(n) || `Team ${n}`;
  if (format === 'json') {
    const json = {
      round,
      matches: pairing.matches.map((match, index) => ({ match: index + 1, white: match.white, black: match.black, whiteName: name(match.white), blackName: name(match.black) })),
      bye: pairing.bye === null ? null : { team: pairing.bye, name: name(pairing.bye) },
    };
    return { stdout: JSON.stringify(json, null, 2) + '\n', stderr: '', exitCode: 0 };
  }
  const lines = [`Round ${round} (FIDE Swiss Team Pairing System, C.04.6)`, 'Match  White on board 1  —  Black on board 1'];
  pairing.matches.forEach((match, index) => lines.push(`${String(index + 1).padStart(5)}  ${match.white} ${name(match.white)}  —  ${match.black} ${name(match.black)}`));
  if (pairing.bye !== null) lines.push(`Pairing-allocated bye: ${pairing.bye} ${name(pairing.bye)}`);
  return { stdout: lines.join('\n') + '\n', stderr: '', exitCode: 0 };
}

export function checkTeamCommand(args: ParsedArgs, input: InputFile): CliOutput {
  const team = readTeamFile(input);
  const report = checkTeamEvent(team.event);
  const exitCode = report.differences.length === 0 ? 0 : 1;
  if (args.options.format === 'json') return { stdout: JSON.stringify(report, null, 2) + '\n', stderr: '', exitCode };
  const show = (pairing: TeamRoundPairing) =>
    [...pairing.matches.map((match) => `${match.white}–${match.black}`), ...(pairing.bye === null ? [] : [`bye ${pairing.bye}`])].join(', ');
  const lines = [`${input.path}: ${report.roundsChecked} round${report.roundsChecked === 1 ? '' : 's'} checked with the FIDE Swiss Team Pairing System (C.04.6, 2026).`];
  if (exitCode === 0) lines.push('Every round agrees with the team pairing.');
  for (const difference of report.differences) {
    lines.push(`Round ${difference.round} differs:`);
    if (difference.error !== undefined) lines.push(`  the engine could not pair it: ${difference.error}`);
    if (difference.expected !== null) lines.push(`  C.04.6 pairs:             ${show(difference.expected)}`);
    lines.push(`  the file records instead: ${show(difference.recorded)}`);
  }
  if (exitCode !== 0) lines.push(`${report.differences.length} round${report.differences.length === 1 ? ' differs' : 's differ'}.`);
  return { stdout: lines.join('\n') + '\n', stderr: '', exitCode };
}

export function teamStandingsCommand(args: ParsedArgs, input: InputFile): CliOutput {
  const team = readTeamFile(input);
  const codes = parseTeamTiebreakList(args.options.tiebreaks ?? DEFAULT_TEAM_TIEBREAKS.join(','));
  const rows = computeTeamStandings(team.event, { tiebreaks: codes, throughRound: team.roundsPlayed });
  const name = (n: number) => team.names.get(n) || `Team ${n}`;
  const primary = team.event.settings.primaryScore === 'match' ? 'MP' : 'GP';
  const format = args.options.format ?? 'text';
  if (format === 'json') {
    const standings = rows.map((row) => ({
      rank: row.rank,
      team: row.team,
      name: name(row.team),
      matchPoints: row.matchPoints / 10,
      gamePoints: row.gamePoints / 10,
      tiebreaks: Object.fromEntries(codes.map((code) => [code, row.tiebreaks[code] ?? null])),
    }));
    return { stdout: JSON.stringify({ primaryScore: primary, standings }, null, 2) + '\n', stderr: '', exitCode: 0 };
  }
  // MP and GP are columns of their own: a tie-break that is one of them is not repeated.
  const columns = codes.filter((code) => code !== 'MP' && code !== 'GP');
  const header = ['Rank', 'No.', 'Team', 'MP', 'GP', ...columns];
  if (format === 'csv') {
    const csv = [header, ...rows.map((row) => [row.rank, row.team, name(row.team), row.matchPoints / 10, row.gamePoints / 10, ...columns.map((code) => row.tiebreaks[code] ?? '')])];
    return { stdout: toCsv(csv), stderr: '', exitCode: 0 };
  }
  // One notation in the text: points and tie-break values alike with ½ (7½, not 7.5).
  const table = [
    header,
    ...rows.map((row) => [row.rankLabel, String(row.team), name(row.team), formatPoints(row.matchPoints), formatPoints(row.gamePoints), ...columns.map((code) => valueText(row.tiebreaks[code]))]),
  ];
  const widths = header.map((_, c) => Math.max(...table.map((row) => row[c]!.length)));
  const text = table.map((row) => row.map((cell, c) => (c === 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ').trimEnd());
  const legend = codes.map((code) => `${code} = ${teamTiebreakName(code, team.event.settings.primaryScore)}`).join('; ');
  return { stdout: `${text.join('\n')}\n\nRanked by ${primary === 'MP' ? 'match points' : 'game points'}, then ${legend}\n`, stderr: '', exitCode: 0 };
}
