/**
 * Past rounds are guarded: a result cleared in a round that later rounds were
 * paired on is a missing result (the status lists it, the next round waits
 * for it); a changed one is counted, said in words, and kept in the record's
 * history.
 */
import { describe, expect, it } from 'vitest';
import { pairAction } from '../../../src/core/actions/pair';
import type { WorkbookRead } from '../../../src/core/actions/plan';
import { refreshAction } from '../../../src/core/actions/refresh';
import { statusAction } from '../../../src/core/actions/status';
import { storedRecordOf } from '../../../src/core/record/sheet-rows';
import { applyPlan, edited, field, typedAll, workbook } from '../../support/sheet-values';

/** Rounds 1–3 of 8 players paired, rounds 1–2 complete, round 3 under way. */
function threeRounds(): WorkbookRead {
  let read = workbook({ Players: field(8) });
  for (let round = 1; round <= 3; round++) {
    if (round > 1) read = typedAll(read, 'Pairings', (board) => (board === 2 ? '0-1' : '1-0'));
    read = applyPlan(read, pairAction(read));
  }
  return read;
}

const control = threeRounds();
/** The Pairings row of a board of a round. */
function rowOf(read: WorkbookRead, round: number, board: number): number {
  return read.sheets.get('Pairings')!.findIndex((row) => row[0] === round && row[1] === board) + 1;
}

describe('a result cleared in round 1 after round 3 was paired', () => {
  const row = rowOf(control, 1, 2);
  const cleared = edited(control, 'Pairings', row, 'Result', '');

  it('is listed among the missing results, round 1 included', () => {
    const status = statusAction(cleared).result.status;
    expect(status.missingResults.map((missing) => [missing.round, missing.board])).toEqual([[1, 2], [3, 1], [3, 2], [3, 3], [3, 4]]);
    expect(status.problem).toBeNull();
  });

  it('stops round 4 until it is typed again, naming the board, its row and the result last seen', () => {
    const complete = typedAll(cleared);
    expect(() => pairAction(complete)).toThrow(
      `Pairings, column Result: a result is missing in a round that later rounds were paired on: round 1, board 2 (Player 06 – Player 02, row ${row}; Sheetmate last saw 0-1 there). Type it again in the Result column, then pair round 4: the standings it is paired on need every earlier result.`,
    );
    // Typed again, round 4 is the control's.
    const retyped = edited(complete, 'Pairings', row, 'Result', '0-1');
    const boards = (read: WorkbookRead) => read.sheets.get('Pairings')!.filter((line) => line[0] === 4).map((line) => line.slice(1, 7).join('|'));
    expect(boards(applyPlan(retyped, pairAction(retyped)))).toEqual(boards(applyPlan(typedAll(control), pairAction(typedAll(control)))));
  });

  it('is said when a result is typed, and stays missing after the record is written (the record keeps what it saw)', () => {
    const plan = refreshAction(cleared);
    expect(plan.result.message).toContain(`Round 1, board 2 (Player 06 – Player 02, row ${row}): its result (0-1) was cleared after round 2 was paired on it. It counts as missing until it is typed again; round 4 cannot be paired before.`);
    expect(plan.toast?.message).toContain('was cleared');
    const after = applyPlan(cleared, plan);
    expect(storedRecordOf(after.record)!.record.sections[0]!.rounds[0]!.boards[1]!.result).toBe('0-1');
    expect(statusAction(after).result.status.missingResults[0]).toMatchObject({ round: 1, board: 2 });
  });
});

describe('a result changed in round 1 after round 3 was paired', () => {
  const row = rowOf(control, 1, 2);
  const changed = edited(control, 'Pairings', row, 'Result', '½-½');

  it('is counted, said in words (what changed, that rounds 2–3 stay), and kept in the record’s history, once', () => {
    const plan = refreshAction(changed);
    expect(plan.result.message).toBe(
      'Updated Players, Standings, Crosstable, Live and By name. Standings after round 2 of 5 (round 3 paired, 0 of 4 results in). ' +
        `Round 1, board 2 (Player 06 – Player 02, row ${row}): the result changed from 0-1 to ½-½ after round 2 was paired. The standings count the new result; rounds 2–3, paired already, stay as they are.`,
    );
    const after = applyPlan(changed, plan);
    const record = storedRecordOf(after.record)!.record;
    expect(record.history).toEqual([{ kind: 'result', at: '2026-03-14T14:05:00.000Z', section: '', round: 1, board: 2, from: '0-1', to: '½-½' }]);
    expect(record.sections[0]!.rounds[0]!.boards[1]!.result).toBe('½-½');
    // Said once: the next action sees the result the record holds.
    expect(refreshAction(after).result.message).toBe('Nothing to update: every sheet already counts the results typed. Standings after round 2 of 5 (round 3 paired, 0 of 4 results in).');
  });

  it('a change in the newest round is ordinary typing: nothing said, no history', () => {
    const typed = typedAll(control);
    const after = applyPlan(typed, refreshAction(typed));
    const again = edited(after, 'Pairings', rowOf(after, 3, 1), 'Result', '0-1');
    const plan = refreshAction(again);
    expect(plan.result.message).toBe('Updated Players, Standings, Crosstable and Live. Standings after round 3 of 5.');
    expect(storedRecordOf(applyPlan(again, plan).record)!.record.history).toBeUndefined();
  });
});
