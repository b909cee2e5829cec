/**
 * Counting spreadsheet calls, the unit Apps Script charges time for: the
 * workbook counts every call its sheets and ranges make, so tests can prove
 * the add-on's calls are batched.
 */

/** Counts of spreadsheet calls. */
export interface CallCounts {
  reads: number;
  writes: number;
  /** Per method name, for finer assertions. */
  byMethod: Record<string, number>;
  /** Cells given values (`setValues`), what an action costs beyond its calls. */
  cellsWritten: number;
  /** The same, by sheet name. */
  cellsWrittenBySheet: Record<string, number>;
}

export function emptyCounts(): CallCounts {
  return { reads: 0, writes: 0, byMethod: {}, cellsWritten: 0, cellsWrittenBySheet: {} };
}

/** What a sheet or a range reports each of its Apps Script calls to (the workbook). */
export interface CallCounter {
  /** Counts one call of `method`, moving `cells` cells (`valuesOf`: the sheet whose values it sets). */
  count(method: string, kind: 'read' | 'write' | 'other', cells?: number, valuesOf?: string): void;
}

/** The spreadsheet a sheet belongs to: it counts the sheet's calls and knows which sheet is shown. */
export interface SheetOwner extends CallCounter {
  /** Makes the named sheet the one shown. */
  showSheet(name: string): void;
}
