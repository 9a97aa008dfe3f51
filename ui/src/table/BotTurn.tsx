// A bot's turn: the hook that asks the table for the bot's move after a short pause, and the
// neutral screen shown while a bot plays (who, the latest moves, how fast the bots play).

import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api';
import { toApiError } from '../transport';
import type { SeatStyle } from './format';
import { SeatChip } from './Seat';
import type { Pace } from './pace';
import { botPace, botPauseMs, setBotPace } from './pace';
import type { ToldLine } from './logWords';
import { t } from '../i18n';

/**
 * While it is bot `seat`'s move, asks the table for the bot's move after a short pause, then
 * `refresh`es. Errors go to `onError`.
 */
export function useBotTurn(
  api: Api,
  gameId: number,
  seat: number | null,
  seq: number,
  refresh: () => Promise<void>,
  onError: (text: string | null) => void,
) {
  useEffect(() => {
    // A LAN host plays its bots itself; the screen follows its change notices.
    if (seat === null || api.transport.botsByHost) return;
    let live = true;
    const timer = setTimeout(async () => {
      try {
        await api.botMove({ game: gameId });
        if (live) onError(null);
      } catch (e) {
        if (live) onError(toApiError(e).message);
      }
      if (live) await refresh();
    }, botPauseMs());
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, gameId, seat, seq]);
}

/** The bots' paces, in the order the pace buttons show them, named in the device's language. */
function paces(): { pace: Pace; label: string }[] {
  return [
    { pace: 'normal', label: t('table-pace-normal') },
    { pace: 'faster', label: t('table-pace-faster') },
    { pace: 'skip', label: t('table-pace-skip') },
  ];
}

/**
 * How fast the bots' moves follow each other: kept on the device where its window plays the
 * bots, else the host's (set by the host device only; other devices are not shown it).
 */
function PaceControl({ api }: { api: Api }) {
  const byHost = api.transport.botsByHost;
  const [pace, setPace] = useState<Pace | null>(byHost ? null : botPace);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!byHost) return;
    let live = true;
    api.transport
      .call<Pace>('bot_pace', {})
      .then((p) => live && setPace(p))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  if (byHost && api.transport.grant?.role !== 'host') return null;
  const choose = async (p: Pace) => {
    try {
      if (byHost) setPace(await api.transport.call<Pace>('bot_pace', { pace: p }));
      else {
        setBotPace(p);
        setPace(p);
      }
      setError(null);
    } catch (e) {
      setError(toApiError(e).message);
    }
  };
  return (
    <div class="pace" role="group" aria-label={t('table-pace')}>
      {paces().map((p) => (
        <button key={p.pace} type="button" class="secondary" aria-pressed={pace === p.pace} onClick={() => choose(p.pace)}>
          {p.label}
        </button>
      ))}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The neutral screen while a bot plays: who, what happened last (public words only), and how
 * fast the bots play.
 */
export function BotTurn({ api, style, log, error }: { api: Api; style: SeatStyle; log: ToldLine[]; error: string | null }) {
  const recent = log.slice(-3);
  return (
    <section class="away-notice bot-turn" aria-live="polite" aria-labelledby="bot-title" data-to-act={style.seat}>
      <SeatChip s={style} size={40} label={t('table-token', { name: style.name })} />
      <h2 id="bot-title" tabIndex={-1}>
        {t('table-bot-playing', { name: style.name })}
      </h2>
      <p class="thinking" role="status" aria-label={t('table-bot-thinking', { name: style.name })}>
        <span class="thinking-dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>{' '}
        {t('table-thinking')}
      </p>
      <PaceControl api={api} />
      {error ? (
        <p class="error" role="alert">
          {t('table-bot-error', { reason: error })}
        </p>
      ) : (
        recent.length > 0 && (
          <ol class="log recent" aria-label={t('table-latest-moves')}>
            {recent.map((l) => (
              <li key={l.seq}>{l.text}</li>
            ))}
          </ol>
        )
      )}
    </section>
  );
}
