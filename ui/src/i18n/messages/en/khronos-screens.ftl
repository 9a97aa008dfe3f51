## Khronos: the words of its screens (the table, the new-game form, the rules summary). The
## words of the log and of the actions' buttons are in khronos.ftl, and reused here.

## The game box on the home screen, the saved-games list and the new-game form
khronos-box-pitch = Build across three ages of one land: what you raise in the past ripples into the future, and can undo it.
khronos-box-players = 2 to 5 players · 7 turns
# Where an unfinished game stands; $name is "—" when nobody is to move.
khronos-status = Turn { $turn } of 7 · { $name } to move
khronos-picture-whole = The three boards
khronos-picture-square = square
khronos-picture-squares = squares
khronos-new-choice = build through three ages
khronos-new-players = Players (2 to 5, in turn order)
khronos-new-too-few = Khronos needs 2 to 5 players.
khronos-new-no-map-file = Choose a map file, or play on the designed default map.
khronos-new-variants = Variants
khronos-new-holdem = Hold’em: three face-up cards to swap for free at the start of a turn
khronos-new-discard-all = House rule: discard all unused cards at the end of each turn
khronos-new-map = Map
khronos-new-default-map = The designed default map (12 × 10, river, forests, mountains, 10 printed Hamlets)
# The characters of a map file between <code> and </code>: keep them as they are.
khronos-new-map-file-choice = A map file (a text grid: <code>.</code> plain, <code>f</code> forest, <code>m</code> mountain, <code>~</code> river, upper case for a printed Hamlet)
khronos-new-map-file = Map file
khronos-new-map-file-chosen = Map file: { $name }

## The rules summary (how to play, and the Rules panel of the table)
# The words between <strong> and </strong> are stressed.
khronos-rules-aim-title = The aim
khronos-rules-aim = Be the richest after seven turns. You earn Ecus at the end of your 4th and 7th turns from every board where one of your two Adventurers stands.
khronos-rules-boards-title = Three boards, one map
khronos-rules-boards = The Ages of Might, Faith and Reason show the same land at three moments. What you build in an earlier age carries forward (“ripples”) into the later ones and can destroy what stood there — a temporal paradox.
khronos-rules-turn-title = Your turn
khronos-rules-turn-exchange = <strong>Exchange</strong> (optional, first thing only): pay 2 Ecus, discard cards you choose and draw back to four. With Hold’em you may first swap cards with the face-up ones for free.
khronos-rules-turn-travel = <strong>Travel</strong>: move an Adventurer to another board for 1 Ecu.
khronos-rules-turn-play = <strong>Play cards</strong> on a board where one of your Adventurers stands: at most 2 cards per Adventurer and 4 per turn.
khronos-rules-turn-end = <strong>End the turn</strong>: discard the cards you do not want and draw back to four (or discard them all under the house rule).
khronos-rules-building-title = Building (Might and Faith)
khronos-rules-building-cost = A building is worth 1 to 3 and covers as many joined squares. It costs that many cards of its colour: Military (⚔ Watchtower, Keep, Castle), Religious (✝ Chapel, Monastery, Abbey), Civil (⌂ Hamlet, Town, City).
khronos-rules-building-river = Only Towns and Cities may cover the river. Forest and mountain squares cost extra cards with few players.
khronos-rules-building-cubes = Military and Religious buildings take one of your cubes; you control them.
khronos-rules-building-domains = A domain is a group of touching buildings. Only Civil buildings may join domains, and each domain’s highest Military and highest Religious building must be unique.
khronos-rules-building-upgrade = Upgrade a building to a bigger one of the same family by paying the difference; demolish a lone size-1 building for 1 Ecu and a card.
khronos-rules-building-ripple = Buildings of value 2 or 3 earn a bonus (1 Ecu in Might, 2 in Faith) and ripple forward: Military and Religious ones arrive in Reason as ruins.
khronos-rules-reason-title = The Age of Reason
khronos-rules-reason-populate = Populate: a Civil card puts your cube on a Civil building (Hamlet 1, Town 3, City 5 cubes).
khronos-rules-reason-renovate = Renovate: pay a card of the ruin’s colour (two for a Castle or Abbey, maybe over two turns).
khronos-rules-earnings-title = Earnings
khronos-rules-earnings-might = Might: the owner of each domain’s highest Military building collects the value of its Civil buildings.
khronos-rules-earnings-faith = Faith: the same with the highest Religious building.
khronos-rules-earnings-reason = Reason: whoever has most cubes in a domain collects the value of its renovated buildings.
khronos-rules-never = The table never lets you break a rule: it highlights only what is allowed, and when you try something else it says which rule forbids it.

