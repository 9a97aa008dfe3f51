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
