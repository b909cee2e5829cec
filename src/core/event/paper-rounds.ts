/**
 * Rounds played on paper before the add-on's first round, rebuilt from what
 * the organiser typed on the Players sheet: each player's Score (a total),
 * Opponents (in round order, `-` for a round without a game) and Colours
 * (`W`/`B` per round, in the same order).
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
import { nameKey } from '../ids';
import type { Entrant } from './entrant';

const NO_GAME = new Set(['-', '–', 'bye', 'x', '']);

/** The carried rounds of every player (by start number − 1), all of one length. */
export interface CarriedRounds {
  readonly rounds: number;
  readonly entries: readonly (readonly RoundEntry[])[];
}

/**
 * Rebuilds the carried rounds of players given in start-number order.
 * Returns zero rounds when nobody has carried history.
 *
 * @throws InputError naming rows when histories disagree or scores cannot add up.
 */
export function rebuildCarriedRounds(players: readonly Entrant[], points: PointSystem, source = 'Players'): CarriedRounds {
  const histories = players.map((entrant) => entrant.carried);
  const rounds = Math.max(0, ...histories.map((h) => Math.max(h?.opponents.length ?? 0, h?.colours.length ?? 0)));
  if (rounds === 0) return { rounds: 0, entries: players.map(() => []) };
  if (points.win !== 2 * points.draw || points.loss !== 0) {
    throw new InputError('hand-typed history can be continued with the Dutch system only with 1 / ½ / 0 scoring (or a multiple of it).', { source });
  }
  const problems: InputError[] = [];
  const index = new Map(players.map((entrant, i) => [nameKey(entrant.name), i]));
  // opponent[p][r]: index of p's round-r opponent, or -1 for no game.
  const opponent: number[][] = players.map((entrant) => {
    const list = entrant.carried?.opponents ?? [];
    return Array.from({ length: rounds }, (_, r) => {
      const name = (list[r] ?? '-').trim();
      if (NO_GAME.has(name.toLowerCase())) return -1;
      const found = index.get(nameKey(name));
      if (found === undefined) {
        problems.push(new InputError(`opponent "${name}" (round ${r + 1}) is not on the Players sheet.`, { source, row: entrant.row, column: 'Opponents' }));
        return -1;
      }
      return found;
    });
  });
  throwIfAny(problems);
  players.forEach((entrant, p) => {
    for (let r = 0; r < rounds; r++) {
      const q = opponent[p]![r]!;
      if (q < 0) continue;
      if (q === p) problems.push(new InputError(`${entrant.name} is listed as their own opponent.`, { source, row: entrant.row, column: 'Opponents' }));
      else if (opponent[q]![r] !== p) {
        const other = players[q]!;
        const listed = opponent[q]![r]! >= 0 ? `lists ${players[opponent[q]![r]!]!.name}` : 'lists no game';
        problems.push(
          new InputError(
            `${entrant.name} lists ${other.name} in round ${r + 1}, but ${other.name} (row ${other.row}) ${listed} there. ` +
              'Opponents must be listed in round order on both rows (write - for a round without a game).',
            { source, row: entrant.row, column: 'Opponents' },
          ),
        );
      }
    }
  });
  throwIfAny(problems);

  const colours = players.map((entrant) => (entrant.carried?.colours ?? '').toUpperCase());
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
            column: 'Colours',
          }),
        );
      }
    }
  });
  throwIfAny(problems);

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

/**
 * Checks the Opponents typed on the Players sheet when they are used as a list
 * rather than rebuilt into rounds (the quick Swiss, a round robin): every name
 * is a player, nobody lists themselves, and each meeting is on both rows as
 * often (A lists B twice exactly when B lists A twice). The Players sheet is
 * the event's record, so a one-sided history is an error here, never a guess.
 *
 * @throws InputError naming the row of each problem.
 * @example
 * checkListedOpponents([asha({ opponents: ['Ben'] }), ben({ opponents: [] })]);
 * // throws: Asha lists Ben, but Ben (row 3) does not list Asha …
 */
export function checkListedOpponents(players: readonly Entrant[], source = 'Players'): void {
  const index = new Map(players.map((entrant, i) => [nameKey(entrant.name), i]));
  const problems: InputError[] = [];
  // times[p] maps q to how often p lists q.
  const times: Map<number, number>[] = players.map((entrant) => {
    const listed = new Map<number, number>();
    for (const typed of entrant.carried?.opponents ?? []) {
      const name = typed.trim();
      if (NO_GAME.has(name.toLowerCase())) continue;
      const found = index.get(nameKey(name));
      if (found === undefined) {
        problems.push(
          new InputError(`opponent "${name}" is not on the Players sheet. Correct the spelling, or add the player.`, {
            source,
            row: entrant.row,
            column: 'Opponents',
          }),
        );
      } else if (found === index.get(nameKey(entrant.name))) {
        problems.push(new InputError(`${entrant.name} is listed as their own opponent.`, { source, row: entrant.row, column: 'Opponents' }));
      } else {
        listed.set(found, (listed.get(found) ?? 0) + 1);
      }
    }
    return listed;
  });
  throwIfAny(problems);
  players.forEach((entrant, p) => {
    for (const [q, count] of times[p]!) {
      const back = times[q]!.get(p) ?? 0;
      if (back >= count) continue;
      const other = players[q]!;
      problems.push(
        new InputError(
          `${entrant.name} lists ${other.name}${count > 1 ? ` ${count} times` : ''}, but ${other.name} (row ${other.row}) ` +
            `${back === 0 ? 'does not list' : `lists only ${back} time${back === 1 ? '' : 's'}`} ${entrant.name}. ` +
            'Every game goes on both players\' rows: add the missing name, or remove this one.',
          { source, row: entrant.row, column: 'Opponents' },
        ),
      );
    }
  });
  throwIfAny(problems);
}

