//! `Few<T, N>`: a list of at most `N` small copyable items, stored inline so actions stay
//! `Copy` and allocation-free. Written as a JSON list.

use serde::{Deserialize, Serialize};
use std::fmt;

/// At most `N` items, inline.
#[derive(Clone, Copy)]
pub struct Few<T: Copy + Default, const N: usize> {
    len: u8,
    items: [T; N],
}

impl<T: Copy + Default, const N: usize> Few<T, N> {
    /// The empty list.
    pub fn new() -> Self {
        Few {
            len: 0,
            items: [T::default(); N],
        }
    }

    /// A list of the given items; `None` if there are more than `N`.
    pub fn from_slice(items: &[T]) -> Option<Self> {
        if items.len() > N {
            return None;
        }
        let mut out = Self::new();
        out.items[..items.len()].copy_from_slice(items);
        out.len = items.len() as u8;
        Some(out)
    }

    /// Appends an item; false (and unchanged) when full.
    pub fn push(&mut self, item: T) -> bool {
        if (self.len as usize) < N {
            self.items[self.len as usize] = item;
            self.len += 1;
            true
        } else {
            false
        }
    }

    /// Removes the item at `i`, keeping the order of the rest.
    pub fn remove_at(&mut self, i: usize) {
        let n = self.len as usize;
        if i < n {
            self.items.copy_within(i + 1..n, i);
            self.items[n - 1] = T::default();
            self.len -= 1;
        }
    }

    /// Removes the last item.
    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let item = self.items[self.len as usize];
        self.items[self.len as usize] = T::default();
        Some(item)
    }

    /// The items.
    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len as usize]
    }

    /// The items, mutably.
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.items[..self.len as usize]
    }

    /// Number of items.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there is no item.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Iterates over the items.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.as_slice().iter()
    }
}

impl<T: Copy + Default, const N: usize> Default for Few<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for Few<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for Few<T, N> {}

impl<T: Copy + Default + std::hash::Hash, const N: usize> std::hash::Hash for Few<T, N> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state)
    }
}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for Few<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a Few<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: Copy + Default + Serialize, const N: usize> Serialize for Few<T, N> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.as_slice())
    }
}

/// Written as a TypeScript array, like the JSON list it is.
impl<T: Copy + Default + ts_rs::TS, const N: usize> ts_rs::TS for Few<T, N> {
    type WithoutGenerics = Vec<ts_rs::Dummy>;
    type OptionInnerType = Self;
    fn name(cfg: &ts_rs::Config) -> String {
        <Vec<T> as ts_rs::TS>::name(cfg)
    }
    fn inline(cfg: &ts_rs::Config) -> String {
        <Vec<T> as ts_rs::TS>::inline(cfg)
    }
    fn visit_dependencies(v: &mut impl ts_rs::TypeVisitor)
    where
        Self: 'static,
    {
        <Vec<T> as ts_rs::TS>::visit_dependencies(v);
    }
    fn visit_generics(v: &mut impl ts_rs::TypeVisitor)
    where
        Self: 'static,
    {
        <Vec<T> as ts_rs::TS>::visit_generics(v);
    }
}

impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Deserialize<'de> for Few<T, N> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Vec::<T>::deserialize(d)?;
        Few::from_slice(&v)
            .ok_or_else(|| serde::de::Error::custom(format!("at most {N} items, not {}", v.len())))
    }
}
