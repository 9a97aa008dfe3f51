## Tempus: the screens' words (the table, its panels, the island, How to play, the game's box and new-game part)

## The game's box, the saved games and the new-game form
tempus-box-pitch = Lead a people across an island through the eras of history: move, grow, build cities, fight, and be the first to advance.
tempus-box-players = 3 to 5 players (2 with the variant) · up to the tenth era
# Where a saved game stands: $stage is setup (the island being laid out) or era; $name is who acts.
tempus-status = { $stage ->
    [setup] setting up the island · { $name } to act
   *[era] era turn { $round } · { $name } to act
  }
# The island, as a region's name and as the saved games' picture says it.
tempus-island = The island
# The island as the zoom buttons name it ("Zoom in on the island").
tempus-island-zoom = the island
tempus-island-final = The final island
# A hex, counted in the saved games' picture ("Anna on 3 hexes").
tempus-hex-one = hex
tempus-hex-many = hexes
tempus-new-choice = civilisations on an island through ten eras
tempus-new-players = Players (3 to 5, or 2 for the 2-player variant; in turn order)
tempus-new-too-few = Tempus needs 2 (variant) to 5 players.
tempus-new-options = Options
tempus-new-atlantis = Atlantis: two blue cities that may be built on the open sea in an era with ships
tempus-new-island = Island
tempus-new-placed = Placed by the players, tile by tile
tempus-new-random = A random island (from the seed)

## How to play (the rules' summary)
tempus-howto-aim-title = The aim
tempus-howto-aim = Spread your people over the island through ten eras. The game ends when someone reaches Flight (era 10). Victory points: 1 per land hex (not mountain) holding your tokens, each city’s value (Atlantis 5), 3 for reaching Flight.
tempus-howto-setup-title = Setup
tempus-howto-setup-tiles = In turn, each player places the drawn map tile (7 hexes): anywhere for the first, touching the island after.
tempus-howto-setup-tokens = Then each places 3 starting tokens on land, as one connected group, at most 2 per hex.
tempus-howto-era-title = An era
tempus-howto-era-tiles = Everyone takes the action tiles of their era (3 to 6).
tempus-howto-era-turn = In turn, each player spends one tile on one action, playing Idea cards before or after it, then ends the turn:
# An action's name, in bold, then what it does (its text starts with the colon after the name).
tempus-howto-move-name = Move
tempus-howto-move = : move up to the era’s number of tokens, each up to its number of hexes over land (never through others’ tokens or cities), across a lake, or by sea from coast to coast once the era has ships.
tempus-howto-babies-name = Have babies
tempus-howto-babies = : one new token on each chosen grassland hex of yours, up to the era’s babies.
tempus-howto-idea-name = Have an idea
tempus-howto-idea = : draw the era’s Idea cards; discard down to the hand limit.
tempus-howto-city-name = Build a city
tempus-howto-city = : on a hex of yours (not mountain, not next to a city) all tokens go back to the supply and a city of value up to their number (2, 3 or 4) is placed.
tempus-howto-fight-name = Fight
tempus-howto-fight = : attack a neighbouring hex of another player who holds more than 3 hexes.
tempus-howto-progress = Progress: everyone catches up to the most advanced era, plays cards face down, then reveals. Points: 1 per token on the era’s progress terrain, 1 per Education card or card of that terrain, 1 per city. The highest advance.
tempus-howto-fights-title = Fights
tempus-howto-fights-cards = The attacker plays cards face down; the defender sees how many, then plays cards face up.
tempus-howto-fights-reveal = The attacker reveals. Points: 1 per token (or the city’s value), each card once: a card of the fight’s terrain 1, Weapon 1, Fortification 2 for the defender.
tempus-howto-fights-result = The higher total wins; the defender wins ties. A losing defender loses the hex; a losing attacker loses one token.
tempus-howto-effects-title = Idea cards for their effects
# An effect's name (tempus-effect), in bold, then what it does (its text starts with the colon after the name).
tempus-howto-effect = { $effect ->
    [medicine] : one more baby in this turn’s Have Babies.
    [sanitation] : +1 stacking limit on a hex of yours until a token leaves it.
    [religion] : convert a neighbouring opponent token to yours.
    [government] : two actions this turn, or delay and keep your tiles.
   *[military-leader] : a fight without spending a tile.
  }
tempus-howto-table = The table never lets you break a rule: it highlights only what is allowed, and when you try something else it says which rule forbids it.

