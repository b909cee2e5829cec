/**
 * The shapes exchanged between the sidebar (through `google.script.run`) and
 * the server functions of the add-on. Types only: the sidebar imports them
 * for checking and nothing of the server ends up in its bundle.
 */

export type {
  AccelerationSetting,
  InitialColourSetting,
  PairingSystemId,
  PointSettings,
  PrizeSettings,
  RoundOneMethod,
  Settings,
  SettingsPatch,
} from '../core/record/settings';
import type { Settings, SettingsPatch } from '../core/record/settings';

export type { ActionResult, MissingResult, SectionOutcome, SectionStatus, Status } from '../core/actions/plan';
import type { ActionResult, Status } from '../core/actions/plan';

export type { WhyAnswer, WhyBoard, WhyNotAnswer, WhyPlayer } from '../core/actions/why/why-answers';
import type { WhyAnswer, WhyNotAnswer } from '../core/actions/why/why-answers';

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
  /** A short token that changes whenever the event or its sheets do (the record's generation, the changes counted): cheap to ask every few seconds. */
  getChangeToken(): string;
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
  /** The newest round of the event (or of one section) explained: every board, the bye, each player's card, the rules behind them. Writes nothing. */
  explainRound(options?: { readonly section?: string }): WhyAnswer;
  /** Why two players of the newest round were not paired (start numbers from explainRound); `round` is the round the panel shows. Writes nothing. */
  whyNot(options: { readonly section?: string; readonly round: number; readonly players: readonly [number, number] }): WhyNotAnswer;
}
