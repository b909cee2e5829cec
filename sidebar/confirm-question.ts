/** The yes/no question the server asks before it undoes a round that has results. */
import { byId, show } from './dom';

const view = {
  confirm: byId('confirm'),
  confirmText: byId('confirm-text'),
  confirmYes: byId<HTMLButtonElement>('confirm-yes'),
  confirmNo: byId<HTMLButtonElement>('confirm-no'),
};

export function askToConfirm(question: string): void {
  view.confirmText.textContent = question;
  show(view.confirm, true);
  view.confirmNo.focus();
}

export function closeQuestion(): void {
  show(view.confirm, false);
}

export function questionOpen(): boolean {
  return !view.confirm.hidden;
}

/** While a step runs, neither answer can be given. */
export function lockQuestion(busy: boolean): void {
  view.confirmYes.disabled = busy;
  view.confirmNo.disabled = busy;
}

export function wireQuestion(answers: { yes(): void; no(): void }): void {
  view.confirmYes.addEventListener('click', () => answers.yes());
  view.confirmNo.addEventListener('click', () => answers.no());
}
