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
lessons-final-table = Quitter la leçon : la table finale
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

lesson-khronos-cards-title = Cartes et couleurs
lesson-khronos-cards-intro = Un bâtiment coûte une carte de sa couleur par point de valeur : des cartes Militaires pour les Tours de guet, Donjons et Châteaux, des Religieuses pour les Chapelles, Monastères et Abbayes, des Civiles pour les Hameaux, Bourgs et Cités. Chaque Aventurier joue au plus deux cartes par tour, sur le plateau où il se tient. Les vôtres se tiennent dans les Âges de la Puissance et de la Foi.
lesson-khronos-cards-tower = Construisez une Tour de guet dans l’Âge de la Puissance avec une carte Militaire : choisissez Tour de guet, touchez une case libre de l’Âge de la Puissance, puis Confirmer.
lesson-khronos-cards-tower-try = construisez d’abord une Tour de guet dans l’Âge de la Puissance.
lesson-khronos-cards-towered = Une carte Militaire a payé la Tour de guet : c’est la première carte de votre Aventurier dans la Puissance.
lesson-khronos-cards-hamlet = Construisez maintenant un Hameau dans l’Âge de la Puissance avec votre carte Civile : choisissez Hameau, touchez une case libre de l’Âge de la Puissance, puis Confirmer.
lesson-khronos-cards-hamlet-try = construisez un Hameau dans l’Âge de la Puissance.
lesson-khronos-cards-hamleted = Votre Aventurier dans la Puissance a joué ses deux cartes. Votre dernière carte Militaire ne peut plus aller dans l’Âge de la Puissance ce tour-ci : une troisième carte y serait refusée, à moins que votre autre Aventurier n’y voyage.
lesson-khronos-cards-chapel = Votre Aventurier dans l’Âge de la Foi n’a encore rien joué. Construisez-y une Chapelle avec votre carte Religieuse : choisissez Chapelle, touchez une case libre de l’Âge de la Foi, puis Confirmer.
lesson-khronos-cards-chapel-try = construisez une Chapelle dans l’Âge de la Foi.
lesson-khronos-cards-chapelled = La Chapelle se dresse dans l’Âge de la Foi. Vous avez joué trois cartes ce tour-ci : deux par Aventurier, quatre au plus par tour. À la fin de votre tour, vous complétez votre main à quatre cartes.
lesson-khronos-cards-end = Un bâtiment coûte sa valeur en cartes de sa couleur, jouées là où se tient un de vos Aventuriers, deux par Aventurier. Continuez la partie d’ici, ou passez à la leçon suivante.

lesson-khronos-domains-title = Les domaines
lesson-khronos-domains-intro = Des bâtiments qui se touchent par un côté forment un domaine. Dans l’Âge de la Puissance, la Tour de guet du robot en A2 et le Hameau imprimé en C1 sont deux domaines, et sa Chapelle en E2 un troisième. Seul un bâtiment Civil peut relier des domaines.
lesson-khronos-domains-town = Construisez un Bourg sur B1 et B2 avec vos deux cartes Civiles : choisissez Bourg, choisissez B1-B2 dans la liste, puis Confirmer. Il touche la Tour de guet et le Hameau.
lesson-khronos-domains-town-try = construisez un Bourg sur B1 et B2 dans l’Âge de la Puissance.
lesson-khronos-domains-towned = Le Bourg a relié la Tour de guet et le Hameau en un seul domaine. La Tour de guet du robot en est le plus haut bâtiment Militaire : le robot le dirige, et lors d’un tour de revenus il encaisserait les valeurs de ses bâtiments Civils (Bourg 2, Hameau 1).
lesson-khronos-domains-keep = Prenez le domaine : construisez un Donjon sur C2 et C3 avec vos deux cartes Militaires (choisissez Donjon, choisissez C2-C3 dans la liste, puis Confirmer). Dans un domaine, le plus haut bâtiment Militaire doit être seul (règle de hiérarchie) : une Tour de guet à vous égalerait celle du robot et serait refusée, un Donjon est plus haut. Et un bâtiment Militaire ou Religieux ne peut pas relier des domaines (règle de domination) : un Donjon sur D1-D2 toucherait aussi la Chapelle du robot, il serait refusé.
lesson-khronos-domains-keep-try = construisez un Donjon sur C2 et C3 dans l’Âge de la Puissance.
lesson-khronos-domains-kept = Votre Donjon, qui vaut 2, est maintenant le plus haut bâtiment Militaire du domaine : vous le dirigez, et ses bâtiments Civils vous rapporteraient. La Tour de guet du robot reste, en dessous. Comme le Bourg, le Donjon s’est propagé dans les âges suivants.
lesson-khronos-domains-end = Seuls les bâtiments Civils relient des domaines. Dans chacun, le plus haut bâtiment Militaire et le plus haut Religieux doivent chacun être seuls ; dans la Puissance encaisse celui qui a le plus haut Militaire, dans la Foi celui qui a le plus haut Religieux. Continuez la partie d’ici, ou passez à la leçon suivante.

