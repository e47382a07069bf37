import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SITE = path.resolve(__dirname, '..', '..');

/**
 * A temporary copy of the site as a clone has it (its tracked files, as they are in the working
 * tree), with node_modules linked rather than copied: its own scripts run there as in the site.
 */
export function copySite(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const files = spawnSync('git', ['ls-files', '-z'], {cwd: SITE, encoding: 'utf8'}).stdout.split('\0');
  for (const file of files.filter(Boolean)) {
    if (!fs.existsSync(path.join(SITE, file))) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(path.join(SITE, file), path.join(dir, file));
  }
  fs.symlinkSync(path.join(SITE, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
