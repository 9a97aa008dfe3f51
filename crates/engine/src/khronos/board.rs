//! One board (age): its buildings and its domains.

use super::bits::{bit, bits, Mask};
use super::map::Map;
use super::types::{BuildingType, Kind, Seat};
use serde::{Deserialize, Serialize};

/// A building's identity, unique within a game and never reused.
pub type BuildingId = u32;

/// Most seats at a table.
pub const MAX_SEATS: usize = 5;

/// A building standing on a board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Building {
    /// Identity; kept through upgrades and downsizings.
    pub id: BuildingId,
    /// Type and value.
    pub btype: BuildingType,
    /// The squares covered.
    pub mask: Mask,
    /// The controlling seat of a Military/Religious building in the Ages of Might and Faith.
    pub controller: Option<Seat>,
    /// A Hamlet printed on the board (not a tile; never demolished or destroyed).
    pub printed: bool,
    /// An unrenovated ruin (Age of Reason, Military/Religious).
    pub ruin: bool,
    /// The seat whose cube marks a half-paid renovation of a Castle/Abbey ruin.
    pub renovation: Option<Seat>,
    /// Population cubes per seat on a Civil building in the Age of Reason.
    pub cubes: [u8; MAX_SEATS],
    /// The building in the previous age that this one is the time shadow of: set by the
    /// ripple that placed it and kept through upgrades and downsizings in its own age (K21a).
    pub shadow_of: Option<BuildingId>,
}

impl Building {
    /// A new building with no cubes and no shadow link.
    pub fn new(id: BuildingId, btype: BuildingType, mask: Mask) -> Building {
        Building {
            id,
            btype,
            mask,
            controller: None,
            printed: false,
            ruin: false,
            renovation: None,
            cubes: [0; MAX_SEATS],
            shadow_of: None,
        }
    }

    /// Population cubes of all seats.
    pub fn population(&self) -> u8 {
        self.cubes.iter().sum()
    }

    /// Whether this building takes part in the Rule of Hierarchy (Military/Religious, standing).
    pub fn ranks(&self, kind: Kind) -> bool {
        self.btype.kind == kind && !self.ruin
    }
}

/// The buildings on one board.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// Buildings in the order they were placed.
    pub buildings: Vec<Building>,
}

impl Board {
    /// Every occupied square.
    pub fn occupied(&self) -> Mask {
        self.buildings.iter().fold(0, |m, b| m | b.mask)
    }

    /// Position in `buildings` of the building covering square index `i`.
    pub fn index_at(&self, i: usize) -> Option<usize> {
        self.buildings.iter().position(|b| b.mask & bit(i) != 0)
    }

    /// Position in `buildings` of the building with this id.
    pub fn index_of(&self, id: BuildingId) -> Option<usize> {
        self.buildings.iter().position(|b| b.id == id)
    }

    /// The building with this id.
    pub fn get(&self, id: BuildingId) -> Option<&Building> {
        self.buildings.iter().find(|b| b.id == id)
    }

    /// The building with this id, mutably.
    pub fn get_mut(&mut self, id: BuildingId) -> Option<&mut Building> {
        self.buildings.iter_mut().find(|b| b.id == id)
    }

    /// The building that is the time shadow of `id` (from the previous age).
    pub fn shadow_of(&self, id: BuildingId) -> Option<&Building> {
        self.buildings.iter().find(|b| b.shadow_of == Some(id))
    }

    /// The domains: connected groups of occupied squares, lowest square first.
    pub fn domains(&self, map: &Map) -> Vec<Mask> {
        domains_of(map, self.occupied())
    }

    /// The domain (square mask) containing `mask`'s squares, if occupied.
    pub fn domain_containing(&self, map: &Map, mask: Mask) -> Mask {
        grow_within(map, mask & self.occupied(), self.occupied())
    }

    /// Buildings whose squares lie in `domain`.
    pub fn in_domain(&self, domain: Mask) -> impl Iterator<Item = &Building> {
        self.buildings.iter().filter(move |b| b.mask & domain != 0)
    }

    /// The tied highest buildings of `kind` in `domain`, if the Rule of Hierarchy is broken there.
    pub fn hierarchy_tie(&self, domain: Mask, kind: Kind) -> Option<Vec<BuildingId>> {
        let max = self
            .in_domain(domain)
            .filter(|b| b.ranks(kind))
            .map(|b| b.btype.size)
            .max()?;
        let tied: Vec<BuildingId> = self
            .in_domain(domain)
            .filter(|b| b.ranks(kind) && b.btype.size == max)
            .map(|b| b.id)
            .collect();
        (tied.len() > 1).then_some(tied)
    }

    /// The highest building of `kind` in `domain` other than `except`, as its size.
    pub fn highest_other(&self, domain: Mask, kind: Kind, except: BuildingId) -> u8 {
        self.in_domain(domain)
            .filter(|b| b.ranks(kind) && b.id != except)
            .map(|b| b.btype.size)
            .max()
            .unwrap_or(0)
    }
}

