// Generated from the Rust types by `epochs types --write` (crates/table/src/typescript.rs).
// Do not edit: change the Rust types and regenerate; a test fails when this file is stale.


/**
 * What an action would do before it is taken, worked out by the engine on a copy of the
 * game (nothing is saved): in words, the places it would change on the boards, the acting
 * seat's view after it, and how each seat's points would move.
 */
export type ActionPreview = { 
/**
 * What it would do: each action's log line as it would read (public facts: nothing of
 * the seat's hand).
 */
lines: Array<LogLine>, 
/**
 * The places on the boards it would change, in every age or on the island.
 */
marks: Array<Mark>, 
/**
 * The engine's view for the acting seat after it (the boards as they would be).
 */
state: unknown, 
/**
 * Each seat's points after it minus before it, in seat order.
 */
gains: Array<number>, };


/**
 * One of the three boards (ages).
 */
export type Age = "might" | "faith" | "reason";


/**
 * One backup file.
 */
export type BackupInfo = { 
/**
 * Its file name in the backups folder (what `restore_backup` takes).
 */
file: string, 
/**
 * "daily", "before a schema migration" or "before a restore".
 */
kind: string, 
/**
 * When it was taken (Unix milliseconds).
 */
taken_at: number, 
/**
 * Its size in bytes.
 */
bytes: number, };


/**
 * How strongly a bot seat plays.
 */
export type BotLevel = "easy" | "medium" | "hard";


/**
 * How fast bots' moves follow each other, so that the people at the table can follow them.
 */
export type BotPace = "normal" | "faster" | "skip";


/**
 * A building type: a kind and a size (value) 1 to 3.
 */
export type BuildingType = "watchtower" | "keep" | "castle" | "chapel" | "monastery" | "abbey" | "hamlet" | "town" | "city";


/**
 * A building as shown to players.
 */
export type BuildingView = { 
/**
 * Identity.
 */
id: number, 
/**
 * Type.
 */
building: BuildingType, 
/**
 * Squares.
 */
squares: Footprint, 
/**
 * Controller, if any.
 */
controller: number | null, 
/**
 * Printed on the board.
 */
printed: boolean, 
/**
 * An unrenovated ruin.
 */
ruin: boolean, 
/**
 * Cube marking a half-paid renovation.
 */
renovation: number | null, 
/**
 * Population cubes per seat.
 */
cubes: Array<number>, 
/**
 * A time shadow of a building in the previous age.
 */
shadow: boolean, };


/**
 * One Idea card: an effect on a terrain background. Written `"weapon/hills"` in JSON.
 */
export type Card = string;


/**
 * Cards as a sorted multiset (order never matters). Written as a JSON list of cards.
 */
export type CardList = Array<string>;


/**
 * What the viewer's cards are worth in the choice of cards asked of it now (T13, T14).
 */
export type CardWorth = { 
/**
 * The viewer's points before any card: its combat points in the fight, or its
 * progress points from tokens and cities.
 */
base: number, 
/**
 * What each card of the viewer's hand would add, in hand order.
 */
cards: Array<number>, };


/**
 * A hand (or pile) of construction cards, counted by colour.
 */
export type Cards = { 
/**
 * Orange cards.
 */
military: number, 
/**
 * Fuchsia cards.
 */
religious: number, 
/**
 * Blue cards.
 */
civil: number, };


/**
 * A request refused for want of rights: the device does not hold what it needs.
 */
export type Denial = { "reason": "token_unknown" } | { "reason": "wrong_join_code" } | { "reason": "too_many_codes", 
/**
 * Seconds to wait.
 */
wait_s: number, } | { "reason": "too_many_codes_here", 
/**
 * Seconds to wait.
 */
wait_s: number, } | { "reason": "not_shared" } | { "reason": "bot_seat" } | { "reason": "seat_held", 
/**
 * The seat (1-based).
 */
seat: number, 
/**
 * The device's name, when it has one.
 */
device: string | null, } | { "reason": "host_busy" } | { "reason": "declined", 
/**
 * Seconds to wait before asking again.
 */
wait_s: number, } | { "reason": "host_device_only", 
/**
 * The method asked for.
 */
method: string, } | { "reason": "other_seats" } | { "reason": "bystander" };


/**
 * A host found on the local network.
 */
export type DiscoveredHost = { 
/**
 * Its announced name.
 */
name: string, 
/**
 * Its address (`http://IP:PORT/`).
 */
url: string, };


/**
 * The map tile drawn and being placed (face up).
 */
export type DrawnTile = { 
/**
 * Tile number (T3).
 */
tile: number, 
/**
 * Terrain of the centre, then of the ring clockwise from north at rotation 0.
 */
terrains: [TempusTerrain, TempusTerrain, TempusTerrain, TempusTerrain, TempusTerrain, TempusTerrain, TempusTerrain], };


/**
 * Where the app's window talks to a table in another home.
 */
export type ElsewhereJoin = { 
/**
 * The loopback address (`127.0.0.1:PORT`) that carries the window's connections there.
 */
host_port: string, };


/**
 * How devices in other homes join this host.
 */
export type ElsewhereStatus = { 
/**
 * The invitation: the host's endpoint id and its relay, to send by any messenger.
 */
invitation: string, 
/**
 * The join code.
 */
code: string, 
/**
 * The invitation as a link to the web app (`WEB_APP#/elsewhere/TICKET/CODE`), when the
 * address where it is published was given.
 */
link: string | null, 
/**
 * The invitation as a link that opens the desktop app (`epochs://elsewhere/TICKET/CODE`),
 * for someone who has it.
 */
app_link: string, 
/**
 * The link, or else the invitation and code, as a QR code (an SVG document), for a
 * phone's camera.
 */
qr_svg: string, };


/**
 * One row of the era display.
 */
export type EraView = { 
/**
 * Name.
 */
name: string, 
/**
 * Action tiles.
 */
actions: number, 
/**
 * Tokens per Move.
 */
move_tokens: number, 
/**
 * Hexes per token.
 */
move_hexes: number, 
/**
 * Babies.
 */
babies: number, 
/**
 * Stacking limit.
 */
stack: number, 
/**
 * Ships.
 */
ships: boolean, 
/**
 * Cards drawn.
 */
draw: number, 
/**
 * Hand limit.
 */
hand: number, 
/**
 * Progress terrain.
 */
terrain: TempusTerrain | null, };


/**
 * How the bot came to a hint, for each device to put into words.
 */
export type Estimate = { "kind": "random" } | { "kind": "gain", 
/**
 * The points.
 */
points: number, } | { "kind": "chance", 
/**
 * The chance.
 */
chance: number, };


/**
 * A fight as shown to a viewer: the attacker's cards only to the attacker before the reveal.
 */
export type FightView = { 
/**
 * Attacker.
 */
attacker: number, 
/**
 * Defender.
 */
defender: number, 
/**
 * Attacking hex.
 */
from: Hex, 
/**
 * Attacked hex.
 */
to: Hex, 
/**
 * Value of the attacked city (0: tokens).
 */
city: number, 
/**
 * The terrain that cards match.
 */
terrain: TempusTerrain | null, 
/**
 * Face-down cards played: how many.
 */
attack_count: number | null, 
/**
 * Face-down cards: shown to the attacker only.
 */
attack: CardList | null, 
/**
 * The defender's face-up cards.
 */
defence: CardList | null, 
/**
 * A free attack.
 */
leader: boolean, 
/**
 * Combat points of the attacker and of the defender before any card (T13): tokens, or
 * the city's value.
 */
base: [number, number], };


/**
 * The squares covered by one building: one to three squares, kept sorted.
 *
 * Padded to 8 bytes (aligned to 4) so that it is copied as one machine word: legal-action
 * generation writes one per listed action, and the packed 7-byte form was copied through
 * overlapping loads that stalled on store forwarding.
 */
export type Footprint = Array<string>;


/**
 * The games Epochs hosts.
 */
export type GameKind = "khronos" | "tempus";


/**
 * A saved game in a list.
 */
export type GameSummary = { 
/**
 * Id.
 */
id: number, 
/**
 * Name.
 */
name: string, 
/**
 * Game key.
 */
game: string, 
/**
 * Seats.
 */
seats: Array<SeatInfo>, 
/**
 * Actions played.
 */
actions: number, 
/**
 * Unix milliseconds of the last action.
 */
updated_at: number, 
/**
 * Finished.
 */
finished: boolean, 
/**
 * Turn, whose move, winners... (`null` for a game saved without one).
 */
preview: Preview | null, };


/**
 * A game as one viewer sees it.
 */
