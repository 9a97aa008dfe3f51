## Les erreurs de la table telles qu’un écran les dit (transport/errors.ts) ; ce que l’hôte a
## dit dans ses propres mots entre comme argument.
# Une règle a refusé une action : son nom, où les règles le disent, et pourquoi.
error-rule = Interdit par les règles : { $rule } ({ $ruling })
error-not-found = Il n’y a pas de partie enregistrée { $id }.
error-not-your-turn = Ce n’est pas à cette place de jouer.
error-stale = La partie a avancé entre-temps ; la table a été rafraîchie.
error-undo = Impossible d’annuler : { $reason }
error-unknown = Quelque chose s’est mal passé.
