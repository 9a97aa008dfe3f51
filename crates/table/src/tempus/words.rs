//! Tempus in words: the game log and the labels of legal actions. Nothing here reveals
//! another seat's cards.

use epochs_engine::tempus::{
    table, Action, Card, CardList, Effect, Event, GovernmentChoice, MoveKind, Terrain,
};

/// An effect's name as printed on the card.
pub fn effect_title(e: Effect) -> &'static str {
    match e {
        Effect::Education => "Education",
        Effect::Weapon => "Weapon",
        Effect::Fortification => "Fortification",
        Effect::MilitaryLeader => "Military Leader",
        Effect::Religion => "Religion",
        Effect::Government => "Government",
        Effect::Sanitation => "Sanitation",
        Effect::Medicine => "Medicine",
    }
}

fn card(c: Card) -> String {
    format!("{} ({})", effect_title(c.effect), c.terrain.name())
}

fn cards(list: &CardList) -> String {
    if list.is_empty() {
        return "no cards".to_string();
    }
    list.groups()
        .iter()
        .map(|&(c, n)| {
            if n == 1 {
                card(c)
            } else {
                format!("{n} x {}", card(c))
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn count(n: u8, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

fn era_name(era: u8) -> &'static str {
    table::era_row(era).name
}

fn terrain(t: Terrain) -> &'static str {
    t.name()
}

/// One event in words, or `None` for bookkeeping events. Tempus events carry no hidden card
/// (draws and face-down plays are counted, discards are face up), so every viewer reads the
/// same words.
pub fn describe(event: &Event, names: &[String]) -> Option<String> {
    let name = |s: u8| crate::words::seat_name(names, s);
    let line = match event {
        Event::TilePlaced { seat, tile, at, .. } => {
            format!("{} placed map tile {tile} centred on {at}", name(*seat))
        }
        Event::TilesSetAside { count: n } => {
            format!(
                "{} fit nowhere and were set aside",
                count(*n, "tile", "tiles")
            )
        }
        Event::TokenPlaced { seat, at } => {
            format!("{} placed a starting token on {at}", name(*seat))
        }
        Event::EraStarted { round, first, .. } => {
            format!("Era turn {round} began; {} plays first", name(*first))
        }
        Event::TurnStarted { .. } | Event::TileSpent { .. } | Event::DecisionAsked { .. } => {
            return None
        }
        Event::TokenMoved { seat, from, to, by } => {
            let how = match by {
                MoveKind::Land => "",
                MoveKind::Lake => " across the lake",
                MoveKind::Sea => " by sea",
            };
            format!("{} moved a token from {from} to {to}{how}", name(*seat))
        }
        Event::BabiesBorn { seat, at } => {
            let hexes: Vec<String> = at.iter().map(|h| h.to_string()).collect();
            format!(
                "{} had {} on {}",
                name(*seat),
                count(at.len() as u8, "baby", "babies"),
                hexes.join(", ")
            )
        }
        Event::CardsDrawn { seat, count: n } => {
            format!(
                "{} drew {}",
                name(*seat),
                count(*n, "Idea card", "Idea cards")
            )
        }
        Event::DeckReshuffled => "the discard pile was shuffled into a new deck".to_string(),
        Event::Discarded { seat, cards: c } => {
            format!("{} discarded {}", name(*seat), cards(c))
        }
        Event::CardPlayed { seat, card: c } => format!("{} played {}", name(*seat), card(*c)),
        Event::SanitationEnded { at, count: n } => format!(
            "{} on {at} ended as its tokens left",
            count(*n, "Sanitation card", "Sanitation cards")
        ),
        Event::CityBuilt {
            seat,
            at,
            value,
            tokens,
        } => format!(
            "{} built a city of value {value} on {at}, returning {} to the supply",
            name(*seat),
            count(*tokens, "token", "tokens")
        ),
        Event::AtlantisBuilt { seat, at } => format!("{} built Atlantis on {at}", name(*seat)),
        Event::Converted {
            seat,
            from_seat,
            at,
            into,
        } => format!(
            "{} converted a token of {} on {at}; it joined {into}",
            name(*seat),
            name(*from_seat)
        ),
        Event::FightStarted {
            attacker,
            defender,
            from,
            to,
            leader,
        } => format!(
            "{} attacked {} on {to} from {from}{}",
            name(*attacker),
            name(*defender),
            if *leader { " (Military Leader)" } else { "" }
        ),
        Event::TerrainDeclared { seat, terrain: t } => {
            format!("{} declared the city {}", name(*seat), terrain(*t))
        }
        Event::AttackCardsPlayed { seat, count: n } => format!(
            "{} played {} face down",
            name(*seat),
            count(*n, "card", "cards")
        ),
        Event::DefenceCardsPlayed { seat, cards: c } => {
            format!("{} defended with {}", name(*seat), cards(c))
        }
        Event::FightResolved {
            attack_cards,
            attack,
            defence,
            attacker_won,
        } => format!(
            "the attacker revealed {}: {attack} against {defence}, the {} won",
            cards(attack_cards),
            if *attacker_won {
                "attacker"
            } else {
                "defender"
            }
        ),
        Event::TokensRemoved { seat, at, count: n } => format!(
            "{} lost {} on {at}",
            name(*seat),
            count(*n, "token", "tokens")
        ),
        Event::CityDestroyed { seat, at, value } => {
            format!(
                "the city of {} on {at} (value {value}) was destroyed",
                name(*seat)
            )
        }
        Event::Occupied { seat, at, count: n } => format!(
            "{} moved {} into {at}",
            name(*seat),
            count(*n, "token", "tokens")
        ),
        Event::TurnEnded { seat } => format!("{} ended the turn", name(*seat)),
        Event::CaughtUp { era } => format!("everyone behind caught up to {}", era_name(*era)),
        Event::ProgressPlayed { seat, count: n } => format!(
            "{} played {} face down for progress",
            name(*seat),
            count(*n, "card", "cards")
        ),
        Event::ProgressScored { cards: c, points } => {
            let parts: Vec<String> = points
                .iter()
                .enumerate()
                .map(|(s, p)| {
                    let shown = c.get(s).map(cards).unwrap_or_default();
                    format!("{} {p} ({shown})", name(s as u8))
                })
                .collect();
            format!("progress points: {}", parts.join("; "))
        }
        Event::Advanced { seats, era } => {
            let who: Vec<String> = seats.iter().map(|&s| name(s)).collect();
            format!("{} advanced to {}", who.join(" and "), era_name(*era))
        }
        Event::GameOver { winners, scores } => {
            let w: Vec<String> = winners.iter().map(|&s| name(s)).collect();
            let s: Vec<String> = scores
                .iter()
                .enumerate()
                .map(|(i, v)| format!("{} {v}", name(i as u8)))
                .collect();
            if w.len() == 1 {
                format!("the game is over: {} wins ({})", w[0], s.join(", "))
            } else {
                format!(
                    "the game is over: shared victory for {} ({})",
                    w.join(" and "),
                    s.join(", ")
                )
            }
        }
    };
    Some(line)
}

/// The events of one action as one sentence.
pub fn sentence(events: &[Event], names: &[String]) -> String {
    crate::words::capitalised(events.iter().filter_map(|e| describe(e, names)).collect())
}

/// A short label for a legal action, for buttons and lists (the acting seat's own words, so
/// its own cards may be named).
pub fn label(action: &Action) -> String {
    match action {
        Action::PlaceTile { at, rotation } => {
            format!("Place the tile centred on {at}, turned {rotation} sixths")
        }
        Action::PlaceToken { at } => format!("Place a starting token on {at}"),
        Action::Move => "Move people".to_string(),
        Action::MoveToken { from, to } => format!("Move a token from {from} to {to}"),
        Action::EndMove => "Finish moving".to_string(),
        Action::Babies { at } => {
            let hexes: Vec<String> = at.iter().map(|h| h.to_string()).collect();
            format!("Have babies on {}", hexes.join(", "))
        }
        Action::Idea => "Have an idea (draw cards)".to_string(),
        Action::BuildCity { at, value } => format!("Build a city of value {value} on {at}"),
        Action::Atlantis { at, .. } => format!("Build Atlantis on {at}"),
        Action::Fight { from, to, leader } => match leader {
            Some(_) => format!("Attack {to} from {from} with a Military Leader"),
            None => format!("Attack {to} from {from}"),
        },
        Action::PlayMedicine { card: c } => format!("Play {}: one more baby", card(*c)),
        Action::PlaySanitation { card: c, at } => {
            format!("Play {} on {at}: one more token may stack there", card(*c))
        }
        Action::PlayReligion { card: c, at, into } => {
            format!("Play {}: convert the token on {at} into {into}", card(*c))
        }
        Action::PlayGovernment { card: c, choice } => match choice {
            GovernmentChoice::Double => format!("Play {}: two actions this turn", card(*c)),
            GovernmentChoice::Delay => format!("Play {}: pass and keep the action", card(*c)),
        },
        Action::EndTurn => "End the turn".to_string(),
        Action::Discard { cards: c } => format!("Discard {}", cards(c)),
        Action::DeclareTerrain { terrain: t } => format!("The city counts as {}", terrain(*t)),
        Action::AttackCards { cards: c } => format!("Attack face down with {}", cards(c)),
        Action::DefendCards { cards: c } => format!("Defend with {}", cards(c)),
        Action::Reveal => "Reveal the attack cards".to_string(),
        Action::Occupy { count: n } => format!("Move {} in", count(*n, "token", "tokens")),
        Action::ProgressCards { cards: c } => format!("Play {} for progress", cards(c)),
    }
}
