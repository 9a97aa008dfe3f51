//! Khronos in words: the game log and the labels of legal actions. Nothing here reveals
//! another seat's cards.

use epochs_engine::khronos::{Action, Age, BuildingType, Cards, Event, Kind, StopReason};

fn age_name(age: Age) -> &'static str {
    age.name()
}

fn with_article(t: BuildingType) -> String {
    let name = t.title();
    let article = if name.starts_with('A') { "an" } else { "a" };
    format!("{article} {name}")
}

fn colour(k: Kind) -> &'static str {
    match k {
        Kind::Military => "Military",
        Kind::Religious => "Religious",
        Kind::Civil => "Civil",
    }
}

fn cards_for(cards: Cards, shown: bool) -> String {
    let n = cards.total();
    if shown {
        cards.to_string()
    } else if n == 1 {
        "1 card".to_string()
    } else {
        format!("{n} cards")
    }
}

fn bonus(ecus: u32) -> String {
    match ecus {
        0 => String::new(),
        1 => " and collected 1 Ecu".to_string(),
        n => format!(" and collected {n} Ecus"),
    }
}

/// One event in words; `viewer` decides whether card colours of a hidden hand are shown.
pub fn describe(event: &Event, names: &[String], viewer: Option<u8>) -> Option<String> {
    let name = |s: u8| crate::words::seat_name(names, s);
    let line = match event {
        Event::Exchanged {
            seat,
            discarded,
            drawn,
        } => format!(
            "{} paid 2 Ecus to exchange {} and drew {drawn}",
            name(*seat),
            cards_for(*discarded, viewer == Some(*seat))
        ),
        Event::Swapped { seat, give, take } => format!(
            "{} swapped a {} card for the face-up {} card",
            name(*seat),
            colour(*give),
            colour(*take)
        ),
        Event::Travelled { seat, from, to, .. } => format!(
            "{} travelled from {} to {} (1 Ecu)",
            name(*seat),
            age_name(*from),
            age_name(*to)
        ),
        Event::Built {
            seat,
            age,
            building,
            squares,
            cards,
            bonus: b,
        } => format!(
            "{} built {} on {squares} in {} with {}{}",
            name(*seat),
            with_article(*building),
            age_name(*age),
            cards_for(*cards, true),
            bonus(*b)
        ),
        Event::Upgraded {
            seat,
            age,
            from,
            to,
            squares,
            cards,
            bonus: b,
        } => format!(
            "{} upgraded {} to {} on {squares} in {} with {}{}",
            name(*seat),
            with_article(*from),
            with_article(*to),
            age_name(*age),
            cards_for(*cards, true),
            bonus(*b)
        ),
        Event::Demolished {
            seat,
            age,
            building,
            squares,
        } => format!(
            "{} demolished {} on {squares} in {} (1 Ecu and 1 card)",
            name(*seat),
            with_article(*building),
            age_name(*age)
        ),
        Event::Rippled {
            age,
            building,
            squares,
            ruin,
        } => {
            if *ruin {
                format!("its ruin appears in {} on {squares}", age_name(*age))
            } else {
                format!(
                    "it rippled to {} as {} on {squares}",
                    age_name(*age),
                    with_article(*building)
                )
            }
        }
        Event::RippleStopped {
            age,
            building,
            reason,
        } => {
            let why = match reason {
                StopReason::NoTile => "no tile is left in stock",
                StopReason::NoCube => "its controller has no cube left",
                StopReason::Dominion => "it would link domains there",
                StopReason::Hierarchy => "it would tie the highest building there",
            };
            format!(
                "the {} did not ripple to {}: {why}",
                building.title(),
                age_name(*age)
            )
        }
        Event::Paradox {
            age,
            building,
            squares,
            kept_cube,
        } => {
            let mut s = format!(
                "temporal paradox: {} on {squares} in {} was destroyed",
                with_article(*building),
                age_name(*age)
            );
            if let Some(k) = kept_cube {
                s.push_str(&format!(
                    " ({} keeps a cube on the printed Hamlet)",
                    name(*k)
                ));
            }
            s
        }
        Event::Junction { age, domains } => {
            format!("{domains} domains were joined in {}", age_name(*age))
        }
        Event::Downsized {
            age,
            from,
            to,
            controller,
            squares,
        } => {
            let owner = controller
                .map(|c| format!("{}'s ", name(c)))
                .unwrap_or_default();
            match (to, squares) {
                (Some(t), Some(sq)) => format!(
                    "{owner}{} in {} was downsized to {} on {sq}",
                    from.title(),
                    age_name(*age),
                    with_article(*t)
                ),
                _ => format!(
                    "{owner}{} in {} was downsized and removed",
                    from.title(),
                    age_name(*age)
                ),
            }
        }
        Event::ShadowRemoved {
            age,
            building,
            squares,
        } => format!(
            "its time shadow, {} on {squares} in {}, disappeared",
            with_article(*building),
            age_name(*age)
        ),
        Event::Populated {
            seat,
            building,
            squares,
        } => format!(
            "{} put a cube on the {} on {squares} in the Age of Reason",
            name(*seat),
            building.title()
        ),
        Event::Renovated {
            seat,
            building,
            squares,
            complete,
        } => {
            if *complete {
                format!(
                    "{} renovated the {} on {squares} in the Age of Reason",
                    name(*seat),
                    building.title()
                )
            } else {
                format!(
                    "{} paid the first card to renovate the {} ruin on {squares}",
                    name(*seat),
                    building.title()
                )
            }
        }
        Event::DecisionAsked { seat } => format!("{} must decide", name(*seat)),
        Event::Earned { seat, age, ecus } => {
            format!("{} earned {ecus} Ecus in {}", name(*seat), age_name(*age))
        }
        Event::TurnEnded {
            seat,
            discarded,
            drawn,
        } => {
            let shown = viewer == Some(*seat);
            if discarded.total() == 0 {
                format!("{} ended the turn and drew {drawn}", name(*seat))
            } else {
                format!(
                    "{} ended the turn, discarding {}, and drew {drawn}",
                    name(*seat),
                    cards_for(*discarded, shown)
                )
            }
        }
        Event::GameOver { winners } => {
            let w: Vec<String> = winners.iter().map(|&s| name(s)).collect();
            if w.len() == 1 {
                format!("The game is over: {} wins", w[0])
            } else {
                format!("The game is over: shared victory for {}", w.join(" and "))
            }
        }
    };
    Some(line)
}