## Ages, building types, terrain
# An age's name without an article: board tabs and headings, earnings.
khronos-age-title = { $age ->
    [might] Age of Might
    [faith] Age of Faith
   *[reason] Age of Reason
  }
# A building type's abbreviation, two letters, on its tiles and on the Build buttons.
khronos-building-abbr = { $building ->
    [watchtower] Wt
    [keep] Kp
    [castle] Cs
    [chapel] Ch
    [monastery] Mo
    [abbey] Ab
    [hamlet] Hm
    [town] Tn
   *[city] Ci
  }
khronos-terrain = { $terrain ->
    [plain] plain
    [forest] forest
    [mountain] mountain
   *[river] river
  }

## The players panel, cards, the turn track, counts, earnings
khronos-players = Players
khronos-card-title = { $colour ->
    [military] Military card
    [religious] Religious card
   *[civil] Civil card
  }
khronos-track = Turn track: turn { $turn } of 7
khronos-track-over = Turn track: the game is over
khronos-track-turn = Turn { $turn }
khronos-track-earnings-turn = Turn { $turn }: earnings at the end of each player's turn
khronos-player-token = { $name }'s token
khronos-player-hand = { $name }'s hand
khronos-player-turn = turn
khronos-player-decides = decides
khronos-player-you = you
khronos-player-ecus = Ecus
khronos-player-cubes = Cubes
khronos-player-cards = Cards
# An Adventurer and the board it stands on ("Adventurer 1: Might").
khronos-pawn = { $age ->
    [might] Adventurer { $pawn }: Might
    [faith] Adventurer { $pawn }: Faith
   *[reason] Adventurer { $pawn }: Reason
  }
# How many cards of a colour the hand holds, beside the count chosen ("(of 3)").
khronos-picker-of = (of { $count })
khronos-picker-fewer = { $colour ->
    [military] One Military card fewer
    [religious] One Religious card fewer
   *[civil] One Civil card fewer
  }
khronos-picker-more = { $colour ->
    [military] One Military card more
    [religious] One Religious card more
   *[civil] One Civil card more
  }
khronos-picker-chosen = { $colour ->
    [military] Military cards chosen
    [religious] Religious cards chosen
   *[civil] Civil cards chosen
  }
khronos-picker-total = { $count ->
    [one] { $count } card chosen
   *[other] { $count } cards chosen
  }
khronos-counts-deck = Deck:
khronos-counts-discards = Discards:
khronos-counts-face-up = Face up:
khronos-counts-none = none
khronos-earnings = Earnings
khronos-earnings-turn = Turn { $turn } earnings
# One player's earnings from one board ("Anna: 3 Ecus from the Age of Might").
khronos-earnings-line = { $name }: { $ecus } from { $age }
khronos-earnings-now = Your earnings if the turn ended now
khronos-earnings-now-later = What you would earn on an earnings turn
khronos-earnings-now-board = { $age }: { $ecus }
khronos-earnings-now-board-away = { $age }: { $ecus } (no Adventurer there: not collected)
khronos-earnings-now-total = Total:
# The earnings announced before they come (a rule code links after it). $ecus: what the seat
# to act would collect if its turn ended now.
khronos-earnings-coming-next = Turn { $turn } is an earnings turn: at the end of each player’s turn { $turn }, every board where they have an Adventurer pays them.
khronos-earnings-coming-now = Earnings at the end of this turn: every board where you have an Adventurer pays you, { $ecus } as things stand.
khronos-earnings-coming-last = The last earnings, at the end of this turn ({ $ecus } as things stand); the game ends after the last player’s.

