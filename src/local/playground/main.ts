/**
 * `npm start`: opens the workbook file (or creates the sample event, or
 * imports an .xlsx/.csv) and serves the playground on 127.0.0.1.
 * scripts/start.mjs builds the add-on, bundles this file and calls runPlayground.
 */
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { basename, extname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildPageAssets } from './page-assets';
import { startPlaygroundServer, type PlaygroundServer } from './server';
import { PlaygroundSession } from './session';
import { importWorkbook, workbookFileKind } from './workbook-file';

/** The workbook file when no path is given (git-ignored). */
export const DEFAULT_WORKBOOK_FILE = 'playground-data/workbook.json';

export interface RunPlaygroundOptions {
  /** The repository root: dist/ and playground/ are found there. */
  readonly root: string;
  /** Command-line arguments after `npm start --`. */
  readonly argv: readonly string[];
  /** The directory relative paths are read from (the shell's working directory). */
  readonly cwd?: string;
}

const USAGE = `Usage: npm start -- [workbook.json | event.xlsx | players.csv] [--port 8080]

  workbook.json  a playground workbook file (created with the sample event when missing;
                 default ${DEFAULT_WORKBOOK_FILE})
  event.xlsx     imported into playground-data/<name>.json, which is then saved on every change
  players.csv    a Players list, imported the same way
  --port N       the port on 127.0.0.1 (default 8080; 0 picks a free one)`;

/**
 * Opens the workbook named on the command line and starts the server;
 * resolves once it listens (the URL printed), or to null after --help.
 */
export async function runPlayground({ root, argv, cwd = process.cwd() }: RunPlaygroundOptions): Promise<PlaygroundServer | null> {
  const { values, positionals } = parseArgs({
    args: argv.slice(),
    allowPositionals: true,
    options: { port: { type: 'string', short: 'p' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help === true) {
    console.log(USAGE);
    return null;
  }
  if (positionals.length > 1) throw new Error(`Open one workbook at a time.\n\n${USAGE}`);
  const port = values.port === undefined ? 8080 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not "${values.port}".`);

  const distDirectory = join(root, 'dist');
  const session = await openSession(positionals[0], { root, cwd, distDirectory });
  const assets = await buildPageAssets(join(root, 'playground'));
  let server: PlaygroundServer;
  try {
    server = await startPlaygroundServer({ session, assets, port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`Port ${port} is in use (another playground?). Choose another: npm start -- --port 8081`);
    }
    throw error;
  }
  console.log(`\nSheetmate playground: ${server.url}\nWorkbook file: ${relative(cwd, session.file) || session.file} (saved after every change)\nCtrl-C stops it.\n`);
  return server;
}

async function openSession(
  argument: string | undefined,
  { root, cwd, distDirectory }: { root: string; cwd: string; distDirectory: string },
): Promise<PlaygroundSession> {
  const path = resolve(cwd, argument ?? join(root, DEFAULT_WORKBOOK_FILE));
  const kind = workbookFileKind(path);
  if (kind === null) throw new Error(`${argument} is not a file the playground opens: use a .json workbook file, an .xlsx or a .csv.\n\n${USAGE}`);
  if (kind === 'json') {
    const { session, created } = PlaygroundSession.open({ distDirectory, file: path });
    if (created) console.log(`Created the sample event (16 players, 5 rounds) in ${relative(cwd, path)}.`);
    return session;
  }
  if (!existsSync(path)) throw new Error(`There is no file ${argument}.`);
  // An import gets its own workbook file, so the .xlsx or .csv itself is never overwritten.
  const file = join(root, 'playground-data', `${basename(path, extname(path))}.json`);
  if (existsSync(file)) {
    copyFileSync(file, `${file}.bak`);
    console.log(`${relative(cwd, file)} already existed: kept as ${relative(cwd, file)}.bak.`);
  }
  const imported = await importWorkbook(kind, readFileSync(path), path);
  console.log(`Imported ${relative(cwd, path)} into ${relative(cwd, file)}.`);
  return PlaygroundSession.create({ distDirectory, file }, imported);
}
