/**
 * The sidebar's pure parts, without a browser: the sentences it shows, how it
 * reads typed numbers, and the tie-break list edits.
 */
import { describe, expect, it } from 'vitest';
import type { Status } from '../../src/addon/api-types';
import { DEFAULT_ROUND_ROBIN_TIEBREAKS, DEFAULT_SWISS_TIEBREAKS } from '../../src/core/record/settings';
import { TIEBREAK_CODES as CORE_TIEBREAK_CODES, tiebreakName } from '../../src/core/tiebreaks/codes';
import { standingsSoFarTable } from '../../src/core/views/standings';
import { liveEvent } from '../support/live-builders';
import {
  TIEBREAK_CODES,
  defaultTiebreaks,
  describeSaved,
  errorText,
  formatPoints,
  fieldLine,
  missingLine,
  missingTitle,
  parsePoints,
  tiebreakLabel,
  parseWholeNumber,
  roundLine,
  warningsTitle,
} from '../../sidebar/labels';
import { addTiebreak, canMove, moveTiebreak, removeTiebreak } from '../../sidebar/tiebreak-order';

const status = (overrides: Partial<Status>): Status => ({
  round: 0,
  totalRounds: 5,
  players: 8,
  missingResults: [],
  finished: false,
  system: 'dutch',
  lastAction: null,
  problem: null,
  ...overrides,
});

