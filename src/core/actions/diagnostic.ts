/**
 * Help ▸ Diagnostic: a few lines an organiser can copy into a message to
 * whoever helps them. Counts and states only (players, rounds, sections,
 * results missing, how the record stands): never the name of a player, a
 * section or the spreadsheet, and never a problem's words (they may name a
 * player).
 */
import { storedRecordOf } from '../record/sheet-rows';
import { writerWords } from '../record/versions';
import type { SectionStatus, Status, WorkbookRead } from './plan';
import { statusAction } from './status';

/** The diagnostic's lines, for the version of Sheetmate given. */
export function diagnosticLines(read: WorkbookRead, version: string): string[] {
  return [
    `Sheetmate ${version}`,
    `Spreadsheet: locale ${read.spreadsheet.locale}, time zone ${read.spreadsheet.timeZone}`,
    ...statusLines(read),
    recordLine(read),
  ];
}

function statusLines(read: WorkbookRead): string[] {
  let status: Status;
  try {
    status = statusAction(read).result.status;
  } catch (error) {
    return [`Status: could not be read (${errorKind(error)})`];
  }
  const sections = status.sections ?? [];
  const lines = [
    `Players: ${status.players}`,
    `Sections: ${sections.length === 0 ? 'none (no Section column)' : sections.length}`,
    `Event: ${standingWords(status)}`,
  ];
  sections.forEach((section, index) => lines.push(`Section ${index + 1}: ${section.players} players, ${standingWords(section)}, next: ${section.next}`));
  // Who paired each round (versions and kinds only: no name).
  if (sections.length === 0 && status.pairedBy !== undefined) lines.push(`History: ${status.pairedBy}`);
  sections.forEach((section, index) => section.pairedBy !== undefined && lines.push(`Section ${index + 1} history: ${section.pairedBy}`));
  if (status.problem !== null) lines.push('Problem: one stops the next step (its words, which may name a player, are in the sidebar)');
  return lines;
}

function standingWords(standing: Status | SectionStatus): string {
  const rounds = standing.totalRounds > 0 ? `round ${standing.round} of ${standing.totalRounds}` : `round ${standing.round} (rounds not set)`;
  const missing = standing.missingResults.length;
  return `${rounds}, ${missing} result${missing === 1 ? '' : 's'} missing, system ${standing.system}${standing.finished ? ', finished' : ''}${standing.problem !== null ? ', a problem' : ''}`;
}

function recordLine(read: WorkbookRead): string {
  if (read.record === null) return 'Record: none yet (no round paired)';
  try {
    const stored = storedRecordOf(read.record);
    if (stored === null) return 'Record: sheet present, empty';
    const { header, record } = stored;
    const state = header.state.kind === 'complete' ? 'complete' : `stopped while ${header.state.action}`;
    const rounds = record.sections.map((section) => section.rounds.length).join('+');
    return (
      `Record: generation ${header.generation}, ${state}, written ${header.writtenAt || 'at an unknown time'} by ${writerWords(record)}, ` +
      `${record.sections.length} section${record.sections.length === 1 ? '' : 's'}, rounds ${rounds}`
    );
  } catch (error) {
    return `Record: damaged (${errorKind(error)})`;
  }
}

/** What kind of error it was, without its words (they may name a player). */
function errorKind(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