export type GameViewBase = { 
/**
 * Id.
 */
id: number, 
/**
 * Name.
 */
name: string, 
/**
 * Seats.
 */
seats: Array<SeatInfo>, 
/**
 * Actions in the log (the position's number, for stale checks).
 */
seq: number, 
/**
 * The seat that must act.
 */
to_act: number | null, 
/**
 * Game over.
 */
finished: boolean, 
/**
 * The seat that may undo its last action now, if any.
 */
can_undo: number | null, 
/**
 * The number of the first saved action found damaged when the game was opened: the game
 * is shown as it was before it, and goes on only once the host continues from there
 * (`repair`) or exports what is left.
 */
damaged_at: number | null, };


/**
 * The two uses of a Government card (T18).
 */
export type GovernmentChoice = "double" | "delay";


/**
 * What a connection may do, as told to it.
 */
export type GrantInfo = { "role": "host" } | { "role": "seats", 
/**
 * The game.
 */
game: number, 
/**
 * The seats.
 */
seats: Array<number>, 
/**
 * The device's name.
 */
name: string, } | { "role": "bystander" };


/**
 * One hex of the sea, by index `row * 13 + column`.
 */
export type Hex = string;


/**
 * A bot's suggestion for a person: the action and why, from that seat's view only, as facts
 * each device words itself (the actions' labels, the points at stake, the estimate).
 */
export type Hint = { 
/**
 * The action, as `apply` takes it.
 */
action: GameAction, 
/**
 * The action and the steps the seat would then take to finish it (a Tempus move's
 * tokens), in order: *Play it* takes them all.
 */
plan: Array<GameAction>, 
/**
 * How the bot came to it.
 */
estimate: Estimate, 
/**
 * What it would do on the boards and to the points, when that can be told before it is
 * taken (not for an action that draws or reveals cards).
 */
preview: ActionPreview | null, };


/**
 * A request the host answers itself (the table answers the rest).
 */
export type HostRequest = { "method": "hello", "params": { token: string, } } | { "method": "join", "params": { game: number, seats: Array<number>, name: string, code: string, } } | { "method": "lobby", "params": Record<symbol, never> } | { "method": "free_seat", "params": { game: number, seat: number, } } | { "method": "hosting", "params": Record<symbol, never> } | { "method": "host_start", "params": { lan: boolean, game?: number, } } | { "method": "host_stop", "params": Record<symbol, never> } | { "method": "discover", "params": Record<symbol, never> } | { "method": "share_elsewhere", "params": { relay?: string, web_app?: string, } } | { "method": "stop_elsewhere", "params": Record<symbol, never> } | { "method": "join_elsewhere", "params": { invitation: string, } } | { "method": "elsewhere_path", "params": Record<symbol, never> } | { "method": "open_seats", "params": { game: number, seats: Array<number>, } } | { "method": "join_requests", "params": Record<symbol, never> } | { "method": "answer_join", "params": { request: number, approve: boolean, } } | { "method": "bot_pace", "params": { pace?: BotPace, } };


/**
 * How other devices join this host.
 */
export type HostingStatus = { 
/**
 * Whether the host listens on the local network (else on this machine only).
 */
lan: boolean, 
/**
 * The port it listens on.
 */
port: number, 
/**
 * The join code.
 */
code: string, 
/**
 * The join link (with the code) to open on another device.
 */
join_url: string, 
/**
 * The join link on each of this machine's addresses.
 */
urls: Array<string>, 
/**
 * The join link as a QR code (an SVG document).
 */
qr_svg: string, };


/**
 * Why a file is not imported (nothing was written).
 */
export type ImportRefusal = { "reason": "not_json", 
/**
 * The line where reading stopped.
 */
line: number, 
/**
 * The column.
 */
column: number, } | { "reason": "not_epochs" } | { "reason": "other_version", 
/**
 * The file's format.
 */
version: number, 
/**
 * The format this build reads.
 */
reads: number, } | { "reason": "no_version" } | { "reason": "malformed", 
/**
 * What the reader said (field names, for a developer).
 */
detail: string, } | { "reason": "no_name" } | { "reason": "seats_mismatch", 
/**
 * Seats listed.
 */
seats: number, 
/**
 * Players in the setup.
 */
players: number, } | { "reason": "does_not_replay", 
/**
 * The game's key.
 */
game: string, 
/**
 * The 1-based action that fails (0: the setup).
 */
at: number, 
/**
 * Why.
 */
fault: ReplayFault, } | { "reason": "refused", 
/**
 * Why.
 */
refusal: Refusal, };


/**
 * The answer to `join`: the grant and the token to present from now on.
 */
export type JoinAnswer = { 
/**
 * The seat token (128 bits), kept by the device for reconnecting.
 */
token: string, } & ({ "role": "host" } | { "role": "seats", 
/**
 * The game.
 */
game: number, 
/**
 * The seats.
 */
seats: Array<number>, 
/**
 * The device's name.
 */
name: string, } | { "role": "bystander" });


/**
 * The answer to `join` when a seat asked for is not open: the host device is asked, and
 * the device hears its answer as a `join_answer` event (`JoinDecision`).
 */
export type JoinAsking = { 
/**
 * The request's number.
 */
asking: number, };


/**
 * The host device's answer to a join request, pushed to the waiting device as
 * `{"event": "join_answer", ...}`.
 */
export type JoinDecision = { 
/**
 * The request's number.
 */
request: number, 
/**
 * Approved: the grant and the token.
 */
joined: JoinAnswer | null, 
/**
 * Declined: why, in words.
 */
declined: string | null, };


/**
 * What `join` answers: the seats at once, or a request waiting for the host device.
 */
export type JoinResult = JoinAnswer | JoinAsking;


/**
 * Everything a seat can do in Khronos. Buildings are named by any square they cover.
 */
export type KhronosAction = { "type": "exchange", 
/**
 * Cards discarded.
 */
discard: Cards, } | { "type": "swap", 
/**
 * Colour given from hand.
 */
give: Kind, 
/**
 * Colour taken from the face-up display.
 */
take: Kind, } | { "type": "travel", 
/**
 * Pawn 0 or 1.
 */
pawn: number, 
/**
 * Destination board.
 */
to: Age, } | { "type": "construct", 
/**
 * Board.
 */
age: Age, 
/**
 * Building type.
 */
building: BuildingType, 
/**
 * Squares covered.
 */
squares: Footprint, 
/**
 * Cards of any colour paid for forest/mountain surcharges (K12).
 */
extra: Cards, } | { "type": "upgrade", 
/**
 * Board.
 */
age: Age, 
/**
 * A square of the building upgraded.
 */
at: Square, 
/**
 * The new type.
 */
building: BuildingType, 
/**
 * All squares of the new building (the old ones plus free ones).
 */
squares: Footprint, 
/**
 * Surcharge cards (K12).
 */
extra: Cards, } | { "type": "demolish", 
/**
 * Board.
 */
age: Age, 
/**
 * The building's square.
 */
at: Square, } | { "type": "populate", 
/**
 * A square of the building.
 */
at: Square, } | { "type": "renovate", 
/**
 * A square of the ruin.
 */
at: Square, 
/**
 * Cards paid now (1, or 2 to renovate a Castle/Abbey at once).
 */
cards: number, } | { "type": "end_turn", 
/**
 * Cards discarded (all of them under the discard-all house rule).
 */
discard: Cards, } | { "type": "choose_downsize", 
/**
 * A square of the chosen building.
 */
at: Square, } | { "type": "place_downsized", 
/**
 * The squares kept.
 */
squares: Footprint, };


/**
 * A domain of one board (buildings connected by their sides), with who collects its
 * earnings (K15): the boards are public, and so is this.
 */
export type KhronosDomain = { 
/**
 * Its squares, row by row.
 */
squares: Array<Square>, 
/**
 * The seats that collect its earnings, lowest first: in the Ages of Might and Faith the
 * controller of its highest Military (Might) or Religious (Faith) building; in the Age
 * of Reason every seat with the most cubes on its Civil buildings. Empty: nobody.
 */
collectors: Array<number>, 
/**
 * What each collector collects from it at earnings.
 */
worth: number, };


/**
 * What happened, for the game log and animations.
 */
