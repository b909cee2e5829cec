/**
 * Which Sheetmate this is and where its instructions live, both read from
 * package.json when the bundle is built (esbuild inlines the two fields, and
 * nothing else of package.json, into Code.gs).
 */
import { repository, version } from '../../package.json';

/** The version of package.json, such as `0.2.0`. */
export const SHEETMATE_VERSION: string = version;

/** How Sheetmate names itself to other programs: the TRF's pairing controller (`182 Sheetmate 0.2.0`). */
export const PROGRAM_NAME = `Sheetmate ${SHEETMATE_VERSION}`;

/** The README of the repository package.json names: how to install Sheetmate and use it. */
export const INSTRUCTIONS_URL = `${repository.url.replace(/^git\+/, '').replace(/\.git$/, '')}#readme`;
