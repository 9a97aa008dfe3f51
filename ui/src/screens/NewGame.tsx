// A new game: Khronos or Tempus, the players (names, colours, people or bots), options, a
// map file, a name and a seed for the deal.

import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api';
import type { SeatInfo } from '../types';
import { navigate } from '../App';
import { COLOURS, distinctGameName, seatStyles } from '../table/format';
import { SeatChip, SeatPlayerSelect, seatPlayer } from '../table/Seat';
import { toApiError } from '../transport';

const DEFAULT_NAMES = ['Anna', 'Ben', 'Cleo', 'Dario', 'Eve'];

export function NewGame({ api, initialGame }: { api: Api; initialGame?: 'khronos' | 'tempus' }) {
  const [seats, setSeats] = useState<SeatInfo[]>(() =>
    DEFAULT_NAMES.slice(0, 3).map((name, i) => ({ name, colour: COLOURS[i], kind: 'human' as const })),
  );
  const [name, setName] = useState('');
  const [holdem, setHoldem] = useState(false);
  const [discardAll, setDiscardAll] = useState(false);
  const [seed, setSeed] = useState('');
  const [mapFile, setMapFile] = useState<{ name: string; text: string } | null>(null);
  const [useMapFile, setUseMapFile] = useState(false);
  const [game, setGame] = useState<'khronos' | 'tempus'>(initialGame ?? 'khronos');
  const [atlantis, setAtlantis] = useState(false);
  const [island, setIsland] = useState<'placed' | 'random'>('placed');
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

  const update = (i: number, patch: Partial<SeatInfo>) =>
    setSeats(seats.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  const addSeat = () => {
    if (seats.length >= 5) return;
    const colour = COLOURS.find((c) => !seats.some((s) => s.colour === c)) ?? 'grey';
    setSeats([...seats, { name: DEFAULT_NAMES[seats.length] ?? `Player ${seats.length + 1}`, colour, kind: 'human' }]);
  };

  const players0 = () => seats.map((s) => s.name.trim());

  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    if (seats.some((s) => !s.name.trim())) {
      setError('Every seat needs a name.');
      return;
    }
    if (new Set(seats.map((s) => s.colour)).size !== seats.length) {
      setError('Each player needs a different colour.');
      return;
    }
    const seedNum = seed.trim() === '' ? undefined : Number(seed);
    if (seedNum !== undefined && (!Number.isInteger(seedNum) || seedNum < 0)) {
      setError('The seed is a whole number (or empty for a random deal).');
      return;
    }
    if (game === 'tempus' && seats.length < 2) {
      setError('Tempus needs 2 (variant) to 5 players.');
      return;
    }
    if (game === 'khronos' && useMapFile && !mapFile) {
      setError('Choose a map file, or play on the designed default map.');
      return;
    }
    setBusy(true);
    try {
      // A name of the players' own when none is given; the newest list decides.
      const names = await api.listGames().then((games) => games.map((x) => x.name)).catch(() => taken);
      const gameName = name.trim() || distinctGameName(players0(), names);
      const players = seats.map((s) => ({ name: s.name.trim(), colour: s.colour, kind: s.kind ?? 'human', level: s.kind === 'bot' ? s.level : undefined }));
      const g =
        game === 'tempus'
          ? await api.createGame({ game: 'tempus', name: gameName, seats: players, options: { atlantis }, map: island, seed: seedNum })
          : await api.createGame({
              game: 'khronos',
              name: gameName,
              seats: players,
              options: { holdem, discard_all: discardAll },
              map: useMapFile && mapFile ? mapFile.text : undefined,
              seed: seedNum,
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
        <a href="#/">← Saved games</a>
      </nav>
      <h1>New game of {game === 'tempus' ? 'Tempus' : 'Khronos'}</h1>
      <form onSubmit={submit}>
        <fieldset class="game-choice">
          <legend>Game</legend>
          <label class="check">
            <input type="radio" name="game" checked={game === 'khronos'} onChange={() => setGame('khronos')} /> Khronos: build through three ages
          </label>
          <label class="check">
            <input type="radio" name="game" checked={game === 'tempus'} onChange={() => setGame('tempus')} /> Tempus: civilisations on an
            island through ten eras
          </label>
        </fieldset>
        <fieldset>
          <legend>{game === 'tempus' ? 'Players (3 to 5, or 2 for the 2-player variant; in turn order)' : 'Players (2 to 5, in turn order)'}</legend>
          <ol class="seat-list">
            {seats.map((s, i) => (
              <li key={i} class="seat-edit">
                <SeatChip s={styles[i]} size={28} label={`Seat ${i + 1} token`} />
                <label>
                  <span>Name of player {i + 1}</span>
                  <input
                    value={s.name}
                    maxLength={24}
                    required
                    onInput={(e) => update(i, { name: (e.target as HTMLInputElement).value })}
                  />
                </label>
                <label>
                  <span>Colour of player {i + 1}</span>
                  <select value={s.colour} onChange={(e) => update(i, { colour: (e.target as HTMLSelectElement).value })}>
                    {COLOURS.map((c) => (
                      <option value={c} key={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span>Player {i + 1} is</span>
                  <SeatPlayerSelect
                    value={seatPlayer(s)}
                    onChange={(p) => update(i, p === 'human' ? { kind: 'human', level: undefined } : { kind: 'bot', level: p })}
                  />
                </label>
                {seats.length > 2 && (
                  <button type="button" class="secondary" aria-label={`Remove player ${i + 1}`} onClick={() => setSeats(seats.filter((_, j) => j !== i))}>
                    Remove
                  </button>
                )}
              </li>
            ))}
          </ol>
          {seats.length < 5 && (
            <button type="button" class="secondary" onClick={addSeat}>
              Add a player
            </button>
          )}
        </fieldset>
        {game === 'khronos' ? (
          <>
        <fieldset>
          <legend>Variants</legend>
          <label class="check">
            <input type="checkbox" checked={holdem} onChange={(e) => setHoldem((e.target as HTMLInputElement).checked)} />
            Hold’em: three face-up cards to swap for free at the start of a turn
          </label>
          <label class="check">
            <input type="checkbox" checked={discardAll} onChange={(e) => setDiscardAll((e.target as HTMLInputElement).checked)} />
            House rule: discard all unused cards at the end of each turn
          </label>
        </fieldset>
        <fieldset>
          <legend>Map</legend>
          <label class="check">
            <input type="radio" name="map" checked={!useMapFile} onChange={() => setUseMapFile(false)} /> The designed default map (12 × 10, river,
            forests, mountains, 10 printed Hamlets)
          </label>
          <label class="check">
            <input type="radio" name="map" checked={useMapFile} onChange={() => setUseMapFile(true)} />{' '}
            <span>
              A map file (a text grid: <code>.</code> plain, <code>f</code> forest, <code>m</code> mountain, <code>~</code> river, upper case for
              a printed Hamlet)
            </span>
          </label>
          {useMapFile && (
            <label>
              <span>Map file{mapFile ? `: ${mapFile.name}` : ''}</span>
              <input
                type="file"
                accept=".txt,text/plain"
                onChange={async (e) => {
                  const f = (e.target as HTMLInputElement).files?.[0];
                  setMapFile(f ? { name: f.name, text: await f.text() } : null);
                }}
              />
            </label>
          )}
        </fieldset>
          </>
        ) : (
          <>
        <fieldset>
          <legend>Options</legend>
          <label class="check">
            <input type="checkbox" checked={atlantis} onChange={(e) => setAtlantis((e.target as HTMLInputElement).checked)} />
            Atlantis: two blue cities that may be built on the open sea in an era with ships
          </label>
        </fieldset>
        <fieldset>
          <legend>Island</legend>
          <label class="check">
            <input type="radio" name="island" checked={island === 'placed'} onChange={() => setIsland('placed')} /> Placed by the players, tile by
            tile
          </label>
          <label class="check">
            <input type="radio" name="island" checked={island === 'random'} onChange={() => setIsland('random')} /> A random island (from the
            seed)
          </label>
        </fieldset>
          </>
        )}
        <details>
          <summary>More</summary>
          <label>
            <span>Game name (optional)</span>
            <input value={name} maxLength={80} placeholder={defaultName} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
          </label>
          <label>
            <span>Seed for the deal (optional, for replaying the same deal)</span>
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
            Start the game
          </button>
        </div>
      </form>
    </main>
  );
}
