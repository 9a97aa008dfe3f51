// Pass-and-play: which seat's private view this device may show, and when to show the
// neutral hand-off screen instead. A seat's hand is fetched only after its player taps.
// A device that joined a LAN host holds only some seats: on the others' moves it shows the
// public board ("away"), and a device holding a single seat needs no hand-off at all.

export type Screen =
  | { kind: 'finished' }
  | { kind: 'handoff'; seat: number }
  | { kind: 'play'; seat: number }
  | { kind: 'bot'; seat: number }
  | { kind: 'away'; seat: number }
  | { kind: 'waiting' };

/** Every seat has something private (its hand) unless a game says otherwise. */
const always = () => true;

/** Which seats bots play (`kind: "bot"`), by seat number. */
export function botSeats(seats: { kind?: string }[] | undefined): number[] {
  return (seats ?? []).flatMap((s, i) => (s.kind === 'bot' ? [i] : []));
}

/**
 * What to show, given who must act now and which seat was last revealed on this device.
 * The revealed seat is shown only while it is still that seat's move. A bot's move shows
 * the neutral bot screen; when one person plays alone against bots there is nobody to hide
 * a hand from, so that person's hand is shown without a hand-off.
 *
 * `local` is the seats this device plays (`null`: every seat, the host or pass-and-play
 * device). Another device's move shows the public board; when the device plays one person's
 * seat only, that hand is shown without a hand-off.
 */
export function decideScreen(
  toAct: number | null,
  finished: boolean,
  revealed: number | null,
  bots: number[] = [],
  seats = 0,
  local: number[] | null = null,
  hasPrivate: (seat: number) => boolean = always,
): Screen {
  if (finished) return { kind: 'finished' };
  if (toAct === null || toAct === undefined) return { kind: 'waiting' };
  if (bots.includes(toAct)) return { kind: 'bot', seat: toAct };
  // A seat with nothing private to see (no cards in hand yet, as while an island is laid
  // out) needs no hand-off screen: its table shows nothing the public boards don't. The table
  // says whose move it is (see `passCue`).
  if (local !== null) {
    if (!local.includes(toAct)) return { kind: 'away', seat: toAct };
    if (revealed === toAct || localHumans(local, bots) === 1 || !hasPrivate(toAct)) return { kind: 'play', seat: toAct };
    return { kind: 'handoff', seat: toAct };
  }
  if (revealed === toAct || !hasPrivate(toAct)) return { kind: 'play', seat: toAct };
  if (seats > 0 && seats - bots.length === 1) return { kind: 'play', seat: toAct };
  return { kind: 'handoff', seat: toAct };
}

/** How many people share this device: its seats bots do not play (`local` null: every seat). */
export function localHumans(local: number[] | null, bots: number[], seats = 0): number {
  return local === null ? seats - bots.length : local.filter((s) => !bots.includes(s)).length;
}

/**
 * Whether other seats moved since this device last showed `shown` at position `shownSeq`:
 * the position is now `seq` and this device did not make those moves. With more than one
 * person at the table the device may have been passed around meanwhile, so the revealed
 * hand must go behind the hand-off screen even if it is that seat's move again.
 */
export function othersMovedSince(shown: Screen | null, shownSeq: number | null, seq: number, humans: number): boolean {
  return shown?.kind === 'play' && shownSeq !== null && seq !== shownSeq && humans > 1;
}

/** After `seat` acted: keep showing its view, or hand the device to the next seat. */
export function afterAction(
  seat: number,
  toAct: number | null,
  finished: boolean,
  bots: number[] = [],
  seats = 0,
  local: number[] | null = null,
  hasPrivate: (seat: number) => boolean = always,
): Screen {
  return decideScreen(toAct, finished, seat, bots, seats, local, hasPrivate);
}

/**
 * Whether the table shown without a hand-off screen should say "pass the device to …": the
 * seat shown (`next`) has nothing private, several people share the device, and the screen
 * before showed another seat's table, or none.
 */
export function passCue(next: Screen, before: Screen | null, humans: number, hasPrivate: (seat: number) => boolean): boolean {
  if (next.kind !== 'play' || humans <= 1 || hasPrivate(next.seat)) return false;
  return !(before?.kind === 'play' && before.seat === next.seat);
}

/** Minimal storage surface (sessionStorage in the browser, a map in tests). */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Remembers the revealed seat per game while its table is on screen. Leaving the table (or
 * reloading the page) forgets it: whoever holds the device when the table opens again goes
 * through the hand-off screen first.
 */
export class HandoffMemory {
  constructor(private readonly store: KeyValue | null) {}

  private key(game: number) {
    return `epochs.revealed.${game}`;
  }

  revealed(game: number): number | null {
    try {
      const v = this.store?.getItem(this.key(game));
      if (v === null || v === undefined || v === '') return null;
      const n = Number(v);
      return Number.isInteger(n) && n >= 0 ? n : null;
    } catch {
      return null;
    }
  }

  reveal(game: number, seat: number) {
    try {
      this.store?.setItem(this.key(game), String(seat));
    } catch {
      /* storage unavailable: a reload shows the hand-off screen, which is safe */
    }
  }

  conceal(game: number) {
    try {
      this.store?.removeItem(this.key(game));
    } catch {
      /* ignore */
    }
  }
}

/** A memory for one table screen: it lives as long as the screen does. */
export function defaultMemory(): HandoffMemory {
  const seats = new Map<string, string>();
  return new HandoffMemory({
    getItem: (k) => seats.get(k) ?? null,
    setItem: (k, v) => {
      seats.set(k, v);
    },
    removeItem: (k) => {
      seats.delete(k);
    },
  });
}
