// Applies the saved theme before the first paint (an external file, so the CSP needs no inline script).
try {
  var t = localStorage.getItem('theme');
  if (t === 'dark' || (!t && window.matchMedia('(prefers-color-scheme: dark)').matches)) {
    document.documentElement.classList.add('dark');
  }
} catch {
  // Storage blocked (private mode, policy): the light theme stays.
}
