## The table's errors as a screen says them (transport/errors.ts), from the facts the host
## sends; only a malformed request's or a failed store's detail is in the host's words.
# A rule refused an action: its name, where the rules say it, and why.
error-rule = Not allowed by the rules: { $rule } ({ $ruling })
error-not-found = There is no saved game { $id }.
error-not-your-turn = It is not this seat’s move.
error-stale = The game moved on meanwhile; the table was refreshed.
error-undo = Cannot undo: { $reason ->
    [nothing_played] nothing has been played yet
    [another_players] the last action was another player’s
    [cards_seen] cards were drawn or revealed since; that cannot be taken back
   *[turn_passed] another player must act now; the action can no longer be taken back
  }.
error-unknown = Something went wrong.
# A rule refused an action: its name, where the rules say it, and why.
error-rule-why = { $rule } ({ $ruling }): { $reason }
error-bad-request = The host could not read the request ({ $detail }).
error-storage = The saved games could not be read or written ({ $detail }).

## Requests the table understood and refused
error-refused-game-over = the game is over
error-refused-hint-not-their-move = it is not { $name }’s move; a hint is for the seat to act
error-refused-not-a-bot = { $name } is not a bot; the move is theirs to make
error-refused-bot-has-no-move = the bot has no legal action
error-refused-bot-move-stale = the game kept changing while the bot thought; try again
error-refused-hint-stale = the game changed while the hint was thought out; ask again
error-refused-not-damaged = this game’s saved log is not damaged
error-refused-damaged = this game’s saved log is damaged from action { $from }: continue from there or export what is left first
error-refused-no-such-seat = the game has no seat { $seat }
error-refused-unknown-game = this version does not know the game “{ $key }”
error-refused-game-name-length = a game’s name has 1 to { $most } characters
error-refused-too-many-seats = a game has at most { $most } seats
error-refused-seat-name-length = a seat’s name and colour have at most { $most } characters
error-refused-device-name-length = a device’s name has 1 to { $most } characters
error-refused-name-character = { $of ->
    [game] a game’s name
    [seat] a player’s name
    [colour] a colour’s name
   *[device] a device’s name
} may not hold control or invisible characters (here { $char })
error-refused-invisible-name = { $of ->
    [game] a game’s name
    [seat] a player’s name
    [colour] a colour’s name
   *[device] a device’s name
} needs at least one visible character
error-refused-no-preview = that action draws or reveals cards: what it does is told once it is taken
error-refused-cannot-restore = the backup could not be restored ({ $detail })
error-refused-not-hosting = this app is not hosting; start Play on the network first
error-refused-already-hosting = this app is already hosting
error-refused-slow-down = too many requests from this device: slow down
error-refused-host-full = the host is full: try again later
error-refused-too-long = the request is too long: at most { $most } KiB (an import at most { $import } KiB)
error-refused-no-seat-picked = pick at least one seat
error-refused-request-gone = that join request is no longer waiting

## Requests refused for want of rights
error-denied-token-unknown = the host does not know this device any more (it restarted, or the seats were freed): join again
error-denied-wrong-join-code = the join code is wrong
error-denied-too-many-codes = too many wrong join codes were tried on this host: try again in { $seconds } s
error-denied-too-many-codes-here = too many wrong join codes from this device: try again in { $seconds } s
error-denied-not-shared = that game is not on the network: the host device has not put it there
error-denied-bot-seat = a bot plays that seat
error-denied-seat-held = seat { $seat } is held by another device
error-denied-seat-held-by = seat { $seat } is held by { $device }
error-denied-host-busy = the host device has too many requests to answer: ask again in a moment
error-denied-declined = the host device declined this device’s request: ask again in { $seconds } s
error-denied-host-device-only = only the host device may do that ({ $method })
error-denied-other-seats = this device holds other seats; that request is for the host device or the seat’s own device
error-denied-bystander = join a seat first (this device is a bystander)

## Why a file was not imported
error-import-not-json = it is not a JSON file, or it is cut short (line { $line }, column { $column })
error-import-not-epochs = it is not an Epochs saved game
error-import-other-version = it is in saved-game format { $version }, and this version reads { $reads }
error-import-no-version = it has no format version
error-import-malformed = it is malformed ({ $detail })
error-import-no-name = the game has no name
error-import-seats-mismatch = { $seats } seats are listed for { $players } players
error-import-does-not-replay = action { $at } does not replay: { $fault }
error-replay-setup = the setup is refused ({ $detail })
error-replay-not-an-action = it is not an action of this game ({ $detail })
error-replay-wrong-seat = it is by seat { $seat }, but seat { $expected } must act
error-replay-wrong-seat-over = it is by seat { $seat }, but the game is over
error-replay-illegal = the rules refuse it: { $rule }
# The page's own link to the table failed; $detail is the browser's words or the method asked.
error-transport = { $failure ->
    [lost] The connection to the table was lost.
    [no_answer] No answer from the table to { $detail }.
    [closed] The table is closed.
    [stopped] The table stopped ({ $detail }); it is started again.
    [cannot_start] The table could not be started in this browser: { $detail }.
   *[cannot_start_bare] The table could not be started in this browser.
  }

## The saved games can't be used as they stand (nothing was changed)
error-saves-held = The saved games in { $dir } are open in another program: { $holder }. Only one program at a time may use them: use that one (another device or browser can join it over the network), or close it. Nothing was opened or changed.
error-saves-read-only = The folder { $dir } is read-only: Epochs keeps its saved games there and must be able to write in it. Make it writable.
error-saves-disk-full = The disk holding the saved games in { $dir } is full: this change was not saved. Free some space on it and play on; nothing saved before is lost.
error-saves-locked = The saved games in { $path } are in use by another program (another Epochs, or a database tool holding it locked?): close it and try again. Nothing was changed.
error-saves-newer = The saved games in { $path } were written by a newer version of Epochs (database schema { $found }; this version knows up to { $known }). Nothing was opened or changed: use the newer version.
error-saves-damaged-record = Saved game { $game } is damaged: its record fails its checksum.
error-saves-no-data-dir = No folder for the saved games could be found on this system.
