import type { OpsHistoryEntry, OpsRemote } from '@inpro/shared-contracts';
import { liveEntry, versionStories } from './versionStory';

const at = (minute: number) => new Date(Date.UTC(2026, 4, 4, 15, minute)).toISOString();
const e = (
  minute: number,
  action: OpsHistoryEntry['action'],
  from: string | null,
  to: string,
  who: string,
  machine?: string,
): OpsHistoryEntry => ({
  remote: 'mf-aula',
  from,
  to,
  who,
  when: at(minute),
  action,
  ...(machine ? { machine } : {}),
});

// Newest first, as GET /ops/remotes answers.
const HISTORY: OpsHistoryEntry[] = [
  e(50, 'preview', '1.2.0', '1.4.0', 'clave:Equipo Aula', 'ci-7'),
  e(45, 'publish', '1.2.0', '1.4.0', 'clave:Equipo Aula', 'web-2'),
  e(40, 'abort', '1.3.0', '1.2.0', 'automático (señales de campo)', 'web-1'),
  e(35, 'canary', '1.2.0', '1.3.0', 'clave:Equipo Aula', 'web-1'),
  e(30, 'publish', '1.2.0', '1.3.0', 'clave:Equipo Aula', 'web-1'),
  e(20, 'promote', '1.1.0', '1.2.0', 'automático (señales de campo)', 'web-2'),
  e(15, 'canary', '1.1.0', '1.2.0', 'clave:Equipo Aula', 'web-2'),
  e(10, 'publish', '1.1.0', '1.2.0', 'clave:Equipo Aula', 'web-1'),
  e(0, 'deploy', null, '1.1.0', 'ops@inpro.test', 'ops-1'),
];
const REMOTE: OpsRemote = { remote: 'mf-aula', active: '1.2.0', versions: [], canary: null };

describe('versionStories', () => {
  it('labels each version by what it is or was: an aborted canary is «Abortado», not the previous live version', () => {
    const now = new Date(at(55)).getTime();
    const stories = versionStories(REMOTE, HISTORY, ['1.4.0', '1.3.0', '1.2.0', '1.1.0'], now);
    expect(stories.map((s) => [s.version, s.state])).toEqual([
      ['1.4.0', 'preview'],
      ['1.3.0', 'aborted'],
      ['1.2.0', 'live'],
      ['1.1.0', 'previous'],
    ]);
    // Who published and who put each one live, and from which machine.
    expect(stories[2]).toMatchObject({
      published: { who: 'clave:Equipo Aula', machine: 'web-1', when: at(10) },
      promoted: { who: 'automático (señales de campo)', machine: 'web-2', when: at(20) },
    });
    expect(stories[3]).toMatchObject({ published: { who: 'ops@inpro.test', machine: 'ops-1' }, promoted: { who: 'ops@inpro.test' } });
    expect(stories[1].promoted).toBeNull();
  });

  it('a preview ends with its link; a running canary is «Canario»; a version live again after an abort is «Anterior» once replaced', () => {
    const later = new Date(at(50)).getTime() + 2 * 3600_000;
    expect(versionStories(REMOTE, HISTORY, ['1.4.0'], later)[0].state).toBe('stored');
    expect(versionStories({ ...REMOTE, canary: { version: '1.4.0', percent: 10, since: at(52) } }, HISTORY, ['1.4.0'])[0].state).toBe(
      'canary',
    );
    const again = [e(60, 'deploy', '1.3.0', '1.5.0', 'ops'), e(58, 'activate', '1.2.0', '1.3.0', 'ops'), ...HISTORY];
    expect(versionStories({ ...REMOTE, active: '1.5.0' }, again, ['1.3.0'])[0].state).toBe('previous');
  });

  it('the entry that made the live version live is a move to it, never the abort that also names it', () => {
    expect(liveEntry(HISTORY, REMOTE)).toMatchObject({ action: 'promote', when: at(20) });
  });
});
