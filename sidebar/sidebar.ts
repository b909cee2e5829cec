/**
 * The sidebar: where the event stands, the round buttons, and the settings.
 *
 * Every piece of data from the sheet (names, messages) reaches the page through
 * `textContent` or `new Option(text)`, never as HTML, so a player named
 * `<img src=x onerror=…>` shows as those characters (SPEC §5).
 *
 * The panel keeps itself up to date: every action answers with the new
 * status, and while the panel is open and seen it reads the status again
 * every `REFRESH_EVERY_MS`. When a step from the menu (or another organiser)
 * moved the event on, the server refuses a stale button press and the panel
 * says so at the top, where the organiser is looking.
 */
import type { ActionResult, PairingSystemId, PointSettings, Settings, SettingsPatch, Status } from '../src/addon/api-types';
import { callServer, serverAvailable } from './server-calls';
import {
  ACCELERATION_HINTS,
  ACCELERATION_LABELS,
  COLOUR_LABELS,
  ROUND_ONE_HINTS,
  ROUND_ONE_LABELS,
  SYSTEM_HINTS,
  SYSTEM_LABELS,
  TIEBREAK_CODES,
  defaultTiebreaks,
  describeSaved,
  errorText,
  fieldLine,
  formatPoints,
  missingLine,
  missingTitle,
  parsePoints,
  parseWholeNumber,
  roundLine,
  staleNotice,
  staleRoundAskedFor,
  tiebreakLabel,
  warningsTitle,
} from './labels';
import { wireSharePanel } from './share-panel';
import { renderSections } from './sections-view';
import { expectedRounds, sectionsHeadline } from './section-words';
import { addTiebreak, canMove, moveTiebreak, removeTiebreak } from './tiebreak-order';

function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`sidebar.html has no #${id}`);
  return element as T;
}

const view = {
  refresh: byId<HTMLButtonElement>('refresh'),
  roundLine: byId('round-line'),
  fieldLine: byId('field-line'),
  finished: byId('finished'),
  missing: byId('missing'),
  missingTitle: byId('missing-title'),
  missingList: byId('missing-list'),
  missingHint: byId('missing-hint'),
  lastAction: byId('last-action'),
  problem: byId('problem'),
  pair: byId<HTMLButtonElement>('pair'),
  updateStandings: byId<HTMLButtonElement>('update-standings'),
  exportTrf: byId<HTMLButtonElement>('export-trf'),
  writeSchedule: byId<HTMLButtonElement>('write-schedule'),
  importTrf: byId<HTMLInputElement>('import-trf'),
  quickText: byId<HTMLTextAreaElement>('quick-text'),
  quickPair: byId<HTMLButtonElement>('quick-pair'),
  undo: byId<HTMLButtonElement>('undo'),
  confirm: byId('confirm'),
  confirmText: byId('confirm-text'),
  confirmYes: byId<HTMLButtonElement>('confirm-yes'),
  confirmNo: byId<HTMLButtonElement>('confirm-no'),
  actionMessage: byId('action-message'),
  actionError: byId('action-error'),
  download: byId('download'),
  downloadName: byId('download-name'),
  downloadText: byId<HTMLTextAreaElement>('download-text'),
  copy: byId<HTMLButtonElement>('copy'),
  saveFile: byId<HTMLButtonElement>('save-file'),
  downloadClose: byId<HTMLButtonElement>('download-close'),
  downloadMessage: byId('download-message'),
  downloadWarnings: byId('download-warnings'),
  downloadWarningsTitle: byId('download-warnings-title'),
  downloadWarningsList: byId('download-warnings-list'),
  settingsPanel: byId<HTMLDetailsElement>('settings-panel'),
  system: byId<HTMLSelectElement>('system'),
  systemHint: byId('system-hint'),
  rounds: byId<HTMLInputElement>('rounds'),
  roundsHint: byId('rounds-hint'),
  round1Field: byId('round1-field'),
  round1Method: byId<HTMLSelectElement>('round1Method'),
  round1MethodHint: byId('round1Method-hint'),
  initialColour: byId<HTMLSelectElement>('initialColour'),
  acceleration: byId<HTMLSelectElement>('acceleration'),
  sections: byId('sections'),
  sectionList: byId('section-list'),
  scopeField: byId('scope-field'),
  scope: byId<HTMLSelectElement>('settings-scope'),
  teamField: byId('team-field'),
  teamScoresCounted: byId<HTMLInputElement>('teamScoresCounted'),
  accelerationHint: byId('acceleration-hint'),
  accelerationField: byId('acceleration-field'),
  seed: byId<HTMLInputElement>('seed'),
  bye: byId<HTMLSelectElement>('points-pairingAllocatedBye'),
  tiebreakList: byId<HTMLOListElement>('tiebreak-list'),
  tiebreakAdd: byId<HTMLSelectElement>('tiebreak-add'),
  tiebreakAddButton: byId<HTMLButtonElement>('tiebreak-add-button'),
  tiebreakDefaults: byId<HTMLButtonElement>('tiebreak-defaults'),
};