export type KhronosEvent = { "event": "exchanged", 
/**
 * Who.
 */
seat: number, 
/**
 * How many cards were discarded.
 */
discarded: Cards, 
/**
 * How many were drawn.
 */
drawn: number, } | { "event": "swapped", 
/**
 * Who.
 */
seat: number, 
/**
 * Given.
 */
give: Kind, 
/**
 * Taken.
 */
take: Kind, } | { "event": "travelled", 
/**
 * Who.
 */
seat: number, 
/**
 * Pawn.
 */
pawn: number, 
/**
 * From.
 */
from: Age, 
/**
 * To.
 */
to: Age, } | { "event": "built", 
/**
 * Who.
 */
seat: number, 
/**
 * Where.
 */
age: Age, 
/**
 * What.
 */
building: BuildingType, 
/**
 * Squares.
 */
squares: Footprint, 
/**
 * Cards paid.
 */
cards: Cards, 
/**
 * Bonus Ecus.
 */
bonus: number, } | { "event": "upgraded", 
/**
 * Who.
 */
seat: number, 
/**
 * Where.
 */
age: Age, 
/**
 * Old type.
 */
from: BuildingType, 
/**
 * New type.
 */
to: BuildingType, 
/**
 * New squares.
 */
squares: Footprint, 
/**
 * Cards paid.
 */
cards: Cards, 
/**
 * Bonus Ecus.
 */
bonus: number, } | { "event": "demolished", 
/**
 * Who.
 */
seat: number, 
/**
 * Where.
 */
age: Age, 
/**
 * What.
 */
building: BuildingType, 
/**
 * Squares.
 */
squares: Footprint, } | { "event": "rippled", 
/**
 * Target board.
 */
age: Age, 
/**
 * Type placed.
 */
building: BuildingType, 
/**
 * Squares.
 */
squares: Footprint, 
/**
 * Placed as an unrenovated ruin.
 */
ruin: boolean, } | { "event": "renovation_lost", 
/**
 * Board (the Age of Reason).
 */
age: Age, 
/**
 * What stood there.
 */
building: BuildingType, 
/**
 * Its squares.
 */
squares: Footprint, 
/**
 * Whether it had been renovated in full (else only its first card was paid).
 */
complete: boolean, 
/**
 * The seat whose cube marked a half-paid renovation.
 */
cube: number | null, } | { "event": "ripple_stopped", 
/**
 * The board it did not reach.
 */
age: Age, 
/**
 * The building that did not ripple.
 */
building: BuildingType, 
/**
 * Why.
 */
reason: StopReason, } | { "event": "paradox", 
/**
 * Board.
 */
age: Age, 
/**
 * What was destroyed.
 */
building: BuildingType, 
/**
 * Its squares.
 */
squares: Footprint, 
/**
 * Seat keeping one cube on a printed Hamlet under it.
 */
kept_cube: number | null, } | { "event": "junction", 
/**
 * Board.
 */
age: Age, 
/**
 * Number of domains joined.
 */
domains: number, } | { "event": "downsized", 
/**
 * Board.
 */
age: Age, 
/**
 * Old type.
 */
from: BuildingType, 
/**
 * New type, or none when removed.
 */
to: BuildingType | null, 
/**
 * Its controller.
 */
controller: number | null, 
/**
 * Remaining squares.
 */
squares: Footprint | null, } | { "event": "shadow_removed", 
/**
 * Board.
 */
age: Age, 
/**
 * What was removed.
 */
building: BuildingType, 
/**
 * Squares.
 */
squares: Footprint, } | { "event": "populated", 
/**
 * Who.
 */
seat: number, 
/**
 * The building.
 */
building: BuildingType, 
/**
 * Its squares.
 */
squares: Footprint, } | { "event": "renovated", 
/**
 * Who.
 */
seat: number, 
/**
 * The ruin.
 */
building: BuildingType, 
/**
 * Its squares.
 */
squares: Footprint, 
/**
 * Whether it is now fully renovated.
 */
complete: boolean, } | { "event": "decision_asked", 
/**
 * Who must decide.
 */
seat: number, } | { "event": "earned", 
/**
 * Who.
 */
seat: number, 
/**
 * Board.
 */
age: Age, 
/**
 * Amount.
 */
ecus: number, } | { "event": "turn_ended", 
/**
 * Whose.
 */
seat: number, 
/**
 * Cards discarded.
 */
discarded: Cards, 
/**
 * Cards drawn.
 */
drawn: number, } | { "event": "game_over", 
/**
 * The winner(s).
 */
winners: Array<number>, };


/**
 * Game options chosen at setup.
 */
export type KhronosOptions = { 
/**
 * The Hold'em variant: three face-up cards that can be swapped for free (K26).
 */
holdem: boolean, 
/**
 * The summary's house rule: all unused cards are discarded at the end of a turn (K10).
 */
discard_all: boolean, };


/**
 * A choice the rules give a player, which must be answered before play goes on (K23).
 */
export type KhronosPending = { "decision": "choose_downsize", 
/**
 * Who chooses: the player who caused the conflict.
 */
chooser: number, 
/**
 * The board.
 */
age: Age, 
/**
 * Buildings that may be chosen.
 */
candidates: Array<number>, } | { "decision": "place_downsized", 
/**
 * Who chooses: the building's controller.
 */
chooser: number, 
/**
 * The board.
 */
age: Age, 
/**
 * The building being downsized.
 */
building: number, 
/**
 * Footprints allowed for the smaller building.
 */
options: Array<Footprint>, };


/**
 * A building named with its squares (a choice offered).
 */
export type KhronosPlaced = { 
/**
 * The building.
 */
building: BuildingType, 
/**
 * Its squares.
 */
squares: Footprint, };


/**
 * A seat as shown to a viewer.
 */
export type KhronosPlayer = { 
/**
 * Name.
 */
name: string, 
/**
 * Ecus.
 */
ecus: number, 
/**
 * Cubes in supply.
 */
cubes: number, 
/**
 * Cards in hand: the viewer's own hand only.
 */
hand: Cards | null, 
/**
 * Number of cards in hand.
 */
hand_count: number, 
/**
 * Boards of the two pawns.
 */
pawns: [Age, Age], };


/**
 * What the saved-games list shows of a Khronos game beside what every game has.
 */
export type KhronosPreview = { 
/**
 * The turn, 1 to 7.
 */
turn: number, 
/**
 * Each seat's Ecus.
 */
ecus: Array<number>, };


/**
 * The terrain of one square.
 */
export type KhronosTerrain = "plain" | "forest" | "mountain" | "river";


/**
 * The game as one seat (or a bystander, `viewer = None`) may see it.
 */
export type KhronosView = { 
/**
 * Who this view is for.
 */
viewer: number | null, 
/**
 * Map rows as text.
 */
map: Array<string>, 
/**
 * Terrain per square, row by row.
 */
terrain: Array<KhronosTerrain>, 
/**
 * Options.
 */
options: KhronosOptions, 
/**
 * Buildings per board, Might, Faith, Reason.
 */
boards: [Array<BuildingView>, Array<BuildingView>, Array<BuildingView>], 
/**
 * Domains per board, Might, Faith, Reason, each from its lowest square.
 */
domains: [Array<KhronosDomain>, Array<KhronosDomain>, Array<KhronosDomain>], 
/**
 * Seats.
 */
players: Array<KhronosPlayer>, 
/**
 * Cards left in the deck.
 */
deck_count: number, 
/**
 * Cards in the discard pile (face down: only the count is public).
 */
discard_count: number, 
/**
 * Face-up cards of the Hold'em variant.
 */
face_up: Cards, 
/**
 * Tiles in stock by type.
 */
stock: Array<[BuildingType, number]>, 
/**
 * Turn 1..7.
 */
turn: number, 
/**
 * First player.
 */
first: number, 
/**
 * Whose turn.
 */
active: number, 
/**
 * Who must act now.
 */
to_act: number | null, 
/**
 * Cards played so far this turn.
 */
cards_played: number, 
/**
 * Whether the exchange step is still open.
 */
exchange_open: boolean, 
/**
 * Pending decision.
 */
pending: KhronosPending | null, 
/**
 * Finished.
 */
finished: boolean, 
/**
 * Ecus of each seat at the end of each turn.
 */
ecus_history: Array<Array<number>>, 
/**
 * What each board (Might, Faith, Reason) would pay each seat if its turn ended now
 * (K15; a seat collects only from the boards where its Adventurers stand). Public: the
 * boards are.
 */
earnings_now: Array<[number, number, number]>, };


/**
 * Why Khronos refuses an action: what the refused action ran into, with the buildings,
 * squares, cards and counts at stake.
 */