lesson-khronos-reason-title = L’Âge de la Raison
lesson-khronos-reason-intro = On ne construit rien dans l’Âge de la Raison, et ses bâtiments Militaires et Religieux y arrivent en ruine. On y joue une carte Civile pour poser un de ses cubes sur un bâtiment Civil (peupler), et une carte de la couleur d’une ruine pour la rénover. Votre Aventurier 1 se tient dans la Raison, près d’un Bourg et d’une ruine de Donjon.
lesson-khronos-reason-populate = Peuplez le Bourg de A1-B1 avec votre carte Civile : touchez « Peupler… », touchez le Bourg dans l’Âge de la Raison, puis Confirmer.
lesson-khronos-reason-populate-try = peuplez d’abord le Bourg de A1-B1.
lesson-khronos-reason-populated = Un de vos cubes se tient sur le Bourg (un Hameau porte un cube, un Bourg trois, une Cité cinq, de n’importe quels joueurs). Dans l’Âge de la Raison, les revenus d’un domaine vont à qui a le plus de cubes sur ses bâtiments Civils.
lesson-khronos-reason-renovate = Rénovez la ruine de Donjon voisine avec votre carte Militaire : touchez « Rénover… », touchez le Donjon, puis Confirmer.
lesson-khronos-reason-renovate-try = rénovez la ruine de Donjon de A2-B2.
lesson-khronos-reason-renovated = Le Donjon n’est plus une ruine, et il n’appartient à personne. Un domaine de la Raison rapporte les valeurs de ses bâtiments Militaires et Religieux rénovés : lors d’un tour de revenus, celui-ci vous rapporterait 2 écus, puisque vous avez le plus de cubes sur son Bourg.
lesson-khronos-reason-end = Dans l’Âge de la Raison, on peuple et on rénove, et les revenus vont aux cubes. Continuez la partie d’ici, ou passez à la leçon suivante.

lesson-khronos-earnings-title = Les revenus
lesson-khronos-earnings-intro = Aux tours 4 et 7, à la fin de votre propre tour, vous encaissez des écus sur chaque plateau où se tient un de vos Aventuriers. Dans la Puissance, un domaine rapporte les valeurs de ses bâtiments Civils à qui possède son plus haut bâtiment Militaire ; dans la Foi, à qui possède son plus haut bâtiment Religieux. C’est le tour 4, et vos deux Aventuriers se tiennent dans la Puissance.
lesson-khronos-earnings-travel = Deux Aventuriers sur un même plateau n’y encaissent qu’une fois. Envoyez l’Aventurier 2 dans l’Âge de la Foi (1 écu) : touchez « Aventurier 2 », puis l’Âge de la Foi.
lesson-khronos-earnings-travel-try = envoyez d’abord un Aventurier dans l’Âge de la Foi.
lesson-khronos-earnings-travelled = L’Aventurier 2 se tient dans la Foi, où votre Chapelle est le plus haut bâtiment Religieux du domaine du Bourg de A2-B2 et du Hameau imprimé en C1.
lesson-khronos-earnings-end-turn = Finissez votre tour : touchez « Finir le tour… », puis « Oui, finir le tour ».
lesson-khronos-earnings-end-turn-try = finissez votre tour maintenant.
lesson-khronos-earnings-earned = Revenus : dans la Puissance, votre Donjon dirige le Bourg (2) et le Hameau (1), 3 écus ; dans la Foi, votre Chapelle dirige les mêmes bâtiments, 3 de plus. Vous aviez 3 écus après le voyage : vous en avez 9. C’est maintenant au tour du robot ; il encaisse à la fin du sien.
lesson-khronos-earnings-end = Les revenus tombent aux tours 4 et 7, sur les plateaux où vos Aventuriers finissent votre tour. Après les revenus du tour 7, le plus d’écus l’emporte. Continuez la partie d’ici.

