/**
 * The Teams sheet, written with the other views when Players has a Team
 * (School, Club) column: every section's players count (src/core/event/teams.ts).
 */
import type { EventState } from '../core/event/event-state';
import type { Settings } from '../core/record/settings';
import { TEAMS_SHEET, teamMembersOf, teamStandings, teamsTable } from '../core/views/teams';
import type { OwnTable } from '../sheets/event-sheets';

/** The Teams table from each section's event as the action leaves it (typed results so far). */
export function teamsView(sections: readonly { readonly section: string; readonly state: EventState }[], settings: Settings): OwnTable {
  const members = sections.flatMap(({ section, state }) => teamMembersOf(state, section));
  const counted = settings.teamScoresCounted;
  return { name: TEAMS_SHEET, rows: teamsTable(teamStandings(members, counted), counted), headerRows: 2 };
}
