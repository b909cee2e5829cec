/**
 * A stand-in for `google.script.run` in the sidebar's browser tests: every
 * server function records its calls and answers from a scripted table.
 *
 * `installSidebarStub` runs inside the page (Playwright serialises it with
 * `page.addInitScript`), so it must stay self-contained: no imports, no
 * references to anything outside its body.
 */

/** One scripted answer: a value, or an Error with this message. `hold` keeps it until the test releases it. */
export type StubAnswer = { readonly value: unknown; readonly hold?: boolean } | { readonly error: string; readonly hold?: boolean };

/** Answers per server function; a list is used in order and its last answer repeats. */
export type StubScript = Record<string, StubAnswer | readonly StubAnswer[]>;

export interface StubCall {
  readonly name: string;
  readonly args: unknown[];
}

/** What the stub exposes on the page as `globalThis.__sheetmateStub`. */
export interface StubHandle {
  readonly calls: StubCall[];
  readonly script: Record<string, StubAnswer | StubAnswer[]>;
  /** Settles the oldest held call of this function; false when none is held. */
  release(name: string): boolean;
  heldCount(): number;
}

/**
 * Installs `google.script.run` with one function per key of `script`, like the
 * real runner, which has exactly the server's top-level functions.
 *
 * @example
 * await page.addInitScript(installSidebarStub, { getStatus: { value: status } });
 */
export function installSidebarStub(script: StubScript): void {
  type Handler = ((value: unknown) => void) | undefined;
  const calls: StubCall[] = [];
  const held: { name: string; settle: () => void }[] = [];
  const table: Record<string, StubAnswer | StubAnswer[]> = {};
  for (const [name, answer] of Object.entries(script)) table[name] = Array.isArray(answer) ? [...answer] : (answer as StubAnswer);

  const nextAnswer = (name: string): StubAnswer => {
    const entry = table[name]!;
    if (!Array.isArray(entry)) return entry;
    return entry.length > 1 ? entry.shift()! : entry[0]!;
  };
  // Apps Script passes values as JSON-like copies, never as shared objects.
  const copy = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

  const makeRunner = (onSuccess: Handler, onFailure: Handler): Record<string, unknown> => {
    const runner: Record<string, unknown> = {
      withSuccessHandler: (handler: Handler) => makeRunner(handler, onFailure),
      withFailureHandler: (handler: Handler) => makeRunner(onSuccess, handler),
      withUserObject: () => runner,
    };
    for (const name of Object.keys(table)) {
      runner[name] = (...args: unknown[]) => {
        calls.push({ name, args: copy(args) as unknown[] });
        const answer = nextAnswer(name);
        const settle = () => {
          if ('error' in answer) onFailure?.(new Error(answer.error));
          else onSuccess?.(copy(answer.value));
        };
        if (answer.hold === true) held.push({ name, settle });
        else setTimeout(settle, 5);
      };
    }
    return runner;
  };

  const handle: StubHandle = {
    calls,
    script: table,
    release: (name: string) => {
      const index = held.findIndex((entry) => entry.name === name);
      if (index < 0) return false;
      const [entry] = held.splice(index, 1);
      entry!.settle();
      return true;
    },
    heldCount: () => held.length,
  };
  const scope = globalThis as unknown as { google: unknown; __sheetmateStub: StubHandle };
  scope.google = { script: { run: makeRunner(undefined, undefined) } };
  scope.__sheetmateStub = handle;
}