## The table's header and side panel
tempus-home = ← Games
tempus-home-label = Saved games
tempus-phase = { $phase ->
    [setup] Setup
    [actions] Actions
    [progress] Progress
   *[over] Game over
  }
tempus-era-turn = Era turn { $round } · { $phase }
tempus-to-act = { $name } to act
tempus-rules-title = Rules of Tempus (summary)

## The table
tempus-opening = Opening the table…
tempus-waiting = Waiting…
tempus-step-by-step = Step by step
tempus-steps-since = Since { $name }’s last move
tempus-players = Players
tempus-players-actions = Players and actions
tempus-your-move = Your move
tempus-heading-move = { $name }’s move
tempus-heading-decision = { $name }, a decision
# After the heading: the era the seat stands in, its number and name.
tempus-heading-era = · era { $era } { $name }
tempus-preview-title = Preview:
tempus-preview = the island after the hinted action, its changes framed. Nothing is played until Play it.
tempus-pass-title = Pass the device to { $name }.
tempus-pass = Nothing of { $name }’s is hidden yet, so there is no hand-off screen.
tempus-undo = Undo
tempus-confirm = Confirm
tempus-cancel = Cancel
# No card laid face down.
tempus-no-card-played = none
# No hex chosen yet.
tempus-no-hex-chosen = none
tempus-nothing-to-do = Nothing to do now.

## The players, the era display, the counts
tempus-seat-token = { $name }'s token
tempus-hand-of = { $name }'s hand
tempus-first = 1st
tempus-first-title = First player
tempus-badge-turn = turn
tempus-badge-decides = decides
tempus-badge-you = you
tempus-stat-era = Era
tempus-stat-tiles = Tiles
tempus-stat-supply = Supply
tempus-stat-cards = Cards
tempus-stat-cities = Cities left
tempus-stat-cities-title = value 2, 3, 4
tempus-stat-vp = VP
tempus-played-progress = { $count ->
    [one] Played { $count } card face down for progress
   *[other] Played { $count } cards face down for progress
  }
tempus-eras-region = Era display, scrolls sideways
tempus-eras = Era display
tempus-eras-era = Era
tempus-eras-actions = Act.
tempus-eras-actions-title = Action tiles
tempus-eras-move = Move
tempus-eras-move-title = Tokens moved × hexes each
tempus-eras-babies = Babies
tempus-eras-stack = Stack
tempus-eras-stack-title = Stacking limit
tempus-eras-ships = Ships
tempus-eras-ideas = Ideas
tempus-eras-ideas-title = Cards drawn / hand limit
tempus-eras-progress = Progress
tempus-eras-progress-title = Progress terrain when leaving this era
tempus-eras-players = Players
tempus-eras-yes = yes
# The progress terrain of the last era: the game ends there.
tempus-eras-end = end
tempus-era-cube = { $name }'s era cube
tempus-count-deck = Deck:
tempus-count-discards = Discards:
tempus-count-tiles = Map tiles left:
tempus-count-atlantis = Atlantis left:

## The fight and the progress phase
tempus-fight = Fight
# The fight's title: the attacker's chip, these words, the defender's chip, then tempus-fight-defender.
tempus-fight-attacks = { $name } attacks
tempus-fight-defender = { $leader ->
    [yes] { $name }: { $from } → { $to } (Military Leader)
   *[no] { $name }: { $from } → { $to }
  }
# What is fought over: $stake is city or tokens; $terrain is the fight's terrain (when $known is yes).
tempus-fight-stake = { $stake ->
    [city] { $known ->
        [yes] A city of value { $value }; the fight’s terrain is { $terrain }.
       *[no] A city of value { $value }; its owner declares its terrain.
      }
   *[tokens] { $known ->
        [yes] Tokens; the fight’s terrain is { $terrain }.
       *[no] Tokens.
      }
  }
tempus-fight-base = { $lead ->
    [attacker] Before any card: { $attacker } { $attack } { $attack ->
        [one] combat point
       *[other] combat points
      }, { $defender } { $defence } (the attacker leads).
   *[defender] Before any card: { $attacker } { $attack } { $attack ->
        [one] combat point
       *[other] combat points
      }, { $defender } { $defence } (the defender leads: a tie goes to the defender).
  }
