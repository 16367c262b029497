// Applies the saved theme before the first paint (an external file, so the CSP needs no inline script).
try {
  var t = localStorage.getItem('theme');
  if (t === 'dark' || (!t && window.matchMedia('(prefers-color-scheme: dark)').matches)) {
    document.documentElement.classList.add('dark');
  }
} catch {
  // Storage blocked (private mode, policy): the light theme stays.
}
// A visitor who already consented never sees the cookie banner pre-rendered into the home (index.css).
if (/(?:^|;\s*)cookieBanner=accepted(?:;|$)/.test(document.cookie)) document.documentElement.classList.add('consented');