lesson-tempus-ideas-title = Les idées
lesson-tempus-ideas-intro = Les cartes Idée viennent d’une action : avoir une idée fait piocher une carte (davantage aux ères suivantes). Chaque carte a un effet et un terrain en fond. En jouer une pour son effet, pendant votre tour, ne coûte aucune tuile action.
lesson-tempus-ideas-draw = Dépensez une tuile action pour une idée : touchez « Avoir une idée ».
lesson-tempus-ideas-draw-try = cette leçon vous demande d’abord d’avoir une idée.
lesson-tempus-ideas-drawn = Vous avez pioché Hygiène, sur un fond de prairie. Dans un combat ou une phase de progrès, une carte compte pour son effet ou pour son terrain. À la première ère, vous pouvez garder cinq cartes.
lesson-tempus-ideas-play = Jouez-la pour son effet : touchez « Jouer Hygiène sur un hexagone… », puis B2, où se tiennent deux de vos pions.
lesson-tempus-ideas-play-try = jouez Hygiène en B2.
lesson-tempus-ideas-played = Hygiène est posée en B2 : l’hexagone peut porter un pion de plus, trois à la première ère, jusqu’à ce qu’un de ses pions le quitte. La jouer n’a coûté aucune tuile action : il vous en reste deux.
lesson-tempus-ideas-end = Avoir une idée est une action ; jouer une carte n’en est pas une. Continuez la partie d’ici, ou passez à la leçon suivante.

lesson-tempus-city-title = Bâtir une cité
lesson-tempus-city-intro = Bâtir une cité est une action. Sur un hexagone où se tiennent vos pions (pas une montagne, pas à côté d’une autre cité), ils retournent tous à votre réserve, et une tuile cité d’une valeur au plus égale à leur nombre prend l’hexagone.
lesson-tempus-city-build = Bâtissez une cité en D2, où se tiennent deux de vos pions : touchez « Bâtir une cité… », touchez D2, puis la cité de valeur 2.
lesson-tempus-city-build-try = bâtissez une cité en D2.
lesson-tempus-city-built = Une cité de valeur 2 se dresse en D2, et vos deux pions qui s’y tenaient sont revenus dans votre réserve. Elle rapporte sa valeur en points de victoire à la fin de la partie, et un point à chaque phase de progrès. Aucun pion ne finit un déplacement sur une cité, et ceux des autres joueurs ne peuvent pas la traverser.
lesson-tempus-city-end = Les cités se bâtissent avec vos pions. Continuez la partie d’ici.

lesson-tempus-fight-title = Les combats
lesson-tempus-fight-intro = Un combat est une action : depuis un hexagone à vous, attaquez un hexagone voisin où se trouvent des pions d’un autre joueur. Chaque pion des deux hexagones combat, un point chacun, et les cartes jouées par chaque camp s’y ajoutent. Un joueur dont les pions occupent 3 hexagones ou moins ne peut pas être attaqué.
lesson-tempus-fight-attack = Attaquez le pion de Robot 1 en D2 depuis C2, où se trouvent deux de vos pions : touchez « Combattre… », touchez C2, puis D2, puis confirmez.
lesson-tempus-fight-attack-try = attaquer D2 depuis C2.
lesson-tempus-fight-attacked = Le combat est engagé : vos deux pions de C2 contre celui de Robot 1 en D2, 2 points contre 1 avant les cartes. Robot 1 occupe quatre hexagones : il pouvait être attaqué.
lesson-tempus-fight-cards = Jouez votre Arme face cachée : touchez-la, puis « Jouer face cachée ». Une Arme ajoute 1 ; une carte dont le fond est le terrain du combat (ici les terres cultivées) ajoute 1 aussi, mais chaque carte ne compte qu’une fois.
lesson-tempus-fight-cards-try = jouer votre carte Arme face cachée.
lesson-tempus-fight-carded = Robot 1 voit seulement que vous avez joué une carte, pas laquelle.
lesson-tempus-fight-defend = Robot 1 répond : le défenseur joue ses cartes face visible, en sachant combien vous en avez joué.
lesson-tempus-fight-defend-try = attendre la réponse de Robot 1.
lesson-tempus-fight-defended = Robot 1 a joué une carte Éducation face visible : son fond est celui des terres cultivées, le terrain du combat, elle ajoute donc 1. Robot 1 a 2 points.
lesson-tempus-fight-reveal = Révélez votre carte pour régler le combat : touchez « Révéler et résoudre ».
lesson-tempus-fight-reveal-try = révéler votre carte.
lesson-tempus-fight-revealed = 3 points contre 2 : vous avez gagné, et le pion de Robot 1 est retourné dans sa réserve. À égalité, le défenseur gagne ; un attaquant qui perd renvoie un pion de l’hexagone attaquant. Toutes les cartes jouées sont défaussées.
lesson-tempus-fight-occupy = Faites entrer un de vos pions en D2 : touchez « En faire entrer 1 ». Le vainqueur peut en faire entrer jusqu’à la limite d’empilement, ou aucun.
lesson-tempus-fight-occupy-try = faire entrer un pion en D2.
lesson-tempus-fight-occupied = D2 est à vous : un de vos pions s’y trouve, et un autre est resté en C2.
lesson-tempus-fight-end = Les combats prennent des hexagones à vos voisins, et le défenseur gagne les égalités. Continuez la partie d’ici.

