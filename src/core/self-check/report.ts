/**
 * The installation check's report: a few lines an organiser copies into a
 * message, saying what Apps Script allowed (the menu, the dialogs, the lock,
 * a hidden and protected sheet, the onEdit trigger), how long each step took
 * and whether the organiser's own sheets were left as they were. It names no
 * player (the check's are invented) and no sheet of the organiser's.
 */

/** How long one execution may run in Apps Script, in seconds (a menu item: six minutes). */
const EXECUTION_SECONDS = 360;

/** One step as it went: its words, or why it failed (Apps Script's own words). */
export interface StepOutcome {
  readonly name: string;
  readonly ms: number;
  readonly words?: string;
  readonly failed?: string;
}

/** Everything the report says, as the check found it. */
export interface CheckFacts {
  readonly version: string;
  readonly totalMs: number;
  readonly spreadsheet: { readonly locale: string; readonly timeZone: string; readonly sheets: number };
  /** How long the document lock took, or 'busy' when another action held it. */
  readonly lock: { readonly ms: number } | 'busy';
  /** Sheets named like the check's that were there before it (it stops, creating nothing). */
  readonly leftovers: readonly string[];
  readonly steps: readonly StepOutcome[];
  /** The step not begun because the check had run too long, and how long it had run then; or null. */
  readonly stoppedBefore: { readonly name: string; readonly ms: number } | null;
  /** The scratch record sheet as Apps Script left it, once round 1 wrote it. */
  readonly record: { readonly hidden: boolean; readonly warningOnly: boolean | null } | null;
  /** When the onEdit trigger last ran on a Pairings sheet (ISO 8601), or null; and the time now, in ms. */
  readonly lastEdit: { readonly at: string | null; readonly now: number };
  readonly cleanup: { readonly deleted: number; readonly left: readonly string[]; readonly restored: boolean } | null;
  /** What changed in the organiser's sheets and properties (empty: nothing), or null when not compared. */
  readonly others: readonly string[] | null;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function ago(at: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(at)) / 60_000);
  if (!Number.isFinite(minutes)) return `at ${at}`;
  if (minutes < 1) return 'less than a minute ago';
  if (minutes < 120) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} hours ago` : `${Math.floor(hours / 24)} days ago`;
}

/** Whether everything the check tried worked and nothing of the organiser's changed. */
export function checkPassed(facts: CheckFacts): boolean {
  return (
    facts.lock !== 'busy' &&
    facts.leftovers.length === 0 &&
    facts.stoppedBefore === null &&
    facts.steps.every((step) => step.failed === undefined) &&
    facts.record?.hidden === true &&
    facts.record.warningOnly === true &&
    facts.cleanup !== null &&
    facts.cleanup.left.length === 0 &&
    facts.others !== null &&
    facts.others.length === 0
  );
}

function headline(facts: CheckFacts): string {
  const title = `Sheetmate ${facts.version} installation check`;
  if (facts.lock === 'busy') return `${title}: not run, another Sheetmate action is running on this spreadsheet. Try again in a minute.`;
  if (facts.leftovers.length > 0) return `${title}: not run, this spreadsheet already has sheets named like the check's own.`;
  const failed = facts.steps.find((step) => step.failed !== undefined);
  if (failed !== undefined) return `${title}: FAILED at "${failed.name}" after ${seconds(facts.totalMs)}`;
  if (facts.stoppedBefore !== null) return `${title}: NOT finished, Apps Script was too slow here (${seconds(facts.totalMs)})`;
  return `${title}: ${checkPassed(facts) ? 'passed' : 'FAILED'} in ${seconds(facts.totalMs)}`;
}

function stepLine(step: StepOutcome): string {
  return step.failed !== undefined ? `${step.name}: FAILED after ${seconds(step.ms)} (${step.failed})` : `${step.name}: ${step.words ?? 'done'} in ${seconds(step.ms)}`;
}

function recordLine(record: NonNullable<CheckFacts['record']>): string {
  const protectedWords = record.warningOnly === null ? 'NOT protected' : record.warningOnly ? 'yes' : 'protected, but not with a warning only (co-organisers could not pair)';
  return `Hidden protected record: hidden ${record.hidden ? 'yes' : 'NO'}; protected (warning only) ${protectedWords}`;
}

function onEditLine(lastEdit: CheckFacts['lastEdit']): string {
  return lastEdit.at === null
    ? 'onEdit: has not run on a Pairings sheet here yet (a check cannot type for you): type a result in Pairings, then run the check again'
    : `onEdit: last ran ${ago(lastEdit.at, lastEdit.now)}, when a result was typed in Pairings`;
}

function cleanupLine(cleanup: NonNullable<CheckFacts['cleanup']>): string {
  const deleted = `${cleanup.deleted} scratch sheet${cleanup.deleted === 1 ? '' : 's'} deleted`;
  const left = cleanup.left.length === 0 ? '' : `; could NOT delete ${cleanup.left.map((name) => `"${name}"`).join(', ')}: delete ${cleanup.left.length === 1 ? 'it' : 'them'} by hand`;
  return `Clean-up: ${deleted}${left}; ${cleanup.restored ? 'the sheet you had open is shown again' : 'the sheet you had open could NOT be shown again'}`;
}

/** The report's lines, in the order the organiser reads them. */
export function reportLines(facts: CheckFacts): string[] {
  const { spreadsheet } = facts;
  const lines = [headline(facts), `Spreadsheet: locale ${spreadsheet.locale}, time zone ${spreadsheet.timeZone}; ${spreadsheet.sheets} sheets (the check's own not counted)`];
  lines.push('Menu: yes (this check was started from it)', 'Dialogs: yes (the question before the check was shown and answered)');
  if (facts.lock === 'busy') return [...lines, 'Lock: another Sheetmate action holds it (waited 10 s); the check created nothing'];
  lines.push(`Lock: taken in ${facts.lock.ms} ms, held for the whole check`);
  if (facts.leftovers.length > 0) {
    const names = facts.leftovers.map((name) => `"${name}"`).join(', ');
    return [...lines, `Sheets in the way: ${names}. An earlier check may have been stopped before it could delete them: if they are not yours, delete them and run the check again. Nothing was created or deleted.`];
  }
  lines.push(...facts.steps.map(stepLine));
  const stopped = facts.stoppedBefore;
  if (stopped !== null) lines.push(`Stopped before "${stopped.name}": the check had run ${seconds(stopped.ms)}, too close to the ${EXECUTION_SECONDS} s an execution may take`);
  if (facts.record !== null) lines.push(recordLine(facts.record));
  lines.push(onEditLine(facts.lastEdit));
  if (facts.cleanup !== null) lines.push(cleanupLine(facts.cleanup));
  if (facts.others !== null) lines.push(facts.others.length === 0 ? 'Your sheets and settings: unchanged (compared before and after)' : `Your sheets and settings: CHANGED: ${facts.others.join('; ')}`);
  const longest = facts.steps.reduce<StepOutcome | null>((best, step) => (best === null || step.ms > best.ms ? step : best), null);
  if (longest !== null) lines.push(`Time: ${seconds(facts.totalMs)} of the ${EXECUTION_SECONDS} s one execution may take; the longest step "${longest.name}", ${seconds(longest.ms)}`);
  return lines;
}
