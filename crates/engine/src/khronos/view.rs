//! What one seat may see (its own hand, never another's, never the deck order).

use super::board::{Building, BuildingId, MAX_SEATS};
use super::earnings::{domain_pays, DomainPay};
use super::map::Terrain;
use super::state::{Options, Pending, State};
use super::types::{Age, BuildingType, Cards, Footprint, Seat, Square};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A building as shown to players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct BuildingView {
    /// Identity.
    pub id: BuildingId,
    /// Type.
    pub building: BuildingType,
    /// Squares.
    pub squares: Footprint,
    /// Controller, if any.
    pub controller: Option<Seat>,
    /// Printed on the board.
    pub printed: bool,
    /// An unrenovated ruin.
    pub ruin: bool,
    /// Cube marking a half-paid renovation.
    pub renovation: Option<Seat>,
    /// Population cubes per seat.
    pub cubes: Vec<u8>,
    /// A time shadow of a building in the previous age.
    pub shadow: bool,
}

/// A domain of one board (buildings connected by their sides), with who collects its
/// earnings (K15): the boards are public, and so is this.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "KhronosDomain")]
pub struct DomainView {
    /// Its squares, row by row.
    pub squares: Vec<Square>,
    /// The seats that collect its earnings, lowest first: in the Ages of Might and Faith the
    /// controller of its highest Military (Might) or Religious (Faith) building; in the Age
    /// of Reason every seat with the most cubes on its Civil buildings. Empty: nobody.
    pub collectors: Vec<Seat>,
    /// What each collector collects from it at earnings.
    pub worth: u32,
}

/// A seat as shown to a viewer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "KhronosPlayer")]
pub struct PlayerView {
    /// Name.
    pub name: String,
    /// Ecus.
    pub ecus: u32,
    /// Cubes in supply.
    pub cubes: u8,
    /// Cards in hand: the viewer's own hand only.
    pub hand: Option<Cards>,
    /// Number of cards in hand.
    pub hand_count: u8,
    /// Boards of the two pawns.
    pub pawns: [Age; 2],
}

/// The game as one seat (or a bystander, `viewer = None`) may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct KhronosView {
    /// Who this view is for.
    pub viewer: Option<Seat>,
    /// Map rows as text.
    pub map: Vec<String>,
    /// Terrain per square, row by row.
    pub terrain: Vec<Terrain>,
    /// Options.
    pub options: Options,
    /// Buildings per board, Might, Faith, Reason.
    pub boards: [Vec<BuildingView>; 3],
    /// Domains per board, Might, Faith, Reason, each from its lowest square.
    pub domains: [Vec<DomainView>; 3],
    /// Seats.
    pub players: Vec<PlayerView>,
    /// Cards left in the deck.
    pub deck_count: usize,
    /// Cards in the discard pile (face down: only the count is public).
    pub discard_count: u8,
    /// Face-up cards of the Hold'em variant.
    pub face_up: Cards,
    /// Tiles in stock by type.
    pub stock: Vec<(BuildingType, u8)>,
    /// Turn 1..7.
    pub turn: u8,
    /// First player.
    pub first: Seat,
    /// Whose turn.
    pub active: Seat,
    /// Who must act now.
    pub to_act: Option<Seat>,
    /// Cards played so far this turn.
    pub cards_played: u8,
    /// Whether the exchange step is still open.
    pub exchange_open: bool,
    /// Pending decision.
    pub pending: Option<Pending>,
    /// Finished.
    pub finished: bool,
    /// Ecus of each seat at the end of each turn.
    pub ecus_history: Vec<Vec<u32>>,
    /// What each board (Might, Faith, Reason) would pay each seat if its turn ended now
    /// (K15; a seat collects only from the boards where its Adventurers stand). Public: the
    /// boards are.
    pub earnings_now: Vec<[u32; 3]>,
}

fn building_view(state: &State, b: &Building) -> BuildingView {
    BuildingView {
        id: b.id,
        building: b.btype,
        squares: state.map.footprint(b.mask),
        controller: b.controller,
        printed: b.printed,
        ruin: b.ruin,
        renovation: b.renovation,
        cubes: b.cubes[..state.seats().min(MAX_SEATS)].to_vec(),
        shadow: b.shadow_of.is_some(),
    }
}

fn domain_view(state: &State, pay: &DomainPay) -> DomainView {
    DomainView {
        squares: state.map.squares(pay.mask).collect(),
        collectors: pay.collector_seats().collect(),
        worth: pay.worth,
    }
}

/// The view of `state` for `viewer`.
pub fn view(state: &State, viewer: Option<Seat>) -> KhronosView {
    let map = &state.map;
    let pays = Age::ALL.map(|age| domain_pays(state, age));
    let terrain = (0..map.height())
        .flat_map(|y| (0..map.width()).map(move |x| (x, y)))
        .map(|(x, y)| map.terrain(Square::new(x, y)))
        .collect();
    KhronosView {
        viewer,
        map: map.text().lines().map(str::to_string).collect(),
        terrain,
        options: state.options.clone(),
        boards: Age::ALL.map(|a| {
            state
                .board(a)
                .buildings
                .iter()
                .map(|b| building_view(state, b))
                .collect()
        }),
        domains: pays
            .each_ref()
            .map(|p| p.iter().map(|d| domain_view(state, d)).collect()),
        players: state
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| PlayerView {
                name: p.name.clone(),
                ecus: p.ecus,
                cubes: p.cubes,
                hand: (viewer == Some(i as Seat)).then_some(p.hand),
                hand_count: p.hand.total(),
                pawns: p.pawns,
            })
            .collect(),
        deck_count: state.deck.len(),
        discard_count: state.discard.total(),
        face_up: state.face_up,
        stock: BuildingType::all()
            .map(|t| (t, state.stock[t.index()]))
            .collect(),
        turn: state.turn,
        first: state.first,
        active: state.active,
        to_act: state.to_act(),
        cards_played: state.turn_state.cards_played(),
        exchange_open: state.turn_state.exchange_open,
        pending: state.pending.clone(),
        finished: state.finished,
        ecus_history: state.ecus_history.clone(),
        earnings_now: (0..state.seats() as Seat)
            .map(|seat| {
                pays.each_ref().map(|p| {
                    p.iter()
                        .filter(|d| d.collected_by(seat))
                        .map(|d| d.worth)
                        .sum()
                })
            })
            .collect(),
    }
}
