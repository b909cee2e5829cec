/**
 * `sheetmate pair FILE`: pairs the next round (or round N) of a Players CSV,
 * a quick-Swiss text (Name | score | opponents lines), or a TRF, with any system, and prints it.
 * A Players CSV with a Section column is paired section by section, as the sheet pairs it
 * (`--section NAME` pairs one); the output is described in ./pair-output.ts.
 */
import { parseCsv, unescapeCsvCell } from '../core/workbook/csv';
import { pairNextRound } from '../core/event/next-round';
import { PLAYERS_SHEET } from '../core/workbook/layout';
import { readPlayersTable } from '../core/workbook/players-table';
import { eventFromTables } from '../core/workbook/read-event';
import { DEFAULT_SETTINGS, mergeSettings, pointSystemOf, type Settings } from '../core/record/settings';
import { InputError } from '../core/errors';
import { pairQuickSwiss, quickSwissRoundPairing } from '../core/systems/quick-swiss';
import { parseQuickSwissText, quickSwissWarningText } from '../core/systems/quick-swiss-text';
import { checkOptions, type ParsedArgs } from './args';
import { csvSections, inSectionError, type CsvSection } from './csv-sections';
import { readInputFile, type CliIo, type CliOutput } from './io';
import { withSource } from './messages';
import { quickSwissChecks, renderPaired, type PairedSection, type PairFormat, type Printable } from './pair-output';
import { pairTrf } from './pair-trf';
import { roundRobinRound } from './round-robin';
import { pairingSystemOf, ROUND_ONE_SYSTEMS, SYSTEM_NAMES, type PairingSystemName, type SystemName } from './systems';
import { pairTeamCommand } from './team-commands';

export function pairCommand(args: ParsedArgs, io: CliIo): CliOutput {
  checkOptions(args, {
    system: [...SYSTEM_NAMES, 'team-swiss'],
    round: 'round',
    'initial-colour': ['white', 'black'],
    seed: 'number',
    format: ['text', 'json', 'pairs'],
    section: 'text',
  });
  const input = readInputFile(args, io);
  if (args.options.system === 'team-swiss') return pairTeamCommand(args, input);
  const format = (args.options.format ?? 'text') as PairFormat;
  const named = (args.options.system ?? (input.kind === 'txt' ? 'quick' : input.kind === 'trf' ? 'dutch' : 'split')) as SystemName;
  const system = pairingSystemOf(named);
  if (input.kind !== 'csv' && args.options.section !== undefined) {
    throw new InputError(
      `--section chooses a section of a Players CSV with a Section column; ${input.path} holds one field (a sheet with sections exports one TRF a section).`,
    );
  }
  if (input.kind === 'csv') {
    const sections = csvSections(csvRows(input.text), input.path, args.options.section);
    const listed = sections[0]!.name !== null && args.options.section === undefined;
    if (format === 'pairs' && sections.length > 1) {
      throw new InputError(
        `--format pairs holds one field's round, and ${input.path} has ${sections.length} sections (${sections.map((section) => section.name).join(', ')}): ` +
          `pair one with --section ${sections[0]!.name} (its start numbers are that section's), or choose --format text or json.`,
      );
    }
    const paired = sections.map((section) => pairSection(section, input.path, args, system));
    return { stdout: renderPaired(paired, format, listed), stderr: '', exitCode: 0 };
  }
  const settings = settingsFor(args, system);
  const round = args.options.round === undefined ? undefined : Number(args.options.round);
  const printed =
    input.kind === 'txt'
      ? pairQuickText(input.text, input.path, round, named)
      : pairTrf(input.text, input.path, { system, settings, ...(round === undefined ? {} : { round }) });
  // The pairing was made, so warnings go to stderr with exit status 0; stdout stays the table.
  const stderr = (printed.warnings ?? []).map((warning) => `warning: ${input.path}, ${warning}\n`).join('');
  return { stdout: renderPaired([{ section: null, printed }], format, false), stderr, exitCode: 0 };
}

/** The CSV's cells; a name that a careful program escaped (`'=Smith`) is read back as the name it stands for. */
function csvRows(text: string): string[][] {
  return parseCsv(text).map((row) => row.map(unescapeCsvCell));
}

function settingsFor(args: ParsedArgs, system: PairingSystemName): Settings {
  const isRoundOne = (ROUND_ONE_SYSTEMS as readonly string[]).includes(system);
  return mergeSettings(DEFAULT_SETTINGS, {
    system: isRoundOne ? 'dutch' : system,
    ...(isRoundOne ? { round1Method: system } : {}),
    initialColour: args.options['initial-colour'] ?? 'white',
    ...(args.options.seed !== undefined ? { seed: Number(args.options.seed) } : {}),
    rounds: 0,
  });
}

/** One section of a Players CSV (or the whole list), paired as the sheet pairs it; errors name the file and the section. */
function pairSection(section: CsvSection, path: string, args: ParsedArgs, system: PairingSystemName): PairedSection {
  try {
    return { section: section.name, printed: pairCsv(section.rows, path, args, system) };
  } catch (error) {
    // The core names the sheet it reads (Players): on the command line that is the file.
    const inFile = withSource(error, PLAYERS_SHEET, path);
    throw section.name === null ? inFile : inSectionError(inFile, section.name);
  }
}

function pairCsv(rows: readonly (readonly unknown[])[], path: string, args: ParsedArgs, system: PairingSystemName): Printable {
  const settings = settingsFor(args, system);
  // Only the rating split needs every rating; elsewhere a blank or 0 rating is an unrated player, ranked last.
  const table = readPlayersTable(rows, path, { requireRatings: system === 'split' });
  const state = eventFromTables(table.entrants, [], pointSystemOf(settings.points), { rebuildCarried: settings.system === 'dutch', playersSource: path });
  const next = state.roundsPlayed + 1;
  const requested = args.options.round === undefined ? next : Number(args.options.round);
  if (!settings.system.includes('round-robin') && requested !== next) {
    throw new InputError(`a Players CSV holds ${state.roundsPlayed} rounds, so round ${next} is the one to pair (--round ${requested} was asked).`);
  }
  if (settings.system.includes('round-robin')) {
    return roundRobinRound(state.tournament, requested, settings);
  }
  const paired = pairNextRound(state, settings);
  const names = (n: number) => state.players[n - 1]!.entrant.name;
  return {
    pairing: paired.pairing,
    names,
    scores: (n) => (state.players[n - 1]!.entrant.carried?.score ?? 0) / 10,
    ...(paired.table !== undefined ? { quickRows: paired.table, checks: paired.checks ?? new Map<number, string>() } : {}),
  };
}

function pairQuickText(text: string, path: string, round: number | undefined, system: SystemName): Printable {
  if (system !== 'quick') throw new InputError(`Name | score | opponents lines are paired with --system quick, not ${system}.`);
  const field = parseQuickSwissText(text, path);
  const rows = pairQuickSwiss(field.players, { history: 'own-list' });
  const startNumbers = new Map(field.players.map((player, index) => [player.name, index + 1]));
  const pairing = quickSwissRoundPairing(rows, { round: round ?? 1, startNumbers, points: pointSystemOf(DEFAULT_SETTINGS.points) });
  const names = (n: number) => field.players[n - 1]!.name;
  return {
    pairing,
    names,
    scores: (n) => field.players[n - 1]!.score / 10,
    quickRows: rows,
    checks: quickSwissChecks(pairing, rows, names),
    missingScores: field.missingScoreLines.length,
    warnings: field.warnings.map(quickSwissWarningText),
  };
}
