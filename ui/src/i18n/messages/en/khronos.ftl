## Khronos: its words
khronos-points = { $count ->
    [one] { $count } Ecu
   *[other] { $count } Ecus
  }
khronos-points-name = Ecus
khronos-age = { $age ->
    [might] the Age of Might
    [faith] the Age of Faith
   *[reason] the Age of Reason
  }
khronos-building = { $building ->
    [watchtower] Watchtower
    [keep] Keep
    [castle] Castle
    [chapel] Chapel
    [monastery] Monastery
    [abbey] Abbey
    [hamlet] Hamlet
    [town] Town
   *[city] City
  }
khronos-building-a = { $building ->
    [watchtower] a Watchtower
    [keep] a Keep
    [castle] a Castle
    [chapel] a Chapel
    [monastery] a Monastery
    [abbey] an Abbey
    [hamlet] a Hamlet
    [town] a Town
   *[city] a City
  }
khronos-building-the = { $building ->
    [watchtower] the Watchtower
    [keep] the Keep
    [castle] the Castle
    [chapel] the Chapel
    [monastery] the Monastery
    [abbey] the Abbey
    [hamlet] the Hamlet
    [town] the Town
   *[city] the City
  }
khronos-building-ruin = { $building ->
    [watchtower] the Watchtower ruin
    [keep] the Keep ruin
    [castle] the Castle ruin
    [chapel] the Chapel ruin
    [monastery] the Monastery ruin
    [abbey] the Abbey ruin
    [hamlet] the Hamlet ruin
    [town] the Town ruin
   *[city] the City ruin
  }
khronos-colour = { $colour ->
    [military] Military
    [religious] Religious
   *[civil] Civil
  }
# One colour's cards in a list of cards paid or discarded ("2 Civil").
khronos-cards-of = { $count } { $colour ->
    [military] Military
    [religious] Religious
   *[civil] Civil
  }
khronos-no-cards = no cards
khronos-card-count = { $count ->
    [one] 1 card
   *[other] { $count } cards
  }
khronos-fact-exchanged = { $name } paid 2 Ecus to exchange { $cards } and drew { $drawn }
khronos-fact-swapped = { $name } swapped a { $give } card for the face-up { $take } card
khronos-fact-travelled = { $name } travelled from { $from } to { $to } (1 Ecu)
khronos-fact-built = { $bonus ->
    [0] { $name } built { $building } on { $squares } in { $age } with { $cards }
   *[other] { $name } built { $building } on { $squares } in { $age } with { $cards } and collected { $ecus }
  }
khronos-fact-upgraded = { $bonus ->
    [0] { $name } upgraded { $from } to { $to } on { $squares } in { $age } with { $cards }
   *[other] { $name } upgraded { $from } to { $to } on { $squares } in { $age } with { $cards } and collected { $ecus }
  }
khronos-fact-demolished = { $name } demolished { $building } on { $squares } in { $age } (1 Ecu and 1 card)
khronos-fact-rippled = it rippled to { $age } as { $building } on { $squares }
khronos-fact-ruin-appears = its ruin appears in { $age } on { $squares }
khronos-fact-renovation-lost = the renovation of { $building } on { $squares } in { $age } is lost: it is a ruin again
khronos-fact-renovation-lost-cube = { $name }’s half-paid renovation of { $building } on { $squares } in { $age } is lost, and the cube goes back
khronos-fact-ripple-stopped = { $reason ->
    [no-tile] the { $building } did not ripple to { $age }: no tile is left in stock
    [no-cube] the { $building } did not ripple to { $age }: its controller has no cube left
    [dominion] the { $building } did not ripple to { $age }: it would link domains there
   *[hierarchy] the { $building } did not ripple to { $age }: it would tie the highest building there
  }
khronos-fact-paradox = temporal paradox: { $building } on { $squares } in { $age } was destroyed
khronos-fact-paradox-kept = temporal paradox: { $building } on { $squares } in { $age } was destroyed ({ $name } keeps a cube on the printed Hamlet)
khronos-fact-junction = { $domains } domains were joined in { $age }
khronos-fact-downsized = { $from } in { $age } was downsized to { $to } on { $squares }
khronos-fact-downsized-of = { $name }'s { $from } in { $age } was downsized to { $to } on { $squares }
khronos-fact-removed = { $from } in { $age } was downsized and removed
khronos-fact-removed-of = { $name }'s { $from } in { $age } was downsized and removed
khronos-fact-shadow-removed = its time shadow, { $building } on { $squares } in { $age }, disappeared
khronos-fact-populated = { $name } put a cube on { $building } on { $squares } in the Age of Reason
khronos-fact-renovated = { $name } renovated { $building } on { $squares } in the Age of Reason
khronos-fact-renovation-begun = { $name } paid the first card to renovate { $ruin } on { $squares }
khronos-fact-decision-asked = { $name } must decide
khronos-fact-earned = { $name } earned { $ecus } in { $age }
khronos-fact-turn-ended = { $name } ended the turn and { $drawn ->
    [0] drew no card
    [one] drew 1 card
   *[other] drew { $drawn } cards
  }
