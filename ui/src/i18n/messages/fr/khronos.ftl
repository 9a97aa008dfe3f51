## Khronos : ses mots
khronos-points = { $count ->
    [one] { $count } écu
   *[other] { $count } écus
  }
khronos-points-name = écus
khronos-age = { $age ->
    [might] l’Âge de la Puissance
    [faith] l’Âge de la Foi
   *[reason] l’Âge de la Raison
  }
khronos-building = { $building ->
    [watchtower] Tour de guet
    [keep] Donjon
    [castle] Château
    [chapel] Chapelle
    [monastery] Monastère
    [abbey] Abbaye
    [hamlet] Hameau
    [town] Bourg
   *[city] Cité
  }
khronos-building-a = { $building ->
    [watchtower] une Tour de guet
    [keep] un Donjon
    [castle] un Château
    [chapel] une Chapelle
    [monastery] un Monastère
    [abbey] une Abbaye
    [hamlet] un Hameau
    [town] un Bourg
   *[city] une Cité
  }
khronos-building-the = { $building ->
    [watchtower] la Tour de guet
    [keep] le Donjon
    [castle] le Château
    [chapel] la Chapelle
    [monastery] le Monastère
    [abbey] l’Abbaye
    [hamlet] le Hameau
    [town] le Bourg
   *[city] la Cité
  }
khronos-building-ruin = { $building ->
    [watchtower] la ruine de la Tour de guet
    [keep] la ruine du Donjon
    [castle] la ruine du Château
    [chapel] la ruine de la Chapelle
    [monastery] la ruine du Monastère
    [abbey] la ruine de l’Abbaye
    [hamlet] la ruine du Hameau
    [town] la ruine du Bourg
   *[city] la ruine de la Cité
  }
khronos-colour = { $colour ->
    [military] Militaire
    [religious] Religieuse
   *[civil] Civile
  }
# Les cartes d’une couleur dans une liste de cartes payées ou défaussées (« 2 Civiles »).
khronos-cards-of = { $count } { $count ->
    [one] carte
   *[other] cartes
  } { $colour ->
    [military] { $count ->
        [one] Militaire
       *[other] Militaires
      }
    [religious] { $count ->
        [one] Religieuse
       *[other] Religieuses
      }
   *[civil] { $count ->
        [one] Civile
       *[other] Civiles
      }
  }
khronos-no-cards = aucune carte
khronos-card-count = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }
khronos-fact-exchanged = { $name } a payé 2 écus pour échanger { $cards } et a pioché { $drawn }
khronos-fact-swapped = { $name } a échangé une carte { $give } contre la carte { $take } visible
khronos-fact-travelled = { $name } a voyagé de { $from } à { $to } (1 écu)
khronos-fact-built = { $bonus ->
    [0] { $name } a construit { $building } sur { $squares } à { $age } avec { $cards }
   *[other] { $name } a construit { $building } sur { $squares } à { $age } avec { $cards } et a reçu { $ecus }
  }
khronos-fact-upgraded = { $bonus ->
    [0] { $name } a agrandi { $from } en { $to } sur { $squares } à { $age } avec { $cards }
   *[other] { $name } a agrandi { $from } en { $to } sur { $squares } à { $age } avec { $cards } et a reçu { $ecus }
  }
khronos-fact-demolished = { $name } a démoli { $building } sur { $squares } à { $age } (1 écu et 1 carte)
khronos-fact-rippled = propagation à { $age } : { $building } sur { $squares }
khronos-fact-ruin-appears = sa ruine apparaît à { $age } sur { $squares }
khronos-fact-renovation-lost = { $building } sur { $squares } à { $age } perd sa rénovation : c’est de nouveau une ruine
khronos-fact-renovation-lost-cube = { $building } sur { $squares } à { $age } perd la rénovation commencée par { $name }, dont le cube lui revient
khronos-fact-ripple-stopped = { $reason ->
    [no-tile] { $building } : pas de propagation à { $age } (plus aucune tuile en réserve)
    [no-cube] { $building } : pas de propagation à { $age } (son propriétaire n’a plus de cube)
    [dominion] { $building } : pas de propagation à { $age } (cela relierait des domaines)
   *[hierarchy] { $building } : pas de propagation à { $age } (cela égalerait le plus haut bâtiment)
  }
