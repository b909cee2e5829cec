/**
 * What the sidebar's Share panel asks the server for (`getShareInfo`). Types
 * only, so the sidebar can import them without pulling server code into its
 * bundle.
 */

export interface LiveSheetInfo {
  /** The sheet's name as the tab shows it. */
  readonly name: string;
  /** Its id: the `gid` in a link that opens the spreadsheet on this sheet. */
  readonly sheetId: number;
  /** The spreadsheet's link opening on this sheet; null where the spreadsheet has no address. */
  readonly url: string | null;
}

export interface ShareInfo {
  /** The event's name, for the page printed for the wall (the spreadsheet's name). */
  readonly eventName: string;
  /** The spreadsheet's address; null where there is none (the local playground). */
  readonly spreadsheetUrl: string | null;
  /** The Live sheet, once the add-on has written it. */
  readonly liveSheet: LiveSheetInfo | null;
}
