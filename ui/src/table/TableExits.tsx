// The ways out of a table: the screen of a table that cannot be opened, and the links on from
// a game's end.

import { t } from '../i18n';

/** A table that cannot be opened: the reason and the way back. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <main class="table-error">
      <p class="error" role="alert">
        {message}
      </p>
      <a class="button" href="#/">
        {t('table-back-to-games')}
      </a>
    </main>
  );
}

/** The ways on from a game's end: replay it, or back to the saved games. */
export function GameOverLinks({ gameId }: { gameId: number }) {
  return (
    <div class="form-actions">
      <a class="button primary" href={`#/replay/${gameId}`}>
        {t('table-replay')}
      </a>
      <a class="button secondary" href="#/">
        {t('table-back-to-games')}
      </a>
    </div>
  );
}
