## Le journal de la partie et les boutons des actions, communs aux jeux
# Une ligne du journal dont aucun fait ne dit l’action : qui, et les mots de son bouton.
log-action = { $name } : { $action }
# Une proposition d’une ligne du journal après l’autre.
log-then = { $before } ; { $after }
# Les étapes d’un conseil, l’une après l’autre (« Déplacer le peuple, puis déplacer un pion… »).
hint-then = { $before }, puis { $after }
# Ce qu’un aperçu dit de plusieurs actions l’une après l’autre.
preview-then = { $before } ; puis { $after }
hint-estimate-random = choisi au hasard
hint-estimate-no-loss = { $points } : aucune perte pour l’instant
hint-estimate-gain = { $sign ->
    [minus] coûte { NUMBER($amount, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $points } selon le compte du robot
   *[plus] rapporte { NUMBER($amount, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $points } selon le compte du robot
  }
hint-estimate-chance = une recherche des futurs possibles vous donne environ { $percent } % de chances de gagner avec ce coup
hint-earns = cela vous rapporte { $points } tout de suite
hint-costs = cela vous coûte { $points } tout de suite
hint-takes = cela prend { $points } à { $name }
hint-reason-nothing = Sur le moment, cela ne change les { $points } de personne ; { $estimate }.
hint-reason = { $now } ; { $estimate }.
hint-reason-estimate = { $estimate }.
