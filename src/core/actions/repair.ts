/**
 * Sheetmate ▸ Rebuild sheets from the record: the repair offered whenever a
 * Pairings sheet no longer matches what the add-on recorded (cleared, renamed,
 * rows deleted, a pairing changed by hand, an action stopped part-way). It
 * writes each section's Pairings anew from the record, keeping every result
 * still typed in it, then the add-on's Players columns, the views (their
 * layout too) and the record.
 */
import { plannedRounds } from '../event/next-round';
import { EMPTY_RECORD, sectionOf, type SectionRecord } from '../record/record';
import { roundMakersWords } from '../record/versions';
import { recordedRoundRows } from '../views/pairings-rows';
import { readEventForRepair, type RepairRead } from '../workbook/read-event';
import { pairingsRewrite } from './pairings-writes';
import type { ActionPlan, WorkbookRead } from './plan';
import { playersColumnsOf, readFrame, type Workbook } from './read';
import { withOtherVersionNote } from './messages';
import { statusOf } from './status';
import { planEventWrites, recordWrite, type SectionChange } from './writes';

export function repairAction(read: WorkbookRead): ActionPlan {
  const frame = readFrame(read);
  const repaired = frame.parts.map((part) => {
    const repair = readEventForRepair({ players: part.players, pairings: part.pairings, record: frame.stored }, part.settings, { section: part.name, pairingsSheet: part.pairingsSheet });
    const withCheck = part.settings.system === 'quick' || repair.pairings.columns.check >= 0;
    return { part, repair, totalRounds: plannedRounds(repair.state, part.settings), rows: recordedRoundRows(repair.state, withCheck) };
  });
  const workbook: Workbook = {
    read,
    sectioned: frame.sectioned,
    held: frame.held,
    previous: repaired[0]?.repair.record ?? frame.stored?.record ?? EMPTY_RECORD,
    settings: frame.settings,
    sectionNames: frame.parts.map((part) => part.name),
    sections: [],
    problems: [],
    playersColumns: {},
  };
  const withColumns: Workbook = { ...workbook, playersColumns: frame.sectioned ? playersColumnsOf(read, true, frame.stored, []) : (repaired[0]?.repair.players.columns ?? {}) };
  const changes: SectionChange[] = repaired.map(({ part, repair, totalRounds }) => ({ section: { ...part, totalRounds }, after: repair.state, update: { idsFor: 'rounds' } }));
  const action = 'rebuilding the sheets from the record';
  // The repair puts the phone views' formatting back too, whatever became of it.
  const writes = planEventWrites(withColumns, changes, { reformat: true });
  const pairings = repaired.flatMap(({ part, repair, rows }) => pairingsRewrite(part.pairingsSheet, part.pairings, part.pairings === null ? null : repair.pairings, rows));
  const message = repaired.map(({ part, repair }) => rebuiltWords(part.pairingsSheet, repair, sectionOf(writes.record, part.name))).join('\n');
  // Where the event now stands: each section as the record holds it, as written.
  const sections = repaired.map(({ part, repair, totalRounds }) => ({ ...part, totalRounds, event: { state: repair.state } }));
  return withOtherVersionNote(withColumns, {
    result: { message, status: statusOf({ ...withColumns, sections }, message) },
    record: recordWrite(withColumns, writes.record, 'first', action),
    writes: [...pairings, ...writes.views],
    action,
    cache: writes.cache,
    lastAction: message,
    toast: { message, seconds: 8 },
  });
}

/** What the repair did in one section's Pairings, and what the organiser should check. */
function rebuiltWords(pairingsSheet: string, repair: RepairRead, recorded: SectionRecord): string {
  const rounds = repair.state.rounds.map((round) => round.round);
  const parts = [
    rounds.length === 0
      ? `${pairingsSheet} rebuilt from Sheetmate's record: it holds no round yet.`
      : `${pairingsSheet} rebuilt from Sheetmate's record: round${rounds.length === 1 ? '' : 's'} ${rounds[0]}${rounds.length > 1 ? `–${rounds[rounds.length - 1]}` : ''}.`,
  ];
  // Who paired each round, as the record says: what an arbiter checking the rebuilt sheet wants to know.
  const makers = roundMakersWords(recorded.rounds.filter((round) => rounds.includes(round.round)));
  if (makers !== '') parts.push(makers);
  const fromRecord = repair.resultsFromRecord;
  if (fromRecord.length > 0) {
    const listed = fromRecord.slice(0, 12).map((entry) => `round ${entry.round} board ${entry.board}`);
    parts.push(
      `${fromRecord.length} result${fromRecord.length === 1 ? ' was' : 's were'} no longer in ${pairingsSheet} and came from the record as last seen ` +
        `(${listed.join(', ')}${fromRecord.length > listed.length ? ', …' : ''}): check ${fromRecord.length === 1 ? 'it' : 'them'}.`,
    );
  }
  if (repair.droppedRounds.length > 0) {
    parts.push(`Round ${repair.droppedRounds.join(', ')}, which an interrupted action left in ${pairingsSheet} but the record no longer holds, was not written again.`);
  }
  return parts.join(' ');
}
