//! What one action changed on the boards, for the screens to highlight: the squares of a
//! building placed, its ripples into later ages, what a paradox destroyed, a token's move, a
//! fight's hexes. Made from the engine's events, so they are public (nothing in a hand).

use epochs_engine::khronos::{Age, Event as KhronosEvent};
use epochs_engine::tempus::{Event as TempusEvent, Hex, Island, TilePlacement};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// How a place changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum MarkKind {
    /// Something new stands there: a building, a ripple's copy, a map tile, a city.
    Built,
    /// What stands there changed: an upgrade, a downsizing, a renovation.
    Changed,
    /// Something was removed: a paradox, a demolition, tokens lost in a fight.
    Removed,
    /// A piece was added: a population cube, a token, babies.
    Added,
    /// A token moved here from `from`.
    Moved,
    /// A fight: the attacked hex, attacked from `from`.
    Fight,
    /// An Adventurer arrived on this board from the board `from`.
    Arrived,
}

/// One highlighted place of one action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Mark {
    /// Which board: a Khronos age (`might`, `faith`, `reason`), or `map` in Tempus.
    pub board: String,
    /// How it changed.
    pub kind: MarkKind,
    /// The squares or hexes (empty for an Adventurer's arrival, which is the whole board).
    pub at: Vec<String>,
    /// Where a move, a fight or a journey came from (a hex, or an age).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub from: Option<String>,
    /// Whose piece, when it is one player's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub seat: Option<u8>,
    /// What it is or was, in words ("Keep", "city of value 2").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub what: Option<String>,
}

impl Mark {
    fn new(board: &str, kind: MarkKind, at: Vec<String>) -> Mark {
        Mark {
            board: board.to_string(),
            kind,
            at,
            from: None,
            seat: None,
            what: None,
        }
    }

    fn came_from(mut self, from: impl ToString) -> Mark {
        self.from = Some(from.to_string());
        self
    }

    fn seat(mut self, seat: Option<u8>) -> Mark {
        self.seat = seat;
        self
    }

    fn what(mut self, what: impl ToString) -> Mark {
        self.what = Some(what.to_string());
        self
    }
}

/// The key a board is known by on the screens.
fn age_key(age: Age) -> &'static str {
    match age {
        Age::Might => "might",
        Age::Faith => "faith",
        Age::Reason => "reason",
    }
}

fn squares(fp: &epochs_engine::khronos::Footprint) -> Vec<String> {
    fp.squares().iter().map(|s| s.to_string()).collect()
}

/// The places one Khronos action changed.
pub fn khronos_marks(events: &[KhronosEvent]) -> Vec<Mark> {
    use KhronosEvent as E;
    let mut out = Vec::new();
    for e in events {
        let mark = match e {
            E::Built {
                seat,
                age,
                building,
                squares: fp,
                ..
            } => Mark::new(age_key(*age), MarkKind::Built, squares(fp))
                .seat(Some(*seat))
                .what(building.title()),
            E::Upgraded {
                seat,
                age,
                to,
                squares: fp,
                ..
            } => Mark::new(age_key(*age), MarkKind::Changed, squares(fp))
                .seat(Some(*seat))
                .what(to.title()),
            E::Rippled {
                age,
                building,
                squares: fp,
                ruin,
            } => {
                let what = if *ruin {
                    format!("ruin of a {}", building.title())
                } else {
                    building.title().to_string()
                };
                Mark::new(age_key(*age), MarkKind::Built, squares(fp)).what(what)
            }
            E::Demolished {
                seat,
                age,
                building,
                squares: fp,
            } => Mark::new(age_key(*age), MarkKind::Removed, squares(fp))
                .seat(Some(*seat))
                .what(building.title()),
            E::Paradox {
                age,
                building,
                squares: fp,
                ..
            }
            | E::ShadowRemoved {
                age,
                building,
                squares: fp,
            } => Mark::new(age_key(*age), MarkKind::Removed, squares(fp)).what(building.title()),
            E::Downsized {
                age,
                from,
                to,
                controller,
                squares: fp,
            } => match (to, fp) {
                (Some(to), Some(fp)) => Mark::new(age_key(*age), MarkKind::Changed, squares(fp))
                    .seat(*controller)
                    .what(to.title()),
                _ => {
                    // Removed outright: its squares are gone with it; nothing to point at.
                    Mark::new(age_key(*age), MarkKind::Removed, Vec::new())
                        .seat(*controller)
                        .what(from.title())
                }
            },
            // Populating and renovating happen in the Age of Reason only (K24, K25).
            E::Populated {
                seat, squares: fp, ..
            } => Mark::new(age_key(Age::Reason), MarkKind::Added, squares(fp)).seat(Some(*seat)),
            E::Renovated {
                seat,
                building,
                squares: fp,
                ..
            } => Mark::new(age_key(Age::Reason), MarkKind::Changed, squares(fp))
                .seat(Some(*seat))
                .what(building.title()),
            E::Travelled { seat, from, to, .. } => {
                Mark::new(age_key(*to), MarkKind::Arrived, Vec::new())
                    .came_from(age_key(*from))
                    .seat(Some(*seat))
            }
            _ => continue,
        };
        if !mark.at.is_empty() || mark.kind == MarkKind::Arrived {
            out.push(mark);
        }
    }
    out
}

