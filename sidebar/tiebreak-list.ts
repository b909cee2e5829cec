/**
 * The tie-break list in Settings: each tie-break with its ↑, ↓ and ✕ buttons,
 * and the list of those that can be added. The keyboard stays where it was
 * when the list is drawn again.
 */
import { byId } from './dom';
import { tiebreakCodesFor, tiebreakLabel } from './labels';
import { state } from './panel-state';
import { addTiebreak, canMove, moveTiebreak, removeTiebreak } from './tiebreak-order';

const view = {
  tiebreakList: byId<HTMLOListElement>('tiebreak-list'),
  tiebreakAdd: byId<HTMLSelectElement>('tiebreak-add'),
  tiebreakAddButton: byId<HTMLButtonElement>('tiebreak-add-button'),
};

export function renderTiebreaks(list: readonly string[]): void {
  state.tiebreaks = list;
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset : undefined;
  const refocus = focused?.code !== undefined ? { code: focused.code, op: focused.op } : null;

  view.tiebreakList.replaceChildren(
    ...list.map((code) => {
      const item = document.createElement('li');
      const name = document.createElement('span');
      name.className = 'tb-name';
      const codeTag = document.createElement('abbr');
      codeTag.className = 'tb-code';
      codeTag.textContent = code;
      name.append(codeTag, document.createTextNode(` ${tiebreakLabel(code)}`));
      item.append(
        name,
        tiebreakButton(code, 'up', '↑', `Move ${tiebreakLabel(code)} up`, !canMove(list, code, -1)),
        tiebreakButton(code, 'down', '↓', `Move ${tiebreakLabel(code)} down`, !canMove(list, code, 1)),
        tiebreakButton(code, 'remove', '✕', `Remove ${tiebreakLabel(code)}`, false),
      );
      return item;
    }),
  );
  if (list.length === 0) {
    const empty = document.createElement('li');
    empty.className = 'muted';
    empty.textContent = 'No tie-breaks: equal points share a place.';
    view.tiebreakList.append(empty);
  }

  const available = tiebreakCodesFor(state.settings?.system).filter((code) => !list.includes(code));
  view.tiebreakAdd.replaceChildren(...available.map((code) => new Option(`${code} – ${tiebreakLabel(code)}`, code)));
  view.tiebreakAdd.disabled = available.length === 0;
  view.tiebreakAddButton.disabled = available.length === 0;

  // Keep the keyboard where it was: the buttons were rebuilt.
  if (refocus !== null) {
    // The same button if it still works, else another of the same item (at the top, ↑ is off), else the Add list.
    const buttons = [...view.tiebreakList.querySelectorAll<HTMLButtonElement>(`button[data-code="${CSS.escape(refocus.code)}"]`)];
    const target = buttons.find((button) => button.dataset.op === refocus.op && !button.disabled) ?? buttons.find((button) => !button.disabled);
    (target ?? view.tiebreakAdd).focus();
  }
}

function tiebreakButton(code: string, op: string, symbol: string, label: string, disabled: boolean): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'icon';
  button.textContent = symbol;
  button.dataset.code = code;
  button.dataset.op = op;
  button.title = label;
  button.setAttribute('aria-label', label);
  button.disabled = disabled;
  return button;
}

/** `change` shows and saves the list the organiser made with a button. */
export function wireTiebreakList(change: (next: string[]) => void): void {
  view.tiebreakList.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-code]');
    if (button === null || button.disabled) return;
    const code = button.dataset.code!;
    const list = state.tiebreaks;
    if (button.dataset.op === 'up') change(moveTiebreak(list, code, -1));
    else if (button.dataset.op === 'down') change(moveTiebreak(list, code, 1));
    else change(removeTiebreak(list, code));
  });
  view.tiebreakAddButton.addEventListener('click', () => {
    if (view.tiebreakAdd.value !== '') change(addTiebreak(state.tiebreaks, view.tiebreakAdd.value));
  });
}
