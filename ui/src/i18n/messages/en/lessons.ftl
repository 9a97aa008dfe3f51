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
# Leaves a lesson that played its game to the end, for the game's own end screen.
lessons-final-table = Leave the lesson: the final table
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

lesson-khronos-cards-title = Cards and colours
lesson-khronos-cards-intro = A building costs one card of its colour per point of value: Military cards for Watchtowers, Keeps and Castles, Religious cards for Chapels, Monasteries and Abbeys, Civil cards for Hamlets, Towns and Cities. Each Adventurer plays at most two cards a turn, on the board where it stands. Yours stand in the Ages of Might and Faith.
lesson-khronos-cards-tower = Build a Watchtower in the Age of Might with a Military card: choose Watchtower, tap a free square of the Age of Might, then Confirm.
lesson-khronos-cards-tower-try = build a Watchtower in the Age of Might first.
lesson-khronos-cards-towered = One Military card paid for the Watchtower: it is the first card of your Adventurer in Might.
lesson-khronos-cards-hamlet = Now build a Hamlet in the Age of Might with your Civil card: choose Hamlet, tap a free square of the Age of Might, then Confirm.
lesson-khronos-cards-hamlet-try = build a Hamlet in the Age of Might.
lesson-khronos-cards-hamleted = Your Adventurer in Might has played its two cards. Your last Military card cannot go to the Age of Might this turn: a third card there would be refused, unless your other Adventurer travelled there.
lesson-khronos-cards-chapel = Your Adventurer in the Age of Faith has played nothing yet. Build a Chapel there with your Religious card: choose Chapel, tap a free square of the Age of Faith, then Confirm.
lesson-khronos-cards-chapel-try = build a Chapel in the Age of Faith.
lesson-khronos-cards-chapelled = The Chapel stands in the Age of Faith. You have played three cards this turn: two per Adventurer, four at most in a turn. At the end of your turn you draw back up to four cards.
lesson-khronos-cards-end = A building costs its value in cards of its colour, played where an Adventurer of yours stands, two per Adventurer. Play on from here, or take the next lesson.

lesson-khronos-domains-title = Domains
lesson-khronos-domains-intro = Buildings that touch by a side form a domain. In the Age of Might, the bot’s Watchtower on A2 and the printed Hamlet on C1 are two domains, and its Chapel on E2 a third. Only a Civil building may join domains.
lesson-khronos-domains-town = Build a Town on B1 and B2 with your two Civil cards: choose Town, choose B1-B2 in the list, then Confirm. It touches both the Watchtower and the Hamlet.
lesson-khronos-domains-town-try = build a Town on B1 and B2 in the Age of Might.
lesson-khronos-domains-towned = The Town joined the Watchtower and the Hamlet into one domain. The bot’s Watchtower is its highest Military building, so the bot heads it: on an earnings turn it would collect the values of its Civil buildings (Town 2, Hamlet 1).
lesson-khronos-domains-keep = Take the domain: build a Keep on C2 and C3 with your two Military cards (choose Keep, choose C2-C3 in the list, then Confirm). In a domain the highest Military building must stand alone (Rule of Hierarchy): a Watchtower of yours would tie the bot’s and is refused, a Keep is higher. And a Military or Religious building may not join domains (Rule of Dominion): a Keep on D1-D2 would also touch the bot’s Chapel, so it is refused.
lesson-khronos-domains-keep-try = build a Keep on C2 and C3 in the Age of Might.
lesson-khronos-domains-kept = Your Keep, worth 2, is now the highest Military building of the domain: you head it, and its Civil buildings would pay you. The bot’s Watchtower stays, below it. Like the Town, the Keep rippled into the later ages.
lesson-khronos-domains-end = Domains are joined by Civil buildings only. In each, the highest Military building and the highest Religious building must each stand alone; in Might the head of the Military ones collects, in Faith the head of the Religious ones. Play on from here, or take the next lesson.

