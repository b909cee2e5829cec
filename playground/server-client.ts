/**
 * The playground page's side of the server: requests (with the busy
 * indicator), actions that may ask yes/no questions, and showing what an
 * action did. Everything the add-on does happens on the server.
 */
import type { Outcome, WorkbookView } from '../src/local/playground/api-types';
import { ask, showPage, showToast, tell } from './dialogs';
import { byId } from './dom';

let pending = 0;

/** One request: JSON in and out, or a file's bytes in. Throws the server's message on an error status. */
export async function api<T>(path: string, body?: unknown, raw?: { data: Blob }): Promise<T> {
  pending++;
  byId('busy').hidden = false;
  try {
    const init: RequestInit =
      raw !== undefined
        ? { method: 'POST', headers: { 'Content-Type': 'application/octet-stream', 'X-Sheetmate': '1' }, body: raw.data }
        : body !== undefined
          ? { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Sheetmate': '1' }, body: JSON.stringify(body) }
          : {};
    const response = await fetch(path, init);
    const value = (await response.json()) as T & { error?: { message: string } };
    if (!response.ok) throw new Error(value.error?.message ?? `The server answered ${response.status}.`);
    return value;
  } finally {
    pending--;
    byId('busy').hidden = pending === 0;
  }
}

/** What the page does with what the server says. */
export interface ServerHooks {
  /** Shows a new workbook. */
  render(view: WorkbookView): void;
  /** Opens (or reloads) the sidebar the add-on asked for. */
  openSidebar(reload: boolean): void;
}

/** The workbook as last fetched, and the actions that change it. */
export class ServerClient {
  private current: WorkbookView | null = null;
  private actionQueue: Promise<unknown> = Promise.resolve();

  constructor(private readonly hooks: ServerHooks) {}

  get view(): WorkbookView | null {
    return this.current;
  }

  async refresh(): Promise<void> {
    this.current = await api<WorkbookView>('/api/workbook');
    this.hooks.render(this.current);
  }

  /**
   * Sends an action; when the add-on asks a yes/no question, asks the person
   * and sends it again with the answers so far (the server kept nothing of the
   * run that asked). One at a time, in the order the person did them: two
   * quick edits of a cell must arrive in order.
   */
  act(path: string, body: Record<string, unknown> = {}): Promise<Outcome | null> {
    const run = this.actionQueue.then(() => this.actNow(path, body));
    this.actionQueue = run.catch(() => undefined);
    return run;
  }

  private async actNow(path: string, body: Record<string, unknown>): Promise<Outcome | null> {
    try {
      const answers: ('yes' | 'no')[] = [];
      let version: number | undefined;
      for (;;) {
        const outcome = await api<Outcome>(path, { ...body, answers, version });
        if (outcome.question === undefined) {
          await this.settle(outcome);
          return outcome;
        }
        // The server answered the earlier questions from our list, or, when the workbook changed meanwhile, asked afresh.
        if (version !== undefined && outcome.version !== version) answers.length = 0;
        version = outcome.version;
        answers.push(await ask(outcome.question));
      }
    } catch (error) {
      await this.refresh();
      await tell('Playground', error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  /** Shows what an action did: the new workbook, its toasts, its dialogs one after another, the sidebar. */
  async settle(outcome: Outcome): Promise<void> {
    if (this.current === null || outcome.version !== this.current.version) await this.refresh();
    outcome.toasts.forEach(showToast);
    if (outcome.sidebar) this.hooks.openSidebar(true);
    for (const alert of outcome.alerts) await tell(alert.title, alert.prompt);
    for (const page of outcome.pages ?? []) await showPage(page);
  }
}
