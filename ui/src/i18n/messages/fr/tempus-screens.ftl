## Tempus : les mots de ses écrans (la table, ses volets, l’île, Comment jouer, la boîte du jeu et le formulaire de nouvelle partie)

## La boîte du jeu, la liste des parties et le formulaire de nouvelle partie
tempus-box-pitch = Menez un peuple à travers une île et les ères de l’histoire : déplacez-le, faites-le grandir, bâtissez des cités, combattez, et soyez le premier à progresser.
tempus-box-players = 3 à 5 joueurs (2 avec la variante) · jusqu’à la dixième ère
# Où en est une partie enregistrée : $stage vaut setup (l’île en cours de pose) ou era ; $name : qui doit agir.
tempus-status = { $stage ->
    [setup] mise en place de l’île · { $name } doit agir
   *[era] tour d’ère { $round } · { $name } doit agir
  }
# L’île, comme nom d’une région et comme le dit l’image de la liste des parties.
tempus-island = L’île
# L’île telle que les boutons de zoom la nomment (« Zoom avant sur l’île »).
tempus-island-zoom = l’île
tempus-island-final = L’île à la fin
# Un hexagone, compté dans l’image de la liste des parties (« Anna sur 3 hexagones »).
tempus-hex-one = hexagone
tempus-hex-many = hexagones
tempus-new-choice = des civilisations sur une île à travers dix ères
tempus-new-players = Joueurs (de 3 à 5, ou 2 avec la variante à 2 joueurs ; dans l’ordre du tour)
tempus-new-too-few = Tempus se joue de 2 (variante) à 5 joueurs.
tempus-new-options = Options
tempus-new-atlantis = Atlantide : deux cités bleues qui peuvent être bâties en pleine mer, à une ère qui a des navires
tempus-new-island = Île
tempus-new-placed = Posée par les joueurs, tuile par tuile
tempus-new-random = Une île au hasard (d’après la graine)

## Comment jouer (le résumé des règles)
tempus-howto-aim-title = Le but
tempus-howto-aim = Répandez votre peuple sur l’île au fil de dix ères. La partie finit quand quelqu’un atteint l’Aviation (ère 10). Points de victoire : 1 par hexagone de terre (hors montagne) qui porte vos pions, la valeur de chaque cité (Atlantide 5), 3 pour avoir atteint l’Aviation.
tempus-howto-setup-title = Mise en place
tempus-howto-setup-tiles = À tour de rôle, chaque joueur pose la tuile de carte piochée (7 hexagones) : n’importe où pour la première, en touchant l’île ensuite.
tempus-howto-setup-tokens = Puis chacun pose 3 pions de départ sur la terre, en un seul groupe d’un tenant, au plus 2 par hexagone.
tempus-howto-era-title = Une ère
tempus-howto-era-tiles = Chacun prend les tuiles action de son ère (3 à 6).
tempus-howto-era-turn = À tour de rôle, chaque joueur dépense une tuile pour une action, en jouant des cartes Idée avant ou après, puis finit son tour :
# Le nom d’une action, en gras, puis ce qu’elle fait (son texte commence par les deux-points qui suivent le nom).
tempus-howto-move-name = Déplacer
tempus-howto-move = {"\u00A0"}: déplacer au plus le nombre de pions de l’ère, chacun d’au plus son nombre d’hexagones par la terre (jamais à travers les pions ou les cités des autres), en traversant un lac, ou par la mer d’une côte à une autre dès que l’ère a des navires.
tempus-howto-babies-name = Faire des bébés
tempus-howto-babies = {"\u00A0"}: un nouveau pion sur chaque hexagone de prairie choisi parmi les vôtres, jusqu’au nombre de bébés de l’ère.
tempus-howto-idea-name = Avoir une idée
tempus-howto-idea = {"\u00A0"}: piocher les cartes Idée de l’ère ; défausser jusqu’à la limite de main.
tempus-howto-city-name = Bâtir une cité
tempus-howto-city = {"\u00A0"}: sur un hexagone à vous (pas une montagne, pas à côté d’une cité), tous les pions retournent à la réserve et une cité de valeur au plus leur nombre (2, 3 ou 4) y est posée.
tempus-howto-fight-name = Combattre
tempus-howto-fight = {"\u00A0"}: attaquer un hexagone voisin d’un autre joueur qui tient plus de 3 hexagones.
tempus-howto-progress = Progrès : chacun rattrape l’ère la plus avancée, joue des cartes face cachée, puis les révèle. Points : 1 par pion sur le terrain de progrès de l’ère, 1 par carte Éducation ou carte de ce terrain, 1 par cité. Les plus hauts totaux avancent d’une ère.
tempus-howto-fights-title = Combats
tempus-howto-fights-cards = L’attaquant joue des cartes face cachée ; le défenseur voit combien, puis joue des cartes face visible.
tempus-howto-fights-reveal = L’attaquant révèle ses cartes. Points : 1 par pion (ou la valeur de la cité), chaque carte une fois : une carte du terrain du combat 1, Arme 1, Fortification 2 pour le défenseur.
tempus-howto-fights-result = Le plus haut total gagne ; en cas d’égalité, le défenseur gagne. Un défenseur battu perd l’hexagone ; un attaquant battu perd un pion.
tempus-howto-effects-title = Les cartes Idée pour leurs effets
# Le nom d’un effet (tempus-effect), en gras, puis ce qu’il fait (son texte commence par les deux-points qui suivent le nom).
tempus-howto-effect = { $effect ->
    [medicine] {"\u00A0"}: un bébé de plus dans l’action Faire des bébés de ce tour.
    [sanitation] {"\u00A0"}: +1 à la limite d’empilement d’un hexagone à vous, jusqu’à ce qu’un pion le quitte.
    [religion] {"\u00A0"}: convertir un pion adverse voisin en l’un des vôtres.
    [government] {"\u00A0"}: deux actions ce tour-ci, ou passer en gardant vos tuiles.
   *[military-leader] {"\u00A0"}: un combat sans dépenser de tuile.
  }