lesson-khronos-reason-title = The Age of Reason
lesson-khronos-reason-intro = Nothing is built in the Age of Reason, and its Military and Religious buildings arrive as ruins. There a Civil card puts one of your cubes on a Civil building (populate), and a card of a ruin’s colour renovates it. Your Adventurer 1 stands in Reason, by a Town and a Keep ruin.
lesson-khronos-reason-populate = Populate the Town on A1-B1 with your Civil card: tap “Populate…”, tap the Town in the Age of Reason, then Confirm.
lesson-khronos-reason-populate-try = populate the Town on A1-B1 first.
lesson-khronos-reason-populated = One of your cubes stands on the Town (a Hamlet holds one cube, a Town three, a City five, of any players). In the Age of Reason a domain’s earnings go to whoever has the most cubes on its Civil buildings.
lesson-khronos-reason-renovate = Renovate the Keep ruin beside it with your Military card: tap “Renovate…”, tap the Keep, then Confirm.
lesson-khronos-reason-renovate-try = renovate the Keep ruin on A2-B2.
lesson-khronos-reason-renovated = The Keep is no longer a ruin, and it belongs to nobody. A domain in Reason pays the values of its renovated Military and Religious buildings: on an earnings turn this one would pay you 2 Ecus, as you have the most cubes on its Town.
lesson-khronos-reason-end = In the Age of Reason you populate and renovate, and earnings go by cubes. Play on from here, or take the next lesson.

lesson-khronos-earnings-title = Earnings
lesson-khronos-earnings-intro = On turns 4 and 7, at the end of your own turn, you collect Ecus from each board where an Adventurer of yours stands. In Might a domain pays the values of its Civil buildings to the owner of its highest Military building; in Faith, to the owner of its highest Religious building. It is turn 4, and both your Adventurers stand in Might.
lesson-khronos-earnings-travel = Two Adventurers on one board collect there only once. Send Adventurer 2 to the Age of Faith (1 Ecu): tap “Adventurer 2”, then the Age of Faith.
lesson-khronos-earnings-travel-try = send an Adventurer to the Age of Faith first.
lesson-khronos-earnings-travelled = Adventurer 2 stands in Faith, where your Chapel is the highest Religious building of the domain with the Town on A2-B2 and the printed Hamlet on C1.
lesson-khronos-earnings-end-turn = End your turn: tap “End the turn…”, then “Yes, end the turn”.
lesson-khronos-earnings-end-turn-try = end your turn now.
lesson-khronos-earnings-earned = Earnings: in Might your Keep heads the Town (2) and the Hamlet (1), 3 Ecus; in Faith your Chapel heads the same buildings, 3 more. You had 3 Ecus after travelling: you have 9 now. Now it is the bot’s turn; it collects at the end of its own.
lesson-khronos-earnings-end = Earnings come on turns 4 and 7, from the boards where your Adventurers end your turn. After the turn 7 earnings, the most Ecus wins. Play on from here.

lesson-tempus-ideas-title = Ideas
lesson-tempus-ideas-intro = Idea cards come from an action: having an idea draws a card (more in later eras). Each card has an effect and a terrain in its background. Playing one for its effect, during your turn, costs no action tile.
lesson-tempus-ideas-draw = Spend an action tile on an idea: tap “Have an idea”.
lesson-tempus-ideas-draw-try = this lesson asks you to have an idea first.
lesson-tempus-ideas-drawn = You drew Sanitation, on a grassland background. In a fight or a progress phase a card counts for its effect or for its terrain. In the first era you may hold five cards.
lesson-tempus-ideas-play = Play it for its effect: tap “Play Sanitation on a hex…”, then B2, where two of your people stand.
lesson-tempus-ideas-play-try = play Sanitation on B2.
lesson-tempus-ideas-played = Sanitation lies on B2: the hex may hold one more of your people, three in the first era, until one of them leaves. Playing it cost no action tile: you still have two.
lesson-tempus-ideas-end = Having an idea is an action; playing a card is not. Play on from here, or take the next lesson.

lesson-tempus-city-title = Building a city
lesson-tempus-city-intro = Building a city is one action. On a hex where your people stand (not a mountain, not next to another city), they all go back to your supply, and a city tile of a value up to their number takes the hex.
lesson-tempus-city-build = Build a city on D2, where two of your people stand: tap “Build a city…”, tap D2, then the city of value 2.
lesson-tempus-city-build-try = build a city on D2.
lesson-tempus-city-built = A city of value 2 stands on D2, and your two people from there are back in your supply. It scores its value in victory points at the end of the game and a point in each progress phase. People never end a move on a city, and other players’ people cannot pass through it.
lesson-tempus-city-end = Cities are built from your people. Play on from here.

