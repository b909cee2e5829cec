/**
 * The commit path refuses a pairing that breaks an absolute criterion: the
 * add-on's read → plan → commit, on the local services, with a pairing system
 * that returns a rematch. Nothing is written: no sheet, no property.
 */
import { describe, expect, it } from 'vitest';
import { pairAction } from '../../../src/core/actions/pair';
import { PairingRefusedError } from '../../../src/core/errors';
import { PAIRING_SYSTEMS, type PairingSystem } from '../../../src/core/systems';
import { actions } from '../../../src/addon/server';
import { runAction } from '../../../src/addon/run';
import { createLocalServices } from '../../../src/local/apps-script/services';
import { LocalWorkbook } from '../../../src/local/apps-script/workbook';

/** The Dutch system, except that round 2 repeats a game of round 1 on board 1. */
const REMATCH: PairingSystem = {
  ...PAIRING_SYSTEMS.dutch,
  pairRound(input) {
    const paired = PAIRING_SYSTEMS.dutch.pairRound(input);
    if (input.round === 1) return paired;
    const [a, b] = [1, input.tournament.players[0]!.rounds[0]!.opponent!];
    const rest = paired.pairing.boards.flatMap((board) => [board.white, board.black]).filter((player) => player !== a && player !== b);
    const boards = [{ board: 1, white: a, black: b }, ...Array.from({ length: rest.length / 2 }, (_, i) => ({ board: i + 2, white: rest[2 * i]!, black: rest[2 * i + 1]! }))];
    return { pairing: { ...paired.pairing, boards } };
  },
};

describe('the commit path', () => {
  it('refuses a pairing that breaks an absolute criterion and writes nothing', () => {
    const workbook = new LocalWorkbook('Club night');
    workbook.setSheetRows('Players', [['Name', 'Rating'], ...Array.from({ length: 8 }, (_, i) => [`Player ${i + 1}`, 2000 - i])]);
    const properties: Record<string, string> = {};
    const services = createLocalServices({ workbook, documentProperties: properties });
    actions.pair(services);
    const pairings = workbook.sheet('Pairings')!;
    pairings.values().forEach((row, index) => {
      if (index > 0 && row[1] !== '') pairings.type(index + 1, 5, '1-0');
    });
    const before = JSON.stringify({ workbook: workbook.toJSON(), properties });
    workbook.resetCounts();
    expect(() => runAction(services, { needs: 'everything' }, (read) => pairAction(read, {}, { ...PAIRING_SYSTEMS, dutch: REMATCH }))).toThrow(PairingRefusedError);
    expect(workbook.calls.writes).toBe(0);
    expect(JSON.stringify({ workbook: workbook.toJSON(), properties })).toBe(before);
    // The same sheets, with the real system: round 2 is paired.
    expect(actions.pair(services).message).toMatch(/^Round 2 paired: 4 boards/);
  });
});
