## Tempus : ses mots
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
# Une carte Idée : son effet et son terrain de fond.
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
tempus-fact-era-started = Le tour d’ère { $round } commence ; { $first } joue en premier
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