tempus-fight-won = { $name } won the fight and may move tokens into { $hex } (the cards played are in the log).
tempus-fight-attack-cards = Attacker’s cards (face down):
tempus-fight-defence-cards = Defender’s cards (face up):
tempus-fight-reveal = Reveal and result:
tempus-fight-reveals-now = the attacker reveals now
tempus-fight-after-both = after both have played
tempus-not-played = not yet played
tempus-face-down-cards = { $count ->
    [one] { $count } face-down card
   *[other] { $count } face-down cards
  }
tempus-progress = Progress
tempus-progress-phase = Progress phase
tempus-progress-who = { $name }:
tempus-to-play = to play
tempus-cards-down = { $count ->
    [one] { $count } card face down
   *[other] { $count } cards face down
  }
tempus-your-play = Your play: { $cards }
tempus-last-progress-title = Last progress phase
tempus-last-progress = { $advanced ->
    [yes] { $name }: { $points } { $points ->
        [one] point
       *[other] points
      } — advanced
   *[no] { $name }: { $points } { $points ->
        [one] point
       *[other] points
      }
  }

## Idea cards
tempus-effect-help = { $effect ->
    [education] Progress: counts 1 progress point (or its background if that matches).
    [weapon] Fight: +1 combat point for either side (or its background if that matches).
    [fortification] Fight: +2 for the defender only; an attacker counts only its background.
    [military-leader] Play it to attack without spending an action tile (a free fight), even in the middle of a Move people action.
    [religion] Convert an adjacent opponent token: it returns to its supply and one of yours joins your hex.
    [government] Before your action: take two actions this turn, or delay and keep your tiles for later.
    [sanitation] Lay it on a hex of yours: +1 stacking limit there until a token leaves.
   *[medicine] One more baby in your next Have Babies action this turn.
  }
# What a card would add, after "+2" (for screen readers): $unit is combat, progress or point.
tempus-worth-unit = { $unit ->
    [combat] { $count ->
        [one] combat point
       *[other] combat points
      }
    [progress] { $count ->
        [one] progress point
       *[other] progress points
      }
   *[point] { $count ->
        [one] point
       *[other] points
      }
  }
tempus-cards-help = What these cards do
# After an effect's name in bold: what it does (the text starts with the colon after the name).
tempus-card-help = : { $help }
tempus-cards-background = Any card also counts 1 in a fight, or for progress, when its background is the terrain that counts.

## The end of the game
tempus-end-title = The game is over
tempus-end-table = Victory points
tempus-end-rank = Rank
tempus-end-player = Player
tempus-end-hexes = Hexes
tempus-end-cities = Cities
tempus-end-total = Total
tempus-end-winner = winner
tempus-end-in-hand = { $count ->
    [one] ({ $count } card in hand)
   *[other] ({ $count } cards in hand)
  }
tempus-end-ties = Ties on points are broken by most Idea cards in hand, then most cities on the map; players still tied share the victory.
tempus-end-chart = Era of each player after each progress phase
tempus-end-chart-start = start

## The island
# A hex in a screen reader's words: its name, its terrain (tempus-terrain or tempus-water), what stands on it, joined by commas.
tempus-water = { $cell ->
    [lake] lake
   *[sea] sea
  }
tempus-hex-atlantis = Atlantis of { $name }
tempus-hex-city = city of value { $value } of { $name }
tempus-hex-tokens = { $count ->
    [one] { $count } token of { $name }
   *[other] { $count } tokens of { $name }
  }
tempus-hex-sanitation = { $count ->
    [one] { $count } Sanitation card
   *[other] { $count } Sanitation cards
  }
# A seat without a name.
tempus-seat = Seat { $number }
# A hex of the map as a button or picture: its description, and whether it can be chosen now.
tempus-hex-choice = { $choice ->
    [yes] { $hex }
    [probe] { $hex } (not a choice now: tap to see why)
   *[no] { $hex } (not a choice now)
  }
tempus-legend = Map legend
tempus-legend-cell = { $cell ->
    [grassland] grassland (babies)
    [farmland] farmland
    [hills] hills
    [woods] woods
    [mountain] mountain (no city, no points)
    [lake] lake
   *[sea] sea
  }
tempus-legend-sanitation = Sanitation card

## What a highlighted change on the island was ("new tile 5", "removed: city of value 2")
tempus-mark-tile = tile { $tile }
# One baby on each of the $count hexes the change outlines; English says "babies" for any count.
tempus-mark-babies = { $count ->
   *[other] babies
  }
tempus-mark-tokens = { $count ->
    [one] { $count } token
   *[other] { $count } tokens
  }
