/**
 * The Do not pair sheet: read and checked row by row, and honoured by every
 * system when the next round is paired.
 */
import { describe, expect, it } from 'vitest';
import { InputErrors, NoValidPairingError } from '../../../src/core/errors';
import { keptApartIn, playerNameResolver, readDoNotPair } from '../../../src/core/workbook/other-sheets/do-not-pair';
import type { Entrant } from '../../../src/core/event/entrant';
import type { EventState } from '../../../src/core/event/event-state';
import { eventFromTables } from '../../../src/core/workbook/read-event';
import { nameIndex } from '../../../src/core/workbook/reconcile';
import { pairNextRound } from '../../../src/core/event/next-round';
import { DEFAULT_SETTINGS, pointSystemOf, type Settings } from '../../../src/core/record/settings';
import { PAIRING_SYSTEMS } from '../../../src/core/systems';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';

const names = ['Asha Rao', 'Ben Rao', 'Cy Tan', 'Dia Lee', 'Eli Park', 'Fay Ng', 'Gus Oh', 'Hal Wu'];
const resolve = playerNameResolver(names.map((name) => ({ name })), []);

function entrants(count = names.length): Entrant[] {
  return names.slice(0, count).map((name, index) => ({
    row: index + 2,
    entryIndex: index,
    name,
    rating: 2000 - 10 * index,
    status: 'active',
    requestedByes: [],
  }));
}

function stateOf(count = names.length, settings: Settings = DEFAULT_SETTINGS): EventState {
  return eventFromTables(entrants(count), [], pointSystemOf(settings.points), { totalRounds: settings.rounds });
}

function opponentsOf(pairing: { boards: readonly { white: number; black: number }[] }, player: number): number | undefined {
  const board = pairing.boards.find((b) => b.white === player || b.black === player);
  return board === undefined ? undefined : board.white === player ? board.black : board.white;
}

describe('reading the Do not pair sheet', () => {
  it('reads one pair a row, names matched as Players spells them, other columns left alone', () => {
    const values = [
      ['Player 1', 'Player 2', 'Why'],
      ['asha rao', 'Ben Rao', 'siblings'],
      ['', '', 'a note on its own'],
      ['Cy Tan', ' Dia  Lee ', ''],
    ];
    expect(readDoNotPair(values, resolve)).toEqual([
      { row: 2, first: 'Asha Rao', second: 'Ben Rao' },
      { row: 4, first: 'Cy Tan', second: 'Dia Lee' },
    ]);
  });

  it('is empty without the sheet, or with the sheet empty', () => {
    expect(readDoNotPair(null, resolve)).toEqual([]);
    expect(readDoNotPair([['', '']], resolve)).toEqual([]);
  });

  it('keeps a pair listed twice (either way round) once', () => {
    const values = [['Player A', 'Player B'], ['Asha Rao', 'Ben Rao'], ['Ben Rao', 'Asha Rao']];
    expect(readDoNotPair(values, resolve)).toHaveLength(1);
  });

  it('refuses, by row and column, an unknown name, one name alone and a player paired with themselves', () => {
    const values = [['Player 1', 'Player 2'], ['Asha Rao', 'Zed'], ['Cy Tan', ''], ['Dia Lee', 'dia lee']];
    let error: unknown;
    try {
      readDoNotPair(values, resolve);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InputErrors);
    const messages = (error as InputErrors).problems.map((problem) => problem.message);
    expect(messages).toEqual([
      'Do not pair, row 2, column Player 2: "Zed" is not on the Players sheet. Type the name as Players has it.',
      'Do not pair, row 3, column Player 2: this row names only one player. Type the other player of the pair under Player 2, or clear the row.',
      'Do not pair, row 4, column Player 2: Dia Lee is on both sides of this row. A pair is two different players: correct one of the names.',
    ]);
  });

  it('asks for the two headers when the first row has neither', () => {
    expect(() => readDoNotPair([['Asha Rao', 'Ben Rao']], resolve)).toThrow(
      'Do not pair, row 1: the first row must name the two player columns "Player 1" and "Player 2"',
    );
  });

  it('takes a name a player had before a rename (the record keeps it)', () => {
    const renamed = playerNameResolver([{ name: 'Asha Rao-Kapoor', id: 1 }, { name: 'Ben Rao', id: 2 }], [{ id: 1, name: 'Asha Rao' }]);
    expect(readDoNotPair([['Player 1', 'Player 2'], ['Asha Rao', 'Ben Rao']], renamed)).toEqual([{ row: 2, first: 'Asha Rao-Kapoor', second: 'Ben Rao' }]);
  });
});

