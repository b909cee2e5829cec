/**
 * The subset of the Apps Script services that Sheetmate uses, as interfaces.
 *
 * The adapters are written against these, not against the whole API, so that
 * the in-memory workbook (src/local/) can implement exactly this subset for the
 * tests and the playground. Parameter types are taken from
 * `@types/google-apps-script`, and the assertions at the bottom prove that the
 * real services satisfy every interface here, so the two cannot drift apart.
 */

type Range = GoogleAppsScript.Spreadsheet.Range;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** A validation rule, opaque to the adapters. */
export type DataValidationApi = object;

export interface DataValidationBuilderApi {
  requireValueInList(values: string[], showDropdown: boolean): DataValidationBuilderApi;
  setAllowInvalid(allowInvalidData: boolean): DataValidationBuilderApi;
  setHelpText(helpText: string): DataValidationBuilderApi;
  build(): DataValidationApi;
}

export interface RangeApi {
  getValues(): ReturnType<Range['getValues']>;
  getNumRows(): number;
  getNumColumns(): number;
  setValues(values: Parameters<Range['setValues']>[0]): RangeApi;
  setNumberFormat(numberFormat: Parameters<Range['setNumberFormat']>[0]): RangeApi;
  setDataValidation(rule: DataValidationApi | null): RangeApi;
  setFontWeight(fontWeight: Parameters<Range['setFontWeight']>[0]): RangeApi;
  setBackground(color: Parameters<Range['setBackground']>[0]): RangeApi;
  clearContent(): RangeApi;
  /** Contents and formats (the add-on's own display sheets only). */
  clear(): RangeApi;
  /** Formats only (a display sheet laid out afresh, its values written where they changed). */
  clearFormat(): RangeApi;
  /** Shifts the cells of the range's columns down (`Dimension.ROWS`): a standings row moving up. */
  insertCells(shiftDimension: GoogleAppsScript.Spreadsheet.Dimension): RangeApi;
  /** Deletes the range's cells, those below in its columns shifting up (`Dimension.ROWS`). */
  deleteCells(shiftDimension: GoogleAppsScript.Spreadsheet.Dimension): void;
  breakApart(): RangeApi;
  mergeAcross(): RangeApi;
  setWrap(isWrapEnabled: boolean): RangeApi;
  setHorizontalAlignment(alignment: Parameters<Range['setHorizontalAlignment']>[0]): RangeApi;
  setVerticalAlignment(alignment: Parameters<Range['setVerticalAlignment']>[0]): RangeApi;
  setFontSize(size: number): RangeApi;
  setFontStyle(fontStyle: Parameters<Range['setFontStyle']>[0]): RangeApi;
}

type RangeList = GoogleAppsScript.Spreadsheet.RangeList;

/** Several ranges formatted in one call (Sheet.getRangeList). */
export interface RangeListApi {
  setFontWeight(fontWeight: Parameters<RangeList['setFontWeight']>[0]): RangeListApi;
  setFontStyle(fontStyle: Parameters<RangeList['setFontStyle']>[0]): RangeListApi;
  setWrap(isWrapEnabled: boolean): RangeListApi;
  setHorizontalAlignment(alignment: Parameters<RangeList['setHorizontalAlignment']>[0]): RangeListApi;
}

/** A sheet's protection: Sheetmate protects its record with a warning only. */
export interface ProtectionApi {
  setWarningOnly(warningOnly: boolean): ProtectionApi;
  setDescription(description: string): ProtectionApi;
  /** Read back by the installation check: whether Apps Script kept the protection a warning only. */
  isWarningOnly(): boolean;
}

export interface SheetApi {
  getName(): string;
  getLastRow(): number;
  getLastColumn(): number;
  getMaxRows(): number;
  getDataRange(): RangeApi;
  getRange(row: number, column: number, numRows: number, numColumns: number): RangeApi;
  /** Ranges in A1 notation, such as `A1:D1`. */
  getRangeList(a1Notations: string[]): RangeListApi;
  setColumnWidth(columnPosition: number, width: number): SheetApi;
  setRowHeight(rowPosition: number, height: number): SheetApi;
  /** Fits the rows' heights to their contents (undoes setRowHeight). */
  autoResizeRows(startRow: number, numRows: number): SheetApi;
  insertRowsBefore(beforePosition: number, howMany: number): SheetApi;
  deleteRows(rowPosition: number, howMany: number): void;
  setFrozenRows(rows: number): void;
  clear(): SheetApi;
  hideSheet(): SheetApi;
  isSheetHidden(): boolean;
  protect(): ProtectionApi;
  /** The sheet's protections (`ProtectionType.SHEET`): the installation check reads the record's back. */
  getProtections(type: GoogleAppsScript.Spreadsheet.ProtectionType): ProtectionApi[];
  /** Shows this sheet (Sheets makes a newly inserted sheet the active one). */
  activate(): SheetApi;
}

