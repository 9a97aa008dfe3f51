## Khronos : les mots de ses écrans (la table, le formulaire de nouvelle partie, le résumé des
## règles). Les mots du journal et des boutons d’action sont dans khronos.ftl, et repris ici.

## La boîte du jeu sur l’écran d’accueil, la liste des parties et le formulaire de nouvelle partie
khronos-box-pitch = Bâtissez à travers trois âges d’une même terre : ce que vous élevez dans le passé se propage dans l’avenir, et peut le défaire.
khronos-box-players = 2 à 5 joueurs · 7 tours
# Où en est une partie inachevée ; $name vaut « — » quand personne n’a à jouer.
khronos-status = Tour { $turn } sur 7 · à { $name } de jouer
khronos-picture-whole = Les trois plateaux
khronos-picture-square = case
khronos-picture-squares = cases
khronos-new-choice = bâtir à travers trois âges
khronos-new-players = Joueurs (de 2 à 5, dans l’ordre du tour)
khronos-new-too-few = Khronos se joue de 2 à 5 joueurs.
khronos-new-no-map-file = Choisissez un fichier de carte, ou jouez sur la carte conçue par défaut.
khronos-new-variants = Variantes
khronos-new-holdem = Hold’em : trois cartes visibles à échanger gratuitement au début d’un tour
khronos-new-discard-all = Règle maison : défausser toutes les cartes inutilisées à la fin de chaque tour
khronos-new-map = Carte
khronos-new-default-map = La carte conçue par défaut (12 × 10, rivière, forêts, montagnes, 10 Hameaux imprimés)
# Les caractères d’un fichier de carte entre <code> et </code> : les garder tels quels.
khronos-new-map-file-choice = Un fichier de carte (une grille de texte : <code>.</code> plaine, <code>f</code> forêt, <code>m</code> montagne, <code>~</code> rivière, une majuscule pour un Hameau imprimé)
khronos-new-map-file = Fichier de carte
khronos-new-map-file-chosen = Fichier de carte : { $name }

## Le résumé des règles (comment jouer, et le volet Règles de la table)
# Les mots entre <strong> et </strong> sont mis en valeur.
khronos-rules-aim-title = Le but
khronos-rules-aim = Être le plus riche après sept tours. Vous gagnez des écus à la fin de vos 4e et 7e tours, sur chaque plateau où se tient l’un de vos deux Aventuriers.
khronos-rules-boards-title = Trois plateaux, une carte
khronos-rules-boards = Les Âges de la Puissance, de la Foi et de la Raison montrent la même terre à trois moments. Ce que vous bâtissez dans un âge antérieur se prolonge (« se propage ») dans les suivants et peut détruire ce qui s’y trouvait — un paradoxe temporel.
khronos-rules-turn-title = Votre tour
khronos-rules-turn-exchange = <strong>Échanger</strong> (facultatif, en tout premier seulement) : payez 2 écus, défaussez les cartes de votre choix et repiochez jusqu’à quatre. Avec Hold’em, vous pouvez d’abord échanger gratuitement des cartes contre les cartes visibles.
khronos-rules-turn-travel = <strong>Voyager</strong> : déplacez un Aventurier vers un autre plateau pour 1 écu.
khronos-rules-turn-play = <strong>Jouer des cartes</strong> sur un plateau où se tient l’un de vos Aventuriers : au plus 2 cartes par Aventurier et 4 par tour.
khronos-rules-turn-end = <strong>Finir le tour</strong> : défaussez les cartes dont vous ne voulez pas et repiochez jusqu’à quatre (ou défaussez-les toutes avec la règle maison).
khronos-rules-building-title = Construire (Puissance et Foi)
khronos-rules-building-cost = Un bâtiment vaut de 1 à 3 et couvre autant de cases reliées. Il coûte autant de cartes de sa couleur : Militaire (⚔ Tour de guet, Donjon, Château), Religieuse (✝ Chapelle, Monastère, Abbaye), Civile (⌂ Hameau, Bourg, Cité).
khronos-rules-building-river = Seuls les Bourgs et les Cités peuvent couvrir la rivière. Les cases de forêt et de montagne coûtent des cartes en plus quand les joueurs sont peu nombreux.
khronos-rules-building-cubes = Les bâtiments Militaires et Religieux prennent l’un de vos cubes ; vous les contrôlez.
khronos-rules-building-domains = Un domaine est un groupe de bâtiments qui se touchent. Seuls les bâtiments Civils peuvent relier des domaines, et le plus haut bâtiment Militaire comme le plus haut bâtiment Religieux de chaque domaine doivent être uniques.
khronos-rules-building-upgrade = Remplacez un bâtiment par un plus grand de la même famille en payant la différence ; démolissez un bâtiment isolé de taille 1 pour 1 écu et une carte.
khronos-rules-building-ripple = Les bâtiments de valeur 2 ou 3 rapportent un bonus (1 écu à la Puissance, 2 à la Foi) et se propagent vers l’avenir : les Militaires et les Religieux arrivent à la Raison en ruine.
khronos-rules-reason-title = L’Âge de la Raison
khronos-rules-reason-populate = Peupler : une carte Civile place votre cube sur un bâtiment Civil (Hameau 1, Bourg 3, Cité 5 cubes).
khronos-rules-reason-renovate = Rénover : payez une carte de la couleur de la ruine (deux pour un Château ou une Abbaye, éventuellement sur deux tours).
khronos-rules-earnings-title = Revenus
khronos-rules-earnings-might = Puissance : le propriétaire du plus haut bâtiment Militaire de chaque domaine perçoit la valeur de ses bâtiments Civils.
khronos-rules-earnings-faith = Foi : de même avec le plus haut bâtiment Religieux.
khronos-rules-earnings-reason = Raison : qui a le plus de cubes dans un domaine perçoit la valeur de ses bâtiments rénovés.
khronos-rules-never = La table ne vous laisse jamais enfreindre une règle : elle ne met en évidence que ce qui est permis, et quand vous tentez autre chose, elle dit quelle règle l’interdit.

