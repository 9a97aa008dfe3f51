//! The map shared by the three boards (ruling K1): a grid of terrain squares with printed Hamlets.
//!
//! Squares are numbered `y * width + x` and sets of squares are bit masks (`bits::Mask`), so
//! a map has at most 128 squares.

use super::bits::{bit, bits, shl, shr, Mask};
use super::shapes::{shapes_of, Shape};
use super::types::{Footprint, Square};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use ts_rs::TS;

/// The designed default map (ruling K2), as a text grid.
pub const DEFAULT_MAP: &str = include_str!("default_map.txt");

/// The terrain of one square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
#[ts(rename = "KhronosTerrain")]
pub enum Terrain {
    /// Plain: no restriction.
    Plain,
    /// Forest: a card surcharge with 2 or 3 players.
    Forest,
    /// Mountain: a card surcharge with 2 to 4 players.
    Mountain,
    /// River: only Towns and Cities may cover it.
    River,
}

/// A validated map with precomputed masks and every possible building footprint.
#[derive(Clone, Debug, PartialEq)]
pub struct Map {
    width: u8,
    height: u8,
    terrain: Vec<Terrain>,
    text: String,
    /// Squares that are forest.
    pub forest: Mask,
    /// Squares that are mountain.
    pub mountain: Mask,
    /// Squares that are river.
    pub river: Mask,
    /// Squares with a printed Hamlet.
    pub hamlets: Mask,
    full: Mask,
    not_left: Mask,
    not_right: Mask,
    footprints: [Arc<Vec<Mask>>; 3],
    footprint_info: [Arc<Vec<FootprintInfo>>; 3],
    anchor_start: [Arc<Vec<u32>>; 3],
    /// For (size 1 -> 2, 1 -> 3, 2 -> 3): per smaller footprint, the bigger ones containing it.
    supersets: [Arc<Vec<Vec<u32>>>; 3],
    /// The shapes of the footprints of each size.
    shapes: [Arc<Vec<Shape>>; 3],
}

/// A footprint with what legal-move generation needs to know about it, precomputed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FootprintInfo {
    /// Its squares.
    pub mask: Mask,
    /// Its squares and their orthogonal neighbours.
    pub area: Mask,
    /// Its squares by name.
    pub squares: Footprint,
    /// `COVERS_*` bits.
    pub terrain: u8,
}

/// Terrain bits of a footprint (`Map::footprint_terrain`): covers forest.
pub const COVERS_FOREST: u8 = 1;
/// Terrain bit: covers mountain.
pub const COVERS_MOUNTAIN: u8 = 2;
/// Terrain bit: covers river.
pub const COVERS_RIVER: u8 = 4;

impl Map {
    /// Parses a text grid: one line per row, one character per square.
    ///
    /// `.` or `p` plain, `f` forest, `m` mountain, `~` or `r` river; the upper-case
    /// letters `P`, `F`, `M` are the same terrain with a printed Hamlet. Blank lines and
    /// lines starting with `#` are ignored; spaces inside a line are ignored.
    pub fn parse(text: &str) -> Result<Map, String> {
        let rows: Vec<Vec<char>> = text
            .lines()
            .map(|l| l.trim())
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(|l| l.chars().filter(|c| !c.is_whitespace()).collect())
            .collect();
        let height = rows.len();
        let width = rows.first().map_or(0, |r| r.len());
        if height == 0 || width == 0 {
            return Err("the map is empty".into());
        }
        if width > 26 {
            return Err(format!("the map is {width} squares wide; at most 26"));
        }
        if width * height > 128 {
            return Err(format!(
                "the map has {} squares; at most 128 are supported",
                width * height
            ));
        }
        let mut terrain = Vec::with_capacity(width * height);
        let mut hamlets: Mask = 0;
        for (y, row) in rows.iter().enumerate() {
            if row.len() != width {
                return Err(format!(
                    "map row {} has {} squares but the first row has {width}",
                    y + 1,
                    row.len()
                ));
            }
            for (x, &c) in row.iter().enumerate() {
                let (t, hamlet) = match c {
                    '.' | 'p' => (Terrain::Plain, false),
                    'f' => (Terrain::Forest, false),
                    'm' => (Terrain::Mountain, false),
                    '~' | 'r' => (Terrain::River, false),
                    'P' | 'H' => (Terrain::Plain, true),
                    'F' => (Terrain::Forest, true),
                    'M' => (Terrain::Mountain, true),
                    other => {
                        return Err(format!(
                            "map square {} has unknown terrain '{other}'",
                            Square::new(x as u8, y as u8)
                        ))
                    }
                };
                if hamlet {
                    hamlets |= 1 << (y * width + x);
                }
                terrain.push(t);
            }
        }
        Ok(Map::from_terrain(
            width as u8,
            height as u8,
            terrain,
            hamlets,
        ))
    }

