//! Conservation and legality checks that hold after every action (used by the simulator,
//! property tests, scenarios and hand-made positions).

use super::state::{full_deck, Pending, Phase, State};
use super::table;
use super::types::Terrain;

/// Every broken invariant, in words; empty when the state is sound.
pub fn check(state: &State) -> Vec<String> {
    let mut out = Vec::new();
    let n = state.seats();
    let b = &state.board;
    let mut tokens = vec![0u32; n];
    let mut cities = vec![[0u8; 3]; n];
    let mut atlantis = 0u8;
    for (h, s) in b.spots() {
        let Some(o) = s.owner.filter(|&o| (o as usize) < n) else {
            out.push(format!("{h} holds pieces of no seat at the table"));
            continue;
        };
        tokens[o as usize] += s.tokens as u32;
        let land = state.island.terrain(h);
        if s.city > 0 {
            for x in h.neighbours().iter() {
                if b.is_city(x) {
                    out.push(format!("cities on {h} and {x} are adjacent"));
                }
            }
            if s.atlantis {
                atlantis += 1;
                if !state.island.sea.contains(h) {
                    out.push(format!("Atlantis on {h} is not on the open sea"));
                }
                if s.tokens != table::ATLANTIS_KEPT {
                    out.push(format!("Atlantis on {h} holds {} tokens", s.tokens));
                }
            } else {
                match super::turn::city_index(s.city) {
                    Some(i) => cities[o as usize][i] += 1,
                    None => out.push(format!("the city on {h} has value {}", s.city)),
                }
                if land.is_none() || land == Some(Terrain::Mountain) {
                    out.push(format!(
                        "a city stands on {h}, which is not grassland, farmland, hills or woods"
                    ));
                }
                if s.tokens > 0 {
                    out.push(format!("the city on {h} holds tokens"));
                }
            }
        } else {
            if s.tokens == 0 {
                out.push(format!("{h} has an owner but no pieces"));
            }
            if land.is_none() {
                out.push(format!("tokens stand on water at {h}"));
            }
            let limit = state.stack_limit(o, h);
            if s.tokens > limit {
                out.push(format!(
                    "{h} holds {} tokens, over its limit {limit}",
                    s.tokens
                ));
            }
        }
    }
    for &(h, _) in b.sanitation_cards() {
        if b.tokens(h) == 0 || b.is_city(h) {
            out.push(format!("a Sanitation card lies on {h} with no tokens"));
        }
    }
    for (i, p) in state.players.iter().enumerate() {
        if tokens[i] + p.supply as u32 != table::TOKENS_PER_PLAYER as u32 {
            out.push(format!(
                "seat {i}: {} tokens on the map + {} in supply != {}",
                tokens[i],
                p.supply,
                table::TOKENS_PER_PLAYER
            ));
        }
        for (k, (&placed, &unused)) in cities[i].iter().zip(&p.cities).enumerate() {
            if placed + unused != table::CITY_TILES[k] {
                out.push(format!(
                    "seat {i}: city tiles of value {} on the map + unused != {}",
                    table::CITY_VALUES[k],
                    table::CITY_TILES[k]
                ));
            }
        }
        if !(table::FIRST_ERA..=table::FLIGHT).contains(&p.era) {
            out.push(format!("seat {i} is in era {}", p.era));
        }
        if p.tiles > table::ACTION_TILES {
            out.push(format!("seat {i} holds {} action tiles", p.tiles));
        }
        let limit = p.row().hand as usize;
        let discarding = matches!(state.pending, Some(Pending::Discard { seat, .. }) if seat as usize == i)
            || state.discard_queue.contains(&(i as u8));
        if p.hand.len() > limit && !discarding {
            out.push(format!(
                "seat {i} holds {} cards over the hand limit {limit}",
                p.hand.len()
            ));
        }
    }
    if state.options.atlantis && atlantis + state.atlantis_left != table::ATLANTIS_TILES {
        out.push("Atlantis tiles on the map + unused != 2".into());
    }
    if !state.options.atlantis && atlantis + state.atlantis_left != 0 {
        out.push("Atlantis without the option".into());
    }
    let eras: Vec<u8> = state.players.iter().map(|p| p.era).collect();
    if let (Some(lo), Some(hi)) = (eras.iter().min(), eras.iter().max()) {
        if hi - lo > 1 {
            out.push(format!("era cubes spread from {lo} to {hi}"));
        }
    }
    let mut cards = state.all_cards();
    let mut deck = full_deck();
    cards.sort();
    deck.sort();
    if cards != deck {
        out.push(format!(
            "{} cards in play differ from the 54-card deck",
            cards.len()
        ));
    }
    let mut tiles: Vec<u8> = state.placed_tiles.iter().map(|t| t.tile).collect();
    tiles.extend_from_slice(&state.tile_stack);
    tiles.sort();
    if tiles.windows(2).any(|w| w[0] == w[1])
        || tiles
            .iter()
            .any(|&t| t == 0 || t as usize > table::TILES.len())
    {
        out.push(format!(
            "map tiles placed and face down are not distinct tiles 1-12: {tiles:?}"
        ));
    }
    if let Some(Pending::PlaceTile { tile, .. }) = state.pending {
        if state.tile_stack.last() != Some(&tile) {
            out.push(format!(
                "tile {tile} is being placed but is not on top of the stack"
            ));
        }
    }
    if state.finished != (state.phase == Phase::Over) {
        out.push("finished and the phase disagree".into());
    }
    if state.fight.is_some() != state_has_fight_decision(state) {
        out.push("a fight is recorded without a fight decision (or the reverse)".into());
    }
    out
}

fn state_has_fight_decision(state: &State) -> bool {
    matches!(
        state.pending,
        Some(
            Pending::DeclareTerrain { .. }
                | Pending::AttackCards { .. }
                | Pending::DefendCards { .. }
                | Pending::Reveal { .. }
                | Pending::Occupy { .. }
        )
    )
}
