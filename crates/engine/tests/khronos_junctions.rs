//! "N domains were joined" is said exactly where a Civil construction or upgrade joins domains
//! (K20): the engine's Junction event is checked against domains counted here, from the
//! public boards before the action, by a flood fill of orthogonally adjacent occupied squares.

use epochs_engine::khronos::{Event, Khronos, Kind};
use epochs_engine::simulate::Simulated;
use epochs_engine::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;

type Sq = (i32, i32);

fn parse(s: &str) -> Sq {
    let b = s.as_bytes();
    let x = i32::from(b[0].to_ascii_uppercase() - b'A');
    let y: i32 = s[1..].parse().expect("a row number");
    (x, y - 1)
}

fn touching(a: Sq, b: Sq) -> bool {
    (a.0 - b.0).abs() + (a.1 - b.1).abs() <= 1
}

/// How many domains (connected groups of occupied squares) of `occupied` the squares `fp`
/// cover or touch.
fn domains_touched(occupied: &HashSet<Sq>, fp: &[Sq]) -> usize {
    let mut seen: HashSet<Sq> = HashSet::new();
    let mut touched = 0;
    for &start in occupied {
        if seen.contains(&start) {
            continue;
        }
        let mut group = vec![start];
        seen.insert(start);
        let mut i = 0;
        while i < group.len() {
            let (x, y) = group[i];
            for n in [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)] {
                if occupied.contains(&n) && seen.insert(n) {
                    group.push(n);
                }
            }
            i += 1;
        }
        if group.iter().any(|&g| fp.iter().any(|&f| touching(g, f))) {
            touched += 1;
        }
    }
    touched
}

#[test]
fn a_junction_is_announced_exactly_where_civil_building_joins_domains() {
    let (mut joined, mut single) = (0, 0);
    for seed in 0..16u64 {
        let players = 2 + (seed as usize % 4);
        let mut state = Khronos::setup(&Khronos::random_setup(players, seed, 0, false)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some(action) = Khronos::random_legal(&state, &mut rng) {
            let before = Khronos::view(&state, None);
            let events = Khronos::apply(&mut state, &action).unwrap();
            // The action's own construction or upgrade (ripples come after it).
            let Some((age, fp)) = events.iter().find_map(|e| match e {
                Event::Built {
                    age,
                    building,
                    squares,
                    ..
                } if building.kind == Kind::Civil => Some((*age, *squares)),
                Event::Upgraded {
                    age, to, squares, ..
                } if to.kind == Kind::Civil => Some((*age, *squares)),
                _ => None,
            }) else {
                continue;
            };
            let board = &before.boards[age as usize];
            let occupied: HashSet<Sq> = board
                .iter()
                .flat_map(|b| b.squares.squares().iter().map(|s| parse(&s.to_string())))
                .collect();
            let fp: Vec<Sq> = fp.squares().iter().map(|s| parse(&s.to_string())).collect();
            let expected = domains_touched(&occupied, &fp);
            // The first Junction of the action on that board, before any ripple is placed.
            let announced = events
                .iter()
                .take_while(|e| !matches!(e, Event::Rippled { .. }))
                .find_map(|e| match e {
                    Event::Junction { age: a, domains } if *a == age => Some(*domains),
                    _ => None,
                });
            if expected >= 2 {
                assert_eq!(
                    announced,
                    Some(expected),
                    "seed {seed}: {age:?} {fp:?} joins {expected} domains"
                );
                joined += 1;
            } else {
                assert_eq!(
                    announced, None,
                    "seed {seed}: {age:?} {fp:?} joins no domains"
                );
                single += 1;
            }
        }
    }
    assert!(joined > 10, "only {joined} junctions checked");
    assert!(
        single > 10,
        "only {single} constructions without a junction checked"
    );
}
