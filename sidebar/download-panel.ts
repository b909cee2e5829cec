/**
 * A file the server made (a TRF, a pairing of typed lines), shown to copy or
 * download, with what the step said and what the server assumed making it.
 */
import { byId, show } from './dom';
import { warningsTitle } from './labels';
import { quickSwissTableOf } from './quick-swiss-table';

const view = {
  download: byId('download'),
  downloadName: byId('download-name'),
  downloadNote: byId('download-note'),
  downloadTable: byId<HTMLTableElement>('download-table'),
  downloadTableBox: byId('download-table-box'),
  downloadText: byId<HTMLTextAreaElement>('download-text'),
  copy: byId<HTMLButtonElement>('copy'),
  saveFile: byId<HTMLButtonElement>('save-file'),
  downloadClose: byId<HTMLButtonElement>('download-close'),
  downloadMessage: byId('download-message'),
  downloadWarnings: byId('download-warnings'),
  downloadWarningsTitle: byId('download-warnings-title'),
  downloadWarningsList: byId('download-warnings-list'),
};

/**
 * Shows a file to copy or download: what the step said (`note`: how many
 * lines had no score), the file (a quick-Swiss table as a table that fits the
 * panel, any other file as text), and what the server assumed making it (one
 * warning a line) under it.
 */
export function offerDownload(fileName: string, text: string, warnings: readonly string[], note = ''): void {
  view.downloadName.textContent = fileName;
  view.downloadNote.textContent = note;
  show(view.downloadNote, note !== '');
  view.downloadText.value = text;
  const table = quickSwissTableOf(text);
  renderTable(table);
  // The table shows the file; the text box (what Copy copies) is kept for any other file.
  show(view.downloadTableBox, table !== null);
  show(view.downloadText, table === null);
  view.downloadMessage.textContent = '';
  view.downloadWarningsTitle.textContent = warningsTitle(warnings.length);
  view.downloadWarningsList.replaceChildren(
    ...warnings.map((warning) => {
      const item = document.createElement('li');
      item.textContent = warning;
      return item;
    }),
  );
  show(view.downloadWarnings, warnings.length > 0);
  show(view.download, true);
}

/**
 * The table in three columns, so it fits 300 px with every word whole:
 * `Player A (score)`, `Player B (score)`, `Check` (the file keeps its five).
 */
function renderTable(table: ReturnType<typeof quickSwissTableOf>): void {
  const row = (cells: readonly string[], tag: 'th' | 'td') => {
    const tr = document.createElement('tr');
    for (const cell of cells) {
      const element = document.createElement(tag);
      element.textContent = cell;
      if (tag === 'th') element.scope = 'col';
      tr.append(element);
    }
    return tr;
  };
  const withScore = (name: string, score: string) => (score === '' ? name : `${name} (${score})`);
  const head = document.createElement('thead');
  const body = document.createElement('tbody');
  if (table !== null) {
    head.append(row(['Player A (score)', 'Player B (score)', 'Check'], 'th'));
    body.append(...table.rows.map(([playerA, scoreA, playerB, scoreB, check]) => row([withScore(playerA!, scoreA!), withScore(playerB!, scoreB!), check!], 'td')));
  }
  view.downloadTable.replaceChildren(head, body);
}

/** The file's panel while it shows a file, else null. */
export function shownDownload(): HTMLElement | null {
  return !view.download.hidden && view.downloadText.value !== '' ? view.download : null;
}

async function copyDownload(): Promise<void> {
  const text = view.downloadText.value;
  try {
    await navigator.clipboard.writeText(text);
    view.downloadMessage.textContent = 'Copied. Paste it where you need it.';
    return;
  } catch {
    // The Apps Script frame may not grant clipboard access: fall back to the selection.
  }
  view.downloadText.focus();
  view.downloadText.select();
  const copied = document.execCommand('copy');
  view.downloadMessage.textContent = copied ? 'Copied. Paste it where you need it.' : 'The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.';
}

function saveDownload(): void {
  const blob = new Blob([view.downloadText.value], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = view.downloadName.textContent ?? 'sheetmate.txt';
  link.target = '_self';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  view.downloadMessage.textContent = `Saved as ${link.download} in your downloads.`;
}

export function wireDownloadPanel(): void {
  view.copy.addEventListener('click', () => void copyDownload());
  view.saveFile.addEventListener('click', saveDownload);
  view.downloadClose.addEventListener('click', () => show(view.download, false));
}
