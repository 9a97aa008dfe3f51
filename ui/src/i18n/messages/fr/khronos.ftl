## Khronos : ses mots
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
# Les cartes d’une couleur dans une liste de cartes payées ou défaussées (« 2 Civiles »).
khronos-cards-of = { $count } { $colour ->
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
khronos-fact-turn-ended = { $name } a fini son tour et a pioché { $drawn }
khronos-fact-turn-ended-discarding = { $name } a fini son tour en défaussant { $cards } et a pioché { $drawn }
khronos-fact-game-over = { $count ->
    [one] La partie est finie : { $winners } gagne
   *[other] La partie est finie : victoire partagée entre { $winners }
  }
khronos-label-exchange = Échanger { $cards } (2 écus)
khronos-label-swap = Échanger une carte { $give } contre la { $take } visible
khronos-label-travel = Aventurier { $pawn } vers { $age } (1 écu)
khronos-label-construct = Construire { $building } sur { $squares } à { $age }
khronos-label-upgrade = Agrandir en { $building } sur { $squares } à { $age }
# Une construction ou un agrandissement qui paie plus de cartes que nécessaire (un surcoût) : « (+1 Militaire) ».
khronos-label-extra = { $label } (+{ $cards })
khronos-label-demolish = Démolir le bâtiment en { $at } à { $age }
khronos-label-populate = Placer un cube sur le bâtiment en { $at }
khronos-label-renovate = { $cards ->
    [one] Rénover la ruine en { $at } avec { $cards } carte
   *[other] Rénover la ruine en { $at } avec { $cards } cartes
  }
khronos-label-end-turn = Finir le tour en gardant toutes ses cartes
khronos-label-end-turn-discarding = Finir le tour en défaussant { $cards }
khronos-label-choose-downsize = Réduire le bâtiment en { $at }
khronos-label-place-downsized = Garder le bâtiment réduit sur { $squares }
