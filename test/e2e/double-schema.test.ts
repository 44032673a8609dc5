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
  });
});
