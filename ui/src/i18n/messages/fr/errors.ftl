## Les erreurs de la table telles qu’un écran les dit (transport/errors.ts), d’après les faits que
## l’hôte envoie ; seul le détail d’une requête mal formée ou d’un stockage en échec est dans ses mots.
# Une règle a refusé une action : son nom, où les règles le disent, et pourquoi.
error-rule = Interdit par les règles : { $rule } ({ $ruling })
error-not-found = Il n’y a pas de partie enregistrée { $id }.
error-not-your-turn = Ce n’est pas à cette place de jouer.
error-stale = La partie a avancé entre-temps ; la table a été rafraîchie.
error-undo = Impossible d’annuler : { $reason ->
    [nothing_played] rien n’a encore été joué
    [another_players] la dernière action était celle d’un autre joueur
    [cards_seen] des cartes ont été piochées ou révélées depuis ; on ne peut plus revenir en arrière
   *[turn_passed] un autre joueur doit agir maintenant ; l’action ne peut plus être reprise
  }.
error-unknown = Quelque chose s’est mal passé.
# Une règle a refusé une action : son nom, où les règles le disent, et pourquoi.
error-rule-why = { $rule } ({ $ruling }) : { $reason }
error-bad-request = L’hôte n’a pas pu lire la requête ({ $detail }).
error-storage = Les parties enregistrées n’ont pas pu être lues ou écrites ({ $detail }).

## Requêtes comprises et refusées par la table
error-refused-game-over = la partie est finie
error-refused-hint-not-their-move = ce n’est pas à { $name } de jouer ; un conseil est pour la place qui doit agir
error-refused-not-a-bot = { $name } n’est pas un robot ; c’est à cette place de jouer
error-refused-bot-has-no-move = le robot n’a aucune action légale
error-refused-bot-move-stale = la partie a sans cesse changé pendant que le robot réfléchissait ; réessayez
error-refused-hint-stale = la partie a changé pendant la préparation du conseil ; redemandez-le
error-refused-not-damaged = le journal enregistré de cette partie n’est pas abîmé
error-refused-damaged = le journal enregistré de cette partie est abîmé à partir de l’action { $from } : reprenez à partir de là ou exportez d’abord ce qu’il en reste
error-refused-no-such-seat = la partie n’a pas de place { $seat }
error-refused-unknown-game = cette version ne connaît pas le jeu « { $key } »
error-refused-game-name-length = le nom d’une partie a de 1 à { $most } caractères
error-refused-too-many-seats = une partie a au plus { $most } places
error-refused-seat-name-length = le nom et la couleur d’une place ont au plus { $most } caractères
error-refused-device-name-length = le nom d’un appareil a de 1 à { $most } caractères
error-refused-name-character = { $of ->
    [game] le nom d’une partie
    [seat] le nom d’un joueur
    [colour] le nom d’une couleur
   *[device] le nom d’un appareil
} ne peut pas contenir de caractères de contrôle ou invisibles (ici { $char })
error-refused-invisible-name = { $of ->
    [game] le nom d’une partie
    [seat] le nom d’un joueur
    [colour] le nom d’une couleur
   *[device] le nom d’un appareil
} doit contenir au moins un caractère visible
error-refused-no-preview = cette action pioche ou révèle des cartes : ce qu’elle fait se dit une fois jouée
error-refused-cannot-restore = la sauvegarde n’a pas pu être restaurée ({ $detail })
error-refused-not-hosting = cette application n’héberge pas de partie ; lancez d’abord Jouer en réseau
error-refused-already-hosting = cette application héberge déjà
error-refused-slow-down = trop de requêtes de cet appareil : ralentissez
error-refused-host-full = l’hôte est plein : réessayez plus tard
error-refused-too-long = la requête est trop longue : { $most } Kio au plus (une importation { $import } Kio au plus)
error-refused-no-seat-picked = choisissez au moins une place
error-refused-request-gone = cette demande n’est plus en attente

