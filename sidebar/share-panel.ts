/**
 * The Share panel: how to let parents and players follow the event (a
 * view-only link, or one sheet published to the web), a QR code for
 * the link the organiser chooses, and a page to print for the wall.
 *
 * Links and names reach the page as text (`textContent`); the QR code is drawn
 * here from the link, and the wall page is a local blob: nothing is fetched.
 */
import type { ShareInfo } from '../src/addon/share-types';
import { byId, show } from './dom';
import { errorText } from './labels';
import { QUIET_ZONE, qrModules, qrPath, qrSvg } from './qr';
import { callServer, serverAvailable } from './server-calls';
import { checkLink, sheetLink, wallPageHtml, type ShareChoice } from './share-links';

/**
 * Where this browser keeps the link pasted for a spreadsheet. One add-on
 * serves every spreadsheet from the same origin, so the key names the
 * spreadsheet: another event's link must never come back here.
 */
function publishedLinkKey(info: ShareInfo): string {
  return `sheetmate.publishedLink:${info.spreadsheetUrl ?? info.eventName}`;
}

const view = {
  panel: byId<HTMLDetailsElement>('share-panel'),
  choices: Array.from(document.querySelectorAll<HTMLInputElement>('input[name="share-choice"]')),
  spreadsheetNote: byId('share-spreadsheet-note'),
  liveNote: byId('share-live-note'),
  publishWhat: byId('publish-what'),
  published: byId<HTMLInputElement>('published-link'),
  message: byId('share-msg'),
  code: byId('share-code'),
  qr: document.getElementById('qr-code') as unknown as SVGSVGElement,
  link: byId('share-link'),
  copy: byId<HTMLButtonElement>('copy-share-link'),
  print: byId<HTMLButtonElement>('print-wall'),
  result: byId('share-result'),
};

const share: { info: ShareInfo | null; link: string | null; loading: boolean } = { info: null, link: null, loading: false };

function choiceOf(value: string): HTMLInputElement {
  return view.choices.find((choice) => choice.value === value)!;
}

function chosen(): ShareChoice {
  return (view.choices.find((choice) => choice.checked)?.value ?? 'published') as ShareChoice;
}

function setMessage(text: string, isError: boolean): void {
  view.message.textContent = text;
  view.message.classList.toggle('error', isError);
}

/** The link for the current choice, or the reason there is none. */
function currentLink(): { url: string; note: string | null } | { error: string } {
  const info = share.info;
  switch (chosen()) {
    case 'spreadsheet':
      return info?.spreadsheetUrl ? { url: info.spreadsheetUrl, note: 'People need the view-only sharing above to open it.' } : { error: 'This spreadsheet has no web address here. Paste a link instead.' };
    case 'live': {
      const live = info?.liveSheet;
      if (live === null || live === undefined) return { error: 'This spreadsheet has no Live sheet yet.' };
      const url = live.url ?? (info?.spreadsheetUrl ? sheetLink(info.spreadsheetUrl, live.sheetId) : null);
      return url === null ? { error: 'This spreadsheet has no web address here. Paste a link instead.' } : { url, note: 'It opens on the Live sheet; people need the view-only sharing above.' };
    }
    case 'published':
      return checkLink(view.published.value);
  }
}

function render(): void {
  const link = currentLink();
  view.result.textContent = '';
  if ('error' in link) {
    share.link = null;
    show(view.code, false);
    // An empty box is not a mistake yet: say what to paste, without the error colour.
    setMessage(link.error, chosen() !== 'published' || view.published.value.trim() !== '');
  } else {
    share.link = link.url;
    drawQr(view.qr, link.url);
    view.link.textContent = link.url;
    show(view.code, true);
    setMessage(link.note ?? '', false);
  }
  view.copy.disabled = share.link === null;
  view.print.disabled = share.link === null;
}

/** Draws the QR code for `text` into an `<svg>` element of the page. */
function drawQr(svg: SVGSVGElement, text: string): void {
  const modules = qrModules(text);
  const size = modules.length + 2 * QUIET_ZONE;
  const namespace = 'http://www.w3.org/2000/svg';
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('shape-rendering', 'crispEdges');
  const background = document.createElementNS(namespace, 'rect');
  background.setAttribute('width', String(size));
  background.setAttribute('height', String(size));
  background.setAttribute('fill', '#fff');
  const dark = document.createElementNS(namespace, 'path');
  dark.setAttribute('d', qrPath(modules));
  dark.setAttribute('fill', '#000');
  svg.replaceChildren(background, dark);
}

