/**
 * Reading and saving the settings (of the event, or of one section, as
 * Players names it). The settings decide what the views show (the
 * tie-breaks, the number of rounds, the points), so once an event has views,
 * saving rewrites them: Standings, Crosstable, Byes, Live and By name agree
 * with the settings the moment they change. They are saved in the record
 * (and kept in document properties too); a problem in the workbook that
 * stops the views (a mistyped result) leaves the views as they were, and the
 * sidebar's status names it.
 */
import { InputError, InputErrors } from '../errors';
import { nameKey } from '../ids';
import { settingsForProperties, settingsOfSection, withPatch, type EventSettings } from '../record/event-settings';
import type { Settings } from '../record/settings';
import { storedRecordOf, type StoredRecord } from '../record/sheet-rows';
import { LIVE_SHEET, sectionSheet, STANDINGS_SHEET } from '../workbook/layout';
import type { ActionPlan, WorkbookRead } from './plan';
import { changeOutcome } from './edits/settings-changes';
import { eventSettingsOf, readWorkbook } from './read';
import { refreshPlan } from './refresh';
import { recordWrite } from './writes';
import { teamRefreshAction } from './team/team-pair';
import { isTeamEvent, refuseTeamSettingsChange } from './team/team-workbook';

/** The record, when it can be read; a damaged one is the other actions' to refuse, not the settings'. */
function readableRecord(read: WorkbookRead): StoredRecord | null {
  try {
    return storedRecordOf(read.record);
  } catch {
    return null;
  }
}

/** The settings of the event (no section), or of one of `sections` (as Players names them). */
export function settingsAction(read: WorkbookRead, section: string | undefined, sections: readonly string[]): Settings {
  const settings = eventSettingsOf(read, readableRecord(read)?.record ?? null);
  if (section === undefined) return settings.event;
  const known = sections.find((candidate) => nameKey(candidate) === nameKey(section));
  if (known === undefined) throw new InputError(`there is no section "${section}" in Players.`);
  return settingsOfSection(settings, known);
}

/** Saves a patch (`section` in it: that section's own choices), and rewrites the views when the spreadsheet has them. */
export function saveSettingsAction(read: WorkbookRead, patch: unknown, sections: readonly string[]): { readonly plan: ActionPlan; readonly saved: Settings } {
  const stored = readableRecord(read);
  const before = eventSettingsOf(read, stored?.record ?? null);
  const { settings, saved } = withPatch(before, patch, sections);
  refuseTeamSettingsChange(stored?.record ?? null, before.event, settings.event);
  const notes = changesMidEvent(stored, before, settings);
  const properties = settingsForProperties(settings);
  const said = notes.length === 0 ? {} : { lastAction: notes.join('\n'), toast: { message: notes.join('\n'), seconds: 10 } };
  // A new spreadsheet gets no sheets from a setting: the views are rewritten only where they exist.
  const views = [STANDINGS_SHEET, LIVE_SHEET, ...sections.map((name) => sectionSheet(STANDINGS_SHEET, name))];
  if (views.some((name) => read.sheets.has(name))) {
    try {
      const plan = isTeamEvent(read, settings) ? teamRefreshAction(read, settings) : refreshPlan(readWorkbook(read, { settings }), undefined, settings);
      return { plan: { ...plan, action: 'rewriting the views for the new settings (the settings are saved)', settings: properties, ...said }, saved };
    } catch (error) {
      if (!(error instanceof InputError || error instanceof InputErrors)) throw error;
    }
  }
  return { plan: { ...recordOnly(read, stored, settings, properties), ...said }, saved };
}

/**
 * Each section that has begun, checked against the change of its settings:
 * what cannot be honoured is refused with the reason (nothing is saved);
 * what changes how the event goes on is said.
 *
 * @throws InputError for the first section whose change cannot be honoured.
 */
function changesMidEvent(stored: StoredRecord | null, before: EventSettings, after: EventSettings): string[] {
  const notes: string[] = [];
  for (const section of stored?.record.sections ?? []) {
    const roundsPaired = section.rounds[section.rounds.length - 1]?.round ?? 0;
    const outcome = changeOutcome(settingsOfSection(before, section.name), settingsOfSection(after, section.name), { section: section.name, roundsPaired, players: section.players.length });
    if (outcome.refusal !== undefined) throw outcome.refusal;
    if (outcome.note !== undefined) notes.push(outcome.note);
  }
  return notes;
}

/** The settings saved in the record alone (when it exists), the views left as they are. */
function recordOnly(read: WorkbookRead, stored: StoredRecord | null, settings: EventSettings, properties: ActionPlan['settings']): ActionPlan {
  const action = 'saving the settings';
  const base: ActionPlan = { result: { message: '', status: emptyStatus(settings) }, record: null, writes: [], action, ...(properties === undefined ? {} : { settings: properties }) };
  if (stored === null) return base;
  return { ...base, record: recordWrite({ read, held: stored }, { ...stored.record, settings }, 'last', action) };
}

function emptyStatus(settings: EventSettings): ActionPlan['result']['status'] {
  const event = settings.event;
  return { round: 0, totalRounds: event.rounds, players: 0, missingResults: [], finished: false, system: event.system, lastAction: null, problem: null };
}
