// Runs before the app, in any browser (ES5 on purpose). A browser too old for the app gets the
// spec's message in the borrower's language instead of a blank page. build.mjs fills in the messages.
(function () {
  // Array.prototype.at marks the build's targets (Chrome 92, Safari 15.4, Firefox 90): older
  // engines also lack top-level await, which page chunks use, and would fail later and worse. Every
  // engine with it has what else the app needs (Promise.any, WeakRef, TextEncoder, module scripts).
  var ok = typeof [].at === 'function' && !!(window.crypto && crypto.getRandomValues);
  if (ok) return;
  var messages = __MESSAGES__;
  var lang = 'en';
  try {
    var nav = (navigator.language || 'en').toLowerCase();
    lang = localStorage.getItem('lang') || (/^(fil|tl)/.test(nav) ? 'fil' : nav.slice(0, 2));
  } catch (e) {}
  document.addEventListener('DOMContentLoaded', function () {
    var app = document.getElementById('app');
    if (app) app.style.display = 'none';
    var p = document.createElement('p');
    p.setAttribute('role', 'alert');
    p.style.cssText = 'margin:40px 24px;font:18px/1.5 sans-serif;text-align:center';
    p.appendChild(document.createTextNode(messages[lang] || messages.en));
    document.body.appendChild(p);
  });
})();
