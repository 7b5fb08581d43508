import fs from 'node:fs';
import { test } from '@playwright/test';
import { STATE_FILE } from './paths';

/** A site the global setup started: where it answers, its artifact store and its mail sink. */
export interface SiteState {
  baseURL: string;
  artifactsDir: string;
  mailDir: string;
}

/**
 * The serial specs change what every visitor sees (remote versions, site-wide settings), so they get
 * a site of their own and run beside the other tests instead of after them.
 */
export interface SitesState {
  main: SiteState;
  serial: SiteState;
}

/** The project whose specs run on the serial site (playwright.config.ts). */
export const SERIAL_PROJECT = 'serial';

/** The site of the running test's project. */
export function siteState(): SiteState {
  const sites = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as SitesState;
  return test.info().project.name === SERIAL_PROJECT ? sites.serial : sites.main;
}
