#!/usr/bin/env node
/**
 * Randomised comparison of the Swiss team engine (C.04.6) with a reference engine.
 *
 *   node scripts/team-swiss-compare.mjs --oracle PATH [--count 500] [--seed 1] [--dir DIR] [--keep N]
 *
 * `--oracle` is an executable with the command line of the bbpPairings fork
 * that pairs teams (`--team FILE -p OUT`); it is not part of this project and
 * has no tournament generator for teams, so this script plays the events
 * itself: it draws a configuration (4–40 teams, 2–8 boards, 3–11 rounds,
 * colour preferences of type A, type B or none, match or game points as the
 * primary score with or without the secondary score for colours, 2/1/0 or
 * 3/1/0 match points, a `320` line or not, forfeited boards, forfeited matches,
 * absent teams), asks the oracle for each round's pairing, plays it with
 * random board results, and writes the TRF-2026 file. Then every round is
 * re-paired by Sheetmate (`checkTeamEvent`, what `sheetmate check --system
 * team-swiss` runs), and each round that differs is explained: the first
 * bracket where the two part, and the criterion of C.04.6 that decides
 * between them.
 *
 * Prints a summary (rounds compared, rounds that differ by cause). With
 * `--keep N` the first N tournaments (and every one with an unexplained
 * difference) are left in DIR with a `manifest.json` of their differing
 * rounds: what test/fixtures/team-swiss/generated/ holds.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleSources, option, root } from './bundle-sources.mjs';

/** The engine's pieces the explanations use, and the literal reading of the text, bundled from the current sources. */
function loadEngine() {
  return bundleSources('team-swiss-compare-engine', {
    contents: [
      "export { readTeamTrf, checkTeamEvent, teamHistories, pairTeamSwissRound, pairTeamEvent } from './src/core/team-swiss';",
      "export { pairingAllocatedBye } from './src/core/team-swiss/bye';",
      "export { canPairAll } from './src/core/team-swiss/pairability';",
      "export { teamStates } from './src/core/team-swiss/team-state';",
      "export { chooseUpfloaters } from './src/core/team-swiss/upfloaters';",
      "export { pairBracket } from './src/core/team-swiss/bracket';",
      "export { colourPreference } from './src/core/team-swiss/colour-preference';",
      "export { seededRandom } from './src/core/random';",
      "export { pairLiterally, explainLiterally } from './test/support/team-swiss-literal';",
    ].join('\n'),
  });
}

function drawConfiguration(next) {
  const teams = next() < 0.6 ? 4 + Math.floor(next() * 13) : 17 + Math.floor(next() * 24);
  const boards = 2 + Math.floor(next() * 7);
  const rounds = Math.max(2, Math.min(3 + Math.floor(next() * 9), teams - 1));
  const colours = next() < 0.5 ? 'TYPEA' : next() < 0.6 ? 'TYPEB' : '';
  const primary = next() < 0.65 ? 'MP' : 'GP';
  const secondary = next() < 0.7 ? (primary === 'MP' ? '_GP' : '_MP') : '';
  const type = ['FIDE_TEAM', colours, primary + secondary].filter((part) => part !== '').join('_');
  const sometimes = (low, high) => (next() < 0.5 ? 0 : low + next() * (high - low));
  return {
    teams,
    boards,
    rounds,
    type,
    drawRate: 0.1 + next() * 0.4,
    boardForfeitRate: sometimes(0.005, 0.05),
    matchForfeitRate: sometimes(0.01, 0.06),
    absenceRate: sometimes(0.01, 0.06),
    matchPoints: next() < 0.8 ? [2, 1, 0] : [3, 1, 0],
    with320: next() < 0.2,
    initialColour: next() < 0.5 ? 'W' : 'B',
  };
}

const right = (value, width) => String(value).padStart(width, ' ');

