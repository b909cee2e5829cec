/**
 * `sheetmate`: the pairing core on the command line.
 *
 *   sheetmate pair FILE [--system …] [--round N] [--initial-colour white|black] [--seed N] [--format text|json|pairs]
 *   sheetmate check FILE.trf [--format text|json]
 *   sheetmate standings FILE.trf [--system swiss|round-robin] [--tiebreaks BH/C1,BH,…] [--format text|json|csv]
 *
 * FILE is a Players CSV (the sheet's columns, exported), seed 004's text
 * format (`.txt`: `Name | score | previous opponents`), or a FIDE TRF.
 * Each command returns its output and exit status; `bin/sheetmate.mjs` prints them.
 */
import { InputError, InputErrors, NoValidPairingError } from '../core/errors';
import { checkOptions, parseArgs, type ParsedArgs } from './args';
import { pairCommand } from './pair-command';
import { checkCommand } from './check-command';
import { standingsCommand } from './standings-command';

export interface CliIo {
  readFile(path: string): string;
}

export interface CliOutput {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

export const USAGE = `Usage:
  sheetmate pair FILE [--system dutch|split|fold|slide|adjacent|random|quick|round-robin|double-round-robin]
                      [--round N] [--initial-colour white|black] [--seed N] [--format text|json|pairs]
  sheetmate check FILE.trf [--format text|json]
  sheetmate standings FILE.trf [--system swiss|round-robin] [--tiebreaks BH/C1,BH,SB,DE,WIN] [--format text|json|csv]

FILE: a Players CSV (columns Name, Rating, …), seed 004's text (Name | score | opponents), or a FIDE TRF (.trf).`;

type Command = (args: ParsedArgs, io: CliIo) => CliOutput;

const COMMANDS: Record<string, Command> = {
  pair: pairCommand,
  check: checkCommand,
  standings: standingsCommand,
};

export function runCli(argv: readonly string[], io: CliIo): CliOutput {
  try {
    const args = parseArgs(argv);
    if (args.command === undefined || args.options.help !== undefined) return { stdout: `${USAGE}\n`, stderr: '', exitCode: 0 };
    const command = COMMANDS[args.command];
    if (command === undefined) return { stdout: '', stderr: `Unknown command "${args.command}".\n${USAGE}\n`, exitCode: 2 };
    return command(args, io);
  } catch (error) {
    if (error instanceof InputError || error instanceof InputErrors || error instanceof NoValidPairingError) {
      return { stdout: '', stderr: `${error.message}\n`, exitCode: 2 };
    }
    throw error;
  }
}

/** Reads the single FILE argument. */
export function readInputFile(args: ParsedArgs, io: CliIo): { path: string; text: string; kind: 'csv' | 'txt' | 'trf' } {
  const path = args.positional[0];
  if (path === undefined || args.positional.length > 1) throw new InputError(`"${args.command}" takes exactly one FILE.\n${USAGE}`);
  let text: string;
  try {
    text = io.readFile(path);
  } catch {
    throw new InputError(`cannot read ${path}: check the path.`);
  }
  const lower = path.toLowerCase();
  const kind = lower.endsWith('.trf') ? 'trf' : lower.endsWith('.txt') ? 'txt' : lower.endsWith('.csv') ? 'csv' : sniff(text);
  return { path, text, kind };
}

function sniff(text: string): 'csv' | 'txt' | 'trf' {
  if (/^(012|001) /m.test(text)) return 'trf';
  if (/\|/.test(text.split(/\r?\n/, 1)[0] ?? '')) return 'txt';
  return 'csv';
}

export { checkOptions };
