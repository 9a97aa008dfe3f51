## Tempus: its words
tempus-points = { $count ->
    [one] { $count } victory point
   *[other] { $count } victory points
  }
tempus-points-name = victory points
tempus-effect = { $effect ->
    [education] Education
    [weapon] Weapon
    [fortification] Fortification
    [military-leader] Military Leader
    [religion] Religion
    [government] Government
    [sanitation] Sanitation
   *[medicine] Medicine
  }
tempus-terrain = { $terrain ->
    [grassland] grassland
    [farmland] farmland
    [hills] hills
    [woods] woods
   *[mountain] mountain
  }
# An Idea card: its effect and its background terrain.
tempus-card = { $effect } ({ $terrain })
# Several of the same card in a list.
tempus-cards-same = { $count } x { $card }
tempus-no-cards = no cards
tempus-era = { $era ->
    [1] Tribes
    [2] Agriculture
    [3] Writing
    [4] Sailing
    [5] Philosophy
    [6] Printing
    [7] Gunpowder
    [8] Steam
    [9] Electricity
   *[10] Flight
  }
tempus-tokens = { $count ->
    [one] 1 token
   *[other] { $count } tokens
  }
tempus-cards-face-down = { $count ->
    [one] 1 card
   *[other] { $count } cards
  }
tempus-fact-tile-placed = { $name } placed map tile { $tile } centred on { $at }
tempus-fact-tiles-set-aside = { $count ->
    [one] 1 tile fit nowhere and was set aside
   *[other] { $count } tiles fit nowhere and were set aside
  }
tempus-fact-token-placed = { $name } placed a starting token on { $at }
tempus-fact-era-started = Era turn { $round } began; { $first } plays first
tempus-fact-token-moved = { $by ->
    [lake] { $name } moved a token from { $from } to { $to } across the lake
    [sea] { $name } moved a token from { $from } to { $to } by sea
   *[land] { $name } moved a token from { $from } to { $to }
  }
tempus-fact-babies-born = { $count ->
    [one] { $name } had 1 baby on { $hexes }
   *[other] { $name } had { $count } babies on { $hexes }
  }
tempus-fact-cards-drawn = { $count ->
    [one] { $name } drew 1 Idea card
   *[other] { $name } drew { $count } Idea cards
  }
tempus-fact-deck-reshuffled = the discard pile was shuffled into a new deck
tempus-fact-discarded = { $name } discarded { $cards }
tempus-fact-card-played = { $name } played { $card }
tempus-fact-sanitation-ended = { $count ->
    [one] 1 Sanitation card on { $at } ended as its tokens left
   *[other] { $count } Sanitation cards on { $at } ended as its tokens left
  }
tempus-fact-city-built = { $name } built a city of value { $value } on { $at }, returning { $tokens } to the supply
tempus-fact-atlantis-built = { $name } built Atlantis on { $at }
tempus-fact-converted = { $name } converted a token of { $from } on { $at }; it joined { $into }
tempus-fact-fight-started = { $leader ->
    [yes] { $attacker } attacked { $defender } on { $to } from { $from } (Military Leader)
   *[no] { $attacker } attacked { $defender } on { $to } from { $from }
  }
tempus-fact-terrain-declared = { $name } declared the city { $terrain }
tempus-fact-attack-cards-played = { $name } played { $cards } face down
tempus-fact-defence-cards-played = { $name } defended with { $cards }
tempus-fact-fight-resolved = { $won ->
    [attacker] the attacker revealed { $cards }: { $attack } against { $defence }, the attacker won
   *[defender] the attacker revealed { $cards }: { $attack } against { $defence }, the defender won
  }
tempus-fact-tokens-removed = { $name } lost { $tokens } on { $at }
tempus-fact-city-destroyed = the city of { $name } on { $at } (value { $value }) was destroyed
tempus-fact-occupied = { $name } moved { $tokens } into { $at }
tempus-fact-turn-ended = { $name } ended the turn
tempus-fact-caught-up = everyone behind caught up to { $era }
tempus-fact-progress-played = { $name } played { $cards } face down for progress
tempus-fact-progress-scored = progress points: { $scores }
# One seat's progress points and the cards that made them.
tempus-progress-of = { $name } { $points } ({ $cards })
tempus-fact-advanced = { $names } advanced to { $era }
tempus-fact-game-over = { $count ->
    [one] the game is over: { $winners } wins ({ $scores })
   *[other] the game is over: shared victory for { $winners } ({ $scores })
  }
