/**
 * The playground's HTTP API, in-process on a free port, over the built
 * bundle and a workbook file in a temporary directory.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Outcome, WorkbookView } from '../../src/local/playground/api-types';
import type { PageAssets } from '../../src/local/playground/page-assets';
import { startPlaygroundServer, type PlaygroundServer } from '../../src/local/playground/server';
import { PlaygroundSession } from '../../src/local/playground/session';
import { loadWorkbookFile } from '../../src/local/playground/workbook-file';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '../../dist');
const ASSETS: PageAssets = { html: '<!DOCTYPE html><title>page</title>', script: '/* page */', css: '/* css */', sidebarShim: 'window.shimmed = true;' };

let directory: string;
let file: string;
let session: PlaygroundSession;
let server: PlaygroundServer;

beforeEach(async () => {
  directory = mkdtempSync(join(tmpdir(), 'sheetmate-server-'));
  file = join(directory, 'workbook.json');
  session = PlaygroundSession.open({ distDirectory: DIST, file }).session;
  server = await startPlaygroundServer({ session, assets: ASSETS, port: 0 });
});

afterEach(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

async function post(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<{ status: number; json: Outcome & { error?: { message: string } } }> {
  const response = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Sheetmate': '1', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Outcome & { error?: { message: string } } };
}

async function workbook(): Promise<WorkbookView> {
  return (await (await fetch(new URL('/api/workbook', server.url))).json()) as WorkbookView;
}

function sheetValues(view: WorkbookView, name: string): unknown[][] {
  return view.sheets.find((sheet) => sheet.name === name)!.rows.map((row) => row.map((cell) => cell.v));
}

describe('the playground HTTP API', () => {
  it('serves the sample event and the menus onOpen registered', async () => {
    const view = await workbook();
    expect(view.name).toBe('Riverside Chess Club: Autumn Swiss');
    expect(view.sheets.map((sheet) => sheet.name)).toEqual(['Players']);
    expect(sheetValues(view, 'Players')).toHaveLength(17);
    const menu = view.menus.find((m) => m.title === 'Sheetmate')!;
    expect(menu.items.filter((item) => item !== null).map((item) => item.caption)).toEqual(expect.arrayContaining(['Pair next round', 'Undo last round', 'Open sidebar']));
    // The sample's settings were saved through the add-on, in the workbook file.
    expect(JSON.parse(loadWorkbookFile(file).documentProperties['sheetmate.settings']!)).toMatchObject({ system: 'dutch', rounds: 5 });
  });

  it('runs a server function for google.script.run: /api/run/getStatus', async () => {
    const { status, json } = await post('/api/run/getStatus', { args: [] });
    expect(status).toBe(200);
    expect(json.value).toMatchObject({ round: 0, totalRounds: 5, players: 16, system: 'dutch' });
    expect(json.error).toBeUndefined();
  });

  it("hands a function's error to the failure handler, in plain words", async () => {
    const { status, json } = await post('/api/run/undoLastRound', { args: [{ expectedRound: 1 }] });
    expect(status).toBe(200);
    expect(json.error?.message).toMatch(/no round to undo/);
  });

  it('refuses names that are not top-level functions of the bundle', async () => {
    for (const name of ['notAFunction', 'constructor', '__proto__', 'toString', 'SpreadsheetApp', 'console', 'global', 'eval']) {
      const { status, json } = await post(`/api/run/${name}`);
      expect(status, name).toBe(404);
      expect(json.error?.message).toBe(`Script function not found: ${name}`);
    }
    // A top-level function, but not on any menu.
    expect((await post('/api/menu/getStatus')).status).toBe(404);
  });

  it('refuses changes without its header, from another origin, or for another host name', async () => {
    expect((await post('/api/run/getStatus', {}, { 'X-Sheetmate': '0' })).status).toBe(403);
    expect((await post('/api/run/getStatus', {}, { Origin: 'http://evil.example' })).status).toBe(403);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        new URL('/api/workbook', server.url),
        { headers: { Host: `rebound.example:${server.port}` } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(403);
  });

  it('a menu action reports through an alert: Undo with nothing to undo', async () => {
    const { json } = await post('/api/menu/menuUndoLastRound');
    expect(json.alerts).toHaveLength(1);
    expect(json.alerts[0]!.prompt).toMatch(/^Nothing was changed\. .*no round to undo/i);
    expect(json.question).toBeUndefined();
  });

  it('pairs from the menu, takes a typed result through onEdit, and asks before undoing it', async () => {
    const paired = await post('/api/menu/menuPairNextRound');
    expect(paired.json.alerts).toEqual([]);
    expect(paired.json.toasts[0]!.message).toMatch(/Round 1 paired: 8 boards/);
    let view = await workbook();
    expect(view.version).toBe(paired.json.version);
    expect(view.sheets.map((sheet) => sheet.name)).toEqual(expect.arrayContaining(['Players', 'Pairings', 'Byes', 'Standings']));
    const pairings = view.sheets.find((sheet) => sheet.name === 'Pairings')!;
    expect(pairings.rows[1]![4]!.list).toContain('½-½');

    const edited = await post('/api/edit', { sheet: 'Pairings', row: 2, column: 5, value: '+/-' });
    expect(edited.json.version).toBeGreaterThan(paired.json.version);
    view = await workbook();
    expect(sheetValues(view, 'Pairings')[1]![4]).toBe('+/-');
    expect(loadWorkbookFile(file).workbook.sheet('Pairings')!.cell(2, 5)!.value).toBe('+/-');

    // Undo: the add-on asks; nothing is kept of the run that asked.
    const asked = await post('/api/menu/menuUndoLastRound', { answers: [] });
    expect(asked.json.question?.title).toBe('Undo last round?');
    expect(asked.json.question?.prompt).toMatch(/board 1 .*\+\/-/);
    expect(asked.json.version).toBe(edited.json.version);
    expect(asked.json.alerts).toEqual([]);

    // An answer to a question asked before the workbook changed is not used: the add-on asks again.
    await post('/api/edit', { sheet: 'Players', row: 2, column: 2, value: 'WGM' });
    const stale = await post('/api/menu/menuUndoLastRound', { answers: ['yes'], version: asked.json.version });
    expect(stale.json.question?.title).toBe('Undo last round?');
    expect(sheetValues(await workbook(), 'Pairings')).toHaveLength(9);

    const kept = await post('/api/menu/menuUndoLastRound', { answers: ['no'] });
    expect(kept.json.question).toBeUndefined();
    expect(sheetValues(await workbook(), 'Pairings')).toHaveLength(9);

    const undone = await post('/api/menu/menuUndoLastRound', { answers: ['yes'] });
    expect(undone.json.toasts[0]!.message).toMatch(/Round 1 removed with its 1 typed result/);
    expect(sheetValues(await workbook(), 'Pairings')).toHaveLength(1);
  });

  it('Edit ▸ Undo takes back the last cell edits one by one, formulas included, with onEdit after each', async () => {
    expect((await workbook()).undo).toBeNull();
    const nothing = await post('/api/undo');
    expect(nothing.json.toasts[0]!.message).toMatch(/^Nothing to undo/);
    await post('/api/menu/menuPairNextRound');
    await post('/api/edit', { sheet: 'Players', row: 2, column: 2, value: '=1+1' });
    await post('/api/edit', { sheet: 'Players', row: 2, column: 2, value: 'WGM' });
    await post('/api/edit', { sheet: 'Pairings', row: 2, column: 5, value: '1-0' });
    let view = await workbook();
    expect(view.undo).toBe('typing in Pairings E2');
    expect(sheetValues(view, 'Standings')[0]![0]).toMatch(/1 of 8 results in/);

    const first = await post('/api/undo');
    expect(first.status).toBe(200);
    view = await workbook();
    expect(sheetValues(view, 'Pairings')[1]![4]).toBe('');
    // onEdit ran: Standings count the result no more.
    expect(sheetValues(view, 'Standings')[0]![0]).toMatch(/0 of 8 results in/);
    expect(view.undo).toBe('typing in Players B2');
    await post('/api/undo');
    // The cell as it was before the last edit: the formula, not its text.
    const cell = session.workbook.sheet('Players')!.cell(2, 2)!;
    expect(cell.formula).toBe('=1+1');
    await post('/api/undo');
    expect(session.workbook.sheet('Players')!.cell(2, 2)).toMatchObject({ value: 'WFM' });
    expect(session.workbook.sheet('Players')!.cell(2, 2)!.formula).toBeUndefined();
    expect((await workbook()).undo).toBeNull();
    expect(loadWorkbookFile(file).workbook.sheet('Players')!.cell(2, 2)!.value).toBe('WFM');

    // An import replaces what the edits were made to: nothing is left to undo.
    await post('/api/edit', { sheet: 'Players', row: 3, column: 2, value: 'GM' });
    await post('/api/import?kind=csv&sheet=Notes', 'a,b\n');
    expect((await workbook()).undo).toBeNull();
  });

  it('renames the event: the name is saved, Live is rewritten with it, and an empty name is refused', async () => {
    const before = await post('/api/rename', { name: '  Spring   Open  ' });
    expect(before.json.value).toBe('renamed');
    expect((await workbook()).name).toBe('Spring Open');
    await post('/api/menu/menuPairNextRound');
    expect(String(session.workbook.sheet('Live')!.values()[0]![0])).toContain('Spring Open');
    const renamed = await post('/api/rename', { name: 'Spring Open 2026' });
    expect(renamed.json.value).toBe('renamed, Live rewritten');
    expect(String(session.workbook.sheet('Live')!.values()[0]![0])).toContain('Spring Open 2026');
    expect(loadWorkbookFile(file).workbook.getName()).toBe('Spring Open 2026');
    // The add-on's other words take the name too: the TRF's first line.
    await post('/api/menu/menuExportTrf');
    expect(session.workbook.sheet('TRF')!.values()[0]![0]).toBe('012 Spring Open 2026');
    expect((await post('/api/rename', { name: '   ' })).status).toBe(400);
    expect((await post('/api/rename', { name: 'x'.repeat(201) })).json.error?.message).toMatch(/at most 200 characters/);
    expect((await post('/api/rename', {})).status).toBe(400);
    expect((await workbook()).name).toBe('Spring Open 2026');
  });

  it('refuses an edit outside the sheet or of a sheet that does not exist', async () => {
    expect((await post('/api/edit', { sheet: 'Nope', row: 1, column: 1, value: 'x' })).status).toBe(404);
    expect((await post('/api/edit', { sheet: 'Players', row: 0, column: 1, value: 'x' })).status).toBe(400);
    expect((await post('/api/edit', { sheet: 'Players', row: 1e9, column: 1, value: 'x' })).status).toBe(400);
    expect((await post('/api/edit', { sheet: 'Players', row: 2, column: 1, value: 5 })).status).toBe(400);
    expect((await post('/api/edit', 'not json')).status).toBe(400);
  });

  it('serves the sidebar the add-on shows, with google.script.run and the names it may call', async () => {
    const response = await fetch(new URL('/sidebar', server.url));
    expect(response.headers.get('content-security-policy')).toMatch(/connect-src 'self'/);
    const html = await response.text();
    const config = /<script type="application\/json" id="sheetmate-playground-config">(.*?)<\/script>/.exec(html);
    const functions = (JSON.parse(config![1]!) as { functions: string[] }).functions;
    expect(functions).toEqual(expect.arrayContaining(['getSettings', 'saveSettings', 'getStatus', 'pairNextRound', 'undoLastRound', 'updateStandings']));
    expect(functions).not.toContain('SpreadsheetApp');
    // The stand-in comes before the sidebar's own script.
    expect(html.indexOf('window.shimmed = true;')).toBeLessThan(html.indexOf('<main'));
  });

  it('exports the workbook as .xlsx and imports it back; exports a sheet as CSV and imports it', async () => {
    await post('/api/menu/menuPairNextRound');
    const xlsx = Buffer.from(await (await fetch(new URL('/api/export.xlsx', server.url))).arrayBuffer());
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    const before = await workbook();

    await post('/api/edit', { sheet: 'Players', row: 2, column: 1, value: 'Changed' });
    const imported = await fetch(new URL('/api/import?kind=xlsx&name=event.xlsx', server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'X-Sheetmate': '1' },
      body: xlsx,
    });
    expect(imported.status).toBe(200);
    const after = await workbook();
    expect(after.sheets.map((sheet) => sheet.name)).toEqual(before.sheets.map((sheet) => sheet.name));
    expect(sheetValues(after, 'Players')).toEqual(sheetValues(before, 'Players'));
    expect(sheetValues(after, 'Pairings')).toEqual(sheetValues(before, 'Pairings'));
    // The file as it was before the import is kept beside it.
    expect(loadWorkbookFile(`${file}.bak`).workbook.sheet('Players')!.cell(2, 1)!.value).toBe('Changed');

    const csv = Buffer.from(await (await fetch(new URL('/api/export.csv?sheet=Players', server.url))).arrayBuffer()).toString('utf8');
    // A byte order mark first, so Excel reads the accents as UTF-8.
    expect(csv.startsWith('\uFEFFName,Title,Rating,Federation,Status,Score,Opponents,Sheetmate ID\n')).toBe(true);
    const response = await fetch(new URL('/api/import?kind=csv&sheet=Players', server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'X-Sheetmate': '1' },
      body: 'Name,Rating\nAnn Lee,1500\nBo Chen,1400\n',
    });
    expect(response.status).toBe(200);
    expect(sheetValues(await workbook(), 'Players').slice(0, 3).map((row) => row.slice(0, 2))).toEqual([
      ['Name', 'Rating'],
      ['Ann Lee', 1500],
      ['Bo Chen', 1400],
    ]);
    expect((await fetch(new URL('/api/export.csv?sheet=Nope', server.url))).status).toBe(404);
  });

  it('reopens the saved workbook with its settings and rounds', async () => {
    await post('/api/run/saveSettings', { args: [{ rounds: 7 }] });
    await post('/api/run/pairNextRound', { args: [{ expectedRound: 1 }] });
    const reopened = PlaygroundSession.open({ distDirectory: DIST, file });
    expect(reopened.created).toBe(false);
    expect(reopened.session.run('getStatus').value).toMatchObject({ round: 1, totalRounds: 7 });
    expect(readFileSync(file, 'utf8')).toContain('sheetmate-playground-workbook');
  });
});

describe('the playground against hostile requests', () => {
  async function importBody(kind: 'csv' | 'xlsx', body: Buffer | string): Promise<{ status: number; message: string }> {
    const query = kind === 'csv' ? 'kind=csv&sheet=Players' : 'kind=xlsx&name=big.xlsx';
    const response = await fetch(new URL(`/api/import?${query}`, server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'X-Sheetmate': '1' },
      body,
    });
    return { status: response.status, message: ((await response.json()) as { error?: { message: string } }).error?.message ?? '' };
  }

  it('forbids framing by another site, on the page, the sidebar, the API and downloads', async () => {
    for (const path of ['/', '/sidebar', '/api/workbook', '/api/export.csv?sheet=Players', '/nowhere']) {
      const response = await fetch(new URL(path, server.url));
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'");
    }
  });

  it('refuses a CSV of 2.6 million cells at once, keeps the sheet, and goes on serving', async () => {
    const before = sheetValues(await workbook(), 'Players');
    const row = Array.from({ length: 26 }, (_, c) => `c${c}`).join(',');
    const csv = `${row}\n`.repeat(100_000);
    const started = Date.now();
    const { status, message } = await importBody('csv', csv);
    expect(status).toBe(413);
    expect(message).toMatch(/larger than the playground takes \(at most 20,000 rows, 200 columns and 500,000 cells\)/);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(sheetValues(await workbook(), 'Players')).toEqual(before);
    expect((await post('/api/run/getStatus', { args: [] })).status).toBe(200);
  });

  it('refuses a CSV wider than 200 columns', async () => {
    const { status, message } = await importBody('csv', `${'x,'.repeat(300)}x\n`);
    expect(status).toBe(413);
    expect(message).toMatch(/more than 200 columns in a row/);
  });

  it('refuses an .xlsx whose zip directory says it unpacks to more than the playground takes, before unpacking it', async () => {
    const { status, message } = await importBody('xlsx', zipClaiming(200 * 1024 * 1024));
    expect(status).toBe(413);
    expect(message).toMatch(/unpacks to more than 64 MB/);
  });

  it('refuses an .xlsx with a sheet of more rows than the playground takes', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Players').getCell(25_000, 1).value = 'far down';
    const { status, message } = await importBody('xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(status).toBe(413);
    expect(message).toMatch(/Sheet "Players" has 25,000 rows/);
  });
});

/** A zip of one stored entry whose directory claims `size` unpacked bytes: what a zip bomb looks like from outside. */
function zipClaiming(size: number): Buffer {
  const name = Buffer.from('xl/sharedStrings.xml');
  const data = Buffer.from('<sst/>');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const directoryStart = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryStart, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