/** How often the open panel reads the event again: often enough to follow the menu, seldom enough to cost nothing. */
const REFRESH_EVERY_MS = 45_000;

const pointInputs = Array.from(document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-point]'));

/** What the page knows of the server; null until the first answer. */
const state: {
  status: Status | null;
  settings: Settings | null;
  /** The tie-break list as shown, which may be ahead of `settings` while a save runs. */
  tiebreaks: readonly string[];
  /** True while pairNextRound or undoLastRound runs: the buttons stay disabled so a double click sends one call. */
  busy: boolean;
  /** The organiser opened or closed Settings: stop choosing for them. */
  settingsToggled: boolean;
  /** A getStatus call is on its way: the timer does not send a second. */
  refreshing: boolean;
  /** Settings saves on their way: the timer waits for them. */
  saving: number;
  /** When the status was last read (ms since the epoch). */
  lastRead: number;
  /** Whose settings the panel shows and saves: '' for the whole event, else a section's name. */
  scope: string;
} = { status: null, settings: null, tiebreaks: [], busy: false, settingsToggled: false, refreshing: false, saving: 0, lastRead: 0, scope: '' };

function show(element: HTMLElement, visible: boolean): void {
  element.hidden = !visible;
}

function fillSelect(select: HTMLSelectElement, labels: Record<string, string>): void {
  select.replaceChildren(...Object.entries(labels).map(([value, label]) => new Option(label, value)));
}

// ---------------------------------------------------------------- status

function renderStatus(status: Status): void {
  state.status = status;
  const sectioned = status.sections !== undefined;
  view.roundLine.textContent = sectioned ? sectionsHeadline(status) : roundLine(status);
  view.fieldLine.textContent = sectioned ? `${fieldLine(status).split(' · ')[0]} in all · each section is paired on its own` : fieldLine(status);
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

  view.lastAction.textContent = status.lastAction === null ? '' : `Last action: ${status.lastAction}`;
  showLastAction();
  // A problem in the sheets (a missing column, a bad row) that the next action would refuse.
  view.problem.textContent = status.problem ?? '';
  show(view.problem, status.problem !== null && status.problem !== undefined && status.problem !== '');

  if (!state.settingsToggled) view.settingsPanel.open = status.round === 0;
  updateButtons();
}

/** The last action's line, unless the message just above already says the same. */
function showLastAction(): void {
  const last = state.status?.lastAction ?? '';
  show(view.lastAction, last !== '' && last !== view.actionMessage.textContent);
}

