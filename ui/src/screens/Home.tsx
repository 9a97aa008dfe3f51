// The front of the game box: the game to continue, every game (a new game, how to play), and
// the saved games: each with a picture of its board and where it stands, open, rename, export,
// delete, play on the network, import a file, start a new game, join a game on the network.
// A device that is not the host sees its own game instead (it holds seats), or the join
// screen (it holds none).

import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import type { Api } from '../api';
import type { GameSummary, Preview } from '../types';
import { navigate } from '../routes';
import { BoardPicture } from './BoardPicture';
import { GameBox } from './GameBox';
import { GAMES, gameOf, gameTitle, summaryWords } from '../games';
import { seatStyles } from '../table/format';
import { agoInWords, listInWords, t } from '../i18n';
import { LanguagePicker } from '../i18n/LanguagePicker';
import { SeatChip } from '../table/Seat';
import { describeError, toApiError } from '../transport';
import { RemoteContext } from '../remote';
import { SavesNotice } from './SavesNotice';
import { useGrant } from '../useGrant';
import { Join } from './Join';
import { download } from '../download';
import { Backups } from './Backups';
import { recoverySeenKey, recoverySummary, salvageLine } from './recoveryText';
import { StoreNotices } from './StoreNotices';
import type { Recovery } from '../types';

/**
 * Once per damaged file: the saved-games file could not be used, where it was set aside, and
 * game by game what was recovered into the fresh one; the path can be copied.
 */
const PATH_MARK = '\u0000';

function RecoveryNotice({ api }: { api: Api }) {
  const [recovery, setRecovery] = useState<Recovery | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    api
      .recovery()
      .then((r) => {
        if (r && localStorage.getItem(recoverySeenKey(r)) === null) setRecovery(r);
      })
      .catch(() => undefined);
  }, [api]);
  if (!recovery) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(recoverySeenKey(recovery), '1');
    } catch {
      /* the host forgets it below */
    }
    setRecovery(null);
    // Seen: the host forgets the report (the damaged file stays where it was set aside).
    api.recoverySeen().catch(() => undefined);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recovery.moved_to);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  // The path is drawn as code inside the sentence, wherever the language puts it.
  const [before, after] = t('recovery-set-aside', { reason: recovery.reason, path: PATH_MARK }).split(PATH_MARK);
  return (
    <section class="recovery-notice" role="alert" aria-labelledby="recovery-title">
      <h2 id="recovery-title">{t('recovery-title')}</h2>
      <p>
        {before}
        <code>{recovery.moved_to}</code>
        {after} {recoverySummary(recovery)}
      </p>
      {recovery.games.length > 0 && (
        <ul class="recovery-games">
          {recovery.games.map((g, i) => (
            <li key={i} data-outcome={g.outcome}>
              {salvageLine(g)}
            </li>
          ))}
        </ul>
      )}
      <div class="form-actions">
        <button type="button" class="secondary" onClick={copy}>
          {copied ? t('recovery-path-copied') : t('recovery-copy-path')}
        </button>
        <button type="button" class="primary" onClick={dismiss}>
          {t('recovery-understood')}
        </button>
      </div>
    </section>
  );
}

/** The file name a saved game is exported under. */
function fileName(g: GameSummary) {
  const safe =
    g.name
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'game';
  return `epochs-${g.game}-${g.id}-${safe}.json`;
}

/** Where a saved game stands, in words: its turn or era, whose move, or who won. */
function gameStatus(g: GameSummary): string {
  const p: Partial<Preview> = g.preview ?? {};
  if (g.finished) return p.winners?.length ? t('home-finished-won', { winners: listInWords(p.winners) }) : t('home-finished');
  return summaryWords(g)?.status ?? t('home-to-act', { name: p.to_act ?? '—' });
}