## Tempus 05: fights (Bot 1's defence is the lesson's scripted answer).
lesson-tempus-fight-title = Fights
lesson-tempus-fight-intro = A fight is one action: from a hex of yours, attack a neighbouring hex where another player’s people stand. Every person on the two hexes fights, one point each, and the cards each side plays add to that. A player whose people stand on 3 hexes or fewer cannot be attacked.
lesson-tempus-fight-attack = Attack Bot 1’s person on D2 from C2, where two of your people stand: tap “Fight…”, tap C2, then D2, then confirm.
lesson-tempus-fight-attack-try = attack D2 from C2.
lesson-tempus-fight-attacked = The fight is on: your two people on C2 against Bot 1’s one on D2, 2 points to 1 before any card. Bot 1 holds four hexes, so it could be attacked.
lesson-tempus-fight-cards = Play your Weapon face down: tap it, then “Play face down”. A Weapon adds 1; a card whose background is the fight’s terrain (farmland here) adds 1 too, but each card counts once only.
lesson-tempus-fight-cards-try = play your Weapon card face down.
lesson-tempus-fight-carded = Bot 1 sees only that you played one card, not which.
lesson-tempus-fight-defend = Bot 1 answers: the defender plays cards face up, knowing how many you played.
lesson-tempus-fight-defend-try = wait for Bot 1’s answer.
lesson-tempus-fight-defended = Bot 1 played an Education card face up: its background is farmland, the fight’s terrain, so it adds 1. Bot 1 has 2 points.
lesson-tempus-fight-reveal = Reveal your card to settle the fight: tap “Reveal and resolve”.
lesson-tempus-fight-reveal-try = reveal your card.
lesson-tempus-fight-revealed = 3 points against 2: you won, and Bot 1’s person went back to its supply. On equal totals the defender wins; an attacker who loses sends one person of the attacking hex back. Every card played is discarded.
lesson-tempus-fight-occupy = Move one of your people into D2: tap “Move 1”. The winner may move in up to the stacking limit, or no one.
lesson-tempus-fight-occupy-try = move one person into D2.
lesson-tempus-fight-occupied = D2 is yours: one of your people stands there, and one stayed on C2.
lesson-tempus-fight-end = Fights take hexes from your neighbours, and the defender wins ties. Play on from here.

## Tempus 06: progress (the bots' plays are the lesson's scripted answers).
lesson-tempus-progress-title = Progress and eras
lesson-tempus-progress-intro = When every player has had their turns, progress comes. Everyone plays cards face down, one after the other; then all are revealed and counted: 1 per person on the era’s progress terrain (farmland in the first era), 1 per Education card or card with that terrain behind it, and 1 per city. The highest total moves on to the next era.
lesson-tempus-progress-play = Your 3 people on farmland (B2 and C2) make 3 points. Play your Education card and your Weapon face down: tap both, then “Play for progress”.
lesson-tempus-progress-play-try = play the Education card and the Weapon, both of them.
lesson-tempus-progress-played = Your two cards lie face down: the others see only how many you played. An Education card counts 1 whatever its terrain; the Weapon counts 1 for its farmland background; each card counts once.
lesson-tempus-progress-bot1 = Bot 1 plays its cards face down.
lesson-tempus-progress-wait-try = wait for the others to play.
lesson-tempus-progress-bot1-played = Bot 1 played no card: its 3 people on farmland and its city make 4 points.
lesson-tempus-progress-bot2 = Bot 2 plays last; then every card is revealed and counted.
lesson-tempus-progress-counted = Revealed: you 5, Bot 1 4, Bot 2 2 (an Education card on farmland counts 1, not 2). You alone move on to the second era, Agriculture, where you have more actions and may stack more people; on a tie, all the highest would have moved on. The first player passes to Bot 1, who starts the new era.
lesson-tempus-progress-end = Each progress phase moves the leaders on by one era. The game ends after the progress in which someone reaches Flight, the tenth era; then victory points decide. Play on from here.

