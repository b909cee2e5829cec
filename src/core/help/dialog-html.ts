/**
 * The HTML of Sheetmate ▸ Help's small dialogs: plain strings built from the
 * version and the instructions' address, so the add-on only hands them to
 * HtmlService. Each is a dialog because an alert can hold neither a link to
 * click nor text to select and copy.
 */

/** About Sheetmate: what it is, where its instructions and changes are, what it reads. */
export function aboutBody(version: string, instructionsUrl: string): string[] {
  return [
    paragraph(`Sheetmate ${version}: chess tournament pairings inside Google Sheets (FIDE Dutch Swiss, round robins, tie-breaks, TRF). Free software under the MIT licence.`),
    `<p>Instructions, what changed in each version (CHANGELOG.md) and the source: ${link(instructionsUrl)}</p>`,
    paragraph('Sheetmate reads and writes only this spreadsheet, and sends nothing anywhere.'),
  ];
}

/** Where the instructions are, and the evening in two sentences. */
export function instructionsBody(instructionsUrl: string): string[] {
  return [
    `<p>The instructions are in Sheetmate's README: ${link(instructionsUrl)}</p>`,
    paragraph('In short: type names and ratings in a sheet called Players, choose Sheetmate ▸ Pair next round, type each result in the Result column of Pairings, then pair the next round. Sheetmate ▸ Open sidebar has the settings and where the event stands.'),
  ];
}

/** `text` in a box, selected, and a Copy button: what an organiser pastes into a message. */
export function copyableBody(intro: string, text: string): string[] {
  return [
    paragraph(intro),
    `<textarea id="diagnostic" readonly rows="${text.split('\n').length + 3}">${escapeHtml(text)}</textarea>`,
    '<p><button type="button" id="copy">Copy</button> <span id="copied" role="status"></span></p>',
    // Selecting the text first lets a person copy it with the keyboard where the clipboard is refused.
    `<script>
      var box = document.getElementById('diagnostic');
      box.focus(); box.select();
      document.getElementById('copy').addEventListener('click', function () {
        box.select();
        var done = function () { document.getElementById('copied').textContent = 'Copied.'; };
        if (navigator.clipboard) navigator.clipboard.writeText(box.value).then(done, function () { document.execCommand('copy'); done(); });
        else { document.execCommand('copy'); done(); }
      });
    </script>`,
  ];
}

/** A whole dialog page around `body`, links opening in a new tab. */
export function dialogHtml(body: readonly string[]): string {
  return (
    '<!DOCTYPE html><html><head><base target="_blank"><meta charset="utf-8"><style>' +
    'body{font:14px/1.45 Roboto,Arial,sans-serif;color:#202124;margin:0 4px}a{color:#1a73e8}' +
    'textarea{box-sizing:border-box;width:100%;font:12px/1.4 ui-monospace,Menlo,Consolas,monospace}' +
    `</style></head><body>${body.join('')}</body></html>`
  );
}

function paragraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

function link(url: string): string {
  return `<a href="${escapeHtml(url)}" target="_blank" rel="noopener">${escapeHtml(url)}</a>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
