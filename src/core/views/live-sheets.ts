/**
 * The views parents and players follow on their phones (*By name*, *Live*),
 * built from the event state every action leaves behind: the newest round as
 * it was paired, with the results typed so far, for every section.
 */
import type { EventState } from '../event/event-state';
import { systemOf } from '../event/next-round';
import { eventInProgress } from '../event/progress';
import type { Settings } from '../record/settings';
import { BY_NAME_SHEET, LIVE_SHEET } from '../workbook/layout';
import { byNameSheet } from './by-name-view';
import type { DisplayRow, DisplaySheet } from './display-sheet';
import { liveSheet } from './live-view';
import type { StandingsSoFar } from './standings';

/** One section as the live views read it: '' for an event without a Section column. */
export interface LivePart {
  readonly section: string;
  readonly state: EventState;
  readonly settings: Settings;
  /** Its standings, computed once for every view. */
  readonly standings?: StandingsSoFar;
  /** The planned number of rounds; 0 when open. */
  readonly totalRounds: number;
  /** When the section's newest round was paired, as people read it ("Sat 14 Mar, 14:05"). */
  readonly pairedAt?: string;
}

export interface LiveSheetsInput {
  /** The spreadsheet's name: the event's, on the Live sheet's first line. */
  readonly eventName: string;
  /** The spreadsheet's locale (`en_GB`, `sv_SE`): the alphabet names are sorted in. */
  readonly locale?: string;
  /** Every section, in the sections' order: one, named '', for an event without a Section column. */
  readonly sections: readonly LivePart[];
}

export interface NamedDisplaySheet {
  readonly name: string;
  readonly display: DisplaySheet;
}

/**
 * The Live and By name sheets of the event as it stands. An event without
 * sections gets its own views; an event with sections gets one sheet each
 * covering every section, so the link on the wall serves the whole school:
 * each section's part is what its own Live or By name would show alone, under
 * a heading that names the section, in the same phone layout.
 *
 * @example
 * liveSheets({ eventName: 'Spring Open', sections: [{ section: '', state, settings, totalRounds: 7, pairedAt: 'Sat 14 Mar, 14:05' }] })
 *   .map((sheet) => sheet.name); // ['Live', 'By name']
 */
export function liveSheets(input: LiveSheetsInput): NamedDisplaySheet[] {
  const locale = languageTag(input.locale);
  const alone = input.sections.map((section) => ({ section: section.section, ...sectionViews(section, input.eventName, locale) }));
  const only = alone[0];
  if (alone.length === 1 && only!.section === '') {
    return [
      { name: LIVE_SHEET, display: only!.live },
      { name: BY_NAME_SHEET, display: only!.byName },
    ];
  }
  return [
    { name: LIVE_SHEET, display: mergedLive(input.eventName, alone.map(({ section, live }) => ({ section, display: live }))) },
    { name: BY_NAME_SHEET, display: mergedByName(alone.map(({ section, byName }) => ({ section, display: byName }))) },
  ];
}

/** One section's Live and By name, as they would be alone. */
function sectionViews(input: LivePart, eventName: string, locale: string): { live: DisplaySheet; byName: DisplaySheet } {
  const event = eventInProgress(input.state);
  const settings = input.settings;
  return {
    live: liveSheet({
      eventName,
      event,
      totalRounds: input.totalRounds,
      ...(input.pairedAt === undefined ? {} : { pairedAt: input.pairedAt }),
      standings: { system: systemOf(settings).standings, tiebreaks: settings.tiebreaks, seed: settings.seed },
      ...(input.standings === undefined ? {} : { computed: input.standings }),
      nextRound: input.state.roundsPlayed + 1,
      locale,
    }),
    byName: byNameSheet(event, { locale }),
  };
}

function spanning(kind: DisplayRow['kind'], text: string, width: number): DisplayRow {
  return { kind, cells: [text, ...Array.from({ length: width - 1 }, () => '')] };
}

