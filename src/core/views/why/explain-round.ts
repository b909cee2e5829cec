/**
 * The newest round of a section, explained by what made it: the FIDE Dutch
 * system (its own explanation, src/core/explain), a round-1 method, the quick
 * Swiss, a round robin's Berger table; a round typed by hand or imported says
 * so first, and is set against what the system would have paired. An
 * explanation that cannot be made (a bug, a field the tables no longer fit)
 * never stops the action that writes it: the reasons say they could not be
 * worked out, and why.
 */
import { accelerationMap, bakuGroupsFor } from '../../event/acceleration';
import type { EventRound } from '../../event/event-state';
import type { RoundOrigin } from '../../record/record';
import { isRoundRobin } from '../../record/settings';
import { dutchPairsRoundOne } from '../../systems/dutch';
import { explainedDutchRound } from './dutch-reasons';
import type { ExplainedRound, RoundReasons, RoundToExplain } from './reasons';
import { explainedRoundOne } from './round-one-reasons';
import { explainedQuickSwiss, explainedRoundRobin } from './table-reasons';
import { notPairedWords } from './why-words';

const ORIGIN_NOTES: Partial<Record<RoundOrigin, string>> = {
  typed: 'This round was typed by hand in Pairings, not paired by Sheetmate.',
  imported: 'This round comes from the TRF file imported into this spreadsheet (paired by another program).',
};

/** The newest round explained, or null before round 1. */
export function explainNewestRound(input: RoundToExplain): ExplainedRound | null {
  const round = input.state.rounds[input.state.rounds.length - 1];
  if (round === undefined) return null;
  const explained = explainedBy(input, round);
  const note = ORIGIN_NOTES[input.origin];
  return {
    round: round.round,
    reasons: () => {
      let reasons: RoundReasons;
      try {
        reasons = explained.reasons();
      } catch (error) {
        reasons = unexplained(input, round, error);
      }
      return note === undefined ? reasons : { ...reasons, notes: [note, ...reasons.notes] };
    },
    whyNot: (a, b) => explained.whyNot(a, b),
  };
}

function explainedBy(input: RoundToExplain, round: EventRound): ExplainedRound {
  const { settings, state } = input;
  if (settings.system === 'quick') return explainedQuickSwiss(input, round);
  if (isRoundRobin(settings.system)) return explainedRoundRobin(input, round);
  const groups = bakuGroupsFor(state, settings);
  const acceleration = groups === null ? null : accelerationMap(state, groups);
  const byMethod = round.round === 1 && state.carriedRounds === 0 && !dutchPairsRoundOne({ settings, keptApart: input.keptApart, acceleration });
  return byMethod ? explainedRoundOne(input, round) : explainedDutchRound(input, round);
}

/** The reasons of a round that could not be explained: the boards as they are, and why. */
function unexplained(input: RoundToExplain, round: EventRound, error: unknown): RoundReasons {
  const why = error instanceof Error ? error.message : String(error);
  return {
    round: round.round,
    making: 'unexplained',
    method: { words: 'Sheetmate could not work out the reasons for this round.', basis: '' },
    notes: [`The reasons could not be worked out: ${why}`],
    boards: round.boards.map((board) => ({ board: board.board, white: board.white, black: board.black, words: '', basis: [] })),
    bye: null,
    notPaired: notPairedWords(input.state, round),
    glossary: [],
    facts: new Map(),
  };
}
