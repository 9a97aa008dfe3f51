// Restoring a backup of the saved games: the backups the app keeps (one a day for a week, one
// before each schema migration and each restore), newest first, each restored after a
// confirmation; the games as they are now are backed up first.

import { FluentNumber } from '@fluent/bundle';
import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api';
import type { BackupInfo } from '../types';
import { toApiError } from '../transport';
import { t } from '../i18n';
import { whole } from '../table/format';

/** A backup's size in words. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return t('backups-bytes', { size: whole(bytes) });
  if (bytes < 1024 * 1024) return t('backups-kilobytes', { size: whole(Math.round(bytes / 1024)) });
  return t('backups-megabytes', {
    size: new FluentNumber(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }),
  });
}

/** What a backup was taken for, in words (the host's own words for a kind this version does
 * not know). */
function kindText(kind: string): string {
  switch (kind) {
    case 'daily':
      return t('backups-kind-daily');
    case 'before a schema migration':
      return t('backups-kind-migration');
    case 'before a restore':
      return t('backups-kind-restore');
    default:
      return kind;
  }
}

export function Backups({ api, onRestored, onClose }: { api: Api; onRestored: (what: string) => void; onClose: () => void }) {
  const [backups, setBackups] = useState<BackupInfo[] | null>(null);
  const [confirm, setConfirm] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api
      .backups()
      .then(setBackups)
      .catch((e) => setError(toApiError(e).message));
  }, [api]);
  const restore = async (b: BackupInfo) => {
    setBusy(true);
    try {
      await api.restoreBackup({ file: b.file });
      onRestored(t('backups-restored', { when: new Date(b.taken_at).toLocaleString() }));
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };
  return (
    <section class="backups" aria-labelledby="backups-title">
      <div class="section-head">
        <h2 id="backups-title">{t('backups-title')}</h2>
        <button type="button" class="secondary" onClick={onClose}>
          {t('backups-close')}
        </button>
      </div>
      <p class="muted">{t('backups-intro')}</p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {backups === null ? (
        !error && <p class="muted">{t('backups-loading')}</p>
      ) : backups.length === 0 ? (
        <p class="muted">{t('backups-none')}</p>
      ) : (
        <ul class="backup-list">
          {backups.map((b) => (
            <li key={b.file} data-file={b.file}>
              <span>
                {new Date(b.taken_at).toLocaleString()} · {kindText(b.kind)} · {sizeText(b.bytes)}
              </span>
              {confirm === b.file ? (
                <span class="confirm">
                  <button type="button" class="danger" disabled={busy} onClick={() => restore(b)}>
                    {t('backups-confirm')}
                  </button>
                  <button type="button" class="secondary" onClick={() => setConfirm(null)}>
                    {t('backups-cancel')}
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  class="secondary"
                  aria-label={t('backups-restore-label', { when: new Date(b.taken_at).toLocaleString(), kind: kindText(b.kind) })}
                  onClick={() => setConfirm(b.file)}
                >
                  {t('backups-restore')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
