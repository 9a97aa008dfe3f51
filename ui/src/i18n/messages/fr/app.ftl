# Français : les mots de l’application. L’identifiant de chaque message dit où il s’affiche.

## Choisir la langue
language-label = Langue

## Les parties enregistrées (écran d’accueil)
home-tagline = { $count ->
    [one] Un jeu du temps à une même table, { $games } : toutes les règles appliquées pour vous.
   *[other] { $count } jeux du temps à une même table, { $games } : toutes les règles appliquées pour vous.
  } Passez-vous un appareil, jouez contre des robots ou en réseau.
home-connecting = Connexion à la table…
home-continue-title = Reprendre « { $name } »
home-continue = Reprendre
home-last-played = jouée { $when }
home-actions-count = { $count ->
    [one] { $count } action
   *[other] { $count } actions
  }
home-finished = Terminée
home-finished-won = Terminée — victoire de { $winners }
home-to-act = à { $name } de jouer
home-bot = { $level ->
    [easy] (robot, facile)
    [hard] (robot, difficile)
   *[medium] (robot, moyen)
  }
home-rename-label = Nouveau nom pour { $name }
home-save = Enregistrer
home-cancel = Annuler
home-open = Ouvrir
home-open-label = Ouvrir { $name }
home-replay = Revoir
home-replay-label = Revoir { $name }
home-network = Jouer en réseau
home-network-label = Jouer en réseau : { $name }
home-rename = Renommer
home-rename-game-label = Renommer { $name }
home-export = Exporter
home-export-label = Exporter { $name }
home-delete = Supprimer
home-delete-label = Supprimer { $name }
home-delete-for-good = Supprimer définitivement
home-keep = Garder
home-import = Importer une partie enregistrée…
home-import-file = Fichier de partie à importer
home-imported = « { $name } » importée.
home-import-refused = Import refusé : { $reason }
home-restore = Restaurer une sauvegarde…
home-join = Rejoindre une partie en réseau
home-about = À propos
home-saved-title = Parties enregistrées
home-loading = Chargement…
home-none = Aucune partie enregistrée pour l’instant. Commencez-en une.

## À propos
about-back = ← Parties
about-title = À propos d’Epochs
about-intro = Epochs est une table numérique pour des jeux de plateau sur le thème du temps ({ $games }), qui tient toutes les règles pour vous : passez-vous un appareil, jouez contre des robots ou en réseau. C’est un logiciel libre sous licence MIT.
about-pictures = Images
about-pictures-from = Les pièces des tables sont des images de
about-pictures-licence = utilisées sous la licence { $licence } (Creative Commons Attribution 3.0 non transposée). Icônes créées par { $authors }.
about-picture-by = « { $name } » par { $author }
about-cues = Chaque pièce garde la lettre et le motif de son joueur à côté de l’image, pour que la couleur ne soit jamais le seul repère. La liste des auteurs et la licence de la collection :

## Ce que dessine chaque image des pièces (À propos)
picture-watchtower = Une Tour de guet de Khronos
picture-white-tower = Un Donjon de Khronos
picture-qaitbay-citadel = Un Château de Khronos
picture-church = Une Chapelle de Khronos
picture-byzantin-temple = Un Monastère de Khronos
picture-saint-basil-cathedral = Une Abbaye de Khronos
picture-house = Un Hameau de Khronos
picture-village = Un Bourg de Khronos et une cité de Tempus
picture-medieval-village-01 = Une Cité de Khronos
picture-broken-wall = Une ruine de Khronos
picture-cube = Un cube de contrôle de Khronos
picture-meeple = Le peuple de Tempus
picture-greek-temple = L’Atlantide dans Tempus