/** The game to continue first: the one played last that is not over. */
function ContinueCard({ g }: { g: GameSummary }) {
  const styles = seatStyles(g.seats);
  const picture = g.preview?.picture;
  const game = gameOf(g.game);
  return (
    <section class="continue-card" aria-labelledby="continue-title">
      {picture && game && <BoardPicture rows={picture} game={game} styles={styles} />}
      <div>
        <h2 id="continue-title">{t('home-continue-title', { name: g.name })}</h2>
        <p>
          <span class="game-kind">{gameTitle(g.game)}</span> · {gameStatus(g)} · {t('home-last-played', { when: agoInWords(g.updated_at) })}
        </p>
        <a class="button primary big" href={`#/game/${g.id}`}>
          {t('home-continue')}
        </a>
      </div>
    </section>
  );
}

/** A saved game in the list: its board, players and standing, and what may be done with it. */
function GameRow({ api, g, onChanged, onError }: { api: Api; g: GameSummary; onChanged: () => void; onError: (m: string) => void }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(g.name);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const styles = seatStyles(g.seats);
  const p: Partial<Preview> = g.preview ?? {};
  const status = gameStatus(g);
  const game = gameOf(g.game);
  const words = summaryWords(g);

  const rename = async (e: Event) => {
    e.preventDefault();
    try {
      await api.rename({ game: g.id, name });
      setRenaming(false);
      onChanged();
    } catch (err) {
      onError(toApiError(err).message);
    }
  };

  return (
    <li class="game-row" data-game={g.id} data-kind={g.game}>
      {p.picture && game && <BoardPicture rows={p.picture} game={game} styles={styles} />}
      <div class="game-main">
        {renaming ? (
          <form class="rename" onSubmit={rename}>
            <label>
              <span class="sr-only">{t('home-rename-label', { name: g.name })}</span>
              <input value={name} maxLength={80} onInput={(e) => setName((e.target as HTMLInputElement).value)} autoFocus />
            </label>
            <button type="submit">{t('home-save')}</button>
            <button type="button" class="secondary" onClick={() => setRenaming(false)}>
              {t('home-cancel')}
            </button>
          </form>
        ) : (
          <a class="game-name" href={`#/game/${g.id}`}>
            {g.name}
          </a>
        )}
        <div class="game-meta">
          <span class="seats">
            {styles.map((s) => (
              <span class="seat-tag" key={s.seat}>
                <SeatChip s={s} size={18} label="" /> {s.name}
                {g.seats[s.seat]?.kind === 'bot' && (
                  <span class="bot-tag"> {t('home-bot', { level: g.seats[s.seat].level ?? 'medium' })}</span>
                )}
                {words?.seatScore(s.seat) ? <span class="muted"> ({words.seatScore(s.seat)})</span> : null}
              </span>
            ))}
          </span>
          <span class="status">
            <span class="game-kind">{gameTitle(g.game)}</span> · {status}
          </span>
          <span class="muted">
            {t('home-actions-count', { count: g.actions })} · {t('home-last-played', { when: agoInWords(g.updated_at) })}
          </span>
        </div>
      </div>
      <div class="game-actions">
        <a class="button" href={`#/game/${g.id}`} aria-label={t('home-open-label', { name: g.name })}>
          {t('home-open')}
        </a>
        {g.actions > 0 && (
          <a class="button secondary" href={`#/replay/${g.id}`} aria-label={t('home-replay-label', { name: g.name })}>
            {t('home-replay')}
          </a>
        )}
        {!g.finished && api.transport.networked !== false && (
          <a class="button secondary" href={`#/host/${g.id}`} aria-label={t('home-network-label', { name: g.name })}>
            {t('home-network')}
          </a>
        )}
        <button
          type="button"
          class="secondary"
          onClick={() => setRenaming(true)}
          aria-label={t('home-rename-game-label', { name: g.name })}
        >
          {t('home-rename')}
        </button>
        <button
          type="button"
          class="secondary"
          aria-label={t('home-export-label', { name: g.name })}
          onClick={async () => {
            try {
              download(fileName(g), await api.export({ game: g.id }));
            } catch (err) {
              onError(toApiError(err).message);
            }
          }}
        >
          {t('home-export')}
        </button>
        {confirmDelete ? (
          <span class="confirm">
            <button
              type="button"
              class="danger"
              onClick={async () => {
                try {
                  await api.delete({ game: g.id });
                  onChanged();
                } catch (err) {
                  onError(toApiError(err).message);
                }
              }}
            >
              {t('home-delete-for-good')}
            </button>
            <button type="button" class="secondary" onClick={() => setConfirmDelete(false)}>
              {t('home-keep')}
            </button>
          </span>
        ) : (
          <button
            type="button"
            class="secondary"
            aria-label={t('home-delete-label', { name: g.name })}
            onClick={() => setConfirmDelete(true)}
          >
            {t('home-delete')}
          </button>
        )}
      </div>
    </li>
  );
}

