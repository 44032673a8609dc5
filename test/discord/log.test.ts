import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, streamWriter } from '../../src/log';

const clock = () => new Date('2140-01-01T00:00:00Z');
const lines = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, sink: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
};

describe('createLogger', () => {
  it('GIVEN LOG_FORMAT json THEN each line is one JSON object, the interaction id and the stack among its keys', () => {
    const { out, err, sink } = lines();
    const log = createLogger('debug', sink, clock, 'json');
    log.info('interaction handled', { interaction: '123', what: '/conflict status', ms: 4 });
    log.error('interaction failed: boom', { interaction: '124', stack: 'Error: boom\n    at x (y.ts:1:1)' });
    expect(out.map((l) => JSON.parse(l))).toEqual([
      {
        time: '2140-01-01T00:00:00.000Z',
        level: 'info',
        message: 'interaction handled',
        interaction: '123',
        what: '/conflict status',
        ms: 4,
      },
    ]);
    expect(err).toHaveLength(1);
    expect(err[0]).not.toContain('\n');
    expect(JSON.parse(err[0]!)).toMatchObject({
      level: 'error',
      interaction: '124',
      stack: expect.stringContaining('at x'),
    });
  });

  it('GIVEN a field that cannot be serialised, or one named like a key of the line THEN the line is still one object', () => {
    const { out, sink } = lines();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const log = createLogger('info', sink, clock, 'json');
    log.info('odd', { cycle, level: 'forged', big: 10n });
    log.info('level kept', { level: 'forged' });
    expect(JSON.parse(out[0]!)).toMatchObject({ message: 'odd', level: 'info' });
    expect(JSON.parse(out[1]!)).toEqual({ time: '2140-01-01T00:00:00.000Z', level: 'info', message: 'level kept' });
  });

  it('GIVEN text THEN the lines stay as they were', () => {
    const { out, sink } = lines();
    createLogger('info', sink, clock).info('refused', { interaction: '9', code: 'auth/not-gm' });
    expect(out).toEqual(['2140-01-01T00:00:00.000Z INFO refused interaction="9" code="auth/not-gm"']);
  });

  it('GIVEN a sink that throws THEN the line is dropped and the caller goes on', () => {
    const log = createLogger('info', {
      out: () => {
        throw new Error('EPIPE');
      },
      err: () => {
        throw new Error('EPIPE');
      },
    });
    expect(() => log.error('lost')).not.toThrow();
  });
});

describe('streamWriter', () => {
  it('GIVEN a stream that fails (a closed pipe) THEN later lines are dropped, not written and not thrown', async () => {
    let writes = 0;
    const stream = new Writable({
      write(_chunk, _enc, done) {
        writes += 1;
        done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const write = streamWriter(stream);
    write('first');
    await new Promise((r) => setImmediate(r));
    for (let i = 0; i < 100; i++) write(`line ${i}`);
    expect(writes).toBe(1);
  });

  it('GIVEN a healthy stream THEN every line arrives with its newline', () => {
    const stream = new PassThrough();
    const write = streamWriter(stream);
    write('a');
    write('b');
    expect(String(stream.read())).toBe('a\nb\n');
  });
});