khronos-fact-paradox = paradoxe temporel : { $building } sur { $squares } à { $age } disparaît
khronos-fact-paradox-kept = paradoxe temporel : { $building } sur { $squares } à { $age } disparaît ({ $name } garde un cube sur le Hameau imprimé)
khronos-fact-junction = { $domains } domaines ont été reliés à { $age }
khronos-fact-downsized = { $from } à { $age } : réduction à { $to } sur { $squares }
khronos-fact-downsized-of = { $from } ({ $name }) à { $age } : réduction à { $to } sur { $squares }
khronos-fact-removed = { $from } à { $age } : réduction puis retrait
khronos-fact-removed-of = { $from } ({ $name }) à { $age } : réduction puis retrait
khronos-fact-shadow-removed = son ombre temporelle, { $building } sur { $squares } à { $age }, a disparu
khronos-fact-populated = { $name } a placé un cube sur { $building } ({ $squares }) à l’Âge de la Raison
khronos-fact-renovated = { $name } a rénové { $building } ({ $squares }) à l’Âge de la Raison
khronos-fact-renovation-begun = { $name } a payé la première carte pour rénover { $ruin } ({ $squares })
khronos-fact-decision-asked = { $name } doit décider
khronos-fact-earned = { $name } a gagné { $ecus } à { $age }
khronos-fact-turn-ended = { $name } a fini son tour et { $drawn ->
    [0] n’a pioché aucune carte
    [one] a pioché 1 carte
   *[other] a pioché { $drawn } cartes
  }
khronos-fact-turn-ended-discarding = { $name } a fini son tour en défaussant { $cards } et { $drawn ->
    [0] n’a pioché aucune carte
    [one] a pioché 1 carte
   *[other] a pioché { $drawn } cartes
  }
khronos-fact-game-over = { $count ->
    [one] la partie est finie : { $winners } gagne
   *[other] la partie est finie : victoire partagée entre { $winners }
  }
khronos-label-exchange = Échanger { $cards } (2 écus)
khronos-label-swap = Échanger une carte { $give } contre la { $take } visible
khronos-label-travel = Aventurier { $pawn } vers { $age } (1 écu)
khronos-label-construct = Construire { $building } sur { $squares } à { $age }
khronos-label-upgrade = Agrandir en { $building } sur { $squares } à { $age }
# Une construction ou un agrandissement qui paie plus de cartes que nécessaire (un surcoût) : « (+1 Militaire) ».
khronos-label-extra = { $label } (+{ $cards })
khronos-label-demolish = Démolir le bâtiment en { $at } à { $age }
khronos-label-populate = Placer un cube sur le bâtiment en { $at }
khronos-label-renovate = { $cards ->
    [one] Rénover la ruine en { $at } avec { $cards } carte
   *[other] Rénover la ruine en { $at } avec { $cards } cartes
  }
khronos-label-end-turn = Finir le tour en gardant toutes vos cartes
khronos-label-end-turn-discarding = Finir le tour en défaussant { $cards }
khronos-label-choose-downsize = Réduire le bâtiment en { $at }
khronos-label-place-downsized = Garder le bâtiment réduit sur { $squares }

## Khronos : le nom des règles, tel qu’un refus nomme la règle qu’une action enfreint (par son code)
khronos-rule-game-over = La partie est finie
khronos-rule-not-your-decision = Pas votre décision
khronos-rule-decision-pending = Une décision est en attente
khronos-rule-invalid-choice = Pas l’un des choix
khronos-rule-exchange-phase = Échange
khronos-rule-not-enough-ecus = Pas assez d’écus
khronos-rule-cards-not-in-hand = Cartes absentes de la main
khronos-rule-holdem = Variante Hold’em
khronos-rule-pawn-absent = Aventurier requis
khronos-rule-card-limit = Limite de cartes
khronos-rule-travel-same-board = Voyage dans le temps
khronos-rule-no-building-in-reason = Pas de construction à l’Âge de la Raison
khronos-rule-reason-only = À l’Âge de la Raison seulement
khronos-rule-footprint = Forme du bâtiment
khronos-rule-off-map = Hors de la carte
khronos-rule-occupied = Cases occupées
khronos-rule-river = Rivière
khronos-rule-surcharge = Surcoût du terrain
khronos-rule-wrong-colour = Couleur des cartes
khronos-rule-no-tile = Réserve de tuiles
khronos-rule-no-cube = Cubes de contrôle
khronos-rule-dominion = Règle de domination
khronos-rule-hierarchy = Règle de hiérarchie
khronos-rule-no-building = Aucun bâtiment ici
khronos-rule-upgrade = Agrandissement
khronos-rule-not-controller = Pas votre bâtiment
khronos-rule-demolish = Démolition
khronos-rule-populate = Peupler
khronos-rule-renovate = Rénovation
khronos-rule-discard = Défausse
khronos-rule-no-such-pawn = Pions Aventurier

