# English: the words of the app's other screens (ui/src/screens, apart from the home and About
# screens) and of the app around them. Each message's id says where it is shown.

## The app around every screen: the connection, a remote host, a new version
app-remote-table = Playing at the table on
app-remote-connecting = connecting…
app-remote-disconnected = disconnected
app-remote-stopped-sharing = the host stopped sharing this table; trying again…
app-remote-leave = Leave
app-remote-elsewhere = Playing at a table in another home
app-remote-short-table = Table on { $host }
app-remote-short-elsewhere = Table in another home
app-remote-leave-label = Leave this table and go back to your own
app-forgotten = The host no longer knows this device: it restarted, or this device’s seats were freed.
app-join-again = Join again
app-open-elsewhere = Epochs is open in another tab or window, which holds the saved games: close it there, and they open here.
app-opening-saves = Opening the saved games…
app-connecting = Connecting to the table…
app-saves-failed = The saved games could not be opened.
app-disconnected = Disconnected from the table.
app-update = A new version of Epochs is ready.
app-reload = Reload
app-opening-table = Opening the table…
app-unknown-game = Unknown game “{ $key }”
app-unknown-game-message = This is a game of “{ $key }”, which this version of Epochs does not know: it cannot be shown here.

## Where the saved games are (home screen, web build)
saves-notice-memory-title = Games here are not saved
saves-notice-memory = This browser can’t keep Epochs’ saved games ({ $reason }). Games last until this page is closed or reloaded: export a game to a file to keep it, and import it later.
saves-memory-cause = { $cause ->
    [opfs_failed] its private storage could not be opened
    [idb_failed] it gives web apps no private file system, and its IndexedDB could not be opened
   *[no_storage] it gives web apps no private file system and no IndexedDB
  }
saves-memory-cause-detail = { $cause }: { $detail }
saves-notice-evictable-title = The browser may clear your saved games
saves-notice-evictable = This browser did not agree to keep Epochs’ storage for good: when the device runs low on space, it may delete the saved games. Installing the app (Add to Home Screen) usually helps. Export the games you care about to files from time to time.
saves-notice-understood = Understood

## What the saved games had to tell (home screen)
store-notices-title = { $count ->
    [one] A note about your saved games
   *[other] Notes about your saved games
  }
store-notices-understood = Understood

## A damaged saved-games file: what was recovered (home screen)
recovery-title = The saved games file was damaged
# $reason is the database's own (English) detail; $path is where the file was set aside.
recovery-set-aside = It could not be read ({ $reason }). It was set aside, untouched, as { $path }, and what could still be read was recovered into a fresh file.
recovery-copy-path = Copy the path of the damaged file
recovery-path-copied = Path copied
recovery-understood = Understood
recovery-whole = “{ $name }”: recovered whole ({ $count ->
    [one] { $count } action
   *[other] { $count } actions
  }).
recovery-lost-some = some later actions were lost
recovery-lost-last = the last { $count ->
    [one] { $count } action
   *[other] { $count } actions
  } were lost
recovery-partly = “{ $name }”: recovered up to action { $action }; { $lost }.
recovery-partly-why = “{ $name }”: recovered up to action { $action }; { $lost } ({ $why }).
recovery-none = “{ $name }”: could not be recovered.
recovery-none-why = “{ $name }”: could not be recovered ({ $why }).
recovery-nothing = No game could be read from it.
recovery-summary-whole = { $count ->
    [one] { $count } game
   *[other] { $count } games
  } recovered whole
recovery-summary-partly = { $count ->
    [one] { $count } game
   *[other] { $count } games
  } partly
recovery-summary-lost = { $count ->
    [one] { $count } game
   *[other] { $count } games
  } not at all
recovery-summary = { $parts }.

## Restoring a backup (home screen)
backups-title = Backups
backups-close = Close
backups-intro = Restoring a backup replaces every saved game with the games as they were then.
backups-loading = Loading…
backups-none = No backup yet: one is taken each day the app is opened.
backups-bytes = { $size } bytes
backups-kilobytes = { $size } KB
backups-megabytes = { $size } MB
backups-kind-daily = daily
backups-kind-migration = before a schema migration
backups-kind-restore = before a restore
backups-restore = Restore…
backups-restore-label = Restore the backup of { $when } ({ $kind })
backups-confirm = Yes, replace every saved game
backups-cancel = Cancel
backups-restored = Restored the backup of { $when }. The games as they were just before are in a backup of their own.

