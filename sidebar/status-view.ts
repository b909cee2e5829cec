/** Where the event stands: the round, the field, the results still missing, a problem in the sheets. */
import type { Status } from '../src/addon/api-types';
import { byId, show } from './dom';
import { fieldLine, missingLine, missingTitle, roundLine } from './labels';
import { errorSaysProblem, renderLastAction } from './messages';
import { state } from './panel-state';
import { updateButtons } from './round-buttons';
import { sectionsHeadline } from './section-words';
import { renderSectionList } from './section-list';
import { renderAwards } from './prizes-panel';
import { openForRound, renderScopes } from './settings-panel';
import { whyStatusChanged } from './why-panel';

const view = {
  roundLine: byId('round-line'),
  fieldLine: byId('field-line'),
  pairedBy: byId('paired-by'),
  finished: byId('finished'),
  missing: byId('missing'),
  missingTitle: byId('missing-title'),
  missingList: byId('missing-list'),
  missingHint: byId('missing-hint'),
  problem: byId('problem'),
};

export function renderStatus(status: Status): void {
  state.status = status;
  state.changeToken = status.changeToken ?? null;
  const sectioned = status.sections !== undefined;
  view.roundLine.textContent = sectioned ? sectionsHeadline(status) : roundLine(status);
  view.fieldLine.textContent = sectioned ? `${fieldLine(status).split(' · ')[0]} in all · each section is paired on its own` : fieldLine(status);
  view.pairedBy.textContent = status.pairedBy ?? '';
  show(view.pairedBy, view.pairedBy.textContent !== '');
  renderSectionList(status);
  renderScopes(status);
  show(view.finished, status.finished);

  const missing = status.missingResults;
  view.missingTitle.textContent = missingTitle(status);
  view.missingTitle.classList.toggle('complete', missing.length === 0);
  view.missingList.replaceChildren(
    ...missing.map((result) => {
      const item = document.createElement('li');
      const line = missingLine(result);
      const colon = line.indexOf(':') + 1;
      const board = document.createElement('strong');
      board.textContent = line.slice(0, colon);
      item.append(board, document.createTextNode(line.slice(colon)));
      return item;
    }),
  );
  show(view.missing, view.missingTitle.textContent !== '' && !status.finished);
  show(view.missingHint, missing.length > 0);

  renderLastAction(status);
  renderAwards(status);
  // A problem in the sheets (a missing column, a bad row) that the next action would refuse; said once, not again under a refusal that says it.
  const problem = status.problem ?? '';
  const saidAbove = errorSaysProblem(problem);
  view.problem.textContent = problem;
  show(view.problem, problem !== '' && !saidAbove);

  openForRound(status);
  updateButtons();
  whyStatusChanged(status);
}

/** The round line in place of a status: when there is none to show. */
export function showHeadline(text: string): void {
  view.roundLine.textContent = text;
}
