// Fails the test during which the bot sent a request body Discord's API description refuses,
// naming the route and the field (every Discord double validates bodies; see tools/double/schema.ts).
import { afterEach } from 'vitest';
import { describeViolation, liveDoubles } from '../../tools/double';

afterEach(() => {
  const found = [...liveDoubles].flatMap((d) => d.takeViolations());
  if (found.length) {
    throw new Error(
      `The bot sent ${found.length} request(s) Discord would refuse (400, Invalid Form Body):\n  - ${found.map(describeViolation).join('\n  - ')}`,
    );
  }
});
