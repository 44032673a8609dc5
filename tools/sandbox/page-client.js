// The sandbox page's script (a browser module, served as is): builds one pane per user, polls the
// sandbox for what the double saw, and sends commands, clicks, menu picks and forms back.
import { escapeHtml as esc, renderMarkdown } from '/markdown.js';

let state = { users: [], messages: [] };
let built = false;

function names() {
  const users = {};
  state.users.forEach((u) => {
    users[u.id] = u.username;
  });
  return { users };
}

function post(path, body, errorBox) {
  errorBox.textContent = '…';
  return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    .then((r) => r.json())
    .then((j) => {
      errorBox.textContent = j.error ? j.error : '';
      return refresh().then(() => j);
    })
    .catch((e) => {
      errorBox.textContent = String(e);
      return { error: String(e) };
    });
}

/** The suggestion list under a command line: fetched as the person types, picked by click or Tab. */
function attachSuggestions(user, input, list) {
  let items = [];
  let from = 0;
  let active = 0;
  let timer;
  const show = () => {
    list.innerHTML = '';
    items.forEach((item, i) => {
      const li = document.createElement('li');
      li.setAttribute('data-testid', 'suggestion');
      if (i === active) li.className = 'active';
      li.title = item.description;
      li.innerHTML = `<span class="label">${esc(item.label)}</span><span class="description">${esc(item.description)}</span>`;
      li.addEventListener('mousedown', (ev) => {
        ev.preventDefault();
        take(i);
      });
      list.appendChild(li);
    });
  };
  const clear = () => {
    items = [];
    show();
  };
  const fetchNow = () => {
    const text = input.value;
    if (!text.startsWith('/')) return clear();
    fetch('/api/suggest', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: user.id, text }),
    })
      .then((r) => r.json())
      .then((j) => {
        if (input.value !== text) return;
        items = j.items || [];
        from = j.from || 0;
        active = 0;
        show();
      })
      .catch(clear);
  };
  const take = (i) => {
    const item = items[i];
    if (!item) return;
    input.value = input.value.slice(0, from) + item.insert;
    input.focus();
    fetchNow();
  };
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(fetchNow, 120);
  });
  input.addEventListener('focus', fetchNow);
  input.addEventListener('blur', () => setTimeout(clear, 150));
  input.addEventListener('keydown', (ev) => {
    if (!items.length) return;
    if (ev.key === 'Tab') {
      ev.preventDefault();
      take(active);
    } else if (ev.key === 'ArrowDown') {
      ev.preventDefault();
      active = (active + 1) % items.length;
      show();
    } else if (ev.key === 'ArrowUp') {
      ev.preventDefault();
      active = (active + items.length - 1) % items.length;
      show();
    } else if (ev.key === 'Escape') clear();
    else if (ev.key === 'Enter') clear();
  });
}

function build() {
  const main = document.getElementById('main');
  const clicker = document.getElementById('clicker');
  state.users.forEach((u) => {
    const s = document.createElement('section');
    s.id = `user-${u.username.toLowerCase()}`;
    s.setAttribute('data-testid', `pane-${u.username.toLowerCase()}`);
    s.innerHTML =
      '<h2 title="What only ' +
      esc(u.username) +
      ' sees">' +
      esc(u.username) +
      ' (' +
      esc(u.role) +
      ') · private</h2><div class="log"></div><div class="error"></div>' +
      '<ul class="suggest" role="listbox"></ul>' +
      '<form class="command"><input type="text" autocomplete="off" placeholder="/command as ' +
      esc(u.username) +
      '" aria-label="command as ' +
      esc(u.username) +
      '"><button class="s1">Send</button></form>';
    const form = s.querySelector('form');
    const input = s.querySelector('input');
    const err = s.querySelector('.error');
    attachSuggestions(u, input, s.querySelector('.suggest'));
    form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      const text = input.value;
      if (!text.trim()) return;
      // A command with a mistake stays in the box, with the reason above it, to be corrected.
      post('/api/command', { user: u.id, text }, err).then((j) => {
        if (!j.error && input.value === text) {
          input.value = '';
          // Closes the suggestions still showing for the command just sent.
          input.dispatchEvent(new Event('input'));
        }
      });
    });
    main.appendChild(s);
    const o = document.createElement('option');
    o.value = u.id;
    o.textContent = u.username;
    clicker.appendChild(o);
  });
  built = true;
}

