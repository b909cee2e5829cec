/**
 * What a player's card says before a round: points and score group, colours
 * played, the colour preference and its strength (C.04.3 Art. 1.6), the floats
 * of the two rounds before (Art. 1.4) and whether the pairing-allocated bye is
 * still allowed (C2). Read from the engine's own player states, so the facts an
 * explanation gives are the facts the pairing used.
 */
import { playerStates, type PlayerState } from '../../dutch/player-state';
import type { PreferenceStrength } from '../../dutch/colour';
import { isPlayedGame, type Colour, type Tenths, type Tournament } from '../../model';

export type FloatDirection = 'up' | 'down' | null;

/** Why a colour preference is what it is (Art. 1.6), for the words. */
export type PreferenceCause =
  /** No game played yet. */
  | 'no-games'
  /** |colour difference| > 1: absolute. */
  | 'difference'
  /** The same colour in the last two games: absolute. */
  | 'last-two'
  /** Colour difference ±1: strong. */
  | 'one-more'
  /** Colour difference 0: mild, the other colour than in the last game. */
  | 'last-game';

export interface PlayerFacts {
  /** Start number. */
  readonly no: number;
  readonly name: string;
  /** From the TRF or the sheet (`m`, `w`), for pronouns only. */
  readonly sex?: string;
  /** Points before the round, in tenths (acceleration not included). */
  readonly points: Tenths;
  /** The score the pairing ranks by and the player's score group: points plus any virtual points (Baku acceleration). */
  readonly pairingPoints: Tenths;
  /** Colours of the games played, oldest first (unplayed rounds left out). */
  readonly colours: readonly Colour[];
  /** The round of each of those games. */
  readonly gameRounds: readonly number[];
  /** Games with White minus games with Black. */
  readonly colourDifference: number;
  readonly preference: { readonly colour: Colour | null; readonly strength: PreferenceStrength };
  readonly preferenceCause: PreferenceCause;
  readonly floats: { readonly lastRound: FloatDirection; readonly twoRoundsAgo: FloatDirection };
  /** C2: may still receive the pairing-allocated bye. */
  readonly byeEligible: boolean;
  /** Final round only: more than half the maximum score (C3, C10, C11). */
  readonly topscorer: boolean;
  /** Rounds so far without a played game (C9). */
  readonly unplayedRounds: number;
  /** The number Art. 5.2.5 reads (odd: the colour drawn before round 1). */
  readonly pairingNumber: number;
  /** Start numbers of the opponents played (forfeits left out). */
  readonly opponents: readonly number[];
}

/**
 * Every player's facts before `round`, by start number, from a tournament that
 * holds rounds 1..round−1 (and the absences announced for `round`).
 */
export function playerFacts(tournament: Tournament, round: number): Map<number, PlayerFacts> {
  return factsFromStates(tournament, round, playerStates(tournament, round));
}

/** The same, from states already computed. */
export function factsFromStates(tournament: Tournament, round: number, states: ReadonlyMap<number, PlayerState>): Map<number, PlayerFacts> {
  const facts = new Map<number, PlayerFacts>();
  for (const player of tournament.players) {
    const state = states.get(player.startNumber)!;
    const gameRounds: number[] = [];
    for (let r = 0; r < round - 1 && r < player.rounds.length; r++) if (isPlayedGame(player.rounds[r]!)) gameRounds.push(r + 1);
    facts.set(player.startNumber, {
      no: player.startNumber,
      name: player.name,
      ...(player.sex !== undefined && player.sex !== '' ? { sex: player.sex } : {}),
      points: state.realScore,
      pairingPoints: state.score,
      colours: state.colours,
      gameRounds,
      colourDifference: state.colourDifference,
      preference: { colour: state.colourPreference, strength: state.preferenceStrength },
      preferenceCause: causeOf(state),
      floats: { lastRound: state.floats[0], twoRoundsAgo: state.floats[1] },
      byeEligible: state.canReceivePairingAllocatedBye,
      topscorer: state.topscorer,
      unplayedRounds: state.unplayedRounds,
      pairingNumber: state.pairingNumber,
      opponents: [...state.opponents],
    });
  }
  return facts;
}

function causeOf(state: PlayerState): PreferenceCause {
  const n = state.colours.length;
  if (n === 0) return 'no-games';
  if (Math.abs(state.colourDifference) > 1) return 'difference';
  if (n >= 2 && state.colours[n - 1] === state.colours[n - 2]) return 'last-two';
  return state.colourDifference !== 0 ? 'one-more' : 'last-game';
}
