/**
 * The Share panel's words and links, without the DOM: which link a QR code
 * stands for, what to tell the organiser about a pasted link, and the page
 * printed for the wall. Node tests check these directly.
 */

/** The three links the organiser may put in the QR code. */
export type ShareChoice = 'spreadsheet' | 'live' | 'published';

export type CheckedLink = { readonly url: string; readonly note: string | null } | { readonly error: string };

/**
 * Reads a link the organiser pasted. A link must be a web address
 * (https, or http) to a named host; it comes back normalised (non-ASCII
 * letters escaped) so the QR code holds exactly what a phone will open. The note says
 * what people will see when it is not a published Google Sheets page.
 *
 * @example
 * checkLink('https://docs.google.com/spreadsheets/d/e/2PACX-1v…/pubhtml?gid=0&single=true');
 * // { url: 'https://docs.google.com/…', note: null }
 */
export function checkLink(text: string): CheckedLink {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'Paste the link Google gave you when you published the sheet.' };
  const notAnAddress = { error: `"${trimmed}" is not a web address. Copy the whole link as the browser or Google shows it.` };
  // A copied link has no spaces (browsers differ on what they make of one in the host).
  if (/\s/.test(trimmed)) return notAnAddress;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return notAnAddress;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) return notAnAddress;
  const google = url.hostname === 'docs.google.com';
  const published = google && /\/spreadsheets\/d\/e\//.test(url.pathname) && /\/pub(html)?$/.test(url.pathname);
  let note: string | null = null;
  if (!google) note = 'This is not a Google Sheets link. The QR code opens it as it is.';
  else if (!published) {
    note = 'This is not a published link: only people the spreadsheet is shared with can open it. For everyone, publish a sheet (File ▸ Share ▸ Publish to web) and paste that link.';
  }
  return { url: url.href, note };
}

/** The spreadsheet's link opening on one sheet: its address with `#gid=` and the sheet's id. */
export function sheetLink(spreadsheetUrl: string, sheetId: number): string {
  return `${spreadsheetUrl.replace(/#.*$/, '')}#gid=${sheetId}`;
}

/** Characters that would change the meaning of HTML, as entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface WallPage {
  readonly eventName: string;
  readonly link: string;
  /** The QR code as SVG markup (made from the link, never from typed text). */
  readonly qrSvg: string;
}

/**
 * The page printed for the wall: the event's name, a large QR code and the
 * link in letters, on one A4 or Letter page. Self-contained: no font, image
 * or script is fetched, so it prints offline too.
 */
export function wallPageHtml(page: WallPage): string {
  const name = escapeHtml(page.eventName.trim() === '' ? 'Live results' : page.eventName.trim());
  const link = escapeHtml(page.link);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}: follow it live</title>
<style>
@page { margin: 15mm; }
* { box-sizing: border-box; }
body { margin: 0; padding: 24px; font: 16px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #000; background: #fff; text-align: center; }
h1 { font-size: 32px; margin: 0 0 8px; overflow-wrap: anywhere; }
.lead { font-size: 20px; margin: 0 0 24px; }
.qr { width: 110mm; max-width: 100%; height: auto; display: block; margin: 0 auto 16px; }
.how { margin: 0 0 6px; }
.link { font: 15px/1.4 ui-monospace, 'Courier New', monospace; overflow-wrap: anywhere; margin: 0 auto; max-width: 160mm; }
.print { margin-top: 24px; font: inherit; padding: 8px 20px; border: 1px solid #1a73e8; border-radius: 4px; background: #1a73e8; color: #fff; cursor: pointer; }
@media print { .print { display: none; } body { padding: 0; } }
</style>
</head>
<body>
<h1>${name}</h1>
<p class="lead">Pairings, results and standings, live on your phone</p>
${page.qrSvg.replace('<svg ', '<svg class="qr" ')}
<p class="how">Point your phone's camera at the code, or type the link:</p>
<p class="link">${link}</p>
<button type="button" class="print" onclick="window.print()">Print this page</button>
</body>
</html>
`;
}