## Khronos : ce que dit chaque règle qu’un refus nomme
khronos-rule-why-game-over = La partie est finie : plus rien ne peut être joué.
khronos-rule-why-not-your-decision = Un autre joueur doit agir ou décider maintenant.
khronos-rule-why-decision-pending = Une décision attend : répondez-y d’abord.
khronos-rule-why-invalid-choice = Ce n’est pas l’un des choix proposés.
khronos-rule-why-exchange-phase = On n’échange des cartes qu’au début du tour, une seule fois.
khronos-rule-why-not-enough-ecus = Vous n’avez pas assez d’écus pour cela.
khronos-rule-why-cards-not-in-hand = Ces cartes ne sont pas dans votre main.
khronos-rule-why-holdem = Les échanges ne se jouent qu’en variante Hold’em, contre une carte visible d’une autre couleur.
khronos-rule-why-pawn-absent = On ne joue de cartes que sur un plateau où se tient l’un de vos Aventuriers.
khronos-rule-why-card-limit = Au plus deux cartes par Aventurier et quatre par tour.
khronos-rule-why-travel-same-board = Un Aventurier voyage vers un autre âge que le sien.
khronos-rule-why-no-building-in-reason = On ne construit, n’agrandit ni ne démolit rien à l’Âge de la Raison.
khronos-rule-why-reason-only = Peupler et rénover ne se font qu’à l’Âge de la Raison.
khronos-rule-why-footprint = Un bâtiment couvre exactement sa valeur en cases reliées.
khronos-rule-why-off-map = Ces cases ne sont pas sur la carte.
khronos-rule-why-occupied = Un nouveau bâtiment demande des cases vides.
khronos-rule-why-river = Seuls les Bourgs et les Cités peuvent couvrir des cases de rivière.
khronos-rule-why-surcharge = Forêts et montagnes coûtent chacune une carte de plus.
khronos-rule-why-wrong-colour = Les cartes payées doivent être de la couleur du bâtiment.
khronos-rule-why-no-tile = Il ne reste aucune tuile de ce bâtiment en réserve.
khronos-rule-why-no-cube = Vous n’avez plus de cube de contrôle.
khronos-rule-why-dominion = Les bâtiments Militaires et Religieux ne peuvent pas relier des domaines.
khronos-rule-why-hierarchy = Le plus haut bâtiment Militaire et le plus haut Religieux d’un domaine doivent chacun être seuls au sommet.
khronos-rule-why-no-building = Il n’y a aucun bâtiment sur cette case.
khronos-rule-why-upgrade = Un agrandissement remplace un bâtiment par la taille suivante de sa couleur, sur ses cases.
khronos-rule-why-not-controller = Seul son propriétaire peut agrandir un bâtiment Militaire ou Religieux.
khronos-rule-why-demolish = Ce bâtiment ne peut pas être démoli.
khronos-rule-why-populate = Un cube va sur un bâtiment Civil de l’Âge de la Raison qui a de la place, pour une carte Civile.
khronos-rule-why-renovate = Une ruine se rénove avec des cartes de sa couleur (deux pour un Château ou une Abbaye).
khronos-rule-why-discard = Ces cartes ne peuvent pas être défaussées à la fin de ce tour.
khronos-rule-why-no-such-pawn = Chaque joueur a deux Aventuriers.

## Khronos : pourquoi une action est refusée (une proposition après le nom de la règle)
khronos-why-game-over = la partie est finie
khronos-why-no-decision = aucune décision n’est en attente
khronos-why-downsizing-pending = il faut d’abord répondre à la décision de réduction
khronos-why-no-downsizing = aucun bâtiment n’est à choisir pour une réduction maintenant
khronos-why-placed = { $building } en { $squares }
khronos-why-choose-one-of = choisissez { $choices }
khronos-why-no-placing = aucun bâtiment réduit n’est à placer maintenant
khronos-why-stay-on-one-of = le bâtiment réduit doit rester en { $choices }
khronos-why-exchange-too-late = l’échange se fait une fois, au début du tour, avant de voyager ou de jouer des cartes
khronos-why-exchange-cost = l’échange coûte 2 écus
khronos-why-discard-missing = impossible de défausser { $cards } : la main contient { $hand }
khronos-why-holdem-only = les cartes visibles ne servent qu’en variante Hold’em
khronos-why-swap-too-late = les cartes visibles se prennent pendant l’échange, avant l’échange payant, le voyage ou les cartes jouées
khronos-why-swap-same-colour = échanger une carte contre une de la même couleur ne change rien
khronos-why-not-face-up = aucune carte { $colour } n’est visible
khronos-why-no-card-to-give = aucune carte { $colour } en main à donner
khronos-why-no-such-pawn = chaque joueur a deux Aventuriers, 0 et 1
khronos-why-already-there = cet Aventurier est déjà dans { $age }
khronos-why-travel-cost = le voyage dans le temps coûte 1 écu
khronos-why-discard-all = avec la règle de défausse totale, toute carte non jouée est défaussée : { $hand }
khronos-why-missing-cards = il faut { $cards } mais la main contient { $hand }
khronos-why-no-adventurer-in = aucun de vos Aventuriers n’est dans { $age }
khronos-why-needs-both-adventurers = jouer { $count } cartes demande vos deux Aventuriers sur ce plateau
khronos-why-card-limit = au plus 2 cartes par Aventurier et 4 par tour ; { $played ->
    [one] 1 déjà jouée
   *[other] { $played } déjà jouées
  }
