/**
 * `sheetmate prizes FILE.trf --prizes PRIZES.csv`: the prize-giving of a
 * finished event. PRIZES.csv has the columns of the *Prizes* sheet (Prize,
 * Amount, Category; optionally Order and Extra); the standings come from the
 * TRF, ranked with the tie-breaks given (the standings command's defaults).
 *
 * `--format json` prints one object an award, in the list's order:
 * `{ "prize": its row in PRIZES.csv (the header is row 1, the first prize row 2),
 *    "name": the prize's name, "winner": a start number or null,
 *    "amount": what is paid, or null for a prize that is not money and for one not awarded }`.
 */
import { InputError } from '../core/errors';
import { toCsv, parseCsv, unescapeCsvCell } from '../core/workbook/csv';
import { awardPrizes, awardsTable, candidatesFromStandings, readPrizeList, type Rounding, type ShareMethod } from '../core/prizes';
import { computeStandings, parseTiebreakList } from '../core/tiebreaks';
import { readTrf } from '../core/trf';
import { checkOptions, type ParsedArgs } from './args';
import { eventDate } from './event-date';
import { readInputFile, type CliIo, type CliOutput } from './io';

function readPrizesFile(path: string | undefined, io: CliIo): string[][] {
  if (path === undefined) throw new InputError('"prizes" needs the prize list: --prizes PRIZES.csv (columns Prize, Amount, Category).');
  let text: string;
  try {
    text = io.readFile(path);
  } catch {
    throw new InputError(`cannot read ${path}: check the path.`);
  }
  if (text.includes('\u0000') || text.startsWith('PK\u0003\u0004')) throw new InputError(`${path} is not a CSV file: save the Prizes sheet as CSV (comma-separated values), then give that file.`);
  return parseCsv(text).map((row) => row.map(unescapeCsvCell));
}

function prizesPerPlayer(option: string | undefined): number {
  if (option === undefined) return 1;
  if (/^any$/i.test(option)) return Number.POSITIVE_INFINITY;
  if (/^\d{1,3}$/.test(option) && Number(option) >= 1) return Number(option);
  throw new InputError(`--prizes-per-player must be a whole number from 1, or any, not "${option}".`);
}

export function prizesCommand(args: ParsedArgs, io: CliIo): CliOutput {
  checkOptions(args, {
    prizes: 'text',
    share: ['tiebreak', 'equal', 'hort'],
    rounding: ['cent', 'whole'],
    'prizes-per-player': 'text',
    system: ['swiss', 'round-robin'],
    tiebreaks: 'text',
    year: 'number',
    format: ['text', 'json', 'csv'],
  });
  const input = readInputFile(args, io);
  if (input.kind !== 'trf') throw new InputError(`prizes are given from the standings of a FIDE TRF file; ${input.path} is not one.`);
  const file = readTrf(input.text, input.path);
  const prizes = readPrizeList(readPrizesFile(args.options.prizes, io), { source: args.options.prizes });
  const system = (args.options.system ?? 'swiss') as 'swiss' | 'round-robin';
  const codes = parseTiebreakList(args.options.tiebreaks ?? (system === 'swiss' ? 'BH/C1,BH,SB,DE,WIN' : 'DE,WIN,SB,KS'));
  const standings = computeStandings(file.tournament, { system, tiebreaks: codes, throughRound: file.roundsPlayed });
  const share = (args.options.share ?? 'tiebreak') as ShareMethod;
  const rounding = (args.options.rounding ?? 'cent') as Rounding;
  const perPlayer = prizesPerPlayer(args.options['prizes-per-player']);
  const year = args.options.year !== undefined ? Number(args.options.year) : eventDate(file)?.year;
  const outcome = awardPrizes({
    prizes,
    players: candidatesFromStandings(file.tournament, standings),
    share,
    rounding,
    prizesPerPlayer: perPlayer,
    source: args.options.prizes,
    ...(year === undefined ? {} : { eventYear: year }),
  });
  const format = args.options.format ?? 'text';
  if (format === 'json') {
    const awards = outcome.awards.map((award) => ({
      prize: award.prize.row,
      name: award.prize.name,
      winner: award.winner?.kind === 'player' ? award.winner.startNumber : null,
      amount: award.amount === null ? null : award.amount / 100,
    }));
    return { stdout: JSON.stringify(awards, null, 2) + '\n', stderr: '', exitCode: 0 };
  }
  const table = awardsTable(outcome, { share, rounding, prizesPerPlayer: perPlayer });
  // The Awards table's rows with the prize's row and the winner's start number in front: one an award, in the same order.
  const records = outcome.awards.map((award, index) => {
    const [prize, winner, amount, why] = table[index + 2]!;
    return [award.prize.row, prize!, award.winner?.kind === 'player' ? award.winner.startNumber : '', winner!, amount!, why!];
  });
  const header = ['Row', 'Prize', 'No.', 'Winner', 'Amount', 'Why'];
  if (format === 'csv') return { stdout: toCsv([header, ...records]), stderr: '', exitCode: 0 };
  const cells = [header, ...records.map((record) => record.map((cell, c) => (c === 4 && typeof cell === 'number' ? cell.toFixed(2) : String(cell))))];
  const widths = header.map((_, c) => Math.max(...cells.map((row) => row[c]!.length)));
  const right = new Set([0, 2, 4]);
  const lines = cells.map((row) => row.map((cell, c) => (c === 5 ? cell : right.has(c) ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join('  ').trimEnd());
  const notes = [];
  if (outcome.leftover > 0) notes.push(String(table[table.length - 1]![0]));
  notes.push("Row: the prize's row in the prize list, as a spreadsheet numbers it (the header is row 1, the first prize row 2).");
  return { stdout: `${table[0]![0]}\n\n${lines.join('\n')}\n\n${notes.join('\n')}\n`, stderr: '', exitCode: 0 };
}
