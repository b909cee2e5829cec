/** The Node entry of the command line: real files, real stdout, real exit status. */
import { readFileSync } from 'node:fs';
import { runCli } from './main';

const output = runCli(process.argv.slice(2), { readFile: (path) => readFileSync(path, 'utf8') });
process.stdout.write(output.stdout);
process.stderr.write(output.stderr);
process.exitCode = output.exitCode;
