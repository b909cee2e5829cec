/**
 * `sheetmate`: the pairing core on the command line (see ./usage.ts).
 *
 *   sheetmate pair FILE [--system …] [--section NAME] [--round N] [--initial-colour white|black] [--seed N] [--format text|json|pairs]
 *   sheetmate check FILE.trf [--system dutch|swiss] [--format text|json]
 *   sheetmate standings FILE.trf [--system …] [--tiebreaks BH/C1,BH,…] [--ratings [--k N]] [--format text|json|csv]
 *   sheetmate prizes FILE.trf --prizes PRIZES.csv [--share tiebreak|equal|hort] [--rounding cent|whole] [--format text|json|csv]
 *   sheetmate explain FILE [--round R] [--players A,B] [--system …] [--format text|json]
 *
 * Each command returns its output and exit status; `bin/sheetmate.mjs` prints them.
 * Exit status: 0 done, 1 `check` found a difference, 2 bad input or usage.
 */
import { InputError, InputErrors, NoValidPairingError } from '../core/errors';
import { parseArgs, type ParsedArgs } from './args';
import { checkCommand } from './check-command';
import { explainCommand } from './explain-command';
import type { CliIo, CliOutput } from './io';
import { errorText } from './messages';
import { pairCommand } from './pair-command';
import { prizesCommand } from './prizes-command';
import { standingsCommand } from './standings-command';
import { USAGE, USAGE_SUMMARY } from './usage';

export type { CliIo, CliOutput } from './io';

type Command = (args: ParsedArgs, io: CliIo) => CliOutput;

const COMMANDS: Record<string, Command> = {
  pair: pairCommand,
  check: checkCommand,
  standings: standingsCommand,
  prizes: prizesCommand,
  explain: explainCommand,
};

export function runCli(argv: readonly string[], io: CliIo): CliOutput {
  try {
    const args = parseArgs(argv);
    if (args.options.help !== undefined) return { stdout: `${USAGE}\n`, stderr: '', exitCode: 0 };
    // No command is a usage mistake (a script that forgot its arguments must not pass).
    if (args.command === undefined) return { stdout: '', stderr: `${USAGE_SUMMARY}\n`, exitCode: 2 };
    const command = COMMANDS[args.command];
    if (command === undefined) return { stdout: '', stderr: `Unknown command "${args.command}".\n${USAGE_SUMMARY}\n`, exitCode: 2 };
    return command(args, io);
  } catch (error) {
    if (error instanceof InputError || error instanceof InputErrors || error instanceof NoValidPairingError) {
      return { stdout: '', stderr: `${errorText(error)}\n`, exitCode: 2 };
    }
    throw error;
  }
}