describe('pairing the next round with listed pairs kept apart', () => {
  const listed = (state: EventState, ...pairs: [string, string][]) =>
    keptApartIn(
      pairs.map(([first, second], index) => ({ row: index + 2, first, second })),
      nameIndex(state),
    );

  it('FIDE Dutch, round 1: siblings the rating split would pair (1 and 5 of 8) are paired by the Dutch system itself, as bbpPairings pairs XXP', () => {
    const state = stateOf();
    const keptApart = listed(state, ['Asha Rao', 'Eli Park']);
    const { pairing } = pairNextRound(state, DEFAULT_SETTINGS, PAIRING_SYSTEMS, { keptApart });
    expect(opponentsOf(pairing, 1)).not.toBe(5);
    const reference = pairDutch({ ...state.tournament, forbiddenPairs: [[1, 5]], initialColour: 'white' }, 1);
    expect(pairing).toEqual(reference);
  });

  it('leaves the round alone when the listed pair would not meet anyway', () => {
    const state = stateOf();
    const plain = pairNextRound(state, DEFAULT_SETTINGS, PAIRING_SYSTEMS);
    const withList = pairNextRound(state, { ...DEFAULT_SETTINGS, round1Method: 'fold' }, PAIRING_SYSTEMS, { keptApart: listed(state, ['Asha Rao', 'Ben Rao']) });
    const fold = pairNextRound(state, { ...DEFAULT_SETTINGS, round1Method: 'fold' }, PAIRING_SYSTEMS);
    expect(withList).toEqual(fold);
    expect(plain.pairing.boards).toHaveLength(4);
  });

  it('quick Swiss and the round-1 methods keep the pair apart too', () => {
    const state = stateOf();
    for (const settings of [
      { ...DEFAULT_SETTINGS, system: 'quick' as const },
      { ...DEFAULT_SETTINGS, round1Method: 'adjacent' as const },
      { ...DEFAULT_SETTINGS, round1Method: 'slide' as const },
    ]) {
      const { pairing } = pairNextRound(state, settings, PAIRING_SYSTEMS, { keptApart: listed(state, ['Asha Rao', 'Ben Rao'], ['Asha Rao', 'Eli Park']) });
      expect(opponentsOf(pairing, 1)).not.toBe(2);
      expect(opponentsOf(pairing, 1)).not.toBe(5);
    }
  });

  it('a round robin refuses a field that holds a listed pair, naming the row', () => {
    const state = stateOf(4);
    const settings: Settings = { ...DEFAULT_SETTINGS, system: 'round-robin', rounds: 0 };
    expect(() => pairNextRound(state, settings, PAIRING_SYSTEMS, { keptApart: listed(state, ['Asha Rao', 'Dia Lee']) })).toThrow(
      'Do not pair, row 2: Asha Rao and Dia Lee are both in this round robin, where everybody meets everybody, so they cannot be kept apart as this row asks. ' +
        'Delete the row, or give the two players different sections.',
    );
    // A pair with one player outside the field is no concern of this field.
    expect(listed(state, ['Asha Rao', 'Hal Wu'])).toEqual([]);
  });

  it('names the pair when it cannot be kept apart (two players left, who are siblings)', () => {
    const state = stateOf(2);
    let error: unknown;
    try {
      pairNextRound(state, DEFAULT_SETTINGS, PAIRING_SYSTEMS, { keptApart: listed(state, ['Cy Tan', 'Dia Lee'], ['Asha Rao', 'Ben Rao']) });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(NoValidPairingError);
    expect((error as Error).message).toBe('Round 1 has no valid pairing that keeps Asha Rao and Ben Rao (Do not pair, row 3) apart.');
  });

  it('lists every pair when any one of them would have to meet (a player listed with the whole field)', () => {
    const state = stateOf(4);
    const keptApart = listed(state, ['Asha Rao', 'Ben Rao'], ['Asha Rao', 'Cy Tan'], ['Asha Rao', 'Dia Lee']);
    expect(() => pairNextRound(state, { ...DEFAULT_SETTINGS, system: 'quick' }, PAIRING_SYSTEMS, { keptApart })).toThrow(
      'Round 1 has no valid pairing that keeps every listed pair apart: Asha Rao and Ben Rao (Do not pair, row 2); ' +
        'Asha Rao and Cy Tan (Do not pair, row 3); Asha Rao and Dia Lee (Do not pair, row 4) (one of these pairs would have to meet).',
    );
  });
});
