// Restoring a backup of the saved games: the backups the app keeps (one a day for a week, one
// before each schema migration and each restore), newest first, each restored after a
// confirmation; the games as they are now are backed up first.

import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api';
import type { BackupInfo } from '../types';
import { toApiError } from '../transport';

/** A backup's size in words. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
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
      await api.restoreBackup(b.file);
      onRestored(`Restored the backup of ${new Date(b.taken_at).toLocaleString()}. The games as they were just before are in a backup of their own.`);
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
        <h2 id="backups-title">Backups</h2>
        <button type="button" class="secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <p class="muted">Restoring a backup replaces every saved game with the games as they were then.</p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {backups === null ? (
        !error && <p class="muted">Loading…</p>
      ) : backups.length === 0 ? (
        <p class="muted">No backup yet: one is taken each day the app is opened.</p>
      ) : (
        <ul class="backup-list">
          {backups.map((b) => (
            <li key={b.file} data-file={b.file}>
              <span>
                {new Date(b.taken_at).toLocaleString()} · {b.kind} · {sizeText(b.bytes)}
              </span>
              {confirm === b.file ? (
                <span class="confirm">
                  <button type="button" class="danger" disabled={busy} onClick={() => restore(b)}>
                    Yes, replace every saved game
                  </button>
                  <button type="button" class="secondary" onClick={() => setConfirm(null)}>
                    Cancel
                  </button>
                </span>
              ) : (
                <button type="button" class="secondary" aria-label={`Restore the backup of ${new Date(b.taken_at).toLocaleString()} (${b.kind})`} onClick={() => setConfirm(b.file)}>
                  Restore…
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
