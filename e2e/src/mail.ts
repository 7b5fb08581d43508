import fs from 'node:fs';
import path from 'node:path';
import { siteState } from './siteState';

interface SunkMail {
  to: string[];
  subject: string;
  text: string;
}

/** The e-mails the site under test sent to `email` (appended to <mailDir>/outbox.jsonl), oldest first. */
export function mailsTo(email: string): SunkMail[] {
  const { mailDir } = siteState();
  const file = path.join(mailDir, 'outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SunkMail)
    .filter((mail) => mail.to.includes(email));
}
