# Leçons : une première partie de chaque jeu, apprise à la table un coup à la fois.

lessons-home = ← Parties
lessons-bot = Robot { $n }
lessons-learn = Apprendre { $game }
lessons-title = Apprendre { $game }
lessons-intro = De courtes leçons jouées sur la vraie table : chacune vous fait jouer un coup à la fois et montre ce qu’il a fait.
lessons-start = Commencer
lessons-again = Rejouer
lessons-done = Terminée
lessons-lesson = Leçon { $n }
lessons-back = Toutes les leçons
# The learner's seat at a lesson's table (a name: "Sam’s turn").
lessons-learner = Sam
lessons-step = Étape { $n } sur { $count }
lessons-leave = Quitter la leçon
lessons-play-on = Continuer la partie d’ici
lessons-next = Leçon suivante
lessons-finished = Leçon terminée.
lessons-region = La leçon
lessons-not-now = Pas maintenant : { $try }
lessons-unknown = Cette version n’a pas de leçon « { $key } ».
lessons-opening = Préparation de la leçon…

lesson-khronos-ages-title = Les trois âges
lesson-khronos-ages-intro = Khronos se joue sur trois plateaux, les Âges de la Puissance, de la Foi et de la Raison. Vos deux Aventuriers s’y tiennent : vous ne jouez de cartes que là où se tient un de vos Aventuriers, deux au plus par Aventurier et par tour.
lesson-khronos-ages-travel = Envoyez votre second Aventurier dans l’Âge de la Foi : touchez « Aventurier 2 », puis l’Âge de la Foi.
lesson-khronos-ages-travel-try = cette leçon vous demande d’abord d’envoyer l’Aventurier 2 dans l’Âge de la Foi.
lesson-khronos-ages-travelled = L’Aventurier 2 se tient maintenant dans l’Âge de la Foi : vous pouvez y bâtir ce tour-ci, et lors d’un tour de revenus vous y encaissez.
lesson-khronos-ages-build = Bâtissez une Chapelle dans l’Âge de la Foi avec votre carte Religieuse : choisissez Chapelle, touchez une case libre de l’Âge de la Foi, puis Confirmer.
lesson-khronos-ages-build-try = bâtissez une Chapelle dans l’Âge de la Foi.
lesson-khronos-ages-built = Votre Chapelle se dresse dans l’Âge de la Foi, encadrée sur son plateau. Un bâtiment de valeur 1 reste dans son âge ; un bâtiment de valeur 2 ou 3 se propage aussi dans les âges suivants (la leçon suivante).
lesson-khronos-ages-end = Vous avez voyagé et bâti là où se tient votre Aventurier. Continuez la partie d’ici contre le robot, ou passez à la leçon suivante.

lesson-khronos-paradox-title = Propagations et paradoxes
lesson-khronos-paradox-intro = Un bâtiment de valeur 2 ou 3 bâti dans un âge antérieur se propage dans les suivants (les Militaires et les Religieux arrivent en ruine dans l’Âge de la Raison). Quand une propagation arrive là où se tient un autre bâtiment, celui-ci est détruit : c’est un paradoxe temporel.
lesson-khronos-paradox-build = Bâtissez une Tour de guet en B1 dans l’Âge de la Puissance avec une carte Militaire.
lesson-khronos-paradox-build-try = bâtissez une Tour de guet en B1 dans l’Âge de la Puissance.
lesson-khronos-paradox-built = La Tour de guet se dresse en B1 dans la Puissance. Elle vaut 1 : elle reste dans son âge.
lesson-khronos-paradox-upgrade = Agrandissez-la en Donjon sur A1 et B1 : choisissez Donjon sous « Agrandir en », puis la place A1-B1. Avant de confirmer, l’aperçu montre ce qu’il détruirait.
lesson-khronos-paradox-upgrade-try = agrandissez la Tour de guet de B1 en Donjon sur A1 et B1.
lesson-khronos-paradox-upgraded = Le Donjon s’est propagé dans la Foi sur A1, où se tenait votre Chapelle : la Chapelle est détruite, un paradoxe temporel, marqué d’une croix. Sa ruine se trouve dans la Raison.
lesson-khronos-paradox-end = Voilà un paradoxe : regardez avant de bâtir dans un âge antérieur. Continuez la partie d’ici contre le robot.

lesson-tempus-moving-title = Déplacer son peuple
lesson-tempus-moving-intro = Dans Tempus, à chaque tour vous dépensez des tuiles d’action. Se déplacer est une action : à la première ère, un de vos pions va sur un hexagone voisin.
lesson-tempus-moving-start = Dépensez une tuile d’action pour vous déplacer : touchez « Déplacer le peuple ».
lesson-tempus-moving-start-try = cette leçon vous demande d’abord de déplacer le peuple.
lesson-tempus-moving-started = Une tuile d’action est dépensée : choisissez maintenant qui se déplace.
lesson-tempus-moving-token = Déplacez un de vos deux pions de B2 : touchez B2, puis son voisin C2.
lesson-tempus-moving-token-try = déplacez un de vos pions depuis B2.
lesson-tempus-moving-moved = Un de vos pions est allé de B2 à C2. Chaque ère en laisse bouger davantage, et plus loin.
lesson-tempus-moving-end = Vous savez déplacer vos pions. Continuez la partie d’ici, ou passez à la leçon suivante.

lesson-tempus-babies-title = Les naissances
lesson-tempus-babies-intro = Les peuples croissent dans les prairies. Faire naître est une action : sur un hexagone de prairie à vous, jusqu’à la limite d’empilement de l’ère (deux à la première ère).
lesson-tempus-babies-have = Faites naître un pion en B2, l’hexagone de prairie où se tient un de vos pions : touchez « Faire des bébés… », touchez B2, puis confirmez.
lesson-tempus-babies-have-try = faites naître un pion en B2.
lesson-tempus-babies-had = B2 porte maintenant deux de vos pions : le plus qu’un hexagone puisse porter à la première ère.
lesson-tempus-babies-end = Votre peuple croît là où il y a des prairies. Continuez la partie d’ici.
