/**
 * A page's first screen the server may have put into index.html (issue 13: the landing page,
 * the wizard; server/client/boot-shell.ts): painted before any script ran, inert, and swapped
 * for the page's own once that has rendered.
 */
const SHELL_ID = 'boot-shell';
/** If the app never renders the page (an error), it still shows itself after this long. */
const GIVE_UP_MS = 10_000;

/** True when the server sent the static first screen: it does so only to a visitor without a session. */
export function hasBootShell(): boolean {
  return typeof document !== 'undefined' && document.getElementById(SHELL_ID) !== null;
}

/** Removes the static copy and shows the app, in one frame, so nothing moves. */
export function removeBootShell() {
  if (typeof document === 'undefined') return;
  document.getElementById(SHELL_ID)?.remove();
  document.documentElement.removeAttribute('data-boot-shell');
}

export function removeBootShellLater() {
  if (hasBootShell()) window.setTimeout(removeBootShell, GIVE_UP_MS);
}