function buttonLabel(c) {
  return (c.emoji?.name ? `${c.emoji.name} ` : '') + (c.label || '');
}

/** Discord's components, generically: rows of buttons and menus, and the newer layout components. */
function components(list, m, userId, errorBox) {
  const box = document.createElement('div');
  (list || []).forEach((c) => {
    if (c.type === 1) {
      const row = document.createElement('div');
      row.className = 'row';
      row.appendChild(components(c.components, m, userId, errorBox));
      box.appendChild(row);
    } else if (c.type === 2 && c.style === 5 && c.url) {
      const a = document.createElement('a');
      a.className = 'link-button';
      a.href = c.url;
      a.target = '_blank';
      a.rel = 'noopener noreferrer';
      a.textContent = `${buttonLabel(c)} ↗`;
      box.appendChild(a);
    } else if (c.type === 2 && c.custom_id) {
      const b = document.createElement('button');
      b.textContent = buttonLabel(c) || c.custom_id;
      b.className = `s${c.style || 2}`;
      b.disabled = !!c.disabled;
      b.addEventListener('click', () =>
        post('/api/button', { user: userId(), messageId: m.id, customId: c.custom_id }, errorBox),
      );
      box.appendChild(b);
    } else if (c.type >= 3 && c.type <= 8 && c.type !== 4) {
      box.appendChild(menu(c, m, userId, errorBox));
    } else if (c.type === 10) {
      const d = document.createElement('div');
      d.className = 'md';
      d.innerHTML = renderMarkdown(c.content || '', names());
      box.appendChild(d);
    } else if (c.type === 9 || c.type === 17) {
      const d = document.createElement('div');
      d.className = c.type === 17 ? 'container' : 'row';
      d.appendChild(components(c.components, m, userId, errorBox));
      if (c.accessory) d.appendChild(components([c.accessory], m, userId, errorBox));
      box.appendChild(d);
    } else if (c.type === 14) {
      box.appendChild(document.createElement('hr'));
    }
  });
  return box;
}

/** A select menu: its options (sandbox users for a user menu), then Pick sends the chosen values. */
function menu(c, m, userId, errorBox) {
  const wrap = document.createElement('div');
  wrap.className = 'menu';
  const sel = document.createElement('select');
  sel.setAttribute('aria-label', c.placeholder || 'menu');
  if ((c.max_values || 1) > 1) sel.multiple = true;
  sel.disabled = !!c.disabled;
  const options =
    c.type === 3 ? c.options || [] : c.type === 5 ? state.users.map((u) => ({ label: u.username, value: u.id })) : [];
  options.forEach((o) => {
    const op = document.createElement('option');
    op.value = o.value;
    op.textContent = (o.emoji?.name ? `${o.emoji.name} ` : '') + o.label + (o.description ? ` — ${o.description}` : '');
    if (o.default) op.selected = true;
    sel.appendChild(op);
  });
  if (!sel.multiple && c.placeholder) {
    const ph = document.createElement('option');
    ph.value = '';
    ph.textContent = c.placeholder;
    ph.disabled = true;
    if (!options.some((o) => o.default)) ph.selected = true;
    sel.insertBefore(ph, sel.firstChild);
  }
  const go = document.createElement('button');
  go.textContent = 'Pick';
  go.className = 's1';
  go.disabled = !!c.disabled;
  go.addEventListener('click', () => {
    const values = Array.prototype.filter.call(sel.options, (o) => o.selected && o.value !== '').map((o) => o.value);
    post('/api/select', { user: userId(), messageId: m.id, customId: c.custom_id, values }, errorBox);
  });
  wrap.appendChild(sel);
  wrap.appendChild(go);
  return wrap;
}

