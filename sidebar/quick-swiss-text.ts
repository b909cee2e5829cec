/** Quick Swiss from typed lines: one player a line, paired on the server, the table offered as a file. */
import { byId } from './dom';
import { runAction } from './round-actions';
import { buttons } from './round-buttons';
import { callServer } from './server-calls';

const quickText = byId<HTMLTextAreaElement>('quick-text');

export function wireQuickSwiss(): void {
  buttons.quickPair.addEventListener('click', () => {
    const text = quickText.value;
    void runAction('Pairing the lines…', () => callServer('quickSwissFromText', text));
  });
}