/** The TRF-2026 text of an event so far: rounds played, absences announced for the next. */
function trfText(config, history, announced) {
  const { teams, boards } = config;
  const lines = [
    `012 Generated team event`,
    `142 ${config.rounds}`,
    `152 ${config.initialColour}`,
    `192 ${config.type}`,
    `362 TW${right(config.matchPoints[0].toFixed(1), 4)}   TD${right(config.matchPoints[1].toFixed(1), 4)}   TL${right(config.matchPoints[2].toFixed(1), 4)}`,
  ];
  if (config.with320) {
    const pab = history.map((round) => String(round.bye ?? 0).padStart(3, '0')).join(' ');
    lines.push(`320 ${right(config.matchPoints[1].toFixed(1), 4)} ${right((boards * 0.5).toFixed(1), 4)} ${pab}`.trimEnd());
  }
  for (const { round, team } of announced) lines.push(`240 Z ${String(round).padStart(3, '0')} ${right(team, 4)}`);
  for (let team = 1; team <= teams; team++) {
    for (let board = 1; board <= boards; board++) {
      const id = (team - 1) * boards + board;
      let points = 0;
      const blocks = history.map((round) => {
        const entry = round.entries.get(id) ?? { opponent: 0, colour: '-', result: 'Z' };
        points += { 1: 1, '=': 0.5, '+': 1, U: 0.5 }[entry.result] ?? 0;
        return `${entry.opponent === 0 ? "0000" : right(entry.opponent, 4)} ${entry.colour} ${entry.result}`;
      });
      const name = `T${team}B${board}`.padEnd(33);
      lines.push(`001 ${right(id, 4)}      ${name} ${right(2000, 4)}${' '.repeat(28)}${right(points.toFixed(1), 4)} ${right(id, 4)}  ${blocks.join('  ')}`.trimEnd());
    }
  }
  for (let team = 1; team <= teams; team++) {
    const players = Array.from({ length: boards }, (_, b) => right((team - 1) * boards + b + 1, 4)).join(' ');
    lines.push(`310 ${String(team).padEnd(3)} ${`Team ${team}`.padEnd(32)}${' '.repeat(33)}${players}`);
  }
  return lines.join('\n') + '\n';
}

/** Plays one round as the oracle paired it: board results, forfeited boards and matches. */
function play(config, next, pairs, absent) {
  const entries = new Map();
  const { boards } = config;
  let bye = null;
  for (const [white, black] of pairs) {
    if (black === 0) {
      bye = white;
      for (let b = 1; b <= boards; b++) entries.set((white - 1) * boards + b, { opponent: 0, colour: '-', result: 'U' });
      continue;
    }
    const matchForfeit = next() < config.matchForfeitRate;
    const winner = next() < 0.5 ? white : black;
    for (let b = 1; b <= boards; b++) {
      const w = (white - 1) * boards + b;
      const k = (black - 1) * boards + b;
      // The team named first has White on odd boards.
      const [onWhite, onBlack] = b % 2 === 1 ? [w, k] : [k, w];
      let results;
      if (matchForfeit) results = winner === white ? (b % 2 === 1 ? ['+', '-'] : ['-', '+']) : b % 2 === 1 ? ['-', '+'] : ['+', '-'];
      else if (next() < config.boardForfeitRate) results = next() < 0.5 ? ['+', '-'] : ['-', '+'];
      else {
        const draw = next() < config.drawRate;
        results = draw ? ['=', '='] : next() < 0.5 ? ['1', '0'] : ['0', '1'];
      }
      entries.set(onWhite, { opponent: onBlack, colour: 'w', result: results[0] });
      entries.set(onBlack, { opponent: onWhite, colour: 'b', result: results[1] });
    }
  }
  for (const team of absent) for (let b = 1; b <= boards; b++) entries.set((team - 1) * boards + b, { opponent: 0, colour: '-', result: 'Z' });
  return { entries, bye };
}

function readPairs(text) {
  const lines = text.trim().split(/\r?\n/).slice(1);
  return lines.map((line) => line.trim().split(/\s+/).map(Number));
}

