/**
 * `sheetmate`: the pairing core on the command line (see ./usage.ts).
 *
 *   sheetmate pair FILE [--system …] [--round N] [--initial-colour white|black] [--seed N] [--format text|json|pairs]
 *   sheetmate check FILE.trf [--format text|json]
 *   sheetmate standings FILE.trf [--system swiss|round-robin] [--tiebreaks BH/C1,BH,…] [--format text|json|csv]
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
import { pairCommand } from './pair-command';
import { standingsCommand } from './standings-command';
import { COMMAND_SUMMARY, USAGE } from './usage';

export type { CliIo, CliOutput } from './io';

type Command = (args: ParsedArgs, io: CliIo) => CliOutput;

const COMMANDS: Record<string, Command> = {
  pair: pairCommand,
  check: checkCommand,
  standings: standingsCommand,
  explain: explainCommand,
};

/** Lines and characters of an error message printed in full; beyond them it is cut, saying so. */
const MESSAGE_LINES = 40;
const LINE_CHARACTERS = 300;

/**
 * An error message bounded for a terminal: a message that quotes a whole
 * broken file (a CSV with an unclosed quote is one huge cell) stays readable.
 */
function readable(message: string): string {
  const lines = message.split('\n').map((line) => (line.length > LINE_CHARACTERS ? `${line.slice(0, LINE_CHARACTERS)}…` : line));
  if (lines.length <= MESSAGE_LINES) return lines.join('\n');
  return [...lines.slice(0, MESSAGE_LINES), `… (${lines.length - MESSAGE_LINES} more lines)`].join('\n');
}

export function runCli(argv: readonly string[], io: CliIo): CliOutput {
  try {
    const args = parseArgs(argv);
    if (args.options.help !== undefined) return { stdout: `${USAGE}\n`, stderr: '', exitCode: 0 };
    // No command is a usage mistake (a script that forgot its arguments must not pass).
    if (args.command === undefined) return { stdout: '', stderr: `${COMMAND_SUMMARY}\n`, exitCode: 2 };
    const command = COMMANDS[args.command];
    if (command === undefined) return { stdout: '', stderr: `Unknown command "${args.command}".\n${COMMAND_SUMMARY}\n`, exitCode: 2 };
    return command(args, io);
  } catch (error) {
    if (error instanceof InputError || error instanceof InputErrors || error instanceof NoValidPairingError) {
      return { stdout: '', stderr: `${readable(error.message)}\n`, exitCode: 2 };
    }
    throw error;
  }
}