khronos-fact-turn-ended-discarding = { $name } ended the turn, discarding { $cards }, and { $drawn ->
    [0] drew no card
    [one] drew 1 card
   *[other] drew { $drawn } cards
  }
khronos-fact-game-over = { $count ->
    [one] The game is over: { $winners } wins
   *[other] The game is over: shared victory for { $winners }
  }
khronos-label-exchange = Exchange { $cards } (2 Ecus)
khronos-label-swap = Swap a { $give } card for the face-up { $take }
khronos-label-travel = Adventurer { $pawn } to { $age } (1 Ecu)
khronos-label-construct = Build { $building } on { $squares } in { $age }
khronos-label-upgrade = Upgrade to { $building } on { $squares } in { $age }
# A construction or upgrade paying more cards than it needs (a surcharge): "(+1 Military)".
khronos-label-extra = { $label } (+{ $cards })
khronos-label-demolish = Demolish the building at { $at } in { $age }
khronos-label-populate = Put a cube on the building at { $at }
khronos-label-renovate = { $cards ->
    [one] Renovate the ruin at { $at } with 1 card
   *[other] Renovate the ruin at { $at } with { $cards } cards
  }
khronos-label-end-turn = End the turn, keeping all cards
khronos-label-end-turn-discarding = End the turn, discarding { $cards }
khronos-label-choose-downsize = Downsize the building at { $at }
khronos-label-place-downsized = Keep the smaller building on { $squares }

## Khronos: the rules' names, as a refusal names the rule an action breaks (by its code)
khronos-rule-game-over = The game is over
khronos-rule-not-your-decision = Not your decision
khronos-rule-decision-pending = A decision is pending
khronos-rule-invalid-choice = Not one of the choices
khronos-rule-exchange-phase = Exchange
khronos-rule-not-enough-ecus = Not enough Ecus
khronos-rule-cards-not-in-hand = Cards not in hand
khronos-rule-holdem = Hold'em variant
khronos-rule-pawn-absent = Adventurer needed
khronos-rule-card-limit = Card limit
khronos-rule-travel-same-board = Time travel
khronos-rule-no-building-in-reason = No building in the Age of Reason
khronos-rule-reason-only = Age of Reason only
khronos-rule-footprint = Building shape
khronos-rule-off-map = Off the map
khronos-rule-occupied = Squares occupied
khronos-rule-river = River
khronos-rule-surcharge = Terrain surcharge
khronos-rule-wrong-colour = Card colour
khronos-rule-no-tile = Tile stock
khronos-rule-no-cube = Control cubes
khronos-rule-dominion = Rule of Dominion
khronos-rule-hierarchy = Rule of Hierarchy
khronos-rule-no-building = No building there
khronos-rule-upgrade = Upgrade
khronos-rule-not-controller = Not your building
khronos-rule-demolish = Demolish
khronos-rule-populate = Populate
khronos-rule-renovate = Renovate
khronos-rule-discard = Discard
khronos-rule-no-such-pawn = Adventurer pawns

## Khronos: what each rule a refusal names says
khronos-rule-why-game-over = The game is over: nothing more can be played.
khronos-rule-why-not-your-decision = Another player must act or decide now.
khronos-rule-why-decision-pending = A decision is waiting: answer it first.
khronos-rule-why-invalid-choice = That is not one of the choices offered.
khronos-rule-why-exchange-phase = Cards are exchanged only at the start of the turn, once.
khronos-rule-why-not-enough-ecus = You do not have enough Ecus for that.
khronos-rule-why-cards-not-in-hand = Those cards are not in your hand.
khronos-rule-why-holdem = Swaps are played only in the Hold’em variant, for a face-up card of another colour.
khronos-rule-why-pawn-absent = Cards are played only on a board where one of your Adventurers stands.
khronos-rule-why-card-limit = At most two cards per Adventurer and four per turn.
khronos-rule-why-travel-same-board = An Adventurer travels to another age than its own.
khronos-rule-why-no-building-in-reason = Nothing is built, upgraded or demolished in the Age of Reason.
khronos-rule-why-reason-only = Populating and renovating happen only in the Age of Reason.
khronos-rule-why-footprint = A building covers exactly its value in connected squares.
khronos-rule-why-off-map = Those squares are not on the map.
khronos-rule-why-occupied = A new building needs empty squares.
khronos-rule-why-river = Only Towns and Cities may cover river squares.
khronos-rule-why-surcharge = Forests and mountains cost one more card each.
khronos-rule-why-wrong-colour = The cards paid must be of the building’s colour.
khronos-rule-why-no-tile = No tile of that building is left in stock.
khronos-rule-why-no-cube = You have no control cube left.
khronos-rule-why-dominion = Military and Religious buildings may not link domains.
khronos-rule-why-hierarchy = The highest Military and the highest Religious building of a domain must each be alone at the top.
khronos-rule-why-no-building = There is no building on that square.
khronos-rule-why-upgrade = An upgrade replaces a building by the next size of its colour, covering its squares.
khronos-rule-why-not-controller = Only its controller may upgrade a Military or Religious building.
khronos-rule-why-demolish = That building may not be demolished.
khronos-rule-why-populate = A cube goes on a Civil building of the Age of Reason with room for it, for one Civil card.
khronos-rule-why-renovate = A ruin is renovated with cards of its colour (two for a Castle or an Abbey).
khronos-rule-why-discard = Those cards cannot be discarded at the end of this turn.
khronos-rule-why-no-such-pawn = Each player has two Adventurers.