## Travelling, exchanging, ending the turn
khronos-cancel = Cancel
khronos-travel-title = Travel with Adventurer { $pawn }
# $age: the board the Adventurer stands on, with its article ("the Age of Faith").
khronos-travel-where = Adventurer { $pawn } is in { $age }. Tap the board it should travel to (1 Ecu).
khronos-travel-to = To { $age }
khronos-exchange-title = Exchange: pay 2 Ecus, discard, draw back to 4
khronos-exchange-discard = Cards to discard
khronos-exchange-button = Exchange { $cards }
khronos-exchange-choose = Choose the cards to exchange
khronos-end-turn-title = End the turn?
khronos-end-turn-discard-all = House rule: every unused card is discarded ({ $cards }); you then draw back to 4.
khronos-end-turn-discard = Cards to discard before drawing back to 4
khronos-end-turn-yes = Yes, end the turn
khronos-end-turn-not-yet = Not yet

## What the seat to act may start (the menu)
khronos-menu-exchange = Exchange cards (2 Ecus)…
khronos-menu-swaps = Hold’em swaps
# Read by screen readers before a building type's name on its Build button ("Build a" Keep).
khronos-menu-build-a = { $building ->
    [abbey] Build an
   *[other] Build a
  }
# Read by screen readers after a building type's name on its Build button.
khronos-menu-value = (value { $value })
khronos-menu-value-unavailable = (value { $value }), not possible now: tap to see why
khronos-menu-upgrade-to = Upgrade to
khronos-menu-toolbar = Buildings and board actions
# A button that starts placing on the boards ("Demolish…").
khronos-menu-group = { $group }…
khronos-menu-travel = Travel: tap one of your Adventurers above, then a board.
khronos-menu-undo = Undo
khronos-menu-end-turn = End the turn…

## Placing on the boards
# The title of a group of actions chosen on the boards: its button, the heading while placing.
khronos-group = { $group ->
    [construct] Build
    [upgrade] Upgrade
    [demolish] Demolish
    [populate] Populate
    [renovate] Renovate
    [choose_downsize] Choose the building to downsize
   *[place_downsized] Choose the squares the smaller building keeps
  }
# The heading while placing a building type chosen; $building has its article ("a Keep").
khronos-place-construct = Build { $building }
khronos-place-upgrade = Upgrade to { $building }
khronos-shapes-hint = { $count } shapes contain { $square }: tap it again for the next one.
# A square as a screen reader names it: the square, its terrain, what choosing it does.
khronos-square = { $square }, { $terrain }: { $action }
khronos-square-shapes = { $square }, { $terrain }: { $action } ({ $count } shapes)
khronos-square-not-here = { $square }, { $terrain }: not a place for this
khronos-place-none = Nowhere is possible.
khronos-place-count = { $count ->
    [one] { $count } possible place, highlighted. Tap a square; tap it again for another shape.
   *[other] { $count } possible places, highlighted. Tap a square; tap it again for another shape.
  }
khronos-place-list = Or choose from the list
khronos-place-pay-now = Cards to pay now
khronos-place-surcharge = Pay the surcharge with
# What the chosen placement would do ($preview: the log's words).
khronos-place-then = Then: { $preview }
khronos-confirm = Confirm
khronos-why-no-upgrade = No building can be upgraded to { $building } now.

## The seat's move
khronos-move = Your move
khronos-move-title = { $name }’s move
khronos-move-decision = { $name }, a decision
khronos-move-cards-played = · { $count } of 4 cards played

## The end of the game
khronos-end-title = The game is over
# A player's Ecus in the final ranking.
khronos-end-ecus = { $count ->
    [one] { $count } Ecu
   *[other] { $count } Ecus
  }
khronos-end-winner = winner
khronos-end-chart = Ecus of each player at the end of each turn
# A turn on the chart's axis, abbreviated ("T3").
khronos-end-chart-turn = T{ $turn }

## The table's header
khronos-header-home = ← Games
khronos-header-home-label = Saved games
khronos-header-turn = { $name }’s turn
khronos-header-turn-decides = { $name }’s turn · { $chooser } decides
khronos-header-rules-title = Rules of Khronos (summary)

## The boards
khronos-boards = Boards
# What the boards show while an action is previewed (one chosen and waiting for Confirm, or a
# hint's); $ages: the boards it changes, by name ("Age of Might, Age of Faith").
khronos-preview = { $previewing ->
    [hint] <strong>Preview:</strong> the boards after this action, its changes framed. Nothing is played until Play it.
   *[choice] <strong>Preview:</strong> the boards after this action, its changes framed. Nothing is played until Confirm.
  }
