/**
 * The sidebar of an event with sections (a Section column in Players): a line
 * for each section (where it stands, what Pair next round would do for it)
 * with its own buttons, and the words for the whole.
 */
import type { Status } from '../src/addon/api-types';
import { sectionLine } from './section-words';

/** What the panel does when a section's button is pressed. */
export interface SectionHandlers {
  pair(section: string, expectedRound: number): void;
  undo(section: string, round: number): void;
  exportTrf(section: string): void;
}

/** Fills the list: one item a section, with its Pair, Undo and TRF buttons. */
export function renderSections(list: HTMLElement, status: Status, busy: boolean, handlers: SectionHandlers): void {
  list.replaceChildren(
    ...(status.sections ?? []).map((section) => {
      const item = document.createElement('li');
      item.className = 'section-item';
      const line = document.createElement('p');
      line.className = section.next === 'problem' ? 'section-line error' : 'section-line';
      line.textContent = sectionLine(section);
      const buttons = document.createElement('div');
      buttons.className = 'row';
      buttons.append(
        button(`Pair round ${section.round + 1}`, `Pair round ${section.round + 1} of ${section.section} alone`, busy || section.next !== 'pair', () =>
          handlers.pair(section.section, section.round + 1),
        ),
        // No Undo before the section's first round: there is nothing to undo.
        ...(section.round === 0
          ? []
          : [button(`Undo round ${section.round}`, `Undo round ${section.round} of ${section.section}`, busy || section.next === 'problem', () => handlers.undo(section.section, section.round))]),
        button('TRF', `Export ${section.section} as a TRF file`, busy || section.next === 'problem', () => handlers.exportTrf(section.section)),
      );
      item.append(line, buttons);
      return item;
    }),
  );
}

function button(text: string, label: string, disabled: boolean, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'secondary small-button';
  element.textContent = text;
  element.title = label;
  element.setAttribute('aria-label', label);
  element.disabled = disabled;
  element.addEventListener('click', onClick);
  return element;
}