lesson-tempus-progress-title = Le progrès et les ères
lesson-tempus-progress-intro = Quand chaque joueur a joué son tour vient le progrès. Chacun joue des cartes face cachée, l’un après l’autre ; puis toutes sont révélées et comptées : 1 par pion sur le terrain de progrès de l’ère (les terres cultivées dans la première ère), 1 par carte Éducation ou carte au fond de ce terrain, et 1 par cité. Le plus haut total passe à l’ère suivante.
lesson-tempus-progress-play = Vos 3 pions sur des terres cultivées (B2 et C2) font 3 points. Jouez face cachée votre carte Éducation et votre Arme : touchez les deux, puis « Jouer pour le progrès ».
lesson-tempus-progress-play-try = jouer la carte Éducation et l’Arme, les deux.
lesson-tempus-progress-played = Vos deux cartes sont face cachée : les autres voient seulement combien vous en avez joué. Une carte Éducation compte 1 quel que soit son terrain ; l’Arme compte 1 pour son fond de terres cultivées ; chaque carte ne compte qu’une fois.
lesson-tempus-progress-bot1 = Robot 1 joue ses cartes face cachée.
lesson-tempus-progress-wait-try = attendre que les autres jouent.
lesson-tempus-progress-bot1-played = Robot 1 n’a joué aucune carte : ses 3 pions sur des terres cultivées et sa cité font 4 points.
lesson-tempus-progress-bot2 = Robot 2 joue en dernier ; puis toutes les cartes sont révélées et comptées.
lesson-tempus-progress-counted = Révélation : vous 5, Robot 1 4, Robot 2 2 (une carte Éducation sur fond de terres cultivées compte 1, pas 2). Vous seul passez à la deuxième ère, l’Agriculture, où vous avez plus d’actions et pouvez empiler plus de pions ; à égalité, tous les premiers seraient passés. Le premier joueur devient Robot 1, qui commence la nouvelle ère.
lesson-tempus-progress-end = Chaque phase de progrès fait avancer les meneurs d’une ère. La partie s’arrête après le progrès où quelqu’un atteint l’Aviation, la dixième ère ; les points de victoire décident alors. Continuez la partie d’ici.