/**
 * Half-points per player and round: a game gives 2 units to share, a round
 * without a game 0 or the bye's units. Each player must receive exactly twice
 * their Score. Augmenting paths over the bipartite graph rounds → players.
 */
function reconstructResults(
  players: readonly Entrant[],
  opponent: readonly (readonly number[])[],
  rounds: number,
  points: PointSystem,
  source: string,
): Map<string, number> {
  const unit = points.draw; // tenths in a half-point
  const byeUnits = byeUnitsOf(points);
  const demand = players.map((entrant) => Math.round((entrant.carried?.score ?? 0) / unit));
  const badScore = players.find((entrant, p) => (entrant.carried?.score ?? 0) % unit !== 0 || demand[p]! < 0);
  if (badScore !== undefined) {
    throw new InputError(`the score ${badScore.carried!.score! / 10} is not a whole number of half-points.`, { source, row: badScore.row, column: 'Score' });
  }
  // Supplies: one node per game (2 units) and per round without a game (byeUnits, optional).
  interface Supply {
    readonly key: string;
    readonly players: readonly number[];
    readonly units: number;
    readonly exact: boolean;
  }
  const supplies: Supply[] = [];
  for (let r = 0; r < rounds; r++) {
    players.forEach((_, p) => {
      const q = opponent[p]![r]!;
      if (q < 0) supplies.push({ key: `${p}/${r}`, players: [p], units: byeUnits, exact: false });
      else if (p < q) supplies.push({ key: `${p}/${r}`, players: [p, q], units: 2, exact: true });
    });
  }
  // flow[s][k]: units supply s gives to its k-th player.
  const flow = supplies.map((supply) => supply.players.map(() => 0));
  const received = players.map(() => 0);
  const given = supplies.map(() => 0);

  // Augment one unit at a time into players that still need units (sizes are small: paper events).
  // Games must hand out all their points, so a path ending at a game with points left is preferred;
  // a round without a game (a bye) is used only when no such path exists.
  const augment = (player: number, visitedPlayers: Set<number>, useByes: boolean): boolean => {
    for (let s = 0; s < supplies.length; s++) {
      const supply = supplies[s]!;
      const k = supply.players.indexOf(player);
      if (k < 0 || (!supply.exact && !useByes)) continue;
      if (given[s]! < supply.units) {
        flow[s]![k]! += 1;
        given[s]! += 1;
        return true;
      }
    }
    visitedPlayers.add(player);
    for (let s = 0; s < supplies.length; s++) {
      const supply = supplies[s]!;
      const k = supply.players.indexOf(player);
      if (k < 0 || supply.players.length !== 2) continue;
      // Take a unit this game gave the other player, who then finds one elsewhere.
      const other = 1 - k;
      const otherPlayer = supply.players[other]!;
      if (flow[s]![other]! === 0 || visitedPlayers.has(otherPlayer)) continue;
      flow[s]![other]! -= 1;
      flow[s]![k]! += 1;
      if (augment(otherPlayer, visitedPlayers, useByes)) return true;
      flow[s]![other]! += 1;
      flow[s]![k]! -= 1;
    }
    return false;
  };

  players.forEach((entrant, p) => {
    while (received[p]! < demand[p]!) {
      if (!augment(p, new Set(), false) && !augment(p, new Set(), true)) {
        throw new InputError(
          `the score ${entrant.carried?.score !== null && entrant.carried?.score !== undefined ? entrant.carried.score / 10 : 0} of ${entrant.name} cannot come from the games listed ` +
            '(the scores and the Opponents do not add up). Check the Score and Opponents columns.',
          { source, row: entrant.row, column: 'Score' },
        );
      }
      received[p]! += 1;
    }
  });
  // Every game's two units must be handed out: otherwise the scores are too low for the games listed.
  supplies.forEach((supply, s) => {
    if (supply.exact && given[s]! !== supply.units) {
      const [a, b] = supply.players.map((p) => players[p]!);
      throw new InputError(
        `the scores of ${a!.name} and ${b!.name} are too low for the games listed (each game gives out a point). Check the Score column.`,
        { source, row: a!.row, column: 'Score' },
      );
    }
  });
  const units = new Map<string, number>();
  supplies.forEach((supply, s) => {
    const [p, r] = supply.key.split('/').map(Number) as [number, number];
    if (supply.players.length === 1) units.set(`${p}/${r}`, flow[s]![0]!);
    else {
      const q = supply.players[1]!;
      units.set(`${p}/${r}`, flow[s]![0]!);
      units.set(`${q}/${r}`, flow[s]![1]!);
    }
  });
  return units;
}

/** Half-point units of a pairing-allocated bye. */
function byeUnitsOf(points: PointSystem): number {
  return Math.round(points.pairingAllocatedBye / points.draw);
}
