// Waits for a benchmark's server process to answer `url` (its /readyz), failing when it exits or
// takes longer than three minutes.
export async function waitUntilReady(child, url) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > 180_000) throw new Error('server did not start in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
