/**
 * The sheet tabs, as Sheets draws them: a tab a sheet in a bar that scrolls
 * sideways (the wheel, the ‹ › buttons at its end, the tab chosen brought into
 * view), and an "All sheets" button that lists every sheet, so a workbook with
 * sections (16 tabs and more) keeps every sheet one click away at any width.
 */
import { byId, element } from './dom';

/** How far one press of ‹ or › scrolls the tabs: most of the bar, so the next tabs come into view. */
const SCROLL_SHARE = 0.8;

export interface TabsHooks {
  /** A sheet was chosen (a tab, or the All sheets list). */
  open(name: string): void;
}

export class SheetTabs {
  /** The sheet whose tab was last brought into view. */
  private revealed: string | undefined;

  constructor(private readonly hooks: TabsHooks) {}

  /** Draws a tab a sheet, the current one marked and brought into view. */
  render(names: readonly string[], current: string): void {
    const tabs = byId('tabs');
    // Redrawn after every change: the bar stays where it was scrolled to.
    const scrolled = tabs.scrollLeft;
    tabs.replaceChildren(
      ...names.map((name) => {
        const tab = element('button', name === current ? 'tab active' : 'tab', name);
        tab.type = 'button';
        tab.dataset.sheet = name;
        tab.setAttribute('aria-pressed', String(name === current));
        return tab;
      }),
    );
    tabs.scrollLeft = scrolled;
    // The ‹ › buttons first: they take room from the bar, which the tab must fit in.
    this.updateScrollButtons();
    const active = tabs.querySelector<HTMLElement>('.tab.active');
    if (active !== null && active.dataset.sheet !== this.revealed) {
      // Brought into view when it becomes the sheet shown, not at every redraw (the organiser may have scrolled on).
      revealTab(tabs, active);
      this.revealed = active.dataset.sheet;
    }
    this.updateScrollButtons();
    this.renderList(names, current);
  }

  wire(): void {
    const tabs = byId('tabs');
    tabs.addEventListener('click', (event) => {
      const tab = (event.target as HTMLElement).closest<HTMLElement>('.tab');
      if (tab?.dataset.sheet !== undefined) this.hooks.open(tab.dataset.sheet);
    });
    // A mouse wheel turns up and down: over the tabs, it moves them sideways.
    tabs.addEventListener(
      'wheel',
      (event) => {
        if (event.deltaY === 0 || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
        event.preventDefault();
        tabs.scrollLeft += event.deltaY;
      },
      { passive: false },
    );
    tabs.addEventListener('scroll', () => this.updateScrollButtons());
    window.addEventListener('resize', () => this.updateScrollButtons());
    byId('tabs-left').addEventListener('click', () => tabs.scrollBy({ left: -tabs.clientWidth * SCROLL_SHARE, behavior: 'smooth' }));
    byId('tabs-right').addEventListener('click', () => tabs.scrollBy({ left: tabs.clientWidth * SCROLL_SHARE, behavior: 'smooth' }));
    const button = byId('all-sheets');
    const list = byId('all-sheets-list');
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      const open = list.hidden;
      this.closeList();
      list.hidden = !open;
      button.setAttribute('aria-expanded', String(open));
      if (open) (list.querySelector<HTMLButtonElement>('.menu-item.current') ?? list.querySelector<HTMLButtonElement>('.menu-item'))?.focus();
    });
    list.addEventListener('click', (event) => {
      const item = (event.target as HTMLElement).closest<HTMLElement>('.menu-item');
      if (item?.dataset.sheet === undefined) return;
      this.closeList();
      this.hooks.open(item.dataset.sheet);
    });
    document.addEventListener('click', (event) => {
      if (!(event.target as HTMLElement).closest('#all-sheets-list, #all-sheets')) this.closeList();
    });
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !list.hidden) {
        this.closeList();
        button.focus();
      }
    });
  }

  closeList(): void {
    byId('all-sheets-list').hidden = true;
    byId('all-sheets').setAttribute('aria-expanded', 'false');
  }

  /** The All sheets list: every sheet in tab order, the current one ticked. */
  private renderList(names: readonly string[], current: string): void {
    byId('all-sheets-list').replaceChildren(
      ...names.map((name) => {
        const item = element('button', name === current ? 'menu-item current' : 'menu-item', `${name === current ? '✓ ' : ''}${name}`);
        item.type = 'button';
        item.setAttribute('role', 'menuitemradio');
        item.setAttribute('aria-checked', String(name === current));
        item.dataset.sheet = name;
        return item;
      }),
    );
  }

  /** ‹ and › only when the tabs do not all fit, each disabled at its end. */
  private updateScrollButtons(): void {
    const tabs = byId('tabs');
    const overflow = tabs.scrollWidth > tabs.clientWidth + 1;
    const left = byId<HTMLButtonElement>('tabs-left');
    const right = byId<HTMLButtonElement>('tabs-right');
    left.hidden = !overflow;
    right.hidden = !overflow;
    left.disabled = tabs.scrollLeft <= 0;
    right.disabled = tabs.scrollLeft + tabs.clientWidth >= tabs.scrollWidth - 1;
  }
}

/** Scrolls the bar just enough to show the tab whole. */
function revealTab(bar: HTMLElement, tab: HTMLElement): void {
  // The bar is the tabs' offset parent (position: relative), so offsetLeft is measured from its start.
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start < bar.scrollLeft) bar.scrollLeft = start;
  else if (end > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = end - bar.clientWidth;
}
