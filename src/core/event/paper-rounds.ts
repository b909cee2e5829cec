/**
 * Rounds played on paper before the add-on's first round, rebuilt from each
 * player's paper history: the Score (a total), the opponents (in round order,
 * none for a round without a game; workbook/paper-history.ts resolves the
 * names typed in Players to start numbers) and the Colours (`W`/`B` per round,
 * in the same order).
 *
 * The Dutch system needs every earlier round, not just totals: who met whom
 * (C1), the colours (C3, C10–C13, Art. 5) and the score before each round
 * (floats, C14–C21). Opponents and colours are taken as typed. The individual
 * results are not on the sheet, so they are reconstructed: one assignment of
 * wins, draws and losses (and of a bye's point) that gives every player the
 * typed Score. Such an assignment exists exactly when a flow of half-points
 * from games to players saturates every player's score (a bipartite
 * transportation problem), found with augmenting paths. When none exists the
 * scores and the histories contradict each other and the organiser is told.
 */
import { InputError, throwIfAny } from '../errors';
import type { PointSystem, ResultCode, RoundEntry } from '../model';
import type { Entrant, EventPlayer } from './entrant';
import { PLAYERS_SHEET, playersHeader } from '../workbook/layout';

/** The carried rounds of every player (by start number − 1), all of one length. */
export interface CarriedRounds {
  readonly rounds: number;
  readonly entries: readonly (readonly RoundEntry[])[];
}

/**
 * Rebuilds the carried rounds of players given in start-number order.
 * Returns zero rounds when nobody has a paper history.
 *
 * @throws InputError naming rows when histories disagree or scores cannot add up.
 */
export function rebuildCarriedRounds(players: readonly EventPlayer[], points: PointSystem, source: string = PLAYERS_SHEET): CarriedRounds {
  const rounds = Math.max(0, ...players.map(({ paper }) => Math.max(paper?.opponents.length ?? 0, paper?.colours.length ?? 0)));
  if (rounds === 0) return { rounds: 0, entries: players.map(() => []) };
  if (points.win !== 2 * points.draw || points.loss !== 0) {
    throw new InputError('hand-typed history can be continued with the Dutch system only with 1 / ½ / 0 scoring (or a multiple of it).', { source });
  }
  const entrants = players.map((player) => player.entrant);
  // opponent[p][r]: index of p's round-r opponent, or -1 for no game.
  const opponent: number[][] = players.map(({ paper }) => Array.from({ length: rounds }, (_, r) => (paper?.opponents[r] ?? 0) - 1));
  checkMeetings(entrants, opponent, rounds, source);
  const colours = players.map(({ paper }) => (paper?.colours ?? '').toUpperCase());
  checkColours(entrants, opponent, colours, rounds, source);

  const units = reconstructResults(players, opponent, rounds, points, source);
  const entries = players.map((_, p) =>
    Array.from({ length: rounds }, (_, r): RoundEntry => {
      const q = opponent[p]![r]!;
      const got = units.get(`${p}/${r}`) ?? 0;
      // A round without a game: the bye's point (U), a requested half-point bye (H) or nothing (Z).
      if (q < 0) return { opponent: null, colour: null, result: got === 0 ? 'Z' : got * points.draw === points.halfPointBye && got !== byeUnitsOf(points) ? 'H' : 'U' };
      const own = colours[p]![r];
      const theirs = colours[q]![r];
      const colour = own === 'W' || theirs === 'B' ? 'white' : own === 'B' || theirs === 'W' ? 'black' : p < q ? 'white' : 'black';
      const result: ResultCode = got === 2 ? '1' : got === 1 ? '=' : '0';
      return { opponent: q + 1, colour, result };
    }),
  );
  return { rounds, entries };
}

