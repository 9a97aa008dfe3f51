# Français : les mots des autres écrans de l’application (ui/src/screens, hormis l’accueil et
# À propos) et de l’application autour d’eux. L’identifiant de chaque message dit où il s’affiche.

## L’application autour de chaque écran : la connexion, un hôte distant, une nouvelle version
app-remote-table = Vous jouez à la table de
app-remote-connecting = connexion…
app-remote-disconnected = déconnecté
app-remote-stopped-sharing = l’hôte a arrêté de partager cette table ; nouvel essai…
app-remote-leave = Quitter
app-remote-elsewhere = Vous jouez à une table dans une autre maison
app-remote-short-table = Table de { $host }
app-remote-short-elsewhere = Table dans une autre maison
app-remote-leave-label = Quitter cette table et revenir à la vôtre
app-forgotten = L’hôte ne connaît plus cet appareil : il a redémarré, ou les places de cet appareil ont été libérées.
app-join-again = Rejoindre à nouveau
app-open-elsewhere = Epochs est ouvert dans un autre onglet ou une autre fenêtre, qui tient les parties enregistrées : fermez-le là-bas, et elles s’ouvriront ici.
app-opening-saves = Ouverture des parties enregistrées…
app-connecting = Connexion à la table…
app-saves-failed = Les parties enregistrées n’ont pas pu être ouvertes.
app-disconnected = Déconnecté de la table.
app-update = Une nouvelle version d’Epochs est prête.
app-reload = Recharger
app-opening-table = Ouverture de la table…
app-unknown-game = Jeu inconnu « { $key } »
app-unknown-game-message = Cette partie est une partie de « { $key } », un jeu que cette version d’Epochs ne connaît pas : elle ne peut pas être affichée ici.

## Où sont les parties enregistrées (écran d’accueil, version web)
saves-notice-memory-title = Les parties ne sont pas enregistrées ici
saves-notice-memory = Ce navigateur ne peut pas garder les parties enregistrées d’Epochs ({ $reason }). Les parties durent jusqu’à ce que cette page soit fermée ou rechargée : exportez une partie dans un fichier pour la garder, et importez-la plus tard.
saves-memory-cause = { $cause ->
    [opfs_failed] son stockage privé n’a pas pu être ouvert
    [idb_failed] il n’offre pas de système de fichiers privé aux applications web, et son IndexedDB n’a pas pu être ouvert
   *[no_storage] il n’offre aux applications web ni système de fichiers privé ni IndexedDB
  }
saves-memory-cause-detail = { $cause } : { $detail }
saves-notice-evictable-title = Le navigateur peut effacer vos parties enregistrées
saves-notice-evictable = Ce navigateur n’a pas accepté de garder durablement le stockage d’Epochs : quand l’appareil manque de place, il peut supprimer les parties enregistrées. Installer l’application (Ajouter à l’écran d’accueil) aide généralement. Exportez de temps en temps dans des fichiers les parties auxquelles vous tenez.
saves-notice-understood = Compris

## Ce que les parties enregistrées avaient à dire (écran d’accueil)
store-notices-title = { $count ->
    [one] Une remarque sur vos parties enregistrées
   *[other] Des remarques sur vos parties enregistrées
  }
store-notices-understood = Compris

## Un fichier de parties endommagé : ce qui a été récupéré (écran d’accueil)
recovery-title = Le fichier des parties enregistrées était endommagé
# $reason est le détail (en anglais) de la base de données ; $path, l’endroit où le fichier a été mis de côté.
recovery-set-aside = Il n’a pas pu être lu ({ $reason }). Il a été mis de côté, intact, sous { $path }, et ce qui pouvait encore être lu a été récupéré dans un nouveau fichier.
recovery-copy-path = Copier le chemin du fichier endommagé
recovery-path-copied = Chemin copié
recovery-understood = Compris
recovery-whole = « { $name } » : récupérée entièrement ({ $count ->
    [one] { $count } action
   *[other] { $count } actions
  }).
recovery-lost-some = certaines actions suivantes ont été perdues
recovery-lost-last = { $count ->
    [one] la dernière action a été perdue
   *[other] les { $count } dernières actions ont été perdues
  }
