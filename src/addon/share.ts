/**
 * The server side of the sidebar's Share panel: the spreadsheet's address,
 * the Live sheet's id and the event's name, so the panel can offer a QR code
 * for the link the organiser chooses. Reads three things, writes nothing.
 */
import { LIVE_SHEET } from '../core/workbook/layout';
import type { AppsScriptServices } from '../sheets/apps-script';
import { forSidebar } from './server';
import type { ShareInfo } from './share-types';

export type { LiveSheetInfo, ShareInfo } from './share-types';

/**
 * The part of a spreadsheet sharing reads. `getUrl` and `getSheetId` exist in
 * Google Sheets; the local workbook (tests, the playground) has no address,
 * so they are optional here and the panel then asks for a link instead.
 */
export interface ShareableSpreadsheet {
  getName(): string;
  getUrl?(): string;
  getSheetByName(name: string): { getName(): string; getSheetId?(): number } | null;
}

/**
 * What the Share panel needs.
 *
 * @example
 * shareInfoOf(spreadsheet);
 * // { eventName: 'Spring Open', spreadsheetUrl: 'https://docs.google.com/spreadsheets/d/…/edit',
 * //   liveSheet: { name: 'Live', sheetId: 123, url: 'https://docs.google.com/spreadsheets/d/…/edit#gid=123' } }
 */
export function shareInfoOf(spreadsheet: ShareableSpreadsheet): ShareInfo {
  const address = typeof spreadsheet.getUrl === 'function' ? spreadsheet.getUrl() : '';
  // The address Sheets reports may carry a fragment or a query of its own; the link starts clean.
  const spreadsheetUrl = address === '' ? null : address.replace(/[?#].*$/, '');
  const live = spreadsheet.getSheetByName(LIVE_SHEET);
  const sheetId = live !== null && typeof live.getSheetId === 'function' ? live.getSheetId() : null;
  return {
    eventName: spreadsheet.getName(),
    spreadsheetUrl,
    liveSheet:
      live === null || sheetId === null
        ? null
        : { name: live.getName(), sheetId, url: spreadsheetUrl === null ? null : `${spreadsheetUrl}#gid=${sheetId}` },
  };
}

/** `getShareInfo` for `google.script.run`: errors reach the sidebar in plain words. */
export function getShareInfo(services: AppsScriptServices): ShareInfo {
  return forSidebar(() => shareInfoOf(services.SpreadsheetApp.getActiveSpreadsheet() as ShareableSpreadsheet));
}

// Compile-time proof that Google's spreadsheet has what this file calls.
type Assert<T extends true> = T;
export type ShareableSpreadsheetCheck = Assert<GoogleAppsScript.Spreadsheet.Spreadsheet extends ShareableSpreadsheet ? true : false>;
