## Tempus : ses mots
tempus-points = { $count ->
    [one] { $count } point de victoire
   *[other] { $count } points de victoire
  }
tempus-points-name = points de victoire
tempus-effect = { $effect ->
    [education] Éducation
    [weapon] Arme
    [fortification] Fortification
    [military-leader] Chef militaire
    [religion] Religion
    [government] Gouvernement
    [sanitation] Hygiène
   *[medicine] Médecine
  }
tempus-terrain = { $terrain ->
    [grassland] prairie
    [farmland] terres cultivées
    [hills] collines
    [woods] forêt
   *[mountain] montagne
  }
# Une carte Idée : son effet et son terrain de fond.
tempus-card = { $effect } ({ $terrain })
# Plusieurs fois la même carte dans une liste.
tempus-cards-same = { $count } × { $card }
tempus-no-cards = aucune carte
tempus-era = { $era ->
    [1] Tribus
    [2] Agriculture
    [3] Écriture
    [4] Navigation
    [5] Philosophie
    [6] Imprimerie
    [7] Poudre à canon
    [8] Vapeur
    [9] Électricité
   *[10] Aviation
  }
tempus-tokens = { $count ->
    [one] { $count } pion
   *[other] { $count } pions
  }
tempus-cards-face-down = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }
tempus-fact-tile-placed = { $name } a posé la tuile { $tile } centrée sur { $at }
tempus-fact-tiles-set-aside = { $count ->
    [one] { $count } tuile ne trouvait aucune place et a été mise de côté
   *[other] { $count } tuiles ne trouvaient aucune place et ont été mises de côté
  }
tempus-fact-token-placed = { $name } a posé un pion de départ sur { $at }
tempus-fact-era-started = le tour d’ère { $round } commence ; { $first } joue en premier
tempus-fact-token-moved = { $by ->
    [lake] { $name } a déplacé un pion de { $from } à { $to } en traversant le lac
    [sea] { $name } a déplacé un pion de { $from } à { $to } par la mer
   *[land] { $name } a déplacé un pion de { $from } à { $to }
  }
tempus-fact-babies-born = { $count ->
    [one] { $name } a eu { $count } bébé sur { $hexes }
   *[other] { $name } a eu { $count } bébés sur { $hexes }
  }
tempus-fact-cards-drawn = { $count ->
    [one] { $name } a pioché { $count } carte Idée
   *[other] { $name } a pioché { $count } cartes Idée
  }
tempus-fact-deck-reshuffled = la défausse a été mélangée pour former une nouvelle pioche
tempus-fact-discarded = { $name } a défaussé { $cards }
tempus-fact-card-played = { $name } a joué { $card }
tempus-fact-sanitation-ended = { $count ->
    [one] { $count } carte Hygiène sur { $at } a pris fin, ses pions étant partis
   *[other] { $count } cartes Hygiène sur { $at } ont pris fin, leurs pions étant partis
  }
tempus-fact-city-built = { $name } a bâti une cité de valeur { $value } sur { $at } et a rendu { $tokens } à la réserve
tempus-fact-atlantis-built = { $name } a bâti l’Atlantide sur { $at }
tempus-fact-converted = { $name } a converti un pion ({ $from }) sur { $at } ; il a rejoint { $into }
tempus-fact-fight-started = { $leader ->
    [yes] { $attacker } a attaqué { $defender } en { $to } depuis { $from } (Chef militaire)
   *[no] { $attacker } a attaqué { $defender } en { $to } depuis { $from }
  }
tempus-fact-terrain-declared = { $name } a déclaré la cité en { $terrain }
tempus-fact-attack-cards-played = { $name } a joué { $cards } face cachée
tempus-fact-defence-cards-played = { $name } a joué en défense { $cards }
tempus-fact-fight-resolved = { $won ->
    [attacker] l’attaquant a révélé { $cards } : { $attack } contre { $defence }, victoire de l’attaquant
   *[defender] l’attaquant a révélé { $cards } : { $attack } contre { $defence }, victoire du défenseur
  }
tempus-fact-tokens-removed = { $name } a perdu { $tokens } sur { $at }
tempus-fact-city-destroyed = la cité ({ $name }) sur { $at } (valeur { $value }) a été détruite
tempus-fact-occupied = { $name } a déplacé { $tokens } dans { $at }
tempus-fact-turn-ended = { $name } a fini son tour
tempus-fact-caught-up = tous les retardataires ont rattrapé l’ère { $era }
tempus-fact-progress-played = { $name } a joué { $cards } face cachée pour le progrès
tempus-fact-progress-scored = points de progrès : { $scores }
# Les points de progrès d’une place et les cartes qui les ont faits.
tempus-progress-of = { $name } { $points } ({ $cards })
tempus-fact-advanced = { $names } : passage à l’ère { $era }
tempus-fact-game-over = { $count ->
    [one] la partie est finie : { $winners } gagne ({ $scores })
   *[other] la partie est finie : victoire partagée entre { $winners } ({ $scores })
  }