tempus-howto-table = La table ne vous laisse jamais enfreindre une règle : elle ne met en évidence que ce qui est permis, et quand vous tentez autre chose, elle dit quelle règle l’interdit.

## L’en-tête et le volet de la table
tempus-home = ← Parties
tempus-home-label = Parties enregistrées
tempus-phase = { $phase ->
    [setup] Mise en place
    [actions] Actions
    [progress] Progrès
   *[over] Partie finie
  }
tempus-era-turn = Tour d’ère { $round } · { $phase }
tempus-to-act = { $name } doit agir
tempus-rules-title = Règles de Tempus (résumé)

## La table
tempus-opening = Ouverture de la table…
tempus-waiting = En attente…
tempus-step-by-step = Pas à pas
tempus-steps-since = Depuis le dernier coup de { $name }
tempus-players = Joueurs
tempus-players-actions = Joueurs et actions
tempus-your-move = Votre coup
tempus-heading-move = À { $name } de jouer
tempus-heading-decision = { $name }, une décision
# Après le titre : l’ère de la place, son numéro et son nom.
tempus-heading-era = · ère { $era } { $name }
tempus-preview-title = Aperçu :
tempus-preview = l’île après l’action conseillée, ses changements encadrés. Rien n’est joué avant « Jouer ce coup ».
tempus-pass-title = Passez l’appareil à { $name }.
tempus-pass = Rien de ce qui est à { $name } n’est encore caché : il n’y a donc pas d’écran de passage.
tempus-undo = Annuler le coup
tempus-confirm = Confirmer
tempus-cancel = Annuler
tempus-no-card-played = aucune
tempus-no-hex-chosen = aucun
tempus-nothing-to-do = Rien à faire pour l’instant.

## Les joueurs, le tableau des ères, les comptes
tempus-seat-token = Pion ({ $name })
tempus-hand-of = Main ({ $name })
tempus-first = 1er
tempus-first-title = Premier joueur
tempus-badge-turn = joue
tempus-badge-decides = décide
tempus-badge-you = vous
tempus-stat-era = Ère
tempus-stat-tiles = Tuiles
tempus-stat-supply = Réserve
tempus-stat-cards = Cartes
tempus-stat-cities = Cités restantes
tempus-stat-cities-title = valeur 2, 3, 4
tempus-stat-vp = PV
tempus-played-progress = { $count ->
    [one] A joué { $count } carte face cachée pour le progrès
   *[other] A joué { $count } cartes face cachée pour le progrès
  }
