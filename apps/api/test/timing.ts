/**
 * Median durations of two requests run alternately (the order flips every round), so load on a shared machine weighs
 * on both alike; one untimed run of each first.
 */
export async function interleavedMedians(
  rounds: number,
  existing: () => Promise<unknown>,
  unknown: () => Promise<unknown>,
): Promise<{ existing: number; unknown: number }> {
  await existing();
  await unknown();
  const times = { existing: [] as number[], unknown: [] as number[] };
  const timed = async (kind: 'existing' | 'unknown', run: () => Promise<unknown>) => {
    const start = process.hrtime.bigint();
    await run();
    times[kind].push(Number(process.hrtime.bigint() - start) / 1e6);
  };
  for (let round = 0; round < rounds; round += 1) {
    if (round % 2 === 0) {
      await timed('existing', existing);
      await timed('unknown', unknown);
    } else {
      await timed('unknown', unknown);
      await timed('existing', existing);
    }
  }
  const median = (list: number[]) => {
    const sorted = [...list].sort((x, y) => x - y);
    return ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) / 2;
  };
  return { existing: median(times.existing), unknown: median(times.unknown) };
}
