/**
 * Writes the 3,000 most common passwords (ranked by frequency in public breach corpora,
 * as packaged by @zxcvbn-ts/language-common) to server/modules/auth/common-passwords.txt.
 * The list is committed so the server needs no extra runtime dependency; rerun to refresh.
 */
import { writeFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';

const COUNT = 3000;
const passwords = (dictionary as Record<string, string[]>)['passwords-common'].slice(0, COUNT);
writeFileSync(new URL('../server/modules/auth/common-passwords.txt', import.meta.url), passwords.join('\n') + '\n');
console.log(`wrote ${passwords.length} passwords`);
