// CLI command name → the mode file that implements it.
import type { CliCommand } from './io.js';
import { command as validate } from '../modes/validate.js';
import { command as match } from '../modes/match.js';
import { command as evaluate } from '../modes/evaluate.js';
import { command as rotation } from '../modes/rotation.js';
import { command as merge } from '../modes/merge.js';
import { command as report } from '../modes/report.js';
import { command as replay } from '../modes/replay.js';

export const COMMANDS: readonly CliCommand[] = [validate, match, evaluate, rotation, merge, report, replay];