khronos-why-no-building-in-reason = on ne construit, n’agrandit ni ne démolit rien à l’Âge de la Raison
khronos-why-off-map = la case { $square } n’est pas sur la carte
khronos-why-wrong-size = un bâtiment de valeur { $size } couvre exactement { $size } { $size ->
    [one] case
   *[other] cases
  }, pas { $squares }
khronos-why-not-connected = les cases { $squares } ne se touchent pas par un côté
khronos-why-river = { $building } ne peut pas couvrir une case de rivière ; seuls les Bourgs et les Cités le peuvent
khronos-why-no-tile = il ne reste aucune tuile { $building } en réserve
khronos-why-links-domains = { $building } ne peut pas relier { $domains } domaines ; seuls les bâtiments Civils relient des domaines
khronos-why-hierarchy = le domaine a déjà { $building } ; le plus haut bâtiment de chaque couleur doit être seul
khronos-why-surcharge = forêts et montagnes coûtent ici { $owed ->
    [one] 1 carte de plus
   *[other] { $owed } cartes de plus
  }, de n’importe quelle couleur, à { $players } joueurs ; { $offered } { $offered ->
    [one] proposée
   *[other] proposées
  }
khronos-why-too-few-of-colour = il faut { $cards } ; la main en contient { $held }
khronos-why-occupied = un bâtiment se construit sur des cases vides ; { $squares } n’est pas vide
khronos-why-no-cube-to-mark = il ne vous reste aucun cube de contrôle pour marquer le bâtiment
khronos-why-upgrade-other-kind = { $building } ne peut devenir qu’un bâtiment plus grand de sa couleur
khronos-why-upgrade-not-bigger = on ne peut agrandir { $building } qu’en un bâtiment plus grand
khronos-why-not-controller = seul son propriétaire peut agrandir { $building }
khronos-why-upgrade-uncovers = le nouveau bâtiment ({ $to }) doit couvrir toutes les cases de l’ancien ({ $from })
khronos-why-upgrade-onto-occupied = { $building } ne peut s’étendre que sur des cases vides ; deux bâtiments ne fusionnent pas
khronos-why-no-building = aucun bâtiment en { $square } dans { $age }
khronos-why-demolish-printed = un Hameau imprimé sur le plateau ne peut pas être démoli
khronos-why-demolish-too-big = seuls les bâtiments de taille 1 peuvent être démolis, pas { $building }
khronos-why-demolish-cost = démolir coûte 1 écu en plus de la carte
khronos-why-demolish-colour = démolir { $building } demande une carte { $colour }
khronos-why-populate-not-civil = seuls les bâtiments Civils peuvent être peuplés, pas { $building }
khronos-why-populate-full = il n’y a plus de place dans { $building } ({ $capacity ->
    [one] 1 cube
   *[other] { $capacity } cubes
  } au plus)
khronos-why-no-cube-left = il ne vous reste aucun cube de contrôle
khronos-why-populate-card = peupler demande une carte Civile
khronos-why-not-a-ruin = seules les ruines se rénovent ; { $building } n’est pas une ruine
khronos-why-renovate-payment = { $ruin } demande encore { $cards } ; payez de 1 à { $needed }
khronos-why-no-cube-to-renovate = un cube marque la première carte d’une rénovation et il ne vous en reste aucun
khronos-why-renovate-colour = rénover { $ruin } demande des cartes { $colour ->
    [military] Militaires
    [religious] Religieuses
   *[civil] Civiles
  }
