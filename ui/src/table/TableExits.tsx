// The ways out of a table: the screen of a table that cannot be opened, and the links on from
// a game's end.

/** A table that cannot be opened: the reason and the way back. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <main class="table-error">
      <p class="error" role="alert">
        {message}
      </p>
      <a class="button" href="#/">
        Back to saved games
      </a>
    </main>
  );
}

/** The ways on from a game's end: replay it, or back to the saved games. */
export function GameOverLinks({ gameId }: { gameId: number }) {
  return (
    <div class="form-actions">
      <a class="button primary" href={`#/replay/${gameId}`}>
        Replay the game
      </a>
      <a class="button secondary" href="#/">
        Back to saved games
      </a>
    </div>
  );
}
