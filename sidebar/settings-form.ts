/**
 * The Settings form: each field shows the saved setting, and saves when the
 * organiser changes it, with a line under it saying what was saved or why not.
 */
import type { PairingSystemId, PointSettings, Settings, SettingsPatch } from '../src/addon/api-types';
import { byId, show } from './dom';
import {
  ACCELERATION_HINTS,
  ACCELERATION_LABELS,
  COLOUR_LABELS,
  BOARD_COLOUR_LABELS,
  COLOUR_PREFERENCE_LABELS,
  isTeamSystem,
  PRIMARY_SCORE_LABELS,
  ROUND_ONE_HINTS,
  ROUND_ONE_LABELS,
  SYSTEM_HINTS,
  SYSTEM_LABELS,
  defaultTiebreaks,
  describeSaved,
  errorText,
  formatPoints,
  parsePoints,
  parseWholeNumber,
} from './labels';
import { state } from './panel-state';
import { callServer } from './server-calls';
import { renderPrizeSettings, wirePrizesPanel } from './prizes-panel';
import { wireSettingsPanel } from './settings-panel';
import { refreshStatus } from './status-refresh';
import { renderTiebreaks, wireTiebreakList } from './tiebreak-list';

const view = {
  system: byId<HTMLSelectElement>('system'),
  systemHint: byId('system-hint'),
  rounds: byId<HTMLInputElement>('rounds'),
  roundsHint: byId('rounds-hint'),
  round1Field: byId('round1-field'),
  round1Method: byId<HTMLSelectElement>('round1Method'),
  round1MethodHint: byId('round1Method-hint'),
  initialColour: byId<HTMLSelectElement>('initialColour'),
  acceleration: byId<HTMLSelectElement>('acceleration'),
  teamScoresCounted: byId<HTMLInputElement>('teamScoresCounted'),
  accelerationHint: byId('acceleration-hint'),
  accelerationField: byId('acceleration-field'),
  seed: byId<HTMLInputElement>('seed'),
  bye: byId<HTMLSelectElement>('points-pairingAllocatedBye'),
  tiebreakDefaults: byId<HTMLButtonElement>('tiebreak-defaults'),
  teamSettings: byId('team-settings'),
  teamBoards: byId<HTMLInputElement>('team-boards'),
  teamPrimary: byId<HTMLSelectElement>('team-primary'),
  teamColours: byId<HTMLSelectElement>('team-colours'),
  teamBoardColours: byId<HTMLSelectElement>('team-board-colours'),
  teamField: byId('team-field'),
};

const matchPointInputs = Array.from(document.querySelectorAll<HTMLInputElement>('[data-match-point]'));

const pointInputs = Array.from(document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-point]'));

type FieldName = 'system' | 'rounds' | 'round1Method' | 'initialColour' | 'acceleration' | 'seed' | 'points' | 'tiebreaks' | 'teamScoresCounted' | 'team' | 'prizes' | 'ratingsSheet';

function fieldMessage(field: FieldName, text: string, isError: boolean): void {
  const element = byId(`${field}-msg`);
  element.textContent = text;
  element.classList.toggle('error', isError);
}

function fillSelect(select: HTMLSelectElement, labels: Record<string, string>): void {
  select.replaceChildren(...Object.entries(labels).map(([value, label]) => new Option(label, value)));
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
  setValue(view.teamBoards, String(settings.team.boards));
  setValue(view.teamPrimary, settings.team.primaryScore);
  setValue(view.teamColours, settings.team.colourPreferences);
  if (![...view.teamBoardColours.options].some((option) => option.value === settings.team.boardColours)) view.teamBoardColours.add(new Option(settings.team.boardColours, settings.team.boardColours));
  setValue(view.teamBoardColours, settings.team.boardColours);
  for (const control of matchPointInputs) setValue(control, String(settings.team.matchPoints[control.dataset.matchPoint as 'win' | 'draw' | 'loss']));
  renderSystemHints(settings.system);
  renderRoundOneHint();
  renderTiebreaks(settings.tiebreaks);
  // The prize settings are the whole event's: a section's settings carry the event's.
  renderPrizeSettings(settings);
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
  // Baku acceleration is a method of the Swiss systems: the FIDE Dutch and the team Swiss (on match points).
  show(view.accelerationField, system === 'dutch' || system === 'team-swiss');
  // A team event: its matches' settings; round 1 is the team system's, and the Teams sheet of individual scores is not written.
  const team = isTeamSystem(system);
  show(view.teamSettings, team);
  if (team) {
    show(view.round1Field, false);
    show(view.teamField, false);
  }
}