/** What to publish: the Live sheet, made for phones, which Sheetmate writes when it pairs round 1. */
function publishWhat(info: ShareInfo): string {
  return info.liveSheet === null ? 'the Live sheet (made for phones; Sheetmate writes it when it pairs round 1)' : `the ${info.liveSheet.name} sheet (made for phones)`;
}

async function load(): Promise<void> {
  if (share.loading || !serverAvailable()) {
    if (!serverAvailable()) setMessage('This panel works inside Google Sheets: open it from the Sheetmate menu ▸ Open sidebar.', true);
    return;
  }
  share.loading = true;
  if (share.info === null) setMessage('Reading the spreadsheet’s address…', false);
  try {
    const info = await callServer('getShareInfo');
    const first = share.info === null;
    share.info = info;
    if (first) recallPublished(info);
    const hasLive = info.liveSheet !== null && (info.liveSheet.url !== null || info.spreadsheetUrl !== null);
    choiceOf('spreadsheet').disabled = info.spreadsheetUrl === null;
    choiceOf('live').disabled = !hasLive;
    view.spreadsheetNote.textContent = info.spreadsheetUrl === null ? ' (no web address here)' : '';
    view.liveNote.textContent = info.liveSheet === null ? ' (not in this spreadsheet yet)' : hasLive ? '' : ' (no web address here)';
    // The sheet made for phones is the one to publish: it exists from the first pairing on.
    view.publishWhat.textContent = publishWhat(info);
    const current = view.choices.find((choice) => choice.checked);
    if (first || current === undefined || current.disabled) {
      // The link most people should get: a published sheet if one was pasted before, else the Live sheet.
      const preferred = view.published.value.trim() !== '' ? 'published' : hasLive ? 'live' : info.spreadsheetUrl !== null ? 'spreadsheet' : 'published';
      choiceOf(preferred).checked = true;
    }
    render();
  } catch (error) {
    setMessage(errorText(error), true);
  } finally {
    share.loading = false;
  }
}

async function copyLink(): Promise<void> {
  const link = share.link;
  if (link === null) return;
  try {
    await navigator.clipboard.writeText(link);
    view.result.textContent = 'Link copied.';
    return;
  } catch {
    // The Apps Script frame may not grant clipboard access: select the link for Ctrl+C instead.
  }
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(view.link);
  selection?.removeAllRanges();
  selection?.addRange(range);
  view.result.textContent = document.execCommand('copy') ? 'Link copied.' : 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.';
}

/** Opens the wall page in a new tab; if the browser blocks it, saves it as a file instead. */
function printForWall(): void {
  const link = share.link;
  if (link === null) return;
  const eventName = share.info?.eventName ?? '';
  const html = wallPageHtml({ eventName, link, qrSvg: qrSvg(link, `QR code for ${link}`) });
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const opened = window.open(url, '_blank');
  if (opened !== null) {
    view.result.textContent = 'The page for the wall opened in a new tab: print it from there.';
  } else {
    const save = document.createElement('a');
    save.href = url;
    save.download = `${eventName.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'event'}-wall.html`;
    save.target = '_self';
    document.body.append(save);
    save.click();
    save.remove();
    view.result.textContent = `The browser blocked a new tab, so the page was saved as ${save.download}: open it and print it.`;
  }
  // Revoking at once can cancel the new tab or the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function rememberPublished(): void {
  if (share.info === null) return;
  try {
    window.localStorage.setItem(publishedLinkKey(share.info), view.published.value.trim());
  } catch {
    // Storage may be off in the Apps Script frame: the link is then asked for again next time.
  }
}

/** The link pasted earlier for this spreadsheet, unless the organiser is typing one now. */
function recallPublished(info: ShareInfo): void {
  if (view.published.value.trim() !== '') return;
  try {
    view.published.value = window.localStorage.getItem(publishedLinkKey(info)) ?? '';
  } catch {
    // Storage may be off in the Apps Script frame: nothing to recall.
  }
}

export function wireSharePanel(): void {
  view.copy.disabled = true;
  view.print.disabled = true;
  // Read when opened, every time: the Live sheet may have appeared since.
  view.panel.addEventListener('toggle', () => {
    if (view.panel.open) void load();
  });
  for (const choice of view.choices) {
    choice.addEventListener('change', () => {
      render();
      if (choice.value === 'published' && choice.checked) view.published.focus();
    });
  }
  view.published.addEventListener('input', () => {
    rememberPublished();
    render();
  });
  view.published.addEventListener('focus', () => {
    if (chosen() !== 'published') {
      choiceOf('published').checked = true;
      render();
    }
  });
  view.copy.addEventListener('click', () => void copyLink());
  view.print.addEventListener('click', printForWall);
}