/** Each game is on both players' rows in the same round, and nobody plays themselves. */
function checkMeetings(players: readonly Entrant[], opponent: readonly (readonly number[])[], rounds: number, source: string): void {
  const problems: InputError[] = [];
  players.forEach((entrant, p) => {
    for (let r = 0; r < rounds; r++) {
      const q = opponent[p]![r]!;
      if (q < 0) continue;
      if (q === p) problems.push(new InputError(`${entrant.name} is listed as their own opponent.`, { source, row: entrant.row, column: playersHeader('opponents') }));
      else if (opponent[q]![r] !== p) {
        const other = players[q]!;
        const listed = opponent[q]![r]! >= 0 ? `lists ${players[opponent[q]![r]!]!.name}` : 'lists no game';
        problems.push(
          new InputError(
            `${entrant.name} lists ${other.name} in round ${r + 1}, but ${other.name} (row ${other.row}) ${listed} there. ` +
              'Opponents must be listed in round order on both rows (write - for a round without a game).',
            { source, row: entrant.row, column: playersHeader('opponents') },
          ),
        );
      }
    }
  });
  throwIfAny(problems);
}

/** The two players of a game do not both have White, or both Black. */
function checkColours(players: readonly Entrant[], opponent: readonly (readonly number[])[], colours: readonly string[], rounds: number, source: string): void {
  const problems: InputError[] = [];
  players.forEach((entrant, p) => {
    for (let r = 0; r < rounds; r++) {
      const q = opponent[p]![r]!;
      if (q < 0 || q < p) continue;
      const a = colours[p]![r];
      const b = colours[q]![r];
      if (a !== undefined && b !== undefined && (a === 'W' || a === 'B') && a === b) {
        problems.push(
          new InputError(`${entrant.name} and ${players[q]!.name} both have ${a === 'W' ? 'White' : 'Black'} in round ${r + 1}.`, {
            source,
            row: entrant.row,
            column: playersHeader('colours'),
          }),
        );
      }
    }
  });
  throwIfAny(problems);
}

/**
 * Checks the paper opponents when they are used as a list rather than rebuilt
 * into rounds (the quick Swiss, a round robin): nobody lists themselves, and
 * each meeting is on both rows as often (A lists B twice exactly when B lists
 * A twice). The Players sheet is the event's record, so a one-sided history is
 * an error here, never a guess. (A name that is no player's was refused when
 * the names were resolved.)
 *
 * @throws InputError naming the row of each problem.
 */
export function checkListedOpponents(players: readonly EventPlayer[], source: string = PLAYERS_SHEET): void {
  const problems: InputError[] = [];
  // times[p] maps q to how often p lists q (start numbers − 1).
  const times: Map<number, number>[] = players.map(({ paper, entrant }, p) => {
    const listed = new Map<number, number>();
    for (const opponent of paper?.opponents ?? []) {
      if (opponent === null) continue;
      if (opponent - 1 === p) {
        problems.push(new InputError(`${entrant.name} is listed as their own opponent.`, { source, row: entrant.row, column: playersHeader('opponents') }));
      } else listed.set(opponent - 1, (listed.get(opponent - 1) ?? 0) + 1);
    }
    return listed;
  });
  throwIfAny(problems);
  players.forEach(({ entrant }, p) => {
    for (const [q, count] of times[p]!) {
      const back = times[q]!.get(p) ?? 0;
      if (back >= count) continue;
      const other = players[q]!.entrant;
      problems.push(
        new InputError(
          `${entrant.name} lists ${other.name}${count > 1 ? ` ${count} times` : ''}, but ${other.name} (row ${other.row}) ` +
            `${back === 0 ? 'does not list' : `lists only ${back} time${back === 1 ? '' : 's'}`} ${entrant.name}. ` +
            'Every game goes on both players\' rows: add the missing name, or remove this one.',
          { source, row: entrant.row, column: playersHeader('opponents') },
        ),
      );
    }
  });
  throwIfAny(problems);
}

/** One source of half-points: a game (2 units, all handed out) or a round without a game (the bye's units, optional). */
interface Supply {
  readonly key: string;
  readonly players: readonly number[];
  readonly units: number;
  readonly exact: boolean;
}

/**
 * Half-points per player and round: a game gives 2 units to share, a round
 * without a game 0 or the bye's units. Each player must receive exactly twice
 * their Score. Augmenting paths over the bipartite graph rounds → players.
 */
