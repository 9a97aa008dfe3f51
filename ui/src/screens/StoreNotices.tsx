// What the saved games had to tell and nobody has seen yet: acknowledged moves found lost
// after a crash, a snapshot that failed its check (the game was replayed from its log), a
// game's record mended from a backup. Shown once on the home screen until dismissed; only
// the host device (or the app) may read and dismiss them.

import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api';
import { t } from '../i18n';
import type { StoreNotice } from '../generated/protocol';

/** A notice in the device's language (one an older version kept in words, as it was kept). */
export function noticeInWords(n: StoreNotice): string {
  switch (n.kind) {
    case 'writes_lost':
      return t('store-notice-writes-lost', { lost: n.lost, file: n.file, wal: n.wal });
    case 'record_mended':
      return t('store-notice-record-mended', { name: n.name, game: String(n.game), backup: n.backup });
    case 'snapshot_ignored':
      return t('store-notice-snapshot-ignored', { name: n.name, after: String(n.after) });
    case 'said':
      return n.text;
  }
}

export function StoreNotices({ api }: { api: Api }) {
  const [notices, setNotices] = useState<StoreNotice[]>([]);
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
          <li key={i}>{noticeInWords(n)}</li>
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
