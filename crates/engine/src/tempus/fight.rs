//! Fights (T7, T20): the attack, the defender's terrain for a city, the attacker's
//! face-down cards, the defender's face-up cards, the reveal, the outcome and occupation.

use super::action::Event;
use super::cards::CardList;
use super::error::{refuse, Rule, RuleError, Why};
use super::hex::Hex;
use super::state::{Fight, Pending, State};
use super::table;
use super::turn::{can_spend, check_card, lift_tokens, play_card, remove_tokens, spend};
use super::types::{Card, Effect, Seat, Terrain};

/// Checks an attack from `from` to `to`; returns the defender.
pub fn check_fight(
    state: &State,
    from: Hex,
    to: Hex,
    leader: Option<Card>,
) -> Result<Seat, RuleError> {
    match leader {
        // A free attack, also between the tokens of a Move (Epochs T19).
        Some(card) => check_card(state, card, Effect::MilitaryLeader)?,
        None => can_spend(state)?,
    }
    let seat = state.active;
    let b = &state.board;
    if !b.token_hexes(seat).contains(from) {
        return refuse(Rule::NoToken, Why::NotYours { at: from });
    }
    if !from.is_adjacent(to) {
        return refuse(Rule::NotAdjacent, Why::NotAdjacent { from, to });
    }
    let spot = b.spot(to);
    let defender = match spot.owner {
        Some(o) if o != seat && !spot.atlantis && (spot.city > 0 || spot.tokens > 0) => o,
        Some(_) if spot.atlantis => return refuse(Rule::NoTarget, Why::AtlantisSafe),
        _ => return refuse(Rule::NoTarget, Why::NoTarget { to }),
    };
    // Cities do not count, Atlantis's marker neither (T29); checked at each attack.
    let hexes = b.token_hexes(defender).len();
    if hexes <= table::PROTECTED_HEXES {
        return refuse(
            Rule::Protected,
            Why::Protected {
                seat: defender,
                hexes: hexes as u8,
                most: table::PROTECTED_HEXES as u8,
            },
        );
    }
    Ok(defender)
}

/// Starts a fight.
pub fn start(
    state: &mut State,
    from: Hex,
    to: Hex,
    leader: Option<Card>,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let defender = check_fight(state, from, to, leader)?;
    let attacker = state.active;
    match leader {
        Some(card) => play_card(state, card, events),
        None => spend(state, events),
    }
    let city = state.board.spot(to).city;
    state.fight = Some(Fight {
        attacker,
        defender,
        from,
        to,
        city,
        terrain: if city > 0 {
            None
        } else {
            state.island.terrain(to)
        },
        attack: None,
        defence: None,
        leader: leader.is_some(),
    });
    events.push(Event::FightStarted {
        attacker,
        defender,
        from,
        to,
        leader: leader.is_some(),
    });
    let next = if city > 0 {
        Pending::DeclareTerrain { seat: defender }
    } else {
        Pending::AttackCards { seat: attacker }
    };
    state.pending = Some(next);
    events.push(Event::DecisionAsked { seat: next.seat() });
    Ok(())
}

fn fight(state: &State) -> Result<Fight, RuleError> {
    state
        .fight
        .ok_or_else(|| RuleError::new(Rule::InvalidChoice, Why::NoFight))
}

/// The defender declares the attacked city's terrain.
pub fn declare_terrain(
    state: &mut State,
    terrain: Terrain,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let f = fight(state)?;
    if !table::CITY_TERRAINS.contains(&terrain) {
        return refuse(Rule::Terrain, Why::CityTerrain);
    }
    state.fight = Some(Fight {
        terrain: Some(terrain),
        ..f
    });
    events.push(Event::TerrainDeclared {
        seat: f.defender,
        terrain,
    });
    state.pending = Some(Pending::AttackCards { seat: f.attacker });
    events.push(Event::DecisionAsked { seat: f.attacker });
    Ok(())
}

fn take_from_hand(state: &mut State, seat: Seat, cards: &CardList) -> Result<(), RuleError> {
    let hand = state.player(seat).hand;
    if !hand.contains_all(cards) {
        return refuse(
            Rule::CardsNotInHand,
            Why::MissingCards {
                cards: *cards,
                hand,
            },
        );
    }
    state.players[seat as usize].hand = hand.minus(cards);
    Ok(())
}

/// The attacker's face-down cards.
pub fn attack_cards(
    state: &mut State,
    cards: &CardList,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let f = fight(state)?;
    take_from_hand(state, f.attacker, cards)?;
    state.fight = Some(Fight {
        attack: Some(*cards),
        ..f
    });
    events.push(Event::AttackCardsPlayed {
        seat: f.attacker,
        count: cards.len() as u8,
    });
    state.pending = Some(Pending::DefendCards { seat: f.defender });
    events.push(Event::DecisionAsked { seat: f.defender });
    Ok(())
}