tempus-mark-city = city of value { $value }
tempus-mark-atlantis = Atlantis
tempus-mark-converted-token = a converted token

## Hand-offs: why the device goes to a player (public words only)
tempus-handoff-place-tile = { $name } places map tile { $tile }.
tempus-handoff-place-token = { $name } places a starting token.
tempus-handoff-discard = { $count ->
    [one] { $name } must discard { $count } card down to the hand limit.
   *[other] { $name } must discard { $count } cards down to the hand limit.
  }
tempus-handoff-declare-terrain = { $name } declares the terrain of the attacked city.
tempus-handoff-attack = { $name } attacks { $defender } on { $hex }: choose cards face down.
tempus-handoff-attacks = { $name } attacks.
tempus-handoff-defend = { $name } is attacked by { $attacker } on { $hex }: defend with cards face up.
tempus-handoff-defends = { $name } defends.
tempus-handoff-reveal = { $name } reveals the attack on { $hex }.
tempus-handoff-reveals = { $name } reveals.
tempus-handoff-occupy = { $name } won the fight and may move tokens in.
tempus-handoff-progress = Progress phase: { $name } plays cards face down.
tempus-handoff-turn = Era { $round }: { $name }’s turn.
tempus-handoff-act = { $name } must act.

## The actions panel
tempus-mode-title = { $mode ->
    [babies] Have babies: tap grassland hexes of yours, then confirm
    [city] Build a city: tap a highlighted hex, then choose its value
    [fight] Fight: tap the attacking hex, then the hex to attack, then Confirm
    [sanitation] Sanitation: tap a hex of yours to lay the card on
    [religion] Religion: tap the opponent’s hex, then your hex that receives the token
   *[atlantis] Atlantis: tap a highlighted sea hex, then choose where the 5 tokens come from
  }
tempus-moving-left = { $count ->
    [one] { $count } token may still move.
   *[other] { $count } tokens may still move.
  }
tempus-moving-from = From { $hex }: tap a highlighted destination (or another of your hexes).
tempus-moving-pick = Tap a hex of yours to move a token from it.
tempus-babies-chosen = Up to { $max } { $max ->
    [one] baby
   *[other] babies
  }; chosen: { $hexes }.
tempus-babies-have = { $count ->
    [one] Have { $count } baby
   *[other] Have { $count } babies
  }
tempus-fight-from = Attacking from { $hex }: tap a highlighted hex to attack.
tempus-fight-final = A fight can’t be taken back once it starts. Tap another highlighted hex to attack that one instead.
tempus-city-values = City value on { $hex }
tempus-city-value = City of value { $value } on { $hex }
# An Atlantis choice: where it is built, and where its 5 tokens come from ($from: tempus-atlantis-tokens, joined by commas).
tempus-atlantis-on = Atlantis on { $hex }
tempus-atlantis-on-from = Atlantis on { $hex }: tokens { $from }
tempus-atlantis-tokens = { $count } from { $hex }

## The decisions
tempus-tile-title = Place map tile { $tile } ({ $n } of { $total })
tempus-tile-help = Highlighted hexes can take the tile’s centre. Tap or point at a hex to preview the seven hexes; turn the tile, then place it.
tempus-tile-terrains = The tile’s terrain: centre, then clockwise from north
tempus-tile-centre-terrain = centre { $terrain }
tempus-tile-centre = Centre of the tile (or tap a highlighted hex)
tempus-tile-choose = Choose a hex…
tempus-tile-turn = Turn the tile
tempus-tile-anticlockwise = Turn the tile anticlockwise
tempus-tile-clockwise = Turn the tile clockwise
tempus-tile-turned = { $count ->
    [0] Not turned
    [one] Turned { $count } sixth
   *[other] Turned { $count } sixths
  }
tempus-tile-place = Place the tile on { $hex }
tempus-tile-tap = Tap a highlighted hex to choose the centre.
tempus-token-title = Place starting token { $number } of { $total }
tempus-token-help = Tap a highlighted hex: on land, not on another player’s tokens, at most 2 per hex, one connected group.
tempus-discard-title = { $count ->
    [one] Discard { $count } card down to your hand limit
   *[other] Discard { $count } cards down to your hand limit
  }
tempus-attack-title = Your attack: choose cards to play face down, or none
tempus-defence-title = Your defence: choose cards to play face up, or none
tempus-progress-title = Progress: choose cards to play face down, or none
# The button that plays the cards chosen: $action is tempus-cards-action.
tempus-cards-confirm = { $count ->
    [0] { $action } (none)
   *[other] { $action } ({ $count })
  }
