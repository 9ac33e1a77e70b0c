// The order of the Docker suites, fixed (jest's own order depends on the timing cache of earlier
// runs, and a fresh machine has none). `npm run test:all` starts them while typecheck, lint and the
// bundle still run beside them, so the suites first in line calibrate their limits on a busy
// machine (which only makes them more lenient) and need no dist/; those that run dist/ wait for the
// bundle under its lock; and the rows that need the CPU to themselves (a build-time fork bomb that
// must reach its pids cap, a memory balloon that must be OOM-killed, a busy loop held to its CPU
// share) come last, when only the unit project runs beside them. Unit suites keep jest's order.
import Sequencer from '@jest/test-sequencer';
import { DOCKER_ORDER } from '../jest.config.js';

export default class ArenaSequencer extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const i = DOCKER_ORDER.findIndex((suffix) => test.path.endsWith(suffix));
      return i < 0 ? -1 : i;
    };
    const docker = tests.filter((t) => rank(t) >= 0).sort((a, b) => rank(a) - rank(b));
    const others = super.sort(tests.filter((t) => rank(t) < 0));
    return [...others, ...docker];
  }
}
