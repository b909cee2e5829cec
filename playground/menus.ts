/** The playground's menu bar: the File and Edit menus and the menus the add-on registered. */
import { byId, element } from './dom';

/** A menu item (greyed out when `disabled`, with the keys that do the same as `shortcut`), or `null` for a separator. */
export type MenuEntry = { readonly caption: string; readonly run: () => void; readonly disabled?: boolean; readonly shortcut?: string } | null;

export interface Menu {
  readonly title: string;
  readonly entries: readonly MenuEntry[];
}

/** Draws the menu bar afresh. */
export function renderMenus(menus: readonly Menu[]): void {
  const bar = byId('menubar');
  // Redrawn after every change of the workbook: a menu the person has open stays open, with its new items.
  const open = bar.querySelector('.menu-button[aria-expanded="true"]')?.textContent ?? null;
  bar.replaceChildren();
  for (const menu of menus) {
    const wrapper = element('div', 'menu');
    const button = element('button', 'menu-button', menu.title);
    button.type = 'button';
    button.setAttribute('aria-haspopup', 'menu');
    button.setAttribute('aria-expanded', 'false');
    const list = element('div', 'menu-list');
    list.setAttribute('role', 'menu');
    list.hidden = true;
    for (const entry of menu.entries) {
      if (entry === null) {
        list.append(element('div', 'menu-separator'));
        continue;
      }
      const item = element('button', 'menu-item', entry.caption);
      item.type = 'button';
      item.setAttribute('role', 'menuitem');
      item.disabled = entry.disabled === true;
      if (entry.shortcut !== undefined) item.append(element('span', 'menu-shortcut', entry.shortcut));
      item.addEventListener('click', () => {
        closeMenus();
        entry.run();
      });
      list.append(item);
    }
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      const open = list.hidden;
      closeMenus();
      list.hidden = !open;
      button.setAttribute('aria-expanded', String(open));
      if (open) (list.querySelector('.menu-item:not(:disabled)') as HTMLButtonElement | null)?.focus();
    });
    wrapper.append(button, list);
    bar.append(wrapper);
    if (menu.title === open) {
      list.hidden = false;
      button.setAttribute('aria-expanded', 'true');
    }
  }
}

export function closeMenus(): void {
  document.querySelectorAll<HTMLElement>('.menu-list').forEach((list) => {
    list.hidden = true;
  });
  document.querySelectorAll('.menu-button').forEach((button) => button.setAttribute('aria-expanded', 'false'));
}

/** Starts a download of what the server sends at `url`. */
export function download(url: string): void {
  const link = element('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