# One seat's score at the end.
tempus-score-of = { $name } { $points }
tempus-label-place-tile = Place the tile centred on { $at }, turned { $rotation } sixths
tempus-label-place-token = Place a starting token on { $at }
tempus-label-move = Move people
tempus-label-move-token = Move a token from { $from } to { $to }
tempus-label-end-move = Finish moving
tempus-label-babies = Have babies on { $hexes }
tempus-label-idea = Have an idea (draw cards)
tempus-label-build-city = Build a city of value { $value } on { $at }
tempus-label-atlantis = Build Atlantis on { $at }
tempus-label-fight = Attack { $to } from { $from }
tempus-label-leader-fight = Attack { $to } from { $from } with a Military Leader
tempus-label-medicine = Play { $card }: one more baby
tempus-label-sanitation = Play { $card } on { $at }: one more token may stack there
tempus-label-religion = Play { $card }: convert the token on { $at } into { $into }
tempus-label-government-double = Play { $card }: two actions this turn
tempus-label-government-delay = Play { $card }: pass and keep the action
tempus-label-end-turn = End the turn
tempus-label-discard = Discard { $cards }
tempus-label-declare-terrain = The city counts as { $terrain }
tempus-label-attack-cards = Attack face down with { $cards }
tempus-label-defend-cards = Defend with { $cards }
tempus-label-reveal = Reveal the attack cards
tempus-label-occupy = Move { $tokens } in
tempus-label-progress-cards = Play { $cards } for progress

## Tempus: the rules' names, as a refusal names the rule an action breaks (by its code)
tempus-rule-game-over = The game is over
tempus-rule-not-your-decision = Not your decision
tempus-rule-decision-pending = A decision is pending
tempus-rule-invalid-choice = Not one of the choices
tempus-rule-wrong-phase = Not now
tempus-rule-tile-placement = Tile placement
tempus-rule-start-placement = Starting tokens
tempus-rule-no-action-tile = Action tiles
tempus-rule-turn-not-done = Turn not done
tempus-rule-move-in-progress = Movement under way
tempus-rule-not-moving = Not moving
tempus-rule-move-limit = Movement limit
tempus-rule-no-token = No token there
tempus-rule-unreachable = Out of reach
tempus-rule-destination = Destination
tempus-rule-stacking = Stacking limit
tempus-rule-babies = Have babies
tempus-rule-supply = Token supply
tempus-rule-city = Build a city
tempus-rule-no-city-tile = City tiles
tempus-rule-not-adjacent = Not adjacent
tempus-rule-protected = Protected player
tempus-rule-no-target = No target
tempus-rule-cards-not-in-hand = Cards not in hand
tempus-rule-wrong-card = Wrong card
tempus-rule-discard = Hand limit
tempus-rule-terrain = City terrain
tempus-rule-occupy = Occupy
tempus-rule-atlantis = Atlantis
tempus-rule-government = Government
tempus-rule-religion = Religion
tempus-rule-sanitation = Sanitation
tempus-rule-ships = Ships

## Tempus: what each rule a refusal names says
tempus-rule-why-game-over = The game is over: nothing more can be played.
tempus-rule-why-not-your-decision = Another player must act now.
tempus-rule-why-decision-pending = A decision is waiting: answer it first.
tempus-rule-why-invalid-choice = That answer does not fit the decision asked.
tempus-rule-why-wrong-phase = That is not possible in this phase of the game.
tempus-rule-why-tile-placement = Map tiles go on the sea only, touching the island.
tempus-rule-why-start-placement = Starting tokens go on land, next to each other, at most two per hex.
tempus-rule-why-no-action-tile = No action tile is left, or this turn’s action is already taken.
tempus-rule-why-turn-not-done = A turn ends only after its action.
tempus-rule-why-move-in-progress = A move is under way: move tokens or finish moving first.
tempus-rule-why-not-moving = No move is under way.
tempus-rule-why-move-limit = This era’s movement allows no more tokens in this action.
tempus-rule-why-no-token = No token of yours may act there.
tempus-rule-why-unreachable = Too far, or no path over land you may cross.
tempus-rule-why-destination = Tokens may not end on water, a city or another player’s hex.
tempus-rule-why-stacking = That hex would hold more tokens than this era allows.
tempus-rule-why-babies = Babies are born on your own grassland hexes, one per hex.
tempus-rule-why-supply = No token is left in your supply.
tempus-rule-why-city = A city is built where enough of your tokens stand, which go back to the supply.
tempus-rule-why-no-city-tile = No city tile of that value is left.
tempus-rule-why-not-adjacent = The hexes must share an edge.
tempus-rule-why-protected = A player with three occupied hexes or fewer may not be attacked.
tempus-rule-why-no-target = There is nothing of another player to fight there.
tempus-rule-why-cards-not-in-hand = Those cards are not in your hand.
tempus-rule-why-wrong-card = A card of another effect is needed.
tempus-rule-why-discard = Discard exactly the cards over your hand limit.
tempus-rule-why-terrain = A city is declared as grassland, farmland, hills or woods.
tempus-rule-why-occupy = After a won fight, move in at most the attacking tokens, within the stacking limit.
tempus-rule-why-atlantis = Atlantis is not possible there now.
tempus-rule-why-government = Government is played before the turn’s action; two actions need two tiles.
tempus-rule-why-religion = Religion turns an adjacent opponent token into one of yours.
tempus-rule-why-sanitation = Sanitation goes on a hex holding your tokens.
tempus-rule-why-ships = Sea movement needs an era with ships.