/// The events of one action as one sentence (first letter capitalised).
pub fn sentence(events: &[Event], names: &[String], viewer: Option<u8>) -> String {
    crate::words::capitalised(
        events
            .iter()
            .filter_map(|e| describe(e, names, viewer))
            .collect(),
    )
}

/// A short label for a legal action, for buttons and lists.
pub fn label(action: &Action) -> String {
    match action {
        Action::Exchange { discard } => format!("Exchange {} (2 Ecus)", cards_for(*discard, true)),
        Action::Swap { give, take } => {
            format!(
                "Swap a {} card for the face-up {}",
                colour(*give),
                colour(*take)
            )
        }
        Action::Travel { pawn, to } => format!("Adventurer {} to {} (1 Ecu)", pawn + 1, to.name()),
        Action::Construct {
            age,
            building,
            squares,
            extra,
        } => {
            let mut s = format!(
                "Build {} on {squares} in {}",
                with_article(*building),
                age.name()
            );
            if extra.total() > 0 {
                s.push_str(&format!(" (+{extra})"));
            }
            s
        }
        Action::Upgrade {
            age,
            building,
            squares,
            extra,
            ..
        } => {
            let mut s = format!(
                "Upgrade to {} on {squares} in {}",
                with_article(*building),
                age.name()
            );
            if extra.total() > 0 {
                s.push_str(&format!(" (+{extra})"));
            }
            s
        }
        Action::Demolish { age, at } => format!("Demolish the building at {at} in {}", age.name()),
        Action::Populate { at } => format!("Put a cube on the building at {at}"),
        Action::Renovate { at, cards } => format!("Renovate the ruin at {at} with {cards} card(s)"),
        Action::EndTurn { discard } => {
            if discard.total() == 0 {
                "End the turn, keeping all cards".to_string()
            } else {
                format!("End the turn, discarding {discard}")
            }
        }
        Action::ChooseDownsize { at } => format!("Downsize the building at {at}"),
        Action::PlaceDownsized { squares } => format!("Keep the smaller building on {squares}"),
    }
}
