//! States identical to a given one except for one hidden part, for the no-cheating tests:
//! each helper changes one thing the viewing seat cannot see (which cards other seats hold,
//! the deck's order, what lies face down in a discard pile...), keeping every count the
//! seat's view shows. `None` when the position has nothing of that part to change.

use epochs_engine::khronos::{self, Kind};
use epochs_engine::tempus::{self, CardList, Pending};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// A change of one hidden part, seen from `seat`.
pub type Vary<S> = fn(&S, u8, &mut ChaCha8Rng) -> Option<S>;

/// Shuffles `list` until its order changes (`false` when every order is the same).
fn reorder<T: PartialEq + Clone>(list: &mut [T], rng: &mut ChaCha8Rng) -> bool {
    let before = list.to_vec();
    for _ in 0..20 {
        list.shuffle(rng);
        if list != before.as_slice() {
            return true;
        }
    }
    false
}

// ---- Khronos ----

fn kinds_in(cards: khronos::Cards) -> Vec<Kind> {
    Kind::ALL
        .into_iter()
        .filter(|&k| cards.get(k) > 0)
        .collect()
}

/// Two other seats exchange one card of different colours: only the other hands change.
pub fn khronos_other_hands(
    state: &khronos::State,
    seat: u8,
    rng: &mut ChaCha8Rng,
) -> Option<khronos::State> {
    let n = state.players.len();
    let mut swaps = Vec::new();
    for i in (0..n).filter(|&i| i != seat as usize) {
        for j in (i + 1..n).filter(|&j| j != seat as usize) {
            for a in kinds_in(state.players[i].hand) {
                for b in kinds_in(state.players[j].hand) {
                    if a != b {
                        swaps.push((i, j, a, b));
                    }
                }
            }
        }
    }
    let &(i, j, a, b) = swaps.choose(rng)?;
    let mut out = state.clone();
    *out.players[i].hand.get_mut(a) -= 1;
    *out.players[i].hand.get_mut(b) += 1;
    *out.players[j].hand.get_mut(b) -= 1;
    *out.players[j].hand.get_mut(a) += 1;
    Some(out)
}

/// The deck in another order: only the deck order changes.
pub fn khronos_deck_order(
    state: &khronos::State,
    _seat: u8,
    rng: &mut ChaCha8Rng,
) -> Option<khronos::State> {
    let mut out = state.clone();
    reorder(&mut out.deck, rng).then_some(out)
}

/// A card of the face-down discard pile changes places with a card of another colour in
/// the deck: the pile's contents change, its count (and the deck's) does not.
pub fn khronos_discard(
    state: &khronos::State,
    _seat: u8,
    rng: &mut ChaCha8Rng,
) -> Option<khronos::State> {
    let mut swaps = Vec::new();
    for a in kinds_in(state.discard) {
        for (i, &b) in state.deck.iter().enumerate() {
            if a != b {
                swaps.push((a, i));
            }
        }
    }
    let &(a, i) = swaps.choose(rng)?;
    let mut out = state.clone();
    let b = out.deck[i];
    *out.discard.get_mut(a) -= 1;
    *out.discard.get_mut(b) += 1;
    out.deck[i] = a;
    Some(out)
}

// ---- Tempus ----

/// `list` with `from` replaced by `to`.
fn replaced(list: &CardList, from: tempus::Card, to: tempus::Card) -> Option<CardList> {
    let mut out = *list;
    (out.remove(from) && out.insert(to)).then_some(out)
}

/// A card of `list` (hidden from the viewer) changes places with a different card of the
/// deck; returns the new list, the deck changed in place.
fn swap_with_deck(
    list: &CardList,
    deck: &mut [tempus::Card],
    rng: &mut ChaCha8Rng,
) -> Option<CardList> {
    let mut swaps = Vec::new();
    for &c in list.cards() {
        for (i, &d) in deck.iter().enumerate() {
            if c != d {
                swaps.push((c, i));
            }
        }
    }
    let &(c, i) = swaps.choose(rng)?;
    let d = deck[i];
    deck[i] = c;
    replaced(list, c, d)
}

