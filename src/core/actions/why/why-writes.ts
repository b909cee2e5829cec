/**
 * Which sections' *Why* sheets an action writes, and what they say. The
 * reasons of a round change only when the round does, so a Why sheet is
 * written when its section's newest round is not the one the record held
 * before the action (a round paired, undone, typed by hand, imported), when a
 * player's name changed (the words name the players as Players spells them
 * now), when the last action stopped part-way, and always by the repair. A
 * typed result changes none of these, and writes nothing here.
 */
import type { EventState } from '../../event/event-state';
import { InputError, InputErrors } from '../../errors';
import { nameKey } from '../../ids';
import { sectionOf, type EventRecord, type RoundRecord } from '../../record/record';
import type { Settings } from '../../record/settings';
import { explainNewestRound } from '../../views/why/explain-round';
import { whySheet } from '../../views/why/why-sheet';
import type { NamedDisplaySheet } from '../../views/live-sheets';
import { keptApartIn, playerNameResolver, readDoNotPair, type ListedPair } from '../../workbook/other-sheets/do-not-pair';
import { DO_NOT_PAIR_SHEET, sectionSheet, WHY_SHEET } from '../../workbook/layout';
import type { WorkbookRead } from '../plan';

/** One section as the action leaves it. */
export interface WhySection {
  readonly section: { readonly name: string; readonly settings: Settings };
  readonly after: EventState;
}

export interface WhyOptions {
  /** Every section's Why sheet, whatever changed (the repair; an action after one that stopped part-way). */
  readonly all: boolean;
}

/** The newest round a record holds for a section, as a key that ignores its results. */
function newestRoundKey(record: EventRecord, section: string): string {
  const rounds = sectionOf(record, section).rounds;
  const newest: RoundRecord | undefined = rounds[rounds.length - 1];
  if (newest === undefined) return '';
  return JSON.stringify([newest.round, newest.origin, newest.boards.map((board) => [board.board, board.white, board.black]), newest.byes.map((bye) => [bye.player, bye.kind])]);
}

/** Whether a player of the section is named otherwise than the record last wrote. */
function renamed(previous: EventRecord, next: EventRecord, section: string): boolean {
  const before = new Map(sectionOf(previous, section).players.map((player) => [player.id, player.name]));
  return sectionOf(next, section).players.some((player) => before.has(player.id) && before.get(player.id) !== player.name);
}

/**
 * The Why sheets to write: one per section whose reasons changed, with what
 * it should hold. `previous` is the record before the action, `next` after.
 */
export function whySheets(read: WorkbookRead, sections: readonly WhySection[], previous: EventRecord, next: EventRecord, options: WhyOptions): NamedDisplaySheet[] {
  const changed = sections.filter(({ section }) => options.all || newestRoundKey(previous, section.name) !== newestRoundKey(next, section.name) || renamed(previous, next, section.name));
  if (changed.length === 0) return [];
  const listed = keptApartPairs(read, sections, previous);
  return changed.map(({ section, after }) => {
    const rounds = sectionOf(next, section.name).rounds;
    const origin = rounds[rounds.length - 1]?.origin ?? 'paired';
    const reasons = explainNewestRound({ state: after, settings: section.settings, origin, keptApart: listed.of(after) })?.reasons() ?? null;
    const withNote = reasons === null || listed.problem === null ? reasons : { ...reasons, notes: [...reasons.notes, listed.problem] };
    return { name: sectionSheet(WHY_SHEET, section.name), display: whySheet({ state: after, reasons: withNote, section: section.name }) };
  });
}

/** The Do not pair sheet's pairs, by start number in a section. */
export interface KeptApartPairs {
  of(state: EventState): (readonly [number, number])[];
  /** Why the sheet could not be read (its pairs are then left out), or null. */
  readonly problem: string | null;
}

/** The Do not pair sheet read, names resolved over every section; a sheet that cannot be read is said, not thrown. */
export function keptApartPairs(read: WorkbookRead, sections: readonly WhySection[], previous: EventRecord): KeptApartPairs {
  const values = read.sheets.get(DO_NOT_PAIR_SHEET) ?? null;
  let listed: ListedPair[] = [];
  let problem: string | null = null;
  if (values !== null) {
    try {
      const players = sections.flatMap(({ after }) => after.players.map((player) => player.entrant));
      listed = readDoNotPair(values, playerNameResolver(players, previous.sections.flatMap((section) => section.players)));
    } catch (error) {
      if (!(error instanceof InputError || error instanceof InputErrors)) throw error;
      problem = `The ${DO_NOT_PAIR_SHEET} sheet could not be read, so its pairs are left out of these reasons: ${error.message}`;
    }
  }
  return {
    problem,
    of: (state) => {
      const byKey = new Map(state.players.map((player) => [nameKey(player.entrant.name), player.startNumber]));
      return keptApartIn(listed, (name) => byKey.get(nameKey(name))).map((pair) => pair.players);
    },
  };
}