## Khronos: why an action was refused (a clause after the rule's name)
khronos-why-game-over = the game is over
khronos-why-no-decision = no decision is pending
khronos-why-downsizing-pending = a downsizing decision must be answered first
khronos-why-no-downsizing = no building has to be chosen for downsizing now
khronos-why-placed = { $building } at { $squares }
khronos-why-choose-one-of = choose { $choices }
khronos-why-no-placing = no downsized building has to be placed now
khronos-why-stay-on-one-of = the smaller building must stay on { $choices }
khronos-why-exchange-too-late = the exchange is made once, at the start of the turn, before travelling or playing cards
khronos-why-exchange-cost = the exchange costs 2 Ecus
khronos-why-discard-missing = cannot discard { $cards }: the hand holds { $hand }
khronos-why-holdem-only = face-up cards are only used in the Hold'em variant
khronos-why-swap-too-late = face-up cards are taken in the exchange step, before the paid exchange, travel or card plays
khronos-why-swap-same-colour = swapping a card for one of the same colour changes nothing
khronos-why-not-face-up = no { $colour } card is face up
khronos-why-no-card-to-give = no { $colour } card in hand to give
khronos-why-no-such-pawn = each player has two Adventurers, 0 and 1
khronos-why-already-there = this Adventurer is already in { $age }
khronos-why-travel-cost = time travel costs 1 Ecu
khronos-why-discard-all = under the discard-all rule every unused card is discarded: { $hand }
khronos-why-missing-cards = this needs { $cards } but the hand holds { $hand }
khronos-why-no-adventurer-in = none of your Adventurers is in { $age }
khronos-why-needs-both-adventurers = a play of { $count } cards needs both Adventurers on this board
khronos-why-card-limit = at most 2 cards per Adventurer and 4 per turn; { $played } already played
khronos-why-no-building-in-reason = nothing may be constructed, upgraded or demolished in the Age of Reason
khronos-why-off-map = square { $square } is off the map
khronos-why-wrong-size = a building of value { $size } covers exactly { $size } { $size ->
    [one] square
   *[other] squares
  }, not { $squares }
khronos-why-not-connected = the squares { $squares } are not connected side by side
khronos-why-river = { $building } may not cover a river square; only Towns and Cities may
khronos-why-no-tile = no { $building } tile is left in stock
khronos-why-links-domains = { $building } may not link { $domains } domains; only Civil buildings may join domains
khronos-why-hierarchy = the domain already has { $building }; the highest building of each colour must be unique
khronos-why-surcharge = forest and mountain here cost { $owed ->
    [one] 1 extra card
   *[other] { $owed } extra cards
  } of any colour with { $players } players; { $offered } offered
khronos-why-too-few-of-colour = this needs { $cards }; the hand holds { $held }
khronos-why-occupied = a building must be constructed on empty squares; { $squares } is not empty
khronos-why-no-cube-to-mark = you have no control cube left to mark the building
khronos-why-upgrade-other-kind = { $building } can only become a bigger building of its own kind
khronos-why-upgrade-not-bigger = { $building } can only be upgraded to a bigger building
khronos-why-not-controller = only its controller may upgrade { $building }
khronos-why-upgrade-uncovers = the new { $to } must cover every square of the old { $from }
khronos-why-upgrade-onto-occupied = { $building } may only grow onto empty squares; different buildings cannot be merged
khronos-why-no-building = no building at { $square } in { $age }
khronos-why-demolish-printed = a Hamlet printed on the board cannot be demolished
khronos-why-demolish-too-big = only size-1 buildings can be demolished, not { $building }
khronos-why-demolish-cost = demolishing costs 1 Ecu besides the card
khronos-why-demolish-colour = demolishing { $building } takes a { $colour } card
khronos-why-populate-not-civil = only Civil buildings can be populated, not { $building }
khronos-why-populate-full = { $building } holds at most { $capacity ->
    [one] 1 cube
   *[other] { $capacity } cubes
  } and is full
khronos-why-no-cube-left = you have no control cube left
khronos-why-populate-card = populating takes one Civil card
khronos-why-not-a-ruin = only ruins can be renovated; { $building } is not a ruin
khronos-why-renovate-payment = { $ruin } needs { $cards } more; pay 1 to { $needed }
khronos-why-no-cube-to-renovate = a cube marks the first card of a renovation and you have none left
khronos-why-renovate-colour = renovating { $ruin } takes { $colour ->
    [military] Military
    [religious] Religious
   *[civil] Civil
  } cards
