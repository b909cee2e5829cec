/**
 * Which rule of C.04.3 Art. 5.2 gave a pair its colours, with what the rule
 * looked at, and the sentence that says it. The rules are taken in their order:
 * 5.2.1 grant both preferences; 5.2.2 grant the stronger one (between two
 * absolute ones, the wider colour difference); 5.2.3 alternate from the latest
 * game in which the two had different colours; 5.2.4 grant the higher-ranked
 * player's preference; 5.2.5 the higher-ranked player gets the colour drawn
 * before round 1 if their pairing number is odd, the other if it is even.
 * The colour decided here is the engine's (`colourOfFirst`); the tests hold the
 * two together on every board of the reference corpus.
 */
import type { PreferenceStrength } from '../../dutch/colour';
import type { Colour } from '../../model';
import type { PlayerFacts } from './player-facts';
import { colourName, countInWords, pronounsFor, sentence, type Sentence } from '../words';

export type ColourRule = '5.2.1' | '5.2.2' | '5.2.3' | '5.2.4' | '5.2.5';

export interface ColourDecision {
  readonly rule: ColourRule;
  readonly white: number;
  readonly black: number;
  /** The higher-ranked of the two (more points, then the lower start number). */
  readonly higher: number;
  /** 5.2.3: the latest games in which their colours differed, and the higher player's colour then. */
  readonly differedIn?: { readonly higherRound: number; readonly lowerRound: number; readonly higherColour: Colour };
}

const STRENGTH: Record<PreferenceStrength, number> = { none: 0, mild: 1, strong: 2, absolute: 3 };

function other(colour: Colour): Colour {
  return colour === 'white' ? 'black' : 'white';
}

function ranksAbove(a: PlayerFacts, b: PlayerFacts): boolean {
  return a.pairingPoints !== b.pairingPoints ? a.pairingPoints > b.pairingPoints : a.no < b.no;
}

/** The colours of a pair by Art. 5.2, and the rule that decided them. */
export function decideColours(a: PlayerFacts, b: PlayerFacts, initialColour: Colour): ColourDecision {
  const high = ranksAbove(a, b) ? a : b;
  const low = high === a ? b : a;
  const result = (rule: ColourRule, colourOfHigh: Colour, differedIn?: ColourDecision['differedIn']): ColourDecision => ({
    rule,
    white: colourOfHigh === 'white' ? high.no : low.no,
    black: colourOfHigh === 'white' ? low.no : high.no,
    higher: high.no,
    ...(differedIn !== undefined ? { differedIn } : {}),
  });
  const hp = high.preference.colour;
  const lp = low.preference.colour;
  if (hp !== null && lp !== null && hp !== lp) return result('5.2.1', hp);
  if (hp !== null && lp === null) return result('5.2.1', hp);
  if (hp === null && lp !== null) return result('5.2.1', other(lp));
  if (hp !== null && lp !== null) {
    const hs = STRENGTH[high.preference.strength];
    const ls = STRENGTH[low.preference.strength];
    if (hs !== ls) return result('5.2.2', hs > ls ? hp : other(lp));
    if (high.preference.strength === 'absolute') {
      const hd = Math.abs(high.colourDifference);
      const ld = Math.abs(low.colourDifference);
      if (hd !== ld) return result('5.2.2', hd > ld ? hp : other(lp));
    }
  }
  for (let k = 1; k <= high.colours.length && k <= low.colours.length; k++) {
    const h = high.colours[high.colours.length - k]!;
    const l = low.colours[low.colours.length - k]!;
    if (h !== l) {
      const differedIn = { higherRound: high.gameRounds[high.gameRounds.length - k]!, lowerRound: low.gameRounds[low.gameRounds.length - k]!, higherColour: h };
      return result('5.2.3', other(h), differedIn);
    }
  }
  if (hp !== null) return result('5.2.4', hp);
  return result('5.2.5', high.pairingNumber % 2 === 1 ? initialColour : other(initialColour));
}

