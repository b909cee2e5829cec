/**
 * A file the server made (a TRF, a pairing of typed lines), shown as text to
 * copy or download, with what the server assumed making it.
 */
import { byId, show } from './dom';
import { warningsTitle } from './labels';

const view = {
  download: byId('download'),
  downloadName: byId('download-name'),
  downloadText: byId<HTMLTextAreaElement>('download-text'),
  copy: byId<HTMLButtonElement>('copy'),
  saveFile: byId<HTMLButtonElement>('save-file'),
  downloadClose: byId<HTMLButtonElement>('download-close'),
  downloadMessage: byId('download-message'),
  downloadWarnings: byId('download-warnings'),
  downloadWarningsTitle: byId('download-warnings-title'),
  downloadWarningsList: byId('download-warnings-list'),
};

/** Shows a file to copy or download, with what the server assumed making it (one warning a line) under it. */
export function offerDownload(fileName: string, text: string, warnings: readonly string[]): void {
  view.downloadName.textContent = fileName;
  view.downloadText.value = text;
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
