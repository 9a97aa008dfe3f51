//! The places one Khronos action changed: the squares of a building placed, its ripples
//! into later ages, what a paradox destroyed, an Adventurer's journey.

use crate::marks::{Mark, MarkKind};
use epochs_engine::khronos::{Age, Event as KhronosEvent};

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