/** Why a player was due a colour, as a clause: `Ana had Black in her last two games`. */
export function dueClause(p: PlayerFacts): string {
  const { possessive } = pronounsFor(p.sex);
  const wanted = p.preference.colour;
  if (wanted === null) return `${p.name} has not played a game yet`;
  const had = colourName(other(wanted));
  switch (p.preferenceCause) {
    case 'difference':
      return `${p.name} had played ${had} ${countInWords(Math.abs(p.colourDifference))} more times than ${colourName(wanted)}`;
    case 'last-two':
      return `${p.name} had ${had} in ${possessive} last two games`;
    case 'one-more':
      return `${p.name} had played ${had} once more than ${colourName(wanted)}`;
    default:
      return `${p.name} had ${had} last time`;
  }
}

/** The same, with "a must" for an absolute preference: `Ana had Black in her last two games (so White was a must)`. */
function dueWithStrength(p: PlayerFacts): string {
  return p.preference.strength === 'absolute' ? `${dueClause(p)} (so ${colourName(p.preference.colour!)} was a must)` : dueClause(p);
}

/** The sentence for the colours of a board, and its basis (the article of 5.2 that decided). */
export function colourSentence(decision: ColourDecision, facts: ReadonlyMap<number, PlayerFacts>, initialColour: Colour): Sentence {
  const white = facts.get(decision.white)!;
  const black = facts.get(decision.black)!;
  const high = facts.get(decision.higher)!;
  const low = high === white ? black : white;
  const highColour = high === white ? 'White' : 'Black';
  const lowColour = high === white ? 'Black' : 'White';
  const basis = `C.04.3 Art. ${decision.rule}`;
  switch (decision.rule) {
    case '5.2.1': {
      if (high.preference.colour === null || low.preference.colour === null) {
        const due = high.preference.colour === null ? low : high;
        const free = due === high ? low : high;
        const dueColour = due === white ? 'White' : 'Black';
        return sentence(
          `${due.name} has ${dueColour}, the colour due to ${pronounsFor(due.sex).object} (${dueWithStrength(due)}); ${free.name} has not played a game yet, so either colour suits ${pronounsFor(free.sex).object}`,
          basis,
        );
      }
      return sentence(`${white.name} has White and ${black.name} Black, the colours each was due: ${dueWithStrength(white)}, and ${dueWithStrength(black)}`, basis);
    }
    case '5.2.2': {
      const wanted = colourName(high.preference.colour!);
      const winner = STRENGTH[high.preference.strength] > STRENGTH[low.preference.strength] ||
        (high.preference.strength === low.preference.strength && Math.abs(high.colourDifference) > Math.abs(low.colourDifference))
        ? high
        : low;
      const loser = winner === high ? low : high;
      return sentence(
        `both were due ${wanted}, and ${winner.name}'s claim was the stronger (${dueClause(winner)}; ${dueClause(loser)}), so ${winner.name} has ${wanted}`,
        `${basis} (${winner.preference.strength} against ${loser.preference.strength}${winner.preference.strength === loser.preference.strength ? ', the wider colour difference' : ''})`,
      );
    }
    case '5.2.3': {
      const d = decision.differedIn!;
      const when = d.higherRound === d.lowerRound ? `round ${d.higherRound}` : `${high.name} in round ${d.higherRound}, ${low.name} in round ${d.lowerRound}`;
      return sentence(
        `both were due ${colourName(high.preference.colour!)} just as strongly, so the colours swap from the last game in which theirs differed (${when}: ${high.name} had ${colourName(d.higherColour)}): ${high.name} has ${highColour} and ${low.name} ${lowColour}`,
        basis,
      );
    }
    case '5.2.4':
      return sentence(
        `both were due ${colourName(high.preference.colour!)} just as strongly and their colours match game for game, so ${high.name}, ranked higher, has it and ${low.name} has ${lowColour}`,
        basis,
      );
    default:
      return sentence(
        `neither has played a game yet, so the colours follow the draw made before round 1: ${high.name}, ranked higher, has ${highColour} and ${low.name} ${lowColour}`,
        `${basis} (pairing number ${high.pairingNumber}, ${high.pairingNumber % 2 === 1 ? 'odd: the colour drawn' : 'even: the colour not drawn'}; ${colourName(initialColour)} was drawn)`,
      );
  }
}