/** The home screen: the saved games on the host device; elsewhere this device's game, or joining one. */
export function Home({ api }: { api: Api }) {
  const grant = useGrant(api.transport);
  useEffect(() => {
    if (grant?.role === 'seats') navigate(`#/game/${grant.game}`);
  }, [grant]);
  if (grant === null || grant.role === 'seats') return <main class="loading">{t('home-connecting')}</main>;
  // Only the host device may list the saved games: another device joins one.
  if (grant.role === 'bystander') return <Join api={api} code={null} />;
  return <SavedGames api={api} />;
}

/** The saved games of the host device, the game box, import and backups. */
function SavedGames({ api }: { api: Api }) {
  const [games, setGames] = useState<GameSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [showBackups, setShowBackups] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const network = useContext(RemoteContext);

  const load = async () => {
    try {
      setGames(await api.listGames());
    } catch (e) {
      setError(toApiError(e).message);
    }
  };
  useEffect(() => {
    load();
    return api.transport.onChange(() => load());
  }, [api]);

  const last = games?.filter((g) => !g.finished).sort((a, b) => b.updated_at - a.updated_at)[0];

  const onImport = async (e: Event) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    try {
      const g = await api.import({ text: await file.text() });
      setInfo(t('home-imported', { name: g.name }));
      setError(null);
      load();
    } catch (err) {
      setError(t('home-import-refused', { reason: describeError(toApiError(err).body) }));
    }
  };

  return (
    <main class="home">
      <header class="home-header">
        <h1>Epochs</h1>
        <p class="tagline">{t('home-tagline', { count: GAMES.length, games: listInWords(GAMES.map((g) => g.title)) })}</p>
        <LanguagePicker />
      </header>
      <SavesNotice />
      <RecoveryNotice api={api} />
      <StoreNotices api={api} />
      {last && <ContinueCard g={last} />}
      <GameBox />
      <div class="home-actions">
        <button type="button" class="secondary" onClick={() => fileRef.current?.click()}>
          {t('home-import')}
        </button>
        <button type="button" class="secondary" aria-expanded={showBackups} onClick={() => setShowBackups((v) => !v)}>
          {t('home-restore')}
        </button>
        {network && (
          <button type="button" class="secondary" onClick={() => navigate('#/join')}>
            {t('home-join')}
          </button>
        )}
        <a class="button secondary" href="#/about">
          {t('home-about')}
        </a>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          class="sr-only"
          aria-label={t('home-import-file')}
          onChange={onImport}
          tabIndex={-1}
        />
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {info && (
        <p class="info" role="status">
          {info}
        </p>
      )}
      {showBackups && (
        <Backups
          api={api}
          onClose={() => setShowBackups(false)}
          onRestored={(what) => {
            setShowBackups(false);
            setInfo(what);
            setError(null);
            load();
          }}
        />
      )}
      <section class="saved" aria-labelledby="saved-title">
        <h2 id="saved-title">{t('home-saved-title')}</h2>
        {games === null ? (
          <p class="muted">{t('home-loading')}</p>
        ) : games.length === 0 ? (
          <p class="muted">{t('home-none')}</p>
        ) : (
          <ul class="game-list">
            {games.map((g) => (
              <GameRow key={`${g.id}-${g.name}-${g.updated_at}`} api={api} g={g} onChanged={load} onError={setError} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
