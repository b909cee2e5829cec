/**
 * What the playground's HTTP API exchanges with its page and with the
 * sidebar's `google.script.run` stand-in. Types only: the page imports them
 * for checking, and nothing of the server ends up in its bundle.
 */

/** One cell as the grid shows it. Keys are short: the whole workbook travels after every change. */
export interface GridCell {
  /** The value shown (a broken formula shows `#ERROR!`, as in Sheets). */
  readonly v: string | number | boolean;
  /** The formula text, shown while editing. */
  readonly f?: string;
  readonly bold?: true;
  /** A `#rrggbb` background. */
  readonly bg?: string;
  /** The values of the cell's drop-down list. */
  readonly list?: readonly string[];
  /** The drop-down's help text. */
  readonly help?: string;
  readonly italic?: true;
  /** Font size in points (Sheets' default is 10). */
  readonly size?: number;
  /** Long text wraps onto more lines. */
  readonly wrap?: true;
  readonly align?: 'left' | 'center' | 'right';
  readonly valign?: 'top' | 'middle' | 'bottom';
  /** The first cell of merged cells: how many columns it spans. */
  readonly span?: number;
  /** A cell hidden under the merged cell to its left: not drawn. */
  readonly merged?: true;
  /** The cell's note (Range.setNote): a mark in its corner, the text when the pointer is on it. */
  readonly note?: string;
}

export interface GridSheet {
  readonly name: string;
  readonly frozenRows: number;
  /** Rows of cells up to the last row and column with a value; short rows end early. */
  readonly rows: readonly (readonly GridCell[])[];
  /** Column widths the add-on set, in pixels, by 1-based column; others fit their text. */
  readonly widths?: Readonly<Record<string, number>>;
  /** Row heights the add-on set, in pixels, by 1-based row. */
  readonly heights?: Readonly<Record<string, number>>;
}

export interface MenuView {
  readonly title: string;
  /** Items in order; `null` is a separator. */
  readonly items: readonly ({ readonly caption: string; readonly functionName: string } | null)[];
}

/** `GET /api/workbook`. */
export interface WorkbookView {
  /** Goes up with every change, so the page knows when to fetch again. */
  readonly version: number;
  readonly name: string;
  /** The workbook file the playground saves to. */
  readonly file: string;
  /** What Edit ▸ Undo would take back (`typing in Pairings E5`); null when nothing was typed. */
  readonly undo: string | null;
  readonly sheets: readonly GridSheet[];
  /** The sheet the add-on last showed (Sheet.activate, or a sheet it inserted), when it has a tab, and the count of showings so far. */
  readonly active?: { readonly sheet: string; readonly showing: number };
  /** The menus the add-on registered in onOpen, in order. */
  readonly menus: readonly MenuView[];
}

export interface DialogView {
  readonly title: string;
  readonly prompt: string;
}

export interface PageDialogView {
  readonly title: string;
  /** Where the server serves the page the add-on made (`/page/3`). */
  readonly src: string;
  readonly width: number | null;
  readonly height: number | null;
}

export interface ToastView {
  readonly title: string;
  readonly message: string;
}

/**
 * What every action answers (`/api/run`, `/api/menu`, `/api/edit`, `/api/undo`, `/api/rename`, `/api/import`).
 *
 * When the add-on asked a yes/no question the page has no answer for yet,
 * nothing the run did is kept: `question` is set, and the page asks the
 * person and sends the same request again with the answer appended to
 * `answers`. Runs are deterministic on the same workbook, so the second run
 * reaches the same question and goes on with the answer.
 */
export interface Outcome {
  /** `/api/run`: what the function returned; `/api/rename`: what happened to Live. */
  readonly value?: unknown;
  /** `/api/run`: what it threw (in plain words); other endpoints: why nothing was done. */
  readonly error?: { readonly message: string };
  readonly question?: DialogView;
  /** Ui.alert dialogs to show, in order. */
  readonly alerts: readonly DialogView[];
  /** Ui.showModalDialog pages (Help's), in order, after the alerts: each shown in a frame from `/page/<index>`. */
  readonly pages?: readonly PageDialogView[];
  readonly toasts: readonly ToastView[];
  /** Whether the add-on opened its sidebar (Ui.showSidebar). */
  readonly sidebar: boolean;
  /** The workbook version after the action. */
  readonly version: number;
}

/** Body of `POST /api/run/<name>` and `POST /api/menu/<functionName>`. */
export interface RunRequest {
  readonly args?: readonly unknown[];
  readonly answers?: readonly ('yes' | 'no')[];
  /**
   * The version the question was asked at. When the workbook changed since
   * (the sidebar paired a round meanwhile), the answers are dropped and the
   * action runs afresh, asking again if it still needs to.
   */
  readonly version?: number;
}

/** Body of `POST /api/rename`: the event's (the spreadsheet's) new name. */
export interface RenameRequest {
  readonly name: string;
}

/** Body of `POST /api/edit`: a person typing `value` into a cell (1-based row and column). */
export interface EditRequest {
  readonly sheet: string;
  readonly row: number;
  readonly column: number;
  readonly value: string;
}
