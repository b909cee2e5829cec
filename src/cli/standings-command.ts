/**
 * `sheetmate standings FILE.trf`: standings with tie-breaks of a finished or
 * running event. `--system` takes every name `pair` takes: a round robin is
 * ranked as one (DE, WIN, SB, KS by default), any other system as a Swiss.
 */
import { InputError } from '../core/errors';
import { formatPoints } from '../core/model';
import { computeStandings, parseTiebreakList, tiebreakName } from '../core/tiebreaks';
import { readTrf } from '../core/trf';
import { toCsv } from '../core/workbook/csv';
import { checkOptions, type ParsedArgs } from './args';
import { notTrf, readInputFile, type CliIo, type CliOutput } from './io';
import { ratingColumns } from './ratings-columns';
import { standingsSystemOf, SYSTEM_NAMES, type SystemName } from './systems';
import { teamStandingsCommand } from './team-commands';
import { valueText } from './value-text';

export function standingsCommand(args: ParsedArgs, io: CliIo): CliOutput {
  checkOptions(args, { system: [...SYSTEM_NAMES, 'team'], tiebreaks: 'text', format: ['text', 'json', 'csv'], ratings: ['true'], k: 'number' });
  const input = readInputFile(args, io);
  if (args.options.system === 'team') return teamStandingsCommand(args, input);
  if (input.kind !== 'trf') throw new InputError(notTrf(input.path, input.kind, 'standings are computed from the rounds of a FIDE TRF file'));
  const file = readTrf(input.text, input.path);
  const system = standingsSystemOf((args.options.system ?? 'swiss') as SystemName);
  const codes = parseTiebreakList(args.options.tiebreaks ?? (system === 'swiss' ? 'BH/C1,BH,SB,DE,WIN' : 'DE,WIN,SB,KS'));
  const rows = computeStandings(file.tournament, { system, tiebreaks: codes, throughRound: file.roundsPlayed });
  const ratings = args.options.ratings === undefined ? undefined : ratingColumns(file, args.options.k === undefined ? undefined : Number(args.options.k));
  // Start numbers may have gaps: look players up by number, never by position.
  const names = new Map(file.tournament.players.map((player) => [player.startNumber, player.name]));
  const nameOf = (n: number) => names.get(n) ?? `#${n}`;
  const format = args.options.format ?? 'text';
  if (format === 'json') {
    const standings = rows.map((row) => ({
      rank: row.rank,
      startNumber: row.startNumber,
      name: nameOf(row.startNumber),
      points: row.points / 10,
      tiebreaks: Object.fromEntries(codes.map((code) => [code, row.tiebreaks[code] ?? null])),
      ...ratings?.json(row.startNumber),
    }));
    return { stdout: JSON.stringify({ standings }, null, 2) + '\n', stderr: '', exitCode: 0 };
  }
  if (format === 'csv') {
    // Numbers a spreadsheet reads as numbers: 4.5, not 4½; the rank as a number (shared ranks repeat it).
    const csv = [
      ['Rank', 'No.', 'Name', 'Points', ...codes, ...(ratings?.headers ?? [])],
      ...rows.map((row) => [row.rank, row.startNumber, nameOf(row.startNumber), row.points / 10, ...codes.map((code) => row.tiebreaks[code] ?? ''), ...(ratings?.values(row.startNumber) ?? [])]),
    ];
    return { stdout: toCsv(csv), stderr: '', exitCode: 0 };
  }
  const table = [
    ['Rank', 'No.', 'Name', 'Points', ...codes, ...(ratings?.headers ?? [])],
    ...rows.map((row) => [
      row.rankLabel,
      String(row.startNumber),
      nameOf(row.startNumber),
      formatPoints(row.points),
      // One notation in the table: the tie-breaks are written as the points are (4½).
      ...codes.map((code) => valueText(row.tiebreaks[code])),
      ...(ratings?.text(row.startNumber) ?? []),
    ]),
  ];
  const widths = table[0]!.map((_, c) => Math.max(...table.map((row) => row[c]!.length)));
  const text = table.map((row) => row.map((cell, c) => (c === 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ').trimEnd());
  const legend = codes.map((code) => `${code} = ${tiebreakName(code)}`).join('; ');
  const notes = ratings === undefined ? '' : `${ratings.notes.join('\n')}\n`;
  return { stdout: `${text.join('\n')}\n\n${legend}\n${notes}`, stderr: '', exitCode: 0 };
}
