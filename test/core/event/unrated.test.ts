/**
 * Unrated players (rating blank or 0) in an event: ranked after the rated
 * players in entry order, paired in round 1 by that ranking and in later rounds
 * by the FIDE Dutch system exactly as if they held ratings in that order.
 */
import { describe, expect, it } from 'vitest';
import type { Entrant } from '../../../src/core/event/entrant';
import type { EventState } from '../../../src/core/event/event-state';
import { eventFromTables } from '../../../src/core/workbook/read-event';
import { pairNextRound } from '../../../src/core/event/next-round';
import type { PairingsRound } from '../../../src/core/workbook/pairings-table';
import { parseResult } from '../../../src/core/workbook/results';
import { DEFAULT_SETTINGS, mergeSettings, type Settings } from '../../../src/core/record/settings';
import { PAIRING_SYSTEMS } from '../../../src/core/systems';
import { STANDARD_POINTS, type RoundPairing } from '../../../src/core/model';

const ENTRY: [string, number][] = [
  ['Ann', 1500],
  ['Kid', 0],
  ['Bob', 1400],
  ['Zoe', 0],
  ['Cid', 1300],
  ['Ray', 0],
  ['Eve', 1200],
  ['Max', 0],
];

function entrants(ratings: (name: string, rating: number) => number): Entrant[] {
  return ENTRY.map(([name, rating], index) => ({ row: index + 2, entryIndex: index, name, rating: ratings(name, rating), status: 'active', requestedByes: [] }));
}

const names = (state: EventState, pairing: RoundPairing) =>
  pairing.boards.map((board) => `${state.players[board.white - 1]!.entrant.name} - ${state.players[board.black - 1]!.entrant.name}`);

/** Plays `rounds` rounds: White wins on odd boards, Black on even ones. Returns each round's boards by name. */
function play(field: Entrant[], settings: Settings, rounds: number): string[][] {
  const played: PairingsRound[] = [];
  const shown: string[][] = [];
  for (let round = 1; round <= rounds; round++) {
    const state = eventFromTables(field, played, STANDARD_POINTS);
    const { pairing } = pairNextRound(state, settings, PAIRING_SYSTEMS);
    shown.push(names(state, pairing));
    played.push({
      round,
      boards: pairing.boards.map((board) => ({
        round,
        board: board.board,
        white: state.players[board.white - 1]!.entrant.name,
        black: state.players[board.black - 1]!.entrant.name,
        result: parseResult(board.board % 2 === 1 ? '1-0' : '0-1') ?? null,
        row: 0,
      })),
      byes: [],
    });
  }
  return shown;
}

describe('unrated players', () => {
  it('take start numbers after the rated players, in entry order', () => {
    const state = eventFromTables(entrants((_name, rating) => rating), [], STANDARD_POINTS);
    expect(state.players.map((player) => player.entrant.name)).toEqual(['Ann', 'Bob', 'Cid', 'Eve', 'Kid', 'Zoe', 'Ray', 'Max']);
  });

  it('are paired in round 1 by that ranking, whatever the round-1 method', () => {
    const settings = (round1Method: Settings['round1Method']) => mergeSettings(DEFAULT_SETTINGS, { round1Method });
    expect(play(entrants((_name, rating) => rating), settings('split'), 1)[0]).toEqual(['Ann - Kid', 'Zoe - Bob', 'Cid - Ray', 'Max - Eve']);
    expect(play(entrants((_name, rating) => rating), settings('fold'), 1)[0]).toEqual(['Ann - Max', 'Ray - Bob', 'Cid - Zoe', 'Kid - Eve']);
    expect(play(entrants((_name, rating) => rating), settings('adjacent'), 1)[0]).toEqual(['Ann - Bob', 'Eve - Cid', 'Kid - Zoe', 'Max - Ray']);
  });

  it('are paired by the Dutch system in later rounds exactly as players rated in that order', () => {
    const low = new Map([
      ['Kid', 1000],
      ['Zoe', 990],
      ['Ray', 980],
      ['Max', 970],
    ]);
    const unrated = play(entrants((_name, rating) => rating), DEFAULT_SETTINGS, 5);
    const rated = play(entrants((name, rating) => (rating === 0 ? low.get(name)! : rating)), DEFAULT_SETTINGS, 5);
    expect(unrated).toEqual(rated);
    expect(unrated).toHaveLength(5);
    // No rematch in five rounds of eight.
    const met = unrated.flat().map((board) => board.split(' - ').sort().join('|'));
    expect(new Set(met).size).toBe(met.length);
  });
});
