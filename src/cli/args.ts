/**
 * Command-line arguments: a command, positional arguments and `--name value`
 * (or `--name=value`) options, checked against what each command accepts.
 */
import { InputError } from '../core/errors';

export interface ParsedArgs {
  readonly command: string | undefined;
  readonly positional: readonly string[];
  readonly options: Readonly<Record<string, string>>;
}

/** Options that take no value. */
const FLAGS = new Set(['help', 'ratings']);

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      if (eq >= 0) options[arg.slice(2, eq)] = arg.slice(eq + 1);
      else if (FLAGS.has(arg.slice(2))) options[arg.slice(2)] = 'true';
      else {
        const value = argv[i + 1];
        if (value === undefined || value.startsWith('--')) throw new InputError(`option ${arg} needs a value.`);
        options[arg.slice(2)] = value;
        i++;
      }
    } else if (arg === '-h') options.help = 'true';
    else positional.push(arg);
  }
  const [command, ...rest] = positional;
  return { command, positional: rest, options };
}

/** `number`: a whole number; `round`: a round number from 1; `text`: anything. */
export type OptionRule = 'number' | 'round' | 'text';

/** Checks that only known options were given and that choices are valid. */
export function checkOptions(
  args: ParsedArgs,
  known: Readonly<Record<string, readonly string[] | OptionRule>>,
): void {
  for (const [name, value] of Object.entries(args.options)) {
    if (name === 'help') continue;
    const rule = known[name];
    if (rule === undefined) {
      throw new InputError(`unknown option --${name} for "${args.command}". Known: ${Object.keys(known).map((k) => `--${k}`).join(', ')}.`);
    }
    if (rule === 'number' && !/^\d{1,9}$/.test(value)) throw new InputError(`--${name} must be a whole number (up to 9 digits), not "${value}".`);
    if (rule === 'round' && !(/^\d{1,4}$/.test(value) && Number(value) >= 1)) {
      throw new InputError(`--${name} must be a round number from 1 to 9999, not "${value}".`);
    }
    if (Array.isArray(rule) && !rule.includes(value)) {
      throw new InputError(`--${name} must be one of ${rule.join(', ')}, not "${value}".`);
    }
  }
}
