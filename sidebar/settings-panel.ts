/**
 * The Settings panel as a whole: open by itself before round 1 until the
 * organiser opens or closes it, and whose settings it shows (the whole event's
 * or a section's).
 */
import type { Status } from '../src/addon/api-types';
import { byId, show } from './dom';
import { isTeamSystem } from './labels';
import { state } from './panel-state';

const view = {
  settingsPanel: byId<HTMLDetailsElement>('settings-panel'),
  scopeField: byId('scope-field'),
  scope: byId<HTMLSelectElement>('settings-scope'),
  teamField: byId('team-field'),
};

/** Open before round 1, closed after, unless the organiser chose. */
export function openForRound(status: Status): void {
  if (!state.settingsToggled) view.settingsPanel.open = status.round === 0;
}

/** The Settings scope list: the whole event, then each section. */
export function renderScopes(status: Status): void {
  const sections = (status.sections ?? []).map((section) => section.section);
  show(view.scopeField, sections.length > 0);
  const wanted = ['', ...sections];
  const current = [...view.scope.options].map((option) => option.value);
  if (wanted.join('\u0000') !== current.join('\u0000')) {
    view.scope.replaceChildren(new Option('The whole event (every section)', ''), ...sections.map((name) => new Option(`Section ${name}`, name)));
    if (!sections.includes(state.scope)) state.scope = '';
    view.scope.value = state.scope;
  }
  // The Teams sheet of individual scores: the whole event's setting, and not a team event's.
  show(view.teamField, state.scope === '' && !isTeamSystem(state.settings?.system));
}

/** `showScope` reads and shows the settings of the scope the organiser chose. */
export function wireSettingsPanel(showScope: () => void): void {
  view.settingsPanel.addEventListener('toggle', () => {
    // A toggle also fires when the code opens it: only count the organiser's clicks.
    if (state.status !== null && view.settingsPanel.open !== (state.status.round === 0)) state.settingsToggled = true;
  });
  view.scope.addEventListener('change', () => {
    state.scope = view.scope.value;
    show(view.teamField, state.scope === '' && !isTeamSystem(state.settings?.system));
    showScope();
  });
}
