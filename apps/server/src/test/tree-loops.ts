/** The nodes from which walking up by parent comes back to a node already seen: a loop in the tree. */
export function nodesInLoops(rows: { code: string; parent: string }[]): string[] {
  const parentOf = new Map(rows.map((r) => [r.code, r.parent]));
  const looped = new Set<string>();
  for (const start of parentOf.keys()) {
    const seen = new Set<string>();
    for (let at: string | undefined = start; at !== undefined && parentOf.has(at); at = parentOf.get(at)) {
      if (seen.has(at)) {
        looped.add(at);
        break;
      }
      seen.add(at);
    }
  }
  return [...looped].sort();
}

type Reply = { body: { message: string } };

/**
 * Races two moves on fresh nodes, round after round: A under B while B goes under A, then A under b while
 * B goes under a (a and b children of A and B). Answers each round's two reply messages, sorted.
 */
export async function raceMoves(
  add: (label: string, parent?: string) => Promise<string>,
  move: (code: string, parent: string) => Promise<Reply>,
  rounds = 6,
) {
  const out: string[][] = [];
  for (let round = 0; round < rounds; round++) {
    const [A, B] = [await add(`环A${round}`), await add(`环B${round}`)];
    const [a, b] = [await add(`环a${round}`, A), await add(`环b${round}`, B)];
    const moves =
      round % 2
        ? [
            [A, B],
            [B, A],
          ]
        : [
            [A, b],
            [B, a],
          ];
    const res = await Promise.all(moves.map(([code, parent]) => move(code, parent)));
    out.push(res.map((r) => r.body.message).sort());
  }
  return out;
}
