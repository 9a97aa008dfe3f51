## The game log and the actions' buttons, shared by the games
# A log line whose action no fact tells: who, and the action's button words.
log-action = { $name }: { $action }
# One clause of a log line after another.
log-then = { $before }; { $after }
# A hint's steps, one after another ("Move people, then move a token…").
hint-then = { $before }, then { $after }
# What a preview says several actions in turn would do.
preview-then = { $before }; then { $after }
hint-estimate-random = picked at random
hint-estimate-no-loss = it loses no { $points } now
hint-estimate-gain = { $sign ->
    [minus] costs { NUMBER($amount, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $points } by the bot's count
   *[plus] gains { NUMBER($amount, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $points } by the bot's count
  }
hint-estimate-chance = a search of possible futures gives you about a { $percent }% chance to win with it
hint-earns = it earns you { $points } now
hint-costs = it costs you { $points } now
hint-takes = it takes { $points } from { $name }
hint-reason-nothing = It changes nobody's { $points } at once; { $estimate }.
hint-reason = { $now }; { $estimate }.
hint-reason-estimate = { $estimate }.
