/**
 * Runs the built add-on (dist/Code.js) in a Node `vm` context with local
 * Apps Script services as its globals, the way Apps Script runs it: the
 * top-level functions it exposes are what menus and `google.script.run` call.
 * Each call of one of them is one execution, timed against Apps Script's
 * limits on the services' clock, which is also what the script's
 * `Date.now()` reads. Used by the tests of what ships and by the
 * local playground.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import type { LocalServices } from './apps-script/services';

export type BundleFunctions = Record<string, (...args: unknown[]) => unknown>;

export function loadBundle(services: LocalServices, distDirectory: string): BundleFunctions {
  return loadScripts(services, [{ filename: 'Code.js', code: readFileSync(join(distDirectory, 'Code.js'), 'utf8') }]);
}

/** One script file of a project, as the Apps Script editor holds it. */
export interface ScriptFile {
  /** Its name in the editor (`Code.gs`), which stack traces show. */
  readonly filename: string;
  readonly code: string;
}

/**
 * Runs a project's script files in one global scope, in order, as Apps Script
 * does, on the local services; returns their top-level functions as loadBundle does.
 */
export function loadScripts(services: LocalServices, files: readonly ScriptFile[]): BundleFunctions {
  const context = vm.createContext({
    SpreadsheetApp: services.SpreadsheetApp,
    HtmlService: services.HtmlService,
    LockService: services.LockService,
    PropertiesService: services.PropertiesService,
    console,
  });
  // Date.now() in the script is the execution clock's: simulated Apps Script time (`new Date()` stays the wall clock's).
  (vm.runInContext('Date', context) as DateConstructor).now = () => services.clock.now();
  for (const { filename, code } of files) vm.runInContext(code, context, { filename });
  const globals = context as unknown as Record<string, unknown>;
  const functions: BundleFunctions = {};
  for (const name of Object.keys(globals)) {
    const fn = globals[name];
    if (typeof fn !== 'function' || INJECTED.has(name)) continue;
    functions[name] = (...args: unknown[]) => services.clock.run(name, () => (fn as (...a: unknown[]) => unknown)(...args));
  }
  return functions;
}

/** The globals given to the bundle, which are not its functions. */
const INJECTED = new Set(['SpreadsheetApp', 'HtmlService', 'LockService', 'PropertiesService', 'console']);

/** The sidebar file the bundle's HtmlService serves. */
export function sidebarFiles(distDirectory: string): Record<string, string> {
  return { Sidebar: readFileSync(join(distDirectory, 'Sidebar.html'), 'utf8') };
}
