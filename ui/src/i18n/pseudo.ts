// The pseudo-locale's text: every letter accented and the text made 40% longer, so that words
// still written in the code stand out and layouts meet longer text.

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** `text` in the pseudo-locale: accented, and padded to 140% of its length. */
export function pseudo(text: string): string {
  const accented = [...text].map((c) => ACCENTED[c] ?? c).join('');
  // The padding is words of at most four marks, so that longer text wraps as a language's
  // would (one unbreakable run would only test how a layout treats a 30-letter word).
  const pad = Math.ceil(text.length * 0.4);
  const words: string[] = [];
  for (let left = pad - 1; left > 0; left -= 5) words.push('~'.repeat(Math.min(4, left)));
  return pad > 0 ? `${accented} ${words.length ? words.join(' ') : '~'}` : accented;
}