/** A form the bot opened: its text boxes, its menus (the default option picked) and its notes. */
function modalForm(m, errorBox) {
  const f = document.createElement('div');
  f.className = 'modal';
  m.modal.fields.forEach((field) => {
    if (field.kind === 'note') {
      const d = document.createElement('div');
      d.className = 'md';
      d.innerHTML = renderMarkdown(field.content, names());
      f.appendChild(d);
      return;
    }
    const l = document.createElement('label');
    l.textContent = field.label;
    if (field.description) {
      const small = document.createElement('small');
      small.textContent = field.description;
      l.appendChild(small);
    }
    let i;
    if (field.kind === 'menu') {
      i = document.createElement('select');
      const ph = document.createElement('option');
      ph.value = '';
      ph.textContent = 'Make a selection';
      ph.disabled = true;
      ph.selected = !field.options.some((o) => o.default);
      i.appendChild(ph);
      field.options.forEach((o) => {
        const op = document.createElement('option');
        op.value = o.value;
        op.textContent = o.label + (o.description ? ` — ${o.description}` : '');
        op.selected = !!o.default;
        i.appendChild(op);
      });
    } else {
      i = field.paragraph ? document.createElement('textarea') : document.createElement('input');
      if (!field.paragraph) i.type = 'text';
      if (field.value) i.value = field.value;
    }
    i.name = field.customId;
    i.setAttribute('aria-label', field.label);
    l.appendChild(i);
    f.appendChild(l);
  });
  const b = document.createElement('button');
  b.textContent = 'Submit';
  b.className = 's1';
  b.addEventListener('click', () => {
    const fields = {};
    Array.prototype.forEach.call(f.querySelectorAll('input, textarea, select'), (i) => {
      fields[i.name] = i.value;
    });
    post('/api/modal', { user: m.to, messageId: m.id, fields }, errorBox);
  });
  f.appendChild(b);
  return f;
}

function files(m) {
  const d = document.createElement('div');
  d.className = 'files';
  m.files.forEach((f) => {
    const a = document.createElement('a');
    a.href = f.url;
    a.target = '_blank';
    a.rel = 'noopener';
    if (f.image) {
      const img = document.createElement('img');
      img.src = f.url;
      img.alt = f.name;
      a.appendChild(img);
    } else {
      a.className = 'file';
      a.textContent = `Open ${f.name}`;
      a.setAttribute('download', f.name);
    }
    d.appendChild(a);
  });
  return d;
}

function paneOf(userId) {
  const u = state.users.find((x) => x.id === userId) || state.users[0];
  return document.getElementById(`user-${u.username.toLowerCase()}`);
}

function render() {
  if (!built) build();
  const clicker = document.getElementById('clicker');
  const logs = { channel: document.querySelector('#channel .log') };
  state.users.forEach((u) => {
    logs[u.id] = paneOf(u.id).querySelector('.log');
  });
  Object.keys(logs).forEach((k) => {
    logs[k].innerHTML = '';
  });
  state.messages.forEach((m) => {
    const target = m.to ? logs[m.to] : logs.channel;
    if (!target) return;
    const d = document.createElement('div');
    d.className = `msg${m.ephemeral ? ' private' : ''}`;
    d.setAttribute('data-testid', 'message');
    d.innerHTML = `${m.answering ? `<div class="answering">↳ ${esc(m.answering)}</div>` : ''}<div class="md">${renderMarkdown(m.content, names())}</div>`;
    if (m.files.length) d.appendChild(files(m));
    const userId = m.to ? () => m.to : () => clicker.value;
    const errorBox = () => paneOf(m.to || clicker.value).querySelector('.error');
    d.appendChild(
      components(m.components, m, userId, {
        set textContent(t) {
          errorBox().textContent = t;
        },
      }),
    );
    if (m.modal) d.appendChild(modalForm(m, paneOf(m.to).querySelector('.error')));
    target.appendChild(d);
    target.scrollTop = target.scrollHeight;
  });
}

let shown = '';
function refresh() {
  // Redrawn only on change, so a half-filled form or menu survives the polling.
  return fetch('/api/state')
    .then((r) => r.text())
    .then((t) => {
      if (t === shown) return;
      shown = t;
      state = JSON.parse(t);
      render();
    });
}
refresh();
setInterval(refresh, 2000);