lesson-khronos-end-title = La fin de la partie
lesson-khronos-end-intro = C’est le tour 7, le dernier, et vous jouez en dernier : Robot 1 a joué son tour et touché ses derniers revenus, 12 écus. Vous en avez 8, et vos deux Aventuriers sont dans l’Âge de la Puissance, qui vous paierait 3 une seule fois : 11, pas assez.
lesson-khronos-end-travel = Envoyez l’Aventurier 2 dans l’Âge de la Foi (1 écu), où votre Chapelle domine un domaine qui vaut 3 : touchez « Aventurier 2 », puis l’Âge de la Foi.
lesson-khronos-end-travel-try = envoyer un Aventurier dans l’Âge de la Foi avant la fin de votre tour.
lesson-khronos-end-travelled = Il vous reste 7 écus, et un Aventurier sur chacun de deux plateaux qui paient.
lesson-khronos-end-end-turn = Finissez votre tour : touchez « Finir le tour… », puis « Oui, finir le tour ». Vos revenus arrivent, et avec eux la fin de la partie : touchez « Continuer » pour la voir.
lesson-khronos-end-end-turn-try = finir votre tour maintenant.
lesson-khronos-end-won = 3 écus de la Puissance et 3 de la Foi : 13 contre 12 pour Robot 1. La partie s’arrête après les revenus du tour 7 du dernier joueur, et le plus riche gagne : vous. À 12 chacun, vous auriez partagé la victoire.
lesson-khronos-end-end = Une partie de Khronos dure sept tours ; les revenus des tours 4 et 7 la décident. Les plateaux finals et les scores sont ci-dessous.

lesson-tempus-end-title = La fin de la partie
lesson-tempus-end-intro = La partie s’arrête après la phase de progrès où quelqu’un atteint l’Aviation, la dixième ère. Ici, tous sont à l’Électricité, la neuvième, dont le terrain de progrès est la montagne : qui mène ce progrès atteint l’Aviation et termine la partie.
lesson-tempus-end-play = Vos 3 pions en montagne (B2 et C2) et votre cité font 4 points. Jouez votre carte Éducation : touchez-la, puis « Jouer pour le progrès ».
lesson-tempus-end-play-try = jouer votre carte Éducation.
lesson-tempus-end-played = Une carte face cachée ; les autres voient seulement combien.
lesson-tempus-end-bot1 = Robot 1 joue ses cartes face cachée.
lesson-tempus-end-bot1-played = Robot 1 a joué deux cartes.
lesson-tempus-end-bot2 = Robot 2 joue en dernier ; puis les cartes sont révélées.
lesson-tempus-end-counted = Progrès : vous 5, Robot 1 3, Robot 2 2. Vous atteignez l’Aviation, et la partie est finie. Points de victoire : 1 par hexagone de terre où sont vos pions, sans les montagnes ni les cités ; la valeur de chaque cité ; 3 pour avoir atteint l’Aviation. Vous 1 + 4 + 3 = 8, Robot 1 6, Robot 2 1 : vous gagnez. À égalité, le plus de cartes Idée en main, puis le plus de cités, départageraient.
lesson-tempus-end-end = Une partie de Tempus dure jusqu’à ce que quelqu’un atteigne l’Aviation ; hexagones, cités et Aviation la décident. L’île finale et les scores sont ci-dessous.

lesson-khronos-downsizing-title = La réduction
lesson-khronos-downsizing-intro = Un bâtiment Civil peut relier deux domaines dont les plus hauts bâtiments sont pareils, deux Châteaux par exemple. La règle de hiérarchie n’en permet alors qu’un : le domaine de moindre puissance Militaire (la somme de ses valeurs Militaires) voit son Château réduit en Donjon, et le propriétaire de ce Donjon choisit lesquelles des cases du Château il garde.
lesson-khronos-downsizing-hamlet = Construisez un Hameau en D2, entre votre Château, qui domine votre Tour de guet (puissance 3 + 1 = 4), et le Château de Robot 1 (puissance 3) : touchez « Hameau », touchez D2, puis Confirmer. L’aperçu montre ce qu’il fera.
lesson-khronos-downsizing-hamlet-try = construire le Hameau en D2.
lesson-khronos-downsizing-joined = Un seul domaine maintenant, avec deux Châteaux : le domaine de Robot 1 était le moins puissant, 3 contre 4, son Château est donc réduit en Donjon.
lesson-khronos-downsizing-choose = Robot 1 choisit les deux cases de son Château que garde le Donjon.
lesson-khronos-downsizing-choose-try = attendre le choix de Robot 1.
lesson-khronos-downsizing-chosen = Robot 1 a gardé E2 et F2. Une réduction atteint aussi les âges suivants : la copie du Château dans la Foi est maintenant un Donjon, et sa ruine dans la Raison une ruine de Donjon.
lesson-khronos-downsizing-end = Relier des domaines peut coûter au plus faible son plus haut bâtiment. À puissance égale, c’est le bâtiment du joueur qui les a reliés qui est réduit. Continuez la partie d’ici.