recovery-partly = « { $name } » : récupérée jusqu’à l’action { $action } ; { $lost }.
recovery-partly-why = « { $name } » : récupérée jusqu’à l’action { $action } ; { $lost } ({ $why }).
recovery-none = « { $name } » : n’a pas pu être récupérée.
recovery-none-why = « { $name } » : n’a pas pu être récupérée ({ $why }).
recovery-nothing = Aucune partie n’a pu y être lue.
recovery-summary-whole = { $count ->
    [one] { $count } partie récupérée entièrement
   *[other] { $count } parties récupérées entièrement
  }
recovery-summary-partly = { $count ->
    [one] { $count } partie partiellement
   *[other] { $count } parties partiellement
  }
recovery-summary-lost = { $count ->
    [one] { $count } partie pas du tout
   *[other] { $count } parties pas du tout
  }
recovery-summary = { $parts }.

## Restaurer une sauvegarde (écran d’accueil)
backups-title = Sauvegardes
backups-close = Fermer
backups-intro = Restaurer une sauvegarde remplace chaque partie enregistrée par les parties telles qu’elles étaient alors.
backups-loading = Chargement…
backups-none = Aucune sauvegarde pour l’instant : une sauvegarde est faite chaque jour où l’application est ouverte.
backups-bytes = { $size ->
    [one] { $size } octet
   *[other] { $size } octets
  }
backups-kilobytes = { $size } Ko
backups-megabytes = { $size } Mo
backups-kind-daily = quotidienne
backups-kind-migration = avant une migration du schéma
backups-kind-restore = avant une restauration
backups-restore = Restaurer…
backups-restore-label = Restaurer la sauvegarde du { $when } ({ $kind })
backups-confirm = Oui, remplacer toutes les parties enregistrées
backups-cancel = Annuler
backups-restored = Sauvegarde du { $when } restaurée. Les parties telles qu’elles étaient juste avant sont dans une sauvegarde à part.

## Le plateau d’une partie en petit (écran d’accueil)
board-picture = { $board } : { $pieces }
board-picture-pieces = { $name } sur { $count } { $cells }
board-picture-empty = { $board } : rien n’a encore été joué

## La boîte des jeux (écran d’accueil)
game-box-label = Les jeux
game-box-new = Nouvelle partie de { $game }
game-box-rules = Comment jouer à { $game }

## Comment jouer
how-to-play-back = ← Parties
how-to-play-title = Comment jouer à { $game }
how-to-play-intro = Epochs applique chaque règle : un coup interdit est refusé avec la règle qu’il enfreint, pour que vous appreniez en jouant.
how-to-play-new = Nouvelle partie de { $game }

## Une nouvelle partie
new-game-back = ← Parties enregistrées
new-game-title = Nouvelle partie de { $game }
new-game-game = Jeu
new-game-choice = { $game } : { $choice }
new-game-token = Jeton de la place { $number }
new-game-player-name = Joueur { $number }
new-game-player-name-label = Nom du joueur { $number }
new-game-colour-label = Couleur du joueur { $number }
new-game-colour-red = rouge
new-game-colour-blue = bleu
new-game-colour-green = vert
new-game-colour-yellow = jaune
new-game-colour-purple = violet
new-game-colour-orange = orange
new-game-colour-teal = bleu canard
new-game-colour-grey = gris
new-game-player-is = Le joueur { $number } est
new-game-remove = Retirer
new-game-remove-label = Retirer le joueur { $number }
new-game-add = Ajouter un joueur
new-game-more = Plus
new-game-name = Nom de la partie (facultatif)
new-game-seed = Graine de la donne (facultatif, pour rejouer la même donne)
new-game-start = Commencer la partie
new-game-name-missing = Chaque place a besoin d’un nom.
new-game-same-colour = Chaque joueur a besoin d’une couleur différente.
new-game-bad-seed = La graine est un nombre entier (ou rien, pour une donne au hasard).

## Revoir une partie
replay-opening = Ouverture de la relecture…
replay-home = ← Parties
replay-home-label = Parties enregistrées
replay-title = Relecture de { $name }
replay-back-to-table = Retour à la table
replay-panel = Relecture
replay-step-title = Action
replay-play = Lecture
replay-pause = Pause
replay-play-again = Rejouer depuis le début
replay-playing = Une action toutes les { $seconds } secondes.
replay-paused = Joue une action après l’autre.
replay-jump = Aller à l’action
replay-step-of = { $step } sur { $count }
replay-log-title = Journal de la partie
replay-log-empty = Rien n’a encore été joué.