# Le score d’une place à la fin.
tempus-score-of = { $name } { $points }
tempus-label-place-tile = Poser la tuile centrée sur { $at }, tournée de { $rotation } sixièmes
tempus-label-place-token = Poser un pion de départ sur { $at }
tempus-label-move = Déplacer le peuple
tempus-label-move-token = Déplacer un pion de { $from } à { $to }
tempus-label-end-move = Finir les déplacements
tempus-label-babies = Faire des bébés sur { $hexes }
tempus-label-idea = Avoir une idée (piocher des cartes)
tempus-label-build-city = Bâtir une cité de valeur { $value } sur { $at }
tempus-label-atlantis = Bâtir l’Atlantide sur { $at }
tempus-label-fight = Attaquer { $to } depuis { $from }
tempus-label-leader-fight = Attaquer { $to } depuis { $from } avec un Chef militaire
tempus-label-medicine = Jouer { $card } : un bébé de plus
tempus-label-sanitation = Jouer { $card } sur { $at } : un pion de plus peut s’y empiler
tempus-label-religion = Jouer { $card } : convertir le pion en { $at } pour qu’il rejoigne { $into }
tempus-label-government-double = Jouer { $card } : deux actions ce tour-ci
tempus-label-government-delay = Jouer { $card } : passer en gardant l’action
tempus-label-end-turn = Finir le tour
tempus-label-discard = Défausser { $cards }
tempus-label-declare-terrain = La cité compte comme { $terrain }
tempus-label-attack-cards = Attaquer face cachée avec { $cards }
tempus-label-defend-cards = Se défendre avec { $cards }
tempus-label-reveal = Révéler les cartes d’attaque
tempus-label-occupy = Entrer avec { $tokens }
tempus-label-progress-cards = Jouer { $cards } pour le progrès

## Tempus : le nom des règles, tel qu’un refus nomme la règle qu’une action enfreint (par son code)
tempus-rule-game-over = La partie est finie
tempus-rule-not-your-decision = Pas votre décision
tempus-rule-decision-pending = Une décision est en attente
tempus-rule-invalid-choice = Pas l’un des choix
tempus-rule-wrong-phase = Pas maintenant
tempus-rule-tile-placement = Pose des tuiles
tempus-rule-start-placement = Pions de départ
tempus-rule-no-action-tile = Tuiles action
tempus-rule-turn-not-done = Tour inachevé
tempus-rule-move-in-progress = Déplacement en cours
tempus-rule-not-moving = Pas de déplacement en cours
tempus-rule-move-limit = Limite de déplacement
tempus-rule-no-token = Aucun pion ici
tempus-rule-unreachable = Hors de portée
tempus-rule-destination = Destination
tempus-rule-stacking = Limite d’empilement
tempus-rule-babies = Faire des bébés
tempus-rule-supply = Réserve de pions
tempus-rule-city = Bâtir une cité
tempus-rule-no-city-tile = Tuiles cité
tempus-rule-not-adjacent = Pas adjacent
tempus-rule-protected = Joueur protégé
tempus-rule-no-target = Aucune cible
tempus-rule-cards-not-in-hand = Cartes absentes de la main
tempus-rule-wrong-card = Mauvaise carte
tempus-rule-discard = Limite de main
tempus-rule-terrain = Terrain de la cité
tempus-rule-occupy = Occuper
tempus-rule-atlantis = Atlantide
tempus-rule-government = Gouvernement
tempus-rule-religion = Religion
tempus-rule-sanitation = Hygiène
tempus-rule-ships = Navires