## Requêtes refusées faute de droits
error-denied-token-unknown = l’hôte ne connaît plus cet appareil (il a redémarré, ou les places ont été libérées) : rejoignez à nouveau
error-denied-wrong-join-code = le code pour rejoindre est faux
error-denied-too-many-codes = trop de codes faux ont été essayés sur cet hôte : réessayez dans { $seconds } s
error-denied-too-many-codes-here = trop de codes faux depuis cet appareil : réessayez dans { $seconds } s
error-denied-not-shared = cette partie n’est pas sur le réseau : l’appareil hôte ne l’y a pas mise
error-denied-bot-seat = un robot joue cette place
error-denied-seat-held = la place { $seat } est prise par un autre appareil
error-denied-seat-held-by = la place { $seat } est prise par { $device }
error-denied-host-busy = l’appareil hôte a trop de demandes à traiter : redemandez dans un instant
error-denied-declined = l’appareil hôte a refusé la demande de cet appareil : redemandez dans { $seconds } s
error-denied-host-device-only = seul l’appareil hôte peut faire cela ({ $method })
error-denied-other-seats = cet appareil tient d’autres places ; cette requête est pour l’appareil hôte ou celui de la place
error-denied-bystander = rejoignez d’abord une place (cet appareil est spectateur)

## Pourquoi un fichier n’a pas été importé
error-import-not-json = ce n’est pas un fichier JSON, ou il est tronqué (ligne { $line }, colonne { $column })
error-import-not-epochs = ce n’est pas une partie enregistrée d’Epochs
error-import-other-version = il est au format { $version }, et cette version lit le format { $reads }
error-import-no-version = il n’a pas de version de format
error-import-malformed = il est mal formé ({ $detail })
error-import-no-name = la partie n’a pas de nom
error-import-seats-mismatch = { $seats } places sont listées pour { $players } joueurs
error-import-does-not-replay = l’action { $at } ne se rejoue pas : { $fault }
error-replay-setup = la mise en place est refusée ({ $detail })
error-replay-not-an-action = ce n’est pas une action de ce jeu ({ $detail })
error-replay-wrong-seat = elle est jouée par la place { $seat }, mais c’est à la place { $expected } d’agir
error-replay-wrong-seat-over = elle est jouée par la place { $seat }, mais la partie est finie
error-replay-illegal = les règles la refusent : { $rule }
# Le lien de la page avec la table a échoué ; $detail est ce qu’a dit le navigateur ou la méthode demandée.
error-transport = { $failure ->
    [lost] La connexion avec la table a été perdue.
    [no_answer] Pas de réponse de la table à { $detail }.
    [closed] La table est fermée.
    [stopped] La table s’est arrêtée ({ $detail }) ; elle redémarre.
    [cannot_start] La table n’a pas pu démarrer dans ce navigateur : { $detail }.
   *[cannot_start_bare] La table n’a pas pu démarrer dans ce navigateur.
  }

## Les parties enregistrées ne peuvent pas servir telles quelles (rien n’a été changé)
error-saves-held = Les parties enregistrées dans { $dir } sont ouvertes dans un autre programme : { $holder }. Un seul programme à la fois peut s’en servir : utilisez celui-là (un autre appareil ou navigateur peut le rejoindre par le réseau), ou fermez-le. Rien n’a été ouvert ni changé.
error-saves-read-only = Le dossier { $dir } est en lecture seule : Epochs y garde ses parties et doit pouvoir y écrire. Rendez-le accessible en écriture.
error-saves-disk-full = Le disque qui contient les parties enregistrées dans { $dir } est plein : ce changement n’a pas été enregistré. Libérez-y de la place et continuez à jouer ; rien de ce qui était enregistré n’est perdu.
error-saves-locked = Les parties enregistrées dans { $path } sont utilisées par un autre programme (un autre Epochs, ou un outil de base de données qui la verrouille ?) : fermez-le et réessayez. Rien n’a été changé.
error-saves-newer = Les parties enregistrées dans { $path } ont été écrites par une version plus récente d’Epochs (schéma { $found } ; cette version connaît jusqu’au { $known }). Rien n’a été ouvert ni changé : utilisez la version plus récente.
error-saves-damaged-record = La partie enregistrée { $game } est abîmée : son enregistrement ne passe pas sa somme de contrôle.
error-saves-no-data-dir = Aucun dossier pour les parties enregistrées n’a été trouvé sur ce système.
