/** What the page knows of the server, shared by the panel's views. */
import type { Settings, Status } from '../src/addon/api-types';

/** What the page knows of the server; null until the first answer. */
export const state: {
  status: Status | null;
  settings: Settings | null;
  /** The tie-break list as shown, which may be ahead of `settings` while a save runs. */
  tiebreaks: readonly string[];
  /** True while pairNextRound or undoLastRound runs: the buttons stay disabled so a double click sends one call. */
  busy: boolean;
  /** The organiser opened or closed Settings: stop choosing for them. */
  settingsToggled: boolean;
  /** A getStatus call is on its way: the timer does not send a second. */
  refreshing: boolean;
  /** Settings saves on their way: the timer waits for them. */
  saving: number;
  /** When the status was last read (ms since the epoch). */
  lastRead: number;
  /** The change token the status shown was read with; null until one is known. */
  changeToken: string | null;
  /** Whose settings the panel shows and saves: '' for the whole event, else a section's name. */
  scope: string;
} = { status: null, settings: null, tiebreaks: [], busy: false, settingsToggled: false, refreshing: false, saving: 0, lastRead: 0, changeToken: null, scope: '' };