function updateButtons(): void {
  const status = state.status;
  const ready = status !== null && serverAvailable();
  const sectioned = status?.sections !== undefined;
  view.pair.disabled = state.busy || !ready || status.finished || (sectioned && Object.keys(expectedRounds(status)).length === 0);
  view.pair.textContent = sectioned ? 'Pair every ready section' : 'Pair next round';
  // With sections, each section has its own Undo (the newest round of which section is the organiser's to say).
  show(view.undo, !sectioned);
  view.undo.disabled = state.busy || !ready || status.round === 0;
  if (status !== null && sectioned) renderSectionList(status);
  view.confirmYes.disabled = state.busy;
  view.confirmNo.disabled = state.busy;
  view.refresh.disabled = state.busy || !serverAvailable();
  for (const button of [view.updateStandings, view.exportTrf, view.writeSchedule, view.quickPair]) button.disabled = state.busy || !ready;
  view.importTrf.disabled = state.busy || !ready || (status !== null && status.round > 0);
  const roundRobin = (system: PairingSystemId) => system === 'round-robin' || system === 'double-round-robin';
  // With sections, for every round-robin section.
  show(view.writeSchedule, status !== null && (roundRobin(status.system) || (status.sections ?? []).some((section) => roundRobin(section.system))));
  view.pair.title = status?.finished ? 'The event is finished. Raise the number of rounds in Settings to play on.' : '';
}

function showMessage(text: string): void {
  view.actionMessage.textContent = text;
  view.actionError.textContent = '';
  show(view.actionError, false);
  showLastAction();
}

function showError(error: unknown): void {
  view.actionMessage.textContent = '';
  view.actionError.textContent = errorText(error);
  show(view.actionError, true);
  showLastAction();
}

/** Brings the outcome of a step into view if the organiser had scrolled away from the top. */
function revealOutcome(): void {
  const shown = !view.download.hidden && view.downloadText.value !== '' ? view.download : view.actionError.hidden ? view.actionMessage : view.actionError;
  if (typeof shown.scrollIntoView === 'function') shown.scrollIntoView({ block: 'nearest' });
}

/**
 * Reads where the event stands and shows it. `quiet` (the timer) keeps a
 * failed read to itself: the next step the organiser takes will say it.
 * Returns whether the read succeeded.
 */
async function refreshStatus(quiet = false): Promise<boolean> {
  state.refreshing = true;
  const before = state.status;
  try {
    const status = await callServer('getStatus');
    state.lastRead = Date.now();
    renderStatus(status);
    if (before !== null && before.round !== status.round && !view.confirm.hidden) {
      // The question was about a round that is no longer the newest: answering it would undo another.
      show(view.confirm, false);
      showError(`The event moved on while the question was open (${roundLine(status).toLowerCase()} now). Nothing was undone.`);
    }
    return true;
  } catch (error) {
    if (state.status === null) view.roundLine.textContent = 'Could not read the event.';
    if (!quiet) showError(error);
    return false;
  } finally {
    state.refreshing = false;
  }
}

/** The timer's read: skipped while a step runs, while the panel is hidden, or when the status is fresh anyway. */
function refreshIfDue(): void {
  if (state.busy || state.refreshing || state.saving > 0 || document.hidden || !serverAvailable()) return;
  if (Date.now() - state.lastRead < REFRESH_EVERY_MS - 1_000) return;
  void refreshStatus(true);
}

// ---------------------------------------------------------------- actions