khronos-preview-changes = { $previewing ->
    [hint] <strong>Preview:</strong> the boards after this action, its changes framed ({ $ages }). Nothing is played until Play it.
   *[choice] <strong>Preview:</strong> the boards after this action, its changes framed ({ $ages }). Nothing is played until Confirm.
  }
khronos-tab-changed = (changed)
khronos-tab-would-change = (would change)
# How many places a board offers, on its tab.
khronos-tab-places = { $count ->
    [one] { $count } place
   *[other] { $count } places
  }
# A board, as screen readers name it.
khronos-board = { $age ->
    [might] Age of Might board
    [faith] Age of Faith board
   *[reason] Age of Reason board
  }
# A board, as the zoom buttons name it ("Zoom in on the Age of Might board").
khronos-board-zoom = { $age ->
    [might] the Age of Might board
    [faith] the Age of Faith board
   *[reason] the Age of Reason board
  }
# $age has its article ("the Age of Might").
khronos-board-adventurers = Adventurers in { $age }
khronos-board-adventurer = { $name }'s Adventurer { $pawn }
khronos-board-adventurer-arrived = { $name }'s Adventurer { $pawn } (just arrived)
khronos-board-travel-here = Adventurer { $pawn } travels here

## A building on a board, as screen readers name it: its parts joined by commas, then its squares
## ("Keep (value 2), of Anna, 1 cube of Ben on A1-B1")
khronos-tile = { $parts } on { $squares }
khronos-tile-value = { $building } (value { $value })
# Only a Hamlet is printed on the map.
khronos-tile-printed = printed
khronos-tile-controller = of { $name }
khronos-tile-ruin = ruin
khronos-tile-half-renovated = half renovated by { $name }
khronos-tile-cubes = { $count ->
    [one] { $count } cube of { $name }
   *[other] { $count } cubes of { $name }
  }
# The word drawn on a ruin's tile.
khronos-tile-ruin-label = ruin

## What a highlighted change on a board was ("new Keep", "new ruin of a Keep"): a building is
## named by khronos-building; its ruin, a ripple into the Age of Reason, by this.
khronos-mark-ruin = { $building ->
    [watchtower] ruin of a Watchtower
    [keep] ruin of a Keep
    [castle] ruin of a Castle
    [chapel] ruin of a Chapel
    [monastery] ruin of a Monastery
    [abbey] ruin of an Abbey
    [hamlet] ruin of a Hamlet
    [town] ruin of a Town
   *[city] ruin of a City
  }

## A domain on a board (buildings touching by their sides), as screen readers name it; its
## marker shows who collects it and the Ecus it pays at earnings. $names: the players who
## collect it, as a list ("Anna", "Anna and Ben"); $ecus: what each collects ("5 Ecus").
khronos-domain = { $names }’s domain, { $count } buildings: pays { $ecus } at earnings
khronos-domain-shared = Domain of { $count } buildings shared by { $names }: pays each { $ecus } at earnings
khronos-domain-nobody = Domain of { $count } buildings: nobody collects its earnings

## The tiles left in stock, shared by the three boards
khronos-stock = Tiles in stock
# One building type's tiles left ("City: 3 left", "City: none left").
khronos-stock-left = { $count ->
    [0] { $building }: none left
   *[other] { $building }: { $count } left
  }
# On a Build button, after its value, how many tiles of its type are left.
khronos-menu-stock = { $count ->
    [0] no tile left
    [one] { $count } tile left
   *[other] { $count } tiles left
  }

## The table screen
khronos-table-opening = Opening the table…
khronos-table-waiting = Waiting for the table…
khronos-table-steps = Step by step
khronos-table-since = Since { $name }’s last move
khronos-table-final-boards = The final boards
khronos-table-panel = Players and actions

## Why the device is handed over
khronos-handoff-turn = Turn { $turn } of 7: { $name }’s turn.
khronos-handoff-decision = { $name } must make a decision for { $active }’s move.
khronos-handoff-decision-anyone = { $name } must make a decision for the active player’s move.
khronos-handoff-act = { $name } must act.

