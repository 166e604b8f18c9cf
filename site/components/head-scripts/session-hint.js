/**
 * Decides before the first paint whether the reader is signed in, from the session supabase-js keeps in
 * localStorage (key sb-<project>-auth-token), and marks <html data-auth="in|out">. CSS then shows Dashboard and
 * Sign Out or Sign In (global.css, [data-auth-show]) with no flash of the wrong state, and the layout loads the
 * signed-in code only for "in" (site/signed-in/shell.ts), which confirms the session after load.
 * A Sign Out clicked before that code has loaded (a slow phone) is remembered and carried out when it arrives.
 * Static on purpose: the Content-Security-Policy allows this script by its hash.
 */
(function () {
  var signedIn = false;
  try {
    for (var i = 0; i < localStorage.length; i++) {
      var key = localStorage.key(i);
      if (key && /^sb-.+-auth-token$/.test(key)) {
        var session = JSON.parse(localStorage.getItem(key) || 'null');
        if (session && session.refresh_token) signedIn = true;
      }
    }
  } catch (e) {}
  document.documentElement.setAttribute('data-auth', signedIn ? 'in' : 'out');
  if (!signedIn) return;
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      if (window.__rdShellReady || !target || !target.closest || !target.closest('[data-sign-out]')) return;
      event.preventDefault();
      window.__rdSignOutAsked = true;
    },
    true,
  );
})();