export type KhronosWhy = { "why": "game_over" } | { "why": "no_decision" } | { "why": "downsizing_pending" } | { "why": "no_downsizing" } | { "why": "choose_one_of", 
/**
 * The buildings that may be chosen, each with its squares.
 */
choices: Array<KhronosPlaced>, } | { "why": "no_placing" } | { "why": "stay_on_one_of", 
/**
 * The footprints it may keep.
 */
choices: Array<Footprint>, } | { "why": "exchange_too_late" } | { "why": "exchange_cost" } | { "why": "discard_missing", 
/**
 * The cards named.
 */
cards: Cards, 
/**
 * The hand.
 */
hand: Cards, } | { "why": "holdem_only" } | { "why": "swap_too_late" } | { "why": "swap_same_colour" } | { "why": "not_face_up", 
/**
 * The colour asked for.
 */
colour: Kind, } | { "why": "no_card_to_give", 
/**
 * The colour offered.
 */
colour: Kind, } | { "why": "no_such_pawn" } | { "why": "already_there", 
/**
 * Its age.
 */
age: Age, } | { "why": "travel_cost" } | { "why": "discard_all", 
/**
 * The hand, all of which goes.
 */
hand: Cards, } | { "why": "missing_cards", 
/**
 * The cards needed.
 */
cards: Cards, 
/**
 * The hand.
 */
hand: Cards, } | { "why": "no_adventurer_in", 
/**
 * The age with none.
 */
age: Age, } | { "why": "needs_both_adventurers", 
/**
 * Cards in the play.
 */
count: number, } | { "why": "card_limit", 
/**
 * Cards already played this turn.
 */
played: number, } | { "why": "no_building_in_reason" } | { "why": "off_map", 
/**
 * The square.
 */
square: Square, } | { "why": "wrong_size", 
/**
 * The building's value.
 */
size: number, 
/**
 * Squares named.
 */
squares: number, } | { "why": "not_connected", 
/**
 * The squares named.
 */
squares: Footprint, } | { "why": "river", 
/**
 * The building.
 */
building: BuildingType, } | { "why": "no_tile", 
/**
 * The building.
 */
building: BuildingType, } | { "why": "links_domains", 
/**
 * The building.
 */
building: BuildingType, 
/**
 * Domains it would touch.
 */
domains: number, } | { "why": "hierarchy", 
/**
 * The building already there, as high.
 */
building: BuildingType, } | { "why": "surcharge", 
/**
 * Extra cards owed.
 */
owed: number, 
/**
 * Players in the game.
 */
players: number, 
/**
 * Extra cards offered.
 */
offered: number, } | { "why": "too_few_of_colour", 
/**
 * Cards of the colour needed.
 */
needed: number, 
/**
 * The colour.
 */
colour: Kind, 
/**
 * Cards of the colour held.
 */
held: number, } | { "why": "occupied", 
/**
 * The squares named.
 */
squares: Footprint, } | { "why": "no_cube_to_mark" } | { "why": "upgrade_other_kind", 
/**
 * The building upgraded.
 */
building: BuildingType, } | { "why": "upgrade_not_bigger", 
/**
 * The building upgraded.
 */
building: BuildingType, } | { "why": "not_controller", 
/**
 * The building.
 */
building: BuildingType, } | { "why": "upgrade_uncovers", 
/**
 * The old building.
 */
from: BuildingType, 
/**
 * The new one.
 */
to: BuildingType, } | { "why": "upgrade_onto_occupied", 
/**
 * The new building.
 */
building: BuildingType, } | { "why": "no_building", 
/**
 * The square.
 */
square: Square, 
/**
 * The age.
 */
age: Age, } | { "why": "demolish_printed" } | { "why": "demolish_too_big", 
/**
 * The building.
 */
building: BuildingType, } | { "why": "demolish_cost" } | { "why": "demolish_colour", 
/**
 * The building.
 */
building: BuildingType, } | { "why": "populate_not_civil", 
/**
 * The building.
 */
building: BuildingType, } | { "why": "populate_full", 
/**
 * The building.
 */
building: BuildingType, 
/**
 * Cubes it holds at most.
 */
capacity: number, } | { "why": "no_cube_left" } | { "why": "populate_card" } | { "why": "not_a_ruin", 
/**
 * The building.
 */
building: BuildingType, } | { "why": "renovate_payment", 
/**
 * The ruin's building.
 */
building: BuildingType, 
/**
 * Cards it still needs.
 */
needed: number, } | { "why": "no_cube_to_renovate" } | { "why": "renovate_colour", 
/**
 * The ruin's building.
 */
building: BuildingType, };


/**
 * The colour family of a building and of the cards that build it.
 */
export type Kind = "military" | "religious" | "civil";


/**
 * An unfinished game in the lobby.
 */
export type LobbyGame = { 
/**
 * The saved game's id.
 */
id: number, 
/**
 * Its name.
 */
name: string, 
/**
 * Which game ("khronos", "tempus").
 */
game: string, 
/**
 * Its seats.
 */
seats: Array<LobbySeat>, };


/**
 * One seat in the lobby.
 */
export type LobbySeat = { 
/**
 * The seat number.
 */
seat: number, 
/**
 * The player's name.
 */
name: string, 
/**
 * The player's colour.
 */
colour: string, 
/**
 * A person or a bot.
 */
kind: SeatKind, 
/**
 * The name of the device that joined it, if one did.
 */
held_by: string | null, 
/**
 * Whether that device is connected now.
 */
connected: boolean, 
/**
 * Whether another device may take it without asking the host device (an open seat:
 * by default, a person's seat that nobody has played yet).
 */
open: boolean, };


/**
 * One line of the game log: what an action did, as facts that each device puts into its own
 * words and language (docs/protocol.md, "Facts, not sentences").
 */
export type LogLine = { 
/**
 * Action number (0-based).
 */
seq: number, 
/**
 * Who acted.
 */
seat: number, 
/**
 * What happened: the game's events as this viewer may read them (a hand the viewer does
 * not hold is counted, not named).
 */
facts: Array<GameFact>, 
/**
 * The action itself, only when no fact tells what it did (a Tempus *Move people* before
 * any token moves): the device words it as its button.
 */
action: GameAction | null, 
/**
 * The places on the boards it changed, for the screens to highlight.
 */
marks: Array<Mark>, };


/**
 * One highlighted place of one action.
 */
export type Mark = { 
/**
 * Which board: a Khronos age (`might`, `faith`, `reason`), or `map` in Tempus.
 */
board: string, 
/**
 * How it changed.
 */
kind: MarkKind, 
/**
 * The squares or hexes (empty for an Adventurer's arrival, which is the whole board).
 */
at: Array<string>, 
/**
 * Where a move, a fight or a journey came from (a hex, or an age).
 */
from?: string, 
/**
 * Whose piece, when it is one player's.
 */
seat?: number, 
/**
 * What piece it is or was (a Keep, a city of value 2), for the screens to word.
 */
piece?: MarkPiece, };


/**
 * How a place changed.
 */
export type MarkKind = "built" | "changed" | "removed" | "added" | "moved" | "fight" | "arrived";


/**
 * What a marked piece is or was, as facts: each device words it in its own language
 * through its game's words. Each game's marks use their own kinds only.
 */
export type MarkPiece = { "kind": "building", 
/**
 * The building's type.
 */
building: BuildingType, } | { "kind": "ruin", 
/**
 * The type of the building that was ruined.
 */
building: BuildingType, } | { "kind": "tile", 
/**
 * The tile's number.
 */
tile: number, } | { "kind": "babies", 
/**
 * How many babies were born (the number of hexes marked).
 */
count: number, } | { "kind": "tokens", 
/**
 * How many tokens were removed.
 */
count: number, } | { "kind": "city", 
/**
 * The city's value.
 */
value: number, } | { "kind": "atlantis" } | { "kind": "converted_token" };


/**
 * How a token travelled.
 */
export type MoveKind = "land" | "lake" | "sea";


/**
 * A Move action under way (T12).
 */
export type Moving = { 
/**
 * Tokens that may still move.
 */
left: number, 
/**
 * Tokens moved in this action, by the hex they reached (they may not move again).
 */
arrived: Array<[Hex, number]>, };


/**
 * What a name is the name of, for the refusals of names.
 */
export type NamedThing = "game" | "seat" | "colour" | "device";


/**
 * A request to start a game.
 */
export type NewGameRequest = { 
/**
 * Which game.
 */
game: GameKind, 
/**
 * Display name (default: the players' names).
 */
name?: string, 
/**
 * Seats in turn order.
 */
seats: Array<SeatInfo>, 
/**
 * Game options (Khronos: `{"holdem": bool, "discard_all": bool}`; Tempus:
 * `{"atlantis": bool}`).
 */
options?: GameOptions, 
/**
 * The map (Khronos: omitted for the default map, or rows of a text grid; Tempus:
 * `"placed"` (default) or `"random"`, or rows of terrain letters).
 */
map?: string | Array<string>, 
/**
 * Seed of the game's random generator (default: a fresh random one).
 */
seed?: number, 
/**
 * A lesson to start from (its key, e.g. `khronos-01-ages`): the game starts from the
 * lesson's position, with its map, options and seed; `seats` name its players.
 */
lesson?: string, };


/**
 * How a connection to a table in another home travels.
 */
export type PathState = { 
/**
 * Whether a connection to the host is open.
 */
connected: boolean, 
/**
 * Whether it goes through the relay (no direct path found).
 */
relayed: boolean, 
/**
 * Its round-trip time, in milliseconds.
 */
rtt_ms: number | null, };


/**
 * The phase of the game.
 */
export type Phase = "setup" | "actions" | "progress" | "over";


/**
 * What the saved-games list shows of a game: what every game has, and the game's own part
 * (`TableGame::Preview`: Khronos's turn and Ecus, Tempus's eras and points) beside it.
 */