/** Plays a whole event with the oracle; returns its text and the round where the oracle stopped (if it did). */
function generate(oracle, dir, config, next, name) {
  const history = [];
  const announced = [];
  const file = join(dir, `${name}.trf`);
  const out = join(dir, `${name}.pairs`);
  for (let round = 1; round <= config.rounds; round++) {
    const absent = [];
    for (let team = 1; team <= config.teams; team++) if (round > 1 && next() < config.absenceRate) absent.push(team);
    if (config.teams - absent.length < 2) absent.length = 0;
    for (const team of absent) announced.push({ round, team });
    writeFileSync(file, trfText(config, history, announced));
    try {
      execFileSync(oracle, ['--team', file, '-p', out], { stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 });
    } catch (error) {
      const message = String(error.stderr ?? error.message).trim().split('\n')[0].replace(/^Error while pairing [^:]*: /, '');
      rmSync(out, { force: true });
      return { text: trfText(config, history, announced), stoppedAt: round, oracleError: message };
    } finally {
      rmSync(out + '.tmp', { force: true });
    }
    const pairs = readPairs(readFileSync(out, 'utf8'));
    rmSync(out, { force: true });
    history.push({ round, ...play(config, next, pairs, absent) });
  }
  // The finished event: no absences announced beyond its rounds.
  return { text: trfText(config, history, announced), stoppedAt: null };
}

const key = (pairing) => [...pairing.matches.map((m) => `${m.white}-${m.black}`)].sort().join(',') + `|${pairing.bye ?? ''}`;

/**
 * The histories the oracle pairs from, where it departs from C.04.6 in what it
 * reads: a played match whose board 1 was not played counts for it as a
 * forfeited match (no colour, no meeting, a forfeit win for the winner), and in
 * game-point events it judges last round's floats on the game points less that
 * round's match points. Each is applied only when asked.
 */
function oracleView(engine, event, round, { boardOne, gamePointFloats }) {
  const histories = engine.teamHistories(event);
  if (boardOne) {
    for (let r = 0; r < round - 1; r++) {
      for (const match of event.rounds[r].matches) {
        const board1 = match.boards.find((b) => b.board === 1);
        if (board1 === undefined || '1=0WDL'.includes(board1.homeResult)) continue;
        for (const [team, other] of [[match.home, match.away], [match.away, match.home]]) {
          const record = histories.get(team)[r];
          if (record.kind !== 'played') continue;
          const theirs = histories.get(other)[r];
          histories.get(team)[r] = { ...record, kind: record.matchPoints > theirs.matchPoints ? 'forfeit-win' : 'forfeit-loss', colour: null };
        }
      }
    }
  }
  const recorded = event.rounds[round - 1];
  const unavailable = new Set(recorded.byes.filter((b) => b.kind !== 'pairing-allocated').map((b) => b.team));
  const input = {
    round,
    settings: event.settings,
    teams: event.teams.map((team) => ({ number: team.number, history: histories.get(team.number).slice(0, round - 1), unavailable: unavailable.has(team.number) })),
  };
  const virtualPointsOf =
    gamePointFloats && event.settings.primaryScore === 'game'
      ? (team, r) => {
          const record = histories.get(team)[r - 1];
          return record === undefined ? 0 : record.gamePoints - record.matchPoints;
        }
      : () => 0;
  return { input, virtualPointsOf };
}

/** Whether the event has what the oracle reads otherwise before `round`. */
function oracleReadsOtherwise(event, round) {
  const boardOne = event.rounds.slice(0, round - 1).some((r) =>
    r.matches.some((m) => {
      const board1 = m.boards.find((b) => b.board === 1);
      return board1 !== undefined && !'1=0WDL'.includes(board1.homeResult) && m.boards.some((b) => '1=0WDL'.includes(b.homeResult));
    }),
  );
  return { boardOne, gamePointFloats: event.settings.primaryScore === 'game' && round > 2 };
}

/**
 * Why a recorded round differs from the engine's. First: does the engine pair
 * it as the oracle did when given the oracle's reading of the history (see
 * `oracleView`)? Otherwise the round is replayed bracket by bracket, on that
 * reading, and the first criterion where the oracle's pairing does worse (or
 * only comes later in the order C.04.6 fixes) is named.
 */
