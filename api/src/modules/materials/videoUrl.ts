/**
 * Video URL normalisation (seed 001 section 5): YouTube watch and short links become the
 * YouTube embed URL; numeric Vimeo links become the Vimeo player URL; anything else is kept
 * as it is (trimmed).
 */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase().replace(/^www\.|^m\.|^music\./, '');
  if (host === 'youtu.be') {
    const id = url.pathname.split('/')[1] ?? '';
    return YOUTUBE_ID.test(id) ? id : null;
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') {
      const id = url.searchParams.get('v') ?? '';
      return YOUTUBE_ID.test(id) ? id : null;
    }
    const m = /^\/(?:shorts|live)\/([^/]+)\/?$/.exec(url.pathname);
    if (m && YOUTUBE_ID.test(m[1])) return m[1];
  }
  return null;
}

function youtubeStart(url: URL): number | null {
  const t = url.searchParams.get('t') ?? url.searchParams.get('start');
  if (!t) return null;
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(t);
  if (!m || (!m[1] && !m[2] && !m[3])) return null;
  const seconds = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (host !== 'vimeo.com') return null;
  // vimeo.com/123456, vimeo.com/channels/staffpicks/123456, vimeo.com/groups/x/videos/123456
  const m = /^\/(?:.*\/)?(\d+)\/?$/.exec(url.pathname);
  return m ? m[1] : null;
}

export function normalizeVideoUrl(raw: string): string {
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return value;
  const yt = youtubeId(url);
  if (yt) {
    const start = youtubeStart(url);
    return `https://www.youtube.com/embed/${yt}${start ? `?start=${start}` : ''}`;
  }
  const vm = vimeoId(url);
  if (vm) return `https://player.vimeo.com/video/${vm}`;
  return value;
}