/// Connected components of `occupied`, lowest square first.
pub fn domains_of(map: &Map, occupied: Mask) -> Vec<Mask> {
    DomainLabels::new(map, occupied).masks().to_vec()
}

/// Most domains a map can hold: domains never touch, so one square of each forms a set of
/// squares no two of which are neighbours, and a grid of at most 128 squares has at most 64.
pub const MAX_DOMAINS: usize = 64;

/// The domains (connected components) of a set of squares, labelled per square.
#[derive(Clone, Debug)]
pub struct DomainLabels {
    label: [u8; 128],
    masks: [Mask; MAX_DOMAINS],
    len: usize,
}

impl DomainLabels {
    /// Labels the connected components of `occupied`, numbered from the lowest square up.
    pub fn new(map: &Map, occupied: Mask) -> DomainLabels {
        let mut out = DomainLabels {
            label: [u8::MAX; 128],
            masks: [0; MAX_DOMAINS],
            len: 0,
        };
        // Flood fill, one domain at a time: few and well-predicted branches.
        let mut rest = occupied;
        while rest != 0 {
            let d = out.len.min(MAX_DOMAINS - 1);
            let domain = grow_within(map, rest & rest.wrapping_neg(), occupied);
            out.masks[d] |= domain;
            for i in bits(domain) {
                out.label[i] = d as u8;
            }
            out.len += 1;
            rest &= !domain;
        }
        out
    }

    /// The domains' squares, lowest square first.
    pub fn masks(&self) -> &[Mask] {
        &self.masks[..self.len.min(MAX_DOMAINS)]
    }

    /// The domain of occupied square index `i`.
    pub fn label(&self, i: usize) -> usize {
        usize::from(self.label[i & 127]) % MAX_DOMAINS
    }

    /// The squares of domain `d`.
    pub fn mask(&self, d: usize) -> Mask {
        self.masks[d % MAX_DOMAINS]
    }
}

/// The squares of `within` reachable from `seed` through orthogonal steps inside `within`.
pub fn grow_within(map: &Map, seed: Mask, within: Mask) -> Mask {
    let mut reached = seed & within;
    loop {
        let next = (reached | map.neighbours(reached)) & within;
        if next == reached {
            return reached;
        }
        reached = next;
    }
}

/// How many distinct domains of `occupied` touch or overlap `mask`, and their union.
pub fn touched_domains(map: &Map, occupied: Mask, mask: Mask) -> (usize, Mask) {
    let mut touch = (map.neighbours(mask) | mask) & occupied;
    let mut count = 0;
    let mut union = 0;
    while touch != 0 {
        let seed = touch & touch.wrapping_neg();
        let d = grow_within(map, seed, occupied);
        count += 1;
        union |= d;
        touch &= !d;
    }
    (count, union)
}

/// Squares of a mask as bit indices (re-exported for callers of this module).
pub fn square_indices(mask: Mask) -> impl Iterator<Item = usize> {
    bits(mask)
}

#[cfg(test)]
mod tests {
    use super::{grow_within, DomainLabels};
    use crate::khronos::bits::Mask;
    use crate::khronos::map::Map;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Components by flood fill, lowest square first: what `DomainLabels` must find.
    fn flood_components(map: &Map, occupied: Mask) -> Vec<Mask> {
        let mut rest = occupied;
        let mut out = Vec::new();
        while rest != 0 {
            let d = grow_within(map, rest & rest.wrapping_neg(), occupied);
            out.push(d);
            rest &= !d;
        }
        out
    }

    #[test]
    fn labels_match_flood_fill() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let maps = [
            Map::default_map().as_ref().clone(),
            Map::parse(&".".repeat(26)).unwrap(),
            Map::parse(&"........\n".repeat(16)).unwrap(),
            Map::parse("...\n...\n...").unwrap(),
        ];
        for map in &maps {
            for density in [0.1, 0.3, 0.5, 0.7, 0.9] {
                for _ in 0..200 {
                    let occupied = crate::khronos::bits::bits(map.full())
                        .filter(|_| rng.random_bool(density))
                        .fold(0, |m: Mask, i| m | 1 << i);
                    let labels = DomainLabels::new(map, occupied);
                    let expected = flood_components(map, occupied);
                    assert_eq!(labels.masks(), &expected[..]);
                    for (d, &m) in expected.iter().enumerate() {
                        for i in crate::khronos::bits::bits(m) {
                            assert_eq!(labels.label(i), d);
                        }
                    }
                }
            }
        }
        // The most domains a full-size map can hold: a checkerboard.
        let map = &maps[2];
        let checker = crate::khronos::bits::bits(map.full())
            .filter(|i| (i % 8 + i / 8) % 2 == 0)
            .fold(0, |m: Mask, i| m | 1 << i);
        assert_eq!(DomainLabels::new(map, checker).masks().len(), 64);
    }
}