tempus-cards-action = { $group ->
    [discard] Discard these
    [attack] Play face down
    [defend] Defend with these
   *[progress] Play for progress
  }
tempus-choose-more = Choose { $count } more
tempus-choose-fewer = Choose { $count } fewer
tempus-cards-to-choose = Cards to choose
tempus-chosen = Chosen: { $cards }
tempus-no-card-chosen = No card chosen.
# The points of a fight or of progress so far, before the total in bold.
tempus-worth-total = { $kind ->
    [progress] Your progress points: { $base } from tokens and cities + { $cards } from the cards chosen =
   *[combat] Your combat points: { $base } before cards + { $cards } from the cards chosen =
  }
tempus-terrain-title = Your city is attacked: declare its terrain
tempus-reveal-title = Reveal your cards
tempus-reveal-help = Both sides have played. Reveal to resolve the fight.
tempus-reveal = Reveal and resolve
tempus-occupy-title = You won: move tokens into { $hex }?
tempus-occupy-title-hex = You won: move tokens into the hex?
tempus-occupy-move = Move { $count }

## The actions menu
tempus-why-not = { $group ->
    [build_city] No hex of yours can take a city now: it needs at least 2 of your tokens, not on a mountain, not next to a city, and a city tile of that value left.
    [fight] No attack is possible now: you need tokens next to another player’s tokens or city, and a player holding 3 hexes or fewer cannot be attacked.
   *[atlantis] Atlantis needs an era with ships, a free open-sea hex not next to a city, and 5 of your tokens on the land hexes next to it.
  }
tempus-not-possible = { $action }, not possible now: tap to see why
tempus-tiles-left = Action tiles left: { $count }.
tempus-action-done = Your action is done: play cards or end the turn.
tempus-spend-tile = { $actions ->
    [two] Spend a tile on up to two actions:
   *[one] Spend a tile on one action:
  }
tempus-actions = Actions
tempus-menu-babies = Have babies…
tempus-menu-idea = Have an idea
tempus-menu-city = Build a city…
tempus-menu-fight = Fight…
tempus-menu-atlantis = Atlantis…
tempus-idea-plays = Idea cards to play now
tempus-idea-plays-title = Idea cards you may play now
tempus-play-sanitation = Play Sanitation on a hex…
tempus-play-religion = Play Religion: convert a token…
tempus-play-leader = Military Leader: a free fight…
tempus-effects-summary = Medicine: +1 baby this turn. Government: two actions, or delay. Sanitation: +1 stacking on a hex. Religion: convert a neighbour. Military Leader: fight without a tile. Weapon, Fortification and Education count in fights and progress.

## What a tap on the island says when it can do nothing
tempus-inform-no-move = No token of yours can move from { $hex } now.
tempus-inform-no-attack = { $hex } cannot attack now: choose a highlighted hex of yours.
tempus-inform-no-atlantis = Atlantis cannot be built on { $hex }: it needs a free open-sea hex next to 5 of your tokens, not next to a city, in an era with ships.

