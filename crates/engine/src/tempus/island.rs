//! The island on the sea: terrain per hex, lakes (water enclosed by land), the coast, and the
//! placement of the 7-hex map tiles (T2, T3).

use super::hex::{Hex, HexSet, COLUMNS, DIRECTIONS, HEXES, ROWS};
use super::table;
use super::types::Terrain;
use super::why::Why;
use rand::seq::IndexedRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// One map tile placed on the sea: its number (1 to 12), its centre and a rotation (0 to 5,
/// each a sixth of a turn clockwise; ring terrain `i` lands in direction `i + rotation`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct TilePlacement {
    /// Tile number, 1 to 12 (T3).
    pub tile: u8,
    /// The hex under the tile's centre.
    pub at: Hex,
    /// Sixths of a turn clockwise, 0 to 5.
    #[serde(default)]
    pub rotation: u8,
}

/// Terrain of every hex (water or land) and what follows from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Island {
    terrain: Vec<Option<Terrain>>,
    /// Land hexes.
    pub land: HexSet,
    /// Open sea: water connected to the border of the board.
    pub sea: HexSet,
    /// Lakes: each a group of water hexes enclosed by land.
    pub lakes: Vec<HexSet>,
    /// For each lake, the land hexes next to it.
    pub shores: Vec<HexSet>,
    /// Coastal land: next to the open sea or on the border of the board (ruling T10).
    pub coast: HexSet,
    /// Land hexes of each terrain, by `Terrain::index`.
    pub by_terrain: [HexSet; 5],
}

impl Default for Island {
    fn default() -> Self {
        Island::from_terrain(vec![None; HEXES])
    }
}

impl Island {
    /// An island from the terrain of each hex (`None`: water); lakes and coast are derived.
    pub fn from_terrain(terrain: Vec<Option<Terrain>>) -> Island {
        let mut terrain = terrain;
        terrain.resize(HEXES, None);
        let mut land = HexSet::EMPTY;
        let mut by_terrain = [HexSet::EMPTY; 5];
        for h in Hex::all() {
            if let Some(t) = terrain[h.index()] {
                land.insert(h);
                by_terrain[t.index()].insert(h);
            }
        }
        let water = HexSet::full().minus(land);
        let border: HexSet = Hex::all().filter(|h| h.on_edge()).collect();
        let sea = border.and(water).flood(water);
        let mut lakes = Vec::new();
        let mut rest = water.minus(sea);
        while let Some(h) = rest.first() {
            let lake = HexSet::single(h).flood(water);
            rest = rest.minus(lake);
            lakes.push(lake);
        }
        let shores = lakes.iter().map(|l| l.neighbours().and(land)).collect();
        let coast = sea.neighbours().union(border).and(land);
        Island {
            terrain,
            land,
            sea,
            lakes,
            shores,
            coast,
            by_terrain,
        }
    }

    /// Parses rows of text: `.` (or `~`) water, `g f h w m` land; at most 12 rows of 13
    /// characters, shorter ones padded with water.
    pub fn parse_rows(rows: &[String]) -> Result<Island, String> {
        if rows.len() > ROWS {
            return Err(format!("the sea has {ROWS} rows, not {}", rows.len()));
        }
        let mut terrain = vec![None; HEXES];
        for (y, row) in rows.iter().enumerate() {
            let chars: Vec<char> = row.chars().filter(|c| !c.is_whitespace()).collect();
            if chars.len() > COLUMNS {
                return Err(format!(
                    "row {} has {} hexes; the sea is {COLUMNS} wide",
                    y + 1,
                    chars.len()
                ));
            }
            for (x, &c) in chars.iter().enumerate() {
                let t = match c {
                    '.' | '~' => None,
                    _ => Some(
                        Terrain::from_letter(c)
                            .ok_or_else(|| format!("row {}: '{c}' is not . g f h w m", y + 1))?,
                    ),
                };
                if let Some(h) = Hex::new(x, y) {
                    terrain[h.index()] = t;
                }
            }
        }
        Ok(Island::from_terrain(terrain))
    }

    /// The rows as text (`.` open sea, `~` lake, letters for land).
    pub fn rows(&self) -> Vec<String> {
        (0..ROWS)
            .map(|y| {
                (0..COLUMNS)
                    .filter_map(|x| Hex::new(x, y))
                    .map(|h| match self.terrain(h) {
                        Some(t) => t.letter(),
                        None if self.sea.contains(h) => '.',
                        None => '~',
                    })
                    .collect()
            })
            .collect()
    }

    /// The terrain of a hex, `None` for water.
    pub fn terrain(&self, h: Hex) -> Option<Terrain> {
        self.terrain[h.index()]
    }

