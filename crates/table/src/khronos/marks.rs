//! The places one Khronos action changed: the squares of a building placed, its ripples
//! into later ages, what a paradox destroyed, an Adventurer's journey.

use crate::marks::{Mark, MarkKind, MarkPiece};
use epochs_engine::khronos::{Age, BuildingType, Event as KhronosEvent};

/// The key a board is known by on the screens.
fn age_key(age: Age) -> &'static str {
    match age {
        Age::Might => "might",
        Age::Faith => "faith",
        Age::Reason => "reason",
    }
}

fn built(building: BuildingType) -> MarkPiece {
    MarkPiece::Building { building }
}

fn squares(fp: &epochs_engine::khronos::Footprint) -> Vec<String> {
    fp.squares().iter().map(|s| s.to_string()).collect()
}

/// The places one Khronos action changed.
pub(crate) fn khronos_marks(events: &[KhronosEvent]) -> Vec<Mark> {
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
                .piece(built(*building)),
            E::Upgraded {
                seat,
                age,
                to,
                squares: fp,
                ..
            } => Mark::new(age_key(*age), MarkKind::Changed, squares(fp))
                .seat(Some(*seat))
                .piece(built(*to)),
            E::Rippled {
                age,
                building,
                squares: fp,
                ruin,
            } => {
                let building = *building;
                let piece = if *ruin {
                    MarkPiece::Ruin { building }
                } else {
                    MarkPiece::Building { building }
                };
                Mark::new(age_key(*age), MarkKind::Built, squares(fp)).piece(piece)
            }
            E::Demolished {
                seat,
                age,
                building,
                squares: fp,
            } => Mark::new(age_key(*age), MarkKind::Removed, squares(fp))
                .seat(Some(*seat))
                .piece(built(*building)),
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
            } => Mark::new(age_key(*age), MarkKind::Removed, squares(fp)).piece(built(*building)),
            E::Downsized {
                age,
                from,
                to,
                controller,
                squares: fp,
            } => match (to, fp) {
                (Some(to), Some(fp)) => Mark::new(age_key(*age), MarkKind::Changed, squares(fp))
                    .seat(*controller)
                    .piece(built(*to)),
                _ => {
                    // Removed outright: its squares are gone with it; nothing to point at.
                    Mark::new(age_key(*age), MarkKind::Removed, Vec::new())
                        .seat(*controller)
                        .piece(built(*from))
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
                .piece(built(*building)),
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

#[cfg(test)]
mod tests {
    use super::*;
    use epochs_engine::khronos::{Cards, Footprint, Square};

    fn fp(squares: &[&str]) -> Footprint {
        let squares: Vec<Square> = squares.iter().map(|s| s.parse().unwrap()).collect();
        Footprint::new(&squares).unwrap()
    }

    fn of(name: &str) -> BuildingType {
        name.parse().unwrap()
    }

    #[test]
    fn a_build_its_ripples_and_a_paradox_carry_their_pieces() {
        let keep = of("keep");
        let events = [
            KhronosEvent::Built {
                seat: 0,
                age: Age::Might,
                building: keep,
                squares: fp(&["A1", "B1"]),
                cards: Cards::default(),
                bonus: 1,
            },
            KhronosEvent::Paradox {
                age: Age::Faith,
                building: of("chapel"),
                squares: fp(&["A1"]),
                kept_cube: None,
            },
            KhronosEvent::Rippled {
                age: Age::Faith,
                building: keep,
                squares: fp(&["A1", "B1"]),
                ruin: false,
            },
            KhronosEvent::Rippled {
                age: Age::Reason,
                building: of("abbey"),
                squares: fp(&["C1", "C2", "C3"]),
                ruin: true,
            },
        ];
        let marks = khronos_marks(&events);
        let pieces: Vec<(&str, MarkKind, Option<MarkPiece>)> = marks
            .iter()
            .map(|m| (m.board.as_str(), m.kind, m.piece))
            .collect();
        assert_eq!(
            pieces,
            [
                ("might", MarkKind::Built, Some(built(keep))),
                ("faith", MarkKind::Removed, Some(built(of("chapel")))),
                ("faith", MarkKind::Built, Some(built(keep))),
                (
                    "reason",
                    MarkKind::Built,
                    Some(MarkPiece::Ruin {
                        building: of("abbey")
                    })
                ),
            ]
        );
        // On the wire: a tagged fact, the building type by its key; no words.
        let m = &marks[3];
        assert_eq!(
            serde_json::to_value(m).unwrap()["piece"],
            serde_json::json!({ "kind": "ruin", "building": "abbey" })
        );
    }
}