## Héberger une partie en réseau
hosting-title = Jouer en réseau
hosting-title-game = Jouer à « { $name } » en réseau
hosting-host-only = Seul l’appareil hôte montre comment rejoindre la partie et qui tient chaque place.
hosting-back-to-game = Retour à votre partie
hosting-join = Rejoindre une partie
hosting-back = ← Parties enregistrées
hosting-reading = Interrogation de l’hôte…
hosting-start-intro = Les autres appareils de ce réseau (téléphones, tablettes, ordinateurs portables) rejoignent cette partie dans leur navigateur, et chacun y joue ses propres places.
hosting-start = Héberger sur le réseau local
hosting-closed = Cette table n’est pas ouverte au réseau.
hosting-no-game = Cette partie est terminée ou n’est plus enregistrée : il n’y a rien à rejoindre.
hosting-requests-title = Demandes pour rejoindre
hosting-from-address = (à l’adresse { $address })
hosting-asks-for = demande { $seats } dans « { $game } »
hosting-seat = la place { $number }
hosting-seats-and = { $before } et { $after }
hosting-let-play = Laisser jouer
hosting-let-play-label = Laisser jouer { $device }
hosting-decline = Refuser
hosting-decline-label = Refuser { $device }
hosting-seats-title = Places
hosting-seat-number = (place { $number })
hosting-open-seat = Ouverte aux autres appareils
hosting-free = Libérer la place
hosting-free-label = Libérer la place : { $name }
hosting-to-bot = Confier à un robot
hosting-to-bot-label = Confier à un robot : { $name }
hosting-to-person = Rendre à une personne
hosting-to-person-label = Rendre à une personne : { $name }
hosting-open-table = Ouvrir la table
hosting-table-only = Montrer seulement la table (sans les mains)
hosting-stop = Arrêter d’héberger
hosting-invite-title = Comment les autres appareils rejoignent la partie
hosting-qr = Code QR du lien pour rejoindre
hosting-scan = Scannez le code avec un téléphone ou une tablette, ou ouvrez cette adresse dans son navigateur :
hosting-copy = Copier
hosting-copied = Adresse pour rejoindre copiée.
hosting-selected = Adresse sélectionnée : copiez-la avec la commande Copier de votre appareil.
hosting-code = Code pour rejoindre
hosting-local-only = Cet hôte n’écoute que sur cette machine : les appareils du réseau ne peuvent pas l’atteindre.
hosting-other-addresses = Autres adresses de cet hôte

## Rejoindre une partie en réseau
join-back = ← Parties enregistrées
join-network-title = Rejoindre une partie en réseau
join-found-title = Hôtes trouvés à proximité
join-looking = Recherche…
join-refresh = Actualiser
join-looking-for-hosts = Recherche d’hôtes sur ce réseau…
join-no-host = Aucun hôte trouvé. Tapez ci-dessous l’adresse que montre l’hôte.
join-search-failed = Impossible de chercher des hôtes : { $reason }
join-type-address = Tapez l’adresse que l’hôte montre sur son écran (par exemple { $example }), ou son lien pour rejoindre : la partie se rejoint sur la page même de l’hôte.
join-address = Adresse de l’hôte
join-connect = Se connecter
join-elsewhere-title = Rejoindre depuis la page de l’hôte
join-elsewhere = L’hôte à l’adresse { $host } sert lui-même Epochs, et ne laisse que sa propre page jouer à sa table. Ouvrez-la : elle demande le code pour rejoindre et vos places, et cet appareil joue là-bas, dans le navigateur. Cette application garde ses propres parties enregistrées.
join-open-host-page = Ouvrir la page de l’hôte
join-title = Rejoindre une partie
join-tagline = Choisissez vos places à la table de l’hôte. Les autres jouent chacun sur leur propre appareil.
join-forgotten = L’hôte ne connaît plus cet appareil : il a redémarré, ou vos places ont été libérées. Rejoignez à nouveau la partie.
join-code = Code pour rejoindre
join-lobby-title = Parties à cette table
join-loading = Chargement…
join-no-game = Aucune partie n’est encore ouverte. Demandez à l’hôte d’en commencer une.
join-lobby-failed = Impossible de lire les parties de l’hôte : { $reason }
join-seat-number = (place { $number })
join-device-name = Nom de cet appareil
join-device-name-example = Tablette de la cuisine
join-submit = Rejoindre
join-joining = Connexion…
join-code-missing = Tapez le code pour rejoindre affiché sur l’écran de l’hôte.
join-seat-missing = Choisissez au moins une place libre.
join-name-missing = Donnez un nom à cet appareil, pour que l’hôte sache qui tient quelle place.
join-asking = Demande à l’hôte… Quelqu’un devant l’écran de l’hôte voit que « { $device } » demande ces places, et accepte ou refuse. Gardez cette page ouverte.
join-pick-others = Choisir d’autres places
join-declined = L’hôte ne vous a pas donné ces places ({ $reason }). Choisissez-en d’autres, ou demandez à nouveau.
join-declined-reason = refusé
join-holding = Cet appareil ({ $device }) joue { $seats } dans { $game }.
join-seat = la place { $number }
join-seats-and = { $before } et { $after }
join-game-name = « { $name } »
join-game-number = la partie { $number }
join-back-to-game = Retour à votre partie
join-is-host = Cet appareil est l’hôte : il joue toutes les places de ses parties. Les autres appareils rejoignent avec le code de l’écran d’hébergement.
join-back-to-games = Retour aux parties enregistrées

