// A new game: which game (the registry's, games/index.ts), the players (names, colours, people
// or bots), the game's own options (its `newGame` part: variants, map...), a name and a seed
// for the deal.

import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api';
import type { SeatInfo } from '../types';
import { navigate } from '../routes';
import { COLOURS, distinctGameName, seatStyles } from '../table/format';
import { SeatChip, SeatPlayerSelect, seatPlayer } from '../table/Seat';
import { toApiError } from '../transport';
import { GAMES, gameOf } from '../games';
import { GAME_PLAYERS } from '../generated/protocol';
import { t } from '../i18n';

/** The players' names a new game starts with, in seat order. */
const DEFAULT_NAMES = ['Anna', 'Ben', 'Cleo', 'Dario', 'Eve'];

/** The new-game form, on the game of key `initialGame` if given (else the first game). */
export function NewGame({ api, initialGame }: { api: Api; initialGame?: string }) {
  const [seats, setSeats] = useState<SeatInfo[]>(() =>
    DEFAULT_NAMES.slice(0, 3).map((name, i) => ({ name, colour: COLOURS[i], kind: 'human' as const })),
  );
  const [name, setName] = useState('');
  const [seed, setSeed] = useState('');
  const [gameKey, setGameKey] = useState<string>(initialGame ?? GAMES[0].key);
  const game = gameOf(gameKey) ?? GAMES[0];
  // How many seats the game's rules take, as the Rust declares them.
  const seatRange = GAME_PLAYERS[game.key];
  // Each game's own options as chosen so far, by game: switching games and back keeps them.
  const [choices, setChoices] = useState<Record<string, unknown>>({});
  const options = game.key in choices ? choices[game.key] : game.newGame.defaults;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const styles = seatStyles(seats);
  // The saved games' names, so that a new game with the same players gets a name of its own.
  const [taken, setTaken] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    api
      .listGames()
      .then((games) => live && setTaken(games.map((g) => g.name)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  const defaultName = distinctGameName(
    seats.map((s) => s.name),
    taken,
  );

  const update = (i: number, patch: Partial<SeatInfo>) => setSeats(seats.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  const addSeat = () => {
    if (seats.length >= seatRange.max) return;
    const colour = COLOURS.find((c) => !seats.some((s) => s.colour === c)) ?? 'grey';
    setSeats([
      ...seats,
      { name: DEFAULT_NAMES[seats.length] ?? t('new-game-player-name', { number: seats.length + 1 }), colour, kind: 'human' },
    ]);
  };

  const players0 = () => seats.map((s) => s.name.trim());

  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    if (seats.some((s) => !s.name.trim())) {
      setError(t('new-game-name-missing'));
      return;
    }
    if (new Set(seats.map((s) => s.colour)).size !== seats.length) {
      setError(t('new-game-same-colour'));
      return;
    }
    const seedNum = seed.trim() === '' ? undefined : Number(seed);
    if (seedNum !== undefined && (!Number.isInteger(seedNum) || seedNum < 0)) {
      setError(t('new-game-bad-seed'));
      return;
    }
    if (seats.length < seatRange.min) {
      setError(game.newGame.tooFewPlayers);
      return;
    }
    const chosen = game.newGame.request(options);
    if ('error' in chosen) {
      setError(chosen.error);
      return;
    }
    setBusy(true);
    try {
      // A name of the players' own when none is given; the newest list decides.
      const names = await api
        .listGames()
        .then((games) => games.map((x) => x.name))
        .catch(() => taken);
      const gameName = name.trim() || distinctGameName(players0(), names);
      const players = seats.map((s) => ({
        name: s.name.trim(),
        colour: s.colour,
        kind: s.kind ?? 'human',
        level: s.kind === 'bot' ? s.level : undefined,
      }));
      const g = await api.createGame({
        request: { game: game.key, name: gameName, seats: players, options: chosen.options, map: chosen.map, seed: seedNum },
      });
      navigate(`#/game/${g.id}`);
    } catch (err) {
      setError(toApiError(err).message);
      setBusy(false);
    }
  };

  return (
    <main class="new-game">
      <nav class="crumbs">
        <a href="#/">{t('new-game-back')}</a>
      </nav>
      <h1>{t('new-game-title', { game: game.title })}</h1>
      <form onSubmit={submit}>
        <fieldset class="game-choice">
          <legend>{t('new-game-game')}</legend>
          {GAMES.map((g) => (
            <label class="check" key={g.key}>
              <input type="radio" name="game" checked={game.key === g.key} onChange={() => setGameKey(g.key)} />{' '}
              {t('new-game-choice', { game: g.title, choice: g.newGame.choice })}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{game.newGame.playersLegend}</legend>
          <ol class="seat-list">
            {seats.map((s, i) => (
              <li key={i} class="seat-edit">
                <SeatChip s={styles[i]} size={28} label={t('new-game-token', { number: i + 1 })} />
                <label>
                  <span>{t('new-game-player-name-label', { number: i + 1 })}</span>
                  <input
                    value={s.name}
                    maxLength={24}
                    required
                    onInput={(e) => update(i, { name: (e.target as HTMLInputElement).value })}
                  />
                </label>
                <label>
                  <span>{t('new-game-colour-label', { number: i + 1 })}</span>
                  <select value={s.colour} onChange={(e) => update(i, { colour: (e.target as HTMLSelectElement).value })}>
                    {COLOURS.map((c) => (
                      <option value={c} key={c}>
                        {t(`new-game-colour-${c}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span>{t('new-game-player-is', { number: i + 1 })}</span>
                  <SeatPlayerSelect
                    value={seatPlayer(s)}
                    onChange={(p) => update(i, p === 'human' ? { kind: 'human', level: undefined } : { kind: 'bot', level: p })}
                  />
                </label>
                {seats.length > seatRange.min && (
                  <button
                    type="button"
                    class="secondary"
                    aria-label={t('new-game-remove-label', { number: i + 1 })}
                    onClick={() => setSeats(seats.filter((_, j) => j !== i))}
                  >
                    {t('new-game-remove')}
                  </button>
                )}
              </li>
            ))}
          </ol>
          {seats.length < seatRange.max && (
            <button type="button" class="secondary" onClick={addSeat}>
              {t('new-game-add')}
            </button>
          )}
        </fieldset>
        <game.newGame.Options
          key={game.key}
          value={options}
          onChange={(change) =>
            setChoices((all) => ({ ...all, [game.key]: change(game.key in all ? all[game.key] : game.newGame.defaults) }))
          }
        />
        <details>
          <summary>{t('new-game-more')}</summary>
          <label>
            <span>{t('new-game-name')}</span>
            <input value={name} maxLength={80} placeholder={defaultName} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
          </label>
          <label>
            <span>{t('new-game-seed')}</span>
            <input value={seed} inputMode="numeric" onInput={(e) => setSeed((e.target as HTMLInputElement).value)} />
          </label>
        </details>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <div class="form-actions">
          <button type="submit" class="primary big" disabled={busy}>
            {t('new-game-start')}
          </button>
        </div>
      </form>
    </main>
  );
}