tempus-eras-region = Tableau des ères, défile sur le côté
tempus-eras = Tableau des ères
tempus-eras-era = Ère
tempus-eras-actions = Act.
tempus-eras-actions-title = Tuiles action
tempus-eras-move = Dépl.
tempus-eras-move-title = Pions déplacés × hexagones chacun
tempus-eras-babies = Bébés
tempus-eras-stack = Empil.
tempus-eras-stack-title = Limite d’empilement
tempus-eras-ships = Navires
tempus-eras-ideas = Idées
tempus-eras-ideas-title = Cartes piochées / limite de main
tempus-eras-progress = Progrès
tempus-eras-progress-title = Terrain de progrès en quittant cette ère
tempus-eras-players = Joueurs
tempus-eras-yes = oui
# Le terrain de progrès de la dernière ère : la partie y finit.
tempus-eras-end = fin
tempus-era-cube = Cube d’ère ({ $name })
tempus-count-deck = Pioche :
tempus-count-discards = Défausse :
tempus-count-tiles = Tuiles de carte restantes :
tempus-count-atlantis = Atlantides restantes :

## Le combat et la phase de progrès
tempus-fight = Combat
# Le titre du combat : le jeton de l’attaquant, ces mots, le jeton du défenseur, puis tempus-fight-defender.
tempus-fight-attacks = { $name } attaque
tempus-fight-defender = { $leader ->
    [yes] { $name } : { $from } → { $to } (Chef militaire)
   *[no] { $name } : { $from } → { $to }
  }
# L’enjeu du combat : $stake vaut city ou tokens ; $terrain : le terrain du combat (quand $known vaut yes).
tempus-fight-stake = { $stake ->
    [city] { $known ->
        [yes] Une cité de valeur { $value } ; terrain du combat : { $terrain }.
       *[no] Une cité de valeur { $value } ; son propriétaire déclare son terrain.
      }
   *[tokens] { $known ->
        [yes] Des pions ; terrain du combat : { $terrain }.
       *[no] Des pions.
      }
  }
tempus-fight-base = { $lead ->
    [attacker] Avant toute carte : { $attacker } { $attack } { $attack ->
        [one] point de combat
       *[other] points de combat
      }, { $defender } { $defence } (l’attaquant mène).
   *[defender] Avant toute carte : { $attacker } { $attack } { $attack ->
        [one] point de combat
       *[other] points de combat
      }, { $defender } { $defence } (le défenseur mène : l’égalité profite au défenseur).
  }
tempus-fight-won = { $name } a gagné le combat et peut déplacer des pions dans { $hex } (les cartes jouées sont dans le journal).
tempus-fight-attack-cards = Cartes de l’attaquant (face cachée) :
tempus-fight-defence-cards = Cartes du défenseur (face visible) :
tempus-fight-reveal = Révélation et résultat :
tempus-fight-reveals-now = l’attaquant révèle maintenant
tempus-fight-after-both = quand les deux auront joué
tempus-not-played = pas encore jouées
tempus-face-down-cards = { $count ->
    [one] { $count } carte face cachée
   *[other] { $count } cartes face cachée
  }
tempus-progress = Progrès
tempus-progress-phase = Phase de progrès
tempus-progress-who = { $name } :
tempus-to-play = à jouer
tempus-cards-down = { $count ->
    [one] { $count } carte face cachée
   *[other] { $count } cartes face cachée
  }
tempus-your-play = Vos cartes jouées : { $cards }
tempus-last-progress-title = Dernière phase de progrès
tempus-last-progress = { $advanced ->
    [yes] { $name } : { $points } { $points ->
        [one] point
       *[other] points
      } — a avancé
   *[no] { $name } : { $points } { $points ->
        [one] point
       *[other] points
      }
  }