## Âges, types de bâtiments, terrains
# Le nom d’un âge sans article : onglets et titres des plateaux, revenus.
khronos-age-title = { $age ->
    [might] Âge de la Puissance
    [faith] Âge de la Foi
   *[reason] Âge de la Raison
  }
# L’abréviation d’un type de bâtiment, deux lettres, sur ses tuiles et sur les boutons Construire.
khronos-building-abbr = { $building ->
    [watchtower] Tg
    [keep] Dj
    [castle] Ch
    [chapel] Cp
    [monastery] Mo
    [abbey] Ab
    [hamlet] Hm
    [town] Bg
   *[city] Ci
  }
khronos-terrain = { $terrain ->
    [plain] plaine
    [forest] forêt
    [mountain] montagne
   *[river] rivière
  }

## Le volet des joueurs, les cartes, la piste des tours, les comptes, les revenus
khronos-players = Joueurs
khronos-card-title = { $colour ->
    [military] Carte Militaire
    [religious] Carte Religieuse
   *[civil] Carte Civile
  }
khronos-track = Piste des tours : tour { $turn } sur 7
khronos-track-over = Piste des tours : la partie est finie
khronos-track-turn = Tour { $turn }
khronos-track-earnings-turn = Tour { $turn } : revenus à la fin du tour de chaque joueur
khronos-player-token = Jeton de { $name }
khronos-player-hand = Main de { $name }
khronos-player-turn = joue
khronos-player-decides = décide
khronos-player-you = vous
khronos-player-ecus = Écus
khronos-player-cubes = Cubes
khronos-player-cards = Cartes
# Un Aventurier et le plateau où il se tient (« Aventurier 1 : Puissance »).
khronos-pawn = { $age ->
    [might] Aventurier { $pawn } : Puissance
    [faith] Aventurier { $pawn } : Foi
   *[reason] Aventurier { $pawn } : Raison
  }
# Combien de cartes d’une couleur la main contient, à côté du nombre choisi (« (sur 3) »).
khronos-picker-of = (sur { $count })
khronos-picker-fewer = { $colour ->
    [military] Une carte Militaire de moins
    [religious] Une carte Religieuse de moins
   *[civil] Une carte Civile de moins
  }
