/** renderMarkdown: Discord's Markdown as safe HTML for the sandbox page. */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../tools/sandbox/markdown';

describe('renderMarkdown', () => {
  it.each([
    ['**Ana** rolls', '<b>Ana</b> rolls'],
    ['*soft* and _soft_', '<i>soft</i> and <i>soft</i>'],
    ['__under__ ~~gone~~ ||hidden||', '<u>under</u> <s>gone</s> <span class="spoiler">hidden</span>'],
    ['***both***', '<b><i>both</i></b>'],
    ['use `/conflict roll` now', 'use <code>/conflict roll</code> now'],
    ['```\nPool: 6 6 4\n**not bold**\n```', '<pre><code>Pool: 6 6 4\n**not bold**</code></pre>'],
    ['# Title\ntext', '<h3>Title</h3>text'],
    ['### Small', '<h5>Small</h5>'],
    ['-# a footnote', '<small>a footnote</small>'],
    ['> quoted\n> again\nafter', '<blockquote>quoted<br>again</blockquote>after'],
    ['before\n>>> all\nof it', 'before<blockquote>all<br>of it</blockquote>'],
    ['- one\n- two', '<ul><li>one</li><li>two</li></ul>'],
    ['1. first\n2. second', '<ol><li>first</li><li>second</li></ol>'],
    ['line one\nline two', 'line one<br>line two'],
    ['<@500000000000000002> leads', '<span class="mention">@Ana</span> leads'],
    ['[rules](https://example.org/a?b=1&c=2)', '<a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">rules</a>'],
    ['6 * 2 * 3', '6 * 2 * 3'],
    ['snake_case_name', 'snake_case_name'],
  ])('GIVEN %j THEN %s', (text, html) => {
    expect(renderMarkdown(text, { users: { '500000000000000002': 'Ana' } })).toBe(html);
  });

  it.each([
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['`<script>`', '<code>&lt;script&gt;</code>'],
    ['**<b>"x"</b>**', '<b>&lt;b&gt;&quot;x&quot;&lt;/b&gt;</b>'],
    ['[x](javascript:alert(1))', '[x](javascript:alert(1))'],
    ['[x](https://a.b/"onmouseover="alert(1))', '<a href="https://a.b/&quot;onmouseover=&quot;alert(1" target="_blank" rel="noopener noreferrer">x</a>)'],
  ])('GIVEN HTML or a script in %j THEN it is shown as text, never run', (text, html) => {
    expect(renderMarkdown(text)).toBe(html);
  });
});