## Les cartes Idée
tempus-effect-help = { $effect ->
    [education] Progrès : compte 1 point de progrès (ou son fond, s’il correspond).
    [weapon] Combat : +1 point de combat pour l’un ou l’autre camp (ou son fond, s’il correspond).
    [fortification] Combat : +2 pour le défenseur seulement ; un attaquant ne compte que son fond.
    [military-leader] Jouez-la pour attaquer sans dépenser de tuile action (un combat gratuit), même au milieu de l’action Déplacer le peuple.
    [religion] Convertit un pion adverse adjacent : il retourne dans sa réserve et l’un des vôtres rejoint votre hexagone.
    [government] Avant votre action : faites deux actions ce tour-ci, ou passez et gardez vos tuiles pour plus tard.
    [sanitation] Posez-la sur un hexagone à vous : +1 à la limite d’empilement là, jusqu’à ce qu’un pion en parte.
   *[medicine] Un bébé de plus dans votre prochaine action Faire des bébés de ce tour.
  }
# Ce qu’ajouterait une carte, après « +2 » (pour les lecteurs d’écran) : $unit vaut combat, progress ou point.
tempus-worth-unit = { $unit ->
    [combat] { $count ->
        [one] point de combat
       *[other] points de combat
      }
    [progress] { $count ->
        [one] point de progrès
       *[other] points de progrès
      }
   *[point] { $count ->
        [one] point
       *[other] points
      }
  }
tempus-cards-help = Ce que font ces cartes
# Après le nom d’un effet en gras : ce qu’il fait (le texte commence par les deux-points qui suivent le nom).
tempus-card-help = {"\u00A0"}: { $help }
tempus-cards-background = Toute carte compte aussi 1 dans un combat, ou pour le progrès, quand son fond est le terrain qui compte.

## La fin de la partie
tempus-end-title = La partie est finie
tempus-end-table = Points de victoire
tempus-end-rank = Rang
tempus-end-player = Joueur
tempus-end-hexes = Hexagones
tempus-end-cities = Cités
tempus-end-total = Total
tempus-end-winner = vainqueur
tempus-end-in-hand = { $count ->
    [one] ({ $count } carte en main)
   *[other] ({ $count } cartes en main)
  }
tempus-end-ties = Les égalités de points sont départagées par le plus de cartes Idée en main, puis le plus de cités sur la carte ; les joueurs encore à égalité partagent la victoire.
tempus-end-chart = Ère de chaque joueur après chaque phase de progrès
tempus-end-chart-start = début

## L’île
tempus-water = { $cell ->
    [lake] lac
   *[sea] mer
  }
tempus-hex-atlantis = Atlantide ({ $name })
tempus-hex-city = cité de valeur { $value } ({ $name })
tempus-hex-tokens = { $count ->
    [one] { $count } pion ({ $name })
   *[other] { $count } pions ({ $name })
  }
tempus-hex-sanitation = { $count ->
    [one] { $count } carte Hygiène
   *[other] { $count } cartes Hygiène
  }
# Une place sans nom.
tempus-seat = Place { $number }
# Un hexagone de la carte comme bouton ou image : sa description, et s’il peut être choisi maintenant.
tempus-hex-choice = { $choice ->
    [yes] { $hex }
    [probe] { $hex } (pas un choix possible maintenant : touchez pour savoir pourquoi)
   *[no] { $hex } (pas un choix possible maintenant)
  }
tempus-legend = Légende de la carte
tempus-legend-cell = { $cell ->
    [grassland] prairie (bébés)
    [farmland] terres cultivées
    [hills] collines
    [woods] forêt
    [mountain] montagne (pas de cité, pas de points)
    [lake] lac
   *[sea] mer
  }
tempus-legend-sanitation = Carte Hygiène

## Ce qu’était un changement mis en évidence sur l’île (« nouveau : tuile 5 »,
## « retiré : cité de valeur 2 »)
tempus-mark-tile = tuile { $tile }
# Un bébé sur chacun des $count hexagones que le changement entoure.
tempus-mark-babies = { $count ->
    [one] { $count } bébé
   *[other] { $count } bébés
  }
tempus-mark-tokens = { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
  }
tempus-mark-city = cité de valeur { $value }
tempus-mark-atlantis = Atlantide
tempus-mark-converted-token = un jeton converti

## Les passages : pourquoi l’appareil va à un joueur (en mots publics seulement)
tempus-handoff-place-tile = { $name } pose la tuile de carte { $tile }.
tempus-handoff-place-token = { $name } pose un pion de départ.
tempus-handoff-discard = { $count ->
    [one] { $name } doit défausser { $count } carte pour revenir à la limite de main.
   *[other] { $name } doit défausser { $count } cartes pour revenir à la limite de main.
  }