khronos-picker-more = { $colour ->
    [military] Une carte Militaire de plus
    [religious] Une carte Religieuse de plus
   *[civil] Une carte Civile de plus
  }
khronos-picker-chosen = { $colour ->
    [military] Cartes Militaires choisies
    [religious] Cartes Religieuses choisies
   *[civil] Cartes Civiles choisies
  }
khronos-picker-total = { $count ->
    [one] { $count } carte choisie
   *[other] { $count } cartes choisies
  }
khronos-counts-deck = Pioche :
khronos-counts-discards = Défausse :
khronos-counts-face-up = Visibles :
khronos-counts-none = aucune
khronos-earnings = Revenus
khronos-earnings-turn = Revenus du tour { $turn }
# Les revenus d’un joueur sur un plateau (« Anna : 3 écus de l’Âge de la Puissance »).
khronos-earnings-line = { $name } : { $ecus } de { $age }
khronos-earnings-now = Vos revenus si le tour finissait maintenant
khronos-earnings-now-later = Ce que vous gagneriez lors d’un tour de revenus
khronos-earnings-now-board = { $age } : { $ecus }
khronos-earnings-now-board-away = { $age } : { $ecus } (aucun Aventurier ici : rien de perçu)
khronos-earnings-now-total = Total :
khronos-earnings-coming-next = Le tour { $turn } est un tour de revenus : à la fin de son tour { $turn }, chaque joueur touche les revenus de chaque plateau où il a un Aventurier.
khronos-earnings-coming-now = Revenus à la fin de ce tour : chaque plateau où vous avez un Aventurier vous paie, { $ecus } en l’état.
khronos-earnings-coming-last = Les derniers revenus, à la fin de ce tour ({ $ecus } en l’état) ; la partie s’arrête après ceux du dernier joueur.

## Voyager, échanger, finir le tour
khronos-cancel = Annuler
khronos-travel-title = Voyager avec l’Aventurier { $pawn }
# $age : le plateau où se tient l’Aventurier, avec son article (« l’Âge de la Foi »).
khronos-travel-where = L’Aventurier { $pawn } est à { $age }. Touchez le plateau vers lequel il doit voyager (1 écu).
khronos-travel-to = Vers { $age }
khronos-exchange-title = Échange : payer 2 écus, défausser, repiocher jusqu’à 4
khronos-exchange-discard = Cartes à défausser
khronos-exchange-button = Échanger { $cards }
khronos-exchange-choose = Choisissez les cartes à échanger
khronos-end-turn-title = Finir le tour ?
khronos-end-turn-discard-all = Règle maison : toutes les cartes inutilisées sont défaussées ({ $cards }) ; vous repiochez ensuite jusqu’à 4.
khronos-end-turn-discard = Cartes à défausser avant de repiocher jusqu’à 4
khronos-end-turn-yes = Oui, finir le tour
khronos-end-turn-not-yet = Pas encore

## Ce que la place qui joue peut commencer (le menu)
khronos-menu-exchange = Échanger des cartes (2 écus)…
khronos-menu-swaps = Échanges Hold’em
# Lu par les lecteurs d’écran avant le nom d’un type de bâtiment sur son bouton Construire (« Construire un » Donjon).
khronos-menu-build-a = { $building ->
    [watchtower] Construire une
    [chapel] Construire une
    [abbey] Construire une
    [city] Construire une
   *[other] Construire un
  }
# Lu par les lecteurs d’écran après le nom d’un type de bâtiment sur son bouton Construire.
khronos-menu-value = (valeur { $value })
khronos-menu-value-unavailable = (valeur { $value }), impossible pour l’instant : touchez pour savoir pourquoi
khronos-menu-upgrade-to = Agrandir en
khronos-menu-toolbar = Bâtiments et actions sur les plateaux
# Un bouton qui commence un placement sur les plateaux (« Démolir… »).
khronos-menu-group = { $group }…
khronos-menu-travel = Voyager : touchez l’un de vos Aventuriers ci-dessus, puis un plateau.
khronos-menu-undo = Annuler le coup
khronos-menu-end-turn = Finir le tour…

