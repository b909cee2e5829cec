/**
 * The Why this pairing panel: the newest round explained, read from the
 * server when the panel is opened (and again when the round it shows is no
 * longer the newest, or on Refresh, so a rename shows). Choose a board or a
 * player to read why; the rules behind each sentence are folded away for the
 * arbiter. Two players chosen, "Why not?" asks the server, which computes the
 * answer (for the Dutch system, by re-pairing the round with the pair forced).
 *
 * Names and words reach the page as text (`textContent`, `new Option`).
 */
import type { Status, WhyAnswer } from '../src/addon/api-types';
import { byId, show } from './dom';
import { errorText } from './labels';
import { callServer } from './server-calls';
import { boardOptions, playerOptions, shownForBoard, shownForPlayer, whyRoundLine, type WhyShown } from './why-labels';

const view = {
  panel: byId<HTMLDetailsElement>('why-panel'),
  sectionField: byId('why-section-field'),
  section: byId<HTMLSelectElement>('why-section'),
  round: byId('why-round'),
  method: byId('why-method'),
  notes: byId('why-notes'),
  pickers: byId('why-pickers'),
  board: byId<HTMLSelectElement>('why-board'),
  player: byId<HTMLSelectElement>('why-player'),
  shown: byId('why-shown'),
  heading: byId('why-heading'),
  facts: byId('why-facts'),
  words: byId('why-words'),
  basis: byId('why-basis'),
  whyNot: byId('why-not'),
  notA: byId<HTMLSelectElement>('why-not-a'),
  notB: byId<HTMLSelectElement>('why-not-b'),
  ask: byId<HTMLButtonElement>('why-not-ask'),
  notShown: byId('why-not-shown'),
  notWords: byId('why-not-words'),
  notBasis: byId('why-not-basis'),
  message: byId('why-message'),
};

const why: { answer: WhyAnswer | null; loading: boolean; asking: boolean; section: string } = { answer: null, loading: false, asking: false, section: '' };

function setMessage(text: string, isError = false): void {
  view.message.textContent = text;
  view.message.classList.toggle('error', isError);
}

/** A select's options, the first one a prompt; the value chosen is kept when it is still there. */
function fill(select: HTMLSelectElement, prompt: string, options: readonly { value: string; text: string }[]): void {
  const kept = select.value;
  select.replaceChildren(new Option(prompt, ''), ...options.map((option) => new Option(option.text, option.value)));
  select.value = options.some((option) => option.value === kept) ? kept : '';
}

function showChosen(shown: WhyShown | null): void {
  show(view.shown, shown !== null);
  if (shown === null) return;
  view.heading.textContent = shown.heading;
  view.facts.textContent = shown.facts;
  show(view.facts, shown.facts !== '');
  view.words.textContent = shown.words;
  view.basis.replaceChildren(
    ...shown.basis.map((line) => {
      const item = document.createElement('li');
      item.textContent = line;
      return item;
    }),
  );
}

function render(answer: WhyAnswer): void {
  why.answer = answer;
  why.section = answer.section;
  const sections = answer.sections.filter((name) => name !== '');
  show(view.sectionField, sections.length > 0);
  if ([...view.section.options].map((option) => option.value).join('\u0000') !== sections.join('\u0000')) {
    view.section.replaceChildren(...sections.map((name) => new Option(`Section ${name}`, name)));
  }
  view.section.value = answer.section;
  view.round.textContent = whyRoundLine(answer);
  view.method.textContent = answer.method.words;
  view.notes.replaceChildren(
    ...answer.notes.map((note) => {
      const item = document.createElement('li');
      item.textContent = note;
      return item;
    }),
  );
  const paired = answer.round > 0;
  show(view.pickers, paired);
  show(view.whyNot, paired);
  fill(view.board, 'Choose a board', boardOptions(answer));
  const players = playerOptions(answer);
  fill(view.player, 'Choose a player', players);
  fill(view.notA, 'Choose a player', players);
  fill(view.notB, 'Choose a player', players);
  showChosen(view.board.value !== '' ? shownForBoard(answer, view.board.value) : view.player.value !== '' ? shownForPlayer(answer, Number(view.player.value)) : null);
  show(view.notShown, false);
  updateAsk();
}

async function loadWhy(): Promise<void> {
  if (why.loading) return;
  why.loading = true;
  setMessage('Working out the reasons…');
  try {
    render(await callServer('explainRound', why.section === '' ? {} : { section: why.section }));
    setMessage('');
  } catch (error) {
    setMessage(errorText(error), true);
  } finally {
    why.loading = false;
  }
}

function updateAsk(): void {
  const a = view.notA.value;
  const b = view.notB.value;
  view.ask.disabled = why.asking || why.answer === null || a === '' || b === '' || a === b;
}

async function askWhyNot(): Promise<void> {
  const answer = why.answer;
  if (answer === null || view.ask.disabled) return;
  why.asking = true;
  updateAsk();
  setMessage('Re-pairing the round with these two together…');
  try {
    const players: [number, number] = [Number(view.notA.value), Number(view.notB.value)];
    const reply = await callServer('whyNot', { ...(answer.section === '' ? {} : { section: answer.section }), round: answer.round, players });
    view.notWords.textContent = reply.words;
    view.notBasis.textContent = reply.basis;
    show(view.notShown, true);
    setMessage('');
  } catch (error) {
    show(view.notShown, false);
    setMessage(errorText(error), true);
  } finally {
    why.asking = false;
    updateAsk();
  }
}

/** After any status read: the panel follows the event when the round it shows is no longer the newest. */
export function whyStatusChanged(status: Status): void {
  const answer = why.answer;
  if (!view.panel.open || answer === null || why.loading) return;
  const round = status.sections?.find((section) => section.section === answer.section)?.round ?? status.round;
  if (round !== answer.round) void loadWhy();
}

export function wireWhyPanel(): void {
  view.panel.addEventListener('toggle', () => {
    if (view.panel.open) void loadWhy();
  });
  // Refresh reads the reasons again too: a name changed in Players shows at once.
  byId('refresh').addEventListener('click', () => {
    if (view.panel.open) void loadWhy();
  });
  view.section.addEventListener('change', () => {
    why.section = view.section.value;
    void loadWhy();
  });
  view.board.addEventListener('change', () => {
    view.player.value = '';
    if (why.answer !== null) showChosen(view.board.value === '' ? null : shownForBoard(why.answer, view.board.value));
  });
  view.player.addEventListener('change', () => {
    view.board.value = '';
    if (why.answer !== null) showChosen(view.player.value === '' ? null : shownForPlayer(why.answer, Number(view.player.value)));
  });
  for (const select of [view.notA, view.notB]) {
    select.addEventListener('change', () => {
      show(view.notShown, false);
      updateAsk();
    });
  }
  view.ask.addEventListener('click', () => void askWhyNot());
}