## Jouer en réseau : adresses, qui tient une place, demandes refusées (network.ts)
network-address-missing = Tapez l’adresse qu’affiche l’hôte, par exemple 192.168.1.5:8765.
network-address-wrong = « { $typed } » n’est pas une adresse : tapez-la comme l’hôte l’affiche, par exemple 192.168.1.5:8765.
network-held-by-bot = un robot
network-this-device = cet appareil
network-bot-plays-it = un robot la joue
network-held-by = tenue par { $device }
network-free = libre
network-free-host-decides = libre · l’hôte décide
network-connected = connecté
network-not-connected = non connecté
network-too-many-codes = Trop de codes faux depuis cet appareil. Attendez une minute, puis réessayez.
network-wrong-code = Ce code est faux. Vérifiez le code sur l’écran de l’hôte et tapez-le de nouveau.
network-seat-taken = La place { $seat } vient d’être prise par { $device }. Choisissez-en une autre.
network-bot-seat = Un robot joue cette place maintenant. Choisissez-en une autre.
network-game-over = Cette partie est finie.
network-too-many-requests = Trop de demandes à la fois : attendez un instant, puis réessayez.
network-unreachable = L’hôte est injoignable : { $reason }

## Jouer entre maisons (l’application)
homes-share-title = Jouer avec des gens ailleurs
homes-share-intro = Des gens d’autres maisons peuvent prendre place à cette table par internet, chiffré de bout en bout. Envoyez-leur l’invitation et le code pour rejoindre par n’importe quelle messagerie ; vous acceptez chacun comme un appareil de votre réseau.
homes-own-relay = Utiliser votre propre relais
homes-relay = Adresse du relais
homes-share = Jouer avec des gens ailleurs
homes-qr = Code QR de l’invitation et du code pour rejoindre
homes-send = Envoyez cette invitation, avec le code pour rejoindre, aux personnes qui joueront depuis chez elles :
homes-copy = Copier l’invitation
homes-send-link = Envoyez ce lien, avec le code pour rejoindre, aux personnes qui joueront depuis chez elles : il ouvre l’application web sur cette table. Qui a l’application colle l’invitation en dessous.
homes-link = Envoyer un lien qui ouvre l’application web
homes-web-app = Adresse où votre copie de l’application web est publiée
homes-copied = Invitation et code copiés.
homes-copy-link = Copier le lien
homes-copied-link = Lien copié.
homes-relay-sees = Quand aucun chemin direct n’est trouvé, un relais transporte la partie : il voit des octets chiffrés et l’identifiant des appareils, jamais une main ni un code.
homes-stop = Arrêter le partage
homes-join-title = Une table dans une autre maison
homes-invited = On vous invite à jouer à une table dans une autre maison. Rejoignez-la, puis choisissez votre place : la partie voyage chiffrée de bout en bout.
homes-app-link = Avec l’app Epochs, ouvrir :
homes-open-in-app = L’ouvrir dans l’app Epochs
homes-open-in-app-why = si elle est installée sur cet appareil.
homes-invitation = Invitation (suivie de son code pour rejoindre, si vous l’avez)
homes-join = Rejoindre
homes-not-invitation = Ce n’est pas une invitation : elle commence par « endpoint ». Collez-la en entier.
homes-path-direct = direct, aller-retour { $ms } ms
homes-path-relayed = par le relais, aller-retour { $ms } ms
homes-path-short-direct = direct · { $ms } ms
homes-path-short-relayed = relais · { $ms } ms

## À vous, dit par le système
turn-notice-title = Epochs : à vous
turn-notice-body = { $seat } joue maintenant.