## A saved game's board in small (home screen)
board-picture = { $board }: { $pieces }
board-picture-pieces = { $name } on { $count } { $cells }
board-picture-empty = { $board }: nothing played yet

## The game box (home screen)
game-box-label = The games
game-box-new = New game of { $game }
game-box-rules = How to play { $game }

## How to play
how-to-play-back = ← Games
how-to-play-title = How to play { $game }
how-to-play-intro = Epochs enforces every rule: an illegal move is refused with the rule it breaks, so you can learn by playing.
how-to-play-new = New game of { $game }

## A new game
new-game-back = ← Saved games
new-game-title = New game of { $game }
new-game-game = Game
new-game-choice = { $game }: { $choice }
new-game-token = Seat { $number } token
new-game-player-name = Player { $number }
new-game-player-name-label = Name of player { $number }
new-game-colour-label = Colour of player { $number }
new-game-colour-red = red
new-game-colour-blue = blue
new-game-colour-green = green
new-game-colour-yellow = yellow
new-game-colour-purple = purple
new-game-colour-orange = orange
new-game-colour-teal = teal
new-game-colour-grey = grey
new-game-player-is = Player { $number } is
new-game-remove = Remove
new-game-remove-label = Remove player { $number }
new-game-add = Add a player
new-game-more = More
new-game-name = Game name (optional)
new-game-seed = Seed for the deal (optional, for replaying the same deal)
new-game-start = Start the game
new-game-name-missing = Every seat needs a name.
new-game-same-colour = Each player needs a different colour.
new-game-bad-seed = The seed is a whole number (or empty for a random deal).

## A replay
replay-opening = Opening the replay…
replay-home = ← Games
replay-home-label = Saved games
replay-title = Replay of { $name }
replay-back-to-table = Back to the table
replay-panel = Replay
replay-step-title = Action
replay-play = Play
replay-pause = Pause
replay-play-again = Play again from the start
replay-playing = One action every { $seconds } seconds.
replay-paused = Plays one action after another.
replay-jump = Jump to action
replay-step-of = { $step } of { $count }
replay-log-title = Game log
replay-log-empty = Nothing has been played yet.

## Hosting a game on the network
hosting-title = Play on the network
hosting-title-game = Play “{ $name }” on the network
hosting-host-only = Only the host device shows how to join and who holds each seat.
hosting-back-to-game = Back to your game
hosting-join = Join a game
hosting-back = ← Saved games
hosting-reading = Reading the host…
hosting-start-intro = Other devices on this network (phones, tablets, laptops) join this game in their browser and each plays their own seats.
hosting-start = Start hosting on the local network
hosting-closed = This table is not open to the network.
hosting-no-game = This game is over or no longer saved: there is nothing to join.
hosting-requests-title = Asking to join
hosting-from-address = (at { $address })
hosting-asks-for = asks for { $seats } in “{ $game }”
hosting-seat = seat { $number }
hosting-seats-and = { $before } and { $after }
hosting-let-play = Let them play
hosting-let-play-label = Let { $device } play
hosting-decline = Decline
hosting-decline-label = Decline { $device }
hosting-seats-title = Seats
hosting-seat-number = (seat { $number })
hosting-open-seat = Open to other devices
hosting-free = Free seat
hosting-free-label = Free seat: { $name }
hosting-to-bot = Hand to a bot
hosting-to-bot-label = Hand to a bot: { $name }
hosting-to-person = Give back to a person
hosting-to-person-label = Give back to a person: { $name }
hosting-open-table = Open the table
hosting-table-only = Show the table only (no hands)
hosting-stop = Stop hosting
hosting-invite-title = How other devices join
hosting-qr = QR code of the join link
hosting-scan = Scan the code with a phone or tablet, or open this address in its browser:
hosting-copy = Copy
hosting-copied = Copied the join address.
hosting-selected = Selected the address: copy it with your device’s Copy command.
hosting-code = Join code
hosting-local-only = This host listens on this machine only: devices on the network cannot reach it.
hosting-other-addresses = Other addresses of this host

