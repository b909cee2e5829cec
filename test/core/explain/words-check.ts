/**
 * Parents read the words (the tests of words-1-corpus and words-2-corpus): on every round of the reference tournaments of up to
 * 40 players and the last round of every larger one, each board is explained in
 * one or two sentences, none of them naming an article or a criterion (those go
 * in each sentence's basis, which always names one), and so are the bye and
 * "why not" answers. And every claim a float or bye sentence makes about another
 * way to pair ("had Li floated down instead, one more player would…") holds
 * when the round is re-paired that way, here independently of the explanation.
 */
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../../src/core/dutch/pair-dutch';
import { playerStates } from '../../../src/core/dutch/player-state';
import { dutchRound, explainDutchRound, GLOSSARY, whyNot, type FloatChoice, type Sentence } from '../../../src/core/explain';
import type { RoundPairing, Tournament } from '../../../src/core/model';
import { cutBefore, initialColourFromRoundOne, loadTournament, roundsIn, tournamentFiles } from '../dutch/fixture-support';
import { bracketMembers, criterionAt, earlierDiffering, sameAbove } from './claim-check';

/** Anything an arbiter would read as a reference: C6, C.04.3, Art. 5, 5.2.1, "criterion". */
const CODES = /\bC\.?\d|\bArt\b|\bArticle\b|\b\d\.\d(\.\d)?\b|\bcriteri|\bFIDE\b/i;

function sentencesIn(words: string): string[] {
  return words.split(/(?<=[.!?])\s+(?=[A-Z])/);
}

function checkWords(where: string, sentences: readonly Sentence[], problems: string[], most = 2): void {
  if (sentences.length < 1 || sentences.length > most) problems.push(`${where}: ${sentences.length} sentences`);
  for (const s of sentences) {
    if (CODES.test(s.words)) problems.push(`${where}: a code in "${s.words}"`);
    if (sentencesIn(s.words).length !== 1) problems.push(`${where}: not one sentence: "${s.words}"`);
    if (!/C\.04|C\.05|Quick Swiss/.test(s.basis)) problems.push(`${where}: no article in the basis "${s.basis}"`);
  }
}

/** A larger count, or a list larger at its first difference (or longer), is worse. */
function worse(a: number | readonly number[], b: number | readonly number[]): boolean {
  if (typeof a === 'number') return a > (b as number);
  const y = b as readonly number[];
  for (let k = 0; k < Math.max(a.length, y.length); k++) {
    if (k >= a.length) return false;
    if (k >= y.length) return true;
    if (a[k] !== y[k]) return a[k]! > y[k]!;
  }
  return false;
}

/** The claim of a choice, checked on the round re-paired with `keptApart` (built here, not by the explanation). */
function checkChoice(t: Tournament, round: number, made: RoundPairing, choice: FloatChoice, keptApart: [number, number][], where: string, problems: string[]): void {
  if (choice.kind !== 'criterion') return;
  const other = pairDutch({ ...t, forbiddenPairs: [...(t.forbiddenPairs ?? []), ...keptApart] }, round);
  const actual = criterionAt(t, round, made, choice.rule, choice.group);
  const then = criterionAt(t, round, other, choice.rule, choice.group);
  if (JSON.stringify(actual) !== JSON.stringify(choice.actual) || JSON.stringify(then) !== JSON.stringify(choice.other) || !worse(then, actual)) {
    problems.push(`${where}: ${choice.rule} claimed ${JSON.stringify(choice.actual)} → ${JSON.stringify(choice.other)}, counted ${JSON.stringify(actual)} → ${JSON.stringify(then)}`);
  }
  // It is the first criterion that differs, in the first scoregroup paired differently.
  if (!sameAbove(t, round, made, other, choice.group)) problems.push(`${where}: a higher scoregroup is paired differently`);
  const earlier = earlierDiffering(t, round, made, other, choice.rule, choice.group);
  if (earlier.length > 0) problems.push(`${where}: ${earlier.join(', ')} differ before ${choice.rule}`);
}

/**
 * Registers the tests for every `share[1]`-th reference tournament from `share[0]`
 * (the corpus is split over two files so that they run in parallel).
 */
export function wordsTests(share: readonly [number, number]): void {
  describe('the words of every board', () => {
    it('has a glossary line for "float"', () => expect(GLOSSARY.some((line) => /^Float: /.test(line))).toBe(true));
    const files = tournamentFiles().filter((_, k) => k % share[1] === share[0]);
    let claims = 0;
    for (const file of files) {
      const size = Number(/-n(\d+)-/.exec(basename(file))![1]);
      it(`${basename(file)}: ${size <= 40 ? 'every round' : 'the last round'}`, () => {
        const full = loadTournament(file);
        const initialColour = initialColourFromRoundOne(full);
        const problems: string[] = [];
        const last = roundsIn(full);
        for (let r = size <= 40 ? 1 : last; r <= last; r++) {
          const round = dutchRound(full, r);
          const explanation = explainDutchRound(round);
          const t = cutBefore(full, r, initialColour);
          const states = playerStates(t, r);
          for (const board of explanation.boards) {
            const where = `round ${r}, board ${board.board}`;
            checkWords(where, board.sentences, problems);
            if (board.words !== board.sentences.map((s) => s.words).join(' ')) problems.push(`${where}: words are not the sentences`);
            const float = board.float;
            if (float === null) continue;
            if (float.choice !== null && float.choice.instead !== undefined) {
              const members = bracketMembers(t, r, round.pairing, float.group).filter((n) => n !== float.choice!.instead);
              checkChoice(t, r, round.pairing, float.choice, members.map((n) => [float.choice!.instead!, n]), where, problems);
              claims++;
            }
            float.passedThrough.forEach((p) => {
              const below = [...states.values()].filter((s) => s.score < p.score).map((s): [number, number] => [float.down, s.startNumber]);
              if (p.why.kind !== 'no-one') checkChoice(t, r, round.pairing, p.why, below, `${where}, passing ${p.score}`, problems);
            });
          }
          if (explanation.bye !== null) {
            checkWords(`round ${r}, bye`, explanation.bye.sentences, problems);
            const { first, choice } = explanation.bye;
            if (choice !== null) {
              const everyone = [...states.keys()].filter((n) => n !== first).map((n): [number, number] => [first, n]);
              checkChoice(t, r, round.pairing, choice, everyone, `round ${r}, bye`, problems);
            }
          }
          // Why not the first board's White against the last board's Black, and the top two.
          const boards = round.pairing.boards;
          if (boards.length >= 2) {
            for (const [a, b] of [[boards[0]!.white, boards[boards.length - 1]!.black], [boards[0]!.white, boards[1]!.white]] as const) {
              checkWords(`round ${r}, why not ${a}-${b}`, [whyNot(round, a, b).sentence], problems, 1);
            }
          }
        }
        expect(problems).toEqual([]);
      });
    }
    it('checked claims', () => expect(claims).toBeGreaterThan(0));
  });
}
