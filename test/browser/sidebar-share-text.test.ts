/**
 * The sidebar's Share panel and its status words, without a browser: the
 * links it accepts, the QR code it draws (decoded back with jsQR), the page it
 * prints for the wall, and what it says when the event had moved on.
 */
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import type { Status } from '../../src/addon/api-types';
import { errorText, sayOnce, staleNotice, staleRoundAskedFor, TIEBREAK_CODES, tiebreakLabel } from '../../sidebar/labels';
import { qrModules, qrPath, qrSvg } from '../../sidebar/qr';
import { checkLink, escapeHtml, sheetLink, wallPageHtml } from '../../sidebar/share-links';
import { sampleStatus } from '../support/sidebar-answers';

/** Paints QR modules black on white (with the quiet zone) and reads them back as a phone would. */
function decode(modules: readonly (readonly boolean[])[]): string | null {
  const scale = 4;
  const quiet = 4;
  const size = (modules.length + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const offset = (((y + quiet) * scale + dy) * size + (x + quiet) * scale + dx) * 4;
          pixels[offset] = pixels[offset + 1] = pixels[offset + 2] = 0;
        }
      }
    }),
  );
  return jsQR(pixels, size, size)?.data ?? null;
}

const SPREADSHEET = 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE/edit';
const PUBLISHED = 'https://docs.google.com/spreadsheets/d/e/2PACX-1vQx8L0ngPublishedIdOfTheLiveSheet_0123456789abcdefghij/pubhtml?gid=1874512345&single=true';

describe('QR codes', () => {
  it('holds exactly the link, for a spreadsheet, a sheet and a published link', () => {
    for (const link of [SPREADSHEET, sheetLink(SPREADSHEET, 1874512345), PUBLISHED]) expect(decode(qrModules(link))).toBe(link);
  });

  it('draws one path of squares inside a quiet zone, as SVG that needs nothing else', () => {
    const modules = qrModules('https://example.org/');
    expect(modules.length).toBeGreaterThanOrEqual(21);
    expect(modules.every((row) => row.length === modules.length)).toBe(true);
    // The finder pattern's corner: dark, four modules in from the edge of the drawing.
    expect(qrPath(modules)).toMatch(/^M4 4h7v1h-7z/);
    const svg = qrSvg('https://example.org/', 'QR code for <the club>');
    expect(svg).toContain(`viewBox="0 0 ${modules.length + 8} ${modules.length + 8}"`);
    expect(svg).toContain('aria-label="QR code for &#60;the club&#62;"');
    expect(svg).not.toMatch(/href|url\(/);
  });
});

describe('links the organiser pastes', () => {
  it('takes a published link as it is', () => {
    expect(checkLink(`  ${PUBLISHED} `)).toEqual({ url: PUBLISHED, note: null });
  });

  it('says when a link is not a published one, or not Google Sheets at all', () => {
    expect(checkLink(SPREADSHEET)).toMatchObject({ url: SPREADSHEET, note: expect.stringMatching(/^This is not a published link/) });
    expect(checkLink('https://club.example.org/live')).toEqual({ url: 'https://club.example.org/live', note: 'This is not a Google Sheets link. The QR code opens it as it is.' });
    // Only a whole link: without its scheme it is not an address a phone can open.
    expect(checkLink('club.example.org/live')).toMatchObject({ error: expect.stringMatching(/is not a web address/) });
  });

  it('refuses what is not a web address, and escapes letters a phone would mangle', () => {
    expect(checkLink('')).toEqual({ error: 'Paste the link Google gave you when you published the sheet.' });
    expect(checkLink('javascript:alert(1)')).toMatchObject({ error: expect.stringMatching(/is not a web address/) });
    expect(checkLink('https://exa mple.org')).toMatchObject({ error: expect.stringMatching(/is not a web address/) });
    expect(checkLink('my club results')).toMatchObject({ error: expect.stringMatching(/is not a web address/) });
    expect(checkLink('results')).toMatchObject({ error: expect.stringMatching(/is not a web address/) });
    const accented = checkLink('https://échecs.example.org/Ligue-été');
    expect(accented).toMatchObject({ url: 'https://xn--checs-9ra.example.org/Ligue-%C3%A9t%C3%A9' });
    expect(decode(qrModules((accented as { url: string }).url))).toBe('https://xn--checs-9ra.example.org/Ligue-%C3%A9t%C3%A9');
  });

  it('opens the spreadsheet on a sheet with its gid', () => {
    expect(sheetLink(SPREADSHEET, 0)).toBe(`${SPREADSHEET}#gid=0`);
    expect(sheetLink(`${SPREADSHEET}#gid=5`, 7)).toBe(`${SPREADSHEET}#gid=7`);
  });
});

describe('the page for the wall', () => {
  it('shows the name, the code and the link, escaped, and fetches nothing', () => {
    const html = wallPageHtml({ eventName: 'Spring <Open> & "Blitz"', link: PUBLISHED, qrSvg: qrSvg(PUBLISHED, 'QR code') });
    expect(html).toContain('<h1>Spring &#60;Open&#62; &#38; &#34;Blitz&#34;</h1>');
    expect(html).toContain(`<p class="link">${escapeHtml(PUBLISHED)}</p>`);
    expect(html).toContain('<svg class="qr" ');
    expect(html).not.toMatch(/<(link|img|iframe)\b|src=|@import/);
    expect(wallPageHtml({ eventName: ' ', link: 'https://a.example/', qrSvg: '<svg ></svg>' })).toContain('<h1>Live results</h1>');
  });
});

const status = (overrides: Partial<Status> = {}): Status => sampleStatus({ round: 3, ...overrides });

describe('a panel that was out of date', () => {
  const refused = 'Exception: Nothing was changed. Round 3 was asked for, but the sheet now stands before round 4. Nothing was changed; look at Pairings first.';

  it('recognises the refusal of a stale step and the round it asked for', () => {
    expect(staleRoundAskedFor(errorText(new Error(refused)))).toBe(3);
    expect(staleRoundAskedFor('Nothing was changed. Round 2 is not complete.')).toBeNull();
  });

  it('says "Nothing was changed" once', () => {
    expect(errorText(new Error(refused))).toBe(
      'Nothing was changed. Round 3 was asked for, but the sheet now stands before round 4. Look at Pairings first.',
    );
    expect(sayOnce('Nothing was changed. A. Nothing was changed.', 'Nothing was changed')).toBe('Nothing was changed. A.');
    expect(sayOnce('All good.', 'Nothing was changed')).toBe('All good.');
  });

  it('tells where the event stands now, or to press Refresh when it could not be read', () => {
    expect(staleNotice(status())).toBe(
      'Nothing was changed: the event had moved on (a step from the menu, or another organiser) and is at round 3 of 5 now, as shown here. ' +
        'Look at Pairings first; if this panel still looks out of date, press Refresh.',
    );
    expect(staleNotice(status({ round: 0 }))).toContain('has no round paired now');
    expect(staleNotice(null)).toMatch(/Press Refresh to see where it stands\.$/);
  });
});

describe('names of things, not of where they came from', () => {
  it('names the plain Buchholz and Sonneborn-Berger by what they are', () => {
    expect(tiebreakLabel('BH-SIMPLE')).toBe('Buchholz without byes');
    expect(tiebreakLabel('SB-SIMPLE')).toBe('Sonneborn-Berger without byes');
    for (const code of TIEBREAK_CODES) expect(tiebreakLabel(code)).not.toMatch(/\bseed\b/i);
  });
});
