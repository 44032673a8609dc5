/** renderMarkdown: Discord's Markdown as safe HTML for the sandbox page. */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../tools/sandbox/markdown';

describe('renderMarkdown', () => {
  it.each([
    ['**Ana** rolls', '<div><b>Ana</b> rolls</div>'],
    ['*soft* and _soft_', '<div><i>soft</i> and <i>soft</i></div>'],
    ['__under__ ~~gone~~ ||hidden||', '<div><u>under</u> <s>gone</s> <span class="spoiler">hidden</span></div>'],
    ['***both***', '<div><b><i>both</i></b></div>'],
    ['use `/conflict roll` now', '<div>use <code>/conflict roll</code> now</div>'],
    ['```\nPool: 6 6 4\n**not bold**\n```', '<div><pre><code>Pool: 6 6 4\n**not bold**</code></pre></div>'],
    ['# Title\ntext', '<h3>Title</h3><div>text</div>'],
    ['### Small', '<h5>Small</h5>'],
    ['-# a footnote', '<small>a footnote</small>'],
    ['> quoted\n> again\nafter', '<blockquote>quoted<br>again</blockquote><div>after</div>'],
    ['before\n>>> all\nof it', '<div>before</div><blockquote>all<br>of it</blockquote>'],
    ['- one\n- two', '<ul><li>one</li><li>two</li></ul>'],
    ['1. first\n2. second', '<ol><li>first</li><li>second</li></ol>'],
    ['line one\nline two', '<div>line one</div><div>line two</div>'],
    ['<@500000000000000002> leads', '<div><span class="mention">@Ana</span> leads</div>'],
    [
      '[rules](https://example.org/a?b=1&c=2)',
      '<div><a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">rules</a></div>',
    ],
    ['6 * 2 * 3', '<div>6 * 2 * 3</div>'],
    ['snake_case_name', '<div>snake_case_name</div>'],
  ])('GIVEN %j THEN %s', (text, html) => {
    expect(renderMarkdown(text, { users: { '500000000000000002': 'Ana' } })).toBe(html);
  });

  it.each([
    ['<img src=x onerror=alert(1)>', '<div>&lt;img src=x onerror=alert(1)&gt;</div>'],
    ['`<script>`', '<div><code>&lt;script&gt;</code></div>'],
    ['**<b>"x"</b>**', '<div><b>&lt;b&gt;&quot;x&quot;&lt;/b&gt;</b></div>'],
    ['[x](javascript:alert(1))', '<div>[x](javascript:alert(1))</div>'],
    [
      '[x](https://a.b/"onmouseover="alert(1))',
      '<div><a href="https://a.b/&quot;onmouseover=&quot;alert(1" target="_blank" rel="noopener noreferrer">x</a>)</div>',
    ],
  ])('GIVEN HTML or a script in %j THEN it is shown as text, never run', (text, html) => {
    expect(renderMarkdown(text)).toBe(html);
  });
});

describe('renderMarkdown timestamps', () => {
  // Tuesday 1 December 2026, 16:05:09 UTC.
  const at = Date.UTC(2026, 11, 1, 16, 5, 9) / 1000;
  const shown = (text: string, now = at * 1000) =>
    renderMarkdown(text, { now, timeZone: 'UTC' }).replace(/<time [^>]*>(.*?)<\/time>/g, '[$1]');

  it.each([
    ['t', '4:05 PM'],
    ['T', '4:05:09 PM'],
    ['d', '12/01/2026'],
    ['D', 'December 1, 2026'],
    ['f', 'December 1, 2026 4:05 PM'],
    ['F', 'Tuesday, December 1, 2026 4:05 PM'],
  ])('GIVEN the style %s THEN it reads %s', (style, text) => {
    expect(shown(`<t:${at}:${style}>`)).toBe(`<div>[${text}]</div>`);
  });

  it('GIVEN an absolute and a relative tag side by side THEN the date shows once and the other says how long ago', () => {
    const later = (at + 2 * 3600) * 1000;
    expect(shown(`since <t:${at}:f> (<t:${at}:R>)`, later)).toBe(
      '<div>since [December 1, 2026 4:05 PM] ([2 hours ago])</div>',
    );
    expect(shown(`<t:${at}>`)).toBe('<div>[December 1, 2026 4:05 PM]</div>');
  });

  it.each([
    [10, 'in a few seconds'],
    [-60, 'a minute ago'],
    [-5 * 60, '5 minutes ago'],
    [3600, 'in an hour'],
    [-3 * 86400, '3 days ago'],
    [-400 * 86400, 'a year ago'],
  ])('GIVEN a moment %i s away THEN the relative tag says %s', (seconds, text) => {
    expect(shown(`<t:${at + seconds}:R>`)).toBe(`<div>[${text}]</div>`);
  });

  it('GIVEN the tag THEN the full date is its tooltip and a machine-readable time', () => {
    expect(renderMarkdown(`<t:${at}:R>`, { now: at * 1000, timeZone: 'UTC' })).toBe(
      '<div><time datetime="2026-12-01T16:05:09.000Z" title="Tuesday, December 1, 2026 4:05 PM">a few seconds ago</time></div>',
    );
  });
});
