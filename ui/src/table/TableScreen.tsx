// The table screen both games share: which of the table's screens to show (the table opening,
// the step-by-step walk through what the others did, the hand-off, waiting, another device's
// or a bot's turn, the end, the seat's own move) and the `<main class="table-page">` each is
// drawn in, with its data attributes, the game's header and its side panel. Each game passes
// in its parts: its header, its boards and panels for each screen, its end screen.

import { useLesson } from './lesson';
import { LessonCoach } from './LessonCoach';
import type { ComponentChildren } from 'preact';
import type { Api } from '../api';
import type { SeatStyle } from './format';
import type { Screen } from './handoff';
import type { ToldLine } from './logWords';
import type { StepState } from './steps';
import { AwayNotice } from './BetweenTurns';
import { BotTurn } from './BotTurn';
import { ErrorScreen } from './TableExits';

/** The table's screens, as the `data-screen` of their `<main>` names them. */
export type TableScreenKind = 'steps' | 'handoff' | 'waiting' | 'away' | 'bot' | 'finished' | 'play';

/** What a game adds to the `<main>` of one of its screens. */
export interface TableFrame {
  /** A class besides `table-page` (the game's key, where its rules are scoped by it). */
  class?: string;
  /** The game's key, as `data-game`. */
  game?: string;
  /** The game's phase, as `data-phase`. */
  phase?: string;
}

/** The seat's own table: shown when this device may show a seat's private view. */
export interface SeatTable {
  /** The seat to act (`data-seat`). */
  seat: number;
  /** The position of its view (`data-seq`). */
  seq: number;
  /** Whether an action is on its way (`aria-busy`). */
  busy: boolean;
  /** The seat's table under the header: the game's own layout of boards, hand and move. */
  body: () => ComponentChildren;
}

/** Who waits on another device's seat or a bot: what the notice above the public boards needs. */
export interface OthersTurn {
  api: Api;
  gameId: number;
  /** The seats' names and colours. */
  styles: SeatStyle[];
  /** The game's log, in words (a bot's latest moves). */
  log: ToldLine[];
  /** Why the bot could not move, if it could not. */
  botError: string | null;
}

/** A game's parts of its table, once its view is here. */
export interface TableParts {
  /** What the session says to show. */
  screen: Screen;
  /** The position of the public view the screens between turns show (`data-seq`); null while
   * there is none (those screens then wait as `unseated` says). */
  publicSeq: number | null;
  /** The walk through the log under way, if one is. */
  steps: StepState | null;
  /** The seat's own table, when this device may show one. */
  seated: SeatTable | null;
  /** The words shown while there is no seat's table to show (a bare `main.loading`). */
  unseated: string;
  /** What the game adds to the `<main>` of a screen. */
  frame: (kind: TableScreenKind) => TableFrame;
  /** The header of a screen (`seated`: drawn from the seat's own view, not the public one). */
  header: (kind: TableScreenKind, seated: boolean) => ComponentChildren;
  /** The side panel (the log, the rules, the seats), after every screen's content. */
  side: ComponentChildren;
  /** The walk through what the others did for `seat`, on the public boards. */
  walk: (steps: StepState, seat: number) => ComponentChildren;
  /** The hand-off screen's content, before `seat`'s private view is shown. */
  handoff: (seat: number) => ComponentChildren;
  /** The waiting screen's content; without it, waiting is a bare `main.loading` (`unseated`). */
  waiting?: () => ComponentChildren;
  /** What the notice of another device's or a bot's turn needs. */
  others: OthersTurn;
  /** The public boards and players shown under that notice. */
  othersBody: () => ComponentChildren;
  /** The end screen's content. */
  finished: () => ComponentChildren;
}

/** The table's screen: an error, the table opening, or the screen `table.screen` calls for. */
export function TableScreen({
  fatal,
  opening,
  table,
}: {
  /** The error that kept the table from opening (shown instead of all else). */
  fatal?: string | null;
  /** The words shown while the table opens. */
  opening: string;
  /** The game's parts, once its view is here (null: the table is opening). */
  table: TableParts | null;
}) {
  const lesson = useLesson();
  if (fatal) return <ErrorScreen message={fatal} />;
  if (!table) return <main class="loading">{opening}</main>;
  const { screen, publicSeq, steps, seated } = table;

  const page = (kind: TableScreenKind, body: ComponentChildren, at: { seq: number; seat?: number; seated?: boolean; busy?: boolean }) => {
    const frame = table.frame(kind);
    return (
      <main
        class={frame.class ? `table-page ${frame.class}` : 'table-page'}
        data-game={frame.game}
        data-screen={kind}
        data-seat={at.seat}
        data-seq={at.seq}
        data-phase={frame.phase}
        aria-busy={at.busy}
      >
        {table.header(kind, at.seated ?? false)}
        {lesson && (kind === 'play' || kind === 'bot' || kind === 'finished') && (
          <LessonCoach run={lesson} seq={at.seq} gameOver={kind === 'finished'} />
        )}
        {body}
        {table.side}
      </main>
    );
  };

  if (publicSeq !== null) {
    if (screen.kind === 'handoff') {
      return steps
        ? page('steps', table.walk(steps, screen.seat), { seq: publicSeq, seat: screen.seat })
        : page('handoff', table.handoff(screen.seat), { seq: publicSeq });
    }
    if (screen.kind === 'waiting' && table.waiting) return page('waiting', table.waiting(), { seq: publicSeq });
    if (screen.kind === 'away' || screen.kind === 'bot') {
      // Another device's seat or a bot must act: who, above the public boards and players.
      const { api, gameId, styles, log, botError } = table.others;
      const notice =
        screen.kind === 'bot' ? (
          <BotTurn api={api} style={styles[screen.seat]} log={log} error={botError} />
        ) : (
          <AwayNotice style={styles[screen.seat]} gameId={gameId} />
        );
      return page(
        screen.kind,
        <>
          {notice}
          {table.othersBody()}
        </>,
        { seq: publicSeq },
      );
    }
    if (screen.kind === 'finished') return page('finished', table.finished(), { seq: publicSeq });
  }
  if (screen.kind === 'waiting' || !seated) return <main class="loading">{table.unseated}</main>;
  // What the others did, played again on the boards, from the seat's own table.
  if (steps) return page('steps', table.walk(steps, seated.seat), { seq: seated.seq, seat: seated.seat, seated: true });
  return page('play', seated.body(), { seq: seated.seq, seat: seated.seat, seated: true, busy: seated.busy });
}
