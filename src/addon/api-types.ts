/**
 * The shapes exchanged between the sidebar (through `google.script.run`) and
 * the server functions of the add-on. Types only: the sidebar imports them
 * for checking and nothing of the server ends up in its bundle.
 */

import type { PairingSystemId } from '../core/record/settings';

export type {
  AccelerationSetting,
  InitialColourSetting,
  PairingSystemId,
  PointSettings,
  RoundOneMethod,
  Settings,
  SettingsPatch,
} from '../core/record/settings';
import type { Settings, SettingsPatch } from '../core/record/settings';

export interface MissingResult {
  /** The section the board is in (events with a Section column). */
  readonly section?: string;
  readonly round: number;
  readonly board: number;
  readonly white: string;
  readonly black: string;
}

/** Where an event, or one of its sections, stands. */
interface Standing {
  /** The newest round paired, 0 before round 1. */
  readonly round: number;
  /** The planned number of rounds (0 when not known yet). */
  readonly totalRounds: number;
  readonly players: number;
  readonly missingResults: readonly MissingResult[];
  readonly finished: boolean;
  readonly system: PairingSystemId;
  /** A problem in the workbook that stops the next action (missing sheet, bad row), in words, or null. */
  readonly problem: string | null;
}

export interface Status extends Standing {
  /** The outcome of the last action, in words, or null. */
  readonly lastAction: string | null;
  /**
   * An event with a Section column: each section's own status, in Players'
   * order. The fields above then sum them up: the highest round, every
   * player, every missing result.
   */
  readonly sections?: readonly SectionStatus[];
}

/** Where one section stands; `problem` is what stops this section. */
export interface SectionStatus extends Standing {
  readonly section: string;
  /** What Pair next round would do for it now: pair it, wait for results, nothing (finished), or stop at the problem. */
  readonly next: 'pair' | 'wait' | 'finished' | 'problem';
}

/** What an action did in one section. */
export interface SectionOutcome {
  readonly section: string;
  readonly outcome: 'paired' | 'undone' | 'waits' | 'finished' | 'not paired';
  /** In words: "round 3 paired: 6 boards", "waits for the results of boards 2 and 5 of round 2". */
  readonly message: string;
}

/** Every action answers with what happened, in words, and the new status. */
export interface ActionResult {
  readonly message: string;
  readonly status: Status;
  /** Set when the action needs the organiser's confirmation before going on. */
  readonly needsConfirmation?: string;
  /** Text for the sidebar to offer for copy or download (quick Swiss table, TRF). */
  readonly download?: { readonly fileName: string; readonly text: string };
  /** What the typed-lines quick Swiss assumed, one line each (`line 2: score "abc" unreadable, counted as 0`), shown under the table. */
  readonly warnings?: readonly string[];
  /** An event with sections: what the action did in each. */
  readonly sections?: readonly SectionOutcome[];
  /** The round an undo asks to confirm, and its section: the confirmed request names both. */
  readonly undo?: { readonly section: string; readonly round: number };
}

/** What the sidebar passes to undoLastRound. */
export interface ActionOptions {
  /** The organiser confirmed a destructive step (undo with typed results). */
  readonly confirmed?: boolean;
  /** The round to undo, as the organiser saw it (the newest): a repeated request is refused. */
  readonly expectedRound: number;
  /** In an event with sections: the section whose round it is. */
  readonly section?: string;
}

/** What the sidebar passes to pairNextRound: one section (or an event without sections) and its round, or every section's round. */
export type PairOptions =
  | { readonly expectedRound: number; readonly section?: string }
  | { readonly expectedRounds: Readonly<Record<string, number>> };

/**
 * Server functions callable from the sidebar. Every function here is a
 * top-level function in the bundle (see src/addon/entry.ts).
 */
export interface ServerApi {
  /** The event's settings, or a section's (the event's with the section's own choices on top). */
  getSettings(section?: string): Settings;
  /** With `section` in the patch, that section's own settings; without, the event's (every section's defaults). */
  saveSettings(patch: SettingsPatch & { readonly section?: string }): Settings;
  getStatus(): Status;
  /** `expectedRound` (or, for every section at once, `expectedRounds`) guards against a retry pairing a second round. */
  pairNextRound(options: PairOptions): ActionResult;
  /** `expectedRound` (required) is the newest round: a retry never removes two rounds. */
  undoLastRound(options: ActionOptions): ActionResult;
  /** Rewrites Standings, Byes and the Players' columns from the results typed so far. */
  updateStandings(): ActionResult;
  /** The event (or one section) as a FIDE TRF: on the TRF sheet and as `download`. */
  exportTrf(options?: { readonly section?: string }): ActionResult;
  /** Starts an empty spreadsheet's event from a TRF file's text. */
  importTrf(text: string): ActionResult;
  /** Writes the whole round-robin schedule to the Schedule sheet. */
  writeSchedule(options?: { readonly section?: string }): ActionResult;
  /** Writes Pairings, the add-on's Players columns and the views anew from the event record (the repair). */
  rebuildSheets(): ActionResult;
  /** The quick Swiss from typed `Name | score | opponents` lines: returns the table and any warnings, writes nothing. */
  quickSwissFromText(text: string): ActionResult;
}
