## The table's errors as a screen says them (transport/errors.ts); what the host said in its
## own words goes in as an argument.
# A rule refused an action: its name, where the rules say it, and why.
error-rule = Not allowed by the rules: { $rule } ({ $ruling })
error-not-found = There is no saved game { $id }.
error-not-your-turn = It is not this seat’s move.
error-stale = The game moved on meanwhile; the table was refreshed.
error-undo = Cannot undo: { $reason }
error-unknown = Something went wrong.