    /// The designed default map (ruling K2).
    pub fn default_map() -> Arc<Map> {
        static DEFAULT: std::sync::OnceLock<Arc<Map>> = std::sync::OnceLock::new();
        DEFAULT
            .get_or_init(|| {
                // The bundled text is checked by a unit test; parsing it cannot fail.
                Arc::new(
                    Map::parse(DEFAULT_MAP)
                        .unwrap_or_else(|_| Map::from_terrain(1, 1, vec![Terrain::Plain], 0)),
                )
            })
            .clone()
    }

    fn from_terrain(width: u8, height: u8, terrain: Vec<Terrain>, hamlets: Mask) -> Map {
        let n = width as usize * height as usize;
        let full: Mask = if n == 128 { !0 } else { (1u128 << n) - 1 };
        let mut left: Mask = 0;
        let mut right: Mask = 0;
        for y in 0..height as usize {
            left |= 1 << (y * width as usize);
            right |= 1 << (y * width as usize + width as usize - 1);
        }
        let mask_of = |t: Terrain| {
            terrain
                .iter()
                .enumerate()
                .filter(|(_, &x)| x == t)
                .fold(0u128, |m, (i, _)| m | 1 << i)
        };
        let mut map = Map {
            width,
            height,
            forest: mask_of(Terrain::Forest),
            mountain: mask_of(Terrain::Mountain),
            river: mask_of(Terrain::River),
            text: String::new(),
            terrain,
            hamlets,
            full,
            not_left: full & !left,
            not_right: full & !right,
            footprints: Default::default(),
            footprint_info: Default::default(),
            anchor_start: Default::default(),
            supersets: Default::default(),
            shapes: Default::default(),
        };
        map.text = map.to_text();
        map.footprints = [1, 2, 3].map(|size| Arc::new(map.enumerate_footprints(size)));
        let terrain = [map.forest, map.mountain, map.river];
        map.shapes = [0, 1, 2].map(|i| Arc::new(shapes_of(&map.footprints[i], width, terrain)));
        for i in 0..3 {
            let infos: Vec<FootprintInfo> = map.footprints[i]
                .iter()
                .map(|&m| FootprintInfo {
                    mask: m,
                    area: m | map.neighbours(m),
                    squares: map.footprint(m),
                    terrain: [
                        (map.forest, COVERS_FOREST),
                        (map.mountain, COVERS_MOUNTAIN),
                        (map.river, COVERS_RIVER),
                    ]
                    .iter()
                    .filter(|(t, _)| m & t != 0)
                    .fold(0, |acc, (_, bit)| acc | bit),
                })
                .collect();
            let mut starts = vec![0u32; n + 1];
            for f in &infos {
                starts[f.mask.trailing_zeros() as usize + 1] += 1;
            }
            for j in 0..n {
                starts[j + 1] += starts[j];
            }
            map.footprint_info[i] = Arc::new(infos);
            map.anchor_start[i] = Arc::new(starts);
        }
        for (slot, (small, big)) in [(1u8, 2u8), (1, 3), (2, 3)].into_iter().enumerate() {
            let mut lists = vec![Vec::new(); map.footprints(small).len()];
            for (j, &m) in map.footprints(big).iter().enumerate() {
                for (i, &s) in map.footprints(small).iter().enumerate() {
                    if s & m == s {
                        lists[i].push(j as u32);
                    }
                }
            }
            map.supersets[slot] = Arc::new(lists);
        }
        map
    }