export interface SpreadsheetApi {
  getName(): string;
  /** An IANA time zone such as `Europe/London` (File ▸ Settings). */
  getSpreadsheetTimeZone(): string;
  /** A locale such as `en_GB` (File ▸ Settings). */
  getSpreadsheetLocale(): string;
  toast(msg: string, title: string, timeoutSeconds: number): void;
  getSheetByName(name: string): SheetApi | null;
  insertSheet(sheetName: string): SheetApi;
  getSheets(): SheetApi[];
  /** The sheet shown to the organiser: the installation check shows it again when it has done. */
  getActiveSheet(): SheetApi;
  setActiveSheet(sheet: SheetApi): SheetApi;
  /** Deletes a sheet: only the installation check does, and only the scratch sheets it inserted. */
  deleteSheet(sheet: SheetApi): void;
}

export interface MenuApi {
  addItem(caption: string, functionName: string): MenuApi;
  addSeparator(): MenuApi;
  /** A menu made with `Ui.createMenu(caption)`, shown as a submenu of this one. */
  addSubMenu(menu: MenuApi): MenuApi;
  addToUi(): void;
}

export interface UiApi {
  readonly Button: Pick<typeof GoogleAppsScript.Base.Button, 'YES' | 'NO' | 'OK'>;
  readonly ButtonSet: Pick<typeof GoogleAppsScript.Base.ButtonSet, 'YES_NO' | 'OK'>;
  createAddonMenu(): MenuApi;
  createMenu(caption: string): MenuApi;
  alert(prompt: string): GoogleAppsScript.Base.Button;
  alert(title: string, prompt: string, buttons: GoogleAppsScript.Base.ButtonSet): GoogleAppsScript.Base.Button;
  showSidebar(userInterface: HtmlOutputApi): void;
  showModalDialog(userInterface: HtmlOutputApi, title: string): void;
}

export interface SpreadsheetAppApi {
  /** The dimension cells shift along (`ROWS`). */
  readonly Dimension: Pick<typeof GoogleAppsScript.Spreadsheet.Dimension, 'ROWS'>;
  /** The kind of protection asked for (`SHEET`: a whole sheet's). */
  readonly ProtectionType: Pick<typeof GoogleAppsScript.Spreadsheet.ProtectionType, 'SHEET'>;
  getActiveSpreadsheet(): SpreadsheetApi;
  getUi(): UiApi;
  newDataValidation(): DataValidationBuilderApi;
}

export interface HtmlOutputApi {
  setTitle(title: string): HtmlOutputApi;
  setWidth(width: number): HtmlOutputApi;
  setHeight(height: number): HtmlOutputApi;
  getContent(): string;
}

export interface HtmlServiceApi {
  createHtmlOutputFromFile(filename: string): HtmlOutputApi;
  /** A page from HTML text (Help's dialogs). */
  createHtmlOutput(html: string): HtmlOutputApi;
}

export interface LockApi {
  tryLock(timeoutInMillis: number): boolean;
  releaseLock(): void;
}

export interface LockServiceApi {
  getDocumentLock(): LockApi | null;
}

export interface PropertiesApi {
  getProperty(key: string): string | null;
  /** Every key and value: the installation check compares them before and after, to prove it changed none. */
  getProperties(): { [key: string]: string };
  setProperty(key: string, value: string): PropertiesApi;
  deleteProperty(key: string): PropertiesApi;
}

export interface PropertiesServiceApi {
  getDocumentProperties(): PropertiesApi | null;
}

/** The services as the add-on receives them: the real globals, or the local ones. */
export interface AppsScriptServices {
  readonly SpreadsheetApp: SpreadsheetAppApi;
  readonly HtmlService: HtmlServiceApi;
  readonly LockService: LockServiceApi;
  readonly PropertiesService: PropertiesServiceApi;
}

// Compile-time proof that the real Apps Script services satisfy these interfaces.
// If @types/google-apps-script changes a signature we rely on, type-checking fails here.
type Assert<T extends true> = T;
type Satisfies<Real, Subset> = Real extends Subset ? true : false;
export type AppsScriptSubsetChecks = [
  Assert<Satisfies<Range, RangeApi>>,
  Assert<Satisfies<RangeList, RangeListApi>>,
  Assert<Satisfies<Sheet, SheetApi>>,
  Assert<Satisfies<GoogleAppsScript.Spreadsheet.Protection, ProtectionApi>>,
  Assert<Satisfies<Spreadsheet, SpreadsheetApi>>,
  Assert<Satisfies<GoogleAppsScript.Base.Menu, MenuApi>>,
  Assert<Satisfies<GoogleAppsScript.Base.Ui, UiApi>>,
  Assert<Satisfies<GoogleAppsScript.Spreadsheet.DataValidationBuilder, DataValidationBuilderApi>>,
  Assert<Satisfies<GoogleAppsScript.Spreadsheet.SpreadsheetApp, SpreadsheetAppApi>>,
  Assert<Satisfies<GoogleAppsScript.HTML.HtmlOutput, HtmlOutputApi>>,
  Assert<Satisfies<GoogleAppsScript.HTML.HtmlService, HtmlServiceApi>>,
  Assert<Satisfies<GoogleAppsScript.Lock.LockService, LockServiceApi>>,
  Assert<Satisfies<GoogleAppsScript.Properties.Properties, PropertiesApi>>,
  Assert<Satisfies<GoogleAppsScript.Properties.PropertiesService, PropertiesServiceApi>>,
];