## Placer sur les plateaux
# Le titre d’un groupe d’actions choisies sur les plateaux : son bouton, le titre pendant le placement.
khronos-group = { $group ->
    [construct] Construire
    [upgrade] Agrandir
    [demolish] Démolir
    [populate] Peupler
    [renovate] Rénover
    [choose_downsize] Choisir le bâtiment à réduire
   *[place_downsized] Choisir les cases que garde le bâtiment réduit
  }
# Le titre pendant le placement d’un type de bâtiment choisi ; $building a son article (« un Donjon »).
khronos-place-construct = Construire { $building }
khronos-place-upgrade = Agrandir en { $building }
khronos-shapes-hint = { $count } formes contiennent { $square } : touchez-la encore pour passer à la suivante.
# Une case telle qu’un lecteur d’écran la nomme : la case, son terrain, ce que la choisir fait.
khronos-square = { $square }, { $terrain } : { $action }
khronos-square-shapes = { $square }, { $terrain } : { $action } ({ $count } formes)
khronos-square-not-here = { $square }, { $terrain } : pas un emplacement pour cela
khronos-place-none = Aucun emplacement possible.
khronos-place-count = { $count ->
    [one] { $count } emplacement possible, en surbrillance. Touchez une case ; touchez-la encore pour une autre forme.
   *[other] { $count } emplacements possibles, en surbrillance. Touchez une case ; touchez-la encore pour une autre forme.
  }
khronos-place-list = Ou choisissez dans la liste
khronos-place-pay-now = Cartes à payer maintenant
khronos-place-surcharge = Payer le surcoût avec
# Ce que ferait le placement choisi ($preview : les mots du journal).
khronos-place-then = Ensuite : { $preview }
khronos-confirm = Confirmer
khronos-why-no-upgrade = Aucun bâtiment ne peut être agrandi en { $building } pour l’instant.

## Le coup de la place
khronos-move = Votre coup
khronos-move-title = À { $name } de jouer
khronos-move-decision = { $name }, une décision
khronos-move-cards-played = · { $count ->
    [one] { $count } carte jouée sur 4
   *[other] { $count } cartes jouées sur 4
  }

## La fin de la partie
khronos-end-title = La partie est finie
# Les écus d’un joueur dans le classement final.
khronos-end-ecus = { $count ->
    [one] { $count } écu
   *[other] { $count } écus
  }
khronos-end-winner = vainqueur
khronos-end-chart = Écus de chaque joueur à la fin de chaque tour
# Un tour sur l’axe du graphique, abrégé (« T3 »).
khronos-end-chart-turn = T{ $turn }

## L’en-tête de la table
khronos-header-home = ← Parties
khronos-header-home-label = Parties enregistrées
khronos-header-turn = À { $name } de jouer
khronos-header-turn-decides = À { $name } de jouer · { $chooser } décide
khronos-header-rules-title = Règles de Khronos (résumé)

## Les plateaux
khronos-boards = Plateaux
# Ce que montrent les plateaux pendant l’aperçu d’une action (choisie et en attente de Confirmer, ou
# celle d’un conseil) ; $ages : les plateaux qu’elle modifie, par leur nom (« Âge de la Puissance, Âge de la Foi »).
khronos-preview = { $previewing ->
    [hint] <strong>Aperçu :</strong> les plateaux après cette action, ses changements encadrés. Rien n’est joué avant « Jouer ce coup ».
   *[choice] <strong>Aperçu :</strong> les plateaux après cette action, ses changements encadrés. Rien n’est joué avant « Confirmer ».
  }
khronos-preview-changes = { $previewing ->
    [hint] <strong>Aperçu :</strong> les plateaux après cette action, ses changements encadrés ({ $ages }). Rien n’est joué avant « Jouer ce coup ».
   *[choice] <strong>Aperçu :</strong> les plateaux après cette action, ses changements encadrés ({ $ages }). Rien n’est joué avant « Confirmer ».
  }
khronos-tab-changed = (modifié)
khronos-tab-would-change = (serait modifié)
# Combien d’emplacements offre un plateau, sur son onglet.
khronos-tab-places = { $count ->
    [one] { $count } emplacement
   *[other] { $count } emplacements
  }