function blank(width: number): DisplayRow {
  return { kind: 'blank', cells: Array.from({ length: width }, () => '') };
}

/**
 * The event's name once, then each section: its round line as a heading
 * ("U10 · Round 3 of 7 · paired Sat 14:05"), its boards and its standings.
 * The event's name stays in view while the sections scroll.
 */
function mergedLive(eventName: string, parts: readonly { section: string; display: DisplaySheet }[]): DisplaySheet {
  const first = parts[0]?.display;
  if (first === undefined) return { rows: [], columns: [], frozenRows: 0 };
  const width = first.columns.length;
  const rows: DisplayRow[] = [spanning('title', eventName.trim() === '' ? 'Live results' : eventName.trim(), width)];
  for (const { section, display } of parts) {
    const [, subtitle, ...rest] = display.rows;
    rows.push(blank(width));
    rows.push(spanning('subtitle', `${section} · ${String(subtitle?.cells[0] ?? '')}`, width));
    // Each section's own parts start with a blank line: the heading above it is enough.
    rows.push(...(rest[0]?.kind === 'blank' ? rest.slice(1) : rest));
  }
  return { rows, columns: first.columns, frozenRows: 1, ...(first.rankingKey === undefined ? {} : { rankingKey: first.rankingKey }) };
}

/**
 * Each section's players, alphabetical within it, under a heading
 * ("U10 · Round 3 by name"), with the columns' header repeated, and the note
 * on how to read it once at the end.
 */
function mergedByName(parts: readonly { section: string; display: DisplaySheet }[]): DisplaySheet {
  const first = parts[0]?.display;
  if (first === undefined) return { rows: [], columns: [], frozenRows: 0 };
  const width = first.columns.length;
  const rows: DisplayRow[] = [spanning('title', 'Players by name, section by section', width)];
  let note: DisplayRow | undefined;
  for (const { section, display } of parts) {
    const [title, ...rest] = display.rows;
    const notes = rest.filter((row) => row.kind === 'note');
    note ??= notes[0];
    const body = rest.filter((row) => row.kind !== 'note' && row.kind !== 'blank');
    rows.push(blank(width));
    rows.push(spanning('section', `${section} · ${String(title?.cells[0] ?? '')}`, width));
    rows.push(...body);
  }
  if (note !== undefined) rows.push(blank(width), note);
  return { rows, columns: first.columns, frozenRows: 1, ...(first.rankingKey === undefined ? {} : { rankingKey: first.rankingKey }) };
}

/** A spreadsheet locale (`en_GB`) as a BCP 47 tag (`en-GB`). */
export function languageTag(locale: string | undefined): string {
  const tag = (locale ?? '').trim().replace(/_/g, '-');
  return tag === '' ? 'en' : tag;
}

/**
 * A time as the Live sheet shows it, in the spreadsheet's time zone:
 * "Sat 14 Mar, 14:05" (12-hour clock where the spreadsheet's English locale
 * uses one: "Sat, Mar 14, 2:05 PM"). The sheet is in English, so other
 * locales get the British form. An unknown time zone gives the time in UTC,
 * saying so.
 *
 * @example
 * formatPairedAt('2026-03-14T14:05:00Z', 'Europe/London', 'en_GB'); // 'Sat 14 Mar, 14:05'
 */
export function formatPairedAt(iso: string, timeZone: string, locale?: string): string | undefined {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return undefined;
  const tag = languageTag(locale);
  const english = /^en(-|$)/i.test(tag) ? tag : 'en-GB';
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
  const format = (zone: string, language: string) => new Intl.DateTimeFormat(language, { ...options, timeZone: zone }).format(time);
  for (const [zone, suffix] of [
    [timeZone, ''],
    ['UTC', ' UTC'],
  ] as const) {
    for (const language of [english, 'en-GB']) {
      try {
        return `${format(zone, language)}${suffix}`;
      } catch {
        // A malformed locale or an unknown time zone: the next one.
      }
    }
  }
  return undefined;
}
