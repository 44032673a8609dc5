// The sandbox page: the channel, and one pane per user with a command line and that user's
// ephemeral messages. Plain HTML and script, no build step. (No backticks or dollar-braces inside.)
export const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Venus 2140 bot sandbox</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 0; background: #1e1f22; color: #dbdee1; }
  header { padding: 8px 14px; background: #2b2d31; }
  h1 { font-size: 16px; margin: 0; }
  main { display: grid; grid-template-columns: 1.3fr 1fr 1fr 1fr; gap: 8px; padding: 8px; height: calc(100vh - 56px); box-sizing: border-box; }
  section { background: #313338; border-radius: 6px; display: flex; flex-direction: column; min-height: 0; }
  section h2 { font-size: 14px; margin: 0; padding: 8px; border-bottom: 1px solid #1e1f22; }
  .log { flex: 1; overflow-y: auto; padding: 8px; }
  .msg { background: #2b2d31; border-radius: 4px; padding: 6px 8px; margin-bottom: 6px; white-space: pre-wrap; word-break: break-word; }
  .msg.private { border-left: 3px solid #f0b232; }
  .answering { color: #949ba4; font-size: 12px; }
  .files { color: #00a8fc; font-size: 12px; }
  button { margin: 4px 4px 0 0; border: 0; border-radius: 3px; padding: 4px 10px; color: white; background: #4e5058; cursor: pointer; }
  button.s1 { background: #5865f2; } button.s3 { background: #248046; } button.s4 { background: #da373c; }
  button:disabled { opacity: 0.4; cursor: not-allowed; }
  form { display: flex; padding: 8px; gap: 4px; border-top: 1px solid #1e1f22; }
  input[type=text] { flex: 1; background: #383a40; color: inherit; border: 0; border-radius: 4px; padding: 6px; }
  .error { color: #fa777c; padding: 0 8px 6px; font-size: 12px; min-height: 1em; }
  select { max-width: 100%; }
</style>
</head>
<body>
<header><h1>Venus 2140 bot sandbox</h1><span id="hint">Type commands such as /campaign create name:Eros Nights. Commands: <span id="commands"></span></span></header>
<main id="main">
  <section id="channel" data-testid="channel"><h2>#channel (everyone sees this) — click as <select id="clicker"></select></h2><div class="log"></div></section>
</main>
<script>
var state = { users: [], messages: [] };
var built = false;
function esc(s) { return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'); }
function fmt(s) {
  var out = esc(s).replace(/\\*\\*(.+?)\\*\\*/g, '<b>$1</b>').replace(/~~(.+?)~~/g, '<s>$1</s>');
  return out.replace(/&lt;@!?(\\d+)&gt;/g, function (_, id) { var u = state.users.find(function (x) { return x.id === id; }); return '@' + (u ? u.username : id); });
}
function post(path, body, errorBox) {
  errorBox.textContent = '…';
  return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    .then(function (r) { return r.json(); })
    .then(function (j) { errorBox.textContent = j.error ? j.error : ''; return refresh(); })
    .catch(function (e) { errorBox.textContent = String(e); });
}
function build() {
  var main = document.getElementById('main');
  var clicker = document.getElementById('clicker');
  state.users.forEach(function (u) {
    var s = document.createElement('section');
    s.id = 'user-' + u.username.toLowerCase();
    s.setAttribute('data-testid', 'pane-' + u.username.toLowerCase());
    s.innerHTML = '<h2>' + esc(u.username) + ' (' + esc(u.role) + ') — only ' + esc(u.username) + ' sees these</h2><div class="log"></div><div class="error"></div>' +
      '<form><input type="text" placeholder="/command as ' + esc(u.username) + '" aria-label="command as ' + esc(u.username) + '"><button class="s1">Send</button></form>';
    var form = s.querySelector('form'), input = s.querySelector('input'), err = s.querySelector('.error');
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      var text = input.value;
      if (!text.trim()) return;
      post('/api/command', { user: u.id, text: text }, err).then(function () { input.value = ''; });
    });
    main.appendChild(s);
    var o = document.createElement('option'); o.value = u.id; o.textContent = u.username; clicker.appendChild(o);
  });
  built = true;
}
function components(m, userId, errorBox) {
  var box = document.createElement('div');
  (m.components || []).forEach(function (row) {
    (row.components || []).forEach(function (c) {
      if (c.type === 2 && c.custom_id) {
        var b = document.createElement('button');
        b.textContent = c.label || c.custom_id; b.className = 's' + (c.style || 2); b.disabled = !!c.disabled;
        b.addEventListener('click', function () { post('/api/button', { user: userId(), messageId: m.id, customId: c.custom_id }, errorBox); });
        box.appendChild(b);
      } else if (c.type === 3) {
        var sel = document.createElement('select');
        if ((c.max_values || 1) > 1) sel.multiple = true;
        (c.options || []).forEach(function (o) { var op = document.createElement('option'); op.value = o.value; op.textContent = o.label; sel.appendChild(op); });
        var go = document.createElement('button'); go.textContent = 'Pick'; go.className = 's1';
        go.addEventListener('click', function () {
          var values = Array.prototype.filter.call(sel.options, function (o) { return o.selected; }).map(function (o) { return o.value; });
          post('/api/select', { user: userId(), messageId: m.id, customId: c.custom_id, values: values }, errorBox);
        });
        box.appendChild(document.createElement('br')); box.appendChild(sel); box.appendChild(go);
      }
    });
  });
  return box;
}
function modalForm(m, errorBox) {
  var f = document.createElement('div');
  m.modal.fields.forEach(function (field) {
    var l = document.createElement('label'); l.textContent = field.label + ' ';
    var i = document.createElement('input'); i.type = 'text'; i.name = field.customId; i.setAttribute('aria-label', field.label);
    l.appendChild(i); f.appendChild(l); f.appendChild(document.createElement('br'));
  });
  var b = document.createElement('button'); b.textContent = 'Submit'; b.className = 's1';
  b.addEventListener('click', function () {
    var fields = {};
    Array.prototype.forEach.call(f.querySelectorAll('input'), function (i) { fields[i.name] = i.value; });
    post('/api/modal', { user: m.to, messageId: m.id, fields: fields }, errorBox);
  });
  f.appendChild(b);
  return f;
}
function render() {
  if (!built) build();
  document.getElementById('commands').textContent = state.commands.map(function (c) { return '/' + c; }).join(' ');
  var clicker = document.getElementById('clicker');
  var logs = { channel: document.querySelector('#channel .log') };
  var errs = { channel: document.querySelector('#channel .log') };
  state.users.forEach(function (u) { logs[u.id] = document.querySelector('#user-' + u.username.toLowerCase() + ' .log'); errs[u.id] = document.querySelector('#user-' + u.username.toLowerCase() + ' .error'); });
  Object.keys(logs).forEach(function (k) { logs[k].innerHTML = ''; });
  state.messages.forEach(function (m) {
    var target = m.to ? logs[m.to] : logs.channel;
    if (!target) return;
    var d = document.createElement('div');
    d.className = 'msg' + (m.ephemeral ? ' private' : '');
    d.setAttribute('data-testid', 'message');
    d.innerHTML = (m.answering ? '<div class="answering">↳ ' + esc(m.answering) + '</div>' : '') + fmt(m.content) +
      (m.files.length ? '<div class="files">Attached: ' + m.files.map(esc).join(', ') + '</div>' : '');
    var userId = m.to ? function () { return m.to; } : function () { return clicker.value; };
    d.appendChild(components(m, userId, m.to ? errs[m.to] : document.querySelector('#user-' + (state.users.find(function (u) { return u.id === clicker.value; }) || state.users[0]).username.toLowerCase() + ' .error')));
    if (m.modal) d.appendChild(modalForm(m, errs[m.to]));
    target.appendChild(d);
    target.scrollTop = target.scrollHeight;
  });
}
var shown = '';
function refresh() {
  // Redrawn only on change, so a half-filled form or menu survives the polling.
  return fetch('/api/state').then(function (r) { return r.text(); }).then(function (t) { if (t === shown) return; shown = t; state = JSON.parse(t); render(); });
}
refresh();
setInterval(refresh, 2000);
</script>
</body>
</html>
`;
