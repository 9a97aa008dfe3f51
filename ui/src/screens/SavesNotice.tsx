// Where the saved games are, on the home screen, when the person should know (the web build):
// kept only in this page's memory (why, and to export before closing), or liable to be cleared
// by the browser when space runs low (persistent storage refused: export to keep them safe;
// dismissed once read).

import type { MemoryCause } from '../worker/protocol';
import { appNotices, useAppNotices } from '../appNotices';
import { EVICTABLE_SEEN_KEY } from '../web/persist';
import { t } from '../i18n';

/** Why the games are kept in memory only, with the browser's own words when it gave any. */
function memoryCause(cause: MemoryCause, detail: string | null): string {
  const words = t('saves-memory-cause', { cause });
  return detail ? t('saves-memory-cause-detail', { cause: words, detail }) : words;
}

/** The notice of where the saved games are, if the person should know (else nothing). */
export function SavesNotice() {
  const { saves } = useAppNotices();
  if (saves?.kind === 'memory') {
    return (
      <section class="recovery-notice saves-notice" role="alert" aria-labelledby="saves-notice-title">
        <h2 id="saves-notice-title">{t('saves-notice-memory-title')}</h2>
        <p>{t('saves-notice-memory', { reason: memoryCause(saves.cause, saves.detail) })}</p>
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
        <h2 id="saves-notice-title">{t('saves-notice-evictable-title')}</h2>
        <p>{t('saves-notice-evictable')}</p>
        <div class="form-actions">
          <button type="button" class="primary" onClick={dismiss}>
            {t('saves-notice-understood')}
          </button>
        </div>
      </section>
    );
  }
  return null;
}
