/**
 * The double refuses request bodies the way Discord does, from Discord's own API description.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscordDouble, type DiscordDouble } from '../../tools/double';

let double: DiscordDouble;
beforeAll(async () => {
  double = await startDiscordDouble();
});
afterAll(() => double.close());

async function post(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${double.apiUrl}/v10${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('Discord double: request bodies against the API description', () => {
  it('GIVEN a channel message over 2,000 characters THEN 400 Invalid Form Body naming content, recorded as a violation', async () => {
    const res = await post(`/channels/${double.channelId}/messages`, { content: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(50035);
    expect(res.body.errors.content._errors[0].message).toMatch(/2000/);
    const [v] = double.takeViolations();
    expect(v).toMatchObject({ method: 'POST', route: '/channels/{channel_id}/messages', field: 'content' });
    expect(double.takeViolations()).toEqual([]);
  });

  it('GIVEN a button custom id over 100 characters THEN the field path names that button', async () => {
    const components = [{ type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'c'.repeat(101) }] }];
    const res = await post(`/channels/${double.channelId}/messages`, { content: 'hi', components });
    expect(res.status).toBe(400);
    expect(double.takeViolations().map((v) => v.field)).toEqual(['components.0.components.0.custom_id']);
  });

  it('GIVEN a select menu with no options THEN refused; GIVEN a valid message THEN it is taken', async () => {
    const menu = [{ type: 1, components: [{ type: 3, custom_id: 'm', options: [] }] }];
    expect((await post(`/channels/${double.channelId}/messages`, { content: 'pick', components: menu })).status).toBe(
      400,
    );
    expect(double.takeViolations().map((v) => v.field)).toEqual(['components.0.components.0.options']);
    const ok = await post(`/channels/${double.channelId}/messages`, {
      content: 'fine',
      allowed_mentions: { parse: [], users: [] },
    });
    expect(ok.status).toBe(200);
    expect(double.violations).toHaveLength(3);
    double.takeViolations();
  });
});

describe('Discord double: the limits of modals and components', () => {
  const input = (label: string, more: object = {}) => ({
    type: 18,
    label,
    component: { type: 4, custom_id: 'f', style: 1, ...more },
  });
  const modal = (components: unknown[]) =>
    post('/interactions/1/tok/callback', { type: 9, data: { custom_id: 'form', title: 'A form', components } });
  const message = (components: unknown[], more: object = {}) =>
    post(`/channels/${double.channelId}/messages`, { content: 'x', components, ...more });
  const button = (custom_id: string, label = 'Go') => ({ type: 2, style: 1, label, custom_id });
  const select = (custom_id: string, n: number, more: object = {}) => ({
    type: 3,
    custom_id,
    options: Array.from({ length: n }, (_, i) => ({ label: `o${i}`, value: `v${i}` })),
    ...more,
  });
  const refused = async (sent: Promise<{ status: number; body: any }>): Promise<string[]> => {
    const res = await sent;
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(50035);
    return double.takeViolations().map((v) => v.field);
  };

  it('GIVEN a modal label of 46 characters THEN refused; 45 is taken', async () => {
    expect(await refused(modal([input('x'.repeat(46))]))).toEqual(['data.components.0.label']);
    const ok = await modal([input('x'.repeat(45))]);
    expect(ok.status).not.toBe(400);
    expect(double.takeViolations()).toEqual([]);
  });

  it('GIVEN a modal with 6 components, a placeholder of 101, a value past its max length THEN each refused', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({
      ...input('L'),
      component: { type: 4, custom_id: `f${i}`, style: 1 },
    }));
    expect(await refused(modal(six))).toEqual(['data.components']);
    expect(await refused(modal([input('L', { placeholder: 'p'.repeat(101) })]))).toEqual([
      'data.components.0.component.placeholder',
    ]);
    expect(await refused(modal([input('L', { max_length: 5, value: 'toolong' })]))).toEqual([
      'data.components.0.component.value',
    ]);
    expect(await refused(modal([input('L', { max_length: 5, min_length: 6 })]))).toEqual([
      'data.components.0.component.min_length',
    ]);
  });

  it('GIVEN 6 action rows, 6 buttons in a row, a select beside a button THEN each refused', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({ type: 1, components: [button(`b${i}`)] }));
    expect(await refused(message(rows))).toEqual(['components']);
    const crowded = [{ type: 1, components: Array.from({ length: 6 }, (_, i) => button(`b${i}`)) }];
    const fields = await refused(message(crowded));
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.every((f) => f.startsWith('components.0.components'))).toBe(true);
    expect(await refused(message([{ type: 1, components: [select('m', 2), button('b')] }]))).toEqual([
      'components.0.components',
    ]);
  });

  it('GIVEN a button label of 81, 26 options, long option texts, duplicate ids or values THEN each refused', async () => {
    expect(await refused(message([{ type: 1, components: [button('b', 'x'.repeat(81))] }]))).toEqual([
      'components.0.components.0.label',
    ]);
    expect(await refused(message([{ type: 1, components: [select('m', 26)] }]))).toEqual([
      'components.0.components.0.options',
    ]);
    const long = { type: 3, custom_id: 'm', options: [{ label: 'x'.repeat(101), value: 'v', description: 'd' }] };
    expect(await refused(message([{ type: 1, components: [long] }]))).toEqual([
      'components.0.components.0.options.0.label',
    ]);
    const twice = [
      { type: 1, components: [button('same')] },
      { type: 1, components: [button('same')] },
    ];
    expect(await refused(message(twice))).toEqual(['components.1.components.0.custom_id']);
    const sameValues = {
      type: 3,
      custom_id: 'm',
      options: [
        { label: 'a', value: 'v' },
        { label: 'b', value: 'v' },
      ],
    };
    expect(await refused(message([{ type: 1, components: [sameValues] }]))).toEqual([
      'components.0.components.0.options',
    ]);
    expect(await refused(message([{ type: 1, components: [select('m', 2, { max_values: 3 })] }]))).toEqual([
      'components.0.components.0.max_values',
    ]);
  });
});