## Tempus : ce que dit chaque règle qu’un refus nomme
tempus-rule-why-game-over = La partie est finie : plus rien ne peut être joué.
tempus-rule-why-not-your-decision = Un autre joueur doit agir maintenant.
tempus-rule-why-decision-pending = Une décision attend : répondez-y d’abord.
tempus-rule-why-invalid-choice = Cette réponse ne correspond pas à la décision demandée.
tempus-rule-why-wrong-phase = Ce n’est pas possible à ce moment de la partie.
tempus-rule-why-tile-placement = Les tuiles de carte se posent sur la mer seulement, en touchant l’île.
tempus-rule-why-start-placement = Les pions de départ vont sur la terre, côte à côte, au plus deux par hexagone.
tempus-rule-why-no-action-tile = Il ne reste aucune tuile action, ou l’action de ce tour est déjà prise.
tempus-rule-why-turn-not-done = Un tour ne finit qu’après son action.
tempus-rule-why-move-in-progress = Un déplacement est en cours : déplacez des pions ou finissez-le d’abord.
tempus-rule-why-not-moving = Aucun déplacement n’est en cours.
tempus-rule-why-move-limit = Le déplacement de cette ère ne permet plus de pions dans cette action.
tempus-rule-why-no-token = Aucun de vos pions ne peut agir là.
tempus-rule-why-unreachable = Trop loin, ou aucun chemin par une terre que vous pouvez traverser.
tempus-rule-why-destination = Les pions ne peuvent pas finir sur l’eau, une cité ou l’hexagone d’un autre joueur.
tempus-rule-why-stacking = Cet hexagone aurait plus de pions que cette ère ne le permet.
tempus-rule-why-babies = Les bébés naissent sur vos hexagones de prairie, un par hexagone.
tempus-rule-why-supply = Il ne reste aucun pion dans votre réserve.
tempus-rule-why-city = Une cité se bâtit là où se tiennent assez de vos pions, qui retournent à la réserve.
tempus-rule-why-no-city-tile = Il ne reste aucune tuile cité de cette valeur.
tempus-rule-why-not-adjacent = Les hexagones doivent partager un côté.
tempus-rule-why-protected = Un joueur qui occupe trois hexagones ou moins ne peut pas être attaqué.
tempus-rule-why-no-target = Il n’y a rien d’un autre joueur à combattre là.
tempus-rule-why-cards-not-in-hand = Ces cartes ne sont pas dans votre main.
tempus-rule-why-wrong-card = Il faut une carte d’un autre effet.
tempus-rule-why-discard = Défaussez exactement les cartes au-delà de votre limite de main.
tempus-rule-why-terrain = Une cité se déclare prairie, terres cultivées, collines ou forêt.
tempus-rule-why-occupy = Après un combat gagné, entrez avec au plus les pions attaquants, dans la limite d’empilement.
tempus-rule-why-atlantis = L’Atlantide n’est pas possible là maintenant.
tempus-rule-why-government = Le Gouvernement se joue avant l’action du tour ; deux actions demandent deux tuiles.
tempus-rule-why-religion = La Religion convertit un pion adverse adjacent en l’un des vôtres.
tempus-rule-why-sanitation = L’Hygiène se pose sur un hexagone qui porte vos pions.
tempus-rule-why-ships = Le déplacement par mer demande une ère avec des navires.

## Tempus : pourquoi une action est refusée (une proposition après le nom de la règle)
tempus-why-game-over = la partie est finie
tempus-why-no-decision = aucune décision n’est en attente
tempus-why-no-action-now = aucune action n’est possible maintenant
tempus-why-decision-first = { $name } doit d’abord répondre à la décision en attente ({ $decision ->
    [place_tile] placer une tuile de carte
    [place_token] placer un pion de départ
    [discard] défausser
    [declare_terrain] déclarer le terrain d’une cité
    [attack_cards] les cartes de l’attaquant
    [defend_cards] les cartes du défenseur
    [reveal] révéler les cartes du combat
    [occupy] occuper l’hexagone conquis
   *[progress_cards] les cartes de progrès
  })
tempus-why-no-tile-to-place = aucune tuile de carte n’attend d’être placée
tempus-why-tile-off-sea = une tuile centrée en { $at } sortirait de la mer
tempus-why-tile-overlaps = une tuile centrée en { $at } chevaucherait l’île
tempus-why-tile-apart = une tuile centrée en { $at } ne toucherait pas l’île
tempus-why-no-token-to-place = aucun pion de départ n’attend d’être placé
tempus-why-start-placement = { $at } : les pions de départ vont sur des hexagones de terre libres et voisins, { $most } au plus par hexagone
tempus-why-discard-count = défaussez exactement { $count ->
    [one] 1 carte
   *[other] { $count } cartes
  }, pas { $named }
tempus-why-missing-cards = impossible de jouer { $cards } : la main contient { $held ->
    [0] aucune carte
   *[other] { $hand }
  }
