// A door a test holds a request or a wait behind, then opens: the test then waits for the state it leads to, never for time.

/** A door the test opens: what waits on `passed` goes on once `open` is called. */
export function door(): { passed: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}
