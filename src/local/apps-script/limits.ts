/**
 * Apps Script's documented limits, and a model of how long an execution takes
 * there, so that the local services fail where Apps Script would.
 *
 * Limits (https://developers.google.com/apps-script/guides/services/quotas):
 * a property value holds 9 KB, a property store 500 KB, a cell 50,000
 * characters; an execution runs at most 6 minutes, a simple trigger (onOpen,
 * onEdit) 30 seconds.
 *
 * Time: Apps Script charges for every call into the Spreadsheet service (each
 * one crosses to Google's servers or at least the service bridge) and for the
 * cells moved, and runs the script's own JavaScript more slowly than Node on a
 * developer's machine. The figures below are deliberately on the slow side of
 * what organisers see (Google's guidance: "calls are relatively expensive";
 * published measurements put a batched read of 100,000 cells at 1–2 s and a
 * write at a few seconds), so a test that passes here has room to spare there.
 */

export const APPS_SCRIPT_LIMITS = {
  /** Bytes (UTF-8) of one property value. */
  propertyValueBytes: 9 * 1024,
  /** Bytes of every key and value of one property store together. */
  propertyStoreBytes: 500 * 1024,
  /** Characters in one cell. */
  cellCharacters: 50_000,
  /** One execution: a menu item, a `google.script.run` call. */
  executionSeconds: 6 * 60,
  /** A simple trigger: onOpen, onEdit, onInstall. */
  simpleTriggerSeconds: 30,
} as const;

/** How long one execution may run, in (simulated) seconds. */
export interface ExecutionLimits {
  readonly executionSeconds: number;
  readonly simpleTriggerSeconds: number;
}

const SIMPLE_TRIGGERS: ReadonlySet<string> = new Set(['onOpen', 'onEdit', 'onInstall', 'onSelectionChange']);

/** Simulated Apps Script seconds, per unit. */
export interface CostModel {
  /** Every call on a Spreadsheet object (getRange, getSheetByName, …). */
  readonly callSeconds: number;
  /** Added for a call that reads from or writes to the sheet (getValues, setValues, insertRows, …). */
  readonly roundTripSeconds: number;
  readonly cellReadSeconds: number;
  readonly cellWriteSeconds: number;
  /** How many times slower than this machine's Node Apps Script runs the same JavaScript. */
  readonly scriptSlowdown: number;
}

export const APPS_SCRIPT_COSTS: CostModel = {
  callSeconds: 0.02,
  roundTripSeconds: 0.1,
  cellReadSeconds: 15e-6,
  cellWriteSeconds: 40e-6,
  scriptSlowdown: 3,
};

/** UTF-8 length of a string, as Apps Script measures property sizes. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** What one execution cost, for tests and benchmarks to report. */
export interface ExecutionReport {
  readonly name: string;
  /** Simulated Apps Script seconds: service calls and cells, plus the script's CPU time scaled. */
  readonly seconds: number;
  /** The part spent in spreadsheet calls. */
  readonly serviceSeconds: number;
  /** CPU seconds measured here (before scaling). */
  readonly cpuSeconds: number;
  readonly calls: number;
  readonly limitSeconds: number;
}

/** The error Apps Script stops an execution with. */
export class ExecutionTimeExceeded extends Error {
  override readonly name = 'ExecutionTimeExceeded';
}

interface Running {
  readonly name: string;
  readonly limitSeconds: number;
  readonly cpuStart: number;
  serviceSeconds: number;
  calls: number;
}

/** CPU seconds of this process so far (user and system). */
function cpuSecondsNow(): number {
  const usage = typeof process !== 'undefined' && typeof process.cpuUsage === 'function' ? process.cpuUsage() : null;
  return usage === null ? 0 : (usage.user + usage.system) / 1e6;
}

/**
 * Times executions the way Apps Script limits them. `run` wraps one top-level
 * call (a menu item, a sidebar call, a trigger); every spreadsheet call made
 * inside it is charged with `charge`. When the simulated time passes the
 * limit, the next charge throws, as Apps Script stops a script mid-way; a
 * script that finishes over the limit throws at the end.
 */
export class ExecutionClock {
  private running: Running | null = null;
  /** The wall time the clock started at, and the simulated seconds of the executions finished since. */
  private readonly epoch = Date.now();
  private finishedSeconds = 0;
  /** Every finished execution, oldest first (kept short: the last 200). */
  readonly reports: ExecutionReport[] = [];

  constructor(
    readonly costs: CostModel = APPS_SCRIPT_COSTS,
    readonly limits: ExecutionLimits = APPS_SCRIPT_LIMITS,
  ) {}

  run<T>(name: string, action: () => T): T {
    if (this.running !== null) return action(); // a nested call belongs to the execution already running
    const limitSeconds = SIMPLE_TRIGGERS.has(name) ? this.limits.simpleTriggerSeconds : this.limits.executionSeconds;
    const running: Running = { name, limitSeconds, cpuStart: cpuSecondsNow(), serviceSeconds: 0, calls: 0 };
    this.running = running;
    let report: ExecutionReport;
    try {
      const result = action();
      report = this.report(running);
      if (report.seconds > limitSeconds) throw this.exceeded(report);
      return result;
    } finally {
      report ??= this.report(running);
      this.finishedSeconds += report.seconds;
      this.reports.push(report);
      if (this.reports.length > 200) this.reports.shift();
      this.running = null;
    }
  }

  /** Charges one spreadsheet call that moved `cells` cells in the given direction. */
  charge(kind: 'read' | 'write' | 'other', cells = 0): void {
    const running = this.running;
    if (running === null) return;
    const costs = this.costs;
    running.calls += 1;
    running.serviceSeconds +=
      costs.callSeconds +
      (kind === 'other' ? 0 : costs.roundTripSeconds) +
      cells * (kind === 'write' ? costs.cellWriteSeconds : costs.cellReadSeconds);
    const report = this.report(running);
    if (report.seconds > running.limitSeconds) throw this.exceeded(report);
  }

  /**
   * The time as a script would read it with `Date.now()` (ms): the clock's
   * start, then the simulated seconds of every execution since, the running
   * one's so far included. A script timing its own steps (the installation
   * check) measures Apps Script's time, as it would there.
   */
  now(): number {
    const running = this.running === null ? 0 : this.report(this.running).seconds;
    return this.epoch + 1000 * (this.finishedSeconds + running);
  }

  /** The last finished execution of the given function (or of any, without a name). */
  last(name?: string): ExecutionReport | undefined {
    for (let i = this.reports.length - 1; i >= 0; i--) {
      if (name === undefined || this.reports[i]!.name === name) return this.reports[i];
    }
    return undefined;
  }

  private report(running: Running): ExecutionReport {
    const cpuSeconds = Math.max(0, cpuSecondsNow() - running.cpuStart);
    return {
      name: running.name,
      seconds: running.serviceSeconds + cpuSeconds * this.costs.scriptSlowdown,
      serviceSeconds: running.serviceSeconds,
      cpuSeconds,
      calls: running.calls,
      limitSeconds: running.limitSeconds,
    };
  }

  private exceeded(report: ExecutionReport): ExecutionTimeExceeded {
    return new ExecutionTimeExceeded(
      `Exceeded maximum execution time (${report.name}: about ${report.seconds.toFixed(0)} s of Apps Script time, ` +
        `${report.calls} spreadsheet calls; the limit is ${report.limitSeconds} s).`,
    );
  }
}