function reconstructResults(
  players: readonly EventPlayer[],
  opponent: readonly (readonly number[])[],
  rounds: number,
  points: PointSystem,
  source: string,
): Map<string, number> {
  const unit = points.draw; // tenths in a half-point
  const scoreOf = (p: number) => players[p]!.paper?.score ?? 0;
  const demand = players.map((_, p) => Math.round(scoreOf(p) / unit));
  const badScore = players.findIndex((_, p) => scoreOf(p) % unit !== 0 || demand[p]! < 0);
  if (badScore >= 0) {
    const entrant = players[badScore]!.entrant;
    throw new InputError(`the score ${scoreOf(badScore) / 10} is not a whole number of half-points.`, { source, row: entrant.row, column: playersHeader('score') });
  }
  const supplies: Supply[] = [];
  for (let r = 0; r < rounds; r++) {
    players.forEach((_, p) => {
      const q = opponent[p]![r]!;
      if (q < 0) supplies.push({ key: `${p}/${r}`, players: [p], units: byeUnitsOf(points), exact: false });
      else if (p < q) supplies.push({ key: `${p}/${r}`, players: [p, q], units: 2, exact: true });
    });
  }
  const flow = fillDemands(supplies, demand, (p) => {
    const entrant = players[p]!.entrant;
    throw new InputError(
      `the score ${scoreOf(p) / 10} of ${entrant.name} cannot come from the games listed ` +
        '(the scores and the Opponents do not add up). Check the Score and Opponents columns.',
      { source, row: entrant.row, column: playersHeader('score') },
    );
  });
  // Every game's two units must be handed out: otherwise the scores are too low for the games listed.
  supplies.forEach((supply, s) => {
    if (supply.exact && flow[s]!.reduce((sum, units) => sum + units, 0) !== supply.units) {
      const [a, b] = supply.players.map((p) => players[p]!.entrant);
      throw new InputError(`the scores of ${a!.name} and ${b!.name} are too low for the games listed (each game gives out a point). Check the Score column.`, {
        source,
        row: a!.row,
        column: playersHeader('score'),
      });
    }
  });
  const units = new Map<string, number>();
  supplies.forEach((supply, s) => {
    const r = supply.key.split('/')[1]!;
    supply.players.forEach((p, k) => units.set(`${p}/${r}`, flow[s]![k]!));
  });
  return units;
}

/**
 * Hands out units, one at a time, until every player has their demand:
 * `flow[s][k]` is what supply s gives its k-th player. Games must hand out all
 * their points, so a path ending at a game with points left is preferred; a
 * round without a game (a bye) is used only when no such path exists. Sizes
 * are small (paper events).
 */
function fillDemands(supplies: readonly Supply[], demand: readonly number[], unmet: (player: number) => never): number[][] {
  const flow = supplies.map((supply) => supply.players.map(() => 0));
  const given = supplies.map(() => 0);
  const augment = (player: number, visited: Set<number>, useByes: boolean): boolean => {
    for (let s = 0; s < supplies.length; s++) {
      const supply = supplies[s]!;
      const k = supply.players.indexOf(player);
      if (k < 0 || (!supply.exact && !useByes) || given[s]! >= supply.units) continue;
      flow[s]![k]! += 1;
      given[s]! += 1;
      return true;
    }
    visited.add(player);
    for (let s = 0; s < supplies.length; s++) {
      const supply = supplies[s]!;
      const k = supply.players.indexOf(player);
      if (k < 0 || supply.players.length !== 2) continue;
      // Take a unit this game gave the other player, who then finds one elsewhere.
      const other = 1 - k;
      const otherPlayer = supply.players[other]!;
      if (flow[s]![other]! === 0 || visited.has(otherPlayer)) continue;
      flow[s]![other]! -= 1;
      flow[s]![k]! += 1;
      if (augment(otherPlayer, visited, useByes)) return true;
      flow[s]![other]! += 1;
      flow[s]![k]! -= 1;
    }
    return false;
  };
  demand.forEach((wanted, p) => {
    for (let received = 0; received < wanted; received++) {
      if (!augment(p, new Set(), false) && !augment(p, new Set(), true)) unmet(p);
    }
  });
  return flow;
}

/** Half-point units of a pairing-allocated bye. */
function byeUnitsOf(points: PointSystem): number {
  return Math.round(points.pairingAllocatedBye / points.draw);
}
