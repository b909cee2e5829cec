/** The playground's modal dialogs (one at a time, in order) and toasts, as Sheets shows them. */
import type { DialogView, PageDialogView, ToastView } from '../src/local/playground/api-types';
import { byId, element } from './dom';

let dialogQueue: Promise<unknown> = Promise.resolve();

/** Shows a modal dialog after any already open; resolves with the value of the button pressed. */
export function showDialog<T extends string>(dialog: DialogView, buttons: readonly (readonly [label: string, value: T])[], content?: HTMLElement): Promise<T> {
  const shown = dialogQueue.then(
    () =>
      new Promise<T>((resolve) => {
        const backdrop = byId('dialog-backdrop');
        byId('dialog-title').textContent = dialog.title || 'Sheetmate';
        byId('dialog-text').textContent = dialog.prompt;
        if (content !== undefined) byId('dialog-text').append(content);
        const row = byId('dialog-buttons');
        row.replaceChildren();
        const close = (value: T) => {
          backdrop.hidden = true;
          document.removeEventListener('keydown', onKey, true);
          resolve(value);
        };
        const onKey = (event: KeyboardEvent) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            close(buttons[buttons.length - 1]![1]);
          }
        };
        buttons.forEach(([label, value], index) => {
          const button = element('button', index === 0 ? 'primary' : 'secondary', label);
          button.type = 'button';
          button.addEventListener('click', () => close(value));
          row.append(button);
        });
        backdrop.hidden = false;
        document.addEventListener('keydown', onKey, true);
        (row.firstElementChild as HTMLButtonElement | null)?.focus();
      }),
  );
  dialogQueue = shown.catch(() => undefined);
  return shown;
}

/**
 * A page the add-on showed with Ui.showModalDialog (Help's dialogs), in a
 * sandboxed frame of the size it set, under its title, with a Close button.
 */
export function showPage(page: PageDialogView): Promise<'ok'> {
  const frame = element('iframe', 'page-dialog');
  frame.setAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
  frame.title = page.title;
  frame.src = page.src;
  frame.style.width = `min(${page.width ?? 460}px, 100%)`;
  frame.style.height = `${page.height ?? 320}px`;
  return showDialog({ title: page.title, prompt: '' }, [['Close', 'ok']], frame);
}

/** A yes/no question the add-on asked. */
export function ask(question: DialogView): Promise<'yes' | 'no'> {
  return showDialog(question, [
    ['Yes', 'yes'],
    ['No', 'no'],
  ]);
}

/** A message with one OK button. */
export function tell(title: string, prompt: string): Promise<'ok'> {
  return showDialog({ title, prompt }, [['OK', 'ok']]);
}

/** Whether a dialog is open (the grid leaves the keys alone then). */
export function dialogOpen(): boolean {
  return !byId('dialog-backdrop').hidden;
}

/** Shows a toast in place of the one before, as Sheets does. */
export function showToast(toast: ToastView): void {
  byId('toasts').replaceChildren();
  const box = element('div', 'toast');
  box.setAttribute('role', 'status');
  const text = element('div', 'toast-text');
  text.append(element('strong', undefined, toast.title), element('span', undefined, toast.message));
  const close = element('button', 'icon-button', '×');
  close.type = 'button';
  close.setAttribute('aria-label', 'Dismiss');
  close.addEventListener('click', () => box.remove());
  box.append(text, close);
  byId('toasts').append(box);
  window.setTimeout(() => box.remove(), 6000);
}
