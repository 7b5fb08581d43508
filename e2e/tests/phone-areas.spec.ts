import { expect, test, type Page } from '../src/test';
import { AREA_SCREENS, openScreen } from '../src/areaScreens';
import { signInAs } from '../src/session';

/*
 * At 390×844 (a phone) every screen of every logged-in area fits its width and
 * every action on it is reachable without scrolling sideways.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

interface Offender {
  what: string;
  left: number;
  right: number;
}

/**
 * The page's sideways overflow (document scrollWidth minus the viewport) and every visible control
 * of the area's header and screen (buttons, links, fields) that is not wholly inside the viewport.
 */
function measure(page: Page): Promise<{ overflow: number; offenders: Offender[]; controls: number }> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const root = document.body;
    const controls = Array.from(
      root.querySelectorAll<HTMLElement>(
        'header a, header button, main a[href], main button, main input, main select, main textarea, main [role="tab"]',
      ),
    ).filter((el) => {
      const r = el.getBoundingClientRect();
      // Visually hidden helpers (1 px, clipped) and controls of closed parts are not on screen; a
      // skip link waits off-screen until it is focused.
      const skipLink = el.matches('a[href^="#"]') && r.right <= 0;
      return !skipLink && r.width > 1 && r.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    });
    const offenders = controls
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          what: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 60),
          left: Math.round(r.left),
          right: Math.round(r.right),
        };
      })
      .filter((o) => o.left < -1 || o.right > vw + 1);
    return { overflow: document.documentElement.scrollWidth - vw, offenders, controls: controls.length };
  });
}

for (const [area, { role, screens }] of Object.entries(AREA_SCREENS)) {
  test(`every screen of /${area} fits a 390 px phone, every action in view`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const { token } = await signInAs(page, request, role);
    const problems: string[] = [];
    for (const path of await screens(request, token)) {
      await openScreen(page, path);
      const m = await measure(page);
      expect(m.controls, `${path}: the screen shows its controls`).toBeGreaterThan(0);
      if (m.overflow > 0) problems.push(`${path}: pans ${m.overflow} px sideways`);
      for (const o of m.offenders) problems.push(`${path}: "${o.what}" at ${o.left}…${o.right} px`);
    }
    expect(problems).toEqual([]);
  });
}
