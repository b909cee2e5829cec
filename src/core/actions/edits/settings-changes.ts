/**
 * A setting changed once an event (or one of its sections) has rounds
 * paired: what can be honoured from the next round on is taken, and said
 * when it changes how the event goes on; what cannot is refused with the
 * reason and what to do instead.
 *
 * - Between a Swiss (the FIDE Dutch system, the quick Swiss) and a round
 *   robin: refused. A round robin pairs by its Berger tables from round 1,
 *   so it cannot continue rounds paired by score (it would repeat games, and
 *   number its rounds against another schedule), and a Swiss cannot take up
 *   rounds paired by a table.
 * - Between a single and a double round robin: allowed while the rounds
 *   paired are the same in both (the double plays the last two rounds of its
 *   first cycle in the other order, FIDE's Berger tables' annex).
 * - Between the Dutch system and the quick Swiss: allowed, said.
 * - Fewer rounds than are paired: refused.
 * - The round-1 method, the initial colour, the seed, the acceleration:
 *   decided before or at round 1; refused once it is paired.
 * - The points: allowed and said (the standings count every round anew, the
 *   rounds already paired stay as they are); tie-breaks and the number of
 *   rounds: allowed.
 */
import { InputError } from '../../errors';
import { isRoundRobin, type Settings } from '../../record/settings';
import { systemOf } from '../../event/next-round';
import { roundRobinRoundCount } from '../../systems/round-robin';
import { inSection } from '../messages';

/** Where a section stands when its settings change. */
export interface SectionProgress {
  /** '' for an event without sections. */
  readonly section: string;
  /** The newest round paired (paper rounds included), 0 before round 1. */
  readonly roundsPaired: number;
  /** The players the record holds. */
  readonly players: number;
}

/** What a change means for a section that has begun: a refusal, or words to say, or nothing. */
export interface ChangeOutcome {
  readonly refusal?: InputError;
  readonly note?: string;
}

const FIRST_ROUND_SETTINGS: readonly { readonly key: keyof Settings; readonly words: string }[] = [
  { key: 'round1Method', words: 'the round-1 method' },
  { key: 'initialColour', words: 'the initial colour' },
  { key: 'seed', words: 'the random seed' },
  { key: 'acceleration', words: 'the acceleration (FIDE C.04.7 sets its groups before round 1)' },
];

function systemWords(settings: Settings): string {
  return systemOf(settings).name;
}

function roundsWords(count: number): string {
  return count === 1 ? 'round 1 is' : `rounds 1–${count} are`;
}

/** The outcome of changing `before` to `after` in a section with rounds paired. */
export function changeOutcome(before: Settings, after: Settings, progress: SectionProgress): ChangeOutcome {
  const played = progress.roundsPaired;
  if (played === 0) return {};
  const refuse = (words: string): ChangeOutcome => ({ refusal: new InputError(inSection(progress.section, words)) });
  if (before.system !== after.system) {
    const refusal = systemRefusal(before, after, progress);
    if (refusal !== null) return refuse(refusal);
  }
  const planned = systemOf(after).plannedRounds(progress.players, after);
  if (planned > 0 && planned < played) {
    return refuse(
      `${roundsWords(played)} already paired, so the event cannot have ${planned} round${planned === 1 ? '' : 's'}: choose ${played} or more ` +
        `(${played} ends the event with round ${played}), or undo the rounds after round ${planned} first.`,
    );
  }
  for (const { key, words } of FIRST_ROUND_SETTINGS) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    return refuse(`round 1 is paired, and ${words} can no longer change: it decided round 1 and every round since. To change it, undo every round first (Undo last round), then pair round 1 again.`);
  }
  const notes: string[] = [];
  if (before.system !== after.system) notes.push(`From round ${played + 1} the event is paired by ${systemWords(after)}; ${roundsWords(played)} as ${systemWords(before)} paired them.`);
  if (JSON.stringify(before.points) !== JSON.stringify(after.points)) {
    const points = after.points;
    notes.push(
      `The points changed after round ${played} (a win ${points.win}, a draw ${points.draw}, a loss ${points.loss}): the standings count every round with them, ` +
        `and round ${played + 1} is paired on them; ${roundsWords(played)} paired already and stay as they are.`,
    );
  }
  return notes.length === 0 ? {} : { note: inSection(progress.section, notes.join(' ')) };
}

/** Why a change of system cannot be honoured once rounds are paired, or null when it can. */
function systemRefusal(before: Settings, after: Settings, progress: SectionProgress): string | null {
  const played = progress.roundsPaired;
  const undo = `Finish the event as ${systemWords(before)}, or undo every round (Undo last round) to start again as ${systemWords(after)}.`;
  if (!isRoundRobin(before.system) && isRoundRobin(after.system)) {
    return (
      `${roundsWords(played)} paired by ${systemWords(before)}, and a round robin cannot continue from ${played === 1 ? 'it' : 'them'}: its rounds follow the Berger tables from round 1, ` +
      `so round ${played + 1} would repeat games and count its rounds against another schedule. ${undo}`
    );
  }
  if (isRoundRobin(before.system) && !isRoundRobin(after.system)) {
    return `${roundsWords(played)} paired by the Berger tables of ${systemWords(before)}, and a Swiss cannot take up a round robin's rounds part-way. ${undo}`;
  }
  if (isRoundRobin(before.system) && isRoundRobin(after.system)) {
    // The double round robin plays the last two rounds of its first cycle in the other order: the rounds paired must be before them.
    const cycle = roundRobinRoundCount(progress.players, { double: false });
    if (played > cycle - 2) {
      return (
        `${roundsWords(played)} paired, and ${systemWords(after)} plays rounds ${cycle - 1} and ${cycle} in the other order than ${systemWords(before)} (FIDE's Berger tables), ` +
        `so it could not continue from them. ${undo}`
      );
    }
  }
  return null;
}