/// The one board of Tempus.
const MAP: &str = "map";

fn hex(h: Hex) -> String {
    h.to_string()
}

/// The places one Tempus action changed.
pub fn tempus_marks(events: &[TempusEvent]) -> Vec<Mark> {
    use TempusEvent as E;
    let mut out = Vec::new();
    for e in events {
        let mark = match e {
            E::TilePlaced {
                seat,
                tile,
                at,
                rotation,
            } => {
                let placement = TilePlacement {
                    tile: *tile,
                    at: *at,
                    rotation: *rotation,
                };
                let Some(hexes) = Island::tile_hexes(placement) else {
                    continue;
                };
                Mark::new(
                    MAP,
                    MarkKind::Built,
                    hexes.iter().map(|(h, _)| hex(*h)).collect(),
                )
                .seat(Some(*seat))
                .what(format!("tile {tile}"))
            }
            E::TokenPlaced { seat, at } => {
                Mark::new(MAP, MarkKind::Added, vec![hex(*at)]).seat(Some(*seat))
            }
            E::TokenMoved { seat, from, to, .. } => Mark::new(MAP, MarkKind::Moved, vec![hex(*to)])
                .came_from(hex(*from))
                .seat(Some(*seat)),
            E::BabiesBorn { seat, at } => {
                Mark::new(MAP, MarkKind::Added, at.iter().map(|h| hex(*h)).collect())
                    .seat(Some(*seat))
                    .what("babies")
            }
            E::CityBuilt {
                seat, at, value, ..
            } => Mark::new(MAP, MarkKind::Built, vec![hex(*at)])
                .seat(Some(*seat))
                .what(format!("city of value {value}")),
            E::AtlantisBuilt { seat, at } => Mark::new(MAP, MarkKind::Built, vec![hex(*at)])
                .seat(Some(*seat))
                .what("Atlantis"),
            E::Converted {
                seat,
                from_seat,
                at,
                into,
            } => {
                out.push(
                    Mark::new(MAP, MarkKind::Removed, vec![hex(*at)])
                        .seat(Some(*from_seat))
                        .what("a converted token"),
                );
                Mark::new(MAP, MarkKind::Added, vec![hex(*into)]).seat(Some(*seat))
            }
            E::FightStarted {
                attacker, from, to, ..
            } => Mark::new(MAP, MarkKind::Fight, vec![hex(*to)])
                .came_from(hex(*from))
                .seat(Some(*attacker)),
            E::TokensRemoved { seat, at, count } => {
                Mark::new(MAP, MarkKind::Removed, vec![hex(*at)])
                    .seat(Some(*seat))
                    .what(if *count == 1 {
                        "1 token".to_string()
                    } else {
                        format!("{count} tokens")
                    })
            }
            E::CityDestroyed { seat, at, value } => {
                Mark::new(MAP, MarkKind::Removed, vec![hex(*at)])
                    .seat(Some(*seat))
                    .what(format!("city of value {value}"))
            }
            E::Occupied { seat, at, .. } => {
                Mark::new(MAP, MarkKind::Added, vec![hex(*at)]).seat(Some(*seat))
            }
            _ => continue,
        };
        out.push(mark);
    }
    out
}
