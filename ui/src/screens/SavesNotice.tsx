// Where the saved games are, on the home screen, when the person should know (the web build):
// kept only in this page's memory (why, and to export before closing), or liable to be cleared
// by the browser when space runs low (persistent storage refused: export to keep them safe;
// dismissed once read).

import { appNotices, useAppNotices } from '../appNotices';
import { EVICTABLE_SEEN_KEY } from '../web/persist';

/** The notice of where the saved games are, if the person should know (else nothing). */
export function SavesNotice() {
  const { saves } = useAppNotices();
  if (saves?.kind === 'memory') {
    return (
      <section class="recovery-notice saves-notice" role="alert" aria-labelledby="saves-notice-title">
        <h2 id="saves-notice-title">Games here are not saved</h2>
        <p>
          This browser can’t keep Epochs’ saved games ({saves.reason}). Games last until this page is closed or reloaded: export a game to a file to keep it, and import it
          later.
        </p>
      </section>
    );
  }
  if (saves?.kind === 'evictable') {
    const dismiss = () => {
      try {
        localStorage.setItem(EVICTABLE_SEEN_KEY, '1');
      } catch {
        /* storage unavailable: the notice comes back at the next start */
      }
      appNotices.set({ saves: null });
    };
    return (
      <section class="recovery-notice saves-notice" role="status" aria-labelledby="saves-notice-title">
        <h2 id="saves-notice-title">The browser may clear your saved games</h2>
        <p>
          This browser did not agree to keep Epochs’ storage for good: when the device runs low on space, it may delete the saved games. Installing the app (Add to Home Screen)
          usually helps. Export the games you care about to files from time to time.
        </p>
        <div class="form-actions">
          <button type="button" class="primary" onClick={dismiss}>
            Understood
          </button>
        </div>
      </section>
    );
  }
  return null;
}
