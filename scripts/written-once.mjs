// Issue 26: a label or a word of the interface is written in one source file; this finds where each is written.
// Kept apart from stats.mjs so the rule is tested on sources given in memory, not only on the repository.

/** The code of a source without its comments: a word named in a comment is not a word shown to anyone. */
export const uncomment = (code) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** A word counts as a string ('启用', "启用") or as JSX text (>启用<). */
export const written = (code, word) => code.includes(`'${word}'`) || code.includes(`"${word}"`) || code.includes(`>${word}<`);

/** Each word with the files writing it, and those written in more than one. `sources`: file → uncommented code. */
export function filesWriting(words, sources) {
  const all = [...words].map((w) => [w, [...sources].filter(([, code]) => written(code, w)).map(([f]) => f)]);
  return { all, repeated: all.filter(([, files]) => files.length > 1) };
}

/** Chinese string literals written in `min` files or more, most spread first: the figure still to bring down. */
export function spreadLiterals(sources, min = 3) {
  const files = new Map();
  for (const code of sources.values()) {
    for (const w of new Set([...code.matchAll(/'([^'\n]*[\u4e00-\u9fff][^'\n]*)'/g)].map((m) => m[1]))) {
      files.set(w, (files.get(w) ?? 0) + 1);
    }
  }
  return [...files].filter(([, n]) => n >= min).sort((a, b) => b[1] - a[1]);
}
