//! The places one Tempus action changed: a map tile, a token's move, babies, a city, a
//! fight's hexes.

use crate::marks::{Mark, MarkKind};
use epochs_engine::tempus::{Event as TempusEvent, Hex, Island, TilePlacement};

/// The one board of Tempus.
const MAP: &str = "map";

fn hex(h: Hex) -> String {
    h.to_string()
}

/// The places one Tempus action changed.
pub(crate) fn tempus_marks(events: &[TempusEvent]) -> Vec<Mark> {
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
