# English: the app's own words. Each message's id says where it is shown.

## Choosing the language
language-label = Language

## The saved games (home screen)
home-tagline = { $count ->
    [one] One game of time at one table, { $games }: every rule kept for you.
   *[other] { $count } games of time at one table, { $games }: every rule kept for you.
  } Pass one device around, play against bots, or play on the network.
home-connecting = Connecting to the table…
home-continue-title = Continue “{ $name }”
home-continue = Continue
home-last-played = last played { $when }
home-actions-count = { $count ->
    [one] 1 action
   *[other] { $count } actions
  }
home-finished = Finished
home-finished-won = Finished — { $winners } won
home-to-act = { $name } to act
home-bot = { $level ->
    [easy] (bot, easy)
    [hard] (bot, hard)
   *[medium] (bot, medium)
  }
home-rename-label = New name for { $name }
home-save = Save
home-cancel = Cancel
home-open = Open
home-open-label = Open { $name }
home-replay = Replay
home-replay-label = Replay { $name }
home-network = Play on the network
home-network-label = Play on the network: { $name }
home-rename = Rename
home-rename-game-label = Rename { $name }
home-export = Export
home-export-label = Export { $name }
home-delete = Delete
home-delete-label = Delete { $name }
home-delete-for-good = Delete for good
home-keep = Keep
home-import = Import a saved game…
home-import-file = Saved game file to import
home-imported = Imported “{ $name }”.
home-import-refused = Import refused: { $reason }
home-restore = Restore a backup…
home-join = Join a game on the network
home-about = About
home-saved-title = Saved games
home-loading = Loading…
home-none = No saved games yet. Start a new one.

## About
about-back = ← Games
about-title = About Epochs
about-intro = Epochs is a digital table for time-themed board games ({ $games }), with every rule kept for you: pass one device around, play against bots, or play on the network. It is free software under the MIT licence.
about-pictures = Pictures
about-pictures-from = The pieces on the tables are pictures from
about-pictures-licence = used under the { $licence } licence (Creative Commons Attribution 3.0 Unported). Icons made by { $authors }.
about-picture-by = “{ $name }” by { $author }
about-cues = Each piece keeps its seat’s letter and pattern beside the picture, so that colour is never the only cue. The set’s own list of authors and licence:

## What each picture of the pieces draws (About)
picture-watchtower = A Khronos Watchtower
picture-white-tower = A Khronos Keep
picture-qaitbay-citadel = A Khronos Castle
picture-church = A Khronos Chapel
picture-byzantin-temple = A Khronos Monastery
picture-saint-basil-cathedral = A Khronos Abbey
picture-house = A Khronos Hamlet
picture-village = A Khronos Town and a Tempus city
picture-medieval-village-01 = A Khronos City
picture-broken-wall = A Khronos ruin
picture-cube = A Khronos control cube
picture-meeple = Tempus people
picture-greek-temple = Atlantis in Tempus
