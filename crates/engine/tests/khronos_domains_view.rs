//! The view's domains are the boards' domains (K15): on every board they split the squares
//! of its buildings into groups connected by their sides that never touch one another, each
//! domain names who collects it as the rules say (worked out here again from the view's
//! buildings, by a slower reference), and the Ecus they pay a seat are its `earnings_now`.

use epochs_engine::khronos::view::{BuildingView, DomainView};
use epochs_engine::khronos::{Age, Khronos, KhronosView, Kind, Seat, Square};
use epochs_engine::simulate::Simulated;
use epochs_engine::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;

fn next_to(a: Square, b: Square) -> bool {
    a.x.abs_diff(b.x) + a.y.abs_diff(b.y) == 1
}

/// Whether the squares form one group connected by sides.
fn connected(squares: &[Square]) -> bool {
    let Some(&first) = squares.first() else {
        return false;
    };
    let mut reached = vec![first];
    let mut i = 0;
    while i < reached.len() {
        let at = reached[i];
        for &s in squares {
            if next_to(at, s) && !reached.contains(&s) {
                reached.push(s);
            }
        }
        i += 1;
    }
    reached.len() == squares.len()
}

/// Who collects `domain` and what, worked out from the buildings standing on it.
fn reference(
    age: Age,
    domain: &DomainView,
    board: &[BuildingView],
    seats: usize,
) -> (Vec<Seat>, u32) {
    let inside: Vec<&BuildingView> = board
        .iter()
        .filter(|b| {
            b.squares
                .squares()
                .iter()
                .any(|s| domain.squares.contains(s))
        })
        .collect();
    let kind = |b: &BuildingView| b.building.kind;
    let size = |b: &BuildingView| u32::from(b.building.size);
    match age {
        Age::Might | Age::Faith => {
            let ranked = if age == Age::Faith {
                Kind::Religious
            } else {
                Kind::Military
            };
            let top = inside
                .iter()
                .filter(|b| kind(b) == ranked && !b.ruin)
                .max_by_key(|b| size(b));
            let civil = inside
                .iter()
                .filter(|b| kind(b) == Kind::Civil)
                .map(|b| size(b))
                .sum();
            (top.and_then(|b| b.controller).into_iter().collect(), civil)
        }
        Age::Reason => {
            let cubes: Vec<u32> = (0..seats)
                .map(|s| inside.iter().map(|b| u32::from(b.cubes[s])).sum())
                .collect();
            let max = cubes.iter().copied().max().unwrap_or(0);
            let who = (0..seats as Seat)
                .filter(|&s| max > 0 && cubes[s as usize] == max)
                .collect();
            let standing = inside
                .iter()
                .filter(|b| kind(b) != Kind::Civil && !b.ruin)
                .map(|b| size(b))
                .sum();
            (who, standing)
        }
    }
}

fn check(view: &KhronosView, seed: u64) {
    let seats = view.players.len();
    for age in Age::ALL {
        let i = age as usize;
        let (board, domains) = (&view.boards[i], &view.domains[i]);
        let built: BTreeSet<Square> = board
            .iter()
            .flat_map(|b| b.squares.squares().to_vec())
            .collect();
        let mut seen = BTreeSet::new();
        for d in domains {
            assert!(
                connected(&d.squares),
                "seed {seed}, {age:?}: {:?} is not one group",
                d.squares
            );
            for s in &d.squares {
                assert!(seen.insert(*s), "seed {seed}, {age:?}: {s} in two domains");
            }
            let (who, worth) = reference(age, d, board, seats);
            assert_eq!(
                (&d.collectors, d.worth),
                (&who, worth),
                "seed {seed}, {age:?}: {:?}",
                d.squares
            );
        }
        assert_eq!(
            seen, built,
            "seed {seed}, {age:?}: domains against buildings"
        );
        for (a, da) in domains.iter().enumerate() {
            for db in &domains[a + 1..] {
                let touch = da
                    .squares
                    .iter()
                    .any(|&x| db.squares.iter().any(|&y| next_to(x, y)));
                assert!(!touch, "seed {seed}, {age:?}: two domains touch");
            }
        }
        for seat in 0..seats as Seat {
            let pays: u32 = domains
                .iter()
                .filter(|d| d.collectors.contains(&seat))
                .map(|d| d.worth)
                .sum();
            assert_eq!(
                pays, view.earnings_now[seat as usize][i],
                "seed {seed}, {age:?}, seat {seat}"
            );
        }
    }
}

#[test]
fn the_views_domains_are_the_boards_domains() {
    let mut collected = 0;
    for seed in 0..8u64 {
        let players = 2 + (seed as usize % 4);
        let setup = Khronos::random_setup(players, seed, 0, false);
        let mut state = Khronos::setup(&setup).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut step = 0;
        while let Some(action) = Khronos::random_legal(&state, &mut rng) {
            if step % 7 == 0 {
                let view = Khronos::view(&state, None);
                check(&view, seed);
                collected += view
                    .domains
                    .iter()
                    .flatten()
                    .filter(|d| !d.collectors.is_empty())
                    .count();
            }
            Khronos::apply(&mut state, &action).unwrap();
            step += 1;
        }
        check(&Khronos::view(&state, None), seed);
    }
    assert!(
        collected > 100,
        "only {collected} domains with a collector seen"
    );
}