tempus-handoff-declare-terrain = { $name } déclare le terrain de la cité attaquée.
tempus-handoff-attack = { $name } attaque { $defender } en { $hex } : choisissez des cartes face cachée.
tempus-handoff-attacks = { $name } attaque.
tempus-handoff-defend = { $attacker } attaque { $name } en { $hex } : défendez-vous avec des cartes face visible.
tempus-handoff-defends = { $name } se défend.
tempus-handoff-reveal = { $name } révèle l’attaque en { $hex }.
tempus-handoff-reveals = { $name } révèle.
tempus-handoff-occupy = { $name } a gagné le combat et peut faire entrer des pions.
tempus-handoff-progress = Phase de progrès : { $name } joue des cartes face cachée.
tempus-handoff-turn = Ère { $round } : à { $name } de jouer.
tempus-handoff-act = { $name } doit agir.

## Le volet des actions
tempus-mode-title = { $mode ->
    [babies] Faire des bébés : touchez vos hexagones de prairie, puis confirmez
    [city] Bâtir une cité : touchez un hexagone en évidence, puis choisissez sa valeur
    [fight] Combattre : touchez l’hexagone qui attaque, puis l’hexagone à attaquer, puis Confirmer
    [sanitation] Hygiène : touchez un hexagone à vous où poser la carte
    [religion] Religion : touchez l’hexagone de l’adversaire, puis votre hexagone qui reçoit le pion
   *[atlantis] Atlantide : touchez un hexagone de mer en évidence, puis choisissez d’où viennent les 5 pions
  }
tempus-moving-left = { $count ->
    [one] { $count } pion peut encore se déplacer.
   *[other] { $count } pions peuvent encore se déplacer.
  }
tempus-moving-from = Depuis { $hex } : touchez une destination en évidence (ou un autre de vos hexagones).
tempus-moving-pick = Touchez un de vos hexagones pour en déplacer un pion.
tempus-babies-chosen = Au plus { $max } { $max ->
    [one] bébé
   *[other] bébés
  } ; choisis : { $hexes }.
tempus-babies-have = { $count ->
    [one] Faire { $count } bébé
   *[other] Faire { $count } bébés
  }
tempus-fight-from = Attaque depuis { $hex } : touchez un hexagone en évidence à attaquer.
tempus-fight-final = Un combat ne peut pas être repris une fois commencé. Touchez un autre hexagone en évidence pour attaquer plutôt celui-là.
tempus-city-values = Valeur de la cité en { $hex }
tempus-city-value = Cité de valeur { $value } en { $hex }
# Un choix d’Atlantide : où elle est bâtie, et d’où viennent ses 5 pions ($from : tempus-atlantis-tokens, séparés par des virgules : « C2 (3), C3 (2) »).
tempus-atlantis-on = Atlantide en { $hex }
tempus-atlantis-on-from = Atlantide en { $hex } : pions venus de { $from }
tempus-atlantis-tokens = { $hex } ({ $count })

## Les décisions
tempus-tile-title = Poser la tuile de carte { $tile } ({ $n } sur { $total })
tempus-tile-help = Les hexagones en évidence peuvent recevoir le centre de la tuile. Touchez ou survolez un hexagone pour voir les sept hexagones ; tournez la tuile, puis posez-la.
tempus-tile-terrains = Les terrains de la tuile : le centre, puis dans le sens horaire depuis le nord
tempus-tile-centre-terrain = centre { $terrain }
tempus-tile-centre = Centre de la tuile (ou touchez un hexagone en évidence)
tempus-tile-choose = Choisissez un hexagone…
tempus-tile-turn = Tourner la tuile
tempus-tile-anticlockwise = Tourner la tuile dans le sens antihoraire
tempus-tile-clockwise = Tourner la tuile dans le sens horaire
tempus-tile-turned = { $count ->
    [0] Pas tournée
    [one] Tournée de { $count } sixième
   *[other] Tournée de { $count } sixièmes
  }