tempus-why-card-not-in-hand = { $card } n’est pas dans la main
tempus-why-wrong-card = { $card } n’est pas une carte { $effect }
tempus-why-move-in-progress = un déplacement du peuple est en cours : déplacez des pions ou terminez-le d’abord
tempus-why-no-action-tile = plus aucune tuile d’action pour cette ère
tempus-why-action-taken = l’action de ce tour est prise : finissez le tour (le Gouvernement en donne deux)
tempus-why-turn-not-done = dépensez d’abord une tuile d’action (ou reportez avec le Gouvernement)
tempus-why-start-move-first = commencez d’abord l’action Déplacer le peuple
tempus-why-not-moving = aucun déplacement du peuple n’est en cours
tempus-why-no-more-moves = aucun autre pion ne peut bouger dans cette action
tempus-why-too-many-moved = trop de pions ont bougé dans cette action
tempus-why-no-movable-token = aucun de vos pions en { $from } ne peut bouger dans cette action
tempus-why-same-hex = un pion doit aller sur un autre hexagone
tempus-why-water = { $to } est de l’eau
tempus-why-holds-city = { $to } porte une cité
tempus-why-holds-others = { $to } porte les pions d’un autre joueur
tempus-why-no-ships = aller de { $from } à { $to } demande un déplacement en mer, et cette ère n’a pas de bateaux
tempus-why-unreachable = { $to } est à plus de { $hexes ->
    [one] 1 hexagone
   *[other] { $hexes } hexagones
  } de { $from } par la terre que vous pouvez traverser, et aucun déplacement par lac ou par mer ne l’atteint
tempus-why-stack-full = { $at } porte déjà { $tokens ->
    [one] 1 pion
   *[other] { $tokens } pions
  }, sa limite
tempus-why-no-baby-hex = nommez au moins un hexagone pour un bébé
tempus-why-too-many-babies = au plus { $limit ->
    [one] 1 bébé
   *[other] { $limit } bébés
  } dans cette action
tempus-why-supply-short = { $left ->
    [one] il ne reste qu’un pion
   *[other] il ne reste que { $left } pions
  } dans la réserve
tempus-why-supply-empty = il ne reste aucun pion dans votre réserve
tempus-why-named-twice = { $at } est nommé deux fois
tempus-why-not-yours = { $at } ne porte aucun de vos pions
tempus-why-not-grassland = { $at } n’est pas une prairie
tempus-why-mountain = { $at } est une montagne
tempus-why-next-to-city = { $at } est voisin d’une cité
tempus-why-city-value = les tuiles cité valent 2, 3 ou 4, pas { $value }
tempus-why-no-city-tile = plus aucune tuile cité de valeur { $value }
tempus-why-city-tokens = une cité de valeur { $value } demande au moins { $value } pions ; { $at } en porte { $tokens }
tempus-why-no-atlantis-option = l’option Atlantide n’est pas en jeu
tempus-why-atlantis-built = les deux tuiles Atlantide sont construites
tempus-why-atlantis-ships = l’Atlantide demande une ère avec des bateaux
tempus-why-not-open-sea = { $at } n’est pas un hexagone libre de pleine mer
tempus-why-not-beside = les pions viennent de vos hexagones voisins de { $at } ; { $from } n’en est pas un
tempus-why-tokens-there = { $at } porte { $tokens ->
    [one] 1 pion
   *[other] { $tokens } pions
  }, pas { $named }
tempus-why-atlantis-tokens = l’Atlantide prend { $needed } pions, pas { $named }
tempus-why-nothing-to-convert = { $at } ne porte aucun pion d’un autre joueur (les cités ne se convertissent pas)
tempus-why-not-adjacent = { $to } n’est pas voisin de { $from }
tempus-why-government-too-late = le Gouvernement se joue avant l’action du tour
tempus-why-already-two-actions = ce tour a déjà deux actions
tempus-why-two-tiles-needed = deux actions demandent deux tuiles d’action
tempus-why-atlantis-safe = l’Atlantide est au-delà de l’eau et ne peut pas être attaquée
tempus-why-no-target = { $to } ne porte ni pion ni cité d’un autre joueur
tempus-why-protected = { $name } n’occupe que { $hexes ->
    [one] 1 hexagone
   *[other] { $hexes } hexagones
  } (un joueur qui en a { $most } ou moins est protégé)
tempus-why-no-fight = aucun combat n’est en cours
tempus-why-city-terrain = une cité se déclare prairie, terres cultivées, collines ou forêt
tempus-why-nothing-to-occupy = aucun hexagone conquis à occuper
tempus-why-occupy-too-many = au plus { $most ->
    [one] 1 pion
   *[other] { $most } pions
  } peuvent entrer en { $to }