function renderRoundOneHint(): void {
  view.round1MethodHint.textContent = ROUND_ONE_HINTS[view.round1Method.value as keyof typeof ROUND_ONE_HINTS] ?? '';
}

/** Reads the event's settings when the panel opens. */
export function loadSettings(): Promise<void> {
  return callServer('getSettings').then(renderSettings, (error: unknown) => {
    fieldMessage('system', `Could not load the settings: ${errorText(error)}`, true);
  });
}

let savesInFlight: Promise<unknown> = Promise.resolve();

/**
 * Saves a patch. Saves run one after another: the server merges each patch
 * into the stored settings, and two merges running side by side would let the
 * second overwrite the first.
 */
function saveSettings(field: FieldName, patch: SettingsPatch, onFailure?: () => void, eventWide?: { readonly saved: string }): Promise<void> {
  fieldMessage(field, 'Saving…', false);
  state.saving += 1;
  const save = savesInFlight.then(async () => {
    try {
      const settings = await callServer('saveSettings', state.scope === '' || eventWide !== undefined ? patch : { ...patch, section: state.scope });
      if (eventWide === undefined || state.scope === '') renderSettings(settings);
      else renderPrizeSettings(settings);
      fieldMessage(field, eventWide?.saved ?? describeSaved(patch), false);
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

/** Shows the new list at once and saves it; if the server refuses, the saved list comes back. */
function changeTiebreaks(next: string[]): void {
  renderTiebreaks(next);
  void saveSettings('tiebreaks', { tiebreaks: next }, () => {
    if (state.settings !== null) renderTiebreaks(state.settings.tiebreaks);
  });
}

export function wireSettingsForm(): void {
  fillSelect(view.system, SYSTEM_LABELS);
  fillSelect(view.round1Method, ROUND_ONE_LABELS);
  fillSelect(view.initialColour, COLOUR_LABELS);
  fillSelect(view.acceleration, ACCELERATION_LABELS);
  fillSelect(view.bye, { '1': '1', '0.5': '½', '0': '0' });

  wireSettingsPanel(() => {
    const read = state.scope === '' ? callServer('getSettings') : callServer('getSettings', state.scope);
    void read.then(renderSettings, (error: unknown) => fieldMessage('system', errorText(error), true));
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

  fillSelect(view.teamPrimary, PRIMARY_SCORE_LABELS);
  fillSelect(view.teamColours, COLOUR_PREFERENCE_LABELS);
  fillSelect(view.teamBoardColours, BOARD_COLOUR_LABELS);
  view.teamBoards.addEventListener('change', () => {
    const value = parseWholeNumber(view.teamBoards.value);
    if (value === null || value < 1) {
      fieldMessage('team', 'Type the boards of a match as a whole number such as 4. Not saved.', true);
      return;
    }
    void saveSettings('team', { team: { boards: value } });
  });
  view.teamPrimary.addEventListener('change', () => void saveSettings('team', { team: { primaryScore: view.teamPrimary.value as Settings['team']['primaryScore'] } }));
  view.teamColours.addEventListener('change', () => void saveSettings('team', { team: { colourPreferences: view.teamColours.value as Settings['team']['colourPreferences'] } }));
  view.teamBoardColours.addEventListener('change', () => void saveSettings('team', { team: { boardColours: view.teamBoardColours.value } }));
  for (const control of matchPointInputs) {
    control.addEventListener('change', () => {
      const value = parsePoints(control.value);
      if (value === null) {
        fieldMessage('team', 'Type match points as a number such as 2, 1 or 0. Not saved.', true);
        return;
      }
      void saveSettings('team', { team: { matchPoints: { [control.dataset.matchPoint as 'win' | 'draw' | 'loss']: value } } });
    });
  }

  // The prize-giving's settings are the whole event's, whichever settings the form shows.
  wirePrizesPanel((field, patch, saved) => void saveSettings(field, patch, () => state.settings !== null && renderPrizeSettings(state.settings), { saved }));
  wireTiebreakList(changeTiebreaks);
  view.tiebreakDefaults.addEventListener('click', () => {
    changeTiebreaks([...defaultTiebreaks((state.settings?.system ?? view.system.value) as PairingSystemId)]);
  });
}
