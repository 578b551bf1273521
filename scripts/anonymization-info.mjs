#!/usr/bin/env node
// Prints the X-Anonymization-Info header as indented JSON: what the gateway sent to the provider.
// Input on stdin: response headers (`curl -D headers.txt ...`), or the header's base64 value alone.
//   node scripts/anonymization-info.mjs < /tmp/headers.txt
import { readFileSync } from 'node:fs';

const input = readFileSync(0, 'utf8');
const header = /^x-anonymization-info:[ \t]*(\S+)/im.exec(input);
const value = header ? header[1] : input.trim();
if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) {
  process.stderr.write(
    'no X-Anonymization-Info found: send the request with the header X-Show-Raw-Prompt: true and save the response headers (curl -D file)\n',
  );
  process.exit(1);
}
let info;
try {
  info = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
} catch {
  process.stderr.write('the X-Anonymization-Info value is not base64 of JSON\n');
  process.exit(1);
}
process.stdout.write(`${JSON.stringify(info, null, 2)}\n`);
