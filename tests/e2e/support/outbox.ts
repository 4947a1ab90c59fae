import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The text of an .eml file with quoted-printable soft line breaks and `=3D` undone. */
function decode(eml: string): string {
  return eml.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/**
 * Waits for the invitation mail to `email` in the product's outbox folder and returns its
 * set-password link.
 */
export async function invitationLink(dataDir: string, email: string, timeoutMs = 20_000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.eml'))) {
      const text = decode(await readFile(path.join(outbox, name), 'utf8'));
      if (!new RegExp(`^To: .*${email.replace(/[.]/g, '\\.')}`, 'mi').test(text)) continue;
      const link = text.match(/https?:\/\/\S+\/set-password\/[A-Za-z0-9_%-]+/)?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`No invitation mail to ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Waits for a mail to `to` in the product's outbox folder whose text matches `match` (subject,
 * body or both) and returns its text with quoted-printable soft line breaks undone.
 */
export async function waitForMail(dataDir: string, to: string, match: RegExp, timeoutMs = 20_000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.eml'))) {
      const text = decode(await readFile(path.join(outbox, name), 'utf8'));
      if (!new RegExp(`^To: .*${to.replace(/[.]/g, '\\.')}`, 'mi').test(text)) continue;
      if (match.test(text)) return text;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${match} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
