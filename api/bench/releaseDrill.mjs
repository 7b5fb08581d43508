// The release drill of the several-machines scenario: during the load, a team deploys a new version
// of a remote (the CLI, as its pipeline would, into the shared state and the bucket), then the
// master administrator, through machine A's ops API, rolls it back, starts it as a canary and
// aborts the canary. After each move, the next page load on every machine must show it; a page load
// started after a move that still saw the state before it is counted as stale.
import { pageLoad, remotesCli, twinBuild } from './machines.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function api(origin, method, url, token, body) {
  const res = await fetch(`${origin}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${url} on ${origin}: ${res.status} ${json?.error ?? ''}`);
  return json;
}

/**
 * Runs the four moves of `remote` through `machines[0]`, `gapMs` apart, starting after `gapMs`.
 * Returns each move: what it was, when it returned, the state it leaves (stable and canary version)
 * and what the first page load on each machine right after it showed.
 */
export async function releaseDrill({ machines, token, cliEnv, remote = 'mf-public', gapMs }) {
  const [a] = machines;
  const before = (await pageLoad(a.origin, { remote, share: 99 })).stable;
  const twin = twinBuild(remote, `drill.${Date.now().toString(36)}`);
  const moves = [];
  const move = async (what, fn, state) => {
    await sleep(gapMs);
    const started = Date.now();
    await fn();
    const at = Date.now();
    const firstLoads = [];
    for (const m of machines) {
      // A visitor whose share falls in any canary: the load shows the canary when there is one.
      const used = await pageLoad(m.origin, { remote, share: 0 });
      firstLoads.push({
        machine: m.name,
        stable: used.stable,
        canary: used.canary,
        ok: used.stable === state.stable && used.canary === state.canary,
      });
    }
    moves.push({ what, startedAt: started, at, tookMs: at - started, state, firstLoads });
  };
  try {
    await move('deploy (CLI, shared state and bucket)', () => remotesCli(['deploy', remote, '--from', twin.dir], cliEnv), {
      stable: twin.version,
      canary: null,
    });
    await move(`rollback through ${a.name}`, () => api(a.origin, 'POST', `/ops/remotes/${remote}/rollback`, token, { to: before }), {
      stable: before,
      canary: null,
    });
    await move(
      `canary ${twin.version} at 50 % through ${a.name}`,
      () => api(a.origin, 'POST', `/ops/remotes/${remote}/canary`, token, { version: twin.version, percent: 50 }),
      { stable: before, canary: twin.version },
    );
    await move(`canary abort through ${a.name}`, () => api(a.origin, 'POST', `/ops/remotes/${remote}/canary/abort`, token), {
      stable: before,
      canary: null,
    });
  } finally {
    twin.remove();
  }
  return moves;
}

/**
 * The page loads of `loads` (from visitors()) that started after a move had returned, before the next
 * one started, and showed another state than the move left: `stale` when that state was not live at any
 * moment of the load; `sawALaterMove` when the load was still running as a later move was made and
 * showed it (it read `/remotes.json` after that move: not stale).
 */
export function loadsAfterMoves(moves, loads) {
  const stale = [];
  let sawALaterMove = 0;
  const shows = (l, move) => l.stable === move.state.stable && l.canary === move.state.canary;
  moves.forEach((m, i) => {
    const until = moves[i + 1]?.startedAt ?? Infinity;
    for (const l of loads) {
      if (l.startedAt <= m.at || l.startedAt >= until || shows(l, m)) continue;
      if (moves.slice(i + 1).some((later) => later.startedAt < l.endedAt && shows(l, later))) sawALaterMove += 1;
      else stale.push({ move: m.what, afterMoveMs: l.startedAt - m.at, tookMs: l.endedAt - l.startedAt, ...l });
    }
  });
  return { stale, sawALaterMove };
}