/** Runs one round action with the buttons locked, then shows its outcome and the new status. */
async function runAction(pendingText: string, action: () => Promise<ActionResult>): Promise<void> {
  if (state.busy) return;
  state.busy = true;
  updateButtons();
  showMessage(pendingText);
  let refreshAfter: 'no' | 'yes' | 'stale' = 'no';
  try {
    const result = await action();
    state.lastRead = Date.now();
    renderStatus(result.status);
    if (result.needsConfirmation !== undefined) {
      if (result.undo !== undefined) undoAsked = { section: result.undo.section, round: result.undo.round };
      askToConfirm(result.needsConfirmation);
      showMessage('');
    } else {
      show(view.confirm, false);
      showMessage(result.message);
    }
    if (result.download !== undefined) offerDownload(result.download.fileName, result.download.text, result.warnings ?? []);
  } catch (error) {
    // The sheet may have changed under us (the menu, another organiser, a retry): show what it holds now.
    if (staleRoundAskedFor(errorText(error)) !== null) {
      refreshAfter = 'stale';
      showMessage('');
    } else {
      showError(error);
      refreshAfter = 'yes';
    }
  } finally {
    state.busy = false;
    updateButtons();
  }
  if (refreshAfter === 'stale') {
    // The server's words name the round this panel asked for; say instead where the event stands now, once.
    const read = await refreshStatus(true);
    showError(staleNotice(read ? state.status : null));
  } else if (refreshAfter === 'yes') {
    await refreshStatus();
  }
  revealOutcome();
}

function pairNextRound(): void {
  const status = state.status;
  if (status === null) return;
  show(view.confirm, false);
  if (status.sections !== undefined) {
    // Every ready section, each with the round this panel saw: a section that moved on is refused, not paired twice.
    const expected = expectedRounds(status);
    void runAction(`Pairing ${Object.keys(expected).join(', ')}…`, () => callServer('pairNextRound', { expectedRounds: expected }));
    return;
  }
  const expectedRound = status.round + 1;
  void runAction(`Pairing round ${expectedRound}…`, () => callServer('pairNextRound', { expectedRound }));
}

/** The round (and section) an Undo question is about: the confirmed request names them back. */
let undoAsked: { section?: string; round: number } | null = null;

function undoLastRound(confirmed: boolean): void {
  const asked = confirmed && undoAsked !== null ? undoAsked : { round: state.status?.round ?? 0 };
  show(view.confirm, false);
  // The round to remove goes along, so a retry or a stale panel never removes a second one.
  void runAction(`Undoing round ${asked.round}${asked.section === undefined ? '' : ` of ${asked.section}`}…`, () =>
    callServer('undoLastRound', { confirmed, expectedRound: asked.round, ...(asked.section === undefined ? {} : { section: asked.section }) }),
  );
}

function renderSectionList(status: Status): void {
  show(view.sections, status.sections !== undefined);
  if (status.sections === undefined) return;
  renderSections(view.sectionList, status, state.busy || !serverAvailable(), {
    pair: (section, expectedRound) => {
      show(view.confirm, false);
      void runAction(`Pairing round ${expectedRound} of ${section}…`, () => callServer('pairNextRound', { section, expectedRound }));
    },
    undo: (section, round) => {
      undoAsked = { section, round };
      show(view.confirm, false);
      void runAction(`Undoing round ${round} of ${section}…`, () => callServer('undoLastRound', { section, expectedRound: round, confirmed: false }));
    },
    exportTrf: (section) => void runAction(`Writing the TRF of ${section}…`, () => callServer('exportTrf', { section })),
  });
}

/** The Settings scope list: the whole event, then each section. */
function renderScopes(status: Status): void {
  const sections = (status.sections ?? []).map((section) => section.section);
  show(view.scopeField, sections.length > 0);
  const wanted = ['', ...sections];
  const current = [...view.scope.options].map((option) => option.value);
  if (wanted.join('\u0000') !== current.join('\u0000')) {
    view.scope.replaceChildren(new Option('The whole event (every section)', ''), ...sections.map((name) => new Option(`Section ${name}`, name)));
    if (!sections.includes(state.scope)) state.scope = '';
    view.scope.value = state.scope;
  }
  show(view.teamField, state.scope === '');
}

/** Reads the chosen TRF file in the browser and sends its text to the server. */
function importTrfFile(): void {
  const file = view.importTrf.files?.[0];
  if (file === undefined) return;
  const reader = new FileReader();
  reader.onload = () => {
    view.importTrf.value = '';
    void runAction(`Importing ${file.name}…`, () => callServer('importTrf', String(reader.result ?? '')));
  };
  reader.onerror = () => showError(new Error(`Could not read ${file.name}.`));
  reader.readAsText(file);
}

