/**
 * The playground's HTTP server (Node's `http`, no framework), on 127.0.0.1 only.
 *
 *   GET  /                       the page (with /playground.js, /playground.css)
 *   GET  /sidebar                the add-on's sidebar, with `google.script.run` injected
 *   GET  /page/<n>               a page the add-on showed in a dialog (Ui.showModalDialog)
 *   GET  /api/workbook           every sheet, the menus, the version (WorkbookView)
 *   POST /api/run/<name>         google.script.run: { args, answers } → Outcome with value or error
 *   POST /api/menu/<function>    a menu item: { answers } → Outcome
 *   POST /api/edit               a person typing: { sheet, row, column, value } → Outcome (then onEdit)
 *   POST /api/undo               Edit ▸ Undo: the last cell edit taken back → Outcome (then onEdit)
 *   POST /api/rename             File ▸ Rename: { name } → Outcome (Live rewritten with it)
 *   POST /api/import?kind=xlsx&name=<file>   body: the file; replaces the workbook
 *   POST /api/import?kind=csv&sheet=<name>   body: the file; replaces that sheet's values
 *   POST /api/reset              starts over with the sample event
 *   GET  /api/export.xlsx        the workbook, one worksheet per sheet
 *   GET  /api/export.csv?sheet=  one sheet as CSV
 *
 * Every POST needs the header `X-Sheetmate: 1`, and the Host and any Origin
 * must be this server: a web page elsewhere cannot make the browser change
 * the workbook (cross-site requests, DNS rebinding).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EditRequest, RenameRequest, RunRequest } from './api-types';
import { sheetToCsv } from './csv';
import { ImportTooLargeError } from './limits';
import { sidebarWithShim, type PageAssets } from './page-assets';
import { PlaygroundRequestError, type PlaygroundSession } from './session';
import { importWorkbook } from './workbook-file';
import { workbookToXlsx } from './xlsx';

export interface PlaygroundServerOptions {
  readonly session: PlaygroundSession;
  readonly assets: PageAssets;
  /** 8080 unless given; 0 picks a free port (tests). */
  readonly port?: number;
}

export interface PlaygroundServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

const JSON_LIMIT = 1024 * 1024;
const IMPORT_LIMIT = 50 * 1024 * 1024;

const PAGE_POLICY = "default-src 'self'; img-src 'self' data:; frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";
// The sidebar is one HTML file with inline script and style, as Apps Script serves it.
const SIDEBAR_POLICY =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:; connect-src 'self'; base-uri 'self'; form-action 'none'";

// A dialog the add-on showed (Help's): one HTML page with inline script and style, loading nothing.
const DIALOG_POLICY = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; base-uri 'self'; form-action 'none'";

/**
 * Starts the server on 127.0.0.1.
 *
 * @example
 * const server = await startPlaygroundServer({ session, assets, port: 0 });
 * console.log(server.url);
 */