function explain(engine, event, round, recorded) {
  const reads = oracleReadsOtherwise(event, round);
  const prefix = [];
  if (reads.boardOne || reads.gamePointFloats) {
    for (const variant of [{ boardOne: reads.boardOne, gamePointFloats: false }, { boardOne: false, gamePointFloats: reads.gamePointFloats }, reads]) {
      if (!variant.boardOne && !variant.gamePointFloats) continue;
      const { input, virtualPointsOf } = oracleView(engine, event, round, variant);
      try {
        if (key(engine.pairTeamSwissRound(input, { virtualPointsOf })) === key(recorded)) {
          return [variant.boardOne ? 'oracle: board 1 unplayed = match forfeited' : '', variant.gamePointFloats ? 'oracle: game-point float history' : ''].filter(Boolean).join(' + ');
        }
      } catch {
        // the oracle's reading leaves no legal pairing: not the cause
      }
    }
    if (reads.boardOne) prefix.push('board 1 read otherwise');
    if (reads.gamePointFloats) prefix.push('game-point floats read otherwise');
  }
  const { input, virtualPointsOf } = oracleView(engine, event, round, reads);
  const cause = bracketCause(engine, input, virtualPointsOf, recorded);
  return prefix.length > 0 ? `${cause} (${prefix.join(', ')})` : cause;
}

function bracketCause(engine, input, virtualPointsOf, recorded) {
  const { round, settings } = input;
  const states = engine.teamStates(input, virtualPointsOf);
  const mayMeet = (a, b) => !states.get(a).played.has(b);
  const partner = new Map();
  for (const m of recorded.matches) {
    partner.set(m.white, m.black);
    partner.set(m.black, m.white);
  }
  for (const [team] of partner) if (states.get(team).played.has(partner.get(team))) return 'oracle: a rematch';
  let unpaired = input.teams.filter((t) => !t.unavailable && t.number !== recorded.bye).map((t) => states.get(t.number));
  if (input.teams.filter((t) => !t.unavailable).length % 2 === 1) {
    const available = input.teams.filter((t) => !t.unavailable).map((t) => states.get(t.number));
    const mine = engine.pairingAllocatedBye(available, mayMeet);
    if (mine !== recorded.bye) return '3.4: another team has the PAB';
  }
  const floatCriteriaApply = round < settings.totalRounds - 1;
  const lastRound = round >= settings.totalRounds;
  const preferences = new Map(unpaired.map((t) => [t.number, engine.colourPreference(settings.colourPreferences, t.colours, t.colourDifference, lastRound)]));
  while (unpaired.length > 0) {
    const top = Math.max(...unpaired.map((t) => t.score));
    const residents = unpaired.filter((t) => t.score === top);
    const lower = unpaired.filter((t) => t.score < top);
    const mine = engine.chooseUpfloaters(residents, lower, { mayMeet, floatCriteriaApply });
    const theirs = residents.map((t) => states.get(partner.get(t.number))).filter((t) => t.score < top);
    const numbers = (set) => set.map((t) => t.number).sort((a, b) => a - b).join(',');
    if (theirs.length > mine.length) return 'C4: more upfloaters for the top-scoregroup';
    if (theirs.length < mine.length) return 'upfloaters paired among themselves';
    const c8Of = (set) => {
      let count = 0;
      for (const t of [...residents, ...set]) {
        const other = partner.get(t.number);
        if (other === undefined || other < t.number) continue;
        const pa = preferences.get(t.number);
        const pb = preferences.get(other);
        if (pa && pb && pa.colour === pb.colour) count++;
      }
      return count;
    };
    const colourBetter = (set) => {
      const own = engine.pairBracket([...residents, ...mine], top, { mayMeet, preferences, floatCriteriaApply });
      let mineC8 = 0;
      for (const [a, b] of own) {
        const pa = preferences.get(a);
        const pb = preferences.get(b);
        if (pa && pb && pa.colour === pb.colour) mineC8++;
      }
      return c8Of(set) < mineC8;
    };
    if (numbers(mine) !== numbers(theirs)) {
      const asc = (set) => set.map((t) => t.score).sort((a, b) => a - b);
      const [a, b] = [asc(mine), asc(theirs)];
      const better = a.findIndex((score, i) => score !== b[i]);
      if (better !== -1) return a[better] > b[better] ? 'C5: lower upfloater scores' : 'oracle: higher upfloater scores?';
      const floats = (set) => set.filter((t) => t.floatedLastRound).length;
      if (floatCriteriaApply && floats(theirs) > floats(mine)) return 'C7: more upfloaters who floated last round';
      // [C6]: can what is left of the following scoregroup be paired with the fewest upfloaters its size needs?
      const c6 = (set) => {
        const chosen = new Set(set.map((t) => t.number));
        const outside = lower.filter((t) => !chosen.has(t.number));
        const followingScore = Math.max(...lower.map((t) => t.score));
        const group = outside.filter((t) => t.score === followingScore).map((t) => t.number);
        const rest = outside.filter((t) => t.score !== followingScore).map((t) => t.number);
        if (group.length === 0) return true;
        if (group.length % 2 === 0) return engine.canPairAll(group, mayMeet) && engine.canPairAll(rest, mayMeet);
        return rest.some((x) => engine.canPairAll([...group, x], mayMeet) && engine.canPairAll(rest.filter((y) => y !== x), mayMeet));
      };
      if (c6(mine) && !c6(theirs)) return 'C6: the following scoregroup left unpairable with its fewest upfloaters';
      if (!c6(mine) && c6(theirs)) return 'engine: C6 fails where the oracle meets it?';
      return '3.5.4: a set of upfloaters later in the order' + (colourBetter(theirs) ? ' (chosen for colours, which 3.5.5 does not weigh)' : '');
    }
    const bracket = [...residents, ...mine];
    const pairs = engine.pairBracket(bracket, top, { mayMeet, preferences, floatCriteriaApply });
    if (!pairs.every(([a, b]) => partner.get(a) === b)) {
      const cost = (list) => {
        let c8 = 0;
        let c9 = 0;
        let c10 = 0;
        for (const [a, b] of list) {
          const pa = preferences.get(a);
          const pb = preferences.get(b);
          if (pa && pb && pa.colour === pb.colour) {
            c8++;
            if (pa.strength === 'strong' && pb.strength === 'strong') c9++;
          }
          if (floatCriteriaApply) {
            if (states.get(a).score < top && states.get(b).floatedLastRound) c10++;
            if (states.get(b).score < top && states.get(a).floatedLastRound) c10++;
          }
        }
        return [c8, c9, c10];
      };
      const theirPairs = bracket.filter((t) => partner.get(t.number) > t.number).map((t) => [t.number, partner.get(t.number)]);
      const [m8, m9, m10] = cost(pairs);
      const [t8, t9, t10] = cost(theirPairs);
      if (t8 > m8) return 'C8: more unfulfilled colour preferences';
      if (t8 === m8 && t9 > m9) return 'C9: more unfulfilled strong preferences';
      if (t8 === m8 && t9 === m9 && t10 > m10) return "C10: more upfloaters' opponents who floated last round";
      if (t8 < m8 || (t8 === m8 && t9 < m9) || (t8 === m8 && t9 === m9 && t10 < m10)) return 'engine: a bracket worse on C8-C10?';
      return '3.6: a later pairing identifier';
    }
    const inBracket = new Set(bracket.map((t) => t.number));
    unpaired = unpaired.filter((t) => !inBracket.has(t.number));
  }
  return 'colours (art. 4)';
}