function askToConfirm(question: string): void {
  view.confirmText.textContent = question;
  show(view.confirm, true);
  view.confirmNo.focus();
}

// ---------------------------------------------------------------- download

/** Shows a file to copy or download, with what the server assumed making it (one warning a line) under it. */
function offerDownload(fileName: string, text: string, warnings: readonly string[]): void {
  view.downloadName.textContent = fileName;
  view.downloadText.value = text;
  view.downloadMessage.textContent = '';
  view.downloadWarningsTitle.textContent = warningsTitle(warnings.length);
  view.downloadWarningsList.replaceChildren(
    ...warnings.map((warning) => {
      const item = document.createElement('li');
      item.textContent = warning;
      return item;
    }),
  );
  show(view.downloadWarnings, warnings.length > 0);
  show(view.download, true);
}

async function copyDownload(): Promise<void> {
  const text = view.downloadText.value;
  try {
    await navigator.clipboard.writeText(text);
    view.downloadMessage.textContent = 'Copied. Paste it where you need it.';
    return;
  } catch {
    // The Apps Script frame may not grant clipboard access: fall back to the selection.
  }
  view.downloadText.focus();
  view.downloadText.select();
  const copied = document.execCommand('copy');
  view.downloadMessage.textContent = copied ? 'Copied. Paste it where you need it.' : 'The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.';
}

