//! The places one Tempus action changed: a map tile, a token's move, babies, a city, a
//! fight's hexes.

use crate::marks::{Mark, MarkKind, MarkPiece};
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
                .piece(MarkPiece::Tile { tile: *tile })
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
                    .piece(MarkPiece::Babies {
                        count: u8::try_from(at.len()).unwrap_or(u8::MAX),
                    })
            }
            E::CityBuilt {
                seat, at, value, ..
            } => Mark::new(MAP, MarkKind::Built, vec![hex(*at)])
                .seat(Some(*seat))
                .piece(MarkPiece::City { value: *value }),
            E::AtlantisBuilt { seat, at } => Mark::new(MAP, MarkKind::Built, vec![hex(*at)])
                .seat(Some(*seat))
                .piece(MarkPiece::Atlantis),
            E::Converted {
                seat,
                from_seat,
                at,
                into,
            } => {
                out.push(
                    Mark::new(MAP, MarkKind::Removed, vec![hex(*at)])
                        .seat(Some(*from_seat))
                        .piece(MarkPiece::ConvertedToken),
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
                    .piece(MarkPiece::Tokens { count: *count })
            }
            E::CityDestroyed { seat, at, value } => {
                Mark::new(MAP, MarkKind::Removed, vec![hex(*at)])
                    .seat(Some(*seat))
                    .piece(MarkPiece::City { value: *value })
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

#[cfg(test)]
mod tests {
    use super::*;

    fn h(name: &str) -> Hex {
        name.parse().unwrap()
    }

    #[test]
    fn babies_a_fight_a_city_and_a_conversion_carry_their_pieces() {
        let events = [
            TempusEvent::BabiesBorn {
                seat: 1,
                at: vec![h("D4"), h("D5")],
            },
            TempusEvent::TokensRemoved {
                seat: 2,
                at: h("D4"),
                count: 3,
            },
            TempusEvent::CityDestroyed {
                seat: 2,
                at: h("D5"),
                value: 2,
            },
            TempusEvent::AtlantisBuilt {
                seat: 0,
                at: h("E5"),
            },
            TempusEvent::Converted {
                seat: 0,
                from_seat: 1,
                at: h("E4"),
                into: h("E5"),
            },
        ];
        let pieces: Vec<(MarkKind, Option<u8>, Option<MarkPiece>)> = tempus_marks(&events)
            .iter()
            .map(|m| (m.kind, m.seat, m.piece))
            .collect();
        assert_eq!(
            pieces,
            [
                (
                    MarkKind::Added,
                    Some(1),
                    Some(MarkPiece::Babies { count: 2 })
                ),
                (
                    MarkKind::Removed,
                    Some(2),
                    Some(MarkPiece::Tokens { count: 3 })
                ),
                (
                    MarkKind::Removed,
                    Some(2),
                    Some(MarkPiece::City { value: 2 })
                ),
                (MarkKind::Built, Some(0), Some(MarkPiece::Atlantis)),
                (MarkKind::Removed, Some(1), Some(MarkPiece::ConvertedToken)),
                (MarkKind::Added, Some(0), None),
            ]
        );
        let m = &tempus_marks(&events)[2];
        assert_eq!(
            serde_json::to_value(m).unwrap()["piece"],
            serde_json::json!({ "kind": "city", "value": 2 })
        );
    }
}