/// Two other seats exchange one different card: only the other hands change.
pub fn tempus_other_hands(
    state: &tempus::State,
    seat: u8,
    rng: &mut ChaCha8Rng,
) -> Option<tempus::State> {
    let n = state.players.len();
    let mut swaps = Vec::new();
    for i in (0..n).filter(|&i| i != seat as usize) {
        for j in (i + 1..n).filter(|&j| j != seat as usize) {
            for &a in state.players[i].hand.cards() {
                for &b in state.players[j].hand.cards() {
                    if a != b {
                        swaps.push((i, j, a, b));
                    }
                }
            }
        }
    }
    let &(i, j, a, b) = swaps.choose(rng)?;
    let mut out = state.clone();
    out.players[i].hand = replaced(&out.players[i].hand, a, b)?;
    out.players[j].hand = replaced(&out.players[j].hand, b, a)?;
    Some(out)
}

/// The Idea deck in another order: only the deck order changes.
pub fn tempus_deck_order(
    state: &tempus::State,
    _seat: u8,
    rng: &mut ChaCha8Rng,
) -> Option<tempus::State> {
    let mut out = state.clone();
    reorder(&mut out.deck, rng).then_some(out)
}

/// Another seat's face-down progress play holds a different card (swapped with the deck).
pub fn tempus_progress_plays(
    state: &tempus::State,
    seat: u8,
    rng: &mut ChaCha8Rng,
) -> Option<tempus::State> {
    let others: Vec<usize> = (0..state.plays.len())
        .filter(|&i| i != seat as usize && state.plays[i].is_some_and(|p| !p.is_empty()))
        .collect();
    let &i = others.choose(rng)?;
    let mut out = state.clone();
    let play = out.plays[i]?;
    out.plays[i] = Some(swap_with_deck(&play, &mut out.deck, rng)?);
    Some(out)
}

/// The attacker's face-down fight cards hold a different card (swapped with the deck), seen
/// by another seat (the defender) before the reveal.
pub fn tempus_attack_cards(
    state: &tempus::State,
    seat: u8,
    rng: &mut ChaCha8Rng,
) -> Option<tempus::State> {
    let fight = state.fight.filter(|f| f.attacker != seat)?;
    let attack = fight.attack?;
    let mut out = state.clone();
    let changed = swap_with_deck(&attack, &mut out.deck, rng)?;
    if let Some(f) = out.fight.as_mut() {
        f.attack = Some(changed);
    }
    Some(out)
}

/// How many tiles at the bottom of the stack lie face down (all but the drawn tile).
fn face_down_tiles(state: &tempus::State) -> usize {
    let n = state.tile_stack.len();
    if matches!(state.pending, Some(Pending::PlaceTile { .. })) {
        n.saturating_sub(1)
    } else {
        n
    }
}

/// The face-down map tiles in another order.
pub fn tempus_tile_order(
    state: &tempus::State,
    _seat: u8,
    rng: &mut ChaCha8Rng,
) -> Option<tempus::State> {
    let mut out = state.clone();
    let k = face_down_tiles(state);
    reorder(&mut out.tile_stack[..k], rng).then_some(out)
}

/// A face-down map tile is another of the tiles left out of the game (T2: 6 to 10 of the 12
/// are used below five players).
pub fn tempus_tile_identity(
    state: &tempus::State,
    _seat: u8,
    rng: &mut ChaCha8Rng,
) -> Option<tempus::State> {
    let k = face_down_tiles(state);
    let out_of_game: Vec<u8> = (1..=tempus::table::TILES.len() as u8)
        .filter(|t| {
            !state.tile_stack.contains(t) && !state.placed_tiles.iter().any(|p| p.tile == *t)
        })
        .collect();
    if k == 0 {
        return None;
    }
    let &t = out_of_game.choose(rng)?;
    let mut out = state.clone();
    out.tile_stack[rng.random_range(0..k)] = t;
    Some(out)
}
