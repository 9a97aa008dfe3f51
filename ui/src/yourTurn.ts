// "Your turn", wherever the player is: a device whose seat must act while its window or page
// is not being looked at is told with a system notification. The app shows it through its
// shell (Tauri's notification plugin); a browser through the Notification API, once the
// player has allowed it, and only while the page runs.

import { inTauri } from './transport';

/** Asks the browser for leave to notify (on a tap: browsers ask only then). The app needs none. */
export async function askToTellTurns(): Promise<void> {
  if (inTauri() || typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  try {
    await Notification.requestPermission();
  } catch {
    /* refused or unsupported: the table still shows whose turn it is */
  }
}

/** Whether the person is looking at this window now. */
function looking(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'visible' && document.hasFocus();
}

/** Tells the person it is their turn, unless they are looking at the table already. */
export function tellTurn(title: string, body: string): void {
  if (looking()) return;
  if (inTauri()) {
    import('@tauri-apps/api/core').then((core) => core.invoke('notify', { title, body })).catch(() => undefined);
    return;
  }
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    // One at a time: a newer turn replaces the older notice.
    new Notification(title, { body, tag: 'epochs-your-turn' });
  } catch {
    /* some browsers allow notifications only from a service worker: the table still shows it */
  }
}
