/*
 * ccpay console: plain JavaScript (ES5), no build step; one library, Apache ECharts, for the overview's charts
 * (served by the console itself from its WebJar, loaded before this file; the console works without it).
 *
 * Rules this file keeps:
 *  - data is only ever rendered as text (el() below sets textContent; markup is never parsed from data), because
 *    customer names, descriptions and webhook bodies are chosen by others;
 *  - the API token's client id and secret live in sessionStorage only (this tab), are sent only to
 *    this origin (relative URLs), and "Log out" removes them;
 *  - a new API token's secret is shown once, kept in no storage, and dropped when dismissed;
 *  - the current view refreshes every 3 seconds, so changes made through the API appear without a reload.
 */
(function () {
  'use strict';

  var API = '/grid/2025-10-13';
  var AUTH_KEY = 'ccpay.console.auth';
  var WHO_KEY = 'ccpay.console.who';
  var POLL_MS = 3000;
  var PAGE = 20;

  var state = { mode: null, refresh: null, busy: false, timer: null, prefill: {}, charts: [] };

  // ---------------------------------------------------------------- DOM helpers (text only)

  function $(id) { return document.getElementById(id); }

  /** el('td', {class: 'x', text: 'y', onclick: fn}, [children]): strings become text nodes. */
  function el(tag, attrs, children) {
    var n = document.createElement(tag);
    var k;
    // a scrolling block of text is reached by keyboard (Tab) so it can be scrolled without a mouse
    if (tag === 'pre') { n.setAttribute('tabindex', '0'); }
    if (attrs) {
      for (k in attrs) {
        if (!attrs.hasOwnProperty(k) || attrs[k] === null || attrs[k] === undefined) { continue; }
        if (k === 'text') { n.textContent = String(attrs[k]); }
        else if (k === 'class') { n.className = attrs[k]; }
        else if (k.indexOf('on') === 0 && typeof attrs[k] === 'function') { n.addEventListener(k.substring(2), attrs[k]); }
        else if (k === 'value') { n.value = attrs[k]; }
        else if (k === 'checked' || k === 'disabled' || k === 'hidden') { n[k] = !!attrs[k]; }
        else { n.setAttribute(k, String(attrs[k])); }
      }
    }
    append(n, children);
    return n;
  }

  function append(n, children) {
    var i;
    if (children === null || children === undefined) { return; }
    if (!(children instanceof Array)) { children = [children]; }
    for (i = 0; i < children.length; i++) {
      var c = children[i];
      if (c === null || c === undefined) { continue; }
      n.appendChild(typeof c === 'object' ? c : document.createTextNode(String(c)));
    }
  }

  function clear(n) { while (n.firstChild) { n.removeChild(n.firstChild); } }

  /**
   * Replaces n's content. What had the keyboard focus inside it (an element with an id, or a row or link with a
   * data-id) has it again afterwards, so the 3 s refresh never throws a keyboard user back to the page's start.
   */
  function replace(n, children) {
    var a = document.activeElement;
    var id = null;
    var dataId = null;
    if (a && a !== document.body && a !== n && n.contains && n.contains(a)) {
      id = a.id || null;
      dataId = !id && a.getAttribute ? a.getAttribute('data-id') : null;
    }
    clear(n);
    append(n, children);
    if (id || dataId) { refocus(n, a.tagName, id, dataId); }
  }

  function refocus(n, tag, id, dataId) {
    var i;
    var found = null;
    if (id) {
      found = document.getElementById(id);
    } else {
      var candidates = n.getElementsByTagName(tag);
      for (i = 0; i < candidates.length && !found; i++) {
        if (candidates[i].getAttribute('data-id') === dataId) { found = candidates[i]; }
      }
    }
    if (found && n.contains(found) && found.focus) { found.focus(); }
  }

  function button(label, onclick, cls, id) {
    return el('button', { type: 'button', 'class': cls || null, id: id || null, onclick: onclick, text: label });
  }

  function link(label, hash) {
    return el('a', { href: '#' + hash, text: label });
  }

  function setStatus(text, isError) {
    var s = $('status');
    s.textContent = text || '';
    s.className = isError ? 'error' : '';
  }

  // ---------------------------------------------------------------- formatting

  function str(v) {
    if (v === null || v === undefined) { return ''; }
    if (typeof v === 'object') { return JSON.stringify(v); }
    return String(v);
  }

  /** "123.45 USD": the amount in the smallest unit written exactly with the currency's decimals. */
  function exactMoney(amount, code, d) {
    var n = Number(amount);
    var neg = n < 0;
    var t = String(Math.abs(n));
    if (d > 0) {
      while (t.length <= d) { t = '0' + t; }
      t = t.substring(0, t.length - d) + '.' + t.substring(t.length - d);
    }
    return (neg ? '-' : '') + t + ' ' + code;
  }

  /**
   * An amount formatted for its currency in the browser's locale ("$1,234.50", "1.234,50 €"), where the browser
   * can say which part is the currency (Intl's formatToParts); otherwise, or for a currency Intl does not know
   * (USDC), exactly "1234.50 USD".
   */
  function formatAmount(amount, code, d) {
    if (typeof d !== 'number') { return String(amount) + ' ' + code + ' (smallest unit)'; }
    var exact = exactMoney(amount, code, d);
    try {
      if (Math.abs(Number(amount)) > 9007199254740991) { return exact; }
      var f = new Intl.NumberFormat(undefined, { style: 'currency', currency: code, minimumFractionDigits: d, maximumFractionDigits: d });
      if (!f.formatToParts) { return exact; }
      var parts = f.formatToParts(Number(amount) / Math.pow(10, d));
      var hasCurrency = false;
      var out = '';
      parts.forEach(function (p) { if (p.type === 'currency') { hasCurrency = true; } out += p.value; });
      return hasCurrency ? out : exact;
    } catch (e) {
      return exact;
    }
  }

  function money(ca) {
    if (!ca || ca.amount === undefined) { return ''; }
    var code = ca.currency ? ca.currency.code : '';
    var d = ca.currency && typeof ca.currency.decimals === 'number' ? ca.currency.decimals : 0;
    return formatAmount(ca.amount, code, d);
  }

  function when(iso) { return iso ? String(iso).replace('T', ' ').replace(/\.\d+Z$/, 'Z') : ''; }

  /** A time in the browser's zone, its UTC value on hover (and in datetime). */
  function whenNode(iso) {
    if (!iso) { return ''; }
    var d = new Date(iso);
    var local = isNaN(d.getTime()) ? when(iso) : d.toLocaleString();
    return el('time', { datetime: String(iso), title: when(iso) + ' (UTC)', text: local });
  }

  function customerName(c) {
    if (!c) { return ''; }
    if (c.fullName) { return c.fullName; }
    if (c.businessInfo && c.businessInfo.legalName) { return c.businessInfo.legalName; }
    return '';
  }

  function pretty(obj) { return JSON.stringify(obj, null, 2); }

  /**
   * A link to a customer that reads its name: the name once known (GET /customers/{id}, asked once per id and
   * kept for the tab's life), the id until then; the id stays on hover (title) and in data-id for copying.
   */
  function customerRef(id) {
    var a = el('a', { href: '#customer/' + id, title: id, 'data-id': id, 'class': 'ref', text: names[id] || id });
    if (!names.hasOwnProperty(id)) {
      names[id] = null;
      api('GET', '/customers/' + seg(id), null, function (err, c) {
        if (!err && c) { names[id] = customerName(c) || c.platformCustomerId || id; }
      });
    } else if (names[id] === null) {
      a.textContent = id;
    }
    return a;
  }

  var names = {};

  /**
   * An account as a person reads it: for an external account its beneficiary, currency and last digits
   * ("Grace Receiver · USD …3000"), for an internal one its owner and currency ("Ada Lovelace · USD balance"); the id
   * until that is known, and always on hover (title) and in data-id. Each account is asked for once per tab: an
   * external one by id, an internal one through its customer's list (or the platform's).
   */
  function accountRef(id, customerId) {
    var isInternal = /^InternalAccount:/.test(id);
    var a = el(isInternal ? 'a' : 'span', { title: id, 'data-id': id, 'class': 'ref', text: accountLabel(id) });
    if (isInternal) { a.setAttribute('href', '#account/' + id); }
    if (accounts.hasOwnProperty(id)) { return a; }
    accounts[id] = null;
    if (isInternal) {
      if (customerId) { customerRef(customerId); }
      api('GET', customerId ? query('/customers/internal-accounts', { customerId: customerId, limit: 100 }) : '/platform/internal-accounts', null,
        function (err, data) {
          if (err || !data) { return; }
          data.data.forEach(function (acc) {
            accounts[acc.id] = { owner: acc.customerId || null, currency: acc.balance && acc.balance.currency ? acc.balance.currency.code : '' };
          });
        });
    } else if (/^ExternalAccount:/.test(id)) {
      api('GET', '/customers/external-accounts/' + seg(id), null, function (err, acc, status) {
        if (!err && acc) { accounts[id] = externalLabel(acc); return; }
        if (status !== 404) { return; }
        api('GET', '/platform/external-accounts/' + seg(id), null, function (err2, acc2) {
          if (!err2 && acc2) { accounts[id] = externalLabel(acc2); }
        });
      });
    }
    return a;
  }

  function accountLabel(id) {
    var known = accounts[id];
    if (!known) { return id; }
    if (typeof known === 'string') { return known; }
    var who = known.owner ? (names[known.owner] || known.owner) : 'Platform';
    return who + ' \u00b7 ' + known.currency + ' balance';
  }

  function externalLabel(acc) {
    var b = acc.accountInfo && acc.accountInfo.beneficiary;
    var who = b ? (b.fullName || b.legalName) : (acc.customerId ? '' : 'Platform');
    return [who, [acc.currency, lastDigits(acc.accountInfo)].join(' ').trim()].filter(function (x) { return x; }).join(' \u00b7 ');
  }

  /** Where a transaction's money came from or went (the contract's source or destination object), for a person. */
  function endpointRef(end, customerId) {
    if (!end) { return null; }
    if (end.accountId) { return accountRef(end.accountId, /^InternalAccount:/.test(end.accountId) ? customerId : null); }
    if (end.umaAddress) { return end.umaAddress; }
    if (end.sourceType === 'REALTIME_FUNDING') {
      return [end.accountHolderName, end.bankName, end.accountIdentifier ? '\u2026' + String(end.accountIdentifier).slice(-4) : '',
        end.paymentRail].filter(function (x) { return x; }).join(' \u00b7 ') || 'Funded in real time' + (end.currency ? ' (' + end.currency + ')' : '');
    }
    return null;
  }

  var accounts = {};

  /**
   * Any object of the API by its id: a customer or an account by name (an internal account through its customer's
   * list when the customer is known), the rest as a link to its page when it has one.
   */
  function thingRef(id, customerId) {
    var type = String(id).split(':')[0];
    if (type === 'Customer') { return customerRef(id); }
    if (type === 'InternalAccount' || type === 'ExternalAccount') { return accountRef(id, customerId || null); }
    return ROUTES_BY_TYPE[type] ? link(id, ROUTES_BY_TYPE[type] + id) : String(id);
  }

  // ---------------------------------------------------------------- API client

  function authHeader() { return sessionStorage.getItem(AUTH_KEY); }

  function seg(s) { return encodeURIComponent(s).replace(/%3A/gi, ':'); }

  function query(path, params) {
    var parts = [];
    var k;
    for (k in params) {
      if (params.hasOwnProperty(k) && params[k] !== null && params[k] !== undefined && params[k] !== '') {
        parts.push(encodeURIComponent(k) + '=' + encodeURIComponent(params[k]));
      }
    }
    return parts.length ? path + (path.indexOf('?') < 0 ? '?' : '&') + parts.join('&') : path;
  }

  function newKey() {
    var s = 'console-';
    var i;
    for (i = 0; i < 24; i++) { s += Math.floor(Math.random() * 16).toString(16); }
    return s;
  }

  /**
   * api(method, path, body, cb[, opts]): cb(error, data, status). error is null for 2xx, else the
   * envelope's "code: message" (or the transport failure). opts.text: the body as text;
   * opts.idempotent: send an Idempotency-Key; opts.auth: credentials to use instead of the session's.
   */
  function api(method, path, body, cb, opts) {
    opts = opts || {};
    var x = new XMLHttpRequest();
    x.open(method, API + path, true);
    var auth = opts.auth || authHeader();
    if (auth) { x.setRequestHeader('Authorization', auth); }
    x.setRequestHeader('Accept', opts.text ? 'application/x-pem-file, text/plain, */*' : 'application/json');
    if (opts.idempotent) { x.setRequestHeader('Idempotency-Key', newKey()); }
    x.onreadystatechange = function () {
      if (x.readyState !== 4) { return; }
      var data = null;
      var text = x.responseText;
      if (opts.text && x.status >= 200 && x.status < 300) {
        data = text;
      } else if (text) {
        try { data = JSON.parse(text); } catch (e) { data = null; }
      }
      if (x.status >= 200 && x.status < 300) {
        cb(null, data, x.status);
        return;
      }
      if (x.status === 401 && !opts.auth) {
        logout('The server no longer accepts these credentials (401); sign in again.');
      }
      var msg = x.status === 0 ? 'the server did not answer'
        : (data && data.code ? data.code + ': ' + (data.message || '') : 'HTTP ' + x.status);
      cb(msg, data, x.status);
    };
    if (body !== undefined && body !== null) {
      x.setRequestHeader('Content-Type', 'application/json');
      x.send(JSON.stringify(body));
    } else {
      x.send();
    }
  }

  /** Runs the functions (each taking a done callback) together; calls done once all have. */
  function all(fns, done) {
    var left = fns.length;
    var i;
    if (left === 0) { done(); return; }
    function one() { left--; if (left === 0) { done(); } }
    for (i = 0; i < fns.length; i++) { fns[i](one); }
  }

  // ---------------------------------------------------------------- tables and paging

  /** columns: [[title, function(row) -> text or node], ...] */
  function table(columns, rows, onRow, id) {
    var head = el('tr', null, columns.map(function (c) { return el('th', { text: c[0] }); }));
    var body = el('tbody');
    var i;
    if (!rows || rows.length === 0) {
      body.appendChild(el('tr', { 'class': 'empty' }, el('td', { colspan: columns.length, 'class': 'muted', text: 'Nothing yet.' })));
    }
    for (i = 0; rows && i < rows.length; i++) {
      (function (row) {
        var tr = el('tr', { 'class': onRow ? 'link' : null, 'data-id': row.id || null });
        columns.forEach(function (c) {
          var v = c[1](row);
          tr.appendChild(el('td', { 'class': c[2] || null }, v !== null && typeof v === 'object' ? v : str(v)));
        });
        if (onRow) {
          tr.addEventListener('click', function (ev) {
            if (ev.target && (ev.target.tagName === 'BUTTON' || ev.target.tagName === 'A')) { return; }
            onRow(row);
          });
          // by keyboard too: Tab reaches the row, Enter opens it
          tr.setAttribute('tabindex', '0');
          tr.addEventListener('keydown', function (ev) {
            if (ev.target === tr && (ev.key === 'Enter' || ev.keyCode === 13)) { ev.preventDefault(); onRow(row); }
          });
        }
        body.appendChild(tr);
      })(rows[i]);
    }
    return el('table', { id: id || null }, [el('thead', null, head), body]);
  }

  /**
   * A paged list: limit/cursor/nextCursor, Previous and Next. opts: path() -> path with filters,
   * columns, onRow, id. Returns {node, refresh(done), reset()}.
   */
  function pagedList(opts) {
    var holder = el('div');
    var cursors = [];
    var cursor = null;
    var next = null;
    var info = el('span', { 'class': 'muted' });
    var prevB = button('Previous', function () { cursor = cursors.length ? cursors.pop() : null; refresh(function () {}); }, 'secondary');
    var nextB = button('Next', function () { if (next) { cursors.push(cursor); cursor = next; refresh(function () {}); } }, 'secondary');
    prevB.disabled = true;
    nextB.disabled = true;
    function refresh(done) {
      api('GET', query(opts.path(), { limit: opts.limit || PAGE, cursor: cursor }), null, function (err, data) {
        if (err) {
          replace(holder, el('p', { 'class': 'error', text: err }));
        } else {
          replace(holder, table(opts.columns, data.data, opts.onRow, opts.id));
          next = data.hasMore && data.nextCursor ? data.nextCursor : null;
          nextB.disabled = !next;
          prevB.disabled = cursors.length === 0;
          info.textContent = 'page ' + (cursors.length + 1) + (typeof data.totalCount === 'number' ? ' · ' + data.totalCount + ' in all' : '');
        }
        done();
      });
    }
    return {
      node: el('div', null, [holder, el('div', { 'class': 'pager' }, [prevB, nextB, info])]),
      refresh: refresh,
      reset: function () { cursors = []; cursor = null; }
    };
  }

  /** A list fetched whole (unpaged endpoints, or the first page of a detail's section). */
  function simpleList(path, columns, onRow, id) {
    var holder = el('div');
    return {
      node: holder,
      refresh: function (done) {
        api('GET', path, null, function (err, data) {
          replace(holder, err ? el('p', { 'class': 'error', text: err }) : table(columns, data.data, onRow, id));
          done();
        });
      }
    };
  }

  function details(pairs) {
    var dl = el('dl');
    pairs.forEach(function (p) {
      if (p[1] === null || p[1] === undefined || p[1] === '') { return; }
      dl.appendChild(el('dt', { text: p[0] }));
      dl.appendChild(el('dd', null, typeof p[1] === 'object' && p[1].nodeType ? p[1] : str(p[1])));
    });
    return dl;
  }

  // ---------------------------------------------------------------- shared columns

  var CUSTOMER_COLUMNS = [
    ['Id', function (c) { return c.id; }],
    ['Platform id', function (c) { return c.platformCustomerId; }],
    ['Type', function (c) { return c.customerType; }],
    ['Name', function (c) { return customerName(c); }],
    ['Email', function (c) { return c.email; }],
    ['KYC/KYB', function (c) { return c.kycStatus || c.kybStatus; }],
    ['Created', function (c) { return whenNode(c.createdAt); }]
  ];

  function fundButton(account) {
    if (state.mode !== 'sandbox') { return ''; }
    return button('Fund', function () { state.prefill.fundAccount = account.id; location.hash = '#sandbox'; }, 'secondary');
  }

  /** "…1234": the last digits of an external account's number (account number, IBAN, CLABE, card, key or address). */
  function lastDigits(info) {
    var k;
    if (!info) { return ''; }
    for (k in info) {
      if (info.hasOwnProperty(k) && typeof info[k] === 'string' && /number|iban|clabe|pix|address|key/i.test(k) && info[k].length > 4) {
        return '\u2026' + info[k].substring(info[k].length - 4);
      }
    }
    return '';
  }

  var INTERNAL_ACCOUNT_COLUMNS = [
    ['Id', function (a) { return a.id; }],
    ['Customer', function (a) { return a.customerId ? customerRef(a.customerId) : 'platform'; }],
    ['Type', function (a) { return a.type; }],
    ['Status', function (a) { return a.status; }],
    ['Balance', function (a) { return money(a.balance); }, 'num'],
    ['Total balance', function (a) { return money(a.totalBalance); }, 'num'],
    ['', function (a) { return fundButton(a); }]
  ];

  var EXTERNAL_ACCOUNT_COLUMNS = [
    ['Id', function (a) { return a.id; }],
    ['Customer', function (a) { return a.customerId ? customerRef(a.customerId) : 'platform'; }],
    ['Currency', function (a) { return a.currency; }],
    ['Status', function (a) { return a.status; }],
    ['Kind', function (a) { return a.accountInfo ? a.accountInfo.accountType : ''; }],
    ['Number', function (a) { return lastDigits(a.accountInfo); }],
    ['Beneficiary', function (a) { return a.accountInfo && a.accountInfo.beneficiary ? (a.accountInfo.beneficiary.fullName || a.accountInfo.beneficiary.legalName) : ''; }]
  ];

  var TRANSACTION_COLUMNS = [
    ['Id', function (t) { return t.id; }],
    ['Type', function (t) { return t.type; }],
    ['Status', function (t) { return t.status; }],
    ['Customer', function (t) { return t.customerId ? customerRef(t.customerId) : ''; }],
    ['To', function (t) { return endpointRef(t.destination, t.customerId) || ''; }],
    ['Sent', function (t) { return money(t.sentAmount); }, 'num'],
    ['Received', function (t) { return money(t.receivedAmount); }, 'num'],
    ['Created', function (t) { return whenNode(t.createdAt); }]
  ];

  function goTransaction(t) { location.hash = '#transaction/' + t.id; }

  function goAccount(a) { state.account = a; location.hash = '#account/' + a.id; }

  // ---------------------------------------------------------------- views

  var views = {};

  // ---------------------------------------------------------------- overview (charts)

  var PERIODS = [['today', 'Today'], ['7d', '7 days'], ['30d', '30 days']];
  var OUTCOMES = [['COMPLETED', 'Completed'], ['FAILED_OR_REFUNDED', 'Failed or refunded'], ['IN_FLIGHT', 'In flight'], ['EXPIRED', 'Quote expired']];
  // distinguishable for colour-blind readers and with 3:1 contrast on white and on the dark theme's background
  var PALETTE = ['#1f6fd1', '#c2410c', '#7c3aed', '#6b7280', '#0f766e', '#b45309'];

  function outcomeLabel(o) {
    var i;
    for (i = 0; i < OUTCOMES.length; i++) { if (OUTCOMES[i][0] === o) { return OUTCOMES[i][1]; } }
    return o;
  }

  function amountIn(amount, code, decimals) { return formatAmount(amount, code, decimals); }

  function bucketLabel(iso, seconds) {
    var d = new Date(iso);
    if (isNaN(d.getTime())) { return iso; }
    return seconds < 86400 ? String(iso).substring(11, 16) + ' UTC' : String(iso).substring(5, 10);
  }

  function disposeCharts() {
    (state.charts || []).forEach(function (ch) { try { ch.dispose(); } catch (e) { /* already gone */ } });
    state.charts = [];
  }

  /**
   * A chart in holder (ECharts, canvas, described for screen readers by ECharts' aria option and by the table
   * beside it). series: [{name, data:[numbers], stack}]. The totals of what it draws are kept in data-totals
   * (name -> sum), so a test can compare the drawn series with the API's numbers. Without ECharts (a browser
   * that could not load it) the table beside the chart carries the same numbers.
   */
  function chart(holder, title, categories, series, kind) {
    var totals = {};
    series.forEach(function (se) { totals[se.name] = se.data.reduce(function (a, b) { return a + b; }, 0); });
    holder.setAttribute('data-totals', JSON.stringify(totals));
    holder.setAttribute('role', 'img');
    holder.setAttribute('aria-label', title + ': ' + series.map(function (se) { return se.name + ' ' + totals[se.name]; }).join(', '));
    if (!window.echarts) { holder.className = 'chart-missing'; holder.textContent = 'Chart not available in this browser: the table shows the numbers.'; return; }
    var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
    var ink = dark ? '#d8dde8' : '#1d2330';
    var ch = holder.chart;
    if (!ch) {
      ch = window.echarts.init(holder, null, { renderer: 'canvas' });
      holder.chart = ch;
      state.charts.push(ch);
    }
    ch.setOption({
      aria: { enabled: true },
      animation: false,
      color: PALETTE,
      textStyle: { color: ink },
      tooltip: { trigger: 'axis', renderMode: 'richText' },
      legend: { top: 0, textStyle: { color: ink } },
      grid: { left: 56, right: 16, top: legendHeight(holder, series) + 12, bottom: 28 },
      xAxis: { type: 'category', data: categories, axisLabel: { color: ink } },
      yAxis: { type: 'value', minInterval: 1, axisLabel: { color: ink }, splitLine: { lineStyle: { color: dark ? '#2c3342' : '#e3e6ec' } } },
      series: series.map(function (se) {
        return { name: se.name, type: kind || 'bar', stack: se.stack || null, data: se.data, emphasis: { focus: 'series' } };
      })
    }, true);
  }

  /**
   * About how tall the legend is once its entries wrap to the chart's width (an entry: its symbol, its name at about
   * 7 px a character, and the gap), so that the plot starts below it rather than under it.
   */
  function legendHeight(holder, series) {
    var width = Math.max(200, (holder.clientWidth || 400) - 20);
    var rows = 1;
    var used = 0;
    series.forEach(function (se) {
      var w = 35 + 7 * String(se.name).length;
      if (used > 0 && used + w > width) { rows++; used = 0; }
      used += w;
    });
    return 24 * rows;
  }

  function section(title, id, children) {
    return el('section', { id: id, 'class': 'card', 'aria-labelledby': id + '-title' }, [el('h3', { id: id + '-title', text: title })].concat(children));
  }

  /** The error of a failed call, with what to do about it. */
  function problem(err, status, what) {
    var hint = status === 403 ? ' This token lacks the permission ' + what + ' needs (docs/security.md): sign in with one that has it.'
      : status === 0 || status >= 500 ? ' The platform did not answer: try again in a moment; the view retries by itself every 3 s.' : '';
    return el('p', { 'class': 'error', role: 'status', text: 'Could not load ' + what + ': ' + err + '.' + hint });
  }

  views.overview = function (c) {
    var period = state.prefill.period || '7d';
    var buttons = PERIODS.map(function (p) {
      return el('button', { type: 'button', 'class': p[0] === period ? 'toggle on' : 'toggle', id: 'period-' + p[0], 'aria-pressed': p[0] === period ? 'true' : 'false',
        text: p[1], onclick: function () { state.prefill.period = p[0]; route(); } });
    });
    var pay = { summary: el('div'), counts: el('div', { id: 'chart-payments', 'class': 'chart' }), volumes: el('div'), table: el('div') };
    var hooks = { note: el('div'), stats: el('div'), chart: el('div', { id: 'chart-webhooks', 'class': 'chart' }) };
    var balances = el('div');
    var onboard = { chart: el('div', { id: 'chart-onboarding', 'class': 'chart' }), table: el('div'), waiting: el('div') };
    append(c, [el('h2', { text: 'Overview' }),
      el('div', { 'class': 'toolbar', role: 'group', 'aria-label': 'Period' }, [el('span', { 'class': 'muted', text: 'Period' })].concat(buttons)),
      el('div', { 'class': 'grid' }, [
        section('Payments', 'overview-payments', [pay.summary, pay.counts, pay.volumes, pay.table]),
        section('Webhooks', 'overview-webhooks', [hooks.note, hooks.stats, hooks.chart]),
        section('Balances', 'overview-balances', [balances]),
        section('Onboarding', 'overview-onboarding', [onboard.chart, onboard.table, onboard.waiting])
      ])]);

    function payments(done) {
      api('GET', query('/ops/overview/payments', { period: period }), null, function (err, o, status) {
        if (err) { replace(pay.summary, problem(err, status, 'the payments overview (VIEW)')); clear(pay.table); done(); return; }
        var cats = o.buckets.map(function (b) { return bucketLabel(b, o.bucketSeconds); });
        if (o.series.length === 0) {
          replace(pay.summary, el('p', { 'class': 'muted', id: 'payments-empty',
            text: 'No payments in this period. Quotes executed through the API (POST /quotes, then /quotes/{id}/execute), transfers and deposits appear here.' }));
        } else {
          clear(pay.summary);
        }
        // counts per bucket, stacked by outcome (every currency together)
        var byOutcome = {};
        o.series.forEach(function (s) {
          var a = byOutcome[s.outcome] || (byOutcome[s.outcome] = cats.map(function () { return 0; }));
          s.counts.forEach(function (n, i) { a[i] += n; });
        });
        chart(pay.counts, 'Payments per ' + (o.bucketSeconds < 86400 ? 'hour' : 'day') + ' by outcome', cats,
          OUTCOMES.filter(function (x) { return byOutcome[x[0]]; }).map(function (x) { return { name: x[1], data: byOutcome[x[0]], stack: 'n' }; }));
        // volume per bucket for each currency, stacked by outcome, in the currency's major unit
        var currencies = [];
        o.series.forEach(function (s) { if (currencies.indexOf(s.currency) < 0) { currencies.push(s.currency); } });
        var key = currencies.join(',');
        if (pay.volumes.getAttribute('data-key') !== key) {
          pay.volumes.setAttribute('data-key', key);
          replace(pay.volumes, currencies.map(function (code) {
            return el('div', { 'class': 'chart small', id: 'chart-volume-' + code.replace(/[^A-Za-z0-9]/g, '') });
          }));
        }
        var holders = Array.prototype.slice.call(pay.volumes.childNodes);
        currencies.forEach(function (code, k) {
          var rows = o.series.filter(function (s) { return s.currency === code; });
          var d = typeof rows[0].decimals === 'number' ? rows[0].decimals : 0;
          chart(holders[k], 'Volume in ' + code + ' per ' + (o.bucketSeconds < 86400 ? 'hour' : 'day'), cats, rows.map(function (s) {
            return { name: outcomeLabel(s.outcome) + ' (' + code + ')', data: s.amounts.map(function (a) { return a / Math.pow(10, d); }), stack: 'v' };
          }));
        });
        replace(pay.table, table([
          ['Currency', function (s) { return s.currency; }],
          ['Outcome', function (s) { return outcomeLabel(s.outcome); }],
          ['Payments', function (s) { return el('span', { 'data-value': s.count, text: String(s.count) }); }, 'num'],
          ['Volume', function (s) { return el('span', { 'data-value': s.amount, text: amountIn(s.amount, s.currency, s.decimals) }); }, 'num']
        ], o.series.map(function (s) { s.id = s.currency + ':' + s.outcome; return s; }), null, 'overview-payments-table'));
        done();
      });
    }

    function webhooks(done) {
      all([
        function (d) {
          api('GET', '/config', null, function (err, cfg) {
            if (!err && !cfg.webhookEndpoint) {
              replace(hooks.note, el('p', { 'class': 'notice', id: 'webhooks-no-endpoint' }, [
                'No webhook endpoint is configured yet: webhooks wait (PENDING) until one is set. ',
                link('Set the endpoint in Config', 'config'), '.']));
            } else {
              clear(hooks.note);
            }
            d();
          });
        },
        function (d) {
          api('GET', query('/ops/overview/webhooks', { period: period }), null, function (err, o, status) {
            if (err) { replace(hooks.stats, problem(err, status, 'the webhook overview (OPERATOR)')); d(); return; }
            // a state's count stops at 1,000 (overLimit when more wait): shown as "1000+"
            var undelivered = {}, over = {};
            o.undelivered.forEach(function (u) { undelivered[u.state] = u.count; over[u.state] = u.overLimit === true; });
            var failing = (undelivered.FAILED || 0) + (undelivered.GAVE_UP || 0);
            var failingText = String(failing) + (over.FAILED || over.GAVE_UP ? '+' : '');
            var pairs = [
              ['Delivered attempts', el('span', { id: 'webhooks-delivered', 'data-value': o.deliveredCount, text: String(o.deliveredCount) })],
              ['Failed attempts', el('span', { id: 'webhooks-failing', 'data-value': o.failingCount, text: String(o.failingCount) })],
              ['Latency p50 / p95', o.latencyMillis ? el('span', { id: 'webhooks-latency', text: o.latencyMillis.p50 + ' ms / ' + o.latencyMillis.p95 + ' ms' }) : 'no attempt in this period'],
              ['Waiting (PENDING)', el('span', { id: 'webhooks-pending', 'data-value': undelivered.PENDING || 0, text: String(undelivered.PENDING || 0) + (over.PENDING ? '+' : '') })],
              ['Failed for good', el('span', null, [el('span', { id: 'webhooks-failed', 'data-value': failing, text: failingText }),
                failing > 0 ? ' · ' : '', failing > 0 ? link('show the failed ones', 'webhooks/FAILED') : '',
                (undelivered.GAVE_UP || 0) > 0 ? ' · ' : '', (undelivered.GAVE_UP || 0) > 0 ? link('those retried to the end', 'webhooks/GAVE_UP') : ''])],
              ['Oldest undelivered', o.oldestUndelivered ? el('span', { id: 'webhooks-oldest' }, [link(o.oldestUndelivered.type + ' (' + o.oldestUndelivered.status + ')',
                'webhook/' + o.oldestUndelivered.id), ' since ', whenNode(o.oldestUndelivered.createdAt)]) : 'none: every webhook is delivered']
            ];
            replace(hooks.stats, details(pairs));
            hooks.stats.firstChild.id = 'webhooks-stats';
            var cats = o.buckets.map(function (b) { return bucketLabel(b, o.bucketSeconds); });
            chart(hooks.chart, 'Webhook attempts per ' + (o.bucketSeconds < 86400 ? 'hour' : 'day'), cats,
              [{ name: 'Delivered', data: o.delivered }, { name: 'Failed', data: o.failing }]);
            d();
          });
        }
      ], done);
    }

    function balanceView(done) {
      api('GET', '/ops/overview/balances', null, function (err, o, status) {
        if (err) { replace(balances, problem(err, status, 'the balances (VIEW)')); done(); return; }
        var held = o.customers.filter(function (t) { return t.total !== 0; });
        var none = o.customers.length - held.length;
        replace(balances, [
          el('h4', { text: 'Customers\u2019 money, per currency (available and held)' }),
          held.length === 0 ? el('p', { 'class': 'muted', id: 'balances-empty', text: 'No customer holds money yet: deposits (Sandbox, Fund) and incoming payments show here.' }) : null,
          table([
            ['Currency', function (t) { return t.currency; }],
            ['Total', function (t) { return el('span', { 'data-value': t.total, text: amountIn(t.total, t.currency, t.decimals) }); }, 'num']
          ], held.map(function (t) { t.id = t.currency; return t; }), null, 'overview-balances-table'),
          none > 0 && held.length > 0 ? el('p', { 'class': 'muted', text: none + ' other currencies: nothing held.' }) : null,
          el('h4', { text: 'The platform\u2019s own accounts' }),
          table([
            ['Account', function (a) { return /^InternalAccount:/.test(a.id) ? link(a.currency + ' platform account', 'account/' + a.id) : a.id; }],
            ['Currency', function (a) { return a.currency; }],
            ['Balance', function (a) { return el('span', { 'data-value': a.balance, text: amountIn(a.balance, a.currency, a.decimals) }); }, 'num']
          ], o.platformAccounts, null, 'overview-platform-accounts')]);
        done();
      });
    }

    function onboarding(done) {
      api('GET', '/ops/overview/onboarding', null, function (err, o, status) {
        if (err) { replace(onboard.table, problem(err, status, 'the onboarding overview (VIEW)')); done(); return; }
        var statuses = [];
        o.statuses.forEach(function (s) { if (statuses.indexOf(s.status) < 0) { statuses.push(s.status); } });
        function countOf(type, st) {
          var n = 0;
          o.statuses.forEach(function (s) { if (s.customerType === type && s.status === st) { n += s.count; } });
          return n;
        }
        chart(onboard.chart, 'Customers by verification status', statuses, [
          { name: 'Individuals (KYC)', data: statuses.map(function (st) { return countOf('INDIVIDUAL', st); }), stack: 'c' },
          { name: 'Businesses (KYB)', data: statuses.map(function (st) { return countOf('BUSINESS', st); }), stack: 'c' }]);
        replace(onboard.table, table([
          ['Type', function (s) { return s.customerType === 'INDIVIDUAL' ? 'Individual (KYC)' : 'Business (KYB)'; }],
          ['Status', function (s) { return s.status; }],
          ['Customers', function (s) { return el('span', { 'data-value': s.count, text: String(s.count) }); }, 'num']
        ], o.statuses.map(function (s) { s.id = s.customerType + ':' + s.status; return s; }), null, 'overview-onboarding-table'));
        replace(onboard.waiting, [
          el('h4', { id: 'onboarding-waiting-title', text: 'Waiting on the platform\u2019s review (' + o.waitingCount + ', oldest first)' }),
          o.waiting.length === 0 ? el('p', { 'class': 'muted', id: 'onboarding-none-waiting', text: 'Nobody is waiting on the platform.' })
            : table([
              ['Customer', function (w) { return el('span', { title: w.id }, link(w.name || w.platformCustomerId, 'customer/' + w.id)); }],
              ['Email', function (w) { return w.email; }],
              ['Type', function (w) { return w.customerType; }],
              ['Waiting since', function (w) { return whenNode(w.createdAt); }]
            ], o.waiting, function (w) { location.hash = '#customer/' + w.id; }, 'overview-waiting')]);
        done();
      });
    }

    return function (done) { all([payments, webhooks, balanceView, onboarding], done); };
  };

  views.customers = function (c) {
    var input = el('input', { id: 'customer-search', size: 48, placeholder: 'Customer id, platformCustomerId, name or email', value: state.prefill.customerSearch || '' });
    var q = state.prefill.customerSearch || '';
    var results = el('div', { id: 'customer-results' });
    var list = pagedList({ path: function () { return '/customers'; }, columns: CUSTOMER_COLUMNS, id: 'customers-table',
      onRow: function (row) { location.hash = '#customer/' + row.id; } });
    var form = el('form', { id: 'customer-search-form' }, [
      el('label', null, ['Search', input]),
      el('button', { type: 'submit', text: 'Search' }),
      button('Show all', function () { input.value = ''; q = ''; state.prefill.customerSearch = ''; list.reset(); c.refreshNow(); }, 'secondary')
    ]);
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      q = input.value.replace(/^\s+|\s+$/g, '');
      state.prefill.customerSearch = q;
      list.reset();
      c.refreshNow();
    });
    append(c, [el('h2', { text: 'Customers' }), form, results]);
    return function (done) {
      if (!q) {
        if (results.firstChild !== list.node) { replace(results, list.node); }
        list.refresh(done);
        return;
      }
      searchCustomers(q, function (rows, note) {
        replace(results, [table(CUSTOMER_COLUMNS, rows, function (row) { location.hash = '#customer/' + row.id; }, 'customers-table'),
          el('p', { 'class': 'muted', text: note })]);
        done();
      });
    };
  };

  /**
   * By id: that customer. Otherwise the platformCustomerId filter of GET /customers, plus name and
   * email matched (case-insensitive, contains) among the newest 500 customers, read page by page.
   */
  function searchCustomers(q, cb) {
    if (/^Customer:/.test(q)) {
      api('GET', '/customers/' + seg(q), null, function (err, data) {
        cb(err ? [] : [data], err ? 'No customer with this id.' : 'By id.');
      });
      return;
    }
    var found = [];
    var seen = {};
    function add(c) { if (!seen[c.id]) { seen[c.id] = true; found.push(c); } }
    var needle = q.toLowerCase();
    all([
      function (done) {
        api('GET', query('/customers', { platformCustomerId: q, limit: 100 }), null, function (err, data) {
          if (!err) { data.data.forEach(add); }
          done();
        });
      },
      function (done) {
        // the list runs oldest first, so the newest customers are read through widening windows of creation
        // time (5 minutes, an hour, a day, 30 days, then all), at most 5 pages of 100 in all; when the first window
        // holds more than 500 (a bulk import a moment ago), it narrows first (tenfold, down to a second), so that
        // the window read whole is the newest
        var windows = [5 * 60e3, 3600e3, 86400e3, 30 * 86400e3, 0];
        var pages = 0;
        var w = 0;
        var span = windows[0];
        function page(cursor) {
          var params = { limit: 100, cursor: cursor };
          if (span) { params.createdAfter = new Date(Date.now() - span).toISOString(); }
          api('GET', query('/customers', params), null, function (err, data) {
            if (err) { done(); return; }
            // a list leaves totalCount out when more than 1,000 match: that is more than 500 too
            var many = typeof data.totalCount !== 'number' || data.totalCount > 500;
            if (!cursor && w === 0 && span > 1000 && many) { span = Math.max(1000, span / 10); page(null); return; }
            data.data.forEach(function (c) {
              if (customerName(c).toLowerCase().indexOf(needle) >= 0 || (c.email || '').toLowerCase().indexOf(needle) >= 0) { add(c); }
            });
            pages++;
            if (pages >= 5) { done(); return; }
            if (data.hasMore && data.nextCursor) { page(data.nextCursor); return; }
            // this window is read whole: the next, wider one (its first customers were seen already; add() skips them)
            w++;
            if (w < windows.length) { span = windows[w]; page(null); } else { done(); }
          });
        }
        page(null);
      }
    ], function () {
      cb(found, found.length + ' found (platformCustomerId exactly; name or email among the newest 500 customers).');
    });
  }

  views.customer = function (c, id) {
    var head = el('div');
    var raw = el('pre', { id: 'customer-json' });
    var verifications = simpleList(query('/verifications', { customerId: id, limit: 100 }), [
      ['Id', function (v) { return v.id; }],
      ['Status', function (v) { return v.verificationStatus; }],
      ['Errors', function (v) { return v.errors && v.errors.length ? v.errors.map(function (e) { return e.type || str(e); }).join(', ') : ''; }],
      ['Created', function (v) { return whenNode(v.createdAt); }]
    ]);
    var documents = simpleList(query('/documents', { documentHolder: id, limit: 100 }), [
      ['Id', function (d) { return d.id; }],
      ['Type', function (d) { return d.documentType; }],
      ['Side', function (d) { return d.side; }],
      ['Country', function (d) { return d.country; }],
      ['File', function (d) { return d.fileName; }],
      ['Created', function (d) { return whenNode(d.createdAt); }]
    ]);
    var owners = simpleList(query('/beneficial-owners', { customerId: id, limit: 100 }), [
      ['Id', function (o) { return o.id; }],
      ['Name', function (o) { return o.personalInfo ? [o.personalInfo.firstName, o.personalInfo.lastName].join(' ') : ''; }],
      ['Roles', function (o) { return (o.roles || []).join(', '); }],
      ['Ownership %', function (o) { return o.ownershipPercentage; }],
      ['KYC', function (o) { return o.kycStatus; }]
    ]);
    var internal = simpleList(query('/customers/internal-accounts', { customerId: id, limit: 100 }), INTERNAL_ACCOUNT_COLUMNS, goAccount, 'customer-internal-accounts');
    var external = simpleList(query('/customers/external-accounts', { customerId: id, limit: 100 }), EXTERNAL_ACCOUNT_COLUMNS);
    var txs = simpleList(query('/transactions', { customerId: id, limit: 20 }), TRANSACTION_COLUMNS, goTransaction);
    append(c, [el('p', null, link('← Customers', 'customers')), el('h2', { text: 'Customer' }), head,
      el('h3', { text: 'Verifications (KYC/KYB history)' }), verifications.node,
      el('h3', { text: 'Documents' }), documents.node,
      el('h3', { text: 'Beneficial owners' }), owners.node,
      el('h3', { text: 'Internal accounts' }), internal.node,
      el('h3', { text: 'External accounts' }), external.node,
      el('h3', { text: 'Latest transactions' }), txs.node,
      el('h3', { text: 'As the API returns it' }), raw]);
    return function (done) {
      all([
        function (d) {
          api('GET', '/customers/' + seg(id), null, function (err, cu) {
            if (err) { replace(head, el('p', { 'class': 'error', text: err })); d(); return; }
            replace(head, details([['Id', cu.id], ['Platform id', cu.platformCustomerId], ['Type', cu.customerType],
              ['Name', customerName(cu)], ['Email', cu.email], ['Phone', cu.phoneNumber], ['UMA address', cu.umaAddress],
              ['KYC status', cu.kycStatus], ['KYB status', cu.kybStatus], ['Region', cu.region],
              ['Created', whenNode(cu.createdAt)], ['Updated', whenNode(cu.updatedAt)]]));
            head.firstChild.id = 'customer-details';
            raw.textContent = pretty(cu);
            d();
          });
        },
        verifications.refresh, documents.refresh, owners.refresh, internal.refresh, external.refresh, txs.refresh
      ], done);
    };
  };

  views.accounts = function (c) {
    var filter = el('input', { id: 'accounts-customer', size: 44, placeholder: 'Customer:… (empty: every customer)' });
    var customerId = '';
    var platformInternal = simpleList('/platform/internal-accounts', INTERNAL_ACCOUNT_COLUMNS, goAccount, 'platform-internal-accounts');
    var internal = pagedList({ path: function () { return query('/customers/internal-accounts', { customerId: customerId }); },
      columns: INTERNAL_ACCOUNT_COLUMNS, onRow: goAccount, id: 'internal-accounts' });
    var external = pagedList({ path: function () { return query('/customers/external-accounts', { customerId: customerId }); },
      columns: EXTERNAL_ACCOUNT_COLUMNS, id: 'external-accounts' });
    var platformExternal = simpleList(query('/platform/external-accounts', { limit: 100 }), EXTERNAL_ACCOUNT_COLUMNS);
    var form = el('form', null, [el('label', null, ['Customer', filter]), el('button', { type: 'submit', text: 'Filter' })]);
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      customerId = filter.value.replace(/^\s+|\s+$/g, '');
      internal.reset();
      external.reset();
      c.refreshNow();
    });
    append(c, [el('h2', { text: 'Accounts' }), form,
      el('h3', { text: 'Customers\' internal accounts' }), internal.node,
      el('h3', { text: 'Customers\' external accounts' }), external.node,
      el('h3', { text: 'Platform internal accounts' }), platformInternal.node,
      el('h3', { text: 'Platform external accounts' }), platformExternal.node,
      el('p', { 'class': 'muted', text: 'Balances are the ledger\'s: available (balance) and including holds (total).' })]);
    return function (done) { all([internal.refresh, external.refresh, platformInternal.refresh, platformExternal.refresh], done); };
  };

  /** An internal account: its balance and the ledger entries behind it (operator endpoint of quote-service). */
  views.account = function (c, id) {
    var head = el('div');
    var known = state.account && state.account.id === id ? state.account : null;
    var currency = known && known.balance ? known.balance.currency : null;
    function amount(n) { return currency ? money({ amount: n, currency: currency }) : String(n); }
    var entries = pagedList({ path: function () { return '/ops/internal-accounts/' + seg(id) + '/ledger-entries'; }, id: 'ledger-entries', columns: [
      ['When', function (e) { return whenNode(e.createdAt); }],
      ['Amount', function (e) { return amount(e.amount); }, 'num'],
      ['What', function (e) { return e.description; }],
      ['Other side', function (e) {
        return el('span', null, e.counterparts.map(function (l, i) {
          return el('span', null, [i ? '; ' : '', /^InternalAccount:/.test(l.accountId) ? accountRef(l.accountId, null) : l.accountId, ' ' + amount(l.amount)]);
        }));
      }],
      ['Journal', function (e) { return e.journalId; }]
    ] });
    append(c, [el('p', null, link('\u2190 Accounts', 'accounts')), el('h2', { text: 'Internal account' }), head,
      el('h3', { text: 'Ledger entries (newest first; the balance is their sum)' }), entries.node]);
    function showHead(a) {
      replace(head, details([['Id', id], ['Customer', a && a.customerId ? customerRef(a.customerId) : (a ? 'platform' : '')],
        ['Type', a && a.type], ['Status', a && a.status], ['Balance', a && money(a.balance)], ['Total balance', a && money(a.totalBalance)]]));
      head.firstChild.id = 'account-details';
    }
    showHead(known);
    return function (done) {
      all([
        entries.refresh,
        function (d) {
          if (!known) { d(); return; }
          var path = known.customerId ? query('/customers/internal-accounts', { customerId: known.customerId, limit: 100 }) : '/platform/internal-accounts';
          api('GET', path, null, function (err, data) {
            if (!err) {
              data.data.forEach(function (a) { if (a.id === id) { known = a; currency = a.balance ? a.balance.currency : currency; showHead(a); } });
            }
            d();
          });
        }
      ], done);
    };
  };

  views.transactions = function (c) {
    var status = el('select', { id: 'tx-status' }, ['', 'PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'REFUND_PENDING', 'REFUND_COMPLETED', 'REFUND_FAILED', 'EXPIRED', 'REJECTED']
      .map(function (s) { return el('option', { value: s, text: s || 'any status' }); }));
    var customer = el('input', { id: 'tx-customer', size: 44, placeholder: 'Customer:…' });
    var filters = { status: '', customerId: '' };
    var list = pagedList({ path: function () { return query('/transactions', filters); }, columns: TRANSACTION_COLUMNS, onRow: goTransaction, id: 'transactions-table' });
    var form = el('form', null, [el('label', null, ['Status', status]), el('label', null, ['Customer', customer]), el('button', { type: 'submit', text: 'Filter' })]);
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      filters.status = status.value;
      filters.customerId = customer.value.replace(/^\s+|\s+$/g, '');
      list.reset();
      c.refreshNow();
    });
    var quoteId = el('input', { id: 'quote-id', size: 44, placeholder: 'Quote:…' });
    var quoteForm = el('form', null, [el('label', null, ['Open a quote', quoteId]), el('button', { type: 'submit', text: 'Open' })]);
    quoteForm.addEventListener('submit', function (ev) { ev.preventDefault(); if (quoteId.value) { location.hash = '#quote/' + quoteId.value.replace(/\s/g, ''); } });
    append(c, [el('h2', { text: 'Payments' }), quoteForm, form, list.node]);
    return list.refresh;
  };

  /** The webhooks whose data is this object: the events each step of its life sent. */
  function eventsOf(id, holder) {
    return function (done) {
      api('GET', '/ops/webhooks?limit=100', null, function (err, data) {
        if (err) { replace(holder, el('p', { 'class': 'error', text: err })); done(); return; }
        var rows = data.data.filter(function (w) {
          var d = w.body && w.body.data;
          return d && (d.id === id || d.transactionId === id || d.quoteId === id);
        }).reverse();
        replace(holder, table([
          ['When', function (w) { return whenNode(w.createdAt); }],
          ['Event', function (w) { return w.type; }],
          ['State sent', function (w) { return w.body.data.status; }],
          ['Delivery', function (w) { return w.status; }],
          ['Webhook', function (w) { return link(w.id, 'webhook/' + w.id); }]
        ], rows, null, 'transaction-events'));
        done();
      });
    };
  }

  views.transaction = function (c, id) {
    var head = el('div');
    var actions = el('div');
    var events = el('div');
    var raw = el('pre', { id: 'transaction-json' });
    var msg = el('p', { id: 'transaction-message' });
    append(c, [el('p', null, link('← Payments', 'transactions')), el('h2', { text: 'Transaction' }), head, actions, msg,
      el('h3', { text: 'State history: the events each step sent (oldest first)' }), events,
      el('h3', { text: 'As the API returns it' }), raw]);
    var shownActionsFor = null;
    return function (done) {
      all([
        function (d) {
          api('GET', '/transactions/' + seg(id), null, function (err, t) {
            if (err) { replace(head, el('p', { 'class': 'error', text: err })); d(); return; }
            replace(head, details([['Id', t.id], ['Status', t.status], ['Pending reason', t.pendingReason], ['Type', t.type],
              ['Customer', t.customerId ? customerRef(t.customerId) : null], ['From', endpointRef(t.source, t.customerId)],
              ['To', endpointRef(t.destination, t.customerId)], ['Sent', money(t.sentAmount)],
              ['Received', money(t.receivedAmount)], ['Fees', money(t.fees)], ['Rail', t.paymentRail], ['Description', t.description],
              ['Failure', t.failureReason], ['Quote', t.quoteId ? link(t.quoteId, 'quote/' + t.quoteId) : null],
              ['Agent', t.agentId], ['Created', whenNode(t.createdAt)], ['Settled', whenNode(t.settledAt)], ['Updated', whenNode(t.updatedAt)]]));
            head.firstChild.id = 'transaction-details';
            raw.textContent = pretty(t);
            var approvable = t.status === 'PENDING' && t.pendingReason === 'PENDING_APPROVAL';
            if (approvable !== shownActionsFor) {
              shownActionsFor = approvable;
              replace(actions, approvable ? el('div', { 'class': 'box' }, [
                button('Approve', function () { act('/transactions/' + seg(id) + '/approve', msg, c); }, null, 'tx-approve'),
                button('Reject', function () { act('/transactions/' + seg(id) + '/reject', msg, c); }, 'danger', 'tx-reject')]) : null);
            }
            d();
          });
        },
        eventsOf(id, events)
      ], done);
    };
  };

  function act(path, msg, c) {
    api('POST', path, {}, function (err) {
      msg.textContent = err ? err : 'Done.';
      msg.className = err ? 'error' : 'ok';
      c.refreshNow();
    });
  }

  views.quote = function (c, id) {
    var head = el('div');
    var raw = el('pre');
    append(c, [el('p', null, link('← Payments', 'transactions')), el('h2', { text: 'Quote' }), head, el('h3', { text: 'As the API returns it' }), raw]);
    return function (done) {
      api('GET', '/quotes/' + seg(id), null, function (err, q) {
        if (err) { replace(head, el('p', { 'class': 'error', text: err })); done(); return; }
        replace(head, details([['Id', q.id], ['Status', q.status], ['Sending', money(q.totalSendingAmount !== undefined
          ? { amount: q.totalSendingAmount, currency: q.sendingCurrency } : null)],
          ['Receiving', money(q.totalReceivingAmount !== undefined ? { amount: q.totalReceivingAmount, currency: q.receivingCurrency } : null)],
          ['Exchange rate', q.exchangeRate], ['Fees included', q.feesIncluded],
          ['Transaction', q.transactionId ? link(q.transactionId, 'transaction/' + q.transactionId) : null],
          ['Created', whenNode(q.createdAt)], ['Expires', whenNode(q.expiresAt)]]));
        raw.textContent = pretty(q);
        done();
      });
    };
  };

  var WEBHOOK_STATES = ['', 'PENDING', 'DELIVERED', 'DUPLICATE', 'FAILED', 'GAVE_UP'];

  views.webhooks = function (c, preset) {
    var status = el('select', { id: 'webhook-status' }, WEBHOOK_STATES.map(function (s) { return el('option', { value: s, text: s || 'any status' }); }));
    var type = el('input', { id: 'webhook-type', placeholder: 'e.g. CUSTOMER.KYC_APPROVED' });
    var filters = { status: WEBHOOK_STATES.indexOf(preset) > 0 ? preset : '', type: '', limit: 50 };
    status.value = filters.status;
    var holder = el('div');
    var more = button('Show 100', function () { filters.limit = 100; c.refreshNow(); }, 'secondary');
    var form = el('form', null, [el('label', null, ['Status', status]), el('label', null, ['Type', type]), el('button', { type: 'submit', text: 'Filter' })]);
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      filters.status = status.value;
      filters.type = type.value.replace(/\s/g, '');
      c.refreshNow();
    });
    var note = el('div');
    append(c, [el('h2', { text: 'Webhooks' }), note, form, holder, el('div', { 'class': 'pager' }, [more, el('span', { 'class': 'muted', text: 'newest first' })])]);
    return function (done) {
      api('GET', '/config', null, function (err, cfg) {
        replace(note, !err && !cfg.webhookEndpoint ? el('p', { 'class': 'notice', id: 'webhooks-page-no-endpoint' }, [
          'No webhook endpoint is configured yet: the webhooks below wait (PENDING) until one is set. ', link('Set the endpoint in Config', 'config'), '.']) : null);
      });
      api('GET', query('/ops/webhooks', filters), null, function (err, data) {
        replace(holder, err ? el('p', { 'class': 'error', text: err }) : table([
          ['Id', function (w) { return w.id; }],
          ['Type', function (w) { return w.type; }],
          ['Status', function (w) { return w.status; }],
          ['Attempts', function (w) { return w.attemptCount; }, 'num'],
          ['Last HTTP status', function (w) { return w.lastHttpStatus; }, 'num'],
          ['About', function (w) { return w.body && w.body.data && w.body.data.id ? thingRef(w.body.data.id, w.body.data.customerId) : ''; }],
          ['Created', function (w) { return whenNode(w.createdAt); }]
        ], data.data, function (w) { location.hash = '#webhook/' + w.id; }, 'webhooks-table'));
        done();
      });
    };
  };

  views.webhook = function (c, id) {
    var head = el('div');
    var attempts = el('div');
    var body = el('pre', { id: 'webhook-body' });
    var msg = el('p', { id: 'webhook-message' });
    var redeliver = button('Redeliver', function () {
      redeliver.disabled = true;
      api('POST', '/ops/webhooks/' + seg(id) + '/redeliver', null, function (err) {
        redeliver.disabled = false;
        msg.textContent = err ? err : 'Due again now; the attempts below show how it goes.';
        msg.className = err ? 'error' : 'ok';
        c.refreshNow();
      });
    }, null, 'webhook-redeliver');
    append(c, [el('p', null, link('← Webhooks', 'webhooks')), el('h2', { text: 'Webhook' }), head, el('div', { 'class': 'box' }, [redeliver]), msg,
      el('h3', { text: 'Attempts' }), attempts, el('h3', { text: 'Body (the exact JSON every attempt sends)' }), body]);
    return function (done) {
      api('GET', '/ops/webhooks/' + seg(id), null, function (err, w) {
        if (err) { replace(head, el('p', { 'class': 'error', text: err })); done(); return; }
        replace(head, details([['Id', w.id], ['Type', w.type], ['Status', w.status], ['Attempts', w.attemptCount],
          ['Next attempt', whenNode(w.nextAttemptAt)], ['Last HTTP status', w.lastHttpStatus], ['Last error', w.lastError],
          ['Event', w.eventId], ['Created', whenNode(w.createdAt)]]));
        head.firstChild.id = 'webhook-details';
        replace(attempts, table([
          ['#', function (a) { return a.attempt; }, 'num'],
          ['Started', function (a) { return whenNode(a.startedAt); }],
          ['URL', function (a) { return a.url; }],
          ['HTTP status', function (a) { return a.httpStatus; }, 'num'],
          ['Latency', function (a) { return a.latencyMillis + ' ms'; }, 'num'],
          ['Outcome', function (a) { return a.outcome; }],
          ['Error', function (a) { return a.error; }],
          ['Response', function (a) { return a.responseBody; }]
        ], w.attempts, null, 'webhook-attempts'));
        body.textContent = pretty(w.body);
        done();
      });
    };
  };

  views.config = function (c) {
    var head = el('div');
    var currencies = el('div');
    var fees = el('pre', { id: 'config-fees' });
    var endpoint = el('input', { id: 'config-endpoint', size: 60, placeholder: 'https://… (empty: no endpoint)' });
    var filled = false;
    var msg = el('p', { id: 'config-message' });
    var testResult = el('pre', { id: 'test-webhook-result', hidden: true });
    var key = el('pre', { id: 'public-key' });
    var form = el('form', { id: 'config-form' }, [el('label', null, ['Webhook endpoint', endpoint]), el('button', { type: 'submit', text: 'Save' })]);
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      var v = endpoint.value.replace(/^\s+|\s+$/g, '');
      api('PATCH', '/config', { webhookEndpoint: v || null }, function (err, data) {
        msg.textContent = err ? err + (data && data.details && data.details.errors ? ' — ' + data.details.errors.map(function (e) { return e.field + ': ' + e.message; }).join('; ') : '') : 'Saved.';
        msg.className = err ? 'error' : 'ok';
        c.refreshNow();
      });
    });
    var test = button('Send a test webhook', function () {
      test.disabled = true;
      api('POST', '/webhooks/test', null, function (err, data) {
        test.disabled = false;
        testResult.hidden = false;
        testResult.className = err ? 'error' : '';
        testResult.textContent = (err ? err + '\n' : '') + (data ? pretty(data) : '');
      });
    }, null, 'test-webhook');
    var copy = button('Copy', function () {
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(key.textContent).then(function () { copy.textContent = 'Copied'; }, function () { selectText(key); });
      } else {
        selectText(key);
      }
    }, 'secondary', 'copy-public-key');
    append(c, [el('h2', { text: 'Platform config' }), head, form, msg, el('div', { 'class': 'box' }, [test]), testResult,
      el('h3', { text: 'Supported currencies' }), currencies, el('h3', { text: 'Fees' }), fees,
      el('h3', { text: 'Webhook public key (verifies X-Platform-Signature)' }), key, el('div', { 'class': 'box' }, [copy])]);
    return function (done) {
      all([
        function (d) {
          api('GET', '/config', null, function (err, cfg) {
            if (err) { replace(head, el('p', { 'class': 'error', text: err })); d(); return; }
            replace(head, details([['Webhook endpoint', cfg.webhookEndpoint || '(none)'], ['UMA domain', cfg.umaDomain],
              ['Regulated institution', cfg.isRegulatedFinancialInstitution], ['Updated', whenNode(cfg.updatedAt)]]));
            head.firstChild.id = 'config-details';
            if (!filled) { endpoint.value = cfg.webhookEndpoint || ''; filled = true; }
            replace(currencies, table([
              ['Currency', function (x) { return x.currencyCode; }],
              ['Min (smallest unit)', function (x) { return x.minAmount; }, 'num'],
              ['Max (smallest unit)', function (x) { return x.maxAmount; }, 'num'],
              ['Transaction types', function (x) { return (x.enabledTransactionTypes || []).join(', '); }]
            ], cfg.supportedCurrencies || [], null, 'config-currencies'));
            fees.textContent = pretty(cfg.feeConfigs || []);
            d();
          });
        },
        function (d) {
          api('GET', '/webhooks/public-key', null, function (err, pem) {
            key.textContent = err ? '' : pem;
            d();
          }, { text: true });
        }
      ], done);
    };
  };

  function selectText(node) {
    var r = document.createRange();
    r.selectNodeContents(node);
    var s = window.getSelection();
    s.removeAllRanges();
    s.addRange(r);
  }

  var PERMISSIONS = ['VIEW', 'TRANSACT', 'MANAGE'];

  views.tokens = function (c) {
    var name = el('input', { id: 'token-name', required: 'required' });
    var boxes = PERMISSIONS.map(function (p) { return el('input', { type: 'checkbox', value: p, id: 'token-perm-' + p, checked: p === 'VIEW' }); });
    var created = el('div', { id: 'token-created' });
    var msg = el('p', { id: 'token-message' });
    var confirming = null;
    var list;
    var form = el('form', { id: 'token-form' }, [el('label', null, ['Name', name])].concat(boxes.map(function (b) {
      return el('label', null, [b.value, b]);
    })).concat([el('button', { type: 'submit', text: 'Create token' })]));
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      var perms = boxes.filter(function (b) { return b.checked; }).map(function (b) { return b.value; });
      api('POST', '/tokens', { name: name.value, permissions: perms }, function (err, t) {
        if (err) { msg.textContent = err; msg.className = 'error'; return; }
        msg.textContent = '';
        name.value = '';
        showSecretOnce(created, t);
        c.refreshNow();
      });
    });
    list = pagedList({ path: function () { return '/tokens'; }, id: 'tokens-table', columns: [
      ['Id', function (t) { return t.id; }],
      ['Name', function (t) { return t.name; }],
      ['Client id', function (t) { return t.clientId; }],
      ['Permissions', function (t) { return (t.permissions || []).join(', '); }],
      ['Created', function (t) { return whenNode(t.createdAt); }],
      ['', function (t) {
        if (confirming === t.id) {
          return el('span', null, [
            button('Confirm revoke', function () {
              api('DELETE', '/tokens/' + seg(t.id), null, function (err) {
                confirming = null;
                msg.textContent = err ? err : 'Revoked ' + t.name + '.';
                msg.className = err ? 'error' : 'ok';
                c.refreshNow();
              });
            }, 'danger'),
            button('Keep', function () { confirming = null; c.refreshNow(); }, 'secondary')]);
        }
        return button('Revoke', function () { confirming = t.id; c.refreshNow(); }, 'secondary');
      }]
    ] });
    append(c, [el('h2', { text: 'API tokens' }), form, created, msg, list.node]);
    return list.refresh;
  };

  /** The new token's secret, once: not stored anywhere, gone when dismissed or when the view changes. */
  function showSecretOnce(holder, t) {
    var secret = el('code', { id: 'token-secret', 'class': 'secret', text: t.clientSecret || '' });
    var box = el('div', { 'class': 'box' }, [
      el('div', null, [el('strong', { text: 'Copy the secret now: it is shown only this once. ' }),
        'Client id ', el('code', { id: 'token-client-id', text: t.clientId }), ' secret ', secret]),
      button('I have copied it', function () { clear(holder); }, 'secondary', 'token-secret-done')
    ]);
    replace(holder, box);
  }

  views.agents = function (c) {
    var msg = el('p', { id: 'agent-message' });
    var approvals = pagedList({ path: function () { return '/agents/approvals'; }, id: 'approvals-table', columns: [
      ['Action', function (a) { return a.id; }],
      ['Agent', function (a) { return a.agentId; }],
      ['Customer', function (a) { return a.customerId ? customerRef(a.customerId) : ''; }],
      ['Type', function (a) { return a.type; }],
      ['Status', function (a) { return a.status; }],
      ['Amount', function (a) {
        if (a.quote) { return money({ amount: a.quote.totalSendingAmount, currency: a.quote.sendingCurrency }); }
        if (a.transferDetails) { return str(a.transferDetails.amount); }
        return '';
      }, 'num'],
      ['Created', function (a) { return whenNode(a.createdAt); }],
      ['', function (a) {
        var base = '/agents/' + seg(a.agentId) + '/actions/' + seg(a.id);
        return el('span', null, [button('Approve', function () { act(base + '/approve', msg, c); }, null),
          button('Reject', function () { act(base + '/reject', msg, c); }, 'danger')]);
      }]
    ] });
    var agents = pagedList({ path: function () { return '/agents'; }, id: 'agents-table', columns: [
      ['Id', function (a) { return a.id; }],
      ['Name', function (a) { return a.name; }],
      ['Customer', function (a) { return a.customerId ? customerRef(a.customerId) : ''; }],
      ['Paused', function (a) { return a.isPaused ? 'yes' : 'no'; }],
      ['Connected', function (a) { return a.isConnected ? 'yes' : 'no'; }],
      ['Spent today', function (a) { return a.usage ? str(a.usage.dailySpend) : ''; }, 'num'],
      ['Created', function (a) { return whenNode(a.createdAt); }]
    ] });
    append(c, [el('h2', { text: 'Agents' }), el('h3', { text: 'Waiting for the platform\'s approval' }), msg, approvals.node,
      el('h3', { text: 'Agents' }), agents.node]);
    return function (done) { all([approvals.refresh, agents.refresh], done); };
  };

  views.sandbox = function (c) {
    append(c, el('h2', { text: 'Sandbox actions' }));
    if (state.mode !== 'sandbox') {
      append(c, el('p', { text: 'The platform runs in production mode: there are no sandbox actions.' }));
      return null;
    }
    var result = el('pre', { id: 'sandbox-result', hidden: true });
    function show(err, data) {
      result.hidden = false;
      result.className = err ? 'error' : '';
      result.textContent = (err ? err + '\n' : '') + (data ? pretty(data) : '');
    }
    function int(input) { return input.value === '' ? null : Number(input.value); }
    function trimmed(input) { return input.value.replace(/^\s+|\s+$/g, ''); }

    var fundAccount = el('input', { id: 'fund-account', size: 52, placeholder: 'InternalAccount:…', value: state.prefill.fundAccount || '' });
    var fundAmount = el('input', { id: 'fund-amount', type: 'number', min: 1, placeholder: 'in minor units (cents)' });
    var fund = el('form', { id: 'fund-form' }, [el('strong', { text: 'Fund an internal account' }),
      el('label', null, ['Account', fundAccount]), el('label', null, ['Amount', fundAmount]), el('button', { type: 'submit', text: 'Fund' })]);
    fund.addEventListener('submit', function (ev) {
      ev.preventDefault();
      api('POST', '/sandbox/internal-accounts/' + seg(trimmed(fundAccount)) + '/fund', { amount: int(fundAmount) }, show, { idempotent: true });
    });

    var sender = el('input', { id: 'uma-sender', size: 36, placeholder: '$alice@sandbox.uma.money' });
    var receiver = el('input', { id: 'uma-receiver', size: 36, placeholder: '$user…@… (or a customer id)' });
    var umaCustomer = el('input', { id: 'uma-customer', size: 44, placeholder: 'Customer:… (optional)' });
    var umaCurrency = el('input', { id: 'uma-currency', size: 5, value: 'USD' });
    var umaAmount = el('input', { id: 'uma-amount', type: 'number', min: 1 });
    var uma = el('form', { id: 'uma-form' }, [el('strong', { text: 'Simulate an incoming UMA payment' }),
      el('label', null, ['From', sender]), el('label', null, ['To UMA address', receiver]), el('label', null, ['or customer', umaCustomer]),
      el('label', null, ['Currency', umaCurrency]), el('label', null, ['Amount', umaAmount]), el('button', { type: 'submit', text: 'Receive' })]);
    uma.addEventListener('submit', function (ev) {
      ev.preventDefault();
      var body = { senderUmaAddress: trimmed(sender), receivingCurrencyCode: trimmed(umaCurrency), receivingCurrencyAmount: int(umaAmount) };
      if (trimmed(receiver)) { body.receiverUmaAddress = trimmed(receiver); }
      if (trimmed(umaCustomer)) { body.customerId = trimmed(umaCustomer); }
      api('POST', '/sandbox/uma/receive', body, show, { idempotent: true });
    });

    var sendQuote = el('input', { id: 'send-quote', size: 44, placeholder: 'Quote:… (a realtime-funding quote)' });
    var sendCurrency = el('input', { id: 'send-currency', size: 5, value: 'USD' });
    var sendAmount = el('input', { id: 'send-amount', type: 'number', min: 1, placeholder: 'optional' });
    var send = el('form', { id: 'send-form' }, [el('strong', { text: 'Send a realtime-funding payment' }),
      el('label', null, ['Quote', sendQuote]), el('label', null, ['Currency', sendCurrency]), el('label', null, ['Amount', sendAmount]),
      el('button', { type: 'submit', text: 'Send' })]);
    send.addEventListener('submit', function (ev) {
      ev.preventDefault();
      var body = { quoteId: trimmed(sendQuote), currencyCode: trimmed(sendCurrency) };
      if (sendAmount.value !== '') { body.currencyAmount = int(sendAmount); }
      api('POST', '/sandbox/send', body, show, { idempotent: true });
    });
    append(c, [fund, uma, send, result]);
    return null;
  };

  // ---------------------------------------------------------------- find anything from one box

  var ROUTES_BY_TYPE = { Customer: 'customer/', Transaction: 'transaction/', Quote: 'quote/', InternalAccount: 'account/', Webhook: 'webhook/' };

  /**
   * An id goes straight to its page (Customer:, Transaction:, Quote:, InternalAccount:, Webhook:; an external
   * account to its owner); anything else is a platformCustomerId, a name or an email, looked up as the customer
   * search does.
   */
  function find(q) {
    q = q.replace(/^\s+|\s+$/g, '');
    if (!q) { return; }
    var m = /^([A-Za-z]+):\S+$/.exec(q);
    var type = m ? m[1] : '';
    if (ROUTES_BY_TYPE[type]) { location.hash = '#' + ROUTES_BY_TYPE[type] + q; return; }
    if (type === 'ExternalAccount') {
      api('GET', '/customers/external-accounts/' + seg(q), null, function (err, a) {
        if (err) { setStatus('No external account ' + q + ' (' + err + ').', true); return; }
        location.hash = a.customerId ? '#customer/' + a.customerId : '#accounts';
      });
      return;
    }
    state.prefill.customerSearch = q;
    if (location.hash === '#customers') { route(); } else { location.hash = '#customers'; }
  }

  // ---------------------------------------------------------------- routing, polling, login

  function route() {
    if (!authHeader()) { showLogin(''); return; }
    var h = (location.hash || '#overview').substring(1);
    var slash = h.indexOf('/');
    var name = slash < 0 ? h : h.substring(0, slash);
    var arg = slash < 0 ? null : decodeURIComponent(h.substring(slash + 1));
    if (!views[name]) { name = 'overview'; arg = null; }
    if (name === 'sandbox' && state.mode !== 'sandbox' && state.mode !== null) { /* shown as absent below */ }
    var links = $('nav').getElementsByTagName('a');
    var i;
    var section = { customer: 'customers', account: 'accounts', transaction: 'transactions', quote: 'transactions', webhook: 'webhooks' }[name] || name;
    for (i = 0; i < links.length; i++) { links[i].className = links[i].getAttribute('href') === '#' + section ? 'active' : ''; }
    disposeCharts();
    var v = $('view');
    var fresh = el('div', { id: 'view-' + name });
    fresh.refreshNow = function () { tick(true); };
    replace(v, fresh);
    v.hidden = false;
    $('login').hidden = true;
    state.refresh = views[name](fresh, arg);
    state.busy = false;
    tick(true);
  }

  function tick(force) {
    if (!state.refresh || (state.busy && !force)) { return; }
    state.busy = true;
    var mine = state.refresh;
    mine(function () {
      if (state.refresh === mine) { state.busy = false; }
      setStatus('Updated ' + new Date().toLocaleTimeString() + ' · refreshes every 3 s');
    });
  }

  function showLogin(message) {
    state.refresh = null;
    $('find-form').hidden = true;
    disposeCharts();
    $('nav').hidden = true;
    $('logout').hidden = true;
    $('who').textContent = '';
    replace($('view'), null);
    $('view').hidden = true;
    $('login').hidden = false;
    $('login-error').textContent = message || '';
    setStatus('');
  }

  function logout(message) {
    sessionStorage.removeItem(AUTH_KEY);
    sessionStorage.removeItem(WHO_KEY);
    state.prefill = {};
    showLogin(message);
  }

  function basic(id, secret) {
    return 'Basic ' + btoa(unescape(encodeURIComponent(id + ':' + secret)));
  }

  function loggedIn() {
    $('nav').hidden = false;
    $('find-form').hidden = false;
    $('logout').hidden = false;
    $('who').textContent = 'token ' + (sessionStorage.getItem(WHO_KEY) || '');
    route();
  }

  function loadMode(done) {
    var x = new XMLHttpRequest();
    x.open('GET', 'mode', true);
    x.onreadystatechange = function () {
      if (x.readyState !== 4) { return; }
      var mode = 'production';
      try { mode = JSON.parse(x.responseText).mode === 'sandbox' ? 'sandbox' : 'production'; } catch (e) { mode = 'production'; }
      state.mode = mode;
      var badge = $('mode');
      badge.textContent = mode;
      badge.className = 'badge ' + mode;
      $('nav-sandbox').hidden = mode !== 'sandbox';
      done();
    };
    x.send();
  }

  function start() {
    $('login-form').addEventListener('submit', function (ev) {
      ev.preventDefault();
      var id = $('login-id').value.replace(/^\s+|\s+$/g, '');
      var auth = basic(id, $('login-secret').value);
      $('login-submit').disabled = true;
      api('GET', '/config', null, function (err, data, status) {
        $('login-submit').disabled = false;
        if (err) {
          $('login-error').textContent = status === 401 ? 'These credentials are not accepted.' : 'Sign-in failed: ' + err;
          return;
        }
        $('login-secret').value = '';
        sessionStorage.setItem(AUTH_KEY, auth);
        sessionStorage.setItem(WHO_KEY, id);
        loggedIn();
      }, { auth: auth });
    });
    $('logout').addEventListener('click', function () { logout('Signed out.'); });
    $('find-form').addEventListener('submit', function (ev) { ev.preventDefault(); find($('find').value); });
    window.addEventListener('hashchange', function () { if (authHeader()) { route(); } });
    loadMode(function () {
      if (authHeader()) { loggedIn(); } else { showLogin(''); }
    });
    state.timer = setInterval(function () { if (!document.hidden) { tick(false); } }, POLL_MS);
    // the charts take the system theme's colours at once when it changes (the pages' CSS follows it by itself)
    if (window.matchMedia) {
      var scheme = window.matchMedia('(prefers-color-scheme: dark)');
      var redraw = function () { if (state.refresh) { tick(true); } };
      if (scheme.addEventListener) { scheme.addEventListener('change', redraw); } else if (scheme.addListener) { scheme.addListener(redraw); }
    }
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start);
  } else {
    start();
  }
})();