# Un plateau, tel que les lecteurs d’écran le nomment.
khronos-board = { $age ->
    [might] Plateau de l’Âge de la Puissance
    [faith] Plateau de l’Âge de la Foi
   *[reason] Plateau de l’Âge de la Raison
  }
# Un plateau, tel que les boutons de zoom le nomment (« Zoom avant sur le plateau de l’Âge de la Puissance »).
khronos-board-zoom = { $age ->
    [might] le plateau de l’Âge de la Puissance
    [faith] le plateau de l’Âge de la Foi
   *[reason] le plateau de l’Âge de la Raison
  }
# $age a son article (« l’Âge de la Puissance »).
khronos-board-adventurers = Aventuriers à { $age }
khronos-board-adventurer = Aventurier { $pawn } de { $name }
khronos-board-adventurer-arrived = Aventurier { $pawn } de { $name } (vient d’arriver)
khronos-board-travel-here = L’Aventurier { $pawn } voyage ici

## Un bâtiment sur un plateau, tel que les lecteurs d’écran le nomment : ses parties séparées par
## des virgules, puis ses cases (« Donjon (valeur 2), propriétaire : Anna, 1 cube de Ben sur A1-B1 »)
khronos-tile = { $parts } sur { $squares }
khronos-tile-value = { $building } (valeur { $value })
# Seul un Hameau est imprimé sur la carte.
khronos-tile-printed = imprimé
khronos-tile-controller = propriétaire : { $name }
khronos-tile-ruin = en ruine
khronos-tile-half-renovated = rénovation commencée par { $name }
khronos-tile-cubes = { $count ->
    [one] { $count } cube de { $name }
   *[other] { $count } cubes de { $name }
  }
# Le mot écrit sur la tuile d’une ruine.
khronos-tile-ruin-label = ruine

## Ce qu’était un changement mis en évidence sur un plateau (« nouveau : Donjon »,
## « nouveau : ruine d’un Donjon ») : un bâtiment est nommé par khronos-building ; sa ruine,
## l’écho d’un bâtiment dans l’Âge de la Raison, par ceci.
khronos-mark-ruin = { $building ->
    [watchtower] ruine d’une Tour de guet
    [keep] ruine d’un Donjon
    [castle] ruine d’un Château
    [chapel] ruine d’une Chapelle
    [monastery] ruine d’un Monastère
    [abbey] ruine d’une Abbaye
    [hamlet] ruine d’un Hameau
    [town] ruine d’un Bourg
   *[city] ruine d’une Cité
  }

## Un domaine sur un plateau (des bâtiments qui se touchent par un côté), tel que le nomment
## les lecteurs d’écran ; son marqueur montre qui en perçoit les revenus et combien d’écus il
## rapporte. $names : les joueurs qui le perçoivent, en liste (« Anna », « Anna et Ben ») ;
## $ecus : ce que chacun perçoit (« 5 écus »).
khronos-domain = Domaine tenu par { $names }, { $count } bâtiments : rapporte { $ecus } à chaque tour de revenus
khronos-domain-shared = Domaine de { $count } bâtiments partagé entre { $names } : chacun y perçoit { $ecus } à chaque tour de revenus
khronos-domain-nobody = Domaine de { $count } bâtiments : personne n’en perçoit les revenus

## Les tuiles qui restent en réserve, communes aux trois plateaux
khronos-stock = Tuiles en réserve
# Les tuiles qui restent d’un type de bâtiment (« Cité : 3 restantes », « Cité : plus aucune »).
khronos-stock-left = { $count ->
    [0] { $building } : plus aucune
    [one] { $building } : { $count } restante
   *[other] { $building } : { $count } restantes
  }
# Sur un bouton Construire, après sa valeur, combien de tuiles de ce type restent.
khronos-menu-stock = { $count ->
    [0] plus aucune tuile
    [one] { $count } tuile restante
   *[other] { $count } tuiles restantes
  }

## L’écran de la table
khronos-table-opening = Ouverture de la table…
khronos-table-waiting = En attente de la table…
khronos-table-steps = Pas à pas
khronos-table-since = Depuis le dernier coup de { $name }
khronos-table-final-boards = Les plateaux à la fin
khronos-table-panel = Joueurs et actions

