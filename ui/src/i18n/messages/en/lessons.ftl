# Lessons: a first game of each, taught at the table a move at a time (crates/table/src/<game>/lessons/).

lessons-home = ← Games
lessons-bot = Bot { $n }
lessons-learn = Learn { $game }
lessons-title = Learn { $game }
lessons-intro = Short lessons played on the real table: each asks you to make one move at a time and shows what it did.
lessons-start = Start
lessons-again = Play again
lessons-done = Done
lessons-lesson = Lesson { $n }
lessons-back = All the lessons
# The learner's seat at a lesson's table (a name: "Sam’s turn").
lessons-learner = Sam
lessons-step = Step { $n } of { $count }
lessons-leave = Leave the lesson
lessons-play-on = Play on from here
lessons-next = Next lesson
lessons-finished = Lesson done.
lessons-region = The lesson
lessons-not-now = Not now: { $try }
lessons-unknown = There is no lesson “{ $key }” in this version.
lessons-opening = Setting up the lesson…

lesson-khronos-ages-title = The three ages
lesson-khronos-ages-intro = Khronos is played on three boards, the Ages of Might, Faith and Reason. Your two Adventurers stand on them: you play cards only where an Adventurer of yours stands, at most two per Adventurer in a turn.
lesson-khronos-ages-travel = Send your second Adventurer to the Age of Faith: tap “Adventurer 2”, then the Age of Faith.
lesson-khronos-ages-travel-try = this lesson asks you to send Adventurer 2 to the Age of Faith first.
lesson-khronos-ages-travelled = Adventurer 2 now stands in the Age of Faith: you can build there this turn, and on an earnings turn you collect there.
lesson-khronos-ages-build = Build a Chapel in the Age of Faith with your Religious card: choose Chapel, tap a free square of the Age of Faith, then Confirm.
lesson-khronos-ages-build-try = build a Chapel in the Age of Faith.
lesson-khronos-ages-built = Your Chapel stands in the Age of Faith, framed on its board. A building of value 1 stays in its age; one of value 2 or 3 ripples into the later ages too (the next lesson).
lesson-khronos-ages-end = You travelled and built where your Adventurer stands. Play on from here against the bot, or take the next lesson.

lesson-khronos-paradox-title = Ripples and paradoxes
lesson-khronos-paradox-intro = A building of value 2 or 3 built in an earlier age ripples into the later ones (Military and Religious ones reach the Age of Reason as ruins). When a ripple lands where something else stands, that building is destroyed: a temporal paradox.
lesson-khronos-paradox-build = Build a Watchtower on B1 in the Age of Might with a Military card.
lesson-khronos-paradox-build-try = build a Watchtower on B1 in the Age of Might.
lesson-khronos-paradox-built = The Watchtower stands on B1 in Might. It is worth 1: it stays in its age.
lesson-khronos-paradox-upgrade = Upgrade it to a Keep on A1 and B1: choose Keep under “Upgrade to”, then the place A1-B1. Before you confirm, the preview shows what it would destroy.
lesson-khronos-paradox-upgrade-try = upgrade the Watchtower on B1 to a Keep on A1 and B1.
lesson-khronos-paradox-upgraded = The Keep rippled into Faith onto A1, where your Chapel stood: the Chapel is destroyed, a temporal paradox, marked by a cross. Its ruin lies in Reason.
lesson-khronos-paradox-end = That is a paradox: look before you build in an earlier age. Play on from here against the bot.

lesson-tempus-moving-title = Moving people
lesson-tempus-moving-intro = In Tempus each turn you spend action tiles. Moving is one action: in the first era, one of your people walks to a neighbouring hex.
lesson-tempus-moving-start = Spend an action tile on moving: tap “Move people”.
lesson-tempus-moving-start-try = this lesson asks you to move people first.
lesson-tempus-moving-started = One action tile is spent: now choose who moves.
lesson-tempus-moving-token = Move one of your two people on B2: tap B2, then its neighbour C2.
lesson-tempus-moving-token-try = move one of your people from B2.
lesson-tempus-moving-moved = One of your people walked from B2 to C2. Each era lets more of them move, and further.
lesson-tempus-moving-end = You can move your people. Play on from here, or take the next lesson.

lesson-tempus-babies-title = Babies
lesson-tempus-babies-intro = People grow on grassland. Having babies is one action: on a grassland hex of yours, up to the era’s stacking limit (two in the first era).
lesson-tempus-babies-have = Have a baby on B2, the grassland hex where one of your people stands: tap “Have babies…”, tap B2, then confirm.
lesson-tempus-babies-have-try = have a baby on B2.
lesson-tempus-babies-had = B2 now holds two of your people: the most a hex may hold in the first era.
lesson-tempus-babies-end = Your people grow where there is grassland. Play on from here.
