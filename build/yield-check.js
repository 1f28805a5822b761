// Runs before the first paint (inline in index.html, after the support check; ES5 on purpose).
// index.html holds the landing prerendered for a signed-out visitor in English at / or #/noren. Any
// other start (a token cookie, another route, a stored language other than English, a partner's open
// token) marks the page `yield`: the critical CSS hides the landing and src/main.tsx renders the
// app's own screen in its place, so a signed-in borrower never sees the landing flash.
(function () {
  var lang = null;
  try {
    lang = localStorage.getItem('lang');
  } catch (e) {}
  var hash = location.hash.replace(/^#/, '');
  var path = hash.split('?')[0];
  if (path.charAt(0) !== '/') path = '/' + path;
  var elsewhere = path !== '/' && path !== '/noren';
  var signedIn = /(^|; )token=[^;]/.test(document.cookie);
  var openToken = /(^|[?&])openToken=/.test(location.search.slice(1) + '&' + (hash.split('?')[1] || ''));
  if (signedIn || elsewhere || (lang && lang !== 'en') || openToken) document.documentElement.className += ' yield';
  // The files of the page being opened (build.mjs writes the table in): the sign-in page for a visitor
  // signed out, a signed-in borrower's first pages and the status's code, fetched while the app's own
  // scripts load rather than one hop after another once it runs. A signed-in start asks at once (the
  // page shows nothing until they and its data arrived); the sign-in page just after the first paint
  // (the spinner), so they queue behind the app's scripts instead of ahead of them.
  var table = __ROUTE_FILES__;
  var own = (signedIn ? table.in : table.out)[path] || [];
  var preload = function () {
    for (var i = 0; i < own.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = table.files[own[i]];
      document.head.appendChild(link);
    }
  };
  if (!own.length) return;
  if (signedIn || !window.requestAnimationFrame) preload();
  else
    requestAnimationFrame(function () {
      setTimeout(preload, 0);
    });
})();