export type PreviewBase = { 
/**
 * The game's key.
 */
game: string, 
/**
 * The players' names in seat order.
 */
players: Array<string>, 
/**
 * Who must act, by name.
 */
to_act: string | null, 
/**
 * Game over.
 */
finished: boolean, 
/**
 * The winners' names once the game is over.
 */
winners: Array<string>, 
/**
 * A small picture of the board, one string per row (each game's picture says what its
 * letters are).
 */
picture?: Array<string>, };


/**
 * A database that could not be used and was moved aside, and what was recovered from it.
 */
export type Recovery = { 
/**
 * Where the damaged file now is.
 */
moved_to: string, 
/**
 * What was wrong with it.
 */
reason: string, 
/**
 * Each game found in it, and how much of it was recovered into the fresh database.
 */
games: Array<SalvageReport>, };


/**
 * A request the table understood and will not carry out, and why.
 */
export type Refusal = { "reason": "game_over" } | { "reason": "hint_not_their_move", 
/**
 * The seat's name.
 */
name: string, } | { "reason": "not_a_bot", 
/**
 * The seat's name.
 */
name: string, } | { "reason": "bot_has_no_move" } | { "reason": "bot_move_stale" } | { "reason": "hint_stale" } | { "reason": "not_damaged" } | { "reason": "damaged", 
/**
 * The first action that is damaged (1-based).
 */
from: number, } | { "reason": "no_such_seat", 
/**
 * The seat asked for (1-based).
 */
seat: number, } | { "reason": "unknown_game", 
/**
 * The key asked for.
 */
key: string, } | { "reason": "game_name_length", 
/**
 * Characters at most.
 */
most: number, } | { "reason": "too_many_seats", 
/**
 * Seats at most.
 */
most: number, } | { "reason": "seat_name_length", 
/**
 * Characters at most.
 */
most: number, } | { "reason": "device_name_length", 
/**
 * Characters at most.
 */
most: number, } | { "reason": "name_character", 
/**
 * What the name is of.
 */
of: NamedThing, 
/**
 * The first such character, as `U+202E`.
 */
code_point: string, } | { "reason": "invisible_name", 
/**
 * What the name is of.
 */
of: NamedThing, } | { "reason": "no_preview" } | { "reason": "cannot_restore", 
/**
 * What the store said (for a developer).
 */
detail: string, } | { "reason": "not_hosting" } | { "reason": "already_hosting" } | { "reason": "slow_down" } | { "reason": "host_full" } | { "reason": "too_long", 
/**
 * KiB at most for a request.
 */
most_kib: number, 
/**
 * KiB at most for an import.
 */
import_kib: number, } | { "reason": "no_seat_picked" } | { "reason": "request_gone" };


/**
 * Why a saved log stops replaying.
 */
export type ReplayFault = { "fault": "setup", 
/**
 * What the game said.
 */
detail: string, } | { "fault": "not_an_action", 
/**
 * What the reader said.
 */
detail: string, } | { "fault": "wrong_seat", 
/**
 * The seat that acted.
 */
seat: number, 
/**
 * The seat that must act, if any.
 */
expected: number | null, } | { "fault": "illegal", 
/**
 * The rule's code.
 */
rule: string, 
/**
 * Its ruling.
 */
ruling: string, 
/**
 * What the action ran into (the game's `Why`).
 */
why: GameWhy, };


/**
 * One request of the protocol: `{"method": "...", "params": {...}}`.
 */
export type Request = { "method": "list_games", "params": Record<symbol, never> } | { "method": "create_game", "params": { request: NewGameRequest, } } | { "method": "view", "params": { game: number, viewer?: number | null, } } | { "method": "legal", "params": { game: number, seat: number, } } | { "method": "check", "params": { game: number, seat: number, action: GameAction, expected_seq?: number, } } | { "method": "preview", "params": { game: number, seat: number, action: GameAction, } } | { "method": "apply", "params": { game: number, seat: number, action: GameAction, expected_seq?: number, } } | { "method": "undo", "params": { game: number, seat: number, } } | { "method": "bot_move", "params": { game: number, } } | { "method": "log", "params": { game: number, viewer?: number | null, } } | { "method": "replay", "params": { game: number, step: number, viewer?: number | null, } } | { "method": "rename", "params": { game: number, name: string, } } | { "method": "set_seat_kind", "params": { game: number, seat: number, kind: SeatKind, level?: BotLevel, } } | { "method": "hint", "params": { game: number, seat: number, } } | { "method": "delete", "params": { game: number, } } | { "method": "export", "params": { game: number, } } | { "method": "import", "params": { text: string, } } | { "method": "recovery", "params": Record<symbol, never> } | { "method": "recovery_seen", "params": Record<symbol, never> } | { "method": "notices", "params": Record<symbol, never> } | { "method": "dismiss_notices", "params": Record<symbol, never> } | { "method": "repair", "params": { game: number, } } | { "method": "backups", "params": Record<symbol, never> } | { "method": "restore_backup", "params": { file: string, } } | { "method": "lessons_done", "params": Record<symbol, never> } | { "method": "lesson_done", "params": { key: string, } };


/**
 * What became of one game of a damaged database.
 */
export type SalvageReport = { 
/**
 * The game's id (a recovered game keeps it).
 */
id: number, 
/**
 * The game's name ("Game 12" when its record could not be read).
 */
name: string, 
/**
 * Actions recovered (they replay legally).
 */
recovered: number, 
/**
 * Actions lost, when the log's length could be read (for a game lost whole: the action
 * rows that could still be read).
 */
lost: number | null, 
/**
 * "whole", "partly" or "lost".
 */
outcome: string, 
/**
 * Why it was not recovered whole.
 */
why: string | null, };


/**
 * What stands in the way of the saved games, as the store found it.
 */
export type SavedGamesProblem = { "problem": "held", 
/**
 * The folder.
 */
dir: string, 
/**
 * Who holds it, as its lock file says (a program and its process).
 */
holder: string, } | { "problem": "read_only", 
/**
 * The folder.
 */
dir: string, } | { "problem": "disk_full", 
/**
 * The folder.
 */
dir: string, } | { "problem": "locked", 
/**
 * The database file.
 */
path: string, } | { "problem": "newer", 
/**
 * The database file.
 */
path: string, 
/**
 * Its schema version.
 */
found: number, 
/**
 * The newest this version knows.
 */
known: number, } | { "problem": "damaged_record", 
/**
 * The game.
 */
game: number, } | { "problem": "no_data_dir" };


/**
 * A seat at the table.
 */
export type SeatInfo = { 
/**
 * Display name.
 */
name: string, 
/**
 * Colour name (the UI adds a letter and a pattern).
 */
colour: string, 
/**
 * Human or bot.
 */
kind: SeatKind, 
/**
 * How strongly the seat plays when a bot holds it.
 */
level?: BotLevel, };


/**
 * Who plays a seat.
 */
export type SeatKind = "human" | "bot";


/**
 * One hex's pieces. A hex holds the tokens of one player, or a city (which holds no token,
 * except the one marking the owner of Atlantis).
 */
export type Spot = { 
/**
 * Owner of the tokens or city here.
 */
owner?: number | null, 
/**
 * People tokens.
 */
tokens?: number, 
/**
 * Value of the city here, 0 for none.
 */
city?: number, 
/**
 * The city is a blue Atlantis tile on a sea hex.
 */
atlantis?: boolean, };


/**
 * A square of the map: column `x` from 0 (letter A) and row `y` from 0 (number 1, top row).
 *
 * Written as a letter and a number, like `D4`.
 */
export type Square = string;


/**
 * Why a ripple did not reach a board (K19).
 */
export type StopReason = "no-tile" | "no-cube" | "dominion" | "hierarchy";


/**
 * One thing the saved games have to tell, kept (in `notices.json`) until it is seen.
 */
export type StoreNotice = { "kind": "writes_lost", 
/**
 * How many acknowledged changes are missing.
 */
lost: number, 
/**
 * The database file.
 */
file: string, 
/**
 * Its write-ahead log's file name.
 */
wal: string, } | { "kind": "record_mended", 
/**
 * The game's name.
 */
name: string, 
/**
 * The game's id.
 */
game: number, 
/**
 * The backup file it came from.
 */
backup: string, } | { "kind": "snapshot_ignored", 
/**
 * The game's name.
 */
name: string, 
/**
 * The action the snapshot was taken after.
 */
after: number, } | { "kind": "said", 
/**
 * Its words (English).
 */
text: string, };


/**
 * Why a table request was refused. Serialises as `{"kind": "...", ...}` for the UI.
 */
