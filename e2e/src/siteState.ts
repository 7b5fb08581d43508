import { test } from '@playwright/test';
import fs from 'node:fs';
import { STATE_FILE } from './paths';

export interface SiteState {
  baseURL: string;
  artifactsDir: string;
  mailDir: string;
}

/** The site the running test's project uses (the serial specs have one of their own). */
export function siteState(): SiteState {
  const sites = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as Record<string, SiteState>;
  const site = sites[test.info().project.name];
  if (!site) throw new Error(`no site for project ${test.info().project.name} in ${STATE_FILE}`);
  return site;
}

/** The address of the running test's site, for contexts and clients made by hand. */
export function siteURL(): string {
  return siteState().baseURL;
}