    /// The map written back as a text grid.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for y in 0..self.height {
            for x in 0..self.width {
                let i = self.index(Square::new(x, y));
                let hamlet = self.hamlets & bit(i) != 0;
                out.push(match (self.terrain[i], hamlet) {
                    (Terrain::Plain, false) => '.',
                    (Terrain::Plain, true) => 'P',
                    (Terrain::Forest, false) => 'f',
                    (Terrain::Forest, true) => 'F',
                    (Terrain::Mountain, false) => 'm',
                    (Terrain::Mountain, true) => 'M',
                    (Terrain::River, _) => '~',
                });
            }
            out.push('\n');
        }
        out
    }

    /// The text this map was parsed from, normalised.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Width in squares.
    pub fn width(&self) -> u8 {
        self.width
    }

    /// Height in squares.
    pub fn height(&self) -> u8 {
        self.height
    }

    /// Every square of the map.
    pub fn full(&self) -> Mask {
        self.full
    }

    /// Terrain of a square.
    pub fn terrain(&self, sq: Square) -> Terrain {
        self.terrain[self.index(sq)]
    }

    /// Whether a square lies on the map.
    pub fn contains(&self, sq: Square) -> bool {
        sq.x < self.width && sq.y < self.height
    }

    /// Bit index of a square (the caller has checked `contains`).
    pub fn index(&self, sq: Square) -> usize {
        sq.y as usize * self.width as usize + sq.x as usize
    }

    /// Square at a bit index.
    pub fn square(&self, index: usize) -> Square {
        Square::new(
            (index % self.width as usize) as u8,
            (index / self.width as usize) as u8,
        )
    }

    /// The mask of a footprint, or an error naming a square off the map.
    pub fn mask_of(&self, fp: &Footprint) -> Result<Mask, Square> {
        let mut m = 0;
        for &sq in fp.squares() {
            if !self.contains(sq) {
                return Err(sq);
            }
            m |= bit(self.index(sq));
        }
        Ok(m)
    }

    /// The footprint of a mask with 1 to 3 squares.
    pub fn footprint(&self, mask: Mask) -> Footprint {
        let mut squares = [Square::new(0, 0); 3];
        let mut len = 0;
        for (slot, sq) in squares.iter_mut().zip(self.squares(mask)) {
            *slot = sq;
            len += 1;
        }
        // Bit order is row-major, which is the footprint's sorted order.
        Footprint::from_sorted(squares, len.max(1))
    }

    /// The squares of a mask in index order.
    pub fn squares(&self, mask: Mask) -> impl Iterator<Item = Square> + '_ {
        bits(mask).map(|i| self.square(i))
    }

    /// The squares orthogonally next to `mask`, not including `mask` itself.
    pub fn neighbours(&self, mask: Mask) -> Mask {
        self.grown(mask) & !mask
    }

    /// `mask` with its orthogonal neighbours.
    pub fn grown(&self, mask: Mask) -> Mask {
        let w = self.width as u32;
        let grown = mask
            | shl(mask, w)
            | shr(mask, w)
            | ((mask & self.not_right) << 1)
            | ((mask & self.not_left) >> 1);
        grown & self.full
    }

    /// Whether the squares of `mask` are orthogonally connected.
    pub fn is_connected(&self, mask: Mask) -> bool {
        if mask == 0 {
            return false;
        }
        let mut reached = mask & mask.wrapping_neg();
        loop {
            let next = (reached | self.neighbours(reached)) & mask;
            if next == reached {
                return reached == mask;
            }
            reached = next;
        }
    }

    /// Every connected footprint of `size` squares (1 to 3) on this map.
    pub fn footprints(&self, size: u8) -> &[Mask] {
        &self.footprints[(size.clamp(1, 3) - 1) as usize]
    }

    /// Every footprint of `size` with its precomputed facts, in `footprints(size)` order.
    pub fn footprint_info(&self, size: u8) -> &[FootprintInfo] {
        &self.footprint_info[(size.clamp(1, 3) - 1) as usize]
    }

    /// The shapes of the footprints of `size`, in the order footprints sharing an anchor
    /// are listed.
    pub fn shapes(&self, size: u8) -> &[Shape] {
        &self.shapes[(size.clamp(1, 3) - 1) as usize]
    }

    /// Position of a footprint mask of `size` in `footprints(size)`.
    pub fn footprint_index(&self, size: u8, mask: Mask) -> Option<usize> {
        // Footprints are grouped by lowest square: search the few sharing `mask`'s.
        let i = (size.clamp(1, 3) - 1) as usize;
        let anchor = mask.trailing_zeros() as usize;
        let starts = &self.anchor_start[i];
        let (&a, &b) = (starts.get(anchor)?, starts.get(anchor + 1)?);
        let group = self.footprints[i].get(a as usize..b as usize)?;
        group
            .iter()
            .position(|&m| m == mask)
            .map(|j| a as usize + j)
    }

    /// Indices in `footprints(big)` of the footprints containing footprint `small_index` of
    /// size `small` (sizes 1 -> 2, 1 -> 3 or 2 -> 3).
    pub fn supersets(&self, small: u8, big: u8, small_index: usize) -> &[u32] {
        let slot = match (small, big) {
            (1, 2) => 0,
            (1, 3) => 1,
            (2, 3) => 2,
            _ => return &[],
        };
        self.supersets[slot]
            .get(small_index)
            .map_or(&[], |v| v.as_slice())
    }

    /// The footprints of `size` whose lowest square is bit `anchor`.
    pub fn footprints_at(&self, size: u8, anchor: usize) -> &[FootprintInfo] {
        let i = (size.clamp(1, 3) - 1) as usize;
        let starts = &self.anchor_start[i];
        match (starts.get(anchor), starts.get(anchor + 1)) {
            (Some(&a), Some(&b)) => &self.footprint_info[i][a as usize..b as usize],
            _ => &[],
        }
    }

    fn enumerate_footprints(&self, size: u8) -> Vec<Mask> {
        let mut out: Vec<Mask> = Vec::new();
        let mut frontier: Vec<Mask> = bits(self.full).map(|i| 1u128 << i).collect();
        for _ in 1..size {
            let mut next = Vec::new();
            for &m in &frontier {
                for i in bits(self.neighbours(m)) {
                    next.push(m | 1 << i);
                }
            }
            next.sort_unstable();
            next.dedup();
            frontier = next;
        }
        out.extend(frontier);
        // Grouped by lowest square, so `footprints_at` can slice them.
        out.sort_by_key(|m| (m.trailing_zeros(), *m));
        out
    }

    /// Every connected sub-footprint of `mask` with `size` squares.
    pub fn sub_footprints(&self, mask: Mask, size: u8) -> Vec<Mask> {
        self.footprints(size)
            .iter()
            .copied()
            .filter(|&f| f & !mask == 0)
            .collect()
    }
}