export type TableError = { "kind": "not_found", 
/**
 * The id asked for.
 */
id: number, } | { "kind": "not_your_turn", 
/**
 * The seat that asked.
 */
seat: number, 
/**
 * The seat that must act (none when the game is over).
 */
expected: number | null, } | { "kind": "stale", 
/**
 * The position the request was made for.
 */
expected: number, 
/**
 * The current position.
 */
actual: number, } | { "kind": "rule", 
/**
 * The game's key.
 */
game: string, 
/**
 * The rule's stable code.
 */
rule: string, 
/**
 * The ruling in the rules documentation.
 */
ruling: string, 
/**
 * What the action ran into, with its arguments (the game's `Why`).
 */
why: GameWhy, } | { "kind": "undo", 
/**
 * Why.
 */
reason: UndoRefusal, } | { "kind": "refused", 
/**
 * Why.
 */
refusal: Refusal, } | { "kind": "not_allowed", 
/**
 * Why.
 */
denial: Denial, } | { "kind": "bad_request", 
/**
 * What is wrong.
 */
message: string, } | { "kind": "import", 
/**
 * Why.
 */
refusal: ImportRefusal, } | { "kind": "saved_games", 
/**
 * What stands in the way, as a fact the device words.
 */
problem: SavedGamesProblem, } | { "kind": "storage", 
/**
 * What failed.
 */
message: string, };


/**
 * Everything a seat can do in Tempus. Card effects are played with the action they
 * change; answers to pending decisions are ordinary actions.
 */
export type TempusAction = { "type": "place_tile", 
/**
 * The hex under the tile's centre.
 */
at: Hex, 
/**
 * Sixths of a turn clockwise.
 */
rotation: number, } | { "type": "place_token", 
/**
 * The land hex.
 */
at: Hex, } | { "type": "move" } | { "type": "move_token", 
/**
 * From this hex.
 */
from: Hex, 
/**
 * To this hex.
 */
to: Hex, } | { "type": "end_move" } | { "type": "babies", 
/**
 * The hexes.
 */
at: Array<Hex>, } | { "type": "idea" } | { "type": "build_city", 
/**
 * The hex.
 */
at: Hex, 
/**
 * The city tile's value (2, 3 or 4).
 */
value: number, } | { "type": "atlantis", 
/**
 * The sea hex.
 */
at: Hex, 
/**
 * Where the 5 tokens come from.
 */
from: Array<[Hex, number]>, } | { "type": "fight", 
/**
 * The attacking hex (all its tokens fight).
 */
from: Hex, 
/**
 * The attacked hex.
 */
to: Hex, 
/**
 * A Military Leader card from hand: a free attack.
 */
leader: Card | null, } | { "type": "play_medicine", 
/**
 * The card.
 */
card: Card, } | { "type": "play_sanitation", 
/**
 * The card.
 */
card: Card, 
/**
 * The hex.
 */
at: Hex, } | { "type": "play_religion", 
/**
 * The card.
 */
card: Card, 
/**
 * The opponent's hex.
 */
at: Hex, 
/**
 * Your adjacent hex receiving the converted token.
 */
into: Hex, } | { "type": "play_government", 
/**
 * The card.
 */
card: Card, 
/**
 * Two actions, or delay.
 */
choice: GovernmentChoice, } | { "type": "end_turn" } | { "type": "discard", 
/**
 * The cards.
 */
cards: CardList, } | { "type": "declare_terrain", 
/**
 * Grassland, farmland, hills or woods.
 */
terrain: TempusTerrain, } | { "type": "attack_cards", 
/**
 * The cards (possibly none).
 */
cards: CardList, } | { "type": "defend_cards", 
/**
 * The cards (possibly none).
 */
cards: CardList, } | { "type": "reveal" } | { "type": "occupy", 
/**
 * How many (0 allowed).
 */
count: number, } | { "type": "progress_cards", 
/**
 * The cards (possibly none).
 */
cards: CardList, };


/**
 * The effect printed on an Idea card (T5).
 */
export type TempusEffect = "education" | "weapon" | "fortification" | "military-leader" | "religion" | "government" | "sanitation" | "medicine";


/**
 * What happened, for the game log and animations. Events never show hidden cards.
 */
export type TempusEvent = { "event": "tile_placed", 
/**
 * Who.
 */
seat: number, 
/**
 * Tile number.
 */
tile: number, 
/**
 * Centre.
 */
at: Hex, 
/**
 * Rotation.
 */
rotation: number, } | { "event": "tiles_set_aside", 
/**
 * How many.
 */
count: number, } | { "event": "token_placed", 
/**
 * Who.
 */
seat: number, 
/**
 * Where.
 */
at: Hex, } | { "event": "era_started", 
/**
 * The number of this turn (1 for the first era played).
 */
round: number, 
/**
 * The first player.
 */
first: number, 
/**
 * Action tiles taken per seat.
 */
tiles: Array<number>, } | { "event": "turn_started", 
/**
 * Whose.
 */
seat: number, } | { "event": "tile_spent", 
/**
 * Whose.
 */
seat: number, 
/**
 * Tiles left.
 */
left: number, } | { "event": "token_moved", 
/**
 * Whose.
 */
seat: number, 
/**
 * From.
 */
from: Hex, 
/**
 * To.
 */
to: Hex, 
/**
 * How.
 */
by: MoveKind, } | { "event": "babies_born", 
/**
 * Whose.
 */
seat: number, 
/**
 * Where.
 */
at: Array<Hex>, } | { "event": "cards_drawn", 
/**
 * Who.
 */
seat: number, 
/**
 * How many.
 */
count: number, } | { "event": "deck_reshuffled" } | { "event": "discarded", 
/**
 * Who.
 */
seat: number, 
/**
 * Which.
 */
cards: CardList, } | { "event": "card_played", 
/**
 * Who.
 */
seat: number, 
/**
 * Which.
 */
card: Card, } | { "event": "sanitation_ended", 
/**
 * Where.
 */
at: Hex, 
/**
 * How many cards.
 */
count: number, } | { "event": "city_built", 
/**
 * Whose.
 */
seat: number, 
/**
 * Where.
 */
at: Hex, 
/**
 * Its value.
 */
value: number, 
/**
 * Tokens returned to the supply.
 */
tokens: number, } | { "event": "atlantis_built", 
/**
 * Whose.
 */
seat: number, 
/**
 * Where.
 */
at: Hex, } | { "event": "converted", 
/**
 * The converting player.
 */
seat: number, 
/**
 * The player who lost the token.
 */
from_seat: number, 
/**
 * The opponent's hex.
 */
at: Hex, 
/**
 * The hex receiving the new token.
 */
into: Hex, } | { "event": "fight_started", 
/**
 * Attacker.
 */
attacker: number, 
/**
 * Defender.
 */
defender: number, 
/**
 * Attacking hex.
 */
from: Hex, 
/**
 * Attacked hex.
 */
to: Hex, 
/**
 * A free attack by a Military Leader.
 */
leader: boolean, } | { "event": "terrain_declared", 
/**
 * Who.
 */
seat: number, 
/**
 * What.
 */
terrain: TempusTerrain, } | { "event": "attack_cards_played", 
/**
 * Who.
 */
seat: number, 
/**
 * How many.
 */
count: number, } | { "event": "defence_cards_played", 
/**
 * Who.
 */
seat: number, 
/**
 * Which.
 */
cards: CardList, } | { "event": "fight_resolved", 
/**
 * The attacker's cards, now revealed.
 */
attack_cards: CardList, 
/**
 * Attacker's combat points.
 */
attack: number, 
/**
 * Defender's combat points.
 */
defence: number, 
/**
 * Whether the attacker won.
 */
attacker_won: boolean, } | { "event": "tokens_removed", 
/**
 * Whose.
 */
seat: number, 
/**
 * Where.
 */
at: Hex, 
/**
 * How many.
 */
count: number, } | { "event": "city_destroyed", 
/**
 * Whose.
 */
seat: number, 
/**
 * Where.
 */
at: Hex, 
/**
 * Its value.
 */
value: number, } | { "event": "occupied", 
/**
 * Who.
 */
seat: number, 
/**
 * Where.
 */
at: Hex, 
/**
 * How many.
 */
count: number, } | { "event": "turn_ended", 
/**
 * Whose.
 */
seat: number, } | { "event": "caught_up", 
/**
 * The era everyone is now in.
 */
era: number, } | { "event": "progress_played", 
/**
 * Who.
 */
seat: number, 
/**
 * How many.
 */
count: number, } | { "event": "progress_scored", 
/**
 * Cards each seat played.
 */
cards: Array<CardList>, 
/**
 * Progress points per seat.
 */
points: Array<number>, } | { "event": "advanced", 
/**
 * Who.
 */
seats: Array<number>, 
/**
 * The era reached.
 */
era: number, } | { "event": "decision_asked", 
/**
 * Who must decide.
 */
seat: number, } | { "event": "game_over", 
/**
 * The winner(s).
 */
winners: Array<number>, 
/**
 * Victory points per seat.
 */
scores: Array<number>, };


