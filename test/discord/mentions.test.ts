// Security: a message pings only the users its use case names, never ids found in its text.
import { describe, expect, it } from 'vitest';
import { md, mention, textOf } from '../../src/app/text/safe-text';
import { quote } from '../../src/discord/render/dice';
import { renderPublicViews } from '../../src/discord/render/public';

describe('mentions come from the views, not the text', () => {
  it('GIVEN a notice whose text holds a typed <@id> THEN nobody is pinged', () => {
    const [body] = renderPublicViews([
      {
        kind: 'notice',
        text: md`**${'<@222222222222222222>'}** joins the campaign, played by ${mention('111111111111111111')}.`,
      },
    ]);
    expect(body!.mentionUsers).toEqual([]);
    expect(body!.content).toBe('**\\<\\@222222222222222222\\>** joins the campaign, played by <@111111111111111111>.');
  });

  it('GIVEN a notice naming the one user to ping THEN only that user is pinged', () => {
    const [body] = renderPublicViews([
      {
        kind: 'notice',
        text: md`Compel: ${mention('222222222222222222')} and ${mention('111111111111111111')}, accept or refuse.`,
        pings: ['111111111111111111'],
      },
    ]);
    expect(body!.mentionUsers).toEqual(['111111111111111111']);
  });

  it('GIVEN an action typed with a masked link and a mention THEN it is quoted as plain text', () => {
    expect(textOf(quote('[GM](https://example.org) <@1234567> #general'))).toBe(
      '“\\[GM\\](https\\://example.org) \\<\\@1234567\\> \\#general”',
    );
  });
});
