/**
 * The explanation as text for a terminal or a page: each board's words, with
 * the articles and criteria behind them on a line of their own ("Rules: …"),
 * then the bye, the players not paired, the why-not answer and the glossary.
 */
import { formatPoints } from '../model';
import type { RoundExplanation } from './dutch/explain-dutch';
import type { QuickSwissStep } from './quick-swiss';
import type { RoundRobinExplanation } from './round-robin';
import type { WhyNot } from './dutch/why-not';
import type { Sentence } from './words';

const KIND_WORDS: Record<string, string> = {
  'half-point': 'a half-point bye',
  'full-point': 'a full-point bye',
  'zero-point': 'absent',
  withdrawn: 'withdrawn',
};

function rules(sentences: readonly Sentence[]): string {
  return `  Rules: ${sentences.map((s) => s.basis).join(' | ')}`;
}

export function dutchText(explanation: RoundExplanation, whyNot: WhyNot | null, source: string): string {
  const name = (n: number) => explanation.players.get(n)!.name;
  const pts = (n: number) => formatPoints(explanation.players.get(n)!.points);
  const lines = [`Round ${explanation.round}, FIDE Dutch system (C.04.3): ${source}`];
  if (!explanation.asDutch) {
    lines.push(
      explanation.dutchPairing === null || explanation.dutchPairing === undefined
        ? 'The Dutch rules find no valid pairing for this round; the pairing below is the one in the file.'
        : `This is not the pairing the Dutch rules give: they would pair ${explanation.dutchPairing.boards.map((b) => `${name(b.white)}–${name(b.black)}`).join(', ')}.`,
    );
  }
  lines.push(`Score groups before the round: ${explanation.groups.map((g) => `${formatPoints(g.score)} (${g.players.length})`).join(', ')}`, '');
  for (const board of explanation.boards) {
    lines.push(`Board ${board.board}  ${name(board.white)} (${pts(board.white)}) – ${name(board.black)} (${pts(board.black)})`, `  ${board.words}`, rules(board.sentences));
  }
  if (explanation.bye !== null) lines.push('', `Bye: ${explanation.bye.sentences.map((s) => s.words).join(' ')}`, rules(explanation.bye.sentences));
  if (explanation.notPaired.length > 0) {
    lines.push('', `Not paired: ${explanation.notPaired.map((n) => `${name(n.player)} (${KIND_WORDS[n.kind] ?? n.kind})`).join(', ')}`);
  }
  if (whyNot !== null) lines.push('', `Why not ${name(whyNot.players[0])} – ${name(whyNot.players[1])}? ${whyNot.words}`, rules([whyNot.sentence]));
  lines.push('', ...explanation.glossary);
  return lines.join('\n') + '\n';
}

export function quickSwissText(round: number, steps: readonly QuickSwissStep[]): string {
  const lines = [`Round ${round}, quick Swiss (by score)`, ''];
  steps.forEach((step, k) => {
    const head = step.opponent === null ? `Bye  ${step.chooser}` : `Board ${k + 1}  ${step.chooser} – ${step.opponent}`;
    lines.push(head, `  ${step.words}`, rules(step.sentences));
  });
  return lines.join('\n') + '\n';
}

export function roundRobinText(explanation: RoundRobinExplanation, names: (pairingNumber: number) => string): string {
  const lines = [
    `Round ${explanation.round}, round robin: round ${explanation.tableRound} of the Berger table for ${explanation.tableSize}${explanation.secondCycle ? ' (second cycle, colours reversed)' : ''}`,
    `Table row: ${explanation.row.map((g) => `${g.white}–${g.black}`).join(', ')}`,
    '',
  ];
  for (const board of explanation.boards) lines.push(`Board ${board.board}  ${names(board.white)} – ${names(board.black)}`, `  ${board.words}`, rules(board.sentences));
  if (explanation.restSentence !== null) lines.push('', `Rest: ${explanation.restSentence.words}`, rules([explanation.restSentence]));
  return lines.join('\n') + '\n';
}
