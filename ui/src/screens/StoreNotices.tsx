// What the saved games had to tell and nobody has seen yet: acknowledged moves found lost
// after a crash, a snapshot that failed its check (the game was replayed from its log), a
// game's record mended from a backup. Shown once on the home screen until dismissed; only
// the host device (or the app) may read and dismiss them.

import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api';
import { t } from '../i18n';

export function StoreNotices({ api }: { api: Api }) {
  const [notices, setNotices] = useState<string[]>([]);
  useEffect(() => {
    api
      .notices()
      .then(setNotices)
      .catch(() => setNotices([]));
  }, [api]);
  if (notices.length === 0) return null;
  const dismiss = async () => {
    setNotices([]);
    await api.dismissNotices().catch(() => undefined);
  };
  return (
    <section class="recovery-notice store-notices" role="status" aria-labelledby="store-notices-title">
      <h2 id="store-notices-title">{t('store-notices-title', { count: notices.length })}</h2>
      <ul>
        {notices.map((n, i) => (
          <li key={i}>{n}</li>
        ))}
      </ul>
      <div class="form-actions">
        <button type="button" class="primary" onClick={dismiss}>
          {t('store-notices-understood')}
        </button>
      </div>
    </section>
  );
}
