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