export function startPlaygroundServer({ session, assets, port = 8080 }: PlaygroundServerOptions): Promise<PlaygroundServer> {
  let actualPort = port;
  const server = createServer((request, response) => {
    handle(request, response, session, assets, actualPort).catch((error: unknown) => {
      const status =
        error instanceof PlaygroundRequestError || error instanceof HttpError || error instanceof ImportTooLargeError ? error.status : 500;
      if (status === 500) console.error(error);
      if (!response.headersSent) sendJson(response, status, { error: { message: error instanceof Error ? error.message : String(error) } });
      else response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      actualPort = (server.address() as AddressInfo).port;
      resolve({
        url: `http://127.0.0.1:${actualPort}/`,
        port: actualPort,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The page, its assets, the sidebar, Help's dialogs, the workbook's view and its exports. */
async function handleGet(url: URL, response: ServerResponse, session: PlaygroundSession, assets: PageAssets): Promise<void> {
  const path = url.pathname;
  if (path === '/' || path === '/index.html') return send(response, 200, 'text/html; charset=utf-8', assets.html, PAGE_POLICY);
  if (path === '/playground.js') return send(response, 200, 'text/javascript; charset=utf-8', assets.script);
  if (path === '/playground.css') return send(response, 200, 'text/css; charset=utf-8', assets.css);
  if (path === '/favicon.ico') return send(response, 204, 'text/plain', '');
  if (path === '/sidebar') {
    const { content } = session.sidebar();
    return send(response, 200, 'text/html; charset=utf-8', sidebarWithShim(content, assets.sidebarShim, session.functionNames()), SIDEBAR_POLICY);
  }
  const page = /^\/page\/(\d+)$/.exec(path);
  if (page !== null) {
    const content = session.page(Number(page[1]));
    if (content === null) throw new HttpError(404, 'That dialog is no longer open.');
    return send(response, 200, 'text/html; charset=utf-8', content, DIALOG_POLICY);
  }
  if (path === '/api/workbook') return sendJson(response, 200, session.view());
  if (path === '/api/export.xlsx') {
    const data = await workbookToXlsx({ workbook: session.workbook, documentProperties: session.documentProperties });
    return sendDownload(response, data, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', `${fileStem(session.workbook.getName())}.xlsx`);
  }
  if (path === '/api/export.csv') {
    const name = url.searchParams.get('sheet') ?? 'Players';
    const sheet = session.workbook.sheet(name);
    if (sheet === undefined) throw new HttpError(404, `There is no sheet called "${name}".`);
    // A byte order mark, so Excel reads the names' accents as UTF-8.
    return sendDownload(response, Buffer.from(`\uFEFF${sheetToCsv(sheet)}`, 'utf8'), 'text/csv; charset=utf-8', `${fileStem(name)}.csv`);
  }
  throw new HttpError(404, `Nothing at ${path}.`);
}

async function handle(request: IncomingMessage, response: ServerResponse, session: PlaygroundSession, assets: PageAssets, port: number): Promise<void> {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const host = request.headers.host ?? '';
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) throw new HttpError(403, 'This server answers on 127.0.0.1 and localhost only.');
  const method = request.method ?? 'GET';
  const path = url.pathname;

  if (method === 'GET') return handleGet(url, response, session, assets);

  if (method !== 'POST') throw new HttpError(405, `${method} is not allowed.`);
  checkSameOrigin(request, host);

  if (path.startsWith('/api/run/')) {
    const body = (await readJson(request)) as RunRequest;
    const args = Array.isArray(body.args) ? body.args : [];
    return sendJson(response, 200, session.run(decodeURIComponent(path.slice('/api/run/'.length)), args, answersOf(body, session.version)));
  }
  if (path.startsWith('/api/menu/')) {
    const body = (await readJson(request)) as RunRequest;
    return sendJson(response, 200, session.menu(decodeURIComponent(path.slice('/api/menu/'.length)), answersOf(body, session.version)));
  }
  if (path === '/api/edit') {
    const body = (await readJson(request)) as unknown as EditRequest & RunRequest;
    return sendJson(response, 200, session.edit(body, answersOf(body, session.version)));
  }
  if (path === '/api/undo') {
    const body = (await readJson(request)) as RunRequest;
    return sendJson(response, 200, session.undo(answersOf(body, session.version)));
  }
  if (path === '/api/rename') {
    const body = (await readJson(request)) as Partial<RenameRequest>;
    return sendJson(response, 200, session.rename(body.name));
  }
  if (path === '/api/reset') return sendJson(response, 200, session.resetToSample());
  if (path === '/api/import') {
    const data = await readBody(request, IMPORT_LIMIT);
    const kind = url.searchParams.get('kind');
    if (kind === 'xlsx') {
      const name = url.searchParams.get('name') ?? 'Imported.xlsx';
      let imported;
      try {
        imported = await importWorkbook('xlsx', data, name);
      } catch (error) {
        if (error instanceof ImportTooLargeError) throw error;
        throw new HttpError(400, `${name} could not be read as an .xlsx file: ${error instanceof Error ? error.message : String(error)}`);
      }
      return sendJson(response, 200, session.replace(imported));
    }
    if (kind === 'csv') return sendJson(response, 200, session.importCsv(url.searchParams.get('sheet') ?? 'Players', data.toString('utf8')));
    throw new HttpError(400, 'Say what is imported: kind=xlsx or kind=csv.');
  }
  throw new HttpError(404, `Nothing at ${path}.`);
}

function checkSameOrigin(request: IncomingMessage, host: string): void {
  if (request.headers['x-sheetmate'] !== '1') throw new HttpError(403, 'Requests that change the workbook need the header X-Sheetmate: 1.');
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) throw new HttpError(403, `Requests from ${origin} are refused.`);
}

/** The answers sent, unless the workbook changed since the question they answer was asked. */
function answersOf(body: RunRequest, version: number): ('yes' | 'no')[] {
  if (!Array.isArray(body.answers)) return [];
  if (typeof body.version === 'number' && body.version !== version) return [];
  return body.answers.map((answer) => (answer === 'yes' ? 'yes' : 'no'));
}

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, `The request is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(request, JSON_LIMIT)).toString('utf8');
  if (text.trim() === '') return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
    return value as Record<string, unknown>;
  } catch {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
}

/**
 * Headers on every answer: no sniffing, no caching, and no framing by another
 * site (clickjacking): only the playground page may frame its own sidebar.
 */
const COMMON_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
} as const;
const FRAME_POLICY = "frame-ancestors 'self'";

function send(response: ServerResponse, status: number, type: string, body: string | Buffer, policy?: string): void {
  response.writeHead(status, {
    'Content-Type': type,
    ...COMMON_HEADERS,
    'Content-Security-Policy': policy === undefined ? FRAME_POLICY : `${policy}; ${FRAME_POLICY}`,
  });
  response.end(body);
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(value));
}

function sendDownload(response: ServerResponse, data: Buffer, type: string, fileName: string): void {
  response.writeHead(200, {
    'Content-Type': type,
    'Content-Length': data.length,
    ...COMMON_HEADERS,
    'Content-Security-Policy': FRAME_POLICY,
    'Content-Disposition': `attachment; filename="${fileName.replace(/[^\w .-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  });
  response.end(data);
}

/** A file name from a workbook or sheet name: no path separators or control characters. */
function fileStem(name: string): string {
  const stem = name
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return stem === '' ? 'workbook' : stem;
}