## The rules in full, one section per ruling (the Rules page; a refusal links to its section)
tempus-rulings-title = Every rule, by number
tempus-ruling-t1-title = Players
tempus-ruling-t1-1 = 3 to 5 players, with 8, 10 or 12 map tiles; the 2-player variant uses 6.
tempus-ruling-t26-title = Who plays first
tempus-ruling-t26-1 = The first player is drawn at random when the game is set up; play goes round the seats in order. At the end of each era the first player passes to the next seat.
tempus-ruling-t2-title = Building the island
tempus-ruling-t2-1 = In turn, each player places the map tile they turn over, 7 hexes, with a rotation of their choice: the first one anywhere on the sea, each later one touching the island by at least one edge, never over land or off the sea. Water enclosed by land is a lake; water linked to the edge is open sea.
tempus-ruling-t11-title = Starting tokens
tempus-ruling-t11-1 = Each player in turn places 3 tokens, one at a time, on land: at most 2 per hex, never on another player’s hex, all in one connected group.
tempus-ruling-t4-title = The era display
tempus-ruling-t4-1 = Your era gives your action tiles, how many tokens a Move may move and how far, your babies, the stacking limit, your draw and hand limit, and whether you have ships: sea moves and Atlantis need an era with ships, from Sailing on.
tempus-ruling-t8-title = Turns
tempus-ruling-t8-1 = Players take turns in seat order until nobody has an action tile left. In a turn you spend one tile on one action (two with Government), may play Idea cards for their effects before and after it, then end the turn. A turn cannot end before its action. Moving no token is a legal Move.
tempus-ruling-t12-title = Moving people
tempus-ruling-t12-1 = Tokens move one at a time, each once per Move: over land up to the era’s distance, never through another player’s tokens or cities; across a lake from shore to shore; or by sea from coast to coast in an era with ships. A token must end on land, not on a city, not on another player’s hex, within the stacking limit.
tempus-ruling-t15-title = Stacking and Sanitation
tempus-ruling-t15-1 = A hex holds at most the era’s stacking limit of tokens. A Sanitation card laid on one of your hexes raises its limit by 1; each token that leaves the hex takes one card away.
tempus-ruling-t16-title = Babies and Medicine
tempus-ruling-t16-1 = Have babies puts one new token on each grassland hex of yours you name, below its stacking limit, up to the era’s number of babies plus one per Medicine card played earlier in the turn. Tokens come from your supply of 16.
tempus-ruling-t28-title = Two Have babies actions
tempus-ruling-t28-1 = One baby per hex limits each action: with Government, a second Have babies action may use the same hexes again.
tempus-ruling-t23-title = Ideas and hand limit
tempus-ruling-t23-1 = Have an idea draws the era’s number of cards. Whenever your hand goes over the era’s limit, you choose exactly the cards over it to discard.
tempus-ruling-t6-title = Cities
tempus-ruling-t6-1 = On a hex of yours, not mountain and not next to any city: every token there goes back to your supply and you place one of your unused city tiles worth at most that many tokens (2, 3 or 4).
tempus-ruling-t13-title = Cards count once
tempus-ruling-t13-1 = A card played in a fight or in progress counts once, for its effect or for its background terrain, whichever gives more; a card that gives nothing is a bluff. A card used for an effect must show that effect.
tempus-ruling-t17-title = Religion
tempus-ruling-t17-1 = An opponent’s token on a hex next to one of yours goes back to its owner’s supply, and one of your supply joins your hex, within its limit. It is not an attack: a small player is not protected.
tempus-ruling-t18-title = Government
tempus-ruling-t18-1 = Played before the turn’s action: either two actions in a row (with two tiles), or the turn ends at once and you keep all your tiles for later rounds.
tempus-ruling-t19-title = Military Leader
tempus-ruling-t19-1 = A fight that names this card costs no tile, at any moment of your turn, even in the middle of a Move.
tempus-ruling-t20-title = Fights
tempus-ruling-t20-1 = Every token of the attacking hex fights a neighbouring hex holding another player’s tokens or city. A player whose tokens hold 3 hexes or fewer cannot be attacked. An attacked city’s owner declares its terrain: grassland, farmland, hills or woods.
tempus-ruling-t20-2 = The attacker plays cards face down, the defender face up, then the attacker reveals. Points: 1 per token, or the city’s value; a card on the fight’s terrain 1, Weapon 1, Fortification 2 for the defender. The higher total wins, the defender on a tie. A beaten defender loses the hex, and the attacker may move in up to the stacking limit; a beaten attacker loses one token.
tempus-ruling-t22-title = Atlantis
tempus-ruling-t22-1 = With the option, in an era with ships: 5 of your tokens next to a free hex of open sea, not next to a city, found Atlantis there; 4 go back to your supply. Atlantis is a city worth 5 points that cannot be attacked or converted.
tempus-ruling-t14-title = Progress
tempus-ruling-t14-1 = Everyone catches up to the most advanced era, plays cards face down, then reveals: 1 point per token on the terrain of the era being left, per Education card or card of that terrain, and per city. Every player with the highest total moves up an era; those who reach Writing or Printing draw 2 cards.
tempus-ruling-t7-title = Decisions and the end
tempus-ruling-t7-1 = Every choice a rule gives a player waits for that player’s answer; nothing else can be played until then. The game ends when someone reaches Flight: 1 point per land hex of yours that is not mountain, each city’s value (Atlantis 5), and 3 for reaching Flight. Ties go to the most Idea cards in hand, then the most cities.
tempus-ruling-t27-title = Taking an action back
tempus-ruling-t27-1 = While it is still your move you may take back your last action if it drew nothing, revealed nothing and asked nothing of another player.