function saveDownload(): void {
  const blob = new Blob([view.downloadText.value], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = view.downloadName.textContent ?? 'sheetmate.txt';
  link.target = '_self';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  view.downloadMessage.textContent = `Saved as ${link.download} in your downloads.`;
}

// ---------------------------------------------------------------- settings

type FieldName = 'system' | 'rounds' | 'round1Method' | 'initialColour' | 'acceleration' | 'seed' | 'points' | 'tiebreaks' | 'teamScoresCounted';

function fieldMessage(field: FieldName, text: string, isError: boolean): void {
  const element = byId(`${field}-msg`);
  element.textContent = text;
  element.classList.toggle('error', isError);
}

function setValue(control: HTMLInputElement | HTMLSelectElement, value: string): void {
  // Leave a box the organiser is typing in alone; it saves when they leave it.
  if (control !== document.activeElement || control instanceof HTMLSelectElement) control.value = value;
}

function renderSettings(settings: Settings): void {
  state.settings = settings;
  setValue(view.system, settings.system);
  setValue(view.rounds, String(settings.rounds));
  setValue(view.round1Method, settings.round1Method);
  setValue(view.initialColour, settings.initialColour);
  setValue(view.acceleration, settings.acceleration);
  view.accelerationHint.textContent = ACCELERATION_HINTS[settings.acceleration];
  setValue(view.seed, String(settings.seed));
  setValue(view.teamScoresCounted, String(settings.teamScoresCounted));
  ensureByeOption(settings.points.pairingAllocatedBye);
  for (const control of pointInputs) {
    const key = control.dataset.point as keyof PointSettings;
    setValue(control, String(settings.points[key]));
  }
  renderSystemHints(settings.system);
  renderRoundOneHint();
  renderTiebreaks(settings.tiebreaks);
}

function ensureByeOption(points: number): void {
  const value = String(points);
  if (![...view.bye.options].some((option) => option.value === value)) view.bye.add(new Option(formatPoints(points), value));
}

function renderSystemHints(system: PairingSystemId): void {
  const roundRobin = system === 'round-robin' || system === 'double-round-robin';
  view.systemHint.textContent = SYSTEM_HINTS[system] ?? '';
  view.roundsHint.textContent = roundRobin
    ? '0 plays as many rounds as the field needs.'
    : 'Planned rounds; the event is finished after the last.';
  // Round robins follow the Berger tables from round 1 on: no method to choose.
  show(view.round1Field, !roundRobin);
  // Baku acceleration is a method of the FIDE Dutch system only.
  show(view.accelerationField, system === 'dutch');
}

function renderRoundOneHint(): void {
  view.round1MethodHint.textContent = ROUND_ONE_HINTS[view.round1Method.value as keyof typeof ROUND_ONE_HINTS] ?? '';
}

let savesInFlight: Promise<unknown> = Promise.resolve();

/**
 * Saves a patch. Saves run one after another: the server merges each patch
 * into the stored settings, and two merges running side by side would let the
 * second overwrite the first.
 */
function saveSettings(field: FieldName, patch: SettingsPatch, onFailure?: () => void): Promise<void> {
  fieldMessage(field, 'Saving…', false);
  state.saving += 1;
  const save = savesInFlight.then(async () => {
    try {
      const settings = await callServer('saveSettings', state.scope === '' ? patch : { ...patch, section: state.scope });
      renderSettings(settings);
      fieldMessage(field, describeSaved(patch), false);
      // A setting changes what the sheets show ("Round n of N", finished or not, the standings): read the status again.
      await refreshStatus();
    } catch (error) {
      fieldMessage(field, errorText(error), true);
      onFailure?.();
    } finally {
      state.saving -= 1;
    }
  });
  savesInFlight = save;
  return save;
}

function wholeNumberSetting(field: 'rounds' | 'seed', input: HTMLInputElement): void {
  const value = parseWholeNumber(input.value);
  if (value === null) {
    fieldMessage(field, `Type a whole number${field === 'rounds' ? ' such as 7' : ''}. Not saved.`, true);
    return;
  }
  void saveSettings(field, field === 'rounds' ? { rounds: value } : { seed: value });
}

function pointSetting(control: HTMLInputElement | HTMLSelectElement): void {
  const key = control.dataset.point as keyof PointSettings;
  const value = parsePoints(control.value);
  if (value === null) {
    fieldMessage('points', 'Type points as a number such as 1, 0.5 or 0. Not saved.', true);
    return;
  }
  void saveSettings('points', { points: { [key]: value } });
}

// ---------------------------------------------------------------- tie-breaks

function renderTiebreaks(list: readonly string[]): void {
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

  const available = TIEBREAK_CODES.filter((code) => !list.includes(code));
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

/** Shows the new list at once and saves it; if the server refuses, the saved list comes back. */
function changeTiebreaks(next: string[]): void {
  renderTiebreaks(next);
  void saveSettings('tiebreaks', { tiebreaks: next }, () => {
    if (state.settings !== null) renderTiebreaks(state.settings.tiebreaks);
  });
}

// ---------------------------------------------------------------- wiring

function wire(): void {
  fillSelect(view.system, SYSTEM_LABELS);
  fillSelect(view.round1Method, ROUND_ONE_LABELS);
  fillSelect(view.initialColour, COLOUR_LABELS);
  fillSelect(view.acceleration, ACCELERATION_LABELS);
  fillSelect(view.bye, { '1': '1', '0.5': '½', '0': '0' });

  view.pair.addEventListener('click', pairNextRound);
  view.undo.addEventListener('click', () => undoLastRound(false));
  view.confirmYes.addEventListener('click', () => undoLastRound(true));
  view.confirmNo.addEventListener('click', () => {
    show(view.confirm, false);
    showMessage('Nothing was undone.');
  });
  view.updateStandings.addEventListener('click', () => void runAction('Updating standings…', () => callServer('updateStandings')));
  view.exportTrf.addEventListener('click', () => void runAction('Writing the TRF…', () => callServer('exportTrf')));
  view.writeSchedule.addEventListener('click', () => void runAction('Writing the schedule…', () => callServer('writeSchedule')));
  view.importTrf.addEventListener('change', importTrfFile);
  view.quickPair.addEventListener('click', () => {
    const text = view.quickText.value;
    void runAction('Pairing the lines…', () => callServer('quickSwissFromText', text));
  });
  view.refresh.addEventListener('click', () => {
    showMessage('');
    void refreshStatus();
  });

  wireSharePanel();
  // Follow the event while the panel is open; catch up at once when it is shown again.
  setInterval(refreshIfDue, REFRESH_EVERY_MS);
  document.addEventListener('visibilitychange', refreshIfDue);

  view.copy.addEventListener('click', () => void copyDownload());
  view.saveFile.addEventListener('click', saveDownload);
  view.downloadClose.addEventListener('click', () => show(view.download, false));

  view.settingsPanel.addEventListener('toggle', () => {
    // A toggle also fires when the code opens it: only count the organiser's clicks.
    if (state.status !== null && view.settingsPanel.open !== (state.status.round === 0)) state.settingsToggled = true;
  });
  view.system.addEventListener('change', () => {
    const system = view.system.value as PairingSystemId;
    renderSystemHints(system);
    void saveSettings('system', { system });
  });
  view.rounds.addEventListener('change', () => wholeNumberSetting('rounds', view.rounds));
  view.seed.addEventListener('change', () => wholeNumberSetting('seed', view.seed));
  view.teamScoresCounted.addEventListener('change', () => {
    const value = parseWholeNumber(view.teamScoresCounted.value);
    if (value === null || value < 1) {
      fieldMessage('teamScoresCounted', 'Type a whole number such as 4. Not saved.', true);
      return;
    }
    void saveSettings('teamScoresCounted', { teamScoresCounted: value });
  });
  view.scope.addEventListener('change', () => {
    state.scope = view.scope.value;
    show(view.teamField, state.scope === '');
    const read = state.scope === '' ? callServer('getSettings') : callServer('getSettings', state.scope);
    void read.then(renderSettings, (error: unknown) => fieldMessage('system', errorText(error), true));
  });
  view.round1Method.addEventListener('change', () => {
    renderRoundOneHint();
    void saveSettings('round1Method', { round1Method: view.round1Method.value as Settings['round1Method'] });
  });
  view.acceleration.addEventListener('change', () => {
    void saveSettings('acceleration', { acceleration: view.acceleration.value as Settings['acceleration'] });
  });
  view.initialColour.addEventListener('change', () => {
    void saveSettings('initialColour', { initialColour: view.initialColour.value as Settings['initialColour'] });
  });
  for (const control of pointInputs) control.addEventListener('change', () => pointSetting(control));
  // Enter in a text box would submit the form and reload the page.
  byId<HTMLFormElement>('settings').addEventListener('submit', (event) => event.preventDefault());

  view.tiebreakList.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-code]');
    if (button === null || button.disabled) return;
    const code = button.dataset.code!;
    const list = state.tiebreaks;
    if (button.dataset.op === 'up') changeTiebreaks(moveTiebreak(list, code, -1));
    else if (button.dataset.op === 'down') changeTiebreaks(moveTiebreak(list, code, 1));
    else changeTiebreaks(removeTiebreak(list, code));
  });
  view.tiebreakAddButton.addEventListener('click', () => {
    if (view.tiebreakAdd.value !== '') changeTiebreaks(addTiebreak(state.tiebreaks, view.tiebreakAdd.value));
  });
  view.tiebreakDefaults.addEventListener('click', () => {
    changeTiebreaks([...defaultTiebreaks((state.settings?.system ?? view.system.value) as PairingSystemId)]);
  });
}

async function start(): Promise<void> {
  wire();
  updateButtons();
  if (!serverAvailable()) {
    view.roundLine.textContent = 'Not connected to a spreadsheet.';
    showError('This panel works inside Google Sheets: open it from the Sheetmate menu ▸ Open sidebar.');
    return;
  }
  const settings = callServer('getSettings').then(renderSettings, (error: unknown) => {
    fieldMessage('system', `Could not load the settings: ${errorText(error)}`, true);
  });
  await Promise.all([refreshStatus(), settings]);
}

void start();