    /// The lakes next to a land hex, as indices into `lakes`.
    pub fn lakes_next_to(&self, h: Hex) -> impl Iterator<Item = usize> + '_ {
        self.shores
            .iter()
            .enumerate()
            .filter(move |(_, s)| s.contains(h))
            .map(|(i, _)| i)
    }

    /// The hexes and terrains a tile would cover, if it fits on the board.
    pub fn tile_hexes(p: TilePlacement) -> Option<[(Hex, Terrain); 7]> {
        let t = table::TILES.get((p.tile as usize).checked_sub(1)?)?;
        if p.rotation as usize >= DIRECTIONS {
            return None;
        }
        let mut out = [(p.at, t[0]); 7];
        for (i, slot) in out.iter_mut().enumerate().skip(1) {
            let dir = (i - 1 + p.rotation as usize) % DIRECTIONS;
            *slot = (p.at.neighbour(dir)?, t[i]);
        }
        Some(out)
    }

    /// Why a tile cannot go there, or `Ok` (T2: on the sea, on water only, touching the
    /// island unless it is the first tile).
    pub fn check_placement(&self, p: TilePlacement) -> Result<[(Hex, Terrain); 7], Why> {
        let hexes = Island::tile_hexes(p).ok_or(Why::TileOffSea { at: p.at })?;
        let set: HexSet = hexes.iter().map(|&(h, _)| h).collect();
        if set.intersects(self.land) {
            return Err(Why::TileOverlaps { at: p.at });
        }
        if !self.land.is_empty() && !set.neighbours().intersects(self.land) {
            return Err(Why::TileApart { at: p.at });
        }
        Ok(hexes)
    }

    /// Places a tile (already checked).
    pub fn place(&mut self, hexes: &[(Hex, Terrain); 7]) {
        let mut terrain = std::mem::take(&mut self.terrain);
        for &(h, t) in hexes {
            terrain[h.index()] = Some(t);
        }
        *self = Island::from_terrain(terrain);
    }

    /// Whether a tile centred on `at` fits (any rotation: every tile has the same shape):
    /// all seven hexes on the sea and water, touching the island unless it is empty.
    pub fn fits(&self, at: Hex) -> bool {
        let ring = at.neighbours();
        if ring.len() < DIRECTIONS {
            return false;
        }
        let mut disk = ring;
        disk.insert(at);
        if disk.intersects(self.land) {
            return false;
        }
        self.land.is_empty() || disk.neighbours().intersects(self.land)
    }

    /// Centres where a tile fits.
    pub fn centres(&self) -> HexSet {
        let candidates = if self.land.is_empty() {
            HexSet::full()
        } else {
            // A touching tile's centre lies within two hexes of the island.
            self.land.neighbours().neighbours().minus(self.land)
        };
        candidates.iter().filter(|&h| self.fits(h)).collect()
    }

    /// Every legal placement of `tile`.
    pub fn placements(&self, tile: u8) -> Vec<TilePlacement> {
        let mut out = Vec::new();
        for at in self.centres().iter() {
            for rotation in 0..DIRECTIONS as u8 {
                out.push(TilePlacement { tile, at, rotation });
            }
        }
        out
    }

    /// A seeded random island of the given tiles, each placed at a random legal spot; the
    /// first in the middle of the sea (T2). Tiles with no legal spot are left out (T9).
    pub fn random<R: Rng + ?Sized>(tiles: &[u8], rng: &mut R) -> (Island, Vec<TilePlacement>) {
        let mut island = Island::default();
        let mut placed = Vec::new();
        for &tile in tiles {
            let mut centres: Vec<Hex> = island.centres().iter().collect();
            if island.land.is_empty() {
                centres.retain(|h| (4..=8).contains(&h.column()) && (4..=7).contains(&h.row()));
            }
            let Some(&at) = centres.choose(rng) else {
                continue;
            };
            let rotation = rng.random_range(0..DIRECTIONS as u8);
            let p = TilePlacement { tile, at, rotation };
            if let Ok(hexes) = island.check_placement(p) {
                island.place(&hexes);
                placed.push(p);
            }
        }
        (island, placed)
    }
}

impl Serialize for Island {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.rows().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Island {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let rows = Vec::<String>::deserialize(d)?;
        Island::parse_rows(&rows).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(s: &str) -> Hex {
        s.parse().unwrap()
    }

    #[test]
    fn a_tile_covers_its_centre_and_ring_clockwise() {
        let p = TilePlacement {
            tile: 1,
            at: h("G7"),
            rotation: 0,
        };
        let hexes = Island::tile_hexes(p).unwrap();
        let names: Vec<String> = hexes
            .iter()
            .map(|(h, t)| format!("{h}{}", t.letter()))
            .collect();
        assert_eq!(names, ["G7g", "G6f", "H6h", "H7g", "G8w", "F7f", "F6m"]);
        let r1 = Island::tile_hexes(TilePlacement { rotation: 1, ..p }).unwrap();
        assert_eq!(r1[1], (h("H6"), Terrain::Farmland));
        assert!(Island::tile_hexes(TilePlacement { at: h("A1"), ..p }).is_none());
    }

    #[test]
    fn enclosed_water_is_a_lake() {
        // A ring of land around D4 (column D is odd).
        let ring = [h("D3"), h("E4"), h("E5"), h("D5"), h("C5"), h("C4")];
        let mut terrain = vec![None; HEXES];
        for r in ring {
            terrain[r.index()] = Some(Terrain::Grassland);
        }
        let island = Island::from_terrain(terrain);
        assert_eq!(island.lakes.len(), 1);
        assert!(island.lakes[0].contains(h("D4")));
        assert_eq!(island.shores[0].len(), 6);
        assert!(island.coast.contains(h("D3")));
        assert_eq!(island.rows()[3].chars().nth(3), Some('~'));
    }

    #[test]
    fn placements_touch_and_never_overlap() {
        let mut island = Island::default();
        let first = island.check_placement(TilePlacement {
            tile: 7,
            at: h("G6"),
            rotation: 0,
        });
        island.place(&first.unwrap());
        assert!(island
            .check_placement(TilePlacement {
                tile: 1,
                at: h("G7"),
                rotation: 0
            })
            .is_err());
        assert!(island
            .check_placement(TilePlacement {
                tile: 1,
                at: h("B2"),
                rotation: 0
            })
            .is_err());
        let all = island.placements(2);
        assert!(!all.is_empty());
        for p in all {
            assert!(island.check_placement(p).is_ok());
        }
    }
}
