// The sandbox page: the channel, and one pane per user with a command line and that user's
// ephemeral messages. Plain HTML and CSS here; the script is page-client.js (plain JavaScript, no build
// step) and the Markdown renderer markdown.ts, both served by sandbox.ts.
export const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Venus 2140 bot sandbox</title>
<style>
  html, body { height: 100%; }
  body { font: 14px/1.4 system-ui, sans-serif; margin: 0; background: #1e1f22; color: #dbdee1; display: flex; flex-direction: column; overflow: hidden; }
  /* One line, whatever the window: the panes below get the rest of its height. */
  header { padding: 6px 14px; background: #2b2d31; display: flex; gap: 12px; align-items: baseline; white-space: nowrap; overflow: hidden; flex: none; }
  h1 { font-size: 16px; margin: 0; }
  #hint { color: #949ba4; font-size: 12px; overflow: hidden; text-overflow: ellipsis; min-width: 0; }
  main { display: grid; grid-template-columns: minmax(0, 1.7fr) repeat(3, minmax(0, 1fr)); gap: 8px; padding: 8px; flex: 1; min-height: 0; box-sizing: border-box; }
  section { background: #313338; border-radius: 6px; display: flex; flex-direction: column; min-height: 0; position: relative; }
  section h2 { font-size: 14px; margin: 0; padding: 8px; border-bottom: 1px solid #1e1f22; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .log { flex: 1; overflow-y: auto; padding: 8px; }
  .msg { background: #2b2d31; border-radius: 4px; padding: 6px 8px; margin-bottom: 6px; word-break: break-word; }
  .msg.private { border-left: 3px solid #f0b232; }
  .answering { color: #949ba4; font-size: 12px; }
  .md h3, .md h4, .md h5 { margin: 4px 0; } .md h3 { font-size: 18px; } .md h4 { font-size: 16px; } .md h5 { font-size: 14px; }
  .md small { display: block; color: #949ba4; font-size: 12px; }
  .md ul, .md ol { margin: 2px 0; padding-left: 22px; }
  .md blockquote { margin: 2px 0; padding-left: 8px; border-left: 4px solid #4e5058; }
  .md code { background: #1e1f22; border-radius: 3px; padding: 0 3px; font: 13px ui-monospace, monospace; }
  .md pre { background: #1e1f22; border: 1px solid #232428; border-radius: 4px; padding: 6px; margin: 4px 0; white-space: pre-wrap; }
  .md pre code { padding: 0; }
  .md .mention { background: rgba(88, 101, 242, 0.3); color: #c9cdfb; border-radius: 3px; padding: 0 2px; }
  .md .spoiler { background: #111214; color: transparent; border-radius: 3px; cursor: pointer; }
  .md .spoiler:hover { color: inherit; }
  .md a, .files a { color: #00a8fc; }
  .files { font-size: 12px; margin-top: 4px; }
  .files img { display: block; max-width: 100%; max-height: 320px; border-radius: 4px; margin-top: 4px; background: white; }
  .files .file { display: inline-block; background: #1e1f22; border: 1px solid #232428; border-radius: 4px; padding: 6px 10px; margin: 4px 4px 0 0; }
  button, .link-button { margin: 4px 4px 0 0; border: 0; border-radius: 3px; padding: 4px 10px; color: white; background: #4e5058; cursor: pointer; font: inherit; text-decoration: none; display: inline-block; }
  button.s1 { background: #5865f2; } button.s3 { background: #248046; } button.s4 { background: #da373c; }
  button:disabled { opacity: 0.4; cursor: not-allowed; }
  .row { display: flex; flex-wrap: wrap; align-items: center; }
  .row:has(.menu) > div { flex: 1; }
  .container { border-left: 4px solid #4e5058; padding-left: 8px; margin-top: 4px; }
  form.command { display: flex; padding: 8px; gap: 4px; border-top: 1px solid #1e1f22; }
  input[type=text], textarea { flex: 1; background: #383a40; color: inherit; border: 0; border-radius: 4px; padding: 6px; font: inherit; }
  .modal { background: #383a40; border-radius: 4px; padding: 6px; margin-top: 6px; }
  .modal label { display: block; margin-top: 4px; font-size: 12px; color: #b5bac1; }
  .modal label small { display: block; color: #949ba4; }
  .modal select { display: block; width: 100%; box-sizing: border-box; }
  .modal input, .modal textarea { display: block; width: 100%; box-sizing: border-box; background: #1e1f22; }
  .error { color: #fa777c; padding: 0 8px 6px; font-size: 12px; min-height: 1em; }
  select { max-width: 100%; background: #1e1f22; color: inherit; border: 1px solid #4e5058; border-radius: 3px; margin-top: 4px; }
  /* A menu spans its message, as Discord's does, however long its options read. */
  .row > div { min-width: 0; max-width: 100%; }
  .menu { display: flex; align-items: center; gap: 4px; width: 100%; }
  .menu select { flex: 1; min-width: 0; }
  .suggest { position: absolute; left: 8px; right: 8px; bottom: 48px; margin: 0; padding: 4px 0; list-style: none; background: #2b2d31; border: 1px solid #1e1f22; border-radius: 6px; max-height: 50%; overflow-y: auto; box-shadow: 0 4px 12px rgba(0,0,0,0.5); }
  .suggest:empty { display: none; }
  .suggest li { padding: 4px 10px; cursor: pointer; display: flex; gap: 10px; }
  .suggest li.active, .suggest li:hover { background: #404249; }
  .suggest .label { color: #fff; white-space: nowrap; }
  .suggest .description { color: #949ba4; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
</style>
</head>
<body>
<header><h1>Venus 2140 bot sandbox</h1><span id="hint">Type / in a person's box to see the commands; Tab takes the highlighted suggestion.</span></header>
<main id="main">
  <section id="channel" data-testid="channel"><h2>#channel (everyone sees this) — click as <select id="clicker"></select></h2><div class="log"></div></section>
</main>
<script type="module" src="/page.js"></script>
</body>
</html>
`;