## The rules in full, one section per ruling (the Rules page; a refusal links to its section)
khronos-rulings-title = Every rule, by number
khronos-ruling-k12-caption = Extra cards of any colour, by number of players
khronos-ruling-k12-players = Players
khronos-ruling-k12-forest = Forest
khronos-ruling-k12-mountain = Mountain
khronos-ruling-k1-title = One map, three ages
khronos-ruling-k1-1 = The Ages of Might, Faith and Reason are three boards of the same land: the same squares of plain, forest, mountain and river, and the same printed Hamlets. Epochs ships a map of its own design, since the published one is not available.
khronos-ruling-k3-title = What each player starts with
khronos-ruling-k3-1 = Two Adventurers on the Age of Might board, 25 control cubes, 4 Ecus and 4 construction cards.
khronos-ruling-k28-title = Who plays first
khronos-ruling-k28-1 = The first player is drawn at random when the game is set up. Play then goes round the seats in order, and a new turn begins each time play comes back to the first player.
khronos-ruling-k4-title = Shapes, colours and the river
khronos-ruling-k4-1 = A building of value 1, 2 or 3 covers exactly that many squares joined side by side, all on the map and all empty. It costs that many cards of its colour: Military, Religious or Civil.
khronos-ruling-k4-2 = Only Towns and Cities may cover river squares.
khronos-ruling-k5-title = Tiles
khronos-ruling-k5-1 = The three boards share one stock: 20 Watchtowers, 24 Keeps, 9 Castles, 20 Chapels, 20 Monasteries, 9 Abbeys, 20 Hamlets, 24 Towns and 9 Cities. A ripple takes a tile too. With no tile of a type left, nothing of that type can be built, and a ripple of it stops.
khronos-ruling-k6-title = Control cubes
khronos-ruling-k6-1 = A cube marks who controls a Military or Religious building, who populated a Civil building and who began a renovation. With no cube left, an action that needs one is refused.
khronos-ruling-k7-title = The deck
khronos-ruling-k7-1 = 18 Military, 18 Religious and 19 Civil cards. When the deck runs out, the discards are shuffled into a new one.
khronos-ruling-k8-title = Ecus
khronos-ruling-k8-1 = Everyone starts with 4 Ecus; the bank never runs out. An exchange, a journey or a demolition you cannot pay for is refused.
khronos-ruling-k9-title = Exchange
khronos-ruling-k9-1 = Once per turn, before anything else: pay 2 Ecus, discard any cards (none is allowed) and draw back to four.
khronos-ruling-k10-title = End of the turn
khronos-ruling-k10-1 = You discard the unused cards you choose and draw back to four. With the house rule chosen at setup, every unused card is discarded. A hand never holds more than four cards.
khronos-ruling-k11-title = Travel and card limits
khronos-ruling-k11-1 = Moving one of your two Adventurers to another board costs 1 Ecu, as often as you like. Cards are played on a board where one of your Adventurers stands, on a building that is there.
khronos-ruling-k11-2 = At most 2 cards per Adventurer and 4 per turn, extra cards for forest and mountain included; so a play of 3 or 4 cards needs both Adventurers on that board.
khronos-ruling-k12-title = Forest and mountain
khronos-ruling-k12-1 = A building built or upgraded onto forest or mountain costs extra cards of any colour, depending on the number of players. A footprint on both pays both.
khronos-ruling-k13-title = Upgrades and bonus
khronos-ruling-k13-1 = An upgrade turns a building into a bigger one of its own family, paying the difference in cards; the new building covers all the old squares plus empty ones. Only its controller may upgrade a Military or Religious building; anyone may upgrade a Civil one, a printed Hamlet included.
khronos-ruling-k13-2 = A building of value 2 or 3, built or upgraded, pays 1 Ecu in the Age of Might and 2 in the Age of Faith.
khronos-ruling-k14-title = Demolition
khronos-ruling-k14-1 = Any built size-1 building, whoever owns it, can be demolished for 1 Ecu and a card of its colour; a printed Hamlet cannot. Its cube goes back to its owner.
khronos-ruling-k15-title = Earnings
khronos-ruling-k15-1 = At the end of your 4th and 7th turns you collect from each board where you have an Adventurer (once per board).
khronos-ruling-k15-2 = Might: in each domain, the controller of the highest Military building collects the values of its Civil buildings (a printed Hamlet counts 1). Faith: the same with the highest Religious building.
khronos-ruling-k15-3 = Reason: in each domain, the player with the most cubes on its Civil buildings collects the values of its renovated buildings. Tied players all collect the full amount; a domain with no cube pays no one.
khronos-ruling-k16-title = The end
khronos-ruling-k16-1 = The game ends after the last player’s earnings of the 7th turn. The richest player wins; a tie is a shared victory.
khronos-ruling-k17-title = Ripples
khronos-ruling-k17-1 = A building of value 2 or 3, built or upgraded, ripples into each later age in turn. Civil buildings arrive as they are. Military and Religious ones arrive in Faith with the same controller (one more of their cubes) and in Reason as ruins with no controller. Size-1 buildings never ripple.
khronos-ruling-k18-title = Temporal paradox
khronos-ruling-k18-1 = A ripple destroys whatever stands on its squares in the later age, except the building’s own earlier copy (its time shadow), which it replaces. A printed Hamlet is only hidden, never destroyed.
khronos-ruling-k18-2 = When a ripple arrives as a ruin in the Age of Reason where a renovated building, or one whose renovation was begun, stood, the renovation is wiped out: the building is a ruin again, and the cube of a half-paid renovation goes back to its owner.
khronos-ruling-k19-title = Rule of Dominion; ripples that stop
khronos-ruling-k19-1 = A domain is a group of buildings touching by their sides. Only Civil buildings may join domains: a Military or Religious building that would touch two domains is refused.
khronos-ruling-k19-2 = A Military or Religious ripple is skipped on a board where, once the paradox has cleared its squares, it would link two domains or tie the highest building of its kind (not in the Age of Reason), or where its controller has no cube left; it then goes no further. Any ripple stops when no tile is left. A skipped ripple changes nothing on that board.
khronos-ruling-k20-title = Rule of Hierarchy; junctions
khronos-ruling-k20-1 = In each domain, the highest Military building and the highest Religious building must each be alone at their size; a building that would tie them is refused.
khronos-ruling-k20-2 = A Civil building may join domains whose top buildings then tie. The tie is settled by downsizing: the tied building of the original domain with less power of that kind (the sum of its values) is downsized. On equal power, the building of the player who joined the domains is downsized if it is one of them; otherwise that player chooses. Military ties are settled first in the Age of Might, Religious ones first in the Age of Faith; the Age of Reason has no hierarchy.
khronos-ruling-k21-title = Downsizing
khronos-ruling-k21-1 = Castle becomes Keep, Keep becomes Watchtower, Watchtower disappears; the same for Abbey, Monastery and Chapel. The smaller building stays on squares the old one covered, where its controller chooses. A downsized Keep or Monastery loses its copies in later ages; a Castle or Abbey turned Keep or Monastery ripples again in its place. With no smaller tile left, the building leaves the board.
khronos-ruling-k22-title = Divided domains
khronos-ruling-k22-1 = A destruction or a downsizing may cut a domain in parts; each part must obey the Rule of Hierarchy. Within a part there is no power to compare: the building of the player whose action started it all is downsized if it is involved, otherwise that player chooses. This repeats until every domain is legal.
khronos-ruling-k23-title = Decisions
khronos-ruling-k23-1 = Every choice the rules give a player (which building to downsize, where the smaller one goes) waits for that player’s answer; nothing else can be played until then. A choice with only one option is made at once.
khronos-ruling-k24-title = The Age of Reason; populating
khronos-ruling-k24-1 = Nothing is built, upgraded or demolished in the Age of Reason. Instead, one Civil card puts one of your cubes on a Civil building there: a Hamlet holds 1 cube, a Town 3, a City 5, and players may share a building.
khronos-ruling-k25-title = Renovation
khronos-ruling-k25-1 = A Keep or Monastery ruin takes 1 card of its colour to renovate; a Castle or Abbey ruin takes 2, possibly on different turns and from different players. The first of two cards is marked with its payer’s cube, which comes back when the renovation is complete. A renovated building has no controller.
khronos-ruling-k26-title = Hold’em variant
khronos-ruling-k26-1 = Three cards lie face up, one of each colour. At the start of your turn, before paying for an exchange, travelling or playing, you may swap cards from your hand for face-up cards of another colour, one for one, for free.
khronos-ruling-k27-title = Taking an action back
khronos-ruling-k27-1 = While it is still your move you may take back your last action, unless it drew cards (an exchange or the end of a turn).
