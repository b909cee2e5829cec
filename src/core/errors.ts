/**
 * Errors about the organiser's input. Each names where the problem is (sheet,
 * row, column, or a file's line and column) and says how to fix it, so the
 * add-on can show it as it is and write nothing.
 */

export interface InputLocation {
  /** Sheet name (`Players`) or file name. */
  readonly source?: string;
  /** 1-based row or line number. */
  readonly row?: number;
  /** How the row is named: sheet `row` (default) or file `line`. */
  readonly rowLabel?: 'row' | 'line';
  /** Column header (`Rating`) or 1-based character column. */
  readonly column?: string | number;
}

export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(
    message: string,
    readonly location: InputLocation = {},
  ) {
    super(withLocation(message, location));
  }
}

/** How many problems a message lists before it only counts the rest. */
const PROBLEMS_SHOWN = 20;

/**
 * Several input problems found in one pass, reported together. The message
 * lists the first 20 and counts the rest, so that a file that is wrong
 * everywhere gives a message a person can read, not 60,000 lines.
 */
export class InputErrors extends Error {
  override readonly name = 'InputErrors';
  constructor(
    readonly problems: readonly InputError[],
    /** Problems found but not kept (the reader stops keeping them after a while). */
    readonly moreNotKept = 0,
  ) {
    const shown = problems.slice(0, PROBLEMS_SHOWN).map((problem) => problem.message);
    const rest = problems.length - shown.length + moreNotKept;
    if (rest > 0) shown.push(`… and ${rest} more problem${rest === 1 ? '' : 's'} (${problems.length + moreNotKept} in all); fix these first.`);
    super(shown.join('\n'));
  }
}

/** Thrown by a pairing system when no pairing satisfies the absolute criteria. */
export class NoValidPairingError extends Error {
  override readonly name = 'NoValidPairingError';
  constructor(
    message: string,
    /** The start numbers of the players left unpaired, when the system knows them: the action names them. */
    readonly unpaired: readonly number[] = [],
  ) {
    super(message);
  }
}

function withLocation(message: string, location: InputLocation): string {
  const parts: string[] = [];
  if (location.source !== undefined) parts.push(location.source);
  // A row Sheetmate does not know (0: a player or board read from the record, not from a sheet) is not named: "row 0" sends the organiser nowhere.
  if (location.row !== undefined && knownRow(location.row)) parts.push(`${location.rowLabel ?? 'row'} ${location.row}`);
  if (location.column !== undefined) {
    parts.push(typeof location.column === 'number' ? `column ${location.column}` : `column ${location.column}`);
  }
  return parts.length > 0 ? `${parts.join(', ')}: ${message}` : message;
}

/** Whether `row` is a row a person can go to: a whole number from 1. */
export function knownRow(row: number | undefined): row is number {
  return row !== undefined && Number.isInteger(row) && row >= 1;
}

/** Throws all collected problems at once (and a count of those not kept), or nothing when there are none. */
export function throwIfAny(problems: readonly InputError[], moreNotKept = 0): void {
  if (problems.length === 1 && moreNotKept === 0) throw problems[0]!;
  if (problems.length > 0) throw new InputErrors(problems, moreNotKept);
}

/**
 * A pairing a system returned breaks a rule every pairing must keep (a
 * rematch, a second pairing-allocated bye, an absolute colour clash, a pair
 * that must be kept apart, a player twice or missing). It is a fault in the
 * pairing code, never the organiser's; the action stops before anything is
 * written rather than write a wrong pairing.
 */
export class PairingRefusedError extends Error {
  override readonly name = 'PairingRefusedError';
  constructor(
    readonly round: number,
    readonly rule: string,
    readonly detail: string,
  ) {
    super(
      `the pairing Sheetmate made for round ${round} breaks ${rule} (${detail}), so it was not written. ` +
        'This is a fault in Sheetmate, not in your sheets: pair the round by hand in Pairings, and please report it.',
    );
  }
}
