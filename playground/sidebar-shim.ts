/**
 * `google.script.run` for the add-on's sidebar in the playground, injected
 * into its head before the sidebar's own script. Like Apps Script's, it has
 * one method per server function, and `withSuccessHandler`,
 * `withFailureHandler` and `withUserObject` each return a new runner, so
 * handlers of calls in flight never mix. A call is `POST /api/run/<name>`;
 * what the call showed (dialogs, toasts, a changed workbook) goes to the
 * playground page around the sidebar.
 */
import type { DialogView, Outcome } from '../src/local/playground/api-types';

type SuccessHandler = (value: unknown, userObject?: unknown) => void;
type FailureHandler = (error: Error, userObject?: unknown) => void;

/** What the playground page offers the sidebar (playground/page.ts sets it on its window). */
export interface PlaygroundHost {
  /** Shows a yes/no question the add-on asked; resolves with the answer. */
  ask(question: DialogView): Promise<'yes' | 'no'>;
  /** Shows the outcome's dialogs and toasts and refreshes the grid. */
  settle(outcome: Outcome): Promise<void>;
  closeSidebar(): void;
}

interface Handlers {
  readonly success?: SuccessHandler;
  readonly failure?: FailureHandler;
  readonly userObject?: unknown;
}

const config = JSON.parse(document.getElementById('sheetmate-playground-config')?.textContent ?? '{"functions":[]}') as { functions: string[] };

function host(): PlaygroundHost | null {
  try {
    const candidate = (window.parent as unknown as { sheetmatePlayground?: PlaygroundHost }).sheetmatePlayground;
    return window.parent !== window && candidate !== undefined ? candidate : null;
  } catch {
    return null;
  }
}

async function post(name: string, args: unknown[], answers: ('yes' | 'no')[], version?: number): Promise<Outcome> {
  const response = await fetch(`/api/run/${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Sheetmate': '1' },
    body: JSON.stringify({ args, answers, version }),
  });
  const outcome = (await response.json()) as Outcome;
  if (!response.ok) throw new Error(outcome.error?.message ?? `The server answered ${response.status}.`);
  return outcome;
}

async function call(name: string, args: unknown[], handlers: Handlers): Promise<void> {
  try {
    const answers: ('yes' | 'no')[] = [];
    let outcome = await post(name, args, answers);
    // A question asked on the server: ask the person, then run again with the answer.
    let version: number | undefined;
    while (outcome.question !== undefined) {
      const question = outcome.question;
      // Answers given before the workbook changed were dropped by the server: start the list again.
      if (version !== undefined && outcome.version !== version) answers.length = 0;
      version = outcome.version;
      const page = host();
      answers.push(page !== null ? await page.ask(question) : window.confirm(`${question.title}\n\n${question.prompt}`) ? 'yes' : 'no');
      outcome = await post(name, args, answers, version);
    }
    await host()?.settle(outcome);
    if (outcome.error !== undefined) handlers.failure?.(new Error(outcome.error.message), handlers.userObject);
    else handlers.success?.(outcome.value, handlers.userObject);
  } catch (error) {
    handlers.failure?.(error instanceof Error ? error : new Error(String(error)), handlers.userObject);
  }
}

function runner(handlers: Handlers): Record<string, unknown> {
  const run: Record<string, unknown> = {
    withSuccessHandler: (success: SuccessHandler) => runner({ ...handlers, success }),
    withFailureHandler: (failure: FailureHandler) => runner({ ...handlers, failure }),
    withUserObject: (userObject: unknown) => runner({ ...handlers, userObject }),
  };
  for (const name of config.functions) {
    run[name] = (...args: unknown[]) => {
      void call(name, args, handlers);
    };
  }
  return run;
}

const scope = window as unknown as { google?: { script?: Record<string, unknown> } };
scope.google = {
  script: {
    run: runner({}),
    host: {
      close: () => host()?.closeSidebar(),
      setHeight: () => undefined,
      setWidth: () => undefined,
      editor: { focus: () => undefined },
    },
  },
};