/// The defender's face-up cards.
pub fn defend_cards(
    state: &mut State,
    cards: &CardList,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let f = fight(state)?;
    take_from_hand(state, f.defender, cards)?;
    state.fight = Some(Fight {
        defence: Some(*cards),
        ..f
    });
    events.push(Event::DefenceCardsPlayed {
        seat: f.defender,
        cards: *cards,
    });
    state.pending = Some(Pending::Reveal { seat: f.attacker });
    events.push(Event::DecisionAsked { seat: f.attacker });
    Ok(())
}

/// Combat points of one card (T13: effect or background, whichever gives more).
pub fn card_combat(card: Card, defending: bool, terrain: Option<Terrain>) -> u32 {
    let by_effect = match card.effect {
        Effect::Weapon => table::WEAPON_COMBAT,
        Effect::Fortification if defending => table::FORTIFICATION_COMBAT,
        _ => 0,
    };
    let by_terrain = if Some(card.terrain) == terrain {
        table::TERRAIN_MATCH
    } else {
        0
    };
    by_effect.max(by_terrain)
}

/// Combat points of both sides: (attacker, defender).
pub fn combat_points(state: &State, f: &Fight) -> (u32, u32) {
    let sum = |l: Option<CardList>, defending: bool| -> u32 {
        l.unwrap_or_default()
            .cards()
            .iter()
            .map(|&c| card_combat(c, defending, f.terrain))
            .sum()
    };
    let attack = state.board.tokens(f.from) as u32 * table::TOKEN_COMBAT + sum(f.attack, false);
    let base = if f.city > 0 {
        f.city as u32
    } else {
        state.board.tokens(f.to) as u32 * table::TOKEN_COMBAT
    };
    (attack, base + sum(f.defence, true))
}

/// The attacker reveals; the higher total wins, the defender wins ties.
pub fn reveal(state: &mut State, events: &mut Vec<Event>) -> Result<(), RuleError> {
    let f = fight(state)?;
    let (attack, defence) = combat_points(state, &f);
    let won = attack > defence;
    for l in [f.attack, f.defence].iter().flatten() {
        state.discard.extend_from_slice(l.cards());
    }
    events.push(Event::FightResolved {
        attack_cards: f.attack.unwrap_or_default(),
        attack,
        defence,
        attacker_won: won,
    });
    state.fight = Some(Fight {
        attack: None,
        defence: None,
        ..f
    });
    if !won {
        remove_tokens(state, f.from, table::ATTACK_LOSS, events);
        if let Some(m) = state.turn.moving.as_mut() {
            m.leave(f.from, table::ATTACK_LOSS);
        }
        events.push(Event::TokensRemoved {
            seat: f.attacker,
            at: f.from,
            count: table::ATTACK_LOSS,
        });
        return finish(state);
    }
    if f.city > 0 {
        let value = state.board.remove_city(f.to);
        if let Some(i) = super::turn::city_index(value) {
            state.players[f.defender as usize].cities[i] += 1;
        }
        events.push(Event::CityDestroyed {
            seat: f.defender,
            at: f.to,
            value,
        });
    } else {
        let n = state.board.tokens(f.to);
        remove_tokens(state, f.to, n, events);
        events.push(Event::TokensRemoved {
            seat: f.defender,
            at: f.to,
            count: n,
        });
    }
    let max = state
        .board
        .tokens(f.from)
        .min(state.player(f.attacker).row().stack);
    if max == 0 {
        return finish(state);
    }
    state.pending = Some(Pending::Occupy {
        seat: f.attacker,
        max,
    });
    events.push(Event::DecisionAsked { seat: f.attacker });
    Ok(())
}

/// The winning attacker moves `count` tokens into the conquered hex.
pub fn occupy(state: &mut State, count: u8, events: &mut Vec<Event>) -> Result<(), RuleError> {
    let f = fight(state)?;
    let Some(Pending::Occupy { max, .. }) = state.pending else {
        return refuse(Rule::InvalidChoice, Why::NothingToOccupy);
    };
    if count > max {
        return refuse(
            Rule::Occupy,
            Why::OccupyTooMany {
                most: max,
                to: f.to,
            },
        );
    }
    if count > 0 {
        lift_tokens(state, f.from, count, events);
        state.board.add_tokens(f.to, f.attacker, count);
        if let Some(m) = state.turn.moving.as_mut() {
            let moved = m.leave(f.from, count);
            m.arrive(f.to, moved);
        }
        events.push(Event::Occupied {
            seat: f.attacker,
            at: f.to,
            count,
        });
    }
    finish(state)
}

fn finish(state: &mut State) -> Result<(), RuleError> {
    state.fight = None;
    state.pending = None;
    Ok(())
}