## Joining a game on the network
join-back = ← Saved games
join-network-title = Join a game on the network
join-found-title = Hosts found nearby
join-looking = Looking…
join-refresh = Refresh
join-looking-for-hosts = Looking for hosts on this network…
join-no-host = No host found. Type the address the host shows below.
join-search-failed = Could not look for hosts: { $reason }
join-type-address = Type the address the host shows on its screen (for example { $example }), or its join link: the game is joined on the host’s own page.
join-address = Address of the host
join-connect = Connect
join-elsewhere-title = Join from the host’s own page
join-elsewhere = The host at { $host } serves Epochs itself, and lets only its own page play at its table. Open it: it asks for the join code and your seats, and this device plays there, in the browser. This app keeps its own saved games.
join-open-host-page = Open the host’s page
join-title = Join a game
join-tagline = Pick your seats at the host’s table. Everyone else plays on their own device.
join-forgotten = The host no longer knows this device: it restarted, or your seats were freed. Join again.
join-code = Join code
join-lobby-title = Games at this table
join-loading = Loading…
join-no-game = No game is open yet. Ask the host to start one.
join-lobby-failed = Could not read the games of the host: { $reason }
join-seat-number = (seat { $number })
join-device-name = Name of this device
join-device-name-example = Kitchen tablet
join-submit = Join
join-joining = Joining…
join-code-missing = Type the join code shown on the host’s screen.
join-seat-missing = Pick at least one free seat.
join-name-missing = Give this device a name, so that the host can tell who holds which seat.
join-asking = Asking the host… Someone at the host’s screen sees that “{ $device }” asks for these seats, and approves or declines. Keep this page open.
join-pick-others = Pick other seats
join-declined = The host did not give you those seats ({ $reason }). Pick others, or ask again.
join-declined-reason = declined
join-holding = This device ({ $device }) plays { $seats } in { $game }.
join-seat = seat { $number }
join-seats-and = { $before } and { $after }
join-game-name = “{ $name }”
join-game-number = game { $number }
join-back-to-game = Back to your game
join-is-host = This device is the host: it plays every seat of its games. Other devices join from the hosting screen’s code.
join-back-to-games = Back to saved games

## Playing over the network: addresses, who holds a seat, refused joins (network.ts)
network-address-missing = Type the address the host shows, for example 192.168.1.5:8765.
network-address-wrong = “{ $typed }” is not an address: type it as the host shows it, for example 192.168.1.5:8765.
network-held-by-bot = a bot
network-this-device = this device
network-bot-plays-it = a bot plays it
network-held-by = held by { $device }
network-free = free
network-free-host-decides = free · the host decides
network-connected = connected
network-not-connected = not connected
network-too-many-codes = Too many wrong codes from this device. Wait a minute, then try again.
network-wrong-code = That join code is wrong. Check the code on the host’s screen and type it again.
network-seat-taken = Seat { $seat } was just taken by { $device }. Pick another seat.
network-bot-seat = A bot plays that seat now. Pick another seat.
network-game-over = That game is over.
network-too-many-requests = Too many requests at once: wait a moment, then try again.
network-unreachable = The host cannot be reached: { $reason }

## Playing across homes (the app)
homes-share-title = Play with people elsewhere
homes-share-intro = People in other homes can take seats at this table over the internet, end to end encrypted. Send them the invitation and the join code by any messenger; you approve each of them as for a device on your network.
homes-own-relay = Use your own relay
homes-relay = Relay address
homes-share = Play with people elsewhere
homes-qr = QR code of the invitation and the join code
homes-send = Send this invitation, with the join code, to the people who will play from their homes:
homes-copy = Copy the invitation
homes-send-link = Send this link, with the join code, to the people who will play from their homes: it opens the web app on this table. Who has the app pastes the invitation under it.
homes-link = Send a link that opens the web app
homes-web-app = Where your copy of the web app is published
homes-copied = Copied the invitation and the code.
homes-copy-link = Copy the link
homes-copied-link = Copied the link.
homes-relay-sees = When no direct path is found, a relay carries the game: it sees encrypted bytes and the devices’ ids, never a hand or a code.
homes-stop = Stop sharing
homes-join-title = A table in another home
homes-invited = You are invited to play at a table in another home. Join, then choose your seat: the game travels end to end encrypted.
homes-app-link = Someone with the Epochs app opens:
homes-open-in-app = Open it in the Epochs app
homes-open-in-app-why = if it is installed on this device.
homes-invitation = Invitation (with its join code after it, if you have it)
homes-join = Join
homes-not-invitation = This is not an invitation: it starts with “endpoint”. Paste the whole of it.
homes-path-direct = direct, round trip { $ms } ms
homes-path-relayed = through the relay, round trip { $ms } ms
homes-path-short-direct = direct · { $ms } ms
homes-path-short-relayed = relay · { $ms } ms

## Your turn, told by the system
turn-notice-title = Epochs: your turn
turn-notice-body = { $seat } plays now.