/**
 * Game options chosen at setup.
 */
export type TempusOptions = { 
/**
 * The Atlantis expansion: two blue city tiles built on the sea (T22).
 */
atlantis: boolean, };


/**
 * A choice the rules give a player, which must be answered before play goes on.
 */
export type TempusPending = { "decision": "place_tile", 
/**
 * Who.
 */
seat: number, 
/**
 * The tile drawn.
 */
tile: number, } | { "decision": "place_token", 
/**
 * Who.
 */
seat: number, 
/**
 * Tokens already placed.
 */
placed: number, } | { "decision": "discard", 
/**
 * Who.
 */
seat: number, 
/**
 * How many.
 */
count: number, } | { "decision": "declare_terrain", 
/**
 * The defender.
 */
seat: number, } | { "decision": "attack_cards", 
/**
 * The attacker.
 */
seat: number, } | { "decision": "defend_cards", 
/**
 * The defender.
 */
seat: number, } | { "decision": "reveal", 
/**
 * The attacker.
 */
seat: number, } | { "decision": "occupy", 
/**
 * The attacker.
 */
seat: number, 
/**
 * Most tokens that may move in.
 */
max: number, } | { "decision": "progress_cards", 
/**
 * Who.
 */
seat: number, };


/**
 * A seat as shown to a viewer.
 */
export type TempusPlayer = { 
/**
 * Name.
 */
name: string, 
/**
 * Era (1 to 10) and its name.
 */
era: number, 
/**
 * The era's name.
 */
era_name: string, 
/**
 * Tokens in the supply.
 */
supply: number, 
/**
 * City tiles left, per value 2, 3, 4.
 */
cities: [number, number, number], 
/**
 * The hand: the viewer's own only.
 */
hand: CardList | null, 
/**
 * Cards in hand.
 */
hand_count: number, 
/**
 * Action tiles left this era.
 */
tiles: number, 
/**
 * Victory points if the game ended now.
 */
victory_points: number, 
/**
 * The same, by source.
 */
points: VictoryPoints, };


/**
 * What the saved-games list shows of a Tempus game beside what every game has.
 */
export type TempusPreview = { 
/**
 * Eras played so far.
 */
round: number, 
/**
 * Each seat's era.
 */
eras: Array<number>, 
/**
 * Each seat's victory points.
 */
points: Array<number>, };


/**
 * The terrain of a land hex (and the background of an Idea card).
 */
export type TempusTerrain = "grassland" | "farmland" | "hills" | "woods" | "mountain";


/**
 * What the active player has done in this turn (T8).
 */
export type TempusTurn = { 
/**
 * Action tiles spent this turn.
 */
spent: number, 
/**
 * Action tiles that may be spent this turn (2 after Government, T18).
 */
allowance: number, 
/**
 * Extra babies from Medicine cards for the next Have Babies action (T16).
 */
medicine: number, 
/**
 * A Move action under way.
 */
moving: Moving | null, };


/**
 * The game as one seat (or a bystander, `viewer = None`) may see it.
 */
export type TempusView = { 
/**
 * Who this view is for.
 */
viewer: number | null, 
/**
 * Options.
 */
options: TempusOptions, 
/**
 * The island as rows of text (`.` sea, `~` lake, `g f h w m` land).
 */
island: Array<string>, 
/**
 * Map tiles placed.
 */
placed_tiles: Array<TilePlacement>, 
/**
 * Map tiles still face down: how many.
 */
tiles_left: number, 
/**
 * The tile being placed, when a seat must place one.
 */
drawn_tile: DrawnTile | null, 
/**
 * Pieces on each non-empty hex.
 */
board: Array<[Hex, Spot]>, 
/**
 * Sanitation cards lying on hexes.
 */
sanitation: Array<[Hex, Card]>, 
/**
 * Seats.
 */
players: Array<TempusPlayer>, 
/**
 * Cards left in the deck.
 */
deck_count: number, 
/**
 * The discard pile (face up).
 */
discard: Array<Card>, 
/**
 * Atlantis tiles not yet built.
 */
atlantis_left: number, 
/**
 * Eras played, counting this one.
 */
round: number, 
/**
 * First player.
 */
first: number, 
/**
 * Whose turn.
 */
active: number, 
/**
 * Who must act now.
 */
to_act: number | null, 
/**
 * Phase.
 */
phase: Phase, 
/**
 * The active player's turn so far.
 */
turn: TempusTurn, 
/**
 * Pending decision.
 */
pending: TempusPending | null, 
/**
 * A fight under way.
 */
fight: FightView | null, 
/**
 * While the viewer chooses cards for a fight or for progress: what they are worth.
 */
worth: CardWorth | null, 
/**
 * Progress plays: cards shown to their owner only; others see a count.
 */
plays: Array<number | null>, 
/**
 * The viewer's own progress play.
 */
own_play: CardList | null, 
/**
 * Progress points of the last progress phase.
 */
last_progress: Array<number>, 
/**
 * The era display (T4): name, actions, move tokens x hexes, babies, stack, ships,
 * draw / hand, terrain.
 */
eras: Array<EraView>, 
/**
 * Each seat's era after each progress phase.
 */
era_history: Array<Array<number>>, 
/**
 * Finished.
 */
finished: boolean, };


/**
 * Why Tempus refuses an action: what the refused action ran into, with the hexes, cards and
 * counts at stake.
 */
export type TempusWhy = { "why": "game_over" } | { "why": "no_decision" } | { "why": "no_action_now" } | { "why": "decision_first", 
/**
 * The seat that decides.
 */
seat: number, 
/**
 * The decision, by its name in the protocol.
 */
decision: "place_tile" | "place_token" | "discard" | "declare_terrain" | "attack_cards" | "defend_cards" | "reveal" | "occupy" | "progress_cards", } | { "why": "no_tile_to_place" } | { "why": "tile_off_sea", 
/**
 * Where it would be centred.
 */
at: Hex, } | { "why": "tile_overlaps", 
/**
 * Where it would be centred.
 */
at: Hex, } | { "why": "tile_apart", 
/**
 * Where it would be centred.
 */
at: Hex, } | { "why": "no_token_to_place" } | { "why": "start_placement", 
/**
 * The hex named.
 */
at: Hex, 
/**
 * Starting tokens a hex holds at most.
 */
most: number, } | { "why": "discard_count", 
/**
 * Cards to discard.
 */
count: number, 
/**
 * Cards named.
 */
named: number, } | { "why": "missing_cards", 
/**
 * The cards named.
 */
cards: CardList, 
/**
 * The hand.
 */
hand: CardList, } | { "why": "card_not_in_hand", 
/**
 * The card.
 */
card: Card, } | { "why": "wrong_card", 
/**
 * The card.
 */
card: Card, 
/**
 * The effect asked for.
 */
effect: TempusEffect, } | { "why": "move_in_progress" } | { "why": "no_action_tile" } | { "why": "action_taken" } | { "why": "turn_not_done" } | { "why": "start_move_first" } | { "why": "not_moving" } | { "why": "no_more_moves" } | { "why": "too_many_moved" } | { "why": "no_movable_token", 
/**
 * The hex.
 */
from: Hex, } | { "why": "same_hex" } | { "why": "water", 
/**
 * The hex.
 */
to: Hex, } | { "why": "holds_city", 
/**
 * The hex.
 */
to: Hex, } | { "why": "holds_others", 
/**
 * The hex.
 */
to: Hex, } | { "why": "no_ships", 
/**
 * From.
 */
from: Hex, 
/**
 * To.
 */
to: Hex, } | { "why": "unreachable", 
/**
 * From.
 */
from: Hex, 
/**
 * To.
 */
to: Hex, 
/**
 * Hexes a land move covers in the player's era.
 */
hexes: number, } | { "why": "stack_full", 
/**
 * The hex.
 */
at: Hex, 
/**
 * Tokens it holds.
 */
tokens: number, } | { "why": "no_baby_hex" } | { "why": "too_many_babies", 
/**
 * Babies allowed.
 */
limit: number, } | { "why": "supply_short", 
/**
 * Tokens left.
 */
left: number, } | { "why": "supply_empty" } | { "why": "named_twice", 
/**
 * The hex.
 */
at: Hex, } | { "why": "not_yours", 
/**
 * The hex.
 */
at: Hex, } | { "why": "not_grassland", 
/**
 * The hex.
 */
at: Hex, } | { "why": "mountain", 
/**
 * The hex.
 */
at: Hex, } | { "why": "next_to_city", 
/**
 * The hex.
 */
at: Hex, } | { "why": "city_value", 
/**
 * The value named.
 */
value: number, } | { "why": "no_city_tile", 
/**
 * The value.
 */
value: number, } | { "why": "city_tokens", 
/**
 * The hex.
 */
at: Hex, 
/**
 * The city's value.
 */
value: number, 
/**
 * Tokens on the hex.
 */
tokens: number, } | { "why": "no_atlantis_option" } | { "why": "atlantis_built" } | { "why": "atlantis_ships" } | { "why": "not_open_sea", 
/**
 * The hex.
 */
at: Hex, } | { "why": "not_beside", 
/**
 * Where Atlantis would be.
 */
at: Hex, 
/**
 * The hex named.
 */
from: Hex, } | { "why": "tokens_there", 
/**
 * The hex.
 */
at: Hex, 
/**
 * Tokens on it.
 */
tokens: number, 
/**
 * Tokens named.
 */
named: number, } | { "why": "atlantis_tokens", 
/**
 * Tokens it takes.
 */
needed: number, 
/**
 * Tokens named.
 */
named: number, } | { "why": "nothing_to_convert", 
/**
 * The hex.
 */
at: Hex, } | { "why": "not_adjacent", 
/**
 * One hex.
 */
from: Hex, 
/**
 * The other.
 */
to: Hex, } | { "why": "government_too_late" } | { "why": "already_two_actions" } | { "why": "two_tiles_needed" } | { "why": "atlantis_safe" } | { "why": "no_target", 
/**
 * The hex.
 */
to: Hex, } | { "why": "protected", 
/**
 * The defending seat.
 */
seat: number, 
/**
 * Hexes it occupies.
 */
hexes: number, 
/**
 * Hexes at or under which a player is protected.
 */
most: number, } | { "why": "no_fight" } | { "why": "city_terrain" } | { "why": "nothing_to_occupy" } | { "why": "occupy_too_many", 
/**
 * Tokens that may move in.
 */
most: number, 
/**
 * The hex.
 */
to: Hex, };