/// Says, for a scenario or position file, that `square` is off the map.
pub fn off_map(square: Square) -> String {
    format!("square {square} is off the map")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_map_is_well_formed() {
        let map = Map::parse(DEFAULT_MAP).unwrap();
        assert!((10..=12).contains(&map.width()));
        assert_eq!(map.height(), 10);
        assert_eq!(map.hamlets.count_ones(), 10, "ten printed Hamlets (K1)");
        assert_eq!(map.hamlets & map.river, 0, "no Hamlet on a river");
        assert!(map.is_connected(map.river), "one river crossing the map");
        assert!(map.forest.count_ones() >= 8);
        assert!(map.mountain.count_ones() >= 6);
        // Hamlets are spread out: no two printed Hamlets touch.
        for i in bits(map.hamlets) {
            assert_eq!(map.neighbours(1 << i) & map.hamlets, 0);
        }
    }

    #[test]
    fn parse_reports_bad_rows_and_terrain() {
        assert!(Map::parse("..\n...").unwrap_err().contains("row 2"));
        assert!(Map::parse("..x").unwrap_err().contains("unknown terrain"));
        assert!(Map::parse("").is_err());
        let big = ".".repeat(13) + "\n";
        assert!(Map::parse(&big.repeat(10)).unwrap_err().contains("128"));
    }

    #[test]
    fn neighbours_do_not_wrap_rows() {
        let map = Map::parse("...\n...\n...").unwrap();
        let right_top = 1u128 << 2;
        let n = map.neighbours(right_top);
        assert_eq!(n, (1 << 1) | (1 << 5));
        assert!(!map.is_connected((1 << 2) | (1 << 3)));
    }

    #[test]
    fn footprint_counts_match_polyomino_placements() {
        let map = Map::parse("...\n...\n...").unwrap();
        assert_eq!(map.footprints(1).len(), 9);
        assert_eq!(map.footprints(2).len(), 12);
        // 6 straight trominoes and 4 L-trominoes in each of 4 2x2 boxes.
        assert_eq!(map.footprints(3).len(), 6 + 16);
    }

    #[test]
    fn shapes_place_every_footprint_in_footprint_order() {
        let maps = [
            Map::default_map().as_ref().clone(),
            Map::parse("...\n...\n...").unwrap(),
            Map::parse(&".".repeat(26)).unwrap(),
            Map::parse(&"f.m~\n".repeat(32)).unwrap(),
        ];
        for map in &maps {
            for size in 1..=3u8 {
                let shapes = map.shapes(size);
                assert!(shapes.len() <= [1, 2, 6][size as usize - 1]);
                // Anchor by anchor, shape by shape: the footprint list in its own order.
                let mut placed = Vec::new();
                for anchor in 0..128 {
                    for shape in shapes {
                        if shape.placements_within(map.full()) >> anchor & 1 != 0 {
                            placed.push((anchor, shape.footprint_at(anchor)));
                        }
                    }
                }
                let infos = map.footprint_info(size);
                assert_eq!(placed.len(), infos.len(), "size {size}");
                for ((anchor, fp), info) in placed.iter().zip(infos) {
                    assert_eq!(*fp, info.squares);
                    let shape = shapes.iter().find(|s| s.footprint_at(*anchor) == *fp);
                    assert_eq!(shape.map(|s| s.terrain_at(*anchor)), Some(info.terrain));
                }
                // Meeting a square: exactly the footprints covering it.
                for sq in [0usize, 5, map.full().count_ones() as usize - 1] {
                    let meeting: usize = shapes
                        .iter()
                        .map(|s| s.placements_meeting(1 << sq).count_ones() as usize)
                        .sum();
                    let covering = infos.iter().filter(|i| i.mask >> sq & 1 != 0).count();
                    assert_eq!(meeting, covering, "size {size}, square {sq}");
                }
            }
        }
    }
}
