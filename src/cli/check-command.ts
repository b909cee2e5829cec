/**
 * `sheetmate check FILE.trf`: the free pairings checker. Re-pairs every round
 * with the Dutch system (from the rounds before it and the absences announced
 * for it) and reports each round whose recorded pairing differs. Exit status 0
 * when every round agrees, 1 otherwise.
 */
import { checkDutchPairings, type Game, type RoundDiscrepancy } from '../core/dutch';
import { InputError } from '../core/errors';
import { readTrf } from '../core/trf';
import { checkOptions, type ParsedArgs } from './args';
import { notTrf, readInputFile, type CliIo, type CliOutput } from './io';
import { checkTeamCommand } from './team-commands';

export function checkCommand(args: ParsedArgs, io: CliIo): CliOutput {
  // The checker re-pairs with the Dutch system (`--system dutch` or `swiss`), or a team event with C.04.6 (`team-swiss`).
  checkOptions(args, { format: ['text', 'json'], system: ['dutch', 'swiss', 'team-swiss'] });
  const input = readInputFile(args, io);
  if (args.options.system === 'team-swiss') return checkTeamCommand(args, input);
  if (input.kind !== 'trf') throw new InputError(notTrf(input.path, input.kind, 'the checker re-pairs the rounds of a FIDE TRF file'));
  const file = readTrf(input.text, input.path);
  const report = checkDutchPairings(file.tournament, { rounds: Array.from({ length: file.roundsPlayed }, (_, r) => r + 1) });
  const exitCode = report.discrepancies.length === 0 ? 0 : 1;
  if (args.options.format === 'json') return { stdout: JSON.stringify(report, null, 2) + '\n', stderr: '', exitCode };
  const name = (n: number) => file.tournament.players.find((player) => player.startNumber === n)?.name ?? `#${n}`;
  const game = ([white, black]: Game) => `${white}–${black} (${name(white)} – ${name(black)})`;
  const lines = [
    `${input.path}: ${report.roundsChecked} round${report.roundsChecked === 1 ? '' : 's'} checked with the FIDE Dutch system (C.04.3, 2026).`,
  ];
  if (exitCode === 0) lines.push('Every round agrees with the Dutch pairing.');
  for (const discrepancy of report.discrepancies) lines.push(...describe(discrepancy, game, name));
  if (exitCode !== 0) lines.push(`${report.discrepancies.length} round${report.discrepancies.length === 1 ? ' differs' : 's differ'}.`);
  return { stdout: lines.join('\n') + '\n', stderr: '', exitCode };
}

function describe(d: RoundDiscrepancy, game: (g: Game) => string, name: (n: number) => string): string[] {
  const lines = [`Round ${d.round} differs:`];
  if (d.error !== undefined) lines.push(`  the engine could not pair it: ${d.error}`);
  if (d.expectedGames.length > 0) lines.push(`  the Dutch system pairs:   ${d.expectedGames.map(game).join(', ')}`);
  if (d.recordedGames.length > 0) lines.push(`  the file records instead: ${d.recordedGames.map(game).join(', ')}`);
  if (d.expectedPairingAllocatedBye !== d.recordedPairingAllocatedBye) {
    const who = (n: number | null) => (n === null ? 'nobody' : `${n} (${name(n)})`);
    lines.push(`  pairing-allocated bye: Dutch ${who(d.expectedPairingAllocatedBye)}, recorded ${who(d.recordedPairingAllocatedBye)}`);
  }
  return lines;
}
