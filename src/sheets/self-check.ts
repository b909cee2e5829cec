/**
 * The installation check's steps run on its scratch sheets: Players written,
 * then each step's action read, planned and committed exactly as the menu
 * runs it (the add-on gives `read` and `commit`), results typed as an
 * organiser types them, and beside the sheets the values the core decided
 * (memory.ts), compared with what the sheets hold at every reading and once
 * more at the end. Each step is timed; the first that fails stops the rest,
 * and so does the clock, before the 6 minutes Apps Script allows run out.
 * Around them: the document lock, the organiser's spreadsheet fingerprinted
 * before and after, and the clean-up.
 */
import type { ActionPlan, WorkbookRead } from '../core/actions/plan';
import { cellCount, differenceWords, fingerprintChanges, valueDifferences } from '../core/self-check/compare';
import { checkPlayersRows, type CheckRead, type CheckStep } from '../core/self-check/event';
import { applyPlan, sheetsOfRead, withCells, withSheets } from '../core/self-check/memory';
import type { CheckFacts, StepOutcome } from '../core/self-check/report';
import { PLAYERS_SHEET, RECORD_SHEET } from '../core/workbook/layout';
import type { AppsScriptServices, SpreadsheetAppApi } from './apps-script';
import { applyWrites } from './apply';
import { fingerprintOf, leftoverScratchSheets, readScratchSheets, removeScratchSheets, scratchSheets, typeCells, type ScratchSheets } from './scratch';

/** What the check needs of the add-on: the reads and the commit of every action, and the clock. */
export interface CheckIo {
  read(request: CheckRead): WorkbookRead;
  commit(plan: ActionPlan): void;
  now(): number;
}

type CheckRun = Pick<CheckFacts, 'steps' | 'stoppedBefore' | 'record'>;

const LOCK_WAIT_MS = 10_000;
/** No step is begun after this: the clean-up must end well inside the 6 minutes an execution may run. */
const BUDGET_MS = 240_000;

/**
 * An error's words, whichever realm threw it (Apps Script's services throw
 * their own Error objects); for an error during an action's writes, Apps
 * Script's own words and what was being written (not the advice to rebuild
 * the sheets: these are the check's, and it deletes them).
 */
function wordsOf(error: unknown): string {
  const fields = typeof error === 'object' && error !== null ? (error as { message?: unknown; action?: unknown; reason?: unknown }) : {};
  if (typeof fields.action === 'string' && 'reason' in fields) return `while ${fields.action}: ${wordsOf(fields.reason)}`;
  return typeof fields.message === 'string' ? fields.message : String(error);
}

/** The sheets as read must hold what the core wrote (the sheets the reading holds, Players and the record always). */
function compareReading(memory: WorkbookRead, read: WorkbookRead): void {
  const actual = sheetsOfRead(read);
  const expected = new Map([...sheetsOfRead(memory)].filter(([name]) => actual.has(name) || name === PLAYERS_SHEET || name === RECORD_SHEET));
  const differences = valueDifferences(expected, actual);
  if (differences.length > 0) throw new Error(`the sheets do not hold what Sheetmate wrote: ${differenceWords(differences)}`);
}

