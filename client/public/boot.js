/* global document, requestAnimationFrame */
// Issue 13 (server/client/boot-shell.ts): when the page arrives with its first screen already in
// it, the app's scripts start once that screen is painted instead of sharing a slow link with the
// style sheet it is painted with. The server names the entry in data-entry and renames the
// module preloads to rel="acasa-modulepreload" so that nothing is fetched before then.
(function () {
  var boot = document.currentScript;
  function start() {
    document.querySelectorAll('link[rel="acasa-modulepreload"]').forEach(function (link) {
      link.rel = 'modulepreload';
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = boot.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  // The next frame is painted once the style sheet is in; start right after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