## Pourquoi l’appareil est passé
khronos-handoff-turn = Tour { $turn } sur 7 : à { $name } de jouer.
khronos-handoff-decision = { $name } doit prendre une décision pour le coup joué par { $active }.
khronos-handoff-decision-anyone = { $name } doit prendre une décision pour le coup du joueur actif.
khronos-handoff-act = { $name } doit jouer.

## Les règles complètes, une section par décision (la page Règles ; un refus renvoie à sa section)
khronos-rulings-title = Chaque règle, par numéro
khronos-ruling-k12-caption = Cartes en plus de n’importe quelle couleur, selon le nombre de joueurs
khronos-ruling-k12-players = Joueurs
khronos-ruling-k12-forest = Forêt
khronos-ruling-k12-mountain = Montagne
khronos-ruling-k1-title = Une carte, trois âges
khronos-ruling-k1-1 = Les Âges de la Puissance, de la Foi et de la Raison sont trois plateaux de la même terre : les mêmes cases de plaine, de forêt, de montagne et de rivière, et les mêmes Hameaux imprimés. Epochs fournit une carte de sa conception, la carte publiée n’étant pas disponible.
khronos-ruling-k3-title = Ce que chaque joueur reçoit
khronos-ruling-k3-1 = Deux Aventuriers sur le plateau de l’Âge de la Puissance, 25 cubes de contrôle, 4 écus et 4 cartes de construction.
khronos-ruling-k28-title = Qui commence
khronos-ruling-k28-1 = Le premier joueur est tiré au sort à la mise en place. On joue ensuite dans l’ordre des sièges, et un nouveau tour commence chaque fois que le jeu revient au premier joueur.
khronos-ruling-k4-title = Formes, couleurs et rivière
khronos-ruling-k4-1 = Un bâtiment de valeur 1, 2 ou 3 couvre exactement autant de cases reliées par un côté, toutes sur la carte et toutes vides. Il coûte autant de cartes de sa couleur : Militaire, Religieuse ou Civile.
khronos-ruling-k4-2 = Seuls les Bourgs et les Cités peuvent couvrir des cases de rivière.
khronos-ruling-k5-title = Tuiles
khronos-ruling-k5-1 = Les trois plateaux partagent une réserve : 20 Tours de guet, 24 Donjons, 9 Châteaux, 20 Chapelles, 20 Monastères, 9 Abbayes, 20 Hameaux, 24 Bourgs et 9 Cités. Une propagation prend aussi une tuile. Quand il ne reste aucune tuile d’un type, rien de ce type ne peut être bâti, et sa propagation s’arrête.
khronos-ruling-k6-title = Cubes de contrôle
khronos-ruling-k6-1 = Un cube marque qui contrôle un bâtiment Militaire ou Religieux, qui a peuplé un bâtiment Civil et qui a commencé une rénovation. Sans cube, une action qui en demande un est refusée.
khronos-ruling-k7-title = La pioche
khronos-ruling-k7-1 = 18 cartes Militaires, 18 Religieuses et 19 Civiles. Quand la pioche est vide, la défausse est mélangée pour en faire une nouvelle.
khronos-ruling-k8-title = Écus
khronos-ruling-k8-1 = Chacun commence avec 4 écus ; la banque ne s’épuise jamais. Un échange, un voyage ou une démolition que vous ne pouvez pas payer est refusé.
khronos-ruling-k9-title = Échange
khronos-ruling-k9-1 = Une fois par tour, avant toute autre chose : payez 2 écus, défaussez les cartes de votre choix (ou aucune) et repiochez jusqu’à quatre.
khronos-ruling-k10-title = Fin du tour
khronos-ruling-k10-1 = Vous défaussez les cartes inutilisées de votre choix et repiochez jusqu’à quatre. Avec la règle maison choisie à la mise en place, toutes les cartes inutilisées sont défaussées. Une main ne dépasse jamais quatre cartes.
khronos-ruling-k11-title = Voyage et limites de cartes
khronos-ruling-k11-1 = Déplacer l’un de vos deux Aventuriers vers un autre plateau coûte 1 écu, autant de fois que vous le voulez. Les cartes se jouent sur un plateau où se tient l’un de vos Aventuriers, sur un bâtiment qui s’y trouve.
khronos-ruling-k11-2 = Au plus 2 cartes par Aventurier et 4 par tour, cartes en plus pour la forêt et la montagne comprises ; une pose de 3 ou 4 cartes demande donc les deux Aventuriers sur ce plateau.
khronos-ruling-k12-title = Forêt et montagne
khronos-ruling-k12-1 = Un bâtiment construit ou agrandi sur la forêt ou la montagne coûte des cartes en plus, de n’importe quelle couleur, selon le nombre de joueurs. Une emprise sur les deux paie les deux.
khronos-ruling-k13-title = Agrandissement et bonus
khronos-ruling-k13-1 = Un agrandissement remplace un bâtiment par un plus grand de sa famille, en payant la différence en cartes ; le nouveau couvre toutes les anciennes cases plus des cases vides. Seul son contrôleur peut agrandir un bâtiment Militaire ou Religieux ; tout le monde peut agrandir un bâtiment Civil, Hameau imprimé compris.
khronos-ruling-k13-2 = Un bâtiment de valeur 2 ou 3, construit ou agrandi, rapporte 1 écu à l’Âge de la Puissance et 2 à l’Âge de la Foi.
khronos-ruling-k14-title = Démolition
khronos-ruling-k14-1 = Tout bâtiment construit de taille 1, quel que soit son propriétaire, peut être démoli pour 1 écu et une carte de sa couleur ; un Hameau imprimé, non. Son cube revient à son propriétaire.
khronos-ruling-k15-title = Revenus
khronos-ruling-k15-1 = À la fin de vos 4e et 7e tours, vous percevez des revenus sur chaque plateau où se tient un de vos Aventuriers (une fois par plateau).
khronos-ruling-k15-2 = Puissance : dans chaque domaine, le contrôleur du plus haut bâtiment Militaire perçoit la valeur de ses bâtiments Civils (un Hameau imprimé compte 1). Foi : de même avec le plus haut bâtiment Religieux.
khronos-ruling-k15-3 = Raison : dans chaque domaine, le joueur qui a le plus de cubes sur ses bâtiments Civils perçoit la valeur de ses bâtiments rénovés. Les joueurs à égalité perçoivent chacun le montant entier ; un domaine sans cube ne paie personne.
khronos-ruling-k16-title = La fin
khronos-ruling-k16-1 = La partie finit après les revenus du dernier joueur au 7e tour. Le plus riche gagne ; une égalité est une victoire partagée.
khronos-ruling-k17-title = Propagation
khronos-ruling-k17-1 = Un bâtiment de valeur 2 ou 3, construit ou agrandi, se propage dans chaque âge suivant, l’un après l’autre. Les bâtiments Civils arrivent tels quels. Les Militaires et les Religieux arrivent à la Foi avec le même contrôleur (un cube de plus de sa part) et à la Raison en ruine, sans contrôleur. Les bâtiments de taille 1 ne se propagent jamais.
khronos-ruling-k18-title = Paradoxe temporel
khronos-ruling-k18-1 = Une propagation détruit ce qui se trouve sur ses cases dans l’âge suivant, sauf la copie antérieure du bâtiment (son ombre temporelle), qu’elle remplace. Un Hameau imprimé est seulement caché, jamais détruit.
khronos-ruling-k18-2 = Quand une propagation arrive en ruine à l’Âge de la Raison là où se trouvait un bâtiment rénové, ou dont la rénovation était commencée, la rénovation est perdue : le bâtiment redevient une ruine, et le cube d’une rénovation à moitié payée revient à son propriétaire.
khronos-ruling-k19-title = Règle de domination ; propagations qui s’arrêtent
khronos-ruling-k19-1 = Un domaine est un groupe de bâtiments qui se touchent par un côté. Seuls les bâtiments Civils peuvent relier des domaines : un bâtiment Militaire ou Religieux qui toucherait deux domaines est refusé.
khronos-ruling-k19-2 = Une propagation Militaire ou Religieuse est sautée sur un plateau où, une fois ses cases dégagées par le paradoxe, elle relierait deux domaines ou égalerait le plus haut bâtiment de sa sorte (sauf à l’Âge de la Raison), ou bien où son contrôleur n’a plus de cube ; elle ne va alors pas plus loin. Toute propagation s’arrête quand il ne reste pas de tuile. Une propagation sautée ne change rien sur ce plateau.
khronos-ruling-k20-title = Règle de hiérarchie ; jonctions
khronos-ruling-k20-1 = Dans chaque domaine, le plus haut bâtiment Militaire et le plus haut bâtiment Religieux doivent chacun être seuls à leur taille ; un bâtiment qui les égalerait est refusé.
khronos-ruling-k20-2 = Un bâtiment Civil peut relier des domaines dont les plus hauts bâtiments se retrouvent alors à égalité. L’égalité se règle en réduisant : le bâtiment à égalité du domaine d’origine le moins puissant dans cette sorte (la somme de ses valeurs) est réduit. À puissance égale, le bâtiment du joueur qui a relié les domaines est réduit s’il en fait partie ; sinon ce joueur choisit. À l’Âge de la Puissance, on règle d’abord les égalités Militaires, à l’Âge de la Foi d’abord les Religieuses ; l’Âge de la Raison n’a pas de hiérarchie.
khronos-ruling-k21-title = Réduction
khronos-ruling-k21-1 = Le Château devient Donjon, le Donjon Tour de guet, la Tour de guet disparaît ; de même pour l’Abbaye, le Monastère et la Chapelle. Le bâtiment plus petit reste sur des cases que couvrait l’ancien, au choix de son contrôleur. Un Donjon ou un Monastère réduit perd ses copies dans les âges suivants ; un Château ou une Abbaye devenu Donjon ou Monastère se propage de nouveau à sa place. S’il ne reste pas de tuile plus petite, le bâtiment quitte le plateau.
khronos-ruling-k22-title = Domaines divisés
khronos-ruling-k22-1 = Une destruction ou une réduction peut couper un domaine en morceaux ; chaque morceau doit respecter la règle de hiérarchie. Dans un morceau, il n’y a pas de puissance à comparer : le bâtiment du joueur dont l’action a tout déclenché est réduit s’il est en cause, sinon ce joueur choisit. On recommence jusqu’à ce que chaque domaine soit conforme.
khronos-ruling-k23-title = Décisions
khronos-ruling-k23-1 = Chaque choix que les règles donnent à un joueur (quel bâtiment réduire, où va le plus petit) attend sa réponse ; rien d’autre ne peut être joué d’ici là. Un choix à une seule option est fait aussitôt.
khronos-ruling-k24-title = L’Âge de la Raison ; peupler
khronos-ruling-k24-1 = À l’Âge de la Raison, on ne construit, n’agrandit ni ne démolit rien. À la place, une carte Civile y pose l’un de vos cubes sur un bâtiment Civil : un Hameau tient 1 cube, un Bourg 3, une Cité 5, et plusieurs joueurs peuvent partager un bâtiment.
khronos-ruling-k25-title = Rénovation
khronos-ruling-k25-1 = Une ruine de Donjon ou de Monastère se rénove avec 1 carte de sa couleur ; une ruine de Château ou d’Abbaye en demande 2, éventuellement à des tours différents et par des joueurs différents. La première des deux cartes est marquée du cube de son payeur, qui revient quand la rénovation est complète. Un bâtiment rénové n’a pas de contrôleur.
khronos-ruling-k26-title = Variante Hold’em
khronos-ruling-k26-1 = Trois cartes sont visibles, une de chaque couleur. Au début de votre tour, avant de payer un échange, de voyager ou de jouer, vous pouvez échanger gratuitement des cartes de votre main contre des cartes visibles d’une autre couleur, une pour une.
khronos-ruling-k27-title = Reprendre une action
khronos-ruling-k27-1 = Tant que c’est encore à vous de jouer, vous pouvez reprendre votre dernière action, sauf si elle a fait piocher des cartes (un échange ou la fin d’un tour).
