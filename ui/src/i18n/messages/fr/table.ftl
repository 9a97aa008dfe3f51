# Français : les mots que partagent les tables de tous les jeux (ui/src/table). L’identifiant de chaque message dit où il s’affiche.

## Places, rangs et ce que les plateaux mettent en évidence
table-seat-name = Place { $number }
table-ordinal = { $rank ->
    [one] { $rank }er
   *[other] { $rank }e
  }
table-token = Jeton de { $name }
table-player-person = une personne
table-player-bot-easy = un robot, facile
table-player-bot-medium = un robot, moyen
table-player-bot-hard = un robot, difficile
table-mark = { $kind ->
    [built] nouveau
    [changed] modifié
    [removed] retiré
    [added] ajouté
    [moved] déplacé ici
    [fight] attaqué
   *[arrived] arrivé
  }
table-mark-what = { $kind ->
    [built] nouveau : { $what }
    [changed] modifié : { $what }
    [removed] retiré : { $what }
    [added] ajouté : { $what }
    [moved] déplacé ici : { $what }
    [fight] attaqué : { $what }
   *[arrived] arrivé : { $what }
  }
table-mark-moved-from = déplacé ici depuis { $from }
table-mark-fight-from = attaqué depuis { $from }
table-chart-seat = { $name } : { $values }
table-chart-next = { $before } ; { $after }

## Entre les tours de deux places
table-pass-to = Passez l’appareil à { $name }
table-tap-when-ready = { $name } — touchez ici pour commencer
table-nothing-private = Rien de privé n’est montré avant que { $name } touche l’écran.
table-waiting-for = En attente de { $name }
table-waiting-for-elsewhere = En attente de { $name } (sur un autre appareil)
table-only = Cet appareil ne montre que la table, sans la main de personne.
table-only-seats = Les places et comment rejoindre
table-replay-so-far = Revoir la partie jusqu’ici
table-so-far = Jusqu’ici
table-since-last-move = Depuis le dernier coup de { $name }
table-first-player = { $name } joue en premier : le premier joueur est tiré au sort à la mise en place de la partie.
table-first-player-past = { $name } a joué en premier : le premier joueur est tiré au sort à la mise en place de la partie.
table-show-steps = Montrer sur le plateau, pas à pas

## Le tour d’un robot
table-pace = Rythme des coups des robots
table-pace-normal = Normal
table-pace-faster = Plus vite
table-pace-skip = Passer à la suite
table-bot-playing = { $name } (robot) joue
table-bot-thinking = { $name } réfléchit
table-thinking = Réflexion…
table-bot-error = Le robot n’a pas pu jouer : { $reason }
table-latest-moves = Derniers coups

## Les messages sous les actions, et les conseils
table-not-allowed = Interdit — { $rule }
table-not-allowed-why = : { $reason }
table-rule-link = La règle { $ruling } dans la page Règles
table-dismiss = Fermer le message
table-hint = Conseil : { $hint }.
table-hint-then = Ensuite : { $then }
table-hint-drawn = (montré sur le plateau)
table-play-hint = Jouer ce coup
table-hint-button = Conseil
table-no-hint = Pas de conseil : { $reason }
table-allowed = C’est permis.
table-undone = Votre dernière action a été annulée.
table-wrong-game = la partie { $id } est une partie de { $game }, pas de { $expected }

## Une partie dont le journal enregistré est endommagé
table-damaged-title = Le journal enregistré de cette partie est endommagé à partir de l’action { $action }
table-damaged-shown = Elle est montrée telle qu’elle était après l’action { $action }, la dernière qui se lit correctement. Rien ne peut être joué tant qu’elle n’a pas repris à partir de là.
table-damaged-export = Exporter ce qui reste
table-damaged-continue = Reprendre à partir de l’action { $action }
table-damaged-host = L’appareil hôte peut la reprendre à partir de là.

## Le volet à côté de la table
table-log-title = Journal de la partie
table-seats-title = Qui joue à chaque place
table-close = Fermer
table-log-empty = Rien n’a encore été joué.
table-log-turn = { $name } joue
table-moment-continue = Continuer
table-seat-is = { $name } (place { $number }) est

## Parcourir les actions du journal
table-step-before = { $title } : avant
table-step-of = { $title } : { $step } sur { $count }
table-step-start = La position avant ces coups.
table-step-back = ← Retour
table-step-next = Suivant →
table-step-done = Terminé

## Zoomer sur un plateau
table-zoom = Zoom : { $board }
table-zoom-in = Zoom avant sur { $board }
table-zoom-out = Zoom arrière sur { $board }
table-zoom-fit = Voir en entier : { $board }
table-zoom-fit-button = Ajuster

## Les sorties d’une table
table-back-to-games = Retour aux parties enregistrées
table-replay = Revoir la partie
table-panel-seats = Places
table-panel-log = Journal
table-panel-rules = Règles