describe('sidebar labels', () => {
  it('offers only tie-break codes the server knows, and the same defaults', () => {
    // The sidebar copies these tables to keep server code out of its bundle; this keeps the copies honest.
    for (const code of TIEBREAK_CODES) expect(CORE_TIEBREAK_CODES).toContain(code);
    // Every tie-break of the core is offered, but points (always first) and the calculator's helper STD.
    expect([...TIEBREAK_CODES].sort()).toEqual(CORE_TIEBREAK_CODES.filter((code) => code !== 'PTS' && code !== 'STD').sort());
    expect(defaultTiebreaks('dutch')).toEqual(DEFAULT_SWISS_TIEBREAKS);
    expect(defaultTiebreaks('quick')).toEqual(DEFAULT_SWISS_TIEBREAKS);
    expect(defaultTiebreaks('round-robin')).toEqual(DEFAULT_ROUND_ROBIN_TIEBREAKS);
    expect(defaultTiebreaks('double-round-robin')).toEqual(DEFAULT_ROUND_ROBIN_TIEBREAKS);
  });

  it('names each tie-break as the sheets do: one label per code, from one table ("WIN Rounds won" in the header, "Rounds won" here)', () => {
    for (const code of TIEBREAK_CODES) expect(tiebreakLabel(code), code).toBe(tiebreakName(code));
    const event = liveEvent('Ana', 'Ben').round('Ana - Ben 1-0').build();
    const header = standingsSoFarTable(event.tournament, { system: 'swiss', tiebreaks: ['WIN', 'SB'], totalRounds: 3 }).header;
    expect(header).toContain(`WIN ${tiebreakLabel('WIN')}`);
    expect(header).toContain(`SB ${tiebreakLabel('SB')}`);
    expect(tiebreakLabel('WIN')).toBe('Rounds won');
  });

  it('counts the field as who plays: "15 playing, 1 withdrawn", never "16 players" after a withdrawal', () => {
    expect(fieldLine(status({ players: 16 }))).toBe('16 players · Dutch Swiss (FIDE)');
    expect(fieldLine(status({ players: 16, withdrawn: 1 }))).toBe('15 playing, 1 withdrawn · Dutch Swiss (FIDE)');
  });

  it('lists a board whose result cell holds something else as needing its result, with what it holds', () => {
    const missing = [
      { round: 3, board: 2, white: 'A', black: 'B', typed: '2-0' },
      { round: 3, board: 4, white: 'C', black: 'D' },
    ];
    expect(missingTitle(status({ round: 3, missingResults: missing }))).toBe('2 boards need a result in round 3:');
    expect(missing.map(missingLine)).toEqual(['Board 2: A – B (typed "2-0", not a result)', 'Board 4: C – D']);
  });

  it('says where the event stands before round 1, during it, and with an open total', () => {
    expect(roundLine(status({ round: 0 }))).toBe('No round paired yet (5 rounds planned)');
    expect(roundLine(status({ round: 0, totalRounds: 0 }))).toBe('No round paired yet');
    expect(roundLine(status({ round: 3 }))).toBe('Round 3 of 5');
    expect(roundLine(status({ round: 3, totalRounds: 0 }))).toBe('Round 3');
    expect(missingTitle(status({ round: 3 }))).toBe('All results of round 3 are in.');
    expect(missingTitle(status({ round: 3, missingResults: [{ round: 3, board: 2, white: 'A', black: 'B' }] }))).toBe(
      '1 result missing in round 3:',
    );
  });

  it('reads points as organisers type them and refuses anything else', () => {
    expect(parsePoints('1')).toBe(1);
    expect(parsePoints(' 0,5 ')).toBe(0.5);
    expect(parsePoints('½')).toBe(0.5);
    expect(parsePoints('1½')).toBe(1.5);
    expect(parsePoints('.5')).toBe(0.5);
    expect(parsePoints('')).toBeNull();
    expect(parsePoints('one')).toBeNull();
    expect(parsePoints('-1')).toBeNull();
    expect(parseWholeNumber('7')).toBe(7);
    expect(parseWholeNumber('7.5')).toBeNull();
    expect(parseWholeNumber('')).toBeNull();
    expect(formatPoints(0.5)).toBe('½');
    expect(formatPoints(2.5)).toBe('2½');
    expect(formatPoints(3)).toBe('3');
  });

  it('heads the warnings under a quick Swiss table by their number', () => {
    expect(warningsTitle(1)).toBe('1 warning: check this line before play.');
    expect(warningsTitle(3)).toBe('3 warnings: check these lines before play.');
  });

  it('describes what a save changed', () => {
    expect(describeSaved({ rounds: 0 })).toBe('Saved: as many rounds as the field needs.');
    expect(describeSaved({ rounds: 1 })).toBe('Saved: 1 round.');
    expect(describeSaved({ initialColour: 'lot' })).toBe('Saved: first colour drawn by lot.');
    expect(describeSaved({ points: { requestedBye: 0.5 } })).toBe('Saved: requested bye ½.');
    expect(describeSaved({ tiebreaks: [] })).toBe('Saved: no tie-breaks.');
  });

  it("turns Apps Script's error wrappers into the server's own words", () => {
    expect(errorText(new Error('Exception: Nothing was changed. Add a Players sheet.'))).toBe('Nothing was changed. Add a Players sheet.');
    expect(errorText(new Error('ScriptError: Nothing was changed.'))).toBe('Nothing was changed.');
    expect(errorText(new Error('NetworkError: Connection failure due to HTTP 0'))).toMatch(/^Sheetmate could not reach Google/);
    expect(errorText(undefined)).toMatch(/^Something went wrong/);
  });
});

describe('tie-break order', () => {
  it('moves a code one place and refuses moves past either end', () => {
    expect(moveTiebreak(['BH', 'SB', 'DE'], 'SB', -1)).toEqual(['SB', 'BH', 'DE']);
    expect(moveTiebreak(['BH', 'SB', 'DE'], 'SB', 1)).toEqual(['BH', 'DE', 'SB']);
    expect(moveTiebreak(['BH', 'SB'], 'BH', -1)).toEqual(['BH', 'SB']);
    expect(canMove(['BH', 'SB'], 'SB', 1)).toBe(false);
  });

  it('keeps drawing of lots last', () => {
    expect(canMove(['BH', 'LOT'], 'LOT', -1)).toBe(false);
    expect(canMove(['BH', 'LOT'], 'BH', 1)).toBe(false);
    expect(addTiebreak(['BH', 'LOT'], 'SB')).toEqual(['BH', 'SB', 'LOT']);
    expect(addTiebreak(['BH'], 'LOT')).toEqual(['BH', 'LOT']);
    expect(addTiebreak(['BH'], 'BH')).toEqual(['BH']);
    expect(removeTiebreak(['BH', 'LOT'], 'LOT')).toEqual(['BH']);
  });
});