async function main() {
  const oracle = option('oracle');
  if (oracle === undefined) throw new Error('--oracle PATH is required (see the comment at the top of this script)');
  const count = Number(option('count', '200'));
  const seed = Number(option('seed', '1'));
  const keep = Number(option('keep', '0'));
  const dir = option('dir', join(root, 'node_modules', '.cache', 'sheetmate', 'team-swiss-compare'));
  mkdirSync(dir, { recursive: true });
  const engine = await loadEngine();
  const next = engine.seededRandom(seed);
  const causes = new Map();
  const manifest = {};
  let rounds = 0;
  let differing = 0;
  let oracleStops = 0;
  const stopReasons = new Map();
  // The literal reading of the text (test/support/team-swiss-literal.ts), for events of at most 12 teams.
  const literal = new Map();
  const tally = (map, key, field) => {
    const entry = map.get(key) ?? { rounds: 0, textIsEngine: 0, textIsNotOracle: 0, explained: new Map() };
    entry.rounds++;
    if (field !== undefined) entry.explained.set(field, (entry.explained.get(field) ?? 0) + 1);
    map.set(key, entry);
    return entry;
  };
  const stopped = new Map();
  const small = (event) => event.teams.length <= 12;
  const orNone = (pair) => {
    try {
      return key(pair());
    } catch (error) {
      return `none: ${error.message}`;
    }
  };
  for (let index = 0; index < count; index++) {
    const config = drawConfiguration(next);
    const name = `ts${String(seed).padStart(2, '0')}-${String(index).padStart(4, '0')}-n${config.teams}-b${config.boards}-r${config.rounds}-${config.type.slice(10).toLowerCase() || 'a-mp-gp'}`;
    const result = generate(oracle, dir, config, next, name);
    if (result.stoppedAt !== null) {
      oracleStops++;
      stopReasons.set(result.oracleError, (stopReasons.get(result.oracleError) ?? 0) + 1);
    }
    const file = join(dir, `${name}.trf`);
    writeFileSync(file, result.text);
    const { event } = engine.readTeamTrf(result.text, file);
    if (result.stoppedAt !== null) {
      // Where the oracle found no valid pairing: does the engine (and, for a small event, the text) find one?
      const mine = orNone(() => engine.pairTeamEvent(event));
      const text = small(event) ? orNone(() => engine.pairLiterally(event)) : null;
      const outcome = `${mine.startsWith('none') ? 'the engine finds none either' : 'the engine pairs it'}${text === null ? '' : text.startsWith('none') ? ', the text finds none' : text === mine ? ', the text pairs it alike' : ', the text pairs it otherwise'}`;
      tally(stopped, result.oracleError, outcome);
    }
    const report = engine.checkTeamEvent(event);
    rounds += report.roundsChecked;
    const entries = [];
    for (const difference of report.differences) {
      differing++;
      const cause = difference.expected === null ? `engine error: ${difference.error}` : explain(engine, event, difference.round, difference.recorded);
      causes.set(cause, (causes.get(cause) ?? 0) + 1);
      entries.push({ round: difference.round, cause, expected: difference.expected });
      if (small(event) && difference.expected !== null) {
        const text = orNone(() => engine.pairLiterally(event, difference.round));
        const entry = tally(literal, cause, engine.explainLiterally(event, difference.round, difference.recorded) ?? "the text's pairing");
        entry.textIsEngine += text === key(difference.expected) ? 1 : 0;
        entry.textIsNotOracle += text !== key(difference.recorded) ? 1 : 0;
      }
    }
    const unexplained = entries.some((entry) => /^(colours|engine|upfloaters)|\?/.test(entry.cause));
    if (index < keep || unexplained) manifest[name] = { ...config, oracleStoppedAt: result.stoppedAt, oracleError: result.oracleError ?? null, differences: entries };
    else rmSync(file, { force: true });
    if (unexplained) console.log(`${name}: ${entries.map((e) => `round ${e.round}: ${e.cause}`).join('; ')}`);
  }
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
  console.log(`${count} events, ${rounds} rounds compared, ${differing} differ; the oracle stopped in ${oracleStops} events`);
  for (const [cause, n] of [...causes].sort((a, b) => b[1] - a[1])) console.log(`  ${n}  ${cause}`);
  for (const [reason, n] of stopReasons) console.log(`  oracle stopped ${n}×: ${reason}`);
  const show = (map) => {
    for (const [cause, entry] of [...map].sort((a, b) => b[1].rounds - a[1].rounds)) {
      const where = [...entry.explained].map(([why, n]) => `${n} ${why}`).join('; ');
      console.log(`  ${entry.rounds}  ${cause}: the text pairs ${entry.textIsEngine} as the engine, ${entry.textIsNotOracle} not as the oracle; the text says: ${where}`);
    }
  };
  console.log('Differing rounds of events of at most 12 teams, re-paired by the literal reading of the text:');
  show(literal);
  console.log('Rounds where the oracle found no valid pairing (for events of at most 12 teams, the text too):');
  for (const [reason, entry] of stopped) console.log(`  ${entry.rounds}  ${reason}: ${[...entry.explained].map(([what, n]) => `${n} ${what}`).join('; ')}`);
}

await main();