## Khronos 07: the end of the game.
lesson-khronos-end-title = The end of the game
lesson-khronos-end-intro = It is turn 7, the last, and you play last: Bot 1 has had its turn and its last earnings, 12 Ecus. You have 8, and both your Adventurers stand in Might, which would pay you 3 once: 11, not enough.
lesson-khronos-end-travel = Send Adventurer 2 to the Age of Faith (1 Ecu), where your Chapel heads a domain worth 3: tap “Adventurer 2”, then the Age of Faith.
lesson-khronos-end-travel-try = send an Adventurer to the Age of Faith before your turn ends.
lesson-khronos-end-travelled = 7 Ecus left, and an Adventurer on each of two paying boards.
lesson-khronos-end-end-turn = End your turn: tap “End the turn…”, then “Yes, end the turn”. Your earnings come, and with them the end of the game: tap “Continue” to see it.
lesson-khronos-end-end-turn-try = end your turn now.
lesson-khronos-end-won = 3 Ecus from Might and 3 from Faith: 13 against Bot 1’s 12. The game ends after the last player’s turn 7 earnings, and the most Ecus wins: you. Had you both had 12, you would have shared the victory.
lesson-khronos-end-end = A game of Khronos lasts seven turns; earnings on turns 4 and 7 decide it. The final boards and the scores are below.

## Tempus 07: the end of the game (the bots' plays are scripted).
lesson-tempus-end-title = The end of the game
lesson-tempus-end-intro = The game ends after the progress phase in which someone reaches Flight, the tenth era. Everyone here is in Electricity, the ninth, whose progress terrain is mountain: whoever leads this progress reaches Flight and ends the game.
lesson-tempus-end-play = Your 3 people on mountain (B2 and C2) and your city make 4 points. Play your Education card: tap it, then “Play for progress”.
lesson-tempus-end-play-try = play your Education card.
lesson-tempus-end-played = One card face down; the others see only how many.
lesson-tempus-end-bot1 = Bot 1 plays its cards face down.
lesson-tempus-end-bot1-played = Bot 1 played two cards.
lesson-tempus-end-bot2 = Bot 2 plays last; then the cards are revealed.
lesson-tempus-end-counted = Progress: you 5, Bot 1 3, Bot 2 2. You reach Flight, and the game is over. Victory points: 1 for each land hex holding your people, mountains and cities not counted; each city’s value; 3 for reaching Flight. You 1 + 4 + 3 = 8, Bot 1 6, Bot 2 1: you win. On a tie, the most Idea cards in hand, then the most cities, would decide.
lesson-tempus-end-end = A game of Tempus lasts until someone reaches Flight; hexes, cities and Flight decide it. The final island and the scores are below.

## Khronos 04b: downsizing (Bot 1's choice is the lesson's scripted answer).
lesson-khronos-downsizing-title = Downsizing
lesson-khronos-downsizing-intro = A Civil building may join two domains whose highest buildings are alike, two Castles say. The Rule of Hierarchy then allows only one: the domain with less Military power (the sum of its Military values) has its Castle downsized to a Keep, and that Keep’s owner chooses which of the Castle’s squares it keeps.
lesson-khronos-downsizing-hamlet = Build a Hamlet on D2, between your Castle, which heads your Watchtower (power 3 + 1 = 4), and Bot 1’s Castle (power 3): tap “Hamlet”, tap D2, then Confirm. The preview shows what it will do.
lesson-khronos-downsizing-hamlet-try = build the Hamlet on D2.
lesson-khronos-downsizing-joined = One domain now, with two Castles: Bot 1’s domain was the weaker, 3 against 4, so its Castle is downsized to a Keep.
lesson-khronos-downsizing-choose = Bot 1 chooses which two of its Castle’s squares the Keep keeps.
lesson-khronos-downsizing-choose-try = wait for Bot 1’s choice.
lesson-khronos-downsizing-chosen = Bot 1 kept E2 and F2. A downsizing reaches the later ages too: the Castle’s copy in Faith is a Keep now, and its ruin in Reason a Keep ruin.
lesson-khronos-downsizing-end = Joining domains can cost the weaker side its top building. On equal power, the building of the player who joined them is downsized. Play on from here.
