# English: the words every game's table shares (ui/src/table). Each message's id says where it is shown.

## Seats, ranks and what the boards highlight
table-seat-name = Seat { $number }
table-ordinal = { $rank ->
    [one] { $rank }st
    [two] { $rank }nd
    [few] { $rank }rd
   *[other] { $rank }th
  }
table-token = { $name }'s token
table-player-person = a person
table-player-bot-easy = a bot, easy
table-player-bot-medium = a bot, medium
table-player-bot-hard = a bot, hard
table-mark = { $kind ->
    [built] new
    [changed] changed
    [removed] removed
    [added] added
    [moved] moved here
    [fight] attacked
   *[arrived] arrived
  }
table-mark-what = { $kind ->
    [built] new { $what }
    [changed] changed { $what }
    [removed] removed: { $what }
    [added] added { $what }
    [moved] moved here { $what }
    [fight] attacked { $what }
   *[arrived] arrived { $what }
  }
table-mark-moved-from = moved here from { $from }
table-mark-fight-from = attacked from { $from }
table-chart-seat = { $name }: { $values }
table-chart-next = { $before }; { $after }

## Between two seats' turns
table-pass-to = Pass to { $name }
table-tap-when-ready = { $name } — tap when ready
table-nothing-private = Nothing private is shown until { $name } taps.
table-waiting-for = Waiting for { $name }
table-waiting-for-elsewhere = Waiting for { $name } (on another device)
table-only = This device shows the table only, with nobody’s hand.
table-only-seats = Seats and how to join
table-replay-so-far = Replay the game so far
table-so-far = So far
table-since-last-move = Since { $name }’s last move
# Who played first and why, until a seat has acted (a rule code links after it).
table-first-player = { $name } plays first: the first player is drawn at random when a game is set up.
table-first-player-past = { $name } played first: the first player is drawn at random when a game is set up.
table-show-steps = Show on the board, step by step

## A bot's turn
table-pace = Pace of the bots' moves
table-pace-normal = Normal
table-pace-faster = Faster
table-pace-skip = Skip ahead
table-bot-playing = { $name } (bot) is playing
table-bot-thinking = { $name } is thinking
table-thinking = Thinking…
table-bot-error = The bot could not move: { $reason }
table-latest-moves = Latest moves

## The notices under the actions, and hints
table-not-allowed = Not allowed — { $rule }
table-not-allowed-why = : { $reason }
table-rule-link = Rule { $ruling } on the Rules page
table-dismiss = Dismiss message
table-hint = Hint: { $hint }.
table-hint-then = Then: { $then }
table-hint-drawn = (drawn on the board)
table-play-hint = Play it
table-hint-button = Hint
table-no-hint = No hint: { $reason }
table-allowed = That is allowed.
table-undone = Your last action was taken back.
table-wrong-game = game { $id } is a { $game } game, not { $expected }

## A game whose saved log is damaged
table-damaged-title = This game’s saved log is damaged from action { $action }
table-damaged-shown = It is shown as it stood after action { $action }, the last one that reads correctly. Nothing can be played until it is continued from there.
table-damaged-export = Export what is left
table-damaged-continue = Continue from action { $action }
table-damaged-host = The host device can continue it from there.

## The drawer beside the table
table-log-title = Game log
table-seats-title = Who plays each seat
table-close = Close
table-log-empty = Nothing has been played yet.
table-log-turn = { $name }’s turn
table-moment-continue = Continue
table-seat-is = { $name } (player { $number }) is

## Walking through logged actions
table-step-before = { $title }: before
table-step-of = { $title }: { $step } of { $count }
table-step-start = The position before these moves.
table-step-back = ← Back
table-step-next = Next →
table-step-done = Done

## Zooming a board
table-zoom = Zoom: { $board }
table-zoom-in = Zoom in on { $board }
table-zoom-out = Zoom out of { $board }
table-zoom-fit = Show all of { $board }
table-zoom-fit-button = Fit

## The ways out of a table
table-back-to-games = Back to saved games
table-replay = Replay the game
# The header's buttons opening the drawers beside the table.
table-panel-seats = Seats
table-panel-log = Log
table-panel-rules = Rules