/**
 * One map tile placed on the sea: its number (1 to 12), its centre and a rotation (0 to 5,
 * each a sixth of a turn clockwise; ring terrain `i` lands in direction `i + rotation`).
 */
export type TilePlacement = { 
/**
 * Tile number, 1 to 12 (T3).
 */
tile: number, 
/**
 * The hex under the tile's centre.
 */
at: Hex, 
/**
 * Sixths of a turn clockwise, 0 to 5.
 */
rotation: number, };


/**
 * Why an action cannot be taken back.
 */
export type UndoRefusal = "nothing_played" | "another_players" | "cards_seen" | "turn_passed";


/**
 * One seat's victory points by source.
 */
export type VictoryPoints = { 
/**
 * From non-mountain land hexes holding the seat's tokens.
 */
hexes: number, 
/**
 * From cities (their values; Atlantis counts 5).
 */
cities: number, 
/**
 * For reaching Flight.
 */
flight: number, 
/**
 * The sum.
 */
total: number, };


/**
 * A join request waiting for the host device.
 */
export type WaitingJoin = { 
/**
 * The request's number.
 */
request: number, 
/**
 * The game.
 */
game: number, 
/**
 * The game's name.
 */
game_name: string, 
/**
 * The seats asked for.
 */
seats: Array<number>, 
/**
 * The asking device's name, as it gave it.
 */
device: string, 
/**
 * The asking device's network address (its /64 network for IPv6), so that the host
 * device can tell two devices of one name apart.
 */
address: string, 
/**
 * How long it has waited, in seconds.
 */
waited_s: number, };

/** Every hosted game by key, with its view, action, options, saved-games preview, log fact, refusal and action-group types. */
export type Games = {
  khronos: { view: KhronosView; action: KhronosAction; options: KhronosOptions; preview: KhronosPreview; fact: Told<KhronosEvent>; why: KhronosWhy; group: "exchange" | "swap" | "travel" | "construct" | "upgrade" | "demolish" | "populate" | "renovate" | "end_turn" | "choose_downsize" | "place_downsized" };
  tempus: { view: TempusView; action: TempusAction; options: TempusOptions; preview: TempusPreview; fact: Told<TempusEvent>; why: TempusWhy; group: "place_tile" | "place_token" | "move" | "move_token" | "end_move" | "babies" | "idea" | "build_city" | "atlantis" | "fight" | "leader_fight" | "medicine" | "sanitation" | "religion" | "government" | "end_turn" | "discard" | "declare_terrain" | "attack_cards" | "defend_cards" | "reveal" | "occupy" | "progress_cards" };
};

/** A game's key. */
export type GameKey = keyof Games;

/** A game as one viewer sees it, for a game of kind `K`. */
export type GameViewOf<K extends GameKey> = GameViewBase & { game: K; state: Games[K]["view"] };

/** A game as one viewer sees it: a union on `game`. */
export type GameView = { [K in GameKey]: GameViewOf<K> }[GameKey];

/** An action of any game. */
export type GameAction = Games[GameKey]["action"];

/** Options of any game, each one optional. */
export type GameOptions = { [K in GameKey]: Partial<Games[K]["options"]> }[GameKey] | null;

/** One legal action of a game of kind `K` (each device words its button). */
export type LegalActionOf<K extends GameKey> = { action: Games[K]["action"] };

/** A game's event as a log line tells it to one viewer: the cards of a hand the viewer does
 * not hold are a count (`discarded` is a number) instead of named. */
export type Told<E> = E extends { discarded: infer C } ? Omit<E, "discarded"> & { discarded: C | number } : E;

/** A fact of a game of kind `K`'s log. */
export type FactOf<K extends GameKey> = Games[K]["fact"];

/** Why a game of kind `K` refuses an action. */
export type WhyOf<K extends GameKey> = Games[K]["why"];

/** Why any game refuses an action. */
export type GameWhy = Games[GameKey]["why"];

/** A fact of any game's log. */
export type GameFact = Games[GameKey]["fact"];

/** Legal actions of one type (the action's group). */
export type LegalGroupOf<K extends GameKey> = { group: Games[K]["group"]; actions: Array<LegalActionOf<K>> };

/** What the saved-games list shows of a game of kind `K`: what every game has and its own part. */
export type PreviewOf<K extends GameKey> = PreviewBase & { game: K } & Games[K]["preview"];

/** What the saved-games list shows of a game: a union on `game`. */
export type Preview = { [K in GameKey]: PreviewOf<K> }[GameKey];

/** Legal actions of one type, of any game. */
export type LegalGroup = { [K in GameKey]: LegalGroupOf<K> }[GameKey];

/** The answer to an action played or taken back in a game of kind `K`: what the seat's
 * screen shows next (its view, its legal actions, the log lines from `log_from` on, which
 * replace those the screen holds and tell what happened). */
export type ApplyOutcomeOf<K extends GameKey> = {
  view: GameViewOf<K>;
  legal: Array<LegalGroupOf<K>>;
  log_from: number;
  log: Array<LogLine>;
};

/** The answer to an action played or taken back, in any game. */
export type ApplyOutcome = { [K in GameKey]: ApplyOutcomeOf<K> }[GameKey];

/** How many players each game seats, as its rules declare (`Game::PLAYER_RANGE`): a new game has `min` to `max` seats. */
export const GAME_PLAYERS: { readonly [K in GameKey]: { readonly min: number; readonly max: number } } = {
  khronos: { min: 2, max: 5 },
  tempus: { min: 2, max: 5 },
};

/** The answer to each method of the protocol, as declared beside its request in Rust. */
export type Answers = {
  list_games: Array<GameSummary>;
  create_game: GameSummary;
  view: GameView;
  legal: Array<LegalGroup>;
  check: null;
  preview: ActionPreview;
  apply: ApplyOutcome;
  undo: ApplyOutcome;
  bot_move: ApplyOutcome;
  log: Array<LogLine>;
  replay: GameView;
  rename: null;
  set_seat_kind: GameSummary;
  hint: Hint;
  delete: null;
  export: string;
  import: GameSummary;
  recovery: Recovery | null;
  recovery_seen: null;
  notices: Array<StoreNotice>;
  dismiss_notices: null;
  repair: GameView;
  backups: Array<BackupInfo>;
  restore_backup: Array<number>;
  lessons_done: Array<string>;
  lesson_done: null;
  hello: GrantInfo;
  join: JoinResult;
  lobby: Array<LobbyGame>;
  free_seat: { freed: boolean };
  hosting: HostingStatus | null;
  host_start: HostingStatus;
  host_stop: null;
  discover: Array<DiscoveredHost>;
  share_elsewhere: ElsewhereStatus;
  stop_elsewhere: null;
  join_elsewhere: ElsewhereJoin;
  elsewhere_path: PathState | null;
  open_seats: null;
  join_requests: Array<WaitingJoin>;
  answer_join: { delivered: boolean };
  bot_pace: BotPace;
};

/** The methods whose last answer a device keeps, so that the host answers with a patch from it. */
export const CACHED_METHODS: ReadonlySet<string> = new Set<keyof Answers>(['list_games', 'view', 'legal', 'log', 'lobby']);
