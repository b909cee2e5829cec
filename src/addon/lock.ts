/**
 * The document lock every action runs under: two clicks or two organisers
 * never interleave their reads and writes.
 */
import { InputError } from '../core/errors';
import type { AppsScriptServices } from '../sheets/apps-script';

const LOCK_WAIT_MS = 20_000;

/** Runs an action under the document lock. */
export function withDocumentLock<T>(services: AppsScriptServices, action: () => T, waitMs = LOCK_WAIT_MS): T {
  const lock = services.LockService.getDocumentLock();
  if (lock === null) throw new Error('Sheetmate must be run from a spreadsheet (no document lock available).');
  if (!lock.tryLock(waitMs)) {
    throw new InputError('another Sheetmate action is still running on this spreadsheet. Wait a moment and try again.');
  }
  try {
    return action();
  } finally {
    lock.releaseLock();
  }
}