## Tempus: why an action was refused (a clause after the rule's name)
tempus-why-game-over = the game is over
tempus-why-no-decision = no decision is pending
tempus-why-no-action-now = no action can be taken now
tempus-why-decision-first = { $name } must answer the pending decision ({ $decision ->
    [place_tile] placing a map tile
    [place_token] placing a starting token
    [discard] discarding
    [declare_terrain] declaring a city's terrain
    [attack_cards] the attacker's cards
    [defend_cards] the defender's cards
    [reveal] revealing the fight's cards
    [occupy] occupying the conquered hex
   *[progress_cards] the progress cards
  }) first
tempus-why-no-tile-to-place = no map tile is waiting to be placed
tempus-why-tile-off-sea = a tile centred on { $at } would leave the sea
tempus-why-tile-overlaps = a tile centred on { $at } would overlap the island
tempus-why-tile-apart = a tile centred on { $at } would not touch the island
tempus-why-no-token-to-place = no starting token is waiting to be placed
tempus-why-start-placement = { $at }: starting tokens go on free land hexes next to each other, at most { $most } per hex
tempus-why-discard-count = discard exactly { $count ->
    [one] 1 card
   *[other] { $count } cards
  }, not { $named }
tempus-why-missing-cards = cannot play { $cards }: the hand holds { $held ->
    [0] no cards
   *[other] { $hand }
  }
tempus-why-card-not-in-hand = { $card } is not in hand
tempus-why-wrong-card = { $card } is not a { $effect } card
tempus-why-move-in-progress = a Move action is under way: move tokens or end the move first
tempus-why-no-action-tile = no action tile left this era
tempus-why-action-taken = this turn's action is taken: end the turn (Government gives two)
tempus-why-turn-not-done = spend an action tile first (or delay with Government)
tempus-why-start-move-first = start a Move action first
tempus-why-not-moving = no Move action is under way
tempus-why-no-more-moves = no more tokens may move in this action
tempus-why-too-many-moved = too many tokens moved in this action
tempus-why-no-movable-token = no token of yours on { $from } may move in this action
tempus-why-same-hex = a token must move to another hex
tempus-why-water = { $to } is water
tempus-why-holds-city = { $to } holds a city
tempus-why-holds-others = { $to } holds another player's tokens
tempus-why-no-ships = { $from } to { $to } needs a sea move, and this era has no ships
tempus-why-unreachable = { $to } is more than { $hexes ->
    [one] 1 hex
   *[other] { $hexes } hexes
  } from { $from } over land you may cross, and no lake or sea move reaches it
tempus-why-stack-full = { $at } already holds { $tokens ->
    [one] 1 token
   *[other] { $tokens } tokens
  }, the limit there
tempus-why-no-baby-hex = name at least one hex for a baby
tempus-why-too-many-babies = at most { $limit ->
    [one] 1 baby
   *[other] { $limit } babies
  } in this action
tempus-why-supply-short = only { $left ->
    [one] 1 token
   *[other] { $left } tokens
  } left in the supply
tempus-why-supply-empty = no token left in your supply
tempus-why-named-twice = { $at } is named twice
tempus-why-not-yours = { $at } holds none of your tokens
tempus-why-not-grassland = { $at } is not grassland
tempus-why-mountain = { $at } is mountain
tempus-why-next-to-city = { $at } is next to a city
tempus-why-city-value = city tiles are worth 2, 3 or 4, not { $value }
tempus-why-no-city-tile = no city tile of value { $value } left
tempus-why-city-tokens = a city of value { $value } needs at least { $value } tokens; { $at } holds { $tokens }
tempus-why-no-atlantis-option = the Atlantis option is not in play
tempus-why-atlantis-built = both Atlantis tiles are built
tempus-why-atlantis-ships = Atlantis needs an era with ships
tempus-why-not-open-sea = { $at } is not a free hex of open sea
tempus-why-not-beside = the tokens come from your hexes next to { $at }; { $from } is not one
tempus-why-tokens-there = { $at } holds { $tokens ->
    [one] 1 token
   *[other] { $tokens } tokens
  }, not { $named }
tempus-why-atlantis-tokens = Atlantis takes { $needed } tokens, not { $named }
tempus-why-nothing-to-convert = { $at } holds no other player's tokens (cities cannot be converted)
tempus-why-not-adjacent = { $to } is not next to { $from }
tempus-why-government-too-late = Government is played before the turn's action
tempus-why-already-two-actions = this turn already has two actions
tempus-why-two-tiles-needed = two actions need two action tiles
tempus-why-atlantis-safe = Atlantis lies across water and cannot be attacked
tempus-why-no-target = { $to } holds no other player's tokens or city
tempus-why-protected = { $name } occupies only { $hexes ->
    [one] 1 hex
   *[other] { $hexes } hexes
  } (a player with { $most } or fewer is protected)
tempus-why-no-fight = no fight is under way
tempus-why-city-terrain = a city is declared as grassland, farmland, hills or woods
tempus-why-nothing-to-occupy = no conquered hex to occupy
tempus-why-occupy-too-many = at most { $most ->
    [one] 1 token
   *[other] { $most } tokens
  } may move into { $to }