/** Runs the steps; never throws (a step's error is its outcome). */
function runCheckSteps(scratch: ScratchSheets, app: SpreadsheetAppApi, io: CheckIo, options: { readonly steps: readonly CheckStep[]; readonly started: number; readonly budgetMs: number }): CheckRun {
  const steps: StepOutcome[] = [];
  // The core's values start as the scratch spreadsheet does: no sheet, the check's settings.
  let memory: WorkbookRead = { ...io.read({ needs: 'settings' }), players: null, record: null, sheets: new Map() };
  let record: CheckFacts['record'] = null;
  const timed = (name: string, run: () => string): boolean => {
    const start = io.now();
    try {
      const words = run();
      steps.push({ name, ms: io.now() - start, words });
      return true;
    } catch (error) {
      steps.push({ name, ms: io.now() - start, failed: wordsOf(error) });
      return false;
    }
  };
  const reading = (request: CheckRead) => {
    const read = io.read(request);
    compareReading(memory, read);
    return read;
  };
  const players = checkPlayersRows();
  const playersWritten = timed('Check players', () => {
    applyWrites(app, scratch.spreadsheet, [
      { kind: 'create', sheet: PLAYERS_SHEET },
      { kind: 'values', sheet: PLAYERS_SHEET, ranges: [{ row: 1, column: 1, values: players }] },
    ]);
    memory = withSheets(memory, new Map([...sheetsOfRead(memory), [PLAYERS_SHEET, players]]));
    compareReading(memory, io.read({ needs: 'event' }));
    return `${players.length - 1} written and read back as written`;
  });
  if (!playersWritten) return { steps, stoppedBefore: null, record };
  for (const step of options.steps) {
    const elapsed = io.now() - options.started;
    if (elapsed > options.budgetMs) return { steps, stoppedBefore: { name: step.name, ms: elapsed }, record };
    const done = timed(step.name, () => {
      let read = reading(step.read);
      if (step.typed !== undefined) {
        const cells = step.typed.cells(read);
        typeCells(scratch.created.get(step.typed.sheet)!, cells);
        memory = withCells(memory, step.typed.sheet, cells);
        read = reading(step.read);
      }
      const plan = step.plan(read);
      const { toast: _toast, show: _show, ...quiet } = plan;
      io.commit(quiet);
      memory = applyPlan(memory, plan);
      return step.outcome(plan, memory);
    });
    record ??= recordAsLeft(scratch, app);
    if (!done) return { steps, stoppedBefore: null, record };
  }
  timed('Sheets against the core', () => {
    const expected = sheetsOfRead(memory);
    const differences = valueDifferences(expected, readScratchSheets(scratch));
    if (differences.length > 0) throw new Error(differenceWords(differences));
    return `identical (${expected.size} sheets, ${cellCount(expected)} cells, every value as Sheetmate wrote it)`;
  });
  return { steps, stoppedBefore: null, record };
}

/** The scratch record as Apps Script left it (hidden, protected with a warning only), once an action created it; null before. */
function recordAsLeft(scratch: ScratchSheets, app: SpreadsheetAppApi): CheckFacts['record'] {
  const sheet = scratch.created.get(RECORD_SHEET);
  if (sheet === undefined) return null;
  try {
    return { hidden: sheet.isSheetHidden(), warningOnly: sheet.getProtections(app.ProtectionType.SHEET)[0]?.isWarningOnly() ?? null };
  } catch {
    // Reading a protection back may be refused: then it cannot be said to be there.
    return { hidden: false, warningOnly: null };
  }
}

/**
 * The whole check: under the document lock (none, and it does not run),
 * unless sheets named like its own are there already; the organiser's
 * spreadsheet fingerprinted, the steps run in scratch sheets, the scratch
 * sheets deleted whatever happened, and the fingerprint taken again.
 */
export function installationFacts(
  services: AppsScriptServices,
  options: { readonly version: string; readonly steps: readonly CheckStep[]; readonly lastEdit: CheckFacts['lastEdit']; readonly io: (scratch: ScratchSheets) => CheckIo },
): CheckFacts {
  const started = Date.now();
  const real = services.SpreadsheetApp.getActiveSpreadsheet();
  const properties = services.PropertiesService.getDocumentProperties()!;
  const facts: CheckFacts = {
    version: options.version,
    totalMs: 0,
    spreadsheet: { locale: real.getSpreadsheetLocale(), timeZone: real.getSpreadsheetTimeZone(), sheets: real.getSheets().length },
    lock: 'busy',
    leftovers: leftoverScratchSheets(real),
    steps: [],
    stoppedBefore: null,
    record: null,
    lastEdit: options.lastEdit,
    cleanup: null,
    others: null,
  };
  const lock = services.LockService.getDocumentLock();
  const asked = Date.now();
  if (lock === null || !lock.tryLock(LOCK_WAIT_MS)) return { ...facts, totalMs: Date.now() - started };
  try {
    const locked: CheckFacts = { ...facts, lock: { ms: Math.round(Date.now() - asked) } };
    if (facts.leftovers.length > 0) return { ...locked, totalMs: Date.now() - started };
    // Taken under the lock, so that no other action is half-way through its writes.
    const before = fingerprintOf(real, properties);
    const shown = real.getActiveSheet();
    const scratch = scratchSheets(real);
    let run: CheckRun = { steps: [], stoppedBefore: null, record: null };
    let cleanup: CheckFacts['cleanup'] = null;
    try {
      run = runCheckSteps(scratch, services.SpreadsheetApp, options.io(scratch), { steps: options.steps, started, budgetMs: BUDGET_MS });
    } finally {
      cleanup = removeScratchSheets(real, scratch, shown);
    }
    const others = fingerprintChanges(before, fingerprintOf(real, properties));
    return { ...locked, ...run, cleanup, others, totalMs: Date.now() - started };
  } finally {
    lock.releaseLock();
  }
}
