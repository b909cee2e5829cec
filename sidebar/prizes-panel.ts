/**
 * Prizes and rating figures: what the Awards sheet says (final or
 * provisional, what was paid out, the first awards, or what to correct in
 * the Prizes sheet), and the prize-giving's settings, which are the whole
 * event's: how tied players' money goes, the rounding, the prizes a player
 * may win, whether unrated players count in "under" bands, and the Ratings sheet.
 */
import type { PrizeSettings, Settings, SettingsPatch, Status } from '../src/addon/api-types';
import { byId, show } from './dom';

const view = {
  none: byId('awards-none'),
  lines: byId<HTMLUListElement>('awards-lines'),
  list: byId<HTMLUListElement>('awards-list'),
  more: byId('awards-more'),
  sharing: byId<HTMLSelectElement>('prize-sharing'),
  sharingHint: byId('prize-sharing-hint'),
  rounding: byId<HTMLSelectElement>('prize-rounding'),
  perPlayer: byId<HTMLSelectElement>('prize-per-player'),
  unrated: byId<HTMLInputElement>('prize-unrated'),
  ratingsSheet: byId<HTMLInputElement>('ratings-sheet'),
};

const SHARING_LABELS: Record<PrizeSettings['sharing'], string> = {
  tiebreak: 'By tie-break (not shared)',
  equal: 'Shared equally',
  hort: 'Hort system',
};

const SHARING_HINTS: Record<PrizeSettings['sharing'], string> = {
  tiebreak: 'Players on equal points take the prizes in the standings’ order, tie-breaks included.',
  equal: 'Players on equal points pool the money of the prizes they take and share it equally.',
  hort: 'Each tied player keeps half of the prize the tie-break gives them; the other halves are shared equally.',
};

const ROUNDING_LABELS: Record<PrizeSettings['rounding'], string> = {
  cent: 'To the cent',
  whole: 'Whole units (rounded down, the rest shown)',
};

const PER_PLAYER_LABELS: Record<string, string> = { '1': 'One (the usual rule)', '2': 'Two', '3': 'Three', any: 'Any number' };

const SHARING_SAVED: Record<PrizeSettings['sharing'], string> = { tiebreak: 'by tie-break', equal: 'shared equally', hort: 'by the Hort system' };

/** What a saved prize setting changed, in words. */
function describe(patch: SettingsPatch): string {
  const prizes = patch.prizes ?? {};
  const parts = [
    ...(prizes.sharing === undefined ? [] : [`tied players' money ${SHARING_SAVED[prizes.sharing]}`]),
    ...(prizes.rounding === undefined ? [] : [`amounts ${ROUNDING_LABELS[prizes.rounding].toLowerCase()}`]),
    ...(prizes.perPlayer === undefined ? [] : [`${String(prizes.perPlayer) === 'any' ? 'any number of prizes' : `${prizes.perPlayer} prize${prizes.perPlayer === 1 ? '' : 's'}`} a player`]),
    ...(prizes.unratedInBands === undefined ? [] : [prizes.unratedInBands ? 'unrated players in "under" bands' : 'unrated players only where a band says so']),
    ...(patch.ratingsSheet === undefined ? [] : [patch.ratingsSheet ? 'the Ratings sheet on' : 'the Ratings sheet off (the sheet is left as it is)']),
  ];
  return `Saved: ${parts.join(', ')}.`;
}

function fill(select: HTMLSelectElement, labels: Record<string, string>): void {
  select.replaceChildren(...Object.entries(labels).map(([value, label]) => new Option(label, value)));
}

/** Shows the saved prize settings. */
export function renderPrizeSettings(settings: Settings): void {
  const prizes = settings.prizes;
  view.sharing.value = prizes.sharing;
  view.sharingHint.textContent = SHARING_HINTS[prizes.sharing];
  view.rounding.value = prizes.rounding;
  const perPlayer = String(prizes.perPlayer);
  if (![...view.perPlayer.options].some((option) => option.value === perPlayer)) view.perPlayer.add(new Option(perPlayer, perPlayer));
  view.perPlayer.value = perPlayer;
  view.unrated.checked = prizes.unratedInBands;
  view.ratingsSheet.checked = settings.ratingsSheet;
}

/** The Awards sheet's summary, from the status (every answer of the server carries it). */
export function renderAwards(status: Status): void {
  const awards = status.awards;
  show(view.none, awards === undefined);
  view.lines.replaceChildren(
    ...(awards?.lines ?? []).map((line) => {
      const item = document.createElement('li');
      item.textContent = line;
      return item;
    }),
  );
  view.list.replaceChildren(
    ...(awards?.awards ?? []).map((award) => {
      const item = document.createElement('li');
      const prize = document.createElement('strong');
      prize.textContent = `${award.prize}:`;
      item.append(prize, document.createTextNode(` ${award.winner}${award.amount === '' ? '' : ` (${award.amount})`}`));
      return item;
    }),
  );
  show(view.lines, (awards?.lines.length ?? 0) > 0);
  show(view.list, (awards?.awards.length ?? 0) > 0);
  view.more.textContent = awards === undefined || awards.more === 0 ? '' : `and ${awards.more} more on the Awards sheet.`;
  show(view.more, view.more.textContent !== '');
}

/** `save(field, patch, words)` saves a setting of the whole event and says what was saved. */
export function wirePrizesPanel(save: (field: 'prizes' | 'ratingsSheet', patch: SettingsPatch, words: string) => void): void {
  fill(view.sharing, SHARING_LABELS);
  fill(view.rounding, ROUNDING_LABELS);
  fill(view.perPlayer, PER_PLAYER_LABELS);
  const prize = (patch: Partial<PrizeSettings>) => save('prizes', { prizes: patch }, describe({ prizes: patch }));
  view.sharing.addEventListener('change', () => {
    const sharing = view.sharing.value as PrizeSettings['sharing'];
    view.sharingHint.textContent = SHARING_HINTS[sharing];
    prize({ sharing });
  });
  view.rounding.addEventListener('change', () => prize({ rounding: view.rounding.value as PrizeSettings['rounding'] }));
  view.perPlayer.addEventListener('change', () => prize({ perPlayer: view.perPlayer.value === 'any' ? 'any' : Number(view.perPlayer.value) }));
  view.unrated.addEventListener('change', () => prize({ unratedInBands: view.unrated.checked }));
  view.ratingsSheet.addEventListener('change', () => save('ratingsSheet', { ratingsSheet: view.ratingsSheet.checked }, describe({ ratingsSheet: view.ratingsSheet.checked })));
  byId<HTMLFormElement>('prize-settings').addEventListener('submit', (event) => event.preventDefault());
}
