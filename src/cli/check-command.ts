/** `sheetmate check FILE.trf`: re-pairs every round with the Dutch system and reports differences. */
import type { ParsedArgs } from './args';
import { checkOptions, type CliIo, type CliOutput } from './main';

export function checkCommand(args: ParsedArgs, _io: CliIo): CliOutput {
  checkOptions(args, {});
  return { stdout: '', stderr: 'The Dutch pairings checker is not available in this build yet.\n', exitCode: 2 };
}