tempus-tile-place = Poser la tuile sur { $hex }
tempus-tile-tap = Touchez un hexagone en évidence pour choisir le centre.
tempus-token-title = Poser le pion de départ { $number } sur { $total }
tempus-token-help = Touchez un hexagone en évidence : sur la terre, pas sur les pions d’un autre joueur, au plus 2 par hexagone, en un seul groupe d’un tenant.
tempus-discard-title = { $count ->
    [one] Défaussez { $count } carte pour revenir à votre limite de main
   *[other] Défaussez { $count } cartes pour revenir à votre limite de main
  }
tempus-attack-title = Votre attaque : choisissez des cartes à jouer face cachée (vous pouvez n’en jouer aucune)
tempus-defence-title = Votre défense : choisissez des cartes à jouer face visible (vous pouvez n’en jouer aucune)
tempus-progress-title = Progrès : choisissez des cartes à jouer face cachée (vous pouvez n’en jouer aucune)
# Le bouton qui joue les cartes choisies : $action est tempus-cards-action.
tempus-cards-confirm = { $count ->
    [0] { $action } (aucune)
   *[other] { $action } ({ $count })
  }
tempus-cards-action = { $group ->
    [discard] Défausser celles-ci
    [attack] Jouer face cachée
    [defend] Se défendre avec celles-ci
   *[progress] Jouer pour le progrès
  }
tempus-choose-more = Choisissez-en encore { $count }
tempus-choose-fewer = Choisissez-en { $count } de moins
tempus-cards-to-choose = Cartes à choisir
tempus-chosen = Choisies : { $cards }
tempus-no-card-chosen = Aucune carte choisie.
# Les points d’un combat ou du progrès jusqu’ici, avant le total en gras.
tempus-worth-total = { $kind ->
    [progress] Vos points de progrès : { $base } grâce aux pions et aux cités + { $cards } grâce aux cartes choisies =
   *[combat] Vos points de combat : { $base } avant les cartes + { $cards } grâce aux cartes choisies =
  }
tempus-terrain-title = Votre cité est attaquée : déclarez son terrain
tempus-reveal-title = Révélez vos cartes
tempus-reveal-help = Les deux camps ont joué. Révélez pour résoudre le combat.
tempus-reveal = Révéler et résoudre
tempus-occupy-title = Vous avez gagné : faire entrer des pions en { $hex } ?
tempus-occupy-title-hex = Vous avez gagné : faire entrer des pions dans l’hexagone ?
tempus-occupy-move = En faire entrer { $count }

## Le menu des actions
tempus-why-not = { $group ->
    [build_city] Aucun de vos hexagones ne peut recevoir une cité maintenant : il faut au moins 2 de vos pions, pas sur une montagne, pas à côté d’une cité, et une tuile cité de cette valeur encore disponible.
    [fight] Aucune attaque n’est possible maintenant : il vous faut des pions à côté des pions ou d’une cité d’un autre joueur, et un joueur qui tient 3 hexagones ou moins ne peut pas être attaqué.
   *[atlantis] L’Atlantide demande une ère avec des navires, un hexagone de pleine mer libre qui n’est pas à côté d’une cité, et 5 de vos pions sur les hexagones de terre qui l’entourent.
  }
tempus-not-possible = { $action }, pas possible maintenant : touchez pour savoir pourquoi
tempus-tiles-left = Tuiles action restantes : { $count }.
tempus-action-done = Votre action est faite : jouez des cartes ou finissez le tour.
tempus-spend-tile = { $actions ->
    [two] Dépensez une tuile pour jusqu’à deux actions :
   *[one] Dépensez une tuile pour une action :
  }
tempus-actions = Actions
tempus-menu-babies = Faire des bébés…
tempus-menu-idea = Avoir une idée
tempus-menu-city = Bâtir une cité…
tempus-menu-fight = Combattre…
tempus-menu-atlantis = Atlantide…
tempus-idea-plays = Cartes Idée à jouer maintenant
tempus-idea-plays-title = Cartes Idée que vous pouvez jouer maintenant
tempus-play-sanitation = Jouer Hygiène sur un hexagone…
tempus-play-religion = Jouer Religion : convertir un pion…
tempus-play-leader = Chef militaire : un combat gratuit…
tempus-effects-summary = Médecine : +1 bébé ce tour-ci. Gouvernement : deux actions, ou passer. Hygiène : +1 d’empilement sur un hexagone. Religion : convertir un voisin. Chef militaire : combattre sans tuile. Arme, Fortification et Éducation comptent dans les combats et pour le progrès.

