//! Footprints as shapes placed at anchors.
//!
//! Every footprint of a size is one fixed shape (a domino lying or standing, an L turned one
//! of four ways...) placed with its lowest square on an anchor square. The placements of
//! one shape are then a square mask, and a question about all of them at once ("which fit
//! in the free squares?", "which touch this domain?") is a few shifts of the board masks.

use super::bits::{bits, shr, Mask};
use super::types::{Footprint, Square};

/// One fixed shape of 1 to 3 squares, with where it fits on a map.
#[derive(Clone, Debug, PartialEq)]
pub struct Shape {
    /// Bit offsets of its squares from the anchor, ascending; the first is 0.
    offsets: [u32; 3],
    /// Column steps of its squares from the anchor, in `offsets` order.
    dx: [i8; 3],
    /// Row steps of its squares from the anchor, in `offsets` order.
    dy: [u8; 3],
    len: u8,
    /// The shape at anchor 0, for ordering: footprints sharing an anchor sort as these do.
    key: Mask,
    /// Anchors where it lies wholly on the map.
    valid: Mask,
    /// Anchors where it covers forest, mountain, river (in `COVERS_*` bit order).
    covers: [Mask; 3],
    /// `covers` split into anchors 0 to 63 and 64 to 127 (for `with_terrain_half`).
    covers_halves: [[u64; 3]; 2],
    /// Per anchor square, the `COVERS_*` bits of the placement there.
    terrain: Vec<u8>,
    /// Per anchor square, the squares of the placement there (of the anchor alone where the
    /// shape does not fit).
    placed: Vec<Footprint>,
}

impl Shape {
    /// The anchors (of `valid` ones) where every square of the shape is in `squares`.
    pub fn placements_within(&self, squares: Mask) -> Mask {
        self.offsets()
            .iter()
            .fold(self.valid, |m, &o| m & shr(squares, o))
    }

    /// The anchors (of `valid` ones) where some square of the shape is in `squares`.
    pub fn placements_meeting(&self, squares: Mask) -> Mask {
        self.valid & self.offsets().iter().fold(0, |m, &o| m | shr(squares, o))
    }

    /// The anchors (of `valid` ones) where two squares of the shape lie in `single` with
    /// different numbers, written in bit `p` of `planes[p]`.
    pub fn placements_splitting(&self, single: Mask, planes: &[Mask]) -> Mask {
        let offsets = self.offsets();
        let mut out = 0;
        for (i, &a) in offsets.iter().enumerate() {
            for &b in &offsets[i + 1..] {
                let both = shr(single, a) & shr(single, b);
                let differ = planes.iter().fold(0, |m, &p| m | (shr(p, a) ^ shr(p, b)));
                out |= both & differ;
            }
        }
        out & self.valid
    }

    /// Of `anchors`, those where the shape's terrain bits are exactly `terrain`.
    pub fn with_terrain(&self, anchors: Mask, terrain: u8) -> Mask {
        self.covers
            .iter()
            .enumerate()
            .fold(anchors, |m, (bit, &c)| {
                if terrain >> bit & 1 != 0 {
                    m & c
                } else {
                    m & !c
                }
            })
    }

    /// `with_terrain` on one half of the anchors: bit `i` of `anchors` is anchor
    /// `64 * half + i`.
    pub fn with_terrain_half(&self, anchors: u64, half: u32, terrain: u8) -> u64 {
        // On 64-bit words kept split: no 128-bit shift by a variable amount (`bits::shr`).
        let covers = &self.covers_halves[(half & 1) as usize];
        covers.iter().enumerate().fold(anchors, |m, (bit, &c)| {
            if terrain >> bit & 1 != 0 {
                m & c
            } else {
                m & !c
            }
        })
    }

    /// The `COVERS_*` terrain bits of the placement at `anchor`.
    pub fn terrain_at(&self, anchor: usize) -> u8 {
        self.terrain.get(anchor).copied().unwrap_or(0)
    }

    /// The squares of the placement at `anchor` (a valid one).
    pub fn footprint_at(&self, anchor: usize) -> Footprint {
        self.placed
            .get(anchor)
            .copied()
            .unwrap_or_else(|| Footprint::from_sorted([Square::new(0, 0); 3], 1))
    }

    fn offsets(&self) -> &[u32] {
        &self.offsets[..self.len as usize]
    }
}

/// The distinct shapes of a list of footprints of one size on a map of `width` columns,
/// in the order footprints sharing an anchor are listed (by mask).
pub fn shapes_of(footprints: &[Mask], width: u8, terrain: [Mask; 3]) -> Vec<Shape> {
    let w = i32::from(width);
    let mut shapes: Vec<Shape> = Vec::new();
    for &fp in footprints {
        let anchor = fp.trailing_zeros();
        let key = fp >> anchor;
        let i = match shapes.iter().position(|s| s.key == key) {
            Some(i) => i,
            None => {
                let (ax, ay) = (anchor as i32 % w, anchor as i32 / w);
                let mut shape = Shape {
                    offsets: [0; 3],
                    dx: [0; 3],
                    dy: [0; 3],
                    len: 0,
                    key,
                    valid: 0,
                    covers: [0; 3],
                    covers_halves: [[0; 3]; 2],
                    terrain: vec![0; 128],
                    placed: Vec::new(),
                };
                for (slot, i) in bits(fp).take(3).enumerate() {
                    let (x, y) = (i as i32 % w, i as i32 / w);
                    shape.offsets[slot] = i as u32 - anchor;
                    shape.dx[slot] = (x - ax) as i8;
                    shape.dy[slot] = (y - ay) as u8;
                    shape.len += 1;
                }
                shapes.push(shape);
                shapes.len() - 1
            }
        };
        let shape = &mut shapes[i];
        shape.valid |= 1 << anchor;
        for (bit, (cover, t)) in shape.covers.iter_mut().zip(terrain).enumerate() {
            if fp & t != 0 {
                *cover |= 1 << anchor;
                shape.terrain[anchor as usize] |= 1 << bit;
            }
        }
    }
    for shape in &mut shapes {
        shape.covers_halves = [
            shape.covers.map(|c| c as u64),
            shape.covers.map(|c| (c >> 64) as u64),
        ];
        shape.placed = (0..128)
            .map(|anchor| {
                let (x, y) = (anchor % w, anchor / w);
                // Unused slots hold A1, as in every other footprint (they take part in ==).
                let mut squares = [Square::new(0, 0); 3];
                squares[0] = Square::new(x as u8, y as u8);
                if shape.valid >> anchor & 1 != 0 {
                    let len = usize::from(shape.len);
                    for (i, slot) in squares.iter_mut().enumerate().take(len) {
                        let x = x + i32::from(shape.dx[i]);
                        *slot = Square::new(x as u8, (y + i32::from(shape.dy[i])) as u8);
                    }
                    return Footprint::from_sorted(squares, shape.len);
                }
                Footprint::from_sorted(squares, 1)
            })
            .collect();
    }
    shapes.sort_by_key(|s| s.key);
    shapes
}
