// Runs before the app (inline in index.html; ES5 on purpose). A signed-in borrower's status and the
// first calls of the page being opened (src/session/first-calls.ts, which build.mjs writes in) leave now,
// with the headers the API client would send, instead of after the app's scripts and the status: in
// one request (the server's batch answers each call as if asked alone), since over HTTP/1.1 each call
// would take one of the browser's six connections from the page's scripts. src/api/early.ts hands each
// answer to the first call that asks for it. A partner's open token signs in anew, so its visit asks
// nothing early.
(() => {
  var table = __FIRST_CALLS__;
  var cookie = (name) => {
    var m = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return m && m[1] ? decodeURIComponent(m[1]) : null;
  };
  var token = cookie('token');
  var device = cookie('deviceId');
  var hash = location.hash.replace(/^#/, '');
  var path = hash.split('?')[0];
  if (path.charAt(0) !== '/') path = '/' + path;
  var openToken = /(^|[?&])openToken=/.test(location.search.slice(1) + '&' + (hash.split('?')[1] || ''));
  if (!token || !device || openToken || !window.fetch) return;
  var lang = 'en';
  try {
    lang = localStorage.getItem('lang') || 'en';
  } catch (_) {}
  var headers = __APP_HEADERS__;
  headers['Device-Id'] = device;
  headers['Accept-Language'] = lang;
  headers.Authentication = token;
  var calls = [table.status].concat(table.pages[path] || []);
  var batch = fetch('/api/user' + table.batch + '?' + calls.map((call) => 'get=' + encodeURIComponent(call)).join('&'), {
    headers: headers,
  }).then((res) => {
    if (!res.ok) throw new Error('HTTP ' + res.status);
    return res.json();
  });
  var early = {};
  window.__early = early;
  calls.forEach((call, i) => {
    // A call the batch did not answer (the batch refused, a call failed) is the client's to ask again.
    var answer = batch.then((b) => {
      var one = b.answers && b.answers[i];
      if (!one || one.status !== 200) throw new Error('not answered');
      return one.body;
    });
    answer.catch(() => {}); // a failure is the client's to handle, when it asks
    early['/api/user' + call] = { headers: headers, answer: answer };
  });
})();