## Ce que dit un toucher sur l’île quand il ne peut rien faire
tempus-inform-no-move = Aucun de vos pions ne peut partir de { $hex } maintenant.
tempus-inform-no-attack = { $hex } ne peut pas attaquer maintenant : choisissez un de vos hexagones en évidence.
tempus-inform-no-atlantis = L’Atlantide ne peut pas être bâtie en { $hex } : il lui faut un hexagone de pleine mer libre à côté de 5 de vos pions, pas à côté d’une cité, à une ère avec des navires.

## Les règles complètes, une section par décision (la page Règles ; un refus renvoie à sa section)
tempus-rulings-title = Chaque règle, par numéro
tempus-ruling-t1-title = Joueurs
tempus-ruling-t1-1 = De 3 à 5 joueurs, avec 8, 10 ou 12 tuiles de carte ; la variante à 2 joueurs en utilise 6.
tempus-ruling-t26-title = Qui commence
tempus-ruling-t26-1 = Le premier joueur est tiré au sort à la mise en place ; on joue dans l’ordre des sièges. À la fin de chaque ère, le premier joueur passe au siège suivant.
tempus-ruling-t2-title = Former l’île
tempus-ruling-t2-1 = À tour de rôle, chaque joueur pose la tuile de carte qu’il retourne, 7 hexagones, tournée comme il veut : la première n’importe où sur la mer, chaque suivante en touchant l’île par au moins un côté, jamais sur la terre ni hors de la mer. L’eau entourée de terre est un lac ; l’eau reliée au bord est la mer ouverte.
tempus-ruling-t11-title = Pions de départ
tempus-ruling-t11-1 = Chaque joueur pose à son tour 3 pions, un à la fois, sur la terre : au plus 2 par hexagone, jamais sur l’hexagone d’un autre joueur, tous en un seul groupe d’un tenant.
tempus-ruling-t4-title = Le tableau des ères
tempus-ruling-t4-1 = Votre ère donne vos tuiles action, combien de pions un déplacement peut bouger et jusqu’où, vos bébés, la limite d’empilement, votre pioche et votre limite de main, et si vous avez des navires : les trajets par mer et l’Atlantide demandent une ère à navires, à partir de la Navigation.
tempus-ruling-t8-title = Tours
tempus-ruling-t8-1 = Les joueurs jouent dans l’ordre des sièges jusqu’à ce que personne n’ait plus de tuile action. À votre tour, vous dépensez une tuile pour une action (deux avec le Gouvernement), pouvez jouer des cartes Idée pour leurs effets avant et après, puis finissez le tour. Un tour ne peut pas finir avant son action. Ne déplacer aucun pion est un déplacement permis.
tempus-ruling-t12-title = Déplacer le peuple
tempus-ruling-t12-1 = Les pions se déplacent un à un, chacun une fois par déplacement : par la terre jusqu’à la distance de l’ère, jamais à travers les pions ou les cités d’un autre ; d’une rive à l’autre d’un lac ; ou par mer d’une côte à une autre dans une ère à navires. Un pion doit finir sur la terre, pas sur une cité, pas sur l’hexagone d’un autre joueur, dans la limite d’empilement.
tempus-ruling-t15-title = Empilement et Hygiène
tempus-ruling-t15-1 = Un hexagone porte au plus la limite d’empilement de l’ère. Une carte Hygiène posée sur l’un de vos hexagones relève sa limite de 1 ; chaque pion qui quitte l’hexagone en retire une carte.
tempus-ruling-t16-title = Bébés et Médecine
tempus-ruling-t16-1 = Faire des bébés pose un nouveau pion sur chaque hexagone de prairie à vous que vous nommez, sous sa limite d’empilement, jusqu’au nombre de bébés de l’ère plus un par carte Médecine jouée plus tôt dans le tour. Les pions viennent de votre réserve de 16.
tempus-ruling-t28-title = Deux actions Faire des bébés
tempus-ruling-t28-1 = Un bébé par hexagone vaut pour chaque action : avec le Gouvernement, une seconde action Faire des bébés peut reprendre les mêmes hexagones.
tempus-ruling-t23-title = Idées et limite de main
tempus-ruling-t23-1 = Avoir une idée fait piocher le nombre de cartes de l’ère. Chaque fois que votre main dépasse la limite de l’ère, vous choisissez exactement les cartes en trop à défausser.
tempus-ruling-t6-title = Cités
tempus-ruling-t6-1 = Sur un hexagone à vous, pas en montagne et pas à côté d’une cité : tous les pions qui s’y trouvent retournent à votre réserve et vous posez l’une de vos cités inutilisées valant au plus ce nombre de pions (2, 3 ou 4).
tempus-ruling-t13-title = Une carte compte une fois
tempus-ruling-t13-1 = Une carte jouée dans un combat ou au progrès compte une fois, pour son effet ou pour son terrain de fond, selon ce qui rapporte le plus ; une carte qui ne rapporte rien est un bluff. Une carte jouée pour un effet doit porter cet effet.
tempus-ruling-t17-title = Religion
tempus-ruling-t17-1 = Un pion adverse sur un hexagone voisin de l’un des vôtres retourne à la réserve de son propriétaire, et un pion de votre réserve rejoint votre hexagone, dans sa limite. Ce n’est pas une attaque : un petit joueur n’est pas protégé.
tempus-ruling-t18-title = Gouvernement
tempus-ruling-t18-1 = Jouée avant l’action du tour : soit deux actions de suite (avec deux tuiles), soit le tour finit aussitôt et vous gardez toutes vos tuiles pour plus tard.
tempus-ruling-t19-title = Chef militaire
tempus-ruling-t19-1 = Un combat qui nomme cette carte ne coûte pas de tuile, à tout moment de votre tour, même au milieu d’un déplacement.
tempus-ruling-t20-title = Combats
tempus-ruling-t20-1 = Tous les pions de l’hexagone attaquant combattent un hexagone voisin qui porte les pions ou la cité d’un autre joueur. Un joueur dont les pions tiennent 3 hexagones ou moins ne peut pas être attaqué. Le propriétaire d’une cité attaquée déclare son terrain : prairie, terres cultivées, collines ou forêt.
tempus-ruling-t20-2 = L’attaquant joue des cartes face cachée, le défenseur face visible, puis l’attaquant révèle. Points : 1 par pion, ou la valeur de la cité ; une carte du terrain du combat 1, Arme 1, Fortification 2 pour le défenseur. Le plus haut total gagne, le défenseur en cas d’égalité. Un défenseur battu perd l’hexagone, et l’attaquant peut y entrer dans la limite d’empilement ; un attaquant battu perd un pion.
tempus-ruling-t22-title = L’Atlantide
tempus-ruling-t22-1 = Avec l’option, dans une ère à navires : 5 de vos pions voisins d’un hexagone libre de mer ouverte, pas à côté d’une cité, y fondent l’Atlantide ; 4 retournent à votre réserve. L’Atlantide est une cité de 5 points qu’on ne peut ni attaquer ni convertir.
tempus-ruling-t14-title = Progrès
tempus-ruling-t14-1 = Chacun rattrape l’ère la plus avancée, joue des cartes face cachée, puis les révèle : 1 point par pion sur le terrain de l’ère qu’on quitte, par carte Éducation ou carte de ce terrain, et par cité. Tous les joueurs au plus haut total avancent d’une ère ; ceux qui atteignent l’Écriture ou l’Imprimerie piochent 2 cartes.
tempus-ruling-t7-title = Décisions et fin
tempus-ruling-t7-1 = Chaque choix qu’une règle donne à un joueur attend sa réponse ; rien d’autre ne peut être joué d’ici là. La partie finit quand quelqu’un atteint l’Aviation : 1 point par hexagone de terre à vous hors montagne, la valeur de chaque cité (Atlantide 5), et 3 pour avoir atteint l’Aviation. Les égalités vont au plus de cartes Idée en main, puis au plus de cités.
tempus-ruling-t27-title = Reprendre une action
tempus-ruling-t27-1 = Tant que c’est encore à vous de jouer, vous pouvez reprendre votre dernière action si elle n’a rien fait piocher, rien révélé et rien demandé à un autre joueur.
