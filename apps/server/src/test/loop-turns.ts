/** How many times the event loop turned (ran its check phase) while `work` ran: 0 when it held the loop throughout. */
export async function loopTurns(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let counting = true;
  const turn = () => {
    if (!counting) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  try {
    await work();
  } finally {
    counting = false;
  }
  return turns;
}
